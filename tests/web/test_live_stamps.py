"""With a cache every server shares (REDIS_URL), a poll of an unchanged table is answered 304
Not Modified (RFC 9110 §13.1.2 If-None-Match, §15.4.5 304) from the version stamps alone,
before any row is read; every write a poll shows deletes a stamp once it commits, and a stamp
the cache lost comes back as one no client holds (a 200, never a stale 304). Each test runs
on each process's own memory and on Redis (skipped, saying why, without REDIS_URL)."""

import uuid

import pytest
from django.conf import settings
from django.core.cache import cache
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from scoring.models import Audience, ClubRole, Player, PublicNames, Role
from scoring.services import live as live_stamps
from scoring.services.hands import sessions as service
from scoring.services.hands import table

from .conftest import hand_doc

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True, params=["memory", "redis"])
def stamps(request, settings):
    settings.LIVE_STAMPS = True
    if request.param == "redis":
        request.getfixturevalue("redis_cache")


def live(session):
    return reverse("session-live", args=[session.pk])


def phone_status(session):
    return reverse("table-join-status", args=[table.join_token(session)])


def polled(client, url, etag):
    return client.get(url, HTTP_IF_NONE_MATCH=etag)


def _after_commit(django_capture_on_commit_callbacks, change):
    # The test's transaction never commits: run what a commit runs, as it would.
    with django_capture_on_commit_callbacks(execute=True):
        change()


def test_a_phone_polling_an_unchanged_table_gets_a_304_without_a_database_query(
    client, table_session
):
    url = phone_status(table_session)
    etag = client.get(url)["ETag"]
    with CaptureQueriesContext(connection) as queries:
        again = polled(client, url, etag)
    assert again.status_code == 304 and again["ETag"] == etag and again.content == b""
    assert again["Cache-Control"] == "private, no-cache"
    assert [q["sql"] for q in queries] == []


def scorer_status(session):
    return reverse("table-status", args=[session.pk]) + "?number=1"


def test_a_signed_in_scorers_304_reads_no_row_once_a_full_answer_has_noted_the_login(
    scorer_client, table_session
):
    url = scorer_status(table_session)
    etag = scorer_client.get(url)["ETag"]
    with CaptureQueriesContext(connection) as queries:
        assert polled(scorer_client, url, etag).status_code == 304
    assert [q["sql"] for q in queries] == []


def test_a_login_whose_note_the_cache_lost_is_read_from_its_session_row_for_a_304(
    scorer_client, table_session
):
    url = scorer_status(table_session)
    etag = scorer_client.get(url)["ETag"]
    live_stamps.forget_login(scorer_client.session.session_key)
    with CaptureQueriesContext(connection) as queries:
        assert polled(scorer_client, url, etag).status_code == 304
    sql = [q["sql"] for q in queries]
    assert len(sql) == 1 and "django_session" in sql[0]


def _kept_cookie(client):
    return client.cookies[settings.SESSION_COOKIE_NAME].value


def _replayed(client, cookie):
    client.cookies[settings.SESSION_COOKIE_NAME] = cookie
    return client


def test_a_signed_out_scorer_replaying_the_old_cookie_gets_no_304(scorer_client, table_session):
    # Whoever copied the cookie before the sign-out learns nothing more, not even "unchanged".
    url = scorer_status(table_session)
    etag = scorer_client.get(url)["ETag"]
    assert polled(scorer_client, url, etag).status_code == 304
    cookie = _kept_cookie(scorer_client)
    scorer_client.logout()
    answer = polled(_replayed(scorer_client, cookie), url, etag)
    assert answer.status_code == 302 and "/accounts/login/" in answer["Location"]


def test_a_signed_out_viewer_of_the_session_page_gets_the_visitors_answer_not_a_304(
    scorer_client, table_session
):
    url = live(table_session)
    etag = scorer_client.get(url)["ETag"]
    cookie = _kept_cookie(scorer_client)
    scorer_client.logout()
    answer = polled(_replayed(scorer_client, cookie), url, etag)
    assert answer.status_code == 200 and answer["ETag"] != etag


def test_a_scorer_removed_from_the_game_gets_403_not_304(
    scorer_client, table_session, scorer, django_capture_on_commit_callbacks
):
    url = scorer_status(table_session)
    etag = scorer_client.get(url)["ETag"]
    _after_commit(django_capture_on_commit_callbacks, lambda: table_session.scorers.remove(scorer))
    assert polled(scorer_client, url, etag).status_code == 403


def test_a_password_changed_elsewhere_ends_the_old_logins_304s(
    scorer_client, table_session, scorer, django_capture_on_commit_callbacks
):
    # The scorer has no role in the club: the game they score is what the change must reach.
    url = scorer_status(table_session)
    etag = scorer_client.get(url)["ETag"]

    def new_password():
        scorer.set_password("another-pass-3")
        scorer.save()

    _after_commit(django_capture_on_commit_callbacks, new_password)
    for _ in range(2):  # and the login's note, which named the scorer, is not used again
        answer = polled(scorer_client, url, etag)
        assert answer.status_code == 302 and "/accounts/login/" in answer["Location"]


