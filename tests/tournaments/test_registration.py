"""Registration on an event's public page: the attacks first (a withdrawn registrant's link
reused, two sign-ups racing for the last place, duplicates, bad EMA numbers, too many
sign-ups from one address), then the waiting list, the organiser's approval, check-in from
the same list and "forget me"."""

import html
import re
import threading

import pytest
from django.db import connection
from django.test import Client

from scoring import limits
from scoring.models import CheckIn, Player, Registration
from scoring.services.tournaments import check_in, registrations

from .conftest import make_tournament, post_form, rendered_form

pytestmark = pytest.mark.django_db


def said(response):
    return html.unescape(response.content.decode())


@pytest.fixture
def event(club, organiser):
    return make_tournament(
        club, organiser, 0, registration_open=True, capacity=2, registration_approval=False
    )


def register_page(event):
    return f"/tournaments/{event.pk}/register/"


def sign_up(client, event, **values):
    """The rendered registration form, filled in and posted; the answer."""
    values.setdefault("name", "Jana Nováková")
    return post_form(client, register_page(event), register_page(event), **values)


def private_link(response):
    assert response.status_code == 302, said(response)
    assert re.fullmatch(r"/registrations/[\w-]{32}/", response.url)
    return response.url


def status_of(name):
    return Registration.objects.get(player__name=name).status


# The attacks -------------------------------------------------------------------------------


def test_a_withdrawn_registrants_link_reused_changes_nothing(event):
    first = private_link(sign_up(Client(), event, name="Ada", ema_number="04010001"))
    private_link(sign_up(Client(), event, name="Ben"))
    private_link(sign_up(Client(), event, name="Cyril"))  # the event is full: waiting
    private_link(sign_up(Client(), event, name="Dora"))
    phone = Client()
    assert phone.post(first, {"withdraw": "1"}).status_code == 302
    assert [status_of(n) for n in ("Ada", "Ben", "Cyril", "Dora")] == [
        "withdrawn",
        "accepted",
        "accepted",  # moved up into Ada's place
        "waiting",
    ]
    # The same link again, withdraw or "forget me" alike: refused, and Dora stays waiting.
    again = phone.post(first, {"withdraw": "1"})
    assert again.status_code == 410
    assert "the link changes nothing any more" in said(again)
    assert status_of("Dora") == "waiting"
    assert sorted(p.name for p in event.players.all()) == ["Ben", "Cyril"]


def test_a_link_nobody_was_given_is_404(event):
    assert Client().get("/registrations/" + "x" * 32 + "/").status_code == 404


