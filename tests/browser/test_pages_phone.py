"""Pages on a 390 x 844 phone: the ruleset pages fit the screen, the totals show each player's
whole name, the home page offers the next step; axe finds nothing on any of them. One browser,
one page."""

from pathlib import Path

import pytest

from tests.browser.axe import violations
from tests.browser.test_club_night import PHONE, log_in

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"

FITS = "document.scrollingElement.scrollWidth <= window.innerWidth"
CUT_NAMES = """[...document.querySelectorAll('#totals .total-name')]
    .filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.textContent.trim())"""


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_ruleset_pages_totals_and_home_read_on_a_phone(live_server, browser, table_session):
    ARTIFACTS.mkdir(exist_ok=True)
    long_name = table_session.starting_seats["S"]
    long_name.name = "Bohumila Šťastná-Vondráčková"
    long_name.save()
    page = browser.new_page(viewport=PHONE)
    page.set_default_timeout(60_000)
    for ruleset in ("millington", "american1920", "riichi"):
        page.goto(f"{live_server.url}/rulesets/{ruleset}/")
        assert page.evaluate(FITS), ruleset
        assert "limit_heavenly_hand" not in page.inner_text("main")
        assert violations(page) == [], ruleset
    page.screenshot(path=str(ARTIFACTS / "ruleset-phone.png"))

    page.goto(f"{live_server.url}{table_session.get_absolute_url()}")
    assert page.evaluate(CUT_NAMES) == []
    assert "Bohumila Šťastná-Vondráčková" in page.inner_text("#totals")

    log_in(page, live_server.url)
    page.wait_for_selector("#next-step")
    assert page.locator('#next-step [data-next="record"]').is_visible()
    assert violations(page) == []
