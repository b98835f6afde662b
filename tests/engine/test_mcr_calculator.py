"""The MCR engine against the fan calculator it is built on (PyMahjongGB), on random hands:
a hand is drawn in the calculator's own terms (packs, standing tiles, its tile codes), the
calculator scores it, and the same hand written as a contract document goes the whole way
through `evaluate`. The answer's fans are the calculator's, with the WMO book's differences of
docs/mcr.md ("The calculator and the rulebook"); the fans depth accepts what the calculator
counts; no fan the calculator counts is one the table of exclusions would refuse."""

from collections import Counter

import pytest
from hypothesis import assume, event, given, settings
from hypothesis import strategies as st
from MahjongGB import MahjongFanCalculator

from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError
from scoring.engine.mcr.fans import BY_CHINESE, FANS

SEATS = ("E", "S", "W", "N")
SUITS = {"W": "c", "T": "b", "B": "d"}
HONOURS = {"F1": "Ew", "F2": "Sw", "F3": "Ww", "F4": "Nw", "J1": "Rd", "J2": "Gd", "J3": "Wd"}
CODES = [f"{s}{n}" for s in SUITS for n in range(1, 10)] + list(HONOURS)
FLOWERS = ["F1", "F2", "F3", "F4", "S1", "S2", "S3", "S4"]
# The calculator's names the answer writes as other fans (docs/mcr.md): its waits, and its
# 5-point melded-and-concealed kongs as M57 + M67 (4 + 2). Points are the WMO book's (M48 8).
WAITS = {"独听・边张": (77,), "独听・嵌张": (78,), "独听・单钓": (79,), "明暗杠": (57, 67)}


def contract_code(code: str) -> str:
    return HONOURS.get(code) or f"{code[1]}{SUITS[code[0]]}"


@st.composite
def calculator_hands(draw):
    """(calculator keyword arguments, the contract document of the same hand): four sets and a
    pair, each set melded or concealed, no tile more than four times."""
    seat = draw(st.sampled_from(SEATS))
    prevailing = draw(st.sampled_from(SEATS))
    suits = draw(st.sampled_from(["WTBFJ", "W", "WF", "TJ", "WT", "B", "FJ", "WTB"]))
    usable = [c for c in CODES if c[0] in suits]
    used: Counter[str] = Counter()
    packs, standing, melds, concealed = [], [], [], []
    for _ in range(4):
        code = draw(st.sampled_from(usable))
        chow = code[0] in SUITS and 2 <= int(code[1]) <= 8 and draw(st.booleans())
        if chow:
            tiles = [f"{code[0]}{int(code[1]) + d}" for d in (-1, 0, 1)]
        else:
            tiles = [code] * draw(st.sampled_from([3, 3, 3, 4]))
        used.update(tiles)
        exposed = draw(st.integers(0, 3))  # 0: concealed; 1-3 left, opposite, right
        if len(tiles) == 4:
            packs.append(("GANG", code, exposed))
            source = None if exposed == 0 else SEATS[(SEATS.index(seat) - exposed) % 4]
            melds.append(
                {"tiles": [contract_code(t) for t in tiles], "concealed": exposed == 0}
                | ({"from": source} if source else {})
            )
        elif exposed:
            kind = "CHI" if chow else "PENG"
            packs.append((kind, code, 2 if chow else exposed))
            source = SEATS[(SEATS.index(seat) - (1 if chow else exposed)) % 4]
            melds.append(
                {"tiles": [contract_code(t) for t in tiles], "concealed": False, "from": source}
            )
        else:
            standing += tiles
    pair = draw(st.sampled_from(usable))
    standing += [pair, pair]
    used.update([pair, pair])
    assume(max(used.values()) <= 4)
    win_tile = draw(st.sampled_from(standing))
    standing.remove(win_tile)
    concealed = [contract_code(t) for t in standing + [win_tile]]
    # A replacement tile follows a kong; a robbed kong leaves three copies of the winning tile
    # in the robbed pung, the last tile of its kind three visible (docs/mcr.md): drawn only
    # where the winner's kongs and copies allow them.
    hidden = (standing + [win_tile]).count(win_tile) + sum(
        4 for kind, code, offer in packs if kind == "GANG" and offer == 0 and code == win_tile
    )
    self_drawn = draw(st.booleans())
    kongs = any(kind == "GANG" for kind, _code, _offer in packs)
    about_kong = draw(st.booleans()) if (kongs if self_drawn else used[win_tile] == 1) else False
    last_of_kind = draw(st.booleans()) if hidden == 1 else False
    flags = {"fourth_tile": last_of_kind, "last_tile": draw(st.booleans())}
    flowers = draw(st.integers(0, 8))
    arguments = {
        "pack": tuple(packs),
        "hand": tuple(standing),
        "winTile": win_tile,
        "flowerCount": flowers,
        "isSelfDrawn": self_drawn,
        "is4thTile": flags["fourth_tile"],
        "isAboutKong": about_kong,
        "isWallLast": flags["last_tile"],
        "seatWind": SEATS.index(seat),
        "prevalentWind": SEATS.index(prevailing),
    }
    source = {
        (True, False): "wall",
        (True, True): "loose_tile",
        (False, False): "discard",
        (False, True): "robbed_kong",
    }[self_drawn, about_kong]
    win = {"tile": contract_code(win_tile), "source": source, **flags}
    if not self_drawn:
        win["discarder"] = SEATS[(SEATS.index(seat) + draw(st.integers(1, 3))) % 4]
    document = {
        "ruleset": "mcr",
        "prevailing_wind": prevailing,
        "players": {seat: {"melds": melds, "concealed": concealed, "bonus": FLOWERS[:flowers]}},
        "winner": seat,
        "win": win,
    }
    return arguments, document


