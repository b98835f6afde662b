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


def test_c1_a_claimed_long_hand_of_13_tiles_is_not_applied_and_the_hand_scores_its_sets():
    # Seed 001: a long hand holds more than 13 tiles. N's 13 tiles (3c pung + 10 loose) bear
    # no long hand out: the claim is not applied (checked), N scores his 3c pung, 2 points.
    # W 1000: E pays 2000, S 1000, N 1000; N (2) is paid by E 2x2 = 4 and by S 2: N -994.
    thirteen = {"melds": [m("3c 3c 3c")], "concealed": codes("1b 6b 7b 9b 2c 5c 8c Ew Nw Ww")}
    out = evaluate(scholars([{"type": "long_hand", "offender": "N"}], {"N": thirteen}))
    report = out["penalties"][0]
    assert (report["applied"], report["checked"]) == (False, True)
    assert {"condition": "N holds 13 tiles, more than 13", "holds": False, "rule": "C1"} in report[
        "checks"
    ]
    assert out["hands"]["N"]["score"] == 2
    assert out["payments"]["N"] == -1000 + 4 + 2


def test_c1_a_claimed_short_hand_of_13_tiles_is_not_applied():
    # Seed 001: a short hand holds fewer than 13 tiles; the LOSER hands hold exactly 13.
    out = evaluate(scholars([{"type": "short_hand", "offender": "N"}]))
    assert out["penalties"][0]["applied"] is False
    assert "N holds 13 tiles, fewer than 13: no" in out["penalties"][0]["why"]


def test_c1_a_flower_drawn_out_of_turn_and_kept_undeclared_makes_the_hand_long():
    # Seed 001: a bonus tile drawn out of turn stays undeclared in the concealed hand, which
    # is then a long hand. N's 13 tiles + F4 kept = 14: the long hand scores nothing and N
    # pays W his 1000 under C1, as in the 14-tile long hand above.
    thirteen = {"melds": [m("3c 3c 3c")], "concealed": codes("1b 6b 7b 9b 2c 5c 8c Ew Nw Ww")}
    claim = {"type": "long_hand", "offender": "N", "undeclared_bonus": ["F4"]}
    out = evaluate(scholars([claim], {"N": thirteen}))
    assert out["penalties"][0]["applied"] is True
    assert "N holds 14 tiles (F4 kept undeclared), more than 13: yes" in out["penalties"][0]["why"]
    assert out["hands"]["N"]["score"] == 0
    assert out["payments"] == {"E": -2000, "S": -1000, "W": 4000, "N": -1000}


@pytest.mark.parametrize(
    ("kept", "field"),
    [(["9b"], "penalties.0.undeclared_bonus.0"), ("F4", "penalties.0.undeclared_bonus")],
)
def test_c1_an_undeclared_bonus_that_is_no_bonus_tile_is_a_clear_error(kept, field):
    claim = {"type": "long_hand", "offender": "N", "undeclared_bonus": kept}
    with pytest.raises(ContractError) as err:
        evaluate(scholars([claim]))
    assert err.value.field == field


def test_c1_an_undeclared_flower_someone_declared_is_on_the_table_twice():
    # There is one F4; E declared it, so N cannot also hold it undeclared.
    losers = {"E": dict(LOSER) | {"bonus": ["F4"]}}
    claim = {"type": "long_hand", "offender": "N", "undeclared_bonus": ["F4"]}
    with pytest.raises(ContractError) as err:
        evaluate(scholars([claim], losers))
    assert err.value.field == "penalties.0.undeclared_bonus.0"


def late_discard(north_melds):
    # 90g: W wins on S's 5d with 3 tiles left in the wall; the claim says no 5d was in sight.
    doc = scholars(
        [
            {
                "type": "dangerous_discard",
                "offender": "S",
                "rule": "90g",
                "wall_tiles_left": 3,
                "tile_unseen": True,
            }
        ],
        {"N": {"melds": north_melds, "concealed": codes("1b 6b 7b 9b 2c 5c 8c Ew Nw Ww")}},
    )
    doc["win"] = {"tile": "5d", "source": "discard", "discarder": "S", "completes": 4}
    return doc


