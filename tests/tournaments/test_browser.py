import subprocess
from pathlib import Path

import pytest

from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating
from tests.browser.waits import until

from .conftest import play_table

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_projector_standings_refresh_themselves_when_a_table_finishes(
    live_server, browser, organiser, eight_player_tournament
):
    t = eight_player_tournament
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    first, second = round_.tables.select_related("session").order_by("number")
    seats = play_table(first, [(90, -30, -30, -30)])
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.clock.install()
    page.goto(f"{live_server.url}/tournaments/{t.pk}/standings/")
    live = page.locator("#standings-live")
    assert "round 1: 1 of 2 tables finished" in live.inner_text()
    # Table 2 finishes while the projector shows the page: its North wins 120 (40 from each).
    north = play_table(second, [(-40, -40, -40, 120)])["N"]
    name = t.players.get(pk=north).name
    page.clock.run_for(31_000)  # htmx polls the fragment every 30 s
    row = page.locator(f'tr[data-player="{name}"]')
    row.wait_for()
    until(
        page,
        "name => document.querySelector(`tr[data-player='${name}']`).innerText.includes('120')",
        arg=name,
    )
    # 120 and 90 both won their tables: 4 points each; 120 beats 90 on the score tiebreak.
    first_row = page.locator("#standings-live tbody tr").first
    assert first_row.get_attribute("data-player") == name
    assert "Standings after round 1" in live.inner_text()
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "tournament-standings-projector.png"), full_page=True)
    assert seats["E"] != north


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_chromium_prints_the_seating_on_a4_with_a_page_per_section(
    live_server, browser, organiser, eight_player_tournament
):
    t = eight_player_tournament
    tournament_seating.generate_round(t, organiser)
    page = browser.new_page()
    page.goto(f"{live_server.url}/tournaments/{t.pk}/rounds/1/print/")
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / "tournament-seating-print.pdf"
    page.pdf(path=str(path), prefer_css_page_size=True)
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    lines = dict(line.split(":", 1) for line in info.stdout.splitlines() if ":" in line)
    # Two sections (by table, then by player), each starting a page: 2 pages of A4,
    # 210 x 297 mm = 595.3 x 841.9 points (72 points an inch of 25.4 mm); Chromium rounds
    # to its pixel grid, so within a point.
    assert lines["Pages"].strip() == "2"
    width, _x, height = lines["Page size"].split()[:3]
    assert abs(float(width) - 210 / 25.4 * 72) < 1
    assert abs(float(height) - 297 / 25.4 * 72) < 1
    subprocess.run(
        ["pdftoppm", "-png", "-r", "60", str(path), str(ARTIFACTS / "tournament-seating-print")],
        check=True,
    )


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_chromium_prints_one_score_sheet_page_per_table(
    live_server, browser, organiser, eight_player_tournament
):
    t = eight_player_tournament
    tournament_seating.generate_round(t, organiser)
    page = browser.new_page()
    page.goto(f"{live_server.url}/tournaments/{t.pk}/rounds/1/sheets/")
    path = ARTIFACTS / "tournament-score-sheets.pdf"
    ARTIFACTS.mkdir(exist_ok=True)
    page.pdf(path=str(path), prefer_css_page_size=True)
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    pages = next(line for line in info.stdout.splitlines() if line.startswith("Pages:"))
    # 8 players sit at 8 / 4 = 2 tables: two sheets, each on its own page.
    assert pages.split()[1] == "2"
