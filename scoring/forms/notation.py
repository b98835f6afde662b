"""The one-line text entry of a player's tiles, e.g. ``Rd Rd Rd | [2b 3b 4b] | [5c 7c] | F1``.

Sets are separated by ``|``; a set in square brackets is concealed, otherwise exposed; square
brackets around tiles that form no set hold the loose concealed tiles of a losing hand; flowers
and seasons anywhere are bonus tiles; ``*`` after a kong marks one made from a concealed pung
(116k). Codes may be run together (``RdRdRd``).

This is the adapter the form goes through: when the engine's own notation
(scoring.engine.notation.parse_notation) lands, `parse_hand_text` becomes a call to it.
"""

from __future__ import annotations

import re

from scoring.engine.errors import ContractError
from scoring.engine.hands import Meld
from scoring.engine.tiles import TILES, tile

TOKEN = re.compile(r"[0-9][bcd]|[ESWN]w|[RGW]d|[FS][1-4]")


def _codes(text: str) -> list[str]:
    codes = []
    for word in text.split():
        found = TOKEN.findall(word)
        if "".join(found) != word:
            raise ContractError(
                f"cannot read {word!r}: use tile codes such as 5b, 9c, 1d, Ew, Rd, F1", None
            )
        codes.extend(found)
    for code in codes:
        tile(code)
    return codes


def parse_hand_text(text: str) -> dict:
    """{"melds", "concealed", "bonus"} from a line of text; ContractError when unreadable."""
    melds, concealed, bonus = [], [], []
    for raw in (text or "").split("|"):
        group = raw.strip()
        if not group:
            continue
        marked = group.endswith("*")
        group = group.rstrip("*").strip()
        hidden = group.startswith("[")
        if hidden != group.endswith("]"):
            raise ContractError(f"unbalanced brackets in {raw.strip()!r}", None)
        if hidden:
            group = group[1:-1]
        codes = _codes(group)
        bonus += [c for c in codes if TILES[c].is_bonus]
        rest = [c for c in codes if not TILES[c].is_bonus]
        if not rest:
            continue
        meld = Meld(tuple(TILES[c] for c in rest), hidden)
        if meld.kind is not None:
            entry = {"tiles": rest, "concealed": hidden}
            if marked and meld.kind == "kong":
                entry = {"tiles": rest, "concealed": False, "from_concealed_pung": True}
            melds.append(entry)
        elif hidden:
            concealed += rest
        else:
            raise ContractError(
                f"{' '.join(rest)} is not a chow, pung, kong or pair: "
                "put loose tiles in [square brackets]",
                None,
            )
    return {"melds": melds, "concealed": concealed, "bonus": bonus}


def format_hand_text(held: dict) -> str:
    """The text line for a stored player's tiles (the inverse of parse_hand_text)."""
    groups = []
    for meld in held.get("melds") or ():
        tiles = " ".join(meld.get("tiles", ()))
        if meld.get("from_concealed_pung"):
            groups.append(f"{tiles}*")
        elif meld.get("concealed"):
            groups.append(f"[{tiles}]")
        else:
            groups.append(tiles)
    if held.get("concealed"):
        groups.append("[" + " ".join(held["concealed"]) + "]")
    if held.get("bonus"):
        groups.append(" ".join(held["bonus"]))
    return " | ".join(groups)
