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


# The contract's answer (shared/contract.md, Output and Riichi hands; docs/mcr.md), one schema
# per ruleset, told apart by `ruleset`: what scoring.engine.answer.Answer.to_json() writes.


class Open(BaseModel):
    """A contract object: named keys checked, other keys kept as the engine gave them (a
    plain pydantic model: ninja's Schema reads attributes and would drop them)."""

    model_config = ConfigDict(extra="allow")


class Item(Open):
    rule: str = Field(description="the rule that gave it (e.g. 115a, Y-riichi, fu-base, M39)")
    what: str = Field(description="the English sentence the contract keeps")
    points: int | None = None
    doubles: int | None = None
    limit: bool | None = None


class ClassicalHand(Open):
    mahjong: bool
    basic: int
    doubles: int
    score: int = Field(description="after doubles and after the limit")
    limit: bool = Field(description="capped, or a limit hand")
    items: list[Item]
    warnings: list[Item] | None = Field(
        default=None, description="what would score if declared (rule 114)"
    )


class RiichiLine(Open):
    """A yaku (han; yakuman: how many; wind: a wind yaku's wind), a fu, or the limit reached."""

    rule: str
    what: str
    han: int | None = None
    yakuman: int | None = None
    wind: str | None = None
    fu: int | None = None
    limit: bool | None = None


class YakuHan(Open):
    name: str
    han: int | None


class RiichiHand(Open):
    han: int
    fu: int
    yaku: list[str]
    yaku_han: list[YakuHan]
    level: str = Field(description="the package's limit level (mangan ... yakuman), or empty")
    points: int = Field(description="the hand's value before honba and riichi sticks")
    items: list[RiichiLine]
    fu_items: list[RiichiLine]


class RiichiDrawSeat(Open):
    """A riichi exhaustive draw: who was ready (each seat, no value)."""

    tenpai: bool


class FanItem(Open):
    """One MCR fan (rule M1-M81, `fan` its number, `count` the times it counts), or the
    total the table entered (rule "entered", no fan)."""

    rule: str
    what: str = Field(description="the fan's English name")
    fan: int | None = None
    count: int | None = None
    points: int


class FansUnlikeTiles(Open):
    """The fans listed are not those the tiles given beside them score (rule M-listed)."""

    rule: str
    what: str
    listed_not_found: list[int]
    found_not_listed: list[int]
    found_score: int


class McrHand(Open):
    """An MCR winner's hand (docs/mcr.md): one item per fan (rule M1-M81)."""

    mahjong: bool = Field(description="reaches the 8-fan minimum")
    fans: int = Field(description="the total the minimum reads: flowers not counted")
    score: int = Field(description="the hand's total, flowers included")
    items: list[FanItem]
    warnings: list[FansUnlikeTiles] | None = None


# A TypedDict, because "from" is a Python keyword and an alias would need by_alias everywhere.
Transfer = with_config(ConfigDict(extra="allow"))(
    TypedDict("Transfer", {"from": Seat, "to": Seat, "amount": int, "rule": str})
)
# Riichi sticks are deposited on the table and collected from it.
RiichiTransfer = with_config(ConfigDict(extra="allow"))(
    TypedDict(
        "RiichiTransfer",
        {
            "from": Seat | Literal["table"],
            "to": Seat | Literal["table"],
            "amount": int,
            "rule": str,
        },
    )
)


class Check(Open):
    condition: str = Field(description="the English sentence of one condition")
    holds: bool
    rule: str | None = None


class PenaltyAnswer(Open):
    type: str
    offender: Seat | None = None
    applied: bool
    rule: str | None = None
    why: str | None = None
    checked: bool | None = Field(
        default=None, description="true: verified from the tiles; false: applied as claimed"
    )
    checks: list[Check] | None = None


class PaoAnswer(Open):
    """A riichi responsibility payment (R1-R9) the calls show or a claim names."""

    type: Literal["pao"]
    responsible: Seat | None
    offender: Seat | None
    rule: str
    applied: bool
    why: str
    checks: list[Check]
    call: int | None = Field(default=None, description="index of the risky call")
    ruling: Literal["upheld", "rejected"] | None = None
    claim: int | None = Field(default=None, description="index of the claim in penalties")
    settled: bool | None = Field(default=None, description="the pao the payments follow")
    checked: bool


class ChomboAnswer(Open):
    type: Literal["chombo"]
    offender: Seat
    applied: bool
    rule: str
    amount: int | None = Field(default=None, description="EMA: off the final score")
    why: str
    checked: bool


class FalseMahjongAnswer(Open):
    """An MCR false mah-jong: claimed (no check) or a win under the 8-fan minimum."""

    type: Literal["false_mahjong"]
    offender: Seat
    applied: bool
    rule: str
    why: str
    checked: bool
    checks: list[Check]
    amount: int


class RiichiDealAnswer(Open):
    round_wind: Seat
    dealer: Seat
    honba: int
    riichi_sticks: int


class ClassicalAnswer(Open):
    """A classical hand scored: the contract's output, unchanged. A hand scored for the winner
    alone (fewer than four seats) has only `ruleset` and `hands`."""

    ruleset: Literal["millington", "american1920"]
    hands: dict[Seat, ClassicalHand]
    payments: dict[Seat, int] | None = Field(default=None, description="net; sums to zero")
    transfers: list[Transfer] | None = None
    penalties: list[PenaltyAnswer] | None = None
    east_keeps_deal: bool | None = None


class RiichiAnswer(Open):
    """A riichi hand scored (shared/contract.md, Riichi hands): a win, a draw or a chombo."""

    ruleset: Literal["riichi"]
    hands: dict[Seat, RiichiHand | RiichiDrawSeat] = Field(description="empty for a chombo")
    payments: dict[Seat, int] = Field(description="net; sums to minus the table's gain")
    transfers: list[RiichiTransfer]
    penalties: list[PaoAnswer | ChomboAnswer]
    dealer_keeps: bool = Field(description="renchan")
    riichi_sticks_left: int = Field(description="on the table for the next hand")
    next: RiichiDealAnswer | None = Field(description="the next deal; null when the game is over")
    game_over: bool
    score_adjustments: dict[Seat, int] | None = Field(
        default=None, description="EMA chombo: points off the final score"
    )


class McrAnswer(Open):
    """An MCR hand scored (docs/mcr.md): the winner's fans, or a drawn hand (no hands)."""

    ruleset: Literal["mcr"]
    hands: dict[Seat, McrHand]
    payments: dict[Seat, int] = Field(description="net; sums to zero")
    transfers: list[Transfer]
    penalties: list[FalseMahjongAnswer]
    drawn: bool
    east_keeps_deal: bool = Field(description="always false: the deal passes every hand")


ScoreAnswer = ClassicalAnswer | RiichiAnswer | McrAnswer


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
