"""After Record, the scorer is already on the next hand's form: the hand just recorded is shown
above it with each player's payment, and it can be undone (a soft, audited deletion)."""

import uuid

import pytest
from django.urls import reverse

from scoring.engine import contract
from scoring.models import Session
from scoring.services.hands import sessions as service

from .conftest import filled, hand_doc, hand_lines, rendered_form

pytestmark = pytest.mark.django_db


def new_hand_url(session):
    return reverse("hand-new", args=[session.pk])


def test_recording_a_hand_opens_the_next_hands_form_with_the_result_above_it(
    scorer_client, table_session
):
    data = filled(scorer_client.get(new_hand_url(table_session)), hand_lines("S"), "S")
    posted = scorer_client.post(new_hand_url(table_session), data)
    assert posted.status_code == 302
    assert posted["Location"] == f"{new_hand_url(table_session)}?recorded=1"
    page = scorer_client.get(posted["Location"])
    html = page.content.decode()
    assert page.context["number"] == 2  # the form is for the next hand
    assert 'id="just-recorded"' in html and "Hand 1 recorded" in html
    # Rule 117 settlement as the engine gives it: each seat's payment, shown per seat.
    payments = contract.evaluate(table_session.hands.get().input)["payments"]
    for seat, payment in payments.items():
        assert f'data-seat="{seat}">{payment}<' in html
    assert 'id="undo-recorded"' in html


def test_undo_deletes_the_hand_just_recorded_softly_with_its_reason(scorer_client, table_session):
    data = filled(scorer_client.get(new_hand_url(table_session)), hand_lines("E"), "E")
    page = scorer_client.post(new_hand_url(table_session), data, follow=True)
    undo = rendered_form(page, "undo-form")
    scorer_client.post(reverse("hand-delete", args=[table_session.pk, 1]), undo)
    hand = table_session.hands.get()
    assert hand.is_deleted and table_session.live_hands().count() == 0
    assert hand.revisions.order_by("-version").first().reason == "undone at once"


def test_no_undo_is_offered_once_a_later_hand_is_recorded(scorer_client, table_session, scorer):
    for winner in ("S", None):
        service.record_hand(table_session, hand_doc(winner), scorer, uuid.uuid4())
    html = scorer_client.get(f"{new_hand_url(table_session)}?recorded=1").content.decode()
    assert "Hand 1 recorded" in html and 'id="undo-recorded"' not in html
    # Nonsense in the address shows nothing and fails nothing.
    for junk in ("x", "99", "1" * 40):
        page = scorer_client.get(f"{new_hand_url(table_session)}?recorded={junk}")
        assert page.status_code == 200 and 'id="just-recorded"' not in page.content.decode()


def one_hand_session(scorer_client, table_session):
    """A session of one hand, that hand recorded: the response to its Record."""
    table_session.length = Session.Length.HANDS
    table_session.hand_limit = 1
    table_session.save()
    data = filled(scorer_client.get(new_hand_url(table_session)), hand_lines("S"), "S")
    return scorer_client.post(new_hand_url(table_session), data)


def test_the_last_hand_of_a_session_returns_to_the_session_page_with_its_undo(
    scorer_client, table_session
):
    posted = one_hand_session(scorer_client, table_session)
    assert posted["Location"] == f"{table_session.get_absolute_url()}?recorded=1"
    page = scorer_client.get(posted["Location"])
    html = page.content.decode()
    assert table_session.is_finished and 'id="totals"' in html
    assert "Hand 1 recorded" in html and 'id="undo-recorded"' in html
    # Undone: a soft deletion with its revision, and the session is open again for hand 1.
    scorer_client.post(
        reverse("hand-delete", args=[table_session.pk, 1]), rendered_form(page, "undo-form")
    )
    hand = table_session.hands.get()
    assert (
        hand.is_deleted and hand.revisions.order_by("-version").first().reason == "undone at once"
    )
    assert not table_session.is_finished and table_session.next_number() == 1


