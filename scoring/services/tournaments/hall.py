"""The hall display's data: standings, the latest seating by player, and the round clock.

The page (templates/scoring/hall.html) knows only the JSON shape `payload()` returns, so any
source can feed it: a source has `title`, `standings()` (rows of rank, name, country and two
figures), `seating()` (the round and its rows of name, table, wind) and `clock()`. A
tournament is one source; a season's standings can be another (register it in SOURCES).
A tournament's payload takes a constant number of queries whatever its size.
"""

from __future__ import annotations

import hashlib
import math

from django.db import connection
from django.utils import timezone
from django.utils.translation import gettext as _

from scoring.models import (
    Hand,
    HandRevision,
    Player,
    PublicNames,
    RosterChange,
    Round,
    Session,
    Table,
    TableResultRevision,
    Tournament,
    TournamentPenalty,
)
from scoring.services.hands import engine_text
from scoring.services.people import privacy
from scoring.services.tournaments import standings as tournament_standings


class TournamentHall:
    def __init__(self, tournament: Tournament):
        self.tournament = tournament
        self.standings_data = tournament_standings.compute_standings(tournament)

    @property
    def title(self) -> str:
        return self.tournament.name

    @property
    def seating_only(self) -> bool:
        return self.tournament.hall_seating_only

    def standings(self) -> dict:
        data, t = self.standings_data, self.tournament
        main, second = (
            (_("points"), _("score"))
            if t.scheme == Tournament.Scheme.TABLE_POINTS
            else (_("score"), _("points"))
        )
        rows = []
        for row in data.rows:
            figures = (
                tournament_standings.local_number(row.table_points),
                tournament_standings.local_number(tournament_standings.ranking_score(row, t)),
            )
            if t.scheme != Tournament.Scheme.TABLE_POINTS:
                figures = figures[::-1]
            rows.append(
                {
                    "rank": f"{row.rank}{'=' if row.tied else ''}",
                    "name": row.player.name,
                    "country": row.player.country,
                    "main": figures[0],
                    "second": figures[1],
                    "withdrawn": bool(row.withdrawn),
                }
            )
        return {
            "after_round": data.rounds_complete,
            "in_round": self._counted_of_round(),
            "columns": [main, second],
            "rows": rows,
        }

    def _counted_of_round(self) -> str:
        """The finished tables of a round still being played, when the standings count them
        (they do unless the event publishes round by round): "after round 1" alone would hide
        them."""
        data = self.standings_data
        if (
            data.counted_through is not None
            or data.current_round <= data.rounds_complete
            or not 0 < data.tables_finished < data.tables_in_round
        ):
            return ""
        return _("round %(n)s: %(f)s of %(t)s tables finished") % {
            "n": data.current_round,
            "f": data.tables_finished,
            "t": data.tables_in_round,
        }

    def seating(self) -> dict:
        data = self.standings_data
        number = data.current_round
        names = {row.player.pk: row.player.name for row in data.rows}
        tables = [t for t in data.tables if t.round == number]
        substitutes = {
            (t.table_id, original): substitute
            for t in tables
            for original, substitute in data.substitutes.get(t.table_id, ())
        }
        if substitutes:  # walk-ins are not tournament players: one query for their names
            names.update(privacy.player_names(substitutes.values()))
        rows = []
        for t in tables:
            for wind, pk in zip("ESWN", t.seats, strict=True):
                who = substitutes.get((t.table_id, pk), pk)
                rows.append(
                    {"name": names[who], "table": t.table, "wind": str(engine_text.wind_name(wind))}
                )
        for pk in data.byes.get(number, ()):
            rows.append({"name": names[pk], "table": None, "wind": str(_("bye"))})
        rows.sort(key=lambda r: r["name"].casefold())
        return {"round": number, "rows": rows}

    def clock(self) -> dict:
        round_ = (
            Round.objects.filter(tournament=self.tournament)
            .order_by("-number")
            .values("number", "started_at", "ends_at")
            .first()
        )
        # The event's warning: the clock turns yellow this many seconds before time.
        warning = self.tournament.warning_minutes * 60
        if round_ is None or round_["ends_at"] is None:
            return {
                "round": round_["number"] if round_ else None,
                "seconds_left": None,
                "warning_seconds": warning,
            }
        now = timezone.now()
        left = (round_["ends_at"] - now).total_seconds()
        return {
            "round": round_["number"],
            "ends_at": round_["ends_at"].isoformat(),
            "seconds_left": max(0, math.ceil(left)),
            "warning_seconds": warning,
            # Every table of the round has finished: the clock stops, there is nothing to time.
            "finished": self._round_finished(round_["number"]),
            "tables": self._own_clocks(round_["number"], now),
        }

    def _own_clocks(self, number: int, now) -> list[dict]:
        """The round's tables still playing on a clock of their own (an organiser gave them
        extra minutes at the desk), soonest first: each table's number and its end time."""
        tables = (
            Table.objects.filter(
                round__tournament=self.tournament,
                round__number=number,
                ends_at__isnull=False,
                outcome="",
                session__finished_at__isnull=True,
            )
            .order_by("ends_at", "number")
            .values_list("number", "ends_at")
        )
        return [
            {
                "table": table,
                "ends_at": ends_at.isoformat(),
                "seconds_left": max(0, math.ceil((ends_at - now).total_seconds())),
            }
            for table, ends_at in tables
        ]

    def _round_finished(self, number: int) -> bool:
        data = self.standings_data
        return (
            data.current_round == number
            and data.tables_in_round > 0
            and data.tables_finished == data.tables_in_round
        )

    def first(self) -> str:
        """What the display shows first: the seating once a round is seated and none of its
        tables has finished (players look for their seat), else the standings."""
        data = self.standings_data
        if data.current_round and data.tables_finished == 0:
            return "seating"
        return "standings"


