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

import logging
import secrets
from dataclasses import dataclass

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.db import transaction
from django.db.models.signals import m2m_changed, post_delete, post_save

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
    trusted (the owner was not known before the rows were read, or the cache failed): the
    answer then carries no validator a later poll could match."""

    value: str | None


def stamp(kind: str, pk) -> Stamp:
    """The current stamp of a session or tournament, read before any of its rows are: a
    write that commits after this deletes the stamp, so an answer built after it is never
    taken for the newer state. No database query."""
    assert kind in KINDS
    try:
        key, owner_key = _key(kind, pk), _owner_key(kind, pk)
        found = cache.get_many([key, owner_key])
        owner = found.get(owner_key)
        if owner is None:
            return Stamp(None)
        club_key = _key("club", owner)
        own = found.get(key) or _made(key)
        club = cache.get(club_key) or _made(club_key)
        return Stamp(f"{own}:{club}")
    except Exception:  # noqa: BLE001 (a cache that is down costs the 304s, not the answer)
        log.exception("live stamps: the cache did not answer")
        return Stamp(None)


def _made(key: str) -> str:
    """A new token for a key found missing (another process may make it at the same time:
    the first one added wins, and both return it)."""
    cache.add(key, secrets.token_hex(16), timeout=TTL)
    value = cache.get(key)
    if value is None:  # evicted at once: a token nobody else will see, so no 304 on it
        return secrets.token_hex(16)
    return value


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
    """An account deactivated, renamed or erased: the clubs it has a role in (a login, which
    saves only last_login, changes nothing a poll shows)."""
    if not enabled() or kwargs.get("created") or set(update_fields or ()) == {"last_login"}:
        return
    clubs = set(ClubRole.objects.filter(user=instance).values_list("club_id", flat=True))
    clubs |= set(Club.objects.filter(organisers=instance).values_list("pk", flat=True))
    changed("club", *clubs)


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
    for receiver, models in _WATCHED.items():
        for model in models:
            uid = f"live-{model.__name__}"
            post_save.connect(receiver, sender=model, dispatch_uid=uid)
            post_delete.connect(receiver, sender=model, dispatch_uid=uid)
    for through in _RELATIONS:
        m2m_changed.connect(_relation_changed, sender=through, dispatch_uid=f"live-{through}")
