"""1920s American penalties (seed 003, Harr's Pung Chow): A1 false mah-jong, A2 pay for all."""

import pytest

from scoring.engine.errors import ContractError
from scoring.engine.tiles import SEATS
from tests.shared import SEEDS

from .settle_builders import by_rule, hand, meld, scores, settle, table, win


def american(players=None, winner=None, winning=None, penalties=(), **values):
    tbl = table(
        {"W": players} if players else None,
        winner=winner,
        win=winning,
        penalties=penalties,
        ruleset="american1920",
    )
    return settle(tbl, scores(winner, **values), limit=300)


def pay_all(**kw):
    return {"type": "pay_for_all", "offender": "S"} | kw


def test_a1_false_mahjong_pays_each_player_half_the_limit_and_east_the_full_limit():
    # Limit 300: S pays W 150, N 150 and East 300: S -600. East did not offend: keeps the deal.
    result = american(penalties=[{"type": "false_mahjong", "offender": "S"}])
    assert result["payments"] == {"E": 300, "S": -600, "W": 150, "N": 150}
    assert {t["rule"] for t in result["transfers"]} == {"A1"}
    assert result["east_keeps_deal"] is True


def test_a1_east_declaring_a_false_mahjong_pays_each_player_the_full_limit():
    result = american(penalties=[{"type": "false_mahjong", "offender": "E"}])
    assert result["payments"] == {"E": -900, "S": 300, "W": 300, "N": 300}
    assert result["east_keeps_deal"] is False


def dragons(third="Wd Wd Wd", pair="5d 5d"):
    return hand(
        "W",
        meld("Rd Rd Rd"),
        meld("Gd Gd Gd"),
        meld(third),
        meld("2b 3b 4b", concealed=True),
        meld(pair, concealed=True),
    )


def test_a2_condition_3_the_third_dragon_discarded_to_two_exposed_dragon_sets_pays_for_all():
    # W 300 (limit), E 20, S 10, N 6. Normally E->W 600, S->W 300, N->W 300.
    # A2: S bears everybody's loss: 300 + 600 + 300 = 1200; all other scores are cancelled.
    values = scores("W", W=300, E=20, S=10, N=6)
    tbl = table(
        {"W": dragons()}, "W", win("Wd", discarder="S", completes=2), [pay_all()], "american1920"
    )
    result = settle(tbl, values, limit=300)
    assert result["payments"] == {"E": 0, "S": -1200, "W": 1200, "N": 0}
    assert sorted(by_rule(result, "A2")) == [("S", "W", 300), ("S", "W", 600)]
    assert result["penalties"][0]["condition"] == 3
    assert [values[s].score for s in "ESN"] == [0, 0, 0]
    assert values["W"].score == 300


def test_a2_harr_example_3_a_discard_to_the_other_pair_is_not_penalised():
    # Waiting on Wd or 1d (two pairs); the 1d discard makes a 1d pung and the Wd pair: no third
    # dragon set, so normal settlement: E->W 600, S->W 300, N->W 300; losers settle differences.
    players = dragons(third="1d 1d 1d", pair="Wd Wd")
    result = american(players, "W", win("1d", discarder="S", completes=2), [pay_all()], W=300)
    assert result["penalties"][0]["applied"] is False
    assert result["payments"] == {"E": -600, "S": -300, "W": 1200, "N": -300}


def test_a2_condition_1_nine_tiles_of_one_suit_exposed_and_an_all_one_suit_win():
    players = hand(
        "W",
        meld("1d 1d 1d"),
        meld("2d 3d 4d"),
        meld("6d 6d 6d"),
        meld("7d 8d 9d"),
        meld("5d 5d", concealed=True),
    )
    result = american(players, "W", win("9d", discarder="S", completes=3), [pay_all()], W=300)
    assert result["penalties"][0]["condition"] == 1
    assert result["payments"]["S"] == -1200


def test_a2_condition_2_nine_heads_exposed_and_a_win_of_heads_only():
    players = hand(
        "W",
        meld("1b 1b 1b"),
        meld("9c 9c 9c"),
        meld("Ew Ew Ew"),
        meld("9d 9d 9d"),
        meld("Rd Rd", concealed=True),
    )
    result = american(players, "W", win("9d", discarder="S", completes=3), [pay_all()], W=300)
    assert result["penalties"][0]["condition"] == 2


