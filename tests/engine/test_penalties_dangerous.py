"""Dangerous discards (seed 000, rules 90-96): the claim is checked against the winner's hand."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.engine.errors import ContractError

from .settle_builders import by_rule, hand, meld, scores, settle, table, win


def three_scholars():
    # W exposed Rd and Gd pungs; the Wd pung (meld 2) was completed by S's discard.
    return hand(
        "W",
        meld("Rd Rd Rd"),
        meld("Gd Gd Gd"),
        meld("Wd Wd Wd"),
        meld("2b 3b 4b", concealed=True),
        meld("5d 5d", concealed=True),
    )


def cannon(players, winning, penalties, **values):
    tbl = table({"W": players}, winner="W", win=winning, penalties=penalties)
    return settle(tbl, scores("W", **values))


def claim(**kw):
    return {"type": "dangerous_discard", "offender": "S"} | kw


def test_90c_third_dragon_discarded_to_two_exposed_dragon_sets_and_96_cannon_pays_for_all():
    # W 1000 (Three Great Scholars), E 16, S 8, N 4. Normally E->W 2000, S->W 1000, N->W 1000.
    # 96: S pays his own 1000 and what E (2000) and N (1000) owe: S -4000, W +4000;
    # no settlement among losers, whose scores are cancelled.
    result = cannon(
        three_scholars(),
        win("Wd", discarder="S", completes=2),
        [claim()],
        W=1000,
        E=16,
        S=8,
        N=4,
    )
    report = result["penalties"][0]
    assert report["applied"] is True and report["dangerous_by"] == "90c" and report["rule"] == "96"
    assert result["payments"] == {"E": 0, "S": -4000, "W": 4000, "N": 0}
    assert sorted(by_rule(result, "96")) == [("S", "W", 1000), ("S", "W", 2000)]
    assert by_rule(result, "settlement-2") == []
    assert {t.get("on_behalf_of") for t in result["transfers"] if t["rule"] == "96"} == {"E", "N"}
    assert all(c["holds"] for c in report["checks"])


def test_96_east_as_the_cannon_pays_double_for_himself():
    # E discards the third dragon: E's own debt 2x1000, plus S's 1000 and N's 1000: E -4000.
    result = cannon(
        three_scholars(),
        win("Wd", discarder="E", completes=2),
        [claim(offender="E")],
        W=1000,
        S=8,
        N=4,
    )
    assert result["payments"] == {"E": -4000, "S": 0, "W": 4000, "N": 0}


def test_90c_a_safe_tile_to_the_pair_is_not_dangerous_and_settlement_stays_normal():
    # W's Wd pung is concealed; he wins on 5d (the pair). 5d is no dragon: 90c fails, and no other
    # rule of 90 holds. Normal: E->W 2x100, S->W 100, N->W 100; losers E 0, S 0, N 4: E pays N
    # 2x4 = 8, S pays N 4. E -208, S -104, N -100+8+4 = -88, W +400.
    players = hand(
        "W",
        meld("Rd Rd Rd"),
        meld("Gd Gd Gd"),
        meld("Wd Wd Wd", concealed=True),
        meld("2b 3b 4b", concealed=True),
        meld("5d 5d"),
    )
    result = cannon(players, win("5d", discarder="S", completes=4), [claim()], W=100, N=4)
    report = result["penalties"][0]
    assert report["applied"] is False
    assert any(c["rule"] == "90c" and not c["holds"] for c in report["checks"])
    assert result["payments"] == {"E": -208, "S": -104, "W": 400, "N": -88}


def pure_bamboo():
    return hand(
        "W",
        meld("1b 1b 1b"),
        meld("2b 3b 4b"),
        meld("6b 6b 6b"),
        meld("7b 8b 9b"),
        meld("5b 5b", concealed=True),
    )


def test_90a_any_tile_of_the_suit_to_three_exposed_sets_of_one_suit():
    result = cannon(pure_bamboo(), win("8b", discarder="S", completes=3), [claim()], W=500)
    assert result["penalties"][0]["dangerous_by"] == "90a"
    # 96: S pays 500 + E's 1000 + N's 500 = 2000.
    assert result["payments"]["S"] == -2000


def test_91_only_the_sets_exposed_when_the_tile_was_discarded_count():
    # The 6b pung was exposed after S's discard: at the time only two bamboo sets lay on the table.
    result = cannon(
        pure_bamboo(),
        win("8b", discarder="S", completes=3),
        [claim(rule="90a", exposed_before=[0, 1])],
        W=500,
    )
    report = result["penalties"][0]
    assert report["applied"] is False and report["exposed_before"] == [0, 1]
    assert result["payments"]["S"] == -500  # settlement 1 only: S pays the winner's 500


def test_90b_the_fourth_wind_to_three_exposed_wind_sets():
    players = hand(
        "W",
        meld("Ew Ew Ew"),
        meld("Sw Sw Sw"),
        meld("Ww Ww Ww"),
        meld("Nw Nw Nw"),
        meld("2c 2c", concealed=True),
    )
    result = cannon(players, win("Nw", discarder="S", completes=3), [claim()], W=1000)
    assert result["penalties"][0]["dangerous_by"] == "90b"


def test_90d_any_honour_to_three_exposed_honour_sets_for_all_symbols():
    # Two winds and one dragon exposed: neither 90b nor 90c, but three honour sets (90d).
    players = hand(
        "W",
        meld("Ew Ew Ew"),
        meld("Sw Sw Sw"),
        meld("Rd Rd Rd"),
        meld("Nw Nw Nw"),
        meld("Gd Gd", concealed=True),
    )
    result = cannon(players, win("Nw", discarder="S", completes=3), [claim()], W=1000)
    assert result["penalties"][0]["dangerous_by"] == "90d"


def imperial_jade():
    return hand(
        "W",
        meld("2b 3b 4b"),
        meld("6b 6b 6b"),
        meld("8b 8b 8b"),
        meld("Gd Gd Gd"),
        meld("2b 2b", concealed=True),
    )


def test_90e_a_green_tile_to_three_exposed_green_sets():
    result = cannon(imperial_jade(), win("Gd", discarder="S", completes=3), [claim()], W=1000)
    assert result["penalties"][0]["dangerous_by"] == "90e"


def test_91_for_90e_a_chow_counts_only_once_its_tiles_lie_on_the_table():
    # The 2-3-4 chow had been called but not laid out when S discarded the green dragon.
    result = cannon(
        imperial_jade(),
        win("Gd", discarder="S", completes=3),
        [claim(rule="90e", called_before=[0])],
        W=1000,
    )
    assert result["penalties"][0]["applied"] is False


def test_90f_a_terminal_to_three_exposed_sets_of_ones_and_nines():
    players = hand(
        "W",
        meld("1b 1b 1b"),
        meld("9c 9c 9c"),
        meld("1d 1d 1d"),
        meld("9d 9d 9d"),
        meld("1c 1c", concealed=True),
    )
    result = cannon(players, win("9d", discarder="S", completes=3), [claim()], W=1000)
    assert result["penalties"][0]["dangerous_by"] == "90f"


def test_90f_names_only_the_sets_of_ones_and_nines_among_the_exposed_sets():
    # 90f counts sets of ones or nines; W's exposed pung of 5 dots is not one of them, so the
    # check the referee reads names 1b, 9c and 1d only (as 90e names only the green sets).
    players = hand(
        "W",
        meld("1b 1b 1b"),
        meld("9c 9c 9c"),
        meld("1d 1d 1d"),
        meld("5d 5d 5d"),
        meld("9b 9b", concealed=True),
    )
    result = cannon(players, win("9b", discarder="S", completes=4), [claim(rule="90f")], W=1000)
    first = next(c for c in result["penalties"][0]["checks"] if c["rule"] == "90f")
    assert first["condition"] == (
        "W had three sets of ones or nines exposed (sets: 1b-1b-1b, 9c-9c-9c, 1d-1d-1d)"
    )
    assert first["holds"] is True


def test_90c_names_only_the_dragon_sets_among_the_exposed_sets():
    # 90c counts dragon sets; W's exposed chow of bamboo is not one, so it is not named.
    players = hand(
        "W",
        meld("Rd Rd Rd"),
        meld("Gd Gd Gd"),
        meld("2b 3b 4b"),
        meld("Wd Wd Wd"),
        meld("5d 5d", concealed=True),
    )
    result = cannon(players, win("Wd", discarder="S", completes=3), [claim(rule="90c")], W=1000)
    first = next(c for c in result["penalties"][0]["checks"] if c["rule"] == "90c")
    assert first["condition"] == "W had two dragon sets exposed (sets: Rd-Rd-Rd, Gd-Gd-Gd)"
    assert first["holds"] is True


def plain_hand():
    return hand(
        "W",
        meld("2c 3c 4c"),
        meld("5d 5d 5d"),
        meld("7b 8b 9b"),
        meld("3d 4d 5d", concealed=True),
        meld("Ew Ew", concealed=True),
    )


def test_90g_an_unseen_tile_with_four_or_fewer_tiles_in_the_wall():
    result = cannon(
        plain_hand(),
        win("Ew", discarder="S", completes=4),
        [claim(wall_tiles_left=3, tile_unseen=True)],
        W=40,
    )
    assert result["penalties"][0]["dangerous_by"] == "90g"
    assert result["payments"]["S"] == -160  # 96: 40 + E's 80 + N's 40


def test_90g_with_five_tiles_in_the_wall_is_not_dangerous():
    result = cannon(
        plain_hand(),
        win("Ew", discarder="S", completes=4),
        [claim(rule="90g", wall_tiles_left=5, tile_unseen=True)],
        W=40,
    )
    report = result["penalties"][0]
    assert report["applied"] is False
    assert "5 left" in report["why"]


def test_92_a_dangerous_tile_claimed_for_a_kong_is_not_penalised():
    result = cannon(
        three_scholars(),
        win("Wd", discarder="S", completes=2),
        [claim(claimed_for="kong", tile="Wd")],
        W=1000,
    )
    report = result["penalties"][0]
    assert report["applied"] is False
    assert any(c["rule"] == "92" and not c["holds"] for c in report["checks"])


def test_92_claimed_for_a_pung_and_the_hand_completed_later_by_a_draw_is_penalised():
    # S's Wd made W's exposed Wd pung (meld 2); W later drew 5d for the pair. Before S's discard
    # only the Rd and Gd pungs were exposed (meld 2 is left out by claimed_meld): 90c holds.
    players = hand(
        "W",
        meld("Rd Rd Rd"),
        meld("Gd Gd Gd"),
        meld("Wd Wd Wd"),
        meld("2b 3b 4b", concealed=True),
        meld("5d 5d", concealed=True),
    )
    result = cannon(
        players,
        win("5d", source="wall", completes=4),
        [claim(claimed_for="pung", claimed_meld=2)],
        W=1000,
    )
    report = result["penalties"][0]
    assert report["applied"] is True and report["exposed_before"] == [0, 1]
    assert result["payments"]["S"] == -4000


def test_93_only_the_second_dangerous_discarder_pays():
    # Three bamboo sets exposed; E's 9b claimed for a pung (meld 3), then S's 8b for the pair.
    players = hand(
        "W",
        meld("1b 1b 1b"),
        meld("2b 3b 4b"),
        meld("5b 6b 7b"),
        meld("9b 9b 9b"),
        meld("8b 8b"),
    )
    result = cannon(
        players,
        win("8b", discarder="S", completes=4),
        [claim(offender="E", claimed_for="pung", claimed_meld=3), claim()],
        W=1000,
    )
    first, second = result["penalties"]
    assert first["applied"] is False and any(c["rule"] == "93" for c in first["checks"])
    assert second["applied"] is True
    assert result["payments"] == {"E": 0, "S": -4000, "W": 4000, "N": 0}


def test_94_a_robbed_kong_tile_is_penalised_as_if_discarded():
    # N added a drawn 8b to his exposed pung; W robbed it for the 7-8-9 of his pure bamboo hand.
    result = cannon(
        pure_bamboo(),
        win("8b", source="robbed_kong", discarder="N", completes=3),
        [claim(offender="N")],
        W=500,
    )
    report = result["penalties"][0]
    assert report["applied"] is True
    assert any(c["rule"] == "94" and c["holds"] for c in report["checks"])
    assert result["payments"]["N"] == -2000  # 500 + E's 1000 + S's 500


def test_95_no_choice_excuses_the_discarder():
    result = cannon(
        three_scholars(),
        win("Wd", discarder="S", completes=2),
        [claim(no_choice=True)],
        W=1000,
    )
    assert result["penalties"][0]["applied"] is False
    assert result["payments"]["S"] == -1000  # settlement 1 only


def test_95_no_choice_is_not_available_after_claiming_for_a_pung():
    result = cannon(
        three_scholars(),
        win("Wd", discarder="S", completes=2),
        [claim(no_choice=True, no_choice_after_claim="pung")],
        W=1000,
    )
    assert result["penalties"][0]["applied"] is True


def test_every_dangerous_discard_check_holds_when_the_penalty_condition_holds_rule_95():
    # 95: the plea fails after a pung claim, so its check holds and the penalty applies; the
    # plea stands otherwise, so its check does not hold. Applied iff every check holds.
    for after, applies in (("pung", True), (None, False)):
        extra = {"no_choice_after_claim": after} if after else {}
        report = cannon(
            three_scholars(),
            win("Wd", discarder="S", completes=2),
            [claim(no_choice=True, **extra)],
            W=1000,
        )["penalties"][0]
        (plea,) = [c for c in report["checks"] if c["rule"] == "95"]
        assert plea["holds"] is applies and report["applied"] is applies
        assert all(c["holds"] for c in report["checks"]) is applies


def test_a_dangerous_tile_claimed_for_a_kong_without_naming_the_tile_is_not_penalised_rule_92():
    # 92: a claim for a kong does not complete the hand; the claim gives no tile, which once
    # crashed the 90a-90g checks. W is paid as normal: 1000 from S (settlement 1 only).
    result = cannon(
        three_scholars(),
        win("Wd", discarder="S", completes=2),
        [claim(claimed_for="kong")],
        W=1000,
    )
    (report,) = result["penalties"]
    assert report["applied"] is False
    assert [c["rule"] for c in report["checks"]] == ["92"]
    assert result["payments"]["S"] == -1000


def test_the_winning_tile_from_another_player_does_not_make_the_claimed_discarder_pay():
    result = cannon(three_scholars(), win("Wd", discarder="N", completes=2), [claim()], W=1000)
    report = result["penalties"][0]
    assert report["applied"] is False
    assert any(c["rule"] == "92" and not c["holds"] for c in report["checks"])


def test_a_referees_ruling_overrides_the_engines_check():
    upheld = cannon(
        three_scholars(),
        win("Wd", discarder="S", completes=2),
        [claim(no_choice=True, ruling="upheld")],
        W=1000,
    )
    assert upheld["penalties"][0]["applied"] is True and upheld["payments"]["S"] == -4000
    rejected = cannon(
        three_scholars(),
        win("Wd", discarder="S", completes=2),
        [claim(ruling="rejected")],
        W=1000,
    )
    assert rejected["penalties"][0]["applied"] is False and rejected["payments"]["S"] == -1000


@pytest.mark.parametrize(
    ("penalty", "winner", "field"),
    [
        (claim(offender="X"), "W", "penalties.0.offender"),
        (claim(), None, "penalties.0.type"),
        (claim(offender="W"), "W", "penalties.0.offender"),
        ({"type": "pay_for_all", "offender": "S"}, "W", "penalties.0.type"),
        (claim(claimed_for="pung"), "W", "penalties.0.claimed_meld"),
        (claim(exposed_before=[7]), "W", "penalties.0.exposed_before"),
        (claim(rule="90z"), "W", "penalties.0.rule"),
        (claim(wall_tiles_left="few"), "W", "penalties.0.wall_tiles_left"),
        (claim(exposd_before=[0]), "W", "penalties.0.exposd_before"),
    ],
)
def test_bad_cannon_claims_are_clear_errors(penalty, winner, field):
    w = win("Wd", discarder="S", completes=2) if winner else None
    tbl = table({"W": three_scholars()}, winner=winner, win=w, penalties=[penalty])
    with pytest.raises(ContractError) as err:
        settle(tbl, scores(winner, W=1000))
    assert err.value.field == field


@given(
    won=st.integers(10, 1000),
    losers=st.fixed_dictionaries({s: st.integers(0, 1000) for s in "ESN"}),
    cannon_seat=st.sampled_from("ESN"),
)
def test_96_the_cannon_pays_every_losers_debt_and_nobody_else_pays_for_any_scores(
    won, losers, cannon_seat
):
    # 90g makes any discard dangerous; the cannon pays W's score once per non-East loser and
    # twice for East (settlement 1), the other losers pay nothing, and payments sum to zero.
    result = cannon(
        plain_hand(),
        win("Ew", discarder=cannon_seat, completes=4),
        [claim(offender=cannon_seat, wall_tiles_left=2, tile_unseen=True)],
        W=won,
        **losers,
    )
    pay = result["payments"]
    assert sum(pay.values()) == 0
    assert pay[cannon_seat] == -won * (2 + 1 + 1) and pay["W"] == 4 * won
    assert all(pay[s] == 0 for s in "ESN" if s != cannon_seat)
