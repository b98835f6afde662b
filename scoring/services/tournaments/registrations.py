"""Registration on an event's public page: a capacity, a waiting list that moves up when a
place frees, the organiser's approval, and a private link for the registrant.

Places are held by the event's players and the registrations awaiting approval; past
`Tournament.capacity` (0: no limit) a registration waits. When a place frees (a registrant
withdraws, the organiser refuses one awaiting approval) the first on the waiting list moves up,
to the organiser's approval or straight in. An accepted registrant is one of the event's
players, checked in on the day like any other (scoring.services.tournaments.check_in).

Each registrant's name lives only on their Player (shown through scoring.services.people.privacy);
the private link's token is stored as a digest. Every change locks the tournament's row
(scoring.services.locks), so two sign-ups for the last place take turns: one gets it, the
other the waiting list.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from scoring import limits
from scoring.models import CheckIn, Player, Registration, Tournament
from scoring.services import locks
from scoring.services.people import traces
from scoring.services.tournaments import roster
from scoring.services.tournaments.errors import TournamentError, acting_user

Status = Registration.Status


class Refused(TournamentError):
    status = 400


class Gone(Refused):
    """The private link's registration is withdrawn or refused: it changes nothing more."""

    status = 410


@dataclass
class SignUp:
    name: str
    home_club: str = ""
    nationality: str = ""
    ema_number: str = ""
    email: str = ""


def digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def by_token(token: str) -> Registration | None:
    if not token or len(token) > 64:
        return None
    return (
        Registration.objects.select_related("tournament", "player")
        .filter(token_digest=digest(token))
        .first()
    )


def places_taken(tournament: Tournament) -> int:
    return (
        tournament.players.count() + tournament.registrations.filter(status=Status.PENDING).count()
    )


def has_room(tournament: Tournament) -> bool:
    return not tournament.capacity or places_taken(tournament) < tournament.capacity


def waiting_position(registration: Registration) -> int | None:
    """1 for the first on the waiting list; None when not waiting."""
    if registration.status != Status.WAITING:
        return None
    earlier = registration.tournament.registrations.filter(
        status=Status.WAITING, created_at__lte=registration.created_at, pk__lt=registration.pk
    ).count()
    return earlier + 1


def _duplicate(tournament: Tournament, entry: SignUp) -> str | None:
    active = tournament.registrations.filter(status__in=Registration.ACTIVE)
    if entry.ema_number and (
        active.filter(ema_number=entry.ema_number).exists()
        or tournament.players.filter(ema_number=entry.ema_number).exists()
    ):
        return _("EMA number %(n)s is already registered for this event.") % {"n": entry.ema_number}
    if active.filter(
        player__name__iexact=entry.name, home_club__iexact=entry.home_club
    ).exists() or (not entry.home_club and tournament.players.filter(name__iexact=entry.name)):
        return _(
            "%(name)s of %(club)s is already registered for this event: use the private "
            "link you were given to see or withdraw that registration."
        ) % {"name": entry.name, "club": entry.home_club or "-"}
    return None


def _enter(tournament: Tournament, registration: Registration, user=None) -> None:
    """An accepted registrant becomes one of the event's players."""
    registration.status = Status.ACCEPTED
    registration.decided_at = timezone.now()
    registration.decided_by = acting_user(user)
    registration.save(update_fields=["status", "decided_at", "decided_by"])
    tournament.players.add(registration.player)


def _first_status(tournament: Tournament) -> str:
    if not has_room(tournament):
        return Status.WAITING
    return Status.PENDING if tournament.registration_approval else Status.ACCEPTED


