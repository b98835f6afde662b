"""The registry of rulesets: id -> Ruleset (id, version, name, defaults, options, answer).

A saved game stores the ruleset id and version it was scored with, so bumping `version` here
is how a rules change announces itself to stored sessions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..errors import ContractError
from ..messages import Message, either
from ..options import Option
from ..vocabulary import gettext_noop as _

__all__ = ["ENTRIES", "Option", "Ruleset", "all_rulesets", "get_ruleset", "register"]

# The depths a hand can be recorded at (contract "Entry depth"): every tile, the sets that
# score, or only the scores the table worked out. A ruleset may add its own (mcr: "fans").
ENTRIES = ("tiles", "sets", "scores")


@dataclass(frozen=True)
class Ruleset:
    id: str
    version: int
    name: str
    source: str
    options: tuple[Option, ...]
    # the contract document -> its answer as typed values (answer.Answer)
    answer: Callable[[dict], Any]
    description: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
    entries: tuple[str, ...] = ("tiles",)  # the entry depths it scores

    def entry_of(self, document: dict) -> str:
        """The document's entry depth (tiles when absent); an error when this ruleset cannot
        score a hand recorded at it."""
        entry = document.get("entry", "tiles")
        known = ENTRIES + tuple(e for e in self.entries if e not in ENTRIES)
        if entry not in known:
            raise ContractError(
                Message(_("entry must be one of %(known)s"), known=", ".join(known)), "entry"
            )
        if entry not in self.entries:
            raise ContractError(
                Message(
                    _(
                        "the %(ruleset)s ruleset scores hands recorded at the %(entries)s depth, not at %(entry)s"
                    ),
                    ruleset=self.id,
                    entries=either(list(self.entries)),
                    entry=entry,
                ),
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
            raise ContractError(Message(_("options must be an object")), field_name)
        resolved = self.defaults
        known = {o.name: o for o in self.options}
        for name, value in given.items():
            option = known.get(name)
            if option is None:
                raise ContractError(
                    Message(
                        _("unknown option %(name)s for ruleset %(ruleset)s"),
                        name=repr(name),
                        ruleset=self.id,
                    ),
                    f"{field_name}.{name}",
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
        raise ContractError(
            Message(
                _("unknown ruleset %(ruleset_id)s (known: %(known)s)"),
                ruleset_id=repr(ruleset_id),
                known=known,
            ),
            field,
        )
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

    for name in ("millington", "american1920", "riichi", "mcr"):  # the order the pages list them
        importlib.import_module(f"{__name__}.{name}")

    _LOADED.append(True)
