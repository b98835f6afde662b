"""A winning hand's han, fu, yaku and points, from the `mahjong` package (PyPI, 1.4.x).

ClubScore only translates: contract tiles and calls into the package's 136-tile numbers and
`Meld`s, the document's flags into a `HandConfig`; the package finds the yaku and the fu.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mahjong.constants import EAST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.hand_calculating.scores import ScoresCalculator
from mahjong.meld import Meld
from mahjong.shanten import Shanten
from mahjong.utils import plus_dora

from ..errors import ContractError
from ..tiles import SEATS
from .document import Player, RiichiHand
from .tiles import Allocator, index34, is_red

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
        "the hand is not complete with the winning tile",
        "closed",
    ),
    HandCalculator.ERR_NO_YAKU: ("the hand has no yaku, so it cannot win", "winner"),
    HandCalculator.ERR_NO_WINNING_TILE: ("the winning tile is not in the hand", "win.tile"),
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
    result = HandCalculator().estimate_hand_value(
        all_136, win_136, melds=melds, dora_indicators=dora + ura, config=config
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

    yaku = []
    ids = set()
    names = {id(v): k for k, v in vars(config.yaku).items()}
    ura_count = sum(plus_dora(t, ura) for t in all_136)
    for item in result.yaku:
        key = names.get(id(item), item.name)
        ids.add(key)
        han = item.han_open if result.is_open_hand and item.han_open else item.han_closed
        if key == "dora":
            # The package counts dora and ura-dora together; say which is which.
            if han - ura_count:
                yaku.append(("Dora", han - ura_count))
            if ura_count:
                yaku.append(("Ura Dora", ura_count))
            continue
        yaku.append((item.name, han))

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
    )


def is_tenpai(player: Player) -> bool:
    """One tile from a complete hand (the package's shanten 0), from the closed tiles."""
    tiles_34 = [0] * 34
    for code in player.closed:
        tiles_34[index34(code)] += 1
    plain = not player.calls
    return Shanten().calculate_shanten(tiles_34, use_chiitoitsu=plain, use_kokushi=plain) == 0
