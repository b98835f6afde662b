"""Four phones at one table, the server's side: the scorer's table page opens at the session's
depth with the parts that arrived in the fields of that depth, a player's join page carries the
same tile picker as the scorer's, and a join link of a session that is over says so."""

import uuid

import pytest
from django.urls import reverse

from scoring.models.session import Entry
from scoring.services import sessions as service
from scoring.services import table

from .conftest import hand_doc, rendered_form

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("depth", [Entry.TILES, Entry.SETS, Entry.SCORES])
def test_the_scorers_table_page_opens_at_the_sessions_depth(scorer_client, table_session, depth):
    table_session.entry_depth = depth
    table_session.save()
    form = rendered_form(scorer_client.get(reverse("table", args=[table_session.pk])))
    assert form["entry"] == depth


def test_at_the_scores_depth_a_players_score_arrives_in_their_score_field(
    client, scorer_client, table_session
):
    table_session.entry_depth = Entry.SCORES
    table_session.save()
    join = reverse("table-join", args=[table.join_token(table_session, 1)])
    entry = rendered_form(client.get(f"{join}?seat=W"))  # the page names West's player
    assert client.post(join, {**entry, "line": "8"}).status_code == 302
    form = rendered_form(scorer_client.get(reverse("table", args=[table_session.pk])))
    assert form["W_score"] == "8" and form["W_tiles"] == ""


def test_a_players_join_page_carries_the_scorers_tile_picker(client, table_session):
    join = reverse("table-join", args=[table.join_token(table_session, 1)])
    html = client.get(f"{join}?seat=S").content.decode()
    # the same dock: tiles, the four kinds of set, one tile back; the line it edits is South's
    for marker in (
        'id="picker"',
        'data-pick="Rd"',
        'data-meld="pung"',
        'data-meld="chow"',
        'data-op="back"',
        'data-seat="S"',
        'id="melds-S"',
        'id="send-part"',
    ):
        assert marker in html, marker
    assert "scoring/handform" in html


def test_a_join_link_of_a_session_ended_early_says_the_session_ended(
    client, scorer_client, table_session, scorer
):
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    token = table.join_token(table_session, 2)
    scorer_client.post(
        reverse("session-end", args=[table_session.pk]), {"reason": "the hall closes"}
    )
    late = client.get(reverse("table-join", args=[token]))
    assert late.status_code == 410
    text = late.content.decode()
    assert "this session was ended early" in text and "has been recorded" not in text


def test_a_join_link_for_a_recorded_hand_still_says_it_was_recorded(client, table_session, scorer):
    token = table.join_token(table_session, 1)
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    late = client.get(reverse("table-join", args=[token]))
    assert "hand 1 has been recorded" in late.content.decode()
