"""A club night never loses or duplicates a hand.

Through the session API, as the phones use it: double taps, retries, racing corrections and a
failure half-way through a save. Scorers racing each other run on both databases: PostgreSQL
serialises them with row locks, SQLite by beginning every write transaction IMMEDIATE so the
second waits its turn. Killing a connection mid-save, and counting the key lookups that
show two requests met at the session's row lock, need PostgreSQL (`postgres_only`).
"""

import threading
import time
import uuid

import pytest
from django.db import IntegrityError, connection, transaction
from django.test import Client
from django.utils import timezone

from scoring.engine import contract
from scoring.models import Hand, HandPlayer, HandRevision, Penalty
from scoring.services.hands import sessions as service

from .actions import hand_fields
from .conftest import hand_for, next_hand

pytestmark = pytest.mark.django_db


def api(session, number=None):
    base = f"/api/sessions/{session.pk}/hands/"
    return base if number is None else f"{base}{number}/"


def post_hand(client, session, key, winner="S", shown=None):
    """A new hand through the API, typed for the hand and seats `shown` (the next ones)."""
    shown = shown or next_hand(session)
    body = {"submission_key": str(key), **shown, "hand": hand_for(winner)}
    return client.post(api(session), body, content_type="application/json")


def put_hand(client, session, number, base_version, winner="S", source="wall"):
    body = {
        "base_version": base_version,
        "reason": "the scorer typed the wrong source",
        "hand": hand_for(winner, source=source),
    }
    return client.put(api(session, number), body, content_type="application/json")


def state(session):
    """Everything a failed save must leave exactly as it was."""
    return {
        "hands": list(
            Hand.objects.filter(session=session)
            .order_by("pk")
            .values_list("number", "version", "input", "output", "deleted_at", "east_id")
        ),
        "seats": list(
            HandPlayer.objects.filter(hand__session=session)
            .order_by("hand_id", "seat")
            .values_list("hand__number", "seat", "player_id", "payment")
        ),
        "penalties": Penalty.objects.filter(hand__session=session).count(),
        "history": list(
            HandRevision.objects.filter(hand__session=session)
            .order_by("pk")
            .values_list("pk", "version", "action")
        ),
        "totals": service.session_totals(session),
        "finished_at": type(session).objects.get(pk=session.pk).finished_at,
    }


@pytest.fixture
def scorer_client(scorer):
    client = Client()
    client.force_login(scorer)
    return client


# Idempotent recording ---------------------------------------------------------------------


def test_a_double_tap_records_one_hand_and_answers_the_repeat_with_it(table_session, scorer_client):
    key, shown = uuid.uuid4(), next_hand(table_session)
    first = post_hand(scorer_client, table_session, key, shown=shown)
    again = post_hand(scorer_client, table_session, key, shown=shown)

    assert (first.status_code, again.status_code) == (201, 200)
    assert again.json()["number"] == first.json()["number"] == 1
    assert again.json()["version"] == first.json()["version"] == 1
    assert Hand.objects.filter(session=table_session).count() == 1
    assert HandRevision.objects.filter(hand__session=table_session).count() == 1


def test_a_retry_carrying_a_changed_hand_is_refused_409_and_the_first_hand_stands(
    table_session, scorer_client
):
    # The phone re-sends after a timeout, but with another winner: the key names one hand,
    # so the bodies must agree; the server says they differ instead of answering "recorded".
    key, shown = uuid.uuid4(), next_hand(table_session)
    post_hand(scorer_client, table_session, key, winner="S", shown=shown)
    again = post_hand(scorer_client, table_session, key, winner="W", shown=shown)

    assert again.status_code == 409
    assert again.json()["field"] == "submission_key"
    assert again.json()["theirs"]["winner"] == "S"
    assert Hand.objects.filter(session=table_session).count() == 1


def test_the_database_refuses_a_second_hand_with_the_same_submission_key(recorded_night):
    # The unique index is what stops two racing requests that both passed the "recorded
    # before?" check: the second INSERT fails whatever the code above it did.
    first = Hand.objects.filter(session=recorded_night, number=1).get()
    with pytest.raises(IntegrityError), transaction.atomic():
        copy_of(first, number=4).save()
    assert Hand.objects.filter(submission_key=first.submission_key).count() == 1


