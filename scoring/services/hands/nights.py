"""Club nights: the evening, its tables each playing a game of hands, live, and the night's
standings.

A club's game (Session of kind club) belongs to exactly one night: a table started on its own
is a night of one table (`table_night`), which a night of several tables may take in later
(`add_game`). The night's standings add up every player's
games that evening, wherever they sat: the score counts every hand recorded so far (games
still in play included); table points (4/2/1/0 by place, shared on ties) count finished games.
The club chooses the measure (Club.night_measure).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from django.db import transaction
from django.db.models import Count
from django.utils.translation import gettext as _

from scoring.models import Club, ClubNight, NightMeasure, Player, Session
from scoring.services import locks
from scoring.services.ratings import games as games_service


class NightError(ValueError):
    """A request about a night that cannot be done; `field` names the form field."""

    def __init__(self, message, field=None):
        super().__init__(message)
        self.message = message
        self.field = field


@transaction.atomic
def create_night(club: Club, user, date, title: str) -> ClubNight:
    if not (title or "").strip():
        raise NightError(_("Give the night a title."), "title")
    return ClubNight.objects.create(club=club, date=date, title=title.strip(), created_by=user)


def check_game(night: ClubNight, session: Session) -> None:
    """Why `session` cannot join `night`, as a NightError; nothing when it can."""
    if session.club_id != night.club_id:
        raise NightError(
            _("“%(game)s” is another club's game.") % {"game": session.title}, "session"
        )
    if session.kind != Session.Kind.CLUB:
        raise NightError(
            _("“%(game)s” is a tournament game; it belongs to its tournament.")
            % {"game": session.title},
            "session",
        )
    if session.night_id is not None and session.night_id != night.pk and not _alone(session):
        raise NightError(
            _(
                "“%(game)s” is already a game of the night “%(night)s”: a game is played at one night only."
            )
            % {"game": session.title, "night": session.night},
            "session",
        )
    if session.date != night.date:
        raise NightError(
            _("“%(game)s” was played on %(game_date)s, not on the night's date %(date)s.")
            % {"game": session.title, "game_date": session.date, "date": night.date},
            "date",
        )


def _alone(session: Session) -> bool:
    """Whether the game is the only table of its night (a table started on its own)."""
    return not Session.objects.filter(night_id=session.night_id).exclude(pk=session.pk).exists()


@transaction.atomic
def add_game(night: ClubNight, session: Session) -> Session:
    """Make `session` a table of `night`. A game that was a night of one table leaves that
    night, which goes with it: it had nothing else (no other table, so no other standings)."""
    session = locks.session(session.pk)
    check_game(night, session)
    if session.night_id != night.pk:
        left = session.night_id
        session.night = night
        session.save(update_fields=["night"])
        if left is not None:
            ClubNight.objects.filter(pk=left, games__isnull=True).delete()
    return session


@transaction.atomic
def table_night(session: Session, user, night: ClubNight | None = None) -> Session:
    """Seat a new club game at its night: `night` when it was started from one, else a night
    of one table of its own, on its date and under its title (a club game is always a table of
    a night)."""
    if session.kind != Session.Kind.CLUB:
        return session
    if night is None:
        night = ClubNight.objects.create(
            club_id=session.club_id, date=session.date, title=session.title, created_by=user
        )
    return add_game(night, session)


def candidate_games(night: ClubNight):
    """The club's games that evening that another night of one table holds (or none)."""
    return (
        Session.objects.filter(club_id=night.club_id, date=night.date, kind=Session.Kind.CLUB)
        .exclude(night=night)
        .annotate(tables=Count("night__games"))
        .filter(tables__lte=1)
        .order_by("id")
    )


@dataclass
class Table:
    game: games_service.Game
    seats: list  # (wind, Player, total)


@dataclass
class NightView:
    night: ClubNight
    measure: str
    tables: list[Table]
    standings: list  # (ruleset, [games.Line, .player a Player]) for each ruleset played

    @property
    def lines(self) -> list:
        """Every standing's lines, ruleset after ruleset."""
        return [line for _ruleset, lines in self.standings for line in lines]

    @property
    def shows_score(self) -> bool:
        return self.measure in (NightMeasure.SCORE, NightMeasure.BOTH)

    @property
    def shows_table_points(self) -> bool:
        return self.measure in (NightMeasure.TABLE_POINTS, NightMeasure.BOTH)


def night_view(night: ClubNight) -> NightView:
    """Every table's game and the standings: three queries whatever the number of games
    (the games, their hand totals, the players)."""
    found = games_service.games(Session.objects.filter(night=night))
    ids = {pid for g in found for pid in g.seats}
    players = Player.objects.in_bulk(ids)
    tables = [
        Table(
            g,
            [
                (w, players[pid], g.scores.get(pid, 0))
                for w, pid in zip("ESWN", g.seats, strict=True)
            ],
        )
        for g in found
    ]
    measure = night.club.night_measure
    key = {
        NightMeasure.SCORE: lambda line: (line.score, line.table_points),
        NightMeasure.TABLE_POINTS: lambda line: (line.table_points, line.score),
        NightMeasure.BOTH: lambda line: (line.table_points, line.score),
    }.get(measure, lambda line: (line.score, line.table_points))
    # Scores of different rulesets are never added up: one standing per ruleset played, the
    # most played first.
    played = Counter(g.ruleset for g in found)
    standings = []
    for ruleset in sorted(played, key=lambda r: (-played[r], r)):
        lines = list(
            games_service.tally(
                [g for g in found if g.ruleset == ruleset], unfinished_scores=True
            ).values()
        )
        for line in lines:
            line.player = players[line.player]
        standings.append((ruleset, games_service.rank(lines, key)))
    return NightView(night, measure, tables, standings)


@dataclass
class Evening:
    """A night as a list shows it: the night and the tables of it the reader may see."""

    night: ClubNight
    tables: list  # Session


def evenings(games, limit: int = 20) -> list[Evening]:
    """The nights of `games` (club games with their night and club, newest first, grouped by
    night, already filtered for the reader), each
    with its tables in the order they were started. A game that no night holds (made outside
    the services) is shown as a night of one table of its own."""
    found: dict = {}
    for game in games:
        night = game.night or ClubNight(club=game.club, date=game.date, title=game.title, pk=None)
        key = game.night_id or ("game", game.pk)
        if key not in found:
            if len(found) == limit:
                break
            found[key] = Evening(night, [])
        found[key].tables.append(game)
    for evening in found.values():
        evening.tables.sort(key=lambda game: game.pk)
    return list(found.values())
