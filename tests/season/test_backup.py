"""A club's nights, seasons, merges and ratings come back from its backup as they were."""

import datetime
import json

import pytest
from django.core.management import call_command

from scoring.models import ClubNight, Player, PlayerMerge, Rating, RatingChange, Season, Session
from scoring.services.people import players as player_service
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


def two_rulesets(club, players, organiser):
    """A classical game and an MCR game of the same four, each of one hand, through the real
    services (the import scores every hand again)."""
    import uuid

    from scoring.services.hands import sessions as session_service
    from tests.engine.mcr_builders import mcr_doc

    classical = one_hand_game(club, players[:4], datetime.date(2026, 11, 1), organiser)
    record(classical, "E", organiser)
    mcr = one_hand_game(club, players[:4], datetime.date(2026, 11, 2), organiser)
    Session.objects.filter(pk=mcr.pk).update(ruleset="mcr")
    mcr.refresh_from_db()
    hand = mcr_doc("1b 2b 2b 3b 4b 4b 5b 6b 7b 8b 9b Nw Nw 3b F1", "3b")
    del hand["ruleset"], hand["prevailing_wind"]
    session_service.record_hand(mcr, hand, organiser, uuid.uuid4())
    assert Rating.objects.filter(player=players[0]).count() == 2


def stored_ratings():
    return sorted(Rating.objects.values_list("player__name", "ruleset", "mu", "sigma", "games"))


def test_each_rulesets_rating_comes_back_from_the_backup(club, players, organiser, tmp_path):
    two_rulesets(club, players, organiser)
    first = export("prague", tmp_path / "first.json")
    before = stored_ratings()
    assert json.loads(first)["ratings"][0].keys() == {
        "ref",
        "player",
        "ruleset",
        "mu",
        "sigma",
        "games",
    }
    empty_the_database()
    call_command("import_club", str(tmp_path / "first.json"))
    assert stored_ratings() == before and len(before) == 8
    assert export("prague", tmp_path / "second.json") == first


def test_a_backup_from_when_a_club_had_one_rating_is_rated_again_per_ruleset(
    club, players, organiser, tmp_path
):
    two_rulesets(club, players, organiser)
    per_ruleset = stored_ratings()
    document = json.loads(export("prague", tmp_path / "now.json"))
    # Such a file had no ratings list, one rating on each player, and a history that mixed
    # the rulesets (here: numbers no per-ruleset replay gives).
    del document["ratings"]
    for row in document["players"]:
        row.update(rating_mu=30.0, rating_sigma=6.0, rated_games=2)
    for row in document["rating_changes"]:
        row.update(mu=99.0, sigma=1.0)
    (tmp_path / "old.json").write_text(json.dumps(document), encoding="utf-8")
    empty_the_database()
    call_command("import_club", str(tmp_path / "old.json"))
    assert stored_ratings() == per_ruleset
    assert not RatingChange.objects.filter(mu=99.0).exists()
    assert RatingChange.objects.count() == 8
