"""Every state-changing action of ClubScore, as one table the permission matrix
(test_permission_matrix.py) and the hostile-input suite (test_hostile_input.py) read.

An Action names the roles that may do it in their own club (world.py lists the roles), and
how to do it to a club's objects with well-formed input: `send(client, club, **changes)`
returns the response. Whether it was done is read from the database (`fingerprint`), not from
the status code, so an action that answers 200 but changes nothing counts as refused.

To add an endpoint: add one Action here (its roles, and a `send` that posts valid input),
and add its bad inputs to BAD_INPUTS in test_hostile_input.py. docs/operations.md says so too.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field

from scoring.forms.notation import format_hand_text
from scoring.models import (
    CheckIn,
    Club,
    ClubNight,
    Hand,
    HandRevision,
    Player,
    PlayerMerge,
    Round,
    Season,
    Session,
    Table,
    TeamMember,
    Tournament,
    TournamentPenalty,
)
from scoring.services.hands.sessions import deal_key

from .conftest import hand_for, next_hand

SCORING = {"scorer", "organiser"}


@dataclass(frozen=True)
class Action:
    name: str
    roles: frozenset  # who may, in their own club (a superuser may everywhere)
    send: Callable  # (client, club: ClubWorld, **changes) -> response
    reads: bool = False  # done when it answers 200 (an export), not by a change
    tags: tuple = field(default=())


def fingerprint():
    """Everything an action can change, as plain values."""
    return (
        list(Session.objects.order_by("pk").values_list("pk", "title", "finished_at")),
        list(Hand.objects.order_by("pk").values_list("pk", "version", "deleted_at")),
        HandRevision.objects.count(),
        list(Tournament.objects.order_by("pk").values_list("pk", "name")),
        list(Tournament.referees.through.objects.order_by("pk").values_list("pk")),
        list(Round.objects.order_by("pk").values_list("pk", "started_at")),
        list(
            Session.objects.order_by("pk").values_list("east_id", "south_id", "west_id", "north_id")
        ),
        Table.objects.count(),
        TournamentPenalty.objects.count(),
        list(Player.objects.order_by("pk").values_list("pk", "name")),
        ClubNight.objects.count(),
        Season.objects.count(),
        PlayerMerge.objects.count(),
        list(Club.objects.order_by("pk").values_list("pk", "night_measure")),
        # An event's day: check-ins, table clocks, the hall's mode, teams.
        list(CheckIn.objects.order_by("pk").values_list("pk", "player_id")),
        list(Table.objects.filter(ends_at__isnull=False).values_list("pk", flat=True)),
        list(Tournament.objects.order_by("pk").values_list("pk", "hall_seating_only")),
        list(TeamMember.objects.order_by("pk").values_list("player_id", "team")),
    )


# Well-formed input for each way in ---------------------------------------------------------


def hand_fields(winner="W", source="wall", session=None):
    """The hand form's fields for a legal hand (the notation the tile lines hold); for a new
    hand of `session`, the hand number and deal its form shows."""
    doc = hand_for(winner, source)
    data = {
        "submission_key": str(uuid.uuid4()),
        "winner": winner,
        "win_tile": doc["win"]["tile"],
        "win_source": source,
        "discarder": doc["win"].get("discarder", ""),
        "completes": str(doc["win"]["completes"] + 1),
        "penalty-TOTAL_FORMS": "0",
        "penalty-INITIAL_FORMS": "0",
        "penalty-MIN_NUM_FORMS": "0",
        "penalty-MAX_NUM_FORMS": "8",
    }
    for seat, held in doc["players"].items():
        data[f"{seat}_tiles"] = format_hand_text(held)
    if session is not None:
        data["expected_number"] = str(session.next_number())
        data["expected_deal"] = deal_key(session.next_deal())
    return data


def session_fields(club):
    east, south, west, north = club.players[:4]
    return {
        "title": "Thursday",
        "date": "2026-11-19",
        "ruleset": "millington",
        "length": "full",
        "east": east.pk,
        "south": south.pk,
        "west": west.pk,
        "north": north.pk,
    }


def api(client, method, url, body):
    data = body if isinstance(body, str | bytes) else json.dumps(body)
    return getattr(client, method)(url, data, content_type="application/json")


def _form(url_of):
    def send(client, club, **changes):
        url, data = url_of(club)
        sent = {k: v for k, v in {**data, **changes}.items() if v is not None}  # None: left out
        return client.post(url, sent)

    return send


def _api(method, url_of, body_of):
    def send(client, club, body=None, **changes):
        return api(
            client, method, url_of(club), body if body is not None else {**body_of(club), **changes}
        )

    return send


def _admin(model_path, obj_of):
    def send(client, club, **changes):
        return client.get(f"/admin/scoring/{model_path}/{obj_of(club).pk}/change/")

    return send


def _session(club):
    return club.session.pk


ACTIONS = [
    # Club night, in the browser
    Action(
        "start a session (form)",
        frozenset({"player", "organiser"}),
        _form(lambda c: (f"/clubs/{c.club.slug}/sessions/new/", session_fields(c))),
        tags=("form",),
    ),
    Action(
        "record a hand (form)",
        frozenset(SCORING),
        _form(lambda c: (f"/sessions/{_session(c)}/hands/new/", hand_fields(session=c.session))),
        tags=("form",),
    ),
    Action(
        "correct a hand (form)",
        frozenset(SCORING),
        _form(
            lambda c: (
                f"/sessions/{_session(c)}/hands/1/correct/",
                {**hand_fields("S", "wall"), "base_version": "1", "reason": "self-drawn"},
            )
        ),
        tags=("form",),
    ),
    Action(
        "delete a hand (form)",
        frozenset(SCORING),
        _form(
            lambda c: (
                f"/sessions/{_session(c)}/hands/1/delete/",
                {"base_version": "1", "reason": "wrong table"},
            )
        ),
        tags=("form",),
    ),
    Action(
        "make a ruling (referee form)",
        frozenset({"referee", "organiser"}),
        _form(
            lambda c: (
                f"/sessions/{_session(c)}/hands/1/referee/rule/",
                {
                    "kind": "fact",
                    "fact": "source",
                    "source": "wall",
                    "rule": "115b",
                    "reason": "the tile came from the wall",
                    "base_version": "1",
                },
            )
        ),
        tags=("form",),
    ),
    # Club night, the JSON API
    Action(
        "start a session (API)",
        frozenset({"player", "organiser"}),
        _api(
            "post",
            lambda c: "/api/sessions/",
            lambda c: {
                "club": c.club.slug,
                "title": "Thursday",
                "date": "2026-11-19",
                "seats": {s: p.pk for s, p in zip("ESWN", c.players[:4], strict=True)},
            },
        ),
        tags=("api",),
    ),
    Action(
        "record a hand (API)",
        frozenset(SCORING),
        _api(
            "post",
            lambda c: f"/api/sessions/{_session(c)}/hands/",
            lambda c: {
                "submission_key": str(uuid.uuid4()),
                **next_hand(c.session),
                "hand": hand_for("W", "wall"),
            },
        ),
        tags=("api",),
    ),
    Action(
        "correct a hand (API)",
        frozenset(SCORING),
        _api(
            "put",
            lambda c: f"/api/sessions/{_session(c)}/hands/1/",
            lambda c: {"base_version": 1, "reason": "self-drawn", "hand": hand_for("S", "wall")},
        ),
        tags=("api",),
    ),
    Action(
        "delete a hand (API)",
        frozenset(SCORING),
        _api(
            "delete",
            lambda c: f"/api/sessions/{_session(c)}/hands/1/",
            lambda c: {"base_version": 1, "reason": "wrong table"},
        ),
        tags=("api",),
    ),
    Action(
        "add a guest player",
        frozenset({"player", "organiser"}),
        _form(lambda c: (f"/clubs/{c.club.slug}/guests/", {"name": "Guest Gwen"})),
        tags=("form",),
    ),
    Action(
        "end a session early",
        frozenset(SCORING),
        _form(lambda c: (f"/sessions/{_session(c)}/end/", {"reason": "the hall closes"})),
        tags=("form",),
    ),
    # Club nights, seasons, players
    Action(
        "start a club night",
        frozenset({"player", "organiser"}),
        _form(
            lambda c: (
                f"/clubs/{c.club.slug}/nights/new/",
                {"title": "Friday night", "date": "2026-11-27"},
            )
        ),
        tags=("form",),
    ),
    Action(
        "choose how nights are ranked",
        frozenset({"organiser"}),
        _form(
            lambda c: (f"/clubs/{c.club.slug}/nights/measure/", {"night_measure": "table_points"})
        ),
        tags=("form",),
    ),
    Action(
        "create a season",
        frozenset({"organiser"}),
        _form(
            lambda c: (
                f"/clubs/{c.club.slug}/seasons/new/",
                {
                    "name": "Winter 2026",
                    "start": "2026-12-01",
                    "end": "2027-02-28",
                    "measure": "score",
                    "min_games": "0",
                },
            )
        ),
        tags=("form",),
    ),
    Action(
        "merge two players",
        frozenset({"organiser"}),
        _form(
            lambda c: (
                f"/clubs/{c.club.slug}/players/merge/",
                {"source": c.players[4].pk, "target": c.players[3].pk, "reason": "one person"},
            )
        ),
        tags=("form",),
    ),
    # The club's record
    Action(
        "export the club",
        frozenset({"organiser"}),
        lambda client, c, **_: client.get(f"/clubs/{c.club.slug}/export/"),
        reads=True,
    ),
    # Tournaments
    Action(
        "create a tournament",
        frozenset({"organiser"}),
        _form(
            lambda c: (
                f"/clubs/{c.club.slug}/tournaments/new/",
                {
                    "name": "Winter Cup",
                    "date": "2026-12-05",
                    "ruleset": "millington",
                    "scheme": "score",
                    "rounds_planned": "3",
                    "seed": "1",
                    "oka": "0",
                    "results_entry": "hands",
                    "forfeit_points": "0",
                    "not_played": "nothing",
                    "round_minutes": "90",
                },
            )
        ),
        tags=("form", "tournament"),
    ),
    Action(
        "add tournament players",
        frozenset({"organiser"}),
        _form(lambda c: (f"/tournaments/{c.plain.pk}/players/", {"players": "Zoe, CZ"})),
        tags=("form", "tournament"),
    ),
    Action(
        "record a tournament penalty",
        frozenset({"referee", "organiser"}),
        _form(
            lambda c: (
                f"/tournaments/{c.plain.pk}/penalties/",
                {"player": c.players[0].pk, "points": "10", "reason": "late"},
            )
        ),
        tags=("form", "tournament"),
    ),
    Action(
        "seat a round",
        frozenset({"organiser"}),
        _form(lambda c: (f"/tournaments/{c.plain.pk}/rounds/new/", {})),
        tags=("tournament",),
    ),
    Action(
        "swap two seats",
        frozenset({"organiser"}),
        _form(
            lambda c: (
                f"/tournaments/{c.seated.pk}/rounds/1/swap/",
                {"first": c.players[0].pk, "second": c.players[2].pk},
            )
        ),
        tags=("form", "tournament"),
    ),
    Action(
        "start a round",
        frozenset({"organiser"}),
        _form(lambda c: (f"/tournaments/{c.seated.pk}/rounds/1/start/", {})),
        tags=("tournament",),
    ),
    Action(
        "finish a table",
        frozenset({"organiser"}),
        _form(lambda c: (f"/tournaments/{c.started.pk}/rounds/1/tables/1/finish/", {})),
        tags=("tournament",),
    ),
    # The admin: a staff user reaches only their own clubs' objects
    Action(
        "admin: open a tournament",
        frozenset({"organiser"}),
        _admin("tournament", lambda c: c.plain),
        reads=True,
        tags=("admin",),
    ),
    Action(
        "admin: open a round",
        frozenset({"organiser"}),
        _admin("round", lambda c: c.seated.rounds.get()),
        reads=True,
        tags=("admin",),
    ),
    Action(
        "admin: open a tournament penalty",
        frozenset({"organiser"}),
        _admin("tournamentpenalty", lambda c: c.extra["penalty"]),
        reads=True,
        tags=("admin",),
    ),
    Action(
        "admin: open a session",
        frozenset({"organiser"}),
        _admin("session", lambda c: c.session),
        reads=True,
        tags=("admin",),
    ),
    Action(
        "admin: open a player",
        frozenset({"organiser"}),
        _admin("player", lambda c: c.players[0]),
        reads=True,
        tags=("admin",),
    ),
    # An event's day (scoring/views/event_day.py)
    Action(
        "check a player in",
        frozenset({"organiser"}),
        lambda client, club, **changes: (
            _with_check_in(club)
            or _form(
                lambda c: (
                    f"/tournaments/{c.plain.pk}/check-in/",
                    {"player": c.players[0].pk, "present": "yes"},
                )
            )(client, club, **changes)
        ),
        tags=("form", "tournament"),
    ),
    Action(
        "set a table's clock",
        frozenset({"organiser"}),
        _form(
            lambda c: (
                f"/tournaments/{c.started.pk}/rounds/1/table-clock/",
                {"table": "1", "minutes": "20"},
            )
        ),
        tags=("form", "tournament"),
    ),
    Action(
        "set the hall display",
        frozenset({"organiser"}),
        _form(lambda c: (f"/tournaments/{c.plain.pk}/hall/mode/", {"seating_only": "yes"})),
        tags=("form", "tournament"),
    ),
    Action(
        "set the teams",
        frozenset({"organiser"}),
        _form(
            lambda c: (
                f"/tournaments/{c.plain.pk}/teams/set/",
                {"teams": f"Red: {c.players[0].name}, {c.players[1].name}"},
            )
        ),
        tags=("form", "tournament"),
    ),
]


def _with_check_in(club):
    """Check-in is an event setting: the plain tournament takes it (returns None)."""
    Tournament.objects.filter(pk=club.plain.pk).update(check_in=True)
