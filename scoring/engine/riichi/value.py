"""A winning hand's han, fu, yaku and points, from the `mahjong` package (PyPI, 2.x).

ClubScore only translates: contract tiles and calls into the package's 136-tile numbers and
`Meld`s, the document's flags into a `HandConfig`; the package finds the yaku and the fu.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from mahjong.constants import EAST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.hand_calculating.scores import ScoresCalculator
from mahjong.hand_calculating.yaku_config import YakuConfig
from mahjong.meld import Meld
from mahjong.shanten import Shanten
from mahjong.utils import plus_dora

from ..errors import ContractError
from ..messages import Message
from ..tiles import SEATS
from ..vocabulary import gettext_noop as _
from .document import Player, RiichiHand
from .fu import FU, FU_ALIASES, FU_WHAT
from .lines import Line, fu_line, yaku_line
from .tiles import Allocator, index34, is_red
from .yaku import YAKU, key_for

# mahjong 2.x takes the ura-dora indicators apart and reports ura-dora as its own item; 1.4
# counted them with the dora and ClubScore told them apart itself. Both are kept so that
# scripts/riichi_corpus.py can compare the two versions' answers.
SEPARATE_URA = hasattr(YakuConfig(), "ura_dora")

_MELD_TYPES = {
    "chi": Meld.CHI,
    "pon": Meld.PON,
    "kan": Meld.KAN,
    "ankan": Meld.KAN,
    "shouminkan": Meld.SHOUMINKAN,
}
_FLAG_FIELDS = {
    "ippatsu": "is_ippatsu",
    "rinshan": "is_rinshan",
    "chankan": "is_chankan",
    "haitei": "is_haitei",
    "houtei": "is_houtei",
    "double_riichi": "is_daburu_riichi",
    "tenhou": "is_tenhou",
    "chiihou": "is_chiihou",
    "renhou": "is_renhou",
}
# The package's errors, said in the document's words, with the field to correct.
_ERRORS = {
    HandCalculator.ERR_HAND_NOT_WINNING: (
        Message(_("the hand is not complete with the winning tile")),
        "closed",
    ),
    HandCalculator.ERR_NO_YAKU: (Message(_("the hand has no yaku, so it cannot win")), "winner"),
    HandCalculator.ERR_NO_WINNING_TILE: (
        Message(_("the winning tile is not in the hand")),
        "win.tile",
    ),
}


@dataclass
class HandValue:
    han: int
    fu: int
    yaku: list[tuple[str, int]]  # (name, han)
    level: str  # mangan, haneman, ..., yakuman; "" below mangan
    ron: int  # what a ron pays (the discarder's share)
    tsumo_dealer: int  # on a non-dealer tsumo, the dealer's share
    tsumo_other: int  # on a tsumo, each non-dealer's share (each share on a dealer tsumo)
    yaku_ids: set[str] = field(default_factory=set)
    items: list[Line] = field(default_factory=list)  # one per yaku and dora kind, with rule id
    fu_items: list[Line] = field(default_factory=list)  # the fu breakdown, with rule ids

    @property
    def is_yakuman(self) -> bool:
        return "yakuman" in self.level


def _optional_rules(options: dict, has_red: bool) -> OptionalRules:
    return OptionalRules(
        has_open_tanyao=options["open_tanyao"],
        has_aka_dora=has_red and options["red_fives"],
        has_double_yakuman=options["double_yakuman"],
        kazoe_limit=(
            HandConstants.KAZOE_LIMITED
            if options["kazoe"] == "yakuman"
            else HandConstants.KAZOE_SANBAIMAN
        ),
        kiriage=options["kiriage"],
        renhou_as_yakuman=options["renhou"] == "yakuman",
    )


def hand_value(hand: RiichiHand, *, as_tsumo: bool | None = None) -> HandValue:
    """The winner's hand value. `as_tsumo` scores a ron as a tsumo or the reverse (R8)."""
    seat = hand.winner
    player = hand.players[seat]
    win = hand.win
    tsumo = win.source == "tsumo" if as_tsumo is None else as_tsumo
    has_red = any(
        is_red(t)
        for p in hand.players.values()
        for t in [*p.closed, *(x for c in p.calls for x in c.tiles)]
    ) or is_red(win.tile)

    allocator = Allocator()
    closed = list(player.closed)
    if len(closed) % 3 == 1:
        closed.append(win.tile)
    closed_136 = allocator.take_all(closed)
    win_136 = next(n for n, code in zip(closed_136, closed, strict=True) if code == win.tile)
    melds = []
    meld_136: list[int] = []
    for call in player.calls:
        numbers = allocator.take_all(list(call.tiles))
        meld_136 += numbers
        melds.append(
            Meld(
                _MELD_TYPES[call.kind],
                numbers,
                opened=call.kind != "ankan",
                who=SEATS.index(seat),
                from_who=SEATS.index(call.source) if call.source else None,
            )
        )
    dora = [index34(t) * 4 for t in win.dora_indicators]
    ura = [index34(t) * 4 for t in win.ura_dora_indicators]
    options = hand.options
    config = HandConfig(
        is_tsumo=tsumo,
        is_riichi=player.riichi,
        player_wind=EAST + SEATS.index(hand.seat_wind(seat)),
        round_wind=EAST + SEATS.index(hand.round_wind),
        options=_optional_rules(options, has_red),
        **{name: win.flags[flag] for flag, name in _FLAG_FIELDS.items()},
    )
    all_136 = closed_136 + meld_136
    if SEPARATE_URA:
        indicators = {"dora_indicators": dora, "ura_dora_indicators": ura}
    else:
        indicators = {"dora_indicators": dora + ura}
    result = HandCalculator().estimate_hand_value(
        all_136, win_136, melds=melds, config=config, **indicators
    )
    if result.error:
        message, where = _ERRORS.get(result.error, (result.error.replace("_", " "), "win"))
        if where == "closed":
            where = f"players.{seat}.closed"
        elif where == "win":
            # The package's other refusals name the flag first: tenhou_..., rinshan_without_...
            first = result.error.split("_")[0]
            flag = {"daburu": "double_riichi", "open": None}.get(first, first)
            where = f"win.{flag}" if flag in _FLAG_FIELDS else f"players.{seat}.riichi"
        raise ContractError(message, where)

    items, ids = _yaku_items(result, config, all_136, ura, hand, seat)
    yaku = [(item.what.english(), item.han) for item in items]
    han, fu, cost = result.han, result.fu, result.cost
    if any(y.is_yakuman for y in result.yaku) and han > 13 and not options["double_yakuman"]:
        # EMA: yakuman are not cumulative; a hand is worth one yakuman at most.
        han = 13
        cost = ScoresCalculator().calculate_scores(13, fu, config, True)
    dealer = hand.seat_wind(seat) == "E"
    if tsumo:
        tsumo_dealer = 0 if dealer else cost["main"]
        tsumo_other = cost["additional"]
        ron_value = 0
    else:
        tsumo_dealer = tsumo_other = 0
        ron_value = cost["main"]
    return HandValue(
        han=han,
        fu=fu,
        yaku=yaku,
        level=cost["yaku_level"],
        ron=ron_value,
        tsumo_dealer=tsumo_dealer,
        tsumo_other=tsumo_other,
        yaku_ids=ids,
        items=items,
        fu_items=_fu_items(result, tsumo),
    )


