"""Tournaments: players, rounds, seating, tables' results, standings and their exports.

Rows become plain engine input here (scoring.engine.seating and .standings) and the engine's
answer becomes rows again, inside `transaction.atomic`.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from django.contrib.staticfiles import finders
from django.db import transaction
from django.db.models import Count, Sum
from django.template.loader import render_to_string
from django.utils import timezone
from django.utils.translation import gettext as _

from scoring.engine import seating as seating_engine
from scoring.engine import standings as standings_engine
from scoring.engine.rules import all_rulesets
from scoring.models import HandPlayer, Player, Round, Session, Table, Tournament, TournamentPenalty
from scoring.services.csv import csv_text

from . import ratings

SEAT_FIELDS = ("east", "south", "west", "north")
WIND_NAMES = {"E": "East", "S": "South", "W": "West", "N": "North"}
# The rulesets ClubScore ships, for when the registry is not loaded (it fills it on import).
KNOWN_RULESETS = {
    "millington": "Classical (Millington)",
    "american1920": "American 1920s",
    "riichi": "Riichi",
}


class TournamentError(ValueError):
    """A request the tournament's state does not allow; `field` names the form field."""

    def __init__(self, message, field=None):
        super().__init__(message)
        self.field = field


def ruleset_choices() -> list[tuple[str, str]]:
    registered = {r.id: r.name for r in all_rulesets()}
    return sorted({**KNOWN_RULESETS, **registered}.items())


def registered_ruleset(ruleset_id):
    """The engine's Ruleset, or None while that ruleset's module is not installed."""
    return next((r for r in all_rulesets() if r.id == ruleset_id), None)


def ruleset_version(ruleset_id: str) -> int:
    ruleset = registered_ruleset(ruleset_id)
    return ruleset.version if ruleset else 1


@transaction.atomic
def create_tournament(club, user, **fields) -> Tournament:
    tournament = Tournament(club=club, created_by=user, **fields)
    tournament.ruleset_version = ruleset_version(tournament.ruleset)
    tournament.save()
    return tournament


@transaction.atomic
def add_players(tournament: Tournament, entries: list[tuple[str, str]]) -> list[Player]:
    """Add players by name (and country); a name the club knows is that club player."""
    if tournament.rounds.exists():
        raise TournamentError(_("Players cannot join once the first round is seated."), "players")
    added = []
    for name, country in entries:
        player, created = Player.objects.get_or_create(
            club=tournament.club, name=name, defaults={"country": country}
        )
        if not created and country and not player.country:
            player.country = country
            player.save(update_fields=["country"])
        added.append(player)
    tournament.players.add(*added)
    return added


# Seating ------------------------------------------------------------------------------------


def seating_history(tournament: Tournament, before: int | None = None):
    """The rounds seated so far as engine input (tables in seat order E, S, W, N)."""
    rounds = tournament.rounds.order_by("number").prefetch_related("byes")
    if before is not None:
        rounds = rounds.filter(number__lt=before)
    tables = (
        Table.objects.filter(round__tournament=tournament)
        .order_by("round__number", "number")
        .values_list("round__number", *(f"session__{s}_id" for s in SEAT_FIELDS))
    )
    by_round: dict[int, list] = {}
    for number, *seats in tables:
        by_round.setdefault(number, []).append(tuple(seats))
    return [
        seating_engine.RoundSeating(by_round.get(r.number, []), [p.pk for p in r.byes.all()])
        for r in rounds
    ]


def seating_quality(tournament: Tournament) -> seating_engine.Quality:
    return seating_engine.quality([r.tables for r in seating_history(tournament)])


@transaction.atomic
def generate_round(tournament: Tournament, user) -> Round:
    tournament = Tournament.objects.select_for_update().get(pk=tournament.pk)
    last = tournament.rounds.order_by("-number").first()
    if last is not None and last.started_at is None:
        raise TournamentError(_("Start round %(n)s before seating the next.") % {"n": last.number})
    number = last.number + 1 if last else 1
    if number > tournament.rounds_planned:
        raise TournamentError(
            _("The tournament has %(n)s rounds.") % {"n": tournament.rounds_planned}
        )
    player_ids = list(tournament.players.values_list("pk", flat=True))
    if len(player_ids) < seating_engine.TABLE_SIZE:
        raise TournamentError(_("A round needs at least four players."), "players")
    seated = seating_engine.next_round(
        player_ids,
        tournament.rounds_planned,
        seed=tournament.seed,
        history=seating_history(tournament),
    )
    round_ = Round.objects.create(tournament=tournament, number=number)
    round_.byes.set(seated.byes)
    for table_number, seats in enumerate(seated.tables, start=1):
        session = Session.objects.create(
            club=tournament.club,
            title=f"{tournament.name} · round {number}, table {table_number}",
            date=tournament.date,
            kind=Session.Kind.TOURNAMENT,
            ruleset=tournament.ruleset,
            ruleset_version=tournament.ruleset_version,
            options=tournament.options,
            created_by=user,
            **{f"{field}_id": pk for field, pk in zip(SEAT_FIELDS, seats, strict=True)},
        )
        Table.objects.create(round=round_, number=table_number, session=session)
    return round_


