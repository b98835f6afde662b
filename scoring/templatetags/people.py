"""How people are named on the pages: `{{ user|public_name }}` for an account (its display
name, never its username) and `{% player_name player %}` for a player, already named as the
viewer may see them where it was loaded (scoring.services.people.privacy.shown_name)."""

from django import template

from scoring.services.people import accounts

register = template.Library()


@register.filter
def public_name(user):
    return accounts.public_name(user)


@register.simple_tag
def player_name(player):
    return getattr(player, "name", player)
