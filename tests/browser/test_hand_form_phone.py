"""The hand form on a 390 x 844 phone, as a scorer meets it: it opens at its top, the preview's
payments are on screen when Record is tapped, there is one Record button, keyboard focus never
lands behind the docked picker, picking the wrong winner and then the right one takes the built
sets along, ⌫ takes back one tile, and at `scores` choosing the winner leaves "How?" in view.
One browser, one page, the checks in order."""

import pytest

from scoring.models.session import Entry
from tests.browser.axe import violations
from tests.browser.test_club_night import DESKTOP, PHONE, log_in
from tests.web.conftest import LOSER_LINES, WINNER_LINE

# South's winning hand of tests/web/conftest.py, built with the picker: a tile, then the set.
SOUTH_SETS = [("Rd", "pung", 0), ("2b", "chow", 1), ("5c", "pung", 1), ("7d", "chow", 0)]


def form_url(live_server, session):
    return f"{live_server.url}/sessions/{session.pk}/hands/new/"


def in_view(page, selector) -> bool:
    """Is the element wholly on screen, above the docked picker?"""
    return page.evaluate(
        """(selector) => {
            const r = document.querySelector(selector).getBoundingClientRect();
            const dock = document.getElementById('picker').getBoundingClientRect();
            return r.top >= 0 && r.bottom <= Math.min(innerHeight, dock.top) + 1;
        }""",
        selector,
    )


ON_SCREEN_IN_DOCK = """(selector) => {
    const r = document.querySelector(selector).getBoundingClientRect();
    const dock = document.getElementById('picker').getBoundingClientRect();
    return r.height > 0 && r.top >= dock.top && r.top >= 0 && r.bottom <= innerHeight;
}"""

FILL_LINES = """(lines) => {
    for (const [seat, line] of Object.entries(lines)) {
        const field = document.getElementById(`id_${seat}_tiles`);
        field.value = line;
        field.dispatchEvent(new Event('input', {bubbles: true}));
        field.dispatchEvent(new Event('change', {bubbles: true}));
    }
}"""


def assert_payments_beside_record(page):
    """The preview's payments are in the dock, on screen with Record, as the preview says."""
    page.wait_for_selector("#preview-table")
    page.wait_for_selector("#dock-preview .dock-pay")
    for seat in "ESWN":
        paid = page.inner_text(f'#preview-table td[data-seat="{seat}"]')
        assert page.inner_text(f'#dock-preview [data-seat="{seat}"]').endswith(paid)
    assert page.evaluate(ON_SCREEN_IN_DOCK, "#dock-preview")
    assert page.evaluate(ON_SCREEN_IN_DOCK, "#dock-save")


HIDDEN_FOCUS = """() => {
    const e = document.activeElement, dock = document.getElementById('picker');
    if (!e || e === document.body || dock.contains(e)) return null;
    const r = e.getBoundingClientRect(), top = dock.getBoundingClientRect().top;
    if (r.width === 0 && r.height === 0) return null;
    return r.bottom > top + 1 || r.top < 0 ? `${e.tagName}#${e.id}` : null;
}"""


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_hand_form_on_a_phone_keeps_the_scorer_oriented(live_server, browser, table_session):
    table_session.entry_depth = Entry.SETS
    table_session.save()
    page = browser.new_page(viewport=PHONE)
    page.set_default_timeout(60_000)
    log_in(page, live_server.url)

    # It opens at its top: the hand's number and the depth choice in view.
    page.goto(form_url(live_server, table_session))
    page.wait_for_selector("#preview-error, #preview-table")
    assert page.evaluate("window.scrollY") == 0
    assert in_view(page, "h1") and in_view(page, "#div_id_entry")

    # Tab through the whole form: focus never rests on a control hidden behind the picker.
    hidden = set()
    for _ in range(60):
        page.keyboard.press("Tab")
        where = page.evaluate(HIDDEN_FOCUS)
        if where:
            hidden.add(where)
    assert hidden == set()
    page.evaluate("document.activeElement.blur(); window.scrollTo(0, 0)")

    # The wrong winner first: West. His panel gets South's sets ...
    page.click('label[for="id_winner_W"]')
    for code, meld, concealed in SOUTH_SETS:
        page.click(f'#picker [data-pick="{code}"]')
        page.click(f'#picker [data-meld="{meld}"][data-concealed="{concealed}"]')
    page.click('#picker [data-pick="Wd"]')
    page.click('#picker [data-meld="pair"]')
    assert page.input_value("#id_W_tiles") == WINNER_LINE
    # ... and choosing South instead takes them to South: one tap, not seventeen.
    page.click('label[for="id_winner_S"]')
    assert page.input_value("#id_S_tiles") == WINNER_LINE
    assert page.input_value("#id_W_tiles") == ""

    # ⌫ takes back the last tile: the pair of white dragons becomes one loose white dragon.
    page.click('#picker [data-op="back"]')
    assert page.input_value("#id_S_tiles") == WINNER_LINE.replace("(Wd Wd)", "Wd")
    page.click('#picker [data-pick="Wd"]')
    page.click('#picker [data-meld="pair"]')
    assert page.input_value("#id_S_tiles") == WINNER_LINE

    # The rest of the hand: the winning tile, East's discard, the losers' scoring sets.
    page.click('label[for="id_discarder_E"]')
    page.click('#melds-S [data-meld="5"][data-code="Wd"]')
    for seat, code, concealed in (("W", "1b", 1), ("N", "Gd", 0), ("E", "Ww", 1)):
        page.click(f'#picker [data-seat-tab="{seat}"]')
        page.click(f'#picker [data-pick="{code}"]')
        page.click(f'#picker [data-meld="pung"][data-concealed="{concealed}"]')
    # The payments are on screen, beside Record, without scrolling to the preview (which the
    # picker's seven rows, flowers beside the tiles, may cover: the dock is ~46% of the screen).
    assert_payments_beside_record(page)
    # One Record button.
    assert page.locator("button[type=submit]:visible").count() == 1
    assert violations(page) == []

    # At `tiles` the same: every hand written out (M-Hand: the losers' 13 tiles each), the
    # payments beside Record, and tabbing through the complete hand never rests behind the dock.
    page.goto(form_url(live_server, table_session))
    page.click('label[for="id_entry_tiles"]')
    page.click('label[for="id_winner_S"]')
    page.click('label[for="id_discarder_E"]')
    lines = dict(zip("WNE", LOSER_LINES, strict=True), S=WINNER_LINE)
    page.evaluate(FILL_LINES, lines)
    page.click('#melds-S [data-meld="5"][data-code="Wd"]')
    assert_payments_beside_record(page)
    page.evaluate("document.activeElement.blur(); window.scrollTo(0, 0)")
    hidden = set()
    for _ in range(60):
        page.keyboard.press("Tab")
        if where := page.evaluate(HIDDEN_FOCUS):
            hidden.add(where)
    assert hidden == set()

    # At `scores`, choosing West or North as the winner leaves "How?" where it was.
    page.goto(form_url(live_server, table_session))
    page.click('label[for="id_entry_scores"]')
    for seat in "WN":
        page.click(f'label[for="id_winner_{seat}"]')
        assert in_view(page, "#div_id_win_source"), seat
    page.set_viewport_size(DESKTOP)
    page.goto(form_url(live_server, table_session))
    page.wait_for_selector("#preview-error, #preview-table")
    assert page.evaluate("window.scrollY") == 0
