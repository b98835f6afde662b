"""Tournament day in Chromium: the results desk typed from the keyboard only, the hall display
cycling by itself, the round page's changes between rounds, and the score sheets PDF.
Screenshots (phone 390x844 and desktop) land in tests/artifacts/."""

import datetime
import re
import subprocess
from pathlib import Path

import pytest

from scoring.models import Player, Table, Tournament
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import results_desk
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import setup as tournament_setup
from scoring.services.tournaments import standings as tournament_standings
from tests.browser.waits import until

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
HALL = {"width": 1920, "height": 1080}

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def log_in(page, base):
    page.goto(f"{base}/accounts/login/")
    page.fill("input[name=username]", "olga")
    page.fill("input[name=password]", "secret-pass-1")
    page.click("form button[type=submit]")


def tournament(club, organiser, count, **fields):
    t = tournament_setup.create_tournament(
        club,
        organiser,
        name="Prague Autumn Open",
        date=datetime.date(2026, 11, 21),
        ruleset=fields.pop("ruleset", "millington"),
        scheme=fields.pop("scheme", "table_points"),
        rounds_planned=4,
        seed=7,
        **fields,
    )
    first = ["Anna", "Bohdan", "Chloé", "Dmitri", "Elin", "Farid", "Greta", "Hiroshi", "Ines"]
    last = ["Novák", "Smith", "Dubois", "Ivanov", "Larsen", "Rossi", "Berg", "Tanaka", "Costa"]
    players = Player.objects.bulk_create(
        Player(
            club=club,
            name=f"{first[i % 9]} {last[(i // 9 + i) % 9]} {i // 81 or ''}".strip(),
            country=["CZ", "GB", "FR", "NL", "DK", "IT", "SE", "JP", "PT"][i % 9],
        )
        for i in range(count)
    )
    t.players.add(*players)
    return t


def shoot(page, name):
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def test_one_person_types_a_rounds_final_scores_from_the_keyboard_alone(
    live_server, browser, club, organiser
):
    t = tournament(club, organiser, 48, results_entry="final")
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    page = browser.new_page(viewport=DESKTOP)
    log_in(page, live_server.url)
    page.goto(f"{live_server.url}/tournaments/{t.pk}/rounds/1/results/")
    # Table 1 opens with East's score focused; each table: four numbers, Tab between, Enter.
    for number in range(1, 13):
        until(page, f"document.activeElement.name === 't{number}-E'")
        for i, value in enumerate(("90", "-10", "-30", "-50")):
            page.keyboard.type(value)
            if i < 3:
                page.keyboard.press("Tab")
        if number == 12:
            shoot(page, "tournament-results-desk-desktop")
        with page.expect_navigation():
            page.keyboard.press("Enter")
    # The last Enter answers with what is left to do: nothing.
    assert "Every table of this round has its results." in page.content()
    assert "Still missing: 0 tables" in page.content()
    assert Table.objects.filter(round=round_, outcome="played").count() == 12
    rows = tournament_standings.compute_standings(t).rows
    # Each East won 90: 4 table points each, and the twelve Easts lead.
    assert [r.table_points for r in rows[:12]] == [4] * 12
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/tournaments/{t.pk}/rounds/1/results/")
    shoot(page, "tournament-results-desk-phone")


def test_a_sheet_that_does_not_add_up_stays_on_the_screen_with_its_error(
    live_server, browser, club, organiser
):
    t = tournament(club, organiser, 8, results_entry="final")
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    page = browser.new_page(viewport=PHONE)
    log_in(page, live_server.url)
    page.goto(f"{live_server.url}/tournaments/{t.pk}/rounds/1/results/")
    until(page, "document.activeElement.name === 't1-E'")
    for value in ("90", "-10", "-30", "-40"):
        page.keyboard.type(value)
        page.keyboard.press("Tab")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    error = page.locator("[data-testid=desk-1] [role=alert]")
    error.wait_for()
    assert "add up to 10, not 0" in error.inner_text()
    assert page.input_value("input[name=t1-N]") == "-40"  # what was typed stays to fix
    shoot(page, "tournament-results-desk-error-phone")
    assert not Table.objects.filter(round=round_).exclude(outcome="").exists()


