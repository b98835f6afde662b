"""Errors and penalties (seed 001): long, short and dirty hands (C1), false mah-jong (C2),
misnamed discards (C3), example 05."""

import pytest

from scoring.engine.errors import ContractError
from scoring.engine.tiles import SEATS

from .settle_builders import by_rule, example, hand, scores, settle, table, table_from_example


def fm(offender, **kw):
    return {"type": "false_mahjong", "offender": offender} | kw


def misnamed(offender, claimant, claimed_for, **kw):
    return {
        "type": "misnamed_discard",
        "offender": offender,
        "claimant": claimant,
        "claimed_for": claimed_for,
    } | kw


# -- C1 ----------------------------------------------------------------------------------------


def test_c1_long_hand_scores_nothing_and_pays_the_others_the_full_value_of_their_hands():
    # W wins 40; S has a long hand of 14 tiles (its sets would score 8), E 16, N 4. S scores 0.
    # Settlement 1: E->W 80, S->W 40, N->W 40. Losers: S->E 2x16 = 32, S->N 4, N->E 2x12 = 24.
    # W +160, E -80+32+24 = -24, S -40-32-4 = -76, N -40-24+4 = -60.
    long = hand("S", concealed="1b 2b 3b 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c 5c")
    tbl = table({"S": long}, winner="W", penalties=[{"type": "long_hand", "offender": "S"}])
    values = scores("W", W=40, E=16, S=8, N=4)
    result = settle(tbl, values)
    assert result["payments"] == {"E": -24, "S": -76, "W": 160, "N": -60}
    assert sorted(by_rule(result, "C1")) == [("S", "E", 32), ("S", "N", 4), ("S", "W", 40)]
    assert values["S"].score == 0 and values["S"].items[0].rule == "C1"
    assert result["penalties"][0]["applied"] is True


@pytest.mark.parametrize("kind", ["short_hand", "dirty_hand"])
def test_c1_short_and_dirty_hands_score_their_correct_sets_and_settle_normally(kind):
    # As without a penalty: W 40, E 16, S (its correct sets) 8, N 4. E->W 80, S->W 40, N->W 40;
    # S->E 2x(16-8) = 16, N->E 2x(16-4) = 24, N->S 4. E -80+16+24 = -40, S -40-16+4 = -52,
    # N -40-24-4 = -68, W +160.
    tbl = table(winner="W", penalties=[{"type": kind, "offender": "S"}])
    plain = settle(table(winner="W"), scores("W", W=40, E=16, S=8, N=4))
    result = settle(tbl, scores("W", W=40, E=16, S=8, N=4))
    assert result["payments"] == plain["payments"] == {"E": -40, "S": -52, "W": 160, "N": -68}
    assert result["penalties"][0]["applied"] is True


@pytest.mark.parametrize("kind", ["long_hand", "short_hand", "dirty_hand"])
def test_c1_a_wrong_hand_cannot_go_mahjong(kind):
    tbl = table(winner="S", penalties=[{"type": kind, "offender": "S"}])
    with pytest.raises(ContractError) as err:
        settle(tbl, scores("S", S=40))
    assert err.value.field == "penalties.0.offender"


# -- C2 ----------------------------------------------------------------------------------------


def test_example_05_false_mahjong_by_south_pays_300_to_each_and_east_keeps_the_deal_c2():
    # S pays E, W and N 300 each: S -900; no other scoring; S is not East so East keeps the deal.
    doc = example("05")
    tbl = table_from_example(doc)
    values = scores(None, E=16, S=0, W=4, N=8)
    result = settle(tbl, values)
    assert (
        result["payments"] == doc["expect"]["payments"] == {"E": 300, "S": -900, "W": 300, "N": 300}
    )
    assert result["east_keeps_deal"] is doc["expect"]["east_keeps_deal"] is True
    assert all(values[s].score == 0 for s in SEATS)  # "no other points are awarded"


def test_c2_false_mahjong_by_east_loses_the_deal():
    result = settle(table(penalties=[fm("E")]))
    assert result["payments"] == {"E": -900, "S": 300, "W": 300, "N": 300}
    assert result["east_keeps_deal"] is False


