"""Ratings: openskill's Plackett-Luce model over every finished game, in play order; the same
after any correction as when rebuilt from scratch."""

import datetime

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from openskill.models import PlackettLuce

from scoring.models import Player, RatingChange
from scoring.services import ratings
from scoring.services import sessions as session_service
from tests.web.conftest import hand_doc

from .conftest import one_hand_game, play_game, record

pytestmark = pytest.mark.django_db


def snapshot(club):
    changes = sorted(
        RatingChange.objects.filter(session__club=club).values_list(
            "session_id", "player_id", "mu_before", "sigma_before", "mu", "sigma"
        )
    )
    players = sorted(
        Player.objects.filter(club=club).values_list(
            "pk", "rating_mu", "rating_sigma", "rated_games"
        )
    )
    return changes, players


def test_a_game_is_rated_when_its_last_hand_is_recorded(club, players, organiser):
    game = one_hand_game(club, players[:4], datetime.date(2026, 11, 17), organiser)
    record(game, "E", organiser)
    alena, bob, chen, dana = (Player.objects.get(pk=p.pk) for p in players[:4])
    # East went out self-drawn: Alena's game total is the highest, the others paid her.
    totals = session_service.session_totals(game)
    expected = PlackettLuce(mu=25, sigma=25 / 3).rate(
        [[PlackettLuce().rating()] for _ in range(4)],
        scores=[totals[p.pk] for p in sorted(players[:4], key=lambda p: p.pk)],
    )
    assert alena.rating_mu == pytest.approx(expected[0][0].mu)
    assert alena.rating_mu > 25 > bob.rating_mu
    assert alena.rating_sigma < 25 / 3
    assert alena.rated_games == bob.rated_games == 1
    assert RatingChange.objects.filter(session=game).count() == 4


def test_a_game_still_in_play_is_not_rated(club, players, organiser):
    game = one_hand_game(club, players[:4], datetime.date(2026, 11, 17), organiser)
    game.hand_limit = 2
    game.save()
    record(game, "E", organiser)
    assert not RatingChange.objects.exists()
    assert Player.objects.get(pk=players[0].pk).rating_mu is None


def test_correcting_an_earlier_game_rates_the_later_games_again_as_a_rebuild_would(
    club, players, organiser
):
    first = one_hand_game(club, players[:4], datetime.date(2026, 11, 10), organiser)
    hand = record(first, "E", organiser)
    second = one_hand_game(
        club,
        [players[0], players[4], players[1], players[5]],
        datetime.date(2026, 11, 17),
        organiser,
    )
    record(second, "S", organiser)
    before = snapshot(club)
    # The first game's hand was South's win, not East's.
    session_service.correct_hand(hand, hand_doc("S"), organiser, "South won", base_version=1)
    after = snapshot(club)
    assert after != before
    # Bob (South in the first game) now gains there, and Alena's second game starts lower.
    bob = Player.objects.get(pk=players[1].pk)
    assert RatingChange.objects.get(session=first, player=bob).mu > 25
    ratings.rebuild(club)
    assert snapshot(club) == after


def test_deleting_the_last_hand_of_a_finished_game_takes_its_rating_back(club, players, organiser):
    game = one_hand_game(club, players[:4], datetime.date(2026, 11, 17), organiser)
    hand = record(game, "E", organiser)
    session_service.delete_hand(hand, organiser, "entered at the wrong table", hand.version)
    assert not RatingChange.objects.exists()
    alena = Player.objects.get(pk=players[0].pk)
    assert (alena.rating_mu, alena.rated_games) == (None, 0)


def test_a_closed_tournament_table_is_rated(club, organiser, players):
    from scoring.services import tournaments as tournament_service
    from tests.tournaments.conftest import play_table

    t = tournament_service.create_tournament(
        club,
        organiser,
        name="Open",
        date=datetime.date(2026, 11, 21),
        ruleset="millington",
        scheme="table_points",
        rounds_planned=1,
        seed=3,
    )
    t.players.add(*players[:4])
    round_ = tournament_service.generate_round(t, organiser)
    table = round_.tables.select_related("session").get()
    play_table(table, [(60, -20, -20, -20)])
    assert RatingChange.objects.filter(session=table.session).count() == 4


def test_rebuild_ratings_gives_the_same_numbers_as_the_updates_did(club, players):
    a, b, c, d, e, f, g, h = players
    for day, seats in enumerate([[a, b, c, d], [e, f, g, h], [a, e, b, f], [c, g, d, h]]):
        game = play_game(club, seats, [(60, -20, -20, -20)], date=datetime.date(2026, 11, 1 + day))
        ratings.game_changed(game)
    incremental = snapshot(club)
    call_command("rebuild_ratings", club.slug)
    assert snapshot(club) == incremental


def test_rebuild_ratings_names_an_unknown_club(club):
    with pytest.raises(CommandError) as error:
        call_command("rebuild_ratings", "nowhere")
    assert error.value.returncode == 2
    assert "nowhere" in str(error.value)


@pytest.mark.postgres_only
@pytest.mark.django_db(transaction=True)
def test_two_tables_finishing_at_once_are_rated_one_after_the_other(club, players, organiser):
    from django.db import connection

    from tests.web.test_concurrency import _at_once

    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL row locks")
    day = datetime.date(2026, 11, 17)
    first = one_hand_game(club, players[:4], day, organiser)
    second = one_hand_game(club, [players[0], *players[4:7]], day, organiser)
    _at_once(lambda: record(first, "E", organiser), lambda: record(second, "S", organiser))
    # Alena played both: whichever finished first, she has two ratings in play order.
    assert Player.objects.get(pk=players[0].pk).rated_games == 2
    incremental = snapshot(club)
    ratings.rebuild(club)
    assert snapshot(club) == incremental


def test_a_game_ended_early_is_rated_with_the_hands_played(club, players, organiser):
    game = one_hand_game(club, players[:4], datetime.date(2026, 11, 17), organiser)
    game.hand_limit = 4
    game.save()
    record(game, "S", organiser)
    assert not RatingChange.objects.exists()
    session_service.end_session(game, organiser, "the club closes at ten")
    bob = Player.objects.get(pk=players[1].pk)
    # South went out self-drawn in the one hand played: Bob's game total is the highest.
    assert bob.rated_games == 1 and bob.rating_mu > 25
