"""Riichi answers on a large random corpus, to prove a `mahjong` package upgrade keeps them.

    python3.11 -m venv /tmp/mj14 && /tmp/mj14/bin/pip install "mahjong==1.4.0"
    python3.11 -m venv /tmp/mj21 && /tmp/mj21/bin/pip install "mahjong==2.1.0"
    /tmp/mj14/bin/python scripts/riichi_corpus.py 20000 > /tmp/riichi-1.4.jsonl
    /tmp/mj21/bin/python scripts/riichi_corpus.py 20000 > /tmp/riichi-2.1.jsonl
    python3 scripts/riichi_corpus.py --compare /tmp/riichi-1.4.jsonl /tmp/riichi-2.1.jsonl

The engine is pure Python, so a venv with only the package is enough. Each line is one
document's answer (or its error and field). Documents come from a fixed seed: four sets and a
pair drawn at random (honours and terminals over-weighted, so yakuhai, chanta, honitsu and
the pao yakuman turn up), some of them called (chi, pon, kan, ankan, shouminkan), some seven
pairs and thirteen orphans; a winning tile from the hand, ron or tsumo, riichi on closed hands,
dora and ura-dora indicators, red fives, the situational flags, honba and sticks, random
options; plus exhaustive draws and chombo. Hands without a yaku are kept: their refusal is
part of the answer too.
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scoring.engine.contract import evaluate  # noqa: E402
from scoring.engine.errors import ContractError  # noqa: E402

SEATS = "ESWN"
SUITS = "cdb"
HONOURS = ["Ew", "Sw", "Ww", "Nw", "Wd", "Gd", "Rd"]
KINDS = [f"{n}{s}" for s in SUITS for n in range(1, 10)] + HONOURS
TERMINALS_HONOURS = [k for k in KINDS if k in HONOURS or k[0] in "19"]
FLAGS = ["ippatsu", "rinshan", "chankan", "haitei", "houtei", "double_riichi", "tenhou", "chiihou"]


def _kind(rng: random.Random) -> str:
    return rng.choice(TERMINALS_HONOURS if rng.random() < 0.35 else KINDS)


def _sets(rng: random.Random, counts: Counter) -> list[list[str]] | None:
    suit = rng.choice(SUITS) if rng.random() < 0.25 else None  # a flush now and then
    sets = []
    for _ in range(4):
        for _attempt in range(20):
            if rng.random() < 0.5:
                s = suit or rng.choice(SUITS)
                start = rng.randint(1, 7)
                tiles = [f"{start + i}{s}" for i in range(3)]
            else:
                kind = _kind(rng)
                if suit and rng.random() < 0.7:
                    kind = f"{rng.randint(1, 9)}{suit}"
                tiles = [kind] * 3
            need = Counter(tiles)
            if all(counts[k] + n <= 4 for k, n in need.items()):
                counts.update(need)
                sets.append(tiles)
                break
        else:
            return None
    for _attempt in range(20):
        kind = _kind(rng)
        if counts[kind] <= 2:
            counts[kind] += 2
            return [*sets, [kind, kind]]
    return None


def _redden(tiles: list[str], rng: random.Random, used: set) -> list[str]:
    out = []
    for t in tiles:
        if t[0] == "5" and t[1] in SUITS and t[1] not in used and rng.random() < 0.5:
            used.add(t[1])
            out.append("0" + t[1])
        else:
            out.append(t)
    return out


def _special(rng: random.Random) -> list[str]:
    if rng.random() < 0.5:  # seven pairs
        kinds = rng.sample(KINDS, 7)
        return [k for k in kinds for _ in range(2)]
    orphans = TERMINALS_HONOURS[:]
    return [*orphans, rng.choice(orphans)]


def win_document(rng: random.Random) -> dict | None:
    winner = rng.choice(SEATS)
    dealer = rng.choice(SEATS)
    counts: Counter = Counter()
    calls = []
    closed: list[str] = []
    if rng.random() < 0.08:
        closed = _special(rng)
        counts.update(closed)
    else:
        sets = _sets(rng, counts)
        if sets is None:
            return None
        left = SEATS[(SEATS.index(winner) - 1) % 4]
        others = [s for s in SEATS if s != winner]
        n_calls = rng.choice([0, 0, 0, 1, 1, 2, 3, 4])
        for tiles in sets[:4][:n_calls]:
            if tiles[0] != tiles[1]:
                calls.append({"kind": "chi", "tiles": tiles, "from": left})
            else:
                kind = rng.choice(["pon", "pon", "kan", "ankan", "shouminkan"])
                if kind == "pon":
                    calls.append({"kind": "pon", "tiles": tiles, "from": rng.choice(others)})
                elif counts[tiles[0]] < 4:
                    counts[tiles[0]] += 1
                    call = {"kind": kind, "tiles": tiles + [tiles[0]]}
                    if kind != "ankan":
                        call["from"] = rng.choice(others)
                    calls.append(call)
                else:
                    calls.append({"kind": "pon", "tiles": tiles, "from": rng.choice(others)})
        for tiles in sets[len(calls) :]:
            closed += tiles
    used_red: set = set()
    if rng.random() < 0.5:
        closed = _redden(closed, rng, used_red)
        for call in calls:
            call["tiles"] = _redden(call["tiles"], rng, used_red)
    tile = rng.choice(closed)
    ron = rng.random() < 0.5
    is_open = any(c["kind"] != "ankan" for c in calls)
    riichi = not is_open and rng.random() < 0.5
    win: dict = {"tile": tile, "source": "ron" if ron else "tsumo"}
    if ron:
        win["discarder"] = rng.choice([s for s in SEATS if s != winner])
    n_dora = 1 + sum(1 for c in calls if "kan" in c["kind"])
    free = [k for k in KINDS if counts[k] < 4]
    win["dora_indicators"] = [rng.choice(free) for _ in range(n_dora)]
    if riichi and rng.random() < 0.7:
        win["ura_dora_indicators"] = [rng.choice(free) for _ in range(n_dora)]
    if rng.random() < 0.15:
        win[rng.choice(FLAGS)] = True
    options = {}
    if rng.random() < 0.3:
        options = {
            "kiriage": rng.random() < 0.5,
            "open_tanyao": rng.random() < 0.7,
            "red_fives": rng.random() < 0.7,
            "double_yakuman": rng.random() < 0.3,
            "kazoe": rng.choice(["yakuman", "sanbaiman"]),
            "renhou": rng.choice(["mangan", "yakuman"]),
        }
    players = {s: {"riichi": rng.random() < 0.15} for s in SEATS if s != winner}
    players[winner] = {"closed": closed, "calls": calls, "riichi": riichi}
    return {
        "ruleset": "riichi",
        "options": options,
        "round_wind": rng.choice("ES"),
        "dealer": dealer,
        "honba": rng.choice([0, 0, 0, 1, 2, 5]),
        "riichi_sticks": rng.choice([0, 0, 1, 3]),
        "players": players,
        "winner": winner,
        "win": win,
        "penalties": [],
    }


def other_document(rng: random.Random) -> dict:
    players = {s: {"riichi": rng.random() < 0.2, "tenpai": rng.random() < 0.5} for s in SEATS}
    document = {
        "ruleset": "riichi",
        "dealer": rng.choice(SEATS),
        "honba": rng.randint(0, 3),
        "riichi_sticks": rng.randint(0, 2),
        "players": players,
        "winner": None,
        "penalties": [],
    }
    if rng.random() < 0.3:
        for p in players.values():
            p["riichi"] = False
        document["penalties"] = [{"type": "chombo", "offender": rng.choice(SEATS)}]
        document["options"] = {"chombo": rng.choice(["ema", "mangan"])}
    return document


def corpus(size: int, seed: int = 20261123):
    rng = random.Random(seed)
    made = 0
    while made < size:
        document = win_document(rng) if rng.random() < 0.9 else other_document(rng)
        if document is None:
            continue
        made += 1
        yield document


def answer(document: dict) -> dict:
    try:
        return {"output": evaluate(document)}
    except ContractError as error:
        return {"error": error.message, "field": error.field}


def _without_explanations(line: str) -> dict:
    found = json.loads(line)
    for hand in (found["answer"].get("output") or {}).get("hands", {}).values():
        hand.pop("items", None)
        hand.pop("fu_items", None)
    return found


def compare(first: str, second: str) -> int:
    with open(first) as a, open(second) as b:
        lines = list(zip(a, b, strict=True))
    differ = [i for i, (x, y) in enumerate(lines) if x != y]
    kinds = Counter()
    for x, _y in lines:
        found = json.loads(x)["answer"]
        if "error" in found:
            kinds["refused: " + found["error"].split(",")[0][:40]] += 1
        else:
            hands = found["output"]["hands"]
            level = next((h.get("level") for h in hands.values() if "han" in h), None)
            kinds["scored win" if level is not None else "draw or chombo"] += 1
            if level:
                kinds[f"  of which {level}"] += 1
    explained = [
        i
        for i in differ
        if _without_explanations(lines[i][0]) == _without_explanations(lines[i][1])
    ]
    print(f"{len(lines)} documents, {len(differ)} answers differ")
    print(f"  of which {len(explained)} only in the explanations (items, fu_items)")
    for name, n in sorted(kinds.items()):
        print(f"  {n:6d}  {name}")
    for i in differ[:10]:
        print("first difference at line", i + 1)
        print("  ", lines[i][0][:2000])
        print("  ", lines[i][1][:2000])
    return 1 if differ else 0


def main(argv: list[str]) -> int:
    if argv[:1] == ["--compare"]:
        return compare(argv[1], argv[2])
    size = int(argv[0]) if argv else 10000
    for document in corpus(size):
        print(json.dumps({"input": document, "answer": answer(document)}, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
