"""Club night: recording a hand, correcting the first hand of a full game (which re-scores
every later hand), and the session page, on a full four-wind game of 24 hands.

Runs in a throwaway test database, through the services and the test client, with the real
engine. Reports medians in milliseconds of wall time.
"""

from __future__ import annotations

import datetime
import statistics
import time
import uuid

from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from . import Result, with_test_database

# One wind: East wins, a draw, then four other winners pass the deal (6 hands); 4 winds = 24.
WINNERS = ["E", None, "S", "W", "N", "S"]
WINNER_LINE = "[Rd Rd Rd] (2b 3b 4b) (5c 5c 5c) [7d 8d 9d] (Wd Wd)"
DRAWN_LINE = "[Rd Rd Rd] (2b 3b 4b) (5c 5c 5c) [7d 8d 9d] Wd"
LOSER_LINES = [
    "(1b 1b 1b) 3c 4c 9d Ew Sw 6b 8c 2d 2d 9b",
    "[Gd Gd Gd] 1c 2c 6d 6d Nw Nw 7b 8b 9c 3d",
    "(Ww Ww Ww) 4d 5d 1d 1d 7c 8c 5b 5b 9b 6c",
]


def hand(winner):
    from scoring.forms.notation import parse_hand_text

    losers = iter(LOSER_LINES)
    players = {}
    for seat in "ESWN":
        if seat == (winner or "E"):
            players[seat] = parse_hand_text(WINNER_LINE if winner else DRAWN_LINE)
        else:
            players[seat] = parse_hand_text(next(losers))
    doc = {"players": players, "winner": winner, "penalties": []}
    if winner:
        doc["win"] = {"tile": "Wd", "source": "wall", "completes": 4}
    return doc


def run():
    return with_test_database(measure)


def measure():
    from django.contrib.auth import get_user_model

    from scoring.models import Club, Player, Session
    from scoring.services.hands import sessions as service

    user = get_user_model().objects.create_user("bench", password="bench-pass-1")
    club = Club.objects.create(name="Benchmark Club", slug="bench")
    players = [Player.objects.create(club=club, name=n) for n in "ABCD"]
    record_ms, correct_ms = [], []
    for game in range(3):
        session = Session.objects.create(
            club=club,
            title=f"Bench {game}",
            date=datetime.date(2026, 11, 21),
            east=players[0],
            south=players[1],
            west=players[2],
            north=players[3],
        )
        for _ in range(4):
            for winner in WINNERS:
                started = time.perf_counter()
                service.record_hand(session, hand(winner), user, uuid.uuid4())
                record_ms.append((time.perf_counter() - started) * 1000)
        first = session.hands.get(number=1)
        started = time.perf_counter()
        service.correct_hand(first, hand("E"), user, "benchmark", base_version=1)
        correct_ms.append((time.perf_counter() - started) * 1000)
    client = Client()
    url = session.get_absolute_url()
    client.get(url)
    page_ms = []
    for _ in range(9):
        started = time.perf_counter()
        client.get(url)
        page_ms.append((time.perf_counter() - started) * 1000)
    with CaptureQueriesContext(connection) as queries:
        client.get(url)
    return [
        Result("record one hand", statistics.median(record_ms), "ms", f"{connection.vendor}"),
        Result("correct hand 1 of 24", statistics.median(correct_ms), "ms", "re-scores all 24"),
        Result(
            "session page, 24 hands", statistics.median(page_ms), "ms", f"{len(queries)} queries"
        ),
    ]
