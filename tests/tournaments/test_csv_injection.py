"""Every CSV file the app writes is safe to open in a spreadsheet: a text cell that a
spreadsheet would run as a formula (= + - @, or a tab or CR before one) is written as text."""

import csv
import io
import re
from pathlib import Path

import pytest

from scoring.models import Player
from scoring.services.csv import csv_text
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating

from .conftest import play_table

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[2]
HOSTILE = ["=2+5+cmd|' /C calc'!A0", "@SUM(1+1)", "+1+1", "-2+3", "\t=1+1", "\uff1d1+1"]


@pytest.fixture
def hostile_tournament(organiser, eight_player_tournament):
    t = eight_player_tournament
    for player, name in zip(t.players.order_by("pk"), HOSTILE, strict=False):
        Player.objects.filter(pk=player.pk).update(name=name, country='=HYPERLINK("x")')
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    first, second = round_.tables.select_related("session").order_by("number")
    play_table(first, [(90, -30, -30, -30)])
    play_table(second, [(0, 0, 0, 0)])
    tournament_seating.generate_round(t, organiser)
    return t


def cells(response):
    return [c for row in csv.reader(io.StringIO(response.content.decode())) for c in row]


@pytest.mark.parametrize("export", ["standings.csv", "results.csv", "rounds/2/seating.csv"])
def test_no_cell_of_a_csv_export_starts_a_formula(client, hostile_tournament, export):
    found = cells(client.get(f"/tournaments/{hostile_tournament.pk}/{export}"))
    names = [c for c in found if c.lstrip("'") in HOSTILE]
    assert len(names) >= 1
    # Each hostile name is there, as text: after the apostrophe a spreadsheet shows it as typed.
    assert all(c.startswith("'") for c in names)
    assert not [c for c in found if re.match(r"[=+@\t\r\uff1d]", c)]
    # Scores stay numbers: -30 is a score, not a formula, and is written as it is.
    if export != "rounds/2/seating.csv":
        assert "-30" in found


def test_the_helper_leaves_numbers_and_plain_text_alone():
    text = csv_text(
        [["Alice", -30, 1.75, "O'Brien", "-30", "+4"], ["=1+1", "-x", "@a", "", "-1+1"]]
    )
    assert list(csv.reader(io.StringIO(text))) == [
        ["Alice", "-30", "1.75", "O'Brien", "-30", "+4"],
        ["'=1+1", "'-x", "'@a", "", "'-1+1"],
    ]


def test_every_csv_file_of_the_app_is_written_by_the_one_helper():
    writers = [
        str(path.relative_to(ROOT))
        for path in (ROOT / "scoring").rglob("*.py")
        if re.search(r"csv\.(writer|DictWriter)\(", path.read_text())
    ]
    assert writers == ["scoring/services/csv.py"]
