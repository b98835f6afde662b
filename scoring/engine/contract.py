"""The JSON contract of shared/contract.md: one document in, one document out.

`evaluate` is the only entry point the web app, the API and `manage.py score_hand` use.
"""

from __future__ import annotations

from typing import Any

from .errors import ContractError
from .rulesets import get_ruleset


def evaluate(document: Any) -> dict[str, Any]:
    """Score and settle one hand at one table; raise ContractError for bad input."""
    if not isinstance(document, dict):
        raise ContractError("the document must be a JSON object", None)
    ruleset_id = document.get("ruleset", "millington")
    ruleset = get_ruleset(ruleset_id, field="ruleset")
    if "entry" in document:  # (absent: tiles, which every ruleset scores)
        ruleset.entry_of(document)
    answer = ruleset.evaluate(document)
    for penalty in answer.get("penalties") or ():
        # a ruleset that scores only the tiles depth checks every penalty from the tiles
        penalty.setdefault("checked", True)
    return answer
