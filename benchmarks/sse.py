"""`python -m benchmarks.sse`: live updates pushed (Server-Sent Events) against polled
(conditional GET), on two app servers sharing PostgreSQL and Redis.

A fresh PostgreSQL database (SSE_BENCH_DATABASE_URL, dropped and re-created) holds a
300-player tournament's first round, started: 75 tables. Every player's phone follows its
table's status (`/t/<code>/status/`, the table's link) and 50 screens the hall's data, a third
of them in Czech, half on each server. Twice, once for each way:

- **polls**: two gunicorn instances (WSGI, SSE_BENCH_WORKERS sync workers each); a phone asks
  every 3 s and a screen every 5 s with the ETag of its last answer (version stamps in Redis:
  a 304 reads no row), each on a new connection as a sync worker closes it;
- **push**: two uvicorn processes (ASGI, one each, uvloop and httptools, DB_CONN_MAX_AGE=0
  as Django advises under ASGI); a phone and a screen hold one stream each
  (`/t/<code>/stream/`, `/tournaments/<pk>/hall/stream/`), woken through Redis pub/sub.

Each way: the servers start, answer a few warming requests, and their memory is read; the
clients connect; for SSE_BENCH_QUIET seconds nothing changes (the servers' CPU then is the
cost of clients waiting); then for SSE_BENCH_CHANGES seconds this process changes tables at
SSE_BENCH_RATE changes a table a minute: a player's part of the hand being played entered
(`table.save_part`, a new line each time), timed at its commit. Every phone of that table
notes when it first sees the new line: the latency from commit to phone. CPU is read from
/proc for the servers' processes and their PostgreSQL backends (not redis-server, which other
work on this machine shares, nor this process). Prints `uptime` before and after and a table
of the figures; docs/operations.md ("Live updates") records a run.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import secrets
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from benchmarks.loadtest import (
    ROOT,
    free_port,
    postgres_backends,
    process_cpu_seconds,
    recreate_database,
    server_environment,
)

DATABASE_URL = os.environ.get(
    "SSE_BENCH_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/clubscore_sse_bench"
)
REDIS_URL = os.environ.get("SSE_BENCH_REDIS_URL", "redis://127.0.0.1:6379/5")
PLAYERS = int(os.environ.get("SSE_BENCH_PLAYERS", "300"))
SCREENS = int(os.environ.get("SSE_BENCH_SCREENS", "50"))
QUIET = float(os.environ.get("SSE_BENCH_QUIET", "60"))
CHANGES = float(os.environ.get("SSE_BENCH_CHANGES", "60"))
# A table changes when a player enters their part (four a hand) and when the hand is
# recorded: some five changes a hand, a hand every two to three minutes.
RATE = float(os.environ.get("SSE_BENCH_RATE", "2"))
WORKERS = int(os.environ.get("SSE_BENCH_WORKERS", "2"))
# polls, push, and pages: what ASGI costs the other pages (PAGE_REQUESTS each, one client).
MODES = os.environ.get("SSE_BENCH_MODES", "polls,push,pages").split(",")
PAGE_REQUESTS = int(os.environ.get("SSE_BENCH_PAGE_REQUESTS", "300"))
TABLE_POLL, HALL_POLL = 3.0, 5.0
# Seconds after every client has its first answer before the quiet time is measured.
SETTLE = 10
# The table links this process signs must be genuine to the servers.
SECRET = secrets.token_urlsafe(32)
# Lines a part can hold, one a change, so that each change is new to the phones.
LINES = [f"({n}{suit} {n}{suit} {n}{suit})" for suit in "bcd" for n in range(1, 10)]


@dataclass
class Change:
    line: str
    committed: float
    seen: dict = field(default_factory=dict)  # phone index -> monotonic time


@dataclass
class Table:
    session_id: int
    token: str
    player_id: int
    changes: list = field(default_factory=list)
    count: int = 0


@dataclass
class Client:
    index: int
    path: str
    language: str
    table: Table | None
    interval: float
    server: int
    received: int = 0
    answers: dict = field(default_factory=dict)


def build() -> tuple[list[Table], int]:
    """The tournament's first round, started; each table's link and the player whose part
    this process changes."""
    from benchmarks.loadtest import create_event
    from scoring.models import Session, Tournament
    from scoring.services.hands import table as table_service

    create_event(PLAYERS, 0, 2)
    tournament = Tournament.objects.get()
    tables = []
    for session in Session.objects.filter(tournament_table__isnull=False).order_by("pk"):
        east = session.seats_for(session.next_deal())["E"]
        tables.append(Table(session.pk, table_service.join_token(session), east))
    return tables, tournament.pk


def clients(tables: list[Table], tournament: int, push: bool) -> list[Client]:
    rng = random.Random(7)
    result = []
    for table in tables:
        for _seat in range(4):
            path = f"/t/{table.token}/{'stream' if push else 'status'}/"
            language = "cs" if rng.random() < 1 / 3 else "en"
            result.append(Client(len(result), path, language, table, TABLE_POLL, len(result) % 2))
    hall = f"/tournaments/{tournament}/hall/{'stream' if push else 'data'}/"
    for _ in range(SCREENS):
        language = "cs" if rng.random() < 1 / 3 else "en"
        result.append(Client(len(result), hall, language, None, HALL_POLL, len(result) % 2))
    return result


# -- servers ------------------------------------------------------------------------------


class Servers:
    def __init__(self, push: bool, folder: Path):
        self.push = push
        self.ports = [free_port(), free_port()]
        env = {
            **server_environment(DATABASE_URL, SECRET),
            "REDIS_URL": REDIS_URL,
        }
        if push:
            # Django's advice under ASGI: each request's own thread opens its connection and
            # closes it (the streams' threads keep theirs: scoring.views.live_stream).
            env["DB_CONN_MAX_AGE"] = "0"
        self.processes = []
        for port in self.ports:
            if push:
                command = [
                    sys.executable, "-m", "uvicorn", "clubscore.asgi:application",
                    "--port", str(port), "--loop", "uvloop", "--http", "httptools",
                    "--no-access-log", "--log-level", "warning", "--timeout-graceful-shutdown", "2",
                ]  # fmt: skip
            else:
                command = [
                    sys.executable, "-m", "gunicorn", "clubscore.wsgi:application",
                    "--workers", str(WORKERS), "--bind", f"127.0.0.1:{port}", "--preload",
                    "--log-level", "warning",
                ]  # fmt: skip
            log = open(folder / f"server-{port}.log", "w")  # noqa: SIM115 - until stop()
            self.processes.append(
                subprocess.Popen(
                    command,
                    cwd=ROOT,
                    env=env,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                    start_new_session=True,
                )  # fmt: skip
            )

    def pids(self) -> list[int]:
        found = []
        for process in self.processes:
            found.append(process.pid)
            path = Path(f"/proc/{process.pid}/task/{process.pid}/children")
            with contextlib.suppress(OSError):
                found += [int(p) for p in path.read_text().split()]
        return found

    def cpu(self) -> float:
        return process_cpu_seconds(self.pids()) + process_cpu_seconds(self.backends())

    def backends(self) -> list[int]:
        return [pid for pid in postgres_backends(DATABASE_URL) if pid not in OWN_BACKENDS]

    def rss_kib(self) -> int:
        total = 0
        for pid in self.pids():
            try:
                for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1])
            except OSError:
                pass
        return total

    def threads(self) -> int:
        return sum(len(os.listdir(f"/proc/{pid}/task")) for pid in self.pids())

    def stop(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
        for process in self.processes:
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)


OWN_BACKENDS: set[int] = set()


# -- clients ------------------------------------------------------------------------------


async def request(port: int, path: str, headers: dict) -> tuple[int, dict, bytes]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        lines = [f"GET {path} HTTP/1.1", "Host: 127.0.0.1", "Connection: close"]
        lines += [f"{k}: {v}" for k, v in headers.items()]
        writer.write(("\r\n".join(lines) + "\r\n\r\n").encode())
        data = await reader.read()
    finally:
        writer.close()
    head, _, body = data.partition(b"\r\n\r\n")
    status_line, *header_lines = head.decode("latin-1").split("\r\n")
    found = {}
    for line in header_lines:
        name, _, value = line.partition(":")
        found[name.strip().lower()] = value.strip()
    return int(status_line.split()[1]), found, body


def note(client: Client, text: str, now: float) -> None:
    if client.table is None:
        return
    for change in client.table.changes[-4:]:
        if client.index not in change.seen and f'data-line="{change.line}"' in text:
            if not change.committed:
                continue
            change.seen[client.index] = now


async def poll(client: Client, ports: list[int], stop: asyncio.Event) -> None:
    await asyncio.sleep(random.random() * client.interval)
    etag = None
    while not stop.is_set():
        started = time.monotonic()
        headers = {"Accept-Language": client.language}
        if etag:
            headers["If-None-Match"] = etag
        try:
            status, found, body = await request(ports[client.server], client.path, headers)
        except OSError:
            status, found, body = 0, {}, b""
        client.answers[status] = client.answers.get(status, 0) + 1
        if status in (200, 286):
            client.received += 1
            etag = found.get("etag", etag)
            note(client, body.decode("utf-8", "replace"), time.monotonic())
        pause = client.interval - (time.monotonic() - started)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), max(pause, 0))


async def stream(client: Client, ports: list[int], stop: asyncio.Event) -> None:
    await asyncio.sleep(random.random() * 2)
    reader, writer = await asyncio.open_connection("127.0.0.1", ports[client.server])
    head = [
        f"GET {client.path} HTTP/1.1",
        "Host: 127.0.0.1",
        "Accept: text/event-stream",
        f"Accept-Language: {client.language}",
    ]
    writer.write(("\r\n".join(head) + "\r\n\r\n").encode())
    tail, status = "", None
    try:
        while not stop.is_set():
            reading = asyncio.ensure_future(reader.read(65536))
            stopping = asyncio.ensure_future(stop.wait())
            done, _ = await asyncio.wait({reading, stopping}, return_when=asyncio.FIRST_COMPLETED)
            if reading not in done:
                reading.cancel()
                break
            stopping.cancel()
            data = reading.result()
            if not data:
                client.answers["closed"] = client.answers.get("closed", 0) + 1
                break
            text = tail + data.decode("utf-8", "replace")
            if status is None:
                status = int(text.split()[1])
                client.answers[status] = 1
            client.received += text.count("event: update")
            note(client, text, time.monotonic())
            tail = text[-200:]
    finally:
        writer.close()


def change(table: Table) -> None:
    """A player's part entered, timed at its commit."""
    from django.db import connection, transaction

    from scoring.models import Session
    from scoring.services.hands import table as table_service

    if not OWN_BACKENDS:
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_backend_pid()")
            OWN_BACKENDS.add(cursor.fetchone()[0])
    line = LINES[table.count % len(LINES)]
    table.count += 1
    record = Change(line, 0.0)
    table.changes.append(record)  # before the commit: a pushed answer may come at once
    session = Session.objects.get(pk=table.session_id)
    with transaction.atomic():
        transaction.on_commit(lambda: setattr(record, "committed", time.monotonic()))
        table_service.save_part(
            session, session.next_number(), table.player_id, line, None, phone="bench"
        )


