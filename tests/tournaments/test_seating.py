"""Seating: no repeat meetings while possible, even winds, byes, determinism and speed.

How many rounds can N players play with nobody meeting anybody twice? Each round a player
meets three people, so after r rounds 3r <= N - 1 (the counting bound floor((N-1)/3)). And
from round two on, a table's four players must come from four different round-one tables,
so with fewer than four tables (N < 16) only one round is possible.
"""

import itertools

import pytest

from scoring.engine import seating, seating_constructions


def rounds_of(plan):
    return [r.tables for r in plan]


def assert_everybody_plays_once_a_round(plan, players):
    for r in plan:
        seated = [p for table in r.tables for p in table]
        assert sorted(seated + list(r.byes)) == sorted(players)
        assert all(len(table) == 4 for table in r.tables)


@pytest.mark.parametrize(
    "players, rounds",
    [
        # 8 players: 1 round. Two tables only: a second-round table needs four players from
        # four different first-round tables. (Not 2: the counting bound floor(7/3) = 2 is not
        # reachable — any four of the eight include two who sat together in round one.)
        (8, 1),
        # 16 players: 5 rounds, the counting bound floor(15/3) = 5: each round a player meets
        # 3 new people and there are 15 others. The affine plane AG(2, 4) reaches it.
        (16, 5),
        # 20 players: 5 rounds. The counting bound floor(19/3) = 6 would leave each player
        # exactly one person never met (a resolvable 4-GDD of type 2^10); a SAT solver proves
        # no such schedule exists (scripts/seating_bounds.py, about 3 CPU minutes), so 5 is
        # the most.
        (20, 5),
        # 32 players: 10 rounds, the counting bound floor(31/3) = 10 (social golfer 8-4-10),
        # from two affine planes on the 16 partner pairs (seating_constructions.paired_plane_rounds).
        (32, 10),
        # 64 players: 21 rounds, the counting bound 63 / 3 = 21, reached by the affine space
        # AG(3, 4) (each round a parallel class of lines).
        (64, 21),
    ],
)
def test_nobody_meets_twice_over_the_most_rounds_possible(players, rounds):
    plan = seating.plan(range(players), rounds, seed=3)
    assert len(plan) == rounds
    assert_everybody_plays_once_a_round(plan, range(players))
    met = seating.meetings(rounds_of(plan))
    assert max(met.values()) == 1
    # Every round each player meets 3 new people: rounds * players * 3 / 2 distinct pairs.
    assert len(met) == rounds * players * 3 // 2


def test_thirty_two_players_meet_everybody_but_their_partner_exactly_once_in_ten_rounds():
    # 31 others = 3 a round * 10 rounds + 1: each player misses exactly one person. In the
    # paired-plane design that is their partner (players 2k and 2k + 1).
    rounds = seating_constructions.paired_plane_rounds(32)
    assert len(rounds) == 10
    for tables in rounds:
        assert sorted(p for table in tables for p in table) == list(range(32))
    met = seating.meetings(rounds)
    everyone_else = {frozenset((a, b)) for a, b in itertools.combinations(range(32), 2)}
    partners = {frozenset((2 * k, 2 * k + 1)) for k in range(16)}
    assert set(met) == everyone_else - partners
    assert set(met.values()) == {1}


def test_the_second_plane_shares_at_most_two_pairs_with_any_line_of_the_first():
    # Three pairs on a line of both planes would meet in both rounds with signs whose
    # agreements sum to 0 around the triangle, while the design needs one straight and one
    # crossed meeting for each of the three: 1 + 1 + 1 = 1, not 0. So the relabelling must
    # avoid it, and it does.
    first = [set(line) for cls in seating_constructions.affine_rounds(16) for line in cls]
    second = [{seating_constructions._SECOND_PLANE[p] for p in line} for line in first]
    assert max(len(a & b) for a in first for b in second) == 2


def test_other_player_counts_have_no_paired_plane_design():
    assert seating_constructions.paired_plane_rounds(16) == []
    assert seating_constructions.paired_plane_rounds(64) == []


def test_the_counting_bound_is_the_stated_maximum():
    # The bound used in the comments above, for the sizes tested: 1, 5, 6, 10, 21.
    assert [seating.max_rounds_without_repeats_bound(n) for n in (8, 16, 20, 32, 64)] == [
        1,
        (16 - 1) // 3,
        (20 - 1) // 3,
        (32 - 1) // 3,
        (64 - 1) // 3,
    ]


def test_sixteen_players_over_six_rounds_must_repeat_but_only_in_the_sixth():
    # Round 6 puts each player with 3 of the 15 they all met in rounds 1-5: 16 * 3 / 2 = 24
    # repeat meetings are forced, and no pair need meet three times.
    plan = seating.plan(range(16), 6, seed=1)
    quality = seating.quality(rounds_of(plan))
    assert quality.repeats == 16 * 3 // 2
    assert quality.max_meetings == 2


