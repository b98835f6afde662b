"""A seating made elsewhere, imported from a CSV file, as the next round (or in place of the
latest round while it has not started).

The file has a header line naming its columns; `table`, `wind` and `name` are needed (the
round's seating CSV that ClubScore exports has them, and a `round` column, which must then be
the round being seated; other columns are ignored). Each player still in the event appears
exactly once: at a table with a wind (E, S, W, N or East, South, West, North), or with the
wind `bye` and no table. Column names, winds and `bye` may be in any of the app's languages, as
the exports write them in the reader's language (`column_words`, `wind_words`), and the fields
separated by ';' as Czech and French spreadsheets save them. Tables are numbered 1, 2, 3, ...
and each has the four winds. Every
mistake is named by its row, and then nothing is seated.
"""

from __future__ import annotations

import csv
import functools
import io

from django.db import transaction
from django.utils.translation import gettext as _

from scoring.engine.seating import TABLE_SIZE
from scoring.models import Hand, RosterChange, Round, Session, Tournament
from scoring.services import locks
from scoring.services.csv import BYE, column, wind_word, words_in_every_language
from scoring.services.people import privacy
from scoring.services.tournaments import check_in
from scoring.services.tournaments.errors import TournamentError
from scoring.services.tournaments.seating import active_player_ids, seat_tables

MAX_ROWS = 50_000
MAX_ERRORS = 20
# One-letter winds are English only: S is South in English, North in Czech ("Sever").
WIND_LETTERS = "ESWN"
REQUIRED_COLUMNS = ("table", "wind", "name")


@functools.cache
def wind_words() -> dict[str, int]:
    """Every word a file may give a wind by: the letters, and each wind's name in every
    language of the app, as the exports write it (csv.wind_word)."""
    words = {letter.casefold(): seat for seat, letter in enumerate(WIND_LETTERS)}
    for seat, letter in enumerate(WIND_LETTERS):
        for word in words_in_every_language(lambda letter=letter: wind_word(letter)).values():
            words[word] = seat
    return words


@functools.cache
def bye_words() -> frozenset[str]:
    return frozenset(words_in_every_language(lambda: BYE).values())


@functools.cache
def column_words() -> dict[str, str]:
    """Each column's name in every language of the app -> the column's key."""
    return {
        word: key
        for key in ("round", *REQUIRED_COLUMNS)
        for word in words_in_every_language(lambda key=key: column(key)).values()
    }


class SeatingImportError(TournamentError):
    """The file's mistakes, each naming its row; nothing was seated."""

    def __init__(self, errors):
        self.errors = errors
        super().__init__(" ".join(errors), "file")


def csv_delimiter(text: str) -> str:
    """',' or, for a header line with semicolons and no comma, ';': a spreadsheet set to Czech
    or French saves its CSV files with ';', the comma being their decimal mark."""
    header = text.partition("\n")[0]
    return ";" if ";" in header and "," not in header else ","


def parse(text: str, tournament: Tournament, number: int):
    """The file as ({table number: [player id by wind]}, [bye player ids]), or the errors."""
    rows = csv.reader(io.StringIO(text), delimiter=csv_delimiter(text))
    header = [h.strip().casefold() for h in next(rows, [])]
    header = [column_words().get(h, h) for h in header]
    missing = [c for c in REQUIRED_COLUMNS if c not in header]
    if missing:
        raise SeatingImportError(
            [
                _("Row 1 (the header) has no column %(c)s: it needs table, wind and name.")
                % {"c": ", ".join(missing)}
            ]
        )
    column = {name: header.index(name) for name in (*REQUIRED_COLUMNS, "round") if name in header}
    active = set(active_player_ids(tournament))
    by_name = {name.casefold(): pk for pk, name in privacy.player_names(active).items()}
    errors, tables, byes = [], {}, []
    seen: dict[int, int] = {}  # player id -> row
    wind_row: dict[tuple, int] = {}  # (table, wind) -> row
    for row_number, row in enumerate(rows, start=2):
        if row_number > MAX_ROWS:
            errors.append(_("The file has more than %(n)s rows.") % {"n": MAX_ROWS})
            break
        if not any(cell.strip() for cell in row):
            continue
        error = _read_row(row, row_number, column, number, by_name, seen, wind_row, tables, byes)
        if error:
            errors.append(error)
        if len(errors) >= MAX_ERRORS:
            break
    if not errors:
        errors = _check_tables(tables, wind_row) + _check_everyone(active, seen)
    if errors:
        raise SeatingImportError(errors[:MAX_ERRORS])
    return tables, byes