def test_c2_two_offenders_each_pay_each_innocent_player_150():
    # S and W each pay E and N 150: E +300, N +300, S -300, W -300.
    result = settle(table(penalties=[fm("S"), fm("W")]))
    assert result["payments"] == {"E": 300, "S": -300, "W": -300, "N": 300}
    assert result["east_keeps_deal"] is True


def test_c2_three_offenders_each_pay_the_fourth_100():
    result = settle(table(penalties=[fm("S"), fm("W"), fm("N")]))
    assert result["payments"] == {"E": 300, "S": -100, "W": -100, "N": -100}


def test_c2_penalties_raised_to_the_limit_scale_in_proportion():
    # false_mahjong_penalty 1000: two offenders pay 1000/2 = 500, three pay 1000/3 = 333.
    two = settle(table(penalties=[fm("S"), fm("W")]), false_mahjong_penalty=1000)
    assert two["payments"] == {"E": 1000, "S": -1000, "W": -1000, "N": 1000}
    three = settle(table(penalties=[fm("S"), fm("W"), fm("N")]), false_mahjong_penalty=1000)
    assert three["payments"] == {"E": 999, "S": -333, "W": -333, "N": -333}


def test_c2_no_penalty_when_nobody_exposed_tiles_and_play_goes_on():
    # Play went on and W won 40: normal settlement, E->W 80, S->W 40, N->W 40.
    tbl = table(winner="W", penalties=[fm("S", exposed=False)])
    result = settle(tbl, scores("W", W=40))
    assert result["penalties"][0]["applied"] is False
    assert result["payments"] == {"E": -80, "S": -40, "W": 160, "N": -40}


def test_c2_a_false_mahjong_that_ended_the_hand_cannot_have_a_winner():
    with pytest.raises(ContractError) as err:
        settle(table(winner="W", penalties=[fm("S")]), scores("W", W=40))
    assert err.value.field == "winner"


def test_c2_the_same_offender_twice_is_an_error():
    with pytest.raises(ContractError) as err:
        settle(table(penalties=[fm("S"), fm("S")]))
    assert err.value.field == "penalties.0.offender"


# -- C3 ----------------------------------------------------------------------------------------


def test_c3_misnamed_discard_claimed_for_a_chow_costs_50_on_top_of_the_settlement():
    # E misnames, S (next to play) claims for a chow and shows the tiles: E pays S 50.
    # Later W wins 40: E->W 80, S->W 40, N->W 40. E -130, S -40+50 = +10, W +160, N -40.
    tbl = table(winner="W", penalties=[misnamed("E", "S", "chow")])
    result = settle(tbl, scores("W", W=40))
    assert by_rule(result, "C3") == [("E", "S", 50)]
    assert result["payments"] == {"E": -130, "S": 10, "W": 160, "N": -40}


def test_c3_only_the_next_player_can_claim_a_chow():
    result = settle(table(penalties=[misnamed("E", "W", "chow")]))
    assert result["penalties"][0]["applied"] is False
    assert result["payments"] == {s: 0 for s in SEATS}


def test_c3_claimed_for_a_pung_costs_100_but_only_if_the_claimant_shows_the_tiles():
    shown = settle(table(penalties=[misnamed("S", "N", "pung")]))
    assert shown["payments"] == {"E": 0, "S": -100, "W": 0, "N": 100}
    hidden = settle(table(penalties=[misnamed("S", "N", "kong", shown=False)]))
    assert hidden["payments"] == {s: 0 for s in SEATS}


def test_c3_claimed_for_mahjong_costs_300_to_each_and_ends_the_hand():
    # N misnamed, W proved mah-jong on the named tile: N pays E, S, W 300; East keeps the deal.
    result = settle(table(penalties=[misnamed("N", "W", "mahjong")]))
    assert result["payments"] == {"E": 300, "S": 300, "W": 300, "N": -900}
    assert result["east_keeps_deal"] is True


def test_c3_an_offending_east_loses_the_deal():
    result = settle(table(penalties=[misnamed("E", "W", "mahjong")]))
    assert result["payments"]["E"] == -900 and result["east_keeps_deal"] is False


def test_c3_a_false_mahjong_claim_on_the_misnamed_tile_costs_both_150_to_the_other_two():
    # S misnamed, W claimed mah-jong falsely and someone exposed tiles: S and W each pay E and N 150.
    result = settle(table(penalties=[misnamed("S", "W", "mahjong", claim_false=True)]))
    assert result["payments"] == {"E": 300, "S": -300, "W": -300, "N": 300}
    assert result["east_keeps_deal"] is True
    east_claims = settle(table(penalties=[misnamed("S", "E", "mahjong", claim_false=True)]))
    assert east_claims["east_keeps_deal"] is False  # East was one of the two offenders


