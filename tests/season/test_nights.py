"""A club night: the games of one evening at several tables, live, with the night's standings.

Table points are the standings rule of docs/tournaments.md: 4, 2, 1, 0 by place at a game,
tied players sharing their places' points (three tied for second: (2+1+0)/3 = 1 each).
"""

import datetime
from fractions import Fraction
from html import unescape

import pytest
from django.urls import reverse

from scoring.models import ClubNight, NightMeasure, Session
from scoring.services.hands import nights as service
from tests.web.conftest import rendered_form

from .conftest import NIGHT, play_game

pytestmark = pytest.mark.django_db


@pytest.fixture
def evening(club, players, night):
    """Two tables, then Alena, Bob, Eva and Frank change tables for a third game, in play."""
    a, b, c, d, e, f, g, h = players
    play_game(club, [a, b, c, d], [(60, -20, -20, -20)], night=night, title="Table 1")
    play_game(club, [e, f, g, h], [(-10, 30, -10, -10)], night=night, title="Table 2")
    play_game(
        club, [a, e, b, f], [(-40, 120, -40, -40)], night=night, finish=False, title="Table 1b"
    )
    return night


def lines_by_name(night):
    return {line.player.name: line for line in service.night_view(night).lines}


def test_the_night_adds_up_each_players_games_across_tables(evening):
    lines = lines_by_name(evening)
    # Scores count every recorded hand, the game still in play included.
    assert lines["Alena"].score == 60 - 40
    assert lines["Eva"].score == -10 + 120
    assert lines["Bob"].score == -20 - 40
    assert lines["Alena"].games == 2 and lines["Alena"].finished == 1
    # Table points come from finished games: a winner takes 4, three tied share (2+1+0)/3.
    assert lines["Alena"].table_points == 4
    assert lines["Frank"].table_points == 4
    assert lines["Bob"].table_points == Fraction(1)
    assert lines["Eva"].table_points == Fraction(1)


def test_ranked_by_total_score_ties_broken_by_table_points(evening):
    lines = lines_by_name(evening)
    assert [lines[n].rank for n in ("Eva", "Alena", "Frank", "Greta", "Hiro")] == [1, 2, 3, 4, 4]
    # Frank, Greta and Hiro all stand at -10: Frank won his table (4 table points).
    assert lines["Greta"].tied and lines["Hiro"].tied and not lines["Frank"].tied
    assert lines["Bob"].rank == 8


def test_ranked_by_table_points_when_the_club_chooses_them(evening, club):
    club.night_measure = NightMeasure.TABLE_POINTS
    club.save()
    lines = lines_by_name(evening)
    # Alena and Frank have 4 each: Alena's score (20) beats Frank's (-10).
    assert (lines["Alena"].rank, lines["Frank"].rank, lines["Eva"].rank) == (1, 2, 3)


def test_the_night_page_shows_every_table_and_polls_its_live_fragment(client, evening):
    page = client.get(reverse("night", args=[evening.pk]))
    html = page.content.decode()
    assert page.status_code == 200
    assert html.count('class="card h-100 night-table"') == 3
    assert f'hx-get="{reverse("night-live", args=[evening.pk])}"' in html
    live = client.get(reverse("night-live", args=[evening.pk]))
    assert live.status_code == 200 and "Table 1b" in live.content.decode()
    assert b"Table points" not in page.content  # the club ranks by score (the default)


def test_both_measures_show_both_columns_on_the_printable_page(client, evening, club):
    club.night_measure = NightMeasure.BOTH
    club.save()
    page = client.get(reverse("night-print", args=[evening.pk]))
    assert page.status_code == 200
    assert b"Table points" in page.content and b"Score" in page.content


def test_a_game_cannot_be_in_two_nights(club, players, night, organiser):
    other = ClubNight.objects.create(club=club, date=NIGHT, title="Late tables")
    game = play_game(club, players[:4], [(60, -20, -20, -20)], night=night)
    play_game(club, players[4:], [(60, -20, -20, -20)], night=night)  # its night has two tables
    with pytest.raises(service.NightError) as error:
        service.add_game(other, game)
    assert "already a game of the night “Tuesday night”" in error.value.message
    game.refresh_from_db()
    assert game.night_id == night.pk


def test_adding_a_game_of_another_night_through_the_page_is_refused_with_400(
    client, club, players, night, organiser
):
    other = ClubNight.objects.create(club=club, date=NIGHT, title="Late tables")
    game = play_game(club, players[:4], [(60, -20, -20, -20)], night=night)
    play_game(club, players[4:], [(60, -20, -20, -20)], night=night)  # its night has two tables
    client.force_login(organiser)
    page = client.post(reverse("night-add-game", args=[other.pk]), {"session": game.pk})
    assert page.status_code == 400
    assert "a game is played at one night only" in page.content.decode()
    assert Session.objects.get(pk=game.pk).night_id == night.pk


def test_a_game_of_another_day_is_refused(client, club, players, night, organiser):
    game = play_game(club, players[:4], [(60, -20, -20, -20)], date=datetime.date(2026, 11, 18))
    client.force_login(organiser)
    page = client.post(reverse("night-add-game", args=[night.pk]), {"session": game.pk})
    assert page.status_code == 400
    assert "was played on 2026-11-18, not on the night's date 2026-11-17" in unescape(
        page.content.decode()
    )
    assert Session.objects.get(pk=game.pk).night_id is None


