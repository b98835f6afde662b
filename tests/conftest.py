import asyncio
import os

import pytest
from hypothesis import HealthCheck, settings

# CI shares two cores between several test workers: a property test's speed there says nothing
# about the property, so no deadline and no too-slow health check anywhere in the suite.
settings.register_profile(
    "shared-machine", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("shared-machine")

# Playwright's sync API runs an event loop in the test thread; Django's ORM calls made from
# those tests are still synchronous and safe.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


# What a test that touches the database asks for: pytest-django blocks the database to any
# other test, so a test without one of these cannot read or write it.
DATABASE_FIXTURES = {
    "db",
    "transactional_db",
    "django_db_reset_sequences",
    "django_db_serialized_rollback",
    "django_db_setup",
    "live_server",
}


def pytest_addoption(parser):
    parser.addoption(
        "--database-tests-only",
        action="store_true",
        help="run only the tests whose answer can depend on the database (CI's second pass, "
        "on PostgreSQL: the others gave the same answer on SQLite already)",
    )


def uses_database(item) -> bool:
    """Whether a collected test can touch the database: it asks for the database (a fixture
    of DATABASE_FIXTURES, itself or through another fixture; the django_db mark) or is a
    Django test case with databases."""
    if item.get_closest_marker("django_db") or item.get_closest_marker("postgres_only"):
        return True
    if DATABASE_FIXTURES & set(getattr(item, "fixturenames", ())):
        return True
    from django.test import SimpleTestCase

    cls = getattr(item, "cls", None)
    return bool(cls and issubclass(cls, SimpleTestCase) and cls.databases)


def depends_on_the_database(item) -> bool:
    """Whether a test's answer can differ between SQLite and PostgreSQL: it touches the
    database, and it is not a browser test unless it needs PostgreSQL. A browser test judges
    what Chromium shows of the pages; the same pages' queries, locks and constraints are the
    web and service tests' to check on both databases, and Chromium is most of the suite's
    CPU, so a browser test runs once, in the SQLite pass (`postgres_only` ones in the other)."""
    if not uses_database(item):
        return False
    return not item.get_closest_marker("browser") or bool(item.get_closest_marker("postgres_only"))


def pytest_collection_modifyitems(config, items):
    if not config.getoption("--database-tests-only"):
        return
    kept, left = [], []
    for item in items:
        (kept if depends_on_the_database(item) else left).append(item)
    config.hook.pytest_deselected(items=left)
    items[:] = kept


def pytest_configure(config):
    # Without the shared rule documents the tests cannot even be collected: say so, and where.
    from tests.shared import CHECKOUT, SharedMissing, find_shared

    try:
        find_shared(CHECKOUT)
    except SharedMissing as missing:
        raise pytest.UsageError(str(missing)) from None


@pytest.fixture(scope="session", autouse=True)
def _plain_http_live_server():
    # The live server builds its middleware once, when it starts: the HTTPS redirect must
    # already be off then (the per-test `settings` override in tests/conftest.py comes later).
    # Hashing test passwords with PBKDF2 took most of the web tests' time; MD5 is for tests only.
    from django.test import override_settings

    with override_settings(
        SECURE_SSL_REDIRECT=False,
        PASSWORD_HASHERS=["django.contrib.auth.hashers.MD5PasswordHasher"],
    ):
        yield


@pytest.fixture(scope="session")
def _chromium():
    # One Chromium per test worker: launching it for each browser test cost more than many
    # of the tests themselves.
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path="/usr/bin/chromium",
            args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
        )
        yield chromium
        chromium.close()


@pytest.fixture
def browser(_chromium):
    """Headless Chromium, as the browser tests drive it. Each test works in its own contexts
    (cookies, storage, service workers), closed when it ends."""
    yield _chromium
    for context in _chromium.contexts:
        context.close()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """Playwright's sync API leaves its event loop marked as running in the main thread for as
    long as the worker's Chromium lives. A test that drives no browser runs its whole protocol
    with the mark cleared (nothing of Playwright's runs meanwhile) and gives it back after:
    setup and teardown too, since the module-scoped fixtures it sets up and tears down (a
    module's world, built once) would otherwise meet the mark. With the mark, asyncio.run and
    Django's async views refuse to start, and Django's connections are kept per context
    instead of per thread: a world built so sits in a transaction of a second connection,
    which its tests, on the thread's own, never see."""
    left = asyncio._get_running_loop()
    if left is None or "browser" in getattr(item, "fixturenames", ()):
        return (yield)
    asyncio._set_running_loop(None)
    try:
        return (yield)
    finally:
        asyncio._set_running_loop(left)


