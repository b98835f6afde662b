"""Moved to `scoring.engine.rulesets` (the rulesets; the rules themselves are the catalogue).
This old name re-exports the same objects until every branch imports the new one; then delete
the folder."""

from scoring.engine.rulesets import (  # noqa: F401
    ENTRIES,
    RULESETS,
    Option,
    Ruleset,
    all_rulesets,
    get_ruleset,
    register,
)
