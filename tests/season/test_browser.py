"""The new pages in Chromium at phone and desktop sizes, in English, Czech and French; the
night page swaps in its live fragment without reloading. Screenshots land in
tests/artifacts/."""

import datetime
from pathlib import Path

import pytest

from scoring.models import ClubNight, Season
from scoring.services.ratings import rating as ratings
from tests.browser.waits import until

from .conftest import play_game

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


@pytest.fixture
def club_season(club, players, organiser):
    night = ClubNight.objects.create(
        club=club, date=datetime.date(2026, 11, 17), title="Tuesday night"
    )
    season = Season.objects.create(
        club=club,
        name="Autumn league 2026",
        start=datetime.date(2026, 9, 1),
        end=datetime.date(2026, 12, 31),
        measure=Season.Measure.AVERAGE,
        min_games=2,
    )
    a, b, c, d, e, f, g, h = players
    for week, tables in enumerate([([a, b, c, d], [e, f, g, h]), ([a, e, b, f], [c, g, d, h])]):
        for seats in tables:
            play_game(
                club,
                seats,
                [(60, -20, -20, -20), (-10, 30, -10, -10)],
                date=datetime.date(2026, 11, 3 + 7 * week),
            )
    play_game(club, [a, b, c, d], [(60, -20, -20, -20)], night=night, title="By the window")
    play_game(club, [e, f, g, h], [(-10, 30, -10, -10)], night=night, title="Eva's table")
    in_play = play_game(
        club,
        [a, e, c, g],
        [(90, -30, -30, -30)],
        night=night,
        finish=False,
        title="After the break",
    )
    ratings.rebuild(club)
    return night, season, in_play


def open_page(browser, base, path, language, size):
    context = browser.new_context(viewport=size)
    context.add_cookies([{"name": "django_language", "value": language, "url": base}])
    page = context.new_page()
    page.goto(f"{base}{path}")
    return page


def fits_the_phone(page):
    return page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_new_pages_read_well_on_a_phone_and_a_desktop_in_three_languages(
    live_server, browser, club_season, players
):
    ARTIFACTS.mkdir(exist_ok=True)
    night, season, _in_play = club_season
    pages = {
        "night": (f"/nights/{night.pk}/", "Tuesday night"),
        "season": (f"/seasons/{season.pk}/", "Autumn league 2026"),
        "player": (f"/players/{players[0].pk}/", "Alena"),
        "hall": (f"/seasons/{season.pk}/hall/", "Autumn league 2026"),
    }
    headings = {
        # (language, page): a word of the page in that language.
        ("en", "night"): "Tonight's standings",
        ("cs", "night"): "Dnešní pořadí",
        ("fr", "night"): "Classement de la soirée",
        ("en", "player"): "Head to head",
        ("cs", "player"): "Vzájemné zápasy",
        ("fr", "player"): "Face-à-face",
        ("en", "season"): "Average per game",
        ("cs", "season"): "Průměr na partii",
        ("fr", "season"): "Moyenne par partie",
    }
    for language in ("en", "cs", "fr"):
        for name, (path, title) in pages.items():
            for size_name, size in (("phone", PHONE), ("desktop", DESKTOP)):
                page = open_page(browser, live_server.url, path, language, size)
                assert title in page.inner_text("body")
                assert page.get_attribute("html", "lang") == language
                if (language, name) in headings:
                    assert headings[(language, name)] in page.inner_text("body")
                if size is PHONE:
                    assert fits_the_phone(page), f"{name} in {language} is wider than a phone"
                page.screenshot(
                    path=str(ARTIFACTS / f"{name}-{language}-{size_name}.png"), full_page=True
                )
                page.context.close()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_night_page_swaps_in_a_new_hand_without_reloading(
    live_server, browser, club_season, players
):
    from scoring.models import Hand, HandPlayer

    night, _season, in_play = club_season
    page = open_page(browser, live_server.url, f"/nights/{night.pk}/", "en", PHONE)
    table = page.locator(f'.night-table[data-game="{in_play.pk}"]')
    assert "1 hand" in table.inner_text()
    page.evaluate("window.notReloaded = true")
    # Chen (West at table 3) wins the second hand there.
    hand = Hand.objects.create(
        session=in_play, number=2, prevailing_wind="E", east=players[0], winner="W", input={}
    )
    for seat, player, payment in zip(
        "ESWN", [players[0], players[4], players[2], players[6]], [-40, -40, 120, -40], strict=True
    ):
        HandPlayer.objects.create(hand=hand, seat=seat, player=player, payment=payment)
    # What the every-20-seconds poll does, without waiting for it.
    page.evaluate(
        f"htmx.ajax('GET', '/nights/{night.pk}/live/', {{target: '#night-live', swap: 'outerHTML'}})"
    )
    until(
        page,
        f"document.querySelector('.night-table[data-game=\"{in_play.pk}\"]').innerText.includes('2 hands')",
    )
    assert page.evaluate("window.notReloaded") is True
    # Chen: -20 (table 1) + -30 + 120 (table 3) = 70 tonight.
    row = page.locator('#night-standings tr[data-player="Chen"]')
    assert "70" in row.inner_text()
    page.screenshot(path=str(ARTIFACTS / "night-live-phone.png"), full_page=True)
