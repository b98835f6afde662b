"""Hostile input at every way in: each form, each API endpoint and the import refuse it with a
4xx (or exit status 2) and a message that says what is wrong, and nothing is saved. Never a
500: the test client re-raises any exception a view lets through.

BAD_INPUTS is a table: action (a name from actions.ACTIONS), what is wrong, the input (form
fields to change, or an API body), and the status expected. A new endpoint gets its rows here
(docs/operations.md, "Adding an endpoint"). test_hostile_classes.py attacks the same ways in by
class (surrogates, nulls, types, sizes, unknown keys, encodings) at every place of each body.
"""

import json
import uuid

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import transaction
from django.test import Client
from django.test.client import BOUNDARY, MULTIPART_CONTENT, encode_multipart

from scoring.models import Club
from tests.commands import score_hand

from .actions import ACTIONS, fingerprint
from .conftest import hand_for

pytestmark = pytest.mark.django_db

BY_NAME = {a.name: a for a in ACTIONS}
DEEP_LIST = "[" * 100_000 + "]" * 100_000
# As deep as the API's body limit lets a list be written (a deeper one is refused for its size).
DEEP_BODY = "[" * 20_000 + "]" * 20_000
NUL = "a\x00b"
HUGE = 10**30


def nested(depth):
    value = "x"
    for _ in range(depth):
        value = {"a": value}
    return value


def hand(**changes):
    doc = hand_for("W", "wall")
    for key, value in changes.items():
        doc[key] = value
    return doc


def three_players():
    doc = hand_for("W", "wall")
    del doc["players"]["N"]
    return doc


def with_penalty(**penalty):
    doc = hand_for("W", "wall")
    doc["penalties"] = [{"type": "dangerous_discard", "offender": "S", "rule": "90c", **penalty}]
    return doc


def discard_without_discarder():
    doc = hand_for("W", "discard")
    del doc["win"]["discarder"]
    return doc


def tiles_of(seat, tiles):
    doc = hand_for("W", "wall")
    doc["players"][seat] = {"melds": [], "concealed": tiles, "bonus": []}
    return doc


def record_body(**changes):
    return {
        "submission_key": str(uuid.uuid4()),
        "number": "NEXT NUMBER",
        "seats": "NEXT SEATS",
        "hand": hand_for("W", "wall"),
        **changes,
    }


def correct_body(**changes):
    return {"base_version": 1, "reason": "self-drawn", "hand": hand_for("S", "wall"), **changes}


def delete_body(**changes):
    return {"base_version": 1, "reason": "wrong table", **changes}


def session_body(**changes):
    return {
        "club": "prague",
        "title": "Thursday",
        "date": "2026-11-19",
        "seats": "SEATS",  # filled with the club's players
        **changes,
    }


def without(body, key):
    return {k: v for k, v in body.items() if k != key}


RAW = {  # bodies that are not a JSON object the schema can read
    "empty body": b"",
    "truncated JSON": b'{"hand": ',
    "a list": b"[]",
    "a number": b"42",
    "a string": b'"hand"',
    "null": b"null",
    "nested 20,000 deep": DEEP_BODY.encode(),
    "not UTF-8": b"\xff\xfe{}",
    "NaN": b'{"x": NaN}',
    "Infinity": b'{"x": Infinity}',
    "a NUL in a key": b'{"a\\u0000": 1}',
    "a number past 2**31": b'{"x": 1000000000000000000000000000000}',
}

API_RECORD = "record a hand (API)"
API_CORRECT = "correct a hand (API)"
API_DELETE = "delete a hand (API)"
API_SESSION = "start a session (API)"