def test_the_database_refuses_two_live_hands_with_the_same_number(recorded_night):
    first = Hand.objects.filter(session=recorded_night, number=1).get()
    with pytest.raises(IntegrityError), transaction.atomic():
        copy_of(first, submission_key=None).save()


def test_a_soft_deleted_hand_leaves_its_number_free_for_the_hand_recorded_in_its_place(
    recorded_night,
):
    first = Hand.objects.filter(session=recorded_night, number=1).get()
    first.deleted_at = timezone.now()
    first.save()

    copy_of(first, submission_key=None, deleted_at=None).save()

    assert Hand.objects.filter(session=recorded_night, number=1).count() == 2


def copy_of(hand, **changes):
    fields = {
        f.attname: getattr(hand, f.attname)
        for f in Hand._meta.concrete_fields
        if not f.primary_key and f.name not in ("created_at", "updated_at")
    }
    return Hand(**{**fields, **changes})


# Optimistic versions ----------------------------------------------------------------------


def test_of_two_corrections_from_the_same_version_the_second_is_refused_and_overwrites_nothing(
    table_session, scorer_client, organiser
):
    post_hand(scorer_client, table_session, uuid.uuid4())
    other = Client()
    other.force_login(organiser)

    mine = put_hand(scorer_client, table_session, 1, base_version=1, source="wall")
    theirs = put_hand(other, table_session, 1, base_version=1, source="discard")

    assert mine.status_code == 200 and mine.json()["version"] == 2
    assert theirs.status_code == 409
    assert theirs.json()["field"] == "base_version"
    assert theirs.json()["current"]["version"] == 2
    hand = Hand.objects.get(session=table_session, number=1)
    assert (hand.version, hand.input["win"]["source"]) == (2, "wall")
    assert list(hand.revisions.values_list("version", "action").order_by("pk")) == [
        (1, "create"),
        (2, "correct"),
    ]


# A failure half-way through ---------------------------------------------------------------


@pytest.fixture
def crashing_client(scorer):
    # As a server would: the exception becomes a 500, the transaction is rolled back.
    client = Client(raise_request_exception=False)
    client.force_login(scorer)
    return client


def fail_on_call(monkeypatch, target, name, call):
    """Make `target.name` raise on its `call`-th call (1-based), as a crash half-way would."""
    original = getattr(target, name)
    calls = {"n": 0}

    def failing(*args, **kwargs):
        calls["n"] += 1
        if calls["n"] == call:
            raise RuntimeError("the server died here")
        return original(*args, **kwargs)

    monkeypatch.setattr(target, name, failing)
    return calls


def record_four(client, session):
    # S, W, N, E win in turn: the deal passes three times (East keeps it only when East wins).
    for winner in "SWNE":
        assert post_hand(client, session, uuid.uuid4(), winner=winner).status_code == 201


def test_a_crash_after_the_hand_row_is_written_records_nothing_and_the_retry_records_it_once(
    table_session, crashing_client, monkeypatch
):
    key = uuid.uuid4()
    before = state(table_session)
    # The history row is the last write of a recording: the hand and its seats exist by then.
    fail_on_call(monkeypatch, service, "_revise", 1)

    assert post_hand(crashing_client, table_session, key).status_code == 500
    assert state(table_session) == before

    monkeypatch.undo()
    retry = post_hand(crashing_client, table_session, key)
    assert retry.status_code == 201
    assert Hand.objects.filter(session=table_session).count() == 1


def test_a_crash_half_way_through_re_scoring_a_correction_leaves_the_session_as_it_was(
    table_session, scorer_client, crashing_client, monkeypatch
):
    record_four(scorer_client, table_session)
    before = state(table_session)
    # Correcting hand 2 re-scores hands 2, 3 and 4; the engine fails on hand 3, after hand 2's
    # new rows were written.
    calls = fail_on_call(monkeypatch, contract, "answer", 2)

    response = put_hand(crashing_client, table_session, 2, base_version=1, winner="W")

    assert response.status_code == 500
    assert calls["n"] == 2
    assert state(table_session) == before


