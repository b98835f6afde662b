"""The pages that refuse a hand whose deal no longer holds, and a second phone's claim on a
seat: in Chromium at phone size, both versions are shown, axe finds nothing, and "keep both"
records the second hand with the same players."""

import pytest

from scoring.services.hands import table
from tests.browser.axe import violations
from tests.browser.test_club_night import PHONE, log_in
from tests.browser.test_offline import fill

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_two_phones_recording_hand_1_the_second_sees_both_versions_and_keeps_both(
    live_server, browser, table_session
):
    context = browser.new_context(viewport=PHONE)
    first, second = context.new_page(), context.new_page()
    log_in(first, live_server.url)
    form = f"{live_server.url}/sessions/{table_session.pk}/hands/new/"
    for page in (first, second):
        page.goto(form)
        page.wait_for_selector("#hand-form")
    fill(first, "S", "wall")  # Bob won, on the first phone
    fill(second, "W", "wall")  # Chen won, on the second
    first.click("#dock-save")
    first.wait_for_selector("#just-recorded")
    second.click("#dock-save")
    second.wait_for_selector("#conflict")
    assert "Chen" in second.inner_text("#yours") and "Bob" in second.inner_text("#theirs")
    assert violations(second) == []
    # Bob won hand 1, so the deal passed: Chen is South in hand 2, and the page says so.
    assert "S Chen" in " ".join(second.inner_text("#as-next").split())
    second.click("#keep-both button")
    second.wait_for_selector("#just-recorded, #totals")
    hands = list(table_session.live_hands().order_by("number"))
    assert [(h.number, h.seats.get(seat=h.winner).player.name) for h in hands] == [
        (1, "Bob"),
        (2, "Chen"),
    ]
    context.close()


def test_a_second_phone_claiming_a_seat_is_told_whose_entry_stands(
    live_server, browser, table_session
):
    join = f"{live_server.url}/t/{table.join_token(table_session)}/"
    phones = [browser.new_context(viewport=PHONE) for _ in range(2)]
    for phone, line in zip(phones, ["(1b 1b 1b)", "(9c 9c 9c)"], strict=True):
        page = phone.new_page()
        page.goto(join)
        page.click('#seat-choice [data-seat="E"]')  # both phones say they are Alena's
        page.fill("#id_line", line)
        page.click("#send-part")
        page.wait_for_load_state()
    assert "(1b 1b 1b)" in page.inner_text("#seat-taken")
    assert violations(page) == []
    for phone in phones:
        phone.close()
