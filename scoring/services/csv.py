"""CSV exports that a spreadsheet opens safely.

A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is read as a formula
by Excel, LibreOffice and Google Sheets (CSV injection, OWASP): a player called
`=HYPERLINK(...)` would run in the organiser's spreadsheet. Such text cells get a leading
apostrophe, which the spreadsheet shows as text. Numbers are written as numbers (a negative
score stays a number), and so is a number already formatted as text ("-30", "1.75"): no
spreadsheet runs it. Every CSV file of the app is written here (a test keeps it so).
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable
from decimal import Decimal
from fractions import Fraction

# The full-width forms too: some spreadsheets read them as the ASCII signs.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\uff1d", "\uff0b", "\uff0d", "\uff20")
NUMBER = re.compile(r"[+-]?\d+(\.\d+)?")


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
