"""The player page: games, hands won, average and best hand, penalties, head to head, across
club nights and tournaments, narrowed to a season and a ruleset."""

import datetime

import pytest
from django.urls import reverse

from scoring.models import Penalty, Session, TournamentPenalty
from scoring.services.people import players as service

from .conftest import play_game

pytestmark = pytest.mark.django_db


@pytest.fixture
def history(club, players, season):
    a, b, c, d, e, f = players[:6]
    g1 = play_game(
        club,
        [a, b, c, d],
        [(60, -20, -20, -20), (-10, 30, -10, -10)],
        date=datetime.date(2026, 9, 10),
    )
    g2 = play_game(
        club,
        [e, a, b, f],
        [(-40, 120, -40, -40)],
        date=datetime.date(2026, 10, 1),
        kind=Session.Kind.TOURNAMENT,
    )
    g3 = play_game(
        club, [a, b, c, d], [(-30, -30, 90, -30)], date=datetime.date(2027, 1, 5), ruleset="riichi"
    )
    # Bob (South) threw a dangerous discard in the first game; Alena (East) one in the third.
    Penalty.objects.create(
        hand=g1.hands.get(number=1),
        type="dangerous_discard",
        offender="S",
        applied=True,
        rule="90c",
    )
    Penalty.objects.create(
        hand=g3.hands.get(number=1),
        type="dangerous_discard",
        offender="E",
        applied=True,
        rule="90c",
    )
    return g1, g2, g3


def test_the_record_covers_club_nights_and_tournaments(players, history):
    alena, bob = players[:2]
    record = service.record(alena)
    assert record.finished == 3
    assert (record.hands_played, record.hands_won) == (4, 2)
    # Alena's winning hands scored 60 and 120.
    assert record.average_win == 90
    assert record.best.score == 120 and record.best.hand.session_id == history[1].pk
    assert record.total == 50 + 120 - 30
    assert (record.penalties_taken, record.penalties_given) == (1, 1)
    assert service.record(bob).penalties_taken == 1


def test_head_to_head_counts_who_finished_above_whom(players, history):
    alena, bob = players[:2]
    against = {o.player.name: o for o in service.record(alena).opponents}
    # Game 1: Alena 50, Bob 10; game 2: 120 against -40; game 3: both -30.
    assert (against["Bob"].games, against["Bob"].won, against["Bob"].level) == (3, 2, 1)
    assert against["Bob"].difference == 40 + 160 + 0
    assert (against["Eva"].games, against["Eva"].won) == (1, 1)


def test_the_record_narrows_to_a_season_and_to_a_ruleset(players, history, season):
    alena = players[0]
    in_season = service.record(alena, season=season)
    assert in_season.finished == 2 and in_season.total == 50 + 120
    assert in_season.penalties_taken == 0
    riichi = service.record(alena, ruleset="riichi")
    assert riichi.finished == 1 and riichi.hands_won == 0


def test_the_page_links_the_best_hand_to_its_referee_view(client, players, history):
    page = client.get(reverse("player", args=[players[0].pk]))
    assert page.status_code == 200
    assert reverse("referee-hand", args=[history[1].pk, 1]) in page.content.decode()


def test_the_page_filters_by_season_and_ruleset(client, players, history, season):
    page = client.get(reverse("player", args=[players[0].pk]), {"season": season.pk})
    assert page.context["record"].finished == 2
    page = client.get(reverse("player", args=[players[0].pk]), {"ruleset": "riichi"})
    assert page.context["record"].finished == 1


def test_a_filter_that_names_no_season_is_a_400(client, players, history):
    page = client.get(reverse("player", args=[players[0].pk]), {"season": "9999"})
    assert page.status_code == 400
    assert "Select a valid choice" in page.content.decode()


def test_tournament_penalties_count_as_points_off(club, organiser, players, history):
    from scoring.services.tournaments import setup as tournament_setup

    t = tournament_setup.create_tournament(
        club,
        organiser,
        name="Open",
        date=datetime.date(2026, 10, 1),
        ruleset="millington",
        scheme="table_points",
        rounds_planned=1,
        seed=1,
    )
    TournamentPenalty.objects.create(
        tournament=t, player=players[0], points=10, reason="late", referee=organiser
    )
    assert service.record(players[0]).tournament_penalties == 10


def test_the_games_figure_counts_the_games_listed_below_it(client, club, players, history):
    """Alena's three finished games and one still in play: "Games 4" above a list of four,
    and how many of them are finished (the score counts those)."""
    a, b, c, d = players[:4]
    play_game(club, [a, b, c, d], [(30, -10, -10, -10)], finish=False)
    page = client.get(reverse("player", args=[a.pk])).content.decode()
    listed = page.split('id="player-games"')[1].split("</tbody>")[0].count("<tr>") - 1
    figure = page.split('id="games">')[1].split("<")[0]
    assert (figure, listed) == ("4", 4)
    assert "3 finished · score 140" in page
