"""Recorded hands for the referee tests: rows built from a contract document and its output."""

import copy

import pytest

from scoring.engine.contract import evaluate
from scoring.models import Hand, HandPlayer, HandRevision


def record_hand(session, document, number=1, output=None):
    """Store a hand the way the club night does: input, the engine's output, one row a seat."""
    document = copy.deepcopy(document)
    output = evaluate(document) if output is None else output
    seats = session.starting_seats
    hand = Hand.objects.create(
        session=session,
        number=number,
        prevailing_wind=document.get("prevailing_wind", "E"),
        east=seats["E"],
        winner=document.get("winner") or "",
        win_source=(document.get("win") or {}).get("source", ""),
        drawn=not document.get("winner"),
        input=document,
        output=output,
    )
    for seat, player in seats.items():
        held = document["players"].get(seat, {})
        HandPlayer.objects.create(
            hand=hand,
            seat=seat,
            player=player,
            melds=held.get("melds", []),
            concealed=held.get("concealed", []),
            bonus=held.get("bonus", []),
            score=output.get("hands", {}).get(seat, {}).get("score", 0),
            payment=output.get("payments", {}).get(seat, 0),
        )
    HandRevision.objects.create(
        hand=hand, version=1, action="create", after={"input": document, "output": output}
    )
    return hand


def meld(tiles, concealed=False):
    return {"tiles": list(tiles), "concealed": concealed}


def cannon_document():
    """South has exposed pungs of red and green dragons; West discards the white dragon that
    completes South's third dragon pung (90c), and pays the cannon (96)."""
    return {
        "ruleset": "millington",
        "prevailing_wind": "E",
        "players": {
            "E": {
                "melds": [meld(["2c", "3c", "4c"])],
                "concealed": ["5d", "6d", "9b", "9b", "1c", "2c", "3c", "Nw", "Nw", "7d"],
                "bonus": [],
            },
            "S": {
                "melds": [
                    meld(["Rd"] * 3),
                    meld(["Gd"] * 3),
                    meld(["Wd"] * 3),
                    meld(["2b", "3b", "4b"], concealed=True),
                    meld(["7c", "7c"], concealed=True),
                ],
                "concealed": [],
                "bonus": [],
            },
            "W": {
                "melds": [meld(["5b"] * 3)],
                "concealed": ["1d", "2d", "3d", "6c", "7c", "8c", "Ew", "Ew", "9d", "8d"],
                "bonus": [],
            },
            "N": {
                "melds": [],
                "concealed": [
                    "1b",
                    "1b",
                    "4d",
                    "5d",
                    "6d",
                    "2d",
                    "3d",
                    "4c",
                    "5c",
                    "6c",
                    "Sw",
                    "Ww",
                    "Ww",
                ],
                "bonus": [],
            },
        },
        "winner": "S",
        "win": {"tile": "Wd", "source": "discard", "discarder": "W", "completes": 2},
        "penalties": [{"type": "dangerous_discard", "offender": "W", "rule": "90c"}],
    }


@pytest.fixture
def referee_user(django_user_model, table_session):
    user = django_user_model.objects.create_user("rita", password="secret-pass-3")
    table_session.referees.add(user)
    return user
