"""Penalties of the seeds (rules 90-96, seed 001, seed 003); extended by the penalties work.

PENALTY_OPTIONS are merged into each classical ruleset's options, so a club can raise them.
"""

from __future__ import annotations

PENALTY_OPTIONS: tuple = ()
