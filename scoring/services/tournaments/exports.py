"""A tournament on paper and in files: the standings, results and seating as CSV, the score
sheets and standings as printable pages and PDFs, made in parts for a big event.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.staticfiles import finders
from django.template.loader import render_to_string
from django.utils import formats, timezone
from django.utils.translation import gettext as _

from scoring.engine import standings as standings_engine
from scoring.models import Round, Tournament
from scoring.services.csv import BYE, column, csv_text, wind_word
from scoring.services.hands import mcr
from scoring.services.tournaments.errors import TournamentError
from scoring.services.tournaments.seating import round_seating
from scoring.services.tournaments.setup import start_points, table_total
from scoring.services.tournaments.standings import Standings, display_number, ranking_score

# Big events: the public standings page shows this many rows a page, and a PDF is made in
# parts small enough for one request (WeasyPrint lays out about 200 standings rows or 7
# score sheets a CPU-second; gunicorn kills a worker after 30 s).
STANDINGS_PAGE_ROWS = 200


PDF_STANDINGS_ROWS = 250


PDF_SHEETS_TABLES = 20


def _csv(rows) -> str:
    return csv_text(rows)  # formula-safe cells (scoring.services.csv)


def standings_csv(standings: Standings) -> str:
    """EMA-style columns: rank, name, country, table points, score; then the games each
    player played and, for a player who withdrew, the first round they no longer played."""
    keys = (
        "rank",
        "name",
        "country",
        "table points",
        "score",
        "games played",
        "withdrawn from round",
    )
    lines = [[column(k) for k in keys]]
    for row in standings.rows:
        lines.append(
            [
                row.rank,
                row.player.name,
                row.player.country,
                display_number(row.table_points),
                display_number(ranking_score(row, standings.tournament)),
                row.played,
                row.withdrawn or "",
            ]
        )
    return _csv(lines)


def results_csv(standings: Standings) -> str:
    """Every finished table: one line per player (a substitute's seat, when it counts for
    nobody, says so instead of table points). A riichi event adds each player's score with
    the table's uma and oka, as the uma standings count it."""
    tournament = standings.tournament
    riichi = tournament.ruleset == "riichi"
    bonus = standings_engine.uma_bonus(tournament.uma_values, tournament.oka) if riichi else None
    players = {row.player.pk: row.player for row in standings.rows}
    keys = ["round", "table", "wind", "name", "country", "score", "table points"]
    lines = [[column(k) for k in keys + (["score with uma"] if riichi else [])]]
    through = standings.counted_through
    for t in standings.tables:
        if not t.finished or (through is not None and t.round > through):
            continue
        points = standings_engine.table_points(t.scores)
        with_uma = standings_engine.shared_placements(t.scores, bonus) if riichi else {}
        stand_ins = {k.original: k for k in t.scores if isinstance(k, standings_engine.StandIn)}
        for wind, pk in zip("ESWN", t.seats, strict=True):
            player = players[pk]
            key = stand_ins.get(pk, pk)
            shown = display_number(points[key]) if key == pk else _("substitute, not counted")
            line = [
                t.round,
                t.table,
                wind_word(wind),  # the reader's words, which the seating import reads back
                player.name,
                player.country,
                t.scores[key],
                shown,
            ]
            if riichi:
                line.append(display_number(t.scores[key] + with_uma[key]))
            lines.append(line)
    return _csv(lines)


def seating_csv(round_: Round) -> str:
    lines = [[column(k) for k in ("round", "table", "wind", "name", "country", "club")]]
    for number, _table, seats in round_seating(round_, played=True):
        for wind, player in seats:
            lines.append(
                [
                    round_.number,
                    number,
                    wind_word(wind),  # the reader's words, which the seating import reads back
                    player.name,
                    player.country,
                    player.club.name if player.club_id else "",
                ]
            )
    for player in round_.byes.order_by("name"):
        lines.append([round_.number, "", str(BYE), player.name, player.country, ""])
    return _csv(lines)


