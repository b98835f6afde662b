"""Games as plain results: who sat where and what each player's game total is.

A game is one Session; a player's total is the sum of their payments over the live hands
(the four totals sum to zero), or, for a tournament table whose final scores were typed at the
results desk (it has no hands), those scores against the starting points. Two queries for any number of games: the sessions, and one
aggregate over their hands. Nights, seasons, player pages and ratings all read games here.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from fractions import Fraction

from django.db.models import Count, Sum

from scoring.engine import standings as standings_engine
from scoring.models import HandPlayer

SEAT_FIELDS = ("east", "south", "west", "north")
PLAYED = "played"  # Table.Outcome.PLAYED


@dataclass
class Game:
    session_id: int
    date: datetime.date
    title: str
    kind: str
    ruleset: str
    finished: bool
    night_id: int | None
    seats: tuple  # player ids, starting seats E S W N
    scores: dict = field(default_factory=dict)  # player id -> game total
    hands: int = 0
    entered: bool = False  # final scores typed at the results desk, no hands

    @property
    def counts(self) -> bool:
        """A finished game with hands, or with its final scores entered: it ranks its players
        and is rated, however it was entered."""
        return self.finished and (self.hands > 0 or self.entered)

    def table_points(self) -> dict:
        """4/2/1/0 by place, tied players sharing their places' points (as in tournaments)."""
        return standings_engine.table_points(self.scores)


def games(sessions) -> list[Game]:
    """`sessions` (a Session queryset) as Games, ordered by date then id: two queries."""
    rows = sessions.order_by("date", "id").values_list(
        "id",
        "date",
        "title",
        "kind",
        "ruleset",
        "finished_at",
        "night_id",
        # A tournament table's outcome and stored result come with the session (one join).
        "tournament_table__outcome",
        "tournament_table__result",
        *(f"{s}_id" for s in SEAT_FIELDS),
    )
    found, entered = [], {}
    for session_id, date, title, kind, ruleset, finished_at, night_id, *rest in rows:
        outcome, result, *seats = rest
        if outcome == PLAYED and result:
            entered[session_id] = dict(zip(seats, (result[s] for s in "ESWN"), strict=True))
        found.append(
            Game(
                session_id,
                date,
                title,
                kind,
                ruleset,
                finished_at is not None,
                night_id,
                tuple(seats),
                dict.fromkeys(seats, 0),
            )
        )
    if not found:
        return found
    by_id = {g.session_id: g for g in found}
    totals = (
        HandPlayer.objects.filter(
            hand__session__in=sessions.order_by().values("id"), hand__deleted_at__isnull=True
        )
        .values_list("hand__session_id", "player_id")
        .annotate(total=Sum("payment"), hands=Count("id"))
        .order_by()
    )
    for session_id, player_id, total, hands in totals:
        game = by_id.get(session_id)
        if game is not None:
            game.scores[player_id] = total or 0
            game.hands = max(game.hands, hands)
    for session_id, scores in entered.items():
        game = by_id[session_id]
        if not game.hands:  # a table with hands is its hands; the desk's scores otherwise
            game.scores, game.entered = scores, True
    return found


@dataclass
class Line:
    """One player's line in a night's or a season's standings."""

    player: object  # a player id, replaced by the Player when shown
    games: int = 0
    finished: int = 0
    score: int = 0
    table_points: Fraction = Fraction(0)
    rank: int | None = None
    tied: bool = False
    ranked_by: tuple = ()
    rating: object = None  # a season's line: the player's Rating in the season's ruleset

    @property
    def average(self) -> Fraction:
        return Fraction(self.score, self.finished) if self.finished else Fraction(0)

    @property
    def points_per_game(self) -> Fraction:
        return self.table_points / self.finished if self.finished else Fraction(0)


def tally(found: list[Game], *, unfinished_scores: bool) -> dict:
    """Each player's games, score and table points. Table points come from finished games
    only (a place is only known at the end); `unfinished_scores` adds games still in play to
    the score (a night's live standings) or leaves them out (a season's ladder)."""
    lines: dict = {}
    for game in found:
        if not game.counts and not (unfinished_scores and game.hands):
            continue
        points = game.table_points() if game.counts else {}
        for pid in game.seats:
            line = lines.setdefault(pid, Line(pid))
            line.games += 1
            line.score += game.scores.get(pid, 0)
            if game.counts:
                line.finished += 1
                line.table_points += points[pid]
    return lines


def rank(lines, key, qualified=lambda line: True) -> list[Line]:
    """Lines (their .player a Player) ranked by `key` (best first); players still tied share the rank (1, 2, 2, 4).
    Lines that do not qualify follow, unranked, in the same order."""
    for line in lines:
        line.ranked_by = key(line)
    # By name first, so that players tied on every figure stand in alphabetical order.
    ordered = sorted(lines, key=lambda line: line.player.name)
    ordered.sort(key=lambda line: line.ranked_by, reverse=True)
    ranked = [line for line in ordered if qualified(line)]
    for i, line in enumerate(ranked):
        if i and line.ranked_by == ranked[i - 1].ranked_by:
            line.rank = ranked[i - 1].rank
            line.tied = ranked[i - 1].tied = True
        else:
            line.rank = i + 1
    return ranked + [line for line in ordered if not qualified(line)]
