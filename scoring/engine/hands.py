"""Melds and hands as plain immutable values; parsing and validation live in `contract`.

These types are shared by every part of the engine (scoring, settlement, penalties), so their
public names are a contract between modules: extend them, do not rename them.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from .messages import Message, Text, english
from .tiles import KIND_INDEX, PACKED_ONE, Tile
from .vocabulary import gettext_noop as _

_KINDS: dict[tuple[str, ...], str | None] = {}  # tile codes -> kind, filled as melds are seen
_UNKNOWN = object()


def _kind_of(t: tuple[Tile, ...]) -> str | None:
    codes = {x.code for x in t}
    if len(codes) == 1 and len(t) in (2, 3, 4):
        return {2: "pair", 3: "pung", 4: "kong"}[len(t)]
    if len(t) == 3 and all(x.is_suited for x in t) and len({x.suit for x in t}) == 1:
        numbers = sorted(x.number for x in t)
        if numbers[1] == numbers[0] + 1 and numbers[2] == numbers[1] + 1:
            return "chow"
    return None


@dataclass(frozen=True, slots=True)
class Meld:
    tiles: tuple[Tile, ...]
    concealed: bool
    # 116k/117c: a kong made by adding a claimed discard to a concealed pung, marked by
    # turning an end tile face down; concealed for those doubles, exposed for basic points.
    from_concealed_pung: bool = False
    # worked out once on creation and read as plain slots: scoring asks for them many times.
    # kind: chow, pung, kong or pair; None when the tiles form none of these.
    kind: str | None = field(default=None, init=False, repr=False, compare=False)
    # the tiles as kind indexes (tiles.KIND_INDEX); -1 for a bonus tile
    indexes: tuple[int, ...] = field(default=(), init=False, repr=False, compare=False)
    # the copies of each playing-tile kind, packed as tiles.PACKED_ONE describes
    packed: int = field(default=0, init=False, repr=False, compare=False)
    # the tiles it holds for rule C1: a kong counts three
    held: int = field(default=0, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        codes = tuple(t.code for t in self.tiles)
        kind = _KINDS.get(codes, _UNKNOWN)
        if kind is _UNKNOWN:
            kind = _kind_of(self.tiles)
            if len(_KINDS) < 50_000:
                _KINDS[codes] = kind
        object.__setattr__(self, "kind", kind)
        indexes = tuple(KIND_INDEX.get(c, -1) for c in codes)
        object.__setattr__(self, "indexes", indexes)
        object.__setattr__(self, "packed", sum(PACKED_ONE[k] for k in indexes if k >= 0))
        object.__setattr__(self, "held", 3 if kind == "kong" else len(self.tiles))

    @property
    def first(self) -> Tile:
        return min(self.tiles, key=lambda x: x.sort_key)

    @property
    def is_set(self) -> bool:
        """Pung or kong: what the doubles of rule 116 call a 'set'."""
        return self.kind in ("pung", "kong")

    @property
    def counts_concealed(self) -> bool:
        """Concealed for 116k and 117c (a marked kong from a concealed pung counts)."""
        return self.concealed or self.from_concealed_pung


# PlayerHand, Win and TableHand are built for every hand scored: NamedTuples keep them
# immutable and build at tuple speed (a frozen dataclass sets each field through
# object.__setattr__, about a tenth of an explicit-meld hand's time).
class PlayerHand(NamedTuple):
    seat: str
    melds: tuple[Meld, ...] = ()
    concealed: tuple[Tile, ...] = ()  # tiles that form no declared set
    bonus: tuple[Tile, ...] = ()


class Win(NamedTuple):
    tile: Tile  # None only at the scores depth, where the winning tile need not be given
    source: str  # wall, discard, loose_tile, robbed_kong
    discarder: str | None = None
    completes: int | None = None
    only_possible: bool | None = None
    last_tile: bool = False
    after_wall_exhausted: bool = False
    original_call: bool = False
    heavenly: bool = False
    earthly: bool = False
    kong_on_loose_tile: bool = (
        False  # Twofold Fortune: the kong itself was completed by a loose tile
    )


class TableHand(NamedTuple):
    ruleset: str
    options: dict[str, Any]
    prevailing_wind: str
    players: dict[str, PlayerHand]
    winner: str | None
    win: Win | None
    penalties: tuple[dict[str, Any], ...] = ()
    # The depth the hand was recorded at (contract "Entry depth"): tiles, sets or scores.
    entry: str = "tiles"
    # At the scores depth each seat's value as the table worked it out; None at the others.
    entered: dict[str, int] | None = None


@dataclass(slots=True)
class Item:
    """One line of a score explanation: a rule id, what satisfied it, and what it gave."""

    rule: str
    what: Text
    points: int = 0
    doubles: int = 0
    limit: bool = False

    def to_json(self) -> dict[str, Any]:
        what = self.what
        out: dict[str, Any] = {
            "rule": self.rule,
            "what": what if type(what) is str else english(what),
        }
        if self.points:
            out["points"] = self.points
        if self.doubles:
            out["doubles"] = self.doubles
        if self.limit:
            out["limit"] = True
        return out


@dataclass(slots=True)
class HandScore:
    seat: str
    mahjong: bool
    basic: int
    doubles: int
    score: int
    limit: bool
    items: list[Item] = field(default_factory=list)
    # What would score if declared but was written among a loser's loose tiles (rule 114)
    warnings: list[Item] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        out = {
            "mahjong": self.mahjong,
            "basic": self.basic,
            "doubles": self.doubles,
            "score": self.score,
            "limit": self.limit,
            "items": [i.to_json() for i in self.items],
        }
        if self.warnings:
            out["warnings"] = [w.to_json() for w in self.warnings]
        return out

    def messages(self) -> Iterator[Message]:
        for item in [*self.items, *self.warnings]:
            if isinstance(item.what, Message):
                yield item.what


def meld_problem(tiles: tuple[Tile, ...] | list[Tile]) -> Message | None:
    """Why these tiles are no chow, pung, kong or pair; None when they are one."""
    if any(t.is_bonus for t in tiles):
        return Message(_("a bonus tile cannot be part of a meld (list it under bonus)"))
    n = len(tiles)
    if n not in (2, 3, 4):
        return Message(_("a meld has 2 (pair), 3 (chow or pung) or 4 (kong) tiles, not %(n)s"), n=n)
    if Meld(tuple(tiles), True).kind is not None:
        return None
    codes = " ".join(t.code for t in tiles)
    if n == 2:
        return Message(_("a pair must be two identical tiles, not %(tiles)s"), tiles=codes)
    if n == 4:
        return Message(_("a kong must be four identical tiles, not %(tiles)s"), tiles=codes)
    if len({t.code for t in tiles}) < 3:
        return Message(_("a pung must be three identical tiles, not %(tiles)s"), tiles=codes)
    return Message(
        _("a chow must be three consecutive tiles of one suit, not %(tiles)s"), tiles=codes
    )
