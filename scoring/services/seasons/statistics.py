"""Statistics of played hands: per player, per event (a tournament, a club night) and per club
season, one set of figures per ruleset (a season of mixed rulesets never adds an MCR fan to a
classical double).

Read from the stored hands, never by scoring again: who won and how (`Hand.winner`,
`Hand.win_source`, the document's `win.discarder`), each seat's score, and the winner's items
in the stored answer, whose rule ids name the scoring elements counted here: a classical
double (rules 116–117) or limit hand (122), a riichi yaku, an MCR fan. A hand entered at the
`scores` depth has no items: it counts in the rates and the hand values, not in the elements.

- deal-in (feeding) rate: the hands a player's discard (or robbed kong) completed, per hand
  played;
- self-drawn rate: the player's wins from the wall or a loose tile (riichi: tsumo), per win;
- average and biggest hand: the winner's hand value as the ruleset states it (classical: the
  score after doubles and the limit, rule 114–119; riichi: the hand's points; MCR: the fans).
Four queries (three for one player's page), whatever the number of hands.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field

from django.utils.formats import number_format
from django.utils.translation import get_language

from scoring.models import Hand, HandPlayer, Player
from scoring.services.hands import ruleset_words

# "25%" in English, "25 %" with a no-break space in Czech, a narrow one in French.
SPACE_BEFORE_PERCENT = {"cs": "\u00a0", "fr": "\u202f"}
SELF_DRAWN = frozenset({"wall", "loose_tile", "tsumo"})
ELEMENTS_SHOWN = 20


class Wins:
    """What a player's or a ruleset's wins come to (its `wins`, `self_drawn`, `win_total`)."""

    @property
    def self_drawn_rate(self) -> float | None:
        return self.self_drawn / self.wins if self.wins else None

    @property
    def average_win(self) -> float | None:
        return self.win_total / self.wins if self.wins else None


@dataclass
class PlayerFigures(Wins):
    player: Player
    games: int = 0
    hands: int = 0
    wins: int = 0
    deal_ins: int = 0
    self_drawn: int = 0
    limit_hands: int = 0
    win_total: int = 0
    biggest: int | None = None
    biggest_at: tuple | None = None  # (session id, hand number): a link to its referee page

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.hands if self.hands else None

    @property
    def deal_in_rate(self) -> float | None:
        return self.deal_ins / self.hands if self.hands else None


@dataclass
class Element:
    rule: str
    name: str
    count: int  # winning hands it was counted in
    share: float  # of the winning hands with their items stored


@dataclass
class RulesetFigures(Wins):
    ruleset: str
    hands: int = 0
    drawn: int = 0
    wins: int = 0
    itemised_wins: int = 0  # wins entered with their items (not at the scores depth)
    self_drawn: int = 0
    limit_hands: int = 0
    win_total: int = 0
    players: list[PlayerFigures] = field(default_factory=list)
    elements: list[Element] = field(default_factory=list)
    values: list[int] = field(default_factory=list)  # every winning hand's value

    @property
    def biggest(self) -> int | None:
        return max(self.values) if self.values else None


def hand_value(ruleset: str, score: dict) -> int:
    """The winner's hand value as the ruleset states it."""
    if ruleset == "riichi":
        return int(score.get("points") or 0)
    if ruleset == "mcr":
        return int(score.get("fans") or score.get("score") or 0)
    return int(score.get("score") or 0)


def is_limit(ruleset: str, score: dict) -> bool:
    if ruleset == "riichi":
        return bool(score.get("level"))  # mangan and above; "" below
    if ruleset == "mcr":
        return False  # MCR has no limit: fans are added up
    return bool(score.get("limit"))


def elements_of(ruleset: str, score: dict) -> set[str]:
    """The rule ids of the scoring elements in a winner's items (each counted once a hand)."""
    found = set()
    for item in score.get("items") or []:
        rule = item.get("rule") or ""
        if ruleset == "riichi":
            if rule.startswith("Y-"):
                found.add(rule)
        elif ruleset == "mcr":
            if item.get("fan"):
                found.add(rule)
        elif item.get("doubles") or rule.startswith("122"):
            found.add(rule)
    return found


def element_name(rule: str, language: str | None) -> str:
    return ruleset_words.rule_title(rule, language) or rule


def figures(sessions, language: str | None = None, player: Player | None = None) -> list:
    """One RulesetFigures per ruleset played in `sessions` (a queryset of Session), players
    sorted by games then wins; with `player`, only that player's rows and elements (their own
    wins)."""
    hands, seats = _hands_and_seats(sessions)
    tally = _Tally(_games_played(sessions), player)
    for hand in hands:
        tally.add(hand, seats.get(hand[0], {}))
    if player is None:
        names = Player.objects.in_bulk({pid for _, pid in tally.people})
    else:
        names = {player.pk: player}
    return tally.figures(names, language)


