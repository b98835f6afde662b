"""`make loadtest`: a club night's worth of scorers against gunicorn and PostgreSQL.

Creates a fresh database (dropped and re-created), migrates it, seats LOADTEST_SCORERS scorers
two to a table, starts gunicorn on a free loopback port and lets every scorer record and
correct hands through the session API for LOADTEST_SECONDS — with deliberate double
submissions (one after the other, and two at once), two corrections racing from the same
version, and corrections from a version that is already stale. Each new hand carries the
number and seats of the next deal, as the session answer gives them, so when both scorers of
a table record the same hand one is stored and the other refused 409 (counted, not an
error). Then it stops gunicorn and
checks in the database what issue 9 promises:

- every acknowledged hand is there exactly once, and no hand is there that nobody was told of;
- each live hand's history has one row per version, and its version is the last acknowledged;
- every session's stored totals equal a fresh re-computation (`recompute_session`);
- every hand's payments sum to zero.

It prints throughput and latency percentiles and exits 1 when an invariant fails or any
request got an answer it should not have. Traffic goes to 127.0.0.1 only; the run is bounded
in time and always stops gunicorn.
"""

from __future__ import annotations

import asyncio
import copy
import os
import random
import secrets
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parent.parent

SCORERS = int(os.environ.get("LOADTEST_SCORERS", "100"))
PER_TABLE = int(os.environ.get("LOADTEST_SCORERS_PER_TABLE", "2"))
SECONDS = float(os.environ.get("LOADTEST_SECONDS", "60"))
WORKERS = int(os.environ.get("LOADTEST_WORKERS", "4"))
# Of a scorer's actions, the share that records a hand (the others correct one).
RECORDS = 0.6
# A table's pace at a tournament: a round's clock runs 90 minutes (docs/tournaments.md, "Round
# clock") for a game of 16 hands (docs/mcr.md), a hand every 337.5 s.
HAND_EVERY = 90 * 60 / 16
# Mean pause between one scorer's actions. By default that pace: the table's scorers together
# record a hand every HAND_EVERY seconds (405 s each, two to a table). LOADTEST_THINK=5 is the
# stress pace of the earlier runs, some eighty times a table's.
THINK = float(os.environ.get("LOADTEST_THINK") or HAND_EVERY * RECORDS * PER_TABLE)
# Seconds between SIGKILLs of a random gunicorn worker (0: never). A killed worker is a server
# dying mid-save: clients retry with the same submission key and nothing may double or vanish.
KILL_EVERY = float(os.environ.get("LOADTEST_KILL_EVERY", "0"))
SEED = int(os.environ.get("LOADTEST_SEED", "9"))
DATABASE_URL = os.environ.get(
    "LOADTEST_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/clubscore_load"
)
# The event (0: a club night of scorers only): its players' phones each follow their table's
# live part of the session page, and HALL_PHONES more watch the hall display, polling as the
# pages do (templates/scoring/sessions/_live.html every 4 s, hall.js every 5 s).
EVENT_PLAYERS = int(os.environ.get("LOADTEST_EVENT_PLAYERS", "300"))
HALL_PHONES = int(os.environ.get("LOADTEST_HALL_PHONES", "50"))
TABLE_POLL = 4.0
HALL_POLL = 5.0
# 0: the phones send no If-None-Match (every poll is answered in full), as before the polled
# answers carried an ETag the browser revalidates.
REVALIDATE = os.environ.get("LOADTEST_REVALIDATE", "1") != "0"
P95_TARGET_MS = 200
# The event's targets (docs/operations.md): the scorers' writes and everyone's reads apart.
WRITES = ("record", "duplicate", "correction", "stale correction", "new session")
WRITE_P95_TARGET_MS = 200
READ_P95_TARGET_MS = 300
REQUEST_TIMEOUT = 15.0
RETRIES = 5


# Hands ------------------------------------------------------------------------------------
# A legal millington table (shared/contract.md): the winner holds four chows and a pair and
# goes out on 5d completing the pair; the three others hold 13 tiles each that form no set
# (apart from one exposed pung each for two of them). No tile appears more than four times.

WINNING = {
    "melds": [
        {"tiles": ["2c", "3c", "4c"], "concealed": True},
        {"tiles": ["4d", "5d", "6d"], "concealed": True},
        {"tiles": ["6b", "7b", "8b"], "concealed": False},
        {"tiles": ["7c", "8c", "9c"], "concealed": True},
        {"tiles": ["5d", "5d"], "concealed": True},
    ],
    "concealed": [],
    "bonus": [],
}
LOSING = [
    {
        "melds": [{"tiles": ["9b", "9b", "9b"], "concealed": False}],
        "concealed": ["1b", "4b", "1c", "5c", "1d", "8d", "Ew", "Sw", "Ww", "Nw"],
        "bonus": [],
    },
    {
        "melds": [{"tiles": ["Rd", "Rd", "Rd"], "concealed": False}],
        "concealed": ["2b", "5b", "2d", "9d", "6c", "Gd", "Wd", "Ew", "Sw", "Nw"],
        "bonus": [],
    },
    {
        "melds": [],
        "concealed": ["3b", "8b", "3c", "9c", "1d", "7d", "Gd", "Wd", "Ww", "Ew", "Sw", "Nw", "Rd"],
        "bonus": [],
    },
]
SEATS = "ESWN"


