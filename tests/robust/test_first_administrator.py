"""The first account of an empty site is its only administrator, however many people sign up
at the same moment: a unique marker row decides, not a lock on the (empty) user table."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse

from scoring.services.people import accounts

from .test_concurrency import at_once

PASSWORD = "tiles-and-winds-42"


def sign_up(username):
    def send():
        return Client().post(
            reverse("signup"),
            {
                "username": username,
                "display_name": username.title(),
                "password1": PASSWORD,
                "password2": PASSWORD,
            },
        )

    return send


@pytest.mark.django_db
def test_only_the_first_of_several_sign_ups_is_the_administrator():
    first = accounts.sign_up("ana", PASSWORD, "Ana")
    second = accounts.sign_up("ben", PASSWORD, "Ben")
    assert first.is_superuser and first.is_staff
    assert not second.is_superuser and not second.is_staff


@pytest.mark.django_db
def test_a_site_whose_accounts_came_another_way_makes_no_sign_up_its_administrator(
    django_user_model,
):
    django_user_model.objects.create_user("loaded-by-the-demo")
    assert not accounts.sign_up("ana", PASSWORD, "Ana").is_superuser


@pytest.mark.postgres_only
@pytest.mark.django_db(transaction=True)
def test_four_simultaneous_first_sign_ups_make_exactly_one_administrator():
    answers = at_once(*[sign_up(name) for name in ("ana", "ben", "cyril", "dora")])
    assert [a.status_code for a in answers] == [302] * 4
    users = get_user_model().objects.all()
    assert users.count() == 4
    assert users.filter(is_superuser=True).count() == 1
    assert users.filter(is_staff=True).count() == 1
