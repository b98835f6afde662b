"""The game around a riichi hand: honba, riichi sticks, exhaustive draws, chombo, the dealer's
rotation and the final scores with uma (docs/riichi.md)."""

import pytest

from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError
from scoring.engine.riichi.game import RiichiDeal, next_deal, riichi_final_scores
from scoring.engine.rulesets import get_ruleset

from .riichi_builders import paid, score

HAND = "234m567m23p678s55s"  # riichi + pinfu + tanyao on 1p/4p: 30 fu 3 han, ron 3900


def test_honba_add_300_per_counter_to_a_ron_paid_by_the_discarder():
    # 3900 + 2 honba x 300 = 4500 from W.
    result = score("S", HAND, "4d", ron="W", riichi=True, honba=2)
    assert paid(result, "ron") == {("W", "S"): 3900}
    assert paid(result, "honba") == {("W", "S"): 600}
    assert result["hands"]["S"]["points"] == 3900  # the value before honba and sticks


def test_honba_add_100_per_counter_from_each_player_on_a_tsumo():
    # 5200 tsumo (2600 / 1300 / 1300) + 3 honba: each of the three pays 300 more.
    result = score("S", HAND, "4d", riichi=True, honba=3)
    assert paid(result, "honba") == {("E", "S"): 300, ("W", "S"): 300, ("N", "S"): 300}
    assert result["payments"]["S"] == 5200 + 900


def test_the_winner_takes_the_sticks_on_the_table_and_the_ones_declared_this_hand():
    # One stick carried from earlier hands; S and N declare riichi now (1000 each to the
    # table). S wins by ron from W: 3900 + 300 (1 honba) and 3 sticks = 3000.
    # S: +3900 + 300 - 1000 + 3000 = +6200; N: -1000; W: -4200.
    result = score(
        "S", HAND, "4d", ron="W", riichi=True, honba=1, sticks=1, others={"N": {"riichi": True}}
    )
    assert paid(result, "riichi") == {("S", "table"): 1000, ("N", "table"): 1000}
    assert paid(result, "riichi-sticks") == {("table", "S"): 3000}
    assert result["payments"] == {"E": 0, "S": 6200, "W": -4200, "N": -1000}
    # The table gave out the one stick it held before the hand: payments sum to +1000.
    assert sum(result["payments"].values()) == 1000
    assert result["next"] == {"round_wind": "E", "dealer": "S", "honba": 0, "riichi_sticks": 0}


def test_a_dealer_win_keeps_the_deal_and_adds_a_counter():
    result = score("E", HAND, "4d", ron="W", riichi=True, honba=1)
    assert result["dealer_keeps"] is True
    assert result["next"] == {"round_wind": "E", "dealer": "E", "honba": 2, "riichi_sticks": 0}


def draw(tenpai: str, riichi: str = "", *, dealer="E", honba=0, sticks=0, options=None) -> dict:
    players = {s: {"tenpai": s in tenpai, "riichi": s in riichi} for s in "ESWN"}
    doc = {
        "ruleset": "riichi",
        "dealer": dealer,
        "honba": honba,
        "riichi_sticks": sticks,
        "players": players,
        "winner": None,
    }
    if options:
        doc["options"] = options
    return evaluate(doc)


@pytest.mark.parametrize(
    ("tenpai", "expected"),
    [
        # one tenpai: 3000 = 1000 from each noten player
        ("S", {"E": -1000, "S": 3000, "W": -1000, "N": -1000}),
        # two tenpai: each noten pays 1500, 750 to each tenpai player
        ("SW", {"E": -1500, "S": 1500, "W": 1500, "N": -1500}),
        # three tenpai: the noten player pays 3000, 1000 to each
        ("ESW", {"E": 1000, "S": 1000, "W": 1000, "N": -3000}),
        ("", {"E": 0, "S": 0, "W": 0, "N": 0}),
        ("ESWN", {"E": 0, "S": 0, "W": 0, "N": 0}),
    ],
)
def test_an_exhaustive_draw_moves_3000_points_from_noten_to_tenpai_players(tenpai, expected):
    assert draw(tenpai)["payments"] == expected


def test_after_a_draw_the_dealer_stays_only_if_tenpai_and_a_counter_is_added_with_sticks_kept():
    # S declared riichi (tenpai by declaration); one stick was already on the table.
    kept = draw("ES", riichi="S", honba=1, sticks=1)
    assert kept["dealer_keeps"] is True
    assert kept["next"] == {"round_wind": "E", "dealer": "E", "honba": 2, "riichi_sticks": 2}
    passed = draw("S", riichi="S")
    assert passed["dealer_keeps"] is False
    assert passed["next"] == {"round_wind": "E", "dealer": "S", "honba": 1, "riichi_sticks": 1}


