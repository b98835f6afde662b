"""Public pages name people by their display names, never by their usernames (a username is
half of a login). Every page type the project routes is rendered for an anonymous visitor
and for a signed-in stranger, over a world where every kind of record names a user: hands
recorded, corrected and ruled, a game ended early, a tournament penalty, a player merge and
a role change. No page may contain any username."""

from __future__ import annotations

import copy
import datetime
import re

import pytest
from django.contrib.auth import get_user_model
from django.db import transaction
from django.test import Client

from scoring.models import Club, Table
from scoring.services.hands import nights as night_service
from scoring.services.hands import sessions as session_service
from scoring.services.hands import table as table_service
from scoring.services.people import clubs as club_service
from scoring.services.people import players as player_service
from scoring.services.seasons import season as season_service
from tests.printed import pdfs_as_html, response_text

from .conftest import hand_for
from .test_security import every_view
from .world import build_world

pytestmark = pytest.mark.django_db

MARK = "zqlogin"
# Routes not rendered here, each with the reason it cannot show anyone's username.
NOT_RENDERED = {
    "accounts/reset/<uidb64>/<token>/": "a new-password form reached by a one-time link",
    "accounts/handed-link/<int:event>/<uidb64>/<token>/": "the same, for a link an organiser made",
    "clubs/<slug:slug>/people/invitations/<int:invitation>/withdraw/": "a POST that names no one",
}


def build_named_world():
    world = build_world()
    prague = world.clubs["own"]
    users = world.users
    session = prague.session
    hand = session.hands.get(number=1)
    session_service.correct_hand(
        hand, hand_for("W", "wall"), users["scorer"], "wrong winner", hand.version
    )
    session_service.end_session(session, users["organiser"], "the club closes")
    night = night_service.create_night(
        prague.club, users["organiser"], session.date, "Tuesday night"
    )
    night_service.add_game(night, session)
    season = season_service.create_season(
        prague.club,
        users["organiser"],
        name="Autumn",
        start=datetime.date(2026, 9, 1),
        end=datetime.date(2026, 12, 31),
        measure="score",
        min_games=0,
    )
    duplicate = prague.players[4]
    player_service.merge(
        type(duplicate).objects.create(club=prague.club, name="Eva N."),
        duplicate,
        users["organiser"],
        "one person",
    )
    club_service.grant(prague.club, users["referee"], "referee", users["organiser"])
    _invitation, invitation_token = club_service.invite(prague.club, users["organiser"])
    # Every account gets a username that is easy to find and no display name (the worst case).
    for user in get_user_model().objects.all():
        user.username = f"{MARK}{user.pk}x"
        user.first_name = user.last_name = ""
        user.save()
    return {
        "club": prague.club,
        "session": session,
        "tournament": prague.started,
        "night": night,
        "season": season,
        "player": prague.players[0],
        "join": table_service.join_token(session),
        "invitation": invitation_token,
    }


@pytest.fixture(scope="module")
def _named_world_once(django_db_setup, django_db_blocker):
    # Built once for the module inside a transaction rolled back when the module ends; each
    # test's own writes (a privacy setting, a stranger's account) roll back with its savepoint.
    with django_db_blocker.unblock():
        outer = transaction.atomic()
        outer.__enter__()
        built = build_named_world()
    yield built
    with django_db_blocker.unblock():
        transaction.set_rollback(True)
        outer.__exit__(None, None, None)


@pytest.fixture
def named_world(_named_world_once, db):
    """The world of build_named_world, built once per module: each test gets its own copy of
    the objects and sees the database as built."""
    return copy.deepcopy(_named_world_once)


def url_for(route: str, things: dict) -> str:
    first = route.split("/")[0] if not route.startswith("api/") else route.split("/")[1]
    owner = {
        "sessions": things["session"].pk,
        "tournaments": things["tournament"].pk,
        "nights": things["night"].pk,
        "seasons": things["season"].pk,
        "players": things["player"].pk,
    }
    values = {
        "slug": things["club"].slug,
        "pk": owner.get(first),
        "session_id": things["session"].pk,
        "number": 1,
        "table": 1,
        "ruleset_id": "millington",
        "house": "autumn",  # (a club's house rules, docs/house-rules.md)
        "hand": "seven-pairs",
        "token": things["invitation"] if route.startswith("clubs/") else things["join"],
        # A table's code for the players' phones: round 1's first table.
        "code": Table.objects.filter(round__tournament=things["tournament"])
        .order_by("round__number", "number")
        .values_list("code", flat=True)
        .first(),
    }
    if route.startswith("registrations/"):
        # A registrant's private link (none in the world: the page is then a 404).
        values["token"] = things.get("registration", "no-such-registration")

    def fill(match):
        return str(values[match.group(1)])

    return "/" + re.sub(r"<(?:\w+:)?(\w+)>", fill, route)


def rendered_pages(client, things):
    seen = []
    for route, _name, _view in every_view():
        if route.startswith("admin/") or route in NOT_RENDERED:
            continue
        url = url_for(route, things)
        with pdfs_as_html():
            response = client.get(url)
            seen.append((url, response.status_code, response_text(response)))
    return seen


def test_no_page_shows_a_username_to_an_anonymous_visitor(named_world):
    pages = rendered_pages(Client(), named_world)
    assert len(pages) > 80
    assert [url for url, status, _body in pages if status >= 500] == []
    assert [url for url, _status, body in pages if MARK in body] == []
    # The history of the corrected hand is there, naming its scorer without the username.
    hand = Client().get(f"/sessions/{named_world['session'].pk}/hands/1/").content.decode()
    assert "member " in hand


def test_no_page_shows_a_username_to_a_signed_in_stranger(named_world):
    stranger = get_user_model().objects.create_user("stranger-viewer", first_name="Stan")
    client = Client()
    client.force_login(stranger)
    pages = rendered_pages(client, named_world)
    assert [url for url, status, _body in pages if status >= 500] == []
    assert [url for url, _status, body in pages if MARK in body] == []


# Files for their owner, not pages: the club's whole record (a backup restores accounts by
# username) and a person's own data.
OWN_FILES = {"/clubs/prague/export/", "/me/data.json"}


def test_no_page_shows_another_users_username_to_the_clubs_organiser(named_world):
    organiser = Club.objects.get(slug="prague").organisers.get()
    client = Client()
    client.force_login(organiser)
    pages = rendered_pages(client, named_world)
    assert [url for url, status, _body in pages if status >= 500] == []
    shown = [url for url, _status, body in pages if MARK in body and url not in OWN_FILES]
    assert shown == []
