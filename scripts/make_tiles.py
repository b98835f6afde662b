"""Draw the tile pictures (scoring/static/scoring/tiles/*.svg) used by forms and the referee view.

Run `python scripts/make_tiles.py` after changing the drawing; the SVGs are committed, so no
build step is needed to serve them. Pages draw tiles from one sprite, tiles.svg (a <symbol> per
tile, `<use href="tiles.svg#5b">`), so a page fetches one small file for all of them. Every tile carries a small corner index (5b, E, R...) for
players who do not read the Chinese characters.
"""

import re
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "scoring" / "static" / "scoring" / "tiles"
SPRITE = OUT.parent / "tiles.svg"
W, H = 60, 80
CJK = "'Noto Sans CJK SC','WenQuanYi Micro Hei','Microsoft YaHei','PingFang SC',sans-serif"
NUMERALS = "一二三四五六七八九"
DOT_LAYOUT = {
    1: [(30, 42)],
    2: [(30, 24), (30, 60)],
    3: [(16, 20), (30, 42), (44, 64)],
    4: [(18, 26), (42, 26), (18, 58), (42, 58)],
    5: [(18, 24), (42, 24), (30, 42), (18, 60), (42, 60)],
    6: [(19, 18), (41, 18), (19, 42), (41, 42), (19, 64), (41, 64)],
    7: [(14, 16), (30, 23), (46, 30), (19, 48), (41, 48), (19, 66), (41, 66)],
    8: [(19, 14), (41, 14), (19, 31), (41, 31), (19, 48), (41, 48), (19, 65), (41, 65)],
    9: [(14, 21), (30, 21), (46, 21), (14, 44), (30, 44), (46, 44), (14, 67), (30, 67), (46, 67)],
}
DOT_COLOURS = {1: "#c0392b", 2: "#1f6f43", 3: "#1d4e89", 5: "#c0392b", 7: "#1d4e89", 9: "#c0392b"}
BAMBOO_LAYOUT = {
    2: [(30, 26), (30, 58)],
    3: [(30, 26), (18, 58), (42, 58)],
    4: [(18, 26), (42, 26), (18, 58), (42, 58)],
    5: [(16, 26), (44, 26), (30, 42), (16, 58), (44, 58)],
    6: [(14, 26), (30, 26), (46, 26), (14, 58), (30, 58), (46, 58)],
    7: [(36, 20), (14, 43), (30, 42), (46, 43), (14, 66), (30, 66), (46, 66)],
    8: [(12, 26), (24, 26), (36, 26), (48, 26), (12, 58), (24, 58), (36, 58), (48, 58)],
    9: [(16, 22), (30, 22), (44, 22), (16, 44), (30, 44), (44, 44), (16, 66), (30, 66), (44, 66)],
}


def frame(body: str, index: str, index_colour: str = "#333", title: str = "") -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">'
        f"<title>{title}</title>"
        f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="7" fill="#fffaf0" stroke="#8a8170" stroke-width="2"/>'
        f"{body}"
        f'<text x="5" y="12" font-family="sans-serif" font-size="10" font-weight="700" fill="{index_colour}">{index}</text>'
        "</svg>\n"
    )


def dots(n: int, red: bool = False) -> str:
    r = 13 if n == 1 else (9 if n <= 4 else 7.5 if n <= 6 else 6.5)
    out = []
    for i, (x, y) in enumerate(DOT_LAYOUT[n]):
        colour = "#c0392b" if red else DOT_COLOURS.get(n, ("#1f6f43", "#1d4e89")[i % 2])
        out.append(
            f'<circle cx="{x}" cy="{y}" r="{r}" fill="none" stroke="{colour}" stroke-width="2.4"/>'
            f'<circle cx="{x}" cy="{y}" r="{r / 2.6:.1f}" fill="{colour}"/>'
        )
    return "".join(out)


