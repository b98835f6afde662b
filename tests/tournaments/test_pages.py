import pytest

from scoring.models import Round, Session, Tournament, TournamentPenalty
from scoring.services.ratings import games
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import standings as tournament_standings

from .conftest import play_table, post_form

pytestmark = pytest.mark.django_db


def seats_of(round_):
    return {
        t.number: tuple(getattr(t.session, f"{f}_id") for f in games.SEAT_FIELDS)
        for t in round_.tables.select_related("session")
    }


def test_an_organiser_creates_a_tournament_through_the_form(client, organiser, club):
    client.force_login(organiser)
    url = f"/clubs/{club.slug}/tournaments/new/"
    response = post_form(
        client,
        url,
        "",
        name="Prague Open 2026",
        date="2026-11-21",
        ruleset="millington",
        scheme="table_points",
        rounds_planned=4,
        seed=42,
    )
    tournament = Tournament.objects.get()
    assert response.status_code == 302
    assert response["Location"] == f"/tournaments/{tournament.pk}/"
    assert (tournament.name, tournament.rounds_planned, tournament.seed) == (
        "Prague Open 2026",
        4,
        42,
    )
    assert tournament.created_by == organiser


def test_uma_belongs_to_riichi_and_must_sum_to_zero(client, organiser, club):
    client.force_login(organiser)
    url = f"/clubs/{club.slug}/tournaments/new/"
    response = post_form(
        client, url, "", name="X", date="2026-11-21", ruleset="millington", scheme="uma"
    )
    assert "Uma and oka belong to the riichi ruleset." in response.content.decode()
    response = post_form(
        client,
        url,
        "",
        name="X",
        date="2026-11-21",
        ruleset="riichi",
        scheme="uma",
        uma="15000 5000 -5000 -10000",
    )
    assert "Uma must sum to 0" in response.content.decode()
    assert not Tournament.objects.exists()


def test_only_the_clubs_organisers_create_tournaments(client, scorer, club):
    assert client.get(f"/clubs/{club.slug}/tournaments/new/").status_code == 302  # to login
    client.force_login(scorer)
    assert client.get(f"/clubs/{club.slug}/tournaments/new/").status_code == 403


def test_players_are_added_one_a_line_with_their_country(client, organiser, club, tournament_of):
    tournament = tournament_of(0)
    client.force_login(organiser)
    page = f"/tournaments/{tournament.pk}/"
    post_form(
        client,
        page,
        f"/tournaments/{tournament.pk}/players/",
        players="Alena, CZ\nBob, GB\n\nChen\nDominique, FR",
    )
    assert [(p.name, p.country) for p in tournament.players.order_by("name")] == [
        ("Alena", "CZ"),
        ("Bob", "GB"),
        ("Chen", ""),
        ("Dominique", "FR"),
    ]


