"""A riichi winner's value as typed values: one `Line` per yaku, fu and limit reached, each
saying what it is with a `Message`, and the `RiichiScore` (or a drawn hand's `Tenpai`) the
answer keeps per seat. `to_json()` writes what shared/contract.md's riichi hands carry."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..messages import Message
from ..vocabulary import gettext_noop as _

# A yaku's name is its catalogue record's (catalogue/riichi_values.py), in every language: its
# message carries the record's id (`yaku`), and the web reads the name from the record.
YAKU_CONTEXT = "riichi yaku"
# The package's limit levels (mahjong ScoresCalculator's yaku_level), each a word of its own
# that the web translates with the context "riichi limit"; "2x yakuman" and up are counted.
LIMIT_CONTEXT = "riichi limit"
LIMIT_LEVELS = (
    "mangan",
    "haneman",
    "baiman",
    "sanbaiman",
    "yakuman",
    "kazoe yakuman",
    "kazoe sanbaiman",
    "kiriage mangan",
    "nagashi mangan",
)
MULTIPLE_YAKUMAN = _("%(number1)sx yakuman")
LIMIT_REACHED = _("limit reached: %(limit)s")
_MULTIPLE = re.compile(r"(\d+)x yakuman")


def limit_name(level: str) -> Message:
    """The package's level ("mangan", "2x yakuman") as a message whose English is the level."""
    multiple = _MULTIPLE.fullmatch(level)
    if multiple:
        return Message(MULTIPLE_YAKUMAN, number1=int(multiple.group(1)))
    return Message(level, LIMIT_CONTEXT)


def limit_reached(level: str) -> Message:
    """The line the referee view shows for the limit a hand reached."""
    return Message(LIMIT_REACHED, limit=limit_name(level))


@dataclass(frozen=True)
class Line:
    """One line of the value: a yaku with its han (`yakuman` for a yakuman, `wind` for a wind
    yaku), a fu with its fu, or the limit reached (`limit`). `what` is the message whose
    English is the contract's `what`; its parameters name the yaku, han, fu or limit."""

    rule: str
    what: Message
    han: int | None = None
    yakuman: int | None = None
    wind: str | None = None
    fu: int | None = None
    limit: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"rule": self.rule, "what": self.what.english()}
        for key in ("han", "yakuman", "wind", "fu"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        if self.limit:
            out["limit"] = True
        return out

    @property
    def said(self) -> Message:
        """The line as the referee view says it ("limit reached: mangan" for a limit)."""
        if self.limit:
            return Message(LIMIT_REACHED, limit=self.what)
        return self.what


def yaku_line(rule: str, name: str, han: int, yakuman: int | None = None) -> Line:
    return Line(rule, Message(name, YAKU_CONTEXT, yaku=rule, han=han), han=han, yakuman=yakuman)


def fu_line(rule: str, what: str, fu: int) -> Line:
    return Line(rule, Message(what, fu=fu), fu=fu)


def limit_line(rule: str, level: str) -> Line:
    return Line(rule, limit_name(level), limit=True)


@dataclass(frozen=True)
class RiichiScore:
    """A riichi winner's hand: han, fu, the yaku, the package's level and the points."""

    han: int
    fu: int
    level: str
    points: int
    items: list[Line] = field(default_factory=list)
    fu_items: list[Line] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        yaku = [item for item in self.items if not item.limit]
        return {
            "han": self.han,
            "fu": self.fu,
            "yaku": [item.what.english() for item in yaku],
            "yaku_han": [{"name": item.what.english(), "han": item.han} for item in yaku],
            "level": self.level,
            "points": self.points,
            "items": [item.to_json() for item in self.items],
            "fu_items": [item.to_json() for item in self.fu_items],
        }

    def messages(self) -> Iterator[Message]:
        for line in [*self.items, *self.fu_items]:
            yield line.what


@dataclass(frozen=True)
class Tenpai:
    """A seat at an exhaustive draw: waiting (tenpai) or not."""

    tenpai: bool

    def to_json(self) -> dict[str, Any]:
        return {"tenpai": self.tenpai}

    def messages(self) -> Iterator[Message]:
        return iter(())
