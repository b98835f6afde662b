"""What the full answers of a club night read: the session page's live part, which every phone
at a table gets in full after each hand (docs/operations.md, "The load test"), reads its
hands, deleted ones included, in one query with their seats and penalties, and sums its
totals from those rows; a recorded hand's history keeps the seats it wrote without reading
them back."""

import uuid

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from scoring.services.hands import sessions as service

from .conftest import hand_doc

pytestmark = pytest.mark.django_db


def live(session):
    return reverse("session-live", args=[session.pk])


def test_the_live_part_of_a_table_four_hands_in_is_read_in_five_queries(
    client, table_session, scorer, settings
):
    settings.LIVE_STAMPS = True  # as with REDIS_URL: the ETag from the stamps, not a query
    for winner in "ESWN":
        service.record_hand(table_session, hand_doc(winner), scorer, uuid.uuid4())
    with CaptureQueriesContext(connection) as queries:
        answer = client.get(live(table_session))
    assert answer.status_code == 200
    # the privacy check's owner, the session, its hands, their seats, their penalties
    assert len(queries) == 5, "\n".join(q["sql"][-150:] for q in queries)


def test_the_live_parts_totals_are_the_stored_totals_without_a_deleted_hand(
    client, table_session, scorer, players
):
    for winner in "ESW":
        service.record_hand(table_session, hand_doc(winner), scorer, uuid.uuid4())
    with_all = service.session_totals(table_session)
    deleted = table_session.hands.get(number=2)
    service.delete_hand(deleted, scorer, "typed twice", deleted.version)
    answer = client.get(live(table_session))
    stored = service.session_totals(table_session)
    shown = dict(zip([p.pk for p in players[:4]], answer.context["hand_totals"], strict=True))
    assert shown == stored and shown != with_all
    rows = answer.context["table_rows"]
    assert [bool(row.get("deleted")) for row in rows].count(True) == 1
    assert len(rows) == 3


def test_recording_a_hand_keeps_the_seats_it_wrote_in_its_history_without_reading_them_back(
    table_session, scorer
):
    from scoring.models import HandRevision

    service.record_hand(table_session, hand_doc("E"), scorer, uuid.uuid4())
    with CaptureQueriesContext(connection) as queries:
        hand, created = service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    assert created
    seat_reads = [q for q in queries if q["sql"].startswith('SELECT "scoring_handplayer"')]
    assert seat_reads == []
    history = HandRevision.objects.get(hand=hand, version=1).after["seats"]
    stored = {
        row.seat: {"player": row.player_id, "score": row.score, "payment": row.payment}
        for row in hand.seats.all()
    }
    assert history == stored and sum(seat["payment"] for seat in history.values()) == 0
