"""Accounts: the login lockout counts a password tried across usernames and every failure of
one address (scoring.login_lockout, scoring.limits), and a staff organiser's admin offers
only the accounts tied to their own clubs (permissions.club_users)."""

from __future__ import annotations

import re

import pytest
from axes.models import AccessAttempt
from django.contrib.auth import get_user_model
from django.test import Client

from scoring import limits

pytestmark = pytest.mark.django_db
LOGIN = "/accounts/login/"
SPRAYED = "Summer-2026-club!"


def log_in(username, password, ip):
    client = Client()
    response = client.post(LOGIN, {"username": username, "password": password}, REMOTE_ADDR=ip)
    return response, "_auth_user_id" in client.session


@pytest.fixture
def victim(django_user_model):
    return django_user_model.objects.create_user("vera", password=SPRAYED)


def test_one_password_tried_against_many_usernames_from_many_addresses_is_locked(victim):
    for i in range(limits.LOGIN_FAILURES_PER_PASSWORD):
        response, _ = log_in(f"member{i}", SPRAYED, ip=f"198.51.100.{i + 1}")
        assert response.status_code in (400, 429)  # a refused sign-in is a 400

    # The spray reaches an account whose password it is, from a fresh address: refused.
    response, logged_in = log_in("vera", SPRAYED, ip="203.0.113.7")
    assert response.status_code == 429
    assert not logged_in


def test_a_password_tried_fewer_times_than_the_limit_still_lets_its_owner_in(victim):
    for i in range(limits.LOGIN_FAILURES_PER_PASSWORD - 1):
        log_in(f"member{i}", SPRAYED, ip=f"198.51.100.{i + 1}")
    response, logged_in = log_in("vera", SPRAYED, ip="203.0.113.7")
    assert response.status_code == 302 and logged_in


def test_a_correct_password_typed_while_locked_is_never_counted_against_that_password(victim):
    for i in range(limits.LOGIN_FAILURES_PER_USERNAME):
        log_in("vera", f"wrong-{i}", ip="198.51.100.9")
    # Locked at that address: her right password, typed again and again, is refused there...
    for _ in range(limits.LOGIN_FAILURES_PER_PASSWORD):
        response, logged_in = log_in("vera", SPRAYED, ip="198.51.100.9")
        assert response.status_code == 429 and not logged_in
    # ...but was never tried, so it is not a failed password: from home she signs in.
    response, logged_in = log_in("vera", SPRAYED, ip="203.0.113.7")
    assert response.status_code == 302 and logged_in


def test_no_failed_password_is_kept_as_text(victim):
    log_in("member1", SPRAYED, ip="198.51.100.1")
    kept = " ".join(f"{a.username} {a.post_data} {a.get_data}" for a in AccessAttempt.objects.all())
    assert SPRAYED not in kept


def test_many_usernames_failing_from_one_address_lock_that_address(victim):
    for i in range(limits.LOGIN_FAILURES_PER_ADDRESS):
        log_in(f"member{i}", f"guess-{i}", ip="192.0.2.66")

    response, logged_in = log_in("vera", SPRAYED, ip="192.0.2.66")
    assert response.status_code == 429
    assert not logged_in
    # Another address is not locked by it.
    assert log_in("vera", SPRAYED, ip="192.0.2.67")[1]


# -- The admin's select boxes ----------------------------------------------------------------

USER_CHOICES = [  # (admin add page, the select of accounts on it)
    ("session", "scorers"),
    ("session", "referees"),
    ("session", "created_by"),
    ("club", "organisers"),
    ("player", "user"),
    ("tournament", "referees"),
    ("tournamentpenalty", "referee"),
]


def _offered(client, model, field):
    page = client.get(f"/admin/scoring/{model}/add/").content.decode()
    select = re.search(rf'<select name="{field}"[^>]*>(.*?)</select>', page, re.S)
    assert select, f"no select {field} on the {model} page"
    return set(re.findall(r'<option value="\d+"[^>]*>([^<]*)</option>', select.group(1)))


@pytest.mark.parametrize("model, field", USER_CHOICES)
def test_a_staff_organiser_is_offered_only_accounts_of_their_own_club(world, model, field):
    client = Client()
    client.force_login(world.users["other_staff"])  # boris, organiser of Brno only
    offered = _offered(client, model, field)
    assert "boris" in offered
    assert offered.isdisjoint({"pia", "sam", "rita", "olga", "root"})


@pytest.mark.parametrize("model, field", USER_CHOICES)
def test_an_organiser_is_offered_the_accounts_tied_to_their_club(world, model, field):
    client = Client()
    client.force_login(world.users["organiser"])  # olga, organiser of Prague
    offered = _offered(client, model, field)
    assert {"olga", "pia", "sam", "rita"} <= offered
    assert "boris" not in offered and "root" not in offered


def test_a_superuser_is_offered_every_account(world):
    client = Client()
    client.force_login(world.users["superuser"])
    everyone = set(get_user_model().objects.values_list("username", flat=True))
    assert _offered(client, "session", "scorers") == everyone


# -- Behind the TLS proxy ----------------------------------------------------------------------

PROXY = "10.0.0.2"


def log_in_via_proxy(username, password, forwarded):
    client = Client()
    response = client.post(
        LOGIN,
        {"username": username, "password": password},
        REMOTE_ADDR=PROXY,
        HTTP_X_FORWARDED_FOR=forwarded,
    )
    return response, "_auth_user_id" in client.session


def test_behind_a_proxy_the_address_counted_is_the_one_the_proxy_saw(settings, victim):
    settings.TRUSTED_PROXIES = 1
    # One client fails often, forging a new X-Forwarded-For each time: the proxy appends the
    # address it really saw, and that is the one counted.
    for i in range(limits.LOGIN_FAILURES_PER_ADDRESS):
        log_in_via_proxy(f"member{i}", f"guess-{i}", forwarded=f"203.0.113.{i}, 192.0.2.66")

    assert log_in_via_proxy("vera", SPRAYED, forwarded="192.0.2.66")[0].status_code == 429
    # Everyone else behind the same proxy still gets in.
    assert log_in_via_proxy("vera", SPRAYED, forwarded="192.0.2.77")[1]


def test_the_join_links_rate_per_address_counts_the_address_the_proxy_saw(settings):
    from scoring.login_lockout import client_address

    settings.TRUSTED_PROXIES = 1
    request = Client().get("/").wsgi_request
    request.META.update(REMOTE_ADDR=PROXY, HTTP_X_FORWARDED_FOR="6.6.6.6, 192.0.2.66")
    assert client_address(request) == "192.0.2.66"
    settings.TRUSTED_PROXIES = 0
    assert client_address(request) == PROXY
