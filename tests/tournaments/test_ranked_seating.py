"""Seating by ranking (Swiss) for the last rounds, and a cut to the top N for a final."""

import pytest

from scoring.engine import seating
from scoring.services.tournaments import errors as tournament_errors
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import standings as tournament_standings

from .conftest import play_round, post_form

pytestmark = pytest.mark.django_db


def east_wins(table):
    # East takes 60 from each: East 4 table points, the other three tie for 2nd-4th (1 each).
    return [(180, -60, -60, -60)]


def top(tournament, n):
    return [row.player.pk for row in tournament_standings.compute_standings(tournament).rows[:n]]


def test_ranked_round_puts_the_first_four_at_table_one_and_byes_to_the_lowest_ranked():
    # Nine players ranked 0 (best) .. 8: one bye, to the lowest ranked of those with fewest.
    history = [seating.RoundSeating([(0, 1, 2, 3), (4, 5, 6, 7)], [8])]
    got = seating.ranked_round(range(9), seed=1, history=history)
    assert got.byes == [7]  # 8 already sat out once
    assert [set(t) for t in got.tables] == [{0, 1, 2, 3}, {4, 5, 6, 8}]


def test_ranked_round_evens_the_winds_over_the_event():
    history = [seating.RoundSeating([(0, 1, 2, 3)], [])]
    got = seating.ranked_round([0, 1, 2, 3], seed=1, history=history)
    # Each had one wind in round 1; in round 2 none sits the same wind again.
    assert all(got.tables[0][s] != history[0].tables[0][s] for s in range(4))


def test_the_last_round_of_an_event_with_one_ranked_round_seats_by_the_standings(
    tournament_of, organiser
):
    t = tournament_of(8, rounds=3, ranked_rounds=1)
    play_round(t, organiser, east_wins)
    play_round(t, organiser, east_wins)
    leaders = top(t, 8)
    round_3 = tournament_seating.generate_round(t, organiser)
    tables = tournament_seating.seating_history(t)[2].tables
    assert set(tables[0]) == set(leaders[:4]) and set(tables[1]) == set(leaders[4:])
    assert round_3.cut is None


def test_rounds_before_the_ranked_ones_are_seated_to_avoid_repeats(tournament_of, organiser):
    t = tournament_of(16, rounds=3, ranked_rounds=1)
    play_round(t, organiser, east_wins)
    play_round(t, organiser, east_wins)
    # 16 players: rounds 1-2 come from the affine plane, so nobody met twice.
    assert tournament_seating.seating_quality(t).repeats == 0


def test_a_ranked_round_waits_for_every_result_of_the_round_before(tournament_of, organiser):
    t = tournament_of(8, rounds=2, ranked_rounds=1)
    round_1 = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_1)
    with pytest.raises(
        tournament_errors.TournamentError, match="every table of round 1 needs its results"
    ):
        tournament_seating.generate_round(t, organiser)
    assert t.rounds.count() == 1


def test_a_cut_seats_only_the_top_four_at_one_table_and_nobody_else(tournament_of, organiser):
    t = tournament_of(12, rounds=3)
    play_round(t, organiser, east_wins)
    finalists = top(t, 4)
    final = tournament_seating.generate_round(t, organiser, cut=4)
    assert final.cut == 4 and final.tables.count() == 1 and final.byes.count() == 0
    assert set(tournament_seating.seating_history(t)[1].tables[0]) == set(finalists)


def test_a_withdrawn_finalist_is_replaced_by_the_next_ranked_player(tournament_of, organiser):
    from scoring.services.tournaments import roster

    t = tournament_of(12, rounds=3)
    play_round(t, organiser, east_wins)
    ranked = top(t, 5)
    final = tournament_seating.generate_round(t, organiser, cut=4)
    roster.withdraw_player(t, t.players.get(pk=ranked[0]), organiser)
    final = t.rounds.get(number=2)
    assert final.cut == 4
    assert set(tournament_seating.seating_history(t)[1].tables[0]) == set(ranked[1:5])


def test_the_organiser_seats_a_final_with_the_rendered_form(client, organiser, tournament_of):
    t = tournament_of(12, rounds=3)
    play_round(t, organiser, east_wins)
    client.force_login(organiser)
    page, action = f"/tournaments/{t.pk}/", f"/tournaments/{t.pk}/rounds/new/"
    response = post_form(client, page, action, cut=8)
    assert response.status_code == 302
    assert t.rounds.get(number=2).tables.count() == 2


@pytest.mark.parametrize(
    "cut, message",
    [
        ("6", "The cut is a multiple of four (whole tables)."),
        ("16", "The cut is a multiple of four from 4 to the 12 players still in."),
        ("0", "Ensure this value is greater than or equal to 4."),
        ("x", "Enter a whole number."),
    ],
)
def test_a_bad_cut_is_a_clear_400_and_seats_nothing(client, organiser, tournament_of, cut, message):
    t = tournament_of(12, rounds=3)
    play_round(t, organiser, east_wins)
    client.force_login(organiser)
    response = client.post(f"/tournaments/{t.pk}/rounds/new/", {"cut": cut})
    assert response.status_code == 400
    assert message in response.content.decode()
    assert t.rounds.count() == 1


def test_a_cut_before_round_one_is_refused(tournament_of, organiser):
    t = tournament_of(12, rounds=3)
    with pytest.raises(tournament_errors.TournamentError, match="seat round 1 first"):
        tournament_seating.generate_round(t, organiser, cut=4)
