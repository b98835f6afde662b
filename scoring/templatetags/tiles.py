"""Tiles drawn as pictures: `{% load tiles %}{% tile "5b" %}`, `{% tiles codes %}`, `{% meld m %}`.

Every picture is a `<use>` of one symbol in the sprite scoring/tiles.svg: a page with forty
tiles fetches one small file, not forty."""

from django import template
from django.templatetags.static import static
from django.utils.html import format_html, format_html_join
from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from scoring.engine.tiles import TILES

register = template.Library()

RED_FIVES = {"0b": "5b", "0c": "5c", "0d": "5d"}


def tile_name(code) -> str:
    """A tile's name in the reader's language ("5 bamboo", "East wind", "red dragon")."""
    if code in RED_FIVES:
        return _("red %(tile)s") % {"tile": tile_name(RED_FIVES[code])}
    tile = TILES.get(code) if isinstance(code, str) else None
    if tile is None:
        return str(code)
    n = tile.number
    if tile.category == "bamboo":
        return _("%(n)s bamboo") % {"n": n}
    if tile.category == "characters":
        return _("%(n)s characters") % {"n": n}
    if tile.category == "dots":
        return _("%(n)s dots") % {"n": n}
    if tile.category in ("wind", "dragon"):
        # msgids listed in services/hands/engine_text.py ("East wind", "red dragon", ...)
        english = tile.name()
        return pgettext("tile name", english)
    if tile.category == "flower":
        return _("flower %(n)s") % {"n": n}
    return _("season %(n)s") % {"n": n}


register.filter("tile_name", tile_name)


@register.filter
def get_item(mapping, key):
    """`names|get_item:seat`: a seat's player name in the hand form."""
    return mapping.get(key, "")


def _img(code, size):
    known = code in TILES or code in RED_FIVES or code == "back"
    if not known:
        return format_html(
            '<span class="tile tile-unknown" title="{}">{}</span>', _("unknown tile"), code
        )
    name = _("face down") if code == "back" else tile_name(code)
    return format_html(
        '<svg class="tile-img tile-{}" role="img" aria-label="{}" data-tile="{}">'
        '<title>{}</title><use href="{}#{}"></use></svg>',
        size,
        name,
        code,
        name,
        static("scoring/tiles.svg"),
        code,
    )


@register.simple_tag
def tile(code, size="md"):
    return _img(code, size)


@register.simple_tag
def tiles(codes, size="md"):
    return format_html_join("", "{}", ((_img(c, size),) for c in (codes or ())))


@register.simple_tag
def meld(meld, size="md", highlight=None):
    """A contract meld {"tiles": [...], "concealed": bool}: exposed melds on a light tray,
    concealed ones on a dark one; a marked kong (116k) shows an end tile face down."""
    codes = list(meld.get("tiles", ()))
    if meld.get("from_concealed_pung") and len(codes) == 4:
        codes[0] = "back"
    concealed = meld.get("concealed", False)
    label = "concealed" if concealed else "exposed"
    return format_html(
        '<span class="meld meld-{}{}" title="{}">{}</span>',
        label,
        " meld-winning" if highlight else "",
        _("concealed set") if concealed else _("exposed set"),
        tiles(codes, size),
    )
