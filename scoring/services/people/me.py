"""A signed-in player's own page: for each player record linked to the account, its club
nights, tournaments, ratings (one per ruleset) and the hands played (each with a link to its referee view)."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.models import ClubNight, HandPlayer
from scoring.services.people import players as player_service

HANDS_SHOWN = 200


@dataclass
class PlayerPage:
    player: object
    record: object
    ratings: list  # players.RulesetRating, one per ruleset the player was rated in
    nights: list
    tournaments: list
    hands: list  # HandPlayer rows, newest first


def page(user) -> list[PlayerPage]:
    pages = []
    for player in user.players.select_related("club").filter(active=True):
        record = player_service.record(player)
        sessions = player_service.player_sessions(player)
        nights = list(
            ClubNight.objects.filter(games__in=sessions).distinct().order_by("-date", "-id")
        )
        hands = list(
            HandPlayer.objects.filter(player=player, hand__deleted_at__isnull=True)
            .select_related("hand__session")
            .order_by("-hand__session__date", "-hand__session_id", "-hand__number")[:HANDS_SHOWN]
        )
        pages.append(
            PlayerPage(
                player=player,
                record=record,
                ratings=record.ratings,
                nights=nights,
                tournaments=list(player.tournaments.order_by("-date")),
                hands=hands,
            )
        )
    return pages


def my_clubs(user) -> list[dict]:
    """The clubs the account belongs to, with its roles in each (organiser first)."""
    from scoring.models import Club, Role

    roles: dict = {}
    for club in user.organised_clubs.all():
        roles.setdefault(club.pk, {"club": club, "roles": []})["roles"].append(Role.ORGANISER)
    for role in user.club_roles.select_related("club").order_by("role"):
        entry = roles.setdefault(role.club_id, {"club": role.club, "roles": []})
        entry["roles"].append(Role(role.role))
    for club in Club.objects.filter(players__user=user).distinct():
        roles.setdefault(club.pk, {"club": club, "roles": []})
    return sorted(roles.values(), key=lambda entry: entry["club"].name)
