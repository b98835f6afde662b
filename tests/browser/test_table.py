"""Four phones at one table, in four Chromium contexts: three players join the hand from the
scorer's QR link and enter their own tiles, the scorer's form fills in and previews the whole
table live, the scorer records it, and every phone and the session page follow without a
reload, a correction made elsewhere included."""

from pathlib import Path

import pytest

from scoring.models import HandPart
from scoring.services.hands import sessions as service
from tests.browser.axe import violations
from tests.browser.test_club_night import DESKTOP, PHONE, log_in
from tests.browser.waits import until
from tests.web.conftest import WINNER_LINE, hand_doc, hand_lines

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"


def join_and_enter(context, url, seat, line):
    page = context.new_page()
    page.goto(url)
    page.click(f'#seat-choice [data-seat="{seat}"]')  # once: the phone is then this player's
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
    # Every phone learns the result and moves on to hand 2 by itself; the session page on
    # Chen's phone shows hand 1.
    for seat in "SWN":
        player = table_session.starting_player_ids[seat]
        phones[seat].wait_for_selector("#last-hand", state="attached", timeout=30_000)
        shown = phones[seat].inner_text(f'#last-hand tr[data-player="{player}"] td[data-seat]')
        assert shown == str(payments[seat])
    watching.wait_for_selector('tr[data-hand="1"]', timeout=30_000)
    # The same link opens hand 2 on Dana's phone, as Dana: no second tap on her name.
    late = players["N"].new_page()
    response = late.goto(url)
    assert response.status == 200 and late.locator("#seat-choice").count() == 0
    assert late.get_attribute("#hand-form", "data-number") == "2"

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


def starting(session):
    """The four players' ids, East first."""
    return [session.starting_player_ids[seat] for seat in "ESWN"]


def send_part(page, url, seat, depth):
    """A player's phone: the table's link, their seat, their own hand, Send. West taps his
    Gd pung in the picker at `sets`, as the scorer's form does it; the others type. South,
    the winner, says so on their phone: self-drawn, and (at tiles and sets) the winning tile,
    which their phone takes as the last one entered, the Wd that completed their pair.
    Only the first hand opens the link: after it the phone follows the table by itself (a
    second navigation of the test's own could race the page's reload and be aborted)."""
    if page.url == "about:blank":
        page.goto(url)
    if page.locator("#seat-choice").count():  # the first hand only: the phone joins once
        page.click(f'#seat-choice [data-seat="{seat}"]')
    page.wait_for_selector("#id_line")
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
    # One phone per player, joined once; it is its player's wherever the deal moves them.
    phones = {
        pid: browser.new_context(viewport=PHONE).new_page() for pid in starting(table_session)
    }
    taps, payments = {}, {}
    for number, depth in enumerate(["tiles", "sets", "scores"], start=1):
        table_session.entry_depth = depth
        table_session.save()
        # South won hand 1 and 2 (the deal passes): the lines follow the winds, and each
        # phone sends the line of the wind its player sits at in this hand.
        scorer.goto(f"{live_server.url}/sessions/{table_session.pk}/table/")
        assert scorer.is_checked(f"#id_entry_{depth}")  # the session's depth, not `tiles`
        url = scorer.get_attribute("#join-url", "href")
        seats = table_session.seats_for(table_session.next_deal())
        for seat in "ESWN":
            send_part(phones[seats[seat]], url, seat, depth)
        field = "score" if depth == "scores" else "tiles"
        for seat in "ESWN":
            until(scorer, f"document.getElementById('id_{seat}_{field}').value !== ''")
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
        # Each phone moves on to the next hand by itself, showing its player's result.
        for seat, pid in seats.items():
            phone = phones[pid]
            phone.wait_for_selector(
                f'#last-hand[data-number="{number}"]', state="attached", timeout=30_000
            )
            shown = phone.inner_text(f'#last-hand tr[data-player="{pid}"] td[data-seat]')
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
    # A page of her own: the table page already open on her phone reloads itself when the
    # session ends, and a navigation of the test's on it could race that reload and be aborted.
    dana = phones[table_session.north_id].context.new_page()
    late = dana.goto(last)
    assert late.status == 410
    assert "ended early" in dana.inner_text("#join-refused")
    assert violations(dana) == []
    for page in [scorer, *phones.values()]:
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


# An evening at one table, at the sets depth: who wins each of six hands (by the wind they
# sit at). The deal passes on every win but East's. Hand 3 is corrected to an East win while
# hand 4 is being played: East keeps the deal, and every seat of hand 4 moves.
EVENING = ["S", "W", "N", "S", "E", "W"]
NOTHING_HAND, OFFLINE_HAND, CORRECTED = 2, 5, 3
SETS_LOSERS = ["(1b 1b 1b)", "[Gd Gd Gd]", "(Ww Ww Ww)"]


def own_line(winner, seat):
    losers = [s for s in "ESWN" if s != winner]
    return WINNER_LINE if seat == winner else SETS_LOSERS[losers.index(seat)]


