"""CSV exports that a spreadsheet opens safely.

A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is read as a formula
by Excel, LibreOffice and Google Sheets (CSV injection, OWASP): a player called
`=HYPERLINK(...)` would run in the organiser's spreadsheet. Such text cells get a leading
apostrophe, which the spreadsheet shows as text. Numbers are written as numbers (a negative
score stays a number), and so is a number already formatted as text ("-30", "1.75"): no
spreadsheet runs it. Every CSV file of the app is written here (a test keeps it so).

A file's column names, winds and byes are said in the reader's language (`column`,
`wind_word`, `BYE`); numbers keep the dot in every language, so a program reads them alike.
The seating import reads the words of every language (`words_in_every_language`).
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable
from decimal import Decimal
from fractions import Fraction

from django.conf import settings
from django.utils import translation
from django.utils.translation import gettext, pgettext_lazy

from scoring.engine.vocabulary import WIND_NAMES

# The full-width forms too: some spreadsheets read them as the ASCII signs.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\uff1d", "\uff0b", "\uff0d", "\uff20")
NUMBER = re.compile(r"[+-]?\d+(\.\d+)?")


# The exports' column names, by a key that stays the same in every language.
COLUMNS = {
    "rank": pgettext_lazy("csv column", "rank"),
    "name": pgettext_lazy("csv column", "name"),
    "country": pgettext_lazy("csv column", "country"),
    "club": pgettext_lazy("csv column", "club"),
    "round": pgettext_lazy("csv column", "round"),
    "table": pgettext_lazy("csv column", "table"),
    "wind": pgettext_lazy("csv column", "wind"),
    "score": pgettext_lazy("csv column", "score"),
    "table points": pgettext_lazy("csv column", "table points"),
    "score with uma": pgettext_lazy("csv column", "score with uma"),
    "games": pgettext_lazy("csv column", "games"),
    "games played": pgettext_lazy("csv column", "games played"),
    "withdrawn from round": pgettext_lazy("csv column", "withdrawn from round"),
    "table points per game": pgettext_lazy("csv column", "table points per game"),
    "average per game": pgettext_lazy("csv column", "average per game"),
    "rating": pgettext_lazy("csv column", "rating"),
    "rating uncertainty": pgettext_lazy("csv column", "rating uncertainty"),
}
BYE = pgettext_lazy("csv wind", "bye")


def column(key: str) -> str:
    return str(COLUMNS[key])


def wind_word(seat: str) -> str:
    """A seat's wind as a file writes it: its name in the reader's language."""
    return gettext(WIND_NAMES[seat])


def words_in_every_language(say) -> dict[str, str]:
    """What `say()` gives in each of the app's languages, casefolded, for reading a file back
    whatever language it was written in."""
    words = {}
    for code, _name in settings.LANGUAGES:
        with translation.override(code):
            words[code] = str(say()).casefold()
    return words


def safe_cell(value):
    """The value as a CSV cell that no spreadsheet runs as a formula."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int | float | Decimal):
        return value
    if isinstance(value, Fraction):
        return float(value)
    text = str(value)
    if text.startswith(FORMULA_STARTS) and not NUMBER.fullmatch(text):
        return "'" + text
    return text


def csv_text(rows: Iterable[Iterable]) -> str:
    """Rows (the first one the header) as CSV text, every cell passed through `safe_cell`."""
    out = io.StringIO()
    writer = csv.writer(out)
    for row in rows:
        writer.writerow([safe_cell(cell) for cell in row])
    return out.getvalue()
