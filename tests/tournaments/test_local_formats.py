"""Dates and decimals are written the active language's way in the season and tournament PDFs
(their HTML) and pages: Czech "25. listopadu 2026" and "1,75", French "25 novembre 2026" and
"1,75", English day first "25 Nov 2026" and "1.75". Files (CSV) keep the dot."""

from __future__ import annotations

import datetime
import re
import zoneinfo

import pytest
from django.utils import translation

from scoring.models import Season, Tournament
from scoring.services.ratings import rating as ratings
from scoring.services.seasons import season as season_service
from scoring.services.tournaments import exports as tournament_exports
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import standings as tournament_standings
from tests.season.conftest import play_game

from .conftest import play_table

pytestmark = pytest.mark.django_db

PRINTED = datetime.datetime(2026, 11, 25, 14, 5, tzinfo=zoneinfo.ZoneInfo("Europe/Prague"))
# What each language writes for PRINTED (DATETIME_FORMAT) and a decimal
WRITTEN = {
    "cs": {"printed": "25. listopadu 2026 14:05", "start": "1. září 2026", "decimal": ","},
    "fr": {"printed": "25 novembre 2026 14:05", "start": "1 septembre 2026", "decimal": ","},
    "en": {"printed": "25 Nov 2026, 14:05", "start": "1 Sep 2026", "decimal": "."},
}


@pytest.fixture
def printed_at(monkeypatch):
    monkeypatch.setattr(tournament_exports.timezone, "now", lambda: PRINTED)
    monkeypatch.setattr(season_service.timezone, "now", lambda: PRINTED)


@pytest.fixture
def autumn(club, players):
    """Table points per game: Dana and Eva 0.75 (3/4), Alena and Bob 8/3 (2.67)."""
    a, b, c, d, e = players[:5]
    play_game(club, [a, b, c, d], [(60, -20, -20, -20)], date=datetime.date(2026, 9, 10))
    play_game(club, [a, b, c, e], [(-30, 90, -30, -30)], date=datetime.date(2026, 9, 17))
    play_game(club, [a, b, d, e], [(20, 20, -20, -20)], date=datetime.date(2026, 10, 1))
    ratings.rebuild(club)
    return Season.objects.create(
        club=club,
        name="Autumn league 2026",
        start=datetime.date(2026, 9, 1),
        end=datetime.date(2026, 12, 31),
        measure=Season.Measure.TABLE_POINTS,
    )


@pytest.fixture
def played(organiser, eight_player_tournament):
    """Round 1: table 1 E +90 (4 table points), table 2 a four-way tie: (4+2+1+0)/4 = 1.75."""
    t = eight_player_tournament
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    first, second = round_.tables.select_related("session").order_by("number")
    play_table(first, [(90, -30, -30, -30)])
    play_table(second, [(0, 0, 0, 0)])
    return t


@pytest.mark.parametrize("language", ["cs", "fr", "en"])
def test_the_season_pdf_writes_dates_decimals_and_ratings_in_the_language(
    autumn, printed_at, language
):
    with translation.override(language):
        html = season_service.standings_print(season_service.standings(autumn))
    written = WRITTEN[language]
    assert written["printed"] in html
    assert written["start"] in html
    sep = re.escape(written["decimal"])
    # Dana: 3 table points in 4 games... per game 0.75 (a tie for third shares (1+0)/2)
    assert f"0{written['decimal']}75" in html
    assert f"2{written['decimal']}67" in html  # Alena: 8 points in 3 games
    # every rating "mu ± sigma" with one decimal, the language's separator
    found = re.findall(rf"\d+{sep}\d ± \d+{sep}\d", html)
    assert len(found) == 5  # the five rated players
    if written["decimal"] == ",":
        assert not re.search(r"\d\.\d", html.split("<style")[0] + html.split("</style>")[-1])


@pytest.mark.parametrize("language", ["cs", "fr", "en"])
def test_the_tournament_standings_pdf_writes_shared_table_points_in_the_language(
    played, printed_at, language
):
    with translation.override(language):
        html = tournament_exports.standings_print(tournament_standings.compute_standings(played))
    written = WRITTEN[language]
    assert written["printed"] in html
    # table 2's four-way tie: 7 table points shared four ways
    assert html.count(f'<td class="text-end">1{written["decimal"]}75</td>') == 4


def test_the_standings_csv_keeps_the_dot_in_every_language(client, played):
    with translation.override("cs"):
        text = tournament_exports.standings_csv(tournament_standings.compute_standings(played))
    assert text.count("1.75") == 4 and "1,75" not in text


@pytest.mark.parametrize(
    "language, total", [("cs", "120\xa0000"), ("fr", "120\xa0000"), ("en", "120,000")]
)
def test_the_score_sheets_write_a_riichi_tables_total_with_the_languages_grouping(
    organiser, tournament_of, printed_at, language, total
):
    # riichi: four players start with 30000 each, so a table's final scores add up to 120000
    t = tournament_of(4, rounds=1, ruleset="riichi", results_entry=Tournament.Entry.FINAL)
    round_ = tournament_seating.generate_round(t, organiser)
    with translation.override(language):
        html = tournament_exports.score_sheets_print(round_)
    assert total in html
    assert WRITTEN[language]["printed"] in html


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_the_season_page_writes_table_points_and_ratings_in_the_language(client, autumn, language):
    client.cookies["django_language"] = language
    html = client.get(f"/seasons/{autumn.pk}/").content.decode()
    html = re.sub(r"<style[^>]*>.*?</style>", "", html, flags=re.S)  # the inlined CSS's own 0.75
    assert "0,75" in html and "0.75" not in html
    assert re.search(r"\d+,\d ± \d+,\d", html)


@pytest.mark.parametrize(
    "language, end, start",
    [
        ("cs", "31. srpna 2026", "1. září 2026"),
        ("fr", "31 août 2026", "1 septembre 2026"),
        ("en", "31 Aug 2026", "1 Sep 2026"),
    ],
)
def test_a_season_that_ends_before_it_starts_names_both_dates_in_the_language(language, end, start):
    with translation.override(language), pytest.raises(season_service.SeasonError) as refused:
        season_service.check_season(datetime.date(2026, 9, 1), datetime.date(2026, 8, 31), 0)
    assert end in refused.value.message and start in refused.value.message


@pytest.mark.parametrize(
    "language, said",
    [("cs", "kolo 1, stůl 2"), ("fr", "manche 1, table 2"), ("en", "round 1, table 2")],
)
def test_a_tournament_tables_game_is_titled_in_the_readers_language(
    client, tournament_of, language, said
):
    tournament = tournament_of(8)
    round_ = tournament_seating.generate_round(tournament, tournament.club.organisers.first())
    session = round_.tables.get(number=2).session
    page = client.get(session.get_absolute_url(), HTTP_ACCEPT_LANGUAGE=language).content.decode()
    heading = page[page.index("<h1") : page.index("</h1>")]
    assert f"{tournament.name} · {said}" in heading
