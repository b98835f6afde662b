import csv
import io
import shutil
import subprocess
from pathlib import Path

import pytest

from scoring.services.tournaments import exports as tournament_exports
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating

from .conftest import play_table

pytestmark = pytest.mark.django_db
ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"


@pytest.fixture
def played(organiser, eight_player_tournament):
    """Round 1 played: table 1 E +90 (others -30), table 2 a four-way tie at 0; round 2 seated."""
    t = eight_player_tournament
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    first, second = round_.tables.select_related("session").order_by("number")
    seats = {1: play_table(first, [(90, -30, -30, -30)]), 2: play_table(second, [(0, 0, 0, 0)])}
    tournament_seating.generate_round(t, organiser)
    return t, seats


def read_csv(response):
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"].startswith("attachment;")
    return list(csv.reader(io.StringIO(response.content.decode())))


def test_standings_csv_has_the_ema_columns(client, played, players):
    t, seats = played
    lines = read_csv(client.get(f"/tournaments/{t.pk}/standings.csv"))
    assert lines[0] == [
        "rank",
        "name",
        "country",
        "table points",
        "score",
        "games played",
        "withdrawn from round",
    ]
    winner = next(p for p in players if p.pk == seats[1]["E"])
    # Table 1's East won 90: 4 table points. Table 2 tied four ways: 1.75 each (7 / 4);
    # table 1's other three tie on -30: (2 + 1 + 0) / 3 = 1 each.
    assert lines[1] == ["1", winner.name, winner.country, "4", "90", "1", ""]
    assert [line[3] for line in lines[2:6]] == ["1.75"] * 4
    assert [line[0] for line in lines[2:6]] == ["2"] * 4  # tied on 1.75 and 0: shared rank
    assert [line[3:5] for line in lines[6:]] == [["1", "-30"]] * 3
    assert len(lines) == 1 + 8


def test_results_csv_lists_each_player_of_each_finished_table(client, played):
    t, seats = played
    lines = read_csv(client.get(f"/tournaments/{t.pk}/results.csv"))
    assert lines[0] == ["round", "table", "wind", "name", "country", "score", "table points"]
    # 2 finished tables x 4 players; round 2 is only seated.
    assert len(lines) == 1 + 8
    assert lines[1][:3] == ["1", "1", "East"]
    assert lines[1][5:] == ["90", "4"]


def test_seating_csv_lists_tables_with_winds(client, played):
    t, _seats = played
    lines = read_csv(client.get(f"/tournaments/{t.pk}/rounds/2/seating.csv"))
    assert lines[0] == ["round", "table", "wind", "name", "country", "club"]
    assert [line[1:3] for line in lines[1:5]] == [
        ["1", "East"],
        ["1", "South"],
        ["1", "West"],
        ["1", "North"],
    ]
    assert len(lines) == 1 + 8


@pytest.mark.parametrize(
    "path, heading",
    [
        ("standings/print/", "Standings after round 1 · round 2: 0 of 2 tables finished"),
        ("rounds/2/print/", "Round 2 — seating by table"),
        ("rounds/2/sheets/", "Round 2 — table 2 — score sheet"),
    ],
)
def test_print_pages_carry_the_tournament_name_round_and_time(client, played, path, heading):
    t, _seats = played
    response = client.get(f"/tournaments/{t.pk}/{path}")
    html = response.content.decode()
    assert response.status_code == 200
    assert "scoring/print.css" in html
    assert t.name in html
    assert heading in html
    assert "printed" in html
    assert 'class="print-section' in html  # one section a page (print.css)


def test_score_sheets_have_one_page_per_table_with_the_players_by_wind(client, played):
    t, _seats = played
    html = client.get(f"/tournaments/{t.pk}/rounds/2/sheets/").content.decode()
    # 8 players, 2 tables: two sections, each with an East, South, West and North column.
    assert html.count('class="print-section"') == 2
    assert html.count("<th>E: ") == 2


def test_the_print_stylesheet_is_a4_black_and_white_with_page_breaks():
    css = Path(tournament_exports.finders.find("scoring/print.css")).read_text()
    assert "size: A4" in css
    assert "color: #000 !important" in css
    assert "break-after: page" in css


def test_the_standings_pdf_is_a_real_pdf_with_the_standings(client, played, players):
    t, seats = played
    response = client.get(f"/tournaments/{t.pk}/standings.pdf")
    assert response["Content-Type"] == "application/pdf"
    pdf = response.content
    assert pdf.startswith(b"%PDF-")
    assert pdf.rstrip().endswith(b"%%EOF")
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / "tournament-standings.pdf"
    path.write_bytes(pdf)
    if not shutil.which("pdftotext"):
        pytest.skip("poppler-utils is not installed (make system-packages)")
    text = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    winner = next(p for p in players if p.pk == seats[1]["E"])
    assert t.name in text
    assert "Standings after round 1" in text
    first_line = next(line for line in text.splitlines() if winner.name in line)
    assert first_line.split()[0] == "1"
    # Save page 1 as a PNG to look at: tests/artifacts/tournament-standings-1.png.
    subprocess.run(
        [
            "pdftoppm",
            "-png",
            "-r",
            "70",
            "-f",
            "1",
            "-l",
            "1",
            str(path),
            str(path.with_suffix("")),
        ],
        check=True,
    )
    assert (ARTIFACTS / "tournament-standings-1.png").stat().st_size > 1000