BAD_INPUTS = [
    # -- POST /api/sessions/<pk>/hands/
    *[(API_RECORD, name, {"body": raw}, 400) for name, raw in RAW.items()],
    (API_RECORD, "a multipart body", {"multipart": {"hand": "x"}}, 400),
    (API_RECORD, "a form-encoded body", {"urlencoded": "hand=x"}, 400),
    (API_RECORD, "no submission_key", {"body": without(record_body(), "submission_key")}, 400),
    (
        API_RECORD,
        "a submission_key that is no UUID",
        {"body": record_body(submission_key="x")},
        400,
    ),
    (API_RECORD, "a number as submission_key", {"body": record_body(submission_key=42)}, 400),
    (API_RECORD, "a list as submission_key", {"body": record_body(submission_key=[1])}, 400),
    (API_RECORD, "no hand", {"body": without(record_body(), "hand")}, 400),
    (API_RECORD, "no hand number", {"body": without(record_body(), "number")}, 400),
    (API_RECORD, "a hand number as text", {"body": record_body(number="2")}, 400),
    (API_RECORD, "hand number 0", {"body": record_body(number=0)}, 400),
    (API_RECORD, "a hand number already recorded", {"body": record_body(number=1)}, 409),
    (API_RECORD, "no seats", {"body": without(record_body(), "seats")}, 400),
    (API_RECORD, "one seat", {"body": record_body(seats="ONE SEAT")}, 400),
    (API_RECORD, "one player in two seats", {"body": record_body(seats="TWICE")}, 400),
    (API_RECORD, "another club's player seated", {"body": record_body(seats="OTHER CLUB")}, 400),
    (API_RECORD, "a null hand", {"body": record_body(hand=None)}, 400),
    (API_RECORD, "a list as hand", {"body": record_body(hand=[])}, 400),
    (API_RECORD, "a string as hand", {"body": record_body(hand="S wins")}, 400),
    (API_RECORD, "three players", {"body": record_body(hand=three_players())}, 400),
    (
        API_RECORD,
        "a discard win without the discarder",
        {"body": record_body(hand=discard_without_discarder())},
        400,
    ),
    (API_RECORD, "the winner is X", {"body": record_body(hand=hand(winner="X"))}, 400),
    (API_RECORD, "the winner is a number", {"body": record_body(hand=hand(winner=5))}, 400),
    (API_RECORD, "players is a list", {"body": record_body(hand=hand(players=[]))}, 400),
    (API_RECORD, "win is a string", {"body": record_body(hand=hand(win="wall"))}, 400),
    (
        API_RECORD,
        "an unknown winning tile",
        {"body": record_body(hand=hand(win={"tile": "Zz", "source": "wall"}))},
        400,
    ),
    (
        API_RECORD,
        "an unknown win source",
        {"body": record_body(hand=hand(win={"tile": "5d", "source": "teleport"}))},
        400,
    ),
    (
        API_RECORD,
        "completes a meld that is not there",
        {"body": record_body(hand=hand(win={"tile": "5d", "source": "wall", "completes": 99}))},
        400,
    ),
    (
        API_RECORD,
        "completes is text",
        {"body": record_body(hand=hand(win={"tile": "5d", "source": "wall", "completes": "4"}))},
        400,
    ),
    (API_RECORD, "a NUL in a hand's note", {"body": record_body(hand=hand(note=NUL))}, 400),
    (
        API_RECORD,
        "a NUL in a tile code",
        {"body": record_body(hand=tiles_of("N", ["1b\x00"] * 13))},
        400,
    ),
    (API_RECORD, "a hand nested 40 deep", {"body": record_body(hand=hand(note=nested(40)))}, 400),
    (
        API_RECORD,
        "wall_tiles_left of 10**30",
        {"body": record_body(hand=with_penalty(wall_tiles_left=HUGE))},
        400,
    ),
    (
        API_RECORD,
        "wall_tiles_left of -1",
        {"body": record_body(hand=with_penalty(wall_tiles_left=-1))},
        400,
    ),
    (API_RECORD, "penalties is an object", {"body": record_body(hand=hand(penalties={}))}, 400),
    (
        API_RECORD,
        "an unknown penalty",
        {"body": record_body(hand=with_penalty(type="bad_breath"))},
        400,
    ),
    (API_RECORD, "five white dragons", {"body": record_body(hand=tiles_of("N", ["Wd"] * 13))}, 400),
    (API_RECORD, "twenty tiles", {"body": record_body(hand=tiles_of("N", ["1b", "2b"] * 10))}, 400),
    (API_RECORD, "melds as a string", {"body": record_body(hand=tiles_of("N", "1b 2b"))}, 400),
    (
        API_RECORD,
        "a used submission_key of another club's hand",
        {"body": "OTHER_CLUBS_KEY"},
        400,
    ),
    # -- PUT /api/sessions/<pk>/hands/<n>/
    *[(API_CORRECT, name, {"body": raw}, 400) for name, raw in RAW.items()],
    (API_CORRECT, "a multipart body", {"multipart": {"reason": "x"}}, 400),
    (API_CORRECT, "a number as reason", {"body": correct_body(reason=5)}, 400),
    (API_CORRECT, "a list as reason", {"body": correct_body(reason=["x"])}, 400),
    (API_CORRECT, "a null reason", {"body": correct_body(reason=None)}, 400),
    (API_CORRECT, "an empty reason", {"body": correct_body(reason="")}, 400),
    (API_CORRECT, "a blank reason", {"body": correct_body(reason="   ")}, 400),
    (API_CORRECT, "a NUL in the reason", {"body": correct_body(reason=NUL)}, 400),
    (API_CORRECT, "a reason of 501 characters", {"body": correct_body(reason="x" * 501)}, 400),
    (API_CORRECT, "no base_version", {"body": without(correct_body(), "base_version")}, 400),
    (API_CORRECT, "base_version as text", {"body": correct_body(base_version="1")}, 400),
    (API_CORRECT, "base_version true", {"body": correct_body(base_version=True)}, 400),
    (API_CORRECT, "base_version 1.5", {"body": correct_body(base_version=1.5)}, 400),
    (API_CORRECT, "base_version -1", {"body": correct_body(base_version=-1)}, 400),
    (API_CORRECT, "base_version 10**30", {"body": correct_body(base_version=HUGE)}, 400),
    (API_CORRECT, "a stale base_version", {"body": correct_body(base_version=7)}, 409),
    (API_CORRECT, "no hand", {"body": without(correct_body(), "hand")}, 400),
    (API_CORRECT, "one player in two seats", {"body": correct_body(seats="TWICE")}, 400),
    (API_CORRECT, "seats as a list", {"body": correct_body(seats=[1, 2, 3, 4])}, 400),
    (API_CORRECT, "three players", {"body": correct_body(hand=three_players())}, 400),
    (API_CORRECT, "a NUL in a hand's note", {"body": correct_body(hand=hand(note=NUL))}, 400),
    (API_CORRECT, "a hand nested 40 deep", {"body": correct_body(hand=hand(x=nested(40)))}, 400),
    (
        API_CORRECT,
        "a discard win without the discarder",
        {"body": correct_body(hand=discard_without_discarder())},
        400,
    ),
    # -- DELETE /api/sessions/<pk>/hands/<n>/
    *[(API_DELETE, name, {"body": raw}, 400) for name, raw in RAW.items()],
    (API_DELETE, "a multipart body", {"multipart": {"reason": "x"}}, 400),
    (API_DELETE, "a number as reason", {"body": delete_body(reason=5)}, 400),
    (API_DELETE, "a list as reason", {"body": delete_body(reason=["x"])}, 400),
    (API_DELETE, "an object as reason", {"body": delete_body(reason={"a": 1})}, 400),
    (API_DELETE, "an empty reason", {"body": delete_body(reason="")}, 400),
    (API_DELETE, "a NUL in the reason", {"body": delete_body(reason=NUL)}, 400),
    (API_DELETE, "no base_version", {"body": without(delete_body(), "base_version")}, 400),
    (API_DELETE, "base_version as text", {"body": delete_body(base_version="1")}, 400),
    (API_DELETE, "a stale base_version", {"body": delete_body(base_version=9)}, 409),
    (API_DELETE, "one seat", {"body": delete_body(seats="ONE SEAT")}, 400),
    # -- POST /api/sessions/
    *[(API_SESSION, name, {"body": raw}, 400) for name, raw in RAW.items()],
    (API_SESSION, "no club", {"body": without(session_body(), "club")}, 400),
    (API_SESSION, "a number as club", {"body": session_body(club=5)}, 400),
    (API_SESSION, "an unknown club", {"body": session_body(club="atlantis")}, 404),
    (API_SESSION, "no title", {"body": without(session_body(), "title")}, 400),
    (API_SESSION, "a title of 121 characters", {"body": session_body(title="x" * 121)}, 400),
    (API_SESSION, "a NUL in the title", {"body": session_body(title=NUL)}, 400),
    (API_SESSION, "a date that is no date", {"body": session_body(date="17/11/2026")}, 400),
    (API_SESSION, "a number as date", {"body": session_body(date=5)}, 400),
    (API_SESSION, "an unknown ruleset", {"body": session_body(ruleset="chess")}, 400),
    (API_SESSION, "limit -500", {"body": session_body(options={"limit": -500})}, 400),
    (API_SESSION, "limit 0", {"body": session_body(options={"limit": 0})}, 400),
    (API_SESSION, "limit as text", {"body": session_body(options={"limit": "big"})}, 400),
    (API_SESSION, "limit 10**30", {"body": session_body(options={"limit": HUGE})}, 400),
    (API_SESSION, "an unknown option", {"body": session_body(options={"nope": 1})}, 400),
    (API_SESSION, "options as a list", {"body": session_body(options=[500])}, 400),
    (API_SESSION, "open_roof as text", {"body": session_body(options={"open_roof": "yes"})}, 400),
    (
        API_SESSION,
        "a riichi game length that is not one",
        {"body": session_body(ruleset="riichi", options={"game_length": "forever"})},
        400,
    ),
    (
        API_SESSION,
        "negative riichi start points",
        {"body": session_body(ruleset="riichi", options={"start_points": -1})},
        400,
    ),
    (API_SESSION, "an unknown length", {"body": session_body(length="forever")}, 400),
    (API_SESSION, "hand_limit 0", {"body": session_body(length="hands", hand_limit=0)}, 400),
    (API_SESSION, "hand_limit as text", {"body": session_body(hand_limit="ten")}, 400),
    (API_SESSION, "no seats", {"body": without(session_body(), "seats")}, 400),
    (API_SESSION, "seats as a list", {"body": session_body(seats=[1, 2, 3, 4])}, 400),
    (API_SESSION, "one seat only", {"body": session_body(seats="ONE SEAT")}, 400),
    (API_SESSION, "a seat named X", {"body": session_body(seats="SEAT X")}, 400),
    (API_SESSION, "another club's player", {"body": session_body(seats="OTHER CLUB")}, 400),
    (API_SESSION, "one player in two seats", {"body": session_body(seats="TWICE")}, 400),
    (API_SESSION, "scorers as text", {"body": session_body(scorers="sam")}, 400),
    (API_SESSION, "an unknown scorer", {"body": session_body(scorers=[99999])}, 400),
    (API_SESSION, "nested 40 deep", {"body": session_body(options=nested(40))}, 400),
    # -- The session form
    ("start a session (form)", "no title", {"title": ""}, 400),
    ("start a session (form)", "a NUL in the title", {"title": NUL}, 400),
    ("start a session (form)", "a date that is no date", {"date": "31/02/2026"}, 400),
    ("start a session (form)", "an unknown ruleset", {"ruleset": "chess"}, 400),
    ("start a session (form)", "no East", {"east": ""}, 400),
    ("start a session (form)", "a player id that is no number", {"east": "x"}, 400),
    ("start a session (form)", "another club's player", {"east": "OTHER CLUB"}, 400),
    ("start a session (form)", "one player in two seats", {"south": "EAST"}, 400),
    ("start a session (form)", "limit -500", {"millington__limit": "-500"}, 400),
    ("start a session (form)", "limit as text", {"millington__limit": "big"}, 400),
    ("start a session (form)", "limit 10**30", {"millington__limit": str(HUGE)}, 400),
    ("start a session (form)", "open roof maybe", {"millington__open_roof": "maybe"}, 400),
    (
        "start a session (form)",
        "a riichi game length that is not one",
        {"ruleset": "riichi", "riichi__game_length": "forever"},
        400,
    ),
    (
        "start a session (form)",
        "an uma of three numbers",
        {"ruleset": "riichi", "riichi__uma": "1 2 3"},
        400,
    ),
    ("start a session (form)", "a length that is not one", {"length": "forever"}, 400),
    ("start a session (form)", "so many hands, none said", {"length": "hands"}, 400),
    ("start a session (form)", "an unknown scorer", {"scorers": "99999"}, 400),
    # -- The hand form
    ("record a hand (form)", "no submission_key", {"submission_key": ""}, 400),
    ("record a hand (form)", "a submission_key that is no UUID", {"submission_key": "x"}, 400),
    ("record a hand (form)", "no hand number", {"expected_number": None}, 400),
    ("record a hand (form)", "a hand number that is no number", {"expected_number": "x"}, 400),
    ("record a hand (form)", "a hand number of 10**30", {"expected_number": str(HUGE)}, 400),
    ("record a hand (form)", "a superscript hand number", {"expected_number": "\u00b2"}, 400),
    ("record a hand (form)", "no deal", {"expected_deal": None}, 400),
    ("record a hand (form)", "a deal that is no deal", {"expected_deal": "Z9.9"}, 400),
    ("record a hand (form)", "a deal of 10**30 passes", {"expected_deal": f"E0.{HUGE}"}, 400),
    ("record a hand (form)", "100,000 penalty forms", {"penalty-TOTAL_FORMS": "100000"}, 400),
    ("record a hand (form)", "9 penalty forms (at most 8)", {"penalty-TOTAL_FORMS": "9"}, 400),
    ("record a hand (form)", "no penalty management form", {"penalty-TOTAL_FORMS": None}, 400),
    ("record a hand (form)", "a form count that is text", {"penalty-TOTAL_FORMS": "x"}, 400),
    ("record a hand (form)", "no winner", {"winner": ""}, 400),
    ("record a hand (form)", "the winner is X", {"winner": "X"}, 400),
    ("record a hand (form)", "an unknown winning tile", {"win_tile": "Zz"}, 400),
    ("record a hand (form)", "no win source", {"win_source": ""}, 400),
    (
        "record a hand (form)",
        "a discard win without the discarder",
        {"win_source": "discard", "discarder": ""},
        400,
    ),
    (
        "record a hand (form)",
        "the winner discarded",
        {"win_source": "discard", "discarder": "W"},
        400,
    ),
    ("record a hand (form)", "an unreadable tile line", {"N_tiles": "Rd Rd Xx"}, 400),
    ("record a hand (form)", "a NUL in a tile line", {"N_tiles": NUL}, 400),
    ("record a hand (form)", "five white dragons", {"N_tiles": " ".join(["Wd"] * 13)}, 400),
    ("record a hand (form)", "completes 0", {"completes": "0"}, 400),
    ("record a hand (form)", "completes as text", {"completes": "x"}, 400),
    (
        "record a hand (form)",
        "an unknown penalty",
        {"penalty-TOTAL_FORMS": "1", "penalty-0-type": "bad_breath", "penalty-0-offender": "S"},
        400,
    ),
    (
        "record a hand (form)",
        "a penalty without its offender",
        {"penalty-TOTAL_FORMS": "1", "penalty-0-type": "dangerous_discard"},
        400,
    ),
    (
        "record a hand (form)",
        "wall_tiles_left of 10**30",
        {
            "penalty-TOTAL_FORMS": "1",
            "penalty-0-type": "dangerous_discard",
            "penalty-0-offender": "S",
            "penalty-0-wall_tiles_left": str(HUGE),
        },
        400,
    ),
    # -- The correction and deletion forms
    ("correct a hand (form)", "no reason", {"reason": ""}, 400),
    ("correct a hand (form)", "a NUL in the reason", {"reason": NUL}, 400),
    ("correct a hand (form)", "no base_version", {"base_version": ""}, 400),
    ("correct a hand (form)", "base_version as text", {"base_version": "x"}, 400),
    ("correct a hand (form)", "a stale base_version", {"base_version": "5"}, 409),
    ("correct a hand (form)", "an unreadable tile line", {"E_tiles": "Qq"}, 400),
    ("delete a hand (form)", "no reason", {"reason": ""}, 400),
    ("delete a hand (form)", "a NUL in the reason", {"reason": NUL}, 400),
    ("delete a hand (form)", "no base_version", {"base_version": ""}, 400),
    ("delete a hand (form)", "base_version as text", {"base_version": "x"}, 400),
    ("delete a hand (form)", "a stale base_version", {"base_version": "5"}, 409),
    # -- The referee's ruling form
    ("make a ruling (referee form)", "no kind", {"kind": ""}, 400),
    ("make a ruling (referee form)", "an unknown kind", {"kind": "bribe"}, 400),
    ("make a ruling (referee form)", "no rule cited", {"rule": ""}, 400),
    ("make a ruling (referee form)", "a rule of 40 characters", {"rule": "9" * 40}, 400),
    ("make a ruling (referee form)", "no reason", {"reason": ""}, 400),
    ("make a ruling (referee form)", "a NUL in the reason", {"reason": NUL}, 400),
    ("make a ruling (referee form)", "no base_version", {"base_version": ""}, 400),
    ("make a ruling (referee form)", "a stale base_version", {"base_version": "9"}, 409),
    ("make a ruling (referee form)", "no fact named", {"fact": ""}, 400),
    ("make a ruling (referee form)", "an unknown source", {"source": "teleport"}, 400),
    (
        "make a ruling (referee form)",
        "the winner as discarder",
        {"fact": "discarder", "discarder": "S"},
        400,
    ),
    (
        "make a ruling (referee form)",
        "a discarder named X",
        {"fact": "discarder", "discarder": "X"},
        400,
    ),
    (
        "make a ruling (referee form)",
        "a ruling on a penalty that is not there",
        {"fact": "ruling", "penalty": "7", "ruling": "upheld"},
        400,
    ),
    (
        "make a ruling (referee form)",
        "a penalty without its type",
        {"kind": "add_penalty", "offender": "W"},
        400,
    ),
    (
        "make a ruling (referee form)",
        "a penalty's wall_tiles_left of 10**30",
        {
            "kind": "add_penalty",
            "penalty_type": "dangerous_discard",
            "offender": "W",
            "wall_tiles_left": str(HUGE),
        },
        400,
    ),
    (
        "make a ruling (referee form)",
        "a claimant named X",
        {"kind": "add_penalty", "penalty_type": "false_mahjong", "offender": "W", "claimant": "X"},
        400,
    ),
    (
        "make a ruling (referee form)",
        "a correction with an unreadable tile line",
        {"kind": "correct", "CORRECTION": {"correct-W_tiles": "Qq"}},
        400,
    ),
    (
        "make a ruling (referee form)",
        "a correction without the discarder of a discard win",
        {
            "kind": "correct",
            "CORRECTION": {"correct-win_source": "discard", "correct-discarder": ""},
        },
        400,
    ),
    # -- Tournaments
    ("create a tournament", "no name", {"name": ""}, 400),
    ("create a tournament", "a NUL in the name", {"name": NUL}, 400),
    ("create a tournament", "no rounds", {"rounds_planned": "0"}, 400),
    ("create a tournament", "an unknown ruleset", {"ruleset": "chess"}, 400),
    ("create a tournament", "limit -500", {"millington__limit": "-500"}, 400),
    ("create a tournament", "an uma of three numbers", {"uma": "1 2 3"}, 400),
    ("create a tournament", "an uma that does not sum to 0", {"uma": "1 2 3 4"}, 400),
    ("create a tournament", "uma scoring for a classical ruleset", {"scheme": "uma"}, 400),
    ("create a tournament", "a date that is no date", {"date": "someday"}, 400),
    ("add tournament players", "no players", {"players": ""}, 400),
    ("add tournament players", "a line without a name", {"players": ", CZ"}, 400),
    ("add tournament players", "a name of 200 characters", {"players": "x" * 200}, 400),
    ("add tournament players", "a NUL in a name", {"players": NUL}, 400),
    ("record a tournament penalty", "0 points", {"points": "0"}, 400),
    ("record a tournament penalty", "-5 points", {"points": "-5"}, 400),
    ("record a tournament penalty", "points as text", {"points": "x"}, 400),
    ("record a tournament penalty", "no reason", {"reason": ""}, 400),
    ("record a tournament penalty", "a player of another club", {"player": "OTHER CLUB"}, 400),
    ("swap two seats", "a player with themself", {"second": "FIRST"}, 400),
    ("swap two seats", "no first player", {"first": ""}, 400),
    ("swap two seats", "a player of another club", {"second": "OTHER CLUB"}, 400),
]

