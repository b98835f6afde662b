"""Moved to scoring.engine.rulesets.american1920: this name stays until every branch imports the new one."""

import sys

from scoring.engine.rulesets import american1920 as _moved

sys.modules[__name__] = _moved
