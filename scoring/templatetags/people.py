"""How people are named on the pages: `{{ user|public_name }}` for an account (its display
name, never its username) and `{% player_name player %}` for a player, in initials when the
view's privacy setting says so (context variable `initials`)."""

from django import template

from scoring.services import accounts, privacy

register = template.Library()


@register.filter
def public_name(user):
    return accounts.public_name(user)


@register.simple_tag(takes_context=True)
def player_name(context, player):
    name = getattr(player, "name", player)
    return privacy.initials(str(name)) if context.get("initials") else name