BAD_INPUTS += [
    # -- Guests, ending a session, club nights, seasons, merging players (main's newer pages)
    ("add a guest player", "no name", {"name": ""}, 400),
    ("add a guest player", "a NUL in the name", {"name": NUL}, 400),
    ("add a guest player", "a name of 121 characters", {"name": "x" * 121}, 400),
    ("end a session early", "no reason", {"reason": ""}, 400),
    ("end a session early", "a NUL in the reason", {"reason": NUL}, 400),
    ("start a club night", "a date that is no date", {"date": "someday"}, 400),
    ("start a club night", "a NUL in the title", {"title": NUL}, 400),
    ("choose how nights are ranked", "a measure that is not one", {"night_measure": "luck"}, 400),
    ("create a season", "no name", {"name": ""}, 400),
    ("create a season", "an end before the start", {"end": "2026-11-01"}, 400),
    ("create a season", "a negative minimum", {"min_games": "-1"}, 400),
    ("create a season", "a measure that is not one", {"measure": "luck"}, 400),
    ("create a season", "a minimum that is text", {"min_games": "some"}, 400),
    ("merge two players", "a player into themself", {"target": "SOURCE"}, 400),
    ("merge two players", "a player of another club", {"target": "OTHER CLUB"}, 400),
    ("merge two players", "no reason", {"reason": ""}, 400),
    ("merge two players", "a NUL in the reason", {"reason": NUL}, 400),
]

