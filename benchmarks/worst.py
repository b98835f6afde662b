"""The worst request each endpoint can be made to serve within scoring/limits.py: the body at
its size limit, every field at its length limit, forged form counts, the deepest JSON, the
biggest hand the API takes. Each row is the median wall time of RUNS requests through
Django's test client (one process, no network) and the size of the answer; a refused request
must cost no more than a served one. docs/operations.md ("Limits") records a run.
"""

from __future__ import annotations

import io
import json
import statistics
import time
import uuid

from scoring import limits

from . import Result, with_test_database

RUNS = 5
TILES_300 = ("1b 2b 3b " * 40)[: limits.LINE_LENGTH]
# A legal hand (the load test's table) with the most a document may carry on top: every
# penalty field filled, eight penalties.
PENALTY = {
    "type": "dangerous_discard",
    "offender": "S",
    "rule": "90c",
    "note": "n" * limits.TEXT,
}


def _world():
    import datetime

    from django.contrib.auth import get_user_model

    from scoring.models import Club, Player, Session

    user = get_user_model().objects.create_user("bench", password="bench-pass-1")
    club = Club.objects.create(name="Benchmark Club", slug="bench")
    club.organisers.add(user)
    players = [Player.objects.create(club=club, name=n) for n in ("Alena", "Bob", "Chen", "Dana")]

    def session(**extra):
        s = Session.objects.create(
            club=club,
            title="Club night",
            date=datetime.date.today(),
            east=players[0],
            south=players[1],
            west=players[2],
            north=players[3],
            created_by=user,
            **extra,
        )
        s.scorers.add(user)
        return s

    return user, session(entry_depth="tiles"), session(entry_depth="scores")


def _hand_fields():
    from benchmarks.loadtest import LOSING, WINNING
    from scoring.forms.notation import format_hand_text

    data = {
        "submission_key": str(uuid.uuid4()),
        "winner": "W",
        "win_tile": "5d",
        "win_source": "wall",
        "completes": "5",
        "penalty-TOTAL_FORMS": "0",
        "penalty-INITIAL_FORMS": "0",
    }
    for seat, held in zip("ESN", LOSING, strict=True):
        data[f"{seat}_tiles"] = format_hand_text(held)
    data["W_tiles"] = format_hand_text(WINNING)
    return data


def _measure(label, send) -> Result:
    times, size, status = [], 0, None
    for _ in range(RUNS):
        start = time.perf_counter()
        response = send()
        times.append((time.perf_counter() - start) * 1000)
        size, status = len(response.content), response.status_code
    return Result(f"worst: {label}", statistics.median(times), "ms", f"{status}, {size:,} B")


