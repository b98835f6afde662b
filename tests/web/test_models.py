"""Session rotation and length (classical-extra.md, "Seats, East and the prevailing wind")."""

import datetime

import pytest

from scoring.engine.rotation import Deal
from scoring.models import Hand, Session

pytestmark = pytest.mark.django_db


def _hand(session, number, deal, east_keeps):
    return Hand.objects.create(
        session=session,
        number=number,
        prevailing_wind=deal.prevailing_wind,
        east_index=deal.east_index,
        hands_in_wind=deal.hands_in_wind,
        east_id=session.seats_for(deal)["E"],
        east_keeps_deal=east_keeps,
        input={},
    )


def test_a_new_session_starts_with_the_starting_east_dealing_in_the_east_wind(table_session):
    # classical-extra: "The prevailing wind starts at East"; the player who sits down at East deals.
    deal = table_session.next_deal()
    assert deal == Deal("E", 0, 0)
    assert table_session.seats_for(deal) == table_session.starting_player_ids
    assert not table_session.is_finished


def test_a_full_game_passes_the_deal_sixteen_times_then_finishes(table_session, players):
    # Four players are East once in each of four winds, when nobody keeps the deal: 4 x 4 = 16
    # hands; the prevailing wind moves on after every fourth (E, S, W, N), then the game ends.
    winds, easts = [], []
    number = 0
    while (deal := table_session.next_deal()) is not None:
        number += 1
        winds.append(deal.prevailing_wind)
        easts.append(table_session.seats_for(deal)["E"])
        _hand(table_session, number, deal, east_keeps=False)
    assert number == 16
    assert winds == ["E"] * 4 + ["S"] * 4 + ["W"] * 4 + ["N"] * 4
    starting = [p.pk for p in players[:4]]
    assert easts == starting * 4  # Alena, Bob, Chen, Dana as East in every wind
    assert table_session.is_finished


def test_east_keeping_the_deal_adds_a_hand_with_the_same_seats(table_session):
    # classical-extra: East keeps the deal when East wins or the hand is drawn.
    first = table_session.next_deal()
    _hand(table_session, 1, first, east_keeps=True)
    assert table_session.next_deal() == first
    _hand(table_session, 2, first, east_keeps=False)
    # The deal passes: South becomes East, so the player who started at South (Bob) sits at E,
    # and Alena, who started at East, is now North.
    after = table_session.next_deal()
    seats = table_session.seats_for(after)
    assert seats["E"] == table_session.south_id
    assert seats["N"] == table_session.east_id


def test_a_one_wind_session_ends_when_the_prevailing_wind_would_move_on(table_session):
    table_session.length = Session.Length.ONE_WIND
    for number in range(1, 5):
        _hand(table_session, number, table_session.next_deal(), east_keeps=False)
    # four passes of the deal complete the East wind
    assert table_session.is_finished


def test_a_session_of_a_number_of_hands_ends_after_that_many_hands_even_if_east_keeps(
    table_session,
):
    table_session.length = Session.Length.HANDS
    table_session.hand_limit = 3
    for number in range(1, 4):
        assert not table_session.is_finished
        _hand(table_session, number, table_session.next_deal(), east_keeps=True)
    assert table_session.is_finished


def test_deleted_hands_do_not_count_for_the_rotation(table_session):
    hand = _hand(table_session, 1, table_session.next_deal(), east_keeps=False)
    hand.deleted_at = datetime.datetime(2026, 11, 17, tzinfo=datetime.UTC)
    hand.save()
    assert table_session.next_deal() == Deal("E", 0, 0)
    assert table_session.next_number() == 1
