"""The rule catalogue: every rule ClubScore cites, declared once.

Each `Rule` carries its id (the very id the engine writes into `items[].rule`,
`transfers[].rule`, `penalties[].rule` and `checks[].rule`), its value in each ruleset that has
it, its text in English, Czech and French, the engine code that detects it and the tests named
after it. The ruleset pages, the referee view and score explanations read rules from here by
exact id. Pure data, no Django. English follows shared/rules.md and classical-extra.md; the
Czech of rules 90-96, 112-117 and seed 001's penalties is quoted from the seeds, the French of
R1-R9 from seed 004; the rest is translated (MCR's fans: scoring/engine/mcr/fans.py).
"""

from __future__ import annotations

from types import SimpleNamespace

from ..limit_hands import LIMIT_HANDS
from . import (
    dangerous,
    doubles,
    doubles_mahjong,
    limit_hands,
    limit_hands_won,
    limits,
    mcr,
    penalties,
    riichi,
    riichi_values,
    scoring,
    settlement,
)
from .rule import Rule, pick

__all__ = [
    "GROUPS",
    "LANGUAGES",
    "RENAMED",
    "RULES",
    "Rule",
    "doubles_in",
    "get",
    "get_stored",
    "group_title",
    "rules_for",
]

LANGUAGES = ("en", "cs", "fr")

# Headings of the rule groups, in the order the ruleset pages show them.
GROUPS: dict[str, dict[str, str]] = {
    "112": {"en": "How a hand is scored", "cs": "Jak se ruka boduje"},
    "114": {"en": "Basic points for every hand", "cs": "Základní body pro každou ruku"},
    "115": {
        "en": "Basic points for the mah-jong hand only",
        "cs": "Základní body jen pro mahjong",
    },
    "116": {"en": "Doubles for every hand", "cs": "Zdvojení pro každou ruku"},
    "117": {
        "en": "Doubles for the mah-jong hand only",
        "cs": "Zdvojení jen pro mahjong",
    },
    "122": {"en": "Limit and limit hands", "cs": "Limit a limitní ruce"},
    "mcr-fans": {"en": "Fans (MCR)", "cs": "Fany (MCR)", "fr": "Fans (MCR)"},
    "mcr": {
        "en": "The minimum, settlement and the game (MCR, docs/mcr.md)",
        "cs": "Minimum, vyrovnání a hra (MCR, docs/mcr.md)",
        "fr": "Le minimum, les paiements et la partie (MCR, docs/mcr.md)",
    },
    "settlement": {"en": "Settlement", "cs": "Vyrovnání"},
    "90": {"en": "Dangerous discards", "cs": "Nebezpečné kameny"},
    "C": {"en": "Errors and penalties", "cs": "Chyby ve hře a pokuty"},
    "A": {"en": "Penalties (1920s American rules)", "cs": "Pokuty (americká pravidla 20. let)"},
    "R": {
        "en": "Responsibility payments (pao)",
        "cs": "Odpovědnostní platby (pao)",
        "fr": "Les défausses risquées (pao)",
    },
    "yaku": {"en": "Yaku (riichi)", "cs": "Yaku (riichi)", "fr": "Yaku (riichi)"},
    "fu": {"en": "Fu (riichi)", "cs": "Fu (riichi)", "fr": "Fu (riichi)"},
    "limits": {"en": "Limits (riichi)", "cs": "Limity (riichi)", "fr": "Limites (riichi)"},
    "riichi": {
        "en": "Riichi payments (EMA, docs/riichi.md)",
        "cs": "Platby v riichi (EMA, docs/riichi.md)",
        "fr": "Paiements en riichi (EMA, docs/riichi.md)",
    },
}


def _index(*modules) -> dict[str, Rule]:
    rules: dict[str, Rule] = {}
    for module in modules:
        for rule in module.RULES:
            if rule.id in rules:
                raise ValueError(f"rule {rule.id} is declared twice")
            if rule.group not in GROUPS:
                raise ValueError(f"rule {rule.id} sits under an unknown group {rule.group!r}")
            rules[rule.id] = rule
    return rules


# Rule 122's limit hands in the rule's order (the engine's LIMIT_HANDS), whichever of the two
# catalogue modules holds each.
_LIMIT_ORDER = {hand.rule: i for i, hand in enumerate(LIMIT_HANDS)}
_LIMIT_HANDS = SimpleNamespace(
    RULES=sorted(limit_hands.RULES + limit_hands_won.RULES, key=lambda r: _LIMIT_ORDER[r.id])
)


RULES: dict[str, Rule] = _index(
    scoring,
    doubles,
    doubles_mahjong,
    limits,
    _LIMIT_HANDS,
    settlement,
    dangerous,
    penalties,
    riichi,
    riichi_values,
    mcr,
)


def doubles_in(ruleset_id: str) -> dict[str, int]:
    """Rule id -> doubles, for every double (116, 117) of a classical ruleset: the numbers
    the engine scores with, read from the rules' own records."""
    return {r.id: r.doubles[ruleset_id] for r in RULES.values() if ruleset_id in r.doubles}


def get(rule_id: object) -> Rule | None:
    """The rule with exactly this id, or None."""
    return RULES.get(rule_id) if isinstance(rule_id, str) else None


# Ids a rule had before it was renamed: stored answers of earlier ruleset versions carry them.
RENAMED: dict[str, str] = {"122k-all-symbols": "122-all-symbols"}


def get_stored(rule_id: object) -> Rule | None:
    """The rule a stored answer cites: by its id, or by the id it had before a rename."""
    return get(rule_id) or get(RENAMED.get(rule_id) if isinstance(rule_id, str) else None)


def rules_for(ruleset_id: str) -> list[Rule]:
    """The rules of one ruleset, grouped in the order of GROUPS."""
    order = list(GROUPS)
    position = {rule_id: i for i, rule_id in enumerate(RULES)}
    chosen = [r for r in RULES.values() if ruleset_id in r.values]
    return sorted(chosen, key=lambda r: (order.index(r.group), position[r.id]))


def group_title(group: str, language: str | None) -> str:
    return pick(GROUPS.get(group, {}), language) or group
