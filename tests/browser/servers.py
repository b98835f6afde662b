"""App servers of the site's own, started by a test on 127.0.0.1 and the test database: the
two-server tests run two of them (gunicorn for the polls, uvicorn for the streams) to show
that nothing lives in one server's memory."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
from django.db import connection

ROOT = Path(__file__).resolve().parents[2]


def database_url() -> str:
    """The test database's URL, for a server in another process."""
    database = connection.settings_dict
    return (
        f"postgres://{database['USER']}:{database['PASSWORD'] or ''}@{database['HOST']}:"
        f"{database['PORT'] or 5432}/{database['NAME']}"
    )


class AppServer:
    """`command` (a Python module and its arguments) serving on 127.0.0.1:`port` with
    `environment` on top of this process's, its output in `log`; `stop()` ends it."""

    def __init__(self, name: str, command: list[str], port: int, environment: dict, log: Path):
        self.name, self.port, self.log = name, port, log
        self._log_file = open(log, "w")  # noqa: SIM115 - closed in stop()
        self.process = subprocess.Popen(
            [sys.executable, "-m", *command],
            cwd=ROOT,
            env={**os.environ, **environment},
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
                raise RuntimeError(f"{self.name} exited at start: {self.log.read_text()}")
            try:
                if httpx.get(f"{self.url}/accounts/login/", timeout=2).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            time.sleep(0.3)
        raise RuntimeError(f"{self.name} did not answer within {seconds} s: {self.log.read_text()}")

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(5)
        self._log_file.close()


def started(servers: list[AppServer]):
    """Waits until each of `servers` answers; stops them all if one does not."""
    try:
        for server in servers:
            server.wait_ready()
    except Exception:
        for server in servers:
            server.stop()
        raise
    return servers
