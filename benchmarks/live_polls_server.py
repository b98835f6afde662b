"""What a live poll costs a real gunicorn worker: `python -m benchmarks.live_polls_server`.

benchmarks/live_polls.py measures the polls through Django's test client in its own process;
this one asks a gunicorn of one sync worker (DEBUG off, PostgreSQL, Redis when
LIVE_POLLS_REDIS_URL is set, as `make loadtest-cluster` runs it) from another process, and
reads the worker's CPU time from /proc before and after each row: gunicorn's own work on a
request (accepting, parsing, logging) is in the figure, as it is on a club night. The
targets are those of live_polls.py on the demo data: a player's phone following its table,
the session page's live part, the scorer's page (signed in) and the hall's data.

A fresh database is made (dropped first) at LIVE_POLLS_DATABASE_URL; LIVE_POLLS requests a
row (1000), each row the median of five runs; LOADTEST_PORTS is the range of ports gunicorn
may listen on (as in `make loadtest`). docs/operations.md ("Live updates") records runs.
"""

from __future__ import annotations

import os
import secrets
import statistics
import sys
import tempfile
from pathlib import Path

from benchmarks import loadtest

DATABASE_URL = os.environ.get(
    "LIVE_POLLS_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/clubscore_live_polls"
)
REDIS_URL = os.environ.get("LIVE_POLLS_REDIS_URL", "")
POLLS = int(os.environ.get("LIVE_POLLS", "1000"))
RUNS = 5


def prepare() -> tuple[dict, str]:
    """The demo club, its table four hands in, and a signed-in scorer's session cookie."""
    from benchmarks.live_polls import build

    targets = build()
    user, url = targets["scorer"]
    session_id = url.split("/")[2]
    targets["session page"] = (None, f"/sessions/{session_id}/live/")
    cookie = loadtest._logged_in(user, table=None).cookie
    return targets, cookie


def worker_cpu(server: loadtest.Gunicorn) -> float:
    return loadtest.process_cpu_seconds(server.workers())


def measure(server: loadtest.Gunicorn, targets: dict, cookie: str) -> list[tuple[str, float]]:
    import httpx

    rows = []
    for name, (user, url) in targets.items():
        cookies = {"sessionid": cookie} if user is not None else {}
        with httpx.Client(base_url=server.base_url, cookies=cookies, timeout=30) as client:
            client.get(url)
            full = client.get(url)
            etag = full.headers.get("ETag")
            assert full.status_code in (200, 286) and etag, (name, full.status_code)
            assert client.get(url, headers={"If-None-Match": etag}).status_code == 304, name
            for status, headers in (("304", {"If-None-Match": etag}), ("200", {})):
                runs = []
                for _ in range(RUNS):
                    before = worker_cpu(server)
                    for _ in range(POLLS // RUNS):
                        client.get(url, headers=headers)
                    runs.append((worker_cpu(server) - before) * 1000 / (POLLS // RUNS))
                rows.append((f"{name}, {status}", statistics.median(runs)))
    return rows


def main() -> int:
    secret = secrets.token_urlsafe(50)
    environment = loadtest.server_environment(DATABASE_URL, secret)
    if REDIS_URL:
        environment["REDIS_URL"] = REDIS_URL
        from benchmarks.loadtest_cluster import redis_command

        redis_command(REDIS_URL, "FLUSHDB")
    os.environ.update(environment)
    import django

    loadtest.recreate_database(DATABASE_URL)
    django.setup()
    from django.core.management import call_command
    from django.db import connections

    call_command("migrate", verbosity=0)
    targets, cookie = prepare()
    connections.close_all()
    log = Path(tempfile.mkdtemp(prefix="clubscore-polls-")) / "gunicorn.log"
    server = loadtest.Gunicorn(DATABASE_URL, secret, 1, log)
    try:
        server.wait_ready()
        rows = measure(server, targets, cookie)
    finally:
        server.stop()
    print(
        f"one gunicorn sync worker, {'Redis ' + REDIS_URL if REDIS_URL else 'no shared cache'}, "
        f"{POLLS} polls a row (median of {RUNS} runs); load average "
        f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}"
    )
    for name, ms in rows:
        print(f"  {name:<22}{ms:>8.2f} ms of worker CPU a poll")
    return 0


if __name__ == "__main__":
    sys.exit(main())
