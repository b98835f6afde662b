"""Every file the site hands out (the club's export, a person's own data, standings, results,
seating, score cards, season tables, the EMA workbook) carries `Cache-Control: private,
no-store`: personal data must not stay in a shared proxy or on the disk of a club's laptop.
Found by walking every routed URL, so a new download cannot be missed (the EMA workbook, which
needs a finished riichi or MCR event, is checked in tests/tournaments/test_ema_workbook.py)."""

import pytest

from scoring.models import Tournament
from tests.referee.test_every_page_translated import everything, page_urls  # noqa: F401

pytestmark = pytest.mark.django_db


def test_every_download_is_private_and_never_stored(client, everything, organiser):  # noqa: F811
    client.force_login(organiser)
    downloads = {}
    urls = {
        url
        for tournament in Tournament.objects.all()  # classical, MCR (its EMA workbook), ...
        for url in page_urls({**everything, "tournaments": tournament.pk})
    }
    for url in sorted(urls):
        response = client.get(url)
        if response.status_code == 200 and response.has_header("Content-Disposition"):
            downloads[url] = response.get("Cache-Control", "")
    assert len(downloads) >= 10, downloads  # the walk reached the files
    assert "/clubs/prague/export/" in downloads and "/me/data.json" in downloads
    unsafe = {
        url: header
        for url, header in downloads.items()
        if not {"private", "no-store"} <= {part.strip() for part in header.split(",")}
    }
    assert unsafe == {}
