"""Tables made before tables had codes: the migration gives each its own (the field's default
would give every existing row the same one, which the unique index refuses)."""

import datetime

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("scoring", "0024_season_standings_per_ruleset")]
AFTER = [("scoring", "0025_players_confirm_tables_and_register")]


@pytest.mark.django_db(transaction=True)
def test_every_table_made_before_codes_gets_its_own_ten_character_code():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    apps = executor.loader.project_state(BEFORE).apps
    Club, Player, Session = (apps.get_model("scoring", m) for m in ("Club", "Player", "Session"))
    Tournament, Round, Table = (
        apps.get_model("scoring", m) for m in ("Tournament", "Round", "Table")
    )
    club = Club.objects.create(name="Brno", slug="brno")
    seats = [Player.objects.create(club=club, name=n) for n in ("Ada", "Ben", "Cy", "Di")]
    day = datetime.date(2026, 11, 21)
    event = Tournament.objects.create(club=club, name="Open", date=day)
    round_ = Round.objects.create(tournament=event, number=1)
    made = [
        Table.objects.create(
            round=round_,
            number=n,
            session=Session.objects.create(
                club=club,
                title=f"table {n}",
                date=day,
                kind="tournament",
                **dict(zip(("east", "south", "west", "north"), seats, strict=True)),
            ),
        ).pk
        for n in (1, 2, 3)
    ]
    executor = MigrationExecutor(connection)
    executor.migrate(AFTER)
    Table = executor.loader.project_state(AFTER).apps.get_model("scoring", "Table")
    codes = [Table.objects.get(pk=pk).code for pk in made]
    assert len(set(codes)) == 3 and all(len(c) == 10 for c in codes)
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
