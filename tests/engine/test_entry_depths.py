"""Entry depths (contract "Entry depth"): a hand recorded at `tiles`, `sets` or `scores` settles
to the same payments; what a depth leaves out is not checked and says so (`checked`).

The hand is example 03's: W wins on a self-drawn 9d with an exposed Rd pung (114b 4), a
concealed 3c pung (4), mah-jong 10 (115a) and 2 for the wall (115b) = 20, doubled once for the
dragon pung (116d): 40. E's exposed 9b kong is 16 (114c), N's concealed 1c pung 8 (114b), S
scores nothing. Settlement 1: E pays W 2 x 40 = 80, S and N 40 each. Settlement 2: S pays E
2 x 16 = 32, N pays E 2 x (16 - 8) = 16, S pays N 8. E -32, S -80, W +160, N -48.
"""

import copy

import pytest

from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError

from .settle_builders import example

EXAMPLE_03_PAYMENTS = {"E": -32, "S": -80, "W": 160, "N": -48}


def at_sets() -> dict:
    return copy.deepcopy(example("06")["input"])


def at_scores(**scores) -> dict:
    document = copy.deepcopy(example("07")["input"])
    for seat, value in scores.items():
        document["players"][seat] = value
    return document


def error_of(document) -> ContractError:
    with pytest.raises(ContractError) as err:
        evaluate(document)
    return err.value


# -- sets ----------------------------------------------------------------------------------------


def test_a_loser_at_the_sets_depth_gives_only_its_sets_and_scores_as_at_the_tiles_depth():
    out = evaluate(at_sets())
    # 114c: E's exposed kong of 9b (major) 16; 114b: N's concealed 1c pung (major) 8
    assert {seat: hand["score"] for seat, hand in out["hands"].items()} == {
        "E": 16,
        "S": 0,
        "W": 40,
        "N": 8,
    }
    assert out["payments"] == EXAMPLE_03_PAYMENTS == evaluate(example("03")["input"])["payments"]


def test_a_loser_at_the_sets_depth_may_give_some_of_its_loose_tiles():
    document = at_sets()
    document["players"]["N"]["concealed"] = ["2c", "4c"]  # no set among them (114)
    assert evaluate(document)["payments"] == EXAMPLE_03_PAYMENTS


def test_a_loser_at_the_sets_depth_holding_more_tiles_than_a_hand_is_an_error_naming_it():
    document = at_sets()
    # the 9b kong counts three (C1): 3 + 11 loose tiles = 14, more than a hand of 13
    document["players"]["E"]["concealed"] = ["1b", "3b", "5c", "7c", "2d", "4d", "6d"] + [
        "Ew",
        "Sw",
        "Nw",
        "Wd",
    ]
    err = error_of(document)
    assert err.field == "players.E"
    assert "East holds 14 tiles" in err.message and "at most 13" in err.message


def test_a_winner_at_the_sets_depth_still_gives_the_whole_hand():
    document = at_sets()
    document["players"]["W"]["melds"].pop(1)  # the concealed 3c pung: 11 tiles left
    err = error_of(document)
    assert err.field == "players.W"
    assert "holds 11 tiles" in err.message


def test_a_winner_whose_tiles_are_no_complete_hand_is_an_error_at_the_sets_depth():
    document = at_sets()
    document["players"]["W"]["melds"][1] = {"tiles": ["3c", "3c"], "concealed": True}
    document["players"]["W"]["concealed"] = ["5c"]  # 14 tiles, two pairs and a loose 5c
    err = error_of(document)
    assert err.field == "players.W"
    assert "do not make a mah-jong hand" in err.message


def test_a_fifth_copy_of_a_tile_across_the_table_is_an_error_at_the_sets_depth():
    document = at_sets()
    # W holds three Rd; a second exposed Rd pung at E makes six of a tile the set has four of
    document["players"]["E"]["melds"].append({"tiles": ["Rd", "Rd", "Rd"], "concealed": False})
    err = error_of(document)
    assert err.field == "players"
    assert "6 copies of Rd" in err.message


