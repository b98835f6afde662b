"""Page weight and first paint: what a phone at the table downloads for each page on a cold
cache, how long the page takes to load, and when it first paints, on a slow 3G link (DevTools'
"Slow 3G": 2,000 ms round trip, 400 kbit/s each way; Chromium's network emulation over the
DevTools protocol) and unthrottled.

First paint: the join page, the login page, the hand form and the session page, each on a
first visit (a new browser profile: nothing cached, no offline worker) and a repeat visit (the
same profile, opened again), first paint and first contentful paint from the Performance API.
Budget: a first visit paints in under 3 s on slow 3G.

The app runs as deployed: DEBUG off, `collectstatic` with the project's static storage
(compressed, hashed names), whitenoise serving, gunicorn. Budget for the hand form: at most
150 kB and 10 requests, loaded in under 3 s.
"""

from __future__ import annotations

import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from . import Result

ROOT = Path(__file__).resolve().parent.parent
SLOW_3G = {
    "offline": False,
    "latency": 2000,
    "downloadThroughput": 50_000,
    "uploadThroughput": 50_000,
}
UNTHROTTLED = {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
PROFILES = {"slow 3G": SLOW_3G, "unthrottled": UNTHROTTLED}
PAINT_RUNS = 3
PAINTS = """() => Object.fromEntries(performance.getEntriesByType("paint").map(e => [e.name, e.startTime]))"""
RUNS = 3

SETUP = """
import datetime
from django.contrib.auth import get_user_model
from scoring.models import Club, Player, Session
user = get_user_model().objects.create_user("bench", password="bench-pass-1")
club = Club.objects.create(name="Benchmark Club", slug="bench")
club.organisers.add(user)
p = [Player.objects.create(club=club, name=n) for n in ("Alena", "Bob", "Chen", "Dana")]
s = Session.objects.create(club=club, title="Club night", date=datetime.date.today(),
                           east=p[0], south=p[1], west=p[2], north=p[3], created_by=user)
s.scorers.add(user)
# One hand recorded (South wins from the wall), so that the referee's page has a hand to show.
import uuid
from scoring.forms.notation import parse_hand_text
from scoring.models import Season
from scoring.services.hands import sessions as service
lines = {
    "S": "[Rd Rd Rd] (2b 3b 4b) (5c 5c 5c) [7d 8d 9d] (Wd Wd)",
    "E": "(1b 1b 1b) 3c 4c 9d Ew Sw 6b 8c 2d 2d 9b",
    "W": "[Gd Gd Gd] 1c 2c 6d 6d Nw Nw 7b 8b 9c 3d",
    "N": "(Ww Ww Ww) 4d 5d 1d 1d 7c 8c 5b 5b 9b 6c",
}
doc = {
    "players": {seat: parse_hand_text(line) for seat, line in lines.items()},
    "winner": "S",
    "win": {"tile": "Wd", "source": "wall", "completes": 4},
    "penalties": [],
}
service.record_hand(s, doc, user, uuid.uuid4())
season = Season.objects.create(club=club, name="Season", start=datetime.date(2026, 1, 1),
                               end=datetime.date(2026, 12, 31))
print(s.pk, season.pk, p[0].pk)
"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _environment(folder: str, storage: str = "") -> dict:
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "benchmarks.pageweight_settings",
        "PAGEWEIGHT_STATIC_ROOT": os.path.join(folder, "static"),
        "DATABASE_URL": f"sqlite:///{folder}/pageweight.sqlite3",
        "DEBUG": "0",
        "SECRET_KEY": "pageweight-benchmark-key-0123456789-not-for-production",
        "ALLOWED_HOSTS": "127.0.0.1",
        "SECURE_SSL_REDIRECT": "0",
        "SESSION_COOKIE_SECURE": "0",
        "CSRF_COOKIE_SECURE": "0",
        "SECURE_HSTS_SECONDS": "0",
    }
    if storage:
        env["PAGEWEIGHT_STORAGE"] = storage
    return env


def _manage(env, *args) -> str:
    done = subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True
    )
    if done.returncode != 0:
        raise RuntimeError(f"manage.py {' '.join(args)} failed:\n{done.stderr[-2000:]}")
    return done.stdout


def _serve(env, port):
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "clubscore.wsgi",
            "--workers",
            "2",
            "--bind",
            f"127.0.0.1:{port}",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1)
            return server
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise RuntimeError("gunicorn did not start")


def _load(browser, state, url) -> dict:
    """One cold-cache load of `url` on the slow link: bytes on the wire, requests, load time."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, storage_state=state)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", SLOW_3G)
    seen: dict[str, dict] = {}

    def sent(event):
        if not event["request"]["url"].startswith("data:"):  # inline pictures: no request
            name = event["request"]["url"].split("?")[0].rstrip("/").split("/")[-1]
            seen.setdefault(event["requestId"], {"name": name[:32], "bytes": 0})

    cdp.on("Network.requestWillBeSent", sent)
    cdp.on(
        "Network.loadingFinished",
        lambda e: seen.get(e["requestId"], {}).update(bytes=e["encodedDataLength"]),
    )
    start = time.monotonic()
    page.goto(url, wait_until="load")
    loaded = time.monotonic() - start
    at_load = len(seen)
    page.wait_for_load_state("networkidle")
    result = {
        "load_ms": loaded * 1000,
        "requests_at_load": at_load,
        "requests": len(seen),
        "bytes": sum(r["bytes"] for r in seen.values()),
        "files": sorted((r["bytes"], r["name"]) for r in seen.values()),
    }
    context.close()
    return result


