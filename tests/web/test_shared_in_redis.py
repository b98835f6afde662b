"""What several servers share lives in Redis when REDIS_URL is set: a join link's posts are
counted there, once for every server (limits.JOIN_POSTS_PER_HAND), and the logins are read from
it. Skipped, saying why, without REDIS_URL (CI sets it)."""

from types import SimpleNamespace

import pytest
import redis
from django.conf import settings

from scoring import limits
from scoring.services import table as table_service

from .conftest import joined_phone, rendered_form

pytestmark = pytest.mark.django_db


def other_server(redis_cache):
    """A connection of its own to the same Redis, as another app server has."""
    return redis.Redis.from_url(settings.CACHES["default"]["LOCATION"])


def test_a_join_links_posts_are_counted_in_redis_once_for_every_server(
    redis_cache, table_session, monkeypatch
):
    # All the posts in one counting window: on a busy machine they could straddle its edge.
    monkeypatch.setattr(table_service, "time", SimpleNamespace(time=lambda: 1_800_000_000.0))
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


def test_a_login_is_read_from_redis(redis_cache, client, scorer):
    client.force_login(scorer)
    key = client.cookies[settings.SESSION_COOKIE_NAME].value
    assert other_server(redis_cache).keys(f"*{key}*")
