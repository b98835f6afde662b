"""The login lockout: django-axes' database handler, counting failures three ways.

Axes locks one username tried from one address (AXES_LOCKOUT_PARAMETERS in the settings) and
anything from an address that failed too often. This handler adds the third way: one
password tried against many usernames (a password spray), from any number of addresses. A
failed password is kept as a keyed digest (HMAC with SECRET_KEY, shortened), never as text,
in axes' own AccessAttempt table under a username no account can have, so that axes' cool-off,
reset and admin pages treat it like any other failure.
"""

from __future__ import annotations

import hashlib
import hmac

from axes.attempts import get_cool_off_threshold
from axes.conf import settings as axes_settings
from axes.handlers.database import AxesDatabaseHandler
from axes.models import AccessAttempt
from django.conf import settings
from django.db import transaction
from django.db.models import F, Sum

from scoring import limits

# No username starts with a space and a colon (Django's username validator refuses both).
PASSWORD_KEY = " password:"


def client_address(request) -> str | None:
    """The address a request came from: REMOTE_ADDR, or behind TRUSTED_PROXIES proxies (the
    TLS-terminating proxy of the README), the address the nearest of them was connected from,
    as it appended it to X-Forwarded-For (what a client writes there itself stays on the left).
    Counted per address by the login lockout and the join links' rate."""
    proxies = getattr(settings, "TRUSTED_PROXIES", 0)
    if proxies:
        forwarded = [a.strip() for a in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
        forwarded = [a for a in forwarded if a]
        if len(forwarded) >= proxies:
            return forwarded[-proxies][:64]
    return request.META.get("REMOTE_ADDR")


def password_key(request, credentials: dict | None) -> str | None:
    """The digest a failed password is counted under, or None when there is no password."""
    password = (credentials or {}).get(axes_settings.AXES_PASSWORD_FORM_FIELD)
    if not password or set(password) == {"*"}:  # Django masks it in the failure signal
        password = request.POST.get(axes_settings.AXES_PASSWORD_FORM_FIELD) if request else None
    if not password:
        return None
    digest = hmac.new(settings.SECRET_KEY.encode(), password.encode(), hashlib.sha256)
    return PASSWORD_KEY + digest.hexdigest()[:20]


class LoginLockoutHandler(AxesDatabaseHandler):
    """Locked when any count reaches its limit (scoring.limits): the username from this
    address (AXES_FAILURE_LIMIT), this address (LOGIN_FAILURES_PER_ADDRESS), or this
    password against any usernames (LOGIN_FAILURES_PER_PASSWORD)."""

    def get_failures(self, request, credentials: dict | None = None) -> int:
        limit = axes_settings.AXES_FAILURE_LIMIT
        if self._address_failures(request) >= limits.LOGIN_FAILURES_PER_ADDRESS:
            return limit
        key = password_key(request, credentials)
        if key and self._password_failures(request, key) >= limits.LOGIN_FAILURES_PER_PASSWORD:
            return limit
        return super().get_failures(request, credentials)

    def user_login_failed(self, sender, credentials: dict, request=None, **kwargs):
        # A sign-in refused because it was locked was never tried against the password: it
        # may be the right one (its owner trying again), and counting it would lock every
        # account that uses it, from every address.
        # (Axes marks no such request while it resets the cool-off on a locked failure.)
        locked = request is not None and self.is_locked(request, credentials)
        key = password_key(request, credentials) if request is not None and not locked else None
        if key:
            self._count(request, key)
        return super().user_login_failed(sender, credentials, request, **kwargs)

    def _recent(self, request):
        attempts = AccessAttempt.objects.all()
        if axes_settings.AXES_COOLOFF_TIME is not None:
            attempts = attempts.filter(attempt_time__gte=get_cool_off_threshold(request))
        return attempts

    def _password_failures(self, request, key: str) -> int:
        found = self._recent(request).filter(username=key).aggregate(n=Sum("failures_since_start"))
        return found["n"] or 0

    def _address_failures(self, request) -> int:
        address = getattr(request, "axes_ip_address", None)
        if not address:
            return 0
        attempts = self._recent(request).filter(ip_address=address)
        found = attempts.exclude(username__startswith=PASSWORD_KEY).aggregate(
            n=Sum("failures_since_start")
        )
        return found["n"] or 0

    def _count(self, request, key: str) -> None:
        with transaction.atomic():
            attempt, created = AccessAttempt.objects.select_for_update().get_or_create(
                username=key,
                ip_address=request.axes_ip_address,
                user_agent=request.axes_user_agent[:255],
                defaults={
                    "get_data": "",
                    "post_data": "",
                    "http_accept": request.axes_http_accept,
                    "path_info": request.axes_path_info,
                    "failures_since_start": 1,
                    "attempt_time": request.axes_attempt_time,
                },
            )
            if not created:
                attempt.failures_since_start = F("failures_since_start") + 1
                attempt.attempt_time = request.axes_attempt_time
                attempt.save(update_fields=["failures_since_start", "attempt_time"])