def test_eight_players_over_three_rounds_repeat_no_more_than_forced():
    # Each player sits with 3 people a round, 9 seats-with-someone over 3 rounds, among only
    # 7 others: at least 9 - 7 = 2 repeats each, 8 * 2 / 2 = 8 repeat meetings in all.
    plan = seating.plan(range(8), 3, seed=2)
    assert seating.quality(rounds_of(plan)).repeats == 8


def test_two_hundred_players_over_eight_rounds_are_seated_without_repeats():
    # How long it takes is measured by `make bench` (benchmarks/tournaments.py).
    plan = seating.plan(range(200), 8, seed=2026)
    quality = seating.quality(rounds_of(plan))
    assert quality.repeats == 0
    assert quality.wind_imbalance == 0


@pytest.mark.parametrize("players, rounds", [(16, 4), (200, 8), (20, 5), (40, 6)])
def test_every_player_sits_each_wind_at_most_rounds_over_four_rounded_up(players, rounds):
    # 4 rounds: each wind exactly once; 8 rounds: exactly twice; 5: at most 2 (ceil 5/4);
    # 6 rounds: at most 2.
    plan = seating.plan(range(players), rounds, seed=9)
    ceiling = -(-rounds // 4)
    for counts in seating.wind_counts(rounds_of(plan)).values():
        assert sum(counts) == rounds
        assert max(counts) <= ceiling
    if rounds % 4 == 0:
        assert all(
            counts == [rounds // 4] * 4 for counts in seating.wind_counts(rounds_of(plan)).values()
        )


def test_the_same_seed_gives_the_same_seating_and_another_seed_another():
    first = seating.plan(range(40), 6, seed=77)
    again = seating.plan(range(40), 6, seed=77)
    other = seating.plan(range(40), 6, seed=78)
    assert rounds_of(first) == rounds_of(again)
    assert rounds_of(first) != rounds_of(other)


def test_byes_go_to_those_with_fewest_byes_so_nobody_sits_out_twice_first():
    # 18 players: 18 % 4 = 2 byes a round; 4 rounds give 8 byes to 8 different players.
    plan = seating.plan(range(18), 4, seed=4)
    assert_everybody_plays_once_a_round(plan, range(18))
    byes = [p for r in plan for p in r.byes]
    assert len(byes) == 2 * 4
    assert len(set(byes)) == 8
    # 10 players: 2 byes a round; after 5 rounds every player has had exactly one.
    plan = seating.plan(range(10), 5, seed=4)
    assert sorted(p for r in plan for p in r.byes) == list(range(10))


def test_the_next_round_follows_the_plan_while_the_seating_was_not_changed():
    whole = seating.plan(range(16), 5, seed=12)
    history = []
    for number in range(5):
        got = seating.next_round(range(16), 5, seed=12, history=history)
        assert got.tables == whole[number].tables
        history.append(got)


def test_after_a_swap_the_next_round_is_planned_around_what_was_played():
    first = seating.next_round(range(16), 5, seed=12, history=[])
    tables = [list(t) for t in first.tables]
    # The organiser swaps the East players of tables 1 and 2.
    tables[0][0], tables[1][0] = tables[1][0], tables[0][0]
    played = seating.RoundSeating([tuple(t) for t in tables])
    second = seating.next_round(range(16), 5, seed=12, history=[played])
    met = seating.meetings([played.tables, second.tables])
    assert max(met.values()) == 1


def test_quality_counts_repeat_meetings_and_seats_beyond_a_fair_share_of_a_wind():
    # Two rounds with the same table in the same seats: 6 pairs meet twice (6 repeats), and
    # each of the 4 players sat their wind twice where ceil(2/4) = 1 is the fair share.
    same = [[(1, 2, 3, 4)], [(1, 2, 3, 4)]]
    quality = seating.quality(same)
    assert (quality.repeats, quality.pairs_repeated, quality.max_meetings) == (6, 6, 2)
    assert quality.wind_imbalance == 4
    assert quality.penalty == 6 * 100 + 4
    rotated = [[(1, 2, 3, 4)], [(2, 3, 4, 1)]]
    assert seating.quality(rotated).wind_imbalance == 0


def test_the_affine_design_is_a_resolvable_design():
    # AG(2, 4): 5 parallel classes of 4 lines each; every pair of the 16 points on one line.
    design = seating_constructions.affine_rounds(16)
    assert len(design) == 5
    pairs = [frozenset(p) for r in design for line in r for p in itertools.combinations(line, 2)]
    assert len(pairs) == len(set(pairs)) == 16 * 15 // 2


def test_too_few_players_is_a_clear_error():
    with pytest.raises(seating.SeatingError, match="at least 4 players"):
        seating.plan(range(3), 1, seed=1)
