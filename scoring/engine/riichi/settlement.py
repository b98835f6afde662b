"""What a riichi hand settles, as typed values: the payments and transfers, the riichi sticks
left on the table, whether the dealer keeps the deal and the next deal (`RiichiSettlement`),
and the chombo that replaces a hand (`Chombo`). Each writes the keys shared/contract.md gives
a riichi answer, in its order."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..answer import Settlement
from ..messages import Message
from .game import RiichiDeal


@dataclass
class RiichiSettlement(Settlement):
    dealer_keeps: bool
    riichi_sticks_left: int
    next: RiichiDeal | None  # None: the game is over
    # chombo under the EMA option: points off the offender's final score, not paid now
    score_adjustments: dict[str, int] | None = None

    def outcome(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "dealer_keeps": self.dealer_keeps,
            "riichi_sticks_left": self.riichi_sticks_left,
            "next": self.next.to_json() if self.next else None,
            "game_over": self.next is None,
        }
        if self.score_adjustments is not None:
            out["score_adjustments"] = dict(self.score_adjustments)
        return out


@dataclass
class Chombo:
    """A chombo: the hand is replayed and the offender pays (a reversed mangan) or loses
    `amount` points from the final score (EMA)."""

    offender: str
    why: Message
    amount: int | None = None
    checks: tuple = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": "chombo",
            "offender": self.offender,
            "applied": True,
            "rule": "chombo",
        }
        if self.amount is not None:
            out["amount"] = self.amount
        out["why"] = self.why.english()
        # riichi scores only the tiles depth: every penalty is checked from the tiles
        out["checked"] = True
        return out

    def messages(self) -> Iterator[Message]:
        yield self.why
