"""Moved to scoring.engine.rulesets.millington: this name stays until every branch imports the new one."""

import sys

from scoring.engine.rulesets import millington as _moved

sys.modules[__name__] = _moved