def test_the_score_sheet_hands_are_typed_enter_saves_them_and_finishing_is_its_own_step(
    live_server, browser, club, organiser
):
    t = tournament(club, organiser, 8)
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    page = browser.new_page(viewport=DESKTOP)
    log_in(page, live_server.url)
    page.goto(f"{live_server.url}/tournaments/{t.pk}/rounds/1/results/")
    until(page, "document.activeElement.name === 't1-h1_winner'")
    # Hand 1: South wins 40 off West's discard, West 8, North 4; hand 2: East self-drawn 24.
    for value in ("s", "w", "0", "40", "8", "4", "e", "", "24", "0", "0", "0"):
        if value:
            page.keyboard.type(value)
        page.keyboard.press("Tab")
    shoot(page, "tournament-results-sheet-desktop")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    # Enter saved the two hands; the table stays open, the sheet ready for hand 3.
    assert page.url.endswith("/results/?table=1")
    until(page, "document.activeElement.name === 't1-h1_winner'")
    assert page.locator(".desk-recorded tr").count() == 2
    table = round_.tables.get(number=1)
    assert table.outcome == ""
    totals = tournament_standings.hand_totals(table.session.pk)
    # The sheet's columns are the players. Settlement (classical-extra.md): hand 1 South
    # +160 (East pays double). South won, so the deal passed: in hand 2 South's player is
    # East and East's player (column E) sits North; their 24 self-drawn is paid double by
    # the new East: +96, and South's player pays 48 of it.
    assert totals == {"E": -104 + 96, "S": 160 - 48, "W": -20 - 24, "N": -36 - 24}
    # Finishing: the Total row typed back and the box ticked.
    for seat in "ESWN":
        page.fill(f"input[name=total-{seat}]", str(totals[seat]))
    page.check("#finish-confirm")
    with page.expect_navigation():
        page.click("[data-testid=finish-1] button[type=submit]")
    assert page.url.endswith("/results/?table=2")
    table.refresh_from_db()
    assert table.outcome == "played"
    page.set_viewport_size(PHONE)
    shoot(page, "tournament-results-sheet-phone")


def test_after_a_refused_total_typing_replaces_the_old_value(live_server, browser, club, organiser):
    t = tournament(club, organiser, 8, results_entry="final")
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    page = browser.new_page(viewport=DESKTOP)
    log_in(page, live_server.url)
    page.goto(f"{live_server.url}/tournaments/{t.pk}/rounds/1/results/")
    until(page, "document.activeElement.name === 't1-E'")
    for value in ("90", "-10", "-30", "-40"):
        page.keyboard.type(value)
        page.keyboard.press("Tab")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    until(page, "document.activeElement.name === 't1-E'")
    # The refused table's first field has the focus with its old value selected: typing
    # replaces it. Classical scores add up to 0, so East is 80.
    page.keyboard.type("80")
    assert page.input_value("input[name=t1-E]") == "80"
    with page.expect_navigation():
        page.keyboard.press("Enter")
    assert page.url.endswith("/results/?table=2")


def play_round_at_the_desk(t, organiser, scores):
    """The event's next round seated, started and every table's final scores entered at the
    results desk, `scores(table)` giving each table's four."""
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    for table in round_.tables.all():
        results_desk.enter_final_scores(table, scores(table), organiser)
    return round_


def moving_scores(table):
    """Final scores that differ from table to table, so the standings have an order."""
    return {"E": 60 + table.number, "S": 10, "W": -30, "N": -40 - table.number}


def test_the_hall_display_cycles_standings_and_seating_with_a_running_clock(
    live_server, browser, club, organiser
):
    t = tournament(club, organiser, 90, results_entry="final")
    play_round_at_the_desk(t, organiser, moving_scores)
    round_2 = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_2)
    tournament_play.set_clock(round_2, 42)
    page = browser.new_page(viewport=HALL)
    page.clock.install()
    page.goto(f"{live_server.url}/tournaments/{t.pk}/hall/")
    # Round 2 is seated and no table has finished: where to sit comes first.
    page.locator(".hall-seating tbody tr").first.wait_for()
    assert page.locator("nav").count() == 0
    clock = page.locator("#hall-clock-time")
    page.clock.run_for(1500)
    first_clock = clock.inner_text()
    assert first_clock.startswith("41:") or first_clock == "42:00"
    heading = page.locator("h2").inner_text()
    assert heading.startswith("Seating · round 2") and "page 1 of" in heading
    names = page.locator("[data-seat]").evaluate_all("rows => rows.map(r => r.dataset.seat)")
    assert names == sorted(names, key=str.casefold)
    shoot(page, "tournament-hall-seating-desktop")
    # The display moves on by itself to the standings.
    seen = {"seating"}
    for _ in range(8):
        page.clock.run_for(12_000)
        seen.add(page.evaluate("document.getElementById('hall-view').dataset.page.split('-')[0]"))
        if "standings" in seen:
            break
    assert seen >= {"standings", "seating"}
    assert "Standings · after round 1" in page.locator("h2").inner_text()
    shoot(page, "tournament-hall-standings-desktop")
    # The clock ran without a reload: 42 minutes less the time the page has been open.
    assert clock.inner_text() != first_clock
    phone = browser.new_page(viewport=PHONE)
    phone.goto(f"{live_server.url}/tournaments/{t.pk}/hall/?only=standings")
    phone.locator(".hall-standings tbody tr").first.wait_for()
    shoot(phone, "tournament-hall-standings-phone")