def test_a_drawn_hand_at_the_sets_depth_needs_no_players_and_pays_nothing():
    # Settlement 3 off by default: a drawn hand pays nothing; East deals again
    out = evaluate({"ruleset": "millington", "entry": "sets", "winner": None})
    assert out["payments"] == {"E": 0, "S": 0, "W": 0, "N": 0}
    assert out["east_keeps_deal"] is True


def test_a_drawn_hand_at_the_sets_depth_with_drawn_hand_settlement_settles_the_sets():
    document = at_sets()
    document["winner"] = None
    document.pop("win")
    document["players"]["W"] = {"melds": [], "bonus": []}
    document["options"]["drawn_hand_settlement"] = True
    out = evaluate(document)
    # Settlement 3 with E 16, N 8, S 0, W 0, East double: N pays E 2 x 8 = 16, S and W pay E
    # 2 x 16 = 32 each, S and W pay N 8 each. E +80, N -16 + 16 = 0, S -40, W -40.
    assert out["payments"] == {"E": 80, "S": -40, "W": -40, "N": 0}


def test_a_claimed_long_hand_at_the_sets_depth_is_applied_as_claimed_rule_c1():
    document = at_sets()
    document["penalties"] = [{"type": "long_hand", "offender": "N"}]
    out = evaluate(document)
    # C1: N's long hand scores nothing (not its 8) and pays the others their full value:
    # N pays W 40 and E 2 x 16 = 32; E -80 + 32 + 32 = -16, S -40 - 32 = -72, N -72, W +160
    assert out["payments"] == {"E": -16, "S": -72, "W": 160, "N": -72}
    (penalty,) = out["penalties"]
    assert (penalty["applied"], penalty["checked"]) == (True, False)
    assert "tiles_recorded" not in penalty


def test_a_claimed_long_hand_at_the_tiles_depth_reports_the_tiles_it_checked_rule_c1():
    document = copy.deepcopy(example("03")["input"])
    document["penalties"] = [{"type": "long_hand", "offender": "N"}]
    (penalty,) = evaluate(document)["penalties"]
    # N: the concealed 1c pung and ten loose tiles, 13 as C1 counts them
    assert (penalty["checked"], penalty["tiles_recorded"]) == (True, 13)


def test_a_dangerous_discard_at_the_sets_depth_is_checked_from_the_winners_hand_rule_90c():
    document = at_sets()
    document["win"] = {"tile": "9d", "source": "discard", "discarder": "S", "completes": 3}
    document["penalties"] = [{"type": "dangerous_discard", "offender": "S", "rule": "90c"}]
    (penalty,) = evaluate(document)["penalties"]
    # 90c needs two dragon sets exposed; W shows one (Rd): the engine checked and rejected it
    assert (penalty["applied"], penalty["checked"]) == (False, True)


# -- scores --------------------------------------------------------------------------------------


def test_a_hand_at_the_scores_depth_settles_as_example_03():
    out = evaluate(at_scores())
    assert out["payments"] == EXAMPLE_03_PAYMENTS
    assert out["east_keeps_deal"] is False  # W won, not East
    assert out["hands"]["W"]["items"] == [
        {"rule": "entered", "what": "mah-jong hand's value entered by the table", "points": 40}
    ]


def test_east_winning_at_the_scores_depth_is_paid_double_and_keeps_the_deal():
    document = at_scores(E={"score": 40}, W={"score": 16})
    document["winner"] = "E"
    out = evaluate(document)
    # Settlement 1: every loser pays East 2 x 40 = 80. Settlement 2: S pays W 16, N pays W 8,
    # S pays N 8. E +240, S -80 - 16 - 8 = -104, W -80 + 16 + 8 = -56, N -80 + 8 - 8 = -80.
    assert out["payments"] == {"E": 240, "S": -104, "W": -56, "N": -80}
    assert out["east_keeps_deal"] is True


@pytest.mark.parametrize(
    ("score", "says"),
    [
        (-4, "cannot be negative"),
        (12.5, "whole number"),
        (True, "whole number"),
        ("16", "whole number"),
        (None, "whole number"),
    ],
)
def test_a_score_that_is_no_whole_number_of_points_is_an_error_on_that_score(score, says):
    err = error_of(at_scores(E={"score": score}))
    assert err.field == "players.E.score"
    assert says in err.message


