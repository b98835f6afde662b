"""The EMA results workbook: what a tournament sends the EMA ranking officer.

The officer's importer (docs/tournaments.md, "EMA results workbook") reads one sheet from
fixed cells: the tournament's facts in the third row, to the right of the results, and one
player a row from the second row on, in columns C to J. This module writes exactly those
cells; `EMA_RULESETS` says which rulesets the EMA ranks and the name the sheet gives them.
"""

from __future__ import annotations

import datetime
import io

from django.utils.translation import gettext as _

from scoring.models import Tournament
from scoring.services.tournaments.errors import TournamentError
from scoring.services.tournaments.standings import Standings, ranking_score

# Our ruleset -> the ruleset cell. The importer reads "riichi" (any case) as riichi and
# anything else as MCR; the EMA's pages and ranking name the Chinese Official rules "MCR".
EMA_RULESETS = {"riichi": "Riichi", "mcr": "MCR"}

SHEET = "Results"
# Row 1: titles. Results: row 2 on, columns C-J (3-10). Facts: row 3, columns A, B, L-R.
RESULT_COLUMNS = (
    "Position",
    "First name",
    "Last name",
    "EMA number",
    "Table points",
    "Score",
    "EMA member",
    "Nationality",
)
FACT_CELLS = {
    "title": "A3",
    "players": "B3",
    "country": "L3",
    "place": "M3",
    "mers": "N3",
    "ruleset": "P3",
    "dates": "Q3",
    "days": "R3",
}
FACT_TITLES = {
    "A1": "Tournament",
    "B1": "Players",
    "L1": "Country",
    "M1": "Place",
    "N1": "MERS",
    "P1": "Rules",
    "Q1": "Dates",
    "R1": "Days after the first",
}
# A non-member has no EMA number: the EMA's result pages show "-" and the ranking reads it as
# 0, a number no member has. The importer needs a number in the cell.
NO_EMA_NUMBER = 0
# Words that start a family name ("Sanne van der Berg": family name "van der Berg").
PARTICLES = frozenset(
    [
        "af",
        "al",
        "bin",
        "d'",
        "da",
        "das",
        "de",
        "degli",
        "dei",
        "del",
        "della",
        "den",
        "der",
        "des",
        "di",
        "do",
        "dos",
        "du",
        "el",
        "la",
        "le",
        "lo",
        "mac",
        "op",
        "san",
        "st.",
        "te",
        "ten",
        "ter",
        "van",
        "vande",
        "vanden",
        "vander",
        "von",
        "zu",
    ]
)
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def split_name(name: str) -> tuple[str, str]:
    """(first name, family name) as the EMA lists players. "Family, First" says it outright;
    otherwise the family name is the last word, or starts at the first particle after the
    first word ("Sanne van der Berg" -> "Sanne", "van der Berg")."""
    if "," in name:
        family, _sep, first = name.partition(",")
        return first.strip(), family.strip()
    words = name.split()
    if len(words) < 2:
        return name.strip(), ""
    for i in range(1, len(words) - 1):
        if words[i].casefold() in PARTICLES:
            return " ".join(words[:i]), " ".join(words[i:])
    return " ".join(words[:-1]), words[-1]


def date_text(first: datetime.date, last: datetime.date | None) -> str:
    """The dates as the EMA's tournament pages write them: "21 November 2026",
    "21-22 November 2026", "30 November - 1 December 2026"."""
    last = last or first

    def day(d, year=True):
        return f"{d.day} {MONTHS[d.month - 1]}" + (f" {d.year}" if year else "")

    if last == first:
        return day(first)
    if (first.year, first.month) == (last.year, last.month):
        return f"{first.day}-{day(last)}"
    return f"{day(first, year=first.year != last.year)} - {day(last)}"


def facts(tournament: Tournament, players: int) -> dict:
    last = max(tournament.last_day or tournament.date, tournament.date)
    return {
        "title": tournament.name,
        "players": players,
        "country": tournament.country.upper(),
        "place": tournament.place,
        "mers": None,  # the EMA sets the weight, not the organiser
        "ruleset": EMA_RULESETS[tournament.ruleset],
        "dates": date_text(tournament.date, last),
        "days": (last - tournament.date).days,
    }


def result_rows(standings: Standings) -> list[tuple]:
    """One row per player who played, in standings order, in the columns C-J."""
    tournament = standings.tournament
    rows = []
    for row in standings.rows:
        if not row.played:
            continue  # entered but never seated: not a participant
        player = row.player
        first, family = split_name(player.name)
        member = bool(player.ema_number)
        rows.append(
            (
                row.rank,
                first,
                family,
                int(player.ema_number) if member else NO_EMA_NUMBER,
                float(row.table_points),
                int(ranking_score(row, tournament)),
                1 if member else 0,
                (player.nationality or "").upper(),
            )
        )
    return rows


def results_workbook(standings: Standings) -> bytes:
    """The .xlsx the EMA ranking officer imports (refused for a ruleset the EMA does not rank)."""
    from openpyxl import Workbook

    tournament = standings.tournament
    if tournament.ruleset not in EMA_RULESETS:
        raise TournamentError(
            _("The EMA ranks riichi and MCR events only; use the standings CSV for this ruleset.")
        )
    if not (tournament.country and tournament.place):
        raise TournamentError(
            _(
                "The EMA workbook needs the host country and the town: set them under "
                '"Event details for the EMA" on the tournament page.'
            )
        )
    rows = result_rows(standings)
    book = Workbook()
    sheet = book.active
    sheet.title = SHEET
    for column, title in enumerate(RESULT_COLUMNS, start=3):
        sheet.cell(row=1, column=column, value=title)
    for cell, title in FACT_TITLES.items():
        sheet[cell] = title
    for number, values in enumerate(rows, start=2):
        for column, value in enumerate(values, start=3):
            sheet.cell(row=number, column=column, value=value)
        sheet.cell(row=number, column=6).number_format = "00000000"  # 04010123, not 4010123
    for key, value in facts(tournament, len(rows)).items():
        if value is not None:
            sheet[FACT_CELLS[key]] = value
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()