def writer(tables: list[Table], seconds: float, done: threading.Event, made: list) -> None:
    rng = random.Random(11)
    per_second = RATE * len(tables) / 60
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        change(rng.choice(tables))
        made.append(1)
        time.sleep(rng.expovariate(per_second))
    done.set()


async def run_mode(push: bool, tables, tournament, folder: Path) -> dict:
    servers = Servers(push, folder)
    try:
        for port in servers.ports:
            await wait_ready(port)
        hall = f"/tournaments/{tournament}/hall/data/"
        for port in servers.ports:  # templates and code loaded, as after a while in service
            for language in ("en", "cs"):
                for _ in range(3):
                    await request(
                        port, f"/t/{tables[0].token}/status/", {"Accept-Language": language}
                    )
                    await request(port, hall, {"Accept-Language": language})
        rss_before, threads_before = servers.rss_kib(), servers.threads()
        people = clients(tables, tournament, push)
        stop = asyncio.Event()
        follow = stream if push else poll
        tasks = [asyncio.create_task(follow(c, servers.ports, stop)) for c in people]
        connecting = servers.cpu()
        deadline = time.monotonic() + 120
        while any(c.received == 0 for c in people) and time.monotonic() < deadline:
            await asyncio.sleep(0.5)
        await asyncio.sleep(SETTLE)
        cpu_0, wall_0 = servers.cpu(), time.monotonic()
        connected = cpu_0 - connecting
        await asyncio.sleep(QUIET)
        cpu_1, wall_1 = servers.cpu(), time.monotonic()
        rss_after, threads_after = servers.rss_kib(), servers.threads()
        connections = len(servers.backends())
        done, made = threading.Event(), []
        thread = threading.Thread(target=writer, args=(tables, CHANGES, done, made))
        received_before = sum(c.received for c in people)
        thread.start()
        while not done.is_set():
            await asyncio.sleep(0.2)
        await asyncio.sleep(TABLE_POLL + 1)  # the last changes' polls
        cpu_2, wall_2 = servers.cpu(), time.monotonic()
        received = sum(c.received for c in people) - received_before
        stop.set()
        await asyncio.gather(*tasks, return_exceptions=True)
        thread.join()
    finally:
        servers.stop()
    quiet_rate = (cpu_1 - cpu_0) / (wall_1 - wall_0)
    extra = (cpu_2 - cpu_1) - quiet_rate * (wall_2 - wall_1)
    latencies, expected = [], 0
    for table in tables:
        phones = [c.index for c in people if c.table is table]
        for record in table.changes:
            expected += len(phones)
            latencies += [record.seen[p] - record.committed for p in phones if p in record.seen]
        table.changes.clear()
    answers = {}
    for c in people:
        for status, count in c.answers.items():
            answers[status] = answers.get(status, 0) + count
    return {
        "clients": len(people),
        "cpu_ms_connect_client": connected * 1000 / len(people),
        "cpu_idle_ms_client_minute": quiet_rate * 1000 * 60 / len(people),
        "cores_idle": quiet_rate,
        "changes": len(made),
        "cpu_ms_change": extra * 1000 / max(len(made), 1),
        "full_answers_sent": received,
        "cpu_ms_full_answer": extra * 1000 / max(received, 1),
        "latency_median_ms": statistics.median(latencies) * 1000 if latencies else None,
        "latency_p95_ms": statistics.quantiles(latencies, n=20)[-1] * 1000
        if len(latencies) > 1
        else None,
        "delivered": f"{len(latencies)} of {expected}",
        "rss_kib_connection": (rss_after - rss_before) / len(people),
        "rss_mib": rss_after / 1024,
        "threads": f"{threads_before} -> {threads_after}",
        "pg_connections": connections,
        "answers": answers,
    }


