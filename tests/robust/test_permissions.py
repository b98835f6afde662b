"""Who may do what (scoring/permissions.py), asked through the URLs the phones and browsers use.

Anyone may look at a session. A session's scorers and the club's organisers record, correct
and delete its hands; its referees and the organisers make rulings; the club's organisers and
players start sessions; only organisers export the club's record.
"""

import datetime
import uuid

import pytest
from django.contrib.auth.models import AnonymousUser
from django.test import Client

from scoring.models import Club, Hand, Player, Session

from .conftest import hand_for, next_hand

pytestmark = pytest.mark.django_db

ROLES = ["anonymous", "player", "scorer", "referee", "organiser"]
ALLOWED = {
    "view session": {"anonymous", "player", "scorer", "referee", "organiser"},
    "record hand": {"scorer", "organiser"},
    "correct hand": {"scorer", "organiser"},
    "delete hand": {"scorer", "organiser"},
    "referee ruling": {"referee", "organiser"},
    "create session": {"player", "organiser"},
    "export": {"organiser"},
}


@pytest.fixture
def night(table_session, players, scorer, referee, organiser, django_user_model):
    from scoring.services.hands.sessions import record_hand

    table_session.referees.add(referee)
    pia = django_user_model.objects.create_user("pia", password="secret-pass-4")
    players[4].user = pia  # Eva plays in the club, but not at this table
    players[4].save()
    record_hand(table_session, hand_for("S"), scorer, uuid.uuid4())
    return table_session


def user_for(role, request):
    if role == "anonymous":
        return None
    if role == "player":
        from django.contrib.auth import get_user_model

        return get_user_model().objects.get(username="pia")
    return request.getfixturevalue(role)


def client_for(role, request):
    client = Client()
    user = user_for(role, request)
    if user is not None:
        client.force_login(user)
    return client


def attempt(action, client, user, session, players):
    """The request that does `action`, and whether its answer says it was done."""
    hand_url = f"/api/sessions/{session.pk}/hands/1/"
    if action == "view session":
        page = client.get(f"/sessions/{session.pk}/")
        data = client.get(f"/api/sessions/{session.pk}/")
        return page.status_code == 200 and data.status_code == 200
    if action == "record hand":
        body = {"submission_key": str(uuid.uuid4()), **next_hand(session), "hand": hand_for("W")}
        answer = client.post(
            f"/api/sessions/{session.pk}/hands/", body, content_type="application/json"
        )
        return refused_or(answer, 201)
    if action == "correct hand":
        body = {"base_version": 1, "reason": "the source was wrong", "hand": hand_for("S", "wall")}
        return refused_or(client.put(hand_url, body, content_type="application/json"), 200)
    if action == "delete hand":
        answer = client.delete(
            hand_url, {"base_version": 1, "reason": "wrong table"}, content_type="application/json"
        )
        return refused_or(answer, 200)
    if action == "referee ruling":
        # The referee's form: one fact changed, with the rule cited.
        answer = client.post(
            f"/sessions/{session.pk}/hands/1/referee/rule/",
            {
                "kind": "fact",
                "fact": "source",
                "source": "wall",
                "rule": "114",
                "reason": "the tile came from the wall",
                "base_version": 1,
            },
        )
        done = refused_or(answer, 302)
        assert done == (Hand.objects.get(session=session, number=1).version == 2)
        return done
    if action == "create session":
        body = {
            "club": session.club.slug,
            "title": "Thursday",
            "date": "2026-11-19",
            "ruleset": "millington",
            "seats": {s: p.pk for s, p in zip("ESWN", players[4:8], strict=True)},
        }
        return refused_or(client.post("/api/sessions/", body, content_type="application/json"), 201)
    if action == "export":
        return refused_or(client.get(f"/clubs/{session.club.slug}/export/"), 200)
    raise AssertionError(action)


def refused_or(response, done_status):
    if response.status_code == done_status:
        return True
    # Refused: 403, or for a page the login form for someone not logged in.
    assert response.status_code == 403 or (
        response.status_code == 302 and "/accounts/login/" in response["Location"]
    ), (response.status_code, response.content[:300])
    return False


@pytest.mark.parametrize("action", list(ALLOWED))
@pytest.mark.parametrize("role", ROLES)
def test_permission_matrix(night, players, request, role, action):
    client = client_for(role, request)
    user = user_for(role, request) or AnonymousUser()
    before = list(Hand.objects.values_list("pk", "version", "deleted_at"))

    done = attempt(action, client, user, night, players)

    assert done == (role in ALLOWED[action]), f"{role} {action}"
    if not done and action in ("record hand", "correct hand", "delete hand"):
        assert list(Hand.objects.values_list("pk", "version", "deleted_at")) == before