@dataclass(frozen=True)
class Part:
    """One part of a PDF too big for one request: items first..last (1-based) of the whole."""

    number: int
    first: int
    last: int


def pdf_parts(count: int, per_part: int) -> list[Part]:
    return [
        Part(n, start + 1, min(count, start + per_part))
        for n, start in enumerate(range(0, max(count, 1), per_part), start=1)
    ]


def pdf_part(count: int, per_part: int, wanted) -> Part:
    """The part asked for (`?part=N`, default 1), or a TournamentError naming the range."""
    parts = pdf_parts(count, per_part)
    if wanted in (None, ""):
        return parts[0]
    try:
        number = int(wanted)
    except (TypeError, ValueError):
        number = 0
    if not 1 <= number <= len(parts):
        raise TournamentError(
            _("There is no part %(part)s: this PDF has parts 1 to %(n)s.")
            % {"part": str(wanted)[:20], "n": len(parts)},
            "part",
        )
    return parts[number - 1]


# Hand rows on a printed score sheet: a classical game of four winds is 16 deals and more
# when East keeps the deal; a longer game goes on to a second sheet. A riichi game of East
# and South rounds is 8 hands and more with repeats.
SHEET_ROWS = 30


RIICHI_SHEET_ROWS = 20


def sheet_context(round_: Round, part: Part | None = None) -> dict:
    """What the score sheets (printable page and PDF) show: the players who play each seat,
    and the ruleset's own sheet (riichi: running points from the start; else hand values);
    the tables of `part` only, for a round too big for one request."""
    tournament = round_.tournament
    tables = round_seating(round_, played=True)
    if part is not None:
        tables = tables[part.first - 1 : part.last]
    return {
        "round": round_,
        "tables": tables,
        "riichi": tournament.ruleset == "riichi",
        "mcr_hands": mcr.sheet_hands() if tournament.ruleset == mcr.RULESET else None,
        "hand_rows": range(1, SHEET_ROWS + 1),
        "riichi_rows": range(1, RIICHI_SHEET_ROWS + 1),
        "start_points": formats.number_format(start_points(tournament), force_grouping=True),
        "final_only": tournament.results_entry == Tournament.Entry.FINAL,
        "table_total": formats.number_format(table_total(tournament), force_grouping=True),
    }


def score_sheets_pdf(round_: Round, part: Part | None = None) -> bytes:
    """One A4 sheet per table: the players in their seats, a row for each hand (the tables of
    `part` only, for a round too big for one request)."""
    from weasyprint import HTML

    return HTML(string=score_sheets_print(round_, part)).write_pdf()


def score_sheets_print(round_: Round, part: Part | None = None) -> str:
    """The score sheets' HTML, in the active language."""
    return render_to_string(
        "scoring/tournaments/print_sheets.html",
        {
            "tournament": round_.tournament,
            **sheet_context(round_, part),
            "printed_at": timezone.now(),
            "inline_css": print_css(),
        },
    )


def print_css() -> str:
    with open(finders.find("scoring/print.css"), encoding="utf-8") as f:
        return f.read()


def standings_pdf(standings: Standings, part: Part | None = None) -> bytes:
    """The standings as a PDF: every row, or the ranks of `part` for a big event."""
    from weasyprint import HTML

    return HTML(string=standings_print(standings, part)).write_pdf()


def standings_print(standings: Standings, part: Part | None = None) -> str:
    """The standings PDF's HTML, in the active language (the ranks of `part` for a big event)."""
    rows = standings.rows if part is None else standings.rows[part.first - 1 : part.last]
    return render_to_string(
        "scoring/tournaments/print_standings.html",
        {
            "standings": standings,
            "rows": rows,
            "part": part if part is not None and len(rows) < len(standings.rows) else None,
            "tournament": standings.tournament,
            "printed_at": timezone.now(),
            "inline_css": print_css(),
        },
    )