def _yaku_items(result, config, all_136, ura, hand, seat) -> tuple[list[Line], set[str]]:
    """One item per yaku (and per kind of dora) with its rule id and han, in the package's
    order; the han are the ones this hand gets (open or closed)."""
    items: list[Line] = []
    ids = set()
    # By the package's number for each yaku (`yaku_id`), not by which object it hands back.
    names = {v.yaku_id: k for k, v in vars(config.yaku).items() if hasattr(v, "yaku_id")}
    for found in result.yaku:
        package_key = names.get(found.yaku_id, found.name)
        ids.add(package_key)
        key = key_for(package_key)
        han = found.han_open if result.is_open_hand and found.han_open else found.han_closed
        if key == "dora" and not SEPARATE_URA:
            # The package counts dora and ura-dora together; say which is which.
            ura_count = sum(plus_dora(t, ura) for t in all_136)
            if han - ura_count:
                items.append(_item("dora", han - ura_count, found.name))
            if ura_count:
                items.append(_item("ura-dora", ura_count, "Ura Dora"))
            continue
        item = _item(key, han, found.name)
        if key == "seat-wind":
            item = replace(item, wind=hand.seat_wind(seat))
        elif key == "round-wind":
            item = replace(item, wind=hand.round_wind)
        items.append(item)
    # Dora last, in one order whichever way the package lists them.
    order = {"Y-dora": 1, "Y-ura-dora": 2, "Y-aka-dora": 3}
    items.sort(key=lambda item: order.get(item.rule, 0))
    return items, ids


def _item(key: str, han: int, package_name: str) -> Line:
    known = YAKU.get(key)
    name = known.contract if known else package_name
    return yaku_line(f"Y-{key}", name, han, han // 13 if known and known.yakuman else None)


def _fu_items(result, tsumo: bool) -> list[Line]:
    """The fu breakdown as the package found it, a closed ron's 30 base told as 20 + 10."""
    details = list(result.fu_details or [])
    if not details:
        return []
    items = []
    for detail in details:
        reason, fu = detail["reason"], detail["fu"]
        if reason == "base" and fu == 25:
            reason = "chiitoitsu"
        if reason == "base" and fu == 30:
            items.append(_fu_item("base", 20))
            items.append(_fu_item("closed_ron", 10))
            continue
        items.append(_fu_item(reason, fu))
    total = sum(i.fu for i in items)
    if result.fu and total < result.fu:
        items.append(fu_line("fu-rounding", FU_WHAT["rounding"], result.fu - total))
    return items


def _fu_item(reason: str, fu: int) -> Line:
    rule = FU.get(FU_ALIASES.get(reason, reason), ("fu-" + reason.replace("_", "-"),))[0]
    return fu_line(rule, FU_WHAT.get(reason, reason.replace("_", " ")), fu)


def is_tenpai(player: Player) -> bool:
    """One tile from a complete hand (the package's shanten 0), from the closed tiles."""
    tiles_34 = [0] * 34
    for code in player.closed:
        tiles_34[index34(code)] += 1
    plain = not player.calls
    return Shanten().calculate_shanten(tiles_34, use_chiitoitsu=plain, use_kokushi=plain) == 0
