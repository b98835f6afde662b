"""A winning hand's fans: counted by the fan calculator (PyMahjongGB) from the tiles, or
listed by the table and checked against the non-repeat principle (docs/mcr.md)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from MahjongGB import MahjongFanCalculator

from ..errors import ContractError
from ..tiles import SEATS, TILES
from .document import McrHand
from .fans import BY_CHINESE, CHICKEN, FANS, FLOWER, Fan

MINIMUM = 8  # fans a winning hand needs, flowers not counted

# The calculator's names for the three waits, and its "one concealed and one melded kong"
# (5 points), which the WMO book scores as Two Melded Kongs and Concealed Kong (4 + 2). The
# points are the book's (fans.py): its Two Concealed Kongs is 8, the calculator's 6.
CALCULATOR_ALIASES: dict[str, tuple[int, ...]] = {
    "独听・边张": (77,),
    "独听・嵌张": (78,),
    "独听・单钓": (79,),
    "明暗杠": (57, 67),
}

SEVEN_PAIRS, TILE_HOG = 19, 64
SIX_KINDS = frozenset({3, 8})  # All Green, All Terminals: six kinds of tile in all

_SUIT = {"c": "W", "b": "T", "d": "B"}
_HONOUR = {"Ew": "F1", "Sw": "F2", "Ww": "F3", "Nw": "F4", "Rd": "J1", "Gd": "J2", "Wd": "J3"}


@dataclass(frozen=True)
class Counted:
    fan: Fan
    count: int

    @property
    def points(self) -> int:
        return self.fan.points * self.count


def calculator_code(code: str) -> str:
    """The calculator's tile code (W1 characters, T1 bamboo, B1 dots, F1-F4 winds, J1-J3
    dragons red/green/white) for a contract code."""
    return _HONOUR.get(code) or f"{_SUIT[code[1]]}{code[0]}"


def _offer(seat: str, source: str | None) -> int:
    # 1, 2, 3: the player on the left (before), opposite, on the right (after); never 0,
    # which the calculator reads as a concealed kong
    if source is None:
        return 1
    return {3: 1, 2: 2, 1: 3}[(SEATS.index(source) - SEATS.index(seat)) % 4]


def calculator_arguments(hand: McrHand) -> dict:
    """The winner's hand as the calculator's keyword arguments."""
    seat, win = hand.winner, hand.win
    player = hand.players[seat]
    packs = []
    standing = list(player.concealed)
    for meld in player.melds:
        if meld.kind == "kong":
            offer = 0 if meld.concealed else _offer(seat, meld.source)
            packs.append(("GANG", calculator_code(meld.tiles[0]), offer))
        elif meld.concealed:
            standing += meld.tiles
        elif meld.kind == "chow":
            middle = sorted(meld.tiles, key=lambda t: TILES[t].number)[1]
            packs.append(("CHI", calculator_code(middle), 2))
        else:
            packs.append(("PENG", calculator_code(meld.tiles[0]), _offer(seat, meld.source)))
    standing.remove(win.tile)
    return {
        "pack": tuple(packs),
        "hand": tuple(calculator_code(t) for t in standing),
        "winTile": calculator_code(win.tile),
        "flowerCount": len(player.bonus),
        "isSelfDrawn": win.self_drawn,
        "is4thTile": win.fourth_tile,
        "isAboutKong": win.source in ("loose_tile", "robbed_kong"),
        "isWallLast": win.last_tile,
        "seatWind": SEATS.index(seat),
        "prevalentWind": SEATS.index(hand.prevailing_wind),
    }


def counted_fans(hand: McrHand) -> list[Counted]:
    """The fans the calculator counts in the winner's tiles, in the rulebook's order."""
    try:
        found = MahjongFanCalculator(**calculator_arguments(hand), verbose=True)
    except TypeError as error:
        raise ContractError(
            f"{hand.winner}'s tiles are no complete MCR hand with {hand.win.tile} "
            f"(the calculator says {error})",
            f"players.{hand.winner}",
        ) from error
    counts: Counter[int] = Counter()
    for _points, count, chinese, _english in found:
        numbers = CALCULATOR_ALIASES.get(chinese) or (BY_CHINESE[chinese].number,)
        for number in numbers:
            counts[number] += count
    if SEVEN_PAIRS in counts and counts.keys() & SIX_KINDS:
        # Seven pairs of six kinds hold one kind twice: the Tile Hog is implied (the 2006
        # ruling, docs/mcr.md), which the calculator still counts.
        counts.pop(TILE_HOG, None)
    return [Counted(FANS[n], counts[n]) for n in sorted(counts)]


def listed_fans(numbers: list[int], field_name: str) -> list[Counted]:
    """The fans a table listed, checked: a fan beside one that excludes it is refused."""
    counts = Counter(numbers)
    for number in sorted(counts):
        fan = FANS[number]
        clash = sorted(fan.excludes & set(counts))
        if clash:
            other = FANS[clash[0]]
            raise ContractError(
                f"fan {number} ({fan.name['en']}) is not counted with fan {other.number} "
                f"({other.name['en']}): the non-repeat principle",
                field_name,
            )
    if SEVEN_PAIRS in counts and TILE_HOG in counts and counts.keys() & SIX_KINDS:
        kind = FANS[min(counts.keys() & SIX_KINDS)].name["en"]
        raise ContractError(
            f"fan {TILE_HOG} (Tile Hog) is not counted in Seven Pairs of {kind}: its six "
            "kinds of tile make one pair twice",
            field_name,
        )
    others = set(counts) - {CHICKEN, FLOWER}
    if CHICKEN in counts and others:
        raise ContractError(
            f"fan {CHICKEN} (Chicken Hand) scores only when no other fan does (flowers apart)",
            field_name,
        )
    single = [n for n, c in counts.items() if c > 1 and n not in REPEATABLE]
    if single:
        fan = FANS[min(single)]
        raise ContractError(f"fan {fan.number} ({fan.name['en']}) counts once", field_name)
    if counts[FLOWER] > 8:
        raise ContractError("there are eight flowers and seasons", field_name)
    return [Counted(FANS[n], counts[n]) for n in sorted(counts)]


# Fans a hand can hold more than once: each is one set, pair of chows or flower.
REPEATABLE = frozenset({59, 64, 65, 69, 70, 71, 72, 73, 81})


def total(fans: list[Counted]) -> int:
    return sum(c.points for c in fans)


def qualifying(fans: list[Counted]) -> int:
    """The total that the 8-fan minimum reads: every fan but the flowers."""
    return sum(c.points for c in fans if c.fan.number != FLOWER)
