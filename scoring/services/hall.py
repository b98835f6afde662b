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

from django.db.models import Count, F, Max, OuterRef, Q, Subquery, Sum
from django.utils import timezone
from django.utils.translation import gettext as _

from scoring.models import (
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

from . import tournaments as service

WIND_NAMES = {"E": _("East"), "S": _("South"), "W": _("West"), "N": _("North")}


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
                rows.append({"name": names[who], "table": t.table, "wind": str(WIND_NAMES[wind])})
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


def _aggregate(queryset, group: str, **aggregates) -> dict:
    """Scalar subqueries of `queryset` (filtered on OuterRef("pk")), one per aggregate."""
    grouped = queryset.order_by().values(group)
    return {
        name: Subquery(grouped.annotate(value=aggregate).values("value"))
        for name, aggregate in aggregates.items()
    }


def fingerprint(tournament: Tournament, viewer=None) -> str:
    """What the hall's data is made of, in two small queries and without computing the
    standings: it changes whenever a hand is recorded, corrected or deleted, a table is
    finished, reopened or its result entered at the desk, a round is seated, started or its
    clock moved, seats are swapped, a penalty, withdrawal or substitute is recorded, a player
    is renamed, or a setting of the tournament or its club's naming changes. The clock's
    seconds left are not in it: the page counts them down from `ends_at` itself.

    `tournament` must have been loaded for this request (its own settings are read from it,
    with its club's); `viewer` (scoring.services.privacy) is who is looking, when names may
    be shown as initials to those who are not members."""
    in_event = Q(tournament_table__round__tournament=OuterRef("pk"))
    # Which player sits where, as one number: a swap of two players changes it.
    seats = sum(
        (F("pk") * 4 + i) * F(f"{seat}_id")
        for i, seat in enumerate(("east", "south", "west", "north"))
    )
    row = (
        Tournament.objects.filter(pk=tournament.pk)
        .values("pk")
        .annotate(
            **_aggregate(
                HandRevision.objects.filter(
                    hand__session__tournament_table__round__tournament=OuterRef("pk")
                ),
                "hand__session__tournament_table__round__tournament",
                revisions=Count("id"),
                last_revision=Max("id"),
            ),
            **_aggregate(
                Session.objects.filter(in_event),
                "tournament_table__round__tournament",
                sessions=Count("id"),
                last_session=Max("id"),
                finished=Count("id", filter=Q(finished_at__isnull=False)),
                last_finished=Max("finished_at"),
                ended=Count("id", filter=~Q(end_reason="")),
                seats=Sum(seats),
            ),
            **_aggregate(
                Table.objects.filter(round__tournament=OuterRef("pk")),
                "round__tournament",
                tables=Count("id"),
                played=Count("id", filter=~Q(outcome="")),
            ),
            **_aggregate(
                TableResultRevision.objects.filter(table__round__tournament=OuterRef("pk")),
                "table__round__tournament",
                results=Count("id"),
                last_result=Max("id"),
            ),
            **_aggregate(
                Round.objects.filter(tournament=OuterRef("pk")),
                "tournament",
                rounds=Count("id"),
                byes=Count("byes"),
            ),
            **{
                f"round_{name}": Subquery(
                    Round.objects.filter(tournament=OuterRef("pk"))
                    .order_by("-number")
                    .values(name)[:1]
                )
                for name in ("started_at", "ends_at", "cut")
            },
            **_aggregate(
                TournamentPenalty.objects.filter(tournament=OuterRef("pk")),
                "tournament",
                penalties=Count("id"),
                last_penalty=Max("id"),
            ),
            **_aggregate(
                RosterChange.objects.filter(tournament=OuterRef("pk")),
                "tournament",
                roster=Count("id"),
                last_roster=Max("id"),
            ),
        )
        .first()
    )
    # Names and countries as stored (not as this viewer sees them: the naming is below).
    substitutes = RosterChange.objects.filter(tournament=tournament).values("substitute")
    names = list(
        Player.objects.filter(Q(tournaments=tournament) | Q(pk__in=substitutes))
        .order_by("pk")
        .values_list("pk", "name", "country")
        .distinct()
    )
    settings = [getattr(tournament, f.attname) for f in Tournament._meta.concrete_fields]
    club = tournament.club
    initials = PublicNames.INITIALS in (tournament.public_names, club.public_names)
    member = viewer.is_member(club.pk) if viewer is not None and initials else None
    raw = repr((sorted((row or {}).items()), names, settings, club.public_names, member))
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
