"""East rotation and the prevailing wind (classical-extra.md "Seats, East and the prevailing wind")."""

import pytest

from scoring.engine.rotation import Deal, deal_after, next_deal, walk

from .settle_builders import example, scores, settle, table_from_example


def test_east_keeps_the_deal_on_an_east_win_or_a_draw():
    deal = Deal("E", 0, 0)
    assert next_deal(deal, east_keeps_deal=True) == deal


def test_when_another_player_wins_south_becomes_east():
    deal = next_deal(Deal(), east_keeps_deal=False)
    assert deal == Deal("E", 1, 1)
    # The player who started at South now sits at East; the starting East sits at North.
    assert deal.player_at("E") == "S" and deal.seat_of("E") == "N"
    assert deal.seats() == {"E": "S", "S": "W", "W": "N", "N": "E"}


def test_the_prevailing_wind_moves_on_once_every_player_has_been_east():
    deals, following = walk([False] * 4)
    assert [d.east_index for d in deals] == [0, 1, 2, 3]
    assert {d.prevailing_wind for d in deals} == {"E"}
    assert following == Deal("S", 0, 0)


def test_a_full_game_is_four_winds_and_east_keeping_the_deal_does_not_count():
    # 16 passes of the deal end the game; the 3 hands East kept add hands, not passes.
    outcomes = [True, False, True, True] + [False] * 15
    deals, following = walk(outcomes)
    assert len(deals) == 19 and following is None
    assert deals[-1] == Deal("N", 3, 3)


def test_a_one_wind_game_ends_when_the_deal_has_passed_four_times():
    deals, following = walk([False, True, False, False, False], length="one_wind")
    assert following is None and len(deals) == 5


def test_a_game_of_a_number_of_hands_ends_after_that_many_hands():
    deals, following = walk([True, False, False], length="hands", hand_limit=3)
    assert following is None
    _, after_two = walk([True, False], length="hands", hand_limit=3)
    assert after_two == Deal("E", 1, 1)


def test_a_hand_after_the_end_of_the_game_is_an_error():
    # One wind is four passes of the deal: a fifth passing hand was never part of the game.
    with pytest.raises(ValueError, match="hand 5"):
        walk([False] * 5, length="one_wind")


def test_an_unknown_game_length_is_an_error():
    with pytest.raises(ValueError):
        deal_after(Deal(), False, hands_played=1, length="forever")
    with pytest.raises(ValueError):
        walk([], length="hands")


def test_c2_penalty_ending_by_south_keeps_east_dealing_example_05():
    doc = example("05")
    result = settle(table_from_example(doc), scores(None))
    assert next_deal(Deal("E", 2, 2), result["east_keeps_deal"]) == Deal("E", 2, 2)


def test_example_03_west_wins_so_the_deal_passes():
    doc = example("03")
    result = settle(table_from_example(doc), scores("W", W=40, E=16, N=8))
    assert next_deal(Deal(), result["east_keeps_deal"]) == Deal("E", 1, 1)
