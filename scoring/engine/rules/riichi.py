"""Moved to scoring.engine.rulesets.riichi: this name stays until every branch imports the new one."""

import sys

from scoring.engine.rulesets import riichi as _moved

sys.modules[__name__] = _moved
