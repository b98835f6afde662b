"""An MCR hand recorded on a 390 x 844 phone at the fans depth: who won, off whose discard,
the fans ticked (one from a group of the scoring sheet opened for it), Record; then a drawn
hand in two taps from the session page. The totals follow M-discard: the discarder pays 8 +
the hand's fans, the other two 8 each. axe finds nothing on the form."""

from pathlib import Path

import pytest

from tests.browser.axe import violations
from tests.browser.test_club_night import log_in
from tests.conftest import mcr_night

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"
PHONE = {"width": 390, "height": 844}


def total(page, player):
    return int(page.locator(f'#totals [data-player="{player.pk}"]').get_attribute("data-total"))


def on_screen(page, selector):
    """At least the top half of the element is on the phone's screen: a fan scrolled to stays
    shown when a late layout shift moves it a few pixels above the edge."""
    box = page.locator(selector).bounding_box()
    return -box["height"] / 2 < box["y"] < PHONE["height"] - box["height"] / 2


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_an_mcr_hand_and_a_drawn_hand_are_recorded_on_a_phone(
    live_server,
    browser,
    club,
    players,
    scorer,
):
    ARTIFACTS.mkdir(exist_ok=True)
    session = mcr_night(club, players, scorer)
    alena, bob, chen, dana = players[:4]
    page = browser.new_page(viewport=PHONE)
    log_in(page, live_server.url)
    page.goto(f"{live_server.url}{session.get_absolute_url()}")

    page.click("#next-deal >> text=Record next hand")
    page.wait_for_selector("#hand-form")
    # Bob (South) wins on Chen's (West) discard: Half Flush (M50, 6) + All Pungs (M49, 6) +
    # Dragon Pung (M59, 2, in the sheet's 2-point group) + one flower (M81, 1) = 15 fans.
    page.click('label[for="id_winner_S"]')
    page.click('label[for="id_discarder_W"]')
    page.click('label[for="id_fan_50"]')
    page.click('label[for="id_fan_49"]')
    page.click("#fans-2 > summary")
    page.click('label[for="id_fan_59"]')
    page.click('label[for="id_fan_81"]')
    # The preview: Chen pays 8 + 15 = 23, Alena and Dana 8 each; Bob gets 39.
    page.wait_for_selector('#preview-table td[data-seat="W"]:text-is("-23")')
    assert violations(page) == []
    page.screenshot(path=str(ARTIFACTS / "mcr-fans-phone.png"), full_page=True)
    page.click("#dock-save")
    page.wait_for_selector("#just-recorded")
    page.click("main nav a")  # back to the session page
    page.wait_for_selector("#totals")
    assert [total(page, p) for p in (alena, bob, chen, dana)] == [-8, 39, -23, -8]

    # The deal passed to Bob; a drawn hand: "Drawn" on the session page, then Record.
    page.click('#next-winner a[data-winner="drawn"]')
    page.wait_for_selector("#hand-form")
    page.click("#dock-save")
    page.wait_for_selector("#just-recorded")
    hands = list(session.live_hands().order_by("number"))
    assert len(hands) == 2 and hands[1].drawn
    assert all(seat.payment == 0 for seat in hands[1].seats.all())  # M-drawn: nobody pays
    # M-game: the deal passes after every hand, a drawn one too: Chen deals hand 3.
    assert session.next_deal().east_index == 2

    # The referee page of hand 1 (each fan with its rule, value and exclusions) and the MCR
    # ruleset page pass axe on the phone too.
    page.goto(f"{live_server.url}/sessions/{session.pk}/hands/1/referee/")
    page.wait_for_selector('.mcr-fans tr[data-rule="M50"]')
    assert violations(page) == []
    page.screenshot(path=str(ARTIFACTS / "mcr-referee-phone.png"), full_page=True)
    # Each fan's rule links to its text on the ruleset page: its group opens, the fan on screen.
    page.click('.mcr-fans tr[data-rule="M59"] a.rule-id')
    page.wait_for_selector("#rule-M59", state="visible")
    assert on_screen(page, "#rule-M59")
    page.goto(f"{live_server.url}/rulesets/mcr/")
    page.wait_for_selector("#rule-M81", state="attached")
    assert violations(page) == []
    # The MCR sheet's 81 fans in 12 value groups (88 fans: M1-M7, ... 1 fan: M69-M81) are
    # folded on the phone, each summary saying its value and how many fans: the page fits in
    # a few screens instead of about 19.
    summaries = page.locator("details.rule-group-details > summary")
    assert summaries.count() == 12
    assert summaries.first.inner_text().endswith("· 7")  # M1-M7 are worth 88
    assert summaries.last.inner_text().endswith("· 13")  # M69-M81 are worth 1
    height = page.evaluate("document.documentElement.scrollHeight")
    assert height < 4 * PHONE["height"], height
    assert not page.locator("#rule-M48").is_visible()
    # No line runs past the screen's edge (M1 Big Four Winds' excludes list is the longest).
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    # A link to a fan opens its group and shows it: M48 (Two Concealed Kongs, 8 fans), and
    # its group's first fan, M39; the 6-fan group (M49) stays folded.
    page.goto(f"{live_server.url}/rulesets/mcr/#rule-M48")
    page.wait_for_selector("#rule-M48", state="visible")
    assert on_screen(page, "#rule-M48")
    assert page.locator("#rule-M39").is_visible()
    assert not page.locator("#rule-M49").is_visible()
    # Printed, every group is open.
    page.emulate_media(media="print")
    assert page.locator("#rule-M1").is_visible() and page.locator("#rule-M81").is_visible()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_four_phones_at_an_mcr_table_the_winner_lists_fans_the_losers_tap_once_the_scorer_records(
    live_server, browser, club, players, scorer
):
    from tests.browser.waits import until

    ARTIFACTS.mkdir(exist_ok=True)
    session = mcr_night(club, players, scorer)
    desk = browser.new_context(viewport=PHONE).new_page()
    log_in(desk, live_server.url)
    desk.goto(f"{live_server.url}{session.get_absolute_url()}")
    desk.click("#four-phones")
    desk.wait_for_selector("#table-qr")
    url = desk.get_attribute("#join-url", "href")
    phones = {}
    for seat in "ESWN":
        phone = phones[seat] = browser.new_context(viewport=PHONE).new_page()
        if seat == "N":  # Dana reads French
            phone.context.add_cookies(
                [{"name": "django_language", "value": "fr", "url": live_server.url}]
            )
        phone.goto(url)
        phone.click(f'#seat-choice [data-seat="{seat}"]')  # once: the phone is this player's
        phone.wait_for_selector("#hand-form")
    # Bob (South) won on Chen's (West) discard: Half Flush (M50, 6) + All Pungs (M49, 6) +
    # Dragon Pung (M59, 2, in the sheet's 2-point group) + one flower (M81, 1) = 15 fans.
    bob = phones["S"]
    bob.click(f'label[for="id_win_p{players[2].pk}"]')
    for fan in (50, 49):
        bob.click(f'label[for="id_fan_{fan}"]')
    bob.click("#fans-2 > summary")
    bob.click('label[for="id_fan_59"]')
    bob.click('label[for="id_fan_81"]')
    assert violations(bob) == []
    assert bob.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    bob.screenshot(path=str(ARTIFACTS / "mcr-four-phones-winner.png"), full_page=True)
    bob.click("#send-part")
    bob.wait_for_selector(".alert-success >> text=Your hand is with the scorer.")
    # A loser's phone is short: the fans show only once a player says how they won.
    alena = phones["E"]
    assert not alena.locator("#fans-common").is_visible()
    assert alena.evaluate("document.documentElement.scrollHeight") <= PHONE["height"]
    assert violations(alena) == []
    alena.screenshot(path=str(ARTIFACTS / "mcr-four-phones-loser.png"))
    # Dana's French phone fits the screen too, how-won choices, kong box and fans included.
    phones["N"].click("label[for='id_win_wall']")
    assert phones["N"].evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    phones["N"].click("label[for='id_win_none']")
    # Alena declared a false mah-jong during the hand: she says so before her one tap.
    alena.click("label[for='id_false_mahjong_own']")
    for seat in "EWN":  # a loser: one tap
        phones[seat].click("#nothing-to-score")
        phones[seat].wait_for_selector("#hand-form ~ * .alert-success, main .alert-success")
    # The scorer's open page fills in as the parts arrive: the winner, whose discard, the fans.
    until(desk, "document.getElementById('all-in') !== null")
    until(desk, "document.getElementById('id_fan_59').checked")
    assert desk.is_checked("#id_winner_S") and desk.is_checked("#id_discarder_W")
    assert all(desk.is_checked(f"#id_fan_{fan}") for fan in (49, 50, 59, 81))
    until(desk, "document.querySelector('input[name=false_mahjong][value=E]').checked")
    # Preview, then Record: one tap. M-discard: Chen pays 8 + 15 = 23, Alena and Dana 8 each;
    # M-false-mahjong: Alena pays 30, 10 to each other player. Chen: -23 + 10 = -13.
    desk.wait_for_selector('#preview-table td[data-seat="W"]:text-is("-13")')
    desk.click("#dock-save")
    desk.wait_for_selector("#just-recorded")
    hand = session.live_hands().get()
    assert hand.input["players"]["S"]["fans"] == [49, 50, 59, 81]
    payments = {hp.player_id: hp.payment for hp in hand.seats.all()}
    # Alena -8 - 30 = -38; Bob 39 + 10 = 49; Chen -13; Dana -8 + 10 = 2.
    assert [payments[p.pk] for p in players[:4]] == [-38, 49, -13, 2]
    # Every phone moves on to hand 2 by itself, its player at their new seat (the deal passed).
    phones["S"].wait_for_selector("#last-hand", state="attached", timeout=30_000)
    assert phones["S"].get_attribute("#hand-form", "data-seat") == "E"
    for page in (desk, *phones.values()):
        page.context.close()
