"""`{{ rate|percent }}` and `{{ mean|figure }}`: statistics' figures in the reader's language
(scoring/services/statistics.py); "—" when there is nothing to count them from."""

from django import template
from django.utils.formats import number_format

from scoring.services import statistics

register = template.Library()


@register.filter
def percent(share):
    return statistics.percent(share)


@register.filter
def figure(value, places=1):
    if value is None:
        return "—"
    return number_format(round(value, int(places)), int(places))
