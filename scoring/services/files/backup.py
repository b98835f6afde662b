"""A club's whole record as one JSON document, and back: `manage.py export_club` / `import_club`.

The document names no database ids. Every exported row gets a reference that is local to the
document (`"player-3"`), foreign keys to exported rows are written as those references, users
as usernames and the club as its slug, so a club can be restored into any database. Rows are
exported in primary-key order and imported in document order, so exporting, importing into an
empty database and exporting again gives the same document, byte for byte.

Nights, seasons, player merges, the ratings (one per player and ruleset) and their history are
club data too (docs/season.md). A file written while a club had one rating across its rulesets
(its players carry rating_mu, rating_sigma and rated_games) is imported with its ratings
rated again from its games, per ruleset.

A hand carries its answer's messages (`said`) as it carries the answer; a file written before
hands kept them gets them on import by scoring each hand once (a sentence the engine no longer
writes stays English, and the import says how many).

Adding a model to the backup is one line in PARTS, placed after the models it refers to.
"""

from __future__ import annotations

import datetime
import json
import uuid
from dataclasses import dataclass
from typing import Any

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.db import IntegrityError, connection, models, transaction
from django.utils.translation import gettext_noop

from scoring.engine.errors import ContractError
from scoring.engine.messages import Message
from scoring.models import (
    Club,
    ClubNight,
    ClubRole,
    Hand,
    HandPlayer,
    HandRevision,
    HouseRuleset,
    HouseRulesetVersion,
    Penalty,
    Player,
    PlayerMerge,
    Rating,
    RatingChange,
    RoleChange,
    RosterChange,
    Round,
    Season,
    Session,
    Table,
    TableResultRevision,
    Tournament,
    TournamentPenalty,
)
from scoring.services.files import import_check
from scoring.services.hands import engine_text, validation
from scoring.services.ratings import rating as ratings

FORMAT = "clubscore-export"
LEGACY_PLAYER_RATING = {"rating_mu", "rating_sigma", "rated_games"}
VERSION = 1


@dataclass(frozen=True)
class Part:
    key: str  # the document's list that holds the rows
    model: type[models.Model]
    club_path: str  # the lookup from a row to its club


PARTS = [
    Part("players", Player, "club"),
    Part("ratings", Rating, "player__club"),
    Part("player_merges", PlayerMerge, "target__club"),
    Part("nights", ClubNight, "club"),
    Part("house_rulesets", HouseRuleset, "club"),
    Part("house_ruleset_versions", HouseRulesetVersion, "ruleset__club"),
    Part("seasons", Season, "club"),
    Part("sessions", Session, "club"),
    Part("rating_changes", RatingChange, "session__club"),
    Part("hands", Hand, "session__club"),
    Part("hand_players", HandPlayer, "hand__session__club"),
    Part("penalties", Penalty, "hand__session__club"),
    Part("hand_revisions", HandRevision, "hand__session__club"),
    Part("tournaments", Tournament, "club"),
    Part("rounds", Round, "tournament__club"),
    Part("tables", Table, "round__tournament__club"),
    Part("tournament_penalties", TournamentPenalty, "tournament__club"),
    Part("table_result_revisions", TableResultRevision, "table__round__tournament__club"),
    Part("roster_changes", RosterChange, "tournament__club"),
    Part("club_roles", ClubRole, "club"),
    Part("role_changes", RoleChange, "club"),
]


class BackupError(Exception):
    """A document that cannot be imported, or a club that cannot be exported, and why: `said`
    is the message a page translates, `str()` its English (what the commands print)."""

    def __init__(self, said: Message):
        super().__init__(said.english())
        self.said = said


def _ref(model, index: int) -> str:
    return f"{model._meta.model_name}-{index}"


def _is_user(model) -> bool:
    return model is get_user_model()


def _copied_fields(model):
    """The concrete fields a row is written with: all but the primary key."""
    return [f for f in model._meta.concrete_fields if not f.primary_key]


def _auto_m2m_fields(model):
    # A many-to-many field with its own model ("through") is exported as that model's Part.
    return [f for f in model._meta.many_to_many if f.remote_field.through._meta.auto_created]


def _stamped(field) -> bool:
    """auto_now / auto_now_add: the database stamps these on save()."""
    return getattr(field, "auto_now", False) or getattr(field, "auto_now_add", False)