@pytest.fixture(scope="session", autouse=True)
def _requests_leave_the_tests_connection_open():
    """Django closes a thread's database connections at each request's start and end
    (`close_old_connections`); its test clients turn that off for their own requests, since
    the test's connection holds the test's transaction, or a module's world built once. The
    ASGI handler that the stream tests run for real, and any async view's sync parts, run in
    this thread too: for them it is off the same way, for the whole run."""
    from django.core.signals import request_finished, request_started
    from django.db import close_old_connections

    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture(autouse=True)
def _fresh_rate_counts():
    # Rate limits count in Django's cache, which outlives a test: each test starts uncounted.
    from django.core.cache import cache

    cache.clear()


@pytest.fixture(scope="session", autouse=True)
def _own_cache_unless_asked():
    """REDIS_URL (CI sets it) is for the tests that ask for it (`redis_cache`): the others
    count in their process's own memory, as `make run` does, so that two workers never share
    or clear each other's keys."""
    from django.test import override_settings

    with override_settings(
        CACHES={"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}},
        SESSION_ENGINE="django.contrib.sessions.backends.db",
        LIVE_STAMPS=False,
    ):
        yield


@pytest.fixture
def redis_cache(settings, worker_id):
    """Django's cache in Redis, at REDIS_URL, as two servers share it: a database of its own
    for each xdist worker, emptied before and after."""
    url = os.environ.get("REDIS_URL")
    if not url:
        pytest.skip("REDIS_URL is not set: these tests need a redis-server (.ci/run starts one)")
    from urllib.parse import urlsplit, urlunsplit

    from django.core.cache import cache

    worker = int(worker_id[2:]) if worker_id.startswith("gw") else 0
    parts = urlsplit(url)
    # Counted on from REDIS_URL's own database (0 in CI), so that runs sharing a Redis can
    # keep apart.
    first = int(parts.path.strip("/") or 0) + 1
    location = urlunsplit(parts._replace(path=f"/{(first + worker) % 16}"))
    settings.CACHES = {
        "default": {
            "BACKEND": "clubscore.cache.RedisCache",
            "LOCATION": location,
            "KEY_PREFIX": f"test-{worker_id}",
        }
    }
    cache.clear()
    yield cache
    cache.clear()


@pytest.fixture(autouse=True)
def _default_language():
    # A request's LocaleMiddleware leaves its language active in the thread: a test that
    # asked in French must not make the next test's English sentences French.
    yield
    from django.utils import translation

    translation.deactivate()


@pytest.fixture(autouse=True)
def _plain_http(settings):
    # Production settings redirect to HTTPS and mark cookies secure; the test client and the
    # live server speak plain HTTP.
    settings.SECURE_SSL_REDIRECT = False
    settings.SESSION_COOKIE_SECURE = False
    settings.CSRF_COOKIE_SECURE = False
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }


@pytest.fixture
def organiser(django_user_model):
    return django_user_model.objects.create_user("olga", password="secret-pass-1")


@pytest.fixture
def club(organiser):
    from scoring.models import Club

    club = Club.objects.create(name="Prague Mah-Jong Club", slug="prague")
    club.organisers.add(organiser)
    return club


@pytest.fixture
def players(club):
    from scoring.models import Player

    names = ["Alena", "Bob", "Chen", "Dana", "Eva", "Frank", "Greta", "Hiro"]
    return [Player.objects.create(club=club, name=n) for n in names]


@pytest.fixture
def scorer(django_user_model):
    return django_user_model.objects.create_user("sam", password="secret-pass-2")


@pytest.fixture
def table_session(club, players, scorer):
    """A club-night session: Alena starts at East, Bob South, Chen West, Dana North."""
    import datetime

    from scoring.models import Session

    session = Session.objects.create(
        club=club,
        title="Tuesday club night",
        date=datetime.date(2026, 11, 17),
        east=players[0],
        south=players[1],
        west=players[2],
        north=players[3],
    )
    session.scorers.add(scorer)
    return session


def mcr_night(club, players, scorer, depth="fans"):
    """An MCR club night at one table, recorded by `scorer` at `depth`: Alena starts at East,
    Bob South, Chen West, Dana North."""
    import datetime

    from scoring.models import Session

    session = Session.objects.create(
        club=club,
        title="MCR Wednesday",
        date=datetime.date(2026, 11, 18),
        ruleset="mcr",
        entry_depth=depth,
        east=players[0],
        south=players[1],
        west=players[2],
        north=players[3],
    )
    session.scorers.add(scorer)
    return session


@pytest.fixture
def mcr_session(club, players, scorer):
    """An MCR club night recorded at the `fans` depth (mcr_night)."""
    return mcr_night(club, players, scorer)
