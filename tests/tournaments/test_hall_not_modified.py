"""The hall's screens ask for its data every 5 s; an unchanged event answers 304 Not Modified
(RFC 9110 §13.1.2 If-None-Match, §15.4.5 304) from a fingerprint read without computing the
standings, and every change the hall shows changes it."""

import uuid

import pytest
from django.test import Client

from scoring.models import Audience, Player, PublicNames
from scoring.services.hands import sessions as session_service
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import results_desk, roster
from scoring.services.tournaments import seating as tournament_seating
from tests.web.conftest import hand_doc

from .conftest import play_table

pytestmark = pytest.mark.django_db


def data(tournament):
    return f"/tournaments/{tournament.pk}/hall/data/"


@pytest.fixture
def event(eight_player_tournament, organiser):
    """Round 1 of eight players started: table 1 has two hands and is finished, table 2 plays."""
    round_ = tournament_seating.generate_round(eight_player_tournament, organiser)
    tournament_play.start_round(round_)
    first = round_.tables.get(number=1)
    for winner in ("S", "E"):
        session_service.record_hand(first.session, hand_doc(winner), organiser, uuid.uuid4())
    tournament_play.finish_table(first)
    return eight_player_tournament


def shown(answer):
    """What the screen shows: all but the server's clock, which the page reads at its first
    load only, and the seconds left, which it counts down from `ends_at` itself."""
    payload = answer.json()
    payload.pop("now")
    payload["clock"].pop("seconds_left", None)
    return payload