async def page_costs(asgi: bool, tables, tournament, folder: Path) -> dict:
    """What ASGI costs the site's other pages: server CPU a request (PostgreSQL's included),
    PAGE_REQUESTS requests one after the other from one client to one server, each page in
    full (no ETag)."""
    servers = Servers(asgi, folder)
    try:
        for port in servers.ports:
            await wait_ready(port)
        port = servers.ports[0]
        pages = {
            "table status (a poll's 200)": f"/t/{tables[0].token}/status/",
            "hall data (a poll's 200)": f"/tournaments/{tournament}/hall/data/",
            "a table's join page": f"/t/{tables[0].token}/",
            "the tournament's page": f"/tournaments/{tournament}/",
        }
        found = {}
        for name, path in pages.items():
            for _ in range(10):  # warm
                await request(port, path, {})
            before = servers.cpu()
            statuses = set()
            for _ in range(PAGE_REQUESTS):
                statuses.add((await request(port, path, {}))[0])
            found[name] = (servers.cpu() - before) * 1000 / PAGE_REQUESTS
            assert statuses <= {200, 286}, (name, statuses)
        return found
    finally:
        servers.stop()


async def wait_ready(port: int, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            status, _, _ = await request(port, "/accounts/login/", {})
            if status == 200:
                return
        except OSError:
            pass
        await asyncio.sleep(0.3)
    raise RuntimeError(f"the server on port {port} did not answer within {seconds} s")


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def main() -> int:
    os.environ["DATABASE_URL"] = DATABASE_URL
    os.environ["REDIS_URL"] = REDIS_URL
    os.environ["SECRET_KEY"] = SECRET
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubscore.settings")
    os.environ.setdefault("DEBUG", "1")  # this process only (the servers run with DEBUG off)
    recreate_database(DATABASE_URL)
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "-v", "0"],
        cwd=ROOT,
        env={**os.environ},
        check=True,
    )
    import django

    django.setup()
    from django.core.cache import cache

    cache.clear()
    tables, tournament = build()
    folder = Path(tempfile.mkdtemp(prefix="sse-bench-"))
    print(f"{len(tables)} tables, {PLAYERS} phones, {SCREENS} screens; quiet {QUIET:.0f} s,")
    print(f"changes {CHANGES:.0f} s at {RATE} a table a minute; logs in {folder}")
    results = {}
    for mode in MODES:
        print(f"{mode}: {uptime()}", flush=True)
        if mode == "pages":
            results[mode] = {
                kind: asyncio.run(page_costs(kind == "asgi", tables, tournament, folder))
                for kind in ("wsgi", "asgi")
            }
            continue
        results[mode] = asyncio.run(run_mode(mode == "push", tables, tournament, folder))
    if "pages" in results:
        costs = results.pop("pages")
        print(f"{'server CPU a page (ms)':36}{'WSGI (gunicorn)':>18}{'ASGI (uvicorn)':>18}")
        for name in costs["wsgi"]:
            print(f"{name:36}{costs['wsgi'][name]:>18.2f}{costs['asgi'][name]:>18.2f}")
    print(f"after: {uptime()}")
    names = list(results)
    if not names:
        return 0
    print(f"{'':28}" + "".join(f"{name:>24}" for name in names))
    for key in results[names[0]]:
        row = []
        for name in names:
            value = results[name][key]
            row.append(f"{value:>24,.2f}" if isinstance(value, float) else f"{value!s:>24}")
        print(f"{key:28}" + "".join(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
