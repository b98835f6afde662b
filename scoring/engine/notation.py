"""A compact text notation for one player's tiles (docs/notation.md).

    [2c 2c 2c] (Wd Wd Wd) {1b 1b 1b 1b} (666d) (Nw Nw) 5b 7b F1 S3

- `[ ... ]` an exposed meld, `( ... )` a concealed meld, `{ ... }` an exposed kong made by
  adding a claimed discard to a concealed pung and marked (116k, 117c: `from_concealed_pung`);
- tiles outside brackets are the loose concealed tiles; flowers and seasons (F1-F4, S1-S4)
  outside brackets are the bonus tiles;
- tiles are contract codes (5b, Ew, Rd, F1) and may be run together: `234b` is 2b 3b 4b,
  `RdRdRd` is three red dragons; spaces, commas and `|` separate, nothing else.

`parse_notation` gives the player's part of the contract document; `format_notation` writes
it back. Errors are ContractError with the 1-based character position in the message.
"""

from __future__ import annotations

from typing import Any

from .errors import ContractError
from .hands import meld_problem
from .messages import Message
from .tiles import TILES, tile
from .vocabulary import gettext_noop as _

_OPEN = {"[": "]", "(": ")", "{": "}"}
_CLOSE = {v: k for k, v in _OPEN.items()}
_SEPARATORS = " \t\r\n,|"
_DIGITS = "0123456789"  # not str.isdigit, which also takes superscripts and other scripts


def _error(problem: Message, position: int, field: str | None) -> ContractError:
    return ContractError(
        Message(_("%(problem)s at position %(position)s"), problem=problem, position=position + 1),
        field,
    )


def _unknown(code: str, position: int, field: str | None) -> ContractError:
    return ContractError(
        Message(
            _(
                "unknown tile %(code)s at position %(position)s (tiles: 1b-9b, 1c-9c, 1d-9d, "
                "Ew Sw Ww Nw, Rd Gd Wd, F1-F4, S1-S4)"
            ),
            code=repr(code),
            position=position + 1,
        ),
        field,
    )


def _read_tiles(text: str, i: int, field: str | None) -> tuple[list[tuple[str, int]], int]:
    """The tiles of one token starting at text[i]: [(code, position)], and where it ends."""
    out: list[tuple[str, int]] = []
    n = len(text)
    while i < n and text[i] not in _SEPARATORS and text[i] not in _OPEN and text[i] not in _CLOSE:
        c = text[i]
        if c in _DIGITS:
            start = i
            while i < n and text[i] in _DIGITS:
                i += 1
            if i < n and text[i].isalpha() and text[i].lower() not in "bcd":
                raise _unknown(text[start : i + 1], start, field)
            if i >= n or text[i].lower() not in "bcd":
                raise _error(
                    Message(
                        _("the numbers %(numbers)s need a suit letter after them (b, c or d)"),
                        numbers=repr(text[start:i]),
                    ),
                    start,
                    field,
                )
            suit = text[i].lower()
            for k in range(start, i):
                if text[k] == "0":
                    raise _error(Message(_("there is no tile 0 in a suit (1-9)")), k, field)
                out.append((f"{text[k]}{suit}", k))
            i += 1
            continue
        code = text[i : i + 2]
        if len(code) == 2:  # forgiving about case: rd, EW and f1 mean Rd, Ew and F1
            code = code[0].upper() + code[1].lower()
        if code not in TILES:
            raise _unknown(text[i : i + 2], i, field)
        out.append((code, i))
        i += 2
    return out, i


def parse_notation(text: Any, field: str | None = "notation") -> dict[str, list]:
    """The contract JSON of one player ({"melds", "concealed", "bonus"}) from the notation."""
    if not isinstance(text, str):
        raise ContractError(Message(_("the notation must be a string")), field)
    melds: list[dict[str, Any]] = []
    concealed: list[str] = []
    bonus: list[str] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in _SEPARATORS:
            i += 1
            continue
        if c in _CLOSE:
            raise _error(
                Message(_("%(bracket)s closes a meld that was never opened"), bracket=repr(c)),
                i,
                field,
            )
        if c in _OPEN:
            start, closer = i, _OPEN[c]
            i += 1
            tiles: list[tuple[str, int]] = []
            while i < n and text[i] != closer:
                if text[i] in _SEPARATORS:
                    i += 1
                elif text[i] in _OPEN or text[i] in _CLOSE:
                    raise _error(
                        Message(
                            _("unexpected %(bracket)s inside a meld (melds do not nest)"),
                            bracket=repr(text[i]),
                        ),
                        i,
                        field,
                    )
                else:
                    more, i = _read_tiles(text, i, field)
                    tiles += more
            if i >= n:
                raise _error(
                    Message(
                        _("the meld opened by %(bracket)s is never closed with %(closer)s"),
                        bracket=repr(c),
                        closer=repr(closer),
                    ),
                    start,
                    field,
                )
            i += 1
            problem = meld_problem([tile(code) for code, _position in tiles])
            if problem:
                raise _error(problem, start, field)
            meld: dict[str, Any] = {
                "tiles": [code for code, _position in tiles],
                "concealed": c == "(",
            }
            if c == "{":
                if len(tiles) != 4:
                    raise _error(
                        Message(_("{...} marks a kong made from a concealed pung: four tiles")),
                        start,
                        field,
                    )
                meld["from_concealed_pung"] = True
            melds.append(meld)
            continue
        more, i = _read_tiles(text, i, field)
        for code, _position in more:
            (bonus if TILES[code].is_bonus else concealed).append(code)
    return {"melds": melds, "concealed": concealed, "bonus": bonus}


def format_notation(player: Any) -> str:
    """The notation of one player's contract JSON (melds, concealed, bonus)."""
    if not isinstance(player, dict):
        raise ContractError(Message(_("a player must be an object")), None)
    parts: list[str] = []
    for meld in player.get("melds") or []:
        codes = " ".join(tile(code).code for code in meld.get("tiles", []))
        if meld.get("from_concealed_pung"):
            parts.append("{" + codes + "}")
        elif meld.get("concealed"):
            parts.append(f"({codes})")
        else:
            parts.append(f"[{codes}]")
    parts += [tile(code).code for code in player.get("concealed") or []]
    parts += [tile(code).code for code in player.get("bonus") or []]
    return " ".join(parts)
