"""How fast the riichi engine scores a hand (the mahjong package does most of the work)."""

from __future__ import annotations

import time

from scoring.engine.contract import evaluate

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


def _rate(document: dict, seconds: float = 1.0) -> tuple[int, float]:
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        evaluate(document)
        count += 1
    elapsed = time.perf_counter() - start
    return count, elapsed / count * 1000


def run() -> list[str]:
    lines = []
    for name, doc in (
        ("riichi pinfu ron", PINFU_RON),
        ("riichi daisangen pao tsumo", PAO_TSUMO),
        ("riichi chuuren (many divisions)", CHINITSU),
    ):
        count, ms = _rate(doc)
        lines.append(f"{name}: {ms:.2f} ms per hand ({count} hands in ~1 s)")
    return lines


if __name__ == "__main__":
    print("\n".join(run()))
