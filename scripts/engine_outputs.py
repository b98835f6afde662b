"""Every answer of `evaluate()` on a fixed corpus, to prove an engine change keeps its output.

    PYTHONHASHSEED=0 python scripts/engine_outputs.py > /tmp/before.json   # on the old code
    PYTHONHASHSEED=0 python scripts/engine_outputs.py > /tmp/after.json    # on the new code
    cmp /tmp/before.json /tmp/after.json

The answers are written as `evaluate` orders their keys, so `cmp` compares the order too. The
corpus is built from fixed seeds, for every ruleset: the benchmark's explicit-meld and
concealed-tile hands and full tables, the worked examples of shared/examples, and copies of
them with one field broken (so error messages and fields are compared too); riichi documents
from scripts/riichi_corpus.py, some with pao claims and referee rulings; MCR hands at the
tiles, fans and scores depths, won and drawn, some with false mah-jong claims. Fix the hash
seed: the message for a duplicated bonus tile names one picked from a set.
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
from scripts import riichi_corpus  # noqa: E402

SEATS = "ESWN"

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


def with_pao_claims(document: dict, rng: random.Random) -> dict:
    """A riichi win with one to three pao claims (R1-R9), some ruled on by a referee."""
    document = copy.deepcopy(document)
    others = [s for s in SEATS if s != document["winner"]]
    claims = []
    for _ in range(rng.choice([1, 1, 2, 3])):
        claim = {"type": "pao", "rule": f"R{rng.randint(1, 9)}"}
        if rng.random() < 0.8:
            claim["responsible"] = rng.choice(others)
        if rng.random() < 0.3:
            claim["ruling"] = rng.choice(["upheld", "rejected"])
        if claim["rule"] == "R9" or rng.random() < 0.1:
            claim["wall_tiles_left"] = rng.choice([0, 3, 5, 8])
        if rng.random() < 0.3:
            claim["tile_unseen"] = rng.random() < 0.5
        if rng.random() < 0.1:
            claim["call"] = rng.randrange(3)
        claims.append(claim)
    document["penalties"] = claims
    if rng.random() < 0.2:
        document["win"]["rinshan"] = True
    return document


def riichi_documents(rng: random.Random) -> list[dict]:
    documents = list(riichi_corpus.corpus(2000))
    wins = [d for d in documents if d.get("winner")]
    return documents + [with_pao_claims(rng.choice(wins), rng) for _ in range(600)]


MCR_SUITS = "cbd"
MCR_HONOURS = ["Ew", "Sw", "Ww", "Nw", "Rd", "Gd", "Wd"]
MCR_BONUS = ["F1", "F2", "F3", "F4", "S1", "S2", "S3", "S4"]


def _mcr_sets(rng: random.Random) -> list[list[str]] | None:
    """Four sets and a pair with no tile more than four times."""
    held: dict[str, int] = {}
    suit = rng.choice(MCR_SUITS) if rng.random() < 0.3 else None  # a flush now and then
    sets = []
    while len(sets) < 5:
        pair = len(sets) == 4
        if not pair and rng.random() < 0.5:
            start, colour = rng.randint(1, 7), suit or rng.choice(MCR_SUITS)
            tiles = [f"{start + i}{colour}" for i in range(3)]
        else:
            honour = rng.random() < 0.3 and not suit
            kind = (
                rng.choice(MCR_HONOURS)
                if honour
                else f"{rng.randint(1, 9)}{suit or rng.choice(MCR_SUITS)}"
            )
            tiles = [kind] * (2 if pair else 4 if rng.random() < 0.1 else 3)
        if any(held.get(t, 0) + tiles.count(t) > 4 for t in tiles):
            if rng.random() < 0.1:
                return None
            continue
        for t in tiles:
            held[t] = held.get(t, 0) + 1
        sets.append(tiles)
    return sets


def mcr_tiles_document(rng: random.Random) -> dict | None:
    winner = rng.choice(SEATS)
    others = [s for s in SEATS if s != winner]
    left = SEATS[(SEATS.index(winner) - 1) % 4]
    sets = _mcr_sets(rng)
    if sets is None:
        return None
    melds, concealed = [], []
    for tiles in sets:
        if len(tiles) != 2 and rng.random() < 0.35:
            chow = tiles[0] != tiles[1]
            meld = {
                "tiles": tiles,
                "concealed": False,
                "from": left if chow else rng.choice(others),
            }
            if len(tiles) == 4 and rng.random() < 0.4:
                meld = {"tiles": tiles, "concealed": True}
            melds.append(meld)
        elif len(tiles) == 4:
            melds.append({"tiles": tiles, "concealed": True})
        else:
            concealed += tiles
    if not concealed:
        return None
    player: dict = {"melds": melds, "concealed": concealed}
    if rng.random() < 0.3:
        player["bonus"] = rng.sample(MCR_BONUS, rng.randint(1, 2))
    kongs = any(len(m["tiles"]) == 4 for m in melds)
    source = rng.choice(["discard", "discard", "wall"] + (["loose_tile"] if kongs else []))
    win: dict = {"tile": rng.choice(concealed), "source": source}
    if source == "discard":
        win["discarder"] = rng.choice(others)
    if rng.random() < 0.1:
        win[rng.choice(["fourth_tile", "last_tile"])] = True
    return {
        "ruleset": "mcr",
        "prevailing_wind": rng.choice(SEATS),
        "players": {winner: player},
        "winner": winner,
        "win": win,
    }


def mcr_documents(rng: random.Random) -> list[dict]:
    """Hands at the tiles depth; the same listed as fans (with or without their tiles) or as a
    score; drawn hands; false mah-jong claims beside any of them."""
    documents = []
    while len(documents) < 1500:
        document = mcr_tiles_document(rng)
        if document is None:
            continue
        winner = document["winner"]
        depth = rng.random()
        if depth < 0.2:
            document["entry"] = "fans"
            listed = sorted(rng.sample(range(48, 82), rng.randint(1, 4)))
            if rng.random() < 0.5:
                document["players"][winner] = {"fans": listed}
            else:
                document["players"][winner]["fans"] = listed
        elif depth < 0.3:
            document["entry"] = "scores"
            document["players"][winner] = {"score": rng.choice([0, 6, 8, 12, 24, 88])}
        elif depth < 0.35:
            document = {"ruleset": "mcr", "prevailing_wind": "E", "players": {}, "winner": None}
        if rng.random() < 0.2:
            innocent = [s for s in SEATS if s != document["winner"]]
            document["penalties"] = [{"type": "false_mahjong", "offender": rng.choice(innocent)}]
        if rng.random() < 0.1:
            document["options"] = {"false_mahjong_penalty": rng.choice([0, 3, 60])}
        documents.append(document)
    return documents


def corpus() -> list:
    rng = random.Random(2026)
    documents = [random_hand(rng, False) for _ in range(1500)]
    documents += [random_hand(rng, True) for _ in range(500)]
    documents += [random_table(rng) for _ in range(1000)]
    documents += examples()
    documents += [broken(rng.choice(documents), rng) for _ in range(1500)]
    documents += riichi_documents(rng)
    documents += mcr_documents(rng)
    return documents


def answer(document) -> dict:
    try:
        return evaluate(document)
    except ContractError as error:
        return error.to_json()


if __name__ == "__main__":
    json.dump([answer(d) for d in corpus()], sys.stdout, indent=0)
    sys.stdout.write("\n")