IMPORTS = [
    ("not JSON", '{"format": "clubscore-export",', "is not a JSON document"),
    ("a NUL in a name", '{"format": "clubscore-export", "club": {"name": "a\\u0000b"}}', "NUL"),
    ("nested 100,000 deep", DEEP_LIST, "nested deeper than"),
    ("NaN", '{"format": NaN}', "not a number JSON allows"),
    ("a number past 2**31", '{"version": 1000000000000000000000000000000}', "out of range"),
    ("another kind of document", '{"hands": []}', "not a ClubScore export"),
    ("a later format version", '{"format": "clubscore-export", "version": 2}', "version 2"),
    ("a list", "[]", "not a ClubScore export"),
    ("not UTF-8", b"\xff\xfe", "not UTF-8"),
]


def case_id(case):
    return f"{case[0]}: {case[1]}"


def fill(value, world, body_or_fields):
    """The placeholders of a row, made from the world's objects."""
    own, other = world.clubs["own"], world.clubs["other"]
    seats = {s: p.pk for s, p in zip("ESWN", own.players[:4], strict=True)}
    specials = {
        "SEATS": seats,
        "ONE SEAT": {"E": seats["E"]},
        "SEAT X": {**without(seats, "N"), "X": seats["N"]},
        "OTHER CLUB": other.players[0].pk,
        "TWICE": {**seats, "S": seats["E"]},
        "EAST": own.players[0].pk,
        "FIRST": own.players[0].pk,
        "SOURCE": own.players[4].pk,
        "OTHER_CLUBS_KEY": record_body(submission_key=str(other.hand.submission_key)),
        "NEXT NUMBER": own.session.next_number(),
        "NEXT SEATS": own.session.seats_for(own.session.next_deal()),
    }
    if isinstance(value, str) and value in specials:
        found = specials[value]
        if value == "OTHER CLUB" and isinstance(body_or_fields, dict) and "seats" in body_or_fields:
            return {**seats, "N": found}
        return found
    return value