def _changed(client, tournament, change):
    first = client.get(data(tournament))
    assert first.status_code == 200
    assert client.get(data(tournament), HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304
    change()
    answer = client.get(data(tournament), HTTP_IF_NONE_MATCH=first["ETag"])
    return first, answer


def test_the_hall_answers_304_to_a_screen_that_has_the_data_and_in_full_once_a_table_finishes(
    client, event
):
    first = client.get(data(event))
    assert first.status_code == 200 and first["Cache-Control"] == "private, no-cache"
    again = client.get(data(event), HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304 and again.content == b""
    second = event.rounds.get(number=1).tables.get(number=2)
    play_table(second, [(30, -10, -10, -10)])
    finished = client.get(data(event), HTTP_IF_NONE_MATCH=first["ETag"])
    assert finished.status_code == 200
    # Both tables finished: the round is complete and the standings are after round 1.
    assert finished.json()["standings"]["after_round"] == 1
    assert first.json()["standings"]["after_round"] == 0


def test_a_hand_at_an_unfinished_table_keeps_the_304_and_the_data_is_indeed_the_same(
    client, event, organiser
):
    # The standings count finished tables only: a hand at table 2 shows nowhere in the hall.
    second = event.rounds.get(number=1).tables.get(number=2)

    def record():
        session_service.record_hand(second.session, hand_doc("W"), organiser, uuid.uuid4())

    first, answer = _changed(client, event, record)
    assert answer.status_code == 304
    assert shown(client.get(data(event))) == shown(first)


def test_a_hand_of_a_finished_table_corrected_changes_the_etag(client, event, organiser):
    session = event.rounds.get(number=1).tables.get(number=1).session
    hand = session.live_hands().get(number=2)

    def correct():
        session_service.correct_hand(hand, hand_doc("N"), organiser, "North went out", 1)

    first, answer = _changed(client, event, correct)
    assert answer.status_code == 200 and shown(answer) != shown(first)


def test_a_deleted_hand_of_a_finished_table_changes_the_etag(client, event, organiser):
    session = event.rounds.get(number=1).tables.get(number=1).session
    hand = session.live_hands().get(number=2)

    def delete():
        session_service.delete_hand(hand, organiser, "typed twice", 1)

    first, answer = _changed(client, event, delete)
    assert answer.status_code == 200 and shown(answer) != shown(first)


def test_a_table_reopened_changes_the_etag(client, event, organiser):
    table = event.rounds.get(number=1).tables.get(number=1)
    first, answer = _changed(
        client, event, lambda: results_desk.reopen_table(table, organiser, "a score was misread")
    )
    assert answer.status_code == 200 and shown(answer) != shown(first)


def test_final_scores_entered_at_the_desk_change_the_etag(client, event, organiser):
    # Millington starts at 0: four final scores sum to 0 (results desk, the table total).
    table = event.rounds.get(number=1).tables.get(number=2)
    scores = {"E": 40, "S": -20, "W": -10, "N": -10}
    first, answer = _changed(
        client, event, lambda: results_desk.enter_final_scores(table, scores, organiser)
    )
    assert answer.status_code == 200 and answer.json()["standings"]["after_round"] == 1


def test_a_penalty_changes_the_etag(client, event, organiser, players):
    first, answer = _changed(
        client,
        event,
        lambda: tournament_play.record_penalty(event, players[0], 10, "slow play", organiser),
    )
    assert answer.status_code == 200 and shown(answer) != shown(first)


def test_a_withdrawal_changes_the_etag(client, event, organiser, players):
    first, answer = _changed(
        client, event, lambda: roster.withdraw_player(event, players[5], organiser, "ill")
    )
    assert answer.status_code == 200 and shown(answer) != shown(first)


def test_the_round_clock_moved_changes_the_etag(client, event):
    round_ = event.rounds.get(number=1)
    first, answer = _changed(client, event, lambda: tournament_play.set_clock(round_, 5))
    assert answer.status_code == 200
    assert answer.json()["clock"]["ends_at"] != first.json()["clock"]["ends_at"]


def test_a_table_given_extra_time_changes_the_etag_and_the_hall_lists_it_with_its_own_end(
    client, event
):
    # Round 1's table 1 has finished (the fixture); table 2 gets 12 minutes from now, past
    # the round's 5: the hall lists it with its own end, the round's clock stays.
    round_ = event.rounds.get(number=1)
    tournament_play.set_clock(round_, 5)
    table = round_.tables.get(number=2)
    first, answer = _changed(client, event, lambda: tournament_play.set_table_clock(table, 12))
    assert answer.status_code == 200
    clock = answer.json()["clock"]
    table.refresh_from_db()
    assert clock["tables"] == [
        {
            "table": 2,
            "ends_at": table.ends_at.isoformat(),
            "seconds_left": clock["tables"][0]["seconds_left"],
        }
    ]
    assert 11 * 60 < clock["tables"][0]["seconds_left"] <= 12 * 60
    assert clock["ends_at"] == first.json()["clock"]["ends_at"]
    # Back on the round's clock: listed no more.
    _first, again = _changed(client, event, lambda: tournament_play.set_table_clock(table, None))
    assert again.json()["clock"]["tables"] == []


def test_a_finished_table_with_its_own_clock_is_not_listed(client, event):
    table = event.rounds.get(number=1).tables.get(number=1)
    tournament_play.set_table_clock(table, 20)
    assert client.get(data(event)).json()["clock"]["tables"] == []


def test_a_renamed_player_changes_the_etag(client, event, players):
    # A queryset update, as any bulk change would make it: no signal, no timestamp.
    first, answer = _changed(
        client, event, lambda: Player.objects.filter(pk=players[0].pk).update(name="Zuzana")
    )
    assert answer.status_code == 200
    assert "Zuzana" in {row["name"] for row in answer.json()["standings"]["rows"]}


def test_names_by_initials_change_the_etag_for_a_visitor(client, event):
    def initials():
        event.public_names = PublicNames.INITIALS
        event.save(update_fields=["public_names"])

    first, answer = _changed(client, event, initials)
    assert answer.status_code == 200
    assert "A." in {row["name"] for row in answer.json()["standings"]["rows"]}


def test_the_hall_shown_only_the_seating_changes_the_etag(client, event):
    def seating_only():
        event.hall_seating_only = True
        event.save(update_fields=["hall_seating_only"])

    first, answer = _changed(client, event, seating_only)
    assert answer.status_code == 200 and answer.json()["seating_only"] is True


def test_two_players_swapped_before_the_round_starts_change_the_etag(
    client, eight_player_tournament, organiser
):
    round_ = tournament_seating.generate_round(eight_player_tournament, organiser)
    one, two = (round_.tables.get(number=n).session for n in (1, 2))

    def swap():
        tournament_seating.swap_players(round_, one.east, two.east)

    first, answer = _changed(client, eight_player_tournament, swap)
    assert answer.status_code == 200
    before = {row["name"]: row["table"] for row in first.json()["seating"]["rows"]}
    after = {row["name"]: row["table"] for row in answer.json()["seating"]["rows"]}
    assert (before[one.east.name], after[one.east.name]) == (1, 2)


def test_a_czech_screen_never_gets_a_304_for_an_english_screens_copy(client, event):
    english = client.get(data(event), HTTP_ACCEPT_LANGUAGE="en")
    czech = client.get(data(event), HTTP_ACCEPT_LANGUAGE="cs", HTTP_IF_NONE_MATCH=english["ETag"])
    assert czech.status_code == 200 and czech["Content-Language"] == "cs"
    assert czech.json()["standings"]["columns"] != english.json()["standings"]["columns"]


def test_a_member_never_gets_a_304_for_a_visitors_copy(client, event, organiser):
    event.public_names = PublicNames.INITIALS
    event.save(update_fields=["public_names"])
    visitor = client.get(data(event))
    member = Client()
    member.force_login(organiser)
    answer = member.get(data(event), HTTP_IF_NONE_MATCH=visitor["ETag"])
    assert answer.status_code == 200
    assert "Alena" in {row["name"] for row in answer.json()["standings"]["rows"]}


def test_a_visitor_who_becomes_a_member_gets_the_names_in_full(
    client, event, players, django_user_model
):
    # Same login before and after: only the membership (a player linked to the account) moved.
    event.public_names = PublicNames.INITIALS
    event.save(update_fields=["public_names"])
    client.force_login(django_user_model.objects.create_user("hana", password="secret-pass-3"))

    def join():
        Player.objects.filter(pk=players[7].pk).update(
            user=django_user_model.objects.get(username="hana")
        )

    first, answer = _changed(client, event, join)
    assert "Alena" not in {row["name"] for row in first.json()["standings"]["rows"]}
    assert answer.status_code == 200
    assert "Alena" in {row["name"] for row in answer.json()["standings"]["rows"]}


def test_an_unchanged_hall_costs_a_poll_six_queries_and_no_standings(
    client, event, django_assert_num_queries
):
    etag = client.get(data(event))["ETag"]
    # The tournament's owner for its privacy (PrivacyMiddleware), the tournament with its
    # club, and the fingerprint's four (the last: the tables with a clock of their own).
    with django_assert_num_queries(6):
        assert client.get(data(event), HTTP_IF_NONE_MATCH=etag).status_code == 304


def test_a_visitor_the_tournament_stops_showing_its_standings_to_gets_403_not_304(client, event):
    etag = client.get(data(event))["ETag"]
    event.standings_visible_to = Audience.MEMBERS
    event.save(update_fields=["standings_visible_to"])
    assert client.get(data(event), HTTP_IF_NONE_MATCH=etag).status_code == 403
