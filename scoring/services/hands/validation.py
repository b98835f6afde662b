"""What every way in refuses before anything is scored or stored: the forms, the JSON API,
`manage.py score_hand` and `import_club` all come through here, and all raise the same
ContractError(message, field) that the engine raises for a bad hand.

The engine judges the hand itself (tiles, melds, wins, penalties, options). This module adds
what a document must be before it reaches the engine — JSON that PostgreSQL can store and
Python can walk — and what a hand must say before a club session may keep it.
"""

from __future__ import annotations

import json
import math
from typing import Any

from django.utils.translation import gettext_noop

from scoring import limits
from scoring.engine.errors import ContractError
from scoring.engine.messages import Message
from scoring.engine.tiles import SEATS
from scoring.engine.validation import WIN_FLAGS as CLASSICAL_WIN_FLAGS

# Deeper than any hand or export file (an export nests about eight levels), far below the
# interpreter's recursion limit that the JSON parser and deepcopy would hit.
MAX_DEPTH = 32
# A JSON number the database's integer columns and every option range can hold.
MAX_INT = limits.INTEGER
MAX_TEXT = limits.TEXT
WIN_BY_DISCARD = ("discard", "ron")
# A riichi player with nothing to declare (no calls, no riichi) may be left out of the
# document: the engine settles all four seats anyway. So may an MCR loser at the fans and
# scores depths, where only the winner's fans count. A classical player is their tiles.
SEATS_MAY_BE_LEFT_OUT = {"riichi", "mcr"}
# Rulesets whose document reader refuses unknown keys itself (engine/riichi/document.py,
# engine/mcr/document.py); the classical keys are checked here.
READERS_REFUSE_UNKNOWN_KEYS = {"riichi", "mcr"}


def parse_json(raw: bytes | str, field: str | None = None) -> Any:
    """A JSON text as Python values, checked by `check_json`; ContractError when it is not."""
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ContractError(
                Message(gettext_noop("the text is not UTF-8: %(reason)s"), reason=exc.reason), field
            ) from exc
    try:
        value = json.loads(raw, parse_constant=_no_constant)
    except RecursionError:
        raise ContractError(
            Message(gettext_noop("JSON nested deeper than %(depth)s levels"), depth=MAX_DEPTH),
            field,
        ) from None
    except json.JSONDecodeError as exc:
        raise ContractError(
            Message(gettext_noop("not valid JSON: %(why)s"), why=str(exc)), field
        ) from exc
    check_json(value, field)
    return value


def check_json(value: Any, field: str | None = None) -> None:
    """Refuse what no document needs and what breaks storage or the engine: nesting deeper
    than MAX_DEPTH, NUL characters (PostgreSQL refuses them), whole numbers past MAX_INT and
    numbers that are not finite. The field named is the path to the bad value."""
    stack = [(value, field, 1)]
    while stack:
        item, path, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise ContractError(
                Message(gettext_noop("JSON nested deeper than %(depth)s levels"), depth=MAX_DEPTH),
                path,
            )
        if isinstance(item, dict):
            for key, inner in item.items():
                if not isinstance(key, str):
                    raise ContractError(Message(gettext_noop("object keys must be text")), path)
                inner_path = f"{path}.{key}" if path else key
                _text_is_storable(key, inner_path)
                stack.append((inner, inner_path, depth + 1))
        elif isinstance(item, list | tuple):
            for index, inner in enumerate(item):
                stack.append((inner, f"{path}.{index}" if path else str(index), depth + 1))
        elif isinstance(item, str):
            _text_is_storable(item, path)
        elif isinstance(item, bool) or item is None:
            continue
        elif isinstance(item, int):
            if not -MAX_INT <= item <= MAX_INT:
                raise ContractError(
                    Message(
                        gettext_noop("the number is out of range (at most %(most)s)"), most=MAX_INT
                    ),
                    path,
                )
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise ContractError(Message(gettext_noop("numbers must be finite")), path)
        else:
            raise ContractError(
                Message(gettext_noop("%(kind)s is not a JSON value"), kind=type(item).__name__),
                path,
            )


