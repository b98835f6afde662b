"""An organiser's settings for the day: further tie-breakers, standings published round by
round, each table's own clock with the event's warning, and a seating-only hall."""

import datetime

import pytest
from django.utils import timezone

from scoring.engine import standings as engine
from scoring.models import Tournament
from scoring.services.tournaments import exports as tournament_exports
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import standings as tournament_standings

from .conftest import play_round, play_table, post_form, rendered_form

pytestmark = pytest.mark.django_db


# Tie-breakers ---------------------------------------------------------------------------------


def test_level_players_tie_then_the_penalty_tie_breaker_puts_the_unpenalised_first():
    tables = [
        {"A": 60, "C": -20, "D": -20, "E": -20},
        {"B": 70, "F": -30, "G": -20, "H": -20},
    ]
    # A: 4 tp, 60; B: 4 tp, 70 - 10 penalty = 60. Level on table points and score.
    rows = engine.standings("ABCDEFGH", tables, penalties={"B": 10})
    a, b = (next(r for r in rows if r.player == p) for p in "AB")
    assert a.ranked_by[:2] == b.ranked_by[:2] and a.rank == b.rank == 1 and a.tied
    ranked = engine.standings(
        "ABCDEFGH", tables, penalties={"B": 10}, tiebreakers=[engine.FEWEST_PENALTIES]
    )
    assert [r.player for r in ranked[:2]] == ["A", "B"] and (ranked[0].rank, ranked[1].rank) == (
        1,
        2,
    )
    # Best table first instead: B's 70 beats A's 60.
    ranked = engine.standings(
        "ABCDEFGH",
        tables,
        penalties={"B": 10},
        tiebreakers=[engine.BEST_TABLE, engine.FEWEST_PENALTIES],
    )
    assert [r.player for r in ranked[:2]] == ["B", "A"]


def test_more_first_places_break_a_tie_when_listed():
    tables = [
        {"A": 60, "C": -20, "D": -20, "E": -20},  # A first: 4
        {"F": 70, "G": 10, "H": 0, "A": -80},  # A last: 0
        {"I": 50, "B": 10, "J": -30, "K": -30},  # B second: 2
        {"L": 110, "B": -30, "M": -40, "N": -40},  # B second: 2
    ]
    players = "ABCDEFGHIJKLMN"
    rows = {r.player: r for r in engine.standings(players, tables)}
    # Level: 4 table points and a score of -20 each; A has one first place, B none.
    assert (rows["A"].table_points, rows["A"].score, rows["A"].firsts) == (4, -20, 1)
    assert (rows["B"].table_points, rows["B"].score, rows["B"].firsts) == (4, -20, 0)
    assert rows["A"].rank == rows["B"].rank
    ranked = {r.player: r for r in engine.standings(players, tables, tiebreakers=[engine.FIRSTS])}
    assert ranked["A"].rank + 1 == ranked["B"].rank


def test_an_unknown_or_repeated_tie_breaker_is_an_error():
    with pytest.raises(engine.StandingsError):
        engine.standings("ABCD", [], tiebreakers=["coin toss"])
    with pytest.raises(engine.StandingsError):
        engine.standings("ABCD", [], tiebreakers=[engine.FIRSTS, engine.FIRSTS])


def create_form(client, club, **values):
    page = f"/clubs/{club.slug}/tournaments/new/"
    data = rendered_form(client, page, "")
    data.update({k: str(v) for k, v in values.items()})
    return client.post(page, data)


def test_the_create_form_takes_tie_breakers_in_order_and_the_page_explains_them(
    client, organiser, club
):
    club.organisers.add(organiser)
    client.force_login(organiser)
    response = create_form(
        client,
        club,
        name="Tiebreak Open",
        ruleset="millington",
        tiebreaker_1=engine.BEST_TABLE,
        tiebreaker_2=engine.FIRSTS,
        publish_by_round="on",
        warning_minutes=15,
    )
    assert response.status_code == 302
    t = Tournament.objects.get(name="Tiebreak Open")
    assert t.tiebreakers == [engine.BEST_TABLE, engine.FIRSTS]
    assert t.publish_by_round and t.warning_minutes == 15
    text = client.get(f"/tournaments/{t.pk}/standings/").content.decode()
    assert "Then, in this order: the best score at one table, more first places." in text
    assert "Published round by round" in text


def test_settings_left_out_of_the_create_form_take_their_defaults(client, organiser, club):
    club.organisers.add(organiser)
    client.force_login(organiser)
    response = create_form(
        client, club, name="Plain Open", ruleset="millington", ranked_rounds="", warning_minutes=""
    )
    assert response.status_code == 302
    t = Tournament.objects.get(name="Plain Open")
    assert (t.ranked_rounds, t.warning_minutes, t.tiebreakers) == (0, 5, [])
    assert not (t.check_in or t.publish_by_round or t.hall_seating_only)


def test_a_warning_of_more_than_four_hours_is_a_400(client, organiser, club):
    club.organisers.add(organiser)
    client.force_login(organiser)
    response = create_form(
        client, club, name="Long Open", ruleset="millington", warning_minutes=241
    )
    assert response.status_code == 400
    assert "Ensure this value is less than or equal to 240." in response.content.decode()


@pytest.mark.parametrize(
    "values, message",
    [
        ({"tiebreaker_1": "coin toss"}, "Select a valid choice. coin toss is not one of"),
        (
            {"tiebreaker_1": engine.FIRSTS, "tiebreaker_2": engine.FIRSTS},
            "more first places is chosen twice.",
        ),
    ],
)
def test_a_bad_tie_breaker_is_a_400(client, organiser, club, values, message):
    club.organisers.add(organiser)
    client.force_login(organiser)
    response = create_form(client, club, name="Bad Open", ruleset="millington", **values)
    assert response.status_code == 400
    assert message in response.content.decode()
    assert not Tournament.objects.filter(name="Bad Open").exists()


