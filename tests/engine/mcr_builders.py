"""MCR documents for the tests (docs/mcr.md): one winner's hand in the notation plus whatever a
test changes."""

from __future__ import annotations

from typing import Any

from scoring.engine.contract import evaluate


def mcr_doc(
    notation: str | None,
    tile: str | None = None,
    *,
    source: str = "discard",
    discarder: str | None = "N",
    winner: str | None = "S",
    prevailing: str = "E",
    entry: str | None = None,
    players: dict[str, Any] | None = None,
    penalties: list | None = None,
    options: dict | None = None,
    **flags: Any,
) -> dict[str, Any]:
    document: dict[str, Any] = {"ruleset": "mcr", "prevailing_wind": prevailing}
    if entry:
        document["entry"] = entry
    if options:
        document["options"] = options
    document["players"] = dict(players or {})
    if winner and notation is not None:
        document["players"][winner] = {"notation": notation}
    document["winner"] = winner
    if winner:
        win: dict[str, Any] = {"source": source, **flags}
        if tile:
            win["tile"] = tile
        if source in ("discard", "robbed_kong"):
            win["discarder"] = discarder
        document["win"] = win
    if penalties:
        document["penalties"] = penalties
    return document


def fans_of(out: dict[str, Any], seat: str = "S") -> dict[int, int]:
    """Fan number -> times counted, as the answer's items say."""
    return {item["fan"]: item["count"] for item in out["hands"][seat]["items"]}


def score(notation: str, tile: str, **fields: Any) -> dict[str, Any]:
    return evaluate(mcr_doc(notation, tile, **fields))
