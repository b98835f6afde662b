"""The engine's English sentences in the reader's language.

The engine answers in English (the JSON contract's `what`, `why` and `condition`), built
from a fixed set of sentence shapes filled with seats, tile codes, tile names and numbers.
`localize` turns a sentence back into its shape — `"S had two dragon sets exposed (sets:
%(names1)s)"` — looks the shape up in the translations, and fills it again, the tile names
translated too. The shapes are listed in `engine_phrases.py` (made by
`scripts/engine_phrases.py` from the engine's answers, so `makemessages` sees them); a
sentence whose shape has no translation is shown as the engine wrote it.
"""

from __future__ import annotations

import re

from django.utils.translation import gettext, pgettext

SUIT_WORDS = ("bamboo", "characters", "dots")
WINDS = ("East", "South", "West", "North")
DRAGONS = ("red", "green", "white")

_TOKEN = re.compile(
    r"(?P<sets>(?<=\(sets: )[^)]*)"
    r"|(?P<wind>\b(?:East|South|West|North) winds?\b)"
    r"|(?P<dragon>\b(?:red|green|white) dragons?\b)"
    r"|(?P<suit>\b(?:bamboo|characters|dots)\b)"
    r"|(?P<tile>\b(?:[0-9][bcd]|[ESWN]w|[RGW]d|F[1-4]|S[1-4])\b)"
    r"|(?P<seat>\b[ESWN]\b(?!-))"
    r"|(?P<number>(?<![\w.-])\d+(?![\w]))"
)


def shape(sentence: str) -> tuple[str, dict[str, tuple[str, str, bool]]]:
    """The sentence's shape and its parameters: name -> (kind, English value, after "of")."""
    params: dict[str, tuple[str, str, bool]] = {}
    counts: dict[str, int] = {}
    out = []
    last = 0
    for match in _TOKEN.finditer(sentence):
        kind = match.lastgroup
        counts[kind] = counts.get(kind, 0) + 1
        name = f"{kind}{counts[kind]}"
        before = sentence[: match.start()]
        # "pung of red dragons", and for a suit "pung of 5 bamboo": the "of" form.
        after_of = before.endswith("of ") or bool(re.search(r"of \d+ $", before))
        params[name] = (kind, match.group(), after_of)
        out.append(sentence[last : match.start()].replace("%", "%%"))
        out.append(f"%({name})s")
        last = match.end()
    out.append(sentence[last:].replace("%", "%%"))
    return "".join(out), params


_VERDICT = re.compile(r"^(?P<said>.*): (?P<verdict>yes|no)$", re.S)


def parts(sentence: str) -> list[str]:
    """A `why` strings its checks together: "check: yes; check: no; outcome". Its parts."""
    found = []
    for part in sentence.split("; "):
        verdict = _VERDICT.match(part)
        found.append(verdict.group("said") if verdict else part)
    return found


def localize(sentence: object) -> str:
    """The engine's sentence in the active language (English when no translation exists)."""
    if not isinstance(sentence, str) or not sentence:
        return sentence if isinstance(sentence, str) else ""
    if "; " in sentence or _VERDICT.match(sentence):
        out = []
        for part in sentence.split("; "):
            verdict = _VERDICT.match(part)
            if verdict:
                answer = gettext("yes") if verdict.group("verdict") == "yes" else gettext("no")
                out.append(f"{_one(verdict.group('said'))}: {answer}")
            else:
                out.append(_one(part))
        return "; ".join(out)
    return _one(sentence)


def _one(sentence: str) -> str:
    template, params = shape(sentence)
    translated = gettext(template)
    if translated == template and not params:
        return sentence
    try:
        return translated % {k: _value(*v) for k, v in params.items()}
    except (KeyError, ValueError, TypeError):
        return sentence


def _value(kind: str, english: str, after_of: bool) -> str:
    """A tile name in the active language; after "of" in its "of" form (Czech genitive)."""
    context = "tiles after 'of'" if after_of else "tile name"
    if kind in ("wind", "dragon", "suit"):
        return pgettext(context, english)
    if kind == "sets" and english == "none":
        return gettext("none")
    return english


# The tile names, for makemessages (each in both forms).
def _names() -> None:  # pragma: no cover - read by makemessages only
    gettext("none")
    pgettext("tile name", "East wind")
    pgettext("tile name", "South wind")
    pgettext("tile name", "West wind")
    pgettext("tile name", "North wind")
    pgettext("tile name", "East winds")
    pgettext("tile name", "South winds")
    pgettext("tile name", "West winds")
    pgettext("tile name", "North winds")
    pgettext("tile name", "red dragon")
    pgettext("tile name", "green dragon")
    pgettext("tile name", "white dragon")
    pgettext("tile name", "red dragons")
    pgettext("tile name", "green dragons")
    pgettext("tile name", "white dragons")
    pgettext("tile name", "bamboo")
    pgettext("tile name", "characters")
    pgettext("tile name", "dots")
    pgettext("tiles after 'of'", "East wind")
    pgettext("tiles after 'of'", "South wind")
    pgettext("tiles after 'of'", "West wind")
    pgettext("tiles after 'of'", "North wind")
    pgettext("tiles after 'of'", "East winds")
    pgettext("tiles after 'of'", "South winds")
    pgettext("tiles after 'of'", "West winds")
    pgettext("tiles after 'of'", "North winds")
    pgettext("tiles after 'of'", "red dragon")
    pgettext("tiles after 'of'", "green dragon")
    pgettext("tiles after 'of'", "white dragon")
    pgettext("tiles after 'of'", "red dragons")
    pgettext("tiles after 'of'", "green dragons")
    pgettext("tiles after 'of'", "white dragons")
    pgettext("tiles after 'of'", "bamboo")
    pgettext("tiles after 'of'", "characters")
    pgettext("tiles after 'of'", "dots")
