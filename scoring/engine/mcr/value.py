"""A winning hand's fans: counted by the fan calculator (PyMahjongGB) from the tiles, or
listed by the table and checked against the non-repeat principle (docs/mcr.md)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from MahjongGB import MahjongFanCalculator

from ..errors import ContractError
from ..messages import Message
from ..tiles import SEATS, TILES
from ..vocabulary import gettext_noop as _
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
            Message(
                _(
                    "%(seat)s's tiles are no complete MCR hand with %(tile)s (the calculator says %(why)s)"
                ),
                seat=hand.winner,
                tile=hand.win.tile,
                why=str(error),
            ),
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


def listed_fans(numbers: list[int], field_name: str, *, two_winds: bool = False) -> list[Counted]:
    """The fans a table listed, checked: a fan beside one that excludes it is refused, and so
    are fans that need more sets than a hand holds (`two_winds`: the seat and prevailing winds
    differ, so Prevalent Wind and Seat Wind are two pungs)."""
    counts = Counter(numbers)
    for number in sorted(counts):
        fan = FANS[number]
        clash = sorted(fan.excludes & set(counts))
        if clash:
            other = FANS[clash[0]]
            raise ContractError(
                Message(
                    _("fan %(fan)s is not counted with fan %(other)s: the non-repeat principle"),
                    fan=_named(number),
                    other=_named(other.number),
                ),
                field_name,
            )
    if SEVEN_PAIRS in counts and TILE_HOG in counts and counts.keys() & SIX_KINDS:
        kind = Message(FANS[min(counts.keys() & SIX_KINDS)].name["en"])
        raise ContractError(
            Message(
                _(
                    "fan %(fan)s (Tile Hog) is not counted in Seven Pairs of %(kind)s: its six "
                    "kinds of tile make one pair twice"
                ),
                fan=TILE_HOG,
                kind=kind,
            ),
            field_name,
        )
    others = set(counts) - {CHICKEN, FLOWER}
    if CHICKEN in counts and others:
        raise ContractError(
            Message(
                _("fan %(fan)s (Chicken Hand) scores only when no other fan does (flowers apart)"),
                fan=CHICKEN,
            ),
            field_name,
        )
    single = [n for n, c in counts.items() if c > 1 and n not in REPEATABLE]
    if single:
        fan = FANS[min(single)]
        raise ContractError(
            Message(_("fan %(fan)s counts once"), fan=_named(fan.number)), field_name
        )
    if counts[FLOWER] > 8:
        raise ContractError(Message(_("there are eight flowers and seasons")), field_name)
    problem = sets_problem(counts, two_winds=two_winds)
    if problem:
        raise ContractError(problem, field_name)
    return [Counted(FANS[n], counts[n]) for n in sorted(counts)]


# The fans that say how the hand was won (docs/mcr.md, `win.source`), each with the sources it
# can be won from: M44 Last Tile Draw, M56 Fully Concealed Hand and M80 Self-Drawn a tile the
# winner drew (from the wall or after a kong), M46 Out with Replacement Tile the tile drawn
# after a kong, M47 Robbing the Kong a robbed kong, M45 Last Tile Claim another player's
# tile (the last discard, or the last tile added to a kong).
SELF_DRAWN_WIN = (_("a self-drawn win"), ("wall", "loose_tile"))
WON_FROM: dict[int, tuple[str, tuple[str, ...]]] = {
    44: SELF_DRAWN_WIN,
    56: SELF_DRAWN_WIN,
    80: SELF_DRAWN_WIN,
    46: (_("a win on the replacement tile after a kong"), ("loose_tile",)),
    47: (_("a win by robbing a kong"), ("robbed_kong",)),
    45: (_("a win on another player's tile"), ("discard", "robbed_kong")),
}
SOURCE_WORDS = {
    "wall": _("with a tile drawn from the wall"),
    "discard": _("on a discard"),
    "loose_tile": _("on the replacement tile after a kong"),
    "robbed_kong": _("by robbing a kong"),
}


def check_won_as_listed(numbers: list[int], source: str, field_name: str) -> None:
    """A listed fan that says how the hand was won must agree with `win.source`, which the
    payment follows (a discard's or a robbed kong's player pays the fans, a self-drawn win
    all three): a contradiction is refused, naming the fan and the source."""
    for number in sorted(set(numbers) & WON_FROM.keys()):
        needed, sources = WON_FROM[number]
        if source not in sources:
            raise ContractError(
                Message(
                    _("fan %(fan)s needs %(needed)s, but the hand was won %(source)s"),
                    fan=_named(number),
                    needed=Message(needed),
                    source=Message(SOURCE_WORDS[source]),
                ),
                field_name,
            )


# The fans made by combining sets, for the principles of docs/mcr.md ("Counting a listed
# hand"): three chows, two chows, three suited pungs.
THREE_CHOWS = frozenset({23, 28, 30, 39, 41, 51})
FOUR_CHOWS = frozenset({13, 14, 16, 29})
TWO_CHOWS = frozenset({69, 70, 71, 72})
THREE_PUNGS = frozenset({24, 32, 42})
DOUBLE_PUNG, TERMINAL_PUNG, DRAGON_PUNG = 65, 73, 59
# Hands of no chow or pung (Seven Shifted Pairs, Thirteen Orphans, Seven Pairs, the Knitted
# honours), and Knitted Straight, whose nine tiles leave room for one set.
NO_SETS = frozenset({6, 7, 19, 20, 34})
KNITTED_STRAIGHT = 35
# Fans and the pungs or kongs each needs whatever else the hand holds (All Terminals and the
# honour hands are left out: they may be Seven Pairs); All Chows needs four chows.
PUNGS_OF_HAND = {1: 4, 5: 4, 12: 4, 15: 4, 21: 4, 49: 4, 17: 3, 33: 3}
ALL_CHOWS = 63


# "1 chow", "2 chows": one msgid for one and one for more, as the sentence needs them
_MANY = {
    "chow": (_("%(n)s chow"), _("%(n)s chows")),
    "pung": (_("%(n)s pung"), _("%(n)s pungs")),
    "set": (_("%(n)s set"), _("%(n)s sets")),
}


def _many(n: int, word: str) -> Message:
    one, more = _MANY[word]
    return Message(one if n == 1 else more, n=n)


def _named(number: int) -> Message:
    """A fan by its number and name: "48 (Mixed Triple Chow)"."""
    return Message(_("%(number)s (%(name)s)"), number=number, name=Message(FANS[number].name["en"]))


def _names(numbers) -> Message:
    said = None
    for number in sorted(numbers):
        one = _named(number)
        said = one if said is None else Message(_("%(first)s, %(then)s"), first=said, then=one)
    return said


def sets_problem(counts: Counter[int], *, two_winds: bool = False) -> Message | None:
    """Why these listed fans cannot come from one hand of four sets and a pair, or None.

    The account-once principle: once sets are combined into a fan, a remaining set combines
    once more with one already used, so four chows make at most three two-chow fans, and
    three chows that made a fan leave the fourth one such fan; the non-separation principle:
    sets combined into a fan are not rearranged into another, so a hand holds one three-chow
    fan; the non-identical principle: a set makes the same fan once, so four pungs make at
    most two Double Pungs. Then the chows and pungs the fans need must fit in four sets."""
    present = set(counts)
    two_chow = sum(counts[n] for n in TWO_CHOWS)
    three_chow = sorted(present & THREE_CHOWS)
    four_chow = sorted(present & FOUR_CHOWS)
    if len(three_chow) > 1:
        return Message(
            _(
                "fans %(fans)s each need three of the hand's chows: sets combined into one fan "
                "are not rearranged into another (the non-separation principle)"
            ),
            fans=_names(three_chow),
        )
    if four_chow and two_chow:
        listed = sorted(present & TWO_CHOWS)
        return Message(
            _(
                "fan %(fan)s combines all four chows: fans %(fans)s would combine them again "
                "(the account-once principle)"
            ),
            fan=_names(four_chow),
            fans=_names(listed),
        )
    if three_chow and two_chow > 1:
        return Message(
            _(
                "beside fan %(fan)s the fourth chow combines once with one of its three: one "
                "two-chow fan, not %(n)s (the account-once principle)"
            ),
            fan=_names(three_chow),
            n=two_chow,
        )
    if two_chow > 3:
        return Message(
            _(
                "four chows combine into at most three two-chow fans (69-72), not %(n)s "
                "(the account-once principle)"
            ),
            n=two_chow,
        )
    three_pung = sorted(present & THREE_PUNGS)
    if counts[DOUBLE_PUNG] > (1 if three_pung else 2):
        if three_pung:
            said = _(
                "fan %(fan)s (Double Pung) is counted %(n)s times; a pung makes it once, so it "
                "counts at most once beside a three-pung fan (the non-identical principle)"
            )
        else:
            said = _(
                "fan %(fan)s (Double Pung) is counted %(n)s times; a pung makes it once, so it "
                "counts at most twice in four pungs (the non-identical principle)"
            )
        return Message(said, fan=DOUBLE_PUNG, n=counts[DOUBLE_PUNG])
    chows = 0
    if present & FOUR_CHOWS or ALL_CHOWS in present and KNITTED_STRAIGHT not in present:
        chows = 4
    elif three_chow:
        chows = 3 + min(two_chow, 1)
    elif two_chow:
        chows = two_chow + 1
    if ALL_CHOWS in present and KNITTED_STRAIGHT in present:
        # a knitted straight counts as three chows for All Chows: its one other set a chow
        chows = max(chows, 1)
    dragons = 3 if 2 in present else 2 if present & {10, 54} else 0
    dragons += counts[DRAGON_PUNG]
    if 1 in present:
        winds = 4
    elif present & {9, 38}:
        winds = 3
    else:
        winds = len(present & {60, 61}) if two_winds else min(len(present & {60, 61}), 1)
    suited = 3 + min(counts[DOUBLE_PUNG], 1) if three_pung else 2 * counts[DOUBLE_PUNG]
    # A Pung of Terminals or Honors is a pung of terminals (which a suited fan may share) or
    # of a wind that scores no wind fan: never a dragon pung or a wind pung counted above.
    pungs = dragons + winds + max(counts[TERMINAL_PUNG], suited)
    pungs = max([pungs, *(PUNGS_OF_HAND[n] for n in present & PUNGS_OF_HAND.keys())])
    room = 0 if present & NO_SETS else 1 if KNITTED_STRAIGHT in present else 4
    if chows + pungs > room:
        needing = sorted(
            present
            & (
                THREE_CHOWS | FOUR_CHOWS | TWO_CHOWS | THREE_PUNGS | NO_SETS
                | PUNGS_OF_HAND.keys() | {1, 2, 9, 10, 38, 54, 59, 60, 61, 63, 65, 73, 35}
            )
        )  # fmt: skip
        return Message(
            _(
                "fans %(fans)s need %(chows)s and %(pungs)s or kongs, and the hand holds "
                "%(sets)s besides its pair"
            ),
            fans=_names(needing),
            chows=_many(chows, "chow"),
            pungs=_many(pungs, "pung"),
            sets=_many(room, "set"),
        )
    return None


# Fans a hand can hold more than once: each is one set, pair of chows or flower.
REPEATABLE = frozenset({59, 64, 65, 69, 70, 71, 72, 73, 81})


def total(fans: list[Counted]) -> int:
    return sum(c.points for c in fans)


def qualifying(fans: list[Counted]) -> int:
    """The total that the 8-fan minimum reads: every fan but the flowers."""
    return sum(c.points for c in fans if c.fan.number != FLOWER)
