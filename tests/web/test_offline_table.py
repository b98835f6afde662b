"""The server side of the table's phones: the queue endpoint a phone sends its waiting hands to,
the service worker and manifest, the four-phone table's join links and parts, and the live
fragments' ETags. Bad input is a 4xx with a reason and saves nothing."""

import json
import re
import uuid
from pathlib import Path

import pytest
from django.urls import reverse
from PIL import Image

from scoring.engine import contract
from scoring.models import Hand, HandPart
from scoring.models.session import Entry
from scoring.services.hands import sessions as service
from scoring.services.hands import table

from .conftest import filled, hand_doc, hand_lines, joined_phone, rendered_form, send_part

STATIC = Path(__file__).resolve().parents[2] / "scoring" / "static"


def seated(session, seat):
    """The player id the join page shows for `seat` (the hand being played)."""
    return session.seats_for(session.next_deal())[seat]


def queued(session):
    return reverse("hand-queued", args=[session.pk])


def waiting_hand(client, session, winner, number, **extra):
    """The fields a phone's queue holds for a hand typed as hand `number`."""
    form = client.get(reverse("hand-new", args=[session.pk]))
    return filled(form, hand_lines(winner), winner, expected_number=str(number), **extra)


def test_a_waiting_hand_is_recorded_once_however_often_the_queue_sends_it(
    scorer_client, table_session
):
    data = waiting_hand(scorer_client, table_session, "E", 1)
    first = scorer_client.post(queued(table_session), data)
    again = scorer_client.post(queued(table_session), data)
    assert (first.status_code, again.status_code) == (201, 200)
    assert (first.json()["status"], again.json()["status"]) == ("recorded", "already")
    hand = table_session.hands.get()
    assert str(hand.submission_key) == data["submission_key"]
    # The answer carries the scores for the phone to show: East's self-drawn win (114: the
    # winner is paid by all three; East pays and receives double).
    payments = contract.evaluate(hand.input)["payments"]
    assert {s["seat"]: s["payment"] for s in first.json()["seats"]} == payments


def test_a_waiting_hand_whose_deal_was_taken_meanwhile_comes_back_409_with_both_versions(
    scorer_client, table_session, scorer
):
    data = waiting_hand(scorer_client, table_session, "E", 1)
    theirs, _ = service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    answer = scorer_client.post(queued(table_session), data)
    assert answer.status_code == 409
    body = answer.json()
    assert (body["status"], body["number"], body["next_number"]) == ("conflict", 1, 2)
    assert body["theirs"]["winner"] == "Bob" and body["theirs"]["version"] == 1
    assert body["yours"]["winner"] == "Alena"
    # Both versions are scored on hand 1's deal, as the engine scores them.
    mine = service.build_document(table_session, theirs.deal, hand_doc("E", "wall"))
    mine["win"]["completes"] = 4
    assert {s["seat"]: s["payment"] for s in body["theirs"]["seats"]} == theirs.output["payments"]
    assert {s["seat"]: s["payment"] for s in body["yours"]["seats"]} == contract.evaluate(mine)[
        "payments"
    ]
    assert Hand.objects.count() == 1  # nothing recorded silently


def test_the_service_refuses_a_hand_typed_for_a_number_the_session_has_passed(
    table_session, scorer
):
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    with pytest.raises(service.DealTaken) as refused:
        service.record_hand(table_session, hand_doc("E"), scorer, uuid.uuid4(), expected_number=1)
    assert refused.value.theirs.number == 1 and refused.value.next_number == 2
    # The number the session expects passes.
    hand, created = service.record_hand(
        table_session, hand_doc("E"), scorer, uuid.uuid4(), expected_number=2
    )
    assert (hand.number, created) == (2, True)