def test_a_missing_score_is_an_error_naming_the_seat():
    document = at_scores()
    del document["players"]["N"]
    err = error_of(document)
    assert (err.field, err.message) == (
        "players.N.score",
        "North's score is missing: at the scores depth every seat gives its score",
    )


def test_a_score_above_the_limit_is_an_error_unless_the_roof_is_open():
    err = error_of(at_scores(W={"score": 1200}))
    assert err.field == "players.W.score" and "above the limit of 1000" in err.message
    document = at_scores(W={"score": 1200})
    document["options"]["open_roof"] = True
    # Settlement 1 on 1200: E pays 2400, S and N 1200 each
    assert evaluate(document)["payments"]["W"] == 4800


def test_tiles_in_a_scores_document_are_an_error():
    err = error_of(at_scores(S={"score": 0, "melds": []}))
    assert err.field == "players.S.melds"


def test_a_drawn_hand_at_the_scores_depth_needs_no_players_and_pays_nothing():
    out = evaluate({"ruleset": "millington", "entry": "scores", "winner": None})
    assert out["payments"] == {"E": 0, "S": 0, "W": 0, "N": 0}
    assert out["east_keeps_deal"] is True


def test_a_dangerous_discard_at_the_scores_depth_is_applied_as_claimed_rule_96():
    document = at_scores()
    document["win"] = {"source": "discard", "discarder": "S"}
    document["penalties"] = [{"type": "dangerous_discard", "offender": "S", "rule": "90c"}]
    out = evaluate(document)
    # 96: S pays its own 40, E's 2 x 40 and N's 40 to W; no settlement among the losers
    assert out["payments"] == {"E": 0, "S": -160, "W": 160, "N": 0}
    (penalty,) = out["penalties"]
    assert (penalty["applied"], penalty["checked"], penalty["dangerous_by"]) == (
        True,
        False,
        "90c",
    )


def _example_03_won_on_souths_discard(claim: dict) -> tuple[dict, dict]:
    """Example 03 with W's 9d discarded by S, at the tiles depth and at the scores depth with
    the values the tiles give (before penalties), both with `claim`."""
    tiles = copy.deepcopy(example("03")["input"])
    tiles["win"] = {"tile": "9d", "source": "discard", "discarder": "S", "completes": 3}
    unpenalised = evaluate(tiles)["hands"]
    tiles["penalties"] = [claim]
    scores = at_scores(**{seat: {"score": hand["score"]} for seat, hand in unpenalised.items()})
    scores["win"] = {"source": "discard", "discarder": "S"}
    scores["penalties"] = [claim]
    return tiles, scores


@pytest.mark.parametrize(
    ("facts", "applied"),
    [
        ({"wall_tiles_left": 10, "tile_unseen": True}, False),  # more than four left: no 90g
        ({"wall_tiles_left": 3, "tile_unseen": False}, False),  # a copy was discarded
        ({"tile_unseen": True}, False),  # the wall count not given
        ({"wall_tiles_left": 3, "tile_unseen": True}, True),
    ],
)
def test_a_90g_claim_is_judged_by_its_own_facts_at_the_scores_depth_as_at_the_tiles_depth(
    facts, applied
):
    # 90g: four or fewer tiles left and no copy seen. W's hand on S's discard: 10 + 4 (Rd
    # exposed) + 4 (3c concealed) = 18, the 9d chow claimed, x2 (116d) = 36. Applied, S lets
    # off a cannon (96): pays W 36 + E's 2 x 36 + N's 36 = 144.
    claim = {"type": "dangerous_discard", "offender": "S", "rule": "90g", **facts}
    tiles, scores = _example_03_won_on_souths_discard(claim)
    at_tiles, at_scores_depth = evaluate(tiles), evaluate(scores)
    assert [p["applied"] for p in at_tiles["penalties"]] == [applied]
    assert [p["applied"] for p in at_scores_depth["penalties"]] == [applied]
    assert at_scores_depth["payments"] == at_tiles["payments"]
    if applied:
        assert at_tiles["payments"] == {"E": 0, "S": -144, "W": 144, "N": 0}