def test_the_last_hands_undo_is_refused_once_the_hand_changed_since(
    scorer_client, table_session, scorer
):
    page = scorer_client.get(one_hand_session(scorer_client, table_session)["Location"])
    undo = rendered_form(page, "undo-form")
    hand = table_session.hands.get()
    service.correct_hand(hand, hand_doc("S", "discard", "E"), scorer, "off East", hand.version)
    refused = scorer_client.post(reverse("hand-delete", args=[table_session.pk, 1]), undo)
    assert refused.status_code == 409
    assert not table_session.hands.get().is_deleted


def test_the_session_page_offers_no_undo_for_a_hand_that_is_not_the_last(
    scorer_client, table_session, scorer
):
    for winner in ("S", None):
        service.record_hand(table_session, hand_doc(winner), scorer, uuid.uuid4())
    html = scorer_client.get(f"{table_session.get_absolute_url()}?recorded=1").content.decode()
    assert 'id="undo-recorded"' not in html
    html = scorer_client.get(f"{table_session.get_absolute_url()}?recorded=2").content.decode()
    assert 'id="undo-recorded"' in html


def test_recording_at_the_four_phone_table_returns_to_the_table(scorer_client, table_session):
    url = reverse("table", args=[table_session.pk])
    data = filled(scorer_client.get(url), hand_lines("S"), "S")
    posted = scorer_client.post(url, data)
    assert posted["Location"] == f"{url}?recorded=1"
    assert 'id="just-recorded"' in scorer_client.get(posted["Location"]).content.decode()


def test_a_session_ended_early_says_how_many_hands_it_holds_after_one_is_deleted(
    scorer_client, table_session, scorer
):
    import uuid

    from scoring.services.hands import sessions as session_service
    from tests.web.conftest import hand_doc

    first, _ = session_service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    session_service.record_hand(table_session, hand_doc("W"), scorer, uuid.uuid4())
    session_service.end_session(table_session, scorer, "the club closes at eleven")
    page = scorer_client.get(table_session.get_absolute_url()).content.decode()
    assert "Ended early after 2 hands" in page
    last = table_session.live_hands().order_by("number").last()
    session_service.delete_hand(last, scorer, "typed twice", last.version)
    page = scorer_client.get(table_session.get_absolute_url()).content.decode()
    assert "Ended early after 1 hand," in page  # the hands it holds, in the singular


def test_a_session_ended_early_keeps_the_length_it_was_started_with(
    scorer_client, table_session, scorer
):
    import uuid

    from scoring.models import Session
    from scoring.services.hands import sessions as session_service
    from tests.web.conftest import hand_doc

    table_session.length = Session.Length.ONE_WIND
    table_session.save()
    for winner in "SWN":  # East passes the deal three times: North deals, the wind goes on
        session_service.record_hand(table_session, hand_doc(winner), scorer, uuid.uuid4())
    session_service.end_session(table_session, scorer, "the club closes at eleven")
    table_session.refresh_from_db()
    assert (table_session.length, table_session.hand_limit) == ("one_wind", None)
    assert table_session.is_finished and table_session.next_deal() is None
    page = scorer_client.get(table_session.get_absolute_url()).content.decode()
    assert "· one wind ·" in page and "a number of hands" not in page
    assert "Ended early after 3 hands" in page


def test_a_deleted_hand_keeps_a_row_in_the_sessions_table_marked_deleted(
    scorer_client, table_session, scorer
):
    """Hand 2 deleted: its row stays between 1 and 3, marked, with the reason; the totals
    count hands 1 and 3 only."""
    import re
    import uuid

    from scoring.services.hands import sessions as session_service
    from tests.web.conftest import hand_doc

    for winner in "SWN":
        session_service.record_hand(table_session, hand_doc(winner), scorer, uuid.uuid4())
    second = table_session.live_hands().get(number=2)
    session_service.delete_hand(second, scorer, "typed twice", second.version)
    page = scorer_client.get(table_session.get_absolute_url()).content.decode()
    order = re.findall(r'<tr (?:class="deleted-hand[^"]*" )?data-(deleted-hand|hand)="(\d+)"', page)
    assert order == [("hand", "1"), ("deleted-hand", "2"), ("hand", "3")]
    row = page.split('data-deleted-hand="2"')[1].split("</tr>")[0]
    assert "deleted</span>" in row and "typed twice" in row
    assert f'href="{second.get_absolute_url()}"' in row  # its page, with its history
