"""Team standings: the members' results added up, ranked like the players."""

import pytest

from scoring.engine import standings as engine
from scoring.services.tournaments import standings as tournament_standings
from scoring.services.tournaments import teams

from .conftest import play_round, post_form, rendered_form

pytestmark = pytest.mark.django_db


def test_teams_rank_by_their_members_table_points_then_score():
    # One table: A 4 tp (+90), B 2 (+10), C 1 (-40), D 0 (-60).
    rows = engine.standings("ABCD", [{"A": 90, "B": 10, "C": -40, "D": -60}])
    ranked = engine.team_standings(
        rows, {"A": "Red", "D": "Red", "B": "Blue", "C": "Blue"}, "table_points"
    )
    # Red: 4 + 0 = 4 tp, 90 - 60 = 30; Blue: 2 + 1 = 3 tp, 10 - 40 = -30.
    assert [(t.team, t.rank, t.table_points, t.score) for t in ranked] == [
        ("Red", 1, 4, 30),
        ("Blue", 2, 3, -30),
    ]
    # By score instead the order is the same here; a player with no team is left out.
    by_score = engine.team_standings(rows, {"A": "Red", "B": "Blue"}, "score")
    assert [(t.team, t.score) for t in by_score] == [("Red", 90), ("Blue", 10)]


def test_teams_level_on_both_figures_share_the_rank_listed_by_name():
    rows = engine.standings("ABCD", [{"A": 30, "B": 30, "C": -30, "D": -30}])
    # A and B share first: 3 tp each, +30; C and D share last: 0.5 each, -30.
    ranked = engine.team_standings(rows, {"B": "Zed", "A": "Ace"}, "table_points")
    assert [(t.team, t.rank, t.tied) for t in ranked] == [("Ace", 1, True), ("Zed", 1, True)]


def east_wins(table):
    return [(180, -60, -60, -60)]


def test_the_organiser_sets_teams_with_the_rendered_form_and_the_page_ranks_them(
    client, organiser, tournament_of
):
    t = tournament_of(8, rounds=1)
    play_round(t, organiser, east_wins)
    rows = tournament_standings.compute_standings(t).rows
    winners = [r.player.name for r in rows[:2]]  # the two East players: 4 tp, +180 each
    others = [r.player.name for r in rows[2:4]]  # 1 tp, -60 each
    client.force_login(organiser)
    page, action = f"/tournaments/{t.pk}/teams/", f"/tournaments/{t.pk}/teams/set/"
    lines = f"Dragons: {winners[0]}, {others[0]}\nTigers: {winners[1]}, {others[1]}\n"
    response = post_form(client, page, action, teams=lines)
    assert response.status_code == 302
    html = client.get(page).content.decode()
    # Both teams: 4 + 1 = 5 table points and 180 - 60 = 120: tied, by name.
    assert html.index('data-team="Dragons"') < html.index('data-team="Tigers"')
    _standings, ranked = teams.team_standings(t)
    assert [(r.team, r.rank, r.table_points, r.score) for r in ranked] == [
        ("Dragons", 1, 5, 120),
        ("Tigers", 1, 5, 120),
    ]
    # The form shows the teams again for editing.
    shown = rendered_form(client, page, action)["teams"].strip().splitlines()
    assert shown[0] == "Dragons: " + ", ".join(sorted([winners[0], others[0]]))


@pytest.mark.parametrize(
    "lines, message",
    [
        ("Dragons Player 000, Player 001", "Line 1: write the team&#x27;s name, a colon"),
        ("Dragons: Nobody", "Line 1: &#x27;Nobody&#x27; is not a player of this event."),
        (
            "Dragons: Player 000\nTigers: Player 000",
            "Line 2: Player 000 is already in team Dragons (line 1).",
        ),
        ("X" * 81 + ": Player 000", "Line 1: a team&#x27;s name has at most 80 characters."),
    ],
)
def test_bad_team_lines_are_a_400_naming_the_line_and_change_nothing(
    client, organiser, tournament_of, lines, message
):
    t = tournament_of(8, rounds=1)
    teams.set_teams(t, "Old: Player 007")
    client.force_login(organiser)
    response = client.post(f"/tournaments/{t.pk}/teams/set/", {"teams": lines})
    assert response.status_code == 400
    assert message in response.content.decode()
    assert list(t.teams.values_list("team", "player__name")) == [("Old", "Player 007")]


def test_only_an_organiser_sets_teams(client, tournament_of, django_user_model):
    t = tournament_of(4, rounds=1)
    client.force_login(django_user_model.objects.create_user("visitor", password="v-pass-123"))
    response = client.post(f"/tournaments/{t.pk}/teams/set/", {"teams": "A: Player 000"})
    assert response.status_code == 403 and not t.teams.exists()
