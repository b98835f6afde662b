"""Tables' results and the standings they make: each table's stored result (the desk's final
scores or its hands' payments), read in one query, and the standings the engine ranks
from them (scoring.engine.standings), with the numbers as files and pages write them.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from fractions import Fraction

from django.db.models import BooleanField, ExpressionWrapper, Q, Sum
from django.utils import formats

from scoring.engine import standings as standings_engine
from scoring.engine.tiles import SEATS
from scoring.models import (
    Hand,
    HandPlayer,
    RosterChange,
    Round,
    Session,
    Table,
    Tournament,
    TournamentPenalty,
)
from scoring.services.ratings.games import SEAT_FIELDS


@dataclass
class TableResult:
    round: int
    table: int
    session_id: int
    finished: bool  # finished and counted: a table not played is neither
    seats: tuple  # player ids, E S W N
    scores: dict  # player id (or StandIn) -> score at this table
    outcome: str = ""
    table_id: int = 0


def hand_totals(session_id: int) -> dict[str, int]:
    """A table's result from its live hands: each seat's sum of payments (one query)."""
    totals = dict.fromkeys(SEATS, 0)
    seat_of = dict(
        zip(
            Session.objects.filter(pk=session_id)
            .values_list(*(f"{s}_id" for s in SEAT_FIELDS))
            .get(),
            SEATS,
            strict=True,
        )
    )
    for player_id, total in (
        HandPlayer.objects.filter(hand__session_id=session_id, hand__deleted_at__isnull=True)
        .values_list("player_id")
        .annotate(total=Sum("payment"))
        .order_by()
    ):
        totals[seat_of[player_id]] = total or 0
    return totals


def refresh_table_result(session_id: int) -> None:
    """Keep a finished table's stored result equal to its hands after a hand changes (a
    correction, a deletion, a referee's ruling): the standings read the stored result."""
    table = Table.objects.filter(session_id=session_id).first()
    if table is None or table.outcome != Table.Outcome.PLAYED:
        return
    if not Hand.objects.filter(session_id=session_id).exists():
        return  # final scores entered at the desk: not the hands'
    totals = hand_totals(session_id)
    if totals != table.result:
        table.result = totals
        table.save(update_fields=["result"])


