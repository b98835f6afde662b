"""Tiles: one immutable object per tile kind, looked up by its contract code.

Codes (shared/contract.md): 1b-9b bamboo, 1c-9c characters, 1d-9d dots, Ew Sw Ww Nw winds,
Rd Gd Wd dragons, F1-F4 flowers, S1-S4 seasons.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import ContractError
from .messages import Message
from .vocabulary import SEATS, WIND_NAMES
from .vocabulary import gettext_noop as _

SUITS = {"b": "bamboo", "c": "characters", "d": "dots"}
DRAGON_NAMES = {"R": "red", "G": "green", "W": "white"}
GREEN_CODES = frozenset({"2b", "3b", "4b", "6b", "8b", "Gd"})


@dataclass(frozen=True, slots=True)
class Tile:
    code: str
    category: str  # bamboo, characters, dots, wind, dragon, flower, season
    number: int | None = None  # 1-9 for suits, 1-4 for flowers and seasons
    letter: str | None = None  # E/S/W/N for winds, R/G/W for dragons

    def __str__(self) -> str:
        return self.code

    # The code identifies a tile kind; hashing and comparing it alone keeps hand analysis fast.
    def __hash__(self) -> int:
        return hash(self.code)

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if isinstance(other, Tile):
            return self.code == other.code
        return NotImplemented

    def __repr__(self) -> str:
        return f"Tile({self.code})"

    @property
    def suit(self) -> str | None:
        return self.code[1] if self.category in ("bamboo", "characters", "dots") else None

    @property
    def is_suited(self) -> bool:
        return self.suit is not None

    @property
    def is_wind(self) -> bool:
        return self.category == "wind"

    @property
    def is_dragon(self) -> bool:
        return self.category == "dragon"

    @property
    def is_honour(self) -> bool:
        return self.category in ("wind", "dragon")

    @property
    def is_terminal(self) -> bool:
        return self.is_suited and self.number in (1, 9)

    @property
    def is_major(self) -> bool:
        """Rule 114b: major tiles are ones, nines, winds and dragons."""
        return self.is_terminal or self.is_honour

    @property
    def is_minor(self) -> bool:
        return self.is_suited and not self.is_terminal

    @property
    def is_bonus(self) -> bool:
        return self.category in ("flower", "season")

    @property
    def is_green(self) -> bool:
        return self.code in GREEN_CODES

    @property
    def bonus_seat(self) -> str | None:
        """116a: flower/season 1-4 belong to East, South, West, North."""
        return SEATS[self.number - 1] if self.is_bonus else None

    @property
    def sort_key(self) -> tuple:
        order = ("bamboo", "characters", "dots", "wind", "dragon", "flower", "season")
        within = self.number if self.number is not None else "ESWNRGW".index(self.letter)
        if self.category == "dragon":
            within = "RGW".index(self.letter)
        return (order.index(self.category), within)

    def name(self) -> str:
        if self.is_suited:
            return f"{self.number} {SUITS[self.suit]}"
        if self.is_wind:
            return f"{WIND_NAMES[self.letter]} wind"
        if self.is_dragon:
            return f"{DRAGON_NAMES[self.letter]} dragon"
        return f"{self.category} {self.number}"

    def next_in_suit(self, step: int = 1) -> Tile | None:
        if not self.is_suited or not 1 <= self.number + step <= 9:
            return None
        return TILES[f"{self.number + step}{self.suit}"]


def _build() -> dict[str, Tile]:
    tiles: dict[str, Tile] = {}
    for s, category in SUITS.items():
        for n in range(1, 10):
            tiles[f"{n}{s}"] = Tile(f"{n}{s}", category, number=n)
    for w in "ESWN":
        tiles[f"{w}w"] = Tile(f"{w}w", "wind", letter=w)
    for d in "RGW":
        tiles[f"{d}d"] = Tile(f"{d}d", "dragon", letter=d)
    for n in range(1, 5):
        tiles[f"F{n}"] = Tile(f"F{n}", "flower", number=n)
        tiles[f"S{n}"] = Tile(f"S{n}", "season", number=n)
    return tiles


TILES: dict[str, Tile] = _build()
PLAYING_TILES = tuple(t for t in TILES.values() if not t.is_bonus)  # 34 kinds, 4 copies each
BONUS_TILES = tuple(t for t in TILES.values() if t.is_bonus)  # 8 tiles, 1 copy each


def tile(code: object, field: str | None = None) -> Tile:
    """The tile for a contract code; a ContractError naming `field` for anything else."""
    if isinstance(code, Tile):
        return code
    if isinstance(code, str):
        found = TILES.get(code)
        if found is not None:
            return found
    raise ContractError(
        Message(
            _("unknown tile %(code)s (expected a code such as 5b, Ew, Rd, F1)"), code=repr(code)
        ),
        field,
    )


def seat_after(seat: str, steps: int = 1) -> str:
    return SEATS[(SEATS.index(seat) + steps) % 4]


# Precomputed properties of the 34 playing-tile kinds, by index (0-8 bamboo, 9-17 characters,
# 18-26 dots, 27-30 winds E S W N, 31-33 dragons R G W). Hand analysis works on count vectors
# of this length, which is much faster than asking each Tile its properties.
KINDS = 34  # the length of a count vector
FIRST_WIND = 27  # kinds before it are suited (three suits of nine), from it honours
FIRST_DRAGON = 31  # winds from FIRST_WIND up to it, dragons from it to the end
KIND_INDEX: dict[str, int] = {t.code: i for i, t in enumerate(PLAYING_TILES)}
KIND_CODES: tuple[str, ...] = tuple(t.code for t in PLAYING_TILES)
KIND_IS_MAJOR: tuple[bool, ...] = tuple(t.is_major for t in PLAYING_TILES)
KIND_IS_HONOUR: tuple[bool, ...] = tuple(t.is_honour for t in PLAYING_TILES)
KIND_IS_TERMINAL: tuple[bool, ...] = tuple(t.is_terminal for t in PLAYING_TILES)
KIND_IS_GREEN: tuple[bool, ...] = tuple(t.is_green for t in PLAYING_TILES)
KIND_SUIT: tuple[str | None, ...] = tuple(t.suit for t in PLAYING_TILES)
KIND_IS_WIND: tuple[bool, ...] = tuple(t.is_wind for t in PLAYING_TILES)
KIND_IS_DRAGON: tuple[bool, ...] = tuple(t.is_dragon for t in PLAYING_TILES)
WIND_INDEX: dict[str, int] = {w: KIND_INDEX[f"{w}w"] for w in SEATS}
DRAGON_INDEXES: tuple[int, ...] = tuple(KIND_INDEX[f"{d}d"] for d in "RGW")
TERMINALS_AND_HONOURS: tuple[int, ...] = tuple(
    i for i, t in enumerate(PLAYING_TILES) if t.is_major
)  # the 13 kinds of Thirteen Unique Wonders

# Copies of each kind packed into one int, seven bits a kind (a digit holds 0-127): a hand's
# or a table's copies add up by integer addition, and "more than four copies of a kind" is
# one addition and one mask (more_than_four). Validation packs only hands of up to 18 tiles,
# so that four hands stay within a digit.
PACKED_ONE: tuple[int, ...] = tuple(1 << 7 * i for i in range(34))
PACKED_BY_CODE: dict[str, int] = {code: PACKED_ONE[i] for code, i in KIND_INDEX.items()}
_PLUS_THREE = sum(3 * one for one in PACKED_ONE)
_EIGHT_OR_MORE = sum(0b1111000 * one for one in PACKED_ONE)  # bits 3-6 of every digit


def more_than_four(packed: int) -> bool:
    """Does a packed count hold more than four copies of some kind (digit + 3 >= 8)?"""
    return bool((packed + _PLUS_THREE) & _EIGHT_OR_MORE)
