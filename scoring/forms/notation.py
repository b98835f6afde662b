"""The one-line text entry of a player's tiles, the engine's notation:

    [Rd Rd Rd] (2b 3b 4b) {5c 5c 5c 5c} 7d 9d F1

`[...]` an exposed set, `(...)` a concealed set, `{...}` a kong made from a concealed pung
(116k); tiles outside brackets are a losing hand's loose concealed tiles, and flowers and
seasons are bonus tiles. Codes may be run together (`234b`, `RdRdRd`).

The form goes through this adapter. The engine's `scoring.engine.notation` is used as soon as
it is installed; until then a small reader of the same notation stands in for it.
"""

from __future__ import annotations

import re

from scoring.engine.errors import ContractError
from scoring.engine.hands import Meld
from scoring.engine.tiles import TILES, tile

try:  # the engine's own notation, once merged
    from scoring.engine.notation import format_notation, parse_notation
except ImportError:  # pragma: no cover - goes away at the merge
    format_notation = parse_notation = None

_TOKEN = re.compile(r"\s*(?:([\[({])|([\])}])|([1-9]+[bcd])|([A-Za-z][A-Za-z0-9])|(\S))")
_CLOSER = {"[": "]", "(": ")", "{": "}"}


def _read(text: str) -> dict:
    melds, concealed, bonus = [], [], []
    opened, tiles = None, []
    for m in _TOKEN.finditer(text.replace("|", " ").replace(",", " ")):
        open_, close, run, code, other = m.groups()
        if open_:
            if opened:
                raise ContractError(f"sets do not nest: {open_!r} inside {opened!r}", None)
            opened, tiles = open_, []
        elif close:
            if not opened or _CLOSER[opened] != close:
                raise ContractError(f"{close!r} closes a set that was never opened", None)
            meld = Meld(tuple(tile(c) for c in tiles), opened == "(")
            if meld.kind is None:
                raise ContractError(f"{' '.join(tiles)} is not a chow, pung, kong or pair", None)
            entry = {"tiles": tiles, "concealed": opened == "("}
            if opened == "{":
                entry["from_concealed_pung"] = True
            melds.append(entry)
            opened = None
        else:
            if other:
                raise ContractError(f"cannot read {other!r}", None)
            codes = [f"{d}{run[-1]}" for d in run[:-1]] if run else [code[0].upper() + code[1]]
            for c in codes:
                tile(c)
            if opened:
                tiles += codes
            else:
                for c in codes:
                    (bonus if TILES[c].is_bonus else concealed).append(c)
    if opened:
        raise ContractError(f"the set opened by {opened!r} is never closed", None)
    return {"melds": melds, "concealed": concealed, "bonus": bonus}


def parse_hand_text(text: str) -> dict:
    """{"melds", "concealed", "bonus"} from a line of text; ContractError when unreadable."""
    if parse_notation is not None:
        return parse_notation(text or "", None)
    return _read(text or "")


def format_hand_text(held: dict) -> str:
    """The text line for a stored player's tiles (the inverse of parse_hand_text)."""
    if format_notation is not None:
        return format_notation(held)
    parts = []
    for meld in held.get("melds") or ():
        codes = " ".join(meld.get("tiles", ()))
        if meld.get("from_concealed_pung"):
            parts.append("{" + codes + "}")
        else:
            parts.append(f"({codes})" if meld.get("concealed") else f"[{codes}]")
    return " ".join(parts + list(held.get("concealed") or ()) + list(held.get("bonus") or ()))
