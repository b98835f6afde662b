"""A club's first evening, in Chromium, from an empty database, as a newcomer finds it: the
first account signs up, creates the club and its players, invites a member who signs up
through the link; a club night with two tables (the organiser starts one from the club page,
the member the other from the home page's "Tonight"); hands recorded, one corrected and one
deleted; each table's game ended; then the night's standings and the season's. Only the
site's root and the invitation link are typed: every other page is reached by a link or a
button on the page before it."""

from __future__ import annotations

import datetime

import pytest

PHONE = {"width": 390, "height": 844}
PASSWORD = "tiles-and-winds-42"
PLAYERS = ["Ada", "Bob Brown", "Cyril", "Dana", "Emil", "Filip", "Gita", "Hana"]

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def sign_up(page, username, name):
    page.fill("input[name=username]", username)
    page.fill("input[name=display_name]", name)
    page.fill("input[name=password1]", PASSWORD)
    page.fill("input[name=password2]", PASSWORD)
    page.click("#signup-form button[type=submit]")


def start_table(page, seats, number):
    """On the night's page: start a table (its title offered), the four players seated, a
    game of four hands recorded as the table's scores."""
    page.click("#new-table")
    # The new game's form, for this night (waited for: a click only starts the navigation).
    page.locator("#for-night").wait_for(state="visible")
    assert page.input_value("#session-form input[name=title]") == f"Table {number}"
    for wind, name in zip(("east", "south", "west", "north"), seats, strict=True):
        page.select_option(f"#session-form select[name={wind}]", label=name)
    page.select_option("#session-form select[name=length]", "hands")
    page.fill("#session-form input[name=hand_limit]", "4")
    page.check("#session-form input[name=entry_depth][value=scores]")
    page.click("#session-form button[type=submit]")
    page.wait_for_selector("#back-to-night")


def record(page, winner, scores, how="wall"):
    """From the table's page: the next hand at the scores depth, as the table worked it out."""
    page.click(f'#next-deal [data-winner="{winner}"]')
    page.wait_for_selector("#hand-form")
    page.click(f'label[for="id_win_source_{how}"]')
    for seat, value in scores.items():
        page.fill(f"#id_{seat}_score", str(value))
    page.click("#dock-save")
    page.wait_for_selector("#just-recorded")
    page.click("main nav a")  # back to the table's page


def end_game(page, why):
    page.click("#end-session summary")
    page.fill("#id_end_reason", why)
    page.click("#end-session-confirm")
    page.wait_for_selector("#finished")


def scores_of(page, table) -> dict:
    """Each player's score in a standings table, by the column headed "Score"."""
    heads = page.locator(f"#{table} thead th").all_inner_texts()
    column = heads.index("Score")
    rows = page.locator(f"#{table} tbody tr")
    cells = [rows.nth(i).locator("td").all_inner_texts() for i in range(rows.count())]
    return {line[1]: int(line[column].replace("\u2212", "-")) for line in cells}