def hand_document(rng: random.Random) -> dict:
    """A random legal hand: any seat wins, from the wall or on a loser's discard."""
    winner = rng.choice(SEATS)
    losers = [s for s in SEATS if s != winner]
    players = {winner: copy.deepcopy(WINNING)}
    for seat, held in zip(losers, rng.sample(LOSING, 3), strict=True):
        players[seat] = copy.deepcopy(held)
    document = {"players": players, "winner": winner, "penalties": []}
    document["win"] = another_win(rng, winner)
    return document


def another_win(rng: random.Random, winner: str, unlike: dict | None = None) -> dict:
    """How the winner went out; a correction picks one different from `unlike`."""
    choices = [{"tile": "5d", "source": "wall", "completes": 4}] + [
        {"tile": "5d", "source": "discard", "discarder": s, "completes": 4}
        for s in SEATS
        if s != winner
    ]
    return rng.choice([c for c in choices if c != unlike])


# Setup ------------------------------------------------------------------------------------


def recreate_database(url: str) -> None:
    import psycopg

    parts = urlsplit(url)
    name = parts.path.lstrip("/")
    admin = urlunsplit(parts._replace(path="/postgres"))
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')


class Table:
    """One table of four players and its scorers; a new game starts when one is finished."""

    def __init__(self, index: int, session_id: int, seats: dict[str, int], scorers: list[int]):
        self.index = index
        self.session_id = session_id
        self.seats = seats
        self.scorers = scorers
        self.games = 1
        self.lock: asyncio.Lock | None = None  # made inside the event loop


@dataclass
class Scorer:
    username: str
    table: Table
    cookie: str
    csrf: str


