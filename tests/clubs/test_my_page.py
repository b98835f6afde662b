"""My page: a signed-in player sees their club nights, tournaments, rating and hands played,
and opens any of their hands' referee view."""

import datetime
import uuid

import pytest
from django.urls import reverse

from scoring.models import HandPlayer, Player, Rating
from scoring.services.hands import nights as night_service
from scoring.services.hands import sessions as session_service
from scoring.services.people import clubs as club_service
from tests.web.conftest import hand_doc

pytestmark = pytest.mark.django_db


def test_my_page_lists_my_nights_hands_and_their_referee_views(
    client, club, organiser, member, players, table_session, scorer
):
    club_service.link(players[1], member)  # Bob, South
    night = night_service.create_night(club, organiser, table_session.date, "Tuesday night")
    night_service.add_game(night, table_session)
    for winner in ("S", "W"):
        session_service.record_hand(table_session, hand_doc(winner), scorer, uuid.uuid4())
    client.force_login(member)
    response = client.get(reverse("me"))
    assert response.status_code == 200
    [mine] = response.context["page"]
    assert mine.player == players[1] and mine.nights == [night]
    assert mine.record.hands_played == 2
    page = response.content.decode()
    for number in (1, 2):
        link = reverse("referee-hand", args=[table_session.pk, number])
        assert link in page
        assert client.get(link).status_code == 200
    # Bob's score of the hand he won (South, hand 1) is shown beside it.
    won = HandPlayer.objects.get(hand__number=1, player=players[1])
    assert f'<td class="text-end">{won.score}</td>' in page


def test_my_page_shows_my_tournaments_and_rating(client, club, organiser, member, players):
    from scoring.services.tournaments import setup as tournament_setup

    club_service.link(players[0], member)
    t = tournament_setup.create_tournament(
        club, organiser, name="Prague Open", date=datetime.date(2026, 11, 21), rounds_planned=2
    )
    t.players.add(players[0])
    Rating.objects.create(player=players[0], ruleset="mcr", mu=28.0, sigma=5.0, games=3)
    Rating.objects.create(player=players[0], ruleset="millington", mu=24.04, sigma=7.0, games=1)
    client.force_login(member)
    response = client.get(reverse("me"))
    [mine] = response.context["page"]
    assert mine.tournaments == [t]
    # One line per ruleset, the most rated first, each named by its ruleset.
    assert [r.ruleset for r in mine.ratings] == ["mcr", "millington"]
    html = response.content.decode()
    mcr = html.split('data-ruleset="mcr">')[1].split("</li>")[0]
    assert "Chinese Official" in mcr and "28.0 ± 5.0" in mcr and "3 rated games" in mcr
    assert "24.0 ± 7.0" in html.split('data-ruleset="millington">')[1].split("</li>")[0]


def test_an_account_without_a_player_is_told_how_to_get_linked(client, member):
    client.force_login(member)
    assert 'id="me-no-player"' in client.get(reverse("me")).content.decode()


def test_my_page_needs_a_sign_in(client):
    assert client.get(reverse("me")).status_code == 302


def test_my_page_lists_my_clubs_with_my_roles(client, club, organiser, member, players):
    from scoring.models import Club

    other = Club.objects.create(name="Brno Dragons", slug="brno")
    club_service.grant(club, member, "referee", organiser)
    club_service.link(Player.objects.create(club=other, name="Mia"), member)
    client.force_login(member)
    clubs = client.get(reverse("me")).context["clubs"]
    assert [(c["club"].slug, c["roles"]) for c in clubs] == [("brno", []), ("prague", ["referee"])]
