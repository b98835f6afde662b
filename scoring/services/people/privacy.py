"""Who may see a club's (or a tournament's) player pages, standings and result files, and how
players are named to those who are not members. EMA numbers are never public: only the
club's organisers see them (the EMA file included)."""

from __future__ import annotations

import contextlib
import contextvars
from dataclasses import dataclass, field
from types import SimpleNamespace

from django.db import models
from django.utils.translation import gettext_lazy as _

from scoring import permissions
from scoring.models import Audience, Player, PublicNames


def may_see(user, club, audience: str) -> bool:
    if audience == Audience.PUBLIC:
        return True
    if audience == Audience.MEMBERS:
        return permissions.is_member(user, club)
    return permissions.is_organiser(user, club)


def may_see_players(user, owner) -> bool:
    """`owner` is a Club or a Tournament: each has its own settings."""
    return may_see(user, _club(owner), owner.players_visible_to)


def may_see_standings(user, owner) -> bool:
    return may_see(user, _club(owner), owner.standings_visible_to)


def may_see_results(user, owner) -> bool:
    return may_see(user, _club(owner), owner.results_visible_to)


def may_see_ema_numbers(user, club) -> bool:
    return permissions.is_organiser(user, club)


def initials(name: str) -> str:
    return " ".join(f"{part[0]}." for part in name.split() if part) or "?"


def shown_games(user, sessions):
    """`sessions` without the games whose club does not show its games to `user`: a list
    leaves out what its pages would refuse (their own scorers and referees aside)."""
    if user.is_authenticated and user.is_superuser:
        return sessions
    shown = models.Q(club__standings_visible_to=Audience.PUBLIC)
    if user.is_authenticated:
        roles = user.club_roles.values("club_id")
        linked = user.players.values("club_id")
        organised = user.organised_clubs.values("pk")
        member = models.Q(club__in=roles) | models.Q(club__in=linked) | models.Q(club__in=organised)
        shown |= models.Q(club__standings_visible_to=Audience.MEMBERS) & member
        shown |= models.Q(club__in=organised)
        shown |= models.Q(scorers=user) | models.Q(referees=user)
    return sessions.filter(shown).distinct()


def _club(owner):
    return owner.club if hasattr(owner, "club_id") else owner


# Every page, by class ------------------------------------------------------------------------
#
# Two decisions apply to every routed page, file, API answer and hall display alike
# (scoring.middleware.PrivacyMiddleware calls them):
# - who may see a page: `page_refusal`, from the page's owner (the club, or the tournament a
#   game or round belongs to) and what the page shows (a player, a game's or a ranking's
#   results, or a result file);
# - how a player is named to whoever is looking: `shown_name`, applied where players are
#   loaded (Player.from_db), so no template, file writer or API serialiser can forget it.

PLAYERS, STANDINGS, RESULTS = "players", "standings", "results"

# The owner of a page, by the first part of its path and its URL keyword (others have none).
OWNED_PATHS = {
    ("sessions", "pk"): "session",
    ("sessions", "session_id"): "session",
    ("api", "pk"): "session",
    ("tournaments", "pk"): "tournament",
    ("nights", "pk"): "night",
    ("seasons", "pk"): "season",
    ("players", "pk"): "player",
    ("clubs", "slug"): "club",
}
# Pages of their owner that are its own front page or its organisers' (each with its own
# permission): the tournament page lists its players only when they may be seen, privacy and
# the EMA file are the organisers'. A club's pages (clubs/<slug>/...) are likewise its own.
UNGUARDED_PAGES = {
    "tournament",
    "tournament-privacy",
    "tournament-ema-csv",
    "tournament-register",
}


@dataclass
class Viewer:
    """Who is looking, and at whose page (the club or tournament it belongs to, if any)."""

    user: object
    owner: object = None
    _clubs: dict = field(default_factory=dict)
    _members: dict = field(default_factory=dict)

    def seen(self, owner):
        """The page belongs to `owner` (a club or tournament), loaded with its club."""
        self.owner = owner
        self._clubs[_club(owner).pk] = _club(owner)

    def club(self, club_id):
        if club_id not in self._clubs:
            from scoring.models import Club

            self._clubs[club_id] = Club.objects.get(pk=club_id)
        return self._clubs[club_id]

    def is_member(self, club_id) -> bool:
        if club_id not in self._members:
            self._members[club_id] = permissions.is_member(self.user, self.club(club_id))
        return self._members[club_id]

    def club_says_initials(self, club_id) -> bool:
        return self.club(club_id).public_names == PublicNames.INITIALS


_viewer: contextvars.ContextVar[Viewer | None] = contextvars.ContextVar("viewer", default=None)


@contextlib.contextmanager
def viewing(user, owner=None):
    """Players loaded inside are named as `user` may see them (see `shown_name`)."""
    token = _viewer.set(Viewer(user, owner))
    try:
        yield _viewer.get()
    finally:
        _viewer.reset(token)


