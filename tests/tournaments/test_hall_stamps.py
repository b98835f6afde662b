"""The hall's screens poll its data every 5 s. With a cache every server shares (REDIS_URL),
an unchanged event is answered 304 Not Modified (RFC 9110 §15.4.5) from the tournament's
version stamp without a database query, and a table finishing or a round seated deletes the
stamp, so the next poll is answered in full. On each process's memory and on Redis."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating

from .conftest import play_table

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True, params=["memory", "redis"])
def stamps(request, settings):
    settings.LIVE_STAMPS = True
    if request.param == "redis":
        request.getfixturevalue("redis_cache")


def data(tournament):
    return f"/tournaments/{tournament.pk}/hall/data/"


@pytest.fixture
def event(eight_player_tournament, organiser, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        round_ = tournament_seating.generate_round(eight_player_tournament, organiser)
        tournament_play.start_round(round_)
    return eight_player_tournament


def test_an_unchanged_hall_is_answered_304_without_a_database_query(client, event):
    etag = client.get(data(event))["ETag"]
    with CaptureQueriesContext(connection) as queries:
        again = client.get(data(event), HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304 and [q["sql"] for q in queries] == []


def test_a_table_finished_is_shown_at_the_next_poll(
    client, event, django_capture_on_commit_callbacks
):
    first = client.get(data(event))
    table = event.rounds.get(number=1).tables.get(number=1)
    with django_capture_on_commit_callbacks(execute=True):
        # East wins 24 from each: +72 (play_table's payments, E S W N).
        play_table(table, [[72, -24, -24, -24]])
    answer = client.get(data(event), HTTP_IF_NONE_MATCH=first["ETag"])
    assert answer.status_code == 200 and answer.json() != first.json()


def test_the_next_round_seated_is_shown_at_the_next_poll(
    client, event, organiser, django_capture_on_commit_callbacks
):
    first = client.get(data(event))
    with django_capture_on_commit_callbacks(execute=True):
        for table in event.rounds.get(number=1).tables.all():
            play_table(table, [[72, -24, -24, -24]])
        tournament_seating.generate_round(event, organiser)
    assert client.get(data(event), HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 200