def test_a_crash_half_way_through_a_deletion_leaves_the_hand_and_the_totals_as_they_were(
    table_session, scorer_client, crashing_client, monkeypatch
):
    record_four(scorer_client, table_session)
    before = state(table_session)
    # Deleting hand 1 moves the deal of hands 2-4, so each is re-scored; fail on the second.
    fail_on_call(monkeypatch, contract, "answer", 2)

    response = crashing_client.delete(
        api(table_session, 1),
        {"base_version": 1, "reason": "wrong table"},
        content_type="application/json",
    )

    assert response.status_code == 500
    assert state(table_session) == before


def test_the_totals_after_any_change_equal_a_fresh_re_computation(table_session, scorer_client):
    record_four(scorer_client, table_session)
    put_hand(scorer_client, table_session, 2, base_version=1, winner="W", source="wall")
    scorer_client.delete(
        api(table_session, 3), {"base_version": 1, "reason": "x"}, content_type="application/json"
    )

    stored = service.session_totals(table_session)
    with transaction.atomic():
        recomputed = service.recompute_session(table_session)
        transaction.set_rollback(True)

    assert recomputed == stored
    assert sum(stored.values()) == 0  # every hand's payments sum to zero, so do the totals


# Real concurrency (PostgreSQL) ------------------------------------------------------------


def slow_engine(monkeypatch, seconds=0.3):
    """Hold every scoring for a moment, so racing requests overlap inside their transactions."""
    original = contract.answer

    def slow(document):
        time.sleep(seconds)
        return original(document)

    monkeypatch.setattr(contract, "answer", slow)


def at_once(*calls):
    """Run each call in its own thread and database connection, released together."""
    barrier = threading.Barrier(len(calls))
    results = [None] * len(calls)

    def run(i, call):
        try:
            barrier.wait()
            results[i] = call()
        except Exception as exc:  # reported to the test, not lost in the thread
            results[i] = exc
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i, c)) for i, c in enumerate(calls)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    return results


@pytest.mark.postgres_only
@pytest.mark.django_db(transaction=True)
def test_two_requests_with_the_same_key_at_once_record_one_hand(table_session, scorer, monkeypatch):
    slow_engine(monkeypatch)
    key, shown = uuid.uuid4(), next_hand(table_session)
    lookups = fail_on_call(monkeypatch, service, "_submitted", call=0)  # counts, never fails

    def send():
        client = Client()
        client.force_login(scorer)
        return post_hand(client, table_session, key, shown=shown)

    first, second = at_once(send, send)

    assert sorted([first.status_code, second.status_code]) == [200, 201]
    # Both looked the key up before either had saved (2 lookups): the race was real. Each
    # looked again once it held the session's row lock (4): the second found the first's
    # hand there. (The unique index behind the key is tested with a direct insert.)
    assert lookups["n"] == 4
    assert first.json()["number"] == second.json()["number"] == 1
    assert Hand.objects.filter(session=table_session).count() == 1
    assert HandRevision.objects.filter(hand__session=table_session).count() == 1


@pytest.mark.django_db(transaction=True)
def test_eight_scorers_recording_hand_1_at_once_store_it_once_and_seven_see_it(
    table_session, scorer
):
    shown = next_hand(table_session)
    winners = "SWNSWNSW"

    def sender(winner):
        def send():
            client = Client()
            client.force_login(scorer)
            return post_hand(client, table_session, uuid.uuid4(), winner=winner, shown=shown)

        return send

    answers = at_once(*[sender(w) for w in winners])

    assert sorted(a.status_code for a in answers) == [201] + [409] * 7
    stored = Hand.objects.get(session=table_session)
    assert stored.number == 1
    for refused in (a for a in answers if a.status_code == 409):
        assert refused.json()["theirs"]["number"] == 1
        assert refused.json()["theirs"]["winner"] == stored.winner
    assert HandRevision.objects.filter(hand__session=table_session).count() == 1


