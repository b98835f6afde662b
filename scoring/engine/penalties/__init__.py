"""Penalties of the seeds: dangerous discards (seed 000, rules 90-96), errors and penalties
(seed 001, C1-C3) and the 1920s American penalties (seed 003, A1-A2).

`assess` validates the raw penalty claims of a table hand and decides each one, checking every
condition its rule names; `settlement.settle_table` turns the decisions into money. Each decision
is a `Report` whose checks say which condition held, so the referee view can show its reasoning.
PENALTY_OPTIONS are merged into each classical ruleset's options, so a club can raise them.
"""

from __future__ import annotations

from typing import Any

from ..errors import ContractError
from ..hands import TableHand
from ..messages import Message, and_then, joined
from ..vocabulary import gettext_noop as _
from .american import assess_pay_for_all
from .base import (
    DANGER_RULES,
    FALSE_MAHJONG_PENALTY,
    PENALTY_OPTIONS,
    PENALTY_TYPES,
    RULE_OF_TYPE,
    Assessment,
    Check,
    Report,
    bear_debts,
    penalty_amount,
    validate,
)
from .dangerous import assess_dangerous_discards
from .errors import assess_false_mahjongs, assess_misnamed_discards, assess_wrong_hand

__all__ = [
    "DANGER_RULES",
    "PENALTY_OPTIONS",
    "PENALTY_TYPES",
    "RULE_OF_TYPE",
    "Assessment",
    "Check",
    "Report",
    "assess",
    "bear_debts",
    "penalty_amount",
    "validate",
]


# -- everything together -----------------------------------------------------------------------


def assess(table: TableHand, options: dict[str, Any]) -> Assessment:
    """Validate the table's penalty claims and decide each one."""
    claims = validate(table)
    base = options.get("false_mahjong_penalty", FALSE_MAHJONG_PENALTY)
    if not isinstance(base, int) or base < 0:
        raise ContractError(
            Message(_("false_mahjong_penalty must be a whole number of points, 0 or more")),
            "options.false_mahjong_penalty",
        )
    assessment = Assessment()
    by_type: dict[str, list[tuple[int, dict]]] = {}
    for i, claim in enumerate(claims):
        by_type.setdefault(claim["type"], []).append((i, claim))
    reports: list[Report] = []
    reports += assess_false_mahjongs(by_type.get("false_mahjong", []), table, options, assessment)
    reports += assess_misnamed_discards(
        by_type.get("misnamed_discard", []), table, options, assessment
    )
    if assessment.hand_ended and table.winner is not None:
        rules = joined(list(assessment.ending_rules))
        raise ContractError(
            Message(
                _(
                    "a penalty under %(rules)s ended the hand, so nobody can have won it: winner "
                    "must be null"
                ),
                rules=rules,
            ),
            "winner",
        )
    for kind in ("long_hand", "short_hand", "dirty_hand"):
        reports += [assess_wrong_hand(i, c, table, assessment) for i, c in by_type.get(kind, [])]
    cannons = assess_dangerous_discards(by_type.get("dangerous_discard", []), table)
    reports += cannons
    pay_all = [assess_pay_for_all(i, c, table) for i, c in by_type.get("pay_for_all", [])]
    applied_pay_all = [r for r in pay_all if r.applied]
    for r in applied_pay_all[:-1]:
        r.overrule(
            Check(Message(_("only one discard gave the win")), False, "A2"),
            and_then(
                Message(
                    _("the winning tile was %(seat1)s's discard"),
                    seat1=applied_pay_all[-1].offender,
                ),
                Message(_("only one player pays for all")),
            ),
        )
    reports += pay_all
    for r in cannons + pay_all:
        if r.applied:
            assessment.bearer = (r.offender, "96" if r.type == "dangerous_discard" else "A2")
    if assessment.hand_ended:
        for r in reports:
            if r.type in ("long_hand", "short_hand", "dirty_hand") and r.applied:
                r.overrule(
                    Check(Message(_("the hand was scored")), False, r.rule),
                    Message(_("the hand ended with a penalty and no other scoring")),
                )
                assessment.scores_nothing.pop(r.offender, None)
    assessment.reports = sorted(reports, key=lambda r: r.index)
    return assessment
