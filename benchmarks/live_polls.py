"""What a live poll costs: the CPU time of a 304 and of a 200, for a player's phone (the table's
status, no login), the scorer's page (the same, signed in) and the hall's data, with the
ETag read from the database (the fingerprint) and from the version stamps in the cache
(scoring.services.live; Redis too when REDIS_URL is set). Through Django's test client in
this process: the figures include the client's own work, the same in every row. Runs in a
throwaway test database; `python -m benchmarks live_polls` (`LIVE_POLLS` polls a row).
docs/operations.md ("Live updates") records a run.
"""

import os
import statistics
import time
import uuid

from django.db import connection
from django.test import Client, override_settings
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from benchmarks import Result, with_test_database

POLLS = int(os.environ.get("LIVE_POLLS", "300"))
MEMORY = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}


def run():
    return with_test_database(report)


def build():
    from django.contrib.auth import get_user_model

    from scoring.models import Club, Player, Session, Tournament
    from scoring.services import demo
    from scoring.services.hands import table
    from scoring.services.hands.sessions import record_hand

    demo.load_demo(write=lambda _line: None)
    club = Club.objects.get(slug="demo")
    user = get_user_model().objects.get(username="organiser")
    players = list(Player.objects.filter(club=club).order_by("pk")[:4])
    session = Session.objects.create(
        club=club,
        title="A table still playing",
        date=demo.datetime.date(2026, 11, 17),
        east=players[0],
        south=players[1],
        west=players[2],
        north=players[3],
        created_by=user,
    )
    session.scorers.add(user)
    for number, (winner, source, discarder) in enumerate(demo.CLUB_NIGHT_HANDS[:4]):
        hand = demo.demo_hand(number, winner, source, discarder)
        record_hand(session, hand, user, uuid.uuid4())
    tournament = Tournament.objects.filter(club=club).first()
    return {
        "phone": (None, reverse("table-join-status", args=[table.join_token(session)])),
        "scorer": (user, reverse("table-status", args=[session.pk]) + f"?number={5}"),
        "hall": (None, f"/tournaments/{tournament.pk}/hall/data/"),
    }


def cpu_per_request(client, url, etag, polls=POLLS):
    """Median of five runs of `polls` requests: CPU microseconds per request."""
    headers = {"HTTP_IF_NONE_MATCH": etag} if etag else {}
    runs = []
    for _ in range(5):
        start = time.process_time()
        for _ in range(polls // 5):
            client.get(url, **headers)
        runs.append((time.process_time() - start) * 1_000_000 / (polls // 5))
    return statistics.median(runs)


def measure(targets, mode):
    rows = []
    for name, (user, url) in targets.items():
        client = Client()
        if user is not None:
            client.force_login(user)
        first = client.get(url)
        etag = client.get(url)["ETag"]  # the first answer after a cold cache may carry none
        assert first.status_code in (200, 286), (name, first.status_code)
        assert client.get(url, HTTP_IF_NONE_MATCH=etag).status_code == 304, (name, mode)
        with CaptureQueriesContext(connection) as queries:
            client.get(url, HTTP_IF_NONE_MATCH=etag)
        note = f"{len(queries)} queries a 304 ({connection.vendor})"
        unit = "µs CPU a poll"
        rows.append(Result(f"{name} 304, {mode}", cpu_per_request(client, url, etag), unit, note))
        rows.append(Result(f"{name} 200, {mode}", cpu_per_request(client, url, None), unit))
    return rows


def report():
    targets = build()
    rows = []
    # Logins in the database, as without REDIS_URL.
    engine = "django.contrib.sessions.backends.db"
    with override_settings(LIVE_STAMPS=False, CACHES=MEMORY, SESSION_ENGINE=engine):
        rows += measure(targets, "fingerprint")
    with override_settings(LIVE_STAMPS=True, CACHES=MEMORY, SESSION_ENGINE=engine):
        rows += measure(targets, "stamps in memory")
    url = os.environ.get("REDIS_URL")
    if url:
        redis = {
            "default": {
                "BACKEND": "clubscore.cache.RedisCache",
                "LOCATION": url,
                "KEY_PREFIX": "bench-live-polls",
            }
        }
        engine = "django.contrib.sessions.backends.cached_db"
        with override_settings(LIVE_STAMPS=True, CACHES=redis, SESSION_ENGINE=engine):
            rows += measure(targets, "stamps in Redis")
    return rows