def test_a_mahjong_claim_naming_another_tile_than_the_winning_one_is_refused_at_every_depth():
    # 92: a dangerous tile claimed for mah-jong is the winning tile (9d), not 8d
    claim = {"type": "dangerous_discard", "offender": "S", "tile": "8d"}
    tiles, scores = _example_03_won_on_souths_discard(claim)
    scores["win"]["tile"] = "9d"
    for document in (tiles, scores):
        assert error_of(document).field == "penalties.0.tile"


def test_a_winner_at_the_scores_depth_worth_less_than_the_mahjong_is_refused_rule_115a():
    # 115a: going out scores 10, and doubles only multiply it, so a winner scores at least 10
    for score in (0, 8):
        err = error_of(at_scores(W={"score": score}))
        assert err.field == "players.W.score"
        assert "at least 10" in err.message
    assert evaluate(at_scores(W={"score": 10}))["hands"]["W"]["score"] == 10


def test_an_american1920_winner_at_the_scores_depth_scores_at_least_harrs_mahjong_10():
    # Harr, Pung Chow, Bonus Scores 1: Mah-Jongg 10 (20 in Babcock's Red Book, an option)
    document = at_scores(W={"score": 8})
    document["ruleset"], document["options"] = "american1920", {"limit": 300}
    assert error_of(document).field == "players.W.score"
    document["options"]["mahjong_points"] = 20
    document["players"]["W"] = {"score": 16}
    assert "at least 20" in error_of(document).message


def test_a_dangerous_discard_claim_on_another_players_discard_fails_at_the_scores_depth_rule_92():
    document = at_scores()
    document["win"] = {"source": "discard", "discarder": "N"}
    document["penalties"] = [{"type": "dangerous_discard", "offender": "S"}]
    out = evaluate(document)
    assert out["penalties"][0]["applied"] is False
    assert out["payments"] == EXAMPLE_03_PAYMENTS  # (a discard pays as a self-draw: Settlement 1)


def test_a_false_mahjong_at_the_scores_depth_is_checked_as_at_the_tiles_depth_rule_c2():
    document = at_scores()
    document["winner"] = None
    document.pop("win")
    document["penalties"] = [{"type": "false_mahjong", "offender": "S"}]
    out = evaluate(document)
    # C2: S pays each opponent 300; East keeps the deal (the offender is not East)
    assert out["payments"] == {"E": 300, "S": -900, "W": 300, "N": 300}
    assert out["penalties"][0]["checked"] is True


def test_pay_for_all_at_the_scores_depth_is_applied_as_claimed_rule_a2():
    document = at_scores()
    document["ruleset"] = "american1920"
    document["options"] = {"limit": 300}
    document["win"] = {"source": "discard", "discarder": "N"}
    document["penalties"] = [{"type": "pay_for_all", "offender": "N", "condition": 3}]
    out = evaluate(document)
    # A2: N pays W for everybody: E's 2 x 40, S's 40 and its own 40; no other scoring
    assert out["payments"] == {"E": 0, "S": 0, "W": 160, "N": -160}
    assert (out["penalties"][0]["applied"], out["penalties"][0]["checked"]) == (True, False)


# -- every depth ---------------------------------------------------------------------------------


def test_every_penalty_at_the_tiles_depth_says_it_was_checked():
    document = copy.deepcopy(example("05")["input"])
    assert [p["checked"] for p in evaluate(document)["penalties"]] == [True]


def test_an_unknown_entry_depth_is_an_error_on_entry():
    err = error_of(example("03")["input"] | {"entry": "digits"})
    assert (err.field, err.message) == ("entry", "entry must be one of tiles, sets, scores")


def test_a_riichi_hand_is_recorded_at_the_tiles_depth_only():
    err = error_of({"ruleset": "riichi", "entry": "scores", "winner": None, "players": {}})
    assert err.field == "entry"
    assert "riichi ruleset scores hands recorded at the tiles depth" in err.message