def send(action, client, club, world, given):
    if "multipart" in given:
        method = {API_CORRECT: "PUT", API_DELETE: "DELETE"}.get(action.name, "POST")
        body = encode_multipart(BOUNDARY, given["multipart"])
        return client.generic(method, api_url(action, club), body, MULTIPART_CONTENT)
    if "urlencoded" in given:
        return client.post(
            api_url(action, club),
            given["urlencoded"],
            content_type="application/x-www-form-urlencoded",
        )
    if "body" in given:
        body = fill(given["body"], world, None)
        if isinstance(body, dict):
            body = {k: fill(v, world, body) for k, v in body.items()}
        return action.send(client, club, body=body if isinstance(body, bytes) else json.dumps(body))
    changes = {k: fill(v, world, given) for k, v in given.items() if k != "CORRECTION"}
    if "CORRECTION" in given:
        from tests.web.conftest import _FormReader

        page = client.get(f"/sessions/{club.session.pk}/hands/1/referee/")
        reader = _FormReader("correction-form")
        reader.feed(page.content.decode())
        data = {**reader.data, **given["CORRECTION"], "rule": "113", "reason": "typo"}
        return client.post(f"/sessions/{club.session.pk}/hands/1/referee/rule/", data)
    return action.send(client, club, **changes)  # a None leaves the field out


