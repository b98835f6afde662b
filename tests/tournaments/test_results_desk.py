"""The results desk: a table's results typed from its score sheet, posted through the rendered
forms; and the ways a table ends without results (not played, forfeit)."""

from fractions import Fraction

import pytest

from scoring.models import Table, TableResultRevision
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import standings as tournament_standings

from .conftest import post_form, rendered_form

pytestmark = pytest.mark.django_db


def started_round(tournament, organiser):
    round_ = tournament_seating.generate_round(tournament, organiser)
    tournament_play.start_round(round_)
    return round_


def desk(t, number=1):
    return f"/tournaments/{t.pk}/rounds/{number}/results/"


def seats_of(table):
    s = table.session
    return {"E": s.east_id, "S": s.south_id, "W": s.west_id, "N": s.north_id}


def rows_by_player(t):
    return {row.player.pk: row for row in tournament_standings.compute_standings(t).rows}


def finish(client, t, table, totals, *, confirm=True, number=1):
    """The desk's finish form: the sheet's Total row typed back, and the confirmation."""
    page = f"{desk(t, number)}?table={table}"
    action = f"{desk(t, number)}{table}/finish/"
    data = rendered_form(client, page, action)
    data.update({f"total-{seat}": str(v) for seat, v in zip("ESWN", totals, strict=True)})
    if confirm:
        data["total-confirm"] = "on"
    return client.post(action, data)


