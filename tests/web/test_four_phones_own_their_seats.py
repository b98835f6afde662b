"""Four phones at one table: a phone joins the table once, as a player (a signed cookie of that
session names the player), and stays that player's until the session ends. A part is the
player's, never the seat's: it follows its player when a correction moves the seats. A part is
replaced only by the phone that made it or by the scorer, who sees both versions; a second
phone for the same player is told whose entry stands (409)."""

import uuid

import pytest
from django.test import Client
from django.urls import reverse

from scoring.models import HandPart, Session
from scoring.services.hands import sessions as service
from scoring.services.hands import table

from .conftest import hand_doc, joined_phone, send_part

pytestmark = pytest.mark.django_db

ALENAS = "(1b 1b 1b)"
OTHER = "(9c 9c 9c)"


def join(session):
    return reverse("table-join", args=[table.join_token(session)])


def test_the_phone_that_entered_a_part_may_replace_its_own_entry(table_session):
    phone = joined_phone(table_session, "E")
    assert send_part(phone, table_session, ALENAS).status_code == 302
    assert send_part(phone, table_session, OTHER).status_code == 302
    assert HandPart.objects.get(session=table_session, seat="E").line == OTHER


def test_a_second_phone_for_the_same_player_is_told_whose_entry_stands_and_changes_nothing(
    table_session,
):
    first, second = joined_phone(table_session, "E"), joined_phone(table_session, "E")
    send_part(first, table_session, ALENAS)
    answer = send_part(second, table_session, OTHER)
    assert answer.status_code == 409
    page = answer.content.decode()
    assert 'id="seat-taken"' in page and "Its entry stands" in page
    assert f'<span class="font-monospace" data-standing>{ALENAS}</span>' in page
    part = HandPart.objects.get(session=table_session, seat="E")
    assert part.line == ALENAS
    # Kept beside it for the scorer, who sees both.
    assert part.contested_line == OTHER


def test_the_scorer_sees_both_entries_of_a_contested_part_and_may_replace_it(table_session, scorer):
    send_part(joined_phone(table_session, "E"), table_session, ALENAS)
    send_part(joined_phone(table_session, "E"), table_session, OTHER)
    scorer_phone = Client()
    scorer_phone.force_login(scorer)
    status = scorer_phone.get(reverse("table-status", args=[table_session.pk]) + "?number=1")
    shown = status.content.decode()
    assert 'data-contested="E"' in shown and ALENAS in shown and OTHER in shown
    joined_phone(table_session, "E", scorer_phone)
    assert send_part(scorer_phone, table_session, OTHER).status_code == 302
    part = HandPart.objects.get(session=table_session, seat="E")
    assert (part.line, part.contested_line) == (OTHER, "")


def test_a_part_stays_with_its_player_when_a_correction_moves_the_seats(table_session, scorer):
    # South won hand 1, so Bob is East for hand 2 and enters his part at East.
    first, _ = service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    send_part(joined_phone(table_session, "E"), table_session, ALENAS)
    # Hand 1 corrected to an East win: East keeps the deal, so Bob is South in hand 2 again.
    service.correct_hand(first, hand_doc("E"), scorer, "Alena went out", 1)
    parts = table.parts(table_session, 2)
    assert list(parts) == ["S"] and parts["S"].player == table_session.south


def test_a_part_follows_its_player_into_a_merge(table_session, players, organiser):
    from scoring.services.people import players as player_service

    send_part(joined_phone(table_session, "S"), table_session, ALENAS)  # Bob's part
    player_service.merge(players[1], players[5], organiser, "Bob is Frank's nickname")
    table_session.refresh_from_db()
    assert table.parts(table_session, 1)["S"].player == players[5]


def test_a_player_whose_seat_a_correction_gave_away_sends_their_own_part_and_is_not_refused(
    table_session, scorer
):
    # South won hand 1: Bob is East for hand 2, Alena North. Bob sends his part at East.
    first, _ = service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    bob, alena = joined_phone(table_session, "E"), joined_phone(table_session, "N")
    assert send_part(bob, table_session, OTHER).status_code == 302
    # Hand 1 becomes Alena's win: East keeps the deal, Alena is East for hand 2, Bob South.
    service.correct_hand(first, hand_doc("E"), scorer, "Alena went out", 1)
    page = alena.get(join(table_session))
    assert page.context["seat"] == "E" and page.context["line"] == ""  # not Bob's tiles
    assert send_part(alena, table_session, ALENAS).status_code == 302
    parts = table.parts(table_session, 2)  # by the seat each player has now
    assert {seat: (p.player_id, p.line) for seat, p in parts.items()} == {
        "E": (table_session.east_id, ALENAS),
        "S": (table_session.south_id, OTHER),
    }
    # Bob's phone shows Bob, at South, with his own part.
    page = bob.get(join(table_session))
    assert page.context["seat"] == "S" and page.context["line"] == OTHER


