import pytest

from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import standings as tournament_standings

from .conftest import play_round

pytestmark = pytest.mark.django_db

# The standings page reads: the tournament (with its club), its players, its roster changes
# (withdrawals, substitutes), its tables with their seats and stored results, the byes and
# the penalties per player: six queries, however many players, rounds and hands.
# Every page of a tournament first reads whose it is, for its privacy settings
# (scoring.middleware.PrivacyMiddleware): one query, whatever the page's size.
PRIVACY = 1
STANDINGS_QUERIES = 6 + PRIVACY


def hands(table):
    # Three hands: East wins twice, South once; each hand's payments sum to zero.
    return [(60, -20, -20, -20), (90, -30, -30, -30), (-40, 120, -40, -40)]


@pytest.mark.parametrize("players", [8, 40])
def test_the_standings_page_needs_the_same_queries_for_any_number_of_players(
    client, organiser, tournament_of, django_assert_num_queries, players
):
    t = tournament_of(players, rounds=2)
    play_round(t, organiser, hands)
    play_round(t, organiser, hands)
    player = t.players.first()
    tournament_play.record_penalty(t, player, 10, "late", organiser)
    with django_assert_num_queries(STANDINGS_QUERIES):
        response = client.get(f"/tournaments/{t.pk}/standings/")
    assert response.status_code == 200
    # Every player played both rounds: 2 rounds x players / 4 tables x 3 hands counted.
    rows = tournament_standings.compute_standings(t).rows
    assert sum(r.played for r in rows) == 2 * players
    # Scores sum to zero over the room, less the one 10-point penalty.
    assert sum(r.score for r in rows) == -10


def test_the_live_fragment_needs_the_same_queries_too(
    client, organiser, tournament_of, django_assert_num_queries
):
    t = tournament_of(12, rounds=1)
    play_round(t, organiser, hands)
    with django_assert_num_queries(STANDINGS_QUERIES):
        assert client.get(f"/tournaments/{t.pk}/standings/live/").status_code == 200
