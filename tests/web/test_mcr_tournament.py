"""An MCR tournament end to end: created from the rendered tournament form, a round seated and
started, a table's hands recorded through the MCR hand form at its default depth (fans), and
the table's result in the standings as EMA table points."""

import datetime
import re
from fractions import Fraction

import pytest
from django.urls import reverse

from scoring.models import Player, Tournament
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import setup as tournament_setup
from scoring.services.tournaments import standings as tournament_standings
from tests.tournaments.conftest import post_form
from tests.web.conftest import rendered_form

pytestmark = pytest.mark.django_db


def test_an_mcr_tournament_table_records_fans_and_ranks_by_table_points(client, organiser, club):
    client.force_login(organiser)
    page = reverse("tournament-create", args=[club.slug])
    response = post_form(
        client, page, "", name="Brno MCR Open", ruleset="mcr", rounds_planned=1, date="2026-11-21"
    )
    assert response.status_code == 302, response.content.decode()[:3000]
    tournament = Tournament.objects.get(name="Brno MCR Open")
    # The EMA's MCR standings: table points, then score; tables entered as final scores.
    assert tournament.scheme == Tournament.Scheme.TABLE_POINTS
    assert tournament.results_entry == Tournament.Entry.FINAL
    tournament.players.add(
        *Player.objects.bulk_create(Player(club=club, name=n) for n in ("Ada", "Ben", "Cy", "Di"))
    )
    round_ = tournament_seating.generate_round(tournament, organiser)
    tournament_play.start_round(round_)
    session = round_.tables.get().session
    assert session.ruleset == "mcr"
    url = reverse("hand-new", args=[session.pk])
    data = rendered_form(client.get(url))
    assert data["entry"] == "fans"  # MCR tables start at fans
    # South wins on West's discard: Pure Straight (M28, 16) + Concealed Hand (M62, 2) = 18.
    # West pays 8 + 18 = 26, East and North 8 each: South +42.
    data.update(winner="S", win_source="discard", discarder="W", fan_28="on", fan_62="on")
    assert client.post(url, data).status_code == 302
    seats = {"E": session.east, "S": session.south, "W": session.west, "N": session.north}
    # The game goes on (16 hands), so the table is finished by the organiser.
    tournament_play.finish_table(round_.tables.get())
    rows = {row.player: row for row in tournament_standings.compute_standings(tournament).rows}
    assert {s: rows[p].score for s, p in seats.items()} == {"E": -8, "S": 42, "W": -26, "N": -8}
    # South first: 4. East and North tie on -8 for second and third: (2 + 1) / 2 = 3/2 each.
    # West last (-26): 0.
    assert rows[seats["S"]].table_points == 4
    assert rows[seats["E"]].table_points == rows[seats["N"]].table_points == Fraction(3, 2)
    assert rows[seats["W"]].table_points == 0


def test_an_mcr_rounds_score_sheets_have_the_16_hands_of_the_game_and_a_fans_column(
    client, organiser, club
):
    tournament = tournament_setup.create_tournament(
        club,
        organiser,
        name="Brno MCR Open",
        date=datetime.date(2026, 11, 21),
        ruleset="mcr",
        results_entry=Tournament.Entry.FINAL,
        rounds_planned=1,
    )
    tournament.players.add(
        *Player.objects.bulk_create(Player(club=club, name=n) for n in ("Ada", "Ben", "Cy", "Di"))
    )
    round_ = tournament_seating.generate_round(tournament, organiser)
    client.force_login(organiser)
    html = client.get(
        reverse("tournament-round-sheets", args=[tournament.pk, round_.number])
    ).content.decode()
    assert "MCR score sheet" in html and "<th>Fans</th>" in html
    # M-game: rounds E, S, W, N of four hands: E1 ... N4, 16 rows.
    rows = re.findall(r'<tr><td class="num">([ESWN][1-4])</td>', html)
    assert rows == [f"{w}{n}" for w in "ESWN" for n in range(1, 5)]
    assert "the discarder pays 8 + the fans" in html


@pytest.mark.parametrize(
    "ruleset, depth", [("mcr", "fans"), ("riichi", "tiles"), ("millington", "sets")]
)
def test_a_tournament_tables_game_starts_at_a_depth_its_ruleset_scores(
    client, organiser, club, ruleset, depth
):
    # MCR scores tiles, fans or scores (docs/mcr.md) and riichi every tile: their tables were
    # created at the classical sets depth, and the table's page said "hands at the sets depth"
    # while the hand form opened at another.
    tournament = tournament_setup.create_tournament(
        club,
        organiser,
        name="Depths Open",
        date=datetime.date(2026, 11, 21),
        ruleset=ruleset,
        results_entry=Tournament.Entry.FINAL,
        rounds_planned=1,
    )
    tournament.players.add(
        *Player.objects.bulk_create(Player(club=club, name=n) for n in ("Ada", "Ben", "Cy", "Di"))
    )
    session = tournament_seating.generate_round(tournament, organiser).tables.get().session
    assert session.entry_depth == depth
    client.force_login(organiser)
    page = client.get(session.get_absolute_url()).content.decode()
    assert f"hands at the {depth} depth" in page