def create_club_night(scorers: int, per_table: int) -> list[Scorer]:
    """A club, four players a table and `scorers` logged-in scorers, `per_table` at a table.

    Each scorer is one of the table's players, so that they may start the table's next game.
    """
    import datetime

    from django.contrib.auth import get_user_model

    from scoring.models import Club, Player, Session

    User = get_user_model()
    club = Club.objects.create(name="Load Test Club", slug="load")
    result = []
    for t in range(-(-scorers // per_table)):
        players = Player.objects.bulk_create(
            Player(club=club, name=f"Table {t + 1} {seat}") for seat in SEATS
        )
        session = Session.objects.create(
            club=club,
            title=f"Table {t + 1} game 1",
            date=datetime.date.today(),
            east=players[0],
            south=players[1],
            west=players[2],
            north=players[3],
        )
        table = Table(
            t + 1, session.pk, {seat: p.pk for seat, p in zip(SEATS, players, strict=True)}, []
        )
        for player in players[: min(per_table, scorers - len(result))]:
            user = User.objects.create(username=f"scorer-{t + 1}-{player.name[-1]}")
            player.user = user
            player.save()
            session.scorers.add(user)
            table.scorers.append(user.pk)
            result.append(_logged_in(user, table))
    return result


@dataclass
class Phone:
    """A phone that polls one URL, as a browser does: with the ETag of its last 200."""

    kind: str
    url: str
    language: str
    interval: float


def create_event(players: int, scorers: int, per_table: int) -> tuple[list[Scorer], list[Phone]]:
    """A tournament of `players` seated in round 1 (started), `scorers` of them scoring at
    their tables, `per_table` a table; a phone for every player and HALL_PHONES for the hall.

    A third of the phones ask in Czech: each language gets its own answer and ETag."""
    import datetime

    from django.contrib.auth import get_user_model

    from scoring.models import Club, Player
    from scoring.services.tournaments import play as tournament_play
    from scoring.services.tournaments import seating as tournament_seating
    from scoring.services.tournaments import setup as tournament_setup

    User = get_user_model()
    organiser = User.objects.create(username="load-organiser")
    club = Club.objects.create(name="Load Test Club", slug="load")
    club.organisers.add(organiser)
    tournament = tournament_setup.create_tournament(
        club,
        organiser,
        name=f"Load Open ({players})",
        date=datetime.date.today(),
        ruleset="millington",
        rounds_planned=4,
        seed=SEED,
    )
    entrants = Player.objects.bulk_create(
        Player(club=club, name=f"Player {i + 1:03d}", country="CZ") for i in range(players)
    )
    tournament.players.add(*entrants)
    round_ = tournament_seating.generate_round(tournament, organiser)
    tournament_play.start_round(round_)
    result, phones = [], []
    rng = random.Random(SEED)
    for table_row in round_.tables.select_related("session").order_by("number"):
        session = table_row.session
        seats = session.starting_player_ids
        table = Table(table_row.number, session.pk, seats, [])
        for seat in SEATS[: min(per_table, scorers - len(result))]:
            player = Player.objects.get(pk=seats[seat])
            user = User.objects.create(username=f"scorer-{table_row.number}-{seat}")
            player.user = user
            player.save(update_fields=["user"])
            session.scorers.add(user)
            table.scorers.append(user.pk)
            result.append(_logged_in(user, table))
        for _seat in SEATS:
            language = "cs" if rng.random() < 1 / 3 else "en"
            url = f"/sessions/{session.pk}/live/"
            phones.append(Phone("table poll", url, language, TABLE_POLL))
    for _ in range(HALL_PHONES):
        language = "cs" if rng.random() < 1 / 3 else "en"
        url = f"/tournaments/{tournament.pk}/hall/data/"
        phones.append(Phone("hall poll", url, language, HALL_POLL))
    return result, phones


def _logged_in(user, table: Table) -> Scorer:
    """A logged-in browser session, made directly: a hundred password checks would only
    measure the password hasher."""
    from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY
    from django.contrib.sessions.backends.db import SessionStore
    from django.middleware.csrf import CSRF_ALLOWED_CHARS
    from django.utils.crypto import get_random_string

    user.set_unusable_password()
    user.save()
    store = SessionStore()
    store[SESSION_KEY] = str(user.pk)
    store[BACKEND_SESSION_KEY] = "django.contrib.auth.backends.ModelBackend"
    store[HASH_SESSION_KEY] = user.get_session_auth_hash()
    store.create()
    csrf = get_random_string(32, CSRF_ALLOWED_CHARS)
    return Scorer(user.username, table, store.session_key, csrf)


# The ports the servers may listen on ("8610-8619"), when several runs share one machine; any
# free port when unset.
PORTS = os.environ.get("LOADTEST_PORTS", "")
_given: set[int] = set()


def free_port() -> int:
    """A port nothing listens on; with LOADTEST_PORTS, the first free one of its range that
    this run has not handed out yet (a server given one may not have bound it yet)."""
    if not PORTS:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            return s.getsockname()[1]
    first, last = (int(p) for p in PORTS.split("-"))
    for port in range(first, last + 1):
        if port in _given:
            continue
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
        _given.add(port)
        return port
    raise RuntimeError(f"no free port in LOADTEST_PORTS={PORTS}")


def server_environment(url: str, secret: str) -> dict:
    return {
        **os.environ,
        "DATABASE_URL": url,
        "SECRET_KEY": secret,
        "DEBUG": "0",
        "ALLOWED_HOSTS": "127.0.0.1",
        "SECURE_SSL_REDIRECT": "0",
        "SESSION_COOKIE_SECURE": "0",
        "CSRF_COOKIE_SECURE": "0",
        "SECURE_HSTS_SECONDS": "0",
        "STATIC_MANIFEST": "0",
        # Each worker keeps its database connection for the whole run (and its backend's CPU
        # time can be counted).
        "DB_CONN_MAX_AGE": "600",
        "DJANGO_SETTINGS_MODULE": "clubscore.settings",
    }


def process_cpu_seconds(pids) -> float:
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / tick  # utime + stime
    return total


def postgres_backends(url: str) -> list[int]:
    """The PostgreSQL server processes serving the load test database (gunicorn's workers)."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        rows = conn.execute(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() "
            "AND pid <> pg_backend_pid()"
        ).fetchall()
    return [pid for (pid,) in rows]


class ServerProcess:
    """A server this run starts: `command` listening on 127.0.0.1:`port`, its output in `log`,
    in a process session of its own so that `stop()` ends its children with it. The load tests'
    gunicorn and nginx, and the two-server tests' app servers (tests/browser/servers.py)."""

    stop_signal = signal.SIGTERM

    def __init__(self, name: str, command: list[str], port: int, log: Path, env=None):
        self.name, self.port, self.log = name, port, log
        self._log_file = open(log, "w")  # noqa: SIM115 - closed in stop()
        self.process = subprocess.Popen(
            command,
            cwd=ROOT,
            env=env,
            stdout=self._log_file,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def wait_ready(self, seconds: float = 30) -> None:
        """Until its sign-in page answers 200; its log's end in the error if it never does."""
        import httpx

        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.name} exited at start ({self.log}): {self._said()}")
            try:
                url = self.base_url + "/accounts/login/"
                if httpx.get(url, timeout=2, verify=False).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            time.sleep(0.3)
        raise RuntimeError(
            f"{self.name} did not answer within {seconds} s ({self.log}): {self._said()}"
        )

    def _said(self) -> str:
        self._log_file.flush()
        return self.log.read_text(errors="replace")[-2000:]

    def children(self) -> list[int]:
        path = Path(f"/proc/{self.process.pid}/task/{self.process.pid}/children")
        try:
            return [int(p) for p in path.read_text().split()]
        except OSError:
            return []

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, self.stop_signal)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(5)
        self._log_file.close()


class Gunicorn(ServerProcess):
    def __init__(self, url: str, secret: str, workers: int, log: Path):
        command = [sys.executable, "-m", "gunicorn", "clubscore.wsgi:application"]
        command += ["--config", str(ROOT / "benchmarks" / "loadtest_hooks.py")]
        port = free_port()
        command += ["--workers", str(workers), "--bind", f"127.0.0.1:{port}", "--preload"]
        command += ["--timeout", "30", "--graceful-timeout", "5", "--log-level", "warning"]
        environment = {**server_environment(url, secret), "LOADTEST_CPU_DIR": str(log.parent)}
        super().__init__("gunicorn", command, port, log, environment)

    def workers(self) -> list[int]:
        return self.children()

    def cpu_seconds(self) -> float:
        """CPU time used so far by gunicorn and its live workers."""
        return process_cpu_seconds([self.process.pid, *self.workers()])


def request_kind(method: str, path: str) -> str:
    if path.endswith("/live/"):
        return "table poll"
    if path.endswith("/hall/data/"):
        return "hall poll"
    if path.startswith("/api/sessions/"):
        if method == "GET":
            return "view"
        if method == "PUT":
            return "correction"
        return "record" if path.endswith("/hands/") else "new session"
    return "other"


def request_cpu(folder: Path) -> dict[tuple[str, str], list[float]]:
    """The workers' CPU seconds per request (benchmarks/loadtest_hooks.py), by kind and status."""
    costs = defaultdict(list)
    for log in folder.glob("cpu-*.tsv"):
        for line in log.read_text().splitlines():
            method, path, status, used = line.split("\t")
            costs[(request_kind(method, path), status)].append(float(used))
    return costs


# The run ----------------------------------------------------------------------------------


@dataclass
class Results:
    latencies: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    # submission key -> (session id, hand number) as the server acknowledged it
    acknowledged: dict[str, tuple[int, int]] = field(default_factory=dict)
    # (session id, number) -> (version, win) of the last acknowledged correction
    corrected: dict[tuple[int, int], tuple[int, dict]] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    errors: list[str] = field(default_factory=list)
    cpu: dict[str, float] = field(default_factory=dict)
    share_304: dict[str, float] = field(default_factory=dict)
    # Until when a scorer whose hand got no answer asks again (time.monotonic()).
    asking_until: float = float("inf")
    # The requests sent once every phone has had its first answer (time.monotonic() from
    # then): the run's start, when 350 phones open within seconds and each first answer is
    # in full, is a queue a hall's phones opened over minutes would not make.
    phones: int = 0
    answered_phones: set = field(default_factory=set)
    steady_from: float = float("inf")
    started: float = 0.0
    steady: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))

    def took(self, kind: str, sent: float, seconds: float) -> None:
        self.latencies[kind].append(seconds)
        if sent >= self.steady_from:
            self.steady[kind].append(seconds)

    def error(self, message: str) -> None:
        if len(self.errors) < 1000:
            self.errors.append(message)