def test_a_waiting_correction_of_a_hand_changed_meanwhile_comes_back_409_and_its_repeat_200(
    scorer_client, table_session, scorer
):
    hand, _ = service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    form = scorer_client.get(reverse("hand-correct", args=[table_session.pk, 1]))
    data = filled(form, hand_lines("E"), "E", number="1", reason="East went out")
    assert data["base_version"] == "1"
    service.correct_hand(hand, hand_doc("W"), scorer, "West went out", 1)
    stale = scorer_client.post(queued(table_session), data)
    assert stale.status_code == 409
    assert stale.json()["theirs"]["version"] == 2 and stale.json()["theirs"]["winner"] == "Chen"
    # The scorer chooses theirs over it: the correction is sent against version 2.
    data["base_version"] = "2"
    applied = scorer_client.post(queued(table_session), data)
    repeat = scorer_client.post(queued(table_session), data)
    assert (applied.status_code, repeat.status_code) == (201, 200)
    hand.refresh_from_db()
    assert (hand.winner, hand.version) == ("E", 3)


def test_a_waiting_hand_the_server_cannot_read_is_refused_with_its_fields_and_not_saved(
    scorer_client, table_session
):
    data = waiting_hand(scorer_client, table_session, "S", 1)
    data["W_tiles"] = "Rd Rd Xx"
    answer = scorer_client.post(queued(table_session), data)
    assert answer.status_code == 400
    assert "Xx" in answer.json()["errors"]["W_tiles"][0]["message"]
    missing = dict(data, W_tiles=hand_lines("S")["W"])
    del missing["expected_number"]
    assert scorer_client.post(queued(table_session), missing).status_code == 400
    assert Hand.objects.count() == 0


def test_a_queue_without_a_login_is_told_to_log_in_again_and_saves_nothing(
    client, scorer_client, table_session
):
    data = waiting_hand(scorer_client, table_session, "S", 1)
    client.logout()
    answer = client.post(queued(table_session), data)
    assert answer.status_code == 403 and "log in again" in answer.json()["error"]
    assert client.get(queued(table_session)).json()["can_record"] is False
    assert Hand.objects.count() == 0


def test_the_service_worker_is_served_from_the_root_with_its_scope_and_never_stale(client):
    answer = client.get("/sw.js")
    assert answer["Content-Type"].startswith("application/javascript")
    assert answer["Service-Worker-Allowed"] == "/"
    assert answer["Cache-Control"] == "no-cache"
    config = json.loads(re.match(r"self\.CLUBSCORE = (.*?);\n", answer.content.decode()).group(1))
    assert "/static/scoring/tiles.svg" in config["shell"]
    assert "/static/scoring/handform.js" in config["shell"]
    assert config["shell"][0] == reverse("offline-queue")


def test_the_manifest_installs_clubscore_with_icons_of_the_sizes_it_names(client):
    answer = client.get(reverse("manifest"))
    assert answer["Content-Type"] == "application/manifest+json"
    manifest = answer.json()
    assert (manifest["name"], manifest["display"], manifest["start_url"]) == (
        "ClubScore",
        "standalone",
        "/",
    )
    for icon in manifest["icons"]:
        path = STATIC / icon["src"].removeprefix("/static/")
        with Image.open(path) as image:
            assert f"{image.width}x{image.height}" == icon["sizes"]


def test_a_player_with_the_table_code_enters_their_part_and_the_scorer_sees_it(
    client, scorer_client, table_session
):
    token = table.join_token(table_session)
    join = reverse("table-join", args=[token])
    assert "Who are you?" in client.get(join).content.decode()
    sent = send_part(joined_phone(table_session, "S", client), table_session, hand_lines("E")["S"])
    assert sent.status_code == 302
    part = HandPart.objects.get()
    assert (part.number, part.seat, part.line) == (1, "S", hand_lines("E")["S"])
    status = scorer_client.get(reverse("table-status", args=[table_session.pk]) + "?number=1")
    bob = f'data-seat="S" data-player="{table_session.south_id}" data-name="Bob"'
    assert f'{bob} data-entered="1" data-line="{hand_lines("E")["S"]}"' in (
        status.content.decode().replace("&quot;", '"')
    )
    # Sending again replaces the part: one per player and hand.
    send_part(client, table_session, "(1b 1b 1b)")
    assert HandPart.objects.get().line == "(1b 1b 1b)"


