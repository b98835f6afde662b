"""load_demo's club night: a finished East wind recorded through the services."""

import pytest
from django.core.management import call_command

from scoring.engine import contract
from scoring.models import Session
from scoring.services.hands.sessions import session_totals

pytestmark = pytest.mark.django_db


def test_the_demo_club_night_is_a_finished_east_wind_scored_by_the_engine():
    call_command("load_demo")
    session = Session.objects.get(club__slug="demo", title="Table 1")
    hands = list(session.live_hands().order_by("number"))
    # An East win and a draw keep the deal, then four other winners pass it: 6 hands, and the
    # one-wind game is over once every player has been East (classical-extra.md).
    assert len(hands) == 6 and session.is_finished
    assert [h.east_id for h in hands] == [session.east_id] * 3 + [
        session.south_id,
        session.west_id,
        session.north_id,
    ]
    for hand in hands:
        assert hand.output == contract.evaluate(hand.input)
    totals = session_totals(session)
    assert sum(totals.values()) == 0  # settlement is zero-sum, so the night is too


def test_the_demo_mcr_evening_pays_eight_plus_the_fans_as_the_mcr_settlement_rules_say():
    call_command("load_demo")
    session = Session.objects.get(club__slug="demo", ruleset="mcr")
    hands = list(session.live_hands().order_by("number"))
    for hand in hands:
        assert hand.output == contract.evaluate(hand.input)
    # M-discard: South wins 15 on West's discard: West pays 8 + 15, East and North 8 each.
    assert hands[0].output["payments"] == {"E": -8, "S": 39, "W": -23, "N": -8}
    # M-self-drawn: East's 12 self-drawn: each of the three pays 8 + 12 = 20.
    assert hands[1].output["payments"] == {"E": 60, "S": -20, "W": -20, "N": -20}
    # M-game: the deal passes every hand, the drawn third hand too: hand 4's East is North.
    assert [h.east_id for h in hands] == [
        session.east_id,
        session.south_id,
        session.west_id,
        session.north_id,
    ]
    assert sum(session_totals(session).values()) == 0


def test_the_demo_tournament_tables_hold_real_hands_the_engine_rescores_identically():
    call_command("load_demo")
    tables = Session.objects.filter(club__slug="demo", kind=Session.Kind.TOURNAMENT)
    played = [s for s in tables if s.finished_at]
    assert len(played) == 2  # round 1: 8 players at two tables, both finished
    for session in played:
        for hand in session.live_hands():
            assert hand.output == contract.evaluate(hand.input)
        assert sum(session_totals(session).values()) == 0


def test_loading_the_demo_twice_changes_nothing(capsys):
    call_command("load_demo")
    count = Session.objects.count()
    call_command("load_demo")
    assert Session.objects.count() == count


def test_the_demo_has_one_club_night_whose_tables_are_its_two_games():
    from scoring.models import ClubNight

    call_command("load_demo")
    night = ClubNight.objects.get(club__slug="demo")
    assert night.title == "Tuesday 17 November"
    assert sorted(g.title for g in night.games.all()) == [
        "Table 1",
        "Table 1, second game",
        "Table 2 (MCR)",
    ]
    club_games = Session.objects.filter(club__slug="demo", kind=Session.Kind.CLUB)
    # No game calls itself a night: the night is the evening, a table plays a game.
    assert [g.title for g in club_games if "night" in g.title.lower()] == []


def test_the_demo_organisers_first_suggestion_is_the_default_rulesets_game_in_play(client):
    # Not the MCR table, whose hand form is the fan checklist.
    call_command("load_demo")
    from django.contrib.auth import get_user_model

    client.force_login(get_user_model().objects.get(username="organiser"))
    html = client.get("/").content.decode()
    first = html.index("Record the next hand")
    assert "Table 1, second game" in html[first : first + 200]
