"""Two scorers at once, on PostgreSQL (SQLite serialises writers anyway)."""

import threading
import uuid

import pytest
from django.db import connection, connections

from scoring.services.hands import sessions as service

from .conftest import hand_doc

pytestmark = [pytest.mark.postgres_only, pytest.mark.django_db(transaction=True)]


@pytest.fixture(autouse=True)
def _postgres():
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL row locks")


def _at_once(*jobs):
    barrier = threading.Barrier(len(jobs))
    results, errors = [], []

    def run(job):
        try:
            barrier.wait()
            results.append(job())
        except Exception as exc:  # reported below
            errors.append(exc)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=(job,)) for job in jobs]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    return results


def test_the_same_submission_from_two_requests_at_once_is_one_hand(table_session, scorer):
    key = uuid.uuid4()
    results = _at_once(
        *[lambda: service.record_hand(table_session, hand_doc("S"), scorer, key)] * 2
    )
    assert sorted(created for _, created in results) == [False, True]
    assert table_session.hands.count() == 1


def test_two_different_hands_at_once_get_consecutive_numbers(table_session, scorer):
    _at_once(
        lambda: service.record_hand(table_session, hand_doc("E"), scorer, uuid.uuid4()),
        lambda: service.record_hand(table_session, hand_doc("E"), scorer, uuid.uuid4()),
    )
    assert sorted(table_session.hands.values_list("number", flat=True)) == [1, 2]