def _cases():
    from django.test import Client
    from django.test.client import BOUNDARY, MULTIPART_CONTENT, encode_multipart

    from scoring.services.hands import table

    user, tiles, scores = _world()
    anonymous = Client()
    scorer = Client()
    scorer.force_login(user)
    preview = f"/sessions/{tiles.pk}/hands/preview/"
    hand_new = f"/sessions/{tiles.pk}/hands/new/"
    api_hands = f"/api/sessions/{tiles.pk}/hands/"
    every_field_long = {k: "9" * 50_000 for k in _hand_fields()}  # (under 1 MiB in all)
    forged = {**_hand_fields(), "penalty-TOTAL_FORMS": "100000"}
    lines_at_limit = {**_hand_fields(), **{f"{s}_tiles": TILES_300 for s in "ESWN"}}
    with_penalties = {**_hand_fields(), "penalty-TOTAL_FORMS": str(limits.PENALTIES_PER_HAND)}
    for i in range(limits.PENALTIES_PER_HAND):
        with_penalties |= {
            f"penalty-{i}-type": "dangerous_discard",
            f"penalty-{i}-offender": "S",
            f"penalty-{i}-wall_tiles_left": "40",
        }
    yield "anonymous preview, a legal hand", lambda: anonymous.post(preview, _hand_fields())
    yield "anonymous preview, 8 penalties", lambda: anonymous.post(preview, with_penalties)
    yield (
        "anonymous preview, tile lines at 300 chars",
        lambda: anonymous.post(preview, lines_at_limit),
    )
    yield "anonymous preview, every field 50 kB", lambda: anonymous.post(preview, every_field_long)
    yield "anonymous preview, 100,000 forged penalty forms", lambda: anonymous.post(preview, forged)
    yield "hand form, 100,000 forged penalty forms", lambda: scorer.post(hand_new, forged)
    yield "hand form, every field 50 kB", lambda: scorer.post(hand_new, every_field_long)
    big_file = encode_multipart(BOUNDARY, {"f": io.BytesIO(b"x" * 3 * limits.REQUEST_BODY)})
    yield (
        "anonymous preview, a 3 MiB file",
        lambda: anonymous.generic("POST", preview, big_file, MULTIPART_CONTENT),
    )
    yield (
        "any form, body past 1 MiB",
        lambda: scorer.post(hand_new, {**_hand_fields(), "E_tiles": "x" * limits.REQUEST_BODY}),
    )

    from benchmarks.loadtest import LOSING, WINNING

    big_hand = {
        "players": dict(zip("ESN", LOSING, strict=True)) | {"W": WINNING},
        "winner": "W",
        "win": {"tile": "5d", "source": "wall", "completes": 4},
        "penalties": [PENALTY] * limits.PENALTIES_PER_HAND,
    }

    def api(client, url, body):
        return client.post(url, body, content_type="application/json")

    yield (
        "API record, the biggest hand it takes",
        lambda: api(
            scorer, api_hands, json.dumps({"submission_key": str(uuid.uuid4()), "hand": big_hand})
        ),
    )
    yield (
        "API record, body past 64 KiB",
        lambda: api(scorer, api_hands, json.dumps({"hand": {"x": "y" * limits.API_BODY}})),
    )
    yield (
        "API record, a list nested 20,000 deep",
        lambda: api(scorer, api_hands, "[" * 20_000 + "]" * 20_000),
    )
    yield (
        "API score (anonymous), the biggest hand",
        lambda: api(anonymous, "/api/score/", json.dumps(big_hand)),
    )
    yield (
        "API score (anonymous), 10,000 tiles",
        lambda: api(
            anonymous,
            "/api/score/",
            json.dumps({"players": {"E": {"concealed": ["1b"] * 10_000}}}),
        ),
    )
    join = f"/t/{table.join_token(tiles)}/"
    join_scores = f"/t/{table.join_token(scores)}/"
    # A player's phone, joined once to each table as South's player (no login).
    player = Client()
    for session, link in ((tiles, join), (scores, join_scores)):
        player.post(link, {"join": str(session.seats_for(session.next_deal())["S"])})
    yield (
        "join link, a tile line at 300 chars",
        lambda: player.post(join, {"number": str(tiles.next_number()), "line": TILES_300}),
    )
    yield (
        "join link, a 1 MiB line",
        lambda: player.post(join, {"number": str(tiles.next_number()), "line": "1b " * 300_000}),
    )
    yield (
        "join link (scores), 299 digits",
        lambda: player.post(join_scores, {"number": str(scores.next_number()), "line": "9" * 299}),
    )
    queued = f"/sessions/{tiles.pk}/hands/queued/"
    yield (
        "offline queue, 100,000 forged penalty forms",
        lambda: scorer.post(queued, {**forged, "expected_number": "1"}),
    )
    yield (
        "login, a wrong password",
        lambda: Client().post("/accounts/login/", {"username": "bench", "password": "x" * 4096}),
    )


def run():
    def measure():
        from django.core.cache import cache

        results = []
        for label, send in _cases():
            cache.clear()  # (the join link's rate limit counts every run)
            results.append(_measure(label, send))
        return results

    return with_test_database(measure)
