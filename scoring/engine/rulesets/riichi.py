"""Japanese riichi (seed 004): hand values from the `mahjong` package, the game around them
(payments, honba, riichi sticks, draws, chombo, dealer rotation) and the seed's
responsibility payments (pao, R1-R9). See docs/riichi.md.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..answer import Answer, Transfer
from ..errors import ContractError
from ..messages import Message, and_then
from ..riichi import payments as pay
from ..riichi.document import RiichiHand, read
from ..riichi.fu import limit_rule
from ..riichi.game import ROUNDS, RiichiDeal, next_deal
from ..riichi.lines import Line, RiichiScore, Tenpai, limit_line
from ..riichi.pao import RULE_IDS, find_pao
from ..riichi.settlement import Chombo, RiichiSettlement
from ..riichi.value import hand_value, is_tenpai
from ..tiles import SEATS
from ..vocabulary import RULESET_NAMES
from ..vocabulary import gettext_noop as _
from . import Option, Ruleset, register

EMA_UMA = [15000, 5000, -5000, -15000]
CHOMBO_EMA = 20000

OPTIONS = (
    Option("start_points", 30000, "points each player starts with (EMA: 30,000)", minimum=1),
    Option(
        "uma",
        EMA_UMA,
        "uma for 1st-4th place, added to the final score (EMA: +15,000/+5,000/-5,000/-15,000)",
        list,
    ),
    Option(
        "oka",
        0,
        "bonus for first place paid out of the return points (EMA: 0); "
        "the return points are start_points + oka/4",
    ),
    Option(
        "chombo",
        "ema",
        '"ema": 20,000 points deducted from the offender\'s final score; '
        '"mangan": a reversed mangan paid to the other players at once',
        str,
    ),
    Option("chombo_points", CHOMBO_EMA, "the EMA chombo deduction"),
    Option("kiriage", False, "round 4 han 30 fu and 3 han 60 fu up to mangan", bool),
    Option("open_tanyao", True, "tanyao counts in an open hand (kuitan; EMA 2016: yes)", bool),
    Option("red_fives", True, "red fives (0c 0d 0b) count one dora each", bool),
    Option(
        "double_yakuman",
        False,
        "yakuman add up and the package's double yakuman count double "
        "(EMA: yakuman are not cumulative)",
        bool,
        interpretation=True,
    ),
    Option(
        "kazoe",
        "yakuman",
        '13 or more han without a yakuman: "yakuman" (kazoe yakuman) or "sanbaiman"',
        str,
        interpretation=True,
    ),
    Option(
        "renhou",
        "mangan",
        'renhou (ron before one\'s first draw): "mangan" (the package\'s 5 han) or "yakuman"',
        str,
        interpretation=True,
    ),
    Option(
        "game_length", "hanchan", '"hanchan" (East and South rounds) or "tonpuusen" (East)', str
    ),
)
CHOICES = {
    "chombo": ("ema", "mangan"),
    "kazoe": ("yakuman", "sanbaiman"),
    "renhou": ("mangan", "yakuman"),
    "game_length": tuple(ROUNDS),
}
# Declared on the options too, so that forms offer them as choices.
OPTIONS = tuple(replace(o, choices=CHOICES.get(o.name, ())) for o in OPTIONS)


def _options(document: dict[str, Any]) -> dict[str, Any]:
    options = RIICHI.resolve_options(document.get("options"))
    for name, allowed in CHOICES.items():
        if options[name] not in allowed:
            raise ContractError(
                Message(_("%(name)s is one of %(allowed)s"), name=name, allowed=", ".join(allowed)),
                f"options.{name}",
            )
    uma = options["uma"]
    if len(uma) != 4 or not all(isinstance(u, int) and not isinstance(u, bool) for u in uma):
        raise ContractError(
            Message(_("uma is four whole numbers, 1st to 4th place")), "options.uma"
        )
    if sum(uma) != 0:
        raise ContractError(Message(_("the uma must add up to zero")), "options.uma")
    if options["oka"] % 4:
        raise ContractError(
            Message(_("oka is four times the return points over the start")), "options.oka"
        )
    return options


def _chombo(hand: RiichiHand) -> dict[str, Any] | None:
    claims = [(i, p) for i, p in enumerate(hand.penalties) if p.get("type") == "chombo"]
    if not claims:
        return None
    i, claim = claims[0]
    if len(claims) > 1:
        raise ContractError(Message(_("one chombo ends the hand")), f"penalties.{claims[1][0]}")
    if hand.winner is not None:
        raise ContractError(
            Message(_("a chombo ends the hand without a winner: winner is null")), "winner"
        )
    offender = claim.get("offender")
    if offender not in SEATS:
        raise ContractError(
            Message(_("chombo needs the offender's seat")), f"penalties.{i}.offender"
        )
    unknown = set(claim) - {"type", "offender"}
    if unknown:
        name = sorted(unknown)[0]
        raise ContractError(
            Message(_("unknown chombo field %(name)s"), name=repr(name)), f"penalties.{i}.{name}"
        )
    return {"offender": offender, "index": i}


def answer(document: dict[str, Any]) -> Answer:
    """Each seat's `RiichiScore` (its yaku, fu and limit lines) or `Tenpai`, the pao or chombo
    decided and the `RiichiSettlement`."""
    options = _options(document)
    hand = read(document, options)
    deal = RiichiDeal(hand.round_wind, hand.dealer, hand.honba, hand.riichi_sticks)
    chombo = _chombo(hand)
    if chombo:
        return _settle_chombo(hand, deal, chombo)
    if hand.winner is None:
        return _settle_draw(hand, deal)
    return _settle_win(hand, deal)


def _declared(hand: RiichiHand) -> list[str]:
    return [seat for seat in SEATS if hand.players[seat].riichi]


def _result(
    hand, deal, hands, transfers, penalties, dealer_keeps, honba, sticks, adjustments=None
) -> Answer:
    payments = pay.net(transfers)
    table_gain = sum(t["amount"] for t in transfers if t["to"] == pay.TABLE) - sum(
        t["amount"] for t in transfers if t["from"] == pay.TABLE
    )
    assert sum(payments.values()) + table_gain == 0
    following = next_deal(
        deal,
        dealer_keeps=dealer_keeps,
        honba=honba,
        riichi_sticks=sticks,
        game_length=hand.options["game_length"],
    )
    settlement = RiichiSettlement(
        payments,
        [Transfer.of(t) for t in transfers],
        dealer_keeps=dealer_keeps,
        riichi_sticks_left=sticks,
        next=following,
        score_adjustments=adjustments,
    )
    return Answer("riichi", hands=hands, penalties=penalties, settlement=settlement)


def _settle_win(hand: RiichiHand, deal: RiichiDeal) -> Answer:
    winner, win = hand.winner, hand.win
    value = hand_value(hand)
    penalties = find_pao(hand, value)
    applied = [p for p in penalties if p.applied]
    settled = min(applied, key=lambda p: RULE_IDS.index(p.rule)) if applied else None
    if settled:
        settled.settled = True
    responsible = settled.responsible if settled else None
    rule = settled.rule if settled else None

    transfers = pay.riichi_deposits(_declared(hand))
    dealer = hand.dealer
    if win.source == "tsumo":
        points = value.tsumo_dealer + value.tsumo_other * (3 if winner == dealer else 2)
        owed = pay.tsumo_transfers(
            winner, dealer, value.tsumo_dealer, value.tsumo_other, hand.honba
        )
        if responsible:
            owed = pay.pao_tsumo(owed, winner, responsible, rule)
    else:
        points = value.ron
        owed = pay.ron_transfers(winner, win.discarder, points, hand.honba, responsible, rule)
    transfers += owed
    transfers += pay.collect_sticks(winner, hand.riichi_sticks + len(_declared(hand)))
    hands = {
        winner: RiichiScore(
            han=value.han,
            fu=value.fu,
            level=value.level,
            points=points,
            items=value.items + _limit_items(value),
            fu_items=value.fu_items,
        )
    }
    keeps = winner == dealer
    honba = hand.honba + 1 if keeps else 0
    return _result(hand, deal, hands, transfers, penalties, keeps, honba, 0)


def _limit_items(value) -> list[Line]:
    """The limit the hand reached (mangan ... yakuman), as an item citing its rule."""
    rule = limit_rule(value.level)
    if not rule:
        return []
    return [limit_line(rule, value.level)]


def _settle_draw(hand: RiichiHand, deal: RiichiDeal) -> Answer:
    tenpai = []
    for seat in SEATS:
        player = hand.players[seat]
        if player.riichi and player.tenpai is False:
            raise ContractError(
                Message(
                    _("a player in riichi who is noten at the draw is a chombo: record it as one")
                ),
                f"players.{seat}.tenpai",
            )
        if player.tenpai or player.riichi:
            tenpai.append(seat)
            if player.closed:
                _check_tenpai(player)
    transfers = pay.riichi_deposits(_declared(hand)) + pay.noten_transfers(tenpai)
    hands = {seat: Tenpai(seat in tenpai) for seat in SEATS}
    sticks = hand.riichi_sticks + len(_declared(hand))
    keeps = hand.dealer in tenpai
    return _result(hand, deal, hands, transfers, [], keeps, hand.honba + 1, sticks)


def _check_tenpai(player) -> None:
    field_name = f"players.{player.seat}.closed"
    expected = 13 - 3 * len(player.calls)
    if len(player.closed) != expected:
        raise ContractError(
            Message(
                _("with %(calls)s call(s) a waiting hand holds %(expected)s closed tiles"),
                calls=len(player.calls),
                expected=expected,
            ),
            field_name,
        )
    if not is_tenpai(player):
        raise ContractError(
            Message(_("%(seat)s's closed tiles are not one tile from mah-jong"), seat=player.seat),
            field_name,
        )


_REPLAYED = Message(_("the hand is replayed"))


def _settle_chombo(hand: RiichiHand, deal: RiichiDeal, chombo: dict) -> Answer:
    offender = chombo["offender"]
    if hand.options["chombo"] == "mangan":
        transfers = pay.chombo_mangan(offender, hand.dealer)
        why = and_then(Message(_("%(seat1)s pays a reversed mangan"), seat1=offender), _REPLAYED)
        entry, adjustments = Chombo(offender, why), None
    else:
        transfers = []
        amount = hand.options["chombo_points"]
        why = and_then(
            Message(
                _("%(number1)s points deducted from %(seat1)s's final score"),
                number1=amount,
                seat1=offender,
            ),
            _REPLAYED,
        )
        entry, adjustments = Chombo(offender, why, amount), {offender: -amount}
    # A replayed hand: riichi declared in it is taken back, no counter is added.
    return _result(
        hand, deal, {}, transfers, [entry], True, hand.honba, hand.riichi_sticks, adjustments
    )


RIICHI = register(
    Ruleset(
        id="riichi",
        # 2 (23 Nov 2026): a pao transfer cites its situation (R1-R9), the catalogue's id, not
        # "pao-R1"
        # 3 (26 Nov 2026): a dora indicator is no visible copy for R7/R9 (seed 004 names the
        # discards and the called tiles)
        version=3,
        name=RULESET_NAMES["riichi"],
        source="seed 004 (French): responsibility payments; values from the mahjong package",
        options=OPTIONS,
        answer=answer,
        description=(
            "Riichi hands valued by the mahjong package (han, fu, yaku), with ron/tsumo "
            "payments, honba, riichi sticks, tenpai payments, chombo and pao R1-R9."
        ),
    )
)
