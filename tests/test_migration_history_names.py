"""Hands' history rows stored before players were kept by id only held a copy of each seat's
player name in their before/after snapshots: the migration removes the copies and keeps
everything else (ids, scores, payments, the deal), so the history names players only through
the privacy path."""

import datetime

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("scoring", "0018_a_part_is_its_players")]
AFTER = [("scoring", "0019_hand_history_names_players_by_id")]


def _seats(players, name=True):
    return {
        seat: {"player": p.pk, **({"name": p.name} if name else {}), "score": 8, "payment": 4}
        for seat, p in zip("ESWN", players, strict=True)
    }


@pytest.mark.django_db(transaction=True)
def test_stored_history_snapshots_lose_their_copies_of_player_names_and_keep_the_rest():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    apps = executor.loader.project_state(BEFORE).apps
    Club = apps.get_model("scoring", "Club")
    Player = apps.get_model("scoring", "Player")
    Session = apps.get_model("scoring", "Session")
    Hand = apps.get_model("scoring", "Hand")
    HandRevision = apps.get_model("scoring", "HandRevision")
    club = Club.objects.create(name="Brno", slug="brno")
    seats = [Player.objects.create(club=club, name=f"Zqxold {n}") for n in "ABCD"]
    session = Session.objects.create(
        club=club,
        title="night",
        date=datetime.date(2026, 11, 21),
        **dict(zip(("east", "south", "west", "north"), seats, strict=True)),
    )
    hand = Hand.objects.create(session=session, number=1, east=seats[0], input={})
    snapshot = {"number": 1, "version": 1, "deleted": False, "winner": "S", "seats": _seats(seats)}
    created = HandRevision.objects.create(hand=hand, version=1, action="create", after=snapshot)
    corrected = HandRevision.objects.create(
        hand=hand, version=2, action="correct", before=snapshot, after={**snapshot, "version": 2}
    )
    deleted = HandRevision.objects.create(hand=hand, version=3, action="delete", before=None)

    executor = MigrationExecutor(connection)
    executor.migrate(AFTER)
    HandRevision = executor.loader.project_state(AFTER).apps.get_model("scoring", "HandRevision")
    kept = {**snapshot, "seats": _seats(seats, name=False)}
    assert HandRevision.objects.get(pk=created.pk).after == kept
    assert HandRevision.objects.get(pk=corrected.pk).before == kept
    assert HandRevision.objects.get(pk=corrected.pk).after == {**kept, "version": 2}
    assert HandRevision.objects.get(pk=deleted.pk).before is None
    # Back to the latest schema for the tests that follow.
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
