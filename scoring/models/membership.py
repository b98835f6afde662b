"""A club's people: the roles its organisers give (and the audit of every change) and the
invitations that bring someone in. The organiser role is Club.organisers; scorer and referee
are ClubRole rows. scoring.services.people.clubs writes them; scoring.permissions reads them."""

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class Role(models.TextChoices):
    MEMBER = "member", _("member")  # belongs to the club, with no other role
    SCORER = "scorer", _("scorer")
    REFEREE = "referee", _("referee")
    ORGANISER = "organiser", _("organiser")


class Audience(models.TextChoices):
    """Who may see a club's (or a tournament's) player pages, standings or result files."""

    PUBLIC = "public", _("everyone")
    MEMBERS = "members", _("the club's members")
    ORGANISERS = "organisers", _("the club's organisers")


class PublicNames(models.TextChoices):
    FULL = "full", _("full names")
    INITIALS = "initials", _("initials")


class ClubRole(models.Model):
    """A member, or a scorer or referee of every game of one club (organisers are
    Club.organisers)."""

    club = models.ForeignKey("scoring.Club", on_delete=models.CASCADE, related_name="roles")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="club_roles"
    )
    role = models.CharField(max_length=16, choices=Role.choices)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["club", "user", "role"], name="one_role_once_a_club")
        ]

    def __str__(self):
        return f"{self.role} of {self.club_id}: user {self.user_id}"


class RoleChange(models.Model):
    """The audit row of one role given or taken away."""

    club = models.ForeignKey("scoring.Club", on_delete=models.CASCADE, related_name="role_changes")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    role = models.CharField(max_length=16, choices=Role.choices)
    granted = models.BooleanField()
    by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-at", "-id"]

    def __str__(self):
        return f"{'+' if self.granted else '-'}{self.role} user {self.user_id} at {self.club_id}"


class Invitation(models.Model):
    """A signed, expiring, single-use link. With a club: join it (linked to `player` when set,
    given `role` when set). Without one: the site administrator's leave to create a club."""

    club = models.ForeignKey(
        "scoring.Club", null=True, blank=True, on_delete=models.CASCADE, related_name="invitations"
    )
    player = models.ForeignKey(
        "scoring.Player", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    role = models.CharField(max_length=16, choices=Role.choices, blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    used_at = models.DateTimeField(null=True, blank=True)
    used_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    # Withdrawn by an organiser, or when its maker lost the right to grant it.
    withdrawn_at = models.DateTimeField(null=True, blank=True)
    withdrawn_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self):
        return f"invitation {self.pk} to club {self.club_id}"

    @property
    def expires_at(self):
        """When the link stops working (INVITATION_MAX_AGE after it was made)."""
        import datetime

        return self.created_at + datetime.timedelta(seconds=settings.INVITATION_MAX_AGE)


class AccountEvent(models.Model):
    """The audit row of a one-time password link an organiser issued for someone's account,
    or of a password set through a reset link. Ids only: the names are rendered when shown.
    `noticed_at` is when the account's owner was shown it (at their next sign-in)."""

    class Kind(models.TextChoices):
        LINK_ISSUED = "link_issued", _("password reset link issued")
        PASSWORD_SET = "password_set", _("password set through a reset link")

    club = models.ForeignKey(
        "scoring.Club", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="account_events"
    )
    kind = models.CharField(max_length=16, choices=Kind.choices)
    by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    at = models.DateTimeField(auto_now_add=True)
    noticed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-at", "-id"]

    def __str__(self):
        return f"{self.kind} for user {self.user_id} at {self.at}"


class SiteFounding(models.Model):
    """One row at most (its primary key is fixed): the first sign-up of an empty site inserts
    it and becomes the administrator. The unique key holds where a lock on an empty table
    would lock nothing, so of any number of simultaneous sign-ups exactly one is first."""

    ONLY = 1

    id = models.PositiveSmallIntegerField(primary_key=True, default=ONLY)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.CheckConstraint(condition=models.Q(id=1), name="one_site_founding")]

    def __str__(self):
        return f"site founded by user {self.user_id}"
