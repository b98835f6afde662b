"""Classical scoring (rules 112-117, limit hands of rule 122) with a pluggable value table.

The rules' structure (what a set, a pair, a double is) is shared by the classical rulesets;
what each is worth lives in a `ClassicalValues` table. `millington` uses MILLINGTON_VALUES;
another classical ruleset passes its own table to the same three functions:

    parse_table(document, ruleset) -> TableHand
    score_player(table, seat, options, values) -> HandScore
    evaluate_classical(document, ruleset, values) -> dict

Readings of the rule text that are ClubScore's own choice are marked "Reading:" here and in
the items the engine writes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, NamedTuple

from . import settlement
from .errors import ContractError
from .hands import HandScore, Item, Meld, PlayerHand, TableHand
from .rules import Option
from .shapes import (
    PACKED,
    PACKED_TILE,
    THIRTEEN_WONDERS,
    WRIGGLING_SNAKE,
    counts_of,
    decompositions,
    packed_waits,
    special_shape,
    waits,
)
from .tiles import (
    DRAGON_INDEXES,
    KIND_CODES,
    KIND_INDEX,
    KIND_IS_GREEN,
    KIND_IS_HONOUR,
    KIND_IS_MAJOR,
    KIND_IS_TERMINAL,
    PACKED_BY_CODE,
    PACKED_ONE,
    SEATS,
    SUITS,
    TILES,
    WIND_INDEX,
    WIND_NAMES,
)
from .validation import SELF_DRAWN, parse_table

__all__ = [
    "LIMIT_HANDS",
    "MILLINGTON_VALUES",
    "ClassicalValues",
    "LimitHand",
    "classical_options",
    "evaluate_classical",
    "parse_table",
    "score_player",
]


@dataclass(frozen=True)
class LimitHand:
    key: str  # also the option that switches it on or off: limit_<key>
    rule: str  # the item's rule id
    title: str
    description: str


LIMIT_HANDS: tuple[LimitHand, ...] = (
    LimitHand("heavenly_hand", "122-heavenly-hand", "Heavenly Hand", "East's dealt hand is complete (win.heavenly)"),
    LimitHand("earthly_hand", "122-earthly-hand", "Earthly Hand", "a player wins on East's first discard (win.earthly)"),
    LimitHand("thirteen_unique_wonders", "122-thirteen-unique-wonders", "Thirteen Unique Wonders", "one of each 1 and 9 of every suit, every wind and dragon, and a duplicate of one of them"),
    LimitHand("heads_and_tails", "122-heads-and-tails", "Heads and Tails", "only 1s and 9s"),
    LimitHand("imperial_jade", "122-imperial-jade", "Imperial Jade", "only green tiles: 2, 3, 4, 6, 8 bamboo and the green dragon"),
    LimitHand("four_blessings", "122-four-blessings", "Four Blessings Hovering over the Door", "sets of all four winds and any pair"),
    LimitHand("three_great_scholars", "122-three-great-scholars", "Three Great Scholars", "sets of all three dragons, another set (pung or kong; with a chow the hand scores normally) and a pair"),
    LimitHand("all_symbols", "122k-all-symbols", "All Symbols", "only honour tiles"),
    LimitHand("gates_of_heaven", "122-gates-of-heaven", "Gates of Heaven", "concealed 1-1-1-2-3-4-5-6-7-8-9-9-9 of one suit plus any tile of that suit"),
    LimitHand("wriggling_snake", "122-wriggling-snake", "Wriggling Snake", "1 to 9 of one suit, a pair of its 1 or 9, one of each wind"),
    LimitHand("buried_treasure", "122-buried-treasure", "Buried Treasure", "four concealed pungs or kongs of one suit (honours allowed) and a pair"),
    LimitHand("fourfold_plenty", "122-fourfold-plenty", "Fourfold Plenty", "four kongs and a pair"),
    LimitHand("plum_blossom", "122-plum-blossom", "Gathering the Plum Blossom from the Roof", "winning on the loose tile with the 5 of dots"),
    LimitHand("moon_from_the_sea", "122-moon-from-the-sea", "Plucking the Moon from the Bottom of the Sea", "winning on the last tile of the wall with the 1 of dots"),
    LimitHand("carrying_pole", "122-carrying-pole", "Scratching a Carrying Pole", "winning by robbing a kong of the 2 of bamboo"),
    LimitHand("twofold_fortune", "122-twofold-fortune", "Twofold Fortune", "winning on the loose tile drawn for a kong that itself was completed by a loose tile"),
)  # fmt: skip

_OPTION = {hand.key: f"limit_{hand.key}" for hand in LIMIT_HANDS}

MILLINGTON_DOUBLES: dict[str, int] = {
    "116a": 1, "116b": 1, "116c": 1, "116d": 1, "116e": 1, "116f": 1,
    "116g": 1, "116h": 2, "116i": 1, "116j": 2, "116k": 1,
    "117a": 1, "117b": 1, "117c": 1, "117d": 1, "117e": 3, "117f": 1,
    "117g": 2, "117h": 1, "117i": 1, "117j": 1, "117k": 1, "117l": 1,
}  # fmt: skip


@dataclass(frozen=True)
class ClassicalValues:
    """What each scoring element is worth. A double worth 0 (or absent) does not exist."""

    mahjong: int = 10  # 115a
    bonus_tile: int = 4  # 114a
    # 114b/114c, in the order: minor exposed, minor concealed, major exposed, major concealed
    pung: tuple[int, int, int, int] = (2, 4, 4, 8)
    kong: tuple[int, int, int, int] = (8, 16, 16, 32)
    dragon_pair: int = 2  # 114e
    own_wind_pair: int = 2
    prevailing_wind_pair: int = 2
    own_prevailing_wind_pair: int = 4
    self_drawn: int = 2  # 115b
    only_possible: int = 2  # 115c
    fishing_eyes: tuple[int, int] = (2, 4)  # 115d: minor pair, major pair
    doubles: dict[str, int] = field(default_factory=lambda: dict(MILLINGTON_DOUBLES))
    limit: int = 1000
    limit_hands: tuple[str, ...] = tuple(h.key for h in LIMIT_HANDS)


MILLINGTON_VALUES = ClassicalValues()


def classical_options(values: ClassicalValues) -> tuple[Option, ...]:
    """limit, open_roof and one switch per limit hand, for a classical ruleset's options."""
    options = [
        Option("limit", values.limit, "the most a hand can score (points)", int, minimum=1),
        Option(
            "open_roof",
            False,
            "no cap on a hand's score; limit hands still score the limit (117g note)",
            bool,
        ),
    ]
    for hand in LIMIT_HANDS:
        if hand.key in values.limit_hands:
            options.append(
                Option(
                    f"limit_{hand.key}",
                    True,
                    f"{hand.title} ({hand.description}) is a limit hand, rule {hand.rule}",
                    bool,
                    interpretation=hand.key in ("three_great_scholars", "buried_treasure"),
                )
            )
    return tuple(options)