def text(value: Any, field: str, *, missing: Message, max_length: int = MAX_TEXT) -> str:
    """A reason, a note, a rule: text without NUL characters, stripped, not empty."""
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise ContractError(Message(gettext_noop("%(field)s must be text"), field=field), field)
    _text_is_storable(value, field)
    value = value.strip()
    if not value:
        raise ContractError(missing, field)
    if len(value) > max_length:
        raise ContractError(
            Message(
                gettext_noop("%(field)s is longer than %(max_length)s characters"),
                field=field,
                max_length=max_length,
            ),
            field,
        )
    return value


def query_number(value: str | None) -> int | None:
    """A number in a query string (`?number=3`): ASCII digits that a database id can hold, or
    None. ("²".isdigit() is true, and int() of 5,000 digits raises.)"""
    if not value or len(value) > len(str(MAX_INT)) or not value.isascii() or not value.isdigit():
        return None
    number = int(value)
    return number if number <= MAX_INT else None


def version(value: Any, field: str = "base_version") -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 1 or value > MAX_INT:
        raise ContractError(
            Message(gettext_noop("base_version must be the version of the hand you loaded")), field
        )
    return value


def options(ruleset, given: Any) -> dict:
    """A session's or tournament's option overrides, as the engine will judge them at every
    hand: known names, their kinds, ranges and choices (scoring.engine.rulesets.Option)."""
    check_json(given, "options")
    ruleset.resolve_options(given)
    return dict(given or {})


def session_hand(document: dict) -> None:
    """What a hand of a club session must say beyond what the engine needs to score it.

    The contract lets a document name fewer than four seats (only the winner's score is
    wanted), but a session settles payments between its four players: each must be there.
    A win on a discard names who discarded, as the hand form asks: settlement and the
    penalties that fall on a discarder need to know who it was.
    """
    check_json(document)
    players = document.get("players")
    if players is None and not document.get("winner"):
        return  # a drawn hand told by its result alone (contract: it needs no players)
    if not isinstance(players, dict):
        raise ContractError(
            Message(gettext_noop("players must be an object with the four seats E, S, W, N")),
            "players",
        )
    if document.get("ruleset") not in SEATS_MAY_BE_LEFT_OUT and (players or document.get("winner")):
        for seat in SEATS:
            if seat not in players:
                raise ContractError(
                    Message(
                        gettext_noop("a session's hand has all four players: %(seat)s is missing"),
                        seat=seat,
                    ),
                    f"players.{seat}",
                )
    win = document.get("win")
    on_a_discard = isinstance(win, dict) and win.get("source") in WIN_BY_DISCARD
    if document.get("winner") and on_a_discard and not win.get("discarder"):
        raise ContractError(
            Message(gettext_noop("who discarded the winning tile?")), "win.discarder"
        )


# What a scorer may say in a classical hand (shared/contract.md), level by level; the session's
# own keys are allowed and replaced (the same as sessions.SESSION_KEYS, which imports this). A riichi document's reader refuses
# unknown keys itself (scoring.engine.riichi.document), and the classical penalty checks name
# each penalty's own fields (scoring.engine.penalties.base).
SESSION_KEYS = ("ruleset", "options", "house_rules", "prevailing_wind", "honba", "riichi_sticks")
CLASSICAL_KEYS = {
    "hand": {"entry", "players", "winner", "win", "penalties", *SESSION_KEYS},
    "player": {"melds", "concealed", "bonus", "notation", "score"},
    "meld": {"tiles", "concealed", "from_concealed_pung"},
    "win": {"tile", "source", "discarder", "completes", "only_possible", *CLASSICAL_WIN_FLAGS},
}
# Where null means something (a drawn hand has no winner); anywhere else a null is refused:
# the engine reads it as "left out", but the database's columns need a value.
NULLABLE = {"winner"}


