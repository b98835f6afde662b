"""Version stamps of what the live polls show, kept in Django's cache (Redis with REDIS_URL).

A phone, a hall screen or a scorer's page polls every few seconds and most polls find nothing
new. Their ETag (scoring.views.conditional) is made from these stamps, so that an unchanged
table or hall is answered 304 without reading a row of it. Three kinds of key:

- `live:session:<pk>`: a game's hands, corrections, parts, its own row (finished, ended,
  reopened), its scorers and referees, its tournament table's result;
- `live:tournament:<pk>`: what the hall shows: rounds, seating, clocks, table results,
  penalties, withdrawals, substitutes, check-ins, teams, the tournament's settings;
- `live:club:<pk>`: what every page of the club depends on: players' names, roles and
  organisers, the club's privacy settings (and a tournament's, which name its players).

A poll's stamp is its own key's value and its club's. Each value is a random token, never a
count: a write *deletes* the key once its transaction has committed, and the next reader puts
a new token there. So a key that was lost (evicted, expired, flushed, a Redis restart) comes
back as a token no client has ever been given: the next poll gets a 200, never a stale 304.
Every key expires after `TTL` seconds, so a deletion that never happened (a process killed
between its commit and the deletion) is healed within that time.

The deletions are made by signal receivers on every model a poll reads (`connect`, from the
app's `ready`), so no service can forget one; the few writes that bypass signals (`update()`,
`bulk_create`) call `changed` themselves.

Without a cache that every server process shares (REDIS_URL, or CACHE_DIR on one machine),
a deletion in one process would not reach the others: `settings.LIVE_STAMPS` is then off and
the polls fall back to the fingerprint read from the database (one query or two).
"""

from __future__ import annotations

import hashlib
import logging
import secrets
from dataclasses import dataclass

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.signals import user_logged_out
from django.core.cache import cache
from django.db import transaction
from django.db.models.signals import m2m_changed, post_delete, post_save, pre_delete

from scoring.models import (
    CheckIn,
    Club,
    ClubRole,
    Hand,
    HandPart,
    HandPlayer,
    HandRevision,
    Penalty,
    Player,
    RosterChange,
    Round,
    Session,
    Table,
    TableResultRevision,
    TeamMember,
    Tournament,
    TournamentPenalty,
)
from scoring.services import live_push

log = logging.getLogger(__name__)

# Seconds a stamp lives without a write: the longest a lost deletion could leave a poll
# answered 304 over a change (and, unchanged, one 200 per poller in that time).
TTL = 600
KINDS = ("session", "tournament")


def enabled() -> bool:
    return bool(getattr(settings, "LIVE_STAMPS", False))


def _key(kind: str, pk) -> str:
    return f"live:{kind}:{int(pk)}"


def _owner_key(kind: str, pk) -> str:
    # Which club a session or tournament belongs to: never changes, so kept apart from the
    # stamp (a write deletes the stamp, not this).
    return f"live:owner:{kind}:{int(pk)}"


@dataclass(frozen=True)
class Stamp:
    """What a poll of (kind, pk) was answered against. `value` is None when it cannot be
    trusted (the owner was not known before the rows were read, a key was missing and
    `stamp(..., make=False)` did not make it, or the cache failed): the answer then carries
    no validator a later poll could match. `login` is the user id noted for the request's
    login (`note_login`; 0 for a login nobody is signed in to), None when none is noted."""

    value: str | None
    login: int | None = None


# One round trip: the stamp, the owner, the owner's club's stamp and the login's note. The
# club's key is made from the owner found (ARGV[1] is that key without the club's id), so
# this runs on one Redis server, not a Redis Cluster.
_READ = """
local found = redis.call('MGET', unpack(KEYS))
local club = false
if found[2] then club = redis.call('GET', ARGV[1] .. found[2]) end
return {found[1], found[2], club, found[3] or false}
"""


def stamp(kind: str, pk, session_key: str | None = None, *, make: bool = True) -> Stamp:
    """The current stamp of a session or tournament, read before any of its rows are: a
    write that commits after this deletes the stamp, so an answer built after it is never
    taken for the newer state. No database query, one cache round trip on Redis (more only
    to make a missing stamp, which `make=False` leaves to the view). With `session_key` (the
    request's login cookie) the login's note is read in the same trip."""
    assert kind in KINDS
    try:
        key, owner_key = _key(kind, pk), _owner_key(kind, pk)
        login_key = _login_key(session_key) if session_key else None
        own, owner, club, login = _read(key, owner_key, login_key)
        login = None if login is None else int(login)
        if owner is None:
            return Stamp(None, login)
        if not make and (own is None or club is None):
            return Stamp(None, login)
        own = own or _made(key)
        club = club or _made(_key("club", owner))
        return Stamp(f"{own}:{club}", login)
    except Exception:  # noqa: BLE001 (a cache that is down costs the 304s, not the answer)
        log.exception("live stamps: the cache did not answer")
        return Stamp(None)


