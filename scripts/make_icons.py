"""Draws the web app's icons (scoring/static/scoring/icons/): a red-dragon tile on green.

Run again after changing the design: `.venv/bin/python scripts/make_icons.py`.
"""

from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

OUT = Path(__file__).resolve().parent.parent / "scoring" / "static" / "scoring" / "icons"
GREEN, IVORY, RED, EDGE = "#198754", "#fbf8ef", "#c62828", "#d8d2bf"
FONT = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"


def icon(size: int, safe: float) -> Image.Image:
    """`safe`: the share of the square the tile may use (maskable icons are cropped)."""
    image = Image.new("RGB", (size, size), GREEN)
    draw = ImageDraw.Draw(image)
    height = size * safe
    width = height * 0.75
    left, top = (size - width) / 2, (size - height) / 2
    radius = width * 0.12
    draw.rounded_rectangle((left, top + size * 0.02, left + width, top + height), radius, fill=EDGE)
    draw.rounded_rectangle(
        (left, top, left + width, top + height - size * 0.02), radius, fill=IVORY
    )
    font = ImageFont.truetype(FONT, int(height * 0.62))
    draw.text((size / 2, size / 2), "中", font=font, fill=RED, anchor="mm")
    return image


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    icon(192, 0.8).save(OUT / "icon-192.png", optimize=True)
    icon(512, 0.8).save(OUT / "icon-512.png", optimize=True)
    icon(512, 0.6).save(OUT / "icon-maskable-512.png", optimize=True)
