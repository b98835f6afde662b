"""The results desk: a table's results typed in from its score sheet.

Two ways, by the tournament's `results_entry`:
- each hand's scores (the contract's `scores` entry depth): every hand goes through
  `sessions.record_hand`, so settlement, East's double and penalties stay the engine's.
  Riichi and MCR hands are recorded at the table instead (its game page or the players'
  phones, at the ruleset's own depths), and the desk finishes the table from them;
- only the four final scores, checked to add up: to zero (classical, where payments between
  players sum to zero) or to four times the starting points (riichi).
A table may also be marked not played (no table points, not counted as played) or forfeited
(the forfeiting players pay `forfeit_points` to each player present). Every change is one
transaction that locks the table, and leaves a TableResultRevision behind.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from django.core.paginator import Paginator
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from scoring.engine.classical import ClassicalValues
from scoring.engine.errors import ContractError
from scoring.engine.rulesets import get_ruleset
from scoring.engine.tiles import SEATS
from scoring.models import (
    HandPlayer,
    RosterChange,
    Round,
    Session,
    Table,
    TableResultRevision,
    Tournament,
)
from scoring.services import locks
from scoring.services.hands import sessions as session_service
from scoring.services.ratings import rating as ratings
from scoring.services.tournaments import standings as tournament_standings
from scoring.services.tournaments.errors import TournamentError, acting_user
from scoring.services.tournaments.setup import start_points, table_total

RIICHI = "riichi"
MCR = "mcr"
# Rulesets whose hands the desk does not type from a score sheet: a riichi sheet keeps
# running points, and an MCR sheet's lines are the winner's fans, not four hand values. Entered
# hand by hand, their hands are recorded at the table; the desk finishes the table.
HANDS_AT_THE_TABLE = {
    RIICHI: gettext_lazy(
        "Riichi hands are recorded at the table, on its game page or the players' phones, "
        "not typed at the desk: the desk finishes the table once they are in."
    ),
    MCR: gettext_lazy(
        "MCR hands are recorded at the table, on its game page or the players' phones, "
        "not typed at the desk: the desk finishes the table once they are in."
    ),
}
# The full round's view lists this many tables a page: the desk itself shows one table.
ROUND_PAGE_TABLES = 100
# A score sheet holds at most this many hands: a classical game of four winds is 16 deals and
# more when East keeps the deal; the desk refuses longer sheets as oversized input.
MAX_SHEET_HANDS = 120


class DeskConflict(TournamentError):
    """What the desk was shown is no longer true (someone else saved hands meanwhile): 409."""

    status = 409


@dataclass
class HandRow:
    """One line of a score sheet: who won (None: a drawn hand), off whose discard (None:
    self-drawn), and each seat's hand value as the table worked it out."""

    winner: str | None
    discarder: str | None
    scores: dict  # seat -> int


def _locked(table: Table) -> Table:
    return locks.table(table.pk)


def _check_started(table: Table) -> None:
    if table.round.started_at is None:
        raise TournamentError(
            _("Round %(n)s has not started: start it before entering results.")
            % {"n": table.round.number}
        )


def _check_not_finished(table: Table) -> None:
    if table.outcome:
        raise TournamentError(
            _(
                "Table %(t)s is finished (%(o)s): an organiser reopens it, with a reason, "
                "before more hands are entered."
            )
            % {"t": table.number, "o": table.get_outcome_display()}
        )


def _check_open(table: Table, *, correcting: bool = False) -> None:
    _check_started(table)
    has_hands = table.session.live_hands().exists()
    if has_hands:
        raise TournamentError(
            _(
                "Table %(t)s already has its hands recorded: correct a hand on the table's "
                "page instead of entering the table again."
            )
            % {"t": table.number}
        )
    if table.outcome and not correcting:
        raise TournamentError(
            _(
                "Table %(t)s already has results (%(o)s): give a reason to correct them "
                "instead of entering the table twice."
            )
            % {"t": table.number, "o": table.get_outcome_display()},
            "reason",
        )


def _close(table: Table, outcome: str, result, entered: dict, user, reason: str) -> None:
    session = table.session
    if session.finished_at is None:
        session.length = Session.Length.HANDS
        session.hand_limit = session.live_hands().count()
        session.finished_at = timezone.now()
        session.save(update_fields=["length", "hand_limit", "finished_at"])
    table.outcome = outcome
    table.result = result
    table.save(update_fields=["outcome", "result"])
    # Every finished game is rated however it was entered (final scores too), and a
    # correction of final scores rates it again.
    ratings.game_changed(session)
    TableResultRevision.objects.create(
        table=table,
        version=table.revisions.count() + 1,
        outcome=outcome,
        entered=entered,
        result=result,
        reason=reason,
        user=acting_user(user),
    )


