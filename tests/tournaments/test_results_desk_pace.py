"""The results desk at any size: after a save it answers with the next table to enter and
what is still missing, never every table of the round; the whole round is its own view, a page
of tables at a time."""

import re

import pytest

from scoring.models import Club
from scoring.services.tournaments import results_desk
from scoring.services.tournaments import standings as tournament_standings

from .conftest import make_tournament, post_form
from .test_results_desk import desk, started_round

pytestmark = pytest.mark.django_db


def score_forms(html):
    return re.findall(r'action="(/tournaments/\d+/rounds/\d+/results/\d+/)"', html)


def test_after_a_save_the_desk_shows_the_next_table_and_what_is_missing_not_the_round(
    client, organiser, tournament_of
):
    t = tournament_of(160, results_entry="final")
    round_ = started_round(t, organiser)
    for number in (3, 4, 5):
        results_desk.enter_final_scores(
            round_.tables.get(number=number), {"E": 30, "S": -10, "W": -10, "N": -10}, organiser
        )
    client.force_login(organiser)
    saved = post_form(
        client, desk(t), f"{desk(t)}1/", **{"t1-E": 30, "t1-S": -10, "t1-W": -10, "t1-N": -10}
    )
    assert saved["Location"].endswith("results/?table=2")
    page = client.get(saved["Location"])
    html = page.content.decode()
    # One table's form (the next to enter, focused), not forty.
    assert score_forms(html) == [f"{desk(t)}2/"]
    assert "autofocus" in html.split('name="t2-E"')[1].split(">")[0]
    # What is still missing, as runs of table numbers: 2, then 6 to 40.
    missing = page.context["missing_runs"]
    assert missing == [(2, 2), (6, 40)]
    assert "Still missing: 36 tables" in html
    assert 'href="?table=6">6</a>–<a href="?table=40">40</a>' in html
    # Table 2 saved: the desk goes on to 6, the next one missing.
    saved = post_form(
        client,
        saved["Location"],
        f"{desk(t)}2/",
        **{"t2-E": 30, "t2-S": -10, "t2-W": -10, "t2-N": -10},
    )
    assert saved["Location"].endswith("results/?table=6")


def test_the_desk_page_weighs_the_same_at_ten_tables_and_at_a_hundred(client, organiser):
    sizes = {}
    client.force_login(organiser)
    for count in (40, 400):
        club = Club.objects.create(name=f"Club of {count}", slug=f"club-{count}")
        club.organisers.add(organiser)
        t = make_tournament(club, organiser, count, results_entry="final")
        started_round(t, organiser)
        sizes[count] = len(client.get(f"{desk(t)}?table=2").content)
    # The only thing that grows is the tournament's own id and the missing run's last number.
    assert abs(sizes[400] - sizes[40]) < 200, sizes


def test_the_desk_page_reads_the_same_queries_at_ten_tables_and_at_a_hundred(client, organiser):
    # A query a table (a deferred column read row by row) took the desk's answer to 2,518
    # queries and 4.9 s at 2,500 tables.
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    counts = {}
    client.force_login(organiser)
    for count in (40, 400):
        club = Club.objects.create(name=f"Queries of {count}", slug=f"queries-{count}")
        club.organisers.add(organiser)
        t = make_tournament(club, organiser, count, results_entry="final")
        started_round(t, organiser)
        with CaptureQueriesContext(connection) as queries:
            assert client.get(f"{desk(t)}?table=2").status_code == 200
        counts[count] = len(queries)
    assert counts[400] == counts[40], counts


def test_the_last_table_saved_says_every_table_has_its_results(client, organiser, tournament_of):
    t = tournament_of(8, results_entry="final")
    round_ = started_round(t, organiser)
    results_desk.enter_final_scores(
        round_.tables.get(number=1), {"E": 30, "S": -10, "W": -10, "N": -10}, organiser
    )
    client.force_login(organiser)
    saved = post_form(
        client, desk(t), f"{desk(t)}2/", **{"t2-E": 30, "t2-S": -10, "t2-W": -10, "t2-N": -10}
    )
    html = client.get(saved["Location"]).content.decode()
    assert "Every table of this round has its results." in html
    assert "Still missing: 0 tables" in html
    assert score_forms(html) == []


def test_the_whole_round_is_its_own_view_a_hundred_tables_a_page(client, organiser, tournament_of):
    t = tournament_of(480, results_entry="final")
    round_ = started_round(t, organiser)
    results_desk.enter_final_scores(
        round_.tables.get(number=101), {"E": 30, "S": -10, "W": -10, "N": -10}, organiser
    )
    client.force_login(organiser)
    assert f"{desk(t)}all/" in client.get(desk(t)).content.decode()
    first = client.get(f"{desk(t)}all/")
    assert [row["number"] for row in first.context["rows"]] == list(range(1, 101))
    second = client.get(f"{desk(t)}all/?page=2")
    rows = second.context["rows"]
    assert [row["number"] for row in rows] == list(range(101, 121))
    # Table 101 as entered, each score beside its player; the others still missing.
    table = round_.tables.get(number=101)
    assert [(w, p.pk, s) for w, p, s in rows[0]["seats"]] == [
        ("E", table.session.east_id, 30),
        ("S", table.session.south_id, -10),
        ("W", table.session.west_id, -10),
        ("N", table.session.north_id, -10),
    ]
    html = second.content.decode()
    assert f'href="{desk(t)}?table=101"' in html
    assert html.count("missing</span>") == 19
    # A page past the end is the last page, never an error.
    assert client.get(f"{desk(t)}all/?page=99").context["page"].number == 2
    assert client.get(f"{desk(t)}all/?page=x").status_code == 200


def test_only_the_events_organisers_see_the_whole_round(client, scorer, tournament_of, organiser):
    t = tournament_of(8, results_entry="final")
    started_round(t, organiser)
    client.force_login(scorer)
    assert client.get(f"{desk(t)}all/").status_code == 403
    assert tournament_standings.compute_standings(t).tables_finished == 0
