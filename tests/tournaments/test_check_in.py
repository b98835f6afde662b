"""Registration and check-in: seating round 1 leaves out the players who did not check in."""

import pytest

from scoring.models import Player, RosterChange
from scoring.services.tournaments import check_in
from scoring.services.tournaments import errors as tournament_errors
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import standings as tournament_standings

from .conftest import post_form, rendered_form

pytestmark = pytest.mark.django_db


@pytest.fixture
def event(tournament_of):
    return tournament_of(10, rounds=2, check_in=True)


def players_by_name(tournament):
    return {p.name: p for p in tournament.players.all()}


def test_round_one_seats_only_the_checked_in_players_and_records_the_no_shows(event, organiser):
    by_name = players_by_name(event)
    arrived = [by_name[f"Player {i:03d}"] for i in range(8)]
    for player in arrived:
        check_in.set_checked_in(event, player, True, organiser)
    round_ = tournament_seating.generate_round(event, organiser)
    seated = {p for table in tournament_seating.seating_history(event)[0].tables for p in table}
    # 8 checked in of 10 registered: two tables, no bye, the two absent left out.
    assert seated == {p.pk for p in arrived}
    assert round_.tables.count() == 2 and round_.byes.count() == 0
    no_shows = RosterChange.objects.filter(tournament=event, kind=RosterChange.Kind.NO_SHOW)
    assert sorted(c.player.name for c in no_shows) == ["Player 008", "Player 009"]
    assert {c.round_number for c in no_shows} == {1}
    # They leave the event: the standings list the eight who play.
    assert len(tournament_standings.compute_standings(event).rows) == 8


def test_nine_checked_in_of_ten_gives_one_bye_in_round_one(event, organiser):
    for player in list(event.players.order_by("name"))[:9]:
        check_in.set_checked_in(event, player, True, organiser)
    round_ = tournament_seating.generate_round(event, organiser)
    assert round_.tables.count() == 2 and round_.byes.count() == 1  # 9 = 2 * 4 + 1


def test_an_event_without_check_in_seats_every_registered_player(tournament_of, organiser):
    t = tournament_of(10, rounds=2)
    round_ = tournament_seating.generate_round(t, organiser)
    assert round_.tables.count() == 2 and round_.byes.count() == 2


def test_fewer_than_four_checked_in_cannot_be_seated(event, organiser):
    for player in list(event.players.all())[:3]:
        check_in.set_checked_in(event, player, True, organiser)
    with pytest.raises(tournament_errors.TournamentError, match="Only 3 players have checked in"):
        tournament_seating.generate_round(event, organiser)
    assert event.players.count() == 10 and not event.rounds.exists()


def test_check_in_closes_once_round_one_is_seated(event, organiser):
    for player in event.players.all():
        check_in.set_checked_in(event, player, True, organiser)
    tournament_seating.generate_round(event, organiser)
    with pytest.raises(tournament_errors.TournamentError, match="check-in is closed"):
        check_in.set_checked_in(event, event.players.first(), False, organiser)


def test_the_organiser_checks_a_player_in_and_out_with_the_rendered_form(client, organiser, event):
    client.force_login(organiser)
    page = f"/tournaments/{event.pk}/"
    action = f"/tournaments/{event.pk}/check-in/"
    assert "Check-in: 0 of 10 registered players checked in." in client.get(page).text
    first = rendered_form(client, page, action)
    player = event.players.get(pk=first["player"])
    assert first["present"] == "yes"
    response = post_form(client, page, action)
    assert response.status_code == 302
    assert check_in.checked_in_ids(event) == {player.pk}
    assert "Check-in: 1 of 10 registered players checked in." in client.get(page).text
    assert f"Undo check-in of {player.name}" in client.get(page).text
    response = client.post(action, {"player": player.pk, "present": "no"})
    assert response.status_code == 302 and check_in.checked_in_ids(event) == set()


@pytest.mark.parametrize(
    "data, message",
    [
        ({"player": "999999", "present": "yes"}, "Select a valid choice"),
        ({"player": "", "present": "yes"}, "This field is required"),
        ({"present": "maybe"}, "Select a valid choice"),
    ],
)
def test_a_bad_check_in_is_a_400_and_changes_nothing(client, organiser, event, data, message):
    client.force_login(organiser)
    data.setdefault("player", event.players.first().pk)
    response = client.post(f"/tournaments/{event.pk}/check-in/", data)
    assert response.status_code == 400
    assert message in response.text
    assert check_in.checked_in_ids(event) == set()


def test_checking_in_someone_not_registered_is_refused(client, organiser, event, club):
    client.force_login(organiser)
    stranger = Player.objects.create(club=club, name="Not Registered")
    response = client.post(
        f"/tournaments/{event.pk}/check-in/", {"player": stranger.pk, "present": "yes"}
    )
    assert response.status_code == 400 and check_in.checked_in_ids(event) == set()


def test_an_event_without_check_in_refuses_one(client, organiser, tournament_of):
    t = tournament_of(4, rounds=1)
    with pytest.raises(tournament_errors.TournamentError, match="no check-in"):
        check_in.set_checked_in(t, t.players.first(), True, organiser)


def test_only_an_organiser_checks_players_in(client, event, django_user_model):
    stranger = django_user_model.objects.create_user("stranger", password="x-pass-123")
    client.force_login(stranger)
    response = client.post(
        f"/tournaments/{event.pk}/check-in/",
        {"player": event.players.first().pk, "present": "yes"},
    )
    assert response.status_code == 403 and check_in.checked_in_ids(event) == set()
