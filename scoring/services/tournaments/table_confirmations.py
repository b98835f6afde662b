"""Players confirm their own table: each of a tournament table's four players confirms (or
disputes, with a reason) the table's final scores on their phone, reached through the table's
code (Table.code, one per table of each round). By the event's `table_entry`, the results desk
enters a table first and the players confirm it, or the first phone enters the four scores
(they count at once, as the desk's would) and the other three confirm.

A player's word is about the result as it stood at the table's latest TableResultRevision
(`version`); every write carries the version the phone was shown, and a stale one is refused
(409). A change of the result makes every word about the old one stale, so the players confirm
again. A dispute flags the table at the desk until the desk corrects the scores (a new
version) or resolves it keeping them.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

from django.db import IntegrityError, transaction
from django.db.models import Max
from django.utils import timezone
from django.utils.translation import gettext as _

from scoring import limits
from scoring.engine.tiles import SEATS
from scoring.models import Round, Table, TableConfirmation, TableResultRevision, Tournament
from scoring.models.tournament import CODE_ALPHABET, CODE_LENGTH
from scoring.services import locks, rate_limits
from scoring.services.tournaments import results_desk
from scoring.services.tournaments.errors import TournamentError, acting_user

Verdict = TableConfirmation.Verdict
REASON_LENGTH = 200
# What a table is, at the desk's glance.
NOT_ENTERED, CONFIRMED, DISPUTED, AWAITING = "not_entered", "confirmed", "disputed", "awaiting"
# Typed codes: what is read as what (Crockford): O is 0, I and L are 1.
_READ_AS = str.maketrans({"O": "0", "I": "1", "L": "1"})


class Refused(TournamentError):
    """A phone's write the table does not take: 400 unless said otherwise."""

    status = 400


class Stale(Refused):
    """The result changed since the phone was shown it, or another phone spoke for the seat."""

    status = 409


class Closed(Refused):
    """The round is over, or the table is not this phone's player's any more."""

    status = 410


class NotYours(Refused):
    """The phone tried to speak for a seat that is not its player's."""

    status = 403


class TooMany(Refused):
    status = 429


def count(key: str, most: int) -> None:
    """Count one request under `key` in this minute's window (scoring.services.rate_limits);
    TooMany past `most`."""
    if not rate_limits.within(key, most):
        raise TooMany(_("Too many tries from here: wait a minute and try again."))


def normalised_code(typed: str) -> str:
    """A typed code as stored: capitals, without spaces or dashes, O read as 0, I and L as 1;
    '' when it cannot be a code."""
    code = "".join(c for c in (typed or "")[:40].upper() if c not in " -").translate(_READ_AS)
    if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        return ""
    return code


def shown_code(code: str) -> str:
    """A code as printed: two groups of five, easier to read aloud and type."""
    return f"{code[:5]}-{code[5:]}" if len(code) == CODE_LENGTH else code


def table_of(typed: str, address: str | None) -> Table | None:
    """The table a typed code names, or None; every miss counts against the address (at
    most limits.CODE_MISSES_PER_ADDRESS a minute: TooMany)."""
    code = normalised_code(typed)
    table = (
        Table.objects.select_related("round__tournament__club", "session").filter(code=code).first()
        if code
        else None
    )
    if table is None:
        count(f"code-miss:{address}", limits.CODE_MISSES_PER_ADDRESS)
    return table


def count_post(table: Table, address: str | None) -> None:
    count(f"table-post:{table.pk}", limits.TABLE_POSTS_PER_TABLE)
    count(f"table-post-address:{address}", limits.TABLE_POSTS_PER_ADDRESS)


def phone_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def player_cookie(round_: Round) -> tuple[str, str]:
    """(name, salt) of the signed cookie that makes a phone one player's for a round: both
    name the round, so a cookie never speaks in another round (or another event)."""
    return f"clubscore_round_{round_.pk}", f"scoring.table_confirm.{round_.pk}"


def seats(table: Table) -> list[tuple[str, object]]:
    """(wind, player) of the table's four seats as played: a substitute in the seat of the
    player replaced."""
    return results_desk.desk_table(table.round, table.number)[2]


def seat_of(table: Table, player_id) -> str:
    """The seat `player_id` plays at this table ('' when they do not play here)."""
    return next((wind for wind, player in seats(table) if player.pk == player_id), "")


