"""From an empty database: the first account is the site's administrator, a signed-in user
creates a club (or only with the administrator's invitation), and the club's page guides its
organiser to the first club night."""

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

from scoring.models import Club, RoleChange
from scoring.services.people import clubs as service

pytestmark = pytest.mark.django_db

PASSWORD = "tiles-and-winds-42"


def sign_up(client, username, name="Olga Nováková", password=PASSWORD):
    return client.post(
        reverse("signup"),
        {"username": username, "display_name": name, "password1": password, "password2": password},
    )


def test_the_first_account_of_an_empty_site_is_its_administrator_and_the_second_is_not(client):
    assert sign_up(client, "olga").status_code == 302
    client.logout()
    assert sign_up(client, "bob", name="Bob Brown").status_code == 302
    olga, bob = get_user_model().objects.order_by("pk")
    assert (olga.is_superuser, olga.is_staff) == (True, True)
    assert (bob.is_superuser, bob.is_staff) == (False, False)
    assert olga.get_full_name() == "Olga Nováková"


def test_a_refused_sign_up_answers_400_names_the_field_and_saves_nothing(client):
    response = client.post(
        reverse("signup"),
        {"username": "olga", "display_name": "  ", "password1": "x", "password2": "y"},
    )
    assert response.status_code == 400
    errors = response.context["form"].errors
    assert set(errors) == {"display_name", "password2"}
    assert not get_user_model().objects.exists()


def test_a_signed_in_user_creates_a_club_and_becomes_its_audited_organiser(client):
    sign_up(client, "olga")
    response = client.post(reverse("club-new"), {"name": "Brno Dragons"})
    club = Club.objects.get()
    assert response.status_code == 302 and response["Location"] == club.get_absolute_url()
    assert club.slug == "brno-dragons"
    olga = get_user_model().objects.get()
    assert list(club.organisers.all()) == [olga]
    change = RoleChange.objects.get()
    assert (change.user, change.role, change.granted, change.by) == (olga, "organiser", True, olga)


def test_two_clubs_of_one_name_get_two_addresses(client):
    sign_up(client, "olga")
    client.post(reverse("club-new"), {"name": "Dragons"})
    client.post(reverse("club-new"), {"name": "Dragons"})
    assert sorted(Club.objects.values_list("slug", flat=True)) == ["dragons", "dragons-2"]


def test_an_empty_club_name_is_refused_with_400(client):
    sign_up(client, "olga")
    response = client.post(reverse("club-new"), {"name": "   "})
    assert response.status_code == 400
    assert response.context["form"].errors["name"] == ["This field is required."]
    assert not Club.objects.exists()


def test_creating_a_club_needs_a_sign_in(client):
    response = client.get(reverse("club-new"))
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]


def test_with_club_creation_by_invitation_a_user_needs_the_administrators_link(client, settings):
    settings.CLUB_CREATION = "invited"
    sign_up(client, "admin", name="Ada Admin")
    admin = get_user_model().objects.get()
    client.logout()
    sign_up(client, "olga")
    assert client.post(reverse("club-new"), {"name": "Dragons"}).status_code == 403
    assert not Club.objects.exists()
    _, token = service.invite_club_creator(admin)
    response = client.post(reverse("club-new"), {"name": "Dragons", "invite": token})
    assert response.status_code == 302
    # The invitation works once.
    response = client.post(reverse("club-new"), {"name": "Dragons again", "invite": token})
    assert response.status_code == 400
    assert "already been used" in response.content.decode()
    assert Club.objects.count() == 1


def test_the_administrator_issues_a_club_creation_link_from_the_home_page(client, settings):
    settings.CLUB_CREATION = "invited"
    sign_up(client, "admin", name="Ada Admin")
    response = client.post(reverse("site-invite"))
    assert response.status_code == 200
    assert "/new-club/?invite=" in response.context["url"]
    assert response.context["qr"].startswith("data:image/svg+xml")


def test_the_new_clubs_page_guides_its_organiser_to_the_first_club_night(client):
    sign_up(client, "olga")
    client.post(reverse("club-new"), {"name": "Dragons"})
    page = client.get(reverse("club", args=["dragons"])).content.decode()
    assert 'id="getting-started"' in page
    assert reverse("night-new", args=["dragons"]) in page
    assert reverse("club-people", args=["dragons"]) in page
    # A visitor sees no guide.
    client.logout()
    assert (
        'id="getting-started"' not in client.get(reverse("club", args=["dragons"])).content.decode()
    )
