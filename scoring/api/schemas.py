"""What the JSON API answers, one schema per shape, so /api/openapi.json describes the
outputs as well as the inputs.

The scoring answer is the engine's contract (shared/contract.md): its listed fields keep their
meaning and "fields not listed here may be added", so those schemas allow more keys than they
name. The club-night answers are ClubScore's own and name every key.
"""

from __future__ import annotations

from typing import Any, Literal

from ninja import Schema
from pydantic import BaseModel, ConfigDict, Field, with_config
from typing_extensions import TypedDict

Seat = Literal["E", "S", "W", "N"]


class Error(Schema):
    """Every refusal: 400 bad input, 403 no permission, 404 no such object."""

    error: str = Field(description="what was wrong, in English")
    field: str | None = Field(description="dotted path to the bad value in the body, or null")


# The contract's answer (shared/contract.md, Output and Riichi hands).


class Open(BaseModel):
    """A contract object: named keys checked, other keys kept as the engine gave them (a
    plain pydantic model: ninja's Schema reads attributes and would drop them)."""

    model_config = ConfigDict(extra="allow")


class Item(Open):
    rule: str = Field(description="the rule that gave it (e.g. 115a, Y-riichi, fu-base)")
    what: str = Field(description="the English sentence the contract keeps")
    points: int | None = None
    doubles: int | None = None
    han: int | None = None
    fu: int | None = None
    limit: bool | None = None


class ClassicalHand(Open):
    mahjong: bool
    basic: int
    doubles: int
    score: int = Field(description="after doubles and after the limit")
    limit: bool = Field(description="capped, or a limit hand")
    items: list[Item]


class RiichiHand(Open):
    han: int
    fu: int
    yaku: list[str]
    points: int = Field(description="the hand's value before honba and riichi sticks")
    items: list[Item] | None = None


class McrHand(Open):
    """An MCR winner's hand (docs/mcr.md): one item per fan (rule M1-M81)."""

    mahjong: bool = Field(description="reaches the 8-fan minimum")
    fans: int = Field(description="the total the minimum reads: flowers not counted")
    score: int = Field(description="the hand's total, flowers included")
    items: list[Item]


class RiichiDrawSeat(Open):
    """A riichi exhaustive draw: who was ready (each seat, no value)."""

    tenpai: bool


# A TypedDict, because "from" is a Python keyword and an alias would need by_alias everywhere.
Transfer = with_config(ConfigDict(extra="allow"))(
    TypedDict("Transfer", {"from": Seat, "to": Seat, "amount": int, "rule": str})
)


class PenaltyAnswer(Open):
    type: str
    offender: Seat | None = None
    applied: bool
    rule: str | None = None
    why: str | None = None
    checked: bool | None = Field(
        default=None, description="true: verified from the tiles; false: applied as claimed"
    )


class ScoreAnswer(Open):
    """One hand scored: the contract's output, unchanged. A hand scored for the winner alone
    (fewer than four seats) has only `ruleset` and `hands`."""

    ruleset: str
    hands: dict[Seat, ClassicalHand | RiichiHand | McrHand | RiichiDrawSeat]
    payments: dict[Seat, int] | None = Field(default=None, description="net; sums to zero")
    transfers: list[Transfer] | None = None
    penalties: list[PenaltyAnswer] | None = None
    east_keeps_deal: bool | None = Field(
        default=None, description="classical rulesets; mcr: always false"
    )
    dealer_keeps: bool | None = Field(default=None, description="riichi (renchan)")


# A club game's answers (a table of a club night).


class HandAnswer(Schema):
    number: int
    version: int
    prevailing_wind: Seat
    winner: Seat | None
    win_source: str | None
    drawn: bool
    entry: str = Field(description="tiles, sets or scores")
    east_keeps_deal: bool
    players: dict[Seat, int] = Field(description="seat -> player id")
    payments: dict[Seat, int]
    input: dict[str, Any] = Field(description="the contract document as scored")
    output: ScoreAnswer | dict[str, Any] = Field(
        description="the contract's answer (empty for a deleted hand scored before answers were kept)"
    )
    deleted: bool
    url: str


class NextDeal(Schema):
    number: int
    prevailing_wind: Seat
    seats: dict[Seat, int] = Field(description="seat -> player id")


class SessionAnswer(Schema):
    id: int
    club: str = Field(description="the club's slug")
    title: str
    date: str = Field(description="ISO 8601 date")
    ruleset: str
    ruleset_version: int
    options: dict[str, Any]
    house_rules: dict[str, Any] | None = Field(
        default=None,
        description="the club's house rules the session plays by: the contract's house_rules "
        "(docs/house-rules.md), its id and version included; null for the book",
    )
    length: str
    hand_limit: int | None
    entry_depth: str
    seats: dict[Seat, int] = Field(description="the starting seats: seat -> player id")
    hands: list[HandAnswer]
    totals: dict[str, int] = Field(description="player id -> total")
    next: NextDeal | None = Field(description="the hand to record next; null when finished")
    finished: bool
    url: str


# 409: what the request was based on no longer holds; the answer carries both versions.


class SeatRow(Schema):
    """A seat of a history row: its player by id (the API names players by id only)."""

    player: int
    score: int
    payment: int


class HandSnapshot(Schema):
    """A stored hand as a history row keeps it (Hand.snapshot): the deal and each seat's
    player, score and payment."""

    number: int
    version: int
    deleted: bool
    prevailing_wind: Seat
    east_index: int = Field(description="which starting seat deals: 0 E, 1 S, 2 W, 3 N")
    hands_in_wind: int
    winner: Seat | None
    input: dict[str, Any]
    payments: dict[Seat, int]
    seats: dict[Seat, SeatRow]


class SeatedSnapshot(HandSnapshot):
    """A stored hand with its seats as player ids (seat -> player id)."""

    seats: dict[Seat, int] = Field(description="seat -> player id")  # type: ignore[assignment]


class Change(Schema):
    version: int
    action: str
    user: str | None
    at: str = Field(description="ISO 8601 time")
    reason: str


class StaleHand(Schema):
    """base_version is not the hand's version: the hand as it is now and every change since."""

    error: str
    field: Literal["base_version"]
    current: HandSnapshot
    changes: list[Change]


class YourHand(Schema):
    number: int
    seats: dict[Seat, int] | None
    hand: Any = Field(description="the hand as you sent it")


class DealTakenAnswer(Schema):
    """The hand's number or seats no longer hold: what you sent, what was recorded in its
    place (or null), and the deal that is next now."""

    error: str
    field: Literal["number"]
    number: int
    next_number: int
    yours: YourHand
    theirs: SeatedSnapshot | None
    next: NextDeal | None = Field(description="the hand to record next now; null when finished")


class KeyReusedAnswer(Schema):
    """A submission_key sent again with another body: the hand it first recorded stands."""

    error: str
    field: Literal["submission_key"]
    theirs: SeatedSnapshot
