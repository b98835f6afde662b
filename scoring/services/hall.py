"""The hall display's data: standings, the latest seating by player, and the round clock.

The page (templates/scoring/hall.html) knows only the JSON shape `payload()` returns, so any
source can feed it: a source has `title`, `standings()` (rows of rank, name, country and two
figures), `seating()` (the round and its rows of name, table, wind) and `clock()`. A
tournament is one source; a season's standings can be another (register it in SOURCES).
A tournament's payload takes a constant number of queries whatever its size.
"""

from __future__ import annotations

import math

from django.utils import timezone
from django.utils.translation import gettext as _

from scoring.models import Player, Round, Tournament

from . import engine_text
from . import tournaments as service


class TournamentHall:
    def __init__(self, tournament: Tournament):
        self.tournament = tournament
        self.standings_data = service.compute_standings(tournament)

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
                service.local_number(row.table_points),
                service.local_number(service.ranking_score(row, t)),
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
            "columns": [main, second],
            "rows": rows,
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
            names.update(
                Player.objects.filter(pk__in=set(substitutes.values())).values_list("pk", "name")
            )
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
        left = (round_["ends_at"] - timezone.now()).total_seconds()
        return {
            "round": round_["number"],
            "ends_at": round_["ends_at"].isoformat(),
            "seconds_left": max(0, math.ceil(left)),
            "warning_seconds": warning,
            # Every table of the round has finished: the clock stops, there is nothing to time.
            "finished": self._round_finished(round_["number"]),
        }

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
