from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from scoring.engine.tiles import SEATS

SEAT_CHOICES = [("E", _("East")), ("S", _("South")), ("W", _("West")), ("N", _("North"))]


class Session(models.Model):
    """One game at one table: a club night, or a tournament table's game."""

    class Kind(models.TextChoices):
        CLUB = "club", _("club night")
        TOURNAMENT = "tournament", _("tournament game")

    class Length(models.TextChoices):
        FULL = "full", _("full game (four winds)")
        ONE_WIND = "one_wind", _("one wind")
        HANDS = "hands", _("a number of hands")

    club = models.ForeignKey("scoring.Club", on_delete=models.PROTECT, related_name="sessions")
    title = models.CharField(_("title"), max_length=160)
    date = models.DateField(_("date"))
    kind = models.CharField(max_length=12, choices=Kind.choices, default=Kind.CLUB)
    ruleset = models.CharField(_("ruleset"), max_length=32, default="millington")
    ruleset_version = models.PositiveIntegerField(default=1)
    options = models.JSONField(_("option overrides"), default=dict, blank=True)
    length = models.CharField(max_length=12, choices=Length.choices, default=Length.FULL)
    hand_limit = models.PositiveIntegerField(null=True, blank=True)
    # The players in their starting seats (who was East for the first hand, and so on).
    east = models.ForeignKey("scoring.Player", on_delete=models.PROTECT, related_name="+")
    south = models.ForeignKey("scoring.Player", on_delete=models.PROTECT, related_name="+")
    west = models.ForeignKey("scoring.Player", on_delete=models.PROTECT, related_name="+")
    north = models.ForeignKey("scoring.Player", on_delete=models.PROTECT, related_name="+")
    scorers = models.ManyToManyField(
        settings.AUTH_USER_MODEL, blank=True, related_name="scored_sessions"
    )
    referees = models.ManyToManyField(
        settings.AUTH_USER_MODEL, blank=True, related_name="refereed_sessions"
    )
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-date", "-id"]

    def __str__(self):
        return self.title

    def get_absolute_url(self):
        return reverse("session", args=[self.pk])

    @property
    def starting_seats(self) -> dict:
        return {"E": self.east, "S": self.south, "W": self.west, "N": self.north}


class Hand(models.Model):
    session = models.ForeignKey(Session, on_delete=models.PROTECT, related_name="hands")
    number = models.PositiveIntegerField()
    prevailing_wind = models.CharField(max_length=1, choices=SEAT_CHOICES)
    east = models.ForeignKey("scoring.Player", on_delete=models.PROTECT, related_name="+")
    winner = models.CharField(max_length=1, choices=SEAT_CHOICES, blank=True)
    win_source = models.CharField(max_length=16, blank=True)
    drawn = models.BooleanField(default=False)
    east_keeps_deal = models.BooleanField(default=False)
    # The engine's input document and its answer: the record can always be re-scored.
    input = models.JSONField()
    output = models.JSONField(default=dict)
    ruleset_version = models.PositiveIntegerField(default=1)
    version = models.PositiveIntegerField(default=1)
    submission_key = models.UUIDField(null=True, blank=True, unique=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    deleted_at = models.DateTimeField(null=True, blank=True)
    deleted_reason = models.TextField(blank=True)

    class Meta:
        ordering = ["session", "number"]
        constraints = [
            models.UniqueConstraint(
                fields=["session", "number"],
                condition=models.Q(deleted_at__isnull=True),
                name="hand_number_unique_among_live_hands",
            )
        ]

    def __str__(self):
        return f"{self.session} hand {self.number}"

    def get_absolute_url(self):
        return reverse("hand", args=[self.session_id, self.number])


class HandPlayer(models.Model):
    """One seat's part of a hand: who sat there, what they held, what they scored and paid."""

    hand = models.ForeignKey(Hand, on_delete=models.CASCADE, related_name="seats")
    seat = models.CharField(max_length=1, choices=SEAT_CHOICES)
    player = models.ForeignKey(
        "scoring.Player", on_delete=models.PROTECT, related_name="hand_seats"
    )
    melds = models.JSONField(default=list, blank=True)
    concealed = models.JSONField(default=list, blank=True)
    bonus = models.JSONField(default=list, blank=True)
    score = models.IntegerField(default=0)
    payment = models.IntegerField(default=0)

    class Meta:
        ordering = ["hand", "seat"]
        constraints = [models.UniqueConstraint(fields=["hand", "seat"], name="one_player_a_seat")]

    def __str__(self):
        return f"{self.hand} {self.seat}: {self.player}"

    @property
    def seat_order(self) -> int:
        return SEATS.index(self.seat)


class Penalty(models.Model):
    class Ruling(models.TextChoices):
        NONE = "", _("as the engine found")
        UPHELD = "upheld", _("upheld by the referee")
        REJECTED = "rejected", _("rejected by the referee")

    hand = models.ForeignKey(Hand, on_delete=models.CASCADE, related_name="penalties")
    type = models.CharField(max_length=32)
    offender = models.CharField(max_length=1, choices=SEAT_CHOICES)
    details = models.JSONField(default=dict, blank=True)
    applied = models.BooleanField(default=False)
    rule = models.CharField(max_length=32, blank=True)
    why = models.TextField(blank=True)
    ruling = models.CharField(max_length=10, choices=Ruling.choices, blank=True)

    def __str__(self):
        return f"{self.type} by {self.offender} in {self.hand}"


class HandRevision(models.Model):
    """An immutable history row: every create, correction, deletion and ruling of a hand."""

    class Action(models.TextChoices):
        CREATE = "create", _("recorded")
        CORRECT = "correct", _("corrected")
        DELETE = "delete", _("deleted")
        RESTORE = "restore", _("restored")
        RULING = "ruling", _("referee ruling")

    hand = models.ForeignKey(Hand, on_delete=models.PROTECT, related_name="revisions")
    version = models.PositiveIntegerField()
    action = models.CharField(max_length=10, choices=Action.choices)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    at = models.DateTimeField(auto_now_add=True)
    reason = models.TextField(blank=True)
    rule = models.CharField(max_length=32, blank=True)
    before = models.JSONField(null=True, blank=True)
    after = models.JSONField(null=True, blank=True)

    class Meta:
        ordering = ["hand", "at", "id"]

    def __str__(self):
        return f"{self.hand} v{self.version} {self.action}"

    def save(self, *args, **kwargs):
        if self.pk is not None:
            raise ValueError("history rows are immutable")
        return super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise ValueError("history rows are immutable")
