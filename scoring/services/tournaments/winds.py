"""Even winds after a change of players (a withdrawal, a late player, a substitute).

The seating engine re-plans the rounds left around what was played and balances winds within
its new plan, not with the winds players already had. Here the re-planned round's players
swap tables where that seats more of them at a wind they have not had their fair share of,
never adding a repeat meeting (docs/tournaments.md, "Changes between rounds").
"""

from __future__ import annotations

import itertools

from scoring.engine import seating as seating_engine

# How many improving swaps `even_winds` makes at most (each moves one player).
SWAP_PASSES = 200
# Re-plans (seeds) tried when swaps leave someone beyond their share; the first one wins ties.
REPLANS = 6


def replanned_round(tournament, player_ids, history, apart=None) -> seating_engine.RoundSeating:
    """The next round once the seed's plan no longer holds (a withdrawal, a late player, a
    substitute). The seating re-plans around what was played but balances winds within the
    new plan only; so the players then swap tables where that seats more of them at a wind
    they have not had their fair share of, never adding a repeat meeting (`even_winds`).
    When that still leaves someone beyond their share, a few other re-plans (seeds) are
    tried the same way and the one with the fewest repeats, then winds, is kept."""
    best = None
    for k in range(REPLANS):
        seated = seating_engine.next_round(
            player_ids,
            tournament.rounds_planned,
            seed=tournament.seed + k * 104_729,
            history=history,
            apart=apart,
        )
        labels = (apart or {}).get(len(history), {})
        candidate = even_winds(seated, history, labels)
        q = seating_engine.quality(
            [r.tables for r in history] + [candidate.tables], {len(history): labels}
        )
        key = (q.repeats, q.clashes, q.wind_imbalance)
        if best is None or key < best[0]:
            best = (key, candidate)
        if key[1:] == (0, 0):
            break  # nothing better to find
    return best[1]


def even_winds(
    seated: seating_engine.RoundSeating, history, labels=None
) -> seating_engine.RoundSeating:
    """`seated` with players swapped between tables, and each table's winds chosen, so that
    the fewest players sit at a wind beyond their fair share (a quarter of their games,
    rounded up), with no more repeat meetings than `seated` has, nor more pairs the event
    keeps apart (`labels`: player -> labels) seated together. Only players the best
    winds still leave beyond their share are moved, so it stays quick at 300 players."""
    counts = seating_engine.wind_counts([r.tables for r in history])
    met = seating_engine.meetings([r.tables for r in history])

    at: dict = {}  # (player, wind) -> (winds beyond the fair share, sum of squares) after

    def seat_cost(player, wind):
        if (player, wind) not in at:
            after = list(counts.get(player, (0, 0, 0, 0)))
            after[wind] += 1
            fair = -(-sum(after) // seating_engine.TABLE_SIZE)
            at[player, wind] = (
                sum(max(0, c - fair) for c in after),
                sum(c * c for c in after),
            )
        return at[player, wind]

    def winds_cost(order):
        costs = [seat_cost(player, wind) for wind, player in enumerate(order)]
        return sum(c[0] for c in costs), sum(c[1] for c in costs)

    def best_order(table):
        best = min(itertools.permutations(table), key=winds_cost)
        return best if winds_cost(best) < winds_cost(tuple(table)) else tuple(table)

    known: dict = {}
    labels, none = labels or {}, frozenset()

    def cost(table):
        key = frozenset(table)
        if key not in known:
            pairs = itertools.combinations(table, 2)
            repeats = together = 0
            for pair in pairs:
                repeats += met.get(frozenset(pair), 0)
                together += bool(labels.get(pair[0], none) & labels.get(pair[1], none))
            known[key] = (repeats, together, *winds_cost(best_order(table)))
        return known[key]

    def plus(a, b):
        return tuple(x + y for x, y in zip(a, b, strict=True))

    tables = [best_order(t) for t in seated.tables]
    costs = [cost(t) for t in tables]
    for _pass in range(SWAP_PASSES):
        improved = False
        for i in range(len(tables)):
            if costs[i][2] == 0:
                continue  # nobody at this table is beyond their share
            for a, player in enumerate(tables[i]):
                for j in range(len(tables)):
                    if j == i:
                        continue
                    for b, other in enumerate(tables[j]):
                        first = tables[i][:a] + (other,) + tables[i][a + 1 :]
                        second = tables[j][:b] + (player,) + tables[j][b + 1 :]
                        new = (cost(first), cost(second))
                        if plus(*new) < plus(costs[i], costs[j]):
                            tables[i], tables[j] = best_order(first), best_order(second)
                            costs[i], costs[j] = new
                            improved = True
                            break
                    if improved:
                        break
                if improved:
                    break
        if not improved:
            break
    return seating_engine.RoundSeating(tables, list(seated.byes))
