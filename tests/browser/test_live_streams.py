"""Two ASGI servers (uvicorn) on one PostgreSQL database and one Redis, a player's phone on
each: the phones follow the table's live stream (EventSource, scoring/static/scoring/
table-stream.js), never poll, and a part entered shows on both as it commits, whichever
server's stream tells it. The test starts and stops its own servers, on 127.0.0.1
only; skipped without REDIS_URL or PostgreSQL."""

import time
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection

from benchmarks.loadtest import ServerProcess
from scoring.services.hands import table as table_service
from tests.browser.servers import app_server, database_url, started

PORTS = (8625, 8626)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.postgres_only,
    pytest.mark.django_db(transaction=True),
]


def uvicorn(port: int, log: Path) -> ServerProcess:
    """One uvicorn process on 127.0.0.1:`port`, on the test database and its Redis."""
    cache = settings.CACHES["default"]
    environment = {
        "DATABASE_URL": database_url(),
        "DEBUG": "1",  # static files from the apps
        "ALLOWED_HOSTS": "127.0.0.1",
        # The table links the test signs are genuine to the servers.
        "SECRET_KEY": settings.SECRET_KEY,
        "REDIS_URL": cache["LOCATION"],
        "CACHE_KEY_PREFIX": cache["KEY_PREFIX"],
        "DB_CONN_MAX_AGE": "0",
    }
    command = ["uvicorn", "clubscore.asgi:application", "--port", str(port)]
    command += ["--log-level", "warning", "--timeout-graceful-shutdown", "2"]
    return app_server("uvicorn", command, port, environment, log)


@pytest.fixture
def asgi_servers(tmp_path, redis_cache, settings):
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL: two servers share one database")
    pytest.importorskip("uvicorn")
    settings.REDIS_URL = settings.CACHES["default"]["LOCATION"]
    settings.LIVE_STAMPS = True
    settings.LIVE_PUSH = True
    both = started([uvicorn(port, tmp_path / f"uvicorn-{port}.log") for port in PORTS])
    yield both
    for server in both:
        server.stop()


def test_a_part_entered_shows_on_phones_of_both_asgi_servers_through_their_streams(
    asgi_servers, browser, table_session
):
    link = f"/t/{table_service.join_token(table_session)}/"
    pages, asked = [], []
    for server in asgi_servers:
        page = browser.new_context().new_page()
        page.on("request", lambda request: asked.append(request.url))
        page.goto(server.base_url + link)
        page.wait_for_selector("#table-now [data-seat='E']", timeout=15_000)
        pages.append(page)
    east = table_session.seats_for(table_session.next_deal())["E"]
    table_service.save_part(table_session, 1, east, "(7c 7c 7c)", None, phone="test")
    since = time.monotonic()
    for page in pages:
        page.wait_for_selector("#table-now [data-line='(7c 7c 7c)']", timeout=5_000)
    assert time.monotonic() - since < 5
    streams = [url for url in asked if url.endswith(link + "stream/")]
    assert len(streams) == 2
    assert [url for url in asked if url.endswith(link + "status/")] == []
