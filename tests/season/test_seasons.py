"""A season: a club's named date range and its ladder by the club's measure.

Table points: 4, 2, 1, 0 by place at each game, tied players sharing their places' points
(two tied for first: (4+2)/2 = 3 each; two tied for third: (1+0)/2 = 0.5; three tied for
second: (2+1+0)/3 = 1) — the standings rule of docs/tournaments.md.
"""

import csv
import datetime
import io
import shutil
import subprocess
from fractions import Fraction
from html import unescape

import pytest
from django.urls import reverse

from scoring.models import Season, Session
from scoring.services.csv import csv_text, safe_cell
from scoring.services.seasons import season as service

from .conftest import play_game

pytestmark = pytest.mark.django_db


@pytest.fixture
def autumn(club, players, season):
    a, b, c, d, e = players[:5]
    play_game(club, [a, b, c, d], [(60, -20, -20, -20)], date=datetime.date(2026, 9, 10))
    play_game(club, [a, b, c, e], [(-30, 90, -30, -30)], date=datetime.date(2026, 9, 17))
    play_game(club, [a, b, d, e], [(20, 20, -20, -20)], date=datetime.date(2026, 10, 1))
    # Not counted: before the season, still in play, a tournament game.
    play_game(club, [a, b, c, d], [(900, -300, -300, -300)], date=datetime.date(2026, 8, 31))
    play_game(club, [e, b, c, d], [(900, -300, -300, -300)], finish=False)
    play_game(club, [e, b, c, d], [(900, -300, -300, -300)], kind=Session.Kind.TOURNAMENT)
    return season


def by_name(season):
    return {line.player.name: line for line in service.standings(season).lines}


def test_the_season_counts_its_finished_club_games_between_its_first_and_last_day(autumn):
    lines = by_name(autumn)
    assert lines["Alena"].score == 60 - 30 + 20
    assert lines["Bob"].score == -20 + 90 + 20
    assert lines["Alena"].finished == 3 and lines["Eva"].finished == 2
    # Alena: 4 (won), 1 (three tied second), 3 (tied first with Bob).
    assert lines["Alena"].table_points == 4 + 1 + 3
    # Dana: 1 (three tied second), then 0.5 (tied third with Eva).
    assert lines["Dana"].table_points == Fraction(3, 2)
    assert service.standings(autumn).games == 3


def test_ranked_by_total_score_ties_broken_by_table_points(autumn):
    lines = by_name(autumn)
    order = sorted(lines.values(), key=lambda line: line.rank)
    assert [line.player.name for line in order] == ["Bob", "Alena", "Dana", "Chen", "Eva"]
    # Chen and Eva both stand at -50: Chen has 2 table points, Eva 1.5.
    assert (lines["Chen"].rank, lines["Eva"].rank) == (4, 5)


def test_ranked_by_table_points_per_game_ties_broken_by_the_average(autumn):
    autumn.measure = Season.Measure.TABLE_POINTS
    lines = by_name(autumn)
    # Alena and Bob: 8 points in 3 games each; Bob's average (30) beats Alena's (16.67).
    assert lines["Alena"].points_per_game == lines["Bob"].points_per_game == Fraction(8, 3)
    assert (lines["Bob"].rank, lines["Alena"].rank, lines["Chen"].rank) == (1, 2, 3)
    # Dana and Eva: 0.75 a game; Dana's average -20 beats Eva's -25.
    assert (lines["Dana"].rank, lines["Eva"].rank) == (4, 5)


def test_the_average_ranks_only_players_with_the_minimum_number_of_games(autumn):
    autumn.measure = Season.Measure.AVERAGE
    autumn.min_games = 3
    result = service.standings(autumn)
    assert [(line.player.name, line.rank) for line in result.lines[:2]] == [
        ("Bob", 1),
        ("Alena", 2),
    ]
    assert result.lines[0].average == 30
    assert {line.player.name for line in result.lines[2:]} == {"Chen", "Dana", "Eva"}
    assert all(line.rank is None for line in result.lines[2:])