def calculator_fans(arguments) -> Counter[int] | None:
    """Fan number -> times, as the calculator counts them; None when it finds no win."""
    try:
        found = MahjongFanCalculator(**arguments, verbose=True)
    except TypeError:
        return None
    counts: Counter[int] = Counter()
    for _points, count, name, _english in found:
        for number in WAITS.get(name) or (BY_CHINESE[name].number,):
            counts[number] += count
    if 19 in counts and counts.keys() & {3, 8}:
        counts.pop(64, None)  # the 2006 ruling: Seven Pairs of six kinds add no Tile Hog
    return counts


def _book_points(counts: Counter[int]) -> int:
    return sum(FANS[n].points * c for n, c in counts.items())


@settings(max_examples=200)
@given(calculator_hands())
def test_the_answer_counts_the_calculators_fans_and_settles_them(drawn):
    arguments, document = drawn
    expected = calculator_fans(arguments)
    event("no win" if expected is None else "a win")
    if expected is None:
        with pytest.raises(ContractError) as refused:
            evaluate(document)
        assert refused.value.field == f"players.{document['winner']}"
        return
    out = evaluate(document)
    seat = document["winner"]
    hand = out["hands"][seat]
    assert {item["fan"]: item["count"] for item in hand["items"]} == dict(expected)
    total = _book_points(expected)
    assert hand["score"] == total
    assert hand["fans"] == total - expected[81]
    assert sum(out["payments"].values()) == 0
    if hand["fans"] >= 8:
        gained = (
            3 * (8 + total) if document["win"]["source"] in ("wall", "loose_tile") else 24 + total
        )
        assert out["payments"][seat] == gained
    else:
        assert out["payments"][seat] == -30


@settings(max_examples=200)
@given(calculator_hands())
def test_no_fan_the_calculator_counts_is_excluded_by_another_it_counts(drawn):
    # The non-repeat table (fans.py `excludes`) never refuses a combination the calculator
    # scores, so the fans depth accepts what the tiles depth counts, for the same answer.
    arguments, document = drawn
    counts = calculator_fans(arguments)
    assume(counts is not None)
    clashes = [(a, b) for a in counts for b in counts if b in FANS[a].excludes]
    assert clashes == []
    seat = document["winner"]
    listed = dict(document, entry="fans")
    listed["players"] = {seat: {"fans": sorted(counts.elements())}}
    assert evaluate(listed)["payments"] == evaluate(document)["payments"]
