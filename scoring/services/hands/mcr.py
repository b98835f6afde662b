"""MCR sessions on the club-night machinery (docs/mcr.md): which sessions play MCR.

The rotation needs nothing here: the engine's answer says the deal passes after every hand,
and the session's four winds of four deals follow (scoring/engine/rotation.py)."""

from __future__ import annotations

from scoring.engine.catalogue.rule import pick
from scoring.engine.mcr.fans import FANS
from scoring.engine.rulesets import get_ruleset
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


def sheet_hands() -> list[str]:
    """The hands of an MCR game as a score sheet labels its rows: E1-E4, S1-S4, W1-W4, N1-N4
    (the ruleset's game: four rounds of four hands, the deal passing every hand)."""
    game = get_ruleset(RULESET).extra["game"]
    return [f"{wind}{n}" for wind in game["rounds"] for n in range(1, game["hands_per_round"] + 1)]