def test_tie_breakers_are_chosen_by_their_names_in_the_pages_language(client, organiser, club):
    club.organisers.add(organiser)
    client.force_login(organiser)
    page = client.get(
        f"/clubs/{club.slug}/tournaments/new/", HTTP_ACCEPT_LANGUAGE="cs"
    ).content.decode()
    assert 'name="tiebreaker_1"' in page and 'name="tiebreakers"' not in page
    assert f'<option value="{engine.FIRSTS}">' in page


# Published round by round ---------------------------------------------------------------------


def east_wins(table):
    return [(180, -60, -60, -60)]


def test_published_by_round_the_standings_wait_for_the_whole_round(
    client, organiser, tournament_of
):
    t = tournament_of(8, rounds=2, publish_by_round=True)
    play_round(t, organiser, east_wins)
    round_2 = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_2)
    first = round_2.tables.get(number=1)
    east = first.session.east
    play_table(first, east_wins(first))
    # One of two tables of round 2 finished: the public standings stay after round 1.
    public = tournament_standings.compute_standings(t)
    row = next(r for r in public.rows if r.player == east)
    assert row.played == 1 and public.counted_through == 1
    everything = tournament_standings.compute_standings(t, everything=True)
    assert next(r for r in everything.rows if r.player == east).played == 2
    csv_rounds = {
        line.split(",")[0] for line in tournament_exports.results_csv(public).splitlines()[1:]
    }
    assert csv_rounds == {"1"}
    play_table(round_2.tables.get(number=2), east_wins(None))
    done = tournament_standings.compute_standings(t)
    assert next(r for r in done.rows if r.player == east).played == 2
    assert done.counted_through == 2


def test_without_publishing_by_round_each_finished_table_counts_at_once(organiser, tournament_of):
    t = tournament_of(8, rounds=2)
    play_round(t, organiser, east_wins)
    round_2 = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_2)
    first = round_2.tables.get(number=1)
    play_table(first, east_wins(first))
    standings = tournament_standings.compute_standings(t)
    assert next(r for r in standings.rows if r.player == first.session.east).played == 2
    assert standings.counted_through is None


# A table's own clock and the warning ----------------------------------------------------------


def test_a_table_gets_its_own_time_with_the_rendered_form(client, organiser, tournament_of):
    t = tournament_of(8, rounds=1)
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    client.force_login(organiser)
    page = f"/tournaments/{t.pk}/rounds/1/"
    action = f"/tournaments/{t.pk}/rounds/1/table-clock/"
    before = timezone.now()
    response = post_form(client, page, action, table=2, minutes=20)
    assert response.status_code == 302
    table = round_.tables.get(number=2)
    expected = before + datetime.timedelta(minutes=20)
    assert abs((table.ends_at - expected).total_seconds()) < 5
    assert tournament_play.table_ends_at(table, round_) == table.ends_at
    other = round_.tables.get(number=1)
    assert tournament_play.table_ends_at(other, round_) == round_.ends_at
    assert "Table 2: time is called at" in client.get(page).content.decode()
    # Empty minutes: back to the round's clock.
    response = post_form(client, page, action, table=2, minutes="")
    table.refresh_from_db()
    assert response.status_code == 302 and table.ends_at is None


@pytest.mark.parametrize(
    "data, message",
    [
        ({"table": "9", "minutes": "5"}, "Round 1 has no table 9."),
        ({"table": "1", "minutes": "-1"}, "Ensure this value is greater than or equal to 0."),
        ({"table": "1", "minutes": "2000"}, "Ensure this value is less than or equal to 1440."),
        ({"table": "x", "minutes": "5"}, "Enter a whole number."),
    ],
)
def test_a_bad_table_clock_is_a_400(client, organiser, tournament_of, data, message):
    t = tournament_of(8, rounds=1)
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    client.force_login(organiser)
    response = client.post(f"/tournaments/{t.pk}/rounds/1/table-clock/", data)
    assert response.status_code == 400
    assert message in response.content.decode()
    assert not round_.tables.filter(ends_at__isnull=False).exists()


def test_a_table_clock_before_the_round_starts_is_refused(client, organiser, tournament_of):
    t = tournament_of(8, rounds=1)
    tournament_seating.generate_round(t, organiser)
    client.force_login(organiser)
    response = client.post(
        f"/tournaments/{t.pk}/rounds/1/table-clock/", {"table": "1", "minutes": "5"}
    )
    assert response.status_code == 400
    assert "Start the round before setting a table&#x27;s clock." in response.content.decode()


def test_the_hall_data_carries_the_events_warning_and_seating_only_mode(
    client, organiser, tournament_of
):
    t = tournament_of(8, rounds=1, warning_minutes=15)
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    data = client.get(f"/tournaments/{t.pk}/hall/data/").json()
    assert data["clock"]["warning_seconds"] == 900  # Pantheon's 15 minutes
    assert data["seating_only"] is False
    client.force_login(organiser)
    page, action = f"/tournaments/{t.pk}/", f"/tournaments/{t.pk}/hall/mode/"
    response = post_form(client, page, action, seating_only="yes")
    assert response.status_code == 302
    assert client.get(f"/tournaments/{t.pk}/hall/data/").json()["seating_only"] is True
    response = client.post(action, {"seating_only": "sometimes"})
    assert response.status_code == 400
    t.refresh_from_db()
    assert t.hall_seating_only is True
