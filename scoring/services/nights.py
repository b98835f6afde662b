"""Club nights: the games of one evening at several tables, live, and the night's standings.

A game (Session) belongs to one night at most. The night's standings add up every player's
games that evening, wherever they sat: the score counts every hand recorded so far (games
still in play included); table points (4/2/1/0 by place, shared on ties) count finished games.
The club chooses the measure (Club.night_measure).
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import transaction
from django.utils.translation import gettext as _

from scoring.models import Club, ClubNight, NightMeasure, Player, Session

from . import games as games_service
from . import locks


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
    if session.night_id is not None and session.night_id != night.pk:
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


@transaction.atomic
def add_game(night: ClubNight, session: Session) -> Session:
    session = locks.session(session.pk)
    check_game(night, session)
    if session.night_id != night.pk:
        session.night = night
        session.save(update_fields=["night"])
    return session


def candidate_games(night: ClubNight):
    """The club's games that evening that no night holds yet."""
    return Session.objects.filter(
        club_id=night.club_id, date=night.date, kind=Session.Kind.CLUB, night__isnull=True
    ).order_by("id")


@dataclass
class Table:
    game: games_service.Game
    seats: list  # (wind, Player, total)


@dataclass
class NightView:
    night: ClubNight
    measure: str
    tables: list[Table]
    lines: list  # games.Line, .player a Player

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
    lines = list(games_service.tally(found, unfinished_scores=True).values())
    for line in lines:
        line.player = players[line.player]
    measure = night.club.night_measure
    key = {
        NightMeasure.SCORE: lambda line: (line.score, line.table_points),
        NightMeasure.TABLE_POINTS: lambda line: (line.table_points, line.score),
        NightMeasure.BOTH: lambda line: (line.table_points, line.score),
    }.get(measure, lambda line: (line.score, line.table_points))
    return NightView(night, measure, tables, games_service.rank(lines, key))
