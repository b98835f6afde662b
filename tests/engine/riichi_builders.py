"""Riichi documents for the tests: one winner's hand plus whatever a test changes."""

from __future__ import annotations

from typing import Any

from scoring.engine.contract import evaluate


def call(kind: str, tiles: str, source: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": kind, "tiles": tiles}
    if source:
        out["from"] = source
    return out


def win_doc(
    winner: str,
    closed: str,
    tile: str,
    *,
    calls: list | None = None,
    ron: str | None = None,
    riichi: bool = False,
    dealer: str = "E",
    round_wind: str = "E",
    honba: int = 0,
    sticks: int = 0,
    dora: list[str] | None = None,
    penalties: list | None = None,
    options: dict | None = None,
    others: dict | None = None,
    **flags: Any,
) -> dict[str, Any]:
    win: dict[str, Any] = {"tile": tile, "source": "ron" if ron else "tsumo"}
    if ron:
        win["discarder"] = ron
    win["dora_indicators"] = dora or []
    win.update(flags)
    players: dict[str, Any] = {s: {} for s in "ESWN"}
    players.update(others or {})
    players[winner] = {"closed": closed, "calls": calls or [], "riichi": riichi}
    doc = {
        "ruleset": "riichi",
        "round_wind": round_wind,
        "dealer": dealer,
        "honba": honba,
        "riichi_sticks": sticks,
        "players": players,
        "winner": winner,
        "win": win,
        "penalties": penalties or [],
    }
    if options:
        doc["options"] = options
    return doc


def score(winner: str, closed: str, tile: str, **kwargs: Any) -> dict[str, Any]:
    return evaluate(win_doc(winner, closed, tile, **kwargs))


def paid(result: dict, rule: str | None = None) -> dict[tuple[str, str], int]:
    """(payer, payee) -> amount over the transfers (of one rule if given)."""
    out: dict[tuple[str, str], int] = {}
    for t in result["transfers"]:
        if rule is None or t["rule"] == rule:
            key = (t["from"], t["to"])
            out[key] = out.get(key, 0) + t["amount"]
    return out
