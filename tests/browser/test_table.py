"""Four phones at one table, in four Chromium contexts: three players join the hand from the
scorer's QR link and enter their own tiles, the scorer's form fills in and previews the whole
table live, the scorer records it, and every phone and the session page follow without a
reload, a correction made elsewhere included."""

from pathlib import Path

import pytest

from scoring.models import HandPart
from scoring.services import sessions as service
from tests.browser.axe import violations
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
    scorer_phone.wait_for_selector("#just-recorded")

    hand = table_session.live_hands().get()
    payments = {hp.seat: hp.payment for hp in hand.seats.all()}
    assert payments == preview  # the live preview was the whole table's score
    # Every phone learns the result; the session page on Chen's phone shows hand 1.
    for seat in "SWN":
        phones[seat].wait_for_selector("#table-recorded", timeout=30_000)
        assert phones[seat].inner_text(f'#table-recorded td[data-seat="{seat}"]') == str(
            payments[seat]
        )
    watching.wait_for_selector('tr[data-hand="1"]', timeout=30_000)
    # The join link expired with the hand it was for.
    late = players["N"].new_page()
    response = late.goto(url)
    assert response.status == 410
    assert "hand 1 has been recorded" in late.inner_text("#join-refused")

    # Someone corrects hand 1 on another phone (South won it instead): Chen's session page
    # follows without a reload.
    bob = table_session.starting_seats["S"].pk
    correct_beside_the_live_server(
        lambda: service.correct_hand(
            hand, hand_doc("S"), scorer, "South went out, not East", hand.version
        )
    )
    corrected = table_session.live_hands().get().seats.get(player_id=bob).payment
    assert corrected > 0
    until(
        watching,
        f"document.querySelector('#totals [data-player=\"{bob}\"]').dataset.total === "
        f"'{corrected}'",
    )
    for context in [scorer_phone.context, *players.values()]:
        context.close()


# At each depth, what each seat sends from its own phone (the scorer's phone holds East).
# South wins from the wall with WINNER_LINE; at `sets` the losers give their scoring sets only;
# at `scores` each gives the value of tests/web/test_entry_depths.py (rules 114-116: 56 for
# South, 8 for each loser).
SETS_OWN = {"E": "(1b 1b 1b)", "W": "[Gd Gd Gd]", "N": "(Ww Ww Ww)"}
SCORES_OWN = {"E": "8", "S": "56", "W": "8", "N": "8"}


def own_part(depth: str, seat: str) -> str:
    if depth == "scores":
        return SCORES_OWN[seat]
    if depth == "sets" and seat != "S":
        return SETS_OWN[seat]
    return hand_lines("S")[seat]


