"""The engine's answer to one document as typed values (`contract.answer`), one type for every
ruleset.

An `Answer` holds each seat's score, the penalties decided and the settlement; each ruleset
fills it with its own values: a classical seat is a `HandScore` (its `Item`s), a riichi seat a
`riichi.lines.RiichiScore` (yaku, fu and limit `Line`s) or `Tenpai`, an MCR seat an
`mcr.lines.McrScore` (a `FanLine` per fan); a classical penalty is a `penalties.base.Report`,
a riichi one a `riichi.pao.Pao` or a `Chombo`, an MCR one a `FalseMahjong`. Every sentence in
them is a `Message` (a message id and its parameters, which the web translates), and
`messages()` yields them all. `to_json()` writes the contract's document (shared/contract.md),
key for key in the contract's order, which is what `contract.evaluate` returns.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Protocol

from .messages import Message


class Scored(Protocol):
    """A seat's score: what the contract writes of it and the messages in it."""

    def to_json(self) -> dict[str, Any]: ...

    def messages(self) -> Iterator[Message]: ...


class Condition(Protocol):
    """One check of a penalty (penalties.base.Check): its condition and whether it held."""

    condition: Message | str  # a sentence not yet made a Message is its English
    holds: bool
    rule: str | None


class Decided(Scored, Protocol):
    """A penalty claimed or found, and the decision on it."""

    checks: Sequence[Condition]


@dataclass(frozen=True, slots=True)
class Transfer:
    """Money from one seat (or riichi's table) to another, under a rule; `on_behalf_of` is the
    seat whose debt the payer bears (rule 96, A2, riichi pao)."""

    payer: str
    payee: str
    amount: int
    rule: str
    on_behalf_of: str | None = None

    @classmethod
    def of(cls, written: dict[str, Any]) -> Transfer:
        return cls(
            written["from"],
            written["to"],
            written["amount"],
            written["rule"],
            written.get("on_behalf_of"),
        )

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "from": self.payer,
            "to": self.payee,
            "amount": self.amount,
            "rule": self.rule,
        }
        if self.on_behalf_of is not None:
            out["on_behalf_of"] = self.on_behalf_of
        return out


@dataclass
class Settlement:
    """Who pays whom for the hand: the net payments (seats only) and the transfers behind
    them. A ruleset's settlement adds what the hand decides for the next one (`outcome`)."""

    payments: dict[str, int]
    transfers: list[Transfer]

    def outcome(self) -> dict[str, Any]:
        """The contract's keys after `penalties`, in its order."""
        return {}

    def to_json(self, penalties: list[Decided]) -> dict[str, Any]:
        return {
            "payments": dict(self.payments),
            "transfers": [t.to_json() for t in self.transfers],
            "penalties": [p.to_json() for p in penalties],
            **self.outcome(),
        }


@dataclass
class Answer:
    ruleset: str
    hands: dict[str, Scored] = field(default_factory=dict)
    penalties: list[Decided] = field(default_factory=list)
    # None when fewer than four seats were scored: nobody to settle with
    settlement: Settlement | None = None

    @cached_property
    def json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"ruleset": self.ruleset}
        out["hands"] = {seat: score.to_json() for seat, score in self.hands.items()}
        if self.settlement is not None:
            out.update(self.settlement.to_json(self.penalties))
        return out

    def to_json(self) -> dict[str, Any]:
        return self.json

    @property
    def transfers(self) -> list[Transfer]:
        return self.settlement.transfers if self.settlement else []

    @property
    def checks(self) -> Iterator[Condition]:
        """Every penalty's checks, in the order of the penalties."""
        for penalty in self.penalties:
            yield from penalty.checks

    def messages(self) -> Iterator[Message]:
        """Every message of the answer: each seat's lines and warnings, each penalty's
        conclusion and checks."""
        for score in self.hands.values():
            yield from score.messages()
        for penalty in self.penalties:
            yield from penalty.messages()
