"""Punctuation that template text puts after a translated word or a value, spaced the active
language's way: French sets a no-break space before a colon (and a narrow one before ; ? !),
Czech and English none. Text inside a translation carries its own spacing."""

from django import template
from django.utils.translation import get_language

register = template.Library()

# (before ":", before ";", "?" and "!") by language; a language not listed: no space
SPACES = {"fr": ("\u00a0", "\u202f")}


def spaced(mark: str) -> str:
    wide, narrow = SPACES.get((get_language() or "").split("-")[0], ("", ""))
    return (wide if mark == ":" else narrow) + mark


@register.simple_tag
def colon():
    """':' after a label or value: 'Vent dominant :' in French, 'Prevailing wind:' in English."""
    return spaced(":")


@register.filter
def sentence(text) -> str:
    """A refusal's message as a sentence: a capital first, one full stop at the end (messages
    written with their own stop keep it, not a second one)."""
    text = str(text).strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?…" else text + "."