@transaction.atomic
def enter_final_scores(
    table: Table, entered: dict, user, reason: str = "", base_version: int | None = None
) -> Table:
    """The four final scores by seat; with a reason, a correction of earlier ones.
    `base_version` is the table's result version the desk was shown (its latest history
    row, 0 before any): if the table changed meanwhile nothing is saved (409)."""
    table = _locked(table)
    tournament = table.round.tournament
    reason = (reason or "").strip()
    now = table.revisions.count()
    if base_version is not None and base_version != now:
        raise DeskConflict(
            _(
                "Table %(t)s changed since this page was opened (another desk or a player's "
                "phone entered it): nothing was saved. Its scores now are shown."
            )
            % {"t": table.number}
        )
    _check_open(table, correcting=bool(reason))
    if set(entered) != set(SEATS) or not all(
        isinstance(v, int) and not isinstance(v, bool) for v in entered.values()
    ):
        raise TournamentError(_("Give all four final scores, whole numbers."))
    total, wanted = sum(entered.values()), table_total(tournament)
    if total != wanted:
        if wanted:
            why = _("four times the starting %(s)s points") % {"s": f"{start_points(tournament):,}"}
        else:
            why = _("the points one player wins are the others' losses")
        raise TournamentError(
            _("Table %(t)s: the four scores add up to %(got)s, not %(want)s (%(why)s).")
            % {"t": table.number, "got": f"{total:,}", "want": f"{wanted:,}", "why": why}
        )
    start = start_points(tournament)
    result = {seat: entered[seat] - start for seat in SEATS}
    _close(table, Table.Outcome.PLAYED, result, dict(entered), user, reason)
    return table


def winner_minimum(tournament: Tournament) -> int:
    """The least a mah-jong hand is worth: its mah-jong points (rule 115a: 10 in the classical
    game; the american1920 ruleset's `mahjong_points`)."""
    if tournament.ruleset == "american1920":
        options = get_ruleset("american1920").resolve_options(tournament.options or {})
        return options["mahjong_points"]
    return ClassicalValues().mahjong


def _check_row(number: int, row: HandRow, minimum: int = 0) -> None:
    where = _("Hand %(n)s") % {"n": number}
    if row.winner is not None and row.winner not in SEATS:
        raise TournamentError(f"{where}: " + _("the winner is E, S, W or N (empty: a draw)."))
    if row.discarder is not None:
        if row.winner is None:
            raise TournamentError(f"{where}: " + _("a drawn hand has no discarder."))
        if row.discarder not in SEATS:
            raise TournamentError(f"{where}: " + _("the discarder is E, S, W or N."))
        if row.discarder == row.winner:
            raise TournamentError(f"{where}: " + _("the winner cannot win on their own discard."))
    if set(row.scores) != set(SEATS):
        raise TournamentError(f"{where}: " + _("give a score for every seat."))
    for seat, score in row.scores.items():
        if not isinstance(score, int) or isinstance(score, bool) or score < 0:
            raise TournamentError(
                f"{where}: " + _("%(seat)s's score is a whole number, 0 or more.") % {"seat": seat}
            )
    if row.winner is not None and row.scores[row.winner] < minimum:
        raise TournamentError(
            f"{where}: "
            + _(
                "the winner %(seat)s is worth %(got)s, but every mah-jong scores at least "
                "%(min)s (rule 115a)."
            )
            % {"seat": row.winner, "got": row.scores[row.winner], "min": minimum}
        )


def hand_document(row: HandRow, wind_of: dict | None = None) -> dict:
    """The contract document of one score-sheet line (entry depth `scores`).

    A sheet's columns are the players, headed by their seat in the first hand; `wind_of`
    maps each column to the wind its player sits at in this hand (the deal moves on)."""
    wind_of = wind_of or {seat: seat for seat in SEATS}
    document = {
        "entry": "scores",
        "players": {wind_of[seat]: {"score": row.scores[seat]} for seat in SEATS},
        "winner": wind_of[row.winner] if row.winner else None,
    }
    if row.winner is not None:
        document["win"] = (
            {"source": "discard", "discarder": wind_of[row.discarder]}
            if row.discarder
            else {"source": "wall"}
        )
    return document


