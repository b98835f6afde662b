"""Four phones at one table: a seat's entry is replaced only by the phone that made it (a
signed cookie marks it) or by the scorer, who sees both versions; a second phone claiming the
seat is told whose entry stands (409)."""

import uuid

import pytest
from django.test import Client
from django.urls import reverse

from scoring.models import HandPart
from scoring.services import sessions as service
from scoring.services import table

from .conftest import hand_doc

pytestmark = pytest.mark.django_db


def seated(session, seat):
    """The player id the join page shows for `seat` (the hand being played)."""
    return session.seats_for(session.next_deal())[seat]


ALENAS = "(1b 1b 1b)"
OTHER = "(9c 9c 9c)"


def join(session, number=1):
    return reverse("table-join", args=[table.join_token(session, number)])


def test_the_phone_that_entered_a_seat_may_replace_its_own_entry(table_session):
    phone = Client()
    assert (
        phone.post(
            join(table_session), {"seat": "E", "player": seated(table_session, "E"), "line": ALENAS}
        ).status_code
        == 302
    )
    assert (
        phone.post(
            join(table_session), {"seat": "E", "player": seated(table_session, "E"), "line": OTHER}
        ).status_code
        == 302
    )
    assert HandPart.objects.get(session=table_session, seat="E").line == OTHER


def test_a_second_phone_claiming_a_seat_is_told_whose_entry_stands_and_changes_nothing(
    table_session,
):
    first, second = Client(), Client()
    first.post(
        join(table_session), {"seat": "E", "player": seated(table_session, "E"), "line": ALENAS}
    )
    answer = second.post(
        join(table_session), {"seat": "E", "player": seated(table_session, "E"), "line": OTHER}
    )
    assert answer.status_code == 409
    page = answer.content.decode()
    assert 'id="seat-taken"' in page and "Its entry stands" in page
    assert f'<span class="font-monospace" data-standing>{ALENAS}</span>' in page
    part = HandPart.objects.get(session=table_session, seat="E")
    assert part.line == ALENAS
    # Kept beside it for the scorer, who sees both.
    assert part.contested_line == OTHER


def test_the_scorer_sees_both_entries_of_a_contested_seat_and_may_replace_it(table_session, scorer):
    Client().post(
        join(table_session), {"seat": "E", "player": seated(table_session, "E"), "line": ALENAS}
    )
    Client().post(
        join(table_session), {"seat": "E", "player": seated(table_session, "E"), "line": OTHER}
    )
    scorer_phone = Client()
    scorer_phone.force_login(scorer)
    status = scorer_phone.get(reverse("table-status", args=[table_session.pk]) + "?number=1")
    shown = status.content.decode()
    assert 'data-contested="E"' in shown and ALENAS in shown and OTHER in shown
    assert (
        scorer_phone.post(
            join(table_session), {"seat": "E", "player": seated(table_session, "E"), "line": OTHER}
        ).status_code
        == 302
    )
    part = HandPart.objects.get(session=table_session, seat="E")
    assert (part.line, part.contested_line) == (OTHER, "")


def test_a_part_stays_with_its_player_when_a_correction_moves_the_seats(table_session, scorer):
    # South won hand 1, so Bob is East for hand 2 and enters his part at East.
    first, _ = service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    Client().post(
        join(table_session, 2), {"seat": "E", "player": seated(table_session, "E"), "line": ALENAS}
    )
    # Hand 1 corrected to an East win: East keeps the deal, so Bob is South in hand 2 again.
    service.correct_hand(first, hand_doc("E"), scorer, "Alena went out", 1)
    parts = table.parts(table_session, 2)
    assert list(parts) == ["S"] and parts["S"].player == table_session.south


def test_a_part_follows_its_player_into_a_merge(table_session, players, organiser):
    from scoring.services import players as player_service

    Client().post(
        join(table_session), {"seat": "S", "player": seated(table_session, "S"), "line": ALENAS}
    )  # Bob's part
    player_service.merge(players[1], players[5], organiser, "Bob is Frank's nickname")
    table_session.refresh_from_db()
    assert table.parts(table_session, 1)["S"].player == players[5]


def test_a_part_sent_from_a_page_opened_before_the_seats_moved_is_the_players_own(
    table_session, scorer
):
    first, _ = service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    bob = seated(table_session, "E")  # South won hand 1: Bob is East for hand 2
    # Hand 1 becomes Alena's win while Bob's page is open: Alena is East again, Bob South.
    service.correct_hand(first, hand_doc("E"), scorer, "Alena went out", 1)
    phone = Client()
    sent = phone.post(join(table_session, 2), {"seat": "E", "player": bob, "line": ALENAS})
    assert sent.status_code == 302 and sent["Location"].endswith(f"?player={bob}")
    part = HandPart.objects.get(session=table_session)
    assert (part.seat, part.player_id, part.line) == ("S", bob, ALENAS)
    said = phone.get(sent["Location"]).content.decode()
    assert "The seats moved: Bob is South in this hand now." in said


def test_a_part_that_does_not_say_whose_it_is_is_refused(table_session):
    answer = Client().post(join(table_session), {"seat": "E", "line": ALENAS})
    assert answer.status_code == 400
    assert "does not say who is entering" in answer.content.decode()
    assert not HandPart.objects.exists()


def test_a_phone_that_entered_its_part_shows_its_player_at_the_new_seat_after_a_correction(
    table_session, scorer
):
    # Rule: the deal passes when South wins (hand 1), and East keeps it after an East win: a
    # correction of hand 1 to an East win puts Alena back at East and Bob at South in hand 2.
    first, _ = service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    bob = seated(table_session, "E")
    phone = Client()
    sent = phone.post(join(table_session, 2), {"seat": "E", "player": bob, "line": ALENAS})
    service.correct_hand(first, hand_doc("E"), scorer, "Alena went out", 1)
    page = phone.get(sent["Location"])
    # The phone reloads as Bob's, at his seat now (South), with his entry; not as Alena's.
    assert page.context["seat"] == "S"
    assert page.context["line"] == ALENAS
    shown = page.content.decode()
    assert f'name="player" value="{bob}"' in shown
    assert f'name="player" value="{table_session.east_id}"' not in shown
