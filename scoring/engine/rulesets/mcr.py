"""Mahjong Competition Rules (MCR, Chinese Official, as the EMA plays them): fans from the
PyMahjongGB calculator or listed by the table, the 8-fan minimum, settlement and the false
mah-jong penalty. See docs/mcr.md.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..answer import Answer, Settlement, Transfer
from ..errors import ContractError
from ..mcr.document import ENTRIES, McrHand, read
from ..mcr.lines import FanLine, McrScore, Unlisted
from ..mcr.value import (
    MINIMUM,
    Counted,
    check_won_as_listed,
    counted_fans,
    listed_fans,
    qualifying,
    total,
)
from ..messages import Message, and_then, english
from ..penalties.base import Check
from ..tiles import SEATS
from ..vocabulary import RULESET_NAMES
from ..vocabulary import gettext_noop as _
from . import Option, Ruleset, register

BASE = 8  # every loser pays the winner 8 points

# The rule ids beside the fans' M1-M81 (catalogue/mcr.py states them).
RULE_MINIMUM = "M-minimum"
RULE_DISCARD = "M-discard"
RULE_SELF_DRAWN = "M-self-drawn"
RULE_DRAWN = "M-drawn"
RULE_FALSE_MAHJONG = "M-false-mahjong"
RULE_GAME = "M-game"
RULE_ENTERED = "entered"
RULE_LISTED = "M-listed"

OPTIONS = (
    Option(
        "false_mahjong_penalty",
        30,
        "points a false mah-jong costs the offender, paid in equal shares to the other three "
        "(30, 10 to each, as the 2006 championship's exercises answer it; the EMA's own figure "
        "is not verified: docs/mcr.md)",
        minimum=0,
    ),
)

# The game as MCR plays it (docs/mcr.md "The game"): the web reads it from `extra`.
GAME = {
    "rounds": ["E", "S", "W", "N"],  # the prevailing wind of each round, in order
    "hands_per_round": 4,
    "hands": 16,
    "deal_passes": "every_hand",  # whatever the result, the next seat deals
    "rule": RULE_GAME,
}


def answer(document: dict[str, Any]) -> Answer:
    """The winner's `McrScore` (a `FanLine` per fan), the false mah-jong penalties and the
    `McrSettlement`."""
    entry = MCR.entry_of(document)
    options = MCR.resolve_options(document.get("options"))
    if options["false_mahjong_penalty"] % 3:
        raise ContractError(
            Message(_("the false mah-jong penalty is paid in three equal shares: a multiple of 3")),
            "options.false_mahjong_penalty",
        )
    return _settle(read(document, entry, options))


@dataclass
class FalseMahjong:
    """A false mah-jong (claimed, or a win under the 8-fan minimum, its one check): the
    offender pays `amount`, a third to each other player."""

    offender: str
    amount: int
    why: Message
    checks: list[Check] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "type": "false_mahjong",
            "offender": self.offender,
            "applied": True,
            "rule": RULE_FALSE_MAHJONG,
            "why": self.why.english(),
            # claimed: applied as claimed; found under the minimum: checked from the fans
            "checked": bool(self.checks),
            "checks": [
                {"rule": c.rule, "condition": english(c.condition), "holds": c.holds}
                for c in self.checks
            ],
            "amount": self.amount,
        }

    def messages(self) -> Iterator[Message]:
        yield self.why
        for check in self.checks:
            yield check.condition


@dataclass
class McrSettlement(Settlement):
    drawn: bool

    def outcome(self) -> dict[str, Any]:
        # the deal passes after every hand (GAME)
        return {"drawn": self.drawn, "east_keeps_deal": False}


def _fans_of(hand: McrHand) -> list[Counted] | None:
    """The winner's fans at the tiles or fans depth; None at the scores depth."""
    seat = hand.winner
    player = hand.players[seat]
    if hand.entry == "tiles":
        if player.fans is not None:
            raise ContractError(
                Message(_("at the tiles depth the calculator counts the fans")),
                f"players.{seat}.fans",
            )
        return counted_fans(hand)
    if hand.entry == "fans":
        if player.fans is None:
            raise ContractError(
                Message(_("the fans depth needs the winner's fans")), f"players.{seat}.fans"
            )
        fans = listed_fans(
            player.fans, f"players.{seat}.fans", two_winds=seat != hand.prevailing_wind
        )
        check_won_as_listed(player.fans, hand.win.source, f"players.{seat}.fans")
        if player.bonus and len(player.bonus) != sum(c.count for c in fans if c.fan.number == 81):
            raise ContractError(
                Message(
                    _("%(n)s flowers are given: list fan 81 as many times"), n=len(player.bonus)
                ),
                f"players.{seat}.fans",
            )
        return fans
    if player.score is None:
        raise ContractError(
            Message(_("the scores depth needs the winner's score")), f"players.{seat}.score"
        )
    if player.fans is not None:
        check_won_as_listed(player.fans, hand.win.source, f"players.{seat}.fans")
    return None


def _spread(counts: Counter[int]) -> list[int]:
    """Fan numbers as a fans list writes them: a fan once for each time it counts."""
    return [n for n in sorted(counts) for _ in range(counts[n])]


