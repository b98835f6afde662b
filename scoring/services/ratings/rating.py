"""Ratings: every finished game a player has played, rated with openskill's Plackett-Luce model,
one rating per ruleset.

A game ranks its four players by their game totals (ties share a place). MCR, riichi and
classical games are different games: a club's games of each ruleset (Session.ruleset) are
rated on their own, each player starting from 25 ± 8.33 in every ruleset. Games are rated in
the order they were played (date, then session id), so the ratings are a function of the
games alone: `rebuild(club)` from scratch gives exactly what the incremental updates gave.

The session services call `game_changed(session)` whenever a game finishes, or a hand of a
finished (or once finished) game is corrected or deleted; tournaments call it when a table
is closed. It re-rates that game and every later game of the club in the same ruleset, and
writes each player's latest rating in that ruleset to Rating (mu, sigma, games).
"""

from __future__ import annotations

from collections.abc import Iterable

from django.db import connection, transaction
from django.db.models import Q

from scoring.models import Club, Rating, RatingChange, Session
from scoring.services import locks
from scoring.services.ratings import games as games_service

# Plackett-Luce: the openskill model made for free-for-all games of more than two players.
MU = 25.0
SIGMA = 25.0 / 3
# Rows per INSERT statement: 6 parameters each, well under SQLite's and PostgreSQL's limits.
INSERT_BATCH = 500


def _model():
    from openskill.models import PlackettLuce

    return PlackettLuce(mu=MU, sigma=SIGMA)


def conservative(mu: float, sigma: float) -> float:
    """The rating a player is very likely above (mu - 3 sigma): what ladders sort by."""
    return mu - 3 * sigma


def rate(games: Iterable[tuple], state: dict) -> list[tuple]:
    """Rate `games` in order: each is (game id, {player id: game total}). `state` maps a player
    id to (mu, sigma, games rated) and is updated in place. Returns one change per player and
    game: (game id, player id, mu before, sigma before, mu after, sigma after).

    Pure Python over openskill: the same games in the same order give the same numbers.
    """
    model = _model()
    changes = []
    for game_id, scores in games:
        players = sorted(scores)
        before = [state.get(p, (MU, SIGMA, 0)) for p in players]
        teams = [[model.rating(mu=mu, sigma=sigma)] for mu, sigma, _n in before]
        rated = model.rate(teams, scores=[scores[p] for p in players])
        for p, (mu, sigma, n), (after,) in zip(players, before, rated, strict=True):
            state[p] = (after.mu, after.sigma, n + 1)
            changes.append((game_id, p, mu, sigma, after.mu, after.sigma))
    return changes


def _sessions_from(date, session_id) -> Q:
    """Sessions played at or after (date, id), in the order games are rated."""
    return Q(date__gt=date) | Q(date=date, id__gte=session_id)


def _changes_from(date, session_id) -> Q:
    return Q(session__date__gt=date) | Q(session__date=date, session_id__gte=session_id)


def game_changed(session: Session) -> None:
    """Re-rate `session` and every later game of its club and ruleset (inside the caller's
    transaction); games of the club's other rulesets keep their ratings."""
    _replay(session.club_id, session.ruleset, (session.date, session.pk))


def session_changed(session: Session) -> None:
    """After a correction or deletion: re-rate when the game is, or was, rated."""
    if session.finished_at is not None or RatingChange.objects.filter(session=session).exists():
        game_changed(session)


@transaction.atomic
def rebuild(club: Club) -> int:
    """Every game of the club rated again from the start, each ruleset on its own; the number
    of games rated."""
    locks.club(club.pk)
    rulesets = set(Session.objects.filter(club=club).values_list("ruleset", flat=True))
    rulesets |= set(Rating.objects.filter(player__club=club).values_list("ruleset", flat=True))
    return sum(_replay(club.pk, ruleset, None) for ruleset in sorted(rulesets))


@transaction.atomic
def _replay(club_id: int, ruleset: str, since: tuple | None) -> int:
    # One club's ratings change one replay at a time: two tables finishing together would
    # otherwise each rate from a state without the other's game.
    locks.club(club_id)
    changes = RatingChange.objects.filter(session__club_id=club_id, session__ruleset=ruleset)
    sessions = Session.objects.filter(club_id=club_id, ruleset=ruleset)
    current = Rating.objects.filter(player__club_id=club_id, ruleset=ruleset)
    if since is not None:
        changes = changes.filter(_changes_from(*since))
        sessions = sessions.filter(_sessions_from(*since))
    dropped = set(changes.values_list("player_id", flat=True))
    changes.delete()
    if since is None:
        state = {}
        dropped |= set(current.values_list("player_id", flat=True))
    elif dropped:
        state = _state_before(club_id, ruleset)
    else:
        # Nothing rated at or after this game (the usual case: the latest game just
        # finished): the current ratings are the state before it.
        state = {
            pid: (mu, sigma, n)
            for pid, mu, sigma, n in current.values_list("player_id", "mu", "sigma", "games")
        }
    to_rate = [(g.session_id, g.scores) for g in games_service.games(sessions) if g.counts]
    rows = rate(to_rate, state)
    _insert(rows)
    touched = dropped | {pid for _g, pid, *_rest in rows}
    rated = [
        Rating(
            player_id=pid,
            ruleset=ruleset,
            mu=state[pid][0],
            sigma=state[pid][1],
            games=state[pid][2],
        )
        for pid in touched
        if state.get(pid, (None, None, 0))[2]
    ]
    unrated = [pid for pid in touched if not state.get(pid, (None, None, 0))[2]]
    if unrated:
        current.filter(player_id__in=unrated).delete()
    Rating.objects.bulk_create(
        rated,
        batch_size=2000,
        update_conflicts=True,
        unique_fields=["player", "ruleset"],
        update_fields=["mu", "sigma", "games"],
    )
    return len(to_rate)


def _insert(rows: list[tuple]) -> None:
    """The rating history rows, written many to one INSERT: a rebuild writes one row per
    player and game (40,000 for 10,000 games), and building model instances for bulk_create
    took most of the rebuild's time."""
    table = connection.ops.quote_name(RatingChange._meta.db_table)
    columns = ("session_id", "player_id", "mu_before", "sigma_before", "mu", "sigma")
    head = (
        f"INSERT INTO {table} ({', '.join(connection.ops.quote_name(c) for c in columns)}) VALUES "
    )
    one = f"({', '.join(['%s'] * len(columns))})"
    with connection.cursor() as cursor:
        for start in range(0, len(rows), INSERT_BATCH):
            batch = rows[start : start + INSERT_BATCH]
            cursor.execute(head + ", ".join([one] * len(batch)), [v for row in batch for v in row])


def _state_before(club_id: int, ruleset: str) -> dict:
    """Each player's rating in `ruleset` after its last game still rated (the changes left
    after the later ones were dropped): the last change per player, in rating order."""
    state = {}
    rows = (
        RatingChange.objects.filter(session__club_id=club_id, session__ruleset=ruleset)
        .order_by("session__date", "session_id")
        .values_list("player_id", "mu", "sigma")
    )
    counts: dict = {}
    for pid, mu, sigma in rows:
        counts[pid] = counts.get(pid, 0) + 1
        state[pid] = (mu, sigma, counts[pid])
    return state