async def timed(
    results: Results, kind: str, client, method: str, url: str, patient=False, **kwargs
):
    """One request, retried with the same body after a dropped connection or a timeout.
    `patient`: a hand, asked for again (same submission key, waits doubling up to 5 s) until
    the server answers, as the phone's queue does (offline.js), never given up after RETRIES:
    the hand may be stored, and its scorer must learn so. A proxy's 502, 503 or 504 (the app
    server behind it did not answer) is no answer either."""
    import httpx

    attempt = 0
    while True:
        start, sent = time.perf_counter(), time.monotonic()
        try:
            response = await client.request(method, url, **kwargs)
            if patient and response.status_code in (502, 503, 504):
                results.counts[f"{kind} {response.status_code} from the proxy"] += 1
                raise httpx.TransportError(f"the proxy answered {response.status_code}")
        except httpx.TransportError as exc:
            results.counts["retried after a transport error"] += 1
            wait = min(0.2 * 2**attempt, 5.0) if patient else 0.2 * (attempt + 1)
            more = time.monotonic() + wait + REQUEST_TIMEOUT < results.asking_until
            if attempt >= RETRIES - 1 and not (patient and more):
                results.error(f"{kind}: {method} {url} failed {attempt + 1} times: {exc!r}")
                return None, attempt
            if attempt >= RETRIES - 1:
                results.counts[f"{kind} asked again past {RETRIES} tries"] += 1
            await asyncio.sleep(wait)
            attempt += 1
            continue
        results.took(kind, sent, time.perf_counter() - start)
        results.counts[f"{kind} {response.status_code}"] += 1
        return response, attempt


async def next_game(results: Results, client, table: Table, finished: int) -> None:
    """Start the table's next game, unless the other scorer already has."""
    async with table.lock:
        if table.session_id != finished:
            return
        # The next game starts with the next player at East.
        order = [table.seats[s] for s in SEATS]
        order = order[table.games % 4 :] + order[: table.games % 4]
        body = {
            "club": "load",
            "title": f"Table {table.index} game {table.games + 1}",
            "date": time.strftime("%Y-%m-%d"),
            "ruleset": "millington",
            "options": {},
            "length": "full",
            "seats": dict(zip(SEATS, order, strict=True)),
            "scorers": table.scorers,
        }
        response, _ = await timed(
            results, "new session", client, "POST", "/api/sessions/", json=body
        )
        if response is None:
            return
        if response.status_code != 201:
            results.error(f"new session: {response.status_code} {response.text[:300]}")
            return
        table.session_id = response.json()["id"]
        table.games += 1


