"""CSV exports that a spreadsheet opens safely.

A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is read as a formula
by Excel, LibreOffice and Google Sheets (CSV injection, OWASP): a player called
`=HYPERLINK(...)` would run in the organiser's spreadsheet. Such text cells get a leading
apostrophe, which the spreadsheet shows as text. Numbers are written as numbers (a negative
score stays a number).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from decimal import Decimal
from fractions import Fraction

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


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
    if text.startswith(FORMULA_STARTS):
        return "'" + text
    return text


def csv_text(rows: Iterable[Iterable]) -> str:
    """Rows (the first one the header) as CSV text, every cell passed through `safe_cell`."""
    out = io.StringIO()
    writer = csv.writer(out)
    for row in rows:
        writer.writerow([safe_cell(cell) for cell in row])
    return out.getvalue()
