"""Writes that race each other never answer 500: they take their locks in one order.

Every write that changes scores (recording, correcting or deleting a hand, finishing or
reopening a game, the ratings replay) locks the club row first, then tournament rows, then
the session rows in id order (scoring.services.locks). A write that loses a race to another
write is refused with 409, whatever the other write was. Races between connections run on
PostgreSQL; the losers' answers are checked on both databases by running the two writes one
after the other from the same loaded page.
"""

import datetime
import pathlib
import re
import uuid

import pytest
from django.db import transaction
from django.test import Client

import scoring
from scoring.models import Hand, Player, Rating, RatingChange, Session
from scoring.services.ratings import rating as ratings

from .conftest import hand_for
from .test_concurrency import api, at_once, post_hand, put_hand, slow_engine

pytestmark = pytest.mark.django_db


def finished_table(club, seated, scorer, number):
    """A two-hand game of `seated` (E, S, W, N), both hands won by South: finished and rated."""
    session = Session.objects.create(
        club=club,
        title=f"Table {number}",
        date=datetime.date(2026, 11, 17),
        east=seated[0],
        south=seated[1],
        west=seated[2],
        north=seated[3],
        length=Session.Length.HANDS,
        hand_limit=2,
    )
    session.scorers.add(scorer)
    client = Client()
    client.force_login(scorer)
    for _ in range(2):
        assert post_hand(client, session, uuid.uuid4()).status_code == 201
    session.refresh_from_db()
    assert session.finished_at is not None
    return session


@pytest.fixture
def four_finished_tables(club, players, scorer):
    more = [Player.objects.create(club=club, name=f"Player {i}") for i in range(8)]
    seated = players + more
    return [finished_table(club, seated[4 * i : 4 * i + 4], scorer, i + 1) for i in range(4)]


def ratings_stored(club):
    changes = sorted(
        RatingChange.objects.filter(session__club=club).values_list(
            "session_id", "player_id", "mu", "sigma"
        )
    )
    players = sorted(
        Rating.objects.filter(player__club=club).values_list(
            "player_id", "ruleset", "mu", "sigma", "games"
        )
    )
    return changes, players


def ratings_rebuilt(club):
    with transaction.atomic():
        ratings.rebuild(club)
        rebuilt = ratings_stored(club)
        transaction.set_rollback(True)
    return rebuilt


def client_for(user):
    # As a server answers: an exception becomes a 500 response, not a test error.
    client = Client(raise_request_exception=False)
    client.force_login(user)
    return client


# Many tables at once (PostgreSQL) ---------------------------------------------------------


@pytest.mark.postgres_only
@pytest.mark.django_db(transaction=True)
def test_correcting_the_last_hands_of_four_finished_tables_at_once_stores_every_correction(
    four_finished_tables, club, organiser, monkeypatch
):
    # A tournament desk corrects several finished tables within moments of each other: each
    # correction re-rates its game and every later game of the club.
    slow_engine(monkeypatch, seconds=0.2)

    def correct(session):
        def send():
            return put_hand(client_for(organiser), session, 2, base_version=1, winner="W")

        return send

    answers = at_once(*[correct(s) for s in four_finished_tables])

    assert [getattr(a, "status_code", a) for a in answers] == [200] * 4
    for session in four_finished_tables:
        hand = Hand.objects.get(session=session, number=2, deleted_at__isnull=True)
        assert (hand.version, hand.winner) == (2, "W")
    stored = ratings_stored(club)
    assert len(stored[0]) == 16  # four players rated in each of the four games
    assert stored == ratings_rebuilt(club)


# The loser of a race gets 409, whatever won it ------------------------------------------
# Run one after the other: the second write carries the version its page or phone loaded
# before the first was saved, as the loser of a race does.


@pytest.fixture
def one_hand(table_session, scorer):
    client = Client()
    client.force_login(scorer)
    assert post_hand(client, table_session, uuid.uuid4()).status_code == 201
    return Hand.objects.get(session=table_session, number=1)


def delete_hand(client, session, number, base_version):
    body = {"base_version": base_version, "reason": "recorded at the wrong table"}
    return client.delete(api(session, number), body, content_type="application/json")


def test_a_correction_of_a_hand_deleted_meanwhile_is_refused_409_and_the_hand_stays_deleted(
    table_session, one_hand, scorer, organiser
):
    assert delete_hand(client_for(organiser), table_session, 1, base_version=1).status_code == 200

    late = put_hand(client_for(scorer), table_session, 1, base_version=1, winner="W")

    assert late.status_code == 409
    assert late.json()["field"] == "base_version"
    assert late.json()["current"]["deleted"] is True
    assert [c["action"] for c in late.json()["changes"]] == ["delete"]
    one_hand.refresh_from_db()
    assert (one_hand.is_deleted, one_hand.winner, one_hand.version) == (True, "S", 2)
    assert list(one_hand.revisions.values_list("action", flat=True).order_by("pk")) == [
        "create",
        "delete",
    ]


def test_the_correction_form_sent_after_its_hand_was_deleted_is_refused_409(
    table_session, one_hand, scorer, organiser
):
    from tests.web.conftest import rendered_form

    client = client_for(scorer)
    page = client.get(f"/sessions/{table_session.pk}/hands/1/correct/")
    form = {**rendered_form(page), "reason": "West won, not South", "winner": "W"}
    assert delete_hand(client_for(organiser), table_session, 1, base_version=1).status_code == 200

    late = client.post(f"/sessions/{table_session.pk}/hands/1/correct/", form)

    assert late.status_code == 409
    assert b"changed since you loaded version 1" in late.content
    one_hand.refresh_from_db()
    assert (one_hand.is_deleted, one_hand.version) == (True, 2)


