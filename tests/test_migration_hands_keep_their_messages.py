"""Hands stored before they kept their messages get them from the migration: each stored
document scored once, the messages of the sentences its stored answer holds kept; a sentence
today's engine no longer writes (an older rules version's wording) stays English, counted."""

import datetime
import importlib

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from scoring.engine.contract import evaluate
from scoring.services.hands.engine_text import sentences
from tests.referee.conftest import cannon_document

BEFORE = [("scoring", "0029_ratings_per_ruleset")]
AFTER = [("scoring", "0030_hands_keep_their_answers_messages")]
OLDER_WORDING = "pung of dragons (red)"


@pytest.mark.django_db(transaction=True)
def test_stored_hands_get_the_messages_of_the_sentences_todays_engine_still_writes(
    monkeypatch, capsys
):
    # Batches of one: every hand is read and written in a batch of its own.
    migration = importlib.import_module("scoring.migrations.0030_hands_keep_their_answers_messages")
    monkeypatch.setattr(migration, "BATCH", 1)
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    apps = executor.loader.project_state(BEFORE).apps
    Club = apps.get_model("scoring", "Club")
    Player = apps.get_model("scoring", "Player")
    Session = apps.get_model("scoring", "Session")
    Hand = apps.get_model("scoring", "Hand")
    club = Club.objects.create(name="Brno", slug="brno")
    seats = [Player.objects.create(club=club, name=f"Zqx {n}") for n in "ABCD"]
    session = Session.objects.create(
        club=club,
        title="night",
        date=datetime.date(2026, 11, 21),
        **dict(zip(("east", "south", "west", "north"), seats, strict=True)),
    )
    # Hand 1: the cannon hand (116d doubles each dragon pung) as an older engine worded the
    # red one; hand 2: a document today's engine refuses, its one sentence kept as written.
    output = evaluate(cannon_document())
    items = output["hands"]["S"]["items"]
    red = next(item for item in items if item["what"] == "pung of red dragons")
    red["what"] = OLDER_WORDING
    cannon = Hand.objects.create(
        session=session, number=1, east=seats[0], input=cannon_document(), output=output
    )
    refused = Hand.objects.create(
        session=session,
        number=2,
        east=seats[0],
        input={"ruleset": "millington", "players": "none"},
        output={"hands": {"S": {"items": [{"rule": "mahjong", "what": "mah-jong"}]}}},
    )

    executor = MigrationExecutor(connection)
    executor.migrate(AFTER)
    Hand = executor.loader.project_state(AFTER).apps.get_model("scoring", "Hand")

    said = Hand.objects.get(pk=cannon.pk).said
    assert OLDER_WORDING not in said
    assert said["pung of green dragons"] == {
        "id": "pung of %(dragon1)s",
        "params": {"dragon1": {"id": "green dragons", "context": "tiles after 'of'"}},
    }
    assert set(said) == sentences(output) - {OLDER_WORDING}
    assert Hand.objects.get(pk=refused.pk).said == {}
    assert "2 hands keep their messages; 2 sentences today's engine no longer writes" in (
        capsys.readouterr().out
    )

    # Back: the field goes; forward again for the tests that follow.
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    Hand = executor.loader.project_state(BEFORE).apps.get_model("scoring", "Hand")
    assert "said" not in {f.name for f in Hand._meta.get_fields()}
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
