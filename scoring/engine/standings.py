"""Tournament standings: table points, uma and oka, and the ranking with its tiebreaks.

Pure Python. A table's result is each player's score at that table (the sum of their
payments over the session's hands, so the four scores sum to zero).

Ties share: tied players split evenly the awards of the places they occupy together (the
EMA's rule for table points, and for uma in riichi). With table points 4/2/1/0:
all four tied 7/4 = 1.75 each; first two tied (4+2)/2 = 3 each; second and third tied
(2+1)/2 = 1.5 each; last two tied (1+0)/2 = 0.5 each; three tied for first (4+2+1)/3 = 2.33.
Exact fractions are kept until display, so shared points add up without rounding.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

TABLE_POINTS = (4, 2, 1, 0)
EMA_UMA = (15000, 5000, -5000, -15000)
EMA_OKA = 0

SCORE = "score"
TABLE_POINTS_SCHEME = "table_points"
UMA = "uma"
SCHEMES = (SCORE, TABLE_POINTS_SCHEME, UMA)

# Tie-breakers an event may add after its scheme's own two figures, in the order it lists
# them: more first places (a shared first counts), the best score at one table, fewer
# penalty points.
FIRSTS = "firsts"
BEST_TABLE = "best_table"
FEWEST_PENALTIES = "fewest_penalties"
TIEBREAKERS = (FIRSTS, BEST_TABLE, FEWEST_PENALTIES)


class StandingsError(ValueError):
    pass


@dataclass(frozen=True)
class StandIn:
    """A substitute whose result counts for nobody: the table's places (and so the others'
    table points) include them, but no row is credited."""

    player: Hashable
    original: Hashable = None


def shared_placements(scores: Mapping[Hashable, int], awards: Sequence) -> dict:
    """Each player's award by place (highest score first), ties sharing their places' awards."""
    if len(awards) != len(scores):
        raise StandingsError(f"{len(awards)} awards for {len(scores)} players")
    ranked = sorted(scores, key=lambda p: scores[p], reverse=True)
    result = {}
    place = 0
    while place < len(ranked):
        tied = [p for p in ranked[place:] if scores[p] == scores[ranked[place]]]
        # Whole numbers stay ints (most places are not shared): Fractions only for a share.
        share = _exact(sum(awards[place : place + len(tied)]), len(tied))
        for p in tied:
            result[p] = share
        place += len(tied)
    return result


def _exact(total, parts: int):
    if parts == 1:
        return total
    share = Fraction(total, parts)
    return share.numerator if share.denominator == 1 else share


def table_points(scores: Mapping[Hashable, int], points: Sequence = TABLE_POINTS) -> dict:
    return shared_placements(scores, points)


def uma_oka(scores: Mapping[Hashable, int], uma: Sequence = EMA_UMA, oka: int = EMA_OKA) -> dict:
    """Riichi result: score plus uma by place, plus oka for first place.

    `oka` is the pot that first place takes, paid a quarter by each player (starting with
    25000 and counting from 30000 makes an oka of 20000); the EMA sets it to 0. Tied players
    share the uma and oka of their places.
    """
    shared = shared_placements(scores, uma_bonus(uma, oka))
    return {p: scores[p] + shared[p] for p in scores}


def uma_bonus(uma: Sequence = EMA_UMA, oka: int = EMA_OKA) -> list:
    """What each place adds to the score: its uma, less a quarter of the oka, and the oka to
    first place."""
    bonus = [_exact(4 * u - oka, 4) for u in uma]
    bonus[0] += oka
    return bonus


@dataclass
class Row:
    player: Hashable
    rank: int = 0
    tied: bool = False
    table_points: Fraction | int = 0
    score: int = 0  # payments, minus penalties
    uma_total: Fraction | int = 0  # score with uma and oka (riichi; the uma scheme only)
    penalties: int = 0
    played: int = 0
    byes: int = 0
    firsts: int = 0  # tables where nobody scored more
    best_table: int | None = None  # the highest score at one table
    ranked_by: tuple = ()  # the scheme's figures, first the main one, then the tiebreak


def standings(
    players: Iterable[Hashable],
    tables: Iterable[Mapping[Hashable, int]],
    *,
    scheme: str = TABLE_POINTS_SCHEME,
    byes: Mapping[Hashable, int] | None = None,
    penalties: Mapping[Hashable, int] | None = None,
    uma: Sequence = EMA_UMA,
    oka: int = EMA_OKA,
    tiebreakers: Sequence[str] = (),
) -> list[Row]:
    """Rank players by the scheme, best first.

    - `score`: the sum of a player's payments (classical club style); tiebreak table points.
    - `table_points`: 4/2/1/0 per table, shared on ties; tiebreak score.
    - `uma`: score with uma and oka (riichi); tiebreak table points.
    Penalties (positive numbers, in score points) come off the score in every scheme. A bye
    counts as the average result: 1.75 table points and a score of 0. Players still tied
    after the tiebreak, and after the event's further `tiebreakers` (TIEBREAKERS, in the
    order given), share the rank (1, 2, 2, 4).
    """
    if scheme not in SCHEMES:
        raise StandingsError(f"unknown standings scheme {scheme!r} (known: {', '.join(SCHEMES)})")
    unknown = [t for t in tiebreakers if t not in TIEBREAKERS]
    if unknown or len(set(tiebreakers)) != len(tiebreakers):
        raise StandingsError(f"tie-breakers {list(tiebreakers)!r}: each once, from {TIEBREAKERS}")
    rows = {p: Row(p) for p in players}
    bonus = uma_bonus(uma, oka)
    for scores in tables:
        if len(scores) != len(TABLE_POINTS):
            raise StandingsError(f"a table has {len(scores)} players, not 4")
        tp = table_points(scores)
        with_uma = (
            {p: scores[p] + b for p, b in shared_placements(scores, bonus).items()}
            if scheme == UMA
            else {}
        )
        for p, score in scores.items():
            row = rows.get(p)
            if row is None and isinstance(p, StandIn):
                continue
            if row is None:
                raise StandingsError(f"{p!r} played but is not a tournament player")
            row.played += 1
            row.firsts += score == max(scores.values())
            row.best_table = score if row.best_table is None else max(row.best_table, score)
            row.score += score
            row.table_points += tp[p]
            row.uma_total += with_uma.get(p, 0)
    bye_points = Fraction(sum(TABLE_POINTS), len(TABLE_POINTS))
    for p, count in (byes or {}).items():
        if p in rows:
            rows[p].byes += count
            rows[p].table_points += bye_points * count
    for p, points in (penalties or {}).items():
        if p in rows:
            rows[p].penalties += points
            rows[p].score -= points
            rows[p].uma_total -= points
    for row in rows.values():
        extra = {
            FIRSTS: row.firsts,
            # Nobody played yet: below every real score.
            BEST_TABLE: row.best_table if row.best_table is not None else float("-inf"),
            FEWEST_PENALTIES: -row.penalties,
        }
        row.ranked_by = {
            SCORE: (row.score, row.table_points),
            TABLE_POINTS_SCHEME: (row.table_points, row.score),
            UMA: (row.uma_total, row.table_points),
        }[scheme] + tuple(extra[t] for t in tiebreakers)
    ordered = sorted(rows.values(), key=lambda r: r.ranked_by, reverse=True)
    for i, row in enumerate(ordered):
        if i and row.ranked_by == ordered[i - 1].ranked_by:
            row.rank = ordered[i - 1].rank
            row.tied = ordered[i - 1].tied = True
        else:
            row.rank = i + 1
    return ordered


@dataclass
class TeamRow:
    team: str
    members: list  # the members' Rows, best first
    rank: int = 0
    tied: bool = False
    table_points: Fraction | int = 0
    score: int = 0
    uma_total: Fraction | int = 0
    ranked_by: tuple = ()


def team_standings(rows: Iterable[Row], teams: Mapping[Hashable, str], scheme: str) -> list:
    """Teams ranked by their members' totals, by the event's scheme and its tiebreak (the
    sum of table points then of scores, or the reverse): a team is as good as all its members
    together. Players without a team are left out; tied teams share the rank."""
    by_team: dict[str, TeamRow] = {}
    for row in rows:
        team = teams.get(row.player)
        if not team:
            continue
        entry = by_team.setdefault(team, TeamRow(team, []))
        entry.members.append(row)
        entry.table_points += row.table_points
        entry.score += row.score
        entry.uma_total += row.uma_total
    for entry in by_team.values():
        entry.ranked_by = {
            SCORE: (entry.score, entry.table_points),
            TABLE_POINTS_SCHEME: (entry.table_points, entry.score),
            UMA: (entry.uma_total, entry.table_points),
        }[scheme]
    ordered = sorted(by_team.values(), key=lambda t: t.team.casefold())
    ordered.sort(key=lambda t: t.ranked_by, reverse=True)
    for i, entry in enumerate(ordered):
        if i and entry.ranked_by == ordered[i - 1].ranked_by:
            entry.rank = ordered[i - 1].rank
            entry.tied = ordered[i - 1].tied = True
        else:
            entry.rank = i + 1
    return ordered
