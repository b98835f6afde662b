"""Deployment checks: `manage.py check --deploy` fails on what would make a server unsafe."""

from django.conf import settings
from django.core import checks
from django.core.exceptions import ImproperlyConfigured

DEVELOPMENT_KEY_MESSAGE = (
    "SECRET_KEY is not set, so ClubScore would sign sessions and CSRF tokens with the "
    "development key printed in its source"
)


def uses_development_key() -> bool:
    return settings.SECRET_KEY == settings.DEVELOPMENT_SECRET_KEY


@checks.register(checks.Tags.security, deploy=True)
def secret_key_is_set(app_configs, **kwargs):
    if not uses_development_key():
        return []
    return [
        checks.Error(
            DEVELOPMENT_KEY_MESSAGE,
            hint="export SECRET_KEY=\"$(python -c 'import secrets; print(secrets.token_urlsafe(50))')\"",
            id="clubscore.E001",
        )
    ]


def refuse_development_key_in_production() -> None:
    """Called by the WSGI and ASGI entry points: a server with DEBUG off does not start on
    the development key (manage.py commands and the tests still run without SECRET_KEY)."""
    if not settings.DEBUG and uses_development_key():
        raise ImproperlyConfigured(DEVELOPMENT_KEY_MESSAGE + "; set SECRET_KEY (or DEBUG=1).")