@transaction.atomic
def swap_players(round_: Round, first: Player, second: Player) -> None:
    """Exchange two players' seats (two tables, two winds at one table, or a seat and a bye)."""
    round_ = Round.objects.select_for_update().get(pk=round_.pk)
    if round_.started_at is not None:
        raise TournamentError(_("The round has started: its seating is final."))
    if first.pk == second.pk:
        raise TournamentError(_("Choose two different players."), "second")
    sessions = {t.session_id: t.session for t in round_.tables.select_related("session")}
    byes = set(round_.byes.values_list("pk", flat=True))

    def place(player):
        for session in sessions.values():
            for field in SEAT_FIELDS:
                if getattr(session, f"{field}_id") == player.pk:
                    return session, field
        if player.pk in byes:
            return None, "bye"
        raise TournamentError(_("%(p)s does not play in this round.") % {"p": player}, "first")

    (s1, f1), (s2, f2) = place(first), place(second)
    if s1 is None and s2 is None:
        return
    for session, field, player in ((s1, f1, second), (s2, f2, first)):
        if session is not None:
            setattr(session, f"{field}_id", player.pk)
    for session in {s.pk: s for s in (s1, s2) if s is not None}.values():
        session.save(update_fields=list(SEAT_FIELDS))
    if s1 is None or s2 is None:
        on_bye, seated = (first, second) if s1 is None else (second, first)
        round_.byes.remove(on_bye)
        round_.byes.add(seated)


def start_round(round_: Round) -> None:
    if round_.started_at is None:
        round_.started_at = timezone.now()
        round_.save(update_fields=["started_at"])


def finish_table(table: Table) -> None:
    """Close a table (time called): its game becomes as long as the hands played so far, so
    the session's own rotation agrees that it is over and refuses further hands."""
    session = table.session
    if session.finished_at is None:
        session.length = Session.Length.HANDS
        session.hand_limit = session.live_hands().count()
        session.finished_at = timezone.now()
        session.save(update_fields=["length", "hand_limit", "finished_at"])
        ratings.game_changed(session)


@transaction.atomic
def record_penalty(tournament, player, points, reason, referee, round_=None) -> TournamentPenalty:
    if not tournament.players.filter(pk=player.pk).exists():
        raise TournamentError(_("%(p)s is not in this tournament.") % {"p": player}, "player")
    return TournamentPenalty.objects.create(
        tournament=tournament,
        player=player,
        points=points,
        reason=reason,
        referee=referee,
        round=round_,
    )


# Results and standings ----------------------------------------------------------------------


@dataclass
class TableResult:
    round: int
    table: int
    session_id: int
    finished: bool
    seats: tuple  # player ids, E S W N
    scores: dict  # player id -> sum of payments


def table_results(tournament: Tournament) -> list[TableResult]:
    """Every table's result in two queries, whatever the number of players or hands."""
    tables = (
        Table.objects.filter(round__tournament=tournament)
        .order_by("round__number", "number")
        .values_list(
            "round__number",
            "number",
            "session_id",
            "session__finished_at",
            *(f"session__{s}_id" for s in SEAT_FIELDS),
        )
    )
    totals = (
        HandPlayer.objects.filter(
            hand__session__tournament_table__round__tournament=tournament,
            hand__deleted_at__isnull=True,
        )
        .values_list("hand__session_id", "player_id")
        .annotate(total=Sum("payment"))
        .order_by()
    )
    by_session: dict[int, dict[int, int]] = {}
    for session_id, player_id, total in totals:
        by_session.setdefault(session_id, {})[player_id] = total
    results = []
    for round_number, number, session_id, finished_at, *seats in tables:
        got = by_session.get(session_id, {})
        results.append(
            TableResult(
                round=round_number,
                table=number,
                session_id=session_id,
                finished=finished_at is not None,
                seats=tuple(seats),
                scores={p: got.get(p, 0) for p in seats},
            )
        )
    return results