async def record(results: Results, client, scorer: Scorer, rng: random.Random) -> None:
    key = str(uuid.uuid4())
    session_id = scorer.table.session_id
    # As a phone shows the hand form: the next hand's number and seats, which bind the hand.
    shown, _ = await timed(results, "view", client, "GET", f"/api/sessions/{session_id}/")
    if shown is None:
        return
    upcoming = shown.json()["next"]
    if upcoming is None:
        results.counts["record refused: the game is over"] += 1
        await next_game(results, client, scorer.table, session_id)
        return
    body = {
        "submission_key": key,
        "number": upcoming["number"],
        "seats": upcoming["seats"],
        "hand": hand_document(rng),
    }
    url = f"/api/sessions/{session_id}/hands/"
    roll = rng.random()
    if roll < 0.05:
        # A double tap: the same submission twice at once.
        answers = await asyncio.gather(
            timed(results, "record", client, "POST", url, json=body, patient=True),
            timed(results, "record", client, "POST", url, json=body, patient=True),
        )
    else:
        answers = [await timed(results, "record", client, "POST", url, json=body, patient=True)]
        if roll < 0.15:
            # A retry after a timeout that had in fact succeeded.
            answers.append(
                await timed(results, "duplicate", client, "POST", url, json=body, patient=True)
            )
    given = [response for response, _ in answers if response is not None]
    recorded = [r for r in given if r.status_code in (200, 201)]
    over = [r for r in given if r.status_code == 400 and "finished" in r.json().get("error", "")]
    # The table's other scorer recorded this hand first: refused with the hand that stands.
    taken = [r for r in given if r.status_code == 409 and r.json().get("field") == "number"]
    results.counts["record refused: the other scorer recorded that hand"] += len(taken)
    for response in given:
        if response not in recorded and response not in over and response not in taken:
            results.error(f"record: {response.status_code} {response.text[:300]}")
    if over and not recorded:
        # Four winds are played: this hand was not recorded; the table plays on.
        results.counts["record refused: the game is over"] += 1
        await next_game(results, client, scorer.table, session_id)
        return
    if over:
        results.error("a repeat of a recorded hand was refused as 'the session is finished'")
    if not recorded:
        return
    numbers = {r.json()["number"] for r in recorded}
    created = sum(r.status_code == 201 for r in recorded)
    if len(numbers) != 1:
        results.error(f"one submission key answered with hands {sorted(numbers)}")
    if created > 1:
        results.error(f"one submission key created {created} hands")
    if created == 0 and not over and not any(retried for _, retried in answers):
        results.error("a first submission was answered as a repeat")
    results.acknowledged[key] = (session_id, min(numbers))


async def correct(results: Results, client, scorer: Scorer, rng: random.Random) -> None:
    """Load the session, change how one of the last three hands was won, send it back."""
    session_id = scorer.table.session_id
    response, _ = await timed(results, "view", client, "GET", f"/api/sessions/{session_id}/")
    if response is None:
        return
    if response.status_code != 200:
        results.error(f"view: {response.status_code} {response.text[:300]}")
        return
    hands = response.json()["hands"]
    if not hands:
        return
    hand = rng.choice(hands[-3:])
    stale = rng.random() < 0.15 and hand["version"] > 1
    racing = not stale and rng.random() < 0.1
    base = hand["version"] - 1 if stale else hand["version"]
    document = {
        k: v for k, v in hand["input"].items() if k not in ("ruleset", "options", "prevailing_wind")
    }
    url = f"/api/sessions/{session_id}/hands/{hand['number']}/"
    attempts = [document] + ([copy.deepcopy(document)] if racing else [])
    bodies = []
    for doc in attempts:
        doc["win"] = another_win(rng, doc["winner"], unlike=doc["win"])
        bodies.append({"base_version": base, "reason": "scorer's correction", "hand": doc})
    kind = "stale correction" if stale else "correction"
    answers = await asyncio.gather(
        *(timed(results, kind, client, "PUT", url, json=body) for body in bodies)
    )
    won = 0
    for (response, retried), body in zip(answers, bodies, strict=True):
        if response is None:
            continue
        key = (session_id, hand["number"])
        if response.status_code == 200:
            answer = response.json()
            won += 1
            if stale:
                results.error(f"a correction from stale version {base} was accepted")
            if answer["version"] != base + 1:
                results.error(f"a correction of version {base} gave version {answer['version']}")
            previous = results.corrected.get(key)
            if previous is None or previous[0] < answer["version"]:
                results.corrected[key] = (answer["version"], body["hand"]["win"])
        elif response.status_code == 409:
            current = response.json().get("current", {})
            if current.get("version", 0) <= base:
                results.error(f"409 although the hand is still at version {base}: {current}")
            landed = current.get("version") == base + 1 and (
                current.get("input", {}).get("win") == body["hand"]["win"]
            )
            if retried and landed:
                # Our first try landed but its answer was lost: the hand holds our change.
                results.corrected[key] = (base + 1, body["hand"]["win"])
        else:
            results.error(f"{kind}: {response.status_code} {response.text[:300]}")
    if won > 1:
        results.error(f"two corrections from version {base} were both accepted")


async def scorer_loop(results, base_url, scorer: Scorer, deadline: float, index: int) -> None:
    import httpx

    rng = random.Random(SEED * 1000 + index)
    if scorer.table.lock is None:
        scorer.table.lock = asyncio.Lock()
    cookies = {"sessionid": scorer.cookie, "csrftoken": scorer.csrf}
    headers = {"X-CSRFToken": scorer.csrf}
    # Plain HTTP on the loopback: verify=False spares each client loading the CA store.
    async with httpx.AsyncClient(
        base_url=base_url,
        cookies=cookies,
        headers=headers,
        timeout=REQUEST_TIMEOUT,
        verify=False,
    ) as client:
        # Scorers do not all start in the same millisecond (nor, at a table's pace, in the
        # run's first minutes: some not before it ends).
        await asyncio.sleep(min(rng.uniform(0, THINK), max(0.0, deadline - time.monotonic())))
        while time.monotonic() < deadline:
            if rng.random() < RECORDS:
                await record(results, client, scorer, rng)
            else:
                await correct(results, client, scorer, rng)
            pause = rng.uniform(0.5 * THINK, 1.5 * THINK)
            await asyncio.sleep(max(0.0, min(pause, deadline - time.monotonic())))


