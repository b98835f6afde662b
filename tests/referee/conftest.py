"""Recorded hands for the referee tests, stored through the club night's own service."""

import copy
import uuid

import pytest

from scoring.services.hands import sessions


def record_hand(session, document, user=None):
    """Record a hand the way the club night does (services.sessions.record_hand): the session
    decides ruleset, options and prevailing wind, the engine scores the rest."""
    hand, created = sessions.record_hand(session, copy.deepcopy(document), user, uuid.uuid4())
    assert created
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


def west_wins_document():
    """shared/examples/03: West wins self-drawn with a red dragon pung; E holds an exposed
    kong of 9b, N a concealed pung of 1c, S nothing that scores."""
    return {
        "ruleset": "millington",
        "options": {"limit": 1000},
        "prevailing_wind": "S",
        "players": {
            "W": {
                "melds": [
                    meld(["Rd"] * 3),
                    meld(["3c"] * 3, concealed=True),
                    meld(["4b", "5b", "6b"]),
                    meld(["7d", "8d", "9d"], concealed=True),
                    meld(["2b", "2b"], concealed=True),
                ],
                "concealed": [],
                "bonus": [],
            },
            "E": {
                "melds": [meld(["9b"] * 4)],
                "concealed": ["1b", "3b", "5c", "7c", "2d", "4d", "6d", "Ew", "Sw", "Nw"],
                "bonus": [],
            },
            "N": {
                "melds": [meld(["1c"] * 3, concealed=True)],
                "concealed": ["2c", "4c", "6c", "8c", "3d", "5d", "7b", "8b", "Ww", "Gd"],
                "bonus": [],
            },
            "S": {
                "melds": [meld(["2c", "3c", "4c"])],
                "concealed": ["1d", "5c", "6b", "8d", "9c", "Ew", "Nw", "Wd", "Gd", "Rd"],
                "bonus": [],
            },
        },
        "winner": "W",
        "win": {"tile": "9d", "source": "wall", "completes": 3, "only_possible": False},
    }


def false_mahjong_document():
    """shared/examples/05: nobody won; South declared a false mah-jong after others exposed."""
    document = west_wins_document()
    document["prevailing_wind"] = "E"
    document["players"]["W"] = {
        "melds": [meld(["Rd"] * 3)],
        "concealed": ["3c", "4c", "5c", "4b", "5b", "6b", "7d", "8d", "2b", "2b"],
        "bonus": [],
    }
    document["winner"] = None
    document.pop("win")
    document["penalties"] = [{"type": "false_mahjong", "offender": "S"}]
    return document


def concealed_chows_document():
    """shared/examples/02: East wins on a self-drawn 9d pair with four concealed chows."""
    return {
        "ruleset": "millington",
        "options": {"limit": 1000},
        "prevailing_wind": "E",
        "players": {
            "E": {
                "melds": [
                    meld(["2c", "3c", "4c"], concealed=True),
                    meld(["4d", "5d", "6d"], concealed=True),
                    meld(["6b", "7b", "8b"], concealed=True),
                    meld(["7c", "8c", "9c"], concealed=True),
                    meld(["9d", "9d"], concealed=True),
                ],
                "concealed": [],
                "bonus": ["F1"],
            },
            # A session records all four players; the example gives only the winner's tiles.
            "S": {
                "melds": [],
                "concealed": [
                    "1b",
                    "1b",
                    "1b",
                    "2b",
                    "2b",
                    "2b",
                    "3b",
                    "3b",
                    "3b",
                    "4b",
                    "4b",
                    "4b",
                    "5b",
                ],
            },
            "W": {
                "melds": [],
                "concealed": [
                    "Ew",
                    "Ew",
                    "Ew",
                    "Sw",
                    "Sw",
                    "Sw",
                    "Ww",
                    "Ww",
                    "Ww",
                    "Nw",
                    "Nw",
                    "Nw",
                    "Rd",
                ],
            },
            "N": {
                "melds": [],
                "concealed": [
                    "Rd",
                    "Rd",
                    "Rd",
                    "Gd",
                    "Gd",
                    "Gd",
                    "Gd",
                    "Wd",
                    "Wd",
                    "Wd",
                    "Wd",
                    "1c",
                    "1c",
                ],
            },
        },
        "winner": "E",
        "win": {"tile": "9d", "source": "wall", "completes": 4, "only_possible": True},
    }


def heads_and_tails_document():
    """South wins with only ones and nines (122 Heads and Tails), the rest as in example 03."""
    document = west_wins_document()
    document["players"]["S"] = {
        "melds": [
            meld(["1b"] * 3),
            meld(["9c"] * 3),
            meld(["1d"] * 3, concealed=True),
            meld(["9d"] * 3, concealed=True),
            meld(["1c", "1c"], concealed=True),
        ],
        "concealed": [],
        "bonus": [],
    }
    document["players"]["W"] = {
        "melds": [meld(["Rd"] * 3)],
        "concealed": ["3c", "4c", "5c", "4b", "5b", "6b", "7d", "8d", "2b", "2b"],
        "bonus": [],
    }
    document["players"]["N"]["melds"] = [meld(["6c"] * 3, concealed=True)]
    document["winner"] = "S"
    document["win"] = {"tile": "9d", "source": "wall", "completes": 3}
    return document


@pytest.fixture
def referee_user(django_user_model, table_session):
    user = django_user_model.objects.create_user(
        "rita", password="secret-pass-3", first_name="Rita Referee"
    )
    table_session.referees.add(user)
    return user


@pytest.fixture
def tournament_table(club, organiser, table_session):
    """The table session seated as table 1 of round 1 of a one-day tournament."""
    import datetime

    from scoring.models import Round, Table, Tournament

    tournament = Tournament.objects.create(
        club=club, name="Prague Open", date=datetime.date(2026, 11, 21), created_by=organiser
    )
    table_session.kind = table_session.Kind.TOURNAMENT
    table_session.save()
    round_ = Round.objects.create(tournament=tournament, number=1)
    Table.objects.create(round=round_, number=1, session=table_session)
    return tournament