def test_the_hall_at_300_players_cycles_within_a_minute_and_follows_the_round(
    live_server, browser, club, organiser
):
    from .axe import violations

    t = tournament(club, organiser, 300, results_entry="final")
    play_round_at_the_desk(t, organiser, moving_scores)
    round_2 = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_2)
    tournament_play.set_clock(round_2, 30)
    page = browser.new_page(viewport=HALL)
    page.clock.install()
    page.goto(f"{live_server.url}/tournaments/{t.pk}/hall/")
    page.locator(".hall-seating tbody tr").first.wait_for()
    view = page.locator("#hall-view")
    pages = int(view.get_attribute("data-pages"))
    page_ms = int(view.get_attribute("data-page-ms"))
    # 300 players' standings and seating, every page once: under a minute on a 1080p screen.
    assert pages * page_ms < 60_000, (pages, page_ms)
    assert page_ms >= 5000  # long enough to find one's name
    assert violations(page) == []
    # Every table of round 2 finishes: within one poll (5 s) the clock stops.
    for table in round_2.tables.all():
        results_desk.enter_final_scores(table, {"E": 30, "S": 10, "W": -10, "N": -30}, organiser)
    page.clock.run_for(5_500)
    page.locator("#hall-clock-time", has_text="all tables finished").wait_for()
    page.clock.run_for(60_000)
    assert page.locator("#hall-clock-time").inner_text() == "all tables finished"
    shoot(page, "tournament-hall-300-desktop")


def test_the_seating_only_hall_shows_only_the_seating(live_server, browser, club, organiser):
    t = tournament(club, organiser, 40, results_entry="final")
    round_1 = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_1)
    page = browser.new_page(viewport=HALL)
    page.clock.install()
    page.goto(f"{live_server.url}/tournaments/{t.pk}/hall/?only=seating")
    page.locator(".hall-seating tbody tr").first.wait_for()
    for _ in range(4):
        page.clock.run_for(12_000)
        assert page.locator(".hall-standings").count() == 0
    assert page.locator("[data-seat]").count() == 40


def test_the_hall_clock_turns_to_ending_at_the_events_own_warning_not_at_five_minutes(
    live_server, browser, club, organiser
):
    t = tournament(club, organiser, 8, results_entry="final")
    t.warning_minutes = 10
    t.save(update_fields=["warning_minutes"])
    round_1 = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_1)
    tournament_play.set_clock(round_1, 8)
    page = browser.new_page(viewport=HALL)
    page.goto(f"{live_server.url}/tournaments/{t.pk}/hall/")
    page.locator(".hall-seating tbody tr").first.wait_for()
    page.locator("#hall-clock-time", has_text=re.compile(r"\d:\d\d")).wait_for()
    # 8 minutes left of a round whose warning is 10 minutes: the clock already warns.
    assert "ending" in page.locator("#hall-clock").get_attribute("class")
    t.warning_minutes = 2
    t.save(update_fields=["warning_minutes"])
    page.reload()
    page.locator("#hall-clock-time", has_text=re.compile(r"\d:\d\d")).wait_for()
    # The same 8 minutes with a 2-minute warning: not yet.
    assert "ending" not in page.locator("#hall-clock").get_attribute("class")


