"""Line plots drawn on the server as SVG: no script, nothing inline for the Content-Security-
Policy to refuse (colours and dashes come from the stylesheet, by class), printable as they
are. Each plot's page also shows the numbers behind it as a table.

`line_plot` lays the series out in a viewBox sized for a phone (360 units wide: a page scales it
to its width); `session_totals`, `rating_history` and `season_ranks` gather the figures of
the three plots the pages show.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from django.utils.formats import number_format

from scoring.services.ratings import games as games_service

WIDTH, HEIGHT = 360, 220
LEFT, RIGHT, TOP, BOTTOM = 40, 10, 10, 28
SERIES_STYLES = 8  # .plot-s0 ... .plot-s7 in clubscore.css: a colour and a dash pattern each


@dataclass
class Series:
    label: str
    values: list  # one number per x position (None: no figure there)
    low: list | None = None  # an uncertainty band under and over the line
    high: list | None = None
    points: str = ""
    band: str = ""
    style: str = ""


@dataclass
class Plot:
    series: list
    x_labels: list
    y_ticks: list = field(default_factory=list)  # (y, label)
    x_ticks: list = field(default_factory=list)  # (x, label)
    zero: float | None = None  # y of the zero line, when zero is in range
    width: int = WIDTH
    height: int = HEIGHT
    left: int = LEFT
    right: int = WIDTH - RIGHT
    top: int = TOP
    bottom: int = HEIGHT - BOTTOM


def nice_ticks(low: float, high: float, count: int = 5, whole: bool = False) -> list[float]:
    """Round tick values covering low..high (1, 2 or 5 times a power of ten apart; whole
    numbers only when `whole`)."""
    if high <= low:
        high = low + 1
    raw = (high - low) / max(count - 1, 1)
    if whole:
        raw = max(raw, 1)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.floor(low / step) * step
    ticks, value = [], first
    while value <= high + step * 1e-9:
        ticks.append(round(value, 10))
        value += step
    if ticks[-1] < high:
        ticks.append(round(ticks[-1] + step, 10))
    return ticks


def _number(value: float) -> str:
    """A tick's label in the reader's language (25.5 is "25,5" in Czech and French)."""
    return number_format(int(value) if float(value).is_integer() else value)


def line_plot(
    series: list[Series], x_labels: list, *, inverted: bool = False, whole: bool = False
) -> Plot:
    """The series laid out on one pair of axes; `inverted` puts the smallest value at the top
    (a rank: 1 is best); `whole`: ticks at whole numbers only."""
    plot = Plot(series, list(x_labels))
    figures = [
        v
        for s in series
        for values in (s.values, s.low or [], s.high or [])
        for v in values
        if v is not None
    ]
    low, high = (min(figures), max(figures)) if figures else (0, 1)
    ticks = nice_ticks(low, high, whole=whole)
    low, high = ticks[0], ticks[-1]
    span_y = plot.bottom - plot.top
    count = max(len(x_labels), 1)
    span_x = plot.right - plot.left

    def x_of(i: int) -> float:
        return plot.left + (span_x * i / (count - 1) if count > 1 else span_x / 2)

    def y_of(v: float) -> float:
        share = (v - low) / (high - low)
        return plot.top + (share if inverted else 1 - share) * span_y

    plot.y_ticks = [(round(y_of(t), 1), _number(t)) for t in ticks]
    if low < 0 < high:
        plot.zero = round(y_of(0), 1)
    every = max(1, math.ceil(count / 8))  # at most eight labels under the axis
    plot.x_ticks = [
        (round(x_of(i), 1), str(label))
        for i, label in enumerate(x_labels)
        if i % every == 0 or i == count - 1
    ]
    for n, s in enumerate(series):
        s.style = f"plot-s{n % SERIES_STYLES}"
        s.points = " ".join(
            f"{x_of(i):.1f},{y_of(v):.1f}" for i, v in enumerate(s.values) if v is not None
        )
        if s.low and s.high:
            upper = [f"{x_of(i):.1f},{y_of(v):.1f}" for i, v in enumerate(s.high) if v is not None]
            lower = [f"{x_of(i):.1f},{y_of(v):.1f}" for i, v in enumerate(s.low) if v is not None]
            s.band = " ".join(upper + lower[::-1])
    return plot


# -- the three plots ----------------------------------------------------------------------------


def session_totals(players, rows) -> Plot | None:
    """Each player's running total after every hand of a session (0 before the first):
    `players` in the session's order, `rows` the session page's hand rows (their cells)."""
    if not rows:
        return None
    running = [0] * len(players)
    values = [[0] for _ in players]
    for row in rows:
        for i, cell in enumerate(row["cells"]):
            running[i] += cell.payment if cell else 0
            values[i].append(running[i])
    series = [Series(p.name, v) for p, v in zip(players, values, strict=True)]
    return line_plot(series, [0] + [row["hand"].number for row in rows])


def rating_history(ratings: list) -> Plot | None:
    """A player's rating (mu) after each rated game, with mu ± sigma as a band."""
    if not ratings:
        return None
    first = ratings[0]
    mu = [first.mu_before] + [r.mu for r in ratings]
    sigma = [first.sigma_before] + [r.sigma for r in ratings]
    series = Series(
        "mu",
        [round(m, 2) for m in mu],
        low=[round(m - s, 2) for m, s in zip(mu, sigma, strict=True)],
        high=[round(m + s, 2) for m, s in zip(mu, sigma, strict=True)],
    )
    return line_plot([series], [0] + [i for i in range(1, len(ratings) + 1)])


