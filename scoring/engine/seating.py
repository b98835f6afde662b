"""Tournament seating: who sits at which table, at which wind, in each round.

Pure Python. Players are any hashable, sortable keys (the service passes player ids).

Two goals, in this order:
1. no two players meet twice while that is possible (the "social golfer" problem with
   groups of four);
2. every player sits at each wind about equally often over the tournament.

How:
- When the player count is a power of four (16, 64, 256) the rounds come from the affine
  geometry AG(k, 4): its points are the players, its lines the tables, each parallel class a
  round. Any two points share exactly one line, so (4^k - 1) / 3 rounds with no repeat at
  all (5 for 16 players, 21 for 64).
- For 32 players, ten rounds (the most: each player meets all 31 others but one) come from
  two affine planes AG(2, 4) on 16 pairs of players, each line split into two tables by
  sign bits that solve a small linear system over GF(2) (`paired_plane_rounds`).
- Otherwise a greedy round-by-round construction (each player joins the table where they
  have met fewest people) is repaired by tabu search over swaps of two players in one round
  (the Dotú–Van Hentenryck local search for the social golfer problem), counting meetings
  in rounds already played as fixed.
- From SPARSE_FROM players on (big events: 10,000 players), each round is a random seating
  repaired by swaps drawn from a few random tables, with only the pairs that met stored, so
  time and memory grow with players x rounds instead of players^2 (`_sparse_groups`).
- The last rounds of an event may be seated by ranking instead (`ranked_round`: 1-4 at
  table 1, 5-8 at table 2, ...).
- Players who should be kept apart (team-mates; optionally club-mates or compatriots, in
  the rounds the organiser chooses) are a soft constraint: `apart` gives each of those
  rounds each player's labels, and two players sharing a label at a table is a "clash",
  counted and reported like a repeat but weighing less. A design is relabelled (players
  swapped throughout it, which keeps it free of repeats) to seat fewest clashes; a searched
  round is repaired by swaps between its tables that remove clashes without adding repeats
  (`_keep_apart`).
- Winds are then assigned table by table (the permutation of the four seats that gives each
  player the wind they have had least), and improved by swapping two players' seats at a
  table.
Everything random comes from `random.Random(seed)`, and the search stops after a fixed
number of steps, never after a time: the same seed and history always give the same plan.

Byes: when the count is not a multiple of four, `count % 4` players sit out each round. They
are those with the fewest byes so far (ties broken by the seed), so nobody sits out twice
before everybody has sat out once.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field

from .seating_constructions import (
    SeatingError,
    affine_rounds,
    paired_plane_rounds,
    spread_rounds,
)

WINDS = ("E", "S", "W", "N")
TABLE_SIZE = 4
REPLAN_ATTEMPTS = 8
# From this many players on, rounds are seated one at a time with sparse meeting counts (the
# tabu search keeps an n x n matrix: 10,000 players would need 10^8 cells and a minute).
SPARSE_FROM = 600
# Tables the sparse repair looks at for each swap it tries.
SPARSE_SAMPLE = 48
# What one pair seated together that should be kept apart costs, against 100 for a repeat.
CLASH_WEIGHT = 10
REPEAT_OVER_CLASH = 100 // CLASH_WEIGHT
# Exchanges the relabelling of a design tries without seating fewer pairs together before it
# stops (a constraint no seating meets, such as two clubs of 16 among 32, would else use
# every step).
RELABEL_PATIENCE = 1500
SEAT_PERMUTATIONS = tuple(itertools.permutations(range(TABLE_SIZE)))


@dataclass
class RoundSeating:
    """One round: tables as tuples of four players in seat order E, S, W, N; the byes."""

    tables: list[tuple]
    byes: list = field(default_factory=list)


@dataclass(frozen=True)
class Quality:
    """How good a seating is; zero everywhere is perfect."""

    repeats: int  # meetings beyond the first, summed over all pairs
    pairs_repeated: int  # pairs of players who met more than once
    max_meetings: int  # the most times any pair met
    wind_imbalance: int  # seats taken beyond ceil(rounds played / 4) at one wind, summed
    clashes: int = 0  # pairs to keep apart seated together, summed over the rounds that ask

    @property
    def penalty(self) -> int:
        # One repeat meeting weighs more than any realistic wind imbalance; a pair seated
        # together that should be kept apart weighs between the two.
        return self.repeats * 100 + self.clashes * CLASH_WEIGHT + self.wind_imbalance

    @property
    def perfect(self) -> bool:
        return self.repeats == 0 and self.wind_imbalance == 0 and self.clashes == 0


def max_rounds_without_repeats_bound(n: int) -> int:
    """Upper bound from counting: each round a player meets three new people out of n - 1,
    and from round two on a table needs four players from four different round-one tables."""
    if n < TABLE_SIZE:
        return 0
    tables = n // TABLE_SIZE
    if tables < TABLE_SIZE:
        return 1
    return (n - 1) // 3


def meetings(rounds: Sequence[Sequence[Sequence[Hashable]]]) -> dict[frozenset, int]:
    count: dict[frozenset, int] = {}
    for tables in rounds:
        for table in tables:
            for a, b in itertools.combinations(table, 2):
                pair = frozenset((a, b))
                count[pair] = count.get(pair, 0) + 1
    return count


def wind_counts(rounds: Sequence[Sequence[Sequence[Hashable]]]) -> dict[Hashable, list[int]]:
    counts: dict[Hashable, list[int]] = {}
    for tables in rounds:
        for table in tables:
            for seat, player in enumerate(table):
                counts.setdefault(player, [0, 0, 0, 0])[seat] += 1
    return counts


def quality(rounds: Sequence[Sequence[Sequence[Hashable]]], apart: Apart | None = None) -> Quality:
    """Score the seating of the given rounds (tables in seat order E, S, W, N); `apart`
    (round index from 0 -> player -> labels) counts the pairs seated together that share
    a label in a round that asks to keep them apart."""
    met = meetings(rounds)
    repeats = sum(c - 1 for c in met.values() if c > 1)
    pairs_repeated = sum(1 for c in met.values() if c > 1)
    imbalance = 0
    for counts in wind_counts(rounds).values():
        ceiling = -(-sum(counts) // TABLE_SIZE)
        imbalance += sum(max(0, c - ceiling) for c in counts)
    together = len(clashes(rounds, apart)) if apart else 0
    return Quality(repeats, pairs_repeated, max(met.values(), default=0), imbalance, together)


# Round index (from 0, over the whole event) -> player -> the labels that keep them apart
# from anyone sharing one ("team:Dragons", "country:CZE"). A round not in it keeps nobody apart.
Apart = Mapping[int, Mapping[Hashable, frozenset]]


def clashes(rounds: Sequence[Sequence[Sequence[Hashable]]], apart: Apart) -> list[tuple]:
    """(round index, table index, a, b, shared labels) for each pair seated together in a
    round of `apart` although they share a label."""
    found = []
    for w, tables in enumerate(rounds):
        labels = apart.get(w)
        if not labels:
            continue
        for t, table in enumerate(tables):
            for a, b in itertools.combinations(table, 2):
                shared = labels.get(a, _NONE) & labels.get(b, _NONE)
                if shared:
                    found.append((w, t, a, b, shared))
    return found


_NONE: frozenset = frozenset()


def plan(
    players: Sequence[Hashable],
    rounds: int,
    *,
    seed: int,
    history: Sequence[RoundSeating] = (),
    steps: int = 3000,
    apart: Apart | None = None,
) -> list[RoundSeating]:
    """Seat `rounds` more rounds after the `history` (rounds already seated or played).

    Deterministic for a given seed and history. `steps` bounds the repair search. `apart`
    (by the round's index over the whole event, history included) keeps players apart.
    """
    players = sorted(set(players))
    if len(players) < TABLE_SIZE:
        raise SeatingError(f"a round needs at least {TABLE_SIZE} players, there are {len(players)}")
    if rounds < 1:
        return []
    rng = random.Random(seed)
    bye_count = {p: 0 for p in players}
    for past in history:
        for p in past.byes:
            if p in bye_count:
                bye_count[p] += 1

    # Byes first: they decide who plays in each round.
    order = {p: rng.random() for p in players}
    byes_per_round = len(players) % TABLE_SIZE
    round_byes, round_players = [], []
    for _ in range(rounds):
        chosen = sorted(players, key=lambda p: (bye_count[p], order[p]))[:byes_per_round]
        for p in chosen:
            bye_count[p] += 1
        round_byes.append(sorted(chosen))
        round_players.append([p for p in players if p not in set(chosen)])

    groups = []
    if not history and not byes_per_round:
        groups = _constructed_groups(round_players, rng)
        if groups and apart:
            groups = _relabel_apart(groups, apart, rng, steps)
    designed = len(groups)
    if len(groups) < rounds:
        # Past the design (or without one) the search seats the rest around what is fixed.
        fixed = [*history, *(RoundSeating(g) for g in groups)]
        search = _sparse_groups if len(players) >= SPARSE_FROM else _search_groups
        groups += search(round_players[len(groups) :], fixed, rng, steps)
    if apart:
        _keep_apart(groups, designed, history, apart, rng, steps)
    seated = _colour_winds(groups, rng) if not history else _assign_winds(groups, history, rng)
    return [RoundSeating(tables, byes) for tables, byes in zip(seated, round_byes, strict=True)]


def _constructed_groups(round_players, rng):
    """Rounds of a known design for 4^k, 32 or 2^m players (as many as it has, up to the
    rounds wanted), relabelled and reordered by the seed."""
    n = len(round_players[0])
    design = affine_rounds(n) or paired_plane_rounds(n) or spread_rounds(n, len(round_players))
    if not design:
        return []
    label = list(round_players[0])
    rng.shuffle(label)
    classes = list(design)
    rng.shuffle(classes)
    return [[[label[i] for i in line] for line in cls] for cls in classes[: len(round_players)]]


def _search_groups(round_players, history, rng, steps):
    """Greedy construction, then tabu search on swaps, minimising repeat meetings."""
    everyone = sorted({p for ps in round_players for p in ps} | _history_players(history))
    index = {p: i for i, p in enumerate(everyone)}
    n = len(everyone)
    met = [[0] * n for _ in range(n)]
    for past in history:
        for table in past.tables:
            for a, b in itertools.combinations(table, 2):
                if a in index and b in index:
                    met[index[a]][index[b]] += 1
                    met[index[b]][index[a]] += 1

    # Greedy: players in a random order join the open table where they know fewest people.
    groups = []  # groups[w][g] = list of player indexes
    where = []  # where[w][i] = group of player i in round w
    for ps in round_players:
        ids = [index[p] for p in ps]
        rng.shuffle(ids)
        tables = [[] for _ in range(len(ids) // TABLE_SIZE)]
        for i in ids:
            best = min(
                (g for g in range(len(tables)) if len(tables[g]) < TABLE_SIZE),
                key=lambda g: (sum(met[i][j] for j in tables[g]), len(tables[g])),
            )
            for j in tables[best]:
                met[i][j] += 1
                met[j][i] += 1
            tables[best].append(i)
        groups.append(tables)
        spot = {}
        for g, table in enumerate(tables):
            for i in table:
                spot[i] = g
        where.append(spot)

    cost = sum(max(0, met[i][j] - 1) for i in range(n) for j in range(i + 1, n))
    best_cost, best_groups = cost, [[list(t) for t in r] for r in groups]
    floor = _forced_repeats(met, n)
    tabu: dict[tuple, int] = {}
    stale = since_best = 0
    for step in range(steps):
        if best_cost <= floor or since_best > 1000:
            break
        conflicted = [
            (w, i)
            for w, tables in enumerate(groups)
            for table in tables
            for i in table
            if any(met[i][j] > 1 for j in table if j != i)
        ]
        best_move, best_delta = None, None
        for w, a in conflicted:
            ga = where[w][a]
            others_a = [x for x in groups[w][ga] if x != a]
            leave_a = sum(1 for x in others_a if met[a][x] > 1)
            for gb, table_b in enumerate(groups[w]):
                if gb == ga:
                    continue
                for b in table_b:
                    others_b = [y for y in table_b if y != b]
                    delta = (
                        sum(1 for y in others_b if met[a][y] >= 1)
                        - leave_a
                        + sum(1 for x in others_a if met[b][x] >= 1)
                        - sum(1 for y in others_b if met[b][y] > 1)
                    )
                    key = (w, min(a, b), max(a, b))
                    if tabu.get(key, -1) > step and cost + delta >= best_cost:
                        continue
                    if (
                        best_delta is None
                        or delta < best_delta
                        or (delta == best_delta and rng.random() < 0.3)
                    ):
                        best_move, best_delta = (w, a, ga, b, gb), delta
        if best_move is None:
            tabu.clear()
            continue
        w, a, ga, b, gb = best_move
        _swap(groups, where, met, w, a, ga, b, gb)
        cost += best_delta
        tabu[(w, min(a, b), max(a, b))] = step + 5 + rng.randrange(10)
        if cost < best_cost:
            best_cost, best_groups = cost, [[list(t) for t in r] for r in groups]
            stale = since_best = 0
        else:
            stale += 1
            since_best += 1
        if stale > 300:
            # Stuck: perturb from the best plan found with a few random swaps.
            groups = [[list(t) for t in r] for r in best_groups]
            where, met, cost = _rebuild(groups, history, index, n)
            for _ in range(3):
                w = rng.randrange(len(groups))
                ga, gb = rng.sample(range(len(groups[w])), 2)
                a, b = rng.choice(groups[w][ga]), rng.choice(groups[w][gb])
                _swap(groups, where, met, w, a, ga, b, gb)
            cost = sum(max(0, met[i][j] - 1) for i in range(n) for j in range(i + 1, n))
            stale = 0
    return [[[everyone[i] for i in table] for table in r] for r in best_groups]


def _sparse_groups(round_players, history, rng, steps):
    """Round by round for many players: a random seating, then swaps that remove repeats.

    With n players and r rounds a player has met at most 3r of the n - 1 others, so a random
    table holds a pair that met before with probability about 18r / n, and a repeat is undone
    by swapping one of its players with someone at one of a few tables drawn at random. Only
    the pairs that met are stored (a dict per player), so time and memory grow with n * r,
    not n^2.
    """
    met: dict = {}
    for past in history:
        _record_meetings(met, past.tables)
    groups = []
    for ps in round_players:
        ids = list(ps)
        rng.shuffle(ids)
        tables = [ids[i : i + TABLE_SIZE] for i in range(0, len(ids), TABLE_SIZE)]
        _repair_round(tables, met, rng, steps)
        _record_meetings(met, tables)
        groups.append(tables)
    return groups


def _record_meetings(met, tables):
    for table in tables:
        for a, b in itertools.combinations(table, 2):
            seen_a, seen_b = met.setdefault(a, {}), met.setdefault(b, {})
            seen_a[b] = seen_a.get(b, 0) + 1
            seen_b[a] = seen_b.get(a, 0) + 1


def _repair_round(tables, met, rng, steps, labels=None):
    """Swap players between this round's tables until no pair at a table has met before (or
    `steps` swaps were tried). A swap is taken when it removes more repeats than it makes,
    or as many (a sideways step, so the search does not stick). With `labels` (player ->
    labels) a pair sharing a label costs 1 and a pair that met before CLASH_WEIGHT times
    more, so clashes are removed without adding repeats."""
    empty: dict = {}

    if labels is None:

        def cost(p, others):
            seen = met.get(p, empty)
            return sum(seen.get(x, 0) for x in others if x != p)

    else:

        def cost(p, others):
            seen, mine = met.get(p, empty), labels.get(p, _NONE)
            return sum(
                seen.get(x, 0) * REPEAT_OVER_CLASH + (1 if mine & labels.get(x, _NONE) else 0)
                for x in others
                if x != p
            )

    def table_cost(table):
        return sum(cost(p, table) for p in table) // 2

    bad = {t for t, table in enumerate(tables) if table_cost(table)}
    for _ in range(steps):
        if not bad:
            return
        t = rng.choice(sorted(bad))
        here = tables[t]
        a = max(here, key=lambda p: (cost(p, here), rng.random()))
        rest_a = [x for x in here if x != a]
        before_a = cost(a, rest_a)
        best = None
        for u in rng.sample(range(len(tables)), min(SPARSE_SAMPLE, len(tables))):
            if u == t:
                continue
            for b in tables[u]:
                rest_b = [y for y in tables[u] if y != b]
                delta = cost(a, rest_b) + cost(b, rest_a) - before_a - cost(b, rest_b)
                if best is None or delta < best[0]:
                    best = (delta, u, b)
            if labels is not None and best[0] <= -before_a:
                # a leaves all its trouble and brings none: no better swap to look for (many
                # players share a country, so most clashes are undone by the first tables).
                break
        if best is None or best[0] > 0:
            continue
        _delta, u, b = best
        here[here.index(a)] = b
        tables[u][tables[u].index(b)] = a
        for v in (t, u):
            if table_cost(tables[v]):
                bad.add(v)
            else:
                bad.discard(v)


def _relabel_apart(groups, apart, rng, steps):
    """A design's rounds with its players exchanged two at a time (throughout the design, so
    any two still meet at most once) while that seats fewer pairs to keep apart together."""
    rounds = [w for w in range(len(groups)) if apart.get(w)]
    if not rounds:
        return groups
    players = sorted({p for table in groups[0] for p in table})
    # where[p] = the table (round, index) p sits at in each round that keeps people apart.
    table_of = {(w, t): list(table) for w in rounds for t, table in enumerate(groups[w])}
    where = {p: {} for p in players}
    for (w, t), table in table_of.items():
        for p in table:
            where[p][w] = t

    def table_clashes(w, table):
        labels = apart[w]
        return sum(
            1
            for a, b in itertools.combinations(table, 2)
            if labels.get(a, _NONE) & labels.get(b, _NONE)
        )

    def around(a, b):
        keys = {(w, where[a][w]) for w in rounds} | {(w, where[b][w]) for w in rounds}
        return sum(table_clashes(w, table_of[w, t]) for w, t in keys), keys

    def exchange(a, b, keys):
        for w, t in keys:
            table_of[w, t] = [b if p == a else a if p == b else p for p in table_of[w, t]]
        where[a], where[b] = where[b], where[a]

    clashing = None
    since_better = 0
    for _ in range(steps):
        if clashing is None:
            clashing = sorted(
                {
                    p
                    for (w, _t), table in table_of.items()
                    for p in table
                    if any(apart[w].get(p, _NONE) & apart[w].get(q, _NONE) for q in table if q != p)
                }
            )
        if not clashing or since_better > RELABEL_PATIENCE:
            break  # nothing left to separate, or (likely) nothing more can be
        a = rng.choice(clashing)
        b = rng.choice(players)
        if a == b:
            continue
        before, keys = around(a, b)
        exchange(a, b, keys)
        after = around(a, b)[0]
        if after > before:
            exchange(a, b, keys)
        if after < before:
            clashing, since_better = None, 0
        else:
            since_better += 1
            if after == before:
                clashing = None
    swap = {}
    for (w, t), table in table_of.items():
        for original, now in zip(groups[w][t], table, strict=True):
            swap.setdefault(original, now)
    return [[[swap.get(p, p) for p in table] for table in tables] for tables in groups]


def _keep_apart(groups, designed, history, apart, rng, steps):
    """Swap players between the tables of each searched round that keeps people apart, so
    fewer pairs sharing a label sit together, never adding a meeting with anyone met in an
    earlier round (a swap can remove at most six clashes, a repeat weighs ten)."""
    met: dict = {}
    for past in history:
        _record_meetings(met, past.tables)
    offset, moved = len(history), False
    for w, tables in enumerate(groups):
        labels = apart.get(offset + w)
        if w >= designed and (labels or moved):
            # A round after one repaired here was searched around its old tables: it is
            # repaired too, for repeats alone if it keeps nobody apart.
            _repair_round(tables, met, rng, steps, labels)
            moved = True
        _record_meetings(met, tables)


def _forced_repeats(met, n):
    """Repeats no seating can avoid: a player who sat with more people than there are others
    has met some of them twice (half a repeat each side of the pair)."""
    excess = sum(max(0, sum(row) - (n - 1)) for row in met)
    return -(-excess // 2)


def _history_players(history):
    return {p for past in history for table in past.tables for p in table}


def _swap(groups, where, met, w, a, ga, b, gb):
    for x in groups[w][ga]:
        if x != a:
            met[a][x] -= 1
            met[x][a] -= 1
            met[b][x] += 1
            met[x][b] += 1
    for y in groups[w][gb]:
        if y != b:
            met[b][y] -= 1
            met[y][b] -= 1
            met[a][y] += 1
            met[y][a] += 1
    groups[w][ga][groups[w][ga].index(a)] = b
    groups[w][gb][groups[w][gb].index(b)] = a
    where[w][a], where[w][b] = gb, ga


def _rebuild(groups, history, index, n):
    met = [[0] * n for _ in range(n)]
    tables = [[[index[p] for p in t if p in index] for t in past.tables] for past in history]
    for r in [*tables, *groups]:
        for table in r:
            for a, b in itertools.combinations(table, 2):
                met[a][b] += 1
                met[b][a] += 1
    where = [{i: g for g, table in enumerate(r) for i in table} for r in groups]
    cost = sum(max(0, met[i][j] - 1) for i in range(n) for j in range(i + 1, n))
    return where, met, cost


def _colour_winds(groups, rng):
    """Winds for a whole plan, as a proper 4-edge-colouring of a bipartite graph.

    One side has a node per table, the other a node per player and block of four
    consecutive rounds; an edge says the player sits at that table, its colour is the wind.
    Every node has at most four edges, so by König's theorem four colours suffice: each
    table gets four different winds and each player each wind at most once in every four
    rounds, at most ceil(rounds / 4) times in all. Colours are found by the classical
    alternating-path recolouring.
    """
    # Nodes are numbered in order of first appearance; at[node][colour] is the edge of that
    # colour at the node (-1: none), lists rather than dicts so 80,000 edges take a second.
    node_ids: dict = {}
    ends_u, ends_v = [], []
    table_nodes = []
    for w, tables in enumerate(groups):
        for table in tables:
            u = node_ids.setdefault(("table", len(table_nodes)), len(node_ids))
            table_nodes.append(u)
            for p in table:
                v = node_ids.setdefault(("player", p, w // TABLE_SIZE), len(node_ids))
                ends_u.append(u)
                ends_v.append(v)
    at = [[-1] * TABLE_SIZE for _ in range(len(node_ids))]
    order = list(range(len(ends_u)))
    rng.shuffle(order)
    colour = [-1] * len(ends_u)
    for e in order:
        u, v = ends_u[e], ends_v[e]
        at_u, at_v = at[u], at[v]
        a = at_u.index(-1)
        b = at_v.index(-1)
        if at_v[a] != -1:
            # Swap a and b along the path from v that alternates a, b: it never reaches u.
            path, node, c = [], v, a
            while at[node][c] != -1:
                f = at[node][c]
                path.append(f)
                node = ends_v[f] if node == ends_u[f] else ends_u[f]
                c = b if c == a else a
            for f in path:
                at[ends_u[f]][colour[f]] = -1
                at[ends_v[f]][colour[f]] = -1
            for f in path:
                colour[f] = b if colour[f] == a else a
                at[ends_u[f]][colour[f]] = f
                at[ends_v[f]][colour[f]] = f
        colour[e] = a
        at_u[a] = e
        at_v[a] = e
    player_of = {node: key[1] for key, node in node_ids.items() if key[0] == "player"}
    seated = []
    position = 0
    for tables in groups:
        this_round = []
        for _ in tables:
            node = table_nodes[position]
            position += 1
            this_round.append(tuple(player_of[ends_v[at[node][c]]] for c in range(TABLE_SIZE)))
        seated.append(this_round)
    return seated


def _assign_winds(groups, history, rng):
    """Order each table E, S, W, N so that everyone's winds stay as even as possible.

    Greedy table by table, then passes that re-seat one table at a time given all the
    others, minimising the sum of squared wind counts (which is least when even).
    """
    counts: dict = {}
    for past in history:
        for table in past.tables:
            for seat, p in enumerate(table):
                counts.setdefault(p, [0, 0, 0, 0])[seat] += 1
    seated = []
    for tables in groups:
        this_round = []
        for table in tables:
            shuffled = list(table)
            rng.shuffle(shuffled)
            ordered = _best_order(shuffled, counts)
            for s, p in enumerate(ordered):
                counts[p][s] += 1
            this_round.append(ordered)
        seated.append(this_round)
    for _ in range(20):
        changed = False
        for this_round in seated:
            for t, table in enumerate(this_round):
                for s, p in enumerate(table):
                    counts[p][s] -= 1
                ordered = _best_order(table, counts)
                for s, p in enumerate(ordered):
                    counts[p][s] += 1
                if ordered != table:
                    this_round[t], changed = ordered, True
        if not changed:
            break
    return seated


def _best_order(table, counts):
    for p in table:
        counts.setdefault(p, [0, 0, 0, 0])
    # Adding one seat at wind s costs 2 * count + 1 in squares: the least-used winds win.
    # The first permutation is the table as given, so a tie keeps it.
    best = min(SEAT_PERMUTATIONS, key=lambda perm: sum(counts[table[perm[s]]][s] for s in range(4)))
    return tuple(table[best[s]] for s in range(TABLE_SIZE))


def next_round(
    players: Sequence[Hashable],
    total_rounds: int,
    *,
    seed: int,
    history: Sequence[RoundSeating],
    apart: Apart | None = None,
) -> RoundSeating:
    """The seating of the round after `history`.

    The tournament's whole plan is made from the seed; while the rounds played so far are
    that plan's rounds (no swaps, no withdrawals), its next round is used, which keeps a
    constructed design intact. Otherwise the remaining rounds are planned anew around what
    really happened. `apart` keeps players apart (see `plan`).
    """
    whole = plan(players, max(total_rounds, len(history) + 1), seed=seed, apart=apart)
    if all(_same_round(done, planned) for done, planned in zip(history, whole, strict=False)):
        return whole[len(history)]
    remaining = max(1, total_rounds - len(history))
    # Re-planned around a change (a swap, a late player, a withdrawal): who sits out decides
    # whether a round without repeats exists (15 players after 16: the three byes must come
    # from three different first-round tables), so try a few seeds, which draw the byes
    # differently, and keep the first with no new repeat and no clash (else the fewest).
    met = meetings([r.tables for r in history])
    labels = (apart or {}).get(len(history))
    best = None
    for attempt in range(REPLAN_ATTEMPTS):
        candidate = plan(
            players,
            remaining,
            seed=seed + len(history) + attempt * 7919,
            history=history,
            apart=apart,
        )[0]
        cost = (
            sum(
                met.get(frozenset(pair), 0)
                for table in candidate.tables
                for pair in itertools.combinations(table, 2)
            ),
            len(clashes([candidate.tables], {0: labels})) if labels else 0,
        )
        if best is None or cost < best[0]:
            best = (cost, candidate)
        if cost == (0, 0):
            break
    return best[1]


def _same_round(a: RoundSeating, b: RoundSeating) -> bool:
    return {frozenset(t) for t in a.tables} == {frozenset(t) for t in b.tables} and set(
        a.byes
    ) == set(b.byes)


def ranked_round(
    ranking: Sequence[Hashable], *, seed: int, history: Sequence[RoundSeating]
) -> RoundSeating:
    """A round seated by standing (Swiss): `ranking` is best first; the first four play at
    table 1, the next four at table 2, and so on, so players of one level meet.

    Byes (`len(ranking) % 4`) go to those with the fewest byes so far, the lowest ranked
    first, so the top tables stay whole. Winds keep everyone's count as even as possible over
    the event (`history`)."""
    ranking = list(dict.fromkeys(ranking))
    if len(ranking) < TABLE_SIZE:
        raise SeatingError(f"a round needs at least {TABLE_SIZE} players, there are {len(ranking)}")
    byes_so_far = {p: 0 for p in ranking}
    for past in history:
        for p in past.byes:
            if p in byes_so_far:
                byes_so_far[p] += 1
    place = {p: i for i, p in enumerate(ranking)}
    count = len(ranking) % TABLE_SIZE
    byes = sorted(ranking, key=lambda p: (byes_so_far[p], -place[p]))[:count]
    playing = [p for p in ranking if p not in set(byes)]
    groups = [playing[i : i + TABLE_SIZE] for i in range(0, len(playing), TABLE_SIZE)]
    tables = _assign_winds([groups], history, random.Random(seed))[0]
    return RoundSeating([tuple(t) for t in tables], sorted(byes, key=place.get))