def test_an_unreadable_part_is_refused_with_its_reason_and_not_saved(client, table_session):
    phone = joined_phone(table_session, "W", client)
    answer = send_part(phone, table_session, "Rd Rd Xx")
    assert answer.status_code == 400
    assert "Xx" in answer.content.decode()
    table_session.entry_depth = Entry.SCORES
    table_session.save()
    answer = send_part(phone, table_session, "lots")
    assert answer.status_code == 400 and "whole number" in answer.content.decode()
    assert HandPart.objects.count() == 0


def test_a_forged_code_or_one_of_a_finished_session_is_refused_and_saves_nothing(
    client, scorer_client, table_session, scorer
):
    token = table.join_token(table_session)
    forged = token[:-2] + ("AA" if not token.endswith("AA") else "BB")
    assert client.get(reverse("table-join", args=[forged])).status_code == 400
    phone = joined_phone(table_session, "N", client)
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    scorer_client.post(reverse("session-end", args=[table_session.pk]), {"reason": "late"})
    late = phone.post(reverse("table-join", args=[token]), {"number": "2", "line": "(1b 1b 1b)"})
    assert late.status_code == 410
    assert "ended early" in late.content.decode()
    # The player's phone is shown the last result and told to stop polling (htmx: 286).
    status = client.get(reverse("table-join-status", args=[token]))
    assert status.status_code == 286 and "Hand 1 is recorded." in status.content.decode()
    assert HandPart.objects.count() == 0


def test_only_the_sessions_scorers_open_the_table_and_its_code(
    client, table_session, django_user_model
):
    page = reverse("table", args=[table_session.pk])
    assert client.get(page).status_code == 302  # to the login page
    client.force_login(django_user_model.objects.create_user("visitor"))
    assert client.get(page).status_code == 403
    assert client.get(reverse("table-qr", args=[table_session.pk])).status_code == 403


def test_the_table_code_is_an_svg_qr_code_of_the_join_link(scorer_client, table_session):
    answer = scorer_client.get(reverse("table-qr", args=[table_session.pk]))
    assert answer["Content-Type"] == "image/svg+xml"
    assert answer.content.startswith(b"<?xml") and b"<svg" in answer.content
    page = scorer_client.get(reverse("table", args=[table_session.pk])).content.decode()
    assert 'id="table-qr"' in page and "/t/" in page


def test_a_live_fragment_answers_304_until_a_hand_or_a_part_changes_the_table(
    scorer_client, table_session, scorer
):
    live = reverse("session-live", args=[table_session.pk])
    first = scorer_client.get(live)
    etag = first["ETag"]
    assert scorer_client.get(live, HTTP_IF_NONE_MATCH=etag).status_code == 304
    table.save_part(table_session, 1, table_session.north_id, "(1b 1b 1b)", None)
    changed = scorer_client.get(live, HTTP_IF_NONE_MATCH=etag)
    assert changed.status_code == 200 and changed["ETag"] != etag
    etag = changed["ETag"]
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    recorded = scorer_client.get(live, HTTP_IF_NONE_MATCH=etag)
    assert recorded.status_code == 200 and 'data-hand="1"' in recorded.content.decode()


def test_an_unchanged_table_costs_a_poll_a_304_and_a_handful_of_queries(
    scorer_client, table_session, django_assert_max_num_queries
):
    live = reverse("session-live", args=[table_session.pk])
    etag = scorer_client.get(live)["ETag"]
    # The login's session and user, the session row, the fingerprint's one query, whether
    # this user records at the table; and the session's owner, for its privacy settings
    # (scoring.middleware.PrivacyMiddleware).
    with django_assert_max_num_queries(6):
        assert scorer_client.get(live, HTTP_IF_NONE_MATCH=etag).status_code == 304


