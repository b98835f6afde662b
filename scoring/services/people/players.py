"""A player's record (the player page) and merging a duplicate player into another.

The record covers every game the player sat at, club nights and tournaments alike, and may be
narrowed to a season's dates and to one ruleset. It is read in a constant number of queries
however many games the player has played.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.db import transaction
from django.db.models import Avg, Count, F, Q, Sum
from django.utils.translation import gettext as _

from scoring.models import (
    Hand,
    HandPart,
    HandPlayer,
    Penalty,
    Player,
    PlayerMerge,
    Rating,
    RatingChange,
    Round,
    Session,
    Tournament,
    TournamentPenalty,
)
from scoring.services import live, locks
from scoring.services.ratings import games as games_service
from scoring.services.ratings import rating as ratings

SEAT_FIELDS = games_service.SEAT_FIELDS


def player_sessions(player: Player, season=None, ruleset: str = ""):
    seated = Q()
    for name in SEAT_FIELDS:
        seated |= Q(**{name: player})
    sessions = Session.objects.filter(seated)
    if season is not None:
        sessions = sessions.filter(date__gte=season.start, date__lte=season.end)
    if ruleset:
        sessions = sessions.filter(ruleset=ruleset)
    return sessions


@dataclass
class Opponent:
    player: Player
    games: int = 0
    won: int = 0  # games the page's player finished above this opponent
    lost: int = 0
    level: int = 0
    difference: int = 0  # the page's player's game totals minus the opponent's


@dataclass
class Record:
    player: Player
    games: list  # games.Game, newest first
    finished: int
    hands_played: int
    hands_won: int
    average_win: float | None
    best: HandPlayer | None
    penalties_taken: int  # applied hand penalties the player was the offender of
    penalties_given: int  # applied penalties of the others at the player's hands
    tournament_penalties: int  # points off in tournaments (lateness, conduct)
    opponents: list = field(default_factory=list)
    ratings: list = field(default_factory=list)  # RulesetRating, one per ruleset rated
    total: int = 0


@dataclass
class RulesetRating:
    """A player's rating in one ruleset: the current one and its history, oldest first."""

    ruleset: str
    current: Rating
    history: list  # RatingChange rows of this ruleset's games
    plot: object = None  # plots.Plot of the history, where a page draws it


def ruleset_ratings(player: Player, ruleset: str = "") -> list[RulesetRating]:
    """The player's rating in each ruleset played (only `ruleset`'s when given), most rated
    games first: two queries whatever the number of games."""
    current = Rating.objects.filter(player=player)
    changes = RatingChange.objects.filter(player=player)
    if ruleset:
        current = current.filter(ruleset=ruleset)
        changes = changes.filter(session__ruleset=ruleset)
    found = {r.ruleset: RulesetRating(r.ruleset, r, []) for r in current}
    for change in changes.select_related("session").order_by("session__date", "session_id"):
        line = found.get(change.session.ruleset)
        if line is not None:
            line.history.append(change)
    return sorted(found.values(), key=lambda r: (-r.current.games, r.ruleset))


def record(player: Player, season=None, ruleset: str = "") -> Record:
    """Nine queries whatever the number of games."""
    sessions = player_sessions(player, season, ruleset)
    found = games_service.games(sessions)
    found.reverse()
    seats = HandPlayer.objects.filter(
        player=player, hand__deleted_at__isnull=True, hand__session__in=sessions.values("id")
    )
    stats = seats.aggregate(
        played=Count("id"),
        won=Count("id", filter=Q(hand__winner=F("seat"))),
        average=Avg("score", filter=Q(hand__winner=F("seat"))),
    )
    best = (
        seats.filter(hand__winner=F("seat"))
        .select_related("hand__session")
        .order_by("-score", "hand__session__date", "hand_id")
        .first()
    )
    penalties = Penalty.objects.filter(
        applied=True,
        hand__deleted_at__isnull=True,
        hand__session__in=sessions.values("id"),
        hand__seats__player=player,
    ).aggregate(
        taken=Count("id", filter=Q(offender=F("hand__seats__seat"))),
        given=Count("id", filter=~Q(offender=F("hand__seats__seat"))),
    )
    tournament_penalties = TournamentPenalty.objects.filter(player=player)
    if season is not None:
        tournament_penalties = tournament_penalties.filter(
            tournament__date__gte=season.start, tournament__date__lte=season.end
        )
    if ruleset:
        tournament_penalties = tournament_penalties.filter(tournament__ruleset=ruleset)
    opponents_ids = {pid for g in found for pid in g.seats} - {player.pk}
    others = Player.objects.in_bulk(opponents_ids)
    opponents = {pid: Opponent(others[pid]) for pid in opponents_ids}
    total = 0
    for game in found:
        if not game.counts:
            continue
        mine = game.scores.get(player.pk, 0)
        total += mine
        for pid in game.seats:
            if pid == player.pk:
                continue
            theirs = game.scores.get(pid, 0)
            o = opponents[pid]
            o.games += 1
            o.difference += mine - theirs
            if mine > theirs:
                o.won += 1
            elif mine < theirs:
                o.lost += 1
            else:
                o.level += 1
    return Record(
        player=player,
        games=found,
        finished=sum(1 for g in found if g.counts),
        hands_played=stats["played"],
        hands_won=stats["won"],
        average_win=stats["average"],
        best=best,
        penalties_taken=penalties["taken"],
        penalties_given=penalties["given"],
        tournament_penalties=tournament_penalties.aggregate(s=Sum("points"))["s"] or 0,
        opponents=sorted(
            (o for o in opponents.values() if o.games),
            key=lambda o: (-o.games, o.player.name),
        ),
        ratings=ruleset_ratings(player, ruleset),
        total=total,
    )


