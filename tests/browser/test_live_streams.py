"""Two ASGI servers (uvicorn) on one PostgreSQL database and one Redis, a player's phone on
each: the phones follow the table's live stream (EventSource, scoring/static/scoring/
table-stream.js), never poll, and a part entered shows on both as it commits, whichever
server's stream tells it. The test starts and stops its own servers, on 127.0.0.1
only; skipped without REDIS_URL or PostgreSQL."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from django.conf import settings
from django.db import connection

from scoring.services.hands import table as table_service

ROOT = Path(__file__).resolve().parents[2]
PORTS = (8625, 8626)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.postgres_only,
    pytest.mark.django_db(transaction=True),
]


class AsgiServer:
    def __init__(self, port: int, log: Path):
        database = connection.settings_dict
        url = (
            f"postgres://{database['USER']}:{database['PASSWORD'] or ''}@{database['HOST']}:"
            f"{database['PORT'] or 5432}/{database['NAME']}"
        )
        cache = settings.CACHES["default"]
        self.port, self.log = port, log
        self._log_file = open(log, "w")  # noqa: SIM115 - closed in stop()
        environment = {
            **os.environ,
            "DATABASE_URL": url,
            "DEBUG": "1",  # static files from the apps
            "ALLOWED_HOSTS": "127.0.0.1",
            # The table links the test signs are genuine to the servers.
            "SECRET_KEY": settings.SECRET_KEY,
            "REDIS_URL": cache["LOCATION"],
            "CACHE_KEY_PREFIX": cache["KEY_PREFIX"],
            "DB_CONN_MAX_AGE": "0",
        }
        self.process = subprocess.Popen(
            [sys.executable, "-m", "uvicorn", "clubscore.asgi:application"]
            + ["--port", str(port), "--log-level", "warning", "--timeout-graceful-shutdown", "2"],
            cwd=ROOT,
            env=environment,
            stdout=self._log_file,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def wait_ready(self, seconds: float = 30) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"uvicorn exited at start: {self.log.read_text()}")
            try:
                if httpx.get(f"{self.url}/accounts/login/", timeout=2).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            time.sleep(0.3)
        raise RuntimeError(f"uvicorn did not answer within {seconds} s: {self.log.read_text()}")

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(5)
        self._log_file.close()


@pytest.fixture
def asgi_servers(tmp_path, redis_cache, settings):
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL: two servers share one database")
    pytest.importorskip("uvicorn")
    settings.REDIS_URL = settings.CACHES["default"]["LOCATION"]
    settings.LIVE_STAMPS = True
    settings.LIVE_PUSH = True
    started = []
    try:
        for port in PORTS:
            started.append(AsgiServer(port, tmp_path / f"uvicorn-{port}.log"))
        for server in started:
            server.wait_ready()
        yield started
    finally:
        for server in started:
            server.stop()


def test_a_part_entered_shows_on_phones_of_both_asgi_servers_through_their_streams(
    asgi_servers, browser, table_session
):
    link = f"/t/{table_service.join_token(table_session)}/"
    pages, asked = [], []
    for server in asgi_servers:
        page = browser.new_context().new_page()
        page.on("request", lambda request: asked.append(request.url))
        page.goto(server.url + link)
        page.wait_for_selector("#table-now [data-seat='E']", timeout=15_000)
        pages.append(page)
    east = table_session.seats_for(table_session.next_deal())["E"]
    table_service.save_part(table_session, 1, east, "(7c 7c 7c)", None, phone="test")
    started = time.monotonic()
    for page in pages:
        page.wait_for_selector("#table-now [data-line='(7c 7c 7c)']", timeout=5_000)
    assert time.monotonic() - started < 5
    streams = [url for url in asked if url.endswith(link + "stream/")]
    assert len(streams) == 2
    assert [url for url in asked if url.endswith(link + "status/")] == []
