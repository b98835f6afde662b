"""Names by construction: every routed page, file and API answer, for every kind of viewer,
under every privacy setting, over one world built once for this module.

Prague's players are named by marker strings no page could print by accident. One of them
played, was corrected and knocked on, then asked to be forgotten; so did one of the game's
scorers, after recording and correcting hands, failing a login, signing in and being named in
the admin log. Then:

- no page, file or API answer shows a full name to a viewer who is a member of neither the
  page's club nor the player's, where the setting says initials, nor where the page is hidden;
- no page, file or API answer, for anyone, and no text column of any table keeps a trace of
  a forgotten person (their old name, username or e-mail).
"""

from __future__ import annotations

import datetime
import uuid
from unittest import mock

import pytest
from axes.models import AccessAttempt, AccessLog
from django.conf import settings
from django.contrib.admin.models import CHANGE, LogEntry
from django.contrib.auth import get_user_model
from django.db import connection, transaction
from django.test import Client, override_settings

from scoring.models import Club, HandRevision, Player
from scoring.services.hands import nights as night_service
from scoring.services.hands import sessions as session_service
from scoring.services.hands import table as table_service
from scoring.services.people import clubs as club_service
from scoring.services.people import players as player_service
from scoring.services.seasons import season as season_service
from scoring.services.tournaments import registrations, roster, teams
from scoring.services.tournaments import setup as tournament_setup
from tests.printed import pdfs_as_html, response_text
from tests.robust import world as world_module
from tests.robust.conftest import hand_for
from tests.robust.test_public_names import NOT_RENDERED, url_for
from tests.robust.test_security import every_view

pytestmark = pytest.mark.django_db

MARKER = "Zqxmarker"  # every remembered Prague player's name starts with it
FORGOTTEN = "zqxforgot"  # every string of a forgotten person holds it (any case)
PRAGUE = [
    "Zqxforgot Alpha",
    "Zqxmarker Bravo",
    "Zqxmarker Charlie",
    "Zqxmarker Delta",
    "Zqxmarker Echo",
]
VIEWERS = ["anonymous", "stranger", "member", "scorer", "referee", "other_organiser", "organiser"]
# Who is a member of Prague (a role, a linked player or its organiser) and may read full names.
MEMBERS = {"member", "organiser"}
# Who works at the game (its scorer, its and the tournament's referee): shown its pages always.
WORKERS = {"scorer", "referee"}
PASSWORD = "tiles-and-winds-42"


def _build():
    with mock.patch.dict(world_module.NAMES, {"prague": PRAGUE}):
        world = world_module.build_world()
    prague = world.clubs["own"]
    users = world.users
    User = get_user_model()
    organiser = users["organiser"]
    session = prague.session
    forgotten_player = prague.players[0]
    forgotten_player.user = User.objects.create_user(
        "zqxforgot-player", email="zqxforgot-player@example.org", password=PASSWORD
    )
    forgotten_player.ema_number = "12345678"
    forgotten_player.save()
    scorer = User.objects.create_user(
        "zqxforgot-scorer",
        email="zqxforgot-scorer@example.org",
        password=PASSWORD,
        first_name="Zqxforgot",
        last_name="Scorerson",
    )
    session.scorers.add(scorer)
    club_service.grant(prague.club, scorer, "scorer", organiser)
    # Hand 2, then hand 1 corrected so that East keeps the deal: hand 2 follows (knock-on).
    session_service.record_hand(session, hand_for("N"), scorer, uuid.uuid4())
    hand = session.hands.get(number=1)
    session_service.correct_hand(hand, hand_for("E", "wall"), scorer, "wrong winner", hand.version)
    session_service.end_session(session, organiser, "the club closes")
    night = night_service.create_night(prague.club, organiser, session.date, "Tuesday night")
    night_service.add_game(night, session)
    season = season_service.create_season(
        prague.club,
        organiser,
        name="Autumn",
        start=datetime.date(2026, 9, 1),
        end=datetime.date(2026, 12, 31),
        measure="score",
        min_games=0,
    )
    duplicate = Player.objects.create(club=prague.club, name="Zqxforgot Alpha Twin")
    player_service.merge(duplicate, forgotten_player, organiser, "one person")
    _invitation, invitation_token = club_service.invite(prague.club, organiser)
    # The started tournament: teams, and a walk-in substitute at the first table.
    started = prague.started
    teams.set_teams(started, "Red: Zqxmarker Bravo, Zqxmarker Charlie\nBlue: Zqxmarker Delta")
    table = started.rounds.get(number=1).tables.get(number=1)
    original = Player.objects.get(pk=table.session.starting_player_ids["E"])
    walk_in = roster.substitute_player(started, "Zqxmarker Walkin")
    roster.substitute_seat(table, original, walk_in, organiser, "late train")
    # The login logs: a sign-in and a failure of each forgotten account.
    for username in ("zqxforgot-scorer", "zqxforgot-player"):
        Client().post("/accounts/login/", {"username": username, "password": PASSWORD})
        Client().post("/accounts/login/", {"username": username, "password": "not it"})
    # The admin log names them as the admin writes it (the object's str and what changed).
    LogEntry.objects.log_actions(
        users["superuser"].pk,
        [scorer, Player.objects.get(pk=forgotten_player.pk)],
        CHANGE,
        change_message=[{"changed": {"fields": ["first_name", "name"]}}],
    )
    logged = {
        model.__name__: model.objects.filter(username__startswith=FORGOTTEN).count()
        for model in (AccessAttempt, AccessLog)
    }
    logged["LogEntry"] = LogEntry.objects.count()
    # A registrant of an event with its registration open: their private link's page.
    event = tournament_setup.create_tournament(
        prague.club,
        organiser,
        name="Spring Open",
        date=datetime.date(2027, 3, 20),
        ruleset="millington",
        registration_open=True,
    )
    _registration, registration_token = registrations.register(
        event, registrations.SignUp(name="Zqxmarker Foxtrot", email="foxtrot@example.org")
    )
    club_service.forget(scorer)
    club_service.forget(forgotten_player.user)
    viewers = {
        "stranger": User.objects.create_user("stranger-viewer", first_name="Stan"),
        "member": users["player"],
        "scorer": users["scorer"],
        "referee": users["referee"],
        "other_organiser": users["other_staff"],
        "organiser": organiser,
    }
    return {
        "club": prague.club,
        "session": session,
        "tournament": prague.started,
        "night": night,
        "season": season,
        "player": prague.players[1],
        "join": table_service.join_token(session),
        "invitation": invitation_token,
        "registration": registration_token,
        "viewers": viewers,
        "logged": logged,
    }


