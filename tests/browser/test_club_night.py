"""A scorer records a whole East wind in Chromium, tapping tiles in the picker, and the page's
running totals agree with the engine. Screenshots of the form and the session page, phone and
desktop, land in tests/artifacts/."""

from pathlib import Path

import pytest

from scoring.engine import contract
from scoring.models import Session
from tests.web.conftest import WINNER_LINE, hand_lines

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}

# The East wind of classical-extra.md: East keeps the deal on an East win and on a draw, and
# the deal passes on any other win; the wind is over after the fourth pass.
HANDS = [("E", "wall"), (None, None), ("S", "discard"), ("W", "wall"), ("N", "wall"), ("S", "wall")]


def log_in(page, base):
    page.goto(f"{base}/accounts/login/")
    page.fill("input[name=username]", "sam")
    page.fill("input[name=password]", "secret-pass-2")
    page.click("form button[type=submit]")


def tap(page, *codes):
    for code in codes:
        page.click(f'#picker [data-pick="{code}"]')


def make(page, kind, concealed=False):
    """Pung / Kong / Chow / Pair of the last tile tapped, on the docked picker."""
    if kind == "pair":
        page.click('#picker [data-meld="pair"]')
    else:
        page.click(f'#picker [data-meld="{kind}"][data-concealed="{1 if concealed else 0}"]')


def enter_hand(page, winner, source, shots=None):
    lines = hand_lines(winner)
    if winner is None:
        page.click('label[for="id_winner_drawn"]')
    else:
        page.click(f'label[for="id_winner_{winner}"]')
        if source == "discard":
            page.click(f'label[for="id_discarder_{"E" if winner != "E" else "S"}"]')
        else:
            page.click(f'label[for="id_win_source_{source}"]')
    # At the sets depth (the session's default) a drawn hand needs no tiles: two taps.
    # Otherwise East's line is built on the picker, one player at a time; the others are typed.
    if winner is not None:
        page.click('#picker [data-seat-tab="E"]')
    if winner is None:
        pass
    elif lines["E"] == WINNER_LINE:
        tap(page, "Rd")
        make(page, "pung")
        tap(page, "2b")
        make(page, "chow", concealed=True)
        tap(page, "5c")
        make(page, "pung", concealed=True)
        tap(page, "7d")
        make(page, "chow")
        tap(page, "Wd")
        make(page, "pair")
        assert page.input_value("#id_E_tiles") == WINNER_LINE
    else:
        page.fill("#id_E_tiles", lines["E"])
    for seat in "SWN" if winner else "":
        page.click(f'#picker [data-seat-tab="{seat}"]')
        page.fill(f"#id_{seat}_tiles", lines[seat])
    if winner == "E":
        # The winning tile, tapped in the winner's hand: the white dragon pair, the fifth set.
        page.click('#picker [data-seat-tab="E"]')
        page.click('#melds-E [data-meld="5"][data-code="Wd"]')
    elif winner:
        page.fill("#id_win_tile", "Wd")
        page.click("#win-more summary")
        page.fill("#id_completes", "5")
    page.wait_for_selector("#preview-table")
    if shots:
        for name, size in shots:
            page.set_viewport_size(size)
            page.screenshot(path=str(ARTIFACTS / name), full_page=True)
    page.click("#dock-save")
    # the next hand's form, the hand just recorded above it (the session page after the last)
    page.wait_for_selector("#just-recorded, #totals")
    if page.locator("#totals").count() == 0:
        page.click("main nav a")  # the breadcrumb: back to the session page
        page.wait_for_selector("#totals")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_scorer_records_the_east_wind_and_the_totals_match_the_engine(
    live_server, browser, table_session
):
    ARTIFACTS.mkdir(exist_ok=True)
    table_session.length = Session.Length.ONE_WIND
    table_session.save()
    page = browser.new_page(viewport=PHONE)
    log_in(page, live_server.url)
    page.goto(f"{live_server.url}{table_session.get_absolute_url()}")
    for number, (winner, source) in enumerate(HANDS, start=1):
        page.click("text=Record next hand")
        shots = None
        if number == 3:
            shots = [("hand-form-phone.png", PHONE), ("hand-form-desktop.png", DESKTOP)]
        enter_hand(page, winner, source, shots)
        page.set_viewport_size(PHONE)
        assert page.locator(f'tr[data-hand="{number}"]').count() == 1
        if number == 3:
            # South won hand 3: the deal passed, Bob (who started at South) deals hand 4.
            assert page.inner_text("#next-east") == "Bob"
            page.screenshot(path=str(ARTIFACTS / "session-in-play-phone.png"), full_page=True)
    assert page.locator("#finished").count() == 1

    # Who sat where: Alena was East for hands 1-3 (an East win, a draw, then South won),
    # then the deal passed once per hand: Bob, Chen, Dana.
    hands = list(table_session.live_hands().order_by("number"))
    starting = table_session.starting_player_ids
    assert [h.east_id for h in hands] == [starting[s] for s in "EEESWN"]
    # Totals on the page = the engine's payments, re-evaluated from the stored documents.
    expected = dict.fromkeys(starting.values(), 0)
    for hand in hands:
        payments = contract.evaluate(hand.input)["payments"]
        for hp in hand.seats.all():
            expected[hp.player_id] += payments[hp.seat]
    for player_id, total in expected.items():
        shown = page.locator(f'#totals [data-player="{player_id}"]').get_attribute("data-total")
        assert int(shown) == total
    page.screenshot(path=str(ARTIFACTS / "session-phone.png"), full_page=True)
    page.set_viewport_size(DESKTOP)
    page.screenshot(path=str(ARTIFACTS / "session-desktop.png"), full_page=True)
    page.click('tr[data-hand="3"] a')
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(ARTIFACTS / "hand-phone.png"), full_page=True)
