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
    pages = [
        table_session.get_absolute_url(),
        reverse("hand-new", args=[table_session.pk]),
        reverse("table", args=[table_session.pk]),
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
