"""A season keeps one standing per ruleset: an MCR score and a classical one are never added
up (docs/season.md, "Seasons")."""

import datetime
import importlib

import pytest
from django.apps import apps as django_apps
from django.urls import reverse

from scoring.models import Season
from scoring.services.seasons import season as seasons

from .conftest import play_game

pytestmark = pytest.mark.django_db


@pytest.fixture
def mixed(club, players):
    # Alena wins 90 at a classical game and loses 24 at an MCR game: one total would be 66.
    a, b, c, d = players[:4]
    play_game(club, [a, b, c, d], [(90, -30, -30, -30)], ruleset="millington")
    play_game(club, [a, b, c, d], [(-24, 8, 8, 8)], ruleset="mcr")
    play_game(club, [b, a, c, d], [(-8, 24, -8, -8)], ruleset="mcr")
    return Season.objects.create(
        club=club,
        name="Mixed 2026",
        start=datetime.date(2026, 9, 1),
        end=datetime.date(2026, 12, 31),
    )


def score_of(result, name):
    return next(line.score for line in result.lines if line.player.name == name)


def test_a_season_of_two_rulesets_keeps_a_standing_for_each_never_one_total(mixed):
    # MCR first: two games against one classical. Alena: -24 + 24 = 0 in MCR, +90 classical.
    assert seasons.season_rulesets(mixed) == ["mcr", "millington"]
    mcr = seasons.standings(mixed)
    assert (mcr.ruleset, mcr.games, score_of(mcr, "Alena")) == ("mcr", 2, 0)
    classical = seasons.standings(mixed, "millington")
    assert (classical.games, score_of(classical, "Alena")) == (1, 90)


def test_the_season_page_links_each_rulesets_standings_and_its_exports_follow(client, mixed):
    page = client.get(reverse("season", args=[mixed.pk]) + "?ruleset=millington")
    html = page.content.decode()
    assert 'data-testid="season-rulesets"' in html
    assert 'aria-current="page" href="?ruleset=millington"' in html
    assert f"{reverse('season-csv', args=[mixed.pk])}?ruleset=millington" in html
    csv = client.get(reverse("season-csv", args=[mixed.pk]) + "?ruleset=millington")
    alena = next(line for line in csv.content.decode().splitlines() if "Alena" in line)
    assert alena.split(",")[3] == "90"


def test_a_ruleset_the_season_has_no_games_of_is_a_400(client, mixed):
    page = client.get(reverse("season", args=[mixed.pk]) + "?ruleset=riichi")
    assert page.status_code == 400
    assert "This season has no standings for the ruleset" in page.content.decode()


def test_a_season_of_one_ruleset_counts_only_its_games(client, club, organiser, mixed):
    client.force_login(organiser)
    response = client.post(
        reverse("season-new", args=[club.slug]),
        {
            "name": "MCR league",
            "start": "2026-09-01",
            "end": "2026-12-31",
            "measure": "score",
            "min_games": "0",
            "ruleset": "mcr",
        },
    )
    assert response.status_code == 302
    season = Season.objects.get(name="MCR league")
    result = seasons.standings(season)
    assert (season.ruleset, result.games, score_of(result, "Alena")) == ("mcr", 2, 0)
    assert (
        client.get(reverse("season", args=[season.pk]) + "?ruleset=millington").status_code == 400
    )


def test_the_migration_names_the_ruleset_of_a_season_whose_games_were_all_one(club, players, mixed):
    a, b, c, d = players[:4]
    play_game(
        club, [a, b, c, d], [(30, -10, -10, -10)], ruleset="riichi", date=datetime.date(2025, 3, 1)
    )
    spring = Season.objects.create(
        club=club,
        name="Spring 2025",
        start=datetime.date(2025, 1, 1),
        end=datetime.date(2025, 6, 30),
    )
    migration = importlib.import_module("scoring.migrations.0024_season_standings_per_ruleset")
    migration.one_ruleset_seasons(django_apps, None)
    spring.refresh_from_db()
    mixed.refresh_from_db()
    assert (spring.ruleset, mixed.ruleset) == ("riichi", "")


def test_each_rulesets_standings_show_the_rating_in_that_ruleset_and_name_it(client, club, mixed):
    from scoring.models import Rating
    from scoring.services.ratings import rating as ratings

    ratings.rebuild(club)
    alena = Rating.objects.filter(player__name="Alena")
    classical, mcr = alena.get(ruleset="millington"), alena.get(ruleset="mcr")
    # Alena won her one classical game and lost her first MCR game and won her second.
    assert (classical.games, mcr.games) == (1, 2) and classical.mu > 25
    for ruleset, mine, name in ((classical.ruleset, classical, "Millington"), ("mcr", mcr, "MCR")):
        page = client.get(reverse("season", args=[mixed.pk]), {"ruleset": ruleset})
        html = page.content.decode()
        assert name in html.split('id="standings-rating-ruleset">')[1].split("</small>")[0]
        row = html.split('data-player="Alena"')[1].split("</tr>")[0]
        assert f"{mine.mu:.1f} ± {mine.sigma:.1f}" in row
        csv = client.get(reverse("season-csv", args=[mixed.pk]), {"ruleset": ruleset})
        alena_row = next(r for r in csv.content.decode().splitlines() if "Alena" in r)
        assert alena_row.endswith(f",{round(mine.mu, 2)},{round(mine.sigma, 2)}")
