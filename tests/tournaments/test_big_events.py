"""Events of thousands of players: seating stays free of repeat meetings with every player
seated once; the public standings come a page at a time and the PDFs in parts, so no request
has to lay out the whole event. (Speed is measured by `make bench`, benchmarks/big_event.py.)"""

import subprocess
from collections import Counter

import pytest

from scoring.engine import seating
from scoring.services.tournaments import exports as tournament_exports
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import standings as tournament_standings

from .conftest import play_round

pytestmark = pytest.mark.django_db


def rounds_of(plan):
    return [r.tables for r in plan]


def assert_everyone_seated_once(round_, players):
    seated = Counter(p for table in round_.tables for p in table)
    assert all(len(table) == 4 for table in round_.tables)
    assert all(count == 1 for count in seated.values())
    assert set(seated) | set(round_.byes) == set(players)
    assert not set(seated) & set(round_.byes)


def test_ten_thousand_players_over_four_rounds_never_meet_twice_and_winds_are_even():
    players = range(10_000)
    plan = seating.plan(players, 4, seed=2026)
    for round_ in plan:
        assert_everyone_seated_once(round_, players)
        assert len(round_.tables) == 2500
    quality = seating.quality(rounds_of(plan))
    assert quality.repeats == 0 and quality.max_meetings == 1
    # Four rounds: each player sits each wind exactly once (ceil(4 / 4) = 1).
    assert quality.wind_imbalance == 0
    assert all(counts == [1, 1, 1, 1] for counts in seating.wind_counts(rounds_of(plan)).values())


def test_a_big_event_not_a_multiple_of_four_gives_byes_to_different_players_each_round():
    players = range(2003)
    plan = seating.plan(players, 6, seed=8)
    byes = [p for round_ in plan for p in round_.byes]
    # 2003 = 4 * 500 + 3: three byes a round, never the same player twice in six rounds.
    assert all(len(round_.byes) == 3 for round_ in plan)
    assert len(byes) == len(set(byes)) == 18
    for round_ in plan:
        assert_everyone_seated_once(round_, players)
    assert seating.quality(rounds_of(plan)).repeats == 0


def test_a_big_event_planned_again_after_a_swap_still_has_no_repeat_meeting():
    players = range(1200)
    first = seating.next_round(players, 5, seed=3, history=[])
    # Swap two players of tables 1 and 2: the plan no longer holds and is made anew.
    t1, t2 = list(first.tables[0]), list(first.tables[1])
    t1[0], t2[0] = t2[0], t1[0]
    played = seating.RoundSeating([tuple(t1), tuple(t2), *first.tables[2:]], [])
    second = seating.next_round(players, 5, seed=3, history=[played])
    assert_everyone_seated_once(second, players)
    assert seating.quality([played.tables, second.tables]).repeats == 0


def test_the_sparse_search_gives_the_same_seating_for_the_same_seed():
    assert seating.plan(range(1000), 3, seed=5) == seating.plan(range(1000), 3, seed=5)
    assert seating.plan(range(1000), 3, seed=5) != seating.plan(range(1000), 3, seed=6)


def test_seating_a_round_of_a_thousand_players_seats_each_once_in_250_tables(
    tournament_of, organiser
):
    t = tournament_of(1001, rounds=3)
    round_ = tournament_seating.generate_round(t, organiser)
    history = tournament_seating.seating_history(t)
    assert len(history) == 1
    assert len(history[0].tables) == 250 and len(history[0].byes) == 1
    assert_everyone_seated_once(history[0], t.players.values_list("pk", flat=True))
    # Every table is a tournament game of the event's ruleset, numbered 1..250.
    assert sorted(round_.tables.values_list("number", flat=True)) == list(range(1, 251))
    sessions = {table.session for table in round_.tables.select_related("session")}
    assert {(s.kind, s.ruleset) for s in sessions} == {("tournament", "millington")}


def test_a_thousand_players_seated_round_after_round_never_meet_twice(tournament_of, organiser):
    t = tournament_of(1000, rounds=3)
    for _ in range(3):
        round_ = tournament_seating.generate_round(t, organiser)
        tournament_play.start_round(round_)
    quality = tournament_seating.seating_quality(t)
    assert quality.repeats == 0 and quality.max_meetings == 1


# Standings a page at a time ------------------------------------------------------------------


def hands(table):
    # East wins 60 from each: E 4 table points, the other three share 2+1+0 = 1 each.
    return [(180, -60, -60, -60)]


def test_the_public_standings_show_one_page_of_ranks_and_links_to_every_page(
    client, organiser, tournament_of, monkeypatch
):
    monkeypatch.setattr(tournament_exports, "STANDINGS_PAGE_ROWS", 5)
    t = tournament_of(12, rounds=1)
    play_round(t, organiser, hands)
    standings = tournament_standings.compute_standings(t)
    response = client.get(f"/tournaments/{t.pk}/standings/?page=2")
    html = response.content.decode()
    assert response.status_code == 200
    shown = [row.player.name for row in standings.rows[5:10]]
    for name in shown:
        assert f'data-player="{name}"' in html
    assert html.count("data-player=") == 5
    assert "Ranks 6–10 of 12 players" in html
    assert 'href="?page=3"' in html and 'aria-current="page">2<' in html
    # The live refresh asks for the same page.
    assert f'hx-get="/tournaments/{t.pk}/standings/live/?page=2"' in html
    live = client.get(f"/tournaments/{t.pk}/standings/live/?page=3").content.decode()
    assert live.count("data-player=") == 2  # ranks 11 and 12


