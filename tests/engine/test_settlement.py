"""Settlement of one hand (classical-extra.md "Settlement" 1-4), examples 03 and 04."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.engine.errors import ContractError
from scoring.engine.hands import HandScore
from scoring.engine.tiles import SEATS

from .settle_builders import (
    by_rule,
    example,
    hand,
    score,
    scores,
    settle,
    table,
    table_from_example,
)


def expected_scores(doc, tbl):
    hands = doc["expect"].get("hands", {})
    return {s: score(s, hands.get(s, {}).get("score", 0), s == tbl.winner) for s in SEATS}


def test_example_03_west_wins_and_the_losers_settle_their_differences_settlement_1_2():
    # W 40: E pays 2x40 = 80, S and N 40 each (settlement 1). Losers: S pays E 2x16 = 32,
    # N pays E 2x(16-8) = 16, S pays N 8. E -80+32+16 = -32, S -40-32-8 = -80,
    # N -40-16+8 = -48, W +160.
    doc = example("03")
    tbl = table_from_example(doc)
    result = settle(tbl, expected_scores(doc, tbl))
    assert (
        result["payments"] == doc["expect"]["payments"] == {"E": -32, "S": -80, "W": 160, "N": -48}
    )
    assert result["east_keeps_deal"] is doc["expect"]["east_keeps_deal"] is False
    assert sorted(by_rule(result, "settlement-1")) == [
        ("E", "W", 80),
        ("N", "W", 40),
        ("S", "W", 40),
    ]
    assert sorted(by_rule(result, "settlement-2")) == [
        ("N", "E", 16),
        ("S", "E", 32),
        ("S", "N", 8),
    ]


def test_example_04_drawn_hand_pays_nothing_and_east_deals_again_settlement_3():
    doc = example("04")
    tbl = table_from_example(doc)
    result = settle(tbl, scores(None, E=16, S=0, W=4, N=8))
    assert result["payments"] == doc["expect"]["payments"] == {s: 0 for s in SEATS}
    assert result["transfers"] == []
    assert result["east_keeps_deal"] is True


def test_drawn_hand_settled_among_all_four_when_the_option_is_on_settlement_3():
    # Option on: E 16, S 0, W 4, N 8 settle pairwise, doubled with East:
    # S->E 32, W->E 24, N->E 16; S->W 4, S->N 8; W->N 4.
    # E +72, S -44, W -24+4-4 = -24, N -16+8+4 = -4; sum 0.
    result = settle(table(), scores(None, E=16, S=0, W=4, N=8), drawn_hand_settlement=True)
    assert result["payments"] == {"E": 72, "S": -44, "W": -24, "N": -4}
    assert {t["rule"] for t in result["transfers"]} == {"settlement-3"}
    assert result["east_keeps_deal"] is True


def test_east_wins_and_every_loser_pays_double_settlement_1():
    # E 88: S, W, N each pay 2x88 = 176; E +528. Losers S 10, W 10, N 0: N pays S and W 10 each.
    result = settle(table(winner="E"), scores("E", E=88, S=10, W=10, N=0))
    assert result["payments"] == {"E": 528, "S": -166, "W": -166, "N": -196}
    assert result["east_keeps_deal"] is True


def test_the_limit_caps_the_score_not_easts_doubling_settlement_4():
    # S has a limit hand (1000): East pays 2000, W and N 1000 each.
    result = settle(table(winner="S"), scores("S", S=1000))
    assert by_rule(result, "settlement-1") == [("E", "S", 2000), ("W", "S", 1000), ("N", "S", 1000)]
    assert result["payments"]["S"] == 4000


def test_only_the_winners_score_wanted_gives_no_settlement():
    tbl = table(winner="N")
    tbl.players.clear()
    tbl.players["N"] = hand("N")
    result = settle(tbl, {"N": HandScore("N", True, 44, 2, 176, False)})
    assert result["payments"] == {} and result["transfers"] == []


def test_penalties_without_all_four_players_are_an_error():
    tbl = table(penalties=[{"type": "false_mahjong", "offender": "S"}])
    tbl.players.pop("W")
    with pytest.raises(ContractError) as err:
        settle(tbl, {"S": score("S", 0)})
    assert err.value.field == "players"


@given(
    winner=st.sampled_from(SEATS),
    values=st.fixed_dictionaries({s: st.integers(0, 1000) for s in SEATS}),
)
def test_payments_sum_to_zero_and_east_pays_and_receives_double_settlement_1_2_4(winner, values):
    values[winner] = max(values[winner], 10)  # 115a: a winning hand scores at least 10
    result = settle(table(winner=winner), scores(winner, **values))
    pay = result["payments"]
    assert sum(pay.values()) == 0

    def f(a, b):
        return 2 if "E" in (a, b) else 1

    losers = [s for s in SEATS if s != winner]
    assert pay[winner] == sum(values[winner] * f(s, winner) for s in losers)
    for s in losers:
        differences = sum((values[s] - values[t]) * f(s, t) for t in losers if t != s)
        assert pay[s] == -values[winner] * f(s, winner) + differences
