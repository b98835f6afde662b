"""MCR sessions on the club-night machinery (docs/mcr.md): which sessions play MCR.

The rotation needs nothing here: the engine's answer says the deal passes after every hand,
and the session's four winds of four deals follow (scoring/engine/rotation.py)."""

from __future__ import annotations

from scoring.models import Session

RULESET = "mcr"


def is_mcr(session: Session) -> bool:
    return session.ruleset == RULESET