def _read(key: str, owner_key: str, login_key: str | None) -> tuple:
    keys = [key, owner_key] + ([login_key] if login_key else [])
    client = getattr(cache, "client", None)
    if client is not None:  # Redis (clubscore.cache.RedisCache): one round trip
        club_prefix = cache.make_and_validate_key(_key("club", 0))[:-1]
        raw = client().eval(_READ, len(keys), *map(cache.make_and_validate_key, keys), club_prefix)
        return tuple(None if value is None else cache.loads(value) for value in raw)
    found = cache.get_many(keys)
    owner = found.get(owner_key)
    club = cache.get(_key("club", owner)) if owner is not None else None
    return found.get(key), owner, club, found.get(login_key)


def _made(key: str) -> int:
    """A new token for a key found missing (another process may make it at the same time:
    the first one added wins, and both return it). A number: Redis keeps it as it is, so the
    one-trip read needs no unpickling."""
    cache.add(key, secrets.randbits(63), timeout=TTL)
    value = cache.get(key)
    if value is None:  # evicted at once: a token nobody else will see, so no 304 on it
        return secrets.randbits(63)
    return value


def _login_key(session_key: str) -> str:
    # The login cookie's digest, not the cookie: a look at Redis gives nobody a login.
    return "live:login:" + hashlib.sha256(session_key.encode()).hexdigest()[:32]


def note_login(session_key: str, user_id: int, seconds: int) -> None:
    """Who the login `session_key` belongs to (0: nobody is signed in to it), as Django's
    authentication found it on a full answer, for at most `seconds` and `TTL` (a login that
    expires meanwhile keeps its note that long): a poll answered 304 from the stamps reads it
    instead of the login's row. A
    sign-out forgets it (`forget_login`); a password changed, an account deactivated or
    deleted deletes the stamps of everything it could see (`_account_changed`)."""
    if not enabled() or seconds <= 0:
        return
    try:
        cache.set(_login_key(session_key), int(user_id), timeout=min(seconds, TTL))
    except Exception:  # noqa: BLE001
        log.exception("live stamps: the cache did not answer")


def forget_login(session_key: str | None) -> None:
    if not enabled() or not session_key:
        return
    try:
        cache.delete(_login_key(session_key))
    except Exception:  # noqa: BLE001
        log.exception("live stamps: the cache did not answer")


def remember_owners(kind: str, owners: dict) -> None:
    """Note which club each session or tournament belongs to ({pk: club id}): a poll's stamp
    needs it before it reads a row. Noted when one is made, and again by every answer (after
    a cache that lost it, the first answer carries no ETag)."""
    if not owners or not enabled():
        return
    try:
        found = {_owner_key(kind, pk): int(club) for pk, club in owners.items()}
        cache.set_many(found, timeout=None)
    except Exception:  # noqa: BLE001
        log.exception("live stamps: the cache did not answer")


def changed(kind: str, *pks) -> None:
    """What a poll of these shows has changed: their stamps go once the transaction commits
    (at once outside one). A deletion that fails is logged; the stamp then expires by TTL."""
    keys = [_key(kind, pk) for pk in pks if pk is not None]
    if not keys or not enabled():
        return

    def delete():
        cache.delete_many(keys)
        live_push.publish([f"{kind}:{int(pk)}" for pk in pks if pk is not None])

    transaction.on_commit(delete, robust=True)


# Signal receivers: every model a poll reads -------------------------------------------------


def _cached(instance, field: str):
    """The related object `field` of `instance` if it was loaded, else None (no query)."""
    return instance._meta.get_field(field).get_cached_value(instance, None)


def _hand_session(hand_id, hand=None):
    if hand is not None:
        return hand.session_id
    return Hand.objects.filter(pk=hand_id).values_list("session_id", flat=True).first()


def _session_changed(sender, instance, **kwargs):
    if not enabled():
        return
    if isinstance(instance, Session):
        if kwargs.get("created"):
            remember_owners("session", {instance.pk: instance.club_id})
        changed("session", instance.pk)
    elif isinstance(instance, HandPart | Hand):
        changed("session", instance.session_id)
    else:  # HandPlayer, Penalty, HandRevision
        changed("session", _hand_session(instance.hand_id, _cached(instance, "hand")))


