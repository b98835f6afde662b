"""Changes between rounds: late players, withdrawals, substitutes; and the round clock."""

import datetime

import pytest
from django.utils import timezone

from scoring.engine import seating as seating_engine
from scoring.models import Player, RosterChange
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import players as tournament_players
from scoring.services.tournaments import roster
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import standings as tournament_standings

from .conftest import option_value, play_round, play_table, post_form

pytestmark = pytest.mark.django_db


def even(table):
    return [(30, -10, -10, -10)]


def seated_ids(round_):
    return {p for _n, _t, seats in tournament_seating.round_seating(round_) for _w, p in seats} | {
        p for p in round_.byes.all()
    }


def test_a_late_player_joins_from_the_next_round(client, organiser, tournament_of):
    t = tournament_of(12, rounds=3)
    play_round(t, organiser, even)
    client.force_login(organiser)
    page = f"/tournaments/{t.pk}/"
    response = post_form(client, page, f"/tournaments/{t.pk}/players/", players="Zoe Late, NL")
    assert response.status_code == 302
    zoe = Player.objects.get(name="Zoe Late")
    change = RosterChange.objects.get(player=zoe)
    assert (change.kind, change.round_number) == ("joined", 2)
    round_2 = tournament_seating.generate_round(t, organiser)
    # 13 players: three tables and one bye each round, and Zoe is in round 2.
    assert round_2.tables.count() == 3 and round_2.byes.count() == 1
    assert zoe in seated_ids(round_2)


def test_a_withdrawn_player_keeps_their_results_and_is_not_seated_again(
    client, organiser, tournament_of
):
    t = tournament_of(16, rounds=3)
    round_1 = play_round(t, organiser, even)
    leaver = round_1.tables.get(number=1).session.east
    client.force_login(organiser)
    page = f"/tournaments/{t.pk}/"
    action = f"/tournaments/{t.pk}/withdraw/"
    player = option_value(client, page, action, "player", leaver.name)
    fields = {"withdraw-player": player, "withdraw-reason": "ill"}
    assert post_form(client, page, action, **fields).status_code == 302
    round_2 = tournament_seating.generate_round(t, organiser)
    assert leaver not in seated_ids(round_2)
    # 15 players: three tables and three byes; nobody who played round 1 together meets again.
    assert round_2.tables.count() == 3 and round_2.byes.count() == 3
    quality = tournament_seating.seating_quality(t)
    assert quality.repeats == 0
    row = next(r for r in tournament_standings.compute_standings(t).rows if r.player == leaver)
    # East won 30 at table 1: 4 table points (4/2/1/0, the tie behind shares 2+1+0).
    assert (row.played, row.table_points, row.score, row.withdrawn) == (1, 4, 30, 2)


def test_withdrawing_from_a_round_seated_but_not_started_seats_it_again(organiser, tournament_of):
    t = tournament_of(8, rounds=3)
    play_round(t, organiser, even)
    round_2 = tournament_seating.generate_round(t, organiser)
    leaver = round_2.tables.get(number=2).session.north
    roster.withdraw_player(t, leaver, organiser, "left early")
    round_2 = t.rounds.get(number=2)
    assert leaver not in seated_ids(round_2)
    assert round_2.tables.count() == 1 and round_2.byes.count() == 3


def test_a_withdrawn_player_cannot_be_swapped_into_a_later_seating(
    client, organiser, tournament_of
):
    t = tournament_of(9, rounds=3)
    play_round(t, organiser, even)
    round_2 = tournament_seating.generate_round(t, organiser)
    seated = round_2.tables.get(number=1).session.east
    on_bye = round_2.byes.first()
    roster.withdraw_player(t, on_bye, organiser)  # round 2 is seated again without them
    round_2 = t.rounds.get(number=2)
    client.force_login(organiser)
    page = f"/tournaments/{t.pk}/rounds/2/"
    action = f"{page}swap/"
    response = client.post(action, {"first": on_bye.pk, "second": seated.pk})
    # refused on the round's own page with the reason, nothing swapped
    assert response.status_code == 400
    message = f"{on_bye.name} has withdrawn: they cannot be seated in round 2."
    assert message in response.content.decode()
    assert on_bye not in seated_ids(round_2)