def _history_seats(snapshot, player):
    """A history snapshot with each seat's player as `player(seat)` gives it (a file names
    players by their ref, the database by id) and no copy of a name."""
    if not isinstance(snapshot, dict) or not isinstance(snapshot.get("seats"), dict):
        return snapshot
    seats = {
        seat: {**{k: v for k, v in row.items() if k != "name"}, "player": player(row)}
        if isinstance(row, dict)
        else row
        for seat, row in snapshot["seats"].items()
    }
    return {**snapshot, "seats": seats}


def _checked(field, value, where):
    """`value` from the file as the field's Python value; BackupError when it cannot be one."""
    if value is None:
        if not field.null:
            raise BackupError(Message(gettext_noop("%(where)s: may not be null"), where=where))
        return None
    try:
        value = field.to_python(value)
        if field.choices:
            allowed = {choice for choice, _ in field.flatchoices} | ({""} if field.blank else set())
            if value not in allowed:
                raise BackupError(
                    Message(
                        gettext_noop("%(where)s: %(value)s is not one of %(allowed)s"),
                        where=where,
                        value=repr(value),
                        allowed=str(sorted(allowed)),
                    )
                )
        field.run_validators(value)
    except ValidationError as exc:
        raise BackupError(
            Message(
                gettext_noop("%(where)s: %(messages)s"),
                where=where,
                messages=" ".join(exc.messages),
            )
        ) from exc
    except (TypeError, ValueError) as exc:  # e.g. a date given as a number
        raise BackupError(
            Message(
                gettext_noop("%(where)s: %(value)s is not a %(kind)s"),
                where=where,
                value=repr(value),
                kind=field.get_internal_type(),
            )
        ) from exc
    return value


def _plain(field, value):
    if value is None:
        return None
    if isinstance(value, datetime.datetime | datetime.date):
        return value.isoformat()
    if isinstance(value, uuid.UUID):
        return str(value)
    return value


# Export -------------------------------------------------------------------------------------


def export_club(club: Club) -> dict[str, Any]:
    """The club as one document, read from one snapshot even while scorers keep saving."""
    if connection.in_atomic_block:
        return _export(club)
    with transaction.atomic():
        if connection.vendor == "postgresql":
            # Without it each query would see whatever was committed just before it: a hand
            # and not yet its history row.
            with connection.cursor() as cursor:
                cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
        return _export(club)


def _export(club: Club) -> dict[str, Any]:
    refs: dict[tuple[type, Any], str] = {}
    usernames = dict(get_user_model().objects.values_list("pk", "username"))

    def reference(field, pk, where):
        target = field.related_model
        if pk is None:
            return None
        if _is_user(target):
            return usernames[pk]
        if target is Club:
            if pk != club.pk:
                raise BackupError(
                    Message(
                        gettext_noop("%(where)s.%(name)s refers to another club (id %(pk)s)"),
                        where=where,
                        name=field.name,
                        pk=pk,
                    )
                )
            return club.slug
        if (target, pk) not in refs:
            raise BackupError(
                Message(
                    gettext_noop(
                        "%(where)s.%(name)s refers to a %(kind)s outside the club %(slug)s (id "
                        "%(pk)s)"
                    ),
                    where=where,
                    name=field.name,
                    kind=target._meta.verbose_name,
                    slug=repr(club.slug),
                    pk=pk,
                )
            )
        return refs[(target, pk)]

    def row(obj, where):
        data = {}
        for field in _copied_fields(type(obj)):
            value = getattr(obj, field.attname)
            if field.is_relation:
                data[field.name] = reference(field, value, where)
            else:
                data[field.name] = _plain(field, value)
        for field in _auto_m2m_fields(type(obj)):
            data[field.name] = sorted(
                reference(field, o.pk, where) for o in getattr(obj, field.name).all()
            )
        if isinstance(obj, HandRevision):
            for key in ("before", "after"):
                data[key] = _history_seats(
                    data[key], lambda seat: refs.get((Player, seat["player"]))
                )
        return data

    document: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    document["club"] = row(club, "club")
    for part in PARTS:
        rows = []
        queryset = part.model.objects.filter(**{part.club_path: club}).order_by("pk")
        for index, obj in enumerate(queryset, start=1):
            ref = _ref(part.model, index)
            refs[(part.model, obj.pk)] = ref
            rows.append({"ref": ref, **row(obj, ref)})
        document[part.key] = rows
    document["rulesets"] = _rulesets_used(document)
    return document


