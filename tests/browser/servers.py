"""App servers of the site's own, started by a test on 127.0.0.1 and the test database: the
two-server tests run two of them (gunicorn for the polls, uvicorn for the streams) to show
that nothing lives in one server's memory. The process itself is the load test's
`ServerProcess` (benchmarks/loadtest.py)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from django.db import connection

from benchmarks.loadtest import ServerProcess


def database_url() -> str:
    """The test database's URL, for a server in another process."""
    database = connection.settings_dict
    return (
        f"postgres://{database['USER']}:{database['PASSWORD'] or ''}@{database['HOST']}:"
        f"{database['PORT'] or 5432}/{database['NAME']}"
    )


def app_server(name: str, module: list[str], port: int, environment: dict, log: Path):
    """`python -m <module…>` serving on `port` with `environment` on top of this process's."""
    command = [sys.executable, "-m", *module]
    return ServerProcess(name, command, port, log, {**os.environ, **environment})


def started(servers: list[ServerProcess]) -> list[ServerProcess]:
    """Waits until each of `servers` answers; stops them all if one does not."""
    try:
        for server in servers:
            server.wait_ready()
    except Exception:
        for server in servers:
            server.stop()
        raise
    return servers