def test_a_substitute_already_seated_elsewhere_is_refused(client, organiser, tournament_of):
    t = tournament_of(8, rounds=2)
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    first, second = round_.tables.order_by("number")
    client.force_login(organiser)
    page = f"/tournaments/{t.pk}/rounds/1/"
    action = f"{page}substitute/"
    original = option_value(client, page, action, "original", first.session.east.name)
    response = post_form(
        client, page, action, table=1, original=original, substitute=second.session.west.name
    )
    assert response.status_code == 400
    assert (
        f"{second.session.west.name} is already seated at table 2 in round 1."
        in response.content.decode()
    )
    assert not RosterChange.objects.exists()


@pytest.mark.parametrize("counts", [True, False])
def test_a_substitutes_result_counts_for_the_original_only_if_the_event_says_so(
    client, organiser, tournament_of, counts
):
    t = tournament_of(8, rounds=2, substitute_counts=counts)
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    table = round_.tables.get(number=1)
    original = table.session.south
    client.force_login(organiser)
    page = f"/tournaments/{t.pk}/rounds/1/"
    action = f"{page}substitute/"
    value = option_value(client, page, action, "original", original.name)
    response = post_form(client, page, action, table=1, original=value, substitute="Walk In")
    assert response.status_code == 302
    assert "Walk In" in client.get(page).content.decode()
    # South (the substitute) wins 90 at table 1; table 2 plays even.
    play_table(table, [(-30, 90, -30, -30)])
    play_table(round_.tables.get(number=2), even(None))
    rows = {r.player: r for r in tournament_standings.compute_standings(t).rows}
    if counts:
        assert (rows[original].played, rows[original].score, rows[original].table_points) == (
            1,
            90,
            4,
        )
    else:
        assert (rows[original].played, rows[original].score, rows[original].table_points) == (
            0,
            0,
            0,
        )
    # The other three's places are the same either way: tied for second, (2 + 1 + 0) / 3 = 1.
    assert rows[table.session.east].table_points == 1
    assert Player.objects.get(name="Walk In") not in rows


def test_the_round_clock_refuses_a_negative_time(client, organiser, eight_player_tournament):
    t = eight_player_tournament
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    round_.refresh_from_db()
    # Starting the round starts the clock at the event's 90 minutes.
    assert round_.ends_at - round_.started_at == datetime.timedelta(minutes=90)
    before = round_.ends_at
    client.force_login(organiser)
    page = f"/tournaments/{t.pk}/rounds/1/"
    bad = post_form(client, page, f"{page}clock/", minutes=-5)
    assert bad.status_code == 400
    assert "The time left cannot be negative: 0 calls time." in bad.content.decode()
    round_.refresh_from_db()
    assert round_.ends_at == before
    assert post_form(client, page, f"{page}clock/", minutes=30).status_code == 302
    round_.refresh_from_db()
    left = round_.ends_at - timezone.now()
    assert datetime.timedelta(minutes=29) < left <= datetime.timedelta(minutes=30)


def test_later_rounds_avoid_repeat_meetings_around_a_late_player_and_a_withdrawal(
    organiser, tournament_of
):
    # 16 players, 4 rounds: after round 1 one withdraws and another joins (16 again).
    t = tournament_of(16, rounds=4)
    round_1 = play_round(t, organiser, even)
    roster.withdraw_player(t, round_1.tables.first().session.east, organiser)
    tournament_players.add_players(t, [("Late Comer", "CZ")], organiser)
    for _ in range(3):
        play_round(t, organiser, even)
    history = [r.tables for r in tournament_seating.seating_history(t)]
    # At most (N - 1) / 3 = 5 rounds can avoid repeats (docs/tournaments.md); 4 is reachable.
    assert seating_engine.quality(history).repeats == 0