def test_c3_two_claimants_for_a_chow_and_a_pung_are_both_paid():
    # S misnames; W (next) claims a chow, N a pung: S pays W 50 and N 100.
    result = settle(table(penalties=[misnamed("S", "W", "chow"), misnamed("S", "N", "pung")]))
    assert result["payments"] == {"E": 0, "S": -150, "W": 50, "N": 100}


def test_c3_with_a_mahjong_claim_the_penalty_per_player_is_capped_at_300():
    # W claims mah-jong (S pays everyone 300), N claimed a pung (+100): N is capped at 300.
    result = settle(table(penalties=[misnamed("S", "W", "mahjong"), misnamed("S", "N", "pung")]))
    assert result["payments"] == {"E": 300, "S": -900, "W": 300, "N": 300}


def test_c3_penalties_scale_with_the_false_mahjong_penalty():
    # 600: chow 600/6 = 100, pung 600/3 = 200.
    result = settle(
        table(penalties=[misnamed("S", "W", "chow"), misnamed("S", "N", "pung")]),
        false_mahjong_penalty=600,
    )
    assert result["payments"] == {"E": 0, "S": -300, "W": 100, "N": 200}


@pytest.mark.parametrize(
    ("penalty", "field"),
    [
        (misnamed("S", "S", "pung"), "penalties.0.claimant"),
        (misnamed("S", "Q", "pung"), "penalties.0.claimant"),
        (misnamed("S", "W", "sequence"), "penalties.0.claimed_for"),
        (misnamed("S", "W", "pung", claim_false=True), "penalties.0.claim_false"),
        ({"type": "false_mahjong", "offender": "S", "exposed": "yes"}, "penalties.0.exposed"),
        ({"type": "false_mahjong"}, "penalties.0.offender"),
        ({"type": "chombo", "offender": "S"}, "penalties.0.type"),
        ("false_mahjong", "penalties.0"),
    ],
)
def test_bad_penalty_claims_name_the_field(penalty, field):
    with pytest.raises(ContractError) as err:
        settle(table(penalties=[penalty]))
    assert err.value.field == field


def test_a_negative_penalty_option_is_an_error():
    with pytest.raises(ContractError) as err:
        settle(table(penalties=[fm("S")]), false_mahjong_penalty=-5)
    assert err.value.field == "options.false_mahjong_penalty"


def test_c2_c3_and_a1_amounts_are_one_table_the_records_show_and_the_engine_pays():
    # Seed 001: C2 300 to each opponent, two offenders 150, three 100; C3 chow 50, pung or kong
    # 100, mah-jong 300, a false claim 150, capped at 300. Seed 003 A1: half the limit to each,
    # the full limit to or from East. Each number is written once (PENALTY_AMOUNTS): the
    # catalogue record shows it, the option's default and the engine's parts are made from it.
    from fractions import Fraction

    from scoring.engine import catalogue
    from scoring.engine.penalties.base import PENALTY_AMOUNTS, PENALTY_OPTIONS, SHARES

    c2 = catalogue.RULES["C2"].amounts["millington"]
    c3 = catalogue.RULES["C3"].amounts["millington"]
    a1 = catalogue.RULES["A1"].amounts["american1920"]
    assert (c2, c3, a1) == (PENALTY_AMOUNTS["C2"], PENALTY_AMOUNTS["C3"], PENALTY_AMOUNTS["A1"])
    assert (c2["false_mahjong"], c2["false_mahjong_two"], c2["false_mahjong_three"]) == (
        300,
        150,
        100,
    )
    assert (c3["misnamed_chow"], c3["misnamed_pung"], c3["misnamed_cap"]) == (50, 100, 300)
    assert a1 == {"false_mahjong": Fraction(1, 2), "false_mahjong_east": Fraction(1)}
    assert PENALTY_OPTIONS[0].default == c2["false_mahjong"]
    assert SHARES["misnamed_chow"] == Fraction(1, 6)
    assert SHARES["false_mahjong_three"] == Fraction(1, 3)