def bamboo(n: int, red: bool = False) -> str:
    if n == 1:
        # The one of bamboo is traditionally a bird: a stylised green bird with a red crest.
        return (
            '<ellipse cx="30" cy="46" rx="14" ry="18" fill="#1f6f43"/>'
            '<circle cx="30" cy="24" r="8" fill="#1f6f43"/><circle cx="32" cy="22" r="2" fill="#fff"/>'
            '<path d="M26 17 L30 10 L34 17 Z" fill="#c0392b"/>'
            '<path d="M22 60 L30 74 L38 60 Z" fill="#c0392b"/>'
        )
    out = []
    for i, (x, y) in enumerate(BAMBOO_LAYOUT[n]):
        colour = (
            "#c0392b"
            if red or (n in (5, 7, 9) and i == (len(BAMBOO_LAYOUT[n]) // 2))
            else "#1f6f43"
        )
        out.append(
            f'<rect x="{x - 3.5}" y="{y - 11}" width="7" height="22" rx="3" fill="{colour}"/>'
            f'<line x1="{x - 3.5}" y1="{y}" x2="{x + 3.5}" y2="{y}" stroke="#fffaf0" stroke-width="1.5"/>'
        )
    return "".join(out)


def characters(n: int, red: bool = False) -> str:
    colour = "#c0392b" if red else "#111"
    return (
        f'<text x="30" y="40" text-anchor="middle" font-family="{CJK}" font-size="26" fill="{colour}">{NUMERALS[n - 1]}</text>'
        f'<text x="30" y="70" text-anchor="middle" font-family="{CJK}" font-size="24" fill="#c0392b">萬</text>'
    )


def big_char(ch: str, colour: str) -> str:
    return f'<text x="30" y="55" text-anchor="middle" font-family="{CJK}" font-size="36" fill="{colour}">{ch}</text>'


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    names = {"b": "bamboo", "c": "characters", "d": "dots"}
    draw = {"b": bamboo, "c": characters, "d": dots}
    tiles = {}
    for s in "bcd":
        for n in range(1, 10):
            tiles[f"{n}{s}"] = frame(draw[s](n), f"{n}{s}", title=f"{n} {names[s]}")
        # Riichi's red fives.
        tiles[f"0{s}"] = frame(draw[s](5, red=True), f"5{s}", "#c0392b", title=f"red 5 {names[s]}")
    for letter, ch, name in (
        ("E", "東", "East"),
        ("S", "南", "South"),
        ("W", "西", "West"),
        ("N", "北", "North"),
    ):
        tiles[f"{letter}w"] = frame(big_char(ch, "#1d4e89"), letter, title=f"{name} wind")
    tiles["Rd"] = frame(big_char("中", "#c0392b"), "R", "#c0392b", title="red dragon")
    tiles["Gd"] = frame(big_char("發", "#1f6f43"), "G", "#1f6f43", title="green dragon")
    tiles["Wd"] = frame(
        '<rect x="14" y="18" width="32" height="48" rx="3" fill="none" stroke="#1d4e89" stroke-width="3"/>'
        '<rect x="19" y="23" width="22" height="38" rx="2" fill="none" stroke="#1d4e89" stroke-width="1.5"/>',
        "Wh",
        "#1d4e89",
        title="white dragon",
    )
    for n, ch in enumerate("梅蘭菊竹", 1):
        tiles[f"F{n}"] = frame(
            big_char(ch, "#b03a2e")
            + f'<text x="52" y="74" text-anchor="end" font-size="11" font-family="sans-serif" fill="#b03a2e">{n}</text>',
            f"F{n}",
            "#b03a2e",
            title=f"flower {n}",
        )
    for n, ch in enumerate("春夏秋冬", 1):
        tiles[f"S{n}"] = frame(
            big_char(ch, "#1f6f43")
            + f'<text x="52" y="74" text-anchor="end" font-size="11" font-family="sans-serif" fill="#1f6f43">{n}</text>',
            f"S{n}",
            "#1f6f43",
            title=f"season {n}",
        )
    back = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}"><title>face down</title>'
        f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="7" fill="#2e7d4f" stroke="#1b4d30" stroke-width="2"/></svg>\n'
    )
    tiles["back"] = back
    for code, svg in tiles.items():
        (OUT / f"{code}.svg").write_text(svg, encoding="utf-8")
    symbols = "\n".join(symbol(code, svg) for code, svg in sorted(tiles.items()))
    SPRITE.write_text(f'<svg xmlns="http://www.w3.org/2000/svg">\n{symbols}\n</svg>\n')
    print(f"wrote {len(tiles)} tiles to {OUT} and the sprite {SPRITE.name}")


def symbol(code: str, svg: str) -> str:
    view_box = re.search(r'viewBox="([^"]+)"', svg).group(1)
    inner = re.search(r"<svg[^>]*>(.*)</svg>", svg, re.S).group(1)
    inner = re.sub(r"<title>.*?</title>", "", inner, flags=re.S)
    return f'<symbol id="{code}" viewBox="{view_box}">{inner}</symbol>'


if __name__ == "__main__":
    main()
