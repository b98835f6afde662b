"""Accounts: signing up (the first account becomes the site's administrator), how a person is
named on the pages (never by username), and the one-time password-reset link an organiser can
hand a member when the site sends no email."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.tokens import default_token_generator
from django.db import transaction
from django.urls import reverse
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode
from django.utils.translation import gettext as _

from scoring.models import SiteFounding


def public_name(user) -> str:
    """How a user is named on every page: their display name, else a neutral label (no query,
    so lists of revisions cost nothing more). The username is a login secret, never shown."""
    if user is None:
        return "—"
    name = user.get_full_name().strip()
    if name:
        return name
    return _("member %(number)s") % {"number": user.pk}


@transaction.atomic
def sign_up(username: str, password: str, display_name: str, email: str = ""):
    """A new account; the first one of an empty site is its administrator (superuser), so no
    createsuperuser is needed. Of simultaneous first sign-ups, the one that inserts the site's
    single founding row is first: the others wait on its unique key, then find it there. (A
    lock on the user table would lock nothing while the table is empty.) A site whose
    accounts came another way (the demo, a restored backup) gets no administrator here."""
    User = get_user_model()
    founding, created = SiteFounding.objects.get_or_create(pk=SiteFounding.ONLY)
    first = created and not User.objects.exists()
    user = User.objects.create_user(username=username, email=email, password=password)
    user.first_name = display_name
    if first:
        user.is_superuser = True
        user.is_staff = True
    user.save()
    if first:
        founding.user = user
        founding.save(update_fields=["user"])
    return user


def reset_link(request, user) -> str:
    """A one-time link to set a new password: it stops working once the password changes
    (Django's token covers the password hash) and after PASSWORD_RESET_TIMEOUT."""
    uid = urlsafe_base64_encode(force_bytes(user.pk))
    token = default_token_generator.make_token(user)
    path = reverse("password_reset_confirm", args=[uid, token])
    return request.build_absolute_uri(path)