def test_the_organisers_seating_only_setting_keeps_the_standings_off_the_hall(
    live_server, browser, club, organiser
):
    t = tournament(club, organiser, 16, results_entry="final")
    play_round_at_the_desk(t, organiser, lambda table: {"E": 40, "S": 10, "W": -20, "N": -30})
    round_2 = tournament_seating.generate_round(t, organiser)
    t.hall_seating_only = True
    t.save(update_fields=["hall_seating_only"])
    page = browser.new_page(viewport=HALL)
    page.clock.install()
    # No ?only= in the address: the organiser's setting alone decides.
    page.goto(f"{live_server.url}/tournaments/{t.pk}/hall/")
    page.locator(".hall-seating tbody tr").first.wait_for()
    for _ in range(6):
        page.clock.run_for(12_000)
        assert page.locator(".hall-standings").count() == 0
    assert page.locator("[data-seat]").count() == 16
    assert page.locator("h2").inner_text().startswith(f"Seating · round {round_2.number}")


def test_the_riichi_standings_with_uma_fit_a_phone_the_wide_table_scrolls_in_its_own_box(
    live_server, browser, club, organiser
):
    t = tournament(club, organiser, 8, ruleset="riichi", scheme="uma", results_entry="final")
    play_round_at_the_desk(
        t, organiser, lambda table: {"E": 42000, "S": 31000, "W": 27000, "N": 20000}
    )
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{live_server.url}/tournaments/{t.pk}/standings/")
    assert "With uma" in page.locator("table.standings thead").inner_text()
    # The page is as wide as the phone; the eight columns scroll inside their own box.
    assert page.evaluate("document.scrollingElement.scrollWidth <= window.innerWidth")
    shoot(page, "tournament-riichi-standings-phone")


def test_the_hall_in_french_loads_its_data_with_a_clean_console(
    live_server, browser, club, organiser
):
    t = tournament(club, organiser, 16, results_entry="final")
    tournament_play.start_round(tournament_seating.generate_round(t, organiser))
    context = browser.new_context(viewport=HALL, locale="fr-FR")
    page = context.new_page()
    problems = []
    page.on("console", lambda m: m.type == "error" and problems.append(m.text))
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.goto(f"{live_server.url}/tournaments/{t.pk}/hall/?only=seating")
    page.locator(".hall-seating tbody tr").first.wait_for()
    assert page.locator("h2").inner_text().startswith("Placement · manche 1")
    assert page.locator("[data-seat]").count() == 16
    # Nothing failed to load, not even the tab's icon.
    assert problems == []
    context.close()


def test_the_round_page_offers_substitutes_and_the_clock_and_refuses_a_double_seat(
    live_server, browser, club, organiser
):
    t = tournament(club, organiser, 8)
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    first, second = round_.tables.order_by("number")
    page = browser.new_page(viewport=DESKTOP)
    log_in(page, live_server.url)
    page.goto(f"{live_server.url}/tournaments/{t.pk}/rounds/1/")
    page.fill("#id_table", "1")
    page.select_option("#id_original", label=first.session.north.name)
    page.fill("#id_substitute", second.session.east.name)
    with page.expect_navigation():
        page.click("text=Seat the substitute")
    alert = page.locator(".alert-danger")
    alert.wait_for()
    assert f"{second.session.east.name} is already seated at table 2 in round 1." in (
        alert.inner_text()
    )
    page.fill("#id_table", "1")
    page.select_option("#id_original", label=first.session.north.name)
    page.fill("#id_substitute", "Walk-in Wanda")
    with page.expect_navigation():
        page.click("text=Seat the substitute")
    page.locator("[role=alert].alert-success").wait_for()
    assert "Walk-in Wanda" in page.locator("[data-testid=table-1]").inner_text()
    page.fill("#id_minutes", "-5")
    with page.expect_navigation():
        page.click("text=Set clock")
    assert "cannot be negative" in page.locator(".alert-danger").inner_text()
    shoot(page, "tournament-round-changes-desktop")
    page.set_viewport_size(PHONE)
    shoot(page, "tournament-round-changes-phone")


