"""A hand typed while the session was live and sent after someone ended it lost a race: it
answers 409 with the hand as it was typed (nothing is saved, nothing is silently dropped),
on the hand form, the API and a phone's queue alike, as any other write that loses a race."""

import pytest
from django.urls import reverse

from scoring.services.hands import sessions as service

from .test_api import api, hand_body  # noqa: F401 (the API's logged-in client fixture)
from .test_entry_depths import at_scores, post

pytestmark = pytest.mark.django_db


def end(session, user):
    service.end_session(session, user, "the venue closes")


def test_a_hand_form_sent_after_the_session_was_ended_is_refused_409_showing_the_typed_hand(
    scorer_client, table_session, organiser
):
    typed = at_scores(scorer_client, table_session)
    end(table_session, organiser)
    answer = post(scorer_client, table_session, typed)
    assert answer.status_code == 409
    page = answer.content.decode()
    assert 'id="conflict"' in page and "The session ended while you typed" in page
    assert 'id="yours"' in page and 'id="keep-both"' not in page
    assert not table_session.hands.exists()


def test_a_hand_sent_through_the_api_after_the_session_was_ended_is_refused_409(
    api,  # noqa: F811
    table_session,
    organiser,
):
    body = hand_body("S", session=table_session)
    end(table_session, organiser)
    answer = api("post", reverse("api:hands", args=[table_session.pk]), body)
    assert answer.status_code == 409, answer.content
    assert answer.json()["error"].startswith("the session ended while this hand waited")
    assert answer.json()["next"] is None
    assert not table_session.hands.exists()


def test_a_hand_form_without_the_deal_it_was_typed_against_is_still_told_the_session_is_over(
    scorer_client, table_session, organiser
):
    typed = at_scores(scorer_client, table_session)
    typed.pop("expected_deal")
    end(table_session, organiser)
    answer = post(scorer_client, table_session, typed)
    assert answer.status_code == 302 and answer["Location"] == table_session.get_absolute_url()
    assert not table_session.hands.exists()


def test_a_hand_waiting_in_a_phones_queue_when_the_session_was_ended_comes_back_409(
    scorer_client, table_session, organiser
):
    from .test_offline_table import queued, waiting_hand

    data = waiting_hand(scorer_client, table_session, "E", 1)
    end(table_session, organiser)
    answer = scorer_client.post(queued(table_session), data)
    assert answer.status_code == 409
    body = answer.json()
    assert (body["status"], body["number"]) == ("conflict", 1)
    assert body["error"].startswith("the session ended while this hand waited")
    assert body["theirs"] is None and "as_next" not in body
    assert body["yours"]["winner"] == "Alena"
    assert not table_session.hands.exists()


ENDED_WHILE_WAITING = {
    "cs": "partie skončila, zatímco tato hra čekala: další hry se nezapisují, takže hra 1 "
    "zapsána nebyla",
    "fr": "la partie s'est terminée pendant que cette main attendait\u00a0: plus aucune main "
    "n'est enregistrée, la main 1 ne l'a donc pas été",
}


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_the_phones_queue_says_why_the_waiting_hand_came_back_in_the_scorers_language(
    scorer_client, table_session, organiser, language
):
    # The queue shows this "error" beside the hand when no recorded hand stands in its place
    # (scoring/static/scoring/queue.js); the API's answer above keeps the contract's English.
    from .test_offline_table import queued, waiting_hand

    data = waiting_hand(scorer_client, table_session, "E", 1)
    end(table_session, organiser)
    answer = scorer_client.post(queued(table_session), data, HTTP_ACCEPT_LANGUAGE=language)
    assert answer.status_code == 409
    assert answer.json()["error"] == ENDED_WHILE_WAITING[language]
    assert not table_session.hands.exists()