def hand_as_sent(document: Any, ruleset: str) -> None:
    """A hand a scorer sends to be stored (recorded or corrected): no key the contract does not
    name, no null but a drawn hand's winner, no text past limits.TEXT (a notation line past
    limits.LINE_LENGTH), no list past limits.TILES_PER_HAND and no more than
    limits.PENALTIES_PER_HAND penalties. Stored hands re-scored after a change to an earlier
    one are not judged again: what was kept stays readable."""
    if not isinstance(document, dict):
        return  # (build_document: "the hand must be an object")
    check_json(document)
    penalties = document.get("penalties")
    if isinstance(penalties, list) and len(penalties) > limits.PENALTIES_PER_HAND:
        raise ContractError(
            Message(
                gettext_noop("a hand has at most %(most)s penalties, not %(count)s"),
                most=limits.PENALTIES_PER_HAND,
                count=len(penalties),
            ),
            "penalties",
        )
    stack = [(document, None)]
    while stack:
        item, path = stack.pop()
        if item is None and path not in NULLABLE:
            raise ContractError(
                Message(gettext_noop("%(path)s is null: leave it out or give a value"), path=path),
                path,
            )
        if isinstance(item, str):
            most = limits.LINE_LENGTH if path and path.endswith(".notation") else limits.TEXT
            if len(item) > most:
                raise ContractError(
                    Message(
                        gettext_noop("%(path)s is longer than %(most)s characters"),
                        path=path,
                        most=most,
                    ),
                    path,
                )
        elif isinstance(item, list):
            if len(item) > limits.TILES_PER_HAND:
                raise ContractError(
                    Message(
                        gettext_noop(
                            "%(path)s has %(count)s entries: no hand has more than %(most)s tiles"
                        ),
                        path=path,
                        count=len(item),
                        most=limits.TILES_PER_HAND,
                    ),
                    path,
                )
            stack.extend((inner, f"{path}.{i}") for i, inner in enumerate(item))
        elif isinstance(item, dict):
            stack.extend((inner, f"{path}.{key}" if path else key) for key, inner in item.items())
    if ruleset not in READERS_REFUSE_UNKNOWN_KEYS:
        _known_keys(document)


def _known_keys(document: dict) -> None:
    def refuse_unknown(obj: Any, level: str, path: str | None) -> None:
        if not isinstance(obj, dict):
            return  # (the engine names what it should be)
        for key in obj:
            if key not in CLASSICAL_KEYS[level]:
                where = f"{path}.{key}" if path else key
                raise ContractError(
                    Message(
                        gettext_noop("unknown field %(key)s: a hand says only %(keys)s"),
                        key=repr(key),
                        keys=", ".join(sorted(CLASSICAL_KEYS[level])),
                    ),
                    where,
                )

    refuse_unknown(document, "hand", None)
    refuse_unknown(document.get("win"), "win", "win")
    players = document.get("players")
    for seat, held in players.items() if isinstance(players, dict) else ():
        refuse_unknown(held, "player", f"players.{seat}")
        melds = held.get("melds") if isinstance(held, dict) else None
        for i, meld in enumerate(melds if isinstance(melds, list) else ()):
            refuse_unknown(meld, "meld", f"players.{seat}.melds.{i}")


def _text_is_storable(value: str, field: str | None) -> None:
    if "\x00" in value:
        raise ContractError(Message(gettext_noop("text must not contain NUL characters")), field)
    if not value.isascii():
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as exc:
            # A lone surrogate ("\\ud800" in the JSON text): no database stores it and no page
            # can be written with it.
            raise ContractError(
                Message(
                    gettext_noop(
                        "text must be valid Unicode: a lone surrogate at character %(start)s"
                    ),
                    start=exc.start,
                ),
                field,
            ) from None


def _no_constant(name: str):
    raise ContractError(
        Message(gettext_noop("%(name)s is not a number JSON allows"), name=name), None
    )
