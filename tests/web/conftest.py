"""Club-night fixtures: legal hands for a table of four, logged-in clients, the rendered form."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from scoring.engine.tiles import SEATS

# A winning hand and three losing hands that can lie on one table together (no tile more
# than four times). Text lines in the form's notation.
WINNER_LINE = "[Rd Rd Rd] (2b 3b 4b) (5c 5c 5c) [7d 8d 9d] (Wd Wd)"
WINNER_DRAWN_LINE = "[Rd Rd Rd] (2b 3b 4b) (5c 5c 5c) [7d 8d 9d] Wd"
LOSER_LINES = [
    "(1b 1b 1b) 3c 4c 9d Ew Sw 6b 8c 2d 2d 9b",
    "[Gd Gd Gd] 1c 2c 6d 6d Nw Nw 7b 8b 9c 3d",
    "(Ww Ww Ww) 4d 5d 1d 1d 7c 8c 5b 5b 9b 6c",
]


def hand_lines(winner: str | None) -> dict[str, str]:
    """Text lines by seat: `winner` holds the winning hand, the others the losing ones."""
    losers = iter(LOSER_LINES)
    lines = {}
    for seat in SEATS:
        if winner is None and seat == "E":
            lines[seat] = WINNER_DRAWN_LINE
        else:
            lines[seat] = WINNER_LINE if seat == winner else next(losers)
    return lines


def hand_doc(winner: str | None, source="wall", discarder=None) -> dict:
    """The contract hand (without the session's keys) for the lines of `hand_lines`."""
    from scoring.forms.notation import parse_hand_text

    doc = {
        "players": {seat: parse_hand_text(line) for seat, line in hand_lines(winner).items()},
        "winner": winner,
        "penalties": [],
    }
    if winner:
        doc["win"] = {"tile": "Wd", "source": source, "completes": 4}
        if discarder:
            doc["win"]["discarder"] = discarder
    return doc


class _FormReader(HTMLParser):
    """The fields a browser would submit from one <form>, with their rendered values."""

    def __init__(self, form_id):
        super().__init__()
        self.form_id, self.inside, self.data, self.select, self.textarea = (
            form_id,
            False,
            {},
            None,
            None,
        )
        self.options: dict[str, list[str]] = {}

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "form" and a.get("id") == self.form_id:
            self.inside = True
        if not self.inside or tag == "template":
            return
        name = a.get("name")
        if tag == "input" and name:
            kind = a.get("type", "text")
            if kind in ("checkbox", "radio"):
                if "checked" in a:
                    self.data[name] = a.get("value", "on")
            elif kind not in ("submit", "button"):
                self.data[name] = a.get("value", "")
        elif tag == "select" and name:
            self.select = name
            self.options[name] = []
        elif tag == "option" and self.select:
            self.options[self.select].append(a.get("value", ""))
            if "selected" in a or self.select not in self.data:
                self.data[self.select] = a.get("value", "")
        elif tag == "textarea" and name:
            self.textarea = name
            self.data[name] = ""

    def handle_data(self, data):
        if self.textarea:
            self.data[self.textarea] += data

    def handle_endtag(self, tag):
        if tag == "form":
            self.inside = False
        elif tag == "select":
            self.select = None
        elif tag == "textarea":
            self.textarea = None


def rendered_form(response, form_id="hand-form") -> dict:
    """What submitting the form as rendered would post (the hidden submission key included)."""
    html = response.content.decode()
    # <template> holds the empty penalty row for the script; a browser does not submit it.
    html = re.sub(r"<template.*?</template>", "", html, flags=re.S)
    reader = _FormReader(form_id)
    reader.feed(html)
    assert reader.data, f"no form #{form_id} in the page"
    return reader.data


def filled(response, lines: dict[str, str], winner: str | None, **extra) -> dict:
    data = rendered_form(response)
    for seat, line in lines.items():
        data[f"{seat}_tiles"] = line
    data["winner"] = winner or "drawn"
    if winner:
        data.update({"win_tile": "Wd", "win_source": "wall", "completes": "5"})
    data.update(extra)
    return data


@pytest.fixture
def scorer_client(client, scorer):
    client.force_login(scorer)
    return client


def joined_phone(session, seat, phone=None):
    """A player's phone that has joined the table once (the table's link, then one tap on the
    name of the player at `seat` in the hand being played)."""
    from django.test import Client
    from django.urls import reverse

    from scoring.services.hands import table

    phone = phone or Client()
    join = reverse("table-join", args=[table.join_token(session)])
    player = session.seats_for(session.next_deal())[seat]
    chooser = phone.get(join).content.decode()
    assert f'name="join" value="{player}"' in chooser
    assert phone.post(join, {"join": player}).status_code == 302
    return phone


def send_part(phone, session, line, **fields):
    """The phone's part form, as rendered for its player, sent with `line` (and `fields`)."""
    from django.urls import reverse

    from scoring.services.hands import table

    join = reverse("table-join", args=[table.join_token(session)])
    return phone.post(join, {**rendered_form(phone.get(join)), "line": line, **fields})
