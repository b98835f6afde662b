"""Tournament tables made at the classical sets depth before a table started at its ruleset's
depth: the migration moves MCR's to fans and riichi's to tiles (the depths each scores,
docs/mcr.md and docs/club-night.md), and leaves classical tables and club nights alone."""

import datetime

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("scoring", "0016_hands_at_fans_and_winners_claims")]
AFTER = [("scoring", "0017_tournament_tables_at_their_rulesets_depth")]


@pytest.mark.django_db(transaction=True)
def test_mcr_and_riichi_tournament_tables_move_from_sets_to_a_depth_their_ruleset_scores():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    apps = executor.loader.project_state(BEFORE).apps
    Club = apps.get_model("scoring", "Club")
    Player = apps.get_model("scoring", "Player")
    Session = apps.get_model("scoring", "Session")
    club = Club.objects.create(name="Brno", slug="brno")
    seats = [Player.objects.create(club=club, name=n) for n in ("Ada", "Ben", "Cy", "Di")]

    def game(ruleset, kind):
        return Session.objects.create(
            club=club,
            title=f"{ruleset} {kind}",
            date=datetime.date(2026, 11, 21),
            ruleset=ruleset,
            kind=kind,
            entry_depth="sets",
            **dict(zip(("east", "south", "west", "north"), seats, strict=True)),
        ).pk

    made = {
        (ruleset, kind): game(ruleset, kind)
        for ruleset in ("mcr", "riichi", "millington")
        for kind in ("tournament", "club")
    }
    executor = MigrationExecutor(connection)
    executor.migrate(AFTER)
    Session = executor.loader.project_state(AFTER).apps.get_model("scoring", "Session")
    depth = {key: Session.objects.get(pk=pk).entry_depth for key, pk in made.items()}
    assert depth == {
        ("mcr", "tournament"): "fans",
        ("riichi", "tournament"): "tiles",
        ("millington", "tournament"): "sets",
        # A club night's depth was chosen on its form (and checked against the ruleset).
        ("mcr", "club"): "sets",
        ("riichi", "club"): "sets",
        ("millington", "club"): "sets",
    }
    # Back to the latest schema for the tests that follow.
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
