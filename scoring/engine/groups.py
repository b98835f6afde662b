"""A hand's groups for classical scoring: each set, chow or pair with what rules 113-117 read
from it (concealed or exposed, its tile kinds and suits, its 114b/114c points slot), and the
counts the doubles and limit hands need (`Counts`)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from typing import NamedTuple

from .hands import Meld, PlayerHand
from .messages import Message
from .tiles import (
    DRAGON_INDEXES,
    KIND_CODES,
    KIND_IS_HONOUR,
    KIND_IS_MAJOR,
    KIND_IS_WIND,
    KIND_SUIT,
    TILES,
)
from .vocabulary import gettext_noop as _

SIZES = {"pair": 2, "chow": 3, "pung": 3, "kong": 4}


SUIT_LETTER = KIND_SUIT  # (None for an honour)


class Group(NamedTuple):
    kind: str  # chow, pung, kong, pair
    index: int  # kind index of the lowest tile
    concealed: bool  # for basic points (113, 114)
    concealed_x: bool  # for 116k and 117c: a marked kong from a concealed pung counts
    note: Message | None = None  # how rule 113 read the group the winning tile completed
    # the rest follows from the above; group() works it out once per group
    kinds: frozenset[int] = frozenset()  # its tile kinds
    suits: frozenset[str] = frozenset()  # the suits of its tiles (none for honours)
    rule: str = ""  # 114b or 114c for a pung or a kong
    slot: int = 0  # its points' index in values.pung + values.kong
    what: Message | None = None  # its 114b/114c description
    fixed: bool = False  # 115c: stays as it is when the hand regroups (_group says which)

    @property
    def tiles(self) -> tuple[int, ...]:
        return _tiles_of(self.kind, self.index)

    @property
    def is_set(self) -> bool:
        return self.kind in ("pung", "kong")


def _tiles_of(kind: str, index: int) -> tuple[int, ...]:
    """A group's tiles as kind indexes."""
    if kind == "chow":
        return (index, index + 1, index + 2)
    return (index,) * SIZES[kind]


@lru_cache(maxsize=4096)
def group(
    kind: str, index: int, concealed: bool, concealed_x: bool, note: Message | None = None
) -> Group:
    kinds = frozenset(_tiles_of(kind, index))
    rule = ""
    what = None
    slot = 0
    if kind in ("pung", "kong"):
        rule = "114b" if kind == "pung" else "114c"
        slot = 4 * (kind == "kong") + 2 * KIND_IS_MAJOR[index] + concealed
        what = _describe(kind, index, concealed, note)
    return Group(
        kind=kind,
        index=index,
        concealed=concealed,
        concealed_x=concealed_x,
        note=note,
        kinds=kinds,
        suits=frozenset(SUIT_LETTER[i] for i in kinds if not KIND_IS_HONOUR[i]),
        rule=rule,
        slot=slot,
        what=what,
        # 115c: an exposed set or a kong stays as it is; a pair is exposed only by claiming
        # the winning tile (rule 113), so one the winning tile did not complete was held
        # before it
        fixed=kind == "kong" or not concealed and kind != "pair",
    )


@dataclass
class Counts:
    """What the doubles and limit hands count in an arrangement of groups."""

    chows: int = 0
    open: int = 0  # groups not concealed for 117c (a marked kong counts as concealed)
    sets: int = 0  # pungs and kongs
    hidden: int = 0  # concealed pungs and kongs for 116k, marked kongs included
    marked: int = 0  # kongs made from a concealed pung and a claimed discard
    kongs: int = 0
    dragon_sets: int = 0
    wind_sets: int = 0
    pairs: int = 0
    dragon_pairs: int = 0
    wind_pairs: int = 0


def count(groups: list[Group]) -> Counts:
    counts = Counts()
    for g in groups:
        dragon = g.index in DRAGON_INDEXES
        wind = KIND_IS_WIND[g.index]
        counts.open += not g.concealed_x
        if g.kind == "chow":
            counts.chows += 1
        elif g.kind == "pair":
            counts.pairs += 1
            counts.dragon_pairs += dragon
            counts.wind_pairs += wind
        else:
            counts.sets += 1
            counts.hidden += g.concealed_x
            counts.marked += g.concealed_x and not g.concealed
            counts.kongs += g.kind == "kong"
            counts.dragon_sets += dragon
            counts.wind_sets += wind
    return counts


_NAMES = tuple(TILES[code].name() for code in KIND_CODES)
PLURAL_NAMES = tuple(n + "s" if KIND_IS_HONOUR[i] else n for i, n in enumerate(_NAMES))

# The names of tiles as messages, translated with a context: after "of" Czech declines them.
AFTER_OF = "tiles after 'of'"
TILE_NAME = "tile name"


@cache
def tiles_named(index: int, after_of: bool = True) -> Message:
    """A kind of tile in the plural ("red dragons", "5 bamboo") as a message."""
    context = AFTER_OF if after_of else TILE_NAME
    if KIND_IS_HONOUR[index]:
        return Message(PLURAL_NAMES[index], context)
    number, suit = PLURAL_NAMES[index].split(" ", 1)
    return Message(_("%(number)s %(suit)s"), number=int(number), suit=Message(suit, context))


# what a pung or kong scores for (114b, 114c): exposed or concealed, major or minor
_SET_WHAT = {
    ("exposed", "pung", "minor"): _("exposed pung of %(tiles)s%(note)s (minor)"),
    ("exposed", "pung", "major"): _("exposed pung of %(tiles)s%(note)s (major)"),
    ("concealed", "pung", "minor"): _("concealed pung of %(tiles)s%(note)s (minor)"),
    ("concealed", "pung", "major"): _("concealed pung of %(tiles)s%(note)s (major)"),
    ("exposed", "kong", "minor"): _("exposed kong of %(tiles)s%(note)s (minor)"),
    ("exposed", "kong", "major"): _("exposed kong of %(tiles)s%(note)s (major)"),
    ("concealed", "kong", "minor"): _("concealed kong of %(tiles)s%(note)s (minor)"),
    ("concealed", "kong", "major"): _("concealed kong of %(tiles)s%(note)s (major)"),
}


def _describe(kind: str, index: int, concealed: bool, note: Message | None) -> Message:
    state = "concealed" if concealed else "exposed"
    size = "major" if KIND_IS_MAJOR[index] else "minor"
    return Message(_SET_WHAT[state, kind, size], tiles=tiles_named(index), note=note or "")


def groups_of(hand: PlayerHand) -> list[Group]:
    """The groups of the declared melds, in their order (group k is meld k)."""
    return [declare(m) for m in hand.melds]


def declare(m: Meld) -> Group:
    concealed_x = m.concealed or m.from_concealed_pung
    return group(m.kind, min(m.indexes), m.concealed, concealed_x)
