"""An MCR winner's hand as typed values: a `FanLine` per fan (its rule M1-M81, its name as a
`Message`, how many times it counts and its points), or one line for a score the table
entered; the `Unlisted` warning when the listed fans are not the tiles' fans; the `McrScore`
the answer keeps for the winner. `to_json()` writes what shared/contract.md's MCR hands carry."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..messages import Message
from .value import Counted


@dataclass(frozen=True)
class FanLine:
    """A fan counted (`fan` its number, `count` the times it counts), or the entered total."""

    rule: str
    what: Message
    points: int
    fan: int | None = None
    count: int | None = None

    @classmethod
    def of(cls, counted: Counted) -> FanLine:
        fan = counted.fan
        return cls(fan.rule, Message(fan.name["en"]), counted.points, fan.number, counted.count)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"rule": self.rule, "what": self.what.english()}
        if self.fan is not None:
            out["fan"] = self.fan
            out["count"] = self.count
        out["points"] = self.points
        return out


@dataclass(frozen=True)
class Unlisted:
    """The listed fans are not the fans the calculator counts in the tiles given beside them
    (docs/mcr.md "Fans and tiles"): the fan numbers each side lacks and the tiles' total."""

    rule: str
    what: Message
    listed_not_found: list[int]
    found_not_listed: list[int]
    found_score: int

    def to_json(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "what": self.what.english(),
            "listed_not_found": list(self.listed_not_found),
            "found_not_listed": list(self.found_not_listed),
            "found_score": self.found_score,
        }


@dataclass(frozen=True)
class McrScore:
    """The winner's hand: `fans` the total the 8-fan minimum reads (flowers apart), `score`
    the total with flowers, `mahjong` whether it reaches the minimum."""

    mahjong: bool
    fans: int
    score: int
    items: list[FanLine] = field(default_factory=list)
    warnings: list[Unlisted] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "mahjong": self.mahjong,
            "fans": self.fans,
            "score": self.score,
            "items": [line.to_json() for line in self.items],
        }
        if self.warnings:
            out["warnings"] = [warning.to_json() for warning in self.warnings]
        return out

    def messages(self) -> Iterator[Message]:
        for line in [*self.items, *self.warnings]:
            yield line.what