def test_a_deleted_accounts_cookie_gets_no_304(
    scorer_client, table_session, scorer, django_capture_on_commit_callbacks
):
    url = scorer_status(table_session)
    etag = scorer_client.get(url)["ETag"]
    _after_commit(django_capture_on_commit_callbacks, scorer.delete)
    answer = polled(scorer_client, url, etag)
    assert answer.status_code == 302


def test_another_login_of_the_same_account_never_uses_this_logins_note(
    client, table_session, scorer
):
    # The note is the login's, keyed by its cookie: a second phone signed in as the scorer
    # earns its 304s with its own full answer.
    client.force_login(scorer)
    url = scorer_status(table_session)
    etag = client.get(url)["ETag"]
    other = Client()
    other.force_login(scorer)
    with CaptureQueriesContext(connection) as queries:
        assert polled(other, url, etag).status_code == 304
    assert any("django_session" in q["sql"] for q in queries)


def test_a_304_from_the_stamps_carries_the_security_headers_of_the_full_answer(
    client, table_session
):
    url = phone_status(table_session)
    full = client.get(url)
    answer = polled(client, url, full["ETag"])
    assert answer.status_code == 304
    for header in (
        "Content-Security-Policy",
        "X-Frame-Options",
        "X-Content-Type-Options",
        "Referrer-Policy",
        "Cross-Origin-Opener-Policy",
    ):
        assert answer[header] == full[header], header
    assert answer["X-Frame-Options"] == "DENY"
    assert "frame-ancestors 'none'" in answer["Content-Security-Policy"]


def test_a_poll_to_a_host_the_site_does_not_serve_is_refused_400_not_304(client, table_session):
    url = phone_status(table_session)
    etag = client.get(url)["ETag"]
    assert polled(client, url, etag).status_code == 304
    assert client.get(url, HTTP_IF_NONE_MATCH=etag, HTTP_HOST="evil.example").status_code == 400


def test_a_czech_phone_gets_304_for_its_own_copy_and_an_english_one_a_full_answer(
    client, table_session
):
    url = phone_status(table_session)
    czech = client.get(url, HTTP_ACCEPT_LANGUAGE="cs")["ETag"]
    assert client.get(url, HTTP_ACCEPT_LANGUAGE="cs", HTTP_IF_NONE_MATCH=czech).status_code == 304
    english = client.get(url, HTTP_ACCEPT_LANGUAGE="en", HTTP_IF_NONE_MATCH=czech)
    assert english.status_code == 200 and english["ETag"] != czech


def test_a_hand_recorded_is_shown_at_the_next_poll(
    scorer_client, table_session, scorer, django_capture_on_commit_callbacks
):
    etag = scorer_client.get(live(table_session))["ETag"]
    assert polled(scorer_client, live(table_session), etag).status_code == 304
    _after_commit(
        django_capture_on_commit_callbacks,
        lambda: service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4()),
    )
    answer = polled(scorer_client, live(table_session), etag)
    assert answer.status_code == 200 and answer["ETag"] != etag
    assert 'data-hand="1"' in answer.content.decode()


def test_a_stamp_goes_only_once_the_write_has_committed(
    scorer_client, table_session, scorer, django_capture_on_commit_callbacks
):
    # Before the commit another server's poll reads the old rows: deleting the stamp then
    # would let it stamp the old rows anew, and keep them.
    etag = scorer_client.get(live(table_session))["ETag"]
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    assert polled(scorer_client, live(table_session), etag).status_code == 304
    for callback in callbacks:
        callback()
    assert polled(scorer_client, live(table_session), etag).status_code == 200


def test_a_part_entered_reaches_the_players_phones_and_the_scorers_page(
    scorer_client, client, table_session, django_capture_on_commit_callbacks
):
    phone = phone_status(table_session)
    scorer = reverse("table-status", args=[table_session.pk]) + "?number=1"
    etags = [client.get(phone)["ETag"], scorer_client.get(scorer)["ETag"]]
    assert polled(client, phone, etags[0]).status_code == 304
    _after_commit(
        django_capture_on_commit_callbacks,
        lambda: table.save_part(table_session, 1, table_session.north_id, "(1b 1b 1b)", None),
    )
    assert polled(client, phone, etags[0]).status_code == 200
    assert polled(scorer_client, scorer, etags[1]).status_code == 200


def test_a_renamed_player_is_shown_at_the_next_poll(
    scorer_client, table_session, players, django_capture_on_commit_callbacks
):
    etag = scorer_client.get(live(table_session))["ETag"]

    def rename():
        player = Player.objects.get(pk=players[1].pk)
        player.name = "Bohumil"
        player.save()

    _after_commit(django_capture_on_commit_callbacks, rename)
    answer = polled(scorer_client, live(table_session), etag)
    assert answer.status_code == 200 and "Bohumil" in answer.content.decode()


