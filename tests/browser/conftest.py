import pytest
from django.conf import settings as django_settings

from tests.web.conftest import scoring_engine  # noqa: F401  (the millington stand-in, if needed)


@pytest.fixture(scope="session", autouse=True)
def _plain_http_live_server():
    # The live server builds its middleware once, before the function-scoped settings fixture
    # of tests/conftest.py runs, so production's HTTPS redirect must be off before it starts.
    names = ("SECURE_SSL_REDIRECT", "SESSION_COOKIE_SECURE", "CSRF_COOKIE_SECURE")
    saved = {name: getattr(django_settings, name) for name in names}
    for name in names:
        setattr(django_settings, name, False)
    yield
    for name, value in saved.items():
        setattr(django_settings, name, value)
