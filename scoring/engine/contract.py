"""The JSON contract of shared/contract.md: one document in, one document out.

`evaluate` is the only entry point the web app, the API and `manage.py score_hand` use;
`answer` gives the same answer as typed values (answer.Answer), whose messages the web
translates.
"""

from __future__ import annotations

from typing import Any

from .answer import Answer
from .errors import ContractError
from .messages import Message
from .rulesets import get_ruleset
from .vocabulary import gettext_noop as _


def evaluate(document: Any) -> dict[str, Any]:
    """Score and settle one hand at one table; raise ContractError for bad input."""
    return answer(document).to_json()


def answer(document: Any) -> Answer:
    """`evaluate`'s answer as typed values: its `to_json()` is the contract's document."""
    if not isinstance(document, dict):
        raise ContractError(Message(_("the document must be a JSON object")), None)
    ruleset_id = document.get("ruleset", "millington")
    ruleset = get_ruleset(ruleset_id, field="ruleset")
    if "entry" in document:  # (absent: tiles, which every ruleset scores)
        ruleset.entry_of(document)
    return ruleset.answer(document)