def api_url(action, club):
    return {
        API_RECORD: f"/api/sessions/{club.session.pk}/hands/",
        API_CORRECT: f"/api/sessions/{club.session.pk}/hands/1/",
        API_DELETE: f"/api/sessions/{club.session.pk}/hands/1/",
        API_SESSION: "/api/sessions/",
    }[action.name]


BAD_INPUTS += [
    # -- An event's day: check-in, a final's cut, a table's clock, the hall's mode, teams
    ("check a player in", "an unknown player", {"player": "999999"}, 400),
    ("check a player in", "no player", {"player": None}, 400),
    ("check a player in", "present neither yes nor no", {"present": "maybe"}, 400),
    ("seat a round", "a cut not a multiple of four", {"cut": "6"}, 400),
    ("seat a round", "a cut as text", {"cut": "top"}, 400),
    ("seat a round", "a cut of 10^30", {"cut": "1" + "0" * 30}, 400),
    ("set a table's clock", "a table the round lacks", {"table": "99"}, 400),
    ("set a table's clock", "minutes below 0", {"minutes": "-1"}, 400),
    ("set a table's clock", "minutes past a day", {"minutes": "1441"}, 400),
    ("set a table's clock", "a table as text", {"table": "one"}, 400),
    ("set the hall display", "a mode it does not have", {"seating_only": "sometimes"}, 400),
    ("set the hall display", "no mode", {"seating_only": None}, 400),
    ("set the teams", "a line without a colon", {"teams": "Red Player"}, 400),
    ("set the teams", "a player not in the event", {"teams": "Red: Nobody Here"}, 400),
    ("set the teams", "a team name of 81 characters", {"teams": "X" * 81 + ": A"}, 400),
]


