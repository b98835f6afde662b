"""A round in play: started, its clock and a table's own clock, a table closed when time is
called, a referee's penalty points.
"""

from __future__ import annotations

import datetime

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from scoring.models import Round, Session, Table, TournamentPenalty
from scoring.services import locks
from scoring.services.ratings import rating as ratings
from scoring.services.tournaments.errors import TournamentError
from scoring.services.tournaments.standings import hand_totals


def start_round(round_: Round) -> None:
    """Fix the seating and start the round clock at the event's minutes a round."""
    if round_.started_at is None:
        round_.started_at = timezone.now()
        round_.ends_at = round_.started_at + datetime.timedelta(
            minutes=round_.tournament.round_minutes
        )
        round_.save(update_fields=["started_at", "ends_at"])


def set_clock(round_: Round, minutes_left) -> None:
    """Reset the round clock to `minutes_left` from now (a delay, extra time, or time called)."""
    if not isinstance(minutes_left, int | float) or isinstance(minutes_left, bool):
        raise TournamentError(_("The time left is a number of minutes."), "minutes")
    if minutes_left < 0:
        raise TournamentError(_("The time left cannot be negative: 0 calls time."), "minutes")
    if round_.started_at is None:
        raise TournamentError(_("Start the round before setting its clock."), "minutes")
    round_.ends_at = timezone.now() + datetime.timedelta(minutes=minutes_left)
    round_.save(update_fields=["ends_at"])


def set_table_clock(table: Table, minutes_left) -> None:
    """Give one table its own time (a late start, a long ruling): `minutes_left` from now;
    None gives it the round's clock again."""
    if minutes_left is not None:
        if not isinstance(minutes_left, int) or isinstance(minutes_left, bool):
            raise TournamentError(_("The time left is a whole number of minutes."), "minutes")
        if not 0 <= minutes_left <= 24 * 60:
            raise TournamentError(
                _("The time left is 0 (time is called) to 1440 minutes."), "minutes"
            )
    if table.round.started_at is None:
        raise TournamentError(_("Start the round before setting a table's clock."), "minutes")
    table.ends_at = (
        None if minutes_left is None else timezone.now() + datetime.timedelta(minutes=minutes_left)
    )
    table.save(update_fields=["ends_at"])


def table_ends_at(table: Table, round_: Round):
    """When time is called at this table: its own clock, else the round's."""
    return table.ends_at or round_.ends_at


@transaction.atomic
def finish_table(table: Table) -> None:
    """Close a table (time called): its game becomes as long as the hands played so far, so
    the session's own rotation agrees that it is over and refuses further hands.

    A table without results cannot be finished: the results desk enters them, or the
    organiser marks the table not played or records a forfeit."""
    table = locks.table(table.pk)
    session = table.session
    if session.finished_at is None:
        played = session.live_hands().count()
        if not played and table.result is None:
            raise TournamentError(
                _(
                    "Table %(t)s has no results: enter them at the results desk, or mark the "
                    "table not played or forfeited."
                )
                % {"t": table.number}
            )
        session.length = Session.Length.HANDS
        session.hand_limit = played
        session.finished_at = timezone.now()
        session.save(update_fields=["length", "hand_limit", "finished_at"])
        ratings.game_changed(session)
    fields = []
    if not table.outcome:
        table.outcome = Table.Outcome.PLAYED
        fields.append("outcome")
    if session.hands.exists():
        table.result = hand_totals(session.pk)
        fields.append("result")
    if fields:
        table.save(update_fields=fields)


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
