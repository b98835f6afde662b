"""A phone following its table asks again every few seconds; an unchanged table answers 304
Not Modified (RFC 9110 §13.1.2 If-None-Match, §15.4.5 304), and every change the page shows
changes the ETag, so no phone keeps a stale table. Each answer is one viewer's, in one
language: another's ETag never earns a 304."""

import datetime
import uuid

import pytest
from django.test import Client
from django.urls import reverse

from scoring.models import Audience, Player, PublicNames, Session
from scoring.services.hands import sessions as service
from scoring.services.hands import table

from .conftest import hand_doc

pytestmark = pytest.mark.django_db


def live(session):
    return reverse("session-live", args=[session.pk])


def test_the_first_poll_is_answered_in_full_the_next_with_304_and_a_recorded_hand_in_full_again(
    scorer_client, table_session, scorer
):
    first = scorer_client.get(live(table_session))
    etag = first["ETag"]
    assert first.status_code == 200 and etag.startswith('"') and etag.endswith('"')
    # Kept by this browser only, and asked about at every poll (RFC 9111 §5.2.2.4, §5.2.2.7);
    # the answer depends on the login and the language.
    assert first["Cache-Control"] == "private, no-cache"
    assert {"Cookie", "Accept-Language"} <= {v.strip() for v in first["Vary"].split(",")}
    again = scorer_client.get(live(table_session), HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304 and again.content == b"" and again["ETag"] == etag
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    recorded = scorer_client.get(live(table_session), HTTP_IF_NONE_MATCH=etag)
    assert recorded.status_code == 200 and recorded["ETag"] != etag
    assert 'data-hand="1"' in recorded.content.decode()


def test_a_poll_with_only_if_modified_since_is_answered_in_full(scorer_client, table_session):
    # No Last-Modified is given: a change that moves no timestamp would leave it the same.
    first = scorer_client.get(live(table_session))
    assert "Last-Modified" not in first
    later = scorer_client.get(
        live(table_session), HTTP_IF_MODIFIED_SINCE="Thu, 01 Jan 2099 00:00:00 GMT"
    )
    assert later.status_code == 200


def _changed(client, session, change):
    etag = client.get(live(session))["ETag"]
    assert client.get(live(session), HTTP_IF_NONE_MATCH=etag).status_code == 304
    change()
    return client.get(live(session), HTTP_IF_NONE_MATCH=etag)


def test_a_corrected_hand_changes_the_etag(scorer_client, table_session, scorer):
    hand, _ = service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    answer = _changed(
        scorer_client,
        table_session,
        lambda: service.correct_hand(hand, hand_doc("W"), scorer, "West went out", hand.version),
    )
    assert answer.status_code == 200


def test_a_deleted_hand_changes_the_etag(scorer_client, table_session, scorer):
    hand, _ = service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    answer = _changed(
        scorer_client,
        table_session,
        lambda: service.delete_hand(hand, scorer, "typed twice", hand.version),
    )
    assert answer.status_code == 200 and 'data-hand="1"' not in answer.content.decode()


def test_a_session_ended_early_changes_the_etag(scorer_client, table_session, scorer):
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    # Ending records no hand and enters no part: only the session's own row changes.
    answer = _changed(
        scorer_client,
        table_session,
        lambda: service.end_session(table_session, scorer, "the club closes at eleven"),
    )
    assert answer.status_code == 200 and "the club closes at eleven" in answer.content.decode()


def test_a_finished_session_reopened_by_its_row_alone_changes_the_etag(
    scorer_client, table_session, scorer
):
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    Session.objects.filter(pk=table_session.pk).update(
        finished_at=datetime.datetime.now(datetime.UTC)
    )
    # Reopening (the results desk does it for a tournament table) moves no hand and no part.
    answer = _changed(
        scorer_client,
        table_session,
        lambda: Session.objects.filter(pk=table_session.pk).update(finished_at=None),
    )
    assert answer.status_code == 200


def test_a_renamed_player_changes_the_etag(scorer_client, table_session, players):
    # A queryset update, as any bulk change would make it: no signal, no timestamp.
    answer = _changed(
        scorer_client,
        table_session,
        lambda: Player.objects.filter(pk=players[1].pk).update(name="Bohumil"),
    )
    assert answer.status_code == 200 and "Bohumil" in answer.content.decode()


def test_a_privacy_change_to_initials_changes_the_etag_for_a_visitor(client, table_session, club):
    # A visitor who is no member sees "A." for Alena once the club names players by initials.
    def initials():
        club.public_names = PublicNames.INITIALS
        club.save(update_fields=["public_names"])

    answer = _changed(client, table_session, initials)
    assert answer.status_code == 200
    assert "Alena" not in answer.content.decode() and "A." in answer.content.decode()


def test_a_part_entered_at_the_table_changes_the_etag_of_the_status_polls(
    scorer_client, client, table_session
):
    token = table.join_token(table_session)
    status = reverse("table-join-status", args=[token])
    scorer_status = reverse("table-status", args=[table_session.pk]) + "?number=1"
    etags = [client.get(status)["ETag"], scorer_client.get(scorer_status)["ETag"]]
    assert client.get(status, HTTP_IF_NONE_MATCH=etags[0]).status_code == 304
    assert scorer_client.get(scorer_status, HTTP_IF_NONE_MATCH=etags[1]).status_code == 304
    table.save_part(table_session, 1, table_session.north_id, "(1b 1b 1b)", None)
    assert client.get(status, HTTP_IF_NONE_MATCH=etags[0]).status_code == 200
    assert scorer_client.get(scorer_status, HTTP_IF_NONE_MATCH=etags[1]).status_code == 200


def test_a_czech_phone_never_gets_a_304_for_an_english_phones_copy(client, table_session):
    english = client.get(live(table_session), HTTP_ACCEPT_LANGUAGE="en")
    czech = client.get(
        live(table_session), HTTP_ACCEPT_LANGUAGE="cs", HTTP_IF_NONE_MATCH=english["ETag"]
    )
    assert czech.status_code == 200 and czech["Content-Language"] == "cs"
    assert czech["ETag"] != english["ETag"]
    again = client.get(
        live(table_session), HTTP_ACCEPT_LANGUAGE="cs", HTTP_IF_NONE_MATCH=czech["ETag"]
    )
    assert again.status_code == 304


def test_another_user_never_gets_a_304_for_the_scorers_copy(
    scorer_client, table_session, organiser
):
    # The scorer's copy offers to record the next hand; a visitor's or an organiser's is
    # another answer, whatever the table's state.
    etag = scorer_client.get(live(table_session))["ETag"]
    visitor = Client()
    assert visitor.get(live(table_session), HTTP_IF_NONE_MATCH=etag).status_code == 200
    other = Client()
    other.force_login(organiser)
    assert other.get(live(table_session), HTTP_IF_NONE_MATCH=etag).status_code == 200


def test_an_unchanged_table_costs_a_poll_three_queries_when_nobody_is_logged_in(
    client, table_session, django_assert_num_queries
):
    etag = client.get(live(table_session))["ETag"]
    # The session's owner for its privacy (PrivacyMiddleware), the session with its players,
    # and the fingerprint's one query.
    with django_assert_num_queries(3):
        assert client.get(live(table_session), HTTP_IF_NONE_MATCH=etag).status_code == 304


def test_a_visitor_the_club_stops_showing_its_games_to_gets_403_not_304(
    client, table_session, club
):
    # The privacy check comes before the ETag's: a kept copy is never confirmed to someone who
    # may no longer see it.
    etag = client.get(live(table_session))["ETag"]
    club.standings_visible_to = Audience.MEMBERS
    club.save(update_fields=["standings_visible_to"])
    assert client.get(live(table_session), HTTP_IF_NONE_MATCH=etag).status_code == 403