@pytest.fixture(scope="module")
def world(django_db_setup, django_db_blocker):
    """Built once for the module, inside a transaction rolled back at its end (each test runs
    in a savepoint of it)."""
    plain_http = override_settings(
        SECURE_SSL_REDIRECT=False,
        SESSION_COOKIE_SECURE=False,
        CSRF_COOKIE_SECURE=False,
        STORAGES={
            **settings.STORAGES,
            "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
        },
    )
    with django_db_blocker.unblock(), transaction.atomic(), plain_http:
        yield _build()
        transaction.set_rollback(True)


def _settle(world, pages, names):
    club = Club.objects.get(pk=world["club"].pk)
    for owner in [club, *club.tournaments.all()]:
        owner.players_visible_to = owner.standings_visible_to = pages
        owner.results_visible_to = pages
        owner.public_names = names
        owner.save()


def _rendered(client, world):
    seen = []
    with pdfs_as_html():
        for route, _name, _view in every_view():
            if route.startswith("admin/") or route in NOT_RENDERED:
                continue
            urls = [url_for(route, world)]
            if "<int:number>" in route and "sessions/" in route:
                # Hand 2's history holds the knock-on of hand 1's correction.
                urls.append(url_for(route.replace("<int:number>", "2"), world))
            for url in urls:
                response = client.get(url)
                seen.append((url, response.status_code, response_text(response)))
    return seen


def _client(world, viewer):
    client = Client()
    if viewer != "anonymous":
        client.force_login(world["viewers"][viewer])
    return client


@pytest.mark.parametrize("viewer", VIEWERS)
@pytest.mark.parametrize(
    ("pages", "names"),
    [("public", "initials"), ("members", "initials"), ("members", "full"), ("public", "full")],
)
def test_no_page_file_or_answer_shows_a_name_the_setting_hides_or_a_forgotten_person(
    world, viewer, pages, names
):
    _settle(world, pages, names)
    rendered = _rendered(_client(world, viewer), world)
    assert len(rendered) > 80
    assert [(url, status) for url, status, _b in rendered if status >= 500] == []
    assert [url for url, _s, body in rendered if FORGOTTEN in body.casefold()] == []
    hidden = pages != "public" and viewer not in WORKERS
    if viewer not in MEMBERS and (names == "initials" or hidden):
        assert [url for url, _s, body in rendered if MARKER in body] == []


def test_a_member_reads_full_names_where_the_setting_says_initials(world):
    # The check above is no check if the markers never show: they do, to those who may see them.
    _settle(world, "public", "initials")
    session = world["session"].pk
    for viewer in ("member", "organiser"):
        client = _client(world, viewer)
        for url in (f"/sessions/{session}/", f"/sessions/{session}/hands/1/referee/"):
            assert "Zqxmarker Bravo" in client.get(url).content.decode(), (viewer, url)
    anonymous = _client(world, "anonymous").get(f"/sessions/{session}/hands/1/").content.decode()
    assert "Z. B." in anonymous


def test_no_stored_row_keeps_a_trace_of_a_forgotten_person(world):
    tables = connection.introspection.table_names()
    found = []
    with connection.cursor() as cursor:
        for table in tables:
            cursor.execute(f"SELECT * FROM {connection.ops.quote_name(table)}")  # noqa: S608
            columns = [c[0] for c in cursor.description]
            for row in cursor.fetchall():
                for column, value in zip(columns, row, strict=True):
                    if value is not None and FORGOTTEN in str(value).casefold():
                        found.append((table, column, str(value)[:80]))
    assert found == []
    # The scan saw what it had to: hands' history, the login logs and the admin log, each
    # naming the forgotten people before they asked (the admin log's entries stay).
    assert HandRevision.objects.filter(action="knock_on").exists()
    assert all(world["logged"].values()), world["logged"]
    assert LogEntry.objects.count() == world["logged"]["LogEntry"]
