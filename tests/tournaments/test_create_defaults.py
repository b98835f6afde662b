"""The create form starts on the classical ruleset, and standings and results entry follow
the ruleset unless the organiser picks them."""

import pytest

from scoring.models import Tournament

from .conftest import post_form, rendered_form

pytestmark = pytest.mark.django_db


def test_a_new_tournament_defaults_to_the_classical_ruleset(client, organiser, club):
    client.force_login(organiser)
    fields = rendered_form(client, f"/clubs/{club.slug}/tournaments/new/", "")
    assert fields["ruleset"] == "millington"


@pytest.mark.parametrize(
    "ruleset, scheme, entry",
    [("riichi", "uma", "final"), ("millington", "table_points", "hands")],
)
def test_standings_and_results_entry_follow_the_ruleset_unless_chosen(
    client, organiser, club, ruleset, scheme, entry
):
    client.force_login(organiser)
    url = f"/clubs/{club.slug}/tournaments/new/"
    response = post_form(client, url, "", name="Open", date="2026-11-21", ruleset=ruleset)
    assert response.status_code == 302
    t = Tournament.objects.get()
    assert (t.scheme, t.results_entry) == (scheme, entry)


def test_a_riichi_event_entered_hand_by_hand_is_created_with_its_hands_at_the_tables(
    client, organiser, club
):
    client.force_login(organiser)
    url = f"/clubs/{club.slug}/tournaments/new/"
    response = post_form(
        client, url, "", name="Open", date="2026-11-21", ruleset="riichi", results_entry="hands"
    )
    assert response.status_code == 302
    assert Tournament.objects.get().results_entry == Tournament.Entry.HANDS


def test_the_host_country_is_three_letters_and_the_last_day_not_before_the_first(
    client, organiser, club
):
    client.force_login(organiser)
    url = f"/clubs/{club.slug}/tournaments/new/"
    response = post_form(
        client, url, "", name="Open", date="2026-11-21", last_day="2026-11-20", country="CZ"
    )
    page = response.content.decode()
    assert response.status_code == 400
    assert "A three-letter country code" in page
    assert "The last day cannot come before the first." in page
