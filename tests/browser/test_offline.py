"""Recording through a dropped connection, in Chromium with a service worker: hands typed with
the phone offline wait on the phone and reach the server once each, in order, when it returns;
a deal taken meanwhile is shown as both versions and the scorer chooses."""

from pathlib import Path

import pytest

from scoring.models import Hand
from scoring.services.hands import sessions as service
from tests.browser.test_club_night import DESKTOP, PHONE, log_in
from tests.browser.waits import until
from tests.web.conftest import hand_doc, hand_lines

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"
# The first three hands of classical-extra.md's East wind: East keeps the deal after an East
# win and after a draw, and South wins the third (so the seats do not move before hand 4).
THREE = [("E", "wall"), (None, None), ("S", "discard")]


EMPTY = "ClubScoreQueue.all().then(q => q.length === 0)"


def offline_ready(page, base, session):
    """Opens the session page with the service worker in control and the hand form kept."""
    page.goto(f"{base}{session.get_absolute_url()}")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    if not page.evaluate("!!navigator.serviceWorker.controller"):
        page.reload()
    until(page, "!!navigator.serviceWorker.controller")
    until(
        page,
        f"caches.keys().then(ks => Promise.all(ks.map(k => caches.open(k).then(c => "
        f"c.match('/sessions/{session.pk}/hands/new/'))))).then(hits => hits.some(Boolean))",
    )


def fill(page, winner, source):
    """The hand form as the scorer fills it on a phone: result first, then each player's line
    (one player at a time on the docked picker's tabs)."""
    lines = hand_lines(winner)
    if winner is None:
        page.click('label[for="id_winner_drawn"]')
    else:
        page.click(f'label[for="id_winner_{winner}"]')
        if source == "discard":
            page.click('label[for="id_discarder_E"]')
        else:
            page.click(f'label[for="id_win_source_{source}"]')
        for seat in "ESWN":
            page.click(f'#picker [data-seat-tab="{seat}"]')
            page.fill(f"#id_{seat}_tiles", lines[seat])
        page.fill("#id_win_tile", "Wd")
        page.click("#win-more summary")
        page.fill("#id_completes", "5")
    # Let the preview's 500 ms debounce run out, so the page holds still for the tap.
    page.wait_for_timeout(700)


def open_form(page):
    page.click("text=Record next hand")
    page.wait_for_selector("html[data-offline-ready] #hand-form")


def record_offline(page, winner, source):
    open_form(page)
    fill(page, winner, source)
    page.click("#dock-save")
    page.wait_for_selector("#totals")


def waiting(page) -> str:
    page.wait_for_selector("#offline-queue:not([hidden])")
    return page.inner_text("#offline-queue [data-count]")