def _hands_and_seats(sessions) -> tuple[list, dict]:
    """The live hands of `sessions` as rows, and hand id -> {seat: player id} (two queries)."""
    hands = list(
        Hand.objects.filter(session__in=sessions, deleted_at__isnull=True)
        .order_by()
        .values_list(
            "id",
            "session_id",
            "number",
            "session__ruleset",
            "winner",
            "win_source",
            "drawn",
            "input",
            "output",
        )
    )
    seats = defaultdict(dict)
    seat_rows = HandPlayer.objects.filter(hand__in=[h[0] for h in hands]).values_list(
        "hand_id", "seat", "player_id"
    )
    for hand_id, seat, player_id in seat_rows:
        seats[hand_id][seat] = player_id
    return hands, seats


def _games_played(sessions) -> Counter:
    """(ruleset, player id) -> the games of `sessions` the player sat at."""
    games = Counter()
    for row in sessions.values_list("ruleset", "east_id", "south_id", "west_id", "north_id"):
        for pid in row[1:]:
            games[(row[0], pid)] += 1
    return games


class _Tally:
    """The figures counted hand by hand: each ruleset's, each (ruleset, player)'s, and the
    scoring elements of the wins counted (with `player`, only their own)."""

    def __init__(self, games: Counter, player: Player | None):
        self.games = games
        self.player = player
        self.by_ruleset: dict[str, RulesetFigures] = {}
        self.people: dict[tuple[str, int], PlayerFigures] = {}
        self.counted: dict[str, Counter] = defaultdict(Counter)
        for ruleset, pid in games:
            self.by_ruleset.setdefault(ruleset, RulesetFigures(ruleset))
            self.person(ruleset, pid)

    def person(self, ruleset: str, pid: int) -> PlayerFigures:
        key = (ruleset, pid)
        if key not in self.people:
            self.people[key] = PlayerFigures(player=None, games=self.games.get(key, 0))
            self.people[key].player_id = pid
        return self.people[key]

    def add(self, hand, seated: dict) -> None:
        """One hand: played by its four, a draw, or a win (its value, how it came, who won
        it, who dealt in)."""
        _hand_id, session_id, number, ruleset, winner, source, drawn, document, answer = hand
        total = self.by_ruleset.setdefault(ruleset, RulesetFigures(ruleset))
        total.hands += 1
        for pid in seated.values():
            self.person(ruleset, pid).hands += 1
        if drawn or not winner:
            total.drawn += 1
            return
        score = ((answer or {}).get("hands") or {}).get(winner) or {}
        value = hand_value(ruleset, score)
        limit = is_limit(ruleset, score)
        total.wins += 1
        total.win_total += value
        total.values.append(value)
        total.limit_hands += limit
        self_drawn = source in SELF_DRAWN
        total.self_drawn += self_drawn
        winner_id = seated.get(winner)
        won = elements_of(ruleset, score)
        if won and winner_id is not None and (self.player is None or winner_id == self.player.pk):
            total.itemised_wins += 1
            self.counted[ruleset].update(won)
        if winner_id is not None:
            mine = self.person(ruleset, winner_id)
            mine.wins += 1
            mine.win_total += value
            mine.self_drawn += self_drawn
            mine.limit_hands += limit
            if mine.biggest is None or value > mine.biggest:
                mine.biggest, mine.biggest_at = value, (session_id, number)
        discarder = ((document or {}).get("win") or {}).get("discarder")
        if not self_drawn and discarder in seated:
            self.person(ruleset, seated[discarder]).deal_ins += 1

    def figures(self, names: dict, language: str | None) -> list[RulesetFigures]:
        """The rulesets' figures, by ruleset id: the players named in `names`, most games
        first, and the elements most won first."""
        for (ruleset, pid), row in self.people.items():
            if pid in names:
                row.player = names[pid]
                self.by_ruleset[ruleset].players.append(row)
        result = []
        for ruleset, total in sorted(self.by_ruleset.items()):
            total.players.sort(key=lambda r: (-r.games, -r.wins, r.player.name))
            wins = total.itemised_wins
            counted = self.counted[ruleset].items()
            total.elements = [
                Element(rule, element_name(rule, language), count, count / wins if wins else 0.0)
                for rule, count in sorted(counted, key=lambda kv: (-kv[1], kv[0]))
            ]
            result.append(total)
        return result


def tournament_sessions(tournament):
    from scoring.models import Session

    return Session.objects.filter(tournament_table__round__tournament=tournament)


def element_plot(total: RulesetFigures):
    """The most often counted fans, yaku or doubles as bars (their share of the wins)."""
    from scoring.services.seasons import plots

    rows = [
        (f"{e.rule} {e.name}", e.share, percent(e.share)) for e in total.elements[:ELEMENTS_SHOWN]
    ]
    return plots.bar_plot(rows, full=1.0)


def percent(share: float | None) -> str:
    """A share (0–1) as a whole percentage the reader's language's way; "—" when there is
    nothing to count it from."""
    if share is None:
        return "—"
    space = SPACE_BEFORE_PERCENT.get((get_language() or "en")[:2], "")
    return f"{number_format(round(100 * share))}{space}%"


def with_plots(found: list) -> list:
    """Each ruleset's figures beside the bars of its elements."""
    return [(total, element_plot(total)) for total in found]
