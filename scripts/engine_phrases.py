"""The shapes of the engine's English sentences, for translation (scoring/services/phrasebook.py).

    python -m pytest -p scripts.engine_phrases -q tests/engine tests/referee -n 0
    python scripts/engine_phrases.py    # adds the random hands of scripts/engine_outputs.py
    (both write scoring/services/engine_phrases.py, keeping what it lists)

Run as a pytest plugin: it wraps `contract.evaluate` while the engine and referee tests run
(they reach every item, penalty check and ruling the engine can write), collects the shape of
every `what`, `why` and `condition` in the answers, and writes them as gettext_noop calls so
that `make messages` puts them in the .po files. Riichi items are left out: the web shows
them by rule id (riichi/yaku.py).
"""

from __future__ import annotations

from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "scoring" / "services" / "engine_phrases.py"
_found: set[str] = set()


def _collect(answer: dict) -> None:
    from scoring.services.phrasebook import parts, shape

    sentences = []
    for hand in (answer.get("hands") or {}).values():
        if answer.get("ruleset") != "riichi":
            sentences += [item.get("what") for item in hand.get("items") or []]
            sentences += [item.get("what") for item in hand.get("warnings") or []]
    for penalty in answer.get("penalties") or []:
        sentences.append(penalty.get("why"))
        for check in penalty.get("checks") or []:
            sentences.append(check.get("condition", check.get("check")))
    for sentence in sentences:
        if isinstance(sentence, str) and sentence:
            for part in parts(sentence):
                _found.add(shape(part)[0])


def pytest_configure(config):
    from scoring.engine import contract

    original = contract.evaluate

    def evaluate(document, *args, **kwargs):
        answer = original(document, *args, **kwargs)
        _collect(answer)
        return answer

    contract.evaluate = evaluate


def pytest_unconfigure(config):
    known = set()
    if OUT.exists():
        from scoring.services import engine_phrases

        known = set(engine_phrases.PHRASES)
    phrases = sorted(_found | known)
    lines = [
        '"""The shapes of the engine\'s English sentences (scripts/engine_phrases.py made this',
        'file; phrasebook.localize translates them). Add to it by running the script again."""',
        "",
        "from django.utils.translation import gettext_noop",
        "",
        "PHRASES = [",
        *(f"    gettext_noop({p!r})," for p in phrases),
        "]",
        "",
    ]
    OUT.write_text("\n".join(lines))


if __name__ == "__main__":
    # Also the random hands and tables of scripts/engine_outputs.py (the benchmark's corpus).
    import sys

    sys.path.insert(0, str(OUT.parent.parent.parent))
    import os

    import django

    from scripts.engine_outputs import answer, corpus

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubscore.settings")
    django.setup()
    for document in corpus():
        found = answer(document)
        if isinstance(found, dict) and "hands" in found:
            _collect(found)
    pytest_unconfigure(None)
