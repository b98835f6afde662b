from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from . import identity
from .membership import Audience, PublicNames


class NightMeasure(models.TextChoices):
    """How a club ranks the players of one club night."""

    SCORE = "score", _("total score")
    TABLE_POINTS = "table_points", _("table points")
    BOTH = "both", _("table points, then total score (both shown)")


class Club(models.Model):
    name = models.CharField(_("name"), max_length=120)
    slug = models.SlugField(unique=True)
    night_measure = models.CharField(
        _("club night standings by"),
        max_length=16,
        choices=NightMeasure.choices,
        default=NightMeasure.SCORE,
    )
    organisers = models.ManyToManyField(
        settings.AUTH_USER_MODEL, blank=True, related_name="organised_clubs"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    # Privacy (scoring.services.people.privacy): who sees what, and how names show to the others.
    players_visible_to = models.CharField(
        _("player pages visible to"), max_length=16, choices=Audience.choices, default="public"
    )
    standings_visible_to = models.CharField(
        _("standings visible to"), max_length=16, choices=Audience.choices, default="public"
    )
    results_visible_to = models.CharField(
        _("result files visible to"), max_length=16, choices=Audience.choices, default="public"
    )
    public_names = models.CharField(
        _("names shown to visitors as"),
        max_length=16,
        choices=PublicNames.choices,
        default="full",
    )

    class Meta:
        ordering = ["name"]

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return reverse("club", args=[self.slug])

    def is_organiser(self, user) -> bool:
        """Asks scoring.permissions, the one place that decides (superusers included)."""
        from scoring import permissions

        return permissions.is_organiser(user, self)


class Player(models.Model):
    club = models.ForeignKey(Club, on_delete=models.PROTECT, related_name="players")
    name = models.CharField(_("name"), max_length=120)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="players",
    )
    country = models.CharField(_("country"), max_length=60, blank=True)
    # For the EMA ranking: the player's EMA number (8 ASCII digits) and nationality (an ISO
    # 3166-1 alpha-3 code); scoring.models.identity checks both.
    ema_number = models.CharField(
        _("EMA number"), max_length=8, blank=True, validators=[identity.validate_ema_number]
    )
    nationality = models.CharField(
        _("nationality"), max_length=3, blank=True, validators=[identity.validate_nationality]
    )
    active = models.BooleanField(default=True)
    # The ratings, one per ruleset played, are Rating rows (scoring/models/season.py).

    class Meta:
        ordering = ["name"]
        constraints = [
            models.UniqueConstraint(fields=["club", "name"], name="player_name_unique_in_club")
        ]

    def __str__(self):
        return self.name

    # How a loaded player is named for whoever is looking: current_viewer(), shown_name(viewer,
    # player) and initials(name), installed by scoring.services.people.privacy (the models know
    # nothing of who is looking; without it a player is named by the stored name).
    naming = None

    def save(self, *args, **kwargs):
        # A player loaded with initials keeps its stored name unless the name was changed.
        stored = getattr(self, "_stored_name", None)
        if stored is not None and self.naming and self.name == self.naming.initials(stored):
            self.name = stored
        super().save(*args, **kwargs)

    def get_absolute_url(self):
        return reverse("player", args=[self.pk])

    @classmethod
    def from_db(cls, db, field_names, values):
        """A player is named as whoever is looking may see them (scoring.services.people.privacy):
        every page, file and API answer built from it alike. The full name stays stored."""
        player = super().from_db(db, field_names, values)
        naming = cls.naming
        viewer = naming.current_viewer() if naming else None
        if viewer is not None and "name" in player.__dict__:
            shown = naming.shown_name(viewer, player)
            if shown != player.name:
                player._stored_name, player.name = player.name, shown
        return player
