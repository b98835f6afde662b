"""How fast the riichi engine scores a hand (the mahjong package does most of the work)."""

from __future__ import annotations

from scoring.engine.contract import evaluate

from . import Result, rate

PINFU_RON = {
    "ruleset": "riichi",
    "honba": 1,
    "riichi_sticks": 1,
    "players": {"S": {"closed": "234m567m23p678s55s", "riichi": True}},
    "winner": "S",
    "win": {"tile": "4d", "source": "ron", "discarder": "W", "dora_indicators": ["4b"]},
}
PAO_TSUMO = {
    "ruleset": "riichi",
    "players": {
        "S": {
            "closed": "234m5p",
            "calls": [
                {"kind": "pon", "tiles": "RdRdRd", "from": "W"},
                {"kind": "pon", "tiles": "GdGdGd", "from": "W"},
                {"kind": "pon", "tiles": "WdWdWd", "from": "N"},
            ],
        }
    },
    "winner": "S",
    "win": {"tile": "5d", "source": "tsumo", "dora_indicators": ["9b"]},
}
CHINITSU = {
    "ruleset": "riichi",
    "players": {"N": {"closed": "1112345678999p", "riichi": True}},
    "winner": "N",
    "win": {"tile": "5d", "source": "tsumo", "dora_indicators": ["1c"]},
}


def run() -> list[Result]:
    results = []
    for name, doc in (
        ("riichi pinfu ron", PINFU_RON),
        ("riichi daisangen pao tsumo", PAO_TSUMO),
        ("riichi chuuren (many divisions)", CHINITSU),
    ):
        count = 200 if doc is not CHINITSU else 10
        median, _ = rate(lambda run, doc=doc: doc, lambda d, n=count: _score(d, n))
        results.append(Result(name, median, "hands/s", "evaluate() incl. the mahjong package"))
    return results


def _score(document: dict, times: int) -> int:
    for _ in range(times):
        evaluate(document)
    return times
