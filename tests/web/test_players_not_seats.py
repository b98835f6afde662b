"""A hand belongs to its players: every write carries the hand number and the deal (who sat
where) it was typed against; what no longer holds is refused with 409 and both versions,
never renumbered or re-seated. A submission key sent again with another body is refused.

Seats follow classical-extra.md ("Seats, East and the prevailing wind"): East keeps the deal
when East wins; any other win passes it, and the player who started at South deals next.
"""

import json
import uuid

import pytest
from django.urls import reverse

from scoring.engine import contract
from scoring.models import Hand, HandRevision, Session
from scoring.services.hands import sessions as service

from .conftest import filled, hand_doc, hand_lines, rendered_form

pytestmark = pytest.mark.django_db


def new_hand(session):
    return reverse("hand-new", args=[session.pk])


def queued(session):
    return reverse("hand-queued", args=[session.pk])


def api_body(session, winner, key=None, **changes):
    body = {
        "submission_key": str(key or uuid.uuid4()),
        "number": session.next_number(),
        "seats": session.seats_for(session.next_deal()),
        "hand": hand_doc(winner),
    }
    return {**body, **changes}


def post_json(client, url, body):
    return client.post(url, json.dumps(body), content_type="application/json")


# The hand form -------------------------------------------------------------------------------


def test_two_scorers_recording_hand_1_from_the_form_store_it_once_and_the_second_sees_both(
    client, scorer, table_session
):
    client.force_login(scorer)
    # Both phones opened the form while hand 1 was next; Bob (South) won on one, Chen on the other.
    bobs = filled(client.get(new_hand(table_session)), hand_lines("S"), "S")
    chens = filled(client.get(new_hand(table_session)), hand_lines("W"), "W")
    assert client.post(new_hand(table_session), bobs).status_code == 302
    second = client.post(new_hand(table_session), chens)
    assert second.status_code == 409
    page = second.content.decode()
    assert "Hand 1 was recorded by someone else meanwhile" in page
    assert 'id="yours"' in page and 'id="theirs"' in page
    # Theirs: Bob won hand 1; yours: Chen, as typed.
    theirs = page[page.index('id="theirs"') :]
    yours = page[page.index('id="yours"') : page.index('id="theirs"')]
    assert "<strong data-winner>Bob</strong>" in theirs
    assert "<strong data-winner>Chen</strong>" in yours
    hands = Hand.objects.filter(session=table_session)
    assert [(h.number, h.winner) for h in hands] == [(1, "S")]
    assert HandRevision.objects.filter(hand__session=table_session).count() == 1


def test_keep_both_from_the_form_records_the_second_hand_with_the_same_players(
    client, scorer, table_session
):
    client.force_login(scorer)
    bobs = filled(client.get(new_hand(table_session)), hand_lines("S"), "S")
    chens = filled(client.get(new_hand(table_session)), hand_lines("W"), "W")
    client.post(new_hand(table_session), bobs)
    refused = client.post(new_hand(table_session), chens)
    # The page shows how hand 2 would be recorded: Bob won hand 1, so the deal passed and
    # Chen sits at South in hand 2 (classical-extra.md).
    page = refused.content.decode()
    as_next = page[page.index('id="as-next"') : page.index('id="keep-both"')]
    assert "<strong data-winner>Chen</strong>" in as_next
    assert 'seat-S">S</span> Chen' in as_next
    kept = client.post(new_hand(table_session), rendered_form(refused, "keep-both"))
    assert kept.status_code == 302
    second = table_session.live_hands().get(number=2)
    assert second.winner == "S" and second.seats.get(seat="S").player.name == "Chen"
    # Chen's line went with Chen.
    assert second.seats.get(seat="S").melds == hand_doc("W")["players"]["W"]["melds"]


