"""The results desk at 2,500 tables (10,000 players): what one save costs and what the desk
answers with after it. The answer must stay under 200 kB and 1 s whatever the round's size:
it is the next table to enter and the runs of tables still missing, not the whole round
(which weighed 4.7 MB and took 2.7-9.3 s before). The whole round is its own view, 100
tables a page. Runs in a throwaway test database; `python -m benchmarks desk`
(`DESK_TABLES` to change the size). docs/tournaments.md records a run.
"""

import datetime
import os
import statistics
import time

from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from benchmarks import Result, with_test_database

TABLES = int(os.environ.get("DESK_TABLES", "2500"))
SAVES = 5
TARGET_BYTES = 200_000
TARGET_S = 1.0


def build(user, club):
    """A round of TABLES tables, seated and started, every fourth table already entered (the
    missing tables are many short runs, the desk's worst list)."""
    from scoring.models import Player, Session, Table
    from scoring.services.tournaments import play as tournament_play
    from scoring.services.tournaments import seating as tournament_seating
    from scoring.services.tournaments import setup as tournament_setup

    tournament = tournament_setup.create_tournament(
        club,
        user,
        name=f"Desk Open ({TABLES} tables)",
        date=datetime.date(2026, 11, 21),
        ruleset="millington",
        scheme="table_points",
        rounds_planned=4,
        results_entry="final",
        seed=2026,
    )
    entrants = Player.objects.bulk_create(
        (Player(club=club, name=f"Desk player {i:05d}", country="CZ") for i in range(TABLES * 4)),
        batch_size=1000,
    )
    tournament.players.add(*entrants)
    round_ = tournament_seating.generate_round(tournament, user)
    tournament_play.start_round(round_)
    entered = list(round_.tables.filter(number__in=range(4, TABLES + 1, 4)))
    for table in entered:
        table.result = {"E": 30, "S": -10, "W": -10, "N": -10}
        table.outcome = Table.Outcome.PLAYED
    Table.objects.bulk_update(entered, ["result", "outcome"], batch_size=500)
    Session.objects.filter(tournament_table__in=entered).update(
        finished_at=datetime.datetime.now(datetime.UTC)
    )
    return tournament, round_


def timed(call):
    started, started_cpu = time.perf_counter(), time.process_time()
    response = call()
    size = len(response.content)
    return time.perf_counter() - started, time.process_time() - started_cpu, size, response


def run():
    return with_test_database(report)


def report():
    from django.contrib.auth import get_user_model

    from scoring.models import Club

    user = get_user_model().objects.create_user("desk", password="desk-pass-1")
    club = Club.objects.create(name="Desk Club", slug="desk")
    club.organisers.add(user)
    client = Client()
    client.force_login(user)
    started = time.perf_counter()
    tournament, round_ = build(user, club)
    print(
        f"results desk: {TABLES} tables ({connection.vendor}),"
        f" built in {time.perf_counter() - started:.0f} s"
    )
    desk = f"/tournaments/{tournament.pk}/rounds/{round_.number}/results/"
    saves, answers = [], []
    for number in range(TABLES // 2 + 1, TABLES // 2 + 1 + SAVES * 4, 4):
        scores = {
            f"t{number}-{seat}": v for seat, v in zip("ESWN", (30, -10, -10, -10), strict=True)
        }
        save = timed(lambda n=number, s=scores: client.post(f"{desk}{n}/", s))
        assert save[3].status_code == 302, save[3].status_code
        saves.append(save)
        location = save[3]["Location"]
        with CaptureQueriesContext(connection) as queries:
            answer = timed(lambda url=location: client.get(url))
        assert answer[3].status_code == 200
        answers.append((*answer, len(queries)))
    whole = [timed(lambda: client.get(f"{desk}all/?page=13")) for _ in range(3)]
    save_s = statistics.median(s[0] for s in saves)
    answer_s = statistics.median(a[0] for a in answers)
    answer_cpu = statistics.median(a[1] for a in answers)
    size = max(a[2] for a in answers)
    ok = size < TARGET_BYTES and answer_s < TARGET_S
    print(
        f"  a save (POST, redirect): median {save_s:.2f} s wall,"
        f" {statistics.median(s[1] for s in saves):.2f} s CPU over {SAVES}"
    )
    print(
        f"  the desk's answer (next table, what is missing): median {answer_s:.2f} s wall,"
        f" {answer_cpu:.2f} s CPU, {answers[0][4]} queries, {size / 1024:.0f} KiB;"
        f" target < {TARGET_BYTES // 1000} kB and < {TARGET_S:.0f} s: {'OK' if ok else 'OVER'}"
    )
    print(
        f"  the whole round, a page of 100 tables: median"
        f" {statistics.median(w[0] for w in whole):.2f} s wall,"
        f" {statistics.median(w[1] for w in whole):.2f} s CPU, {whole[0][2] / 1024:.0f} KiB"
    )
    print(f"  load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs while measuring")
    return [
        Result("desk answer after a save", answer_s * 1000, "ms", f"{TABLES} tables"),
        Result("desk answer size", size, "bytes", f"{TABLES} tables"),
        Result("desk save", save_s * 1000, "ms", f"{TABLES} tables"),
    ]
