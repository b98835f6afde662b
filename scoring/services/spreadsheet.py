"""CSV for spreadsheets, safe to open: the one CSV writer of the project (a test keeps it so).

A spreadsheet reads a cell that starts with = + - @ (or a tab or carriage return before one)
as a formula, so a player named `=2+5+cmd|' /C calc'!A0` would run when the standings are
opened. Such text cells are written with a leading apostrophe, which spreadsheets show as
plain text (OWASP, "CSV Injection"). Numbers stay numbers, as values or as text: -40 is a
score, not a formula.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable
from typing import Any

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\uff1d", "\uff0b", "\uff0d", "\uff20")
NUMBER = re.compile(r"[+-]?\d+(\.\d+)?")


def cell(value: Any) -> Any:
    if isinstance(value, str) and value.startswith(FORMULA_STARTS) and not NUMBER.fullmatch(value):
        return "'" + value
    return value


def csv_text(rows: Iterable[Iterable[Any]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out)
    for row in rows:
        writer.writerow([cell(value) for value in row])
    return out.getvalue()