@pytest.mark.django_db(transaction=True)
def test_two_phones_sending_the_hand_form_for_hand_1_at_once_store_one_hand(
    table_session, scorer, monkeypatch
):
    # Two scorers at one table opened the form for hand 1; Bob won on one phone, Chen on the
    # other, and both tap Record at the same moment.
    slow_engine(monkeypatch)
    shown = {"expected_number": "1", "expected_deal": service.deal_key(table_session.next_deal())}

    def sender(winner):
        def send():
            client = Client()
            client.force_login(scorer)
            fields = {**hand_fields(winner, "wall"), **shown}
            return client.post(f"/sessions/{table_session.pk}/hands/new/", fields)

        return send

    bob, chen = at_once(sender("S"), sender("W"))

    assert sorted([bob.status_code, chen.status_code]) == [302, 409]
    refused = bob if bob.status_code == 409 else chen
    assert b"was recorded by someone else meanwhile" in refused.content
    assert list(Hand.objects.filter(session=table_session).values_list("number", flat=True)) == [1]
    assert HandRevision.objects.filter(hand__session=table_session).count() == 1


@pytest.mark.django_db(transaction=True)
def test_two_corrections_at_once_from_the_same_version_one_wins_one_gets_409(
    table_session, scorer, organiser, monkeypatch
):
    client = Client()
    client.force_login(scorer)
    post_hand(client, table_session, uuid.uuid4())
    slow_engine(monkeypatch)

    def correct(user, source):
        def send():
            c = Client()
            c.force_login(user)
            return put_hand(c, table_session, 1, base_version=1, source=source)

        return send

    answers = at_once(correct(scorer, "wall"), correct(organiser, "discard"))

    assert sorted(a.status_code for a in answers) == [200, 409]
    won = next(a for a in answers if a.status_code == 200).json()
    lost = next(a for a in answers if a.status_code == 409).json()
    assert lost["current"]["version"] == won["version"] == 2
    hand = Hand.objects.get(session=table_session, number=1)
    assert hand.version == 2
    assert hand.input["win"]["source"] == won["input"]["win"]["source"]
    assert hand.revisions.count() == 2  # create, and the one correction that won


@pytest.mark.postgres_only
@pytest.mark.django_db(transaction=True)
def test_a_connection_killed_mid_save_records_nothing_and_the_retry_records_one_hand(
    table_session, scorer, monkeypatch
):
    # The nearest thing to pulling the plug: PostgreSQL ends the backend in the middle of the
    # recording's transaction, as it would when the app server dies.
    slow_engine(monkeypatch, seconds=1.0)
    key = uuid.uuid4()

    def send():
        client = Client(raise_request_exception=False)
        client.force_login(scorer)
        return post_hand(client, table_session, key)

    def kill():
        time.sleep(0.5)  # the recording is inside its slow scoring, the session row locked
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE "
                "datname = current_database() AND pid <> pg_backend_pid() "
                "AND state = 'idle in transaction'"
            )
            return cursor.fetchall()

    answer, killed = at_once(send, kill)
    assert killed == [(True,)]  # exactly one backend, the recording's, was in a transaction

    assert answer.status_code == 500
    assert not Hand.objects.filter(session=table_session).exists()
    monkeypatch.undo()
    client = Client()
    client.force_login(scorer)
    assert post_hand(client, table_session, key).status_code == 201
    assert Hand.objects.filter(session=table_session).count() == 1


@pytest.mark.django_db(transaction=True)
def test_a_double_tap_on_the_last_hand_of_a_game_answers_both_taps_with_that_hand(
    table_session, scorer, monkeypatch
):
    table_session.length = "hands"
    table_session.hand_limit = 1  # the first hand ends the game
    table_session.save()
    slow_engine(monkeypatch)
    # Both taps carry the one form the scorer saw: hand 1 and its seats.
    key, shown = uuid.uuid4(), next_hand(table_session)

    def send():
        client = Client()
        client.force_login(scorer)
        return post_hand(client, table_session, key, shown=shown)

    answers = at_once(send, send)

    assert sorted(a.status_code for a in answers) == [200, 201]
    assert Hand.objects.filter(session=table_session).count() == 1
