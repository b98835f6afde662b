"""The hall display's data, the score sheets PDF, players from CSV and the EMA export."""

import subprocess

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from scoring.models import Player
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating

from .conftest import play_round, play_table, post_form, rendered_form

pytestmark = pytest.mark.django_db

# The hall's data: the tournament, then compute_standings (players, roster changes, tables
# with their stored results, byes, penalties), the latest round's clock and its tables with
# a clock of their own: eight queries.
# Every page of a tournament first reads whose it is, for its privacy settings
# (scoring.middleware.PrivacyMiddleware): one query, whatever the page's size. Its ETag
# (scoring.services.tournaments.hall.fingerprint): four more.
PRIVACY = 1
FINGERPRINT = 4
HALL_QUERIES = 8 + PRIVACY + FINGERPRINT


def hands(table):
    return [(60, -20, -20, -20), (-40, 120, -40, -40)]


@pytest.mark.parametrize("count", [9, 41])
def test_the_hall_data_needs_the_same_queries_for_any_number_of_players(
    client, organiser, tournament_of, django_assert_num_queries, count
):
    t = tournament_of(count, rounds=3)
    play_round(t, organiser, hands)
    play_round(t, organiser, hands)
    round_3 = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_3)
    with django_assert_num_queries(HALL_QUERIES):
        response = client.get(f"/tournaments/{t.pk}/hall/data/")
    assert response.status_code == 200
    data = response.json()
    assert len(data["standings"]["rows"]) == count
    assert data["standings"]["after_round"] == 2
    seating = data["seating"]
    assert seating["round"] == 3
    # Every player once, alphabetically, with a table and a wind (or the bye).
    names = [r["name"] for r in seating["rows"]]
    assert names == sorted(names, key=str.casefold) and len(names) == count
    byes = [r for r in seating["rows"] if r["table"] is None]
    assert len(byes) == count % 4 and all(r["wind"] == "bye" for r in byes)
    first = round_3.tables.get(number=1).session
    row = next(r for r in seating["rows"] if r["name"] == first.west.name)
    assert (row["table"], row["wind"]) == (1, "West")
    # The round clock: 90 minutes from the start, counting down.
    assert 89 * 60 < data["clock"]["seconds_left"] <= 90 * 60
    assert data["clock"]["round"] == 3


def test_the_hall_heading_says_which_tables_of_a_round_being_played_the_standings_count(
    client, organiser, tournament_of
):
    # 20 players: five tables a round. Round 1 played; in round 2, three tables finished.
    # The standings count every finished table, so "after round 1" alone would be untrue.
    t = tournament_of(20, rounds=2)
    play_round(t, organiser, hands)
    round_2 = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_2)
    for table in round_2.tables.select_related("session").order_by("number")[:3]:
        play_table(table, hands(table))
    standings = client.get(f"/tournaments/{t.pk}/hall/data/").json()["standings"]
    assert standings["after_round"] == 1
    assert standings["in_round"] == "round 2: 3 of 5 tables finished"
    client.cookies["django_language"] = "fr"
    standings = client.get(f"/tournaments/{t.pk}/hall/data/").json()["standings"]
    assert standings["in_round"] == "manche 2\u00a0: 3 tables terminées sur 5"
    # Published round by round, the standings stay at round 1 and the heading says only that.
    t.publish_by_round = True
    t.save()
    standings = client.get(f"/tournaments/{t.pk}/hall/data/").json()["standings"]
    assert (standings["after_round"], standings["in_round"]) == (1, "")


def test_the_hall_page_is_public_and_has_no_navigation(client, organiser, eight_player_tournament):
    t = eight_player_tournament
    html = client.get(f"/tournaments/{t.pk}/hall/").content.decode()
    assert "navbar" not in html and "Log in" not in html
    assert f'data-url="/tournaments/{t.pk}/hall/data/"' in html


def test_the_score_sheets_pdf_has_a_page_per_table_with_its_seated_players(
    client, organiser, tournament_of, tmp_path
):
    t = tournament_of(12, rounds=1)
    round_ = tournament_seating.generate_round(t, organiser)
    response = client.get(f"/tournaments/{t.pk}/rounds/1/sheets.pdf")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    path = tmp_path / "sheets.pdf"
    path.write_bytes(response.content)
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    assert "Pages:           3" in info.stdout  # 12 players: three tables, a sheet each
    text = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    pages = text.split("\f")
    for number, page in zip((1, 2, 3), pages, strict=False):
        table = round_.tables.get(number=number).session
        assert f"table {number}" in page
        for player in (table.east, table.south, table.west, table.north):
            assert player.name in page
        assert "20" in page  # twenty hand rows


def test_players_come_from_a_csv_file_with_ema_number_and_nationality(
    client, organiser, tournament_of
):
    t = tournament_of(0)
    client.force_login(organiser)
    upload = SimpleUploadedFile(
        "players.csv",
        b"name,country,EMA number,nationality\n"
        b"Anna Novak,Czechia,04010123,cze\nBen Smith,UK,,GBR\n",
        content_type="text/csv",
    )
    data = rendered_form(client, f"/tournaments/{t.pk}/", f"/tournaments/{t.pk}/players/")
    data["csv_file"] = upload
    response = client.post(f"/tournaments/{t.pk}/players/", data)
    assert response.status_code == 302
    anna = Player.objects.get(name="Anna Novak")
    assert (anna.country, anna.ema_number, anna.nationality) == ("Czechia", "04010123", "CZE")
    assert t.players.count() == 2


def test_a_player_file_saved_by_a_french_spreadsheet_adds_the_players_not_its_header(
    client, organiser, tournament_of
):
    # A spreadsheet set to French (or Czech) saves its CSV with ';' between the fields and
    # heads the columns in its own words: "nom;pays;numéro EMA;nationalité".
    t = tournament_of(0)
    client.force_login(organiser)
    upload = SimpleUploadedFile(
        "joueurs.csv",
        "\ufeffnom;pays;numéro EMA;nationalité\r\n"
        "Anne Roux;France;08010123;fra\r\nJan Dvořák;Česko;;CZE\r\n".encode(),
        content_type="text/csv",
    )
    data = rendered_form(client, f"/tournaments/{t.pk}/", f"/tournaments/{t.pk}/players/")
    data["csv_file"] = upload
    response = client.post(f"/tournaments/{t.pk}/players/", data)
    assert response.status_code == 302
    anne = Player.objects.get(name="Anne Roux")
    assert (anne.country, anne.ema_number, anne.nationality) == ("France", "08010123", "FRA")
    assert sorted(t.players.values_list("name", flat=True)) == ["Anne Roux", "Jan Dvořák"]


def test_a_bad_player_csv_names_every_bad_line_and_adds_nobody(client, organiser, tournament_of):
    t = tournament_of(0)
    client.force_login(organiser)
    response = post_form(
        client,
        f"/tournaments/{t.pk}/",
        f"/tournaments/{t.pk}/players/",
        players="Anna, CZ, 0401012, CZE\n, FR\nBen, GB, 04010124, XGB\nAnna, CZ",
    )
    assert response.status_code == 400
    html = response.content.decode()
    assert "Line 1: EMA number &#x27;0401012&#x27; is not 8 digits" in html
    assert "Line 2: no name." in html
    assert "Line 3: nationality &#x27;XGB&#x27; is not a country&#x27;s ISO code" in html
    assert "Line 4: Anna is already on line 1." in html
    assert not t.players.exists()