@transaction.atomic
def register(tournament: Tournament, entry: SignUp) -> tuple[Registration, str]:
    """A sign-up on the public page: (the registration, its private link's token). Refused
    while registration is closed, for a duplicate (the same EMA number, or the same name and
    club), or once round 1 is seated."""
    tournament = locks.tournament(tournament.pk)
    if not tournament.registration_open:
        raise Refused(_("Registration for this event is closed."))
    if tournament.rounds.exists():
        raise Refused(_("Round 1 is seated: registration is closed."))
    if tournament.registrations.count() >= limits.REGISTRATIONS_PER_EVENT:
        raise Refused(_("This event takes no more registrations."))
    if why := _duplicate(tournament, entry):
        raise Refused(why)
    player = Player.objects.filter(club=tournament.club, name=entry.name).first()
    created = player is None
    if created:
        player = Player.objects.create(
            club=tournament.club,
            name=entry.name,
            ema_number=entry.ema_number,
            nationality=entry.nationality,
        )
    elif tournament.players.filter(pk=player.pk).exists():
        raise Refused(_("%(name)s is already one of this event's players.") % {"name": entry.name})
    token = secrets.token_urlsafe(24)
    registration = Registration.objects.create(
        tournament=tournament,
        player=player,
        created_player=created,
        home_club=entry.home_club,
        ema_number=entry.ema_number,
        nationality=entry.nationality,
        email=entry.email,
        status=_first_status(tournament),
        token_digest=digest(token),
    )
    if registration.status == Status.ACCEPTED:
        _enter(tournament, registration)
    return registration, token


def _move_up(tournament: Tournament) -> list[Registration]:
    """The waiting list moves up into the places free: first come, first served."""
    moved = []
    for registration in tournament.registrations.filter(status=Status.WAITING).order_by(
        "created_at", "pk"
    ):
        if not has_room(tournament):
            break
        if tournament.registration_approval:
            registration.status = Status.PENDING
            registration.save(update_fields=["status"])
        else:
            _enter(tournament, registration)
        moved.append(registration)
    return moved


def _locked(registration: Registration) -> tuple[Tournament, Registration]:
    tournament = locks.tournament(registration.tournament_id)
    return tournament, Registration.objects.select_related("player").get(pk=registration.pk)


@transaction.atomic
def decide(registration: Registration, approve: bool, user) -> Registration:
    """The organiser approves (the registrant becomes a player) or refuses a registration
    awaiting approval (its place goes to the waiting list)."""
    tournament, registration = _locked(registration)
    if registration.status != Status.PENDING:
        raise Refused(
            _("This registration is %(s)s: only one awaiting approval is approved or refused.")
            % {"s": registration.get_status_display()}
        )
    if tournament.rounds.exists() and approve:
        raise Refused(_("Round 1 is seated: add a late player on the tournament page instead."))
    if approve:
        _enter(tournament, registration, user)
    else:
        registration.status = Status.REFUSED
        registration.decided_at = timezone.now()
        registration.decided_by = acting_user(user)
        registration.save(update_fields=["status", "decided_at", "decided_by"])
        _move_up(tournament)
    return registration


@transaction.atomic
def withdraw(registration: Registration, user=None, reason: str = "") -> Registration:
    """The registrant withdraws (through the private link): an accepted one leaves the
    event's players (after round 1 is seated: withdraws as any player does, results kept),
    and the waiting list moves up."""
    tournament, registration = _locked(registration)
    if registration.status not in Registration.ACTIVE:
        raise Gone(
            _("This registration is %(s)s: the link changes nothing any more.")
            % {"s": registration.get_status_display()}
        )
    was_accepted = registration.status == Status.ACCEPTED
    registration.status = Status.WITHDRAWN
    registration.decided_at = timezone.now()
    registration.save(update_fields=["status", "decided_at"])
    if was_accepted:
        if tournament.rounds.exists():
            roster.withdraw_player(tournament, registration.player, user, reason)
        else:
            tournament.players.remove(registration.player)
            CheckIn.objects.filter(tournament=tournament, player=registration.player).delete()
    _move_up(tournament)
    return registration


@transaction.atomic
def forget(registration: Registration) -> None:
    """'Forget me' on the private link: withdraw, then erase what the registration kept of
    the person (e-mail, club, EMA number, country) and, for a player made by this
    registration, the name (the player keeps any result under an anonymous name, as an
    account's "forget me" does), also in the admin log's texts."""
    if registration.status in Registration.ACTIVE:
        withdraw(registration)
    tournament, registration = _locked(registration)
    Registration.objects.filter(pk=registration.pk).update(
        email="", home_club="", ema_number="", nationality=""
    )
    player = registration.player
    if registration.created_player and player.user_id is None:
        anonymous = _("Anonymous player %(number)s") % {"number": player.pk}
        stored = Player.objects.filter(pk=player.pk).values_list("name", flat=True).first()
        traces.forget_in_admin_log({stored: anonymous})
        Player.objects.filter(pk=player.pk).update(
            name=anonymous, country="", ema_number="", nationality=""
        )
