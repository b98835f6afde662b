from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _


class ClubNight(models.Model):
    """One evening of a club: the games played at its tables (players may change tables)."""

    club = models.ForeignKey("scoring.Club", on_delete=models.PROTECT, related_name="nights")
    date = models.DateField(_("date"))
    title = models.CharField(_("title"), max_length=160)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-date", "-id"]

    def __str__(self):
        return self.title

    def get_absolute_url(self):
        return reverse("night", args=[self.pk])


class Season(models.Model):
    """A club's named date range ("Autumn league 2026") with its ladder."""

    class Measure(models.TextChoices):
        SCORE = "score", _("total score")
        TABLE_POINTS = "table_points", _("table points per game")
        AVERAGE = "average", _("average score per game")

    club = models.ForeignKey("scoring.Club", on_delete=models.PROTECT, related_name="seasons")
    name = models.CharField(_("name"), max_length=160)
    start = models.DateField(_("first day"))
    end = models.DateField(_("last day"))
    measure = models.CharField(
        _("standings by"), max_length=16, choices=Measure.choices, default=Measure.SCORE
    )
    # Empty: each ruleset played in the season has its own standings (never one total of
    # MCR and classical scores); a ruleset id: only that ruleset's games count.
    ruleset = models.CharField(_("ruleset"), max_length=32, blank=True)
    # Signed on purpose: a negative number typed in a form or the admin gets a clear error
    # from the service instead of a database constraint message.
    min_games = models.IntegerField(_("minimum games to be ranked"), default=0)
    # the house rules a game of the season is played by unless it chooses its own
    house_rules = models.ForeignKey(
        "scoring.HouseRulesetVersion",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="seasons",
        verbose_name=_("house rules"),
    )
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-start", "-id"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(end__gte=models.F("start")), name="season_ends_after_start"
            ),
            models.CheckConstraint(
                condition=models.Q(min_games__gte=0), name="season_min_games_not_negative"
            ),
        ]

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return reverse("season", args=[self.pk])


class Rating(models.Model):
    """A player's current rating in one ruleset (openskill Plackett-Luce): MCR, riichi and
    classical games are rated apart, each from 25 ± 8.33. Written by the ratings replay
    (scoring.services.ratings.rating) from the player's last RatingChange in that ruleset."""

    player = models.ForeignKey("scoring.Player", on_delete=models.CASCADE, related_name="ratings")
    ruleset = models.CharField(_("ruleset"), max_length=32)
    mu = models.FloatField()
    sigma = models.FloatField()
    games = models.PositiveIntegerField(default=0)  # the rated games of this ruleset

    class Meta:
        ordering = ["player_id", "ruleset"]
        constraints = [
            models.UniqueConstraint(fields=["player", "ruleset"], name="one_rating_a_ruleset")
        ]

    def __str__(self):
        return f"{self.player_id} in {self.ruleset}: {self.mu:.2f} ± {self.sigma:.2f}"


class RatingChange(models.Model):
    """A player's rating after one rated game (openskill Plackett-Luce): the rating history.

    The game's ruleset (Session.ruleset) is the rating's: each ruleset has its own history.
    Rebuilt from the games whenever an earlier game of the ruleset changes; the player's
    current rating per ruleset is the Rating row.
    """

    session = models.ForeignKey(
        "scoring.Session", on_delete=models.CASCADE, related_name="rating_changes"
    )
    player = models.ForeignKey(
        "scoring.Player", on_delete=models.CASCADE, related_name="rating_changes"
    )
    mu_before = models.FloatField()
    sigma_before = models.FloatField()
    mu = models.FloatField()
    sigma = models.FloatField()

    class Meta:
        ordering = ["session__date", "session_id", "player_id"]
        constraints = [
            models.UniqueConstraint(fields=["session", "player"], name="one_rating_a_game")
        ]

    def __str__(self):
        return f"{self.player_id} after {self.session_id}: {self.mu:.2f} ± {self.sigma:.2f}"


class PlayerMerge(models.Model):
    """The audit row of one merge: `source` (a duplicate) was folded into `target`."""

    source = models.ForeignKey("scoring.Player", on_delete=models.PROTECT, related_name="+")
    target = models.ForeignKey("scoring.Player", on_delete=models.PROTECT, related_name="+")
    moved = models.JSONField(default=dict)  # rows moved, by kind
    reason = models.TextField()
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-at", "-id"]

    def __str__(self):
        return f"{self.source_id} -> {self.target_id}"
