"""The riichi referee page in Chromium, in English, Czech and French, phone and desktop: the
yakuman row says yakuman, the rows cite Y-/fu-/limit- rules in the reader's language.
Screenshots in tests/artifacts/riichi-referee-*.png."""

from pathlib import Path

import pytest

from tests.browser.test_accessibility import PHONE, riichi_yakuman, signed_in

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


NAMES = {"en": "Big three dragons", "cs": "Tři velcí draci", "fr": "Trois grands dragons"}


@pytest.mark.parametrize("language", ["en", "cs", "fr"])
def test_a_yakuman_referee_page_in_three_languages(
    browser, live_server, club, players, organiser, language
):
    ARTIFACTS.mkdir(exist_ok=True)
    hand = riichi_yakuman(club, players)
    context = signed_in(browser, live_server, organiser, PHONE)
    context.add_cookies([{"name": "django_language", "value": language, "url": live_server.url}])
    page = context.new_page()
    page.goto(f"{live_server.url}/sessions/{hand.session_id}/hands/1/referee/")
    row = page.locator('tr[data-rule="Y-daisangen"] td')
    # Daisangen (Y-daisangen) is a yakuman: 32000 from the discarder, non-dealer ron.
    assert row.nth(1).inner_text().strip() == NAMES[language]
    assert page.locator(".hand-value").inner_text().strip() == "32000"
    page.screenshot(path=str(ARTIFACTS / f"riichi-referee-{language}-phone.png"), full_page=True)
    # Nothing wider than the phone: wide tables scroll inside their own box.
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.set_viewport_size({"width": 1280, "height": 900})
    page.screenshot(path=str(ARTIFACTS / f"riichi-referee-{language}-desktop.png"), full_page=True)