def test_seating_a_round_makes_one_tournament_session_per_table(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    client.force_login(organiser)
    response = post_form(client, f"/tournaments/{t.pk}/", f"/tournaments/{t.pk}/rounds/new/")
    assert response["Location"] == f"/tournaments/{t.pk}/rounds/1/"
    round_ = Round.objects.get(tournament=t, number=1)
    seats = seats_of(round_)
    # 8 players: 8 / 4 = 2 tables, every player at exactly one seat.
    assert len(seats) == 2
    assert sorted(p for table in seats.values() for p in table) == sorted(
        t.players.values_list("pk", flat=True)
    )
    assert set(Session.objects.values_list("kind", flat=True)) == {"tournament"}
    page = client.get(f"/tournaments/{t.pk}/rounds/1/").content.decode()
    assert "Seating quality" in page


def test_the_next_round_waits_until_this_one_has_started(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    client.force_login(organiser)
    tournament_seating.generate_round(t, organiser)
    response = client.post(f"/tournaments/{t.pk}/rounds/new/", follow=True)
    assert "Start round 1 before seating the next." in response.content.decode()
    assert t.rounds.count() == 1


def test_a_swap_before_the_round_starts_exchanges_two_seats(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    round_ = tournament_seating.generate_round(t, organiser)
    before = seats_of(round_)
    a, b = before[1][0], before[2][2]  # East of table 1, West of table 2
    client.force_login(organiser)
    page = f"/tournaments/{t.pk}/rounds/1/"
    action = f"/tournaments/{t.pk}/rounds/1/swap/"
    post_form(client, page, action, first=a, second=b)
    after = seats_of(round_)
    assert after[1] == (b, *before[1][1:])
    assert after[2] == (*before[2][:2], a, before[2][3])
    # A swap of two winds at one table: East and North of table 1.
    post_form(client, page, action, first=after[1][0], second=after[1][3])
    assert seats_of(round_)[1] == (after[1][3], after[1][1], after[1][2], after[1][0])


def test_the_seating_is_final_once_the_round_starts(client, organiser, eight_player_tournament):
    t = eight_player_tournament
    round_ = tournament_seating.generate_round(t, organiser)
    before = seats_of(round_)
    client.force_login(organiser)
    post_form(client, f"/tournaments/{t.pk}/rounds/1/", f"/tournaments/{t.pk}/rounds/1/start/")
    response = client.post(
        f"/tournaments/{t.pk}/rounds/1/swap/",
        {"first": before[1][0], "second": before[2][0]},
        follow=True,
    )
    assert "The round has started: its seating is final." in response.content.decode()
    assert seats_of(round_) == before


def test_only_organisers_seat_and_swap(client, scorer, eight_player_tournament):
    t = eight_player_tournament
    client.force_login(scorer)
    assert client.post(f"/tournaments/{t.pk}/rounds/new/").status_code == 403
    assert not t.rounds.exists()


def test_a_penalty_records_points_reason_and_the_referee_who_gave_it(
    client, organiser, players, eight_player_tournament, django_user_model
):
    t = eight_player_tournament
    referee = django_user_model.objects.create_user("rita", password="secret-pass-3")
    t.referees.add(referee)
    client.force_login(referee)
    page = f"/tournaments/{t.pk}/"
    response = post_form(
        client,
        page,
        f"/tournaments/{t.pk}/penalties/",
        player=players[1].pk,
        points=30,
        reason="Late for round 1",
    )
    assert response.status_code == 302
    penalty = TournamentPenalty.objects.get()
    assert (penalty.player, penalty.points, penalty.reason, penalty.referee) == (
        players[1],
        30,
        "Late for round 1",
        referee,
    )
    # Bob has played nothing: 0 - 30 = -30.
    rows = {r.player.name: r for r in tournament_standings.compute_standings(t).rows}
    assert rows["Bob"].score == -30


def test_a_penalty_needs_at_least_one_point_and_the_right_person(
    client, scorer, organiser, players, eight_player_tournament
):
    t = eight_player_tournament
    client.force_login(organiser)
    response = post_form(
        client,
        f"/tournaments/{t.pk}/",
        f"/tournaments/{t.pk}/penalties/",
        player=players[0].pk,
        points=0,
        reason="nothing",
    )
    # Refused: the tournament page again, the form with its error beside the points, a 400.
    assert response.status_code == 400
    assert "A penalty takes at least one point." in response.content.decode()
    client.force_login(scorer)
    response = client.post(
        f"/tournaments/{t.pk}/penalties/", {"player": players[0].pk, "points": 5, "reason": "x"}
    )
    assert response.status_code == 403
    assert not TournamentPenalty.objects.exists()


def test_a_tables_result_sums_the_payments_of_its_live_hands_only(
    organiser, eight_player_tournament
):
    t = eight_player_tournament
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    first, second = round_.tables.select_related("session").order_by("number")
    seats = play_table(first, [(-20, 60, -20, -20), (120, -40, -40, -40)], finish=False)
    # The second hand is deleted (soft): it no longer counts.
    first.session.hands.filter(number=2).update(deleted_at="2026-11-21T12:00:00Z")
    play_table(first, [(30, 30, -90, 30)])
    play_table(second, [(0, 0, 0, 0)])
    results = {r.table: r.scores for r in tournament_standings.table_results(t)}
    # Hands 1 and 3 live: E -20 + 30 = 10, S 60 + 30 = 90, W -20 - 90 = -110, N -20 + 30 = 10.
    assert results[1] == {
        seats["E"]: 10,
        seats["S"]: 90,
        seats["W"]: -110,
        seats["N"]: 10,
    }


def test_unfinished_tables_do_not_count_yet(organiser, eight_player_tournament):
    t = eight_player_tournament
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    first, second = round_.tables.select_related("session").order_by("number")
    seats = play_table(first, [(-20, 60, -20, -20)])
    play_table(second, [(100, -50, -25, -25)], finish=False)
    standings = tournament_standings.compute_standings(t)
    rows = {r.player.pk: r for r in standings.rows}
    # Only table 1 counts: S won 60 -> 4 points; E, W, N tie on -20: (2 + 1 + 0) / 3 = 1 each.
    assert rows[seats["S"]].table_points == 4
    assert rows[seats["E"]].table_points == 1
    assert sum(r.played for r in standings.rows) == 4
    assert (standings.tables_finished, standings.tables_in_round) == (1, 2)


def test_the_public_standings_page_refreshes_itself_every_thirty_seconds(
    client, organiser, eight_player_tournament
):
    t = eight_player_tournament
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    for table in round_.tables.select_related("session"):
        play_table(table, [(90, -30, -30, -30)])
    response = client.get(f"/tournaments/{t.pk}/standings/")  # nobody logged in
    html = response.content.decode()
    assert response.status_code == 200
    assert f'hx-get="/tournaments/{t.pk}/standings/live/"' in html
    assert 'hx-trigger="every 30s"' in html
    assert "Ties are broken by score" in html
    # The fragment alone: the two East players won their tables (4 points each) and share 1st.
    fragment = client.get(f"/tournaments/{t.pk}/standings/live/").content.decode()
    assert fragment.count('<td class="text-end">1=</td>') == 2
    assert "<html" not in fragment


def test_players_not_a_multiple_of_four_take_byes_scored_as_the_average(
    client, organiser, tournament_of
):
    # 10 players: 10 % 4 = 2 sit out each round, with 1.75 table points and a score of 0.
    t = tournament_of(10, rounds=2)
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    assert round_.byes.count() == 2
    for table in round_.tables.select_related("session"):
        play_table(table, [(90, -30, -30, -30)])
    rows = {r.player.pk: r for r in tournament_standings.compute_standings(t).rows}
    for player in round_.byes.all():
        assert (rows[player.pk].table_points, rows[player.pk].score) == (1.75, 0)
    second = tournament_seating.generate_round(t, organiser)
    # Nobody sits out twice before everybody has sat out once.
    assert not set(second.byes.all()) & set(round_.byes.all())
    page = client.get(f"/tournaments/{t.pk}/rounds/2/").content.decode()
    assert "Bye (average result: 1.75 table points, score 0)" in page


def test_the_seating_follows_the_tournament_seed_round_after_round(organiser, tournament_of):
    # 16 players over 5 rounds: the affine plane's 5 rounds, nobody meeting twice.
    t = tournament_of(16, rounds=5)
    for _ in range(5):
        round_ = tournament_seating.generate_round(t, organiser)
        tournament_play.start_round(round_)
    quality = tournament_seating.seating_quality(t)
    assert (quality.repeats, quality.wind_imbalance) == (0, 0)


def test_the_club_page_lists_its_tournaments(client, club, eight_player_tournament):
    html = client.get(f"/clubs/{club.slug}/").content.decode()
    assert f'href="/tournaments/{eight_player_tournament.pk}/"' in html


def test_the_demo_tournament_has_round_one_finished_and_round_two_seated(club, players):
    from scoring.services.demo import load_demo_tournament

    t = load_demo_tournament(club, players)
    first, second = t.rounds.order_by("number")
    assert first.started_at and second.started_at is None
    assert all(table.session.finished_at for table in first.tables.all())
    standings = tournament_standings.compute_standings(t)
    # 8 players, two tables finished: 2 x (4 + 2 + 1 + 0) = 14 table points in all.
    assert sum(r.table_points for r in standings.rows) == 14
    assert sum(r.score for r in standings.rows) == 0
    assert second.tables.count() == 2


def test_the_ruleset_options_go_to_every_tables_session(client, organiser, club, players):
    client.force_login(organiser)
    post_form(
        client,
        f"/clubs/{club.slug}/tournaments/new/",
        "",
        name="Limit 500 Cup",
        date="2026-11-21",
        ruleset="millington",
        millington__limit=500,
        scheme="score",
        rounds_planned=1,
    )
    t = Tournament.objects.get()
    t.players.add(*players)
    round_ = tournament_seating.generate_round(t, organiser)
    assert [tb.session.options for tb in round_.tables.all()] == [{"limit": 500}] * 2


def test_a_limit_below_one_is_refused_beside_its_field(client, organiser, club):
    # classical-extra.md: the limit is the most a hand scores; -500 would make every hand
    # of every table score "-500 limit".
    client.force_login(organiser)
    response = post_form(
        client,
        f"/clubs/{club.slug}/tournaments/new/",
        "",
        name="X",
        date="2026-11-21",
        ruleset="millington",
        millington__limit=-500,
    )
    assert response.status_code == 400
    assert "Ensure this value is greater than or equal to 1." in response.content.decode()
    assert not Tournament.objects.exists()


def test_a_swap_with_a_player_on_a_bye_moves_the_bye(organiser, tournament_of):
    # 9 players: 9 % 4 = 1 sits out.
    t = tournament_of(9, rounds=1)
    round_ = tournament_seating.generate_round(t, organiser)
    (on_bye,) = round_.byes.all()
    table = round_.tables.select_related("session__south").get(number=2)
    seated = table.session.south
    tournament_seating.swap_players(round_, on_bye, seated)
    table.session.refresh_from_db()
    assert table.session.south_id == on_bye.pk
    assert list(round_.byes.all()) == [seated]


def test_the_projector_view_hides_the_navigation_and_enlarges_the_type(
    client, eight_player_tournament
):
    t = eight_player_tournament
    plain = client.get(f"/tournaments/{t.pk}/standings/").content.decode()
    projector = client.get(f"/tournaments/{t.pk}/standings/?projector=1").content.decode()
    assert "scoring/projector.css" in projector  # hides the navigation (a file: CSP)
    assert ".navbar, .standings-tools" not in plain
    assert 'href="?projector=1"' in plain


def test_a_finished_table_refuses_another_hand(club, players):
    # The organiser calls time on a table: its game is then as long as the hands played.
    import uuid

    from scoring.engine.errors import ContractError
    from scoring.services.demo import demo_hand, load_demo_tournament
    from scoring.services.hands.sessions import record_hand

    t = load_demo_tournament(club, players)
    table = t.rounds.get(number=1).tables.first()
    session = table.session
    assert session.is_finished and session.hand_limit == session.live_hands().count() == 4
    with pytest.raises(ContractError, match="finished"):
        record_hand(session, demo_hand(0, "E", "wall", None), club.organisers.first(), uuid.uuid4())
