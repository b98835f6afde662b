"""The engine's answer to one document as typed values (`contract.answer`).

`to_json()` is the contract's document (shared/contract.md), exactly what `contract.evaluate`
returns. Beside it, a classical answer keeps each seat's `HandScore` (its items and warnings)
and each claimed penalty's `Report` (its checks and conclusion), whose sentences are
`Message`s: a message id and its parameters, which the web translates. A riichi answer keeps
each seat's `riichi.lines.RiichiScore` (its yaku, fu and limit `Line`s) or `Tenpai`; its
penalties' `why` and check conditions are made as messages, which `of_json` writes out in
English and keeps in `said`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from .hands import HandScore, Item
from .messages import Message
from .penalties.base import Check, Report


@dataclass
class Answer:
    ruleset: str
    hands: dict[str, HandScore] = field(default_factory=dict)
    penalties: list[Report] = field(default_factory=list)
    # the settlement as the contract writes it (payments, transfers, penalties,
    # east_keeps_deal), in the contract's order; empty when fewer than four seats were scored
    settled: dict[str, Any] = field(default_factory=dict)
    # an answer the engine builds as JSON (riichi), and the messages written out in it
    document: dict[str, Any] | None = None
    said: list[Message] = field(default_factory=list)

    @classmethod
    def of_json(cls, document: dict[str, Any]) -> Answer:
        """An answer built as JSON, its penalties' messages written out as English."""
        said = []
        for penalty in document.get("penalties") or ():
            for where, key in [(penalty, "why")] + [
                (check, "condition") for check in penalty.get("checks") or ()
            ]:
                if isinstance(where.get(key), Message):
                    said.append(where[key])
                    where[key] = where[key].english()
        return cls(ruleset=document.get("ruleset", ""), document=document, said=said)

    @cached_property
    def json(self) -> dict[str, Any]:
        if self.document is not None:
            return self.document
        out: dict[str, Any] = {"ruleset": self.ruleset}
        out["hands"] = {seat: score.to_json() for seat, score in self.hands.items()}
        out.update(self.settled)
        return out

    def to_json(self) -> dict[str, Any]:
        return self.json

    def messages(self) -> Iterator[Message]:
        """Every message of the answer: items, warnings, penalty checks and conclusions."""
        for score in self.hands.values():
            for item in [*score.items, *score.warnings]:
                yield from _messages_of(item)
        for report in self.penalties:
            yield from _messages_of(report)
        yield from self.said


def _messages_of(said: Item | Check | Report) -> Iterator[Message]:
    if isinstance(said, Check):
        texts = [said.condition]
    elif isinstance(said, Report):
        texts = [said.why_message, said.conclusion, *(c.condition for c in said.checks)]
    else:  # an item (a classical Item, a riichi Line)
        texts = [said.what]
    for text in texts:
        if isinstance(text, Message):
            yield text
