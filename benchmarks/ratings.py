"""Ratings: 10,000 four-player games rated from scratch (openskill Plackett-Luce).

Two figures: the rating arithmetic alone (scoring.services.ratings.rating.rate over plain data), and
`ratings.rebuild(club)`, what `manage.py rebuild_ratings` does, against a test database of
10,000 finished games among 40 players (the games are written with bulk inserts first, not
timed). The target is under 5 s for the rebuild, in CPU time of this process (SQLite runs in
it; the wall time, shown too, depends on what else the machine is doing). Also the hand page's queries once rated.
"""

from __future__ import annotations

import datetime
import random
import time

from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from . import Result, with_test_database

GAMES = 10_000
PLAYERS = 40
TARGET_S = 5.0


def games_data(seed=7):
    rng = random.Random(seed)
    games = []
    for g in range(GAMES):
        table = rng.sample(range(1, PLAYERS + 1), 4)
        winner = rng.randrange(4)
        value = rng.choice([20, 40, 60, 120, 300])
        games.append((g, {p: (3 * value if i == winner else -value) for i, p in enumerate(table)}))
    return games


def run():
    from scoring.services.ratings import rating as ratings

    data = games_data()
    started = time.process_time()
    ratings.rate(data, {})
    arithmetic = time.process_time() - started
    rows = [
        Result(
            f"rate {GAMES:,} games (arithmetic)",
            arithmetic * 1000,
            "ms",
            f"{GAMES / arithmetic:,.0f} games/s CPU",
        )
    ]
    return rows + with_test_database(measure)


def measure():
    from django.contrib.auth import get_user_model
    from django.utils import timezone

    from scoring.models import Club, Hand, HandPlayer, Player, Session
    from scoring.services.ratings import rating as ratings

    club = Club.objects.create(name="Benchmark Club", slug="bench")
    players = Player.objects.bulk_create(
        Player(club=club, name=f"P{i:02d}") for i in range(1, PLAYERS + 1)
    )
    ids = [p.pk for p in players]
    now = timezone.now()
    start = datetime.date(2020, 1, 1)
    sessions, hands, rows = [], [], []
    for g, scores in games_data():
        table = [ids[p - 1] for p in scores]
        sessions.append(
            Session(
                club=club,
                title=f"Game {g}",
                date=start + datetime.timedelta(days=g // 8),
                finished_at=now,
                length=Session.Length.HANDS,
                hand_limit=1,
                east_id=table[0],
                south_id=table[1],
                west_id=table[2],
                north_id=table[3],
            )
        )
    Session.objects.bulk_create(sessions, batch_size=1000)
    for session in sessions:
        hands.append(
            Hand(
                session=session,
                number=1,
                prevailing_wind="E",
                east_id=session.east_id,
                input={},
                output={},
            )
        )
    Hand.objects.bulk_create(hands, batch_size=1000)
    for hand, (_g, scores) in zip(hands, games_data(), strict=True):
        for seat, (p, payment) in zip("ESWN", scores.items(), strict=True):
            rows.append(HandPlayer(hand=hand, seat=seat, player_id=ids[p - 1], payment=payment))
    HandPlayer.objects.bulk_create(rows, batch_size=2000)

    started, cpu = time.perf_counter(), time.process_time()
    rated = ratings.rebuild(club)
    wall_s, rebuild_s = time.perf_counter() - started, time.process_time() - cpu
    assert rated == GAMES, rated

    # The hand page of a rated game reads what it read before ratings existed.
    get_user_model().objects.create_user("bench", password="bench-pass-1")
    client = Client()
    url = hands[-1].get_absolute_url()
    client.get(url)
    with CaptureQueriesContext(connection) as queries:
        client.get(url)
    verdict = "under" if rebuild_s < TARGET_S else "OVER"
    return [
        Result(
            f"rebuild ratings, {GAMES:,} games",
            rebuild_s * 1000,
            "ms",
            f"CPU; {connection.vendor}; {verdict} the {TARGET_S:.0f} s target; wall {wall_s:.1f} s",
        ),
        Result("hand page of a rated game", len(queries), "queries", ""),
    ]
