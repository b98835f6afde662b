"""EMA MCR tournaments: table points 4/2/1/0 by each table's final scores, shared on ties,
standings by table points then score, and the EMA results workbook with the rules cell the
EMA's importer reads as MCR (docs/tournaments.md, "EMA results workbook")."""

import datetime
import io
from fractions import Fraction

import pytest
from openpyxl import load_workbook

from scoring.models import Player, Tournament
from scoring.services.files import ema
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import results_desk
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import setup as tournament_setup
from scoring.services.tournaments import standings as tournament_standings

pytestmark = pytest.mark.django_db


@pytest.fixture
def mcr_event(club, organiser):
    """Eight players, one round of two tables, the final scores entered at the desk."""
    t = tournament_setup.create_tournament(
        club,
        organiser,
        name="Brno MCR Open",
        date=datetime.date(2026, 11, 21),
        ruleset="mcr",
        scheme=Tournament.Scheme.TABLE_POINTS,
        results_entry=Tournament.Entry.FINAL,
        rounds_planned=1,
        seed=3,
        place="Brno",
        country="CZE",
    )
    players = Player.objects.bulk_create(
        Player(club=club, name=f"Hráč {i} Novák", ema_number=f"0402{i:04d}", nationality="CZE")
        for i in range(8)
    )
    t.players.add(*players)
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    first, second = round_.tables.order_by("number")
    # Table 1: East and South tie for first on 40. Table 2: four different scores.
    results_desk.enter_final_scores(first, {"E": 40, "S": 40, "W": -30, "N": -50}, organiser)
    results_desk.enter_final_scores(second, {"E": 75, "S": 12, "W": -25, "N": -62}, organiser)
    return t


def seated(tournament, number):
    table = tournament.rounds.get(number=1).tables.select_related("session").get(number=number)
    session = table.session
    return {"E": session.east, "S": session.south, "W": session.west, "N": session.north}


def test_two_tied_first_at_an_mcr_table_share_first_and_second_place_3_table_points_each(
    mcr_event,
):
    rows = {r.player: r for r in tournament_standings.compute_standings(mcr_event).rows}
    tied = seated(mcr_event, 1)
    # EMA MCR table points 4/2/1/0 shared on ties: (4 + 2) / 2 = 3 each for the two on 40,
    # then third place 1 and fourth 0.
    assert rows[tied["E"]].table_points == 3 and rows[tied["S"]].table_points == 3
    assert rows[tied["W"]].table_points == 1 and rows[tied["N"]].table_points == 0
    plain = seated(mcr_event, 2)
    assert [rows[plain[s]].table_points for s in "ESWN"] == [4, 2, 1, 0]
    # Every table hands out 4 + 2 + 1 + 0 = 7 points, shared or not.
    assert sum(Fraction(r.table_points) for r in rows.values()) == 2 * 7


def test_mcr_standings_rank_by_table_points_then_score(mcr_event):
    order = [
        (row.player, row.table_points, row.score)
        for row in tournament_standings.compute_standings(mcr_event).rows
    ]
    first, tied = seated(mcr_event, 2), seated(mcr_event, 1)
    # 4 points (table 2's first, +75) ahead of the two on 3; between those two, equal score
    # 40: they share the rank. Then 2 points (+12), and the two on 1 point by score: -25
    # ahead of -30; then the two on 0 points: -50 ahead of -62.
    assert order[0] == (first["E"], 4, 75)
    assert {order[1][0], order[2][0]} == {tied["E"], tied["S"]}
    assert order[3] == (first["S"], 2, 12)
    assert order[4] == (first["W"], 1, -25) and order[5] == (tied["W"], 1, -30)
    assert order[6] == (tied["N"], 0, -50) and order[7] == (first["N"], 0, -62)
    ranks = [row.rank for row in tournament_standings.compute_standings(mcr_event).rows]
    assert ranks == [1, 2, 2, 4, 5, 6, 7, 8]


def test_the_ema_workbook_of_an_mcr_event_says_mcr_and_lists_table_points_and_score(
    client, organiser, mcr_event
):
    client.force_login(organiser)
    response = client.get(f"/tournaments/{mcr_event.pk}/ema.xlsx")
    assert response.status_code == 200
    sheet = load_workbook(io.BytesIO(response.content))[ema.SHEET]
    # The importer's rules cell (row 3, column P): anything but "riichi" is MCR; we write
    # the EMA's own name for the rules.
    assert sheet["P3"].value == "MCR"
    assert sheet["B3"].value == 8
    results = [[sheet.cell(row=r, column=c).value for c in range(3, 11)] for r in range(2, 10)]
    positions = [r[0] for r in results]
    assert positions == [1, 2, 2, 4, 5, 6, 7, 8]
    table_points = [r[4] for r in results]
    assert table_points == [4.0, 3.0, 3.0, 2.0, 1.0, 1.0, 0.0, 0.0]
    scores = [r[5] for r in results]
    assert scores == [75, 40, 40, 12, -25, -30, -50, -62]


def test_an_mcr_tournament_ranks_by_table_points_and_enters_its_tables_as_final_scores():
    from scoring.forms.tournaments import TournamentForm

    form = TournamentForm(
        {
            "name": "Ostrava MCR",
            "date": "2026-11-21",
            "ruleset": "mcr",
            "rounds_planned": 4,
            "seed": 1,
        }
    )
    form.is_valid()
    assert form.cleaned_data["scheme"] == Tournament.Scheme.TABLE_POINTS
    assert form.cleaned_data["results_entry"] == Tournament.Entry.FINAL