def season_ranks(standings, key, shown: int = 8) -> tuple[Plot | None, list, list]:
    """Each player's place in a season's standings after each of its nights (a night: the
    finished games of one date), the `shown` best placed now drawn; from the games the
    standings were tallied from, without another query. (plot, dates, [(player, places)] for
    every player, best placed now first)."""
    found = standings.found
    dates = sorted({g.date for g in found if g.counts})
    if not dates:
        return None, [], []
    players = {line.player.pk: line.player for line in standings.lines}
    places: dict = {}
    for n, date in enumerate(dates):
        tally = games_service.tally([g for g in found if g.date <= date], unfinished_scores=False)
        lines = list(tally.values())
        for line in lines:
            line.player = players[line.player]
        for line in games_service.rank(lines, key):
            places.setdefault(line.player, [None] * len(dates))[n] = line.rank
    table = sorted(places.items(), key=lambda item: (item[1][-1] or 10**6, item[0].name))
    series = [Series(player.name, ranks) for player, ranks in table[:shown]]
    plot = line_plot(series, list(range(1, len(dates) + 1)), inverted=True, whole=True)
    return plot, dates, table


# -- bars ---------------------------------------------------------------------------------------

BAR_ROW = 18  # one bar's height with its gap, in the viewBox's units
BAR_LABEL = 150  # the labels' column, left of the bars


@dataclass
class Bar:
    label: str
    value_label: str
    y: float
    width: float
    text_y: float = 0  # the middle of the bar, where its labels sit
    value_x: float = 0  # just after the bar


@dataclass
class BarPlot:
    bars: list
    width: int = WIDTH
    height: int = 0
    left: int = BAR_LABEL
    bar_height: int = BAR_ROW - 5
    label_x: int = BAR_LABEL - 4


def bar_plot(rows: list[tuple[str, float, str]], full: float = 1.0) -> BarPlot | None:
    """Horizontal bars, one per (label, value, value's label), the longest `full` wide: how
    often each fan or yaku was counted, say. Labels are cut at 24 characters (the table behind
    the plot has them whole)."""
    if not rows:
        return None
    span = WIDTH - BAR_LABEL - 40  # room for the value's label after the bar
    full = full or max(v for _, v, _ in rows) or 1
    bars = []
    for i, (label, value, value_label) in enumerate(rows):
        y, width = 4 + i * BAR_ROW, round(span * value / full, 1)
        shown = label if len(label) <= 24 else label[:23] + "…"
        bars.append(Bar(shown, value_label, y, width, y + 6.5, BAR_LABEL + width + 4))
    return BarPlot(bars, height=8 + len(bars) * BAR_ROW)
