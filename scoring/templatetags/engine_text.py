"""`{{ sentence|engine:spoken }}`: one of the engine's English sentences in the reader's
language, through the message it was made from (`spoken`: the messages a hand keeps, read by
services.engine_text.spoken)."""

from django import template

from scoring.services.hands import ruleset_words
from scoring.services.hands.engine_text import penalty_name, say

register = template.Library()


@register.filter
def engine(sentence, spoken=None):
    return say((spoken or {}).get(sentence, sentence) if isinstance(sentence, str) else sentence)


@register.filter
def ruleset_name(ruleset_id):
    """`{{ session.ruleset|ruleset_name }}`: the ruleset's name in the reader's language."""
    return ruleset_words.ruleset_name(ruleset_id)


@register.filter
def penalty(code):
    """`{{ p.type|penalty }}`: a penalty type's name, not its code ("short_hand")."""
    return penalty_name(code)


@register.filter
def rule_title(rule_id):
    """`{{ t.rule|rule_title }}`: what a rule id stands for, short, in the reader's language
    ("" for an id the catalogue does not know)."""
    return ruleset_words.rule_title(rule_id)
