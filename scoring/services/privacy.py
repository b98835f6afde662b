"""Who may see a club's (or a tournament's) player pages, standings and result files, and how
players are named to those who are not members. EMA numbers are never public: only the
club's organisers see them (the EMA file included)."""

from __future__ import annotations

import copy

from scoring import permissions
from scoring.models import Audience, PublicNames


def may_see(user, club, audience: str) -> bool:
    if audience == Audience.PUBLIC:
        return True
    if audience == Audience.MEMBERS:
        return permissions.is_member(user, club)
    return permissions.is_organiser(user, club)


def may_see_players(user, owner) -> bool:
    """`owner` is a Club or a Tournament: each has its own settings."""
    return may_see(user, _club(owner), owner.players_visible_to)


def may_see_standings(user, owner) -> bool:
    return may_see(user, _club(owner), owner.standings_visible_to)


def may_see_results(user, owner) -> bool:
    return may_see(user, _club(owner), owner.results_visible_to)


def may_see_ema_numbers(user, club) -> bool:
    return permissions.is_organiser(user, club)


def shows_initials(user, owner) -> bool:
    """Visitors who are not members see initials when the club or tournament says so."""
    if owner.public_names != PublicNames.INITIALS:
        return False
    return not permissions.is_member(user, _club(owner))


def initials(name: str) -> str:
    return " ".join(f"{part[0]}." for part in name.split() if part) or "?"


def as_shown(user, owner, rows):
    """Standings rows (each with a `.player`, built for this request) as `user` may see them:
    with initials when the club or tournament says so, on unsaved copies of the players."""
    if shows_initials(user, owner):
        for row in rows:
            shown = copy.copy(row.player)
            shown.name = initials(shown.name)
            row.player = shown
    return rows


def initial_rows(rows: list[dict]) -> list[dict]:
    """Rows of a hall display (each with a "name") with the names as initials."""
    return [{**row, "name": initials(row["name"])} for row in rows]


def _club(owner):
    return owner.club if hasattr(owner, "club_id") else owner
