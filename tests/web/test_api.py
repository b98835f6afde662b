"""The club-night JSON API: session login + CSRF, {"error","field"}, 201/200/400/403/404/409."""

import json
import uuid

import pytest
from django.test import Client
from django.urls import reverse

from scoring.engine import contract
from scoring.models import Session

from .conftest import hand_doc

pytestmark = pytest.mark.django_db


def hand_body(winner, key=None, session=None):
    """A new hand as a client sends it: the number and seats of the next deal of `session`
    (by default the test's one session)."""
    session = session or Session.objects.get()
    return {
        "submission_key": str(key or uuid.uuid4()),
        "number": session.next_number(),
        "seats": session.seats_for(session.next_deal()),
        "hand": hand_doc(winner),
    }


@pytest.fixture
def api(scorer):
    """A logged-in client that, like a browser script, must send the CSRF token."""
    client = Client(enforce_csrf_checks=True)
    client.force_login(scorer)
    client.get(reverse("home"))  # sets the csrftoken cookie

    def call(method, url, body=None):
        token = client.cookies["csrftoken"].value if "csrftoken" in client.cookies else ""
        return getattr(client, method)(
            url,
            data=json.dumps(body) if body is not None else None,
            content_type="application/json",
            headers={"X-CSRFToken": token},
        )

    return call


@pytest.fixture(autouse=True)
def _csrf_cookie_on_home(settings):
    settings.CSRF_USE_SESSIONS = False


def test_recording_a_hand_answers_201_and_the_same_key_again_200(api, table_session):
    url = reverse("api:hands", args=[table_session.pk])
    body = hand_body("S")
    first = api("post", url, body)
    assert first.status_code == 201, first.content
    assert first.json()["number"] == 1 and first.json()["version"] == 1
    again = api("post", url, body)
    assert again.status_code == 200
    assert again.json()["number"] == 1
    assert table_session.hands.count() == 1


def test_the_session_answer_has_hands_totals_and_the_next_deal(api, table_session):
    api("post", reverse("api:hands", args=[table_session.pk]), hand_body("S"))
    found = api("get", reverse("api:session", args=[table_session.pk])).json()
    hand = found["hands"][0]
    payments = contract.evaluate(hand["input"])["payments"]
    assert hand["payments"] == payments
    assert found["totals"] == {str(hand["players"][seat]): payments[seat] for seat in "ESWN"}
    # South won, so the deal passed: Bob (who started at South) is East for hand 2.
    assert found["next"]["seats"]["E"] == table_session.south_id
    assert found["next"]["prevailing_wind"] == "E"
    assert found["finished"] is False


def test_without_the_csrf_header_nothing_is_recorded(scorer, table_session):
    client = Client(enforce_csrf_checks=True)
    client.force_login(scorer)
    response = client.post(
        reverse("api:hands", args=[table_session.pk]),
        data=json.dumps(hand_body("S")),
        content_type="application/json",
    )
    assert response.status_code == 403
    assert not table_session.hands.exists()


def test_anonymous_callers_get_403_as_json(client, table_session):
    response = client.post(
        reverse("api:hands", args=[table_session.pk]),
        data=json.dumps(hand_body("S")),
        content_type="application/json",
    )
    assert response.status_code == 403 and response.json()["error"] == "log in first"


def test_a_bad_tile_is_a_400_naming_the_field(api, table_session):
    body = hand_body("S")
    body["hand"]["players"]["W"]["melds"][0]["tiles"][1] = "Zz"
    response = api("post", reverse("api:hands", args=[table_session.pk]), body)
    assert response.status_code == 400
    assert response.json()["field"].startswith("hand.players.W.melds.0")
    assert "Zz" in response.json()["error"]


def test_a_missing_submission_key_is_a_400(api, table_session):
    body = {"hand": hand_doc("S")}
    response = api("post", reverse("api:hands", args=[table_session.pk]), body)
    assert response.status_code == 400 and response.json()["field"] == "submission_key"


def test_not_json_is_a_400(api, table_session):
    response = api("post", reverse("api:hands", args=[table_session.pk]), None)
    assert response.status_code == 400


def test_a_correction_with_a_stale_version_is_409_with_the_current_hand(api, table_session):
    api("post", reverse("api:hands", args=[table_session.pk]), hand_body("S"))
    url = reverse("api:hand", args=[table_session.pk, 1])
    ok = api("put", url, {"base_version": 1, "reason": "West won", "hand": hand_doc("W")})
    assert ok.status_code == 200 and ok.json()["version"] == 2
    missing = api("put", url, {"reason": "North won", "hand": hand_doc("N")})
    assert missing.status_code == 400 and missing.json()["field"] == "base_version"
    stale = api("put", url, {"base_version": 1, "reason": "North won", "hand": hand_doc("N")})
    assert stale.status_code == 409
    body = stale.json()
    assert body["field"] == "base_version"
    assert body["current"]["version"] == 2 and body["current"]["winner"] == "W"
    # Players by id only: the API copies no names.
    seats = body["current"]["seats"].values()
    assert [set(row) for row in seats] == [{"player", "score", "payment"}] * 4


