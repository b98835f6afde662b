"""How fast the MCR engine scores a hand: at `tiles` the PyMahjongGB calculator counts the
fans (most of the work); at `fans` the engine only checks the listed fans and settles."""

from __future__ import annotations

from scoring.engine.contract import evaluate

from . import Result, rate

# docs/mcr.md's first example: Two Dragon Pungs (M54), Concealed Kong (M67), two flowers.
TILES = {
    "ruleset": "mcr",
    "entry": "tiles",
    "prevailing_wind": "E",
    "players": {
        "S": {
            "melds": [
                {"tiles": ["Rd", "Rd", "Rd"], "concealed": False, "from": "W"},
                {"tiles": ["2b", "3b", "4b"], "concealed": False, "from": "E"},
                {"tiles": ["Gd", "Gd", "Gd", "Gd"], "concealed": True},
            ],
            "concealed": ["5c", "5c", "7d", "8d", "9d"],
            "bonus": ["F2", "S4"],
        },
        "E": {},
        "W": {},
        "N": {},
    },
    "winner": "S",
    "win": {"tile": "9d", "source": "discard", "discarder": "N"},
}
# Nine Gates (M4) self-drawn: a concealed pure hand with many arrangements to weigh.
NINE_GATES = {
    "ruleset": "mcr",
    "entry": "tiles",
    "prevailing_wind": "E",
    "players": {"N": {"notation": "1b 1b 1b 2b 3b 4b 5b 6b 7b 8b 9b 9b 9b 5b"}},
    "winner": "N",
    "win": {"tile": "5b", "source": "wall"},
}
FANS = {
    "ruleset": "mcr",
    "entry": "fans",
    "prevailing_wind": "E",
    "players": {"S": {"fans": [50, 49, 59, 81]}},
    "winner": "S",
    "win": {"source": "discard", "discarder": "W"},
}


def run() -> list[Result]:
    results = []
    for name, doc, note in (
        ("mcr tiles, melded hand", TILES, "evaluate() incl. PyMahjongGB"),
        ("mcr tiles, nine gates self-drawn", NINE_GATES, "evaluate() incl. PyMahjongGB"),
        ("mcr fans listed", FANS, "evaluate(): checks and settlement only"),
    ):
        median, _ = rate(lambda run, doc=doc: doc, lambda d: _score(d, 200))
        results.append(Result(name, median, "hands/s", note))
    return results


def _score(document: dict, times: int) -> int:
    for _ in range(times):
        evaluate(document)
    return times
