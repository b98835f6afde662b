"""One rule of the catalogue: its number, what it is worth in each ruleset, its text."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction


def base_language(language: str | None) -> str:
    return (language or "en").split("-")[0].lower()


def in_languages(english: str, czech: str, french: str) -> dict[str, str]:
    """A rule's text or name in the catalogue's three languages."""
    return {"en": english, "cs": czech, "fr": french}


def pick(texts: dict[str, str], language: str | None) -> str:
    return texts.get(base_language(language)) or texts.get("en", "")


def shown_points(points: dict[str, int | tuple[int, ...]]) -> str:
    """A rule's points as its page shows them: 4; a set's minor exposed/concealed and major
    exposed/concealed "2/4 · 4/8"; a minor and a major pair "2 · 4"; pairs worth the same in
    all but the last case "2 · 4" (114e: dragons, own wind, prevailing wind · both)."""
    worth = list(points.values())
    if len(worth) > 1:
        if len(set(worth[:-1])) == 1:
            worth = [worth[0], worth[-1]]
        return " · ".join(str(n) for n in worth)
    (only,) = worth
    if isinstance(only, int):
        return str(only)
    if len(only) == 4:
        return f"{only[0]}/{only[1]} · {only[2]}/{only[3]}"
    return " · ".join(str(n) for n in only)


@dataclass(frozen=True, kw_only=True)
class Rule:
    """`id` is the id the engine writes into items, transfers, penalties and checks.

    `values` names every ruleset the rule belongs to, with what the rule is worth there as
    that ruleset's page shows it ("" where the rule states a principle, not a value). A ruleset
    missing from `values` does not have the rule. `detected_by` names the engine code that
    writes the id; `tests` the tests named after the rule (a test keeps both lists true).
    """

    id: str
    group: str  # the heading the rule sits under on the ruleset pages (GROUPS)
    values: dict[str, str] = field(default_factory=dict)
    text: dict[str, str]  # "en", "cs", "fr"; a missing language falls back to English
    name: dict[str, str] = field(default_factory=dict)
    notes: dict[str, str] = field(default_factory=dict)  # per ruleset: how it reads the rule
    quoted: tuple[str, ...] = ()  # languages whose text is quoted from a seed, not translated
    option: str = ""  # the ruleset option that switches the rule or sets its amount
    # limit hands: what the engine's item says after the hand's name (a msgid)
    description: str = ""
    # limit hands: a winning hand in the notation (docs/notation.md) and how it was won (the
    # contract's `win`), scored by tests/engine/test_limit_hands.py and shown on the page
    example: str = ""
    example_win: dict = field(default_factory=dict)
    detected_by: tuple[str, ...] = ()
    tests: tuple[str, ...] = ()
    # A double (116, 117): how many doubles it gives in each ruleset that has it. The engine
    # scores with these numbers (doubles_in); the page's value ("×2") is made from them.
    doubles: dict[str, int] = field(default_factory=dict)
    # Basic points (114, 115) and the limit: in each ruleset that has the rule, the worth of
    # each element of the engine's table (classical.ClassicalValues) the rule states. The engine
    # scores with these numbers (points_in); the page's value ("2/4 · 4/8") is made from them.
    points: dict[str, dict[str, int | tuple[int, ...]]] = field(default_factory=dict)
    # A penalty (C2, C3, A1): what it costs in each ruleset that has it, case by case: points at
    # the default false mah-jong penalty, which scales them (C2, C3), or parts of the limit
    # (A1). The engine's own table (penalties.base.PENALTY_AMOUNTS), shown by the record.
    amounts: dict[str, dict[str, int | Fraction]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.doubles:
            shown = {ruleset: f"×{2**n}" for ruleset, n in self.doubles.items()}
            object.__setattr__(self, "values", {**shown, **self.values})
        if self.points:
            shown = {ruleset: shown_points(p) for ruleset, p in self.points.items()}
            object.__setattr__(self, "values", {**shown, **self.values})

    @property
    def example_sets(self) -> tuple[tuple[str, ...], ...]:
        """The example's melds and then its loose tiles, as tile codes, for drawing."""
        if not self.example:
            return ()
        from ..notation import parse_notation

        held = parse_notation(self.example, None)
        sets = [tuple(m["tiles"]) for m in held["melds"]]
        return tuple(sets + ([tuple(held["concealed"])] if held["concealed"] else []))

    @property
    def rulesets(self) -> tuple[str, ...]:
        return tuple(self.values)

    def value_in(self, ruleset_id: str) -> str:
        return self.values.get(ruleset_id, "")

    def text_in(self, language: str | None) -> str:
        return pick(self.text, language)

    def name_in(self, language: str | None) -> str:
        return pick(self.name, language) if self.name else ""

    def is_quoted(self, language: str | None) -> bool:
        return base_language(language) in self.quoted
