"""Keeping people apart: team-mates, and optionally club-mates or compatriots, in the rounds
the organiser chooses. A soft constraint under the no-repeat promise: a pair seated together
that should be kept apart is a clash, counted and reported like a repeat (docs/tournaments.md,
"Keeping people apart")."""

import time

import pytest

from scoring.engine import seating


def teams_of_four(n):
    return {p: frozenset({f"team:{p // 4}"}) for p in range(n)}


def in_rounds(labels, rounds):
    return {w: labels for w in rounds}


def test_quality_counts_each_pair_sharing_a_label_at_a_table_once_a_round():
    # Players 0 and 1 are team-mates, 2 and 3 compatriots: both pairs sit at table 1 of
    # round 1 (two clashes); in round 2 only 0 and 1 sit together, but round 2 keeps
    # nobody apart.
    labels = {
        0: frozenset({"team:A"}),
        1: frozenset({"team:A"}),
        2: frozenset({"country:CZE"}),
        3: frozenset({"country:CZE"}),
    }
    rounds = [[(0, 1, 2, 3), (4, 5, 6, 7)], [(0, 1, 4, 5), (2, 6, 3, 7)]]
    q = seating.quality(rounds, {0: labels})
    assert q.clashes == 2
    assert q.penalty == 100 * q.repeats + 2 * seating.CLASH_WEIGHT + q.wind_imbalance
    assert not q.perfect
    assert seating.quality(rounds, {0: labels, 1: labels}).clashes == 4


@pytest.mark.parametrize("players, rounds", [(32, 4), (64, 5), (300, 6)])
def test_team_mates_never_share_a_table_and_nobody_meets_twice(players, rounds):
    # Teams of four: each player has three team-mates to avoid. 32 and 64 players come from
    # a design (relabelled), 300 from the search.
    labels = teams_of_four(players)
    plan = seating.plan(range(players), rounds, seed=11, apart=in_rounds(labels, range(rounds)))
    q = seating.quality([r.tables for r in plan], in_rounds(labels, range(rounds)))
    assert (q.repeats, q.clashes, q.wind_imbalance) == (0, 0, 0)


def test_without_the_setting_team_mates_do_sit_together_so_the_test_can_fail():
    labels = teams_of_four(300)
    plan = seating.plan(range(300), 6, seed=11)
    assert seating.quality([r.tables for r in plan], in_rounds(labels, range(6))).clashes > 0


def test_countries_are_kept_apart_only_in_the_rounds_chosen():
    # Ten countries of 30 among 300 players, apart in rounds 1 and 2 only (indexes 0, 1).
    labels = {p: frozenset({f"country:{p % 10}"}) for p in range(300)}
    plan = seating.plan(range(300), 4, seed=4, apart=in_rounds(labels, (0, 1)))
    tables = [r.tables for r in plan]
    assert seating.quality(tables[:2], in_rounds(labels, (0, 1))).clashes == 0
    assert seating.quality(tables, in_rounds(labels, (2, 3))).clashes > 0
    assert seating.quality(tables).repeats == 0


def test_a_constraint_nobody_can_meet_is_counted_not_refused():
    # Two clubs of 16 among 32 players: every table of four holds two of one club or more,
    # so each table has at least two clashes; the seating still comes, without repeats.
    labels = {p: frozenset({f"club:{p % 2}"}) for p in range(32)}
    plan = seating.plan(range(32), 3, seed=2, apart=in_rounds(labels, range(3)))
    q = seating.quality([r.tables for r in plan], in_rounds(labels, range(3)))
    assert q.repeats == 0
    assert q.clashes >= 3 * 8 * 2


def test_the_next_round_keeps_team_mates_apart_after_a_withdrawal():
    labels = teams_of_four(40)
    apart = in_rounds(labels, range(5))
    played = seating.plan(range(40), 2, seed=8, apart=apart)
    still_in = [p for p in range(40) if p != 7]
    nxt = seating.next_round(still_in, 5, seed=8, history=played, apart=apart)
    assert seating.quality([r.tables for r in [*played, nxt]], apart).clashes == 0
    assert seating.quality([r.tables for r in [*played, nxt]]).repeats == 0


def test_ten_thousand_players_in_teams_and_fifty_countries_keep_apart_in_seconds():
    n, rounds = 10_000, 4
    labels = {p: frozenset({f"team:{p // 4}", f"country:{p % 50}"}) for p in range(n)}
    started = time.process_time()
    plan = seating.plan(range(n), rounds, seed=1, apart=in_rounds(labels, range(rounds)))
    spent = time.process_time() - started
    q = seating.quality([r.tables for r in plan], in_rounds(labels, range(rounds)))
    assert (q.repeats, q.clashes) == (0, 0)
    assert spent < 10  # about 1 s of CPU here; the seating without it about 0.3 s
