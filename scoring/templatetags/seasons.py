from django import template
from django.utils.translation import gettext as _

from scoring.services.ratings import conservative
from scoring.services.tournaments import display_number

register = template.Library()


@register.filter
def rating(player):
    """A player's rating with its uncertainty: "27.4 ± 3.1", or a dash before any rated game."""
    if player is None or player.rating_mu is None:
        return "—"
    return f"{player.rating_mu:.1f} ± {player.rating_sigma:.1f}"


@register.filter
def rating_floor(player):
    """mu - 3 sigma: the rating the player is very likely above."""
    if player is None or player.rating_mu is None:
        return ""
    return f"{conservative(player.rating_mu, player.rating_sigma):.1f}"


@register.filter
def figure(value):
    """Averages and shared table points as the eye reads them (1.75, 2.33, -12.5)."""
    return display_number(value)


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
    return f"{value:+.1f}"