def test_a_page_number_past_the_end_or_not_a_number_shows_the_last_or_the_first_page(
    client, organiser, tournament_of, monkeypatch
):
    monkeypatch.setattr(tournament_exports, "STANDINGS_PAGE_ROWS", 5)
    t = tournament_of(12, rounds=1)
    play_round(t, organiser, hands)
    last = tournament_standings.compute_standings(t).rows[-1].player.name
    first = tournament_standings.compute_standings(t).rows[0].player.name
    assert f'data-player="{last}"' in client.get(f"/tournaments/{t.pk}/standings/?page=99").text
    assert f'data-player="{first}"' in client.get(f"/tournaments/{t.pk}/standings/?page=x").text


# PDFs in parts -------------------------------------------------------------------------------


def test_ten_thousand_players_make_twenty_standings_parts_of_five_hundred_ranks():
    parts = tournament_exports.pdf_parts(10_000, 500)
    assert len(parts) == 20
    assert (parts[0].first, parts[0].last) == (1, 500)
    assert (parts[-1].number, parts[-1].first, parts[-1].last) == (20, 9501, 10_000)
    # 2,500 tables at 25 sheets a part: 100 parts, the last tables 2476-2500.
    sheets = tournament_exports.pdf_parts(2500, 25)
    assert len(sheets) == 100 and (sheets[-1].first, sheets[-1].last) == (2476, 2500)
    # A small event is one part, everything in it.
    assert tournament_exports.pdf_parts(12, 500) == [tournament_exports.Part(1, 1, 12)]


def pdf_text(response, tmp_path):
    path = tmp_path / "out.pdf"
    path.write_bytes(response.content)
    pages = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    text = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    count = next(
        int(line.split()[-1]) for line in pages.stdout.splitlines() if line.startswith("Pages:")
    )
    return count, text


def test_the_score_sheets_pdf_part_two_has_only_the_sheets_of_its_tables(
    client, organiser, tournament_of, monkeypatch, tmp_path
):
    monkeypatch.setattr(tournament_exports, "PDF_SHEETS_TABLES", 2)
    t = tournament_of(20, rounds=1)  # five tables: parts of tables 1-2, 3-4 and 5
    round_ = tournament_seating.generate_round(t, organiser)
    page = client.get(f"/tournaments/{t.pk}/rounds/1/").content.decode()
    assert "Score sheets PDF, tables 3–4" in page
    assert f'href="/tournaments/{t.pk}/rounds/1/sheets.pdf?part=3"' in page
    response = client.get(f"/tournaments/{t.pk}/rounds/1/sheets.pdf?part=2")
    assert response.status_code == 200
    assert "part-2" in response["Content-Disposition"]
    pages, text = pdf_text(response, tmp_path)
    assert pages == 2
    for number in (3, 4):
        session = round_.tables.get(number=number).session
        assert f"table {number}" in text
        assert session.east.name in text and session.north.name in text
    assert "table 1" not in text and "table 5" not in text


def test_the_standings_pdf_part_two_lists_the_ranks_after_the_first_part(
    client, organiser, tournament_of, monkeypatch, tmp_path
):
    monkeypatch.setattr(tournament_exports, "PDF_STANDINGS_ROWS", 5)
    t = tournament_of(12, rounds=1)
    play_round(t, organiser, hands)
    rows = tournament_standings.compute_standings(t).rows
    response = client.get(f"/tournaments/{t.pk}/standings.pdf?part=2")
    assert response.status_code == 200
    _pages, text = pdf_text(response, tmp_path)
    assert "ranks 6–10 of 12" in text
    for row in rows[5:10]:
        assert row.player.name in text
    for row in rows[:5] + rows[10:]:
        assert row.player.name not in text
    standings_page = client.get(f"/tournaments/{t.pk}/standings/").content.decode()
    assert "PDF, ranks 11–12" in standings_page


@pytest.mark.parametrize("part", ["4", "0", "-1", "two", "9" * 40])
def test_a_pdf_part_that_does_not_exist_is_a_clear_400(
    client, organiser, tournament_of, monkeypatch, part
):
    monkeypatch.setattr(tournament_exports, "PDF_STANDINGS_ROWS", 5)
    monkeypatch.setattr(tournament_exports, "PDF_SHEETS_TABLES", 1)
    t = tournament_of(12, rounds=1)
    tournament_seating.generate_round(t, organiser)
    response = client.get(f"/tournaments/{t.pk}/standings.pdf?part={part}")
    assert response.status_code == 400
    assert "this PDF has parts 1 to 3" in response.text
    response = client.get(f"/tournaments/{t.pk}/rounds/1/sheets.pdf?part={part}")
    assert response.status_code == 400
    assert "this PDF has parts 1 to 3" in response.text