def version(table: Table) -> int:
    """The table's result version: its latest TableResultRevision (0 before any)."""
    return table.revisions.aggregate(v=Max("version"))["v"] or 0


def round_over(round_: Round) -> bool:
    """A round is over for the phones once a later round of the event has started."""
    return round_.tournament.rounds.filter(
        number__gt=round_.number, started_at__isnull=False
    ).exists()


def shown_scores(table: Table) -> dict | None:
    """The table's final scores by seat as the players' score sheet has them (the result
    plus the starting points: riichi's 25,000s), or None before any result."""
    if table.result is None:
        return None
    start = results_desk.start_points(table.round.tournament)
    return {seat: table.result[seat] + start for seat in SEATS}


@dataclass
class TableWord:
    """What the table's players have said about its current result."""

    version: int
    state: str
    words: dict = field(default_factory=dict)  # seat -> TableConfirmation (current ones)

    @property
    def confirmed(self) -> int:
        return sum(1 for w in self.words.values() if w.verdict == Verdict.CONFIRMED)

    @property
    def disputes(self) -> list:
        return [
            w for w in self.words.values() if w.verdict == Verdict.DISPUTED and not w.resolved_at
        ]


def _state(table: Table, current: list) -> str:
    if not table.outcome or table.result is None:
        return NOT_ENTERED
    if any(w.verdict == Verdict.DISPUTED and not w.resolved_at for w in current):
        return DISPUTED
    if sum(1 for w in current if w.verdict == Verdict.CONFIRMED) == len(SEATS):
        return CONFIRMED
    return AWAITING


def _current(table: Table, at: int, rows) -> list:
    """The words about the result as it is now (its version and its scores)."""
    return [w for w in rows if w.version == at and w.result == table.result]


def word(table: Table) -> TableWord:
    """What the players have said about the table's result as it is now (read afresh)."""
    table.refresh_from_db(fields=["outcome", "result"])
    at = version(table)
    current = _current(table, at, table.confirmations.filter(version=at))
    by_player = {w.player_id: w for w in current}
    words = {wind: by_player[p.pk] for wind, p in seats(table) if p.pk in by_player}
    return TableWord(at, _state(table, current), words)


def round_states(round_: Round) -> dict[int, str]:
    """Each table's state by number, in three queries whatever the round's size."""
    tables = list(round_.tables.only("pk", "round_id", "number", "outcome", "result"))
    versions = dict(
        TableResultRevision.objects.filter(table__round=round_)
        .values("table_id")
        .annotate(v=Max("version"))
        .values_list("table_id", "v")
    )
    words: dict[int, list] = {}
    for w in TableConfirmation.objects.filter(table__round=round_).only(
        "table_id", "version", "result", "verdict", "resolved_at"
    ):
        words.setdefault(w.table_id, []).append(w)
    return {
        t.number: _state(t, _current(t, versions.get(t.pk, 0), words.get(t.pk, []))) for t in tables
    }


def summary(round_: Round) -> dict:
    """The desk's glance: how many tables are confirmed, disputed, awaiting their players'
    word and not entered, and the numbers of the disputed and awaiting ones."""
    states = round_states(round_)
    numbers: dict[str, list[int]] = {}
    for n, state in sorted(states.items()):
        numbers.setdefault(state, []).append(n)
    return {
        "counts": {
            s: len(numbers.get(s, [])) for s in (CONFIRMED, DISPUTED, AWAITING, NOT_ENTERED)
        },
        "disputed": numbers.get(DISPUTED, []),
        "awaiting": results_desk.number_ranges(numbers.get(AWAITING, [])),
        "states": states,
    }


def _checked(table_pk: int, player_id: int, seat: str, shown_version) -> tuple[Table, str, int]:
    """Lock the table and check that the phone's player still plays the seat it speaks for,
    that the round is not over and that the result is the one the phone was shown."""
    table = locks.table(table_pk)
    if round_over(table.round):
        raise Closed(
            _("Round %(n)s is over: its tables are settled at the desk now.")
            % {"n": table.round.number}
        )
    if table.round.started_at is None:
        raise Refused(_("Round %(n)s has not started.") % {"n": table.round.number})
    mine = seat_of(table, player_id)
    if not mine:
        raise Closed(
            _("You no longer play at table %(t)s: open your own table's code.")
            % {"t": table.number}
        )
    if seat != mine:
        raise NotYours(_("This phone speaks only for its own player's seat."))
    at = version(table)
    if shown_version != at:
        raise Stale(
            _(
                "The result of table %(t)s changed since this page was opened: nothing was "
                "saved. Check the scores shown now."
            )
            % {"t": table.number}
        )
    return table, mine, at


