"""Ratings: openskill's Plackett-Luce model over every finished game, in play order; the same
after any correction as when rebuilt from scratch."""

import datetime

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from openskill.models import PlackettLuce

from scoring.models import Player, Rating, RatingChange
from scoring.services.hands import sessions as session_service
from scoring.services.ratings import rating as ratings
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
        Rating.objects.filter(player__club=club).values_list(
            "player_id", "ruleset", "mu", "sigma", "games"
        )
    )
    return changes, players


def test_a_game_is_rated_when_its_last_hand_is_recorded(club, players, organiser):
    game = one_hand_game(club, players[:4], datetime.date(2026, 11, 17), organiser)
    record(game, "E", organiser)
    alena, bob, chen, dana = (
        Rating.objects.get(player=p, ruleset="millington") for p in players[:4]
    )
    # East went out self-drawn: Alena's game total is the highest, the others paid her.
    totals = session_service.session_totals(game)
    expected = PlackettLuce(mu=25, sigma=25 / 3).rate(
        [[PlackettLuce().rating()] for _ in range(4)],
        scores=[totals[p.pk] for p in sorted(players[:4], key=lambda p: p.pk)],
    )
    assert alena.mu == pytest.approx(expected[0][0].mu)
    assert alena.mu > 25 > bob.mu
    assert alena.sigma < 25 / 3
    assert alena.games == bob.games == 1
    assert RatingChange.objects.filter(session=game).count() == 4


def test_a_game_still_in_play_is_not_rated(club, players, organiser):
    game = one_hand_game(club, players[:4], datetime.date(2026, 11, 17), organiser)
    game.hand_limit = 2
    game.save()
    record(game, "E", organiser)
    assert not RatingChange.objects.exists()
    assert not Rating.objects.filter(player=players[0]).exists()


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
    assert not Rating.objects.filter(player=players[0]).exists()


def test_a_closed_tournament_table_is_rated(club, organiser, players):
    from scoring.services.tournaments import seating as tournament_seating
    from scoring.services.tournaments import setup as tournament_setup
    from tests.tournaments.conftest import play_table

    t = tournament_setup.create_tournament(
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
    round_ = tournament_seating.generate_round(t, organiser)
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
    assert Rating.objects.get(player=players[0], ruleset="millington").games == 2
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
    bob = Rating.objects.get(player=players[1], ruleset="millington")
    # South went out self-drawn in the one hand played: Bob's game total is the highest.
    assert bob.games == 1 and bob.mu > 25


# Ratings per ruleset ----------------------------------------------------------------------


def first_game_rating(scores_in_seat_order):
    """Each seat's rating after one game from 25 ± 8.33 (Plackett-Luce), in seat order."""
    model = PlackettLuce(mu=25, sigma=25 / 3)
    rated = model.rate([[model.rating()] for _ in range(4)], scores=scores_in_seat_order)
    return [(r.mu, r.sigma) for (r,) in rated]


def test_a_classical_game_and_an_mcr_game_rate_each_player_twice_each_from_the_start(club, players):
    a, b, c, d = players[:4]
    classical = play_game(
        club, [a, b, c, d], [(60, -20, -20, -20)], date=datetime.date(2026, 11, 1)
    )
    ratings.game_changed(classical)
    # In the MCR game Dana wins and Alena pays: had it moved the classical rating, Alena's
    # classical rating would no longer be her first game's.
    mcr = play_game(
        club, [a, b, c, d], [(-16, -8, -8, 32)], date=datetime.date(2026, 11, 2), ruleset="mcr"
    )
    ratings.game_changed(mcr)
    ordered = sorted(players[:4], key=lambda p: p.pk)
    seat = {a.pk: 0, b.pk: 1, c.pk: 2, d.pk: 3}
    for ruleset, payments in (("millington", (60, -20, -20, -20)), ("mcr", (-16, -8, -8, 32))):
        expected = first_game_rating([payments[seat[p.pk]] for p in ordered])
        for p, (mu, sigma) in zip(ordered, expected, strict=True):
            rating = Rating.objects.get(player=p, ruleset=ruleset)
            assert (rating.games, rating.mu, rating.sigma) == (
                1,
                pytest.approx(mu),
                pytest.approx(sigma),
            )
            change = RatingChange.objects.get(player=p, session__ruleset=ruleset)
            assert (change.mu_before, change.sigma_before) == (25, pytest.approx(25 / 3))
    assert Rating.objects.filter(player__club=club).count() == 8


def test_correcting_a_classical_game_rates_again_only_the_later_classical_games(
    club, players, organiser
):
    first = one_hand_game(club, players[:4], datetime.date(2026, 11, 10), organiser)
    hand = record(first, "E", organiser)
    mcr = play_game(
        club, players[:4], [(-16, -8, -8, 32)], date=datetime.date(2026, 11, 12), ruleset="mcr"
    )
    ratings.game_changed(mcr)
    later = one_hand_game(club, players[:4], datetime.date(2026, 11, 17), organiser)
    record(later, "S", organiser)
    mcr_rows = sorted(RatingChange.objects.filter(session=mcr).values_list())
    later_before = sorted(
        RatingChange.objects.filter(session=later).values_list("player_id", "mu_before", "mu")
    )
    session_service.correct_hand(hand, hand_doc("S"), organiser, "South won", base_version=1)
    # The MCR game was not rated again: its rows are the same rows (same ids), same numbers.
    assert sorted(RatingChange.objects.filter(session=mcr).values_list()) == mcr_rows
    # The later classical game starts from the corrected first game's ratings.
    later_after = sorted(
        RatingChange.objects.filter(session=later).values_list("player_id", "mu_before", "mu")
    )
    assert later_after != later_before
    bob = players[1]
    assert RatingChange.objects.get(session=first, player=bob).mu == pytest.approx(
        RatingChange.objects.get(session=later, player=bob).mu_before
    )
    incremental = snapshot(club)
    ratings.rebuild(club)
    assert snapshot(club) == incremental


def test_the_player_page_shows_each_rulesets_rating_under_its_name(client, club, players):
    a, b, c, d = players[:4]
    play_game(club, [a, b, c, d], [(60, -20, -20, -20)], date=datetime.date(2026, 11, 1))
    play_game(
        club, [a, b, c, d], [(-16, -8, -8, 32)], date=datetime.date(2026, 11, 2), ruleset="mcr"
    )
    ratings.rebuild(club)
    html = client.get(a.get_absolute_url()).content.decode()
    summary = html.split('id="rating"')[1].split('id="games"')[0]
    mine = {r.ruleset: r for r in Rating.objects.filter(player=a)}
    for ruleset, name in (("millington", "Millington"), ("mcr", "Chinese Official")):
        line = summary.split(f'data-ruleset="{ruleset}"')[1].split("rating-line")[0]
        assert name in line
        assert f"{mine[ruleset].mu:.1f} ± {mine[ruleset].sigma:.1f}" in line
        assert f'id="rating-plot-{ruleset}"' in html
        assert f'id="rating-history-{ruleset}"' in html
    # Alena won the classical game and paid in the MCR one.
    assert mine["millington"].mu > 25 > mine["mcr"].mu
    # Filtered to one ruleset, the page shows that ruleset's rating only.
    mcr_only = client.get(a.get_absolute_url(), {"ruleset": "mcr"}).content.decode()
    assert 'data-ruleset="mcr"' in mcr_only and 'id="rating-plot-millington"' not in mcr_only
