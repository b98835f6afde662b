"""The three plots: a session's running totals, a player's rating with its uncertainty, a
season's places night by night. Each is SVG drawn on the server, with its numbers in a table
beside it, and the numbers are the ones the standings and the payments give."""

import datetime
import re

import pytest
from django.urls import reverse

from scoring.services.ratings import rating as ratings
from scoring.services.seasons import plots
from scoring.services.seasons import season as season_service

from .conftest import play_game

pytestmark = pytest.mark.django_db

DATES = [datetime.date(2026, 9, 10), datetime.date(2026, 9, 17), datetime.date(2026, 10, 1)]


@pytest.fixture
def autumn(club, players, season):
    """Three nights (tests/season/test_seasons.py's season), ranked by total score with
    table points (4, 2, 1, 0, shared on ties) breaking ties."""
    a, b, c, d, e = players[:5]
    play_game(club, [a, b, c, d], [(60, -20, -20, -20)], date=DATES[0])
    play_game(club, [a, b, c, e], [(-30, 90, -30, -30)], date=DATES[1])
    play_game(club, [a, b, d, e], [(20, 20, -20, -20)], date=DATES[2])
    return season


def test_the_season_plot_follows_each_players_place_night_by_night(autumn, players):
    a, b, c, d, e = players[:5]
    standings = season_service.standings(autumn)
    plot, dates, places = plots.season_ranks(standings, season_service.KEYS[autumn.measure])
    assert dates == DATES
    # Night 1: Alena 60, the others -20 each, tied (table points 1 each). Night 2: Bob 70,
    # Alena 30, Dana -20, Eva -30, Chen -50. Night 3: Bob 90, Alena 50, Dana -40, then Chen
    # and Eva on -50, Chen ahead on table points (1 + 1 = 2 against Eva's 1 + 0.5).
    assert dict(places) == {
        a: [1, 2, 2],
        b: [2, 1, 1],
        d: [2, 3, 3],
        c: [2, 5, 4],
        e: [None, 4, 5],
    }
    assert [s.label for s in plot.series] == ["Bob", "Alena", "Dana", "Chen", "Eva"]
    # Place 1 at the top: Bob's line ends higher on the page (a smaller y) than Eva's.
    end_y = {s.label: float(s.points.split()[-1].split(",")[1]) for s in plot.series}
    assert end_y["Bob"] < end_y["Alena"] < end_y["Eva"]
    assert [label for _y, label in plot.y_ticks] == ["1", "2", "3", "4", "5"]


def test_the_season_page_shows_the_plot_and_the_places_behind_it(client, autumn):
    html = client.get(reverse("season", args=[autumn.pk])).content.decode()
    svg = html.split('id="season-ranks"')[1].split("</svg>")[0]
    assert svg.count("<polyline") == 5 and 'role="img"' in svg
    assert "<title" in svg and "<desc" in svg
    table = html.split('id="season-ranks-table"')[1].split("</table>")[0]
    assert re.search(r"<th scope=\"row\">Eva</th><td class=\"text-end\">—</td>", table)


def test_the_session_plot_draws_each_players_running_total(client, club, players):
    a, b, c, d = players[:4]
    session = play_game(club, [a, b, c, d], [(60, -20, -20, -20), (-10, 30, -10, -10)])
    html = client.get(session.get_absolute_url()).content.decode()
    svg = html.split('id="running-totals"')[1].split("</svg>")[0]
    assert svg.count("<polyline") == 4
    table = html.split('id="running-totals-table"')[1].split("</table>")[0]
    # After hand 2: Alena 60 - 10 = 50, Bob -20 + 30 = 10, Chen and Dana -30.
    cells = re.findall(r"<td class=\"text-end\">(-?\d+)</td>", table)
    assert cells == ["60", "-20", "-20", "-20", "50", "10", "-30", "-30"]
    # The hand axis runs from 0 (before the first hand) to the last hand.
    assert re.findall(r'text-anchor="middle">([^<]*)</text>', svg) == ["0", "1", "2"]


def test_the_player_page_draws_the_rating_with_its_uncertainty_band(client, club, players, autumn):
    ratings.rebuild(club)
    alena = players[0]
    history = list(alena.rating_changes.order_by("session__date"))
    html = client.get(alena.get_absolute_url()).content.decode()
    svg = html.split('id="rating-plot-millington"')[1].split("</svg>")[0]
    assert svg.count("<polyline") == 1 and svg.count("<polygon") == 1
    # The band is mu +- sigma: before the first game and after each of Alena's three games.
    plot = plots.rating_history(history)
    band = plot.series[0]
    assert len(band.values) == len(history) + 1 == 4
    assert band.high[0] - band.values[0] == pytest.approx(history[0].sigma_before, abs=0.01)
    assert band.values[-1] == pytest.approx(history[-1].mu, abs=0.01)


def test_plot_coordinates_stay_numbers_in_czech_and_french(client, autumn):
    for language in ("cs", "fr"):
        html = client.get(reverse("season", args=[autumn.pk]), HTTP_ACCEPT_LANGUAGE=language)
        svg = html.content.decode().split('id="season-ranks"')[1].split("</svg>")[0]
        for value in re.findall(r'\s(?:x1|x2|y1|y2|x|y)="([^"]*)"', svg):
            float(value)  # "12,5" would not be a coordinate


def test_a_plot_of_one_game_or_one_night_says_so_without_each_of_the_1(
    client, club, players, season
):
    a, b, c, d = players[:4]
    play_game(club, [a, b, c, d], [(60, -20, -20, -20)], date=DATES[0])
    ratings.rebuild(club)
    pages = {
        "player": (a.get_absolute_url(), "rating-plot-millington"),
        "season": (reverse("season", args=[season.pk]), "season-ranks"),
    }
    said = {}
    for language in ("en", "fr", "cs"):
        for name, (url, plot) in pages.items():
            html = client.get(url, HTTP_ACCEPT_LANGUAGE=language).content.decode()
            desc = html.split(f'id="{plot}"')[1].split("<desc")[1].split("</desc>")[0]
            said[language, name] = desc
            assert not re.search(r"(each of the|chacune des|každé(m)? z) (the season's )?1\b", desc)
    assert "before the first rated game and after it;" in said["en", "player"]
    assert "after the season's one night;" in said["en", "season"]