def test_many_parts_are_offered_as_a_list_to_choose_from(
    client, organiser, tournament_of, monkeypatch
):
    monkeypatch.setattr(tournament_exports, "PDF_STANDINGS_ROWS", 1)
    t = tournament_of(12, rounds=1)
    page = client.get(f"/tournaments/{t.pk}/standings/").content.decode()
    assert f'<form method="get" action="/tournaments/{t.pk}/standings.pdf"' in page
    select = page.split('name="part"')[1].split("</select>")[0]
    assert select.count("<option value=") == 12 and "ranks 12–12" in select


# Name cards and table cards --------------------------------------------------------------------


def test_name_cards_have_each_player_still_in_eight_to_a_page(
    client, organiser, tournament_of, tmp_path
):
    from scoring.services.tournaments import roster

    t = tournament_of(10, rounds=2)
    tournament_seating.generate_round(t, organiser)
    gone = t.players.get(name="Player 009")
    roster.withdraw_player(t, gone, organiser)
    assert client.get(f"/tournaments/{t.pk}/name-cards.pdf").status_code == 302  # log in first
    client.force_login(organiser)
    response = client.get(f"/tournaments/{t.pk}/name-cards.pdf")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    pages, text = pdf_text(response, tmp_path)
    assert pages == 2  # nine players still in: eight cards on page 1, one on page 2
    for i in range(9):
        assert f"Player {i:03d}" in text
    assert "Player 009" not in text


def test_table_cards_are_a_page_per_table_of_the_biggest_round(
    client, organiser, tournament_of, tmp_path, monkeypatch
):
    from scoring.services.files import cards

    t = tournament_of(13, rounds=1)  # 13 players: three tables, one bye
    response = client.get(f"/tournaments/{t.pk}/table-cards.pdf")
    pages, text = pdf_text(response, tmp_path)
    assert pages == 3
    assert [line.strip() for line in text.split("\f")[2].splitlines() if line.strip()][1] == "3"
    monkeypatch.setattr(cards, "TABLE_CARDS_PER_PART", 2)
    response = client.get(f"/tournaments/{t.pk}/table-cards.pdf?part=2")
    pages, _text = pdf_text(response, tmp_path)
    assert pages == 1
    response = client.get(f"/tournaments/{t.pk}/table-cards.pdf?part=3")
    assert response.status_code == 400 and "this PDF has parts 1 to 2" in response.text


# Big events name players by typing -----------------------------------------------------------


@pytest.fixture
def typed(monkeypatch):
    from scoring.forms import event_day

    monkeypatch.setattr(event_day, "TYPED_PLAYERS_FROM", 8)


def test_a_big_event_withdraws_a_player_typed_by_name(client, organiser, tournament_of, typed):
    from .conftest import post_form, rendered_form

    t = tournament_of(12, rounds=2)
    tournament_seating.generate_round(t, organiser)
    client.force_login(organiser)
    page, action = f"/tournaments/{t.pk}/", f"/tournaments/{t.pk}/withdraw/"
    html = client.get(page).content.decode()
    # No list of every player and no select of every name: a name to type.
    assert "<ol>" not in html.split("players</h2>")[1].split("</div>")[0]
    assert 'name="withdraw-player"' in html and '<select name="withdraw-player"' not in html
    assert "withdraw-player" in rendered_form(client, page, action)
    response = post_form(client, page, action, **{"withdraw-player": "player 005"})
    assert response.status_code == 302
    assert tournament_seating.withdrawn_players(t) == {t.players.get(name="Player 005").pk: 1}


def test_a_big_event_refuses_a_typed_name_it_does_not_have(client, organiser, tournament_of, typed):
    t = tournament_of(12, rounds=2)
    round_ = tournament_seating.generate_round(t, organiser)
    client.force_login(organiser)
    response = client.post(
        f"/tournaments/{t.pk}/rounds/1/swap/", {"first": "Player 001", "second": "Nobody"}
    )
    assert response.status_code == 400
    assert "&#x27;Nobody&#x27; is not a player of this event." in response.content.decode()
    before = tournament_seating.seating_history(t)[0]
    response = client.post(
        f"/tournaments/{t.pk}/rounds/1/swap/", {"first": "Player 001", "second": "PLAYER 002"}
    )
    assert response.status_code == 302
    after = tournament_seating.seating_history(t)[0]
    one, two = (t.players.get(name=n).pk for n in ("Player 001", "Player 002"))
    where = {p: (i, s) for i, table in enumerate(before.tables) for s, p in enumerate(table)}
    moved = {p: (i, s) for i, table in enumerate(after.tables) for s, p in enumerate(table)}
    assert moved[one] == where[two] and moved[two] == where[one]
    assert round_.pk == t.rounds.get(number=1).pk
