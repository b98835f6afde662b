"""A person sees only the actions they may take: signed in but in no club, every link on every
page they can reach from the home page opens (none answers 403), and the home page tells them
how to create or join a club."""

import re
import time
from html.parser import HTMLParser
from urllib.parse import urldefrag, urljoin, urlsplit

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.django_db

# Static files and the Django admin, which is not the app's (docs/clubs.md).
SKIP = re.compile(r"^/(static|admin|media)/")


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.hrefs = []

    def handle_starttag(self, tag, attrs):
        href = dict(attrs).get("href")
        if tag == "a" and href:
            self.hrefs.append(href)


def links_of(url, html):
    parser = Links()
    parser.feed(html)
    for href in parser.hrefs:
        target, _fragment = urldefrag(urljoin(url, href))
        parts = urlsplit(target)
        if parts.scheme in ("", "http") and parts.netloc in ("", "testserver"):
            path = parts.path + (f"?{parts.query}" if parts.query else "")
            if path and not SKIP.match(path):
                yield path


def crawl(client, start="/", limit=400, per_kind=2):
    """Every kind of page reachable by links from `start` (at most `per_kind` of each: the
    eighteen hands of the demo's nights are one kind): {path: status} and, for each path, the
    page that linked to it."""
    seen, found_on, queue, kinds = {}, {start: None}, [start], {}
    while queue and len(seen) < limit:
        path = queue.pop(0)
        kind = re.sub(r"\d+", "N", path)
        kinds[kind] = kinds.get(kind, 0) + 1
        if kinds[kind] > per_kind:
            continue
        response = client.get(path)
        seen[path] = response.status_code
        html = response.get("Content-Type", "").startswith("text/html")
        if response.status_code == 200 and html:
            for link in links_of(path, response.content.decode()):
                if link not in found_on:
                    found_on[link] = path
                    queue.append(link)
    return seen, found_on


def test_a_person_in_no_club_follows_every_link_they_see_and_none_answers_403(
    client, django_user_model
):
    call_command("load_demo", verbosity=0)
    client.force_login(django_user_model.objects.create_user("newcomer", password="pw-new-1"))
    started = time.monotonic()
    seen, found_on = crawl(client)
    refused = {path: found_on[path] for path, status in seen.items() if status == 403}
    assert not refused, f"403 behind links: {refused}"
    assert len(seen) > 40  # the demo's club, nights, hands, players, tournament and rulesets
    assert time.monotonic() - started < 60


def test_a_person_in_no_club_is_told_how_to_join_or_create_one(client, django_user_model):
    client.force_login(django_user_model.objects.create_user("newcomer", password="pw-new-1"))
    page = client.get("/").content.decode()
    assert "You belong to no club yet. To join one, ask its organiser for an invitation" in page
    assert 'href="/new-club/">Create a club</a>' in page


def test_a_refusal_that_ends_in_a_full_stop_gets_no_second_one(client, django_user_model):
    from scoring.models import Club

    club = Club.objects.create(name="Prague Mah-Jong Club", slug="prague")
    client.force_login(django_user_model.objects.create_user("newcomer", password="pw-new-1"))
    response = client.get(f"/clubs/{club.slug}/tournaments/new/")
    assert response.status_code == 403
    assert (
        "Only the club&#x27;s organisers create its tournaments.</p>" in response.content.decode()
    )


def test_the_first_suggestion_opens_the_default_rulesets_game_before_an_mcr_one(
    client, club, players, scorer
):
    """A classical game and a newer MCR game both in play: "What next?" first suggests the
    classical one (the default ruleset's form), not MCR's fan checklist."""
    import datetime

    from scoring.models import Session

    seats = dict(zip(("east", "south", "west", "north"), players[:4], strict=True))
    classical = Session.objects.create(
        club=club, title="Tuesday", date=datetime.date(2026, 11, 17), **seats
    )
    mcr = Session.objects.create(
        club=club, title="MCR Wednesday", date=datetime.date(2026, 11, 18), ruleset="mcr", **seats
    )
    for game in (classical, mcr):
        game.scorers.add(scorer)
    client.force_login(scorer)
    page = client.get("/").content.decode()
    suggested = re.findall(r'href="/sessions/(\d+)/hands/new/" data-next="record"', page)
    assert suggested == [str(classical.pk), str(mcr.pk)]
