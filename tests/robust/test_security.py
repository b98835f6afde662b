import datetime
import json
import os
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
from axes.models import AccessAttempt
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver
from django.utils import timezone

ROOT = Path(__file__).resolve().parents[2]
LOGIN = "/accounts/login/"

pytestmark = pytest.mark.django_db


def log_in(client, username, password, ip="192.0.2.10"):
    return client.post(LOGIN, {"username": username, "password": password}, REMOTE_ADDR=ip)


def logged_in(client):
    return "_auth_user_id" in client.session


# Login throttling (settings: AXES_FAILURE_LIMIT 5, lockout by username and address together,
# AXES_COOLOFF_TIME 0.25 h = 15 minutes).


def test_five_failed_logins_lock_the_username_from_that_address_even_for_the_right_password(
    client, scorer
):
    for _ in range(4):
        assert log_in(client, "sam", "wrong").status_code == 400  # the form again, with an error
    assert log_in(client, "sam", "wrong").status_code == 429  # the fifth failure locks

    sixth = log_in(client, "sam", "secret-pass-2")

    assert sixth.status_code == 429
    assert not logged_in(client)


def test_four_failures_still_let_the_right_password_in(client, scorer):
    for _ in range(4):
        log_in(client, "sam", "wrong")

    response = log_in(client, "sam", "secret-pass-2")

    assert response.status_code == 302
    assert logged_in(client)


def test_the_lock_holds_only_that_username_at_that_address(client, scorer, organiser):
    for _ in range(5):
        log_in(client, "sam", "wrong")

    # The same user from another address, and another user from the same address, get in.
    other_address = Client()
    assert log_in(other_address, "sam", "secret-pass-2", ip="192.0.2.99").status_code == 302
    other_user = Client()
    assert log_in(other_user, "olga", "secret-pass-1").status_code == 302


def test_the_lock_ends_after_fifteen_minutes(client, scorer):
    for _ in range(5):
        log_in(client, "sam", "wrong")
    AccessAttempt.objects.update(attempt_time=timezone.now() - datetime.timedelta(minutes=16))

    assert log_in(client, "sam", "secret-pass-2").status_code == 302


# CSRF


def test_a_login_post_without_a_csrf_token_is_refused(scorer):
    client = Client(enforce_csrf_checks=True)
    response = client.post(LOGIN, {"username": "sam", "password": "secret-pass-2"})
    assert response.status_code == 403


def test_a_login_post_with_the_rendered_token_is_accepted(scorer):
    client = Client(enforce_csrf_checks=True)
    form = client.get(LOGIN)
    token = form.context["csrf_token"]
    response = client.post(
        LOGIN, {"username": "sam", "password": "secret-pass-2", "csrfmiddlewaretoken": str(token)}
    )
    assert response.status_code == 302


@pytest.mark.parametrize(
    "language, says",
    [
        ("en", "Nothing was saved"),
        ("fr", "Rien n’a été enregistré"),
        ("cs", "Nic se neuložilo"),
    ],
)
def test_a_hand_form_sent_with_a_stale_token_gets_the_apps_own_page_saying_nothing_was_saved(
    scorer, table_session, language, says
):
    from tests.web.conftest import filled

    client = Client(enforce_csrf_checks=True, HTTP_ACCEPT_LANGUAGE=language)
    client.force_login(scorer)
    url = f"/sessions/{table_session.pk}/hands/new/"
    data = filled(client.get(url), {}, None)
    data["csrfmiddlewaretoken"] = "x" * 64  # what a page kept open past a new login carries
    referer = f"http://testserver{url}"
    response = client.post(url, data, HTTP_REFERER=referer)
    html = response.content.decode()
    assert response.status_code == 403
    assert says in html and 'id="csrf-back"' in html and f'href="{referer}"' in html
    assert 'name="viewport"' in html and "Forbidden" not in html
    assert table_session.hands.count() == 0