def test_final_scores_that_add_to_zero_finish_the_table_and_enter_moves_to_the_next(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    t.results_entry = "final"
    t.save()
    round_ = started_round(t, organiser)
    client.force_login(organiser)
    response = post_form(
        client,
        desk(t),
        f"{desk(t)}1/",
        **{"t1-E": 120, "t1-S": -20, "t1-W": -40, "t1-N": -60},
    )
    # Saved: the desk opens at table 2, its first score field focused.
    assert response.status_code == 302
    assert response["Location"].endswith("results/?table=2")
    page = client.get(response["Location"]).content.decode()
    assert 'name="t2-E" value="" inputmode="numeric" autocomplete="off" required\n' in page
    assert "autofocus" in page.split('name="t2-E"')[1].split(">")[0]
    table = round_.tables.get(number=1)
    assert table.outcome == "played" and table.session.finished_at is not None
    # Table points 4/2/1/0 by place (tournament rule, docs/tournaments.md "Standings").
    rows = rows_by_player(t)
    seats = seats_of(table)
    assert [rows[seats[s]].table_points for s in "ESWN"] == [4, 2, 1, 0]
    assert [rows[seats[s]].score for s in "ESWN"] == [120, -20, -40, -60]
    assert table.revisions.get().entered == {"E": 120, "S": -20, "W": -40, "N": -60}


def test_final_scores_that_do_not_add_up_are_refused_and_nothing_is_saved(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    t.results_entry = "final"
    t.save()
    round_ = started_round(t, organiser)
    client.force_login(organiser)
    response = post_form(
        client, desk(t), f"{desk(t)}1/", **{"t1-E": 120, "t1-S": -20, "t1-W": -40, "t1-N": -50}
    )
    # Classical payments sum to zero (classical-extra.md, Settlement): 10 is 10 too many.
    assert response.status_code == 400
    assert "the four scores add up to 10, not 0" in response.content.decode()
    table = round_.tables.get(number=1)
    assert table.outcome == "" and table.result is None and table.session.finished_at is None
    assert not TableResultRevision.objects.exists()


def test_riichi_final_scores_add_up_to_four_times_the_starting_points(
    client, organiser, tournament_of
):
    t = tournament_of(8, ruleset="riichi", scheme="uma", results_entry="final")
    round_ = started_round(t, organiser)
    client.force_login(organiser)
    # 4 x 30,000 (the riichi start_points default) = 120,000; 119,000 is refused.
    bad = post_form(
        client,
        desk(t),
        f"{desk(t)}1/",
        **{"t1-E": 45000, "t1-S": 30000, "t1-W": 25000, "t1-N": 19000},
    )
    assert bad.status_code == 400
    assert "add up to 119,000, not 120,000" in bad.content.decode()
    good = post_form(
        client,
        desk(t),
        f"{desk(t)}1/",
        **{"t1-E": 45000, "t1-S": 30000, "t1-W": 25000, "t1-N": 20000},
    )
    assert good.status_code == 302
    table = round_.tables.get(number=1)
    assert table.result == {"E": 15000, "S": 0, "W": -5000, "N": -10000}
    # EMA uma +15000/+5000/-5000/-15000 on top of the score against the start.
    rows = rows_by_player(t)
    seats = seats_of(table)
    assert [rows[seats[s]].uma_total for s in "ESWN"] == [30000, 5000, -10000, -25000]


def test_a_table_entered_twice_is_refused_unless_corrected_with_a_reason(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    t.results_entry = "final"
    t.save()
    round_ = started_round(t, organiser)
    client.force_login(organiser)
    action = f"{desk(t)}1/"
    post_form(client, desk(t), action, **{"t1-E": 30, "t1-S": -10, "t1-W": -10, "t1-N": -10})
    # The desk has moved on to table 2: an entered table is opened by its number.
    again = post_form(
        client, f"{desk(t)}?table=1", action, **{"t1-E": 90, "t1-S": -30, "t1-W": -30, "t1-N": -30}
    )
    assert again.status_code == 400
    assert "Table 1 already has results (played)" in again.content.decode()
    table = round_.tables.get(number=1)
    assert table.result == {"E": 30, "S": -10, "W": -10, "N": -10}
    corrected = post_form(
        client,
        f"{desk(t)}?table=1",
        action,
        **{"t1-E": 90, "t1-S": -30, "t1-W": -30, "t1-N": -30, "t1-reason": "sheet misread"},
    )
    assert corrected.status_code == 302
    table.refresh_from_db()
    assert table.result == {"E": 90, "S": -30, "W": -30, "N": -30}
    # The first entry stays in the history.
    assert [(r.version, r.entered["E"], r.reason) for r in table.revisions.all()] == [
        (1, 30, ""),
        (2, 90, "sheet misread"),
    ]


def test_the_score_sheet_hands_are_settled_by_the_engine(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament  # results_entry "hands" by default
    round_ = started_round(t, organiser)
    client.force_login(organiser)
    fields = rendered_form(client, desk(t), f"{desk(t)}1/")
    assert "t1-h24_N" in fields  # more rows than the old twenty; "More rows" adds others
    response = post_form(
        client,
        desk(t),
        f"{desk(t)}1/",
        **{
            # Hand 1: South goes mah-jong for 40 on West's discard; West holds 8, North 4.
            "t1-h1_winner": "s",
            "t1-h1_from": "w",
            "t1-h1_E": 0,
            "t1-h1_S": 40,
            "t1-h1_W": 8,
            "t1-h1_N": 4,
            # Hand 2: a draw.
            "t1-h2_E": 0,
            "t1-h2_S": 0,
            "t1-h2_W": 0,
            "t1-h2_N": 0,
        },
    )
    assert response.status_code == 302
    table = round_.tables.get(number=1)
    hands = list(table.session.live_hands().order_by("number"))
    assert [h.input["entry"] for h in hands] == ["scores", "scores"]
    # Settlement 1 (classical-extra.md): each loser pays the winner 40, East double = 80:
    # South +160. Settlement 2: the losers settle differences, doubled where East pays:
    # East pays West 2 x 8 and North 2 x 4; North pays West 4.
    assert hands[0].output["payments"] == {"E": -104, "S": 160, "W": -20, "N": -36}
    assert hands[1].drawn and hands[1].output["payments"] == {"E": 0, "S": 0, "W": 0, "N": 0}
    # Saving hands never finishes the table: that is its own step, with the Total row.
    assert table.outcome == "" and table.session.finished_at is None
    assert finish(client, t, 1, (-104, 160, -20, -36)).status_code == 302
    table.refresh_from_db()
    table.session.refresh_from_db()
    assert table.outcome == "played" and table.session.finished_at is not None
    seats = seats_of(table)
    rows = rows_by_player(t)
    assert rows[seats["S"]].score == 160 and rows[seats["S"]].table_points == 4


def test_a_sheet_with_an_impossible_hand_saves_no_hand_at_all(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    round_ = started_round(t, organiser)
    client.force_login(organiser)
    response = post_form(
        client,
        desk(t),
        f"{desk(t)}1/",
        **{
            "t1-h1_winner": "E",
            "t1-h1_E": 50,
            "t1-h1_S": 0,
            "t1-h1_W": 0,
            "t1-h1_N": 0,
            "t1-h2_winner": "S",
            "t1-h2_from": "S",
            "t1-h2_E": 0,
            "t1-h2_S": 30,
            "t1-h2_W": 0,
            "t1-h2_N": 0,
        },
    )
    assert response.status_code == 400
    assert "Hand 2: the winner cannot win on their own discard." in response.content.decode()
    assert not round_.tables.get(number=1).session.hands.exists()


def test_an_empty_table_cannot_be_finished_with_one_click(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    round_ = started_round(t, organiser)
    client.force_login(organiser)
    response = client.post(f"/tournaments/{t.pk}/rounds/1/tables/1/finish/")
    assert response.status_code == 400
    assert "Table 1 has no results" in response.content.decode()
    table = round_.tables.get(number=1)
    assert table.session.finished_at is None
    # Nobody got the 1.75 table points of an all-tied table, nor a game played.
    assert all(r.played == 0 and r.table_points == 0 for r in rows_by_player(t).values())


def test_a_table_marked_not_played_gives_no_points_and_no_game_played(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    round_ = started_round(t, organiser)
    client.force_login(organiser)
    action = f"/tournaments/{t.pk}/rounds/1/results/1/not-played/"
    response = post_form(client, f"{desk(t)}?table=1", action, reason="room closed")
    assert response.status_code == 302
    table = round_.tables.get(number=1)
    assert table.outcome == Table.Outcome.NOT_PLAYED
    seated = set(seats_of(table).values())
    rows = rows_by_player(t)
    assert all(rows[p].played == 0 and rows[p].table_points == 0 for p in seated)
    standings = tournament_standings.compute_standings(t)
    assert standings.tables_finished == 1  # the round's count knows the table is done


def test_a_forfeit_follows_the_events_forfeit_points(client, organiser, eight_player_tournament):
    t = eight_player_tournament
    round_ = started_round(t, organiser)
    client.force_login(organiser)
    action = f"/tournaments/{t.pk}/rounds/1/results/1/forfeit/"
    # The rendered form has the four seats as checkboxes (none ticked): tick North.
    html = client.get(f"{desk(t)}?table=1").content.decode()
    assert 'name="forfeiting" value="N"' in html
    refused = client.post(action, {"forfeiting": "N", "reason": ""})
    assert refused.status_code == 400
    assert "This event allows no forfeits" in refused.content.decode()
    t.forfeit_points = 100
    t.save()
    assert client.post(action, {"forfeiting": "N", "reason": ""}).status_code == 302
    table = round_.tables.get(number=1)
    # North pays 100 to each of the three present: -300; they share first place.
    assert table.result == {"E": 100, "S": 100, "W": 100, "N": -300}
    seats = seats_of(table)
    rows = rows_by_player(t)
    assert rows[seats["E"]].table_points == Fraction(7, 3)  # (4 + 2 + 1) / 3
    assert rows[seats["N"]].table_points == 0 and rows[seats["N"]].played == 1


def test_only_organisers_use_the_results_desk(client, scorer, organiser, eight_player_tournament):
    t = eight_player_tournament
    started_round(t, organiser)
    client.force_login(scorer)
    assert client.get(desk(t)).status_code == 403
    response = client.post(f"{desk(t)}1/", {"t1-E": 0, "t1-S": 0, "t1-W": 0, "t1-N": 0})
    assert response.status_code == 403


def test_a_hand_corrected_after_the_table_finished_changes_the_standings(
    client, organiser, eight_player_tournament
):
    from scoring.services.hands import sessions

    t = eight_player_tournament
    round_ = started_round(t, organiser)
    client.force_login(organiser)
    post_form(
        client,
        desk(t),
        f"{desk(t)}1/",
        **{"t1-h1_winner": "S", "t1-h1_E": 0, "t1-h1_S": 40, "t1-h1_W": 0, "t1-h1_N": 0},
    )
    assert finish(client, t, 1, (-80, 160, -40, -40)).status_code == 302
    table = round_.tables.get(number=1)
    seats = seats_of(table)
    # South self-drawn for 40: each loser pays 40, East double (Settlement 1): +160.
    assert rows_by_player(t)[seats["S"]].score == 160
    hand = table.session.live_hands().get()
    sessions.delete_hand(hand, organiser, "entered on the wrong table", hand.version)
    # The deletion is soft and audited; the table's stored result follows the live hands.
    assert rows_by_player(t)[seats["S"]].score == 0
    table.refresh_from_db()
    assert table.result == {"E": 0, "S": 0, "W": 0, "N": 0}


def test_the_sheets_columns_are_players_whatever_wind_they_sit_at_later(
    organiser, eight_player_tournament
):
    from scoring.services.tournaments import results_desk

    t = eight_player_tournament
    round_ = started_round(t, organiser)
    table = round_.tables.get(number=1)
    scores = {"E": 0, "S": 40, "W": 8, "N": 4}
    results_desk.enter_hand_scores(
        table,
        [
            results_desk.HandRow("S", "W", scores),
            results_desk.HandRow("E", None, {"E": 24, "S": 0, "W": 0, "N": 0}),
        ],
        organiser,
    )
    seats = seats_of(table)
    hand_2 = table.session.live_hands().get(number=2)
    # South won hand 1, so the deal passed (classical-extra.md, East rotation): the player
    # of column S is East in hand 2 and column E's player sits North. Column E's 24
    # self-drawn: East pays double (Settlement 1): 48 + 24 + 24 = 96.
    assert hand_2.east_id == seats["S"]
    paid = {hp.player_id: hp.payment for hp in hand_2.seats.all()}
    assert paid[seats["E"]] == 96 and paid[seats["S"]] == -48


def test_the_recorded_sheet_shows_each_hands_discarder_in_its_off_column(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    started_round(t, organiser)
    client.force_login(organiser)
    hands = {
        # Hand 1: South wins off West's discard; the deal passes (East did not win).
        "t1-h1_winner": "S",
        "t1-h1_from": "W",
        "t1-h1_E": 0,
        "t1-h1_S": 40,
        "t1-h1_W": 8,
        "t1-h1_N": 4,
        # Hand 2, columns still the first hand's seats: North wins off East's column.
        "t1-h2_winner": "N",
        "t1-h2_from": "E",
        "t1-h2_E": 2,
        "t1-h2_S": 0,
        "t1-h2_W": 0,
        "t1-h2_N": 30,
        # Hand 3: West self-drawn, no discarder.
        "t1-h3_winner": "W",
        "t1-h3_E": 0,
        "t1-h3_S": 0,
        "t1-h3_W": 20,
        "t1-h3_N": 0,
    }
    assert post_form(client, desk(t), f"{desk(t)}1/", **hands).status_code == 302
    recorded = client.get(f"{desk(t)}?table=1").context["recorded"]
    # The sheet as typed comes back: winner and discarder by column letter.
    assert [(line["winner"], line["off"]) for line in recorded] == [
        ("S", "W"),
        ("N", "E"),
        ("W", None),
    ]


def test_the_tables_history_names_who_entered_it_by_their_name_never_their_username(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    t.results_entry = "final"
    t.save()
    started_round(t, organiser)
    organiser.first_name = "Olga Dvořáková"
    organiser.save()
    client.force_login(organiser)
    post_form(
        client, desk(t), f"{desk(t)}1/", **{"t1-E": 30, "t1-S": -10, "t1-W": -10, "t1-N": -10}
    )
    page = client.get(f"{desk(t)}?table=1").content.decode()
    history = page[page.index('data-version="1"') :].split("</li>")[0]
    # The username is a login secret: the history shows the display name.
    assert "Olga Dvořáková" in history and "olga" not in history
