import pytest
from django.urls import reverse

PASSWORD = "tiles-and-winds-42"


@pytest.fixture
def organiser_client(client, club, organiser):
    organiser.first_name = "Olga Nováková"
    organiser.save()
    client.force_login(organiser)
    return client


@pytest.fixture
def member(django_user_model):
    return django_user_model.objects.create_user(
        "secret-login-of-mia", password=PASSWORD, first_name="Mia Member"
    )


def people_url(club, name="club-people"):
    return reverse(name, args=[club.slug])
