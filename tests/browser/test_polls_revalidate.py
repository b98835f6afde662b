"""The browser itself revalidates what the pages poll: htmx's poll of a table's live part and
the hall's fetch send If-None-Match with the ETag they were given, and an unchanged answer
comes back 304 Not Modified (RFC 9110 §13.1.2, §15.4.5; RFC 9111 §4.3.1) while the page
keeps what it shows; a change comes back in full and shows."""

import datetime
import time
import uuid

import pytest

from scoring.models import Tournament
from scoring.services.hands import sessions as session_service
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import setup as tournament_setup
from tests.web.conftest import hand_doc

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def polls(page, path_end):
    """Every answer the page got to a request whose path ends with `path_end`: (the If-None-Match
    it sent, the ETag it got, the bytes of body that came over the wire). The page sees a
    revalidated answer as the 200 it keeps; on the wire it was a 304 without a body."""
    seen = []

    def finished(request):
        if request.url.split("?")[0].endswith(path_end):
            response = request.response()
            seen.append(
                (
                    request.all_headers().get("if-none-match"),
                    response.all_headers().get("etag"),
                    request.sizes()["responseBodySize"],
                )
            )

    page.on("requestfinished", finished)
    return seen


def wait_for(page, condition, seconds):
    # The page's events arrive while Playwright is called: wait through it, not time.sleep.
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        page.wait_for_timeout(200)
    return False


def test_the_session_page_polls_with_if_none_match_and_shows_a_hand_once_recorded(
    live_server, browser, table_session, scorer
):
    page = browser.new_page()
    seen = polls(page, f"/sessions/{table_session.pk}/live/")
    page.goto(f"{live_server.url}/sessions/{table_session.pk}/")
    # htmx polls every 4 s: the second poll is the browser's revalidation of the first.
    assert wait_for(page, lambda: len(seen) >= 2, 30), seen
    (_, etag, size), (sent, again, body) = seen[:2]
    assert size > 0 and sent == etag and again == etag and body == 0, seen
    session_service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    page.locator('[data-hand="1"]').first.wait_for()
    # Playwright may report the finished request a moment after the page has shown it.
    assert wait_for(
        page, lambda: any(sent == etag and body > 0 for sent, _, body in seen[2:]), 10
    ), seen


def test_the_hall_revalidates_its_data_and_keeps_the_clock(
    live_server, browser, club, organiser, players
):
    tournament = tournament_setup.create_tournament(
        club,
        organiser,
        name="Prague Open",
        date=datetime.date(2026, 11, 21),
        ruleset="millington",
        scheme=Tournament.Scheme.TABLE_POINTS,
        rounds_planned=3,
        seed=5,
    )
    tournament.players.add(*players)
    tournament_play.start_round(tournament_seating.generate_round(tournament, organiser))
    page = browser.new_page()
    seen = polls(page, f"/tournaments/{tournament.pk}/hall/data/")
    page.goto(f"{live_server.url}/tournaments/{tournament.pk}/hall/")
    page.locator(".hall-seating tbody tr").first.wait_for()
    # hall.js fetches every 5 s: the first answer from the server, then the browser's copy
    # revalidated, with no body over the wire.
    assert wait_for(page, lambda: len(seen) >= 2, 30), seen
    (_, etag, size), (sent, again, body) = seen[:2]
    assert size > 0 and sent == etag and again == etag and body == 0, seen
    # The clock still counts down from the round's end (90 minutes), not from a stale copy.
    clock = page.locator("#hall-clock-time").inner_text()
    assert clock.startswith(("1:29:", "1:30:")), clock