def test_the_csrf_page_offers_no_way_back_to_another_site(scorer):
    client = Client(enforce_csrf_checks=True)
    response = client.post(LOGIN, {}, HTTP_REFERER="https://evil.example/phish")
    assert response.status_code == 403
    assert "evil.example" not in response.content.decode()


# Views that may skip the CSRF check, and why. Everything else that accepts a POST needs one.
CSRF_EXEMPT = {
    "api/score/": "a pure function of its input: it reads and writes nothing",
}
# django-ninja marks its views exempt for Django's middleware and checks the token itself,
# per operation (scoring.api.SessionLogin): the requests below prove that it does.
NINJA_ROUTES = "api/"


def every_view(resolver=None, prefix=""):
    resolver = resolver or get_resolver()
    for entry in resolver.url_patterns:
        if isinstance(entry, URLResolver):
            yield from every_view(entry, prefix + str(entry.pattern))
        elif isinstance(entry, URLPattern):
            yield prefix + str(entry.pattern), entry.name, entry.callback


def test_no_view_of_the_project_skips_the_csrf_check_unless_listed_with_a_reason():
    exempt = {
        route
        for route, name, view in every_view()
        if getattr(view, "csrf_exempt", False)
        and not route.startswith("admin/")
        and not route.startswith(NINJA_ROUTES)
    }
    assert exempt == set()


# Production settings: what `check --deploy` asks for, with the values this project promises.


def production_settings():
    env = {
        **os.environ,
        "SECRET_KEY": "production-like-secret-key-with-enough-entropy-0123456789abcdef",
        "ALLOWED_HOSTS": "clubscore.example.org",
        "PYTHONPATH": str(ROOT),
    }
    env.pop("DEBUG", None)
    code = (
        "import json, clubscore.settings as s; print(json.dumps({n: getattr(s, n) for n in "
        "['DEBUG', 'SECURE_SSL_REDIRECT', 'SESSION_COOKIE_SECURE', 'CSRF_COOKIE_SECURE', "
        "'SECURE_HSTS_SECONDS', 'SECURE_HSTS_INCLUDE_SUBDOMAINS', 'SESSION_COOKIE_HTTPONLY', "
        "'X_FRAME_OPTIONS']}))"
    )
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    return json.loads(result.stdout)


def test_production_settings_redirect_to_https_mark_cookies_secure_and_send_a_year_of_hsts():
    assert production_settings() == {
        "DEBUG": False,
        "SECURE_SSL_REDIRECT": True,
        "SESSION_COOKIE_SECURE": True,
        "CSRF_COOKIE_SECURE": True,
        "SECURE_HSTS_SECONDS": 365 * 24 * 3600,  # one year = 31 536 000 s
        "SECURE_HSTS_INCLUDE_SUBDOMAINS": True,
        "SESSION_COOKIE_HTTPONLY": True,
        "X_FRAME_OPTIONS": "DENY",
    }


@pytest.fixture
def production(settings):
    settings.SECURE_SSL_REDIRECT = True
    settings.SESSION_COOKIE_SECURE = True
    settings.CSRF_COOKIE_SECURE = True
    settings.SECURE_HSTS_SECONDS = 31536000
    settings.SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    settings.SECURE_HSTS_PRELOAD = True


def test_plain_http_is_redirected_to_https_in_production(client, production):
    response = client.get("/")
    assert response.status_code == 301
    assert response["Location"] == "https://testserver/"


