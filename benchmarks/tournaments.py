"""The public standings page of a 200-player, 8-round tournament with every table played,
and the hall display's data request for 300 players x 10 rounds.

Reports the server time of each (median of several requests through Django's test client),
its query count, and the same count for 40 players (it must not change). Runs in a
throwaway test database. Targets: standings page under 150 ms, hall data under 50 ms.
"""

import datetime
import os
import random
import statistics
import time

from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from benchmarks import with_test_database

TARGET_MS = 150
HALL_TARGET_MS = 50
REQUESTS = 9
HANDS_PER_TABLE = 8


def build(players, rounds, user, club):
    from scoring.models import Hand, HandPlayer, Player
    from scoring.services.ratings import games
    from scoring.services.tournaments import play as tournament_play
    from scoring.services.tournaments import seating as tournament_seating
    from scoring.services.tournaments import setup as tournament_setup

    tournament = tournament_setup.create_tournament(
        club,
        user,
        name=f"Benchmark Open ({players})",
        date=datetime.date(2026, 11, 21),
        ruleset="millington",
        scheme="table_points",
        rounds_planned=rounds,
        seed=2026,
    )
    entrants = Player.objects.bulk_create(
        Player(club=club, name=f"Bench {players}x{rounds} player {i:03d}", country="CZ")
        for i in range(players)
    )
    tournament.players.add(*entrants)
    rng = random.Random(players)
    seating_seconds = 0.0
    for _ in range(rounds):
        started = time.perf_counter()
        round_ = tournament_seating.generate_round(tournament, user)
        seating_seconds += time.perf_counter() - started
        tournament_play.start_round(round_)
        tables = list(round_.tables.select_related("session"))
        hands = []
        for table in tables:
            for number in range(1, HANDS_PER_TABLE + 1):
                hands.append(
                    Hand(
                        session=table.session,
                        number=number,
                        prevailing_wind="E",
                        east_id=table.session.east_id,
                        input={"ruleset": "millington"},
                    )
                )
        hands = Hand.objects.bulk_create(hands)
        seats = []
        for hand in hands:
            session = hand.session
            winner = rng.randrange(4)
            loss = rng.choice([8, 16, 24, 40, 80, 120])
            payments = [3 * loss if s == winner else -loss for s in range(4)]
            for s, field in enumerate(games.SEAT_FIELDS):
                seats.append(
                    HandPlayer(
                        hand=hand,
                        seat="ESWN"[s],
                        player_id=getattr(session, f"{field}_id"),
                        payment=payments[s],
                    )
                )
        HandPlayer.objects.bulk_create(seats, batch_size=2000)
        for table in tables:
            tournament_play.finish_table(table)
    return tournament, seating_seconds


def measure(client, url):
    client.get(url, secure=True)  # warm up templates and connections
    times = []
    for _ in range(REQUESTS):
        started = time.perf_counter()
        response = client.get(url, secure=True)
        times.append((time.perf_counter() - started) * 1000)
        assert response.status_code == 200, response.status_code
    with CaptureQueriesContext(connection) as queries:
        client.get(url, secure=True)
    return statistics.median(times), len(queries)


def measure_cpu(client, url):
    """The median CPU time of the process per request: on a shared machine wall time also
    counts the other processes' turns, CPU time mostly not (SQLite runs in this process)."""
    times = []
    for _ in range(REQUESTS):
        started = time.process_time()
        client.get(url, secure=True)
        times.append((time.process_time() - started) * 1000)
    return statistics.median(times)


def run():
    return with_test_database(report)


def report():
    from django.contrib.auth import get_user_model

    from scoring.models import Club

    user = get_user_model().objects.create_user("bench", password="bench-pass-1")
    club = Club.objects.create(name="Benchmark Club", slug="bench")
    club.organisers.add(user)
    client = Client()
    print(f"tournaments: standings page ({connection.vendor})")
    results = {}
    for players, rounds in ((200, 8), (40, 8)):
        started = time.perf_counter()
        tournament, seating_seconds = build(players, rounds, user, club)
        built = time.perf_counter() - started
        median_ms, queries = measure(client, f"/tournaments/{tournament.pk}/standings/")
        results[players] = (median_ms, queries)
        print(
            f"  {players} players x {rounds} rounds ({players // 4 * rounds} tables,"
            f" {players // 4 * rounds * HANDS_PER_TABLE} hands): median {median_ms:.1f} ms over"
            f" {REQUESTS} requests, {queries} queries;"
            f" seating {seating_seconds * 1000:.0f} ms for all rounds; built in {built:.1f} s"
        )
    median_ms, queries = results[200]
    verdict = "OK" if median_ms < TARGET_MS else "SLOWER THAN TARGET"
    constant = "constant" if results[40][1] == queries else "NOT CONSTANT"
    print(f"  target < {TARGET_MS} ms: {verdict}; query count {constant}")

    print(f"tournaments: hall display data ({connection.vendor})")
    hall = {}
    for players, rounds in ((300, 10), (40, 10)):
        tournament, _seconds = build(players, rounds, user, club)
        url = f"/tournaments/{tournament.pk}/hall/data/"
        median_ms, queries = measure(client, url)
        cpu_ms = measure_cpu(client, url)
        hall[players] = (median_ms, queries)
        print(
            f"  {players} players x {rounds} rounds ({players // 4 * rounds} tables,"
            f" {players // 4 * rounds * HANDS_PER_TABLE} hands): median {median_ms:.1f} ms over"
            f" {REQUESTS} requests ({cpu_ms:.1f} ms CPU), {queries} queries"
        )
    load = os.getloadavg()[0]
    print(f"  load average {load:.1f} on {os.cpu_count()} CPUs while measuring")
    median_ms, queries = hall[300]
    verdict = "OK" if median_ms < HALL_TARGET_MS else "SLOWER THAN TARGET"
    constant = "constant" if hall[40][1] == queries else "NOT CONSTANT"
    print(f"  target < {HALL_TARGET_MS} ms: {verdict}; query count {constant}")
