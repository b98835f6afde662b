"""Accounts: signing up (the first account becomes the site's administrator), how a person is
named on the pages (never by username), and the one-time password link an organiser can hand
a member when the site sends no email: only for an account that has nothing outside their
club, every link and every password set through a reset link logged (ids only), shown to the
account's owner at their next sign-in and mailed to them when the site sends email."""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.tokens import PasswordResetTokenGenerator
from django.core.mail import send_mail
from django.db import transaction
from django.urls import reverse
from django.utils import formats, timezone
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode
from django.utils.translation import gettext as _

from scoring.models import AccountEvent, Club, ClubRole, Player, SiteFounding


class AccountError(Exception):
    def __init__(self, message, field=None):
        super().__init__(message)
        self.field = field


class HandedResetTokens(PasswordResetTokenGenerator):
    """The tokens of links an organiser hands out: a salt of their own, so such a link works
    only on its own route (which checks again, when it is used, that the organiser still may)
    and a link mailed to the owner works only on Django's."""

    key_salt = "clubscore.handed-password-link"


handed_reset_tokens = HandedResetTokens()


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


# Password links an organiser hands out ----------------------------------------------------------


def reset_refusal(club, user) -> str | None:
    """Why an organiser of `club` may not hand `user` a password link, or None. Only an
    account with nothing anywhere else (no role, no player, no organising, no staff or
    administrator flag outside this club): a link for anyone else would let one club's
    organiser become someone who counts in another club."""
    own = _("Ask them to use their own e-mail password reset (the “Forgot your password?” link).")
    if user.is_superuser or user.is_staff:
        return _("This is a site administrator's account.") + " " + own
    elsewhere = (
        Club.objects.filter(organisers=user).exclude(pk=club.pk).exists()
        or ClubRole.objects.filter(user=user).exclude(club=club).exists()
        or Player.objects.filter(user=user).exclude(club=club).exists()
    )
    if elsewhere:
        return _("This account also belongs to another club.") + " " + own
    return None


@transaction.atomic
def issue_reset_link(request, club, user, by) -> str:
    """A one-time link to set `user`'s password, logged and told to its owner. It stops
    working once the password changes (the token covers the password hash), after
    PASSWORD_RESET_TIMEOUT, and when it is used by an organiser who no longer may."""
    User = get_user_model()
    user = User.objects.select_for_update().get(pk=user.pk)
    refusal = reset_refusal(club, user)
    if refusal:
        raise AccountError(refusal, "user")
    event = AccountEvent.objects.create(
        club=club, user=user, by=by, kind=AccountEvent.Kind.LINK_ISSUED
    )
    _mail_owner(event)
    uid = urlsafe_base64_encode(force_bytes(user.pk))
    token = handed_reset_tokens.make_token(user)
    return request.build_absolute_uri(reverse("handed-password-link", args=[event.pk, uid, token]))


def handed_link_refusal(event_pk, user) -> str | None:
    """Why the handed link `event_pk` no longer sets `user`'s password, or None."""
    event = (
        AccountEvent.objects.filter(pk=event_pk, user=user, kind=AccountEvent.Kind.LINK_ISSUED)
        .select_related("club", "by")
        .first()
    )
    if event is None or event.club is None:
        return _("This link is not valid.")
    by = event.by
    if (
        by is None
        or not by.is_active
        or not (by.is_superuser or event.club.organisers.filter(pk=by.pk).exists())
    ):
        return _("The organiser who made this link no longer organises the club.")
    return reset_refusal(event.club, user)


def password_set(user, handed_event_pk=None) -> AccountEvent:
    """Log a password set through a reset link: a handed one names its organiser and club."""
    issued = AccountEvent.objects.filter(pk=handed_event_pk).first() if handed_event_pk else None
    event = AccountEvent.objects.create(
        user=user,
        kind=AccountEvent.Kind.PASSWORD_SET,
        club=issued.club if issued else None,
        by=issued.by if issued else None,
    )
    _mail_owner(event)
    return event


def describe(event) -> str:
    when = formats.date_format(timezone.localtime(event.at), "SHORT_DATETIME_FORMAT")
    values = {"when": when, "by": public_name(event.by), "club": event.club or "—"}
    if event.kind == AccountEvent.Kind.LINK_ISSUED:
        return (
            _(
                "On %(when)s %(by)s, organiser of %(club)s, made a one-time link to set your "
                "password."
            )
            % values
        )
    if event.by_id:
        return (
            _("On %(when)s your password was set through the link %(by)s (%(club)s) made.") % values
        )
    return _("On %(when)s your password was set through a reset link.") % values


@transaction.atomic
def notices(user) -> list[str]:
    """What happened to the account since its owner last signed in; shown once."""
    events = list(
        AccountEvent.objects.filter(user=user, noticed_at=None)
        .select_related("by", "club")
        .order_by("at", "pk")
    )
    AccountEvent.objects.filter(pk__in=[e.pk for e in events]).update(noticed_at=timezone.now())
    return [describe(e) for e in events]


def _mail_owner(event):
    if not (settings.EMAIL_CONFIGURED and event.user.email):
        return
    body = describe(event) + "\n\n"
    body += _("If you did not expect this, tell your club and change your password.")
    send_mail(_("ClubScore: your password"), body, None, [event.user.email], fail_silently=True)
