"""The referee page of a disputed hand, and the page after many rulings on it.

Reports the server time (median of several requests through Django's test client) and the
query count of the referee page for the cannon hand of tests/referee (rule 96), then again
after 20 rulings have flipped its penalty back and forth: the history grows, the query count
must not. Also the "what if" preview. Runs in a throwaway test database. Target: under 150 ms.
"""

import datetime
import statistics
import time
import uuid

from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from benchmarks import Result, with_test_database

TARGET_MS = 150
REQUESTS = 9
RULINGS = 20


def measure(client, url, data=None):
    def call():
        return client.post(url, data, secure=True) if data else client.get(url, secure=True)

    call()  # warm up templates and connections
    times = []
    for _ in range(REQUESTS):
        started = time.perf_counter()
        response = call()
        times.append((time.perf_counter() - started) * 1000)
        assert response.status_code == 200, response.status_code
    with CaptureQueriesContext(connection) as queries:
        call()
    return statistics.median(times), len(queries)


def run():
    return with_test_database(report)


def report():
    from django.contrib.auth import get_user_model

    from scoring.models import Club, Player, Session
    from scoring.services.hands import referee, sessions
    from tests.referee.conftest import cannon_document

    user = get_user_model().objects.create_user("bench", password="bench-pass-1")
    club = Club.objects.create(name="Benchmark Club", slug="bench")
    club.organisers.add(user)
    seats = [Player.objects.create(club=club, name=n) for n in ("Alena", "Bob", "Chen", "Dana")]
    session = Session.objects.create(
        club=club,
        title="Benchmark night",
        date=datetime.date(2026, 11, 21),
        east=seats[0],
        south=seats[1],
        west=seats[2],
        north=seats[3],
    )
    hand, _ = sessions.record_hand(session, cannon_document(), user, uuid.uuid4())
    client = Client()
    client.force_login(user)
    url = f"/sessions/{session.pk}/hands/{hand.number}/referee/"
    fresh_ms, fresh_queries = measure(client, url)
    for i in range(RULINGS):
        ruling = "rejected" if i % 2 == 0 else "upheld"
        document = referee.modified_document(hand.input, "ruling", ruling, 0)
        referee.rule_on(hand, document, user, "95", f"benchmark ruling {i}", hand.version)
    ruled_ms, ruled_queries = measure(client, url)
    what_if_ms, what_if_queries = measure(
        client, url + "what-if/", {"fact": "source", "source": "wall"}
    )
    verdict = "OK" if max(fresh_ms, ruled_ms) < TARGET_MS else "SLOWER THAN TARGET"
    constant = "constant" if fresh_queries == ruled_queries else "NOT CONSTANT"
    print(
        f"referee ({connection.vendor}): page {fresh_ms:.1f} ms ({fresh_queries} queries); "
        f"after {RULINGS} rulings {ruled_ms:.1f} ms ({ruled_queries} queries, {constant}); "
        f"what-if {what_if_ms:.1f} ms ({what_if_queries} queries); target < {TARGET_MS} ms: {verdict}"
    )
    return [
        Result("referee page, new hand", fresh_ms, "ms", f"{fresh_queries} queries"),
        Result(f"referee page, {RULINGS} rulings", ruled_ms, "ms", f"{ruled_queries} queries"),
        Result("what-if preview", what_if_ms, "ms", f"{what_if_queries} queries"),
    ]
