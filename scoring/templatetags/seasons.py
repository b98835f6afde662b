from django import template
from django.utils.formats import number_format
from django.utils.translation import gettext as _

from scoring.services.ratings.rating import conservative
from scoring.services.seasons import statistics
from scoring.services.tournaments.standings import local_number

register = template.Library()


@register.filter
def rating(current):
    """A rating (a Rating row: one player, one ruleset) with its uncertainty: "27.4 ± 3.1"
    ("27,4 ± 3,1" in cs and fr), or a dash before any rated game of that ruleset."""
    if current is None:
        return "—"
    return f"{_one_place(current.mu)} ± {_one_place(current.sigma)}"


@register.filter
def rating_floor(current):
    """mu - 3 sigma: the rating the player is very likely above."""
    if current is None:
        return ""
    return _one_place(conservative(current.mu, current.sigma))


@register.filter
def figure(value):
    """Averages and shared table points as the eye reads them (1.75, 2.33; 1,75 in cs, fr)."""
    return local_number(value)


@register.filter
def one_place(value):
    """A mean (a statistics page's average hand) to one decimal; "—" when there is none."""
    return "—" if value is None else _one_place(value)


@register.filter
def percent(share):
    """A share (0–1) as a whole percentage the reader's way (statistics.percent)."""
    return statistics.percent(share)


@register.filter
def wind(code):
    return {"E": _("East"), "S": _("South"), "W": _("West"), "N": _("North")}.get(code, code)


@register.filter
def get_item(mapping, key):
    return mapping.get(key, 0) if mapping else 0


@register.filter
def subtract(value, other):
    return value - other


@register.filter
def signed(value):
    """A change with its sign: +1.5, -0.3 (+1,5 in cs and fr)."""
    return ("+" if round(value, 1) >= 0 else "") + _one_place(value)


def _one_place(value) -> str:
    """One decimal in the active language's way, rounded (number_format alone cuts)."""
    return number_format(round(value, 1) + 0.0, 1)