def send_part(page, url, seat, depth):
    """A player's phone: the table's link, their seat, their own hand, Send. West taps his
    Gd pung in the picker at `sets`, as the scorer's form does it; the others type. South,
    the winner, says so on their phone: self-drawn, and (at tiles and sets) the winning tile,
    which their phone takes as the last one entered, the Wd that completed their pair."""
    page.goto(url)
    page.click(f'#seat-choice [data-seat="{seat}"]')
    if seat == "S":
        page.click('label[for="id_win_wall"]')
    if depth == "sets" and seat == "W":
        page.click('#picker [data-pick="Gd"]')
        page.click('#picker [data-meld="pung"][data-concealed="0"]')
        assert page.input_value("#id_line") == own_part(depth, seat)
        assert page.locator("#melds-W .built").count() == 1
    else:
        page.fill("#id_line", own_part(depth, seat))
    if seat == "S" and depth != "scores":
        page.wait_for_selector('#melds-S [data-meld="5"][data-code="Wd"].is-winning')
        assert page.input_value("#id_win_tile") == "Wd"
    page.click("#send-part")
    page.wait_for_selector(".alert-success >> text=Your hand is with the scorer.")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_four_phones_record_a_hand_at_each_depth_the_scorer_confirming_what_the_winner_sent(
    live_server, browser, table_session
):
    from scoring.models import Session

    table_session.length = Session.Length.HANDS
    table_session.hand_limit = 10
    table_session.save()
    scorer = browser.new_context(viewport=PHONE).new_page()
    log_in(scorer, live_server.url)
    players = {seat: browser.new_context(viewport=PHONE).new_page() for seat in "SWN"}
    taps, payments = {}, {}
    for number, depth in enumerate(["tiles", "sets", "scores"], start=1):
        table_session.entry_depth = depth
        table_session.save()
        # South won hand 1 and 2 (the deal passes), but seats are winds: each phone picks
        # the wind it sits at in this hand, and the lines follow the winds.
        scorer.goto(f"{live_server.url}/sessions/{table_session.pk}/table/")
        assert scorer.is_checked(f"#id_entry_{depth}")  # the session's depth, not `tiles`
        url = scorer.get_attribute("#join-url", "href")
        for seat, phone in players.items():
            send_part(phone, url, seat, depth)
        field = "score" if depth == "scores" else "tiles"
        for seat in "SWN":
            until(scorer, f"document.getElementById('id_{seat}_{field}').value !== ''")
        # The scorer's own hand, as a player like the others (not counted as the scorer's).
        if depth == "scores":
            scorer.fill("#id_E_score", own_part(depth, "E"))
        else:
            scorer.click('#picker [data-seat-tab="E"]')
            scorer.fill("#id_E_tiles", own_part(depth, "E"))
        # Who won, how and on which tile came from South's phone: the scorer's form shows it,
        # and the scorer's one tap is Record.
        until(scorer, "document.getElementById('id_winner_S').checked")
        assert scorer.is_checked("#id_win_source_wall")
        assert "won, self-drawn" in scorer.inner_text('#table-status [data-claim="S"]')
        if depth != "scores":
            assert scorer.input_value("#id_win_tile") == "Wd"
            assert scorer.input_value("#id_completes") == "5"
            scorer.wait_for_selector(
                '#melds-S [data-meld="5"][data-code="Wd"].is-winning', state="attached"
            )
        count = 0
        scorer.wait_for_selector("#preview-table")
        scorer.wait_for_timeout(700)  # the preview's debounce, so the page holds still
        scorer.click("#dock-save")
        count += 1
        scorer.wait_for_selector("#just-recorded")
        taps[depth] = count
        hand = table_session.live_hands().get(number=number)
        assert (hand.entry, hand.winner) == (depth, "S")
        # South's payment: 2 x 56 from East, 56 from West and North... less what the losers'
        # own 8s settle among themselves: the same at every depth (Settlement 1 and 2).
        payments[depth] = {hp.seat: hp.payment for hp in hand.seats.all()}
        for seat, phone in players.items():
            phone.wait_for_selector("#table-recorded", timeout=30_000)
            shown = phone.inner_text(f'#table-recorded td[data-seat="{seat}"]')
            assert shown == str(hand.seats.get(seat=seat).payment)
    assert taps == {"tiles": 1, "sets": 1, "scores": 1}  # the target: at most 3
    assert payments["tiles"] == payments["sets"] == payments["scores"]

    # The session ends early; a phone that opens the last link is told so.
    scorer.goto(f"{live_server.url}{table_session.get_absolute_url()}")
    url = f"{live_server.url}/sessions/{table_session.pk}/table/"
    scorer.goto(url)
    last = scorer.get_attribute("#join-url", "href")
    scorer.goto(f"{live_server.url}{table_session.get_absolute_url()}")
    scorer.click("#end-session summary")
    scorer.fill("#id_end_reason", "the hall closes")
    scorer.click("#end-session-confirm")
    scorer.wait_for_selector("#finished")
    late = players["N"].goto(last)
    assert late.status == 410
    assert "ended early" in players["N"].inner_text("#join-refused")
    assert violations(players["N"]) == []
    for page in [scorer, *players.values()]:
        page.context.close()


def correct_beside_the_live_server(write, tries=20):
    """A write from the test's own thread while the live server's threads answer the phones'
    polls: on the in-memory SQLite database the tests share between threads, a poll's open read
    can lock a table for a moment ("database table is locked"); PostgreSQL never does. Retry
    the write until that moment has passed (the write is one transaction: nothing half-done)."""
    import time

    from django.db import OperationalError

    for attempt in range(tries):
        try:
            return write()
        except OperationalError as exc:
            if "locked" not in str(exc) or attempt == tries - 1:
                raise
            time.sleep(0.1)
