"""Privacy by class: every page type the project routes (pages, print pages, CSV and PDF
files, the API's read answers, hall displays, game, hand, referee, round, night and season
pages) follows the club's and the tournament's settings. The club and its tournaments are set
to members only and to initials; each page is rendered for an anonymous visitor, a signed-in
stranger, a member and an organiser."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import AnonymousUser
from django.test import Client

from scoring.models import Club, Player
from scoring.services.people import privacy
from tests.robust import test_public_names as every_page

pytestmark = pytest.mark.django_db

named_world = every_page.named_world
_named_world_once = every_page._named_world_once
rendered_pages = every_page.rendered_pages

FULL = {
    "Alena": "Alena Quorvant",
    "Bob": "Bob Quillberg",
    "Chen": "Chen Quastow",
    "Dana": "Dana Querlitz",
}
# Pages of Prague's that show its players, games or rankings: the first part of their path.
OWNED = ("/sessions/", "/api/sessions/", "/nights/", "/seasons/", "/players/")
# Prague's tournament pages that are its front page or its organisers' own.
UNGUARDED = ("/privacy/", "/ema.csv")


def _private(things, *, pages="members", names="initials"):
    for player in Player.objects.filter(club=things["club"], name__in=FULL):
        player.name = FULL[player.name]
        player.save()
    club = Club.objects.get(pk=things["club"].pk)
    owners = [club, *club.tournaments.all()]
    for owner in owners:
        owner.players_visible_to = owner.standings_visible_to = pages
        owner.results_visible_to = pages
        owner.public_names = names
        owner.save()


def _client(user=None):
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


def _guarded(url, things):
    tournament = f"/tournaments/{things['tournament'].pk}/"
    if url.startswith(tournament):
        return url != tournament and not url.endswith(UNGUARDED)
    return url.startswith(OWNED)


def _full_names_in(pages):
    return [(url, name) for url, _s, body in pages for name in FULL.values() if name in body]


def test_members_only_pages_are_refused_to_a_visitor_and_show_no_full_name(named_world):
    _private(named_world)
    pages = rendered_pages(_client(), named_world)
    assert [url for url, status, _b in pages if status >= 500] == []
    shown = [url for url, status, _b in pages if _guarded(url, named_world) and status == 200]
    assert shown == []
    assert _full_names_in(pages) == []
    refused = [url for url, status, _b in pages if status == 403]
    assert f"/sessions/{named_world['session'].pk}/hands/1/referee/" in refused
    assert f"/api/sessions/{named_world['session'].pk}/" in refused


def test_members_only_pages_are_refused_to_a_signed_in_stranger(named_world):
    _private(named_world)
    stranger = get_user_model().objects.create_user("stranger-viewer", first_name="Stan")
    pages = rendered_pages(_client(stranger), named_world)
    shown = [url for url, status, _b in pages if _guarded(url, named_world) and status == 200]
    assert shown == []
    assert _full_names_in(pages) == []


def test_public_pages_with_initials_name_every_player_by_initials_to_a_visitor(named_world):
    _private(named_world, pages="public")
    pages = rendered_pages(_client(), named_world)
    assert [url for url, status, _b in pages if status >= 500] == []
    assert _full_names_in(pages) == []
    session = named_world["session"].pk
    bodies = {url: body for url, _s, body in pages}
    # The game, its hand, its referee view and the season's file are shown, with initials
    # (the API's answers name players by id only).
    for url in (
        f"/sessions/{session}/",
        f"/sessions/{session}/hands/1/",
        f"/sessions/{session}/hands/1/referee/",
        f"/seasons/{named_world['season'].pk}/standings.csv",
    ):
        assert "A. Q." in bodies[url], url


def _statuses(pages):
    return {url: status for url, status, _b in pages}


def test_a_member_sees_every_page_they_saw_when_the_club_was_public(named_world):
    member = Player.objects.get(pk=named_world["club"].players.get(name="Eva").pk).user
    public = _statuses(rendered_pages(_client(member), named_world))
    _private(named_world)
    pages = rendered_pages(_client(member), named_world)
    assert _statuses(pages) == public
    session = next(
        body for url, _s, body in pages if url == f"/sessions/{named_world['session'].pk}/"
    )
    assert "Alena Quorvant" in session


def test_the_organiser_sees_every_page_with_full_names(named_world):
    organiser = Club.objects.get(pk=named_world["club"].pk).organisers.get()
    public = _statuses(rendered_pages(_client(organiser), named_world))
    _private(named_world)
    pages = rendered_pages(_client(organiser), named_world)
    assert [url for url, status, _b in pages if status >= 500] == []
    assert _statuses(pages) == public
    round_ = f"/tournaments/{named_world['tournament'].pk}/rounds/1/"
    assert any(name in dict((u, b) for u, _s, b in pages)[round_] for name in FULL.values())


def test_a_player_shown_with_initials_keeps_its_full_name_when_saved(named_world):
    _private(named_world, pages="public")
    with privacy.viewing(AnonymousUser()):
        shown = Player.objects.get(name="Alena Quorvant")
        assert shown.name == "A. Q."
        shown.country = "CZ"
        shown.save()
    assert Player.objects.get(pk=shown.pk).name == "Alena Quorvant"


def test_no_page_links_a_club_task_to_the_django_admin(named_world):
    # The admin is the site operator's; a club's organiser reaches everything from the pages.
    organiser = Club.objects.get(pk=named_world["club"].pk).organisers.get()
    pages = rendered_pages(_client(organiser), named_world)
    assert [url for url, _s, body in pages if 'href="/admin' in body] == []
    templates = Path(__file__).resolve().parents[2] / "templates"
    linking = [p.name for p in templates.rglob("*.html") if "/admin/" in p.read_text()]
    assert linking == []


def test_the_privacy_page_says_that_games_and_hands_follow_the_standings_setting(named_world):
    organiser = Club.objects.get(pk=named_world["club"].pk).organisers.get()
    page = _client(organiser).get(f"/clubs/{named_world['club'].slug}/privacy/")
    assert "Games, their hands and referee views" in page.content.decode()
    assert "scorers and referees always see it." in page.content.decode()


def test_a_refused_page_says_why_and_offers_to_log_in(named_world):
    _private(named_world)
    page = _client().get(f"/sessions/{named_world['session'].pk}/")
    assert page.status_code == 403
    body = page.content.decode()
    assert "The club shows its games and standings to its members only." in body
    assert f'href="/accounts/login/?next=/sessions/{named_world["session"].pk}/"' in body


def test_lists_leave_out_the_games_a_visitor_may_not_open(named_world):
    session_link = f'href="/sessions/{named_world["session"].pk}/"'
    club_page = f"/clubs/{named_world['club'].slug}/"
    member = named_world["club"].players.get(name="Eva").user
    assert session_link in _client().get("/").content.decode()
    _private(named_world)
    for url in ("/", club_page):
        assert session_link not in _client().get(url).content.decode(), url
        assert session_link in _client(member).get(url).content.decode(), url