def dumps(document: dict[str, Any]) -> str:
    """The document as the file is written: sorted keys, so equal clubs give equal files."""
    return json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def _rulesets_used(document) -> list[dict[str, Any]]:
    """Each ruleset id with every version a session, hand or tournament of the club used."""
    sessions = {s["ref"]: s for s in document["sessions"]}
    used = {(s["ruleset"], s["ruleset_version"]) for s in sessions.values()}
    used |= {(sessions[h["session"]]["ruleset"], h["ruleset_version"]) for h in document["hands"]}
    used |= {(t["ruleset"], t["ruleset_version"]) for t in document["tournaments"]}
    return [{"id": id_, "version": version} for id_, version in sorted(used)]


# Import -------------------------------------------------------------------------------------


def import_club(document: Any, warn=lambda message: None) -> Club:
    """Create the club of `document` with everything in it, all or nothing.

    Before anything is written the whole file is checked (scoring.services.files.import_check):
    every hand scored again under its own ruleset and version, players by identity, numbers,
    deals, winners and finished flags as the hands make them. A file that fails is refused
    with its first problem named, not imported."""
    try:
        validation.check_json(document)
    except ContractError as exc:
        if exc.field:
            said = Message(
                gettext_noop("%(field)s: %(problem)s"), field=exc.field, problem=exc.said
            )
        else:
            said = Message(gettext_noop("the file: %(problem)s"), problem=exc.said)
        raise BackupError(said) from exc
    _check_header(document)
    try:
        import_check.check(document, warn)
    except import_check.BadFile as exc:
        raise BackupError(exc.said) from exc
    try:
        with transaction.atomic():
            return _import(document, warn)
    except IntegrityError as exc:
        raise BackupError(
            Message(
                gettext_noop("the file conflicts with data in the database: %(why)s"), why=str(exc)
            )
        ) from exc


def _check_header(document):
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise BackupError(
            Message(
                gettext_noop('not a ClubScore export (no "format": "%(format)s")'), format=FORMAT
            )
        )
    if document.get("version") != VERSION:
        raise BackupError(
            Message(
                gettext_noop(
                    "unsupported export version %(version)s (this ClubScore reads version "
                    "%(readable)s)"
                ),
                version=repr(document.get("version")),
                readable=VERSION,
            )
        )
    if not isinstance(document.get("club"), dict):
        raise BackupError(Message(gettext_noop('"club" must be an object')))
    for part in PARTS:
        rows = document.get(part.key, [])
        if not isinstance(rows, list) or not all(isinstance(r, dict) for r in rows):
            raise BackupError(
                Message(gettext_noop('"%(key)s" must be a list of objects'), key=part.key)
            )


