import datetime
import re
from html.parser import HTMLParser

import pytest

from scoring.models import Hand, HandPlayer, Player, Tournament
from scoring.services.ratings import games
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import setup as tournament_setup

SEATS = "ESWN"


def make_tournament(club, organiser, count, *, rounds=2, scheme="table_points", **fields):
    tournament = tournament_setup.create_tournament(
        club,
        organiser,
        name=f"Open of {count}",
        date=datetime.date(2026, 11, 21),
        ruleset=fields.pop("ruleset", "millington"),
        scheme=scheme,
        rounds_planned=rounds,
        seed=fields.pop("seed", 11),
        **fields,
    )
    players = [
        Player(club=club, name=f"Player {i:03d}", country=["CZ", "FR", "GB", "JP"][i % 4])
        for i in range(count)
    ]
    tournament.players.add(*Player.objects.bulk_create(players))
    return tournament


def play_table(table, payments, *, finish=True):
    """Record hands at a tournament table straight into the database.

    `payments` is a list of hands, each the four payments in seat order E, S, W, N.
    """
    session = table.session
    seats = {s: getattr(session, f"{f}_id") for s, f in zip(SEATS, games.SEAT_FIELDS, strict=True)}
    start = session.hands.count()
    for number, hand_payments in enumerate(payments, start=start + 1):
        assert sum(hand_payments) == 0, "a hand's payments sum to zero"
        hand = Hand.objects.create(
            session=session,
            number=number,
            prevailing_wind="E",
            east_id=seats["E"],
            input={"ruleset": session.ruleset},
            output={"payments": dict(zip(SEATS, hand_payments, strict=True))},
        )
        HandPlayer.objects.bulk_create(
            HandPlayer(hand=hand, seat=s, player_id=seats[s], payment=p)
            for s, p in zip(SEATS, hand_payments, strict=True)
        )
    if finish:
        tournament_play.finish_table(table)
    return seats


def play_round(tournament, user, hands_for_table):
    """Seat the next round, start it and play every table with `hands_for_table(table)`."""
    round_ = tournament_seating.generate_round(tournament, user)
    tournament_play.start_round(round_)
    for table in round_.tables.select_related("session"):
        play_table(table, hands_for_table(table))
    return round_


@pytest.fixture
def tournament_of(club, organiser):
    def build(count, **kwargs):
        return make_tournament(club, organiser, count, **kwargs)

    return build


@pytest.fixture
def eight_player_tournament(club, organiser, players):
    tournament = tournament_setup.create_tournament(
        club,
        organiser,
        name="Prague Open",
        date=datetime.date(2026, 11, 21),
        ruleset="millington",
        scheme=Tournament.Scheme.TABLE_POINTS,
        rounds_planned=3,
        seed=5,
    )
    tournament.players.add(*players)
    return tournament


class FormReader(HTMLParser):
    """The fields of the rendered forms of a page, with their current values."""

    def __init__(self):
        super().__init__()
        self.forms = []
        self._select = None
        self._textarea = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "form":
            self.forms.append({"action": a.get("action", ""), "fields": {}})
        elif not self.forms:
            return
        elif tag == "input" and a.get("name"):
            if a.get("type") in ("checkbox", "radio") and "checked" not in a:
                return
            # A ticked box without a value sends "on", as a browser does (Django reads an
            # empty value as unticked).
            default = "on" if a.get("type") in ("checkbox", "radio") else ""
            self.forms[-1]["fields"][a["name"]] = a.get("value", default)
        elif tag == "select":
            self._select = a["name"]
            self.forms[-1]["fields"].setdefault(self._select, "")
        elif tag == "option" and self._select and "selected" in a:
            self.forms[-1]["fields"][self._select] = a.get("value", "")
        elif tag == "textarea":
            self._textarea = a["name"]
            self.forms[-1]["fields"][self._textarea] = ""

    def handle_endtag(self, tag):
        if tag == "select":
            self._select = None
        elif tag == "textarea":
            self._textarea = None

    def handle_data(self, data):
        if self._textarea:
            self.forms[-1]["fields"][self._textarea] += data


def rendered_form(client, page_url, action):
    """The fields of the form posting to `action` as rendered on `page_url`."""
    response = client.get(page_url)
    assert response.status_code == 200
    reader = FormReader()
    reader.feed(response.content.decode())
    for form in reader.forms:
        if form["action"] == action:
            return dict(form["fields"])
    raise AssertionError(f"no form posting to {action} on {page_url}")


def post_form(client, page_url, action, **values):
    data = rendered_form(client, page_url, action)
    unknown = set(values) - set(data)
    assert not unknown, f"the rendered form has no field {unknown}"
    data.update({k: str(v) for k, v in values.items()})
    return client.post(action or page_url, data)


def option_value(client, page_url, action, field, label):
    """The value of the option labelled `label` in a rendered select."""
    html = client.get(page_url).content.decode()
    match = re.search(rf'<option value="(\d+)"[^>]*>{re.escape(label)}</option>', html)
    assert match, f"no option {label!r} for {field}"
    return match.group(1)
