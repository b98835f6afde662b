import re

from django.template import Context, Template

from scoring.engine.tiles import TILES
from scoring.templatetags.tiles import tile_name


def test_every_tile_code_has_a_picture_file():
    from django.conf import settings

    folder = settings.BASE_DIR / "scoring" / "static" / "scoring" / "tiles"
    missing = [
        code for code in [*TILES, "0b", "0c", "0d", "back"] if not (folder / f"{code}.svg").exists()
    ]
    assert missing == []


def test_tile_tag_draws_a_named_picture_not_a_code():
    html = Template('{% load tiles %}{% tile "Rd" %}').render(Context())
    assert '<use href="/static/scoring/tiles.svg#Rd">' in html
    assert 'aria-label="red dragon"' in html


def test_the_sprite_holds_one_symbol_per_tile_picture():
    from django.conf import settings

    static = settings.BASE_DIR / "scoring" / "static" / "scoring"
    sprite = (static / "tiles.svg").read_text()
    files = sorted(p.stem for p in (static / "tiles").glob("*.svg"))
    assert sorted(re.findall(r'<symbol id="([^"]+)"', sprite)) == files


def test_marked_kong_shows_an_end_tile_face_down():
    # 116k: a kong made from a concealed pung is marked by turning an end tile face down.
    html = Template("{% load tiles %}{% meld m %}").render(
        Context({"m": {"tiles": ["5d"] * 4, "concealed": False, "from_concealed_pung": True}})
    )
    assert html.count("tiles.svg#back") == 1 and html.count("tiles.svg#5d") == 3
    assert "meld-exposed" in html


def test_tile_names_read_as_words():
    assert tile_name("5b") == "5 bamboo"
    assert tile_name("Ew") == "East wind"
    assert tile_name("0d") == "red 5 dots"
