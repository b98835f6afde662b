"""An event of 10,000 players: seating its rounds, and what a visitor or an organiser asks of
it once they are played (public standings, their PDF and CSV, the score sheets' PDF).

Everything a request does must finish well inside gunicorn's 30 s worker timeout (the
README's deploy command); seating a round has a 10 s target. Each table's final scores are
stored on the table as the results desk stores them (hands do not change what the standings
read). Runs in a throwaway test database; `python -m benchmarks big_event`.
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

PLAYERS = int(os.environ.get("BIG_EVENT_PLAYERS", "10000"))
# BIG_EVENT_APART=1: the players come in teams of four and from 50 countries, and the event
# keeps team-mates and compatriots apart in every round (docs/tournaments.md, "Keeping people
# apart"); compare its seating times with a run without it. BIG_EVENT_PAGES=0 times the
# seating alone.
APART = os.environ.get("BIG_EVENT_APART", "") == "1"
PAGES = os.environ.get("BIG_EVENT_PAGES", "1") != "0"
COUNTRIES = 50
ROUNDS = 4
SEATING_TARGET_S = 10
REQUEST_TARGET_S = 30
REQUESTS = 3


def build(client, user, club):
    """Seat and play ROUNDS rounds; returns the tournament and each round's seating time."""
    from scoring.models import Player, Session, Table, TeamMember
    from scoring.services.tournaments import play as tournament_play
    from scoring.services.tournaments import setup as tournament_setup

    tournament = tournament_setup.create_tournament(
        club,
        user,
        name=f"Big Open ({PLAYERS})",
        date=datetime.date(2026, 11, 21),
        ruleset="millington",
        scheme="table_points",
        rounds_planned=8,
        results_entry="final",
        seed=2026,
    )
    entrants = Player.objects.bulk_create(
        (
            Player(club=club, name=f"Big player {i:05d}", country=f"C{i % COUNTRIES:02d}")
            if APART
            else Player(club=club, name=f"Big player {i:05d}", country="CZ")
            for i in range(PLAYERS)
        ),
        batch_size=1000,
    )
    tournament.players.add(*entrants)
    if APART:
        TeamMember.objects.bulk_create(
            (
                TeamMember(tournament=tournament, player=p, team=f"Team {i // 4}")
                for i, p in enumerate(entrants)
            ),
            batch_size=1000,
        )
        tournament.apart_countries = True
        tournament.save(update_fields=["apart_countries"])
    rng = random.Random(PLAYERS)
    seconds, cpu = [], []
    for number in range(1, ROUNDS + 1):
        started, started_cpu = time.perf_counter(), time.process_time()
        response = client.post(f"/tournaments/{tournament.pk}/rounds/new/", secure=True)
        seconds.append(time.perf_counter() - started)
        cpu.append(time.process_time() - started_cpu)
        assert response.status_code == 302, response.status_code
        round_ = tournament.rounds.get(number=number)
        tournament_play.start_round(round_)
        tables = list(round_.tables.all())
        for table in tables:
            scores = sorted(rng.randrange(-300, 300) for _ in range(3))
            table.result = dict(zip("ESWN", [*scores, -sum(scores)], strict=True))
            table.outcome = Table.Outcome.PLAYED
        Table.objects.bulk_update(tables, ["result", "outcome"], batch_size=500)
        Session.objects.filter(tournament_table__round=round_).update(
            finished_at=datetime.datetime.now(datetime.UTC)
        )
    return tournament, seconds, cpu


def measure(client, url):
    """Median wall and CPU seconds (SQLite runs in this process, so CPU time counts the
    database's work too, and not the other processes' turns on a shared machine)."""
    times, cpu = [], []
    for _ in range(REQUESTS):
        started, started_cpu = time.perf_counter(), time.process_time()
        response = client.get(url, secure=True)
        if hasattr(response, "streaming_content"):
            size = sum(len(chunk) for chunk in response.streaming_content)
        else:
            size = len(response.content)
        times.append(time.perf_counter() - started)
        cpu.append(time.process_time() - started_cpu)
        assert response.status_code == 200, (url, response.status_code)
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url, secure=True)
        if hasattr(response, "streaming_content"):
            b"".join(response.streaming_content)
    return statistics.median(times), statistics.median(cpu), len(queries), size


def run():
    return with_test_database(report)


def report():
    from django.contrib.auth import get_user_model

    from scoring.models import Club

    user = get_user_model().objects.create_user("big", password="big-pass-1")
    club = Club.objects.create(name="Big Club", slug="big")
    club.organisers.add(user)
    client = Client()
    client.force_login(user)
    apart = ", team-mates and compatriots kept apart" if APART else ""
    print(f"big event: {PLAYERS} players, {ROUNDS} rounds played ({connection.vendor}){apart}")
    started = time.perf_counter()
    tournament, seconds, cpu = build(client, user, club)
    print(f"  built in {time.perf_counter() - started:.0f} s")
    rounds = ", ".join(f"{s:.1f}" for s in seconds)
    verdict = "OK" if max(seconds) < SEATING_TARGET_S else "SLOWER THAN TARGET"
    print(
        f"  seating a round (the organiser's POST): median {statistics.median(seconds):.1f} s"
        f" wall, {statistics.median(cpu):.1f} s CPU (rounds 1-{ROUNDS}: {rounds} s wall);"
        f" target < {SEATING_TARGET_S} s: {verdict}"
    )
    if APART:
        from scoring.services.tournaments import seating as tournament_seating

        q = tournament_seating.seating_quality(tournament)
        print(f"  kept apart: {q.clashes} pairs seated together, {q.repeats} repeat meetings")
    if not PAGES:
        return
    base = f"/tournaments/{tournament.pk}"
    pages = [
        ("public standings, first page", f"{base}/standings/"),
        ("public standings, last page", f"{base}/standings/?page={PLAYERS // 200 + 1}"),
        ("standings, live refresh", f"{base}/standings/live/"),
        ("standings CSV (everyone)", f"{base}/standings.csv"),
        ("standings PDF, first part", f"{base}/standings.pdf"),
        ("score sheets PDF, first part", f"{base}/rounds/{ROUNDS}/sheets.pdf"),
        ("round page", f"{base}/rounds/{ROUNDS}/"),
        ("tournament page", f"{base}/"),
        ("name cards PDF, first part", f"{base}/name-cards.pdf"),
        ("table cards PDF, first part", f"{base}/table-cards.pdf"),
    ]
    worst = 0.0
    for label, url in pages:
        median, median_cpu, queries, size = measure(client, url)
        worst = max(worst, median)
        print(
            f"  {label}: median {median:.2f} s wall, {median_cpu:.2f} s CPU over {REQUESTS}"
            f" requests, {queries} queries, {size / 1024:.0f} KiB"
        )
    verdict = "OK" if worst < REQUEST_TARGET_S else "SLOWER THAN TARGET"
    print(f"  slowest request {worst:.1f} s; target < {REQUEST_TARGET_S} s: {verdict}")
    print(f"  load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs while measuring")
