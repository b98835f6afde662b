"""Every new page reads a constant number of queries, whatever the season's length; the hand
page does not pay for ratings."""

import datetime

import pytest
from django.urls import reverse

from .conftest import one_hand_game, play_game, record, season_of

pytestmark = pytest.mark.django_db

# Every page of a club or tournament first reads whose it is, for its privacy settings
# (scoring.middleware.PrivacyMiddleware): one query, whatever the page's size.
PRIVACY = 1

# A season's pages: the season (with its club), the rulesets it keeps standings for, its
# games of the one shown, one aggregate of their hands' payments, the players of its ladder,
# and their ratings in that ruleset (the hall shows no rating and does not read them).
SEASON_QUERIES = 6 + PRIVACY
HALL_QUERIES = 5 + PRIVACY
# A night's pages: the night (with its club), its games, their payments, their players.
NIGHT_QUERIES = 4 + PRIVACY
# The player page: the player, the season filter's choices, the games and their payments, the
# hand statistics, the best hand, the penalties, the tournament penalties, the opponents and
# the ratings (one per ruleset) and their history, and the statistics' hands, their seats and
# the games (scoring/services/seasons/statistics.py); a season filter reads the season once more.
PLAYER_QUERIES = 15 + PRIVACY
# A recorded hand's page as a visitor reads it, as before ratings existed: the session (with
# its club and players), the hand, its seats, its history, its penalties.
HAND_QUERIES = 5 + PRIVACY


@pytest.fixture(params=[4, 48], ids=["short season", "long season"])
def long_or_short(request, club, many_players, season, night):
    season_of(club, many_players, request.param)
    for g in range(request.param // 4):
        table = many_players[4 * (g % 4) : 4 * (g % 4) + 4]
        play_game(club, table, [(60, -20, -20, -20)], night=night)
    return request.param


@pytest.mark.parametrize(
    "name", ["season", "season-print", "season-csv", "season-hall", "season-hall-live"]
)
def test_season_pages_read_the_same_queries_for_any_season_length(
    client, season, long_or_short, django_assert_num_queries, name
):
    expected = HALL_QUERIES if name.startswith("season-hall") else SEASON_QUERIES
    with django_assert_num_queries(expected):
        assert client.get(reverse(name, args=[season.pk])).status_code == 200


@pytest.mark.parametrize("name", ["night", "night-live", "night-print"])
def test_night_pages_read_the_same_queries_for_any_number_of_games(
    client, night, long_or_short, django_assert_num_queries, name
):
    with django_assert_num_queries(NIGHT_QUERIES):
        assert client.get(reverse(name, args=[night.pk])).status_code == 200


def test_the_player_page_reads_the_same_queries_for_any_number_of_games(
    client, season, many_players, long_or_short, django_assert_num_queries
):
    url = reverse("player", args=[many_players[0].pk])
    with django_assert_num_queries(PLAYER_QUERIES):
        page = client.get(url)
    assert page.context["record"].finished >= 1
    with django_assert_num_queries(PLAYER_QUERIES + 1):
        assert client.get(url, {"season": season.pk, "ruleset": "millington"}).status_code == 200


def test_a_recorded_hands_page_stays_at_its_query_count_once_its_game_is_rated(
    client, club, players, organiser, django_assert_num_queries
):
    unrated = one_hand_game(club, players[:4], datetime.date(2026, 11, 17), organiser)
    unrated.hand_limit = 2
    unrated.save()
    record(unrated, "E", organiser)
    rated = one_hand_game(club, players[4:8], datetime.date(2026, 11, 17), organiser)
    record(rated, "E", organiser)
    assert rated.rating_changes.count() == 4 and not unrated.rating_changes.exists()
    for game in (unrated, rated):
        with django_assert_num_queries(HAND_QUERIES):
            assert client.get(reverse("hand", args=[game.pk, 1])).status_code == 200