async def phone_loop(results, base_url, phone: Phone, deadline: float, index: int) -> None:
    """Poll every `phone.interval` seconds, one request at a time, as htmx's `every 4s` and
    hall.js's setInterval do; revalidate with the ETag of the last full answer."""
    import httpx

    rng = random.Random(SEED * 7919 + index)
    etag = None
    headers = {"Accept-Language": phone.language, "HX-Request": "true"}
    async with httpx.AsyncClient(
        base_url=base_url, headers=headers, timeout=REQUEST_TIMEOUT, verify=False
    ) as client:
        # Phones were opened at different moments.
        await asyncio.sleep(rng.uniform(0, phone.interval))
        while time.monotonic() < deadline:
            tick = time.monotonic()
            asked = {"If-None-Match": etag} if REVALIDATE and etag else {}
            # One try: a poll that gets no answer is simply followed by the next one.
            start, sent = time.perf_counter(), time.monotonic()
            try:
                response = await client.get(phone.url, headers=asked)
            except httpx.TransportError:
                results.counts[f"{phone.kind} without an answer"] += 1
                response = None
            if response is not None:
                results.took(phone.kind, sent, time.perf_counter() - start)
                results.counts[f"{phone.kind} {response.status_code}"] += 1
                if etag is None:
                    # The phone's first answer is in full whatever the server does.
                    results.counts[f"{phone.kind} first"] += 1
                    results.answered_phones.add(index)
                    if len(results.answered_phones) == results.phones:
                        results.steady_from = time.monotonic()
                if response.status_code == 200:
                    etag = response.headers.get("ETag")
                elif response.status_code != 304:
                    results.error(f"{phone.kind}: {response.status_code} {response.text[:300]}")
            pause = phone.interval - (time.monotonic() - tick)
            await asyncio.sleep(max(0.0, min(pause, deadline - time.monotonic())))


async def chaos(server: Gunicorn, results: Results, deadline: float) -> None:
    rng = random.Random(SEED)
    while KILL_EVERY and time.monotonic() + KILL_EVERY < deadline:
        await asyncio.sleep(KILL_EVERY)
        workers = server.workers()
        if workers:
            os.kill(rng.choice(workers), signal.SIGKILL)
            results.counts["gunicorn workers killed"] += 1


async def drive(
    server: Gunicorn, scorers: list[Scorer], phones: list[Phone], checks=None
) -> tuple[Results, float]:
    """Run the scorers and phones against `server` until SECONDS have passed; `checks(results,
    deadline)` are more coroutines to run beside them (the cluster mode's)."""
    results = Results(phones=len(phones))
    server_cpu = server.cpu_seconds()
    client_cpu = time.process_time()
    start = results.started = time.monotonic()
    deadline = start + SECONDS
    # A hand without an answer is asked for until shortly before the last word below.
    results.asking_until = deadline + REQUEST_TIMEOUT * RETRIES
    tasks = [
        scorer_loop(results, server.base_url, scorer, deadline, i)
        for i, scorer in enumerate(scorers)
    ] + [phone_loop(results, server.base_url, phone, deadline, i) for i, phone in enumerate(phones)]
    if checks is not None:
        tasks += checks(results, deadline)
    # Bounded: every request has a timeout and a retry limit; this is the last word.
    await asyncio.wait_for(
        asyncio.gather(*tasks, chaos(server, results, deadline)),
        SECONDS + REQUEST_TIMEOUT * RETRIES + 30,
    )
    # Killed workers take their CPU time with them: with LOADTEST_KILL_EVERY this undercounts.
    results.cpu["gunicorn"] = server.cpu_seconds() - server_cpu
    # Each worker's connection opened at its first request and stays open: its backend's whole
    # CPU time is the run's.
    results.cpu["PostgreSQL"] = process_cpu_seconds(postgres_backends(DATABASE_URL))
    results.cpu["load generator"] = time.process_time() - client_cpu
    return results, time.monotonic() - start


# Verification -----------------------------------------------------------------------------


class _Rollback(Exception):
    pass