def winds(fourth="Nw Nw Nw", pair="3b 3b"):
    return hand(
        "W",
        meld("Ew Ew Ew"),
        meld("Sw Sw Sw"),
        meld("Ww Ww Ww"),
        meld(fourth),
        meld(pair, concealed=True),
    )


def test_a2_condition_4_the_fourth_wind_discarded_to_three_exposed_wind_sets():
    result = american(winds(), "W", win("Nw", discarder="S", completes=3), [pay_all()], W=300)
    assert result["penalties"][0]["condition"] == 4


def test_a2_harr_example_4_a_discard_to_the_other_pair_is_not_penalised():
    players = winds(fourth="3b 3b 3b", pair="Nw Nw")
    result = american(players, "W", win("3b", discarder="S", completes=3), [pay_all()], W=300)
    assert result["penalties"][0]["applied"] is False


@pytest.mark.parametrize("exception", [{"waiting_doubling_honours": True}, {"no_choice": True}])
def test_a2_exceptions_doubling_honours_and_no_choice_excuse_the_discarder(exception):
    result = american(
        dragons(), "W", win("Wd", discarder="S", completes=2), [pay_all(**exception)], W=300
    )
    assert result["penalties"][0]["applied"] is False
    assert result["payments"]["S"] == -300  # only his own debt to the winner


def test_a2_only_the_exposures_at_the_time_of_the_discard_count():
    # The Gd pung was exposed after S's discard: only one dragon set lay on the table.
    result = american(
        dragons(),
        "W",
        win("Wd", discarder="S", completes=2),
        [pay_all(condition=3, exposed_before=[0])],
        W=300,
    )
    assert result["penalties"][0]["applied"] is False


def test_a_dead_hand_scores_nothing_and_pays_all():
    # W 40; S's hand (wrong tile count) is dead: scores 0 instead of 8. E 16, N 4.
    # E->W 80, S->W 40, N->W 40; S->E 2x16 = 32, S->N 4, N->E 2x12 = 24.
    # W +160, E -80+32+24 = -24, S -76, N -40-24+4 = -60.
    result = american(
        None, "W", None, [{"type": "short_hand", "offender": "S"}], W=40, E=16, S=8, N=4
    )
    assert result["payments"] == {"E": -24, "S": -76, "W": 160, "N": -60}
    assert {t["rule"] for t in result["transfers"] if t["from"] == "S"} == {"dead-hand"}


def test_the_dead_hand_cites_babcocks_red_book_where_it_is_written_not_seed_003():
    # Seed 003 is Harr's "Penalties" 1 and 2 (A1, A2) only; a dead hand for a wrong number of
    # tiles is Babcock's Rules for Mah-Jongg (1923), ch. III "Dead Hand"
    from scoring.engine import catalogue

    assert "dead hand" not in (SEEDS / "003_668d70c24a40c9f2.txt").read_text().lower()
    text = catalogue.RULES["dead-hand"].text["en"]
    assert "Babcock" in text and "ch. III" in text
    assert "seed 003's" not in text


@pytest.mark.parametrize(
    ("penalty", "winner", "field"),
    [
        ({"type": "dangerous_discard", "offender": "S"}, "W", "penalties.0.type"),
        ({"type": "misnamed_discard", "offender": "S"}, "W", "penalties.0.type"),
        (pay_all(), None, "penalties.0.type"),
        (pay_all(condition=5), "W", "penalties.0.condition"),
        (pay_all(offender="X"), "W", "penalties.0.offender"),
    ],
)
def test_bad_american_claims_are_clear_errors(penalty, winner, field):
    winning = win("Wd", discarder="S", completes=2) if winner else None
    with pytest.raises(ContractError) as err:
        american(dragons(), winner, winning, [penalty], W=300)
    assert err.value.field == field


def test_payments_always_sum_to_zero_under_a2():
    result = american(dragons(), "W", win("Wd", discarder="S", completes=2), [pay_all()], W=300)
    assert sum(result["payments"].values()) == 0
    assert set(result["payments"]) == set(SEATS)