def _unlike_the_tiles(listed: list[Counted], found: list[Counted]) -> Unlisted | None:
    """The warning when the fans listed are not the fans the calculator counts in the tiles
    given beside them (docs/mcr.md "Fans and tiles"): the listed fans are scored, the table
    corrects its list if the tiles are right."""
    mine = Counter({c.fan.number: c.count for c in listed})
    theirs = Counter({c.fan.number: c.count for c in found})
    not_found, not_listed = _spread(mine - theirs), _spread(theirs - mine)
    if not not_found and not not_listed:
        return None
    found_total = total(found)
    parts = []
    if not_found:
        parts.append(
            Message(_("listed, not in the tiles: %(fans1)s"), fans1=", ".join(map(str, not_found)))
        )
    if not_listed:
        parts.append(
            Message(_("in the tiles, not listed: %(fans2)s"), fans2=", ".join(map(str, not_listed)))
        )
    parts.append(
        Message(
            _("the tiles score %(number1)s where the list scores %(number2)s"),
            number1=found_total,
            number2=total(listed),
        )
    )
    what = parts[0]
    for part in parts[1:]:
        what = and_then(what, part)
    return Unlisted(RULE_LISTED, what, not_found, not_listed, found_total)


def _settle(hand: McrHand) -> Answer:
    # A false mah-jong costs its penalty and the hand goes on (the offender may not win it):
    # each claimed one is paid beside whatever ended the hand.
    transfers: list[dict[str, Any]] = []
    penalties: list[FalseMahjong] = []
    for i, claim in enumerate(hand.penalties):
        offender = claim["offender"]
        if offender == hand.winner:
            raise ContractError(
                Message(_("a player whose mah-jong was false may not win the hand")),
                f"penalties.{i}.offender",
            )
        transfers += _penalty_transfers(hand, offender)
        penalties.append(_penalty(hand, offender, []))
    if hand.winner is None:
        return _result({}, transfers, penalties, drawn=True)
    seat = hand.winner
    fans = _fans_of(hand)
    if fans is None:
        value = hand.players[seat].score
        counted = value
        items = [FanLine(RULE_ENTERED, Message(_("entered")), value)]
    else:
        value, counted = total(fans), qualifying(fans)
        items = [FanLine.of(c) for c in fans]
    warnings = []
    if hand.entry == "fans" and hand.players[seat].given:
        warning = _unlike_the_tiles(fans, counted_fans(hand))
        if warning:
            warnings.append(warning)
    scored = McrScore(counted >= MINIMUM, counted, value, items, warnings)
    if counted < MINIMUM:
        check = Check(
            Message(
                _("%(number1)s fans without flowers, under the minimum of %(number2)s"),
                number1=counted,
                number2=MINIMUM,
            ),
            True,
            RULE_MINIMUM,
        )
        transfers += _penalty_transfers(hand, seat)
        penalties.append(_penalty(hand, seat, [check]))
        return _result({seat: scored}, transfers, penalties)
    return _result({seat: scored}, transfers + _win_transfers(hand, value), penalties)


def _win_transfers(hand: McrHand, value: int) -> list[dict[str, Any]]:
    seat, win = hand.winner, hand.win
    transfers = []
    for payer in SEATS:
        if payer == seat:
            continue
        if win.self_drawn:
            transfers.append(_transfer(payer, seat, BASE + value, RULE_SELF_DRAWN))
        else:
            amount = BASE + value if payer == win.discarder else BASE
            transfers.append(_transfer(payer, seat, amount, RULE_DISCARD))
    return transfers


def _transfer(payer: str, payee: str, amount: int, rule: str) -> dict[str, Any]:
    return {"from": payer, "to": payee, "amount": amount, "rule": rule}


def _penalty_transfers(hand: McrHand, offender: str) -> list[dict[str, Any]]:
    share = hand.options["false_mahjong_penalty"] // 3
    return [
        _transfer(offender, seat, share, RULE_FALSE_MAHJONG) for seat in SEATS if seat != offender
    ]


def _penalty(hand: McrHand, offender: str, checks: list[Check]) -> FalseMahjong:
    amount = hand.options["false_mahjong_penalty"]
    why = Message(
        _("%(seat1)s pays %(number1)s points, %(number2)s to each other player"),
        seat1=offender,
        number1=amount,
        number2=amount // 3,
    )
    if checks:
        why = and_then(checks[0].condition, why)
    return FalseMahjong(offender, amount, why, checks)


def _result(hands, transfers, penalties, drawn: bool = False) -> Answer:
    payments = {seat: 0 for seat in SEATS}
    for t in transfers:
        payments[t["from"]] -= t["amount"]
        payments[t["to"]] += t["amount"]
    assert sum(payments.values()) == 0
    settlement = McrSettlement(payments, [Transfer.of(t) for t in transfers], drawn)
    return Answer("mcr", hands=hands, penalties=penalties, settlement=settlement)


MCR = register(
    Ruleset(
        id="mcr",
        # 2 (28 Nov 2026): a listed win fan (M44-M47, M56, M80) must agree with win.source,
        # which the payment follows; a robbed kong or the last tile of its kind needing a
        # fifth copy of the tile is refused; Knitted Straight with All Chows is accepted as a
        # list
        version=2,
        name=RULESET_NAMES["mcr"],
        source=(
            "Mahjong Competition Rules (World Mahjong Organization, as the EMA publishes them); "
            "fans counted by the PyMahjongGB calculator"
        ),
        options=OPTIONS,
        answer=answer,
        entries=ENTRIES,
        description=(
            "MCR hands: 81 fans counted from the tiles or listed by the table, the 8-fan "
            "minimum, 8 points from each loser plus the hand's fans from the discarder (from "
            "all three when self-drawn), and the false mah-jong penalty."
        ),
        extra={"game": GAME},
    )
)