def verify(results: Results) -> list[str]:
    from django.db import transaction
    from django.db.models import Count, Sum

    from scoring.models import Hand, HandPlayer, HandRevision, Session
    from scoring.services.hands.sessions import recompute_session, session_totals

    problems = []
    live = Hand.objects.filter(deleted_at__isnull=True)
    stored = {str(k): (s, n) for k, s, n in live.values_list("submission_key", "session", "number")}
    missing = set(results.acknowledged) - set(stored)
    unknown = set(stored) - set(results.acknowledged)
    if missing:
        problems.append(f"{len(missing)} acknowledged hands are not in the database")
    if unknown:
        problems.append(f"{len(unknown)} hands in the database were never acknowledged")
    moved = [
        k for k in set(stored) & set(results.acknowledged) if stored[k] != results.acknowledged[k]
    ]
    if moved:
        problems.append(f"{len(moved)} hands are not where their acknowledgement said")
    doubled = live.values("session", "number").annotate(n=Count("id")).filter(n__gt=1)
    if doubled.exists():
        problems.append(f"{doubled.count()} hand numbers are taken twice")
    for session_id, numbers in _numbers_by_session(live).items():
        if numbers != list(range(1, len(numbers) + 1)):
            problems.append(f"session {session_id}: hand numbers are not 1..{len(numbers)}")

    versions = dict(live.values_list("id", "version"))
    history = defaultdict(list)
    for hand_id, version in HandRevision.objects.values_list("hand", "version").order_by("version"):
        history[hand_id].append(version)
    for hand_id, version in versions.items():
        if history[hand_id] != list(range(1, version + 1)):
            problems.append(
                f"hand {hand_id}: history versions {history[hand_id]}, not 1..{version}"
            )
    for (session_id, number), (version, win) in results.corrected.items():
        hand = live.get(session=session_id, number=number)
        if hand.version < version:
            problems.append(f"session {session_id} hand {number}: acknowledged v{version} is lost")
        elif hand.version == version and hand.input.get("win") != win:
            problems.append(f"session {session_id} hand {number}: v{version} was overwritten")

    unbalanced = (
        HandPlayer.objects.values("hand").annotate(total=Sum("payment")).exclude(total=0).count()
    )
    if unbalanced:
        problems.append(f"{unbalanced} hands' payments do not sum to zero")
    for hand in live.only("output"):
        if sum(hand.output.get("payments", {}).values()) != 0:
            problems.append(f"hand {hand.pk}: engine payments do not sum to zero")

    for session in Session.objects.all():
        before = session_totals(session)
        try:
            with transaction.atomic():
                locked = Session.objects.select_for_update().get(pk=session.pk)
                again = recompute_session(locked, from_number=1)
                raise _Rollback
        except _Rollback:
            pass
        if again != before:
            problems.append(f"session {session.pk}: totals {before} but re-computed {again}")
    return problems


def _numbers_by_session(hands) -> dict[int, list[int]]:
    numbers = defaultdict(list)
    for session_id, number in hands.values_list("session", "number").order_by("session", "number"):
        numbers[session_id].append(number)
    return numbers


# Report -----------------------------------------------------------------------------------


def percentile_ms(values: list[float], p: int) -> float:
    if len(values) < 2:
        return (values[0] if values else 0.0) * 1000
    return statistics.quantiles(values, n=100, method="inclusive")[p - 1] * 1000


def report_costs(results: Results, elapsed: float, costs: dict) -> None:
    """What each kind of request cost the workers, and the phones at the pages' own pace."""
    if not costs:
        return
    print(f"{'worker CPU a request':<22}{'status':>7}{'count':>7}{'median ms':>11}{'mean ms':>9}")
    for (kind, status), used in sorted(costs.items()):
        print(
            f"{kind:<22}{status:>7}{len(used):>7}{statistics.median(used) * 1000:>11.1f}"
            f"{statistics.fmean(used) * 1000:>9.1f}"
        )
    served = sum(len(used) for used in costs.values())
    database = results.cpu["PostgreSQL"] / max(served, 1)
    phones = 0.0
    for kind, count, interval in (
        ("table poll", EVENT_PLAYERS, TABLE_POLL),
        ("hall poll", HALL_PHONES, HALL_POLL),
    ):
        full, revalidated = costs.get((kind, "200")), costs.get((kind, "304"))
        if not full:
            continue
        # A phone's polls after its first, in the share the run answered 304.
        share = results.share_304.get(kind, 0.0) if revalidated else 0.0
        each = (1 - share) * statistics.fmean(full)
        if revalidated:
            each += share * statistics.fmean(revalidated)
        phones += count / interval * (each + database)
    scorers = [u for (k, _), values in costs.items() if "poll" not in k for u in values]
    scoring = (sum(scorers) + database * len(scorers)) / elapsed
    print(
        f"at the pages' pace ({EVENT_PLAYERS} phones every {TABLE_POLL:.0f} s, {HALL_PHONES} "
        f"every {HALL_POLL:.0f} s, each after its first answer) the phones need {phones:.2f} "
        f"cores and the scorers used "
        f"{scoring:.2f}: the event {phones + scoring:.2f} of {os.cpu_count()} "
        f"(PostgreSQL counted at its mean {database * 1000:.1f} ms a request)"
    )