def test_a_form_whose_seats_a_correction_moved_is_refused_409_not_reseated(
    client, scorer, table_session
):
    client.force_login(scorer)
    first, _ = service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    # Hand 2's form shows Bob at East (South won hand 1, so the deal passed). The scorer taps
    # Bob, who sits at East on this form.
    data = filled(client.get(new_hand(table_session)), hand_lines("E"), "E")
    assert data["expected_deal"] == "E1.1" and data["expected_number"] == "2"
    # Meanwhile hand 1 is corrected to an East win: East keeps the deal, Alena is East again.
    service.correct_hand(first, hand_doc("E"), scorer, "Alena went out", 1)
    answer = client.post(new_hand(table_session), data)
    assert answer.status_code == 409
    page = answer.content.decode()
    assert "The seats moved while you typed" in page
    # What the scorer saw (Bob at East, Bob's win) beside the seats as they now are.
    yours = page[page.index('id="yours"') :]
    assert "<strong data-winner>Bob</strong>" in yours
    assert 'id="next-seats"' in page and "Alena" in page[page.index('id="next-seats"') :]
    assert table_session.live_hands().count() == 1


def test_a_hand_form_that_does_not_say_which_hand_it_records_is_refused(
    client, scorer, table_session
):
    client.force_login(scorer)
    data = filled(client.get(new_hand(table_session)), hand_lines("S"), "S")
    del data["expected_number"]
    answer = client.post(new_hand(table_session), data)
    assert answer.status_code == 400
    assert "does not say which hand it records" in answer.content.decode()
    assert not table_session.hands.exists()


def test_the_form_sent_again_with_other_tiles_under_its_key_is_refused_409(
    client, scorer, table_session
):
    client.force_login(scorer)
    data = filled(client.get(new_hand(table_session)), hand_lines("S"), "S")
    assert client.post(new_hand(table_session), data).status_code == 302
    assert client.post(new_hand(table_session), data).status_code == 302  # the same: a repeat
    data.update(filled(client.get(new_hand(table_session)), hand_lines("W"), "W"))
    data["submission_key"] = str(table_session.hands.get().submission_key)
    data["expected_number"], data["expected_deal"] = "1", "E0.0"
    answer = client.post(new_hand(table_session), data)
    assert answer.status_code == 409
    assert "already sent and recorded as hand 1, with other entries" in answer.content.decode()
    assert [h.winner for h in table_session.hands.all()] == ["S"]


# The API ------------------------------------------------------------------------------------


def test_the_api_refuses_a_hand_for_a_number_already_recorded_with_both_versions(
    client, scorer, table_session
):
    client.force_login(scorer)
    url = reverse("api:hands", args=[table_session.pk])
    bobs = api_body(table_session, "S")
    chens = api_body(table_session, "W")  # typed for hand 1 too
    assert post_json(client, url, bobs).status_code == 201
    answer = post_json(client, url, chens)
    assert answer.status_code == 409
    found = answer.json()
    assert found["field"] == "number" and found["next_number"] == 2
    assert found["theirs"]["winner"] == "S" and found["theirs"]["number"] == 1
    assert found["yours"]["hand"]["winner"] == "W" and found["yours"]["number"] == 1
    # Hand 2's seats: South won, so the deal passed and Bob is East.
    assert found["next"]["seats"]["E"] == table_session.south_id
    assert table_session.hands.count() == 1


def test_the_api_refuses_a_hand_typed_with_seats_that_no_longer_hold(client, scorer, table_session):
    client.force_login(scorer)
    url = reverse("api:hands", args=[table_session.pk])
    first, _ = service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    stale = api_body(table_session, "E")  # Bob at East
    service.correct_hand(first, hand_doc("E"), scorer, "Alena went out", 1)
    answer = post_json(client, url, stale)
    assert answer.status_code == 409
    assert answer.json()["yours"]["seats"]["E"] == table_session.south_id
    assert answer.json()["next"]["seats"]["E"] == table_session.east_id
    assert table_session.live_hands().count() == 1


