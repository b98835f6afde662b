"""A club runs itself, in Chromium, from an empty database: the first account signs up (and
is the site's administrator), creates a club, adds its players (one by one and from a CSV
file), invites a member by link; the member signs up from the link and is linked to their
player; the organiser makes them a scorer and starts the first club night. No page of
/admin/ is ever opened, and every page on the way is axe-clean at phone size."""

from __future__ import annotations

import pytest

from scoring.models import Club, ClubNight, ClubRole, Player
from tests.browser.axe import violations

PHONE = {"width": 390, "height": 844}
PASSWORD = "tiles-and-winds-42"

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def sign_up(page, username, name):
    page.fill("input[name=username]", username)
    page.fill("input[name=display_name]", name)
    page.fill("input[name=password1]", PASSWORD)
    page.fill("input[name=password2]", PASSWORD)
    page.click("#signup-form button[type=submit]")


def axe_clean(page):
    found = violations(page)
    assert found == [], f"{page.url}: {found}"


def test_a_club_starts_from_an_empty_database_without_the_admin(live_server, browser, tmp_path):
    base = live_server.url
    opened = []
    organiser = browser.new_context(viewport=PHONE)
    member = browser.new_context(viewport=PHONE)
    for context in (organiser, member):
        context.on("request", lambda request: opened.append(request.url))
    page = organiser.new_page()

    # The first account: the home page points to sign-up; it becomes the administrator.
    page.goto(f"{base}/")
    page.click("#start-here a")
    axe_clean(page)
    sign_up(page, "olga-login", "Olga Nováková")
    assert "administrator" in page.inner_text("main")
    assert "olga-login" not in page.content()

    # A club, and its page's first steps.
    page.click("#create-club")
    axe_clean(page)
    page.fill("input[name=name]", "Brno Dragons")
    page.click("#club-form button[type=submit]")
    assert page.is_visible("#getting-started")
    axe_clean(page)
    page.click("#getting-started li:first-child a")

    # Players: one by one, then the rest from a CSV file.
    page.fill("#player-form input[name=name]", "Alena Dvořák")
    page.click("#player-form button[type=submit]")
    csv_file = tmp_path / "players.csv"
    csv_file.write_text("name,country\nBob Brown,GB\nChen Li,CN\nDana Král,CZ\n", "utf-8")
    page.set_input_files("#csv-form input[name=file]", str(csv_file))
    page.click("#csv-form button[type=submit]")
    assert page.inner_text("#people-players").count("\n") == 3  # four players, one a line
    axe_clean(page)

    # An invitation for Bob's player record.
    page.select_option("#invite-form select[name=player]", label="Bob Brown")
    page.click("#invite-form button[type=submit]")
    link = page.inner_text("#issued-link")
    assert page.is_visible("#issued-qr")
    axe_clean(page)

    # Bob follows the link, signs up from it and accepts.
    bob = member.new_page()
    bob.goto(link)
    axe_clean(bob)
    bob.click("main a.btn-success")
    sign_up(bob, "bob-login", "Bob Brown")
    assert "/join/" in bob.url
    bob.click("#join-form button[type=submit]")
    assert "Welcome to Brno Dragons" in bob.inner_text("main")
    assert Player.objects.get(name="Bob Brown").user.username == "bob-login"
    bob.goto(f"{base}/me/")
    assert "Bob Brown" in bob.inner_text("main")
    axe_clean(bob)

    # The organiser makes Bob a scorer: the change is on the page's audit list.
    page.goto(f"{base}/clubs/brno-dragons/people/")
    page.select_option("#role-form select[name=user]", label="Bob Brown")
    page.select_option("#role-form select[name=role]", "scorer")
    page.select_option("#role-form select[name=action]", "grant")
    page.click("#role-form button[type=submit]")
    assert "Bob Brown made scorer by Olga Nováková" in page.inner_text("#role-changes")
    assert "bob-login" not in page.content()
    club = Club.objects.get(slug="brno-dragons")
    assert ClubRole.objects.filter(club=club, user__username="bob-login", role="scorer").exists()

    # The first club night, from the club page's guide.
    page.goto(f"{base}/clubs/brno-dragons/")
    page.click("#getting-started li:last-child a")
    page.fill("input[name=title]", "First Tuesday")
    page.click("main form button[type=submit]")
    assert ClubNight.objects.filter(club=club, title="First Tuesday").exists()
    page.goto(f"{base}/clubs/brno-dragons/")
    assert not page.is_visible("#getting-started")

    # The other new pages, and a refused form, are axe-clean too.
    page.goto(f"{base}/clubs/brno-dragons/people/")
    page.fill("#player-form input[name=name]", "Eva")
    page.fill("#player-form input[name=ema_number]", "123")
    page.click("#player-form button[type=submit]")
    assert "An EMA number has 8 digits." in page.inner_text("#player-form")
    axe_clean(page)
    for path in ("/clubs/brno-dragons/privacy/", "/accounts/password_change/", "/me/forget/"):
        page.goto(f"{base}{path}")
        axe_clean(page)
    bob.goto(f"{base}/accounts/password_change/")
    bob.click("main form button[type=submit]")  # empty: refused, with the errors beside the fields
    axe_clean(bob)

    # Members only: a visitor is refused the night with the reason, on a page axe-clean too.
    Club.objects.filter(pk=club.pk).update(standings_visible_to="members")
    visitor = browser.new_context(viewport=PHONE)
    refused = visitor.new_page()
    night = ClubNight.objects.get(club=club)
    assert refused.goto(f"{base}/nights/{night.pk}/").status == 403
    assert "to its members only" in refused.inner_text("#refusal")
    axe_clean(refused)
    visitor.close()

    assert [url for url in opened if "/admin/" in url] == []
    organiser.close()
    member.close()
