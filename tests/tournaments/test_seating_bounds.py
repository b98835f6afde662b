"""scripts/seating_bounds.py, the SAT proof that 20 players cannot play 6 rounds without a
repeat meeting, checked on instances small enough for the suite: the model must find real
schedules where they exist and refuse where counting already forbids them. (The 20-player,
6-round run itself takes minutes and is run by hand; its answer is cited in test_seating.)"""

import subprocess
import sys
from pathlib import Path

from scoring.engine import seating, seating_constructions

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "seating_bounds.py"


def run(*args):
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=120
    )


def test_the_model_finds_a_five_round_schedule_for_twenty_players_with_no_repeat():
    result = run("20", "5")
    assert result.returncode == 0
    rounds = []
    for line in result.stdout.splitlines()[1:]:
        tables = line.split(":", 1)[1].split("  ")
        rounds.append([tuple(int(p) for p in table.split()) for table in tables])
    assert len(rounds) == 5
    for tables in rounds:
        assert sorted(p for table in tables for p in table) == list(range(20))
    assert set(seating.meetings(rounds).values()) == {1}


def test_the_model_refuses_a_sixth_round_for_sixteen_players_as_counting_does():
    # 15 others, 3 new a round: floor(15 / 3) = 5 rounds at most.
    result = run("16", "6")
    assert result.returncode == 0
    assert "16 players, 6 rounds: unsatisfiable" in result.stdout


def test_a_bad_argument_exits_2_with_a_message():
    result = run("twenty")
    assert result.returncode == 2
    assert "usage" in result.stderr
    assert "Traceback" not in result.stderr


def canonical(rounds):
    """Relabel a schedule in which everybody misses exactly one other player the way the
    model's symmetry breaking assumes (steps 1-3 of the script's docstring)."""
    first = rounds[0]
    met = seating.meetings(rounds)
    players = sorted(p for table in first for p in table)
    partner = next(
        q for q in players if q != first[0][0] and frozenset((first[0][0], q)) not in met
    )
    # Step 3: the table holding player 0's partner comes second, the partner first in it.
    partner_table = next(t for t in first if partner in t)
    others = [t for t in first if t not in (first[0], partner_table)]
    order = [first[0], (partner, *[p for p in partner_table if p != partner]), *others]
    label = {p: i for i, p in enumerate(p for table in order for p in table)}
    relabelled = [[tuple(label[p] for p in table) for table in r] for r in rounds]
    # Rounds in which 0 meets 5, 6, 7 come first, in that order.
    rest = relabelled[1:]
    meets = [
        next(i for i, r in enumerate(rest) for t in r if 0 in t and mate in t) for mate in (5, 6, 7)
    ]
    rest = [rest[i] for i in meets] + [r for i, r in enumerate(rest) if i not in meets]
    # Step 2: from round 1 on, the table of player i (i < 4) is table i.
    ordered = [relabelled[0]]
    for r in rest:
        ordered.append(sorted(r, key=lambda t: min([p for p in t if p < 4], default=4)))
    return ordered


def bounds_script():
    import importlib.util

    spec = importlib.util.spec_from_file_location("seating_bounds", SCRIPT)
    bounds = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bounds)
    return bounds


def test_the_symmetry_breaking_keeps_a_real_schedule_that_misses_one_partner_each():
    # The 20-player proof adds step 3, which only applies when everyone misses exactly one
    # other. The 32-player, 10-round design is such a schedule: relabelled, it must satisfy
    # the model with every step on, or the proof would have ruled out too much.
    import pycryptosat

    bounds = bounds_script()
    rounds = canonical(seating_constructions.paired_plane_rounds(32))
    clauses, x, _ = bounds.model(32, 10)
    placed = [
        x(p, r, t)
        for r, tables in enumerate(rounds)
        for t, table in enumerate(tables)
        for p in table
    ]
    solver = pycryptosat.Solver()
    solver.add_clauses(clauses)
    assert solver.solve(placed)[0]


def test_the_cardinality_encodings_allow_exactly_the_assignments_they_name():
    # Every assignment of five literals: at_most(k) holds iff at most k are true, exactly(k)
    # iff k are true (the extra counter variables chosen by the solver).
    import itertools

    import pycryptosat

    bounds = bounds_script()
    for k in range(6):
        for kind, allowed in (("at_most", k.__ge__), ("exactly", k.__eq__)):
            pool = bounds.Pool()
            lits = [pool.id(("x", i)) for i in range(5)]
            clauses = getattr(bounds, kind)(lits, k, pool)
            for values in itertools.product((True, False), repeat=5):
                fixed = [[lit if value else -lit] for lit, value in zip(lits, values, strict=True)]
                solver = pycryptosat.Solver()
                solver.add_clauses(clauses + fixed)
                assert solver.solve()[0] is allowed(sum(values)), (kind, k, values)
