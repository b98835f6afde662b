"""How fast the classical engine scores hands, through the full contract (validation,
arrangement, waits for 115c, scoring, explanation).

- explicit melds: the winner's hand given as melds, `only_possible` left to the engine (so
  its waits are worked out);
- concealed tiles: the winner's hand given as 14 loose concealed tiles (kongs declared), so
  the engine also finds every arrangement and picks the best;
- score_player only: explicit-meld hands already parsed and validated, the scoring alone;
- full tables: the explicit-meld winner and three losers with melds and loose tiles, so the
  losers' hands are validated and scored and the table settled (the rows above hold only the
  winner's seat, which the contract scores without a settlement).

Every run of every row scores a fresh set of random legal hands, so the per-hand caches cannot
simply replay an earlier run; the small per-suit caches stay warm as they do in a running
server.
"""

from __future__ import annotations

import random

from scoring.engine.classical import MILLINGTON_VALUES, parse_table, score_player
from scoring.engine.contract import evaluate
from scoring.engine.rulesets import get_ruleset
from scoring.engine.tiles import PLAYING_TILES, SEATS

from . import Result, rate

CODES = [t.code for t in PLAYING_TILES]
SUITED = [c for c in CODES if c[0].isdigit()]
HANDS_PER_RUN = 4000


def random_hand(rng: random.Random, loose: bool) -> dict:
    counts: dict[str, int] = {}

    def take(kind: str) -> list[str] | None:
        if kind == "chow":
            start = rng.choice([c for c in SUITED if int(c[0]) <= 7])
            tiles = [f"{int(start[0]) + k}{start[1]}" for k in range(3)]
        else:
            tiles = [rng.choice(CODES)] * {"pair": 2, "pung": 3, "kong": 4}[kind]
        if any(counts.get(c, 0) + tiles.count(c) > 4 for c in set(tiles)):
            return None
        for c in tiles:
            counts[c] = counts.get(c, 0) + 1
        return tiles

    groups: list[list[str]] = []
    while len(groups) < 4:
        kind = rng.choices(["chow", "pung", "kong"], weights=[5, 4, 1])[0]
        tiles = take(kind)
        if tiles:
            groups.append(tiles)
    pair = None
    while pair is None:
        pair = take("pair")
    groups.append(pair)
    melds, concealed = [], []
    for tiles in groups:
        if loose and len(tiles) < 4:
            concealed += tiles
        else:
            melds.append({"tiles": tiles, "concealed": rng.random() < 0.4})
    win = {"source": rng.choice(["wall", "discard", "loose_tile"])}
    if win["source"] == "loose_tile" and not any(len(m["tiles"]) == 4 for m in melds):
        win["source"] = "wall"  # a loose tile is drawn after a kong (117h)
    if concealed:
        win["tile"] = rng.choice(concealed)
    else:
        index = rng.choice([i for i, m in enumerate(melds) if len(m["tiles"]) < 4])
        win["tile"] = rng.choice(melds[index]["tiles"])
        win["completes"] = index
    seat = rng.choice(SEATS)
    return {
        "ruleset": "millington",
        "prevailing_wind": rng.choice(SEATS),
        "players": {seat: {"melds": melds, "concealed": concealed, "bonus": []}},
        "winner": seat,
        "win": win,
    }


def random_table(rng: random.Random) -> dict:
    """random_hand's explicit-meld winner at a full table: each loser declares up to two
    chows or pungs and holds the rest of 13 tiles loose, within four copies of each tile."""
    document = random_hand(rng, False)
    counts: dict[str, int] = {}
    for player in document["players"].values():
        for meld in player["melds"]:
            for code in meld["tiles"]:
                counts[code] = counts.get(code, 0) + 1
    for seat in SEATS:
        if seat == document["winner"]:
            continue
        melds = []
        for _ in range(rng.randrange(3)):
            if rng.random() < 0.5:
                start = rng.choice([c for c in SUITED if int(c[0]) <= 7])
                tiles = [f"{int(start[0]) + k}{start[1]}" for k in range(3)]
            else:
                tiles = [rng.choice(CODES)] * 3
            if all(counts.get(c, 0) + tiles.count(c) <= 4 for c in set(tiles)):
                for c in tiles:
                    counts[c] = counts.get(c, 0) + 1
                melds.append({"tiles": tiles, "concealed": rng.random() < 0.4})
        free = [c for c in CODES for _ in range(4 - counts.get(c, 0))]
        loose = rng.sample(free, 13 - 3 * len(melds))
        for c in loose:
            counts[c] = counts.get(c, 0) + 1
        document["players"][seat] = {"melds": melds, "concealed": loose, "bonus": []}
    return document


def _hands(run: int, loose: bool, offset: int = 0) -> list[dict]:
    rng = random.Random(1000 * run + loose + offset)
    return [random_hand(rng, loose) for _ in range(HANDS_PER_RUN)]


def _tables_of_four(run: int) -> list[dict]:
    rng = random.Random(1000 * run + 500)
    return [random_table(rng) for _ in range(HANDS_PER_RUN)]


def _score_all(hands: list[dict]) -> int:
    for document in hands:
        evaluate(document)
    return len(hands)


def _tables(run: int) -> list:
    ruleset = get_ruleset("millington")
    # other hands than the full-contract rows' runs: replaying those would find their waits
    # cached and measure a cache, not the scoring
    hands = _hands(run, False, offset=100)
    return [parse_table(document, ruleset) for document in hands]


def _score_tables(tables: list) -> int:
    for table in tables:
        score_player(table, table.winner, table.options, MILLINGTON_VALUES)
    return len(tables)


def run() -> list[Result]:
    out = []
    for loose, name, target in (
        (False, "explicit-meld hands, full contract", 5_000),
        (True, "concealed-tile hands, full contract", 2_000),
    ):
        median, rates = rate(lambda run, loose=loose: _hands(run, loose), _score_all)
        spread = f"runs {min(rates):,.0f}-{max(rates):,.0f}"
        out.append(Result(name, median, "hands/s", f"target >= {target:,}; {spread}"))
    median, rates = rate(_tables, _score_tables)
    spread = f"runs {min(rates):,.0f}-{max(rates):,.0f}"
    out.append(
        Result(
            "explicit-meld hands, score_player only", median, "hands/s", f"no validation; {spread}"
        )
    )
    median, rates = rate(_tables_of_four, _score_all)
    spread = f"runs {min(rates):,.0f}-{max(rates):,.0f}"
    out.append(
        Result(
            "full tables (4 seats + settlement), full contract",
            median,
            "tables/s",
            f"no target; {spread}",
        )
    )
    return out
