"""Changes between rounds: a player withdraws, or a substitute takes one table's seat.

(A late player is added with `tournament_players.add_players`.) Each change is a RosterChange
row, the log the standings and the seating read. Later rounds are seated around the change by
the seating engine, which re-plans from the rounds already played; a round seated but not
started is seated again at once.
"""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from scoring.models import Player, RosterChange, Round, Table, Tournament
from scoring.services import locks
from scoring.services.ratings.games import SEAT_FIELDS
from scoring.services.tournaments.errors import TournamentError, acting_user
from scoring.services.tournaments.seating import reseat_round, withdrawn_players


@transaction.atomic
def withdraw_player(tournament: Tournament, player: Player, user, reason: str = "") -> RosterChange:
    """The player plays no further round; their results so far stay in the standings."""
    tournament = locks.tournament(tournament.pk)
    if not tournament.players.filter(pk=player.pk).exists():
        raise TournamentError(_("%(p)s is not in this tournament.") % {"p": player}, "player")
    if player.pk in withdrawn_players(tournament):
        raise TournamentError(_("%(p)s has already withdrawn.") % {"p": player}, "player")
    last = tournament.rounds.order_by("-number").first()
    first_round = 1 if last is None else last.number + (1 if last.started_at else 0)
    change = RosterChange.objects.create(
        tournament=tournament,
        kind=RosterChange.Kind.WITHDRAWN,
        player=player,
        round_number=first_round,
        reason=reason or "",
        created_by=acting_user(user),
    )
    if last is not None and last.started_at is None:
        reseat_round(last, user)
    return change


def _seated_in_round(round_: Round) -> dict[int, int]:
    """Player id -> table number, for everyone at a table of the round (substitutes too)."""
    seated = {}
    for number, *seats in round_.tables.values_list(
        "number", *(f"session__{s}_id" for s in SEAT_FIELDS)
    ):
        for pk in seats:
            seated[pk] = number
    for substitute, number in RosterChange.objects.filter(
        kind=RosterChange.Kind.SUBSTITUTED, table__round=round_
    ).values_list("substitute_id", "table__number"):
        seated[substitute] = number
    return seated


@transaction.atomic
def substitute_seat(
    table: Table, original: Player, substitute: Player, user, reason: str = ""
) -> RosterChange:
    """`substitute` plays `original`'s seat at this table. Whether the result counts for the
    original player is the tournament's `substitute_counts`."""
    table = locks.table(table.pk)
    round_ = table.round
    seats = table.session.starting_player_ids
    if original.pk not in seats.values():
        raise TournamentError(
            _("%(p)s does not sit at table %(t)s.") % {"p": original, "t": table.number},
            "original",
        )
    if substitute.pk == original.pk:
        raise TournamentError(_("A player cannot substitute for themselves."), "substitute")
    if table.substitutions.filter(player=original).exists():
        raise TournamentError(
            _("%(p)s's seat at table %(t)s already has a substitute.")
            % {"p": original, "t": table.number},
            "original",
        )
    seated = _seated_in_round(round_)
    if substitute.pk in seated:
        raise TournamentError(
            _("%(p)s is already seated at table %(t)s in round %(n)s.")
            % {"p": substitute, "t": seated[substitute.pk], "n": round_.number},
            "substitute",
        )
    if round_.byes.filter(pk=substitute.pk).exists():
        raise TournamentError(
            _("%(p)s has a bye in round %(n)s: they score the bye, not a substitute's seat.")
            % {"p": substitute, "n": round_.number},
            "substitute",
        )
    return RosterChange.objects.create(
        tournament=round_.tournament,
        kind=RosterChange.Kind.SUBSTITUTED,
        player=original,
        substitute=substitute,
        table=table,
        round_number=round_.number,
        reason=reason or "",
        created_by=acting_user(user),
    )


def substitute_player(tournament: Tournament, name: str) -> Player:
    """The club's player of that name, or a new one (a substitute is often a walk-in)."""
    player, _created = Player.objects.get_or_create(club=tournament.club, name=name.strip())
    return player