def test_delete_is_soft_and_needs_a_reason(api, table_session):
    api("post", reverse("api:hands", args=[table_session.pk]), hand_body("S"))
    url = reverse("api:hand", args=[table_session.pk, 1])
    assert api("delete", url, {"base_version": 1}).json()["field"] == "reason"
    assert api("delete", url, {"base_version": 1, "reason": "  "}).json()["field"] == "reason"
    gone = api("delete", url, {"base_version": 1, "reason": "wrong table"})
    assert gone.status_code == 200 and gone.json()["deleted"] is True
    assert table_session.hands.count() == 1 and table_session.live_hands().count() == 0
    assert api("get", reverse("api:session", args=[table_session.pk])).json()["hands"] == []


def test_a_delete_from_a_stale_version_is_409_and_deletes_nothing(api, table_session):
    # A deletion is judged on the hand the scorer saw, as a correction is.
    api("post", reverse("api:hands", args=[table_session.pk]), hand_body("S"))
    url = reverse("api:hand", args=[table_session.pk, 1])
    corrected = hand_doc("W")
    api("put", url, {"base_version": 1, "reason": "West won", "hand": corrected})

    stale = api("delete", url, {"base_version": 1, "reason": "wrong table"})

    assert stale.status_code == 409
    assert stale.json()["field"] == "base_version"
    assert stale.json()["current"]["version"] == 2
    assert table_session.live_hands().count() == 1
    missing = api("delete", url, {"reason": "wrong table"})
    assert missing.status_code == 400 and missing.json()["field"] == "base_version"


def test_unknown_session_or_hand_is_404(api, table_session):
    assert api("get", reverse("api:session", args=[99999])).status_code == 404
    well_formed = {"base_version": 1, "reason": "x", "hand": hand_doc("S")}
    assert (
        api("put", reverse("api:hand", args=[table_session.pk, 7]), well_formed).status_code == 404
    )


def test_creating_a_session_checks_the_seats_against_the_club(client, organiser, club, players):
    from scoring.models import Club, Player

    outsider = Player.objects.create(club=Club.objects.create(name="B", slug="b"), name="Zed")
    client.force_login(organiser)
    body = {
        "club": club.slug,
        "title": "Friday",
        "date": "2026-11-20",
        "ruleset": "millington",
        "options": {},
        "length": "full",
        "hand_limit": None,
        "seats": {"E": players[0].pk, "S": players[1].pk, "W": players[2].pk, "N": outsider.pk},
    }
    url = reverse("api:sessions")
    refused = client.post(url, body, content_type="application/json")
    assert refused.status_code == 400 and refused.json()["field"] == "seats.N"
    body["seats"]["N"] = players[3].pk
    body["options"] = {"no_such_option": 1}
    refused = client.post(url, body, content_type="application/json")
    assert refused.status_code == 400 and refused.json()["field"] == "options.no_such_option"
    body["options"] = {"limit": 500}
    created = client.post(url, body, content_type="application/json")
    assert created.status_code == 201, created.content
    assert created.json()["seats"] == {
        "E": players[0].pk,
        "S": players[1].pk,
        "W": players[2].pk,
        "N": players[3].pk,
    }
    assert created.json()["options"] == {"limit": 500}


def test_only_the_club_may_create_its_sessions(client, scorer, club, players):
    client.force_login(scorer)
    body = {
        "club": club.slug,
        "title": "x",
        "date": "2026-11-20",
        "seats": {"E": players[0].pk, "S": players[1].pk, "W": players[2].pk, "N": players[3].pk},
    }
    response = client.post(reverse("api:sessions"), body, content_type="application/json")
    assert response.status_code == 403


def test_a_lone_surrogate_escape_in_a_body_is_a_400_naming_the_field(api, table_session):
    # "\ud800" is half of a UTF-16 pair: JSON allows the escape, but it is no character and
    # neither PostgreSQL nor SQLite can store it.
    url = reverse("api:hands", args=[table_session.pk])
    text = json.dumps({**hand_body("S"), "hand": {**hand_doc("S"), "note": "\ud800"}})
    assert "\\ud800" in text

    refused = api("post", url, json.loads(text))

    assert refused.status_code == 400, refused.content
    assert "lone surrogate" in refused.json()["error"]
    assert refused.json()["field"] == "hand.note"
    assert not table_session.hands.exists()
