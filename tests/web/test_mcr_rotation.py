"""The MCR game (docs/mcr.md, rule M-game): four rounds, prevailing wind East, South, West,
North, of four hands each; the deal passes to the next player after every hand, whatever its
result (a dealer's win or a drawn hand keeps the deal in the classical game, not here), and the
session ends after 16 hands. The session reads it from the ruleset's game
(`get_ruleset("mcr").extra["game"]`)."""

import uuid

import pytest
from django.urls import reverse

from scoring.engine.errors import ContractError
from scoring.engine.rulesets import get_ruleset
from scoring.services.hands import sessions
from tests.conftest import mcr_night

pytestmark = pytest.mark.django_db


@pytest.fixture
def mcr_session(club, players, scorer):
    return mcr_night(club, players, scorer, depth="scores")


def dealer_wins(score=8) -> dict:
    """East (the dealer) self-draws an 8-fan hand: a classical East would deal again."""
    return {
        "entry": "scores",
        "players": {"E": {"score": score}},
        "winner": "E",
        "win": {"source": "wall"},
    }


DRAWN = {"entry": "scores", "winner": None}


def test_the_deal_passes_after_every_hand_and_the_wind_changes_every_four_hands_for_16_hands(
    mcr_session, scorer
):
    game = get_ruleset("mcr").extra["game"]
    assert (game["hands"], game["hands_per_round"], game["deal_passes"]) == (16, 4, "every_hand")
    start = list(mcr_session.starting_seats.values())
    for number in range(1, 17):
        # Dealer wins and drawn hands only: in the classical game East would never move.
        doc = DRAWN if number % 3 == 0 else dealer_wins()
        hand, created = sessions.record_hand(mcr_session, doc, scorer, uuid.uuid4())
        assert created and hand.number == number
        # Hand n: round "ESWN"[(n-1) // 4], dealt by the starting player (n-1) % 4.
        assert hand.prevailing_wind == "ESWN"[(number - 1) // 4]
        assert hand.east_id == start[(number - 1) % 4].pk
    assert mcr_session.next_deal() is None and mcr_session.is_finished
    with pytest.raises(ContractError, match="the game is finished"):
        sessions.record_hand(mcr_session, DRAWN, scorer, uuid.uuid4())
    # Each player dealt four hands; 11 of the 16 were a dealer's 8-fan self-drawn win, each
    # paid 3 x (8 + 8) = 48 by the others: a dealer's win each time the deal reached them.
    wins = [n for n in range(1, 17) if n % 3]
    assert len(wins) == 11
    totals = sessions.session_totals(mcr_session)
    for index, player in enumerate(start):
        dealt = [n for n in wins if (n - 1) % 4 == index]
        others = [n for n in wins if (n - 1) % 4 != index]
        assert totals[player.pk] == 48 * len(dealt) - 16 * len(others)


def test_the_session_page_names_the_round_and_the_dealer_of_the_next_hand(
    client, scorer, mcr_session
):
    for _n in range(5):
        sessions.record_hand(mcr_session, dealer_wins(), scorer, uuid.uuid4())
    client.force_login(scorer)
    page = client.get(mcr_session.get_absolute_url()).content.decode()
    # Hand 6 is the second hand of the South round: the player who started at South deals.
    assert "Hand 6 · South wind round" in page
    assert f'<strong id="next-east">{mcr_session.south.name}</strong>' in page


def test_a_finished_mcr_session_opens_no_hand_form(client, scorer, mcr_session):
    for _n in range(16):
        sessions.record_hand(mcr_session, DRAWN, scorer, uuid.uuid4())
    client.force_login(scorer)
    response = client.get(reverse("hand-new", args=[mcr_session.pk]), follow=True)
    assert "This game is finished." in response.content.decode()


def test_the_rotation_comes_from_the_ruleset_not_from_a_stored_hands_east_keeps_deal(
    mcr_session, scorer
):
    # A hand kept by another version of the answer (an import, say) that said East keeps the
    # deal: the MCR game still passes it (deal_passes "every_hand").
    hand, _created = sessions.record_hand(mcr_session, dealer_wins(), scorer, uuid.uuid4())
    type(hand).objects.filter(pk=hand.pk).update(east_keeps_deal=True)
    assert mcr_session.next_deal().east_index == 1