def test_90g_a_claimed_unseen_tile_with_a_copy_in_an_exposed_set_is_not_dangerous():
    # N has an exposed 4d-5d-6d chow on the table: a 5d was in sight, so the discard was not
    # dangerous under 90g and the hand settles normally (no cannon): S pays only his own 1000.
    out = evaluate(late_discard([m("4d 5d 6d")]))
    report = out["penalties"][0]
    assert report["applied"] is False
    assert {
        "condition": "no copy of 5d lay in an exposed set on the table (4d 5d 6d)",
        "holds": False,
        "rule": "90g",
    } in report["checks"]
    assert [t for t in out["transfers"] if t["from"] == "S" and t["rule"] == "96"] == []


def test_90g_with_no_copy_in_sight_the_late_discard_is_a_cannon():
    # N's exposed chow is 1d-2d-3d: no 5d in sight, so S let off a cannon (96) and pays for
    # all: his own 1000, East's 2000 and North's 1000: S -4000, W +4000.
    out = evaluate(late_discard([m("1d 2d 3d")]))
    assert out["penalties"][0]["applied"] is True
    assert out["payments"] == {"E": 0, "S": -4000, "W": 4000, "N": 0}


LONG_N = {"melds": [m("3c 3c 3c")], "concealed": codes("1b 6b 7b 9b 2c 5c 8c Ew Nw Ww Sw")}


def test_96_beside_a_c1_long_hand_the_cannon_bears_the_long_hands_debt_too():
    # ClubScore's reading (ruleset page, C1 and 96): S let off the cannon (90c) and N holds
    # a long hand. 96: S pays his own 1000, E's 2000 and N's 1000 - N's debt as a loser to
    # W is one the cannon bears - and no settlement among the losers takes place, so the
    # long hand pays E and S nothing: S -4000, W +4000, E and N 0.
    claims = [
        {"type": "dangerous_discard", "offender": "S"},
        {"type": "long_hand", "offender": "N"},
    ]
    out = evaluate(scholars(claims, {"N": LONG_N}))
    assert [(p["rule"], p["applied"]) for p in out["penalties"]] == [("96", True), ("C1", True)]
    assert out["payments"] == {"E": 0, "S": -4000, "W": 4000, "N": 0}
    assert {t["on_behalf_of"] for t in out["transfers"] if t["rule"] == "96"} == {"E", "N"}


def drawn_with_a_long_hand(**options):
    doc = scholars([{"type": "long_hand", "offender": "N"}], {"N": LONG_N})
    doc["winner"] = None
    doc.pop("win")
    # W: exposed Rd pung 4 + concealed 2b pung 4 = 8, 116d dragon set x2 = 16.
    doc["players"]["W"] = {
        "melds": [m("Rd Rd Rd"), m("2b 2b 2b", True)],
        "concealed": codes("3c 4c 5c 6c 7c 8c 1d"),
    }
    doc["options"] = options
    return doc


def test_c1_a_long_hand_on_a_drawn_hand_pays_nothing_when_a_drawn_hand_pays_nothing():
    # ClubScore's reading: C1 says what a long hand pays "if someone else wins"; a drawn hand
    # pays nothing by default (settlement 3), the long hand included.
    out = evaluate(drawn_with_a_long_hand())
    assert out["payments"] == {"E": 0, "S": 0, "W": 0, "N": 0}
    assert out["penalties"][0]["applied"] is True and out["hands"]["N"]["score"] == 0


def test_c1_a_long_hand_on_a_drawn_hand_settled_pays_the_full_value_of_the_others_hands():
    # Drawn-hand settlement on: the losers settle differences; the long hand scores 0 and so
    # pays W the full 16 (under C1); E (0) pays W 2 x 16 = 32, S (0) pays 16.
    out = evaluate(drawn_with_a_long_hand(drawn_hand_settlement=True))
    assert out["payments"] == {"E": -32, "S": -16, "W": 64, "N": -16}
    assert [t["rule"] for t in out["transfers"] if t["from"] == "N"] == ["C1"]
