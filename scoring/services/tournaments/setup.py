"""A tournament's ruleset and its creation: the rulesets to choose from, the version a new
event scores by, the points a table starts with, the depth its games' hand forms start at.
"""

from __future__ import annotations

from django.db import transaction

from scoring.engine.rulesets import all_rulesets, get_ruleset
from scoring.engine.vocabulary import RULESET_NAMES
from scoring.models import Tournament
from scoring.models.session import Entry
from scoring.services.hands.ruleset_words import ruleset_name

# The rulesets ClubScore ships, for when the registry is not loaded (it fills it on import).
KNOWN_RULESETS = RULESET_NAMES


def ruleset_choices() -> list[tuple[str, str]]:
    """(id, name in the reader's language) of every ruleset, by id."""
    registered = {r.id: r.name for r in all_rulesets()}
    names = {**KNOWN_RULESETS, **registered}
    return [
        (ruleset_id, ruleset_name(ruleset_id, names[ruleset_id])) for ruleset_id in sorted(names)
    ]


def registered_ruleset(ruleset_id):
    """The engine's Ruleset, or None while that ruleset's module is not installed."""
    return next((r for r in all_rulesets() if r.id == ruleset_id), None)


def ruleset_version(ruleset_id: str) -> int:
    ruleset = registered_ruleset(ruleset_id)
    return ruleset.version if ruleset else 1


def start_points(tournament: Tournament) -> int:
    """The points each player starts a table with: riichi's `start_points`, else 0."""
    if tournament.ruleset != "riichi":
        return 0
    return get_ruleset("riichi").resolve_options(tournament.options or {})["start_points"]


def table_total(tournament: Tournament) -> int:
    """What a table's four final scores add up to."""
    return 4 * start_points(tournament)


@transaction.atomic
def create_tournament(club, user, **fields) -> Tournament:
    tournament = Tournament(club=club, created_by=user, **fields)
    tournament.ruleset_version = ruleset_version(tournament.ruleset)
    tournament.save()
    return tournament


def first_depth(ruleset_id: str) -> str:
    """The depth a game's hand form starts at when no one chose it: sets where the ruleset
    scores it, else MCR's fans, else its one depth (riichi: every tile)."""
    entries = get_ruleset(ruleset_id).entries
    return next((d for d in (Entry.SETS, Entry.FANS) if d in entries), entries[0])
