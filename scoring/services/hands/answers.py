"""Reading the engine's answer (shared/contract.md) where classical and riichi name a fact
differently: one function per fact, chosen by the answer's ruleset, instead of guessing with
chained lookups at each place that reads it."""

from __future__ import annotations

RIICHI = "riichi"


def is_riichi(answer: dict) -> bool:
    return answer.get("ruleset") == RIICHI


def hand_value(answer: dict, seat: str) -> int:
    """A seat's hand value: classical `score` (after doubles and limit), riichi `points`
    (before honba and sticks). 0 for a seat the answer does not score (a riichi draw lists
    every seat's tenpai without a value)."""
    held = (answer.get("hands") or {}).get(seat) or {}
    return held.get("points" if is_riichi(answer) else "score", 0)


def deal_stays(answer: dict) -> bool | None:
    """Whether the player at East deals again: classical `east_keeps_deal`, riichi
    `dealer_keeps` (renchan). None when the answer does not settle the hand."""
    return answer.get("dealer_keeps" if is_riichi(answer) else "east_keeps_deal")