def queue(page) -> list:
    return page.evaluate("ClubScoreQueue.all()")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_three_hands_recorded_offline_are_stored_once_each_and_in_order_when_back_online(
    live_server, browser, table_session
):
    ARTIFACTS.mkdir(exist_ok=True)
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    log_in(page, live_server.url)
    offline_ready(page, live_server.url, table_session)

    context.set_offline(True)
    open_form(page)
    fill(page, *THREE[0])
    # Offline the preview cannot be worked out, and the form says which hand this will be.
    until(page, "document.getElementById('preview').textContent.includes('No connection')")
    assert "hand 1" in page.inner_text("#offline-form")
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(ARTIFACTS / "offline-hand-form-phone.png"))
    page.click("#dock-save")
    page.wait_for_selector("#totals")
    assert waiting(page) == "1 hand waiting to send"
    # Hand 2's seats depend on hand 1, which is not scored yet: the form asks by name only.
    open_form(page)
    page.wait_for_selector("#offline-form:not([hidden])")
    assert "hand 2" in page.inner_text("#offline-form")
    assert "not known yet" in page.inner_text("#offline-form")
    # The heading says hand 2 too (the form was kept as hand 1's), without a round to guess.
    assert page.inner_text("h1 [data-hand-number]") == "2"
    # ... and so does the tab's title, which is what the phone's tab switcher shows.
    assert page.title() == "Record hand 2 · ClubScore"
    assert not page.is_visible("h1 [data-round]")
    assert page.evaluate(
        "[...document.querySelectorAll('#hand-form .seat-badge')].every(b => b.hidden)"
    )
    assert "·" not in page.inner_text("#panel-E h2")
    page.go_back()
    page.wait_for_selector("#totals")
    for winner, source in THREE[1:]:
        record_offline(page, winner, source)
    assert waiting(page) == "3 hands waiting to send"
    page.screenshot(path=str(ARTIFACTS / "offline-queue-badge-phone.png"), full_page=True)
    items = queue(page)
    assert [i["number"] for i in items] == [1, 2, 3]
    assert len({i["key"] for i in items}) == 3  # a fresh submission key for each hand
    assert Hand.objects.count() == 0

    context.set_offline(False)
    until(page, EMPTY)
    hands = list(table_session.live_hands().order_by("number"))
    assert [(h.number, h.winner or None) for h in hands] == [(1, "E"), (2, None), (3, "S")]
    assert [str(h.submission_key) for h in hands] == [i["key"] for i in items]
    # After the sync the scores appear: the session page is live (no reload needed).
    page.wait_for_selector('tr[data-hand="3"]', timeout=30_000)
    context.close()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_sending_the_same_queue_twice_records_no_hand_twice(live_server, browser, table_session):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    log_in(page, live_server.url)
    offline_ready(page, live_server.url, table_session)
    context.set_offline(True)
    for winner, source in THREE[:2]:
        record_offline(page, winner, source)
    copies = queue(page)
    assert len(copies) == 2

    context.set_offline(False)
    until(page, EMPTY)
    # The answers were lost, say: the phone still holds the hands and sends them again, from
    # two tabs at once.
    page.evaluate(
        "items => items.reduce((p, i) => p.then(() => ClubScoreQueue.add(i)), Promise.resolve())",
        [{k: v for k, v in item.items() if k != "id"} for item in copies],
    )
    other = context.new_page()
    other.goto(f"{live_server.url}{table_session.get_absolute_url()}")
    page.evaluate("Promise.all([ClubScoreSend(), ClubScoreSend()])")
    until(page, EMPTY)
    assert Hand.objects.filter(session=table_session).count() == 2
    assert list(table_session.live_hands().values_list("number", flat=True)) == [1, 2]
    context.close()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_deal_recorded_elsewhere_meanwhile_shows_both_versions_and_the_scorer_keeps_both(
    live_server, browser, table_session, scorer
):
    ARTIFACTS.mkdir(exist_ok=True)
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    log_in(page, live_server.url)
    offline_ready(page, live_server.url, table_session)
    context.set_offline(True)
    record_offline(page, "E", "wall")  # this phone: East won hand 1
    # Meanwhile another scorer, online, recorded hand 1 as won by South.
    theirs, _ = service.record_hand(
        table_session, hand_doc("S"), scorer, "5f0c1e7a-9d2b-4c3e-8f1a-2b3c4d5e6f70"
    )

    context.set_offline(False)
    until(page, "ClubScoreQueue.all().then(q => q.length === 1 && q[0].state === 'conflict')")
    assert Hand.objects.filter(session=table_session).count() == 1  # nothing recorded silently
    page.click("#offline-queue a")
    page.wait_for_selector(".queue-item[data-state=conflict] table")
    text = page.inner_text(".queue-item")
    assert "Yours (from this phone)" in text and "Recorded meanwhile" in text
    # Both versions are scored: hand 1 won by East (self-drawn) and by South.
    assert "winner: Alena" in text and "winner: Bob" in text
    page.screenshot(path=str(ARTIFACTS / "offline-conflict-phone.png"), full_page=True)
    page.set_viewport_size(DESKTOP)
    page.screenshot(path=str(ARTIFACTS / "offline-conflict-desktop.png"), full_page=True)
    page.set_viewport_size(PHONE)

    # Kept as hand 2, the win stays Alena's: South won hand 1, so the deal passed and Alena
    # sits at North in hand 2 (classical-extra.md: the deal passes on any win but East's).
    assert "Mine as hand 2" in text
    page.click("text=Keep both: record mine as hand 2")
    until(page, EMPTY)
    hands = list(table_session.live_hands().order_by("number"))
    assert [(h.number, h.winner) for h in hands] == [(1, "S"), (2, "N")]
    assert hands[1].seats.get(seat="N").player.name == "Alena"
    assert hands[0].pk == theirs.pk and hands[0].version == 1
    context.close()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_scorer_may_choose_their_own_version_over_the_one_recorded_meanwhile(
    live_server, browser, table_session, scorer
):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    log_in(page, live_server.url)
    offline_ready(page, live_server.url, table_session)
    context.set_offline(True)
    record_offline(page, "E", "wall")
    service.record_hand(
        table_session, hand_doc("S"), scorer, "5f0c1e7a-9d2b-4c3e-8f1a-2b3c4d5e6f71"
    )
    context.set_offline(False)
    page.goto(f"{live_server.url}/offline/queue/")
    page.wait_for_selector(".queue-item[data-state=conflict] table", timeout=30_000)
    page.click("text=Use mine instead")
    until(page, EMPTY)
    hand = table_session.live_hands().get()
    # A correction: the version recorded meanwhile stays in the hand's history.
    assert (hand.number, hand.winner, hand.version) == (1, "E", 2)
    assert [r.action for r in hand.revisions.order_by("version")] == ["create", "correct"]
    context.close()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_logging_out_forgets_the_pages_kept_for_offline_use_but_not_the_app_shell(
    live_server, browser, table_session
):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    log_in(page, live_server.url)
    offline_ready(page, live_server.url, table_session)
    kept = (
        "caches.keys().then(ks => Promise.all(ks.map(k => caches.open(k).then(c => c.keys()))))"
        ".then(lists => lists.flat().map(r => new URL(r.url).pathname))"
    )
    assert f"/sessions/{table_session.pk}/hands/new/" in page.evaluate(kept)
    page.click(".navbar-toggler")
    # Bootstrap marks the menu .show when it has finished opening; a click while it still
    # slides open can land on the page beneath it.
    page.wait_for_selector("#nav.show")
    page.click("nav form button[type=submit]")
    page.wait_for_url(f"{live_server.url}/")
    paths = page.evaluate(kept)
    assert not any(p.startswith("/sessions/") for p in paths)
    assert "/static/scoring/offline.js" in paths
    context.close()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_offline_a_page_never_opened_falls_back_to_the_queue_page(
    live_server, browser, table_session
):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    log_in(page, live_server.url)
    offline_ready(page, live_server.url, table_session)
    until(page, "caches.match('/offline/queue/').then(Boolean)")
    context.set_offline(True)
    page.goto(f"{live_server.url}/rulesets/")
    assert page.inner_text("h1") == "Hands waiting on this phone"
    # A kept page is served from the phone's copy, marked as such.
    page.goto(f"{live_server.url}{table_session.get_absolute_url()}")
    assert page.get_attribute("html", "data-from-cache") == "1"
    context.close()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_offline_the_session_pages_who_won_row_opens_the_kept_form_with_that_winner(
    live_server, browser, table_session
):
    # The row's links carry ?winner=; the phone keeps the form at /hands/new/ alone. With no
    # connection a tap on South opened the queue page instead of the form.
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    log_in(page, live_server.url)
    offline_ready(page, live_server.url, table_session)
    context.set_offline(True)
    page.click('#next-winner a[data-winner="S"]')
    page.wait_for_selector("html[data-offline-ready] #hand-form")
    assert page.get_attribute("html", "data-from-cache") == "1"
    assert page.is_checked("#id_winner_S")
    # Recorded offline as South's win on East's discard, it waits and is sent as hand 1.
    fill(page, "S", "discard")
    page.click("#dock-save")
    page.wait_for_selector("#totals")
    assert waiting(page) == "1 hand waiting to send"
    context.set_offline(False)
    until(page, EMPTY)
    assert [(h.number, h.winner) for h in table_session.live_hands()] == [(1, "S")]
    context.close()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_hand_whose_answers_are_lost_is_sent_again_with_its_key_until_the_phone_learns_it_is_stored(
    live_server, browser, table_session
):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    log_in(page, live_server.url)
    offline_ready(page, live_server.url, table_session)
    context.set_offline(True)
    record_offline(page, *THREE[0])
    key = queue(page)[0]["key"]
    sent = []

    def answer_lost(route):
        # The server stores the hand, then its answer is lost: a proxy's 504, twice.
        if route.request.method != "POST":
            return route.continue_()
        sent.append(route.request.post_data)
        response = route.fetch()
        if len(sent) <= 2:
            route.fulfill(status=504, body="gateway timeout")
        else:
            route.fulfill(response=response)

    page.route("**/hands/queued/", answer_lost)
    context.set_offline(False)
    page.evaluate("ClubScoreSend()")
    # The phone says it is still trying, and keeps the hand meanwhile.
    until(page, "!!document.getElementById('offline-queue').dataset.retrying")
    assert "still trying" in waiting(page)
    page.screenshot(path=str(ARTIFACTS / "offline-still-trying-phone.png"))
    until(page, EMPTY)
    assert len(sent) == 3 and all(f"submission_key={key}" in body for body in sent)
    assert Hand.objects.filter(session=table_session).count() == 1
    context.close()