# Another club's objects -------------------------------------------------------------------


@pytest.fixture
def other_club_night(django_user_model):
    """Brno's club night, with its own scorer and one recorded hand."""
    from scoring.services.hands.sessions import record_hand

    brno = Club.objects.create(name="Brno Mah-Jong Club", slug="brno")
    people = [Player.objects.create(club=brno, name=n) for n in ["Ivo", "Jana", "Karel", "Lenka"]]
    boris = django_user_model.objects.create_user("boris", password="secret-pass-5")
    session = Session.objects.create(
        club=brno,
        title="Brno Wednesday",
        date=datetime.date(2026, 11, 18),
        east=people[0],
        south=people[1],
        west=people[2],
        north=people[3],
    )
    session.scorers.add(boris)
    hand, _ = record_hand(session, hand_for("S"), boris, uuid.uuid4())
    return session, hand


def test_a_scorer_of_one_club_cannot_change_another_clubs_hands(
    table_session, scorer, other_club_night
):
    brno, hand = other_club_night
    client = Client()
    client.force_login(scorer)
    api = f"/api/sessions/{brno.pk}/hands/"
    json = "application/json"

    body = {"submission_key": str(uuid.uuid4()), **next_hand(brno), "hand": hand_for("W")}
    recorded = client.post(api, body, content_type=json)
    corrected = client.put(
        f"{api}1/",
        {"base_version": 1, "reason": "x", "hand": hand_for("S", "wall")},
        content_type=json,
    )
    deleted = client.delete(f"{api}1/", {"base_version": 1, "reason": "x"}, content_type=json)
    form = client.get(f"/sessions/{brno.pk}/hands/new/")
    correct_form = client.get(f"/sessions/{brno.pk}/hands/1/correct/")
    delete_form = client.post(
        f"/sessions/{brno.pk}/hands/1/delete/", {"reason": "x", "base_version": 1}
    )
    ruling = client.post(
        f"/sessions/{brno.pk}/hands/1/referee/rule/",
        {
            "kind": "fact",
            "fact": "source",
            "source": "wall",
            "rule": "114",
            "reason": "x",
            "base_version": 1,
        },
    )
    new_session = client.post(
        "/api/sessions/",
        {
            "club": "brno",
            "title": "mine now",
            "date": "2026-11-20",
            "seats": {s: p for s, p in zip("ESWN", brno.starting_player_ids.values(), strict=True)},
        },
        content_type=json,
    )

    statuses = [
        r.status_code
        for r in (
            recorded,
            corrected,
            deleted,
            form,
            correct_form,
            delete_form,
            ruling,
            new_session,
        )
    ]
    assert statuses == [403] * 8
    hand.refresh_from_db()
    assert (hand.version, hand.deleted_at) == (1, None)
    assert brno.hands.count() == 1
    assert brno.club.sessions.count() == 1


def test_a_hand_of_another_session_cannot_be_reached_through_ones_own_session(
    table_session, scorer, other_club_night
):
    # Hands are found by (session, number): Sam's session has no hand 1, Brno's does.
    client = Client()
    client.force_login(scorer)
    assert client.get(f"/api/sessions/{table_session.pk}/hands/1/").status_code == 404
    answer = client.put(
        f"/api/sessions/{table_session.pk}/hands/1/",
        {"base_version": 1, "reason": "x", "hand": hand_for("S", "wall")},
        content_type="application/json",
    )
    assert answer.status_code == 404


def test_a_submission_key_of_another_clubs_hand_does_not_reveal_that_hand(
    table_session, scorer, other_club_night
):
    brno, hand = other_club_night
    client = Client()
    client.force_login(scorer)

    answer = client.post(
        f"/api/sessions/{table_session.pk}/hands/",
        {
            "submission_key": str(hand.submission_key),
            **next_hand(table_session),
            "hand": hand_for("W"),
        },
        content_type="application/json",
    )

    assert answer.status_code == 400
    assert answer.json()["field"] == "submission_key"
    assert "Ivo" not in answer.content.decode() and str(brno.pk) not in answer.json()["error"]
    assert not table_session.hands.exists()


def test_guessing_ids_of_sessions_that_do_not_exist_gives_404(scorer, table_session):
    client = Client()
    client.force_login(scorer)
    missing = table_session.pk + 1000
    assert client.get(f"/api/sessions/{missing}/").status_code == 404
    assert client.get(f"/sessions/{missing}/").status_code == 404
    assert client.get("/clubs/nowhere/export/").status_code == 404
