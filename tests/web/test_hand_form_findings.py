"""What a scorer reads on the hand form when something is wrong: a tile held too often at the
table is an error at each player holding it, and the live preview speaks of players and of
the table, never of the document's internal "players" key."""

import pytest
from django.urls import reverse

from scoring.forms.errors import describe_path

from .conftest import filled, hand_lines

pytestmark = pytest.mark.django_db

NAMES = {"E": "Alena", "S": "Bob", "W": "Chen", "N": "Dana"}


def six_red_dragons(scorer_client, session):
    """South's winning hand holds an exposed Rd pung (tests/web/conftest.py); a second one at
    West makes six of a tile the set has four of (rule 1: four copies of each tile)."""
    url = reverse("hand-new", args=[session.pk])
    lines = hand_lines("S")
    lines["W"] = "[Rd Rd Rd] 1c 2c 6d 6d Nw Nw 7b 8b 9c 3d"
    return filled(scorer_client.get(url), lines, "S") | {"entry": "tiles"}


def test_a_tile_held_too_often_marks_each_holders_line_and_names_them(scorer_client, table_session):
    data = six_red_dragons(scorer_client, table_session)
    page = scorer_client.post(reverse("hand-new", args=[table_session.pk]), data)
    assert page.status_code == 400
    errors = page.context["form"].errors
    assert set(errors) == {"S_tiles", "W_tiles"}
    message = errors["W_tiles"][0]
    assert message.startswith("6 copies of red dragon at the table")
    assert "South (Bob) 3, West (Chen) 3" in message
    html = page.content.decode()
    assert 'id="id_W_tiles"' in html
    assert html.count("tile-line font-monospace is-invalid") == 2


def test_the_preview_of_a_tile_held_too_often_names_the_holders_not_players(
    scorer_client, table_session
):
    data = six_red_dragons(scorer_client, table_session)
    html = scorer_client.post(reverse("hand-preview", args=[table_session.pk]), data)
    text = html.content.decode()
    assert "South (Bob) 3, West (Chen) 3" in text
    assert "players:" not in text and "<strong>players</strong>" not in text


def test_an_error_about_the_whole_table_reads_as_the_table():
    assert describe_path("players", NAMES) == "the table"