@pytest.mark.parametrize("case", BAD_INPUTS, ids=[case_id(c) for c in BAD_INPUTS])
def test_bad_input_is_refused_with_a_message_and_nothing_is_saved(world, case):
    name, _what, given, status = case
    action = BY_NAME[name]
    client = Client(raise_request_exception=True)  # a 500 would raise here
    client.force_login(world.users["organiser"])
    club = world.clubs["own"]
    before = fingerprint()
    with transaction.atomic():
        response = send(action, client, club, world, given)
    assert response.status_code == status, response.content[:500]
    assert fingerprint() == before
    assert says_why(response), response.content[:2000]


def says_why(response):
    """A message the user can read: the API's {"error"}, or an error on the page (beside a
    field or above the form)."""
    if response["Content-Type"].startswith("application/json"):
        body = response.json()
        message = body.get("error")
        # What was wrong, not only that something was.
        return isinstance(message, str) and message.strip() != "" and "Cannot parse" not in message
    html = response.content.decode()
    return any(mark in html for mark in ("invalid-feedback", "alert-danger", "errorlist"))


@pytest.mark.parametrize("case", IMPORTS, ids=[c[0] for c in IMPORTS])
def test_a_bad_import_file_exits_2_with_a_message_and_imports_nothing(
    empty_database, tmp_path, case
):
    _what, text, says = case
    path = tmp_path / "club.json"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    with pytest.raises(CommandError) as caught:
        call_command("import_club", str(path))
    assert caught.value.returncode == 2
    assert says in str(caught.value)
    assert not Club.objects.exists()


