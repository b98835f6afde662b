"""A tournament's players: entered by name (a name the club knows is that club player), and
once round 1 is seated, late players seated from the next round on.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import transaction
from django.utils.translation import gettext as _

from scoring import limits
from scoring.models import Player, RosterChange, Tournament
from scoring.services import live, locks
from scoring.services.tournaments.errors import TournamentError, acting_user
from scoring.services.tournaments.seating import reseat_round, withdrawn_players


def _room_for(tournament: Tournament, names: set[str]) -> None:
    """TournamentError when `names` would take the event past limits.PLAYERS_PER_EVENT."""
    new = len(names) - tournament.players.filter(name__in=names).count()
    if tournament.players.count() + new > limits.PLAYERS_PER_EVENT:
        raise TournamentError(
            _("A tournament has at most %(n)s players.") % {"n": limits.PLAYERS_PER_EVENT},
            "players",
        )


@transaction.atomic
def add_players(tournament: Tournament, entries, user=None) -> list[Player]:
    """Add players by name (and country, EMA number, nationality); a name the club knows is
    that club player. Once round 1 is seated a player added is a late player: seated from the
    next round on (a round seated but not started is seated again to include them)."""
    tournament = locks.tournament(tournament.pk)
    entries = [e if isinstance(e, PlayerEntry) else PlayerEntry(*e) for e in entries]
    _room_for(tournament, {entry.name for entry in entries})
    added = []
    for entry in entries:
        player, created = Player.objects.get_or_create(
            club=tournament.club,
            name=entry.name,
            defaults={
                "country": entry.country,
                "ema_number": entry.ema_number,
                "nationality": entry.nationality,
            },
        )
        if not created:
            changed = [
                field
                for field in ("country", "ema_number", "nationality")
                if getattr(entry, field) and getattr(player, field) != getattr(entry, field)
            ]
            for field in changed:
                setattr(player, field, getattr(entry, field))
            if changed:
                player.save(update_fields=changed)
        added.append(player)
    last = tournament.rounds.order_by("-number").first()
    if last is not None:
        already = set(
            tournament.players.filter(pk__in=[p.pk for p in added]).values_list("pk", flat=True)
        )
        late = [p for p in added if p.pk not in already]
        withdrawn = withdrawn_players(tournament)
        for p in added:
            if p.pk in withdrawn:
                raise TournamentError(
                    _("%(p)s has withdrawn from this tournament.") % {"p": p}, "players"
                )
        first_round = last.number + (1 if last.started_at else 0)
        live.changed("tournament", tournament.pk)
        RosterChange.objects.bulk_create(
            RosterChange(
                tournament=tournament,
                kind=RosterChange.Kind.JOINED,
                player=p,
                round_number=first_round,
                created_by=acting_user(user),
            )
            for p in late
        )
        tournament.players.add(*added)
        if late and last.started_at is None:
            reseat_round(last, user)
        return added
    tournament.players.add(*added)
    return added


@dataclass
class PlayerEntry:
    name: str
    country: str = ""
    ema_number: str = ""
    nationality: str = ""