SOURCES = {"tournament": TournamentHall}


def _tables() -> dict:
    models = {
        "revision": HandRevision,
        "hand": Hand,
        "session": Session,
        "table": Table,
        "round": Round,
        "result": TableResultRevision,
        "penalty": TournamentPenalty,
        "roster": RosterChange,
        "byes": Round.byes.through,
        "entrants": Tournament.players.through,
        "player": Player,
    }
    return {name: connection.ops.quote_name(m._meta.db_table) for name, m in models.items()}


# One row of aggregates over the event's rows; every `%s` is the tournament's id. Written out
# rather than built with the ORM, whose compiling of a dozen subqueries cost more than running
# them. Seats are summed as (session id * 4 + seat) * player id: a swap of two players changes
# the sum (BIGINT: ids multiplied overflow a 32-bit integer).
_FINGERPRINT = """
SELECT
 (SELECT COUNT(*) FROM {revision} v JOIN {hand} h ON v.hand_id = h.id
   JOIN {session} s ON h.session_id = s.id JOIN {table} t ON t.session_id = s.id
   JOIN {round} r ON t.round_id = r.id
   WHERE r.tournament_id = %s AND s.finished_at IS NOT NULL),
 (SELECT MAX(v.id) FROM {revision} v JOIN {hand} h ON v.hand_id = h.id
   JOIN {session} s ON h.session_id = s.id JOIN {table} t ON t.session_id = s.id
   JOIN {round} r ON t.round_id = r.id
   WHERE r.tournament_id = %s AND s.finished_at IS NOT NULL),
 x.*
FROM (
 SELECT COUNT(*) AS tables, MAX(s.id) AS last_session, COUNT(s.finished_at) AS finished,
  MAX(s.finished_at) AS last_finished,
  SUM(CASE WHEN s.end_reason <> '' THEN 1 ELSE 0 END) AS ended,
  SUM(CASE WHEN t.outcome <> '' THEN 1 ELSE 0 END) AS outcomes,
  SUM((CAST(s.id AS BIGINT) * 4) * s.east_id + (CAST(s.id AS BIGINT) * 4 + 1) * s.south_id
    + (CAST(s.id AS BIGINT) * 4 + 2) * s.west_id + (CAST(s.id AS BIGINT) * 4 + 3) * s.north_id)
    AS seats,
  (SELECT COUNT(*) FROM {result} v JOIN {table} t2 ON v.table_id = t2.id
    JOIN {round} r2 ON t2.round_id = r2.id WHERE r2.tournament_id = %s) AS results,
  (SELECT MAX(v.id) FROM {result} v JOIN {table} t2 ON v.table_id = t2.id
    JOIN {round} r2 ON t2.round_id = r2.id WHERE r2.tournament_id = %s) AS last_result,
  (SELECT COUNT(*) FROM {round} r2 WHERE r2.tournament_id = %s) AS rounds,
  (SELECT COUNT(*) FROM {byes} b JOIN {round} r2 ON b.round_id = r2.id
    WHERE r2.tournament_id = %s) AS byes,
  (SELECT MAX(r2.number) FROM {round} r2 WHERE r2.tournament_id = %s) AS last_round,
  (SELECT COUNT(*) FROM {penalty} p WHERE p.tournament_id = %s) AS penalties,
  (SELECT MAX(p.id) FROM {penalty} p WHERE p.tournament_id = %s) AS last_penalty,
  (SELECT COUNT(*) FROM {roster} c WHERE c.tournament_id = %s) AS roster,
  (SELECT MAX(c.id) FROM {roster} c WHERE c.tournament_id = %s) AS last_roster
 FROM {session} s JOIN {table} t ON t.session_id = s.id JOIN {round} r ON t.round_id = r.id
 WHERE r.tournament_id = %s
) x
"""
_LAST_ROUND = """
SELECT r.started_at, r.ends_at, r.cut FROM {round} r WHERE r.tournament_id = %s
ORDER BY r.number DESC LIMIT 1
"""
# Tables of the latest round with a clock of their own (the hall lists them).
_TABLE_CLOCKS = """
SELECT t.number, t.ends_at FROM {table} t JOIN {round} r ON t.round_id = r.id
WHERE r.tournament_id = %s AND t.ends_at IS NOT NULL
 AND r.number = (SELECT MAX(r2.number) FROM {round} r2 WHERE r2.tournament_id = %s)
ORDER BY t.number
"""
# Names and countries as stored (not as the viewer sees them: the naming is in the settings).
_NAMES = """
SELECT p.id, p.name, p.country FROM {player} p
WHERE p.id IN (SELECT e.player_id FROM {entrants} e WHERE e.tournament_id = %s)
 OR p.id IN (SELECT c.substitute_id FROM {roster} c WHERE c.tournament_id = %s)
ORDER BY p.id
"""


