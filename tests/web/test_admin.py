"""Django admin for organisers: a staff organiser sees only the objects of their own clubs."""

import pytest
from django.contrib.auth.models import Permission
from django.urls import reverse

from scoring.models import Club, Player, Session

pytestmark = pytest.mark.django_db


def test_an_organiser_in_the_admin_sees_only_their_clubs_sessions(client, organiser, table_session):
    brno = Club.objects.create(name="Brno Club", slug="brno")
    seats = [Player.objects.create(club=brno, name=n) for n in "WXYZ"]
    Session.objects.create(
        club=brno,
        title="Brno night",
        date=table_session.date,
        east=seats[0],
        south=seats[1],
        west=seats[2],
        north=seats[3],
    )
    organiser.is_staff = True
    organiser.save()
    organiser.user_permissions.add(
        Permission.objects.get(codename="view_session", content_type__app_label="scoring")
    )
    client.force_login(organiser)
    page = client.get(reverse("admin:scoring_session_changelist"))
    assert page.status_code == 200
    html = page.content.decode()
    assert "Tuesday club night" in html and "Brno night" not in html


def test_a_hands_stored_answer_and_its_messages_cannot_be_edited_in_the_admin(
    client, django_user_model, table_session
):
    # They are the engine's, written with the answer; an edit there would say what it never said.
    from tests.referee.conftest import cannon_document, record_hand

    hand = record_hand(table_session, cannon_document())
    client.force_login(django_user_model.objects.create_superuser("root", password="x-pass-9"))
    html = client.get(reverse("admin:scoring_hand_change", args=[hand.pk])).content.decode()
    assert 'name="said"' not in html and 'name="output"' not in html
    assert "pung of %(dragon1)s" in html  # shown, read only