@transaction.atomic
def enter_hand_scores(table: Table, rows: list[HandRow], user, base: int | None = None) -> int:
    """Score-sheet lines after the hands already recorded, scored one by one by the engine.
    The table stays open: finishing it is its own step (`finish_sheet`). `base` is how many
    hands the desk showed as recorded; if that changed meanwhile, nothing is saved (409).
    Any hand the engine refuses refuses the whole batch: nothing is saved. Returns the number
    of hands recorded in all."""
    table = _locked(table)
    tournament = table.round.tournament
    if tournament.ruleset in HANDS_AT_THE_TABLE:
        raise TournamentError(HANDS_AT_THE_TABLE[tournament.ruleset])
    _check_started(table)
    _check_not_finished(table)
    recorded = table.session.live_hands().count()
    if base is not None and base != recorded:
        raise DeskConflict(
            _(
                "Table %(t)s now has %(now)s hands recorded, not %(base)s as when this sheet "
                "was opened: nothing was saved. The recorded hands are listed above; type only "
                "the hands after them."
            )
            % {"t": table.number, "now": recorded, "base": base}
        )
    if not rows:
        raise TournamentError(_("Table %(t)s: the sheet has no hands.") % {"t": table.number})
    if recorded + len(rows) > MAX_SHEET_HANDS:
        raise TournamentError(
            _("Table %(t)s: a sheet holds at most %(n)s hands.")
            % {"t": table.number, "n": MAX_SHEET_HANDS}
        )
    minimum = winner_minimum(tournament)
    for number, row in enumerate(rows, start=recorded + 1):
        _check_row(number, row, minimum)
    for number, row in enumerate(rows, start=recorded + 1):
        deal = table.session.next_deal()
        if deal is None:
            raise TournamentError(
                _("Table %(t)s: the game is over before hand %(n)s.")
                % {"t": table.number, "n": number}
            )
        wind_of = {seat: deal.seat_of(seat) for seat in SEATS}
        try:
            session_service.record_hand(
                table.session, hand_document(row, wind_of), user, uuid.uuid4()
            )
        except ContractError as error:
            raise TournamentError(
                _("Table %(t)s, hand %(n)s: %(e)s")
                % {"t": table.number, "n": number, "e": error.message}
            ) from error
    return recorded + len(rows)


def sheet_hands(table: Table) -> list[dict]:
    """The hands recorded at a table as sheet lines: number, the winner's and the discarder's
    column letters (None: a draw, or self-drawn) and each column's payment (columns: the
    players by their starting seat)."""
    session = table.session
    column_of = {pk: seat for seat, pk in session.starting_player_ids.items()}
    lines: dict = {}
    for number, player_id, payment, seat, winner, discarder in (
        HandPlayer.objects.filter(hand__session=session, hand__deleted_at__isnull=True)
        .order_by("hand__number")
        .values_list(
            "hand__number",
            "player_id",
            "payment",
            "seat",
            "hand__winner",
            "hand__input__win__discarder",
        )
    ):
        line = lines.setdefault(
            number,
            {"number": number, "winner": None, "off": None, "payments": dict.fromkeys(SEATS, 0)},
        )
        line["payments"][column_of[player_id]] = payment or 0
        if winner and seat == winner:
            line["winner"] = column_of[player_id]
        if discarder and seat == discarder:
            line["off"] = column_of[player_id]
    return [
        {**line, "cells": [line["payments"][seat] for seat in SEATS]} for line in lines.values()
    ]


@transaction.atomic
def finish_sheet(table: Table, totals: dict, user) -> Table:
    """Finish a table entered hand by hand. The sheet's Total row, typed back, is the check:
    each column's total must be what its player won and paid over the recorded hands (riichi:
    each player's final points, the starting points plus what they won and paid)."""
    table = _locked(table)
    _check_started(table)
    _check_not_finished(table)
    start = start_points(table.round.tournament)
    totals = {seat: value - start for seat, value in totals.items() if value is not None}
    if not table.session.live_hands().exists():
        raise TournamentError(
            _(
                "Table %(t)s has no hands recorded: save the sheet's hands first, or mark the "
                "table not played or forfeited."
            )
            % {"t": table.number}
        )
    stored = tournament_standings.hand_totals(table.session_id)
    wrong = [seat for seat in SEATS if totals.get(seat) != stored[seat]]
    if wrong:
        raise TournamentError(
            _(
                "Table %(t)s: the Total row does not match the hands recorded (%(seats)s). "
                "The hands add up to %(stored)s; the sheet says %(typed)s. Check the sheet or "
                "the hands: the table stays open."
            )
            % {
                "t": table.number,
                "seats": ", ".join(wrong),
                "stored": " / ".join(f"{seat} {stored[seat] + start}" for seat in SEATS),
                "typed": " / ".join(f"{seat} {totals.get(seat, 0) + start}" for seat in SEATS),
            },
            "totals",
        )
    entered = {"hands": table.session.live_hands().count(), "totals": dict(stored)}
    _close(table, Table.Outcome.PLAYED, stored, entered, user, "")
    return table


