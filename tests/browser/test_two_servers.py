"""Two gunicorn instances on one PostgreSQL database, a phone on each: the four-phone table and
the live pages work whichever server a phone reaches, because nothing lives in a server's
memory. The test starts and stops its own servers, on 127.0.0.1 only."""

from pathlib import Path

import httpx
import pytest
from django.db import connection

from benchmarks.loadtest import ServerProcess
from tests.browser.servers import app_server, database_url, started
from tests.browser.test_club_night import PHONE
from tests.browser.waits import until
from tests.web.conftest import hand_lines

PORTS = (8108, 8109)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.postgres_only,
    pytest.mark.django_db(transaction=True),
]


def gunicorn(port: int, log: Path) -> ServerProcess:
    """One gunicorn instance (one worker) on 127.0.0.1:`port`, on the test database."""
    environment = {
        "DATABASE_URL": database_url(),
        # DEBUG serves the static files from the apps (no collectstatic in a test run).
        "DEBUG": "1",
        "ALLOWED_HOSTS": "127.0.0.1",
        "SECRET_KEY": "two-servers-test-key-shared-by-both-instances-0123456789",
    }
    command = ["gunicorn", "clubscore.wsgi:application"]
    command += ["--workers", "1", "--threads", "4", "--bind", f"127.0.0.1:{port}"]
    command += ["--timeout", "30", "--graceful-timeout", "3", "--log-level", "warning"]
    return app_server("gunicorn", command, port, environment, log)


@pytest.fixture
def servers(tmp_path):
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL: two servers share one database")
    both = started([gunicorn(port, tmp_path / f"gunicorn-{port}.log") for port in PORTS])
    yield both
    for server in both:
        server.stop()


def log_in(page, base):
    page.goto(f"{base}/accounts/login/")
    page.fill("input[name=username]", "sam")
    page.fill("input[name=password]", "secret-pass-2")
    page.click("form button[type=submit]")
    page.wait_for_url(f"{base}/")


def test_a_table_split_across_two_servers_sees_one_hand_and_one_set_of_totals(
    servers, browser, table_session, scorer, settings
):
    a, b = servers
    # The servers hash passwords as in production; the test's fast hasher is not among theirs.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.PBKDF2PasswordHasher"]
    scorer.set_password("secret-pass-2")
    scorer.save()
    lines = hand_lines("E")
    # The scorer's phone reaches server A; Bob's phone and the session page reach server B.
    scorer = browser.new_context(viewport=PHONE).new_page()
    scorer.set_default_timeout(15000)
    log_in(scorer, a.base_url)
    scorer.goto(f"{a.base_url}/sessions/{table_session.pk}/table/")
    join = scorer.get_attribute("#join-url", "href").replace(a.base_url, b.base_url)
    assert join.startswith(b.base_url)

    bob = browser.new_context(viewport=PHONE).new_page()
    bob.set_default_timeout(15000)
    bob.goto(join)
    bob.click('#seat-choice [data-seat="S"]')
    bob.fill("#id_line", lines["S"])
    bob.click("#send-part")
    bob.wait_for_selector("text=Your hand is with the scorer.")
    watching = bob.context.new_page()
    watching.goto(f"{b.base_url}/sessions/{table_session.pk}/")

    # Server A's poll sees the part that server B stored.
    until(scorer, "document.getElementById('id_S_tiles').value !== ''")
    assert scorer.input_value("#id_S_tiles") == lines["S"]
    scorer.click('label[for="id_winner_E"]')
    scorer.click('label[for="id_win_source_wall"]')
    for seat in "EWN":
        scorer.click(f'#picker [data-seat-tab="{seat}"]')
        scorer.fill(f"#id_{seat}_tiles", lines[seat])
    scorer.fill("#id_win_tile", "Wd")
    scorer.click("#win-more summary")
    scorer.fill("#id_completes", "5")
    scorer.wait_for_selector("#preview-table")
    scorer.wait_for_timeout(700)  # the preview's debounce, so the page holds still for the tap
    scorer.click("#dock-save")
    scorer.wait_for_selector("#just-recorded")

    hand = table_session.live_hands().get()
    bob_id = table_session.starting_player_ids["S"]
    payment = hand.seats.get(player_id=bob_id).payment
    # Both of Bob's pages, served by B, learn of the hand recorded through A.
    # Bob's phone follows the table by itself to the next hand, showing this one's result.
    bob.wait_for_selector('#last-hand[data-number="1"]', state="attached")
    assert bob.inner_text(f'#last-hand tr[data-player="{bob_id}"] td[data-seat]') == str(payment)
    until(
        watching,
        f"document.querySelector('#totals [data-player=\"{bob_id}\"]')?.dataset.total === "
        f"'{payment}'",
    )
    # The live fragment's ETag comes from the database: one server's tag is the other's.
    cookies = {c["name"]: c["value"] for c in scorer.context.cookies()}
    live = f"/sessions/{table_session.pk}/live/"
    first = httpx.get(a.base_url + live, cookies=cookies)
    again = httpx.get(
        b.base_url + live, cookies=cookies, headers={"If-None-Match": first.headers["ETag"]}
    )
    assert (first.status_code, again.status_code) == (200, 304)
