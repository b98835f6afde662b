"""The registry of rulesets: id -> Ruleset (id, version, name, defaults, options, evaluate).

A saved game stores the ruleset id and version it was scored with, so bumping `version` here
is how a rules change announces itself to stored sessions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..errors import ContractError

# A whole-number option's range unless it declares its own: points and counts are never
# negative, and nothing a club could mean needs more than a million.
INT_RANGE = (0, 1_000_000)

# The depths a hand can be recorded at (contract "Entry depth"): every tile, the sets that
# score, or only the scores the table worked out.
ENTRIES = ("tiles", "sets", "scores")


@dataclass(frozen=True)
class Option:
    name: str
    default: Any
    description: str
    kind: type = int
    interpretation: bool = False  # True where the default is ClubScore's reading, not the seeds'
    minimum: int | None = None  # int options: INT_RANGE unless given
    maximum: int | None = None
    choices: tuple[str, ...] = ()  # str options: the values allowed

    @property
    def bounds(self) -> tuple[int, int]:
        low, high = INT_RANGE
        return (
            low if self.minimum is None else self.minimum,
            high if self.maximum is None else self.maximum,
        )

    def check(self, value: Any, field: str) -> None:
        """ContractError unless `value` has this option's type, range and choices."""
        if self.kind is bool:
            ok = isinstance(value, bool)
        elif self.kind is int:
            ok = isinstance(value, int) and not isinstance(value, bool)
        else:
            ok = isinstance(value, self.kind)
        if not ok:
            raise ContractError(f"option {self.name!r} must be {self.kind.__name__}", field)
        if self.kind is int:
            low, high = self.bounds
            if not low <= value <= high:
                raise ContractError(f"option {self.name!r} must be between {low} and {high}", field)
        if self.choices and value not in self.choices:
            raise ContractError(f"option {self.name!r} is one of {', '.join(self.choices)}", field)


@dataclass(frozen=True)
class Ruleset:
    id: str
    version: int
    name: str
    source: str
    options: tuple[Option, ...]
    evaluate: Callable[[dict], dict]
    description: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
    entries: tuple[str, ...] = ("tiles",)  # the entry depths it scores

    def entry_of(self, document: dict) -> str:
        """The document's entry depth (tiles when absent); an error when this ruleset cannot
        score a hand recorded at it."""
        entry = document.get("entry", "tiles")
        if entry not in ENTRIES:
            raise ContractError(f"entry must be one of {', '.join(ENTRIES)}", "entry")
        if entry not in self.entries:
            raise ContractError(
                f"the {self.id} ruleset scores hands recorded at the "
                f"{' or '.join(self.entries)} depth, not at {entry}",
                "entry",
            )
        return entry

    @property
    def defaults(self) -> dict[str, Any]:
        return {o.name: o.default for o in self.options}

    def resolve_options(self, given: Any, field_name: str = "options") -> dict[str, Any]:
        """Defaults overlaid with `given`; an unknown option or a wrong type is an error."""
        if given is None:
            given = {}
        if not isinstance(given, dict):
            raise ContractError("options must be an object", field_name)
        resolved = self.defaults
        known = {o.name: o for o in self.options}
        for name, value in given.items():
            option = known.get(name)
            if option is None:
                raise ContractError(
                    f"unknown option {name!r} for ruleset {self.id}", f"{field_name}.{name}"
                )
            option.check(value, f"{field_name}.{name}")
            resolved[name] = value
        return resolved


RULESETS: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    RULESETS[ruleset.id] = ruleset
    return ruleset


def get_ruleset(ruleset_id: Any, field: str | None = "ruleset") -> Ruleset:
    _load_all()
    if not isinstance(ruleset_id, str) or ruleset_id not in RULESETS:
        known = ", ".join(sorted(RULESETS))
        raise ContractError(f"unknown ruleset {ruleset_id!r} (known: {known})", field)
    return RULESETS[ruleset_id]


def all_rulesets() -> list[Ruleset]:
    _load_all()
    return list(RULESETS.values())


_LOADED: list[bool] = []


def _load_all() -> None:
    # Each ruleset module registers itself on import (they import this module, so not at
    # its top).
    if _LOADED:
        return
    import importlib

    for name in ("millington", "american1920", "riichi"):  # the order the pages list them
        importlib.import_module(f"{__name__}.{name}")

    _LOADED.append(True)
