"""The one-line text entry of a player's tiles: the engine's notation (docs/notation.md),

    [Rd Rd Rd] (2b 3b 4b) {5c 5c 5c 5c} 7d 9d F1

`[...]` an exposed set, `(...)` a concealed set, `{...}` a kong made from a concealed pung
(116k); tiles outside brackets are a losing hand's loose concealed tiles, and flowers and
seasons are bonus tiles. The form and the tile picker go through these two functions only.
"""

from __future__ import annotations

from scoring.engine.notation import format_notation, parse_notation


def parse_hand_text(text: str) -> dict:
    """{"melds", "concealed", "bonus"} from a line of text; ContractError when unreadable."""
    return parse_notation(text or "", None)


def format_hand_text(held: dict) -> str:
    """The text line for a stored player's tiles (the inverse of parse_hand_text)."""
    return format_notation(held)