@pytest.mark.django_db(transaction=True)
def test_two_sign_ups_racing_for_the_last_place_give_it_to_one(club, organiser):
    event = make_tournament(
        club, organiser, 0, registration_open=True, capacity=3, registration_approval=False
    )
    private_link(sign_up(Client(), event, name="Ada"))
    private_link(sign_up(Client(), event, name="Ben"))
    clients = [Client(), Client()]
    forms = [rendered_form(c, register_page(event), register_page(event)) for c in clients]
    barrier = threading.Barrier(2)
    statuses = [None, None]

    def send(i, name):
        try:
            barrier.wait()
            data = {**forms[i], "name": name}
            statuses[i] = clients[i].post(register_page(event), data).status_code
        finally:
            connection.close()

    threads = [threading.Thread(target=send, args=(i, n)) for i, n in enumerate(("Cyril", "Dora"))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert statuses == [302, 302]
    # Three places: Ada, Ben and one of the two; the other waits.
    assert sorted([status_of("Cyril"), status_of("Dora")]) == ["accepted", "waiting"]
    assert event.players.count() == 3


def test_the_same_ema_number_twice_is_refused_and_nothing_is_stored(event):
    private_link(sign_up(Client(), event, name="Ada", ema_number="04010001"))
    response = sign_up(Client(), event, name="Someone Else", ema_number="04010001")
    assert response.status_code == 400
    assert "EMA number 04010001 is already registered for this event." in said(response)
    assert not Player.objects.filter(name="Someone Else").exists()
    assert Registration.objects.count() == 1


def test_the_same_name_and_club_twice_is_refused(event):
    private_link(sign_up(Client(), event, name="Ada Lovelace", home_club="Brno"))
    response = sign_up(Client(), event, name="ada  lovelace", home_club="BRNO")
    assert response.status_code == 400
    # Names and clubs compare in any case; the message names them as typed now.
    assert "ada lovelace of BRNO is already registered for this event" in said(response)
    assert Registration.objects.count() == 1


@pytest.mark.parametrize(
    "typed", ["0401001", "040100011", "０４０１０００１", "0401-001", "abcdefgh"]
)
def test_an_ema_number_is_eight_ascii_digits(event, typed):
    response = sign_up(Client(), event, name="Ada", ema_number=typed)
    assert response.status_code == 400
    assert "An EMA number has 8 digits." in said(response)
    assert not Registration.objects.exists()


def test_a_name_with_control_characters_or_too_long_is_refused(event):
    assert sign_up(Client(), event, name="Ada\x00Bob").status_code == 400
    assert sign_up(Client(), event, name="A" * (limits.NAME + 1)).status_code == 400
    assert not Registration.objects.exists()


def test_sign_ups_from_one_address_stop_at_the_rate_limit(event):
    event.capacity = 0
    event.save()
    client = Client()
    statuses = [
        sign_up(client, event, name=f"Player {i}").status_code
        for i in range(limits.REGISTRATIONS_PER_ADDRESS + 1)
    ]
    assert statuses == [302] * limits.REGISTRATIONS_PER_ADDRESS + [429]
    assert Registration.objects.count() == limits.REGISTRATIONS_PER_ADDRESS


def test_a_closed_registration_page_takes_nobody(event):
    event.registration_open = False
    event.save()
    assert Client().get(register_page(event)).status_code == 404
    response = Client().post(register_page(event), {"name": "Ada"})
    assert response.status_code == 400
    assert not Registration.objects.exists()


# The waiting list, approval and check-in ---------------------------------------------------


@pytest.fixture
def approved_event(club, organiser):
    return make_tournament(
        club,
        organiser,
        0,
        registration_open=True,
        capacity=1,
        registration_approval=True,
        check_in=True,
    )


def decide(client, event, name, decision):
    page = f"/tournaments/{event.pk}/registrations/"
    registration = Registration.objects.get(player__name=name)
    action = f"/tournaments/{event.pk}/registrations/decide/"
    data = rendered_form(client, page, action)  # the first row's form, re-aimed below
    data.update(registration=str(registration.pk), decision=decision)
    return client.post(action, data)


def test_the_organiser_approves_refuses_and_the_waiting_list_moves_up(
    client, organiser, approved_event
):
    event = approved_event
    private_link(sign_up(Client(), event, name="Ada"))
    link = private_link(sign_up(Client(), event, name="Ben"))
    assert [status_of("Ada"), status_of("Ben")] == ["pending", "waiting"]
    assert "number 1 on the waiting list" in said(Client().get(link))
    client.force_login(organiser)
    assert decide(client, event, "Ada", "refuse").status_code == 302
    # Ada's place went to Ben, who now awaits approval; approved, he is one of the players.
    assert [status_of("Ada"), status_of("Ben")] == ["refused", "pending"]
    assert decide(client, event, "Ben", "approve").status_code == 302
    assert [p.name for p in event.players.all()] == ["Ben"]


def test_a_decision_on_a_registration_not_awaiting_approval_is_refused(
    client, organiser, approved_event
):
    event = approved_event
    private_link(sign_up(Client(), event, name="Ada"))
    private_link(sign_up(Client(), event, name="Ben"))
    client.force_login(organiser)
    response = decide(client, event, "Ben", "approve")  # Ben is waiting: the event is full
    assert response.status_code == 400
    assert not event.players.exists()


def test_the_accepted_are_checked_in_from_the_same_list(client, organiser, approved_event):
    event = approved_event
    private_link(sign_up(Client(), event, name="Ada"))
    client.force_login(organiser)
    decide(client, event, "Ada", "approve")
    page = f"/tournaments/{event.pk}/registrations/"
    action = f"/tournaments/{event.pk}/check-in/"
    response = post_form(client, page, action)
    assert response.status_code == 302 and response.url == page
    ada = Player.objects.get(name="Ada")
    assert check_in.checked_in_ids(event) == {ada.pk}
    assert "Undo check-in" in said(client.get(page))


def test_an_accepted_registrant_who_withdraws_leaves_the_players_and_the_check_in(
    client, organiser, approved_event
):
    event = approved_event
    link = private_link(sign_up(Client(), event, name="Ada"))
    client.force_login(organiser)
    decide(client, event, "Ada", "approve")
    check_in.set_checked_in(event, Player.objects.get(name="Ada"), True, organiser)
    assert Client().post(link, {"withdraw": "1"}).status_code == 302
    assert not event.players.exists() and not CheckIn.objects.exists()


def test_forget_me_erases_the_registrants_name_and_what_they_typed(event):
    link = private_link(
        sign_up(
            Client(),
            event,
            name="Ada Lovelace",
            home_club="Brno",
            ema_number="04010001",
            email="ada@example.org",
            nationality="CZE",
        )
    )
    registration = Registration.objects.get()
    assert registration.player.nationality == "CZE"
    assert Client().post(link, {"forget": "1"}).status_code == 302
    registration.refresh_from_db()
    player = Player.objects.get(pk=registration.player_id)
    assert player.name == f"Anonymous player {player.pk}" and not player.ema_number
    assert (registration.email, registration.home_club, registration.ema_number) == ("", "", "")
    assert registration.status == "withdrawn"
    assert not Player.objects.filter(name="Ada Lovelace").exists()


def test_forget_me_leaves_a_club_player_of_the_same_name_alone(club, event):
    # A registrant who typed the name of a player the club already had: the link cannot
    # erase that player (only an account's own "forget me" does).
    Player.objects.create(club=club, name="Alena", ema_number="04010002")
    link = private_link(sign_up(Client(), event, name="Alena", email="x@example.org"))
    assert Client().post(link, {"forget": "1"}).status_code == 302
    assert Player.objects.get(name="Alena").ema_number == "04010002"
    assert Registration.objects.get().email == ""


def test_the_organisers_list_names_registrants_through_the_privacy_setting(
    client, organiser, event
):
    private_link(sign_up(Client(), event, name="Ada Lovelace"))
    event.players_visible_to = "organisers"
    event.public_names = "initials"
    event.save()
    link = Registration.objects.get()
    client.force_login(organiser)
    assert "Ada Lovelace" in said(client.get(f"/tournaments/{event.pk}/registrations/"))
    assert link.player.name == "Ada Lovelace"
    assert registrations.places_taken(event) == 1
