"""Winds stay even after a withdrawal, a late player and a substitute: each player sits at
each wind at most a quarter of their games, rounded up, as far as the tables allow."""

import pytest

from scoring.engine import seating as seating_engine
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import players as tournament_players
from scoring.services.tournaments import roster
from scoring.services.tournaments import seating as tournament_seating

pytestmark = pytest.mark.django_db


def play_rounds_with_changes(t, organiser):
    for number in range(1, 5):
        round_ = tournament_seating.generate_round(t, organiser)
        if number == 2:
            table = round_.tables.select_related("session__west").get(number=3)
            walk_in = roster.substitute_player(t, "Walker Inn")
            roster.substitute_seat(table, table.session.west, walk_in, organiser, "late train")
        tournament_play.start_round(round_)
        if number == 1:
            leaver = round_.tables.get(number=2).session.north
            roster.withdraw_player(t, leaver, organiser, "ill")
            tournament_players.add_players(
                t, [tournament_players.PlayerEntry("Late Larsen")], organiser
            )
        if number == 2:
            leaver = round_.tables.get(number=5).session.east
            roster.withdraw_player(t, leaver, organiser, "flight")
            tournament_players.add_players(
                t, [tournament_players.PlayerEntry("Later Lindqvist")], organiser
            )
    return tournament_seating.seating_quality(t)


def test_winds_stay_even_after_withdrawals_a_late_player_and_a_substitute(organiser, tournament_of):
    t = tournament_of(32, rounds=4, seed=5)
    quality = play_rounds_with_changes(t, organiser)
    # Four rounds: a fair share of one game at each wind, so nobody sits at a wind twice.
    # The re-planned rounds alone seated 9 players at a wind a second time.
    assert quality.repeats == 0
    assert quality.wind_imbalance == 0


def test_without_changes_the_seeds_plan_keeps_its_own_winds(organiser, tournament_of):
    t = tournament_of(32, rounds=4, seed=5)
    planned = []
    for _number in range(4):
        round_ = tournament_seating.generate_round(t, organiser)
        tournament_play.start_round(round_)
        planned.append(tournament_seating.seating_history(t)[-1].tables)
    plan = seating_engine.plan([p.pk for p in t.players.order_by("pk")], 4, seed=t.seed)
    assert [r.tables for r in plan] == planned
    assert tournament_seating.seating_quality(t).wind_imbalance == 0
