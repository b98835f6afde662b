"""Settlement and penalties end to end: documents through contract.evaluate, hands scored by
the classical engine, then settled (examples 03-05, rule 96, C1)."""

import pytest

from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError

from .settle_builders import example


@pytest.mark.parametrize("name", ["03", "04", "05"])
def test_examples_03_to_05_through_the_contract(name):
    # 03: W 40 -> E -80+32+16, S -40-32-8, N -40-16+8 (settlement 1 and 2); 04: a drawn hand pays
    # nothing; 05: S's false mah-jong pays 300 to each (C2) and East keeps the deal.
    doc = example(name)
    out = evaluate(doc["input"])
    assert out["payments"] == doc["expect"]["payments"]
    assert out["east_keeps_deal"] is doc["expect"]["east_keeps_deal"]
    assert sum(out["payments"].values()) == 0


def test_example_05_reports_the_false_mahjong_and_scores_no_hand():
    out = evaluate(example("05")["input"])
    (report,) = out["penalties"]
    assert (report["type"], report["offender"], report["applied"], report["rule"]) == (
        "false_mahjong",
        "S",
        True,
        "C2",
    )
    assert {h["score"] for h in out["hands"].values()} == {0}
    assert {t["rule"] for t in out["transfers"]} == {"C2"}


def m(codes, concealed=False):
    return {"tiles": codes.split(), "concealed": concealed}


def codes(text):
    return text.split()


LOSER = {"melds": [], "concealed": codes("1b 6b 7b 9b 2c 5c 8c 9c Ew Nw Ww Sw 1d")}


def scholars(penalties, losers=None):
    players = {s: dict(LOSER) for s in "ESN"} | (losers or {})
    players["W"] = {
        "melds": [
            m("Rd Rd Rd"),
            m("Gd Gd Gd"),
            m("Wd Wd Wd"),
            m("2b 2b 2b", True),
            m("5d 5d", True),
        ]
    }
    return {
        "ruleset": "millington",
        "prevailing_wind": "E",
        "players": players,
        "winner": "W",
        "win": {"tile": "Wd", "source": "discard", "discarder": "S", "completes": 2},
        "penalties": penalties,
    }


def test_90c_and_96_through_the_contract():
    # Three Great Scholars is a limit hand: 1000. S let off the cannon (90c): he pays his own
    # 1000, East's 2000 and North's 1000: S -4000, W +4000.
    out = evaluate(scholars([{"type": "dangerous_discard", "offender": "S"}]))
    assert out["hands"]["W"]["score"] == 1000
    assert out["payments"] == {"E": 0, "S": -4000, "W": 4000, "N": 0}
    assert out["penalties"][0]["dangerous_by"] == "90c"


def test_c1_long_hand_through_the_contract():
    # N holds a long hand (14 tiles) with an exposed 3c pung, 2 points, which would be his
    # score; the long hand scores nothing instead. W 1000 (limit hand):
    # N pays W 1000 (C1); E pays W 2000; S pays W 1000; E, S and N all score 0: no differences.
    long = {"melds": [m("3c 3c 3c")], "concealed": codes("1b 6b 7b 9b 2c 5c 8c Ew Nw Ww Sw")}
    out = evaluate(scholars([{"type": "long_hand", "offender": "N"}], {"N": long}))
    assert out["hands"]["N"]["score"] == 0
    assert out["hands"]["N"]["items"][0]["rule"] == "C1"
    assert out["payments"] == {"E": -2000, "S": -1000, "W": 4000, "N": -1000}
    assert [t["rule"] for t in out["transfers"] if t["from"] == "N"] == ["C1"]


def test_a_cannon_claim_on_a_drawn_hand_is_a_clear_error():
    doc = scholars([{"type": "dangerous_discard", "offender": "S"}])
    doc["winner"] = None
    doc.pop("win")
    doc["players"]["W"] = dict(LOSER)
    with pytest.raises(ContractError) as err:
        evaluate(doc)
    assert err.value.field == "penalties.0.type"
