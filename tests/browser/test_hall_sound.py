"""The hall's clock sounds, once the sound is switched on at the screen (a browser plays
sound only after a click), at the warning and at time, and the hall lists the tables given
extra time with their own clocks (docs/tournaments.md, "Round clock and hall display")."""

import datetime

import pytest
from django.utils import timezone

from scoring.models import Tournament
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import setup as tournament_setup

from .test_polls_revalidate import wait_for

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_the_hall_beeps_at_the_warning_and_at_a_tables_time_once_the_sound_is_on(
    live_server, browser, club, organiser, players
):
    tournament = tournament_setup.create_tournament(
        club,
        organiser,
        name="Prague Open",
        date=datetime.date(2026, 11, 21),
        ruleset="millington",
        scheme=Tournament.Scheme.TABLE_POINTS,
        rounds_planned=2,
        seed=5,
        warning_minutes=1,
    )
    tournament.players.add(*players)
    round_ = tournament_seating.generate_round(tournament, organiser)
    tournament_play.start_round(round_)
    # The round's warning (60 s before its end) comes 12 s from now; table 2, given its own
    # time at the desk, is called 20 s from now (a loaded machine may take seconds to open
    # the page: a state found at the first look does not beep).
    now = timezone.now()
    round_.ends_at = now + datetime.timedelta(seconds=72)
    round_.save(update_fields=["ends_at"])
    table = round_.tables.get(number=2)
    table.ends_at = now + datetime.timedelta(seconds=20)
    table.save(update_fields=["ends_at"])

    page = browser.new_page()
    page.goto(f"{live_server.url}/tournaments/{tournament.pk}/hall/")
    extra = page.locator('#hall-extra [data-table="2"]')
    extra.wait_for()
    assert extra.inner_text().startswith("Table 2 0:")
    sound = page.locator("#hall-sound")
    assert sound.inner_text() == "Sound off"
    sound.click()
    assert sound.inner_text() == "Sound on"
    # The warning of the round first, then time at table 2; nothing before the click.
    assert wait_for(page, lambda: page.evaluate("window.hallBeeps.length") >= 2, 40), page.evaluate(
        "window.hallBeeps"
    )
    assert page.evaluate("window.hallBeeps") == ["warning", "time"]
    assert page.locator("#hall-clock").get_attribute("class").split() == ["hall-clock", "ending"]
    assert extra.inner_text() == "Table 2 Time!"