def test_the_api_refuses_seats_that_are_not_the_sessions_players(client, scorer, table_session):
    client.force_login(scorer)
    url = reverse("api:hands", args=[table_session.pk])
    body = api_body(table_session, "S")
    body["seats"]["N"] = body["seats"]["E"]
    answer = post_json(client, url, body)
    assert answer.status_code == 400 and answer.json()["field"] == "seats"
    assert not table_session.hands.exists()


def test_the_api_answers_a_key_resent_with_another_body_409_and_keeps_the_first(
    client, scorer, table_session
):
    client.force_login(scorer)
    url = reverse("api:hands", args=[table_session.pk])
    key = uuid.uuid4()
    first = api_body(table_session, "S", key)
    assert post_json(client, url, first).status_code == 201
    assert post_json(client, url, first).status_code == 200
    other = {**first, "hand": hand_doc("W")}
    answer = post_json(client, url, other)
    assert answer.status_code == 409
    assert answer.json()["field"] == "submission_key"
    assert "different body" in answer.json()["error"]
    assert answer.json()["theirs"]["winner"] == "S"
    assert [h.winner for h in table_session.hands.all()] == ["S"]


# The phone's queue -----------------------------------------------------------------------


def test_a_queued_hand_resent_with_another_body_is_refused_409(client, scorer, table_session):
    client.force_login(scorer)
    data = filled(client.get(new_hand(table_session)), hand_lines("S"), "S")
    assert client.post(queued(table_session), data).status_code == 201
    data.update({f"{seat}_tiles": line for seat, line in hand_lines("N").items()})
    data["winner"] = "N"
    answer = client.post(queued(table_session), data)
    assert answer.status_code == 409
    assert "different body" in answer.json()["error"]
    assert answer.json()["theirs"]["winner"] == "Bob"
    assert [h.winner for h in table_session.hands.all()] == ["S"]


def test_a_later_hand_typed_offline_is_seated_by_player_in_the_true_deal(
    client, scorer, table_session
):
    client.force_login(scorer)
    # Hand 1's form is cached on the phone (Alena E, Bob S, Chen W, Dana N). Offline, the
    # scorer types hand 1 (Bob wins), then hand 2 on the same form: its seats are not known,
    # so its names are all it says. Dana wins hand 2.
    form = client.get(new_hand(table_session))
    one = filled(form, hand_lines("S"), "S")
    two = filled(form, hand_lines("N"), "N", expected_number="2", seats_known="0")
    two["submission_key"] = str(uuid.uuid4())
    assert client.post(queued(table_session), one).status_code == 201
    answer = client.post(queued(table_session), two)
    assert answer.status_code == 201, answer.content
    # Bob won hand 1, so the deal passed: Bob is East, Chen South, Dana West, Alena North.
    hand = table_session.live_hands().get(number=2)
    assert hand.winner == "W" and hand.seats.get(seat="W").player.name == "Dana"
    rows = {row["name"]: row for row in answer.json()["seats"]}
    assert rows["Dana"]["seat"] == "W" and rows["Dana"]["tiles"] == two["N_tiles"]
    # Rule 114: a self-drawn winner is paid by all three, East paying double.
    payments = contract.evaluate(hand.input)["payments"]
    assert rows["Dana"]["payment"] == payments["W"] > 0
    assert payments["E"] == 2 * payments["S"] < 0


def test_a_stale_queued_hand_shows_how_keep_both_would_seat_its_players(
    client, scorer, table_session
):
    client.force_login(scorer)
    form = client.get(new_hand(table_session))
    mine = filled(form, hand_lines("W"), "W")  # Chen wins, typed for hand 1
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    answer = client.post(queued(table_session), mine)
    assert answer.status_code == 409
    found = answer.json()
    assert found["theirs"]["winner"] == "Bob" and found["yours"]["winner"] == "Chen"
    # Kept as hand 2, Chen's win is still Chen's, at Chen's seat in hand 2 (South).
    as_next = found["as_next"]
    assert as_next["number"] == 2 and as_next["winner"] == "Chen"
    assert {row["name"]: row["seat"] for row in as_next["seats"]}["Chen"] == "S"