def test_https_answers_carry_hsts_and_the_session_cookie_is_secure(client, scorer, production):
    page = client.get("/", secure=True)
    assert page["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains; preload"

    login = client.post(
        LOGIN, {"username": "sam", "password": "secret-pass-2"}, secure=True, REMOTE_ADDR="1.2.3.4"
    )
    assert login.status_code == 302
    assert login.cookies["sessionid"]["secure"] is True
    assert login.cookies["sessionid"]["httponly"] is True


def unsafe_requests():
    """(method, url) for every URL of the project outside the admin, parameters filled in."""
    fill = {"int": "1", "slug": "prague"}
    cases = []
    for route, _name, _view in every_view():
        if route.startswith("admin/") or route in CSRF_EXEMPT:
            continue
        url = "/" + re.sub(r"<(?:(\w+):)?(\w+)>", lambda m: fill.get(m[1], "x"), route)
        cases += [("post", url), ("put", url), ("delete", url)]
    return cases


def test_every_url_refuses_a_change_without_the_csrf_token(scorer):
    # The token is checked before the view runs, so a refusal here covers every form and
    # every API call behind this URL, whatever its arguments. One signed-in client sends
    # every case (a test each spent most of its time creating and signing in the user); each
    # case starts uncounted by the rate limits, as a test of its own would, and every case
    # that is not refused is named.
    from django.core.cache import cache

    client = Client(enforce_csrf_checks=True)
    client.force_login(scorer)
    cases = unsafe_requests()
    assert len(cases) > 300  # POST, PUT and DELETE to each of the 135 routes
    accepted = []
    for method, url in cases:
        cache.clear()
        response = getattr(client, method)(url, {}, content_type="application/json")
        # 405 where the API route takes no such method: nothing runs either way.
        allowed = {403, 405} if route_is_ninja(url) else {403}
        if response.status_code not in allowed:
            accepted.append((method, url, response.status_code))
    assert accepted == []


def route_is_ninja(url):
    return url.startswith("/" + NINJA_ROUTES)


def test_the_api_refuses_a_change_without_the_csrf_token_before_reading_the_body(scorer):
    client = Client(enforce_csrf_checks=True)
    client.force_login(scorer)
    response = client.post("/api/sessions/", "{", content_type="application/json")
    assert response.status_code == 403
    assert "CSRF" in response.json()["error"]


class PostForms(HTMLParser):
    """For each <form method="post"> of a page: does it carry the CSRF token?"""

    def __init__(self):
        super().__init__()
        self.forms: list[bool] = []
        self.inside = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "form" and (a.get("method") or "").lower() == "post":
            self.inside = True
            self.forms.append(False)
        elif tag == "input" and self.inside and a.get("name") == "csrfmiddlewaretoken":
            self.forms[-1] = True

    def handle_endtag(self, tag):
        if tag == "form":
            self.inside = False


def test_every_post_form_of_every_page_carries_the_csrf_token(
    recorded_night, club_tournament, django_user_model
):
    boss = django_user_model.objects.create_superuser("boss", "boss@example.org", "pw-boss-123")
    client = Client()
    client.force_login(boss)

    def url(route):
        on_tournament = route.startswith("tournaments/")
        values = {
            "pk": club_tournament.pk if on_tournament else recorded_night.pk,
            "session_id": recorded_night.pk,
            "slug": recorded_night.club.slug,
        }
        return "/" + re.sub(r"<(?:(\w+):)?(\w+)>", lambda m: str(values.get(m[2], 1)), route)

    checked = {}
    for route, _name, _view in every_view():
        if (
            route.startswith("admin/")
            or "<" in route
            and "<int:" not in route
            and "<slug:" not in route
        ):
            continue
        response = client.get(url(route))
        if response.status_code != 200 or "text/html" not in response.get("Content-Type", ""):
            continue
        parser = PostForms()
        parser.feed(response.content.decode())
        if parser.forms:
            checked[route] = parser.forms
    anonymous = PostForms()
    anonymous.feed(Client().get(LOGIN).content.decode())
    checked[LOGIN] = anonymous.forms

    assert {route: forms for route, forms in checked.items() if not all(forms)} == {}
    # The pages with forms that change things: starting a session, entering and correcting
    # and deleting a hand, the tournament's pages, the login.
    for route in [
        "clubs/<slug:slug>/sessions/new/",
        "sessions/<int:pk>/hands/new/",
        "sessions/<int:pk>/hands/<int:number>/",
        "sessions/<int:pk>/hands/<int:number>/correct/",
        "tournaments/<int:pk>/",
        "sessions/<int:session_id>/hands/<int:number>/referee/",
        LOGIN,
    ]:
        assert route in checked, route