# Merging duplicates -------------------------------------------------------------------------


class MergeError(ValueError):
    def __init__(self, message, field=None):
        super().__init__(message)
        self.message = message
        self.field = field


def merged_into(player: Player) -> Player | None:
    """The player a duplicate was merged into (its PlayerMerge row), or None."""
    merge = PlayerMerge.objects.filter(source=player).select_related("target").first()
    return merge.target if merge else None


def check_merge(source: Player, target: Player) -> None:
    """Why `source` cannot be merged into `target`, as a MergeError; nothing when it can."""
    if source.pk == target.pk:
        raise MergeError(
            _("Choose two different players: a player cannot be merged into themself."), "target"
        )
    if source.club_id != target.club_id:
        raise MergeError(
            _("%(a)s and %(b)s belong to different clubs.") % {"a": source, "b": target}, "target"
        )
    if (into := merged_into(source)) is not None:
        raise MergeError(
            _("%(a)s was already merged into %(b)s.") % {"a": source, "b": into}, "source"
        )
    if (into := merged_into(target)) is not None:
        raise MergeError(
            _("%(b)s was merged into %(c)s: merge into %(c)s instead.") % {"b": target, "c": into},
            "target",
        )
    if source.user_id and target.user_id and source.user_id != target.user_id:
        raise MergeError(
            _("%(a)s and %(b)s are linked to two different user accounts.")
            % {"a": source, "b": target},
            "target",
        )
    together = player_sessions(source).filter(pk__in=player_sessions(target).values("id"))
    first = together.order_by("date", "id").first()
    if first is not None:
        raise MergeError(
            _(
                "%(a)s and %(b)s sat at the same table in “%(game)s” (%(date)s): they are two people."
            )
            % {"a": source, "b": target, "game": first.title, "date": first.date},
            "target",
        )
    both_entered = Tournament.objects.filter(players=source).filter(players=target).first()
    if both_entered is not None:
        raise MergeError(
            _("%(a)s and %(b)s are both entered in the tournament “%(t)s”: they are two people.")
            % {"a": source, "b": target, "t": both_entered},
            "target",
        )
    both_byes = Round.objects.filter(byes=source).filter(byes=target).first()
    if both_byes is not None:
        raise MergeError(
            _("%(a)s and %(b)s both had a bye in %(round)s: they are two people.")
            % {"a": source, "b": target, "round": both_byes},
            "target",
        )


@transaction.atomic
def merge(source: Player, target: Player, user, reason: str) -> PlayerMerge:
    """Fold the duplicate `source` into `target`: every seat, hand row, tournament entry,
    bye and penalty moves to `target`; no row is deleted. `source` stays, inactive, with
    a PlayerMerge row that records who merged whom into whom, and why."""
    if not (reason or "").strip():
        raise MergeError(_("Say why these two players are one person."), "reason")
    locks.club(target.club_id)  # the merge re-rates the club's games: the club comes first
    locked = {
        p.pk: p for p in Player.objects.select_for_update().filter(pk__in=[source.pk, target.pk])
    }
    source, target = locked[source.pk], locked.get(target.pk, target)
    check_merge(source, target)
    moved = {}
    for name in SEAT_FIELDS:
        moved[f"seats_{name}"] = Session.objects.filter(**{name: source}).update(**{name: target})
    moved["hand_easts"] = Hand.objects.filter(east=source).update(east=target)
    moved["hand_rows"] = HandPlayer.objects.filter(player=source).update(player=target)
    moved["hand_parts"] = HandPart.objects.filter(player=source).update(player=target)
    moved["tournament_penalties"] = TournamentPenalty.objects.filter(player=source).update(
        player=target
    )
    moved["tournaments"] = Tournament.players.through.objects.filter(player=source).update(
        player=target
    )
    moved["byes"] = Round.byes.through.objects.filter(player=source).update(player=target)
    # Moved by update(), which no signal follows: every live poll of the club asks again.
    live.changed("club", source.club_id, target.club_id)
    if source.user_id and not target.user_id:
        target.user_id = source.user_id
        target.save(update_fields=["user"])
    if not target.country and source.country:
        target.country = source.country
        target.save(update_fields=["country"])
    source.active = False
    source.user = None
    source.save(update_fields=["active", "user"])
    audit = PlayerMerge.objects.create(
        source=source,
        target=target,
        moved={k: v for k, v in moved.items() if v},
        reason=reason.strip(),
        user=user if getattr(user, "is_authenticated", False) else None,
    )
    # The merged player's games now rate one person: rate the club's games again.
    ratings.rebuild(target.club)
    return audit