def test_a_part_longer_than_any_hand_or_for_a_riichi_table_is_refused(client, table_session):
    join = reverse("table-join", args=[table.join_token(table_session)])
    phone = joined_phone(table_session, "S", client)
    assert send_part(phone, table_session, "1b " * 200).status_code == 400
    table_session.ruleset = "riichi"
    table_session.save()
    answer = phone.post(join, {"number": "1", "line": "(1b 1b 1b)"})
    assert answer.status_code == 400
    assert HandPart.objects.count() == 0


def test_a_status_poll_without_a_hand_number_is_refused_not_an_error(scorer_client, table_session):
    status = reverse("table-status", args=[table_session.pk])
    assert scorer_client.get(status + "?number=abc").status_code == 400
    assert scorer_client.get(status).status_code == 400
    assert scorer_client.get(status + "?number=1").status_code == 200


def test_a_waiting_hand_whose_seats_a_correction_moved_comes_back_409_not_reseated(
    scorer_client, table_session, scorer
):
    # South won hand 1, so the deal passed: Bob deals hand 2 (classical-extra.md: the deal
    # passes on any win but East's). The form for hand 2 is kept on the phone with that deal.
    first, _ = service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    data = waiting_hand(scorer_client, table_session, "E", 2)
    page = scorer_client.get(reverse("hand-new", args=[table_session.pk])).content.decode()
    data["expected_deal"] = re.search(r'data-deal="([^"]+)"', page).group(1)
    assert data["expected_deal"] == service.deal_key(table_session.next_deal())
    # Meanwhile hand 1 is corrected to an East win: East keeps the deal, Alena deals hand 2.
    service.correct_hand(first, hand_doc("E"), scorer, "East went out", 1)
    moved = scorer_client.post(queued(table_session), data)
    assert moved.status_code == 409
    assert "seats moved" in moved.json()["error"] and moved.json()["next_number"] == 2
    # ... and says which earlier hand's change moved them; there is no other hand 2 to keep.
    assert "hand 1 was corrected" in moved.json()["error"] and moved.json()["theirs"] is None
    assert table_session.live_hands().count() == 1
    # The scorer keeps it as hand 2: the seats it was typed with only name the players now
    # (the phone sends seats_known=0), so Bob's win stays Bob's, at the seat Bob now has.
    data["seats_known"] = "0"
    kept = scorer_client.post(queued(table_session), data)
    assert kept.status_code == 201
    second = table_session.live_hands().get(number=2)
    assert second.winner == "S" and second.seats.get(seat="S").player == table_session.south
    assert second.seats.get(seat="E").player == table_session.east


def test_the_session_pages_who_won_row_opens_the_form_with_the_tiles_the_phones_sent(
    scorer_client, table_session
):
    # Four phones: South and West sent their hands, South claiming the win self-drawn on the
    # white dragon. The scorer goes back to the session page and taps South in its "who won"
    # row: the form opens with what the phones sent, as the table page would, not empty.
    lines = hand_lines("S")
    claim = {"source": "wall", "tile": "Wd", "completes": 5}
    table.save_part(table_session, 1, table_session.south_id, lines["S"], None, "b", win=claim)
    table.save_part(table_session, 1, table_session.west_id, lines["W"], None, phone="c")
    url = reverse("hand-new", args=[table_session.pk])
    form = rendered_form(scorer_client.get(url, {"winner": "S"}))
    assert (form["S_tiles"], form["W_tiles"], form["N_tiles"]) == (lines["S"], lines["W"], "")
    assert (form["winner"], form["win_source"], form["win_tile"]) == ("S", "wall", "Wd")
    # Marked as the phone's, so that choosing another winner does not move South's sets.
    html = scorer_client.get(url, {"winner": "S"}).content.decode()
    assert re.search(r'name="S_tiles"[^>]*data-from-table="[^"]*Rd Rd Rd', html)
    # Tapping another winner than the one who claimed keeps the lines, not South's claim.
    form = rendered_form(scorer_client.get(url, {"winner": "W"}))
    assert (form["S_tiles"], form["winner"], form.get("win_tile", "")) == (lines["S"], "W", "")
