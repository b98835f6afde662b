"""Pages on a 390 x 844 phone: the ruleset pages fit the screen, the totals show each player's
whole name, the plots fit and read, the home page offers the next step; axe finds nothing on
any of them. One browser, one page."""

import datetime
import uuid
from pathlib import Path

import pytest

from scoring.models import Season
from scoring.services.hands import sessions as service
from scoring.services.ratings import rating as ratings
from tests.browser.axe import violations
from tests.browser.test_club_night import PHONE, log_in
from tests.season.conftest import play_game
from tests.web.conftest import hand_doc

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"

REGISTERED_WHEN = """
    window.registeredWhen = [];
    if (navigator.serviceWorker) {
        const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
        navigator.serviceWorker.register = (...args) => {
            window.registeredWhen.push(document.readyState);
            return register(...args);
        };
    }
"""
FITS = "document.scrollingElement.scrollWidth <= window.innerWidth"
CUT_NAMES = """[...document.querySelectorAll('#totals .total-name')]
    .filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.textContent.trim())"""


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_ruleset_pages_totals_plots_and_home_read_on_a_phone(
    live_server, browser, table_session, scorer
):
    ARTIFACTS.mkdir(exist_ok=True)
    long_name = table_session.starting_seats["S"]
    long_name.name = "Bohumila Šťastná-Vondráčková"
    long_name.save()
    page = browser.new_page(viewport=PHONE)
    page.set_default_timeout(60_000)
    # The offline worker is registered once the page has loaded, not while it loads.
    page.add_init_script(REGISTERED_WHEN)
    for ruleset in ("millington", "american1920", "riichi"):
        page.goto(f"{live_server.url}/rulesets/{ruleset}/")
        assert page.evaluate(FITS), ruleset
        assert "limit_heavenly_hand" not in page.inner_text("main")
        assert violations(page) == [], ruleset
    page.screenshot(path=str(ARTIFACTS / "ruleset-phone.png"))

    for winner in ("S", None, "E", "W"):
        service.record_hand(table_session, hand_doc(winner), scorer, uuid.uuid4())
    page.goto(f"{live_server.url}{table_session.get_absolute_url()}")
    assert page.evaluate(CUT_NAMES) == []
    assert "Bohumila Šťastná-Vondráčková" in page.inner_text("#totals")
    # The running totals: a line per player, as wide as the phone and no wider.
    assert page.locator("#running-totals .plot-svg polyline").count() == 4
    box = page.locator("#running-totals .plot-svg").bounding_box()
    assert 300 <= box["width"] <= PHONE["width"] and page.evaluate(FITS)
    page.locator("#session-plot").screenshot(path=str(ARTIFACTS / "plot-session-phone.png"))
    assert violations(page) == []

    # A season of two nights and a player's rating history: their plots, as read on a phone.
    a, b, c, d = (table_session.starting_seats[s] for s in "ESWN")
    for date in (datetime.date(2026, 9, 10), datetime.date(2026, 9, 17)):
        play_game(table_session.club, [a, b, c, d], [(60, -20, -20, -20)], date=date)
        play_game(table_session.club, [b, c, d, a], [(-10, 30, -10, -10)], date=date)
    ratings.rebuild(table_session.club)
    season = Season.objects.create(
        club=table_session.club,
        name="Autumn",
        start=datetime.date(2026, 9, 1),
        end=datetime.date(2026, 10, 31),
    )
    for url, plot in (
        (season.get_absolute_url(), "#season-ranks"),
        (a.get_absolute_url(), "#rating-plot-millington"),
    ):
        page.goto(f"{live_server.url}{url}")
        assert page.locator(f"{plot} polyline").count() >= 1 and page.evaluate(FITS), url
        page.locator(plot).screenshot(path=str(ARTIFACTS / f"plot-{plot[1:]}-phone.png"))
        assert violations(page) == [], url

    assert page.evaluate("window.registeredWhen") == ["complete"]

    log_in(page, live_server.url)
    page.wait_for_selector("#next-step")
    assert page.locator('#next-step [data-next="record"]').is_visible()
    assert violations(page) == []


# What sticks out past the right edge of a 390 px screen, for the failure message.
WIDER = """() => [...document.querySelectorAll('body *')]
    .filter(e => e.getBoundingClientRect().right > window.innerWidth + 0.5)
    .filter(e => !e.closest('.table-responsive, .visually-hidden'))
    .slice(0, 5).map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right)
        + ' ' + e.textContent.trim().slice(0, 40))"""


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_every_page_a_phone_opens_fits_390_px_in_english_french_and_czech(
    live_server, browser, table_session, django_user_model
):
    from django.conf import settings as django_settings
    from django.test import Client

    from tests.referee.conftest import cannon_document, record_hand

    referee = django_user_model.objects.create_user("rita", password="secret-pass-3")
    table_session.referees.add(referee)
    hand = record_hand(table_session, cannon_document())  # a dangerous discard's penalty, 90c
    client = Client()
    client.force_login(referee)
    urls = [f"/rulesets/{ruleset}/" for ruleset in ("millington", "american1920", "riichi", "mcr")]
    urls += [
        f"/sessions/{table_session.pk}/hands/{hand.number}/referee/",
        table_session.get_absolute_url(),
        f"/sessions/{table_session.pk}/hands/new/",
        "/accounts/login/",
    ]
    too_wide, refused = [], []
    for language in ("en", "fr", "cs"):
        context = browser.new_context(viewport=PHONE, locale=language)
        context.add_cookies(
            [
                {"name": name, "value": client.cookies[name].value, "url": live_server.url}
                for name in (django_settings.SESSION_COOKIE_NAME,)
            ]
            + [{"name": "django_language", "value": language, "url": live_server.url}]
        )
        page = context.new_page()
        page.set_default_timeout(60_000)
        # The inlined first-paint style is allowed by its digest: nothing is refused.
        page.on("console", lambda m: refused.append(m.text) if "Content Security" in m.text else 0)
        for url in urls:
            page.goto(f"{live_server.url}{url}")
            if not page.evaluate(FITS):
                too_wide.append((language, url, page.evaluate(WIDER)))
        # The page a form kept open too long gets: the app's own, at the phone's width.
        page.goto(f"{live_server.url}/accounts/login/")
        page.evaluate(
            """() => { const form = document.querySelector('main form');
                form.querySelector('[name=csrfmiddlewaretoken]').value = 'x'.repeat(64);
                form.submit(); }"""
        )
        page.wait_for_selector("#csrf-refusal")
        if not page.evaluate(FITS):
            too_wide.append((language, "CSRF refusal", page.evaluate(WIDER)))
        page.goto(f"{live_server.url}{urls[4]}")
        page.screenshot(path=str(ARTIFACTS / f"referee-penalty-phone-{language}.png"))
        context.close()
    assert refused == []
    assert not too_wide, "\n".join(map(str, too_wide))
