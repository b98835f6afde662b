"""Small builders for the settlement, penalty and rotation tests: engine objects from tile codes."""

from __future__ import annotations

import json

from scoring.engine.hands import HandScore, Meld, PlayerHand, TableHand, Win
from scoring.engine.penalties import PENALTY_OPTIONS
from scoring.engine.settlement import SETTLEMENT_OPTIONS, settle_table
from scoring.engine.tiles import SEATS, tile
from tests.shared import EXAMPLES

DEFAULTS = {o.name: o.default for o in SETTLEMENT_OPTIONS + PENALTY_OPTIONS} | {"limit": 1000}


def meld(codes: str, concealed: bool = False, **kw) -> Meld:
    return Meld(tuple(tile(c) for c in codes.split()), concealed, **kw)


def hand(seat: str, *melds: Meld, concealed: str = "", bonus: str = "") -> PlayerHand:
    return PlayerHand(
        seat,
        tuple(melds),
        tuple(tile(c) for c in concealed.split()),
        tuple(tile(c) for c in bonus.split()),
    )


def win(code: str, source: str = "discard", **kw) -> Win:
    return Win(tile(code), source, **kw)


def table(players=None, winner=None, win=None, penalties=(), ruleset="millington", wind="E"):
    players = dict(players or {})
    for seat in SEATS:
        players.setdefault(seat, hand(seat))
    return TableHand(ruleset, {}, wind, players, winner, win, tuple(penalties))


def score(seat: str, value: int, mahjong: bool = False) -> HandScore:
    return HandScore(seat, mahjong, value, 0, value, False)


def scores(winner: str | None = None, **values: int) -> dict[str, HandScore]:
    return {s: score(s, values.get(s, 0), s == winner) for s in SEATS}


def settle(tbl: TableHand, values: dict[str, HandScore] | None = None, **options):
    return settle_table(tbl, values or scores(tbl.winner), DEFAULTS | options)


def by_rule(result: dict, rule: str) -> list[tuple[str, str, int]]:
    return [(t["from"], t["to"], t["amount"]) for t in result["transfers"] if t["rule"] == rule]


def example(name: str) -> dict:
    return json.loads(next(EXAMPLES.glob(f"{name}*.json")).read_text())


def table_from_example(doc: dict) -> TableHand:
    """The example's input as engine objects (the engine helper's parser does this in evaluate)."""
    data = doc["input"]
    players = {}
    for seat, p in data["players"].items():
        melds = [
            Meld(
                tuple(tile(c) for c in m["tiles"]),
                m["concealed"],
                m.get("from_concealed_pung", False),
            )
            for m in p.get("melds", [])
        ]
        players[seat] = PlayerHand(
            seat,
            tuple(melds),
            tuple(tile(c) for c in p.get("concealed", [])),
            tuple(tile(c) for c in p.get("bonus", [])),
        )
    w = data.get("win")
    return TableHand(
        data.get("ruleset", "millington"),
        data.get("options", {}),
        data["prevailing_wind"],
        players,
        data.get("winner"),
        Win(tile(w["tile"]), w["source"], w.get("discarder"), w.get("completes")) if w else None,
        tuple(data.get("penalties", [])),
    )
