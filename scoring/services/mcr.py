"""MCR sessions on the club-night machinery (docs/mcr.md): which sessions play MCR.

The rotation needs nothing here: the engine's answer says the deal passes after every hand,
and the session's four winds of four deals follow (scoring/engine/rotation.py)."""

from __future__ import annotations

from scoring.engine.catalogue.rule import pick
from scoring.engine.mcr.fans import FANS
from scoring.models import Session

RULESET = "mcr"


def is_mcr(session: Session) -> bool:
    return session.ruleset == RULESET


def fan_of(rule_id: str):
    """The fan a rule id names (`M63`), or None for any other rule."""
    if not rule_id.startswith("M") or not rule_id[1:].isdigit():
        return None
    return FANS.get(int(rule_id[1:]))


def excluded_by(rule_id: str, language: str | None) -> list[dict]:
    """The fans the non-repeat principle never counts beside this one (docs/mcr.md):
    [{"rule", "name"}] in the reader's language; [] for a rule that is no fan."""
    fan = fan_of(rule_id)
    if fan is None:
        return []
    return [
        {"rule": FANS[n].rule, "name": pick(FANS[n].name, language)} for n in sorted(fan.excludes)
    ]
