"""Riichi and MCR tournaments entered hand by hand: the hands are recorded at the table (its
game page or the players' phones), the desk finishes the table from them."""

import copy
import datetime
import uuid

import pytest

from scoring.forms.tournaments import TournamentForm
from scoring.models import Player, Tournament
from scoring.services.hands import sessions
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import results_desk
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import setup as tournament_setup
from scoring.services.tournaments import standings as tournament_standings
from scoring.services.tournaments.errors import TournamentError
from tests.referee.test_every_page_translated import MCR_TILES
from tests.referee.test_riichi_referee import riichi_document

pytestmark = pytest.mark.django_db


def event(club, organiser, ruleset):
    t = tournament_setup.create_tournament(
        club,
        organiser,
        name=f"{ruleset} by hand",
        date=datetime.date(2026, 11, 21),
        ruleset=ruleset,
        scheme=Tournament.Scheme.UMA if ruleset == "riichi" else Tournament.Scheme.TABLE_POINTS,
        results_entry=Tournament.Entry.HANDS,
        rounds_planned=1,
        seed=5,
    )
    t.players.add(*Player.objects.bulk_create(Player(club=club, name=f"P{i}") for i in range(4)))
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    return round_.tables.select_related("session").get()


def record(table, document):
    sessions.record_hand(table.session, copy.deepcopy(document), None, uuid.uuid4())


@pytest.mark.parametrize("ruleset", ["riichi", "mcr"])
def test_a_riichi_or_mcr_event_may_be_entered_hand_by_hand_and_is_entered_as_final_scores_by_default(
    ruleset,
):
    data = {"name": "X", "date": "2026-11-21", "ruleset": ruleset, "rounds_planned": 4, "seed": 1}
    usual = TournamentForm(data)
    usual.is_valid()
    assert usual.cleaned_data["results_entry"] == Tournament.Entry.FINAL
    by_hand = TournamentForm({**data, "results_entry": Tournament.Entry.HANDS})
    by_hand.is_valid()
    assert "results_entry" not in by_hand.errors
    assert by_hand.cleaned_data["results_entry"] == Tournament.Entry.HANDS


def test_a_riichi_table_finishes_on_its_final_points_from_the_hands_recorded_at_it(club, organiser):
    table = event(club, organiser, "riichi")
    # South's riichi, pinfu and tanyao on West's discard: 3 han 30 fu, a non-dealer's ron of
    # 3900 from West; South's riichi stick comes back to South with the win. From 30,000
    # each (the ruleset's starting points): E 30000, S 33900, W 26100, N 30000.
    record(table, riichi_document("234m567m23p678s55s", "4d", ron="W", riichi=True))
    with pytest.raises(TournamentError, match="S 33900"):
        results_desk.finish_sheet(table, {"E": 30000, "S": 33000, "W": 27000, "N": 30000}, None)
    results_desk.finish_sheet(table, {"E": 30000, "S": 33900, "W": 26100, "N": 30000}, None)
    table.refresh_from_db()
    assert table.result == {"E": 0, "S": 3900, "W": -3900, "N": 0}
    first = tournament_standings.compute_standings(table.round.tournament).rows[0]
    assert first.player == table.session.south


def test_an_mcr_table_finishes_on_the_totals_of_the_hands_recorded_at_it(club, organiser):
    table = event(club, organiser, "mcr")
    # South's 14 fans on West's discard (MCR settlement): West pays 8 + 14 = 22, East and
    # North 8 each; South +38.
    record(table, MCR_TILES)
    results_desk.finish_sheet(table, {"E": -8, "S": 38, "W": -22, "N": -8}, None)
    table.refresh_from_db()
    assert table.result == {"E": -8, "S": 38, "W": -22, "N": -8}


@pytest.mark.parametrize("ruleset, name", [("riichi", "Riichi"), ("mcr", "MCR")])
def test_the_desk_does_not_type_riichi_or_mcr_hands_it_points_to_the_table(
    club, organiser, ruleset, name
):
    table = event(club, organiser, ruleset)
    row = results_desk.HandRow(winner="S", discarder=None, scores=dict.fromkeys("ESWN", 8))
    with pytest.raises(TournamentError, match=f"{name} hands are recorded at the table"):
        results_desk.enter_hand_scores(table, [row], organiser)
    assert not table.session.live_hands().exists()


def test_the_desk_page_of_a_riichi_table_links_to_its_game_and_offers_to_finish_it(
    client, club, organiser
):
    table = event(club, organiser, "riichi")
    record(table, riichi_document("234m567m23p678s55s", "4d", ron="W", riichi=True))
    client.force_login(organiser)
    html = client.get(
        f"/tournaments/{table.round.tournament_id}/rounds/1/results/?table=1"
    ).content.decode()
    assert f'href="/sessions/{table.session_id}/"' in html
    assert 'data-testid="finish-1"' in html
    assert 'data-testid="sheet-form-1"' not in html
    response = client.post(
        f"/tournaments/{table.round.tournament_id}/rounds/1/results/1/finish/",
        {
            "total-E": 30000,
            "total-S": 33900,
            "total-W": 26100,
            "total-N": 30000,
            "total-confirm": "on",
        },
    )
    assert response.status_code == 302
    table.refresh_from_db()
    assert table.outcome == "played"
