"""Keeping people apart from the organiser's side: the settings on the teams page, the
rounds seated with them, and the round page reporting every pair that meets again or sits
together although kept apart (docs/tournaments.md, "Keeping people apart")."""

import pytest

from scoring.services.ratings import games
from scoring.services.tournaments import keep_apart, roster, teams
from scoring.services.tournaments import seating as tournament_seating

from .conftest import play_round, post_form, rendered_form

pytestmark = pytest.mark.django_db


def even(table):
    return [(0, 0, 0, 0)]


def teams_of_four(t):
    names = list(t.players.order_by("name").values_list("name", flat=True))
    return "\n".join(
        f"Team {k}: " + ", ".join(names[4 * k : 4 * k + 4]) for k in range(len(names) // 4)
    )


def seated(round_):
    return [
        [getattr(table.session, f"{f}_id") for f in games.SEAT_FIELDS]
        for table in round_.tables.select_related("session").order_by("number")
    ]


def shared_pairs(round_, key):
    return sum(
        1
        for table in seated(round_)
        for i, a in enumerate(table)
        for b in table[i + 1 :]
        if key[a] == key[b]
    )


def test_team_mates_and_compatriots_are_seated_apart_in_the_rounds_the_organiser_names(
    client, organiser, tournament_of
):
    # 32 players of four countries (CZ, FR, GB, JP by turns), eight of each, in eight teams
    # of four (one of each country): a table can hold one of each country and no two
    # team-mates, so rounds 1 and 2 can have neither.
    t = tournament_of(32, rounds=4)
    client.force_login(organiser)
    page = f"/tournaments/{t.pk}/teams/"
    assert post_form(client, page, page + "set/", teams=teams_of_four(t)).status_code == 302
    data = rendered_form(client, page, f"/tournaments/{t.pk}/apart/")
    assert "apart-apart_teams" in data  # ticked: a new event keeps team-mates apart
    assert "apart-apart_countries" not in data
    data.update({"apart-apart_countries": "on", "apart-apart_rounds": "1 - 2"})
    assert client.post(f"/tournaments/{t.pk}/apart/", data).status_code == 302
    t.refresh_from_db()
    assert (t.apart_countries, t.apart_rounds) == (True, "1-2")

    team = {m.player_id: m.team for m in t.teams.all()}
    country = dict(t.players.values_list("pk", "country"))
    round_1 = play_round(t, organiser, even)
    round_2 = play_round(t, organiser, even)
    for round_ in (round_1, round_2):
        assert shared_pairs(round_, team) == 0
        assert shared_pairs(round_, country) == 0
    html = client.get(f"/tournaments/{t.pk}/rounds/2/").content.decode()
    assert "0 pairs seated together that are kept apart" in html
    assert tournament_seating.seating_quality(t).repeats == 0


def test_rounds_beyond_the_event_are_refused_and_nothing_is_saved(client, organiser, tournament_of):
    t = tournament_of(8, rounds=4)
    client.force_login(organiser)
    page = f"/tournaments/{t.pk}/teams/"
    response = post_form(
        client, page, f"/tournaments/{t.pk}/apart/", **{"apart-apart_rounds": "1-5"}
    )
    assert response.status_code == 400
    assert "Rounds go from 1 to 4: &#x27;1-5&#x27; is not among them." in response.content.decode()
    t.refresh_from_db()
    assert t.apart_rounds == ""


def test_the_round_page_names_each_pair_that_meets_again(client, organiser, tournament_of):
    # 8 players: two tables, so round 2's tables each hold two players from one round-1
    # table (four players from two tables): at least two pairs meet again, and each is listed.
    t = tournament_of(8, rounds=2)
    round_1 = play_round(t, organiser, even)
    tournament_seating.generate_round(t, organiser)
    client.force_login(organiser)
    html = client.get(f"/tournaments/{t.pk}/rounds/2/").content.decode()
    first = {frozenset(p) for table in seated(round_1) for p in _pairs(table)}
    names = dict(t.players.values_list("pk", "name"))
    again = [
        p
        for table in seated(t.rounds.get(number=2))
        for p in _pairs(table)
        if frozenset(p) in first
    ]
    assert len(again) >= 2
    assert html.count("(they met in round 1)") == len(again)
    a, b = again[0]
    assert f"{names[a]} and {names[b]} meet again" in html


def _pairs(table):
    return [(a, b) for i, a in enumerate(table) for b in table[i + 1 :]]


def test_team_mates_stay_apart_when_a_withdrawal_re_plans_the_round(organiser, tournament_of):
    t = tournament_of(40, rounds=4)
    teams.set_teams(t, teams_of_four(t))
    team = {m.player_id: m.team for m in t.teams.all()}
    round_1 = play_round(t, organiser, even)
    leaver = round_1.tables.get(number=1).session.east
    roster.withdraw_player(t, leaver, organiser, "ill")
    round_2 = play_round(t, organiser, even)
    assert shared_pairs(round_1, team) == shared_pairs(round_2, team) == 0
    quality = tournament_seating.seating_quality(t)
    assert (quality.repeats, quality.clashes) == (0, 0)


def test_a_club_holding_more_than_a_quarter_of_the_players_is_counted_not_searched(
    organiser, tournament_of
):
    # Every player is of the host club: with 8 tables, 32 players of one club cannot be kept
    # apart (8 tables, so some table seats two or more of them: in fact all four). The
    # seating leaves the club out of its search, and the quality still counts its pairs:
    # 6 pairs at each of the 8 tables.
    t = tournament_of(32, rounds=2)
    t.apart_clubs = True
    t.save(update_fields=["apart_clubs"])
    assert keep_apart.apart(t, list(t.players.values_list("pk", flat=True))) == {}
    play_round(t, organiser, even)
    assert tournament_seating.seating_quality(t).clashes == 6 * 8
