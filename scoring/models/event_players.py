"""What a tournament's players do for themselves: confirm (or dispute) their table's result
on their phones, and register on the event's public page (docs/tournaments.md)."""

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class TableConfirmation(models.Model):
    """One player's word on their table's result as it stood at `version` (the table's
    latest TableResultRevision; 0 before any). A later change of the result makes it stale:
    it no longer counts, and the player confirms again. Rows are kept as the table's log."""

    class Verdict(models.TextChoices):
        CONFIRMED = "confirmed", _("confirmed")
        DISPUTED = "disputed", _("disputed")

    table = models.ForeignKey(
        "scoring.Table", on_delete=models.CASCADE, related_name="confirmations"
    )
    player = models.ForeignKey("scoring.Player", on_delete=models.PROTECT, related_name="+")
    version = models.PositiveIntegerField()
    # The result confirmed, by the session's seats (as Table.result): a result changed
    # without a new revision (a hand corrected at the table) makes the confirmation stale too.
    result = models.JSONField(null=True)
    verdict = models.CharField(max_length=12, choices=Verdict.choices)
    reason = models.CharField(_("reason"), max_length=200, blank=True)
    # The phone that gave it (a digest of its signed cookie): another phone cannot replace it.
    phone = models.CharField(max_length=64)
    at = models.DateTimeField(auto_now=True)
    # The desk settled a dispute, keeping the result: the table is no longer flagged.
    resolved_at = models.DateTimeField(null=True, blank=True)
    resolved_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        ordering = ["table", "version", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["table", "player", "version"], name="one_word_per_player_and_result"
            )
        ]

    def __str__(self):
        return f"{self.table} v{self.version} {self.player_id} {self.verdict}"


class Registration(models.Model):
    """A sign-up on an event's public page. Its person is a Player of the organising club (the
    name lives there only, shown through scoring.services.people.privacy); an accepted registration
    is one of the event's players. The private link's token is kept only as a digest."""

    class Status(models.TextChoices):
        PENDING = "pending", _("awaiting the organiser's approval")
        ACCEPTED = "accepted", _("accepted")
        WAITING = "waiting", _("on the waiting list")
        REFUSED = "refused", _("refused")
        WITHDRAWN = "withdrawn", _("withdrawn")

    # A registration in one of these holds (or waits for) a place: one per person and event.
    ACTIVE = (Status.PENDING, Status.ACCEPTED, Status.WAITING)

    tournament = models.ForeignKey(
        "scoring.Tournament", on_delete=models.CASCADE, related_name="registrations"
    )
    player = models.ForeignKey("scoring.Player", on_delete=models.PROTECT, related_name="+")
    # The player was made for this registration (not a player the club already had): only
    # then does "forget me" on the private link erase the player's name.
    created_player = models.BooleanField(default=False)
    home_club = models.CharField(_("club"), max_length=80, blank=True)
    # As typed (the player's own fields are set from them only for a player made here).
    ema_number = models.CharField(_("EMA number"), max_length=8, blank=True)
    nationality = models.CharField(_("country"), max_length=3, blank=True)
    email = models.EmailField(_("e-mail"), max_length=254, blank=True)
    status = models.CharField(max_length=12, choices=Status.choices)
    token_digest = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    decided_at = models.DateTimeField(null=True, blank=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        ordering = ["tournament", "created_at", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["tournament", "player"],
                condition=models.Q(status__in=["pending", "accepted", "waiting"]),
                name="one_active_registration_per_player",
            )
        ]

    def __str__(self):
        return f"{self.tournament_id}: {self.player_id} {self.status}"
