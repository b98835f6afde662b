"""Registration and check-in: the players added to an event are its registrations; on the
day, those who arrive are checked in, and seating round 1 leaves out everyone who was not
(no-shows), so no table waits for an empty seat.

Only for events with `Tournament.check_in`. Each no-show is a RosterChange (kind no_show,
round 1) and leaves the event's players, so the standings never list them.
"""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from scoring.models import CheckIn, Player, RosterChange, Tournament
from scoring.services import live, locks
from scoring.services.tournaments.errors import TournamentError, acting_user


def checked_in_ids(tournament: Tournament) -> set[int]:
    return set(tournament.check_ins.values_list("player_id", flat=True))


@transaction.atomic
def set_checked_in(tournament: Tournament, player: Player, present: bool, user) -> None:
    """Check a registered player in (present) or take the check-in back."""
    tournament = locks.tournament(tournament.pk)
    if not tournament.check_in:
        raise TournamentError(_("This event has no check-in."), "player")
    if tournament.rounds.exists():
        raise TournamentError(
            _("Round 1 is seated: check-in is closed. Add a late player or withdraw one instead."),
            "player",
        )
    if not tournament.players.filter(pk=player.pk).exists():
        raise TournamentError(
            _("%(p)s is not registered for this event.") % {"p": player}, "player"
        )
    if present:
        CheckIn.objects.get_or_create(
            tournament=tournament, player=player, defaults={"by": acting_user(user)}
        )
    else:
        CheckIn.objects.filter(tournament=tournament, player=player).delete()


def leave_out_no_shows(tournament: Tournament, user) -> list[int]:
    """Before round 1 of an event with check-in: everyone not checked in leaves the event,
    each with a no-show RosterChange. Refused when fewer than four checked in."""
    if not tournament.check_in:
        return []
    present = checked_in_ids(tournament)
    registered = list(tournament.players.values_list("pk", flat=True))
    if len(present & set(registered)) < 4:
        raise TournamentError(
            _("Only %(n)s players have checked in: a round needs at least four.")
            % {"n": len(present & set(registered))},
            "players",
        )
    absent = [pk for pk in registered if pk not in present]
    live.changed("tournament", tournament.pk)  # a bulk insert: no signal follows it
    RosterChange.objects.bulk_create(
        RosterChange(
            tournament=tournament,
            kind=RosterChange.Kind.NO_SHOW,
            player_id=pk,
            round_number=1,
            reason=_("did not check in"),
            created_by=acting_user(user),
        )
        for pk in absent
    )
    tournament.players.remove(*absent)
    return absent