def test_a_newcomer_gets_from_an_empty_site_to_the_night_and_season_standings(
    live_server, browser, tmp_path
):
    base = live_server.url
    organiser = browser.new_context(viewport=PHONE)
    member = browser.new_context(viewport=PHONE)
    page = organiser.new_page()
    page.set_default_timeout(30_000)

    # The first account, from the home page; then the club and its eight players (a CSV file).
    page.goto(f"{base}/")
    page.click("#start-here a")
    sign_up(page, "olga", "Olga Nováková")
    page.click("#create-club")
    page.fill("input[name=name]", "Brno Dragons")
    page.click("#club-form button[type=submit]")
    page.click("#getting-started li:first-child a")
    players = tmp_path / "players.csv"
    players.write_text("name\n" + "\n".join(PLAYERS) + "\n", "utf-8")
    page.set_input_files("#csv-form input[name=file]", str(players))
    page.click("#csv-form button[type=submit]")
    page.wait_for_selector("#people-players")

    # Bob is invited for his player record; he signs up through the link handed to him.
    page.select_option("#invite-form select[name=player]", label="Bob Brown")
    page.click("#invite-form button[type=submit]")
    link = page.inner_text("#issued-link").strip()
    bob = member.new_page()
    bob.set_default_timeout(30_000)
    bob.goto(link)
    bob.click("main a.btn-success")
    sign_up(bob, "bob", "Bob Brown")
    bob.click("#join-form button[type=submit]")
    assert "Welcome to Brno Dragons" in bob.inner_text("main")

    # The club night, from the club page's guide: it opens on its (still empty) tables.
    page.click("a.navbar-brand")  # home, and the club from its list of clubs
    page.click("main a:text-is('Brno Dragons')")
    page.click("#getting-started li:last-child a")
    today = datetime.date.today()
    evening = f"{today:%A} {today.day} {today:%B}"  # the title offered: "Tuesday 17 November"
    assert page.input_value("#night-form input[name=title]") == evening
    page.click("#night-form button[type=submit]")
    night_url = page.url
    assert evening in page.inner_text("h1")

    # Table 1, the organiser's: scores as the table worked them out (classical-extra.md,
    # settlement 1 and 2: each loser pays the winner's score, East double; the losers settle
    # their differences, doubled where East pays).
    start_table(page, PLAYERS[:4], 1)
    # Hand 1: South (Bob) self-drawn 56, the losers 8 each: East pays 112, West and North
    # 56; the losers' equal scores settle nothing. The deal passes: Bob is East.
    record(page, "S", {"E": 8, "S": 56, "W": 8, "N": 8})
    # Hand 2: East (Bob) 40, nobody else scores: every loser pays East double, 80.
    record(page, "E", {"E": 40, "S": 0, "W": 0, "N": 0})
    # Hand 3: North (Ada) 30, to be deleted.
    record(page, "N", {"E": 0, "S": 0, "W": 0, "N": 30})
    # Hand 2 corrected: East's hand was worth 60 (each loser pays 120).
    page.click(".hands-table .hand-no a:text-is('2')")
    page.click("a:has-text('Correct this hand')")
    page.fill("#id_E_score", "60")
    page.fill("#id_reason", "a pung of dragons missed")
    page.click("#dock-save")
    page.wait_for_url("**/hands/2/")
    # Hand 3 deleted.
    page.click("main nav a")
    page.click(".hands-table .hand-no a:text-is('3')")
    page.click("summary:has-text('Delete this hand')")
    page.fill("form[action$='/delete/'] [name=reason]", "recorded at the wrong table")
    page.click("form[action$='/delete/'] button[type=submit]")
    page.wait_for_selector("#back-to-night")  # the table's page again
    end_game(page, "the club closes at ten")

    # Table 2, Bob's: the home page shows tonight's night, and its page starts a table.
    bob.click("a.navbar-brand")
    assert "Table 1" in bob.inner_text("#tonight")
    bob.click("#tonight .evening .card-header a")
    start_table(bob, PLAYERS[4:], 2)
    # South (Filip) self-drawn 56, the others 8: as hand 1 above.
    record(bob, "S", {"E": 8, "S": 56, "W": 8, "N": 8})
    end_game(bob, "the club closes at ten")

    # The night's standings, from the table's link back to its night: every player's game.
    page.click("#back-to-night")
    assert page.url == night_url
    assert page.locator("#night-tables .night-table").count() == 2
    night = scores_of(page, "night-standings")
    assert night == {
        "Bob Brown": 224 + 360,
        "Filip": 224,
        "Gita": -56,
        "Hana": -56,
        "Emil": -112,
        "Cyril": -56 - 120,
        "Dana": -56 - 120,
        "Ada": -112 - 120,
    }

    # A season over today, created from the club page, counts both finished games.
    page.click("main nav a:has-text('Brno Dragons')")
    page.click("a:has-text('New season')")
    page.fill("#season-form input[name=name]", "Autumn league")
    page.fill("#season-form input[name=start]", (today - datetime.timedelta(days=30)).isoformat())
    page.fill("#season-form input[name=end]", (today + datetime.timedelta(days=30)).isoformat())
    page.click("#season-form button[type=submit]")
    assert scores_of(page, "season-standings") == night
    organiser.close()
    member.close()
