"""`{{ sentence|engine }}`: one of the engine's English sentences in the reader's language."""

from django import template

from scoring.services.phrasebook import localize

register = template.Library()


@register.filter
def engine(sentence):
    return localize(sentence)
