"""Prove that 20 players cannot play 6 rounds of tables of four with nobody meeting twice.

    .venv/bin/pip install -e ".[proofs]"   # pycryptosat, the CryptoMiniSat SAT solver
    .venv/bin/python scripts/seating_bounds.py            # 20 players, 6 rounds: unsatisfiable
    .venv/bin/python scripts/seating_bounds.py 20 5       # 5 rounds: prints a schedule

Why it matters: the counting bound, floor((N - 1) / 3), allows 6 rounds for 20 players (each
meets 3 new people a round, 18 of the 19 others), so seating.py's 5 rounds would not be the
most possible unless 6 is ruled out. Six rounds would leave each player exactly one person
never met, a resolvable 4-GDD of type 2^10; this script asks a SAT solver for one and gets
"unsatisfiable" (about 3 CPU minutes with python-sat's CaDiCaL, which the project used until
python-sat's pre-release-only versions were dropped; CryptoMiniSat had not finished after 15
minutes at low priority on a busy machine: give it time), so 5 is the maximum and
tests/tournaments/test_seating.py asks for exactly 5.

The model: x[p, r, t] says player p sits at table t in round r; every player at one table a
round, four players a table, and every pair together in at most one round. Symmetry breaking,
each step a relabelling of players, tables or rounds that any schedule admits:
1. round 0 is tables {0-3}, {4-7}, ..., {16-19};
2. from round 1 on, players 0-3 (who met in round 0) sit at tables 0-3 in that order;
3. with 6 rounds: the one player 0 never meets is in another round-0 table; call it 4. Then 0
   meets 5, 6 and 7 once each, in three different rounds (5, 6, 7 cannot meet again), which
   we number 1, 2 and 3.
"""

from __future__ import annotations

import itertools
import sys
import time

TABLE = 4


class Pool:
    """Variable numbers for named propositions, and fresh ones for the encodings."""

    def __init__(self):
        self.ids: dict = {}

    def id(self, name=None) -> int:
        if name is None:
            name = ("fresh", len(self.ids))
        return self.ids.setdefault(name, len(self.ids) + 1)


def at_most(lits: list[int], k: int, pool: Pool) -> list[list[int]]:
    """Sinz's sequential counter (2005): clauses true iff at most `k` of `lits` hold.
    s[i][j] says at least j + 1 of the first i + 1 literals hold."""
    if k >= len(lits):
        return []
    if k == 0:
        return [[-lit] for lit in lits]
    n = len(lits)
    s = [[pool.id() for _ in range(k)] for _ in range(n - 1)]
    clauses = [[-lits[0], s[0][0]], *([-s[0][j]] for j in range(1, k))]
    for i in range(1, n - 1):
        clauses += [[-lits[i], s[i][0]], [-s[i - 1][0], s[i][0]]]
        for j in range(1, k):
            clauses += [[-lits[i], -s[i - 1][j - 1], s[i][j]], [-s[i - 1][j], s[i][j]]]
        clauses.append([-lits[i], -s[i - 1][k - 1]])
    clauses.append([-lits[n - 1], -s[n - 2][k - 1]])
    return clauses


def exactly(lits: list[int], k: int, pool: Pool) -> list[list[int]]:
    """At most k of `lits`, and at most len - k of their negations (at least k)."""
    return at_most(lits, k, pool) + at_most([-lit for lit in lits], len(lits) - k, pool)


def model(players: int, rounds: int):
    tables = players // TABLE
    pool = Pool()
    clauses: list[list[int]] = []

    def x(p, r, t):
        return pool.id(("x", p, r, t))

    def exactly_k(lits, k):
        clauses.extend(exactly(lits, k, pool))

    def at_most_k(lits, k):
        clauses.extend(at_most(lits, k, pool))

    for r in range(rounds):
        for p in range(players):
            exactly_k([x(p, r, t) for t in range(tables)], 1)
        for t in range(tables):
            exactly_k([x(p, r, t) for p in range(players)], TABLE)
    for p in range(players):
        clauses.append([x(p, 0, p // TABLE)])
    for r in range(1, rounds):
        for p in range(TABLE):
            clauses.append([x(p, r, p)])
    for p, q in itertools.combinations(range(players), 2):
        together = []
        for r in range(rounds):
            for t in range(tables):
                y = pool.id(("together", p, q, r, t))
                clauses.append([-x(p, r, t), -x(q, r, t), y])
                together.append(y)
        at_most_k(together, 1)
    if rounds == (players - 1) // 3 and (players - 1) % 3 == 1:
        # Everyone misses exactly one other player (steps 3 above).
        for r in range(rounds):
            clauses.append([-x(4, r, 0)])
        for r, mate in ((1, 5), (2, 6), (3, 7)):
            clauses.append([x(mate, r, 0)])
    return clauses, x, tables


def main(argv: list[str]) -> int:
    try:
        import pycryptosat
    except ImportError:
        print('needs pycryptosat: .venv/bin/pip install -e ".[proofs]"', file=sys.stderr)
        return 2
    try:
        players = int(argv[0]) if argv else 20
        rounds = int(argv[1]) if len(argv) > 1 else 6
    except ValueError:
        print("usage: seating_bounds.py [players] [rounds], both whole numbers", file=sys.stderr)
        return 2
    if players % TABLE or players < 4 * TABLE or rounds < 1:
        print("players must be a multiple of four, at least 16; rounds at least 1", file=sys.stderr)
        return 2
    clauses, x, tables = model(players, rounds)
    started = time.process_time()
    solver = pycryptosat.Solver()
    solver.add_clauses(clauses)
    found, values = solver.solve()
    seconds = time.process_time() - started
    if not found:
        print(f"{players} players, {rounds} rounds: unsatisfiable ({seconds:.0f} s CPU)")
        return 0
    true = {var for var, value in enumerate(values) if value}
    print(f"{players} players, {rounds} rounds: a schedule ({seconds:.1f} s CPU)")
    for r in range(rounds):
        print(
            f"round {r + 1}:",
            "  ".join(
                " ".join(str(p) for p in range(players) if x(p, r, t) in true)
                for t in range(tables)
            ),
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