def _read_row(row, row_number, column, number, by_name, seen, wind_row, tables, byes):
    def cell(name):
        i = column.get(name)
        return row[i].strip() if i is not None and i < len(row) else ""

    if "round" in column and cell("round") and cell("round") != str(number):
        return _("Row %(r)s is for round %(got)s; this file seats round %(n)s.") % {
            "r": row_number,
            "got": cell("round")[:20],
            "n": number,
        }
    name = cell("name")
    pk = by_name.get(name.casefold())
    if pk is None:
        return _("Row %(r)s: %(name)s is not a player still in this event.") % {
            "r": row_number,
            "name": repr(name[:80]),
        }
    if pk in seen:
        return _("Row %(r)s: %(name)s is already seated at row %(first)s.") % {
            "r": row_number,
            "name": name,
            "first": seen[pk],
        }
    seen[pk] = row_number
    wind = cell("wind").casefold()
    if wind in bye_words() and not cell("table"):
        byes.append(pk)
        return None
    if wind not in wind_words():
        return _("Row %(r)s: the wind %(w)s is not E, S, W, N (or bye, with no table).") % {
            "r": row_number,
            "w": repr(cell("wind")[:20]),
        }
    try:
        table = int(cell("table"))
    except ValueError:
        table = 0
    if not 1 <= table <= MAX_ROWS:
        return _("Row %(r)s: the table %(t)s is not a table number.") % {
            "r": row_number,
            "t": repr(cell("table")[:20]),
        }
    seat = wind_words()[wind]
    if (table, seat) in wind_row:
        return _("Row %(r)s: table %(t)s already has %(w)s at row %(first)s.") % {
            "r": row_number,
            "t": table,
            "w": WIND_LETTERS[seat],
            "first": wind_row[(table, seat)],
        }
    wind_row[(table, seat)] = row_number
    tables.setdefault(table, [None] * TABLE_SIZE)[seat] = pk
    return None


def _check_tables(tables, wind_row):
    errors = []
    for table in sorted(tables):
        seats = tables[table]
        if None in seats:
            rows = sorted(r for (t, _s), r in wind_row.items() if t == table)
            errors.append(
                _(
                    "Table %(t)s has %(n)s players (rows %(rows)s): a table seats four, one at "
                    "each wind."
                )
                % {
                    "t": table,
                    "n": TABLE_SIZE - seats.count(None),
                    "rows": ", ".join(map(str, rows)),
                }
            )
    expected = list(range(1, len(tables) + 1))
    if not errors and sorted(tables) != expected:
        gap = next(n for n in expected if n not in tables)
        errors.append(
            _("Tables are numbered 1 to %(n)s: table %(gap)s is missing.")
            % {"n": len(tables), "gap": gap}
        )
    if not tables and not errors:
        errors.append(_("The file seats nobody at a table."))
    return errors


def _check_everyone(active, seen):
    missing = sorted(active - set(seen))
    if not missing:
        return []
    names = sorted(privacy.player_names(missing[:5]).values())
    return [
        _(
            "%(n)s players still in the event are not in the file (%(names)s): seat each at a "
            "table or give them a bye."
        )
        % {
            "n": len(missing),
            "names": ", ".join(sorted(names)) + (", …" if len(missing) > 5 else ""),
        }
    ]


@transaction.atomic
def import_seating(tournament: Tournament, text: str, user) -> Round:
    """Seat the next round from the file, or seat again the latest round if it has not
    started (nothing was played at it)."""
    tournament = locks.tournament(tournament.pk)
    last = tournament.rounds.order_by("-number").first()
    replacing = last is not None and last.started_at is None
    number = last.number if replacing else (last.number + 1 if last else 1)
    if number > tournament.rounds_planned:
        raise TournamentError(
            _("The tournament has %(n)s rounds.") % {"n": tournament.rounds_planned}, "file"
        )
    if replacing:
        _check_replaceable(last)
    elif number == 1:
        check_in.leave_out_no_shows(tournament, user)
    tables, byes = parse(text, tournament, number)
    if replacing:
        sessions = list(last.tables.values_list("session_id", flat=True))
        last.delete()
        Session.objects.filter(pk__in=sessions).delete()
    round_ = Round.objects.create(tournament=tournament, number=number)
    round_.byes.set(byes)
    seat_tables(tournament, round_, tables, user)
    return round_


def _check_replaceable(round_: Round) -> None:
    sessions = list(round_.tables.values_list("session_id", flat=True))
    if Hand.objects.filter(session__in=sessions).exists():
        raise TournamentError(
            _("Round %(n)s already has hands recorded.") % {"n": round_.number}, "file"
        )
    if RosterChange.objects.filter(table__round=round_).exists():
        raise TournamentError(
            _("Round %(n)s has a substitute seated: swap seats by hand instead.")
            % {"n": round_.number},
            "file",
        )