def _say(table: Table, player_id: int, at: int, phone: str, verdict: str, reason: str):
    existing = TableConfirmation.objects.filter(
        table=table, player_id=player_id, version=at
    ).first()
    if existing is not None and existing.phone != phone:
        raise Stale(
            _("Another phone has already spoken for this seat: ask the desk if that was not you.")
        )
    if existing is None:
        try:
            with transaction.atomic():
                return TableConfirmation.objects.create(
                    table=table,
                    player_id=player_id,
                    version=at,
                    result=table.result,
                    verdict=verdict,
                    reason=reason,
                    phone=phone,
                )
        except IntegrityError as exc:  # another phone won the same instant
            raise Stale(
                _(
                    "Another phone has already spoken for this seat: ask the desk if that "
                    "was not you."
                )
            ) from exc
    existing.result, existing.verdict, existing.reason = table.result, verdict, reason
    existing.resolved_at = existing.resolved_by = None
    existing.save()
    return existing


@transaction.atomic
def confirm(
    table: Table,
    player_id: int,
    seat: str,
    phone: str,
    shown_version,
    verdict: str,
    reason: str = "",
) -> TableConfirmation:
    """The phone's player confirms (or disputes, with a reason) the table's result as shown
    at `shown_version`."""
    reason = (reason or "").strip()
    if verdict not in Verdict.values:
        raise Refused(_("Confirm the scores or dispute them."))
    if verdict == Verdict.DISPUTED and not reason:
        raise Refused(_("Say in a few words what is wrong with the scores."), "reason")
    if len(reason) > REASON_LENGTH:
        raise Refused(_("A reason has at most %(n)s characters.") % {"n": REASON_LENGTH}, "reason")
    table, _mine, at = _checked(table.pk, player_id, seat, shown_version)
    if table.result is None or not table.outcome:
        raise Refused(_("Table %(t)s has no result to confirm yet.") % {"t": table.number})
    if table.outcome != Table.Outcome.PLAYED:
        raise Refused(
            _("Table %(t)s was settled at the desk (%(o)s): there are no scores to confirm.")
            % {"t": table.number, "o": table.get_outcome_display()}
        )
    return _say(table, player_id, at, phone, verdict, reason)


@transaction.atomic
def enter(
    table: Table, player_id: int, seat: str, phone: str, shown_version, scores: dict
) -> Table:
    """The first phone at the table enters its four final scores (an event whose players
    enter first): they are the table's result, entered as the desk enters final scores, and
    the player who typed them has confirmed them."""
    tournament: Tournament = table.round.tournament
    if tournament.table_entry != Tournament.TableEntry.PLAYERS:
        raise Refused(_("At this event the results desk enters the scores; you confirm them."))
    if tournament.results_entry != Tournament.Entry.FINAL:
        raise Refused(_("At this event the desk enters each hand from the score sheet."))
    table, _mine, at = _checked(table.pk, player_id, seat, shown_version)
    if table.outcome:
        raise Stale(
            _("Table %(t)s already has its scores: confirm or dispute them.") % {"t": table.number}
        )
    results_desk.enter_final_scores(table, scores, None)
    table.refresh_from_db()
    _say(table, player_id, version(table), phone, Verdict.CONFIRMED, "")
    return table


@transaction.atomic
def resolve(table: Table, user, shown_version) -> int:
    """The desk keeps the table's result and settles its disputes: the table is no longer
    flagged. How many disputes were settled."""
    table = locks.table(table.pk)
    at = version(table)
    if shown_version != at:
        raise Stale(
            _("The result of table %(t)s changed since the desk was opened: nothing was saved.")
            % {"t": table.number}
        )
    return table.confirmations.filter(
        version=at, verdict=Verdict.DISPUTED, resolved_at__isnull=True
    ).update(resolved_at=timezone.now(), resolved_by=acting_user(user))
