"""Accounts with Django's own views: sign-in, password change and reset (by email when the
site sends it, else by an organiser's one-time link). A refused form answers 400."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.urls import reverse

from scoring.services.people import clubs as service

from .conftest import PASSWORD, people_url

pytestmark = pytest.mark.django_db


def test_a_wrong_password_is_refused_with_400(client, member):
    response = client.post(reverse("login"), {"username": member.username, "password": "nope"})
    assert response.status_code == 400
    assert "_auth_user_id" not in client.session


def test_a_member_changes_their_password(client, member):
    client.force_login(member)
    url = reverse("password_change")
    bad = client.post(url, {"old_password": "wrong", "new_password1": "a", "new_password2": "a"})
    assert bad.status_code == 400
    new = "winds-and-dragons-7"
    data = {"old_password": PASSWORD, "new_password1": new, "new_password2": new}
    assert client.post(url, data).status_code == 302
    member.refresh_from_db()
    assert member.check_password(new)


def test_a_password_reset_sends_a_link_that_works_once(client, member, settings):
    settings.EMAIL_CONFIGURED = True
    member.email = "mia@example.org"
    member.save()
    response = client.post(reverse("password_reset"), {"email": "mia@example.org"})
    assert response.status_code == 302
    assert len(mail.outbox) == 1
    link = re.search(r"https?://\S+", mail.outbox[0].body).group(0)
    page = client.get(link, follow=True)
    new = "winds-and-dragons-7"
    form_url = page.redirect_chain[-1][0]
    assert client.post(form_url, {"new_password1": new, "new_password2": new}).status_code == 302
    member.refresh_from_db()
    assert member.check_password(new)
    # The link is spent once the password changed.
    assert not client.get(link, follow=True).context["validlink"]


def test_a_malformed_reset_address_is_refused_with_400(client, settings):
    settings.EMAIL_CONFIGURED = True
    assert client.post(reverse("password_reset"), {"email": "not an address"}).status_code == 400


def test_without_email_the_reset_page_sends_people_to_their_organiser(client, settings):
    settings.EMAIL_CONFIGURED = False
    page = client.get(reverse("password_reset")).content.decode()
    assert "Ask an organiser of your club for a password reset link." in page
    assert 'name="email"' not in page and "Send the link" not in page


def test_without_email_a_reset_request_sends_nothing_and_says_so(client, member, settings):
    """No form to fill, and a POST sent anyway (an old page, a script) is refused: nothing
    pretends a link is on its way."""
    settings.EMAIL_CONFIGURED = False
    member.email = "mia@example.org"
    member.save()
    response = client.post(reverse("password_reset"), {"email": "mia@example.org"})
    assert response.status_code == 405
    page = response.content.decode()
    assert "Ask an organiser of your club for a password reset link." in page
    assert "Reset link sent" not in page and "on its way" not in page
    assert not mail.outbox


def test_an_organiser_issues_a_one_time_reset_link_for_a_member(
    organiser_client, client, club, member, players, organiser
):
    service.link(players[0], member)
    response = organiser_client.post(people_url(club, "club-reset-link"), {"user": member.pk})
    assert response.status_code == 200
    link = response.context["url"]
    organiser_client.logout()
    page = client.get(link, follow=True)
    form_url = page.redirect_chain[-1][0]
    new = "winds-and-dragons-7"
    assert (
        client.post(form_url, {"new_password1": new, "new_password2": "other"}).status_code == 400
    )
    assert client.post(form_url, {"new_password1": new, "new_password2": new}).status_code == 302
    assert not client.get(link, follow=True).context["validlink"]


def test_an_organiser_issues_no_reset_link_for_a_stranger_or_the_administrator(
    organiser_client, club, django_user_model
):
    stranger = django_user_model.objects.create_user("stranger", first_name="S")
    admin = django_user_model.objects.create_superuser("root", first_name="Root")
    for user in (stranger, admin):
        response = organiser_client.post(people_url(club, "club-reset-link"), {"user": user.pk})
        assert response.status_code == 400


def test_email_settings_come_from_one_smtp_url(monkeypatch):
    import importlib

    import clubscore.settings as site_settings

    monkeypatch.setenv("EMAIL_URL", "smtp+tls://mailer:p%40ss@mail.example.org:2525")
    try:
        reloaded = importlib.reload(site_settings)
        assert (reloaded.EMAIL_HOST, reloaded.EMAIL_PORT) == ("mail.example.org", 2525)
        assert (reloaded.EMAIL_HOST_USER, reloaded.EMAIL_HOST_PASSWORD) == ("mailer", "p@ss")
        assert reloaded.EMAIL_USE_TLS and reloaded.EMAIL_CONFIGURED
    finally:
        monkeypatch.delenv("EMAIL_URL")
        importlib.reload(site_settings)


def test_the_display_name_is_changed_on_my_page_and_a_blank_one_refused(client, member):
    client.force_login(member)
    assert client.post(reverse("me"), {"display_name": " "}).status_code == 400
    assert client.post(reverse("me"), {"display_name": "Mia M."}).status_code == 302
    assert get_user_model().objects.get(pk=member.pk).get_full_name() == "Mia M."


def test_an_account_restored_inactive_is_activated_by_the_organisers_password_link(
    organiser_client, client, club, players, django_user_model
):
    restored = django_user_model.objects.create_user("restored", is_active=False)
    restored.set_unusable_password()
    restored.save()
    service.link(players[0], restored)
    response = organiser_client.post(people_url(club, "club-reset-link"), {"user": restored.pk})
    page = client.get(response.context["url"], follow=True)
    new = "winds-and-dragons-7"
    client.post(page.redirect_chain[-1][0], {"new_password1": new, "new_password2": new})
    restored.refresh_from_db()
    assert restored.is_active and restored.check_password(new)
