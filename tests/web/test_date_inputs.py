"""A date field is the browser's own date picker (<input type="date">), whose value HTML fixes
as yyyy-mm-dd in every language: a Czech or French page that wrote today's date as
'26.11.2026' or '26/11/2026' left the picker empty, so a new session or tournament lost its
default day and an edited tournament its recorded one."""

import datetime
import re

import pytest
from django.urls import reverse
from django.utils import timezone


def date_values(html: str) -> dict[str, str]:
    return dict(re.findall(r'<input type="date" name="(\w+)" value="([^"]*)"', html))


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["en", "cs", "fr"])
def test_the_new_session_and_tournament_forms_give_today_as_yyyy_mm_dd_in_every_language(
    client, organiser, club, language
):
    client.force_login(organiser)
    today = datetime.date.today().isoformat()
    for name in ("session-new", "tournament-create"):
        html = client.get(reverse(name, args=[club.slug]), HTTP_ACCEPT_LANGUAGE=language)
        assert date_values(html.content.decode())["date"] == today, (name, language)
    night = client.get(reverse("night-new", args=[club.slug]), HTTP_ACCEPT_LANGUAGE=language)
    assert date_values(night.content.decode())["date"] == timezone.localdate().isoformat()