def report(results: Results, elapsed: float, problems: list[str]) -> bool:
    every = [v for values in results.latencies.values() for v in values]
    phones = (
        f", {EVENT_PLAYERS} players' phones and {HALL_PHONES} at the hall "
        f"({'revalidating with ETags' if REVALIDATE else 'without If-None-Match'})"
        if EVENT_PLAYERS
        else ""
    )
    print(
        f"\n{SCORERS} scorers{phones}, {WORKERS} gunicorn workers, {elapsed:.1f} s, think "
        f"{THINK:.0f} s (a hand every {THINK / RECORDS / PER_TABLE:.0f} s at a table)"
    )
    print(f"{'requests':<22}{'count':>7}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}")
    for kind, values in sorted(results.latencies.items()) + [("all", every)]:
        print(
            f"{kind:<22}{len(values):>7}{percentile_ms(values, 50):>9.1f}"
            f"{percentile_ms(values, 95):>9.1f}{percentile_ms(values, 99):>9.1f}"
        )
    print(f"throughput: {len(every) / elapsed:.1f} requests/s")
    cpu = ", ".join(
        f"{name} {seconds:.1f} s ({seconds / max(len(every), 1) * 1000:.1f} ms a request)"
        for name, seconds in results.cpu.items()
    )
    killed = results.counts.get("gunicorn workers killed", 0)
    print(f"CPU used: {cpu}" + (" (killed workers' CPU not counted)" if killed else ""))
    per_request = sum(results.cpu.values()) / max(len(every), 1)
    print(
        f"at {per_request * 1000:.1f} ms of CPU a request, {os.cpu_count()} cores serve at most "
        f"{os.cpu_count() / per_request:.0f} requests/s; load average now "
        f"{os.getloadavg()[0]:.1f} (others' work included)"
    )
    server = results.cpu["gunicorn"] + results.cpu["PostgreSQL"]
    print(
        f"server (gunicorn and PostgreSQL) used {server / elapsed:.2f} of {os.cpu_count()} "
        "cores over the run"
    )
    for kind in ("table poll", "hall poll"):
        asked = len(results.latencies.get(kind, ()))
        if asked:
            phones, interval = {
                "table poll": (EVENT_PLAYERS, TABLE_POLL),
                "hall poll": (HALL_PHONES, HALL_POLL),
            }[kind]
            later = asked - results.counts.get(f"{kind} first", 0)
            results.share_304[kind] = results.counts.get(f"{kind} 304", 0) / max(later, 1)
            print(
                f"{kind}s: {asked} answered of the {phones * SECONDS / interval:.0f} the phones "
                f"would send if every answer came at once; after each phone's first, "
                f"{results.share_304[kind]:.0%} answered 304"
            )
    print(f"hands acknowledged: {len(results.acknowledged)}, corrected: {len(results.corrected)}")
    for name, count in sorted(results.counts.items()):
        print(f"  {name}: {count}")
    p95 = percentile_ms(every, 95)
    for message in results.errors[:20]:
        print(f"ERROR {message}")
    for message in problems:
        print(f"VIOLATED {message}")
    steady = results.steady_from - results.started
    for name, kinds, target in (
        ("scorers' writes", WRITES, WRITE_P95_TARGET_MS),
        ("reads", [k for k in results.latencies if k not in WRITES], READ_P95_TARGET_MS),
    ):
        for when, latencies in (
            ("", results.latencies),
            (" once every phone had its first answer", results.steady),
        ):
            values = [v for kind in kinds for v in latencies.get(kind, ())]
            if values:
                p95_of = percentile_ms(values, 95)
                print(
                    f"{name}{when}: p95 {p95_of:.0f} ms of {len(values)} "
                    f"({'under' if p95_of < target else 'OVER'} the {target} ms target)"
                    + (f" (from {steady:.1f} s into the run)" if when else "")
                )
    ok = not results.errors and not problems
    print(
        f"invariants: {'all hold' if not problems else f'{len(problems)} violated'}; "
        f"errors: {len(results.errors)}; p95 {p95:.0f} ms "
        f"({'under' if p95 < P95_TARGET_MS else 'OVER'} the {P95_TARGET_MS} ms target)"
    )
    return ok


def main() -> int:
    secret = secrets.token_urlsafe(50)
    os.environ.update(server_environment(DATABASE_URL, secret))
    import django

    # A terminated load test still stops its gunicorn (the `finally` below).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    print(f"fresh database {urlsplit(DATABASE_URL).path.lstrip('/')} ...", flush=True)
    try:
        recreate_database(DATABASE_URL)
    except Exception as exc:  # psycopg's errors: say what is wrong, not where
        print(f"cannot create the load test database on {DATABASE_URL}: {exc}")
        print("is PostgreSQL running? (pg_ctlcluster 15 main start)")
        return 2
    django.setup()
    from django.core.management import call_command
    from django.db import connections

    call_command("migrate", verbosity=0)
    if EVENT_PLAYERS:
        scorers, phones = create_event(EVENT_PLAYERS, SCORERS, PER_TABLE)
    else:
        scorers, phones = create_club_night(SCORERS, PER_TABLE), []
    connections.close_all()
    log = Path(tempfile.mkdtemp(prefix="clubscore-load-")) / "gunicorn.log"
    server = Gunicorn(DATABASE_URL, secret, WORKERS, log)
    try:
        server.wait_ready()
        print(
            f"gunicorn on {server.base_url}; {len(scorers)} scorers and {len(phones)} phones "
            f"for {SECONDS:.0f} s ...",
            flush=True,
        )
        results, elapsed = asyncio.run(drive(server, scorers, phones))
    except (RuntimeError, TimeoutError) as exc:
        print(f"load test aborted: {exc}")
        return 1
    finally:
        server.stop()
    problems = verify(results)
    ok = report(results, elapsed, problems)
    report_costs(results, elapsed, request_cpu(log.parent))
    if not ok:
        print(f"gunicorn log: {log}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