def table_results(tournament: Tournament, substitutions=None) -> list[TableResult]:
    """Every table's result in one query, whatever the number of players or hands.

    A finished table's result is stored on it by seat: the final scores the results desk
    entered, or the sum of its hands' payments (stored when the table finishes, and again
    whenever one of its hands changes). An unfinished table scores nothing yet.
    `substitutions` (table id -> [(original, substitute)]) are the seats a substitute played
    whose results count for nobody (the event's setting)."""
    tables = (
        Table.objects.filter(round__tournament=tournament)
        .annotate(
            closed=ExpressionWrapper(
                Q(session__finished_at__isnull=False), output_field=BooleanField()
            )
        )
        .order_by("round__number", "number")
        .values_list(
            "round__number",
            "number",
            "id",
            "session_id",
            "closed",
            "outcome",
            "result",
            *(f"session__{s}_id" for s in SEAT_FIELDS),
        )
    )
    results = []
    for round_number, number, table_id, session_id, closed, outcome, result, *seats in tables:
        scores = {p: (result or {}).get(w, 0) for w, p in zip(SEATS, seats, strict=True)}
        for original, substitute in (substitutions or {}).get(table_id, ()):
            if original in scores:
                scores[standings_engine.StandIn(substitute, original)] = scores.pop(original)
        results.append(
            TableResult(
                round=round_number,
                table=number,
                session_id=session_id,
                finished=bool(closed) and outcome != Table.Outcome.NOT_PLAYED,
                seats=tuple(seats),
                scores=scores,
                outcome=outcome,
                table_id=table_id,
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
    withdrawn: dict = dataclasses.field(default_factory=dict)  # player id -> first round not played
    substitutes: dict = dataclasses.field(
        default_factory=dict
    )  # table id -> [(original, substitute)]
    byes: dict = dataclasses.field(default_factory=dict)  # round number -> [player ids]
    # Published round by round: only rounds up to this one count (None: every finished table).
    counted_through: int | None = None

    @property
    def scheme_label(self):
        return self.tournament.get_scheme_display()


def compute_standings(tournament: Tournament, *, everything: bool = False) -> Standings:
    """Standings from finished tables: a constant number of queries (six).

    With the event's `publish_by_round`, only rounds whose every table has finished count
    (the standings stay at the last complete round while one is played), unless
    `everything` (the organiser's own pages)."""
    players = {p.pk: p for p in tournament.players.order_by("name")}
    withdrawn, substitutes = _roster_changes(tournament)
    tables = table_results(tournament, {} if tournament.substitute_counts else substitutes)
    byes_by_round = _byes_by_round(tournament)
    penalties = dict(
        TournamentPenalty.objects.filter(tournament=tournament)
        .values_list("player_id")
        .annotate(points=Sum("points"))
        .order_by()
    )
    unfinished = {
        t.round for t in tables if not t.finished and t.outcome != Table.Outcome.NOT_PLAYED
    }
    complete = max((t.round for t in tables if t.round not in unfinished), default=0)
    through = complete if tournament.publish_by_round and not everything else None
    counted = [t for t in tables if t.finished and (through is None or t.round <= through)]
    rows = standings_engine.standings(
        players,
        [t.scores for t in counted],
        scheme=tournament.scheme,
        byes=_byes_counted(tournament, byes_by_round, tables, through),
        penalties=penalties,
        uma=tournament.uma_values,
        oka=tournament.oka,
        tiebreakers=tournament.tiebreakers or (),
    )
    for row in rows:
        row.player = players[row.player]
        row.withdrawn = withdrawn.get(row.player.pk)
    current = max((t.round for t in tables), default=0)
    in_round = [t for t in tables if t.round == current]
    return Standings(
        tournament=tournament,
        rows=rows,
        tables=tables,
        penalties=penalties,
        current_round=current,
        tables_finished=sum(t.finished or t.outcome == Table.Outcome.NOT_PLAYED for t in in_round),
        tables_in_round=len(in_round),
        rounds_complete=complete,
        counted_through=through,
        withdrawn=withdrawn,
        substitutes=substitutes,
        byes=byes_by_round,
    )


def _roster_changes(tournament: Tournament) -> tuple[dict, dict]:
    """(player id -> the first round they no longer play, table id -> [(original,
    substitute)]) from the event's roster changes."""
    withdrawn, substitutes = {}, {}
    for kind, player, number, table, substitute in tournament.roster_changes.values_list(
        "kind", "player_id", "round_number", "table_id", "substitute_id"
    ):
        if kind == RosterChange.Kind.WITHDRAWN:
            withdrawn[player] = number
        elif kind == RosterChange.Kind.SUBSTITUTED:
            substitutes.setdefault(table, []).append((player, substitute))
    return withdrawn, substitutes


def _byes_by_round(tournament: Tournament) -> dict[int, list[int]]:
    """Round number -> the players who sat out that round."""
    byes: dict[int, list[int]] = {}
    for number, player in Round.byes.through.objects.filter(
        round__tournament=tournament
    ).values_list("round__number", "player_id"):
        byes.setdefault(number, []).append(player)
    return byes


def _byes_counted(tournament: Tournament, byes_by_round, tables, through) -> dict[int, int]:
    """Player id -> the byes the standings count: the rounds sat out (through round
    `through` when the event publishes round by round) and, by the event's choice, each
    table not played its players'."""
    byes: dict[int, int] = {}
    for number, ids in byes_by_round.items():
        for player in ids if through is None or number <= through else ():
            byes[player] = byes.get(player, 0) + 1
    if through is None and tournament.not_played == Tournament.NotPlayed.BYE:
        for t in tables:
            if t.outcome == Table.Outcome.NOT_PLAYED:
                for player in t.seats:
                    byes[player] = byes.get(player, 0) + 1
    return byes


def display_number(value) -> str:
    """Fractions for the eye in files (CSV): 7/4 -> 1.75, 7/3 -> 2.33, 3 -> 3."""
    if isinstance(value, Fraction) and value.denominator != 1:
        return f"{float(value):.2f}"
    return str(int(value))


def local_number(value) -> str:
    """display_number written the active language's way, for pages and PDFs: 1,75 in Czech
    and French, 1.75 in English."""
    if isinstance(value, Fraction) and value.denominator != 1:
        return formats.number_format(round(float(value), 2), 2)  # (it cuts, not rounds)
    return formats.number_format(int(value))


def ranking_score(row, tournament: Tournament):
    return row.uma_total if tournament.scheme == Tournament.Scheme.UMA else row.score