def test_a_riichi_player_declared_noten_at_a_draw_is_refused_as_a_chombo_to_record():
    with pytest.raises(ContractError) as error:
        evaluate(
            {
                "ruleset": "riichi",
                "players": {"S": {"riichi": True, "tenpai": False}},
                "winner": None,
            }
        )
    assert error.value.field == "players.S.tenpai"


def chombo(offender: str, options=None, honba=1, sticks=2) -> dict:
    doc = {
        "ruleset": "riichi",
        "dealer": "E",
        "honba": honba,
        "riichi_sticks": sticks,
        "players": {"W": {"riichi": True}},
        "winner": None,
        "penalties": [{"type": "chombo", "offender": offender}],
    }
    if options:
        doc["options"] = options
    return evaluate(doc)


def test_ema_chombo_deducts_20000_at_the_end_and_the_hand_is_replayed():
    result = chombo("S")
    assert result["payments"] == {"E": 0, "S": 0, "W": 0, "N": 0}
    assert result["score_adjustments"] == {"S": -20000}
    assert result["penalties"][0]["amount"] == 20000
    # Replayed: same dealer, same counters; W's riichi in the void hand is taken back.
    assert result["next"] == {"round_wind": "E", "dealer": "E", "honba": 1, "riichi_sticks": 2}


def test_chombo_as_a_reversed_mangan_option():
    # non-dealer offender: 4000 to the dealer, 2000 to each other player (8000 in all)
    assert chombo("S", {"chombo": "mangan"})["payments"] == {
        "E": 4000,
        "S": -8000,
        "W": 2000,
        "N": 2000,
    }
    # dealer offender: 4000 to each (12000)
    assert chombo("E", {"chombo": "mangan"})["payments"] == {
        "E": -12000,
        "S": 4000,
        "W": 4000,
        "N": 4000,
    }


def test_the_deal_goes_round_the_east_round_and_the_south_round_follows():
    # E deals and wins (renchan, 1 honba); S wins (the deal passes, counters cleared);
    # a draw with dealer S noten (passes, 1 honba, a riichi stick stays); W wins; N's deal
    # ends in a draw with N tenpai (renchan); another player wins: the South round starts
    # with E dealing.
    deal = RiichiDeal()
    deal = next_deal(deal, dealer_keeps=True, honba=1, riichi_sticks=0)
    assert (deal.round_wind, deal.dealer, deal.honba) == ("E", "E", 1)
    deal = next_deal(deal, dealer_keeps=False, honba=0, riichi_sticks=0)
    assert (deal.round_wind, deal.dealer) == ("E", "S")
    deal = next_deal(deal, dealer_keeps=False, honba=1, riichi_sticks=1)
    assert (deal.round_wind, deal.dealer, deal.honba, deal.riichi_sticks) == ("E", "W", 1, 1)
    deal = next_deal(deal, dealer_keeps=False, honba=0, riichi_sticks=0)
    assert (deal.round_wind, deal.dealer) == ("E", "N")
    deal = next_deal(deal, dealer_keeps=True, honba=1, riichi_sticks=0)
    assert (deal.round_wind, deal.dealer) == ("E", "N")
    deal = next_deal(deal, dealer_keeps=False, honba=0, riichi_sticks=0)
    assert (deal.round_wind, deal.dealer) == ("S", "E")


def test_the_game_ends_after_the_last_deal_of_the_last_round():
    south_4 = RiichiDeal("S", "N")
    assert next_deal(south_4, dealer_keeps=False, honba=0, riichi_sticks=0) is None
    east_4 = RiichiDeal("E", "N")
    assert (
        next_deal(east_4, dealer_keeps=False, honba=0, riichi_sticks=0, game_length="tonpuusen")
        is None
    )


def test_evaluate_reports_the_next_deal_from_the_hand():
    # North deals in the East round; a non-dealer win passes the deal to East in the South round.
    result = score("S", HAND, "4d", ron="W", riichi=True, dealer="N")
    assert result["next"] == {"round_wind": "S", "dealer": "E", "honba": 0, "riichi_sticks": 0}
    # S's seat wind with N dealing is West (N East, E South, S West), so no seat-wind yakuhai
    # changes: still 3900 for a non-dealer.
    assert result["hands"]["S"]["points"] == 3900


EMA = get_ruleset("riichi").defaults


def test_final_scores_subtract_the_start_and_add_the_ema_uma():
    # 30000 start, oka 0: final = points - 30000 + uma (+15000 / +5000 / -5000 / -15000).
    final = riichi_final_scores({"E": 45000, "S": 32000, "W": 24000, "N": 19000}, EMA)
    assert {s: f["final"] for s, f in final.items()} == {
        "E": 15000 + 15000,
        "S": 2000 + 5000,
        "W": -6000 - 5000,
        "N": -11000 - 15000,
    }
    assert sum(f["final"] for f in final.values()) == 0


