"""What the pages say: after logging in the home page offers the next step and speaks of club
nights only; dates read day first in English, as in Czech and French; ruleset options by
their labels."""

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


def test_after_logging_in_a_scorer_is_offered_the_next_hand_of_their_club_night(
    scorer_client, table_session
):
    html = scorer_client.get(reverse("home")).content.decode()
    assert 'id="next-step"' in html
    assert f'href="{reverse("hand-new", args=[table_session.pk])}" data-next="record"' in html
    assert "Record the next hand of “Tuesday club night”" in html


def test_an_organiser_is_offered_to_start_a_club_night_at_their_club(client, organiser, club):
    client.force_login(organiser)
    html = client.get(reverse("home")).content.decode()
    assert f'href="{reverse("night-new", args=[club.slug])}" data-next="start"' in html
    assert "Start a club night at Prague Mah-Jong Club" in html


def test_the_home_page_says_club_night_not_session(client, organiser, club):
    client.force_login(organiser)
    html = client.get(reverse("home")).content.decode()
    assert "No club nights yet." in html
    assert "session" not in html.split("<main", 1)[1].lower().replace("sessions/", "")


def test_an_english_page_writes_the_date_day_first(client, table_session):
    html = client.get(table_session.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en-GB").content
    assert "17 Nov 2026" in html.decode() and "Nov. 17, 2026" not in html.decode()


def test_ruleset_options_show_their_labels_not_internal_names(client):
    html = client.get(reverse("ruleset", args=["millington"])).content.decode()
    options = html.split('id="options"')[1].split("</section>")[0]
    assert "Limit hand: Heavenly Hand" in options
    assert "limit_heavenly_hand" not in options.replace('id="option-limit_heavenly_hand"', "")
    assert "(win.heavenly)" not in options