def test_a_game_started_from_the_night_page_is_one_of_its_tables(
    client, club, players, night, organiser
):
    client.force_login(organiser)
    url = reverse("session-new", args=[club.slug]) + f"?night={night.pk}"
    page = client.get(url)
    data = rendered_form(page, form_id="session-form")
    assert data["date"] == "2026-11-17"  # the night's date
    data.update(
        title="Table 3",
        ruleset="millington",
        length="one_wind",
        east=players[4].pk,
        south=players[5].pk,
        west=players[6].pk,
        north=players[7].pk,
    )
    response = client.post(url, data)
    game = Session.objects.get(title="Table 3")
    assert response["Location"] == game.get_absolute_url()
    assert game.night_id == night.pk


def test_a_game_started_for_the_night_on_another_date_is_not_saved(
    client, club, players, night, organiser
):
    client.force_login(organiser)
    url = reverse("session-new", args=[club.slug]) + f"?night={night.pk}"
    data = rendered_form(client.get(url), form_id="session-form")
    data.update(
        title="Table 4",
        date="2026-11-19",
        ruleset="millington",
        length="one_wind",
        east=players[4].pk,
        south=players[5].pk,
        west=players[6].pk,
        north=players[7].pk,
    )
    page = client.post(url, data)
    assert "not on the night's date" in page.context["form"].errors["date"][0]
    assert not Session.objects.filter(title="Table 4").exists()


def test_a_night_needs_a_date_and_a_title(client, club, organiser):
    client.force_login(organiser)
    page = client.post(reverse("night-new", args=[club.slug]), {"title": "", "date": "not a date"})
    assert page.status_code == 400
    assert not ClubNight.objects.exists()
    page = client.post(
        reverse("night-new", args=[club.slug]), {"title": "Tuesday", "date": "2026-11-17"}
    )
    night = ClubNight.objects.get()
    assert page["Location"] == night.get_absolute_url()


def test_only_organisers_choose_the_night_measure(client, club, organiser, scorer):
    client.force_login(scorer)
    url = reverse("night-measure", args=[club.slug])
    assert client.post(url, {"night_measure": "both"}).status_code == 403
    client.force_login(organiser)
    client.post(url, {"night_measure": "both"})
    club.refresh_from_db()
    assert club.night_measure == NightMeasure.BOTH


def test_a_measure_that_is_not_offered_is_refused_on_the_club_page_with_a_400(
    client, club, organiser
):
    client.force_login(organiser)
    response = client.post(reverse("night-measure", args=[club.slug]), {"night_measure": "luck"})
    assert response.status_code == 400
    assert "Choose one of the measures offered." in response.content.decode()
    club.refresh_from_db()
    assert club.night_measure == NightMeasure.SCORE


def test_a_table_started_on_its_own_is_a_night_of_one_table_that_a_night_can_take_in(
    client, club, players, night, organiser
):
    client.force_login(organiser)
    url = reverse("session-new", args=[club.slug])
    data = rendered_form(client.get(url), form_id="session-form")
    data.update(
        title="Early table",
        date=NIGHT.isoformat(),
        ruleset="millington",
        length="one_wind",
        east=players[0].pk,
        south=players[1].pk,
        west=players[2].pk,
        north=players[3].pk,
    )
    assert client.post(url, data).status_code == 302
    game = Session.objects.get(title="Early table")
    own = game.night
    assert (own.title, own.date, list(own.games.all())) == ("Early table", NIGHT, [game])
    # Its page leads back to its night; the evening's night lists it to take in.
    assert own.get_absolute_url() in client.get(game.get_absolute_url()).content.decode()
    assert list(service.candidate_games(night)) == [game]
    client.post(reverse("night-add-game", args=[night.pk]), {"session": game.pk})
    game.refresh_from_db()
    assert game.night_id == night.pk
    assert not ClubNight.objects.filter(pk=own.pk).exists()  # the night of one table went with it


def test_a_night_that_is_not_a_number_opens_the_new_game_form_without_a_night(
    client, club, organiser
):
    client.force_login(organiser)
    page = client.get(reverse("session-new", args=[club.slug]) + "?night=tuesday")
    assert page.status_code == 200 and page.context["night"] is None


def test_a_guest_added_for_a_night_comes_back_to_that_nights_new_table(
    client, club, night, organiser
):
    client.force_login(organiser)
    url = reverse("session-new", args=[club.slug]) + f"?night={night.pk}"
    data = rendered_form(client.get(url), form_id="guest-form")
    data["name"] = "Guest Gwen"
    answer = client.post(reverse("guest-add", args=[club.slug]) + f"?night={night.pk}", data)
    assert answer["Location"] == url


def test_a_night_of_a_classical_and_an_mcr_table_keeps_a_standing_for_each(
    club, organiser, players
):
    # Scores of different rulesets are never added up: an MCR game's 40 is not a classical 40.
    night = service.create_night(club, organiser, NIGHT, "Mixed")
    classical = play_game(club, players[:4], [[48, -16, -16, -16]], night=night)
    mcr = play_game(club, players[4:], [[40, -8, -24, -8]], night=night, ruleset="mcr")
    view = service.night_view(night)
    assert [ruleset for ruleset, _lines in view.standings] == ["mcr", "millington"]
    by_ruleset = {r: {line.player.pk for line in lines} for r, lines in view.standings}
    assert by_ruleset["millington"] == {p.pk for p in players[:4]}
    assert by_ruleset["mcr"] == {p.pk for p in players[4:]}
    assert classical.ruleset == "millington" and mcr.ruleset == "mcr"
