"""A club's nights, seasons, merges and ratings come back from its backup as they were."""

import datetime

import pytest
from django.core.management import call_command

from scoring.models import ClubNight, Player, PlayerMerge, RatingChange, Season, Session
from scoring.services import players as player_service
from tests.robust.test_backup import empty_the_database, export

from .conftest import one_hand_game, record

pytestmark = pytest.mark.django_db


def test_nights_seasons_merges_and_ratings_survive_export_and_import(
    club, players, organiser, night, season, tmp_path
):
    game = one_hand_game(club, players[:4], night.date, organiser)
    game.night = night
    game.save()
    record(game, "E", organiser)
    dup = Player.objects.create(club=club, name="Eva N.")
    later = one_hand_game(club, [dup, *players[5:8]], datetime.date(2026, 11, 24), organiser)
    record(later, "S", organiser)
    player_service.merge(dup, players[4], organiser, "Eva twice")
    first = export("prague", tmp_path / "first.json")
    ratings_before = sorted(RatingChange.objects.values_list("player__name", "mu", "sigma"))

    empty_the_database()
    call_command("import_club", str(tmp_path / "first.json"))

    assert export("prague", tmp_path / "second.json") == first
    assert Session.objects.get(title=game.title, date=night.date).night == ClubNight.objects.get()
    assert Season.objects.get().name == "Autumn league 2026"
    assert PlayerMerge.objects.get().source.name == "Eva N."
    assert sorted(RatingChange.objects.values_list("player__name", "mu", "sigma")) == ratings_before