def test_a_deletion_of_a_hand_corrected_meanwhile_is_refused_409_and_the_correction_stands(
    table_session, one_hand, scorer, organiser
):
    assert put_hand(client_for(organiser), table_session, 1, 1, winner="W").status_code == 200

    late = delete_hand(client_for(scorer), table_session, 1, base_version=1)

    assert late.status_code == 409
    assert late.json()["current"]["version"] == 2
    one_hand.refresh_from_db()
    assert (one_hand.is_deleted, one_hand.winner) == (False, "W")


def test_a_second_deletion_from_the_same_version_is_refused_409(
    table_session, one_hand, scorer, organiser
):
    assert delete_hand(client_for(organiser), table_session, 1, base_version=1).status_code == 200

    late = delete_hand(client_for(scorer), table_session, 1, base_version=1)

    assert late.status_code == 409
    assert late.json()["current"]["deleted"] is True
    assert one_hand.revisions.filter(action="delete").count() == 1


def test_a_ruling_on_a_hand_deleted_meanwhile_is_refused_as_a_conflict(
    table_session, one_hand, scorer, organiser
):
    from scoring.services.hands import referee

    loaded = Hand.objects.get(pk=one_hand.pk)  # the referee's page, before the deletion
    assert delete_hand(client_for(organiser), table_session, 1, base_version=1).status_code == 200
    document = referee.modified_document(loaded.input, "source", "wall")

    with pytest.raises(referee.RulingConflict):
        referee.rule_on(loaded, document, scorer, "90c", "self-drawn after all", base_version=1)

    one_hand.refresh_from_db()
    assert (one_hand.is_deleted, one_hand.version) == (True, 2)


# Two writes at once (PostgreSQL) ----------------------------------------------------------


@pytest.mark.postgres_only
@pytest.mark.django_db(transaction=True)
def test_a_correction_and_a_deletion_of_one_hand_at_once_store_one_and_refuse_the_other_409(
    table_session, one_hand, scorer, organiser, monkeypatch
):
    slow_engine(monkeypatch, seconds=0.2)

    answers = at_once(
        lambda: put_hand(client_for(scorer), table_session, 1, base_version=1, winner="W"),
        lambda: delete_hand(client_for(organiser), table_session, 1, base_version=1),
    )

    assert sorted(getattr(a, "status_code", a) for a in answers) == [200, 409]
    corrected, deleted = answers
    one_hand.refresh_from_db()
    actions = list(one_hand.revisions.values_list("action", flat=True).order_by("pk"))
    if corrected.status_code == 200:
        assert (one_hand.is_deleted, one_hand.winner, actions) == (
            False,
            "W",
            ["create", "correct"],
        )
    else:
        assert (one_hand.is_deleted, actions) == (True, ["create", "delete"])


@pytest.mark.postgres_only
@pytest.mark.django_db(transaction=True)
def test_finishing_a_tournament_table_while_its_last_hand_is_corrected_keeps_result_and_ratings(
    club_tournament, club, organiser, monkeypatch
):
    from scoring.services.hands import sessions
    from scoring.services.tournaments import standings as tournament_standings

    round_ = club_tournament.rounds.get(number=1)
    table = round_.tables.order_by("number").last()  # table 1 was finished at the desk
    for _ in range(2):
        sessions.record_hand(table.session, hand_for("S"), organiser, uuid.uuid4())
    slow_engine(monkeypatch, seconds=0.3)
    finish = f"/tournaments/{club_tournament.pk}/rounds/1/tables/{table.number}/finish/"

    answers = at_once(
        lambda: put_hand(client_for(organiser), table.session, 2, base_version=1, winner="W"),
        lambda: client_for(organiser).post(finish),
    )

    assert [getattr(a, "status_code", a) for a in answers] == [200, 302]
    table.refresh_from_db()
    assert table.session.finished_at is not None
    assert table.result == tournament_standings.hand_totals(table.session_id)
    assert Hand.objects.get(session=table.session, number=2, deleted_at=None).winner == "W"
    assert ratings_stored(club) == ratings_rebuilt(club)


# The order is kept in one place ------------------------------------------------------------

# Rows no write to a game or a rating locks (sign-in attempts, accounts, invitations, players'
# links to accounts; a merge locks its two players after the club).
OTHER_ROWS = ("AccessAttempt", "User", "Invitation", "Player")


def test_every_row_lock_on_clubs_tournaments_and_games_is_taken_through_the_lock_order():
    # A select_for_update anywhere else could take a club's or a game's rows out of order.
    root = pathlib.Path(scoring.__file__).parent
    found = [
        f"{path.relative_to(root)}:{number}: {line.strip()}"
        for path in root.rglob("*.py")
        if path.name != "locks.py" and "migrations" not in path.parts
        for number, line in enumerate(path.read_text().splitlines(), start=1)
        if "select_for_update" in line
        and not re.search(rf"\b({'|'.join(OTHER_ROWS)})\.objects\.select_for_update", line)
    ]
    assert found == []