def current_viewer() -> Viewer | None:
    return _viewer.get()


def shown_name(viewer: Viewer | None, player) -> str:
    """The one place that names a player: on a club's or tournament's page by its setting,
    elsewhere by the player's club's; initials go to anyone who is a member of neither, where
    the setting says initials or keeps the players' pages from them (a page open to whoever
    holds its link, such as a table's, then names its players as initials)."""
    if viewer is None or not player.name:
        return player.name
    owner = viewer.owner or viewer.club(player.club_id)
    if owner.public_names != PublicNames.INITIALS and owner.players_visible_to == Audience.PUBLIC:
        return player.name
    if viewer.is_member(player.club_id) or viewer.is_member(_club(owner).pk):
        return player.name
    return initials(player.name)


def player_names(ids) -> dict[int, str]:
    """Players' names by id, as whoever is looking may see them: loaded as players, so named
    by `shown_name` (a `values_list("pk", "name")` would read the stored names past it)."""
    return {p.pk: p.name for p in Player.objects.filter(pk__in=set(ids)).only("name", "club_id")}


def page_owner(first: str, key: str, value):
    """The club or tournament a routed page belongs to, or None (the view answers a missing
    thing with its own 404)."""
    from scoring.models import Club, ClubNight, Season, Session, Tournament

    kind = OWNED_PATHS.get((first, key))
    if kind == "club":
        return Club.objects.filter(slug=value).first()
    if kind == "tournament":
        return Tournament.objects.select_related("club").filter(pk=value).first()
    if kind == "session":
        session = (
            Session.objects.select_related("club", "tournament_table__round__tournament__club")
            .filter(pk=value)
            .first()
        )
        table = getattr(session, "tournament_table", None)
        if table is not None:
            return table.round.tournament
        return session.club if session is not None else None
    if kind == "player":
        return Club.objects.filter(players__pk=value).first()
    if kind in ("night", "season"):
        model = {"night": ClubNight, "season": Season}[kind]
        thing = model.objects.select_related("club").filter(pk=value).first()
        return thing.club if thing is not None else None
    return None


def page_shows(url_name: str, path: str) -> str:
    """Which setting guards a page: its player, its files, or its results (all the others)."""
    if url_name in ("player", "tournament-players"):
        return PLAYERS
    if path.endswith((".csv", ".pdf")):
        return RESULTS
    return STANDINGS


def page_refusal(user, owner, shows: str, session_pk=None) -> str | None:
    """Why `user` may not see a page of `owner` showing `shows`, or None if they may. Those who
    work at a game (its scorers and referees, the tournament's referees) always may."""
    if may_see(user, _club(owner), getattr(owner, f"{shows}_visible_to")):
        return None
    if _works_at(user, owner, session_pk):
        return None
    audience = getattr(owner, f"{shows}_visible_to")
    tournament = owner is not _club(owner)
    return str(REFUSALS[(tournament, shows, audience == Audience.ORGANISERS)])


# Why a page is refused: whose setting it is (a tournament's or its club's), what the page
# shows, and whether only the organisers may see it.
REFUSALS = {
    (False, PLAYERS, False): _("the club shows its players' pages to its members only"),
    (False, PLAYERS, True): _("the club shows its players' pages to its organisers only"),
    (False, RESULTS, False): _("the club gives its result files to its members only"),
    (False, RESULTS, True): _("the club gives its result files to its organisers only"),
    (False, STANDINGS, False): _("the club shows its games and standings to its members only"),
    (False, STANDINGS, True): _("the club shows its games and standings to its organisers only"),
    (True, PLAYERS, False): _("the tournament shows its players to the club's members only"),
    (True, PLAYERS, True): _("the tournament shows its players to the club's organisers only"),
    (True, RESULTS, False): _("the tournament gives its result files to the club's members only"),
    (True, RESULTS, True): _("the tournament gives its result files to the club's organisers only"),
    (True, STANDINGS, False): _(
        "the tournament shows its games and standings to the club's members only"
    ),
    (True, STANDINGS, True): _(
        "the tournament shows its games and standings to the club's organisers only"
    ),
}


def _works_at(user, owner, session_pk) -> bool:
    if not user.is_authenticated:
        return False
    if owner is not _club(owner) and owner.referees.filter(pk=user.pk).exists():
        return True
    if session_pk is None:
        return False
    from scoring.models import Session

    return (
        Session.objects.filter(pk=session_pk)
        .filter(models.Q(scorers=user) | models.Q(referees=user))
        .exists()
    )


# Players loaded from the database are named through these (scoring.models.Player.from_db).
Player.naming = SimpleNamespace(
    current_viewer=current_viewer, shown_name=shown_name, initials=initials
)
