import pytest

from scoring.engine.contract import evaluate


def table(seat, notation, *, tile=None, source="wall", wind="E", others=None, options=None, **win):
    """A millington document: `seat` holds `notation` and wins on `tile` (no tile: nobody
    wins), `others` maps further seats to their notation."""
    players = {seat: {"notation": notation}}
    players.update({s: {"notation": n} for s, n in (others or {}).items()})
    document = {"ruleset": "millington", "prevailing_wind": wind, "players": players}
    if options:
        document["options"] = options
    if tile is None:
        document["winner"] = None
    else:
        document["winner"] = seat
        document["win"] = {"tile": tile, "source": source, **win}
    return document


@pytest.fixture
def score():
    """The hand of `seat` (default South, prevailing wind East) as the contract reports it."""

    def score(notation, *, seat="S", **kwargs):
        return evaluate(table(seat, notation, **kwargs))["hands"][seat]

    return score


def points(hand, rule):
    return [i["points"] for i in hand["items"] if i["rule"] == rule]


def doubles(hand, rule):
    return [i["doubles"] for i in hand["items"] if i["rule"] == rule]


def rules(hand):
    return {i["rule"] for i in hand["items"]}
