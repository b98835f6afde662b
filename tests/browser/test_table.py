"""Four phones at one table, in four Chromium contexts: three players join the hand from the
scorer's QR link and enter their own tiles, the scorer's form fills in and previews the whole
table live, the scorer records it, and every phone and the session page follow without a
reload, a correction made elsewhere included."""

from pathlib import Path

import pytest

from scoring.models import HandPart
from scoring.services import sessions as service
from tests.browser.test_club_night import DESKTOP, PHONE, log_in
from tests.browser.test_offline import until
from tests.web.conftest import hand_doc, hand_lines

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"


def join_and_enter(context, url, seat, line):
    page = context.new_page()
    page.goto(url)
    page.click(f'#seat-choice [data-seat="{seat}"]')
    page.fill("#id_line", line)
    page.click("#send-part")
    page.wait_for_selector(".alert-success >> text=Your hand is with the scorer.")
    return page


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_three_players_enter_their_own_hands_and_the_scorer_records_the_table(
    live_server, browser, table_session, scorer
):
    ARTIFACTS.mkdir(exist_ok=True)
    lines = hand_lines("E")  # East (Alena, the scorer's seat) wins self-drawn
    scorer_phone = browser.new_context(viewport=PHONE).new_page()
    log_in(scorer_phone, live_server.url)
    scorer_phone.goto(f"{live_server.url}{table_session.get_absolute_url()}")
    scorer_phone.click("#four-phones")
    scorer_phone.wait_for_selector("#table-qr")
    until(scorer_phone, "document.getElementById('table-qr').naturalWidth > 0")
    url = scorer_phone.get_attribute("#join-url", "href")

    players = {seat: browser.new_context(viewport=PHONE) for seat in "SWN"}
    phones = {seat: join_and_enter(players[seat], url, seat, lines[seat]) for seat in "SW"}
    # Bob's phone shows who has entered so far, live.
    until(
        phones["S"], "document.querySelectorAll('#join-status [data-entered=\"1\"]').length === 2"
    )
    # The parts are rows in the database, not in any server's memory.
    assert set(HandPart.objects.values_list("seat", flat=True)) == {"S", "W"}
    # A session page open on Chen's phone, to watch the hand arrive.
    watching = players["W"].new_page()
    watching.goto(f"{live_server.url}{table_session.get_absolute_url()}")

    phones["N"] = join_and_enter(players["N"], url, "N", lines["N"])
    # The scorer's form fills in as the parts arrive, without a reload.
    for seat in "SWN":
        until(scorer_phone, f"document.getElementById('id_{seat}_tiles').value !== ''")
        assert scorer_phone.input_value(f"#id_{seat}_tiles") == lines[seat]
    # ... and the scorer fills in the rest: their own hand and the result.
    scorer_phone.click('label[for="id_winner_E"]')
    scorer_phone.click('label[for="id_win_source_wall"]')
    scorer_phone.click('#picker [data-seat-tab="E"]')
    scorer_phone.fill("#id_E_tiles", lines["E"])
    scorer_phone.fill("#id_win_tile", "Wd")
    scorer_phone.click("#win-more summary")
    scorer_phone.fill("#id_completes", "5")
    scorer_phone.wait_for_selector("#preview-table")
    scorer_phone.evaluate("window.scrollTo(0, 0)")
    scorer_phone.screenshot(path=str(ARTIFACTS / "table-scorer-phone.png"))
    scorer_phone.set_viewport_size(DESKTOP)
    scorer_phone.screenshot(path=str(ARTIFACTS / "table-scorer-desktop.png"), full_page=True)
    scorer_phone.set_viewport_size(PHONE)
    phones["N"].screenshot(path=str(ARTIFACTS / "table-player-phone.png"), full_page=True)
    preview = {
        seat: int(scorer_phone.inner_text(f'#preview-table td[data-seat="{seat}"]'))
        for seat in "ESWN"
    }
    scorer_phone.click("#dock-save")
    scorer_phone.wait_for_selector('tr[data-hand="1"]')

    hand = table_session.live_hands().get()
    payments = {hp.seat: hp.payment for hp in hand.seats.all()}
    assert payments == preview  # the live preview was the whole table's score
    # Every phone learns the result; the session page on Chen's phone shows hand 1.
    for seat in "SWN":
        phones[seat].wait_for_selector("#table-recorded", timeout=15000)
        assert phones[seat].inner_text(f'#table-recorded td[data-seat="{seat}"]') == str(
            payments[seat]
        )
    watching.wait_for_selector('tr[data-hand="1"]', timeout=15000)
    # The join link expired with the hand it was for.
    late = players["N"].new_page()
    response = late.goto(url)
    assert response.status == 410
    assert "hand 1 has been recorded" in late.inner_text("#join-refused")

    # Someone corrects hand 1 on another phone (South won it instead): Chen's session page
    # follows without a reload.
    bob = table_session.starting_seats["S"].pk
    service.correct_hand(hand, hand_doc("S"), scorer, "South went out, not East", hand.version)
    corrected = table_session.live_hands().get().seats.get(player_id=bob).payment
    assert corrected > 0
    until(
        watching,
        f"document.querySelector('#totals [data-player=\"{bob}\"]').dataset.total === "
        f"'{corrected}'",
    )
    for context in [scorer_phone.context, *players.values()]:
        context.close()