def test_a_season_ending_before_it_starts_is_refused_and_not_saved(client, club, organiser):
    client.force_login(organiser)
    page = client.post(
        reverse("season-new", args=[club.slug]),
        {
            "name": "Backwards",
            "start": "2026-12-31",
            "end": "2026-09-01",
            "measure": "score",
            "min_games": "0",
        },
    )
    assert page.status_code == 400
    assert page.context["form"].errors["end"] == [
        "The season ends on 1 Sep 2026, before it starts on 31 Dec 2026."
    ]
    assert not Season.objects.exists()


def test_a_minimum_number_of_games_below_zero_is_refused_and_not_saved(client, club, organiser):
    client.force_login(organiser)
    page = client.post(
        reverse("season-new", args=[club.slug]),
        {
            "name": "Autumn",
            "start": "2026-09-01",
            "end": "2026-12-31",
            "measure": "average",
            "min_games": "-1",
        },
    )
    assert page.status_code == 400
    assert "cannot be below zero (it was -1)" in unescape(page.content.decode())
    assert not Season.objects.exists()


def test_an_organiser_creates_a_season_from_the_form(client, club, organiser):
    client.force_login(organiser)
    page = client.post(
        reverse("season-new", args=[club.slug]),
        {
            "name": "Autumn league 2026",
            "start": "2026-09-01",
            "end": "2026-12-31",
            "measure": "average",
            "min_games": "3",
        },
    )
    season = Season.objects.get()
    assert page["Location"] == season.get_absolute_url()
    assert (season.measure, season.min_games) == ("average", 3)


def test_only_organisers_create_seasons(client, club, scorer):
    client.force_login(scorer)
    assert client.get(reverse("season-new", args=[club.slug])).status_code == 403


def test_the_season_page_print_and_hall_show_the_ladder(client, autumn):
    for name in ("season", "season-print", "season-hall"):
        page = client.get(reverse(name, args=[autumn.pk]))
        assert page.status_code == 200, name
        assert "Bob" in page.content.decode()
    hall = client.get(reverse("season-hall", args=[autumn.pk])).content.decode()
    assert f'hx-get="{reverse("season-hall-live", args=[autumn.pk])}"' in hall


def test_the_hall_data_source_gives_plain_rows(autumn):
    rows = service.hall_rows(autumn)
    assert rows[0] == {"rank": 1, "tied": False, "name": "Bob", "games": 3, "figure": "90"}


def test_the_csv_has_every_figure_and_numbers_stay_numbers(client, autumn):
    response = client.get(reverse("season-csv", args=[autumn.pk]))
    assert response["Content-Type"].startswith("text/csv")
    rows = list(csv.reader(io.StringIO(response.content.decode())))
    assert rows[0][:7] == [
        "rank",
        "name",
        "games",
        "score",
        "table points",
        "table points per game",
        "average per game",
    ]
    assert rows[1][:7] == ["1", "Bob", "3", "90", "8.0", "2.67", "30.0"]
    assert rows[5][:4] == ["5", "Eva", "2", "-50"]  # a negative score is a number, not text


def test_a_csv_cell_that_a_spreadsheet_would_run_is_written_as_text(club, autumn, players):
    players[0].name = '=HYPERLINK("http://evil.example","Alena")'
    players[0].save()
    text = service.standings_csv(service.standings(autumn))
    assert "'=HYPERLINK" in text
    for start in ("=", "+", "-", "@", "\t", "\r"):
        assert safe_cell(f"{start}1+1") == f"'{start}1+1"
    assert safe_cell(-20) == -20 and safe_cell("Jan Novák") == "Jan Novák"
    # A number formatted as text runs nothing either: it stays as it is.
    assert csv_text([["-3", -3, "-3+1"]]) == "-3,-3,'-3+1\r\n"


def test_the_pdf_is_a_pdf_with_the_ladder(client, autumn, tmp_path):
    response = client.get(reverse("season-pdf", args=[autumn.pk]))
    assert response["Content-Type"] == "application/pdf"
    assert response.content.startswith(b"%PDF-")
    if not shutil.which("pdftotext"):
        return
    path = tmp_path / "season.pdf"
    path.write_bytes(response.content)
    text = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert "Autumn league 2026" in text and "Bob" in text