# --- groups -------------------------------------------------------------------------------


_SIZES = {"pair": 2, "chow": 3, "pung": 3, "kong": 4}


# A group's counts for the doubles and limit hands, four bits a count, so that a hand's counts
# are the sum of its groups' (the shifts of each count; a hand has at most seven groups).
_CHOWS, _OPEN, _SETS, _HIDDEN, _MARKED, _KONGS, _DRAGON_SETS, _WIND_SETS, _PAIRS = range(0, 36, 4)
_DRAGON_PAIRS, _WIND_PAIRS = 36, 40
_HONOUR_SETS = 15 << _DRAGON_SETS | 15 << _WIND_SETS
# A group's tile kinds as bits 0-33 of its mask, its suit as bit 34-36 (bamboo, characters,
# dots), so that a hand's kinds and suits are the or of its groups' masks.
_KIND_BITS = (1 << 34) - 1
_SUIT_BIT = tuple(1 << 34 + i // 9 if i < 27 else 0 for i in range(34))
_SUIT_COUNT = (0, 1, 1, 2, 1, 2, 2, 3)  # by the three suit bits
_SUIT_NAME = {1: SUITS["b"], 2: SUITS["c"], 4: SUITS["d"]}


class _Group(NamedTuple):
    kind: str  # chow, pung, kong, pair
    index: int  # kind index of the lowest tile
    concealed: bool  # for basic points (113, 114)
    concealed_x: bool  # for 116k and 117c: a marked kong from a concealed pung counts
    note: str = ""
    # the rest follows from the above; _group() works it out once per group
    mask: int = 0  # tile kinds and suit (_KIND_BITS, _SUIT_BIT)
    tally: int = 0  # the counts it adds (_CHOWS ...)
    rule: str = ""  # 114b or 114c for a pung or a kong
    slot: int = 0  # its points' index in values.pung + values.kong
    what: str = ""  # its 114b/114c description
    packed: tuple[int, int] = (0, 0)  # shapes.PACKED
    fixed: bool = False  # 115c: stays as it is when the hand regroups (_group says which)

    @property
    def tiles(self) -> tuple[int, ...]:
        return _tiles_of(self.kind, self.index)


def _tiles_of(kind: str, index: int) -> tuple[int, ...]:
    """A group's tiles as kind indexes."""
    if kind == "chow":
        return (index, index + 1, index + 2)
    return (index,) * _SIZES[kind]


def _honour_count(index: int, dragons: int, winds: int) -> int:
    """The count a group of `index` adds at the shift `dragons` or `winds` (0 if suited)."""
    if index in DRAGON_INDEXES:
        return 1 << dragons
    return 1 << winds if index >= 27 else 0


@lru_cache(maxsize=4096)
def _group(kind: str, index: int, concealed: bool, concealed_x: bool, note: str = "") -> _Group:
    mask = 0
    for i in set(_tiles_of(kind, index)):
        mask |= 1 << i | _SUIT_BIT[i]
    tally = 0 if concealed_x else 1 << _OPEN
    rule = what = ""
    slot = 0
    if kind == "chow":
        tally += 1 << _CHOWS
    elif kind == "pair":
        tally += 1 << _PAIRS | _honour_count(index, _DRAGON_PAIRS, _WIND_PAIRS)
    else:
        tally += 1 << _SETS
        if concealed_x:
            tally += 1 << _HIDDEN if concealed else 1 << _HIDDEN | 1 << _MARKED
        if kind == "kong":
            tally += 1 << _KONGS
        tally += _honour_count(index, _DRAGON_SETS, _WIND_SETS)
        rule = "114b" if kind == "pung" else "114c"
        slot = 4 * (kind == "kong") + 2 * KIND_IS_MAJOR[index] + concealed
        what = _describe(kind, index, concealed, note)
    # 115c: an exposed set or a kong stays as it is; a pair is exposed only by claiming the
    # winning tile (rule 113), so one the winning tile did not complete was held before it
    fixed = kind == "kong" or not concealed and kind != "pair"
    return _Group(
        kind, index, concealed, concealed_x, note, mask, tally, rule, slot, what,
        PACKED.get((kind, index), (0, 0)), fixed,
    )  # fmt: skip


_NAMES = tuple(TILES[code].name() for code in KIND_CODES)
_PLURAL_NAMES = tuple(n + "s" if KIND_IS_HONOUR[i] else n for i, n in enumerate(_NAMES))


def _name(index: int, plural: bool = False) -> str:
    return _PLURAL_NAMES[index] if plural else _NAMES[index]


def _describe(kind: str, index: int, concealed: bool, note: str) -> str:
    if kind == "chow":
        suit = _name(index).split(" ", 1)[1]
        n = int(KIND_CODES[index][0])
        return f"chow {n}-{n + 1}-{n + 2} {suit}"
    state = "concealed" if concealed else "exposed"
    size = "major" if KIND_IS_MAJOR[index] else "minor"
    return f"{state} {kind} of {_name(index, plural=True)}{note} ({size})"


# id of a meld -> its group. Validation shares one Meld object between the hands that declare
# the same meld, so most hands find their groups here. _HELD keeps each of those melds alive,
# so that no other object can take its id while its group is listed.
_DECLARED: dict[int, _Group] = {}
_HELD: dict[int, Meld] = {}


def _groups_of(hand: PlayerHand) -> list[_Group]:
    """The groups of the declared melds, in their order (group k is meld k)."""
    groups = []
    for m in hand.melds:
        group = _DECLARED.get(id(m))
        if group is None:
            group = _declare(m)
        groups.append(group)
    return groups


def _declare(m: Meld) -> _Group:
    if len(_DECLARED) >= 50_000:
        _DECLARED.clear()
        _HELD.clear()
    concealed_x = m.concealed or m.from_concealed_pung
    group = _DECLARED[id(m)] = _group(m.kind, min(m.indexes), m.concealed, concealed_x)
    _HELD[id(m)] = m
    return group


# --- scoring one arrangement --------------------------------------------------------------


class _Win(NamedTuple):
    """What the scorer needs about the mah-jong: the group the tile completed, 115c, shape."""

    table: TableHand
    group: int | None  # index into the groups; None for a special shape
    only_possible: bool
    only_possible_why: str
    special: str | None = None


def _score(
    seat: str,
    groups: list[_Group],
    bonus: tuple,
    table: TableHand,
    options: dict[str, Any],
    values: ClassicalValues,
    win: _Win | None,
    all_tiles: list[int] | None = None,
) -> HandScore:
    # Items are built positionally (rule, what, points, doubles, limit): keyword arguments
    # cost twice as much, and a hand has a dozen items.
    items: list[Item] = []
    doubles_table = values.doubles
    own = WIND_INDEX[seat]
    prevailing = WIND_INDEX[table.prevailing_wind]

    # 114a bonus tiles
    if values.bonus_tile:
        for t in bonus:
            items.append(Item("114a", f"bonus tile {t.code} ({t.name()})", values.bonus_tile))

    # 114b-e sets and pairs; one pass also adds up their kinds, suits and counts
    mask = tally = 0
    set_points = values.pung + values.kong
    for g in groups:
        mask |= g.mask
        tally += g.tally
        if g.rule:
            pts = set_points[g.slot]
            if pts:
                items.append(Item(g.rule, g.what, pts))
        elif g.index >= 27 and g.kind == "pair":
            _pair_points(items, g.index, own, prevailing, values)

    # 115 mah-jong points
    if win is not None:
        w = table.win
        if values.mahjong:
            items.append(Item("115a", "mah-jong", values.mahjong))
        if w.source in SELF_DRAWN and values.self_drawn:
            how = "the loose tile" if w.source == "loose_tile" else "the wall"
            what = f"winning tile {w.tile.code} drawn from {how}"
            items.append(Item("115b", what, values.self_drawn))
        if win.only_possible and values.only_possible:
            what = f"only possible tile {w.tile.code}{win.only_possible_why}"
            items.append(Item("115c", what, values.only_possible))
        if win.group is not None and groups[win.group].kind == "pair":
            pair = groups[win.group]
            major = KIND_IS_MAJOR[pair.index]
            points = values.fishing_eyes[major]
            if points:
                what = f"fishing the eyes: {w.tile.code} completed the {'major' if major else 'minor'} pair"
                items.append(Item("115d", what, points))

    # 116 doubles for every hand
    if bonus:
        number = SEATS.index(seat) + 1
        codes = {t.code for t in bonus}
        if f"F{number}" in codes and f"S{number}" in codes:
            _double(
                items, doubles_table, "116a", f"own flower and own season (F{number}, S{number})"
            )
        if all(f"F{n}" in codes for n in range(1, 5)):
            _double(items, doubles_table, "116b", "all four flowers")
        if all(f"S{n}" in codes for n in range(1, 5)):
            _double(items, doubles_table, "116c", "all four seasons")
    if tally & _HONOUR_SETS:
        for g in groups:
            if g.rule and g.index >= 31:
                _double(items, doubles_table, "116d", f"{g.kind} of {_PLURAL_NAMES[g.index]}")
        for g in groups:
            if g.rule and 27 <= g.index < 31:
                name = _PLURAL_NAMES[g.index]
                if g.index == own:
                    _double(items, doubles_table, "116e", f"{g.kind} of own wind ({name})")
                if g.index == prevailing:
                    _double(
                        items, doubles_table, "116f", f"{g.kind} of the prevailing wind ({name})"
                    )
        dragon_sets = tally >> _DRAGON_SETS & 15
        wind_sets = tally >> _WIND_SETS & 15
        if dragon_sets == 2 and tally >> _DRAGON_PAIRS & 15:
            _double(
                items,
                doubles_table,
                "116g",
                "little three dragons: two dragon sets and a dragon pair",
            )
        if dragon_sets == 3:
            _double(items, doubles_table, "116h", "big three dragons: three dragon sets")
        if wind_sets == 3 and tally >> _WIND_PAIRS & 15:
            _double(
                items, doubles_table, "116i", "little four joys: three wind sets and a wind pair"
            )
        if wind_sets == 4:
            _double(items, doubles_table, "116j", "big four joys: four wind sets")
    hidden = tally >> _HIDDEN & 15
    if hidden >= 3:
        marked = " (a marked kong from a concealed pung counts)" if tally >> _MARKED & 15 else ""
        _double(items, doubles_table, "116k", f"{hidden} concealed pungs{marked}")

    limit_hands: list[Item] = []
    if win is not None:
        w = table.win
        if all_tiles is not None:  # a special shape: no groups
            for i in all_tiles:
                mask |= 1 << i | _SUIT_BIT[i]
        kinds = mask & _KIND_BITS
        suits = mask >> 34  # a bit a suit
        honours = bool(kinds & _HONOUR_BITS)
        claimed = w.source in ("discard", "robbed_kong")
        chows = tally & 15
        # 117 doubles for the mah-jong hand
        if win.special is None:
            if chows == 4 and tally >> _PAIRS & 15 and not any(i.rule == "114e" for i in items):
                _double(items, doubles_table, "117a", "four chows and a non-scoring pair")
            if not chows:
                _double(items, doubles_table, "117b", "no chows")
        if not claimed and not tally >> _OPEN & 15:
            _double(items, doubles_table, "117c", "completely concealed, the last tile included")
        if suits in _SUIT_NAME:
            if honours:
                _double(
                    items, doubles_table, "117d", f"one suit ({_SUIT_NAME[suits]}) with honours"
                )
            else:
                _double(items, doubles_table, "117e", "pure suit: one suit, no honours")
        if not kinds & ~_MAJOR_BITS:
            _double(items, doubles_table, "117f", "only major tiles")
        if not suits:
            _double(items, doubles_table, "117g", "only honours")
        if w.source in _UNUSUAL_SOURCES or w.last_tile or w.after_wall_exhausted or w.original_call:
            _how_won(items, doubles_table, w)
        limit_hands = _limit_hands(groups, kinds, suits, honours, tally, win, options, values)

    basic = doubles = 0
    for i in items:
        basic += i.points
        doubles += i.doubles
    limit = options.get("limit", values.limit)
    value = basic * 2**doubles
    if limit_hands:
        items += limit_hands
        return HandScore(seat, win is not None, basic, doubles, limit, True, items)
    if value > limit and not options.get("open_roof", False):
        items.append(
            Item("limit", f"{basic} x 2^{doubles} = {value} is capped at the limit", 0, 0, True)
        )
        return HandScore(seat, win is not None, basic, doubles, limit, True, items)
    return HandScore(seat, win is not None, basic, doubles, value, False, items)


_UNUSUAL_SOURCES = ("loose_tile", "robbed_kong")


def _how_won(items: list[Item], doubles_table: dict[str, int], w) -> None:
    """117h-l: the doubles for how the winning tile came."""
    source = w.source
    if source == "loose_tile":
        what = "winning on the loose tile (plucking the plum blossom from the roof)"
        _double(items, doubles_table, "117h", what)
    if w.last_tile and source in SELF_DRAWN:
        what = "winning on the last tile of the wall (moon from the bottom of the sea)"
        _double(items, doubles_table, "117i", what)
    if source == "discard" and (w.after_wall_exhausted or w.last_tile):
        what = "winning on a discard after the wall ran out (fish from the bottom of the river)"
        _double(items, doubles_table, "117j", what)
    if source == "robbed_kong":
        _double(items, doubles_table, "117k", "robbing a kong")
    if w.original_call:
        _double(items, doubles_table, "117l", "original call fulfilled")


def _double(items: list[Item], doubles_table: dict[str, int], rule: str, what: str) -> None:
    n = doubles_table.get(rule, 0)
    if n:
        items.append(Item(rule, what, 0, n))


def _pair_points(items: list[Item], i: int, own: int, prevailing: int, values) -> None:
    """114e: a pair of dragons, of the own or of the prevailing wind."""
    if i in DRAGON_INDEXES:
        what, points = f"pair of {_PLURAL_NAMES[i]}", values.dragon_pair
    elif i == own and i == prevailing:
        what = f"pair of {_PLURAL_NAMES[i]}: own wind that is also the prevailing wind"
        points = values.own_prevailing_wind_pair
    elif i == own:
        what, points = f"pair of own wind ({_PLURAL_NAMES[i]})", values.own_wind_pair
    elif i == prevailing:
        what = f"pair of the prevailing wind ({_PLURAL_NAMES[i]})"
        points = values.prevailing_wind_pair
    else:
        return
    if points:
        items.append(Item("114e", what, points))


def _bits(kinds) -> int:
    out = 0
    for i in kinds:
        out |= 1 << i
    return out


_TERMINAL_BITS = _bits(i for i in range(34) if KIND_IS_TERMINAL[i])
_MAJOR_BITS = _bits(i for i in range(34) if KIND_IS_MAJOR[i])
_HONOUR_BITS = _bits(range(27, 34))
_GREEN_BITS = _bits(i for i in range(34) if KIND_IS_GREEN[i])
_NINE_GATES = [3, 1, 1, 1, 1, 1, 1, 1, 3]


def _limit_hands(groups, kinds, suits, honours, tally, win: _Win, options, values) -> list[Item]:
    """The rule 122 limit hands this mah-jong is (cheap tests first: most hands are none).
    `kinds` and `suits` are the hand's tile kinds and suits as bits, `tally` its counts."""
    w = win.table.win
    source = w.source
    regular = win.special is None
    if (  # most hands: what every limit hand below needs, none of it here
        regular
        and _SUIT_COUNT[suits] > 1
        and kinds & ~_TERMINAL_BITS
        and tally >> _DRAGON_SETS & 15 < 3
        and tally >> _KONGS & 15 < 4
        and (source == "wall" or source == "discard")
        and not (w.heavenly or w.earthly or w.last_tile)
    ):
        return []
    code = w.tile.code
    found = []
    if w.heavenly:
        found.append("heavenly_hand")
    if w.earthly:
        found.append("earthly_hand")
    if win.special == THIRTEEN_WONDERS:
        found.append("thirteen_unique_wonders")
    if win.special == WRIGGLING_SNAKE:
        found.append("wriggling_snake")
    if source == "loose_tile":
        if code == "5d":
            found.append("plum_blossom")
        if w.kong_on_loose_tile:
            found.append("twofold_fortune")
    if w.last_tile and source in SELF_DRAWN and code == "1d":
        found.append("moon_from_the_sea")
    if source == "robbed_kong" and code == "2b":
        found.append("carrying_pole")
    if regular:
        sets = tally >> _SETS & 15
        if _SUIT_COUNT[suits] <= 1 and not kinds & ~_GREEN_BITS:
            found.append("imperial_jade")
        if tally >> _WIND_SETS & 15 == 4:
            found.append("four_blessings")
        if tally >> _DRAGON_SETS & 15 == 3 and sets == 4:
            found.append("three_great_scholars")
        if not suits:
            found.append("all_symbols")
        if suits in _SUIT_NAME:
            if sets == 4 and tally >> _HIDDEN & 15 == 4:
                found.append("buried_treasure")
            if not honours and _nine_gates(groups, win.group, code):
                found.append("gates_of_heaven")
        if not kinds & ~_TERMINAL_BITS:
            found.append("heads_and_tails")
        if tally >> _KONGS & 15 == 4:
            found.append("fourfold_plenty")
    if not found:
        return []
    return [
        Item(hand.rule, f"{hand.title}: {hand.description}; scores the limit", 0, 0, True)
        for hand in LIMIT_HANDS
        if hand.key in found
        and hand.key in values.limit_hands
        and options.get(_OPTION[hand.key], True)
    ]


def _nine_gates(groups, win_group, code) -> bool:
    """Gates of Heaven: before the winning tile, a concealed 1112345678999 of the suit."""
    if any(not g.concealed_x for i, g in enumerate(groups) if i != win_group):
        return False
    counts = [0] * 9
    for g in groups:
        for i in g.tiles:
            counts[i % 9] += 1
    counts[KIND_INDEX[code] % 9] -= 1
    return counts == _NINE_GATES


# --- the players --------------------------------------------------------------------------


def _seen(table: TableHand, hand: PlayerHand, win_index: int) -> int:
    """The copies of each kind in sight, packed (tiles.PACKED_ONE): the winner's before the
    winning tile, and what the others show, their exposed melds and declared kongs (115c)."""
    seen = -PACKED_ONE[win_index]
    for m in hand.melds:
        seen += m.packed
    for t in hand.concealed:
        seen += PACKED_BY_CODE[t.code]
    for other, their in table.players.items():
        if other != hand.seat:
            for m in their.melds:
                if not m.concealed or m.kind == "kong":
                    seen += m.packed
    return seen


def _only_possible(table, hand, groups, win_group, specials_enabled, cache) -> tuple[bool, str]:
    """115c from the hand's waits: the hand before the winning tile, exposed sets and kongs
    fixed, everything else free to regroup; a wait all four copies of which are visible
    (in the winner's hand or shown by the others) does not count."""
    w = table.win
    if w.only_possible is not None:
        return w.only_possible, " (as given)"
    # the declared melds' groups come first: group k is meld k
    win_meld = win_group if win_group is not None and win_group < len(hand.melds) else None
    cached = cache.get(win_meld)
    if cached is not None:
        return cached
    win_index = KIND_INDEX[w.tile.code]
    found = None
    if not hand.concealed:  # declared melds only: add them up as packed parts
        free = []
        size = -1  # the winning tile taken out
        for i, g in enumerate(groups):
            if not g.fixed or i == win_meld:
                free.append(g.packed)
                size += _SIZES[g.kind]
        if size == 1:  # the winning tile's pair, the rest fixed: it waited on its pair
            found = (win_index,)
        elif len(free) < len(groups) or not specials_enabled:
            packed: dict[int, int] = {}
            for part, value in free:
                packed[part] = packed.get(part, 0) + value
            part, value = PACKED_TILE[win_index]
            packed[part] -= value
            found = packed_waits(packed, size)
    if found is None:
        counts = counts_of(t.code for t in hand.concealed) if hand.concealed else [0] * 34
        fixed = 0
        for i, m in enumerate(hand.melds):
            if i != win_meld and groups[i].fixed:
                fixed += 1
            else:
                for k in m.indexes:
                    counts[k] += 1
        counts[win_index] -= 1
        found = waits(counts, specials=fixed == 0 and specials_enabled)
    if not found:
        answer = _NO_WAIT
    elif len(found) == 1 and win_index in found:
        answer = _ONLY_WAIT
    else:  # other waits too: one all four copies of which are in sight is dead
        seen = _seen(table, hand, win_index)
        live = sorted([i for i in found if i == win_index or (seen >> 7 * i) & 127 < 4])
        if live == [win_index]:
            answer = _ONLY_WAIT
        else:
            answer = (False, f" ({' '.join([KIND_CODES[i] for i in live])})")
    cache[win_meld] = answer
    return answer


_ONLY_WAIT = (True, " (the hand waited only on it)")
_NO_WAIT = (False, " ()")


@lru_cache(maxsize=4096)
def _claimed_or_drawn(g: _Group, claimed: bool) -> _Group:
    """Rule 113 for the group the winning tile completed."""
    if claimed:
        note = " (exposed: completed by the claimed winning tile, rule 113)" if g.concealed else ""
        return _group(g.kind, g.index, False, False, note)
    note = (
        " (concealed: completed by the self-drawn winning tile, rule 113)"
        if not g.concealed
        else ""
    )
    return _group(g.kind, g.index, True, True, note)


_SPECIAL_SHAPES = (THIRTEEN_WONDERS, WRIGGLING_SNAKE)


_ENABLED: dict[tuple, frozenset[str]] = {}


def _special_shapes(options, values: ClassicalValues) -> frozenset[str]:
    """The special shapes that are a mah-jong under these options."""
    key = (
        values.limit_hands,
        options.get(_OPTION[THIRTEEN_WONDERS], True),
        options.get(_OPTION[WRIGGLING_SNAKE], True),
    )
    enabled = _ENABLED.get(key)
    if enabled is None:
        switched = dict(zip(_SPECIAL_SHAPES, key[1:], strict=True))
        enabled = frozenset(k for k in _SPECIAL_SHAPES if k in values.limit_hands and switched[k])
        if len(_ENABLED) < 1000:
            _ENABLED[key] = enabled
    return enabled


def _completed(groups: list[_Group], w) -> Any:
    """Rule 113: the groups the winning tile may have completed, the one the document names
    or else every group but a kong that holds it."""
    if w.completes is not None:
        return (w.completes,)
    win_index = KIND_INDEX[w.tile.code]
    return [k for k, g in enumerate(groups) if g.mask >> win_index & 1 and g.kind != "kong"]


def _score_win(
    table: TableHand, hand: PlayerHand, groups, win_group, claimed, specials, cache, options, values
) -> HandScore:
    """The winner's score with these groups, the winning tile completing group `win_group`
    (rule 113 turns it exposed or concealed)."""
    groups = groups.copy()
    groups[win_group] = _claimed_or_drawn(groups[win_group], claimed)
    only, why = _only_possible(table, hand, groups, win_group, specials, cache)
    win = _Win(table, win_group, only, why)
    return _score(table.winner, groups, hand.bonus, table, options, values, win)


def _rank(score: HandScore) -> tuple[int, int]:
    """The best of a hand's arrangements scores most, then has the most basic points; of
    equals, the first found is kept."""
    return score.score, score.basic


def _score_declared(
    table: TableHand, hand: PlayerHand, declared, claimed, specials, options, values
) -> HandScore | None:
    """The winner's hand when every tile is in a declared meld: the one arrangement, scored
    with each group the winning tile may have completed; the best score wins."""
    cache: dict = {}
    best = None
    for k in _completed(declared, table.win):
        score = _score_win(table, hand, declared, k, claimed, specials, cache, options, values)
        if best is None or _rank(score) > _rank(best):
            best = score
    return best


def _score_winner(table: TableHand, options, values: ClassicalValues) -> HandScore:
    seat = table.winner
    hand = table.players[seat]
    claimed = table.win.source in ("discard", "robbed_kong")
    declared = _groups_of(hand)
    n_pairs = 0
    for g in declared:
        n_pairs += g.kind == "pair"
    enabled = _special_shapes(options, values)
    if not hand.concealed:  # every tile declared: one arrangement
        best = None
        if len(declared) == 5 and n_pairs == 1:
            specials = bool(enabled)
            best = _score_declared(table, hand, declared, claimed, specials, options, values)
    else:
        best = _score_arrangements(
            table, hand, declared, n_pairs, claimed, enabled, options, values
        )
    if best is None:
        raise ContractError(
            f"{WIND_NAMES[seat]}'s tiles do not make a mah-jong hand (four sets and a pair"
            f"{', or a limit hand of special shape' if enabled else ''})",
            f"players.{seat}",
        )
    return best


def _score_arrangements(
    table: TableHand, hand: PlayerHand, declared, n_pairs, claimed, enabled, options, values
) -> HandScore | None:
    """The best score of every way the concealed tiles group (with the declared melds) into
    four sets and a pair, or into a special shape that is a limit hand."""
    n_sets = len(declared) - n_pairs
    loose = counts_of(t.code for t in hand.concealed)
    specials = bool(enabled)
    cache: dict = {}
    best: HandScore | None = None
    if not hand.melds:
        special = special_shape(loose)
        if special in enabled:
            only, why = _only_possible(table, hand, [], None, specials, cache)
            all_tiles = [i for i in range(34) for _ in range(loose[i])]
            win = _Win(table, None, only, why, special)
            best = _score(table.winner, [], hand.bonus, table, options, values, win, all_tiles)
    if n_sets <= 4 and n_pairs <= 1:
        for split in decompositions(loose, 1 - n_pairs):
            groups = declared + [_group(kind, i, True, True) for kind, i in split]
            if len(groups) != 5 or sum(1 for g in groups if g.kind == "pair") != 1:
                continue  # four sets and a pair
            for k in _completed(groups, table.win):
                score = _score_win(
                    table, hand, groups, k, claimed, specials, cache, options, values
                )
                if best is None or _rank(score) > _rank(best):
                    best = score
    return best


def score_player(
    table: TableHand, seat: str, options: dict[str, Any], values: ClassicalValues
) -> HandScore:
    """One seat's score: the winner's mah-jong hand, or a loser's declared melds (rule 116
    note: losers get 114 points and 116 doubles; their loose concealed tiles score nothing)."""
    if table.entered is not None:
        return entered_score(table, seat, options, values)
    if seat == table.winner:
        return _score_winner(table, options, values)
    hand = table.players[seat]
    return _score(seat, _groups_of(hand), hand.bonus, table, options, values, None)


def entered_score(
    table: TableHand, seat: str, options: dict[str, Any], values: ClassicalValues
) -> HandScore:
    """The scores depth: the hand's value as the table worked it out (after doubles and the
    limit), explained by one item with rule "entered"."""
    score = table.entered[seat]
    mahjong = seat == table.winner
    capped = score == options.get("limit", values.limit) and not options.get("open_roof", False)
    what = f"{'mah-jong ' if mahjong else ''}hand's value entered by the table"
    return HandScore(seat, mahjong, score, 0, score, capped, [Item("entered", what, score)])


def evaluate_classical(document: Any, ruleset, values: ClassicalValues) -> dict[str, Any]:
    """The contract's answer for one classical table hand: hands, and with four seats the
    settlement (payments, transfers, penalties, east_keeps_deal)."""
    table = parse_table(document, ruleset)
    scores = {}
    for seat in table.players:
        scores[seat] = score_player(table, seat, table.options, values)
    out: dict[str, Any] = {"ruleset": ruleset.id}
    if len(table.players) < 4:
        out["hands"] = hands = {}
        for seat, score in scores.items():
            hands[seat] = score.to_json()
        return out
    settled = settlement.settle_table(table, scores, table.options)
    # settlement may replace hands (penalties), so the hands are rendered after it
    out["hands"] = {seat: scores[seat].to_json() for seat in SEATS if seat in scores}
    out.update(settled)
    return out
