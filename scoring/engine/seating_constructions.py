"""Known designs with no repeat meeting, for the player counts that have one: the affine
planes AG(k, 4) for 4^k players, two relabelled planes for 32, and partial spreads of lines for
2^m. seating.py relabels and reorders them by the seed."""

from __future__ import annotations

import itertools
import math

# GF(4) = {0, 1, a, a+1} coded 0..3: addition is XOR, multiplication from a^2 = a + 1.
_GF4_MUL = (
    (0, 0, 0, 0),
    (0, 1, 2, 3),
    (0, 2, 3, 1),
    (0, 3, 1, 2),
)


class SeatingError(ValueError):
    pass


def affine_rounds(n: int) -> list[list[tuple[int, ...]]] | None:
    """The parallel classes of AG(k, 4) on points 0..n-1 when n = 4^k (k >= 2), else None."""
    k = round(math.log(n, 4)) if n > 1 else 0
    if k < 2 or 4**k != n:
        return None

    def digits(x):
        return [(x >> (2 * i)) & 3 for i in range(k)]

    def number(ds):
        return sum(d << (2 * i) for i, d in enumerate(ds))

    rounds = []
    for direction in range(1, n):
        ds = digits(direction)
        # One direction per line family: the first nonzero coordinate (from the top) is 1.
        if next(d for d in reversed(ds) if d) != 1:
            continue
        multiples = [number([_GF4_MUL[t][d] for d in ds]) for t in range(4)]
        seen = set()
        tables = []
        for point in range(n):
            if point in seen:
                continue
            line = tuple(sorted(point ^ m for m in multiples))
            seen.update(line)
            tables.append(line)
        rounds.append(tables)
    return rounds


def spread_rounds(n: int, wanted: int, budget: int = 20000) -> list[list[tuple[int, ...]]]:
    """Rounds with no repeat for n = 2^m players: cosets of planes {0, a, b, a^b} of GF(2)^m.

    Two planes that share only 0 never put the same pair together (the pair's difference
    would lie in both), so the rounds are a partial spread of lines of PG(m - 1, 2), found by
    backtracking within `budget` steps. For 32 players it would reach 9 rounds, the largest
    partial spread of PG(4, 2); `paired_plane_rounds` has 10, so it is used for 8 and 128.
    """
    m = n.bit_length() - 1
    if m < 2 or 1 << m != n:
        return []
    lines = sorted({tuple(sorted((a, b, a ^ b))) for a in range(1, n) for b in range(a + 1, n)})
    best: list = []
    chosen: list = []
    steps = 0

    def extend(start, used):
        nonlocal best, steps
        if len(chosen) > len(best):
            best = list(chosen)
        for i in range(start, len(lines)):
            steps += 1
            if len(best) >= wanted or steps > budget:
                return
            if used.isdisjoint(lines[i]):
                chosen.append(lines[i])
                extend(i + 1, used | set(lines[i]))
                chosen.pop()

    extend(0, set())
    rounds = []
    for a, b, c in best:
        cosets = {tuple(sorted((p, p ^ a, p ^ b, p ^ c))) for p in range(n)}
        rounds.append(sorted(cosets))
    return rounds


# Relabelling of the 16 points of AG(2, 4) for the second plane of `paired_plane_rounds`: no
# line of the relabelled plane shares three points with a line of the first. Found by a
# hill-climbing search over permutations; the tests check everything the construction needs.
_SECOND_PLANE = (9, 5, 12, 14, 11, 15, 4, 13, 0, 8, 10, 3, 2, 7, 6, 1)


def paired_plane_rounds(n: int) -> list[list[tuple[int, ...]]]:
    """Ten rounds with no repeat for 32 players, the counting bound floor(31 / 3).

    Players 2k and 2k + 1 form partner pair k, the one pair that never meets (31 = 3 * 10 + 1
    leaves each player exactly one person unmet). Rounds 1-5 are the lines of AG(2, 4) on the
    16 pairs, rounds 6-10 its lines again after relabelling by _SECOND_PLANE, so any two pairs
    share a line twice. Each line of four pairs is split into two tables, one player of each
    pair at each: pair k sends player 2k + s to the first table, where s is a sign bit per
    round and pair. Two pairs on a line meet "straight" (2i with 2j, 2i+1 with 2j+1) when
    their signs agree, "crossed" when they differ; they need one of each, which makes one
    linear equation over GF(2) per two pairs, solved by elimination.
    """
    if n != 32:
        return []
    plane = affine_rounds(16)
    second = [[tuple(sorted(_SECOND_PLANE[p] for p in line)) for line in cls] for cls in plane]
    classes = plane + second
    rounds_of: dict[tuple[int, int], list[int]] = {}
    for r, cls in enumerate(classes):
        for line in cls:
            for i, j in itertools.combinations(line, 2):
                rounds_of.setdefault((i, j), []).append(r)
    # Unknown 16 * r + k is the sign of pair k in round r; each equation says the two rounds
    # in which pairs i and j meet see different sign agreements.
    equations = [
        ({16 * r + i, 16 * r + j, 16 * q + i, 16 * q + j}, 1)
        for (i, j), (r, q) in rounds_of.items()
    ]
    sign = _solve_gf2(equations, 16 * len(classes))
    rounds = []
    for r, cls in enumerate(classes):
        tables = []
        for line in cls:
            tables.append(tuple(sorted(2 * k + sign[16 * r + k] for k in line)))
            tables.append(tuple(sorted(2 * k + 1 - sign[16 * r + k] for k in line)))
        rounds.append(tables)
    return rounds


def _solve_gf2(equations: list[tuple[set[int], int]], unknowns: int) -> list[int]:
    """One solution of a linear system over GF(2), each equation (unknowns summed, value);
    free unknowns are 0. Raises SeatingError when the system has no solution."""
    pivots: dict[int, tuple[int, int]] = {}  # highest unknown -> (row as bits, value)
    for names, value in equations:
        row = sum(1 << u for u in names)
        while row:
            top = row.bit_length() - 1
            if top not in pivots:
                pivots[top] = (row, value)
                break
            other, other_value = pivots[top]
            row ^= other
            value ^= other_value
        else:
            if value:
                raise SeatingError("the seating design's sign equations have no solution")
    solution = [0] * unknowns
    for top in sorted(pivots):
        row, value = pivots[top]
        for u in range(top):
            if row >> u & 1:
                value ^= solution[u]
        solution[top] = value
    return solution
