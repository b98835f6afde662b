"""`{{ sentence|engine:spoken }}`: one of the engine's English sentences in the reader's
language, through the message it was made from (`spoken`: services.engine_text.spoken)."""

from django import template

from scoring.services.engine_text import penalty_name, say

register = template.Library()


@register.filter
def engine(sentence, spoken=None):
    return say((spoken or {}).get(sentence, sentence) if isinstance(sentence, str) else sentence)


@register.filter
def penalty(code):
    """`{{ p.type|penalty }}`: a penalty type's name, not its code ("short_hand")."""
    return penalty_name(code)
