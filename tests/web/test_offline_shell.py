"""What a phone keeps for offline use: the files its pages use and nothing else (the single
tile pictures are not drawn by any page; the sprite is)."""

import json
import re

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


def shell(client) -> list[str]:
    worker = client.get("/sw.js").content.decode()
    return json.loads(re.match(r"self\.CLUBSCORE = (.*?);\n", worker).group(1))["shell"]


def test_the_offline_shell_holds_only_files_the_pages_use(scorer_client, table_session):
    from scoring.services.hands import table

    pages = [
        table_session.get_absolute_url(),
        reverse("hand-new", args=[table_session.pk]),
        reverse("table", args=[table_session.pk]),
        reverse("table-join", args=[table.join_token(table_session)]),
        reverse("offline-queue"),
        reverse("home"),
    ]
    used = set()
    for url in pages:
        html = scorer_client.get(url).content.decode()
        used |= set(re.findall(r'(?:src|href|data-sprite)="(/static/[^"#]+)', html))
    used |= {icon["src"] for icon in scorer_client.get(reverse("manifest")).json()["icons"]}
    kept = [url for url in shell(scorer_client) if url.startswith("/static/")]
    assert not [url for url in kept if "/scoring/tiles/" in url]
    assert set(kept) - used == set()


def test_the_pages_a_phone_opens_come_compressed(scorer_client, table_session, scorer):
    """On a slow link every byte counts (benchmarks/pageweight.py measures them): the pages
    of the table, the referee, the rules, the home, player and season pages are gzipped."""
    import uuid

    from scoring.services.hands import sessions as service
    from scoring.services.hands import table

    from .conftest import hand_doc

    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    pages = [
        reverse("home"),
        reverse("table", args=[table_session.pk]),
        reverse("table-join", args=[table.join_token(table_session)]),
        reverse("referee-hand", args=[table_session.pk, 1]),
        reverse("rulesets"),
        reverse("ruleset", args=["millington"]),
        reverse("player", args=[table_session.east_id]),
    ]
    for url in pages:
        page = scorer_client.get(url, HTTP_ACCEPT_ENCODING="gzip")
        assert page.status_code == 200, url
        assert page["Content-Encoding"] == "gzip", url