def test_a_queued_hand_without_the_deal_it_was_typed_for_is_refused(client, scorer, table_session):
    client.force_login(scorer)
    data = filled(client.get(new_hand(table_session)), hand_lines("S"), "S")
    del data["expected_deal"]
    answer = client.post(queued(table_session), data)
    assert answer.status_code == 400 and answer.json()["field"] == "expected_deal"
    assert not table_session.hands.exists()


# The service ----------------------------------------------------------------------------


def test_placing_players_moves_tiles_win_and_penalties_with_the_player():
    seen = {"E": 1, "S": 2, "W": 3, "N": 4}
    true = {"E": 2, "S": 3, "W": 4, "N": 1}
    doc = hand_doc("S", source="discard", discarder="W")
    doc["penalties"] = [{"type": "dangerous_discard", "offender": "N", "claimant": "S"}]
    placed = service.place_players(doc, seen, true)
    # Player 2 (seen at South) sits at East; player 3 (seen at West) at South; 4 at West.
    assert placed["winner"] == "E" and placed["win"]["discarder"] == "S"
    assert placed["players"]["E"] == doc["players"]["S"]
    assert placed["penalties"][0]["offender"] == "W"
    assert placed["penalties"][0]["claimant"] == "E"


# Corrections and deletions -------------------------------------------------------------------


def two_hands_bob_deals_the_second(session, scorer):
    """Hand 1 won by South (Bob), so the deal passed and Bob deals hand 2; Chen won hand 2."""
    first, _ = service.record_hand(session, hand_doc("S"), scorer, uuid.uuid4())
    service.record_hand(session, hand_doc("S"), scorer, uuid.uuid4())
    return first


def test_a_correction_typed_against_seats_that_moved_is_refused_409(client, scorer, table_session):
    client.force_login(scorer)
    first = two_hands_bob_deals_the_second(table_session, scorer)
    url = reverse("hand-correct", args=[table_session.pk, 2])
    data = filled(client.get(url), hand_lines("W"), "W", reason="Dana went out")
    assert data["expected_deal"] == "E1.1"
    # Meanwhile hand 1 becomes an East win: East keeps the deal, Alena is East in hand 2.
    service.correct_hand(first, hand_doc("E"), scorer, "Alena went out", 1)
    answer = client.post(url, data)
    assert answer.status_code == 409
    assert "The seats moved: your entries are kept below with the same players" in (
        answer.content.decode()
    )
    # Hand 2 is as it was: Chen's win (re-seated with Chen by the correction of hand 1).
    second = table_session.live_hands().get(number=2)
    assert not second.revisions.filter(action=HandRevision.Action.CORRECT).exists()
    assert second.seats.get(seat=second.winner).player.name == "Chen"
    # Shown again with the same players: Dana's winning line (typed at West, where Dana sat
    # with Bob dealing) is now under North, Dana's seat with Alena dealing; saving it again
    # records Dana's win.
    again = rendered_form(answer)
    assert again["N_tiles"] == data["W_tiles"] and again["winner"] == "N"
    assert again["expected_deal"] == "E0.0" and again["reason"] == "Dana went out"
    assert client.post(url, again).status_code == 302
    corrected = table_session.live_hands().get(number=2)
    assert corrected.seats.get(seat=corrected.winner).player.name == "Dana"