def _import(document, warn) -> Club:
    User = get_user_model()
    users: dict[str, Any] = {}
    objects: dict[str, models.Model] = {}
    club_data = document["club"]
    slug = club_data.get("slug")
    if Club.objects.filter(slug=slug).exists():
        raise BackupError(
            Message(
                gettext_noop("a club with the slug %(slug)s already exists in this database"),
                slug=repr(slug),
            )
        )

    def user(username, where):
        if not isinstance(username, str) or not username:
            raise BackupError(
                Message(gettext_noop("%(where)s: a user must be given by username"), where=where)
            )
        if username not in users:
            found = User.objects.filter(username=username).first()
            if found is None:
                # Someone who had an account where the backup was made: kept, but unable to
                # log in until an organiser activates them and they reset the password.
                found = User(username=username, is_active=False)
                found.set_unusable_password()
                found.save()
            users[username] = found
        return users[username]

    def resolve(field, value, where):
        if value is None:
            return None
        target = field.related_model
        if _is_user(target):
            return user(value, where)
        if target is Club:
            if value != slug:
                raise BackupError(
                    Message(
                        gettext_noop("%(where)s: refers to the club %(value)s, not %(slug)s"),
                        where=where,
                        value=repr(value),
                        slug=repr(slug),
                    )
                )
            return club
        obj = objects.get(value) if isinstance(value, str) else None
        if not isinstance(obj, target):
            raise BackupError(
                Message(
                    gettext_noop(
                        "%(where)s: %(value)s is no %(kind)s of this file (or it is listed after "
                        "the row that refers to it)"
                    ),
                    where=where,
                    value=repr(value),
                    kind=target._meta.verbose_name,
                )
            )
        return obj

    def build(model, data, where):
        known = {f.name for f in _copied_fields(model)} | {f.name for f in _auto_m2m_fields(model)}
        unknown = sorted(set(data) - known - {"ref"})
        if unknown:
            raise BackupError(
                Message(
                    gettext_noop("%(where)s: unknown field %(field)s"),
                    where=where,
                    field=repr(unknown[0]),
                )
            )
        obj = model()
        for field in _copied_fields(model):
            if field.name not in data:
                if not (field.has_default() or field.null or field.blank or _stamped(field)):
                    raise BackupError(
                        Message(
                            gettext_noop("%(where)s: %(name)s is missing"),
                            where=where,
                            name=field.name,
                        )
                    )
                continue  # the model's default
            value = data[field.name]
            if field.is_relation:
                if value is None and not field.null:
                    raise BackupError(
                        Message(
                            gettext_noop("%(where)s.%(name)s: may not be null"),
                            where=where,
                            name=field.name,
                        )
                    )
                setattr(obj, field.name, resolve(field, value, f"{where}.{field.name}"))
            else:
                setattr(obj, field.attname, _checked(field, value, f"{where}.{field.name}"))
        return obj

    def restored_player(seat):
        # A player by its ref; in a file written while history kept copies of names, by name.
        found = objects.get(seat.get("player")) if isinstance(seat.get("player"), str) else None
        if found is None and isinstance(seat.get("name"), str):
            found = next(
                (o for o in objects.values() if isinstance(o, Player) and o.name == seat["name"]),
                None,
            )
        return found.pk if isinstance(found, Player) else None

    def restore(model, data, where):
        if model is Hand and "said" not in data:
            data = {**data, "said": recovered_said(data, where)}
        if model is HandRevision:
            data = {
                **data,
                **{
                    key: _history_seats(data.get(key), restored_player)
                    for key in ("before", "after")
                    if key in data
                },
            }
        obj = build(model, data, where)
        # save() stamps auto_now / auto_now_add fields with "now"; a plain UPDATE afterwards
        # puts back the recorded moments without stamping.
        stamped = {
            f.attname: getattr(obj, f.attname)
            for f in _copied_fields(model)
            if _stamped(f) and f.name in data
        }
        obj.save()
        if stamped:
            model.objects.filter(pk=obj.pk).update(**stamped)
        for field in _auto_m2m_fields(model):
            values = data.get(field.name, [])
            if not isinstance(values, list):
                raise BackupError(
                    Message(
                        gettext_noop("%(where)s.%(name)s: must be a list"),
                        where=where,
                        name=field.name,
                    )
                )
            related = [resolve(field, v, f"{where}.{field.name}") for v in values]
            getattr(obj, field.name).set(related)
        return obj

    def recovered_said(data, where):
        # A file written before hands kept their messages: scored once more for them.
        said, english = engine_text.recovered(data.get("input"), data.get("output"))
        if english:
            warn(
                f"{where}: {english} of its sentences stay English (not what the engine writes now)"
            )
        return said

    # A file from before ratings were per ruleset: its players carry the one rating they had
    # and its history mixes rulesets. Both are left out and rated again from the games.
    legacy = any(
        isinstance(p, dict) and LEGACY_PLAYER_RATING & set(p) for p in document.get("players", [])
    )
    club = restore(Club, club_data, "club")
    for part in PARTS:
        if legacy and part.model is RatingChange:
            continue
        seen = set()
        for index, data in enumerate(document.get(part.key, []), start=1):
            ref = data.get("ref")
            where = f"{part.key}[{index}]"
            if not isinstance(ref, str) or ref in seen or ref in objects:
                raise BackupError(
                    Message(gettext_noop('%(where)s: missing or repeated "ref"'), where=where)
                )
            seen.add(ref)
            if legacy and part.model is Player:
                data = {k: v for k, v in data.items() if k not in LEGACY_PLAYER_RATING}
            objects[ref] = restore(part.model, data, f"{where} ({ref})")
    if legacy:
        ratings.rebuild(club)
    return club
