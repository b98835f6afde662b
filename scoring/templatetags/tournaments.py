from django import template

from scoring.services.tournaments.standings import local_number

register = template.Library()


@register.filter
def points(value):
    """Shared table points and uma as the eye reads them: 7/4 -> 1.75 (1,75 in cs and fr)."""
    return local_number(value)


@register.filter
def get_item(mapping, key):
    """mapping[key], or None: for dicts keyed by numbers, which templates cannot look up."""
    return (mapping or {}).get(key)