def shows_its_player(page, number, seat, pid, name):
    """The phone shows hand `number`, its own player, at the seat they have now."""
    page.wait_for_selector(
        f'#hand-form[data-number="{number}"][data-seat="{seat}"]', state="attached", timeout=30_000
    )
    assert page.get_attribute("#hand-form", "data-player") == str(pid)
    assert name in page.inner_text("label[for=id_line]")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_an_evening_at_one_table_each_phone_joins_once_and_always_shows_its_own_player(
    live_server, browser, table_session, scorer
):
    from scoring.models import Session

    table_session.length = Session.Length.HANDS
    table_session.hand_limit = len(EVENING)
    table_session.entry_depth = "sets"
    table_session.save()
    names = {p.pk: p.name for p in table_session.starting_seats.values()}
    desk = browser.new_context(viewport=PHONE).new_page()
    log_in(desk, live_server.url)
    desk.goto(f"{live_server.url}/sessions/{table_session.pk}/table/")
    url = desk.get_attribute("#join-url", "href")
    phones, joins = {}, dict.fromkeys(names, 0)
    for pid in starting(table_session):
        phone = phones[pid] = browser.new_context(viewport=PHONE).new_page()
        phone.on(
            "request",
            lambda r, pid=pid: joins.__setitem__(
                pid, joins[pid] + (r.method == "POST" and "join=" in (r.post_data or ""))
            ),
        )
        phone.goto(url)
        phone.click(f'#seat-choice [data-player="{pid}"]')  # the one tap, once an evening
    sent, before = {}, None
    for number, winner in enumerate(EVENING, start=1):
        seats = table_session.seats_for(table_session.next_deal())
        for seat, pid in seats.items():
            shows_its_player(phones[pid], number, seat, pid, names[pid])
        if number == NOTHING_HAND:  # a player's own form, the last hand's result above it
            assert violations(phones[seats["N"]]) == []
        if number == CORRECTED + 1:
            # West of hand 4 as it will be after the correction (hand 3's seats) sends first.
            early = before["W"]
            phones[early].fill("#id_line", own_line(winner, "W"))
            phones[early].click("#send-part")
            phones[early].wait_for_selector("text=Your hand is with the scorer.")
            sent[(number, early)] = own_line(winner, "W")
            desk.evaluate("window.notReloaded = true")
            hand = table_session.live_hands().get(number=CORRECTED)
            correct_beside_the_live_server(
                lambda hand=hand: service.correct_hand(
                    hand, hand_doc("E"), scorer, "East went out", hand.version
                )
            )
            moved = table_session.seats_for(table_session.next_deal())
            assert moved == before and moved != seats
            seats = moved
            for seat, pid in seats.items():
                shows_its_player(phones[pid], number, seat, pid, names[pid])
            # The scorer's open page names the new seats, without a reload.
            for seat, pid in seats.items():
                until(
                    desk,
                    f"document.querySelector('[data-seat-tab=\"{seat}\"] .choice-name')"
                    f".textContent === '{names[pid]}'",
                )
            assert desk.evaluate("window.notReloaded === true")
        for seat, pid in seats.items():
            phone = phones[pid]
            if (number, pid) in sent:
                assert phone.input_value("#id_line") == sent[(number, pid)]  # it followed him
                continue
            if number == NOTHING_HAND and seat == "N":
                phone.click("#nothing-to-score")  # one tap
                phone.wait_for_selector("text=Your hand is with the scorer.")
                sent[(number, pid)] = ""
                continue
            offline = number == OFFLINE_HAND and seat == "N"
            if offline:
                phone.context.set_offline(True)
            if seat == winner:
                phone.click('label[for="id_win_wall"]')
            phone.fill("#id_line", own_line(winner, seat))
            phone.click("#send-part")
            sent[(number, pid)] = own_line(winner, seat)
            if offline:
                phone.wait_for_selector('#part-news [data-part-news="kept"]')
                phone.context.set_offline(False)
                phone.wait_for_selector("#part-news .alert-success", timeout=30_000)
            else:
                phone.wait_for_selector("text=Your hand is with the scorer.")
        desk.wait_for_selector("#table-status #all-in", timeout=30_000)
        until(desk, f"document.getElementById('id_winner_{winner}').checked")
        desk.wait_for_selector("#preview-table")
        desk.wait_for_timeout(700)  # the preview's debounce
        desk.click("#dock-save")  # the scorer's one tap
        desk.wait_for_selector("#just-recorded, #totals")
        hand = table_session.live_hands().get(number=number)
        assert hand.winner == winner and hand.seats.get(seat=winner).player_id == seats[winner]
        before = seats
        if number < len(EVENING):
            desk.goto(f"{live_server.url}/sessions/{table_session.pk}/table/")

    # Nothing lost, nothing misfiled: every part is the one its player sent, and each phone
    # joined once.
    stored = {(p.number, p.player_id): p.line for p in HandPart.objects.all()}
    assert stored == sent
    assert joins == dict.fromkeys(names, 1)
    for page in [desk, *phones.values()]:
        page.context.close()