def test_players_tied_for_a_place_split_the_uma_of_the_places_they_share():
    # S and W tie for 2nd: (5000 + -5000) / 2 = 0 each.
    final = riichi_final_scores({"E": 40000, "S": 30000, "W": 30000, "N": 20000}, EMA)
    assert (final["S"]["uma"], final["W"]["uma"]) == (0, 0)
    assert (final["S"]["place"], final["W"]["place"]) == (2, 2)
    # E and S tie for 1st: (15000 + 5000) / 2 = 10000 each; final 5000 + 10000.
    top = riichi_final_scores({"E": 35000, "S": 35000, "W": 25000, "N": 25000}, EMA)
    assert top["E"]["final"] == top["S"]["final"] == 15000
    # W and N tie for 3rd: (-5000 + -15000) / 2 = -10000 each; final -5000 - 10000.
    assert top["W"]["final"] == top["N"]["final"] == -15000


def test_oka_and_chombo_deductions_in_the_final_scores():
    # Start 25000 with oka 20000: return points 30000; the top player gets the 20000 oka.
    # E: 40000 - 30000 + 15000 + 20000 = 45000; N also had a chombo: -20000.
    options = EMA | {"start_points": 25000, "oka": 20000}
    points = {"E": 40000, "S": 30000, "W": 20000, "N": 10000}
    final = riichi_final_scores(points, options, adjustments={"N": -20000})
    assert final["E"]["final"] == 45000
    assert final["S"]["final"] == 0 + 5000
    assert final["N"]["final"] == -20000 - 15000 - 20000


def test_a_tenpai_claim_with_the_closed_tiles_shown_is_checked():
    # 234m 567m 23p 678s 55s waits on 1p/4p: tenpai. Swap 55s for 59s: two tiles away.
    doc = {
        "ruleset": "riichi",
        "players": {"S": {"tenpai": True, "closed": "234m567m23p678s55s"}},
        "winner": None,
    }
    assert evaluate(doc)["payments"]["S"] == 3000
    doc["players"]["S"]["closed"] = "234m567m23p678s59s"
    with pytest.raises(ContractError) as error:
        evaluate(doc)
    assert error.value.field == "players.S.closed"


def test_with_red_fives_in_play_a_fourth_plain_five_is_refused():
    doc = {
        "ruleset": "riichi",
        "players": {"S": {"closed": "0m555p"}, "E": {"closed": "5p"}},
        "winner": None,
    }
    with pytest.raises(ContractError) as error:
        evaluate(doc)
    assert "three plain 5d" in error.value.message


def test_sticks_left_on_the_table_at_the_end_go_to_first_place_shared_when_tied():
    # Two sticks (2000) left: E and S tie for first and take 1000 each on top of
    # (15000 + 5000) / 2 = 10000 uma: 34000 - 30000 + 10000 + 1000 = 15000.
    points = {"E": 34000, "S": 34000, "W": 25000, "N": 25000}
    final = riichi_final_scores(points, EMA, leftover_sticks=2)
    assert final["E"]["final"] == final["S"]["final"] == 15000
    assert sum(f["final"] for f in final.values()) == 0


def test_running_scores_follow_three_hands_from_30000():
    # Hand 1: S wins 3900 by ron from W with riichi (stick back to S): S 33900, W 26100.
    # Hand 2: draw, S in riichi and alone tenpai: S -1000 stick +3000, others -1000 each:
    #   E 29000, S 35900, W 25100, N 29000; one stick stays on the table.
    # Hand 3: E deals and wins by ron from N without riichi: pinfu + tanyao, 2 han 30 fu:
    #   30 x 2^4 = 480 basic x 6 = 2880 -> 2900, and takes the stick: E +3900, N -2900.
    from scoring.engine.riichi.game import running_scores

    one = score("S", HAND, "4d", ron="W", riichi=True)
    two = draw("S", riichi="S", dealer="S")
    three = score("E", HAND, "4d", ron="N", riichi=False, dealer="E", sticks=1)
    assert three["hands"]["E"]["points"] == 2900
    after = running_scores([one, two, three], 30000)
    assert after[0] == {"E": 30000, "S": 33900, "W": 26100, "N": 30000}
    assert after[1] == {"E": 29000, "S": 35900, "W": 25100, "N": 29000}
    assert after[2] == {"E": 29000 + 2900 + 1000, "S": 35900, "W": 25100, "N": 29000 - 2900}


def test_prevailing_wind_is_read_as_the_round_wind():
    # The last deal of the East round (N dealing) passes to the South round only if the
    # round is East: with prevailing_wind "S" the game (hanchan) is over instead.
    doc = {
        "ruleset": "riichi",
        "prevailing_wind": "S",
        "dealer": "N",
        "players": {"S": {"tenpai": True}},
        "winner": None,
    }
    assert evaluate(doc)["game_over"] is True