def test_the_api_refuses_a_correction_or_deletion_typed_against_seats_that_moved(
    client, scorer, table_session
):
    client.force_login(scorer)
    first = two_hands_bob_deals_the_second(table_session, scorer)
    seen = table_session.seats_for(table_session.live_hands().get(number=2).deal)
    service.correct_hand(first, hand_doc("E"), scorer, "Alena went out", 1)
    url = reverse("api:hand", args=[table_session.pk, 2])
    body = {"base_version": 1, "reason": "West went out", "seats": seen, "hand": hand_doc("W")}
    corrected = client.put(url, json.dumps(body), content_type="application/json")
    assert corrected.status_code == 409 and "moved" in corrected.json()["error"]
    body = {"base_version": 1, "reason": "wrong table", "seats": seen}
    deleted = client.delete(url, json.dumps(body), content_type="application/json")
    assert deleted.status_code == 409
    assert table_session.live_hands().count() == 2


def test_a_deletion_from_a_page_whose_seats_moved_is_refused_409(client, scorer, table_session):
    client.force_login(scorer)
    first = two_hands_bob_deals_the_second(table_session, scorer)
    page = client.get(reverse("hand", args=[table_session.pk, 2])).content.decode()
    assert 'name="expected_deal" value="E1.1"' in page
    service.correct_hand(first, hand_doc("E"), scorer, "Alena went out", 1)
    answer = client.post(
        reverse("hand-delete", args=[table_session.pk, 2]),
        {"base_version": "1", "reason": "wrong table", "expected_deal": "E1.1"},
    )
    assert answer.status_code == 409
    assert table_session.live_hands().count() == 2


def test_a_waiting_hand_chosen_over_the_recorded_one_keeps_its_players(
    client, scorer, table_session
):
    client.force_login(scorer)
    # Typed offline for hand 2 with Bob at East (South won hand 1): Bob won it.
    first, _ = service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    mine = filled(client.get(new_hand(table_session)), hand_lines("E"), "E")
    service.correct_hand(first, hand_doc("E"), scorer, "Alena went out", 1)
    service.record_hand(table_session, hand_doc("N"), scorer, uuid.uuid4())  # Dana won hand 2
    # "Use mine": the phone turns it into a correction of hand 2 (queue.js), seats_known=0.
    mine.update(number="2", base_version="1", reason="chosen on the phone", seats_known="0")
    answer = client.post(queued(table_session), mine)
    assert answer.status_code == 201, answer.content
    # Alena is East in hand 2 now; Bob, who won, is South.
    second = table_session.live_hands().get(number=2)
    assert second.winner == "S" and second.seats.get(seat="S").player.name == "Bob"


def test_the_database_index_turns_a_race_past_the_lock_into_a_409_not_a_500(
    scorer, table_session, monkeypatch
):
    # Without row locks (SQLite), a second request may read the session before the first
    # commits: the unique index on a live hand's number refuses its insert, and the answer
    # is the hand that won, as after the lock.
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4(), expected_number=1)
    monkeypatch.setattr(Session, "live_hands", lambda self: self.hands.none())
    with pytest.raises(service.DealTaken) as taken:
        service.record_hand(table_session, hand_doc("W"), scorer, uuid.uuid4(), expected_number=1)
    assert taken.value.theirs.winner == "S"
    assert Hand.objects.filter(session=table_session).count() == 1


def test_a_waiting_correction_whose_seats_moved_shows_yours_with_the_players_typed(
    client, scorer, table_session
):
    client.force_login(scorer)
    first = two_hands_bob_deals_the_second(table_session, scorer)
    url = reverse("hand-correct", args=[table_session.pk, 2])
    # Typed offline on the correction form of hand 2 (Bob at East): Dana, at West, won.
    data = filled(client.get(url), hand_lines("W"), "W", reason="Dana went out", number="2")
    service.correct_hand(first, hand_doc("E"), scorer, "Alena went out", 1)
    answer = client.post(queued(table_session), data)
    assert answer.status_code == 409
    found = answer.json()
    assert "moved" in found["error"]
    assert found["yours"]["winner"] == "Dana"
    assert {row["seat"]: row["name"] for row in found["yours"]["seats"]}["E"] == "Bob"
    assert found["theirs"]["winner"] == "Chen"