def test_initials_set_by_the_club_are_shown_to_a_visitor_at_the_next_poll(
    client, table_session, club, django_capture_on_commit_callbacks
):
    etag = client.get(live(table_session))["ETag"]

    def initials():
        club.public_names = PublicNames.INITIALS
        club.save(update_fields=["public_names"])

    _after_commit(django_capture_on_commit_callbacks, initials)
    answer = polled(client, live(table_session), etag)
    assert answer.status_code == 200 and "Alena" not in answer.content.decode()


def test_a_visitor_the_club_stops_showing_its_games_to_gets_403_not_304(
    client, table_session, club, django_capture_on_commit_callbacks
):
    etag = client.get(live(table_session))["ETag"]

    def members_only():
        club.standings_visible_to = Audience.MEMBERS
        club.save(update_fields=["standings_visible_to"])

    _after_commit(django_capture_on_commit_callbacks, members_only)
    assert polled(client, live(table_session), etag).status_code == 403


def test_a_new_scorer_is_offered_the_hand_form_at_the_next_poll(
    client, table_session, club, django_user_model, django_capture_on_commit_callbacks
):
    # What this viewer may do is on the page: a role given changes the answer.
    helper = django_user_model.objects.create_user("helper", password="pw-helper-1")
    client.force_login(helper)
    etag = client.get(live(table_session))["ETag"]
    _after_commit(
        django_capture_on_commit_callbacks,
        lambda: ClubRole.objects.create(club=club, user=helper, role=Role.SCORER),
    )
    assert polled(client, live(table_session), etag).status_code == 200


def test_a_stamp_the_cache_lost_gives_a_200_never_a_stale_304(
    client, table_session, scorer, django_capture_on_commit_callbacks
):
    url = live(table_session)
    etag = client.get(url)["ETag"]
    cache.clear()  # evicted, flushed, a Redis restarted empty: and the deletion with it
    with django_capture_on_commit_callbacks(execute=False):
        service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    answer = polled(client, url, etag)
    assert answer.status_code == 200 and 'data-hand="1"' in answer.content.decode()
    # The first answer after the loss notes the session's club again; from the next, 304s.
    fresh = client.get(url)
    assert fresh.status_code == 200 and fresh["ETag"] not in (etag, None)
    assert polled(client, url, fresh["ETag"]).status_code == 304


def test_another_viewers_etag_never_earns_a_304(client, scorer_client, table_session, organiser):
    url = live(table_session)
    etag = scorer_client.get(url)["ETag"]
    assert polled(Client(), url, etag).status_code == 200
    other = Client()
    other.force_login(organiser)
    assert polled(other, url, etag).status_code == 200


def test_a_forged_or_huge_if_none_match_is_answered_in_full(client, table_session):
    url = phone_status(table_session)
    etag = client.get(url)["ETag"]
    wrong = etag[:-2] + ('0"' if etag[-2] != "0" else '1"')
    for sent in ('"0000"', wrong, ", ".join([wrong] * 300), "x" * 8000, '"\x00"'):
        assert polled(client, url, sent).status_code == 200
    # A browser's list of a few tags, the current one among them, is understood.
    assert polled(client, url, f'"stale", W/{etag}').status_code == 304


def test_if_none_match_star_is_answered_only_after_the_privacy_check(
    client, table_session, club, django_capture_on_commit_callbacks
):
    # "*" matches any current answer (RFC 9110 §13.1.2): never from the stamps alone.
    assert polled(client, live(table_session), "*").status_code == 304

    def members_only():
        club.standings_visible_to = Audience.MEMBERS
        club.save(update_fields=["standings_visible_to"])

    _after_commit(django_capture_on_commit_callbacks, members_only)
    assert polled(client, live(table_session), "*").status_code == 403


def test_a_phone_with_a_forged_table_code_gets_400_and_nothing_is_stamped(client, table_session):
    token = table.join_token(table_session)
    forged = token[:-3] + ("AAA" if not token.endswith("AAA") else "BBB")
    answer = client.get(reverse("table-join-status", args=[forged]), HTTP_IF_NONE_MATCH="*")
    assert answer.status_code == 400


def test_a_deactivated_account_is_answered_by_the_privacy_check_not_a_304(
    client, table_session, club, organiser, django_capture_on_commit_callbacks
):
    client.force_login(organiser)
    etag = client.get(live(table_session))["ETag"]

    def deactivate():
        organiser.is_active = False
        organiser.save()

    _after_commit(django_capture_on_commit_callbacks, deactivate)
    # Signed out by Django's auth at its next request: the page as anyone sees it.
    assert polled(client, live(table_session), etag).status_code == 200


def test_a_login_elsewhere_changes_no_stamp(
    client, table_session, organiser, django_capture_on_commit_callbacks
):
    # Every login saves last_login: 300 players signing in would otherwise re-render every
    # poll of their clubs each time.
    etag = client.get(live(table_session))["ETag"]
    _after_commit(
        django_capture_on_commit_callbacks,
        lambda: organiser.save(update_fields=["last_login"]),
    )
    assert polled(client, live(table_session), etag).status_code == 304
