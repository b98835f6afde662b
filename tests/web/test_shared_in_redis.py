"""What several servers share lives in Redis when REDIS_URL is set: a join link's posts are
counted there, once for every server (limits.JOIN_POSTS_PER_HAND). Skipped, saying why, without
REDIS_URL (CI sets it). With Redis down every page still answers: the logins are kept in the
database, and a limit the cache cannot count lets the request through."""

from types import SimpleNamespace

import pytest
import redis
from django.conf import settings

from scoring import limits
from scoring.services import rate_limits
from scoring.services.hands import table as table_service

from .conftest import joined_phone, rendered_form

pytestmark = pytest.mark.django_db


def other_server(redis_cache):
    """A connection of its own to the same Redis, as another app server has."""
    return redis.Redis.from_url(settings.CACHES["default"]["LOCATION"])


def test_a_join_links_posts_are_counted_in_redis_once_for_every_server(
    redis_cache, table_session, monkeypatch
):
    # All the posts in one counting window: on a busy machine they could straddle its edge.
    monkeypatch.setattr(rate_limits, "time", SimpleNamespace(time=lambda: 1_800_000_000.0))
    phone = joined_phone(table_session, "N")
    join = f"/t/{table_service.join_token(table_session)}/"
    form = {**rendered_form(phone.get(join)), "line": "(1b 1b 1b)"}
    answers = [phone.post(join, form).status_code for _ in range(limits.JOIN_POSTS_PER_HAND + 1)]
    assert set(answers[:-1]) == {302} and answers[-1] == 429
    window = 1_800_000_000 // limits.RATE_WINDOW_SECONDS
    keys = other_server(redis_cache).keys(f"*join:table:{table_session.pk}:{window}")
    assert len(keys) == 1
    counted = int(other_server(redis_cache).get(keys[0]))
    assert counted == limits.JOIN_POSTS_PER_HAND + 1


# A port nothing listens on: Redis down (a client raises ConnectionError at once).
REDIS_DOWN = {
    "default": {
        "BACKEND": "clubscore.cache.RedisCache",
        "LOCATION": "redis://127.0.0.1:9/0",
    }
}


def test_with_redis_down_signing_in_and_a_scorers_page_still_answer(settings, client, scorer):
    settings.CACHES = REDIS_DOWN
    assert client.get("/accounts/login/").status_code == 200
    signed_in = client.post("/accounts/login/", {"username": "sam", "password": "secret-pass-2"})
    assert signed_in.status_code == 302
    assert client.get("/").status_code == 200


def test_with_redis_down_a_join_link_still_takes_a_hand(settings, table_session):
    phone = joined_phone(table_session, "N")
    join = f"/t/{table_service.join_token(table_session)}/"
    form = {**rendered_form(phone.get(join)), "line": "(1b 1b 1b)"}
    settings.CACHES = REDIS_DOWN
    assert phone.post(join, form).status_code == 302
