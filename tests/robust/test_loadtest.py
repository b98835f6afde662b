"""The load test's own parts: its hands are legal, and its checks catch what they look for."""

import random
import uuid
from collections import Counter

import pytest

from benchmarks.loadtest import Results, hand_document, percentile_ms, verify
from scoring.engine.contract import evaluate
from scoring.models import HandPlayer
from scoring.services.hands.sessions import record_hand


def tiles_of(held):
    return [t for meld in held["melds"] for t in meld["tiles"]] + held["concealed"]


@pytest.mark.parametrize("seed", range(12))
def test_every_load_test_hand_is_a_legal_table_that_settles_to_zero(seed):
    document = hand_document(random.Random(seed))
    players = document["players"]
    winner = document["winner"]

    # Rule C1: a hand holds 13 tiles, the winner 14 (no kongs or bonus tiles here); the set
    # has four of each tile, so no tile may appear more than four times on the table.
    assert {seat: len(tiles_of(held)) for seat, held in players.items()} == {
        seat: 14 if seat == winner else 13 for seat in "ESWN"
    }
    counts = Counter(t for held in players.values() for t in tiles_of(held))
    assert max(counts.values()) <= 4
    result = evaluate({"ruleset": "millington", "prevailing_wind": "E", **document})
    assert result["hands"][winner]["mahjong"] is True
    assert sum(result["payments"].values()) == 0  # classical-extra settlement 4: zero-sum


def test_latency_percentiles_are_read_from_the_sorted_samples():
    samples = [i / 1000 for i in range(1, 101)]  # 1 ms .. 100 ms
    assert percentile_ms(samples, 50) == pytest.approx(50.5)
    assert percentile_ms(samples, 95) == pytest.approx(95.05)


@pytest.fixture
def played(table_session, scorer):
    """Three hands recorded and acknowledged, as the load test's bookkeeping would have it."""
    results = Results()
    rng = random.Random(3)
    for _ in range(3):
        key = uuid.uuid4()
        hand, _ = record_hand(table_session, hand_document(rng), scorer, key)
        results.acknowledged[str(key)] = (table_session.pk, hand.number)
    return results


@pytest.mark.django_db
def test_the_checks_pass_on_an_honest_club_night(played):
    assert verify(played) == []


@pytest.mark.django_db
def test_the_checks_catch_a_hand_nobody_was_told_of(played, table_session, scorer):
    record_hand(table_session, hand_document(random.Random(4)), scorer, uuid.uuid4())
    assert verify(played) == ["1 hands in the database were never acknowledged"]


@pytest.mark.django_db
def test_the_checks_catch_an_acknowledged_hand_that_is_missing(played):
    played.acknowledged[str(uuid.uuid4())] = (1, 4)
    assert verify(played) == ["1 acknowledged hands are not in the database"]


@pytest.mark.django_db
def test_the_checks_catch_payments_that_do_not_balance_and_stale_totals(played, table_session):
    row = HandPlayer.objects.filter(hand__number=2, seat="E").get()
    row.payment += 10
    row.save()

    problems = verify(played)

    assert problems[0] == "1 hands' payments do not sum to zero"
    assert problems[1].startswith(f"session {table_session.pk}: totals")