def test_the_suite_covers_every_action_and_at_least_150_bad_inputs():
    covered = {case[0] for case in BAD_INPUTS}
    state_changing = {a.name for a in ACTIONS if not a.reads}
    # Actions without input to get wrong (seat a round, start it, finish a table) aside.
    without_input = {"seat a round", "start a round", "finish a table"}
    assert state_changing - without_input <= covered
    distinct = {(case[0], case[1]) for case in BAD_INPUTS} | {c[0] for c in IMPORTS}
    assert len(distinct) >= 150, len(distinct)


# /api/score/ and `manage.py score_hand`: they save nothing, but answer the same bad input
# with the same {"error", "field"} (400 / exit status 2).
SCORE_BODIES = {
    **RAW,
    "limit -500": json.dumps({**hand_for("W", "wall"), "options": {"limit": -500}}).encode(),
    "options as a list": json.dumps({**hand_for("W", "wall"), "options": [1]}).encode(),
    "a NUL in a tile": json.dumps(tiles_of("N", ["1b\x00"] * 13)).encode(),
    "an unknown ruleset": json.dumps({**hand_for("W", "wall"), "ruleset": "chess"}).encode(),
    "players as a list": json.dumps({"players": []}).encode(),
    "nested 40 deep": json.dumps({"players": nested(40)}).encode(),
}


@pytest.mark.parametrize("body", list(SCORE_BODIES.values()), ids=list(SCORE_BODIES))
def test_the_score_api_answers_bad_input_with_400_and_the_error(client, body):
    client.raise_request_exception = True
    response = client.post("/api/score/", body, content_type="application/json")
    assert response.status_code == 400
    assert set(response.json()) == {"error", "field"} and response.json()["error"]
    assert "Cannot parse" not in response.json()["error"]  # what was wrong, not that it was


def test_the_score_api_refuses_a_multipart_body(client):
    response = client.post("/api/score/", {"players": "x"})
    assert response.status_code == 400
    assert "send the body as JSON" in response.json()["error"]


@pytest.mark.parametrize(
    "name", ["nested 20,000 deep", "a NUL in a key", "NaN", "a number past 2**31"]
)
def test_score_hand_exits_2_with_the_error_object(name):
    result = score_hand(RAW[name])
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert set(json.loads(result.stdout)) == {"error", "field"}
