"""Club games started before every game was a table of a night: the migration gives each one
that no night held a night of one table (its club, date and title), leaves the games already
at a night where they were, and leaves tournament games to their tournament."""

import datetime

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("scoring", "0026_house_rulesets_and_their_versions")]
AFTER = [("scoring", "0027_every_club_game_a_table_of_a_night")]


@pytest.mark.django_db(transaction=True)
def test_a_club_game_that_no_night_held_becomes_a_night_of_one_table():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    apps = executor.loader.project_state(BEFORE).apps
    Club = apps.get_model("scoring", "Club")
    Player = apps.get_model("scoring", "Player")
    Session = apps.get_model("scoring", "Session")
    ClubNight = apps.get_model("scoring", "ClubNight")
    club = Club.objects.create(name="Brno", slug="brno")
    seats = [Player.objects.create(club=club, name=n) for n in ("Ada", "Ben", "Cy", "Di")]
    tuesday = datetime.date(2026, 11, 17)
    evening = ClubNight.objects.create(club=club, date=tuesday, title="Tuesday 17 November")

    def game(title, kind="club", night=None, date=tuesday):
        return Session.objects.create(
            club=club,
            title=title,
            date=date,
            kind=kind,
            night=night,
            **dict(zip(("east", "south", "west", "north"), seats, strict=True)),
        ).pk

    at_the_night = game("Table 1", night=evening)
    alone = game("Friday game", date=datetime.date(2026, 11, 20))
    tournament = game("Open · round 1, table 1", kind="tournament")

    executor = MigrationExecutor(connection)
    executor.migrate(AFTER)
    apps = executor.loader.project_state(AFTER).apps
    Session = apps.get_model("scoring", "Session")
    ClubNight = apps.get_model("scoring", "ClubNight")
    nights = {
        s.pk: (s.night.title, s.night.date, s.night.club_id) if s.night_id else None
        for s in Session.objects.select_related("night")
    }
    assert nights == {
        at_the_night: ("Tuesday 17 November", tuesday, club.pk),
        alone: ("Friday game", datetime.date(2026, 11, 20), club.pk),
        tournament: None,
    }
    assert ClubNight.objects.count() == 2
    # Back to the latest schema for the tests that follow.
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
