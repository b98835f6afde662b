"""Riichi tiles: the contract codes plus red fives, the `123m456p789s11z` notation, and the
conversion to the 136-tile numbering of the `mahjong` package.

A red five is written `0c`, `0d`, `0b` (or `0m`, `0p`, `0s` in the notation); it is the same
tile kind as the plain five and counts towards that kind's four copies.
"""

from __future__ import annotations

import re
from collections import Counter

from ..errors import ContractError
from ..messages import Message
from ..tiles import TILES
from ..vocabulary import gettext_noop as _

RED_FIVES = {"0c": "5c", "0d": "5d", "0b": "5b"}
NOTATION_SUITS = {"m": "c", "p": "d", "s": "b"}
# 1z-7z: East, South, West, North, white, green, red (the order riichi players write them).
HONOUR_DIGITS = {"1": "Ew", "2": "Sw", "3": "Ww", "4": "Nw", "5": "Wd", "6": "Gd", "7": "Rd"}
# The mahjong package numbers the 34 kinds man 0-8, pin 9-17, sou 18-26, then E S W N haku hatsu chun.
_SUIT_OFFSET = {"c": 0, "d": 9, "b": 18}
_HONOUR_INDEX = {"Ew": 27, "Sw": 28, "Ww": 29, "Nw": 30, "Wd": 31, "Gd": 32, "Rd": 33}
_NOTATION = re.compile(r"^(?:[0-9]+[mpsz])+$")
_CODE = r"(?:[0-9][bcd]|[ESWN]w|[RGW]d)"
_CODES = re.compile(rf"^{_CODE}+$")


def kind(code: str) -> str:
    """The tile kind of a code: a red five is a five."""
    return RED_FIVES.get(code, code)


def is_red(code: str) -> bool:
    return code in RED_FIVES


def index34(code: str) -> int:
    k = kind(code)
    if k in _HONOUR_INDEX:
        return _HONOUR_INDEX[k]
    return _SUIT_OFFSET[k[1]] + int(k[0]) - 1


def check_code(code: object, field: str) -> str:
    if isinstance(code, str) and (
        code in RED_FIVES or (code in TILES and not TILES[code].is_bonus)
    ):
        return code
    raise ContractError(
        Message(
            _("unknown tile %(code)s (expected a code such as 5b, 0c for a red five, Ew, Rd)"),
            code=repr(code),
        ),
        field,
    )


def parse_tiles(value: object, field: str) -> list[str]:
    """Tiles given as a list of codes, a string of codes (`2c 3c Rd` or `2c3cRd`), or riichi
    notation (`123m55z`)."""
    if value is None:
        return []
    if isinstance(value, list):
        return [check_code(code, f"{field}.{i}") for i, code in enumerate(value)]
    if not isinstance(value, str):
        raise ContractError(
            Message(_("tiles must be a list of codes or a string such as 123m456p")), field
        )
    text = value.strip()
    if not text:
        return []
    compact = text.replace(" ", "")
    if _NOTATION.match(compact):
        return parse_notation(compact, field)
    if _CODES.match(compact):
        return [check_code(code, field) for code in re.findall(_CODE, compact)]
    tokens = re.split(r"[\s,]+", text)
    if len(tokens) == 1 and not _CODES.match(tokens[0]):
        raise ContractError(
            Message(
                _(
                    "cannot read %(text)s: write riichi notation (123m456p789s11z, 0 = red five) "
                    "or tile codes (2c 3c Rd)"
                ),
                text=repr(text),
            ),
            field,
        )
    return [check_code(code, field) for code in tokens]


def parse_notation(text: str, field: str) -> list[str]:
    codes: list[str] = []
    for digits, suit in re.findall(r"([0-9]+)([mpsz])", text):
        for digit in digits:
            if suit == "z":
                if digit not in HONOUR_DIGITS:
                    raise ContractError(
                        Message(_("honour tiles are 1z-7z, not %(digit)sz"), digit=digit), field
                    )
                codes.append(HONOUR_DIGITS[digit])
            else:
                codes.append(f"{digit}{NOTATION_SUITS[suit]}")
    return codes


class Allocator:
    """Hands out distinct 136-numbers per kind: a red five gets copy 0 (the package's red
    five), plain tiles the other copies first."""

    def __init__(self) -> None:
        self.used: Counter[int] = Counter()
        self.red_used: set[int] = set()

    def take(self, code: str) -> int:
        base = index34(code) * 4
        if is_red(code):
            self.red_used.add(base)
            return base
        copy = 1 + self.used[base]
        self.used[base] += 1
        if copy > 3:
            copy = 0
        return base + copy

    def take_all(self, codes: list[str]) -> list[int]:
        return [self.take(c) for c in codes]


def to_notation(codes: list[str]) -> str:
    """Codes back into riichi notation, suit by suit in the order m p s z (`234m055p11z`)."""
    groups: dict[str, list[str]] = {"m": [], "p": [], "s": [], "z": []}
    honour_digit = {code: digit for digit, code in HONOUR_DIGITS.items()}
    suit_letter = {v: k for k, v in NOTATION_SUITS.items()}
    for code in codes:
        if code in honour_digit:
            groups["z"].append(honour_digit[code])
        else:
            groups[suit_letter[code[1]]].append(code[0])
    return "".join(
        "".join(sorted(digits, key=lambda d: (d == "0" and 5) or int(d))) + suit
        for suit, digits in groups.items()
        if digits
    )