def fingerprint(tournament: Tournament, viewer=None) -> str:
    """What the hall's data is made of, read in four small queries without computing the
    standings: it changes whenever a hand of a finished table is corrected or deleted, a
    table is finished, reopened or its result entered at the desk, a round is seated, started
    or its clock (or a table's own clock) moved, seats are swapped, a penalty, withdrawal or substitute is recorded, a
    player is renamed, or a setting of the tournament or its club's naming changes. The
    standings count finished tables only, from the result stored on the table (which a change
    to one of its hands re-computes), so a hand at an unfinished table changes nothing here.
    The clock's seconds left are not in it: the page counts them down from `ends_at` itself.

    `tournament` must have been loaded for this request (its own settings are read from it,
    with its club's); `viewer` (scoring.services.people.privacy) is who is looking, when names may
    be shown as initials to those who are not members."""
    tables = _tables()
    pk = tournament.pk
    with connection.cursor() as cursor:
        cursor.execute(_FINGERPRINT.format(**tables), [pk] * 12)
        row = cursor.fetchone()
        cursor.execute(_LAST_ROUND.format(**tables), [pk])
        last_round = cursor.fetchone()
        cursor.execute(_TABLE_CLOCKS.format(**tables), [pk, pk])
        table_clocks = cursor.fetchall()
        cursor.execute(_NAMES.format(**tables), [pk, pk])
        names = cursor.fetchall()
    settings = [getattr(tournament, f.attname) for f in Tournament._meta.concrete_fields]
    club = tournament.club
    initials = PublicNames.INITIALS in (tournament.public_names, club.public_names)
    member = viewer.is_member(club.pk) if viewer is not None and initials else None
    raw = repr((row, last_round, table_clocks, names, settings, club.public_names, member))
    return hashlib.sha256(raw.encode()).hexdigest()[:32]


def words() -> dict:
    """The page's own words in the active language, handed to hall.js through json_script."""
    return {
        "standings": _("Standings"),
        "after": _("after round"),
        "seating": _("Seating · round"),
        "table": _("Table"),
        "page": _("page"),
        "of": _("of"),
        "round": _("Round"),
        "left": _("time left"),
        "time": _("Time!"),
        "nothing": _("No round seated yet."),
        "withdrawn": _("withdrawn"),
        "stale": _("connection lost: showing the last data"),
        "finished": _("all tables finished"),
        "rank": _("Rank"),
        "player": _("Player"),
        "country": _("Country"),
        "wind": _("Wind"),
        "extra": _("Extra time"),
        "sound_on": _("Sound on"),
        "sound_off": _("Sound off"),
    }


def payload(source) -> dict:
    return {
        "title": source.title,
        "standings": source.standings(),
        "seating": source.seating(),
        "clock": source.clock(),
        "first": source.first() if hasattr(source, "first") else "standings",
        "now": timezone.now().isoformat(),
        # Between rounds an organiser may show only the seating (the page's hook).
        "seating_only": bool(getattr(source, "seating_only", False)),
    }