def _paints(browser, state, url, conditions) -> list[dict]:
    """First paint and first contentful paint (ms from navigation) of a first visit to `url`
    in a new profile, then of a repeat visit in the same profile. The offline worker is kept
    out: Chromium's network emulation does not reach a worker's own fetches, so a page it
    answered would not be measured over the slow link at all."""
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, storage_state=state, service_workers="block"
    )
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", conditions)
    found = []
    for _visit in ("first", "repeat"):
        page.goto(url, wait_until="load")
        page.wait_for_function("performance.getEntriesByName('first-contentful-paint').length")
        found.append(page.evaluate(PAINTS))
        page.wait_for_load_state("networkidle")
    context.close()
    return found


def paint_rows(browser, state, pages: dict[str, tuple[str, bool]]) -> list[Result]:
    rows = []
    for profile, conditions in PROFILES.items():
        for name, (url, signed_in) in pages.items():
            runs = [
                _paints(browser, state if signed_in else None, url, conditions)
                for _ in range(PAINT_RUNS)
            ]
            for index, visit in enumerate(("first", "repeat")):
                fp = statistics.median(r[index]["first-paint"] for r in runs)
                fcp = statistics.median(r[index]["first-contentful-paint"] for r in runs)
                rows.append(
                    Result(
                        f"{name}: first paint, {visit} visit, {profile}",
                        fp,
                        "ms",
                        f"first contentful paint {fcp:,.0f} ms; median of {PAINT_RUNS}",
                    )
                )
    return rows


def measure(base: str, session_pk: int, season_pk: int, player_pk: int) -> list[Result]:
    from playwright.sync_api import sync_playwright

    pages = {
        "hand form": f"{base}/sessions/{session_pk}/hands/new/",
        "session page": f"{base}/sessions/{session_pk}/",
        "four-phone table": f"{base}/sessions/{session_pk}/table/",
        "referee page": f"{base}/sessions/{session_pk}/hands/1/referee/",
        "home page": f"{base}/",
        "ruleset page": f"{base}/rulesets/millington/",
        "player page": f"{base}/players/{player_pk}/",
        "season page": f"{base}/seasons/{season_pk}/",
    }
    rows = []
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path="/usr/bin/chromium",
            args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
        )
        login = browser.new_context()
        page = login.new_page()
        page.goto(f"{base}/accounts/login/")
        page.fill("input[name=username]", "bench")
        page.fill("input[name=password]", "bench-pass-1")
        page.click("form button[type=submit]")
        page.wait_for_load_state("load")
        state = login.storage_state()
        page.goto(f"{base}/sessions/{session_pk}/table/")
        join = page.get_attribute("#join-url", "href")
        login.close()
        first_paint = {
            "join page": (join if join.startswith("http") else base + join, False),
            "login page": (f"{base}/accounts/login/", False),
            "hand form": (pages["hand form"], True),
            "session page": (pages["session page"], True),
        }
        rows += paint_rows(browser, state, first_paint)
        for name, url in pages.items():
            runs = [_load(browser, state, url) for _ in range(RUNS)]
            last = runs[-1]
            kb = statistics.median(r["bytes"] for r in runs) / 1000
            files = ", ".join(f"{f} {b / 1000:.1f}" for b, f in last["files"])
            rows += [
                Result(f"{name}: transferred, cold cache", kb, "kB", f"({files})"),
                Result(
                    f"{name}: requests",
                    last["requests"],
                    "requests",
                    f"{last['requests_at_load']} before the load event",
                ),
                Result(
                    f"{name}: load on slow 3G",
                    statistics.median(r["load_ms"] for r in runs),
                    "ms",
                    "2,000 ms RTT, 400 kbit/s; median of 3",
                ),
            ]
        browser.close()
    return rows


def run() -> list[Result]:
    port = int(os.environ.get("PAGEWEIGHT_PORT") or _free_port())
    with tempfile.TemporaryDirectory(prefix="clubscore-pageweight-") as folder:
        env = _environment(folder)
        note = ""
        _manage(env, "migrate", "--noinput")
        try:
            _manage(env, "collectstatic", "--noinput")
        except RuntimeError:
            # The hashed-name storage refuses a file it cannot post-process; measure the
            # compressed files without the hashed names rather than nothing, and say so.
            env = _environment(folder, "whitenoise.storage.CompressedStaticFilesStorage")
            _manage(env, "collectstatic", "--noinput", "--clear")
            note = " (collectstatic fell back to CompressedStaticFilesStorage)"
        made = _manage(env, "shell", "-c", SETUP).strip().splitlines()[-1]
        session_pk, season_pk, player_pk = (int(n) for n in made.split())
        server = _serve(env, port)
        try:
            rows = measure(f"http://127.0.0.1:{port}", session_pk, season_pk, player_pk)
        finally:
            server.terminate()
            server.wait()
    if note:
        rows = [Result(r.name, r.value, r.unit, r.note + note) for r in rows]
    return rows
