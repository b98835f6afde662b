"""Classes of hostile input, each applied to every place a body can hold it.

A class is a rule that turns a well-formed value into a hostile one (`replace(value)`), or
None where it has nothing to say about that kind of value. `mutations(body, cls)` walks a
well-formed body and yields (path, hostile body) for every value in it, so a new field of a
body is attacked by every class without a new test row (test_hostile_classes.py).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from scoring import limits

LONE_SURROGATE = "\ud800"  # json.dumps writes it as the escape "\ud800"
UNKNOWN_KEY = "sneaked_in"


@dataclass(frozen=True)
class HostileClass:
    name: str
    replace: Callable[[Any], Any]  # well-formed value -> hostile value, or NOTHING
    keys: bool = False  # also applied to each object's keys (adds a key)


NOTHING = object()


def _surrogate(value):
    return value + LONE_SURROGATE if isinstance(value, str) else NOTHING


def _null(value):
    return None


def _wrong_type(value):
    if isinstance(value, bool):
        return "true"
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return {"0": value[0] if value else 0}
    if isinstance(value, dict):
        return list(value.values())
    return NOTHING


def _too_big(value):
    if isinstance(value, bool):
        return NOTHING
    if isinstance(value, int):
        return limits.INTEGER + 1
    if isinstance(value, str):
        return "x" * (limits.TEXT + 1)
    if isinstance(value, list):
        return [value[0] if value else 0] * (limits.TILES_PER_HAND * 40)
    return NOTHING


def _unknown_key(value):
    if isinstance(value, dict):
        return {**value, UNKNOWN_KEY: "x" * 1000}
    return NOTHING


CLASSES = [
    HostileClass("a lone surrogate in the text", _surrogate),
    HostileClass("null", _null),
    HostileClass("a value of the wrong type", _wrong_type),
    HostileClass("a value past its size", _too_big),
    HostileClass("an unknown key", _unknown_key),
]
BY_NAME = {c.name: c for c in CLASSES}


def paths(value: Any, path: tuple = ()) -> Iterator[tuple]:
    """Every path to a value inside `value` (objects' values and lists' items), outermost
    first; the whole body itself is not one."""
    if isinstance(value, dict):
        for key, inner in value.items():
            yield (*path, key)
            yield from paths(inner, (*path, key))
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield (*path, i)
            yield from paths(inner, (*path, i))


def get(value: Any, path: tuple) -> Any:
    for part in path:
        value = value[part]
    return value


def mutations(body: dict, cls: HostileClass, skip=()) -> Iterator[tuple[str, dict]]:
    """(dotted path, body with the value at that path replaced by the class's) for every
    path the class has something to say about. `skip`: dotted paths where the value the class
    makes is well-formed (a drawn hand's null winner)."""
    targets = [()] if cls.name == "an unknown key" else []
    for path in [*targets, *paths(body)]:
        dotted = ".".join(map(str, path))
        if dotted in skip:
            continue
        hostile = cls.replace(get(body, path))
        if hostile is NOTHING:
            continue
        changed = copy.deepcopy(body)
        if path:
            parent = get(changed, path[:-1])
            parent[path[-1]] = hostile
        else:
            changed = hostile
        yield dotted or "(the body)", changed
