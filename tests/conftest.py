import os

import pytest

# Playwright's sync API runs an event loop in the test thread; Django's ORM calls made from
# those tests are still synchronous and safe.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


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
