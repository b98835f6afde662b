"""EMA numbers and nationalities stored before they were checked: the migration turns those
that mean one thing into ASCII digits and alpha-3 codes and clears those that mean nothing the
EMA can read (docs/clubs.md), so no page, export or restore meets them."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("scoring", "0020_accounts_audit_and_one_site_founding")]
AFTER = [("scoring", "0021_ema_numbers_and_nationalities_checked")]


@pytest.mark.django_db(transaction=True)
def test_stored_ema_numbers_and_nationalities_are_normalised_or_cleared():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    apps = executor.loader.project_state(BEFORE).apps
    club = apps.get_model("scoring", "Club").objects.create(name="Brno", slug="brno")
    Player = apps.get_model("scoring", "Player")
    stored = {
        "Ada": ("٠٤٠١٠١٢٣", "cze"),  # Arabic-Indic digits, lower case
        "Ben": ("０４０１０１２４", "GB"),  # fullwidth digits, alpha-2
        "Cy": ("04010125", "СZE"),  # a Cyrillic С
        "Di": ("", "XYZ"),  # three letters, no country
    }
    for name, (number, code) in stored.items():
        Player.objects.create(club=club, name=name, ema_number=number, nationality=code)

    executor = MigrationExecutor(connection)
    executor.migrate(AFTER)
    Player = executor.loader.project_state(AFTER).apps.get_model("scoring", "Player")
    assert {p.name: (p.ema_number, p.nationality) for p in Player.objects.all()} == {
        "Ada": ("04010123", "CZE"),
        "Ben": ("04010124", "GBR"),
        "Cy": ("04010125", ""),
        "Di": ("", ""),
    }
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
