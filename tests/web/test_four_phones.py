"""Four phones at one table, the server's side: the scorer's table page opens at the session's
depth with the parts that arrived in the fields of that depth, a player's join page carries the
same tile picker as the scorer's, and a join link of a session that is over says so."""

import uuid

import pytest
from django.urls import reverse

from scoring.models.session import Entry
from scoring.services.hands import sessions as service
from scoring.services.hands import table

from .conftest import hand_doc, joined_phone, rendered_form, send_part

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
    phone = joined_phone(table_session, "W", client)
    assert send_part(phone, table_session, "8").status_code == 302
    form = rendered_form(scorer_client.get(reverse("table", args=[table_session.pk])))
    assert form["W_score"] == "8" and form["W_tiles"] == ""


def test_a_players_join_page_carries_the_scorers_tile_picker(client, table_session):
    join = reverse("table-join", args=[table.join_token(table_session)])
    html = joined_phone(table_session, "S", client).get(join).content.decode()
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
    token = table.join_token(table_session)
    scorer_client.post(
        reverse("session-end", args=[table_session.pk]), {"reason": "the hall closes"}
    )
    late = client.get(reverse("table-join", args=[token]))
    assert late.status_code == 410
    text = late.content.decode()
    assert "this game was ended early" in text and "has been recorded" not in text


def test_a_join_link_opens_the_next_hand_once_a_hand_is_recorded_showing_the_one_before(
    client, table_session, scorer
):
    token = table.join_token(table_session)
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    page = client.get(reverse("table-join", args=[token]))
    assert page.status_code == 200 and page.context["number"] == 2
    assert "Hand 1 is recorded." in page.content.decode()


def send_own_part(client, session, seat, line, **win):
    """`seat`'s player's own phone (one phone per player; `client` is the test's)."""
    return send_part(joined_phone(session, seat), session, line, **win)


def test_the_winners_phone_says_how_they_won_and_the_scorer_records_it_as_sent(
    client, scorer_client, table_session
):
    from .conftest import hand_lines

    lines = hand_lines("S")
    west = table_session.starting_seats["W"].pk
    claim = {"win": f"p{west}", "win_tile": "Wd", "completes": "5"}
    assert send_own_part(client, table_session, "S", lines["S"], **claim).status_code == 302
    for seat in "WN":
        assert send_own_part(client, table_session, seat, lines[seat]).status_code == 302
    form = rendered_form(scorer_client.get(reverse("table", args=[table_session.pk])))
    # South won on West's discard, the white dragon completing South's fifth set (the pair).
    assert (form["winner"], form["win_source"], form["discarder"]) == ("S", "discard", "W")
    assert (form["win_tile"], form["completes"]) == ("Wd", "5")
    status = scorer_client.get(reverse("table-status", args=[table_session.pk]) + "?number=1")
    assert "won on Chen's discard (white dragon)" in status.content.decode()
    # The scorer adds their own hand and confirms.
    posted = scorer_client.post(
        reverse("table", args=[table_session.pk]), {**form, "E_tiles": lines["E"]}
    )
    assert posted.status_code == 302
    win = table_session.live_hands().get().input["win"]
    assert (win["source"], win["discarder"], win["tile"], win["completes"]) == (
        "discard",
        "W",
        "Wd",
        4,
    )


def test_a_claim_to_have_won_on_no_one_at_the_tables_discard_is_refused(client, table_session):
    from scoring.models import HandPart

    own = table_session.starting_seats["S"].pk
    for how in ("p999999", f"p{own}", "discard"):
        refused = send_own_part(client, table_session, "S", "[Rd Rd Rd]", win=how)
        assert refused.status_code == 400, how
        assert "say how you won" in refused.content.decode()
    refused = send_own_part(client, table_session, "S", "[Rd Rd Rd]", win="wall", win_tile="Xx")
    assert refused.status_code == 400 and "unknown tile" in refused.content.decode()
    assert not HandPart.objects.exists()


def test_two_phones_claiming_the_win_leave_the_result_to_the_scorer(
    client, scorer_client, table_session
):
    send_own_part(client, table_session, "S", "[Rd Rd Rd]", win="wall")
    assert (
        rendered_form(scorer_client.get(reverse("table", args=[table_session.pk])))["winner"] == "S"
    )
    send_own_part(client, table_session, "W", "[Gd Gd Gd]", win="wall")
    form = rendered_form(scorer_client.get(reverse("table", args=[table_session.pk])))
    assert not form.get("winner") and not form.get("win_source")