@dataclass
class Standings:
    tournament: Tournament
    rows: list  # engine Rows with .player replaced by the Player
    tables: list[TableResult]
    penalties: dict
    current_round: int
    tables_finished: int
    tables_in_round: int
    rounds_complete: int  # the last round whose tables have all finished

    @property
    def scheme_label(self):
        return self.tournament.get_scheme_display()


def compute_standings(tournament: Tournament) -> Standings:
    """Standings from finished tables: a constant number of queries (five)."""
    players = {p.pk: p for p in tournament.players.select_related("club").order_by("name")}
    tables = table_results(tournament)
    byes = dict(
        Round.byes.through.objects.filter(round__tournament=tournament)
        .values_list("player_id")
        .annotate(n=Count("id"))
        .order_by()
    )
    penalties = dict(
        TournamentPenalty.objects.filter(tournament=tournament)
        .values_list("player_id")
        .annotate(points=Sum("points"))
        .order_by()
    )
    rows = standings_engine.standings(
        players,
        [t.scores for t in tables if t.finished],
        scheme=tournament.scheme,
        byes=byes,
        penalties=penalties,
        uma=tournament.uma_values,
        oka=tournament.oka,
    )
    for row in rows:
        row.player = players[row.player]
    current = max((t.round for t in tables), default=0)
    in_round = [t for t in tables if t.round == current]
    unfinished = {t.round for t in tables if not t.finished}
    complete = max((t.round for t in tables if t.round not in unfinished), default=0)
    return Standings(
        tournament=tournament,
        rows=rows,
        tables=tables,
        penalties=penalties,
        current_round=current,
        tables_finished=sum(t.finished for t in in_round),
        tables_in_round=len(in_round),
        rounds_complete=complete,
    )


def display_number(value) -> str:
    """Fractions for the eye: 7/4 -> 1.75, 7/3 -> 2.33, 3 -> 3."""
    if isinstance(value, Fraction) and value.denominator != 1:
        return f"{float(value):.2f}"
    return str(int(value))


def ranking_score(row, tournament: Tournament):
    return row.uma_total if tournament.scheme == Tournament.Scheme.UMA else row.score


# Exports ------------------------------------------------------------------------------------


def _csv(rows) -> str:
    return csv_text(rows)  # formula-safe cells (scoring.services.csv)


def standings_csv(standings: Standings) -> str:
    """EMA-style columns: rank, name, country, table points, score."""
    lines = [["rank", "name", "country", "table points", "score"]]
    for row in standings.rows:
        lines.append(
            [
                row.rank,
                row.player.name,
                row.player.country,
                display_number(row.table_points),
                display_number(ranking_score(row, standings.tournament)),
            ]
        )
    return _csv(lines)


def results_csv(standings: Standings) -> str:
    """Every finished table: one line per player."""
    players = {row.player.pk: row.player for row in standings.rows}
    lines = [["round", "table", "wind", "name", "country", "score", "table points"]]
    for t in standings.tables:
        if not t.finished:
            continue
        points = standings_engine.table_points(t.scores)
        for wind, pk in zip("ESWN", t.seats, strict=True):
            player = players[pk]
            lines.append(
                [
                    t.round,
                    t.table,
                    WIND_NAMES[wind],
                    player.name,
                    player.country,
                    t.scores[pk],
                    display_number(points[pk]),
                ]
            )
    return _csv(lines)


def round_seating(round_: Round):
    """(table number, [(wind, player)...]) for a round, in table order."""
    tables = round_.tables.select_related(*(f"session__{s}" for s in SEAT_FIELDS)).order_by(
        "number"
    )
    return [
        (
            t.number,
            t,
            [
                (wind, getattr(t.session, field))
                for wind, field in zip("ESWN", SEAT_FIELDS, strict=True)
            ],
        )
        for t in tables
    ]


def seating_csv(round_: Round) -> str:
    lines = [["round", "table", "wind", "name", "country", "club"]]
    for number, _table, seats in round_seating(round_):
        for wind, player in seats:
            lines.append(
                [
                    round_.number,
                    number,
                    WIND_NAMES[wind],
                    player.name,
                    player.country,
                    player.club.name if player.club_id else "",
                ]
            )
    for player in round_.byes.order_by("name"):
        lines.append([round_.number, "", "bye", player.name, player.country, ""])
    return _csv(lines)


def print_css() -> str:
    with open(finders.find("scoring/print.css"), encoding="utf-8") as f:
        return f.read()


def standings_pdf(standings: Standings) -> bytes:
    from weasyprint import HTML

    html = render_to_string(
        "scoring/tournaments/print_standings.html",
        {
            "standings": standings,
            "tournament": standings.tournament,
            "printed_at": timezone.now(),
            "inline_css": print_css(),
        },
    )
    return HTML(string=html).write_pdf()
