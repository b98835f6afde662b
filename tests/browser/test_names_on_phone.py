"""Names are not cut short on a 390 px phone: the who-won buttons of the session page, the
hand form's winner and discarder choices and the picker's seat tabs show each player's whole
name (wrapping onto a second line), and carry it in their title besides."""

from pathlib import Path

import pytest

from tests.browser.test_club_night import log_in

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"
PHONE = {"width": 390, "height": 844}
NAMES = ["Alena Dvořáková", "Bartholomew Brown", "Chen Xiaoming", "Dana Králová"]

CUT = """els => els.filter(e => e.offsetParent !== null)
    .filter(e => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1
                 || e.title !== e.textContent)
    .map(e => e.textContent)"""


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_whole_names_show_on_the_phones_buttons_and_tabs(live_server, browser, table_session):
    for seat, name in zip(("east", "south", "west", "north"), NAMES, strict=True):
        player = getattr(table_session, seat)
        player.name = name
        player.save()
    ARTIFACTS.mkdir(exist_ok=True)
    page = browser.new_page(viewport=PHONE)
    log_in(page, live_server.url)
    page.goto(f"{live_server.url}{table_session.get_absolute_url()}")
    buttons = "#next-deal .choice-name"
    assert sorted(page.eval_on_selector_all(buttons, "els => els.map(e => e.title)")) == NAMES
    assert page.eval_on_selector_all(buttons, CUT) == []
    page.click('#next-deal [data-winner="S"]')
    page.wait_for_selector("#hand-form")
    for names in ("label.choice .choice-name", "#picker [data-seat-tab] .choice-name"):
        assert page.eval_on_selector_all(names, "els => els.length") >= 4, names
        assert page.eval_on_selector_all(names, CUT) == [], names
    page.screenshot(path=str(ARTIFACTS / "names-on-phone.png"), full_page=True)
    page.close()