def test_the_tournament_page_adds_late_players_and_withdraws(
    live_server, browser, club, organiser, tmp_path
):
    t = tournament(club, organiser, 8)
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    page = browser.new_page(viewport=PHONE)
    log_in(page, live_server.url)
    page.goto(f"{live_server.url}/tournaments/{t.pk}/")
    csv_file = tmp_path / "late.csv"
    csv_file.write_text("name,country,EMA number,nationality\nLate Lena,SE,0401234,SWE\n")
    page.set_input_files("#id_csv_file", str(csv_file))
    with page.expect_navigation():
        page.click("text=Add players")
    assert "Line 2: EMA number" in page.locator(".alert-danger").first.inner_text()
    csv_file.write_text("name,country,EMA number,nationality\nLate Lena,SE,04012345,SWE\n")
    page.set_input_files("#id_csv_file", str(csv_file))
    with page.expect_navigation():
        page.click("text=Add players")
    page.locator("[role=alert].alert-success").wait_for()
    leaver = round_.tables.get(number=1).session.south
    page.select_option("#id_withdraw-player", label=leaver.name)
    page.fill("#id_withdraw-reason", "train home")
    with page.expect_navigation():
        page.click("button:has-text('Withdraw')")
    page.locator("[role=alert].alert-success").wait_for()
    assert "withdrawn" in page.locator(f"li:has-text('{leaver.name}')").inner_text()
    shoot(page, "tournament-detail-changes-phone")
    page.set_viewport_size(DESKTOP)
    shoot(page, "tournament-detail-changes-desktop")
    assert Tournament.objects.get(pk=t.pk).players.filter(name="Late Lena").exists()


def test_the_score_sheets_pdf_looks_like_a_sheet(live_server, browser, club, organiser):
    t = tournament(club, organiser, 8)
    tournament_seating.generate_round(t, organiser)
    page = browser.new_page()
    response = page.request.get(f"{live_server.url}/tournaments/{t.pk}/rounds/1/sheets.pdf")
    assert response.ok
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / "tournament-score-sheets.pdf"
    path.write_bytes(response.body())
    subprocess.run(
        [
            "pdftoppm",
            "-png",
            "-r",
            "60",
            "-f",
            "1",
            "-l",
            "1",
            str(path),
            str(path.with_suffix("")),
        ],
        check=True,
    )
    assert list(ARTIFACTS.glob("tournament-score-sheets*.png"))


@pytest.mark.parametrize("path", ["standings/print/", "rounds/1/print/"])
def test_wall_prints_are_readable_from_two_or_three_metres(
    live_server, browser, club, organiser, path
):
    t = tournament(club, organiser, 40, results_entry="final")
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    page = browser.new_page(viewport=DESKTOP)
    page.emulate_media(media="print")
    page.goto(f"{live_server.url}/tournaments/{t.pk}/{path}")
    sizes = page.locator(".wall tbody td").evaluate_all(
        "cells => cells.map(c => parseFloat(getComputedStyle(c).fontSize))"
    )
    assert sizes
    # 16 pt = 21.3 CSS px: a capital letter about 4 mm high, readable across 3 m.
    assert min(sizes) >= 16 * 4 / 3 - 0.1
    shoot(page, f"tournament-wall-{path.replace('/', '-').strip('-')}")


def test_the_results_desk_and_the_hall_have_no_axe_violations(
    live_server, browser, club, organiser
):
    from .axe import violations

    t = tournament(club, organiser, 8)
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    table = round_.tables.get(number=1)
    results_desk.enter_hand_scores(
        table, [results_desk.HandRow("S", None, {"E": 0, "S": 40, "W": 0, "N": 0})], organiser
    )
    results_desk.finish_sheet(table, {"E": -80, "S": 160, "W": -40, "N": -40}, organiser)
    page = browser.new_page(viewport=PHONE)
    log_in(page, live_server.url)
    found = {}
    for size, viewport in (("phone", PHONE), ("desktop", DESKTOP)):
        page.set_viewport_size(viewport)
        for path in ("results/", "results/?table=1", "results/?table=2", "results/all/"):
            page.goto(f"{live_server.url}/tournaments/{t.pk}/rounds/1/{path}")
            if problems := violations(page):
                found[f"{path} {size}"] = problems
        for mode in ("", "?only=standings", "?only=seating"):
            page.goto(f"{live_server.url}/tournaments/{t.pk}/hall/{mode}")
            page.locator("#hall-view table tbody tr").first.wait_for()
            if problems := violations(page):
                found[f"hall{mode} {size}"] = problems
    page.goto(f"{live_server.url}/tournaments/{t.pk}/rounds/1/results/?table=1")
    shoot(page, "tournament-results-desk-reopen-desktop")
    assert found == {}
