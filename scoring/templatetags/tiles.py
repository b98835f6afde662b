"""Tiles drawn as pictures: `{% load tiles %}{% tile "5b" %}`, `{% tiles codes %}`, `{% meld m %}`.

Every picture is a `<use>` of one symbol in the sprite scoring/tiles.svg: a page with forty
tiles fetches one small file, not forty."""

from django import template
from django.templatetags.static import static
from django.utils.html import format_html, format_html_join

from scoring.engine.tiles import TILES

register = template.Library()

RED_FIVES = {"0b": "red 5 bamboo", "0c": "red 5 characters", "0d": "red 5 dots"}


def tile_name(code) -> str:
    if code in TILES:
        return TILES[code].name()
    return RED_FIVES.get(code, str(code))


register.filter("tile_name", tile_name)


@register.filter
def get_item(mapping, key):
    """`names|get_item:seat`: a seat's player name in the hand form."""
    return mapping.get(key, "")


def _img(code, size):
    known = code in TILES or code in RED_FIVES or code == "back"
    if not known:
        return format_html('<span class="tile tile-unknown" title="unknown tile">{}</span>', code)
    name = "face down" if code == "back" else tile_name(code)
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
        label,
        tiles(codes, size),
    )
