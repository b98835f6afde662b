"""Every answer of `evaluate()` on a fixed corpus, to prove an engine change keeps its output.

    PYTHONHASHSEED=0 python scripts/engine_outputs.py > /tmp/before.json   # on the old code
    PYTHONHASHSEED=0 python scripts/engine_outputs.py > /tmp/after.json    # on the new code
    cmp /tmp/before.json /tmp/after.json

The corpus is built from fixed seeds: the benchmark's explicit-meld and concealed-tile hands
and full tables, the worked examples of shared/examples, and copies of them with one field
broken (so error messages and fields are compared too). Fix the hash seed: the message for a
duplicated bonus tile names one picked from a set.
"""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.engine import random_hand, random_table  # noqa: E402
from scoring.engine.contract import evaluate  # noqa: E402
from scoring.engine.errors import ContractError  # noqa: E402

JUNK = ["1b", "9d", "Ew", "Rd", "F1", "S4", "0b", "xx", 5, None, True, "1B", [], {}]
FIELDS = ["tile", "source", "completes", "only_possible", "last_tile", "heavenly", "earthly"]


def examples() -> list[dict]:
    for root in (ROOT.parent, ROOT.parent.parent):
        folder = root / "shared" / "examples"
        if folder.is_dir():
            return [json.loads(p.read_text())["input"] for p in sorted(folder.glob("*.json"))]
    return []


def broken(document: dict, rng: random.Random) -> dict:
    """A copy with one field replaced by junk or by another legal-looking value."""
    document = copy.deepcopy(document)
    player = document["players"][rng.choice(sorted(document["players"]))]
    where = rng.randrange(6)
    if where == 0 and player.get("melds"):
        meld = rng.choice(player["melds"])
        meld["tiles"][rng.randrange(len(meld["tiles"]))] = rng.choice(JUNK)
    elif where == 1 and player.get("melds"):
        rng.choice(player["melds"])[rng.choice(["concealed", "from_concealed_pung"])] = rng.choice(
            JUNK
        )
    elif where == 2 and player.get("concealed"):
        player["concealed"][rng.randrange(len(player["concealed"]))] = rng.choice(JUNK)
    elif where == 3:
        player["bonus"] = rng.choice([["F1", "F1"], ["1b"], ["F2", "S2"], "F1", [3]])
    elif where == 4:
        document.setdefault("win", {})[rng.choice(FIELDS)] = rng.choice(JUNK + [0, 1, 4])
    else:
        document[rng.choice(["winner", "prevailing_wind", "options", "penalties"])] = rng.choice(
            JUNK + ["N", [{"type": "long_hand", "offender": "E"}]]
        )
    return document


def corpus() -> list:
    rng = random.Random(2026)
    documents = [random_hand(rng, False) for _ in range(1500)]
    documents += [random_hand(rng, True) for _ in range(500)]
    documents += [random_table(rng) for _ in range(1000)]
    documents += examples()
    documents += [broken(rng.choice(documents), rng) for _ in range(1500)]
    return documents


def answer(document) -> dict:
    try:
        return evaluate(document)
    except ContractError as error:
        return error.to_json()


if __name__ == "__main__":
    json.dump([answer(d) for d in corpus()], sys.stdout, indent=0)
    sys.stdout.write("\n")
