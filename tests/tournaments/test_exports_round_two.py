"""Exports and prints an organiser asked for: the substitute named on printed seatings and
score sheets, games played and withdrawals in the standings CSV, a riichi table's score with
uma in the results CSV, longer score sheets and a riichi sheet of its own."""

import csv
import io

import pytest

from scoring.services.tournaments import exports as tournament_exports
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import results_desk, roster
from scoring.services.tournaments import seating as tournament_seating

from .conftest import play_table

pytestmark = pytest.mark.django_db


def read_csv(response):
    return list(csv.reader(io.StringIO(response.content.decode())))


@pytest.fixture
def substituted(organiser, eight_player_tournament):
    t = eight_player_tournament
    round_ = tournament_seating.generate_round(t, organiser)
    table = round_.tables.select_related("session__south").get(number=1)
    replaced = table.session.south
    walk_in = roster.substitute_player(t, "Walker Inn")
    roster.substitute_seat(table, replaced, walk_in, organiser, "train late")
    return t, round_, replaced


@pytest.mark.parametrize("path", ["print/", "sheets/", "seating.csv"])
def test_printed_seatings_and_sheets_name_the_substitute_not_the_player_replaced(
    client, substituted, path
):
    t, round_, replaced = substituted
    page = client.get(f"/tournaments/{t.pk}/rounds/{round_.number}/{path}").content.decode()
    assert "Walker Inn" in page
    assert replaced.name not in page


def test_the_standings_csv_has_games_played_and_who_withdrew(client, organiser, tournament_of):
    t = tournament_of(8, rounds=2)
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    for table in round_.tables.all():
        play_table(table, [(90, -30, -30, -30)])
    leaver = round_.tables.get(number=1).session.north
    roster.withdraw_player(t, leaver, organiser, "flight home")
    lines = read_csv(client.get(f"/tournaments/{t.pk}/standings.csv"))
    assert lines[0][5:] == ["games played", "withdrawn from round"]
    row = next(line for line in lines if line[1] == leaver.name)
    assert row[5:] == ["1", "2"]  # played round 1, not seated from round 2 on
    others = [line for line in lines[1:] if line[1] != leaver.name]
    assert all(line[5:] == ["1", ""] for line in others)


def test_the_riichi_results_csv_has_each_tables_score_with_uma(client, organiser, tournament_of):
    t = tournament_of(8, ruleset="riichi", scheme="uma", results_entry="final")
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    for table in round_.tables.all():
        results_desk.enter_final_scores(
            table, {"E": 45000, "S": 35000, "W": 25000, "N": 15000}, organiser
        )
    lines = read_csv(client.get(f"/tournaments/{t.pk}/results.csv"))
    assert lines[0][-1] == "score with uma"
    # Against the 30,000 start: +15,000 / +5,000 / -5,000 / -15,000; EMA uma
    # +15,000 / +5,000 / -5,000 / -15,000 on top: 30,000 / 10,000 / -10,000 / -30,000.
    assert [line[5] for line in lines[1:5]] == ["15000", "5000", "-5000", "-15000"]
    assert [line[-1] for line in lines[1:5]] == ["30000", "10000", "-10000", "-30000"]


def test_a_classical_score_sheet_has_more_than_twenty_hand_rows(client, organiser, tournament_of):
    t = tournament_of(8, rounds=1)
    tournament_seating.generate_round(t, organiser)
    page = client.get(f"/tournaments/{t.pk}/rounds/1/sheets/").content.decode()
    assert page.count('<td class="num">30</td>') == 2  # two tables, 30 rows each


def test_a_riichi_score_sheet_is_riichis_own(client, organiser, tournament_of):
    t = tournament_of(8, ruleset="riichi", scheme="uma", results_entry="final")
    tournament_seating.generate_round(t, organiser)
    page = client.get(f"/tournaments/{t.pk}/rounds/1/sheets/").content.decode()
    # A riichi sheet: hands with dealer and riichi sticks, each player's points from the
    # 30,000 start, final points adding up to 120,000; no classical winner/discarder grid.
    assert "Riichi score sheet" in page
    assert "30,000" in page and "120,000" in page
    assert "Off (discarder; empty: self-drawn)" not in page


@pytest.mark.parametrize("ruleset, entry", [("millington", "hands"), ("riichi", "final")])
def test_each_score_sheet_fits_one_a4_page(organiser, tournament_of, ruleset, entry):
    from django.template.loader import render_to_string
    from weasyprint import HTML

    t = tournament_of(8, rounds=1, ruleset=ruleset, results_entry=entry)
    round_ = tournament_seating.generate_round(t, organiser)
    html = render_to_string(
        "scoring/tournaments/print_sheets.html",
        {
            "tournament": t,
            **tournament_exports.sheet_context(round_),
            "inline_css": tournament_exports.print_css(),
        },
    )
    # Eight players: two tables, a sheet each, every hand row on the table's one page.
    assert len(HTML(string=html).render().pages) == 2