@transaction.atomic
def reopen_table(table: Table, user, reason: str) -> Table:
    """An organiser reopens a finished table, with a reason kept in its history: it leaves
    the standings and the ratings until it is finished again, and takes more hands."""
    table = _locked(table)
    reason = (reason or "").strip()
    if not table.outcome:
        raise TournamentError(_("Table %(t)s is not finished.") % {"t": table.number})
    if not reason:
        raise TournamentError(_("Say why the table is reopened."), "reason")
    session = table.session
    if session.finished_at is not None:
        session.finished_at = None
        session.length = Session.Length.FULL
        session.hand_limit = None
        session.save(update_fields=["finished_at", "length", "hand_limit"])
        ratings.game_changed(session)  # its rating changes go; later games are rated again
    previous = table.outcome
    table.outcome = ""
    table.result = None
    table.save(update_fields=["outcome", "result"])
    TableResultRevision.objects.create(
        table=table,
        version=table.revisions.count() + 1,
        outcome="",
        entered={"reopened": previous},
        result=None,
        reason=reason,
        user=acting_user(user),
    )
    return table


@transaction.atomic
def mark_not_played(table: Table, user, reason: str = "") -> Table:
    """The table was not played: nobody gets table points and nobody's `played` goes up."""
    table = _locked(table)
    _check_open(table, correcting=bool((reason or "").strip()))
    _close(table, Table.Outcome.NOT_PLAYED, None, {}, user, (reason or "").strip())
    return table


@transaction.atomic
def record_forfeit(table: Table, forfeiting: list[str], user, reason: str = "") -> Table:
    """Players forfeit the table: each pays the event's forfeit points to each player present."""
    table = _locked(table)
    points = table.round.tournament.forfeit_points
    if not points:
        raise TournamentError(
            _(
                "This event allows no forfeits: set its forfeit points first, or mark the table "
                "not played."
            )
        )
    _check_open(table, correcting=bool((reason or "").strip()))
    forfeiting = sorted(set(forfeiting), key=SEATS.index)
    if not forfeiting or any(seat not in SEATS for seat in forfeiting):
        raise TournamentError(_("Choose the seats that forfeit."), "forfeiting")
    if len(forfeiting) == len(SEATS):
        raise TournamentError(
            _("All four forfeit: mark the table not played instead."), "forfeiting"
        )
    present = [seat for seat in SEATS if seat not in forfeiting]
    result = {
        seat: -points * len(present) if seat in forfeiting else points * len(forfeiting)
        for seat in SEATS
    }
    _close(table, Table.Outcome.FORFEIT, result, {"forfeiting": forfeiting}, user, reason or "")
    return table


# What the desk shows: one table and what is still missing, never the whole round ------------


def missing_tables(round_: Round) -> list[int]:
    """The numbers of the round's tables without results, in order."""
    return list(
        round_.tables.filter(outcome="").order_by("number").values_list("number", flat=True)
    )


def next_missing(missing: list[int], after: int | None) -> int | None:
    """The table to enter after `after`: the next one without results, else the first."""
    later = [n for n in missing if after is not None and n > after]
    return (later or missing or [None])[0]


def number_ranges(numbers: list[int]) -> list[tuple[int, int]]:
    """Sorted numbers as (first, last) runs: 1, 2, 3, 7 -> (1, 3), (7, 7). At 2,500 tables
    the desk names what is missing in a few runs instead of 2,500 numbers."""
    runs: list[list[int]] = []
    for n in numbers:
        if runs and n == runs[-1][1] + 1:
            runs[-1][1] = n
        else:
            runs.append([n, n])
    return [(first, last) for first, last in runs]


def _seated(tables, substitutes: dict) -> list[tuple]:
    """(number, table, [(wind, player)...]): each seat's player as played, a substitute in
    place of the player replaced."""
    return [
        (
            t.number,
            t,
            [
                (wind, substitutes.get((t.pk, player.pk), player))
                for wind, player in zip(
                    "ESWN",
                    (t.session.east, t.session.south, t.session.west, t.session.north),
                    strict=True,
                )
            ],
        )
        for t in tables
    ]


def _substitutes(**where) -> dict:
    return {
        (change.table_id, change.player_id): change.substitute
        for change in RosterChange.objects.filter(
            kind=RosterChange.Kind.SUBSTITUTED, **where
        ).select_related("substitute")
    }


_SEATS = ("session__east", "session__south", "session__west", "session__north")


def desk_table(round_: Round, number: int | None):
    """(number, table, seats) of one table of the round, or None: what the desk shows."""
    if number is None:
        return None
    table = round_.tables.select_related(*_SEATS).filter(number=number).first()
    if table is None:
        return None
    return _seated([table], _substitutes(table=table))[0]


def round_page(round_: Round, page: str | int | None):
    """One page of the round's tables (ROUND_PAGE_TABLES each) for the full round's view:
    (the Paginator's page, [(number, table, seats)...])."""
    tables = round_.tables.select_related(*_SEATS).order_by("number")
    shown = Paginator(tables, ROUND_PAGE_TABLES).get_page(page)
    ids = [t.pk for t in shown.object_list]
    return shown, _seated(shown.object_list, _substitutes(table_id__in=ids))