def test_a_phone_joins_once_and_follows_its_player_to_the_next_hand_the_link_never_410(
    table_session, scorer
):
    phone = joined_phone(table_session, "S")  # Bob
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    # South won: the deal passed, Bob is East in hand 2. Same link, no second tap.
    page = phone.get(join(table_session))
    assert page.status_code == 200
    assert (page.context["number"], page.context["seat"]) == (2, "E")
    assert page.context["player_id"] == table_session.south_id
    shown = page.content.decode()
    assert 'id="seat-choice"' not in shown and 'id="last-hand"' in shown
    assert send_part(phone, table_session, ALENAS).status_code == 302
    part = HandPart.objects.get(number=2)
    assert (part.player_id, part.seat) == (table_session.south_id, "E")


def test_a_phone_that_has_not_joined_cannot_send_a_part(table_session):
    stranger = Client()
    answer = stranger.post(join(table_session), {"number": "1", "line": ALENAS})
    assert answer.status_code == 403
    assert not HandPart.objects.exists()


def test_a_phones_player_at_one_session_is_no_one_at_another_sessions_table(
    table_session, club, players
):
    other = Session.objects.create(
        club=club,
        title="Another table",
        date=table_session.date,
        east=players[0],
        south=players[1],
        west=players[2],
        north=players[3],
    )
    phone = joined_phone(table_session, "E")
    # The same cookie's value under the other session's name is not a signature it made.
    name, _salt = table.player_cookie(table_session)
    other_name, _ = table.player_cookie(other)
    phone.cookies[other_name] = phone.cookies[name].value
    page = phone.get(join(other))
    assert page.status_code == 200 and 'id="seat-choice"' in page.content.decode()
    answer = phone.post(join(other), {"number": "1", "line": ALENAS})
    assert answer.status_code == 403 and not HandPart.objects.filter(session=other).exists()


def test_a_part_for_a_hand_recorded_meanwhile_is_refused_says_so_and_stores_nothing(
    table_session, scorer
):
    phone = joined_phone(table_session, "W")
    join_url = join(table_session)
    form = {**rendered_form_of(phone, join_url), "line": ALENAS}
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    answer = phone.post(join_url, form)
    assert answer.status_code == 409
    said = answer.content.decode()
    assert "hand 1 was recorded before your part arrived" in said and ALENAS in said
    assert not HandPart.objects.exists()


def rendered_form_of(phone, url):
    from .conftest import rendered_form

    return rendered_form(phone.get(url))


def test_nothing_to_score_is_one_tap_and_the_table_shows_all_four_in(table_session, scorer):
    for seat in "ESW":
        send_part(joined_phone(table_session, seat), table_session, ALENAS)
    dana = joined_phone(table_session, "N")
    answer = dana.post(
        join(table_session), {**rendered_form_of(dana, join(table_session)), "nothing": "1"}
    )
    assert answer.status_code == 302
    assert HandPart.objects.get(player=table_session.north).line == ""
    status = dana.get(reverse("table-join-status", args=[table.join_token(table_session)]))
    shown = status.content.decode()
    assert 'id="all-in"' in shown and "waiting…" not in shown


def test_a_winner_cannot_say_nothing_to_score(table_session):
    phone = joined_phone(table_session, "S")
    answer = phone.post(
        join(table_session),
        {**rendered_form_of(phone, join(table_session)), "nothing": "1", "win": "wall"},
    )
    assert answer.status_code == 400 and not HandPart.objects.exists()


def test_a_part_from_a_phones_queue_is_stored_once_against_its_player(table_session, scorer):
    phone = joined_phone(table_session, "W")
    queued = reverse("table-join-queued", args=[table.join_token(table_session)])
    assert "csrf" in phone.get(queued).json()
    body = {"number": "1", "line": ALENAS, "part_key": "k-1"}
    first = phone.post(queued, body)
    assert first.status_code == 200 and first.json()["status"] == "stored"
    assert phone.post(queued, body).status_code == 200  # sent twice: stored once
    assert HandPart.objects.get().player_id == table_session.west_id
    # Typed for hand 1 while hand 1 was recorded: 409, said, nothing stored for hand 2.
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    late = phone.post(queued, {**body, "part_key": "k-2"})
    assert late.status_code == 409
    assert "hand 1 was recorded before your part arrived" in late.json()["error"]
    assert late.json()["line"] == ALENAS
    assert not HandPart.objects.filter(number=2).exists()
    # A phone that never joined sends nothing.
    assert Client().post(queued, {**body, "number": "2"}).status_code == 403


def test_the_tables_polls_say_who_sits_where_by_player(table_session, scorer_client):
    status = scorer_client.get(reverse("table-status", args=[table_session.pk]) + "?number=1")
    shown = status.content.decode()
    assert 'data-deal="E0.0"' in shown
    assert f'data-seat="S" data-player="{table_session.south_id}" data-name="Bob"' in shown
