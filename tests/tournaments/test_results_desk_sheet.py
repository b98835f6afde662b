"""The results desk's hand-by-hand sheet: Enter saves hands and never finishes a table;
finishing is its own confirmed step, checked against the sheet's Total row; an organiser
reopens a finished table with a reason; longer games; a winner worth less than mah-jong."""

from fractions import Fraction

import pytest

from scoring.models import RatingChange
from scoring.services.tournaments import results_desk
from scoring.services.tournaments import standings as tournament_standings

from .conftest import post_form, rendered_form
from .test_results_desk import desk, finish, rows_by_player, seats_of, started_round

pytestmark = pytest.mark.django_db

DRAW = {"E": 0, "S": 0, "W": 0, "N": 0}


def hand(n, winner="", off="", **scores):
    values = {f"t1-h{n}_winner": winner, f"t1-h{n}_from": off}
    values.update({f"t1-h{n}_{seat}": scores.get(seat, 0) for seat in "ESWN"})
    return values


def test_enter_after_the_first_hand_saves_it_and_the_rest_of_the_sheet_follows(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    round_ = started_round(t, organiser)
    client.force_login(organiser)
    # Enter after hand 1: South self-drawn 40 (each loser pays 40, East double: +160).
    first = post_form(client, desk(t), f"{desk(t)}1/", **hand(1, "S", S=40))
    assert first.status_code == 302 and first["Location"].endswith("results/?table=1")
    table = round_.tables.get(number=1)
    assert table.outcome == "" and table.session.finished_at is None
    # The desk opens the same table again, its new lines numbered after the recorded hand.
    page = client.get(first["Location"]).content.decode()
    assert 'data-hand="1"' in page and "Hand 2 winner" in page
    # The form's first line is now hand 2: a draw.
    rest = post_form(client, f"{desk(t)}?table=1", f"{desk(t)}1/", **hand(1, **DRAW))
    assert rest.status_code == 302
    assert table.session.live_hands().count() == 2
    assert table.session.live_hands().get(number=2).drawn


def test_finishing_a_sheet_needs_its_total_row_to_match_and_a_confirmation(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    round_ = started_round(t, organiser)
    client.force_login(organiser)
    post_form(client, desk(t), f"{desk(t)}1/", **hand(1, "S", S=40))
    # South self-drawn 40 (classical-extra.md, Settlement 1): E -80, S +160, W -40, N -40.
    wrong = finish(client, t, 1, (-80, 160, -40, -30))
    assert wrong.status_code == 400
    assert "the Total row does not match the hands recorded (N)" in wrong.content.decode()
    unconfirmed = finish(client, t, 1, (-80, 160, -40, -40), confirm=False)
    assert unconfirmed.status_code == 400
    assert "Tick the box to confirm" in unconfirmed.content.decode()
    table = round_.tables.get(number=1)
    assert table.outcome == "" and not table.revisions.exists()
    assert finish(client, t, 1, (-80, 160, -40, -40)).status_code == 302
    table.refresh_from_db()
    assert table.outcome == "played" and table.result == {"E": -80, "S": 160, "W": -40, "N": -40}
    assert table.revisions.get().entered == {"hands": 1, "totals": table.result}


def test_an_organiser_reopens_a_finished_table_with_a_reason_and_standings_and_ratings_follow(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    round_ = started_round(t, organiser)
    client.force_login(organiser)
    post_form(client, desk(t), f"{desk(t)}1/", **hand(1, "S", S=40))
    finish(client, t, 1, (-80, 160, -40, -40))
    table = round_.tables.get(number=1)
    seats = seats_of(table)
    # Table points 4/2/1/0, tied places shared: W and N tie for third (1 + 0) / 2 each.
    assert rows_by_player(t)[seats["S"]].table_points == 4
    assert RatingChange.objects.filter(session=table.session).count() == 4
    reopen = f"{desk(t)}1/reopen/"
    assert client.post(reopen, {"reopen-reason": "  "}).status_code == 400
    response = client.post(reopen, {"reopen-reason": "hand 2 left off the sheet"})
    assert response.status_code == 302
    table.refresh_from_db()
    table.session.refresh_from_db()
    assert table.outcome == "" and table.result is None and table.session.finished_at is None
    # Out of the standings and the ratings until finished again.
    assert rows_by_player(t)[seats["S"]].played == 0
    assert not RatingChange.objects.filter(session=table.session).exists()
    assert tournament_standings.compute_standings(t).tables_finished == 0
    hall = client.get(f"/tournaments/{t.pk}/hall/data/").json()
    south = next(r for r in hall["standings"]["rows"] if r["name"] == table.session.south.name)
    assert south["main"] == "0"
    # The missing hand, then finished again. South won hand 1, so column S's player is East
    # in hand 2 (classical-extra.md, East rotation); East self-drawn 24: each loser pays
    # East double, 48 (Settlement 1): S +144, the others -48.
    post_form(client, f"{desk(t)}?table=1", f"{desk(t)}1/", **hand(1, "S", S=24))
    assert table.session.live_hands().count() == 2
    assert finish(client, t, 1, (-128, 304, -88, -88)).status_code == 302
    history = [(r.version, r.outcome, r.reason) for r in table.revisions.all()]
    assert history == [
        (1, "played", ""),
        (2, "", "hand 2 left off the sheet"),
        (3, "played", ""),
    ]
    assert "hand 2 left off the sheet" in client.get(f"{desk(t)}?table=1").content.decode()


def test_only_an_organiser_reopens_a_table(client, scorer, organiser, eight_player_tournament):
    t = eight_player_tournament
    round_ = started_round(t, organiser)
    table = round_.tables.get(number=1)
    results_desk.mark_not_played(table, organiser, "room closed")
    client.force_login(scorer)
    assert client.post(f"{desk(t)}1/reopen/", {"reopen-reason": "x"}).status_code == 403
    table.refresh_from_db()
    assert table.outcome == "not_played"


def test_the_desk_refuses_a_winner_worth_less_than_a_mahjong_rule_115a(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    round_ = started_round(t, organiser)
    client.force_login(organiser)
    # Rule 115a: mah-jong scores 10, so no winning hand is worth less.
    response = post_form(client, desk(t), f"{desk(t)}1/", **hand(1, "W", "E", W=8))
    assert response.status_code == 400
    assert "every mah-jong scores at least 10 (rule 115a)" in response.content.decode()
    assert not round_.tables.get(number=1).session.hands.exists()
    zero = post_form(client, desk(t), f"{desk(t)}1/", **hand(1, "W", "E", E=12))
    assert zero.status_code == 400 and "is worth 0" in zero.content.decode()
    ok = post_form(client, desk(t), f"{desk(t)}1/", **hand(1, "W", "E", W=10))
    assert ok.status_code == 302


def test_a_sheet_longer_than_twenty_hands_is_entered_and_finished(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    round_ = started_round(t, organiser)
    client.force_login(organiser)
    more = client.post(
        f"{desk(t)}1/", {**rendered_form(client, desk(t), f"{desk(t)}1/"), "more": "1"}
    )
    assert more.status_code == 200 and 'name="t1-h36_N"' in more.content.decode()
    # 29 drawn hands (East keeps the deal on a draw, classical-extra.md) and South's
    # self-drawn 40 as hand 30: E -80, S +160, W -40, N -40.
    lines = {}
    for n in range(1, 30):
        lines.update(hand(n, **DRAW))
    lines.update(hand(30, "S", S=40))
    data = {
        **rendered_form(client, desk(t), f"{desk(t)}1/"),
        **{k: str(v) for k, v in lines.items()},
    }
    data["t1-row_count_field"] = "36"
    assert client.post(f"{desk(t)}1/", data).status_code == 302
    table = round_.tables.get(number=1)
    assert table.session.live_hands().count() == 30
    assert finish(client, t, 1, (-80, 160, -40, -40)).status_code == 302


def test_a_sheet_typed_against_hands_that_changed_meanwhile_is_refused_with_both(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    round_ = started_round(t, organiser)
    client.force_login(organiser)
    stale = rendered_form(client, desk(t), f"{desk(t)}1/")
    assert stale["t1-base"] == "0"
    table = round_.tables.get(number=1)
    # Another desk saved hand 1 meanwhile.
    results_desk.enter_hand_scores(
        table, [results_desk.HandRow("S", None, {"E": 0, "S": 40, "W": 0, "N": 0})], organiser, 0
    )
    stale.update({k: str(v) for k, v in hand(1, "N", "E", N=30).items()})
    response = client.post(f"{desk(t)}1/", stale)
    assert response.status_code == 409
    page = response.content.decode()
    assert "now has 1 hands recorded, not 0" in page
    assert 'data-hand="1"' in page  # the stored hand
    assert 'name="t1-h1_N" value="30"' in page  # what was typed, kept
    assert table.session.live_hands().count() == 1


@pytest.mark.parametrize("setting, points", [("nothing", 0), ("bye", Fraction(7, 4))])
def test_a_table_not_played_gives_what_the_event_chose(
    organiser, eight_player_tournament, setting, points
):
    t = eight_player_tournament
    t.not_played = setting
    t.save()
    round_ = started_round(t, organiser)
    table = round_.tables.get(number=1)
    results_desk.mark_not_played(table, organiser, "room closed")
    rows = rows_by_player(t)
    # A bye is the average result: (4 + 2 + 1 + 0) / 4 = 1.75 table points, score 0.
    for player in seats_of(table).values():
        assert rows[player].table_points == points
        assert rows[player].played == 0 and rows[player].score == 0


def test_a_final_score_table_is_reopened_from_the_desk_and_entered_again(
    client, organiser, tournament_of
):
    t = tournament_of(8, ruleset="riichi", scheme="uma", results_entry="final")
    round_ = started_round(t, organiser)
    client.force_login(organiser)
    table = round_.tables.get(number=1)
    results_desk.enter_final_scores(
        table, {"E": 45000, "S": 35000, "W": 25000, "N": 15000}, organiser
    )
    assert "?table=1#reopen" in client.get(f"{desk(t)}?table=1").content.decode()
    response = client.post(f"{desk(t)}1/reopen/", {"reopen-reason": "scores of table 2"})
    assert response.status_code == 302
    assert tournament_standings.compute_standings(t).tables_finished == 0
    # Entered again without a reason: the table is open, this is not a correction.
    response = post_form(
        client,
        desk(t),
        f"{desk(t)}1/",
        **{"t1-E": 30000, "t1-S": 30000, "t1-W": 30000, "t1-N": 30000},
    )
    assert response.status_code == 302
    table.refresh_from_db()
    assert table.result == {"E": 0, "S": 0, "W": 0, "N": 0}
    assert [r.outcome for r in table.revisions.all()] == ["played", "", "played"]


def test_a_sheet_that_does_not_say_which_hands_it_follows_is_refused(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    round_ = started_round(t, organiser)
    client.force_login(organiser)
    data = rendered_form(client, desk(t), f"{desk(t)}1/")
    del data["t1-base"]
    data.update({k: str(v) for k, v in hand(1, "S", S=40).items()})
    response = client.post(f"{desk(t)}1/", data)
    assert response.status_code == 400
    assert "does not say which hands it was typed after" in response.content.decode()
    assert not round_.tables.get(number=1).session.hands.exists()