def _tournament_changed(sender, instance, **kwargs):
    if not enabled():
        return
    if isinstance(instance, Tournament):
        if kwargs.get("created"):
            remember_owners("tournament", {instance.pk: instance.club_id})
        # Its settings name its players and show or hide its pages: every poll of it.
        changed("tournament", instance.pk)
        changed("club", instance.club_id)
        return
    if isinstance(instance, Round):
        changed("tournament", instance.tournament_id)
        return
    if isinstance(instance, Table | TableResultRevision):
        table = instance if isinstance(instance, Table) else _table(instance)
        if table is None:
            return
        changed("session", table.session_id)
        round_ = _cached(table, "round")
        tournament_id = (
            round_.tournament_id
            if round_ is not None
            else Round.objects.filter(pk=table.round_id)
            .values_list("tournament_id", flat=True)
            .first()
        )
        changed("tournament", tournament_id)
        return
    changed("tournament", instance.tournament_id)


def _table(revision):
    return _cached(revision, "table") or Table.objects.filter(pk=revision.table_id).first()


def _club_changed(sender, instance, **kwargs):
    if not enabled():
        return
    if isinstance(instance, Club):
        changed("club", instance.pk)
        return
    changed("club", instance.club_id)
    if isinstance(instance, Player) and instance.pk is not None and not kwargs.get("created"):
        # A player named on another club's tournament (its hall shows the name too).
        others = Tournament.objects.filter(players=instance).values_list("club_id", flat=True)
        changed("club", *set(others))


def _account_changed(sender, instance, update_fields=None, **kwargs):
    """An account deactivated, renamed, given a new password or deleted: every poll it could
    see as itself, the clubs it has a role in and the games it scores or referees (a login,
    which saves only last_login, changes nothing a poll shows). Its logins' notes say who it
    was; with the stamps gone, no poll is answered 304 from a note until a full answer, whose
    authentication finds the login no longer valid, has noted it again."""
    if not enabled() or kwargs.get("created") or set(update_fields or ()) == {"last_login"}:
        return
    clubs = set(ClubRole.objects.filter(user=instance).values_list("club_id", flat=True))
    clubs |= set(Club.objects.filter(organisers=instance).values_list("pk", flat=True))
    changed("club", *clubs)
    sessions = Session.objects.filter(scorers=instance).values_list("pk", flat=True)
    refereed = Session.objects.filter(referees=instance).values_list("pk", flat=True)
    changed("session", *set(sessions) | set(refereed))


def _signed_out(sender, request, user, **kwargs):
    # Before Django empties the login: its note goes with it.
    session = getattr(request, "session", None)
    forget_login(getattr(session, "session_key", None))


def _relation_changed(sender, instance, action, reverse, model, pk_set, **kwargs):
    if not enabled() or not action.startswith("post_"):
        return
    owner = model if reverse else type(instance)
    pks = (pk_set or ()) if reverse else (instance.pk,)
    kind = {Session: "session", Tournament: "tournament", Round: "tournament", Club: "club"}
    if owner is Round:
        pks = Round.objects.filter(pk__in=pks).values_list("tournament_id", flat=True)
    if owner is Tournament:
        changed("club", *Tournament.objects.filter(pk__in=pks).values_list("club_id", flat=True))
    changed(kind[owner], *pks)


_WATCHED = {
    _session_changed: (Session, Hand, HandRevision, HandPlayer, Penalty, HandPart),
    _tournament_changed: (
        Tournament,
        Round,
        Table,
        TableResultRevision,
        TournamentPenalty,
        RosterChange,
        CheckIn,
        TeamMember,
    ),
    _club_changed: (Club, Player, ClubRole),
}
_RELATIONS = (
    Session.scorers.through,
    Session.referees.through,
    Club.organisers.through,
    Tournament.players.through,
    Tournament.referees.through,
    Round.byes.through,
)


def connect() -> None:
    post_save.connect(_account_changed, sender=get_user_model(), dispatch_uid="live-account")
    # Before the deletion, while its roles and sessions still name it.
    pre_delete.connect(_account_changed, sender=get_user_model(), dispatch_uid="live-account")
    user_logged_out.connect(_signed_out, dispatch_uid="live-signed-out")
    for receiver, models in _WATCHED.items():
        for model in models:
            uid = f"live-{model.__name__}"
            post_save.connect(receiver, sender=model, dispatch_uid=uid)
            post_delete.connect(receiver, sender=model, dispatch_uid=uid)
    for through in _RELATIONS:
        m2m_changed.connect(_relation_changed, sender=through, dispatch_uid=f"live-{through}")
