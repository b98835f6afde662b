from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class HouseRuleset(models.Model):
    """A club's own classical ruleset: a base ruleset with changed values, rules switched off
    and special hands (docs/house-rules.md). What it is lives in its versions, never here:
    every change is a new HouseRulesetVersion, and a session keeps the version it chose."""

    club = models.ForeignKey(
        "scoring.Club", on_delete=models.PROTECT, related_name="house_rulesets"
    )
    slug = models.SlugField(_("short name"), max_length=40)
    name = models.CharField(_("name"), max_length=80)
    base = models.CharField(_("base ruleset"), max_length=32)
    # published: other clubs' organisers may see it and play by it (never edit it)
    published = models.BooleanField(_("published"), default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name", "id"]
        constraints = [
            models.UniqueConstraint(fields=["club", "slug"], name="house_ruleset_slug_per_club"),
            models.UniqueConstraint(fields=["club", "name"], name="house_ruleset_name_per_club"),
        ]

    def __str__(self):
        return self.name

    @property
    def rule_id(self) -> str:
        """The id its items cite: house-<club>-<slug>."""
        return f"house-{self.club.slug}-{self.slug}"

    def latest(self):
        return self.versions.order_by("-number").first()


class HouseRulesetVersion(models.Model):
    """One immutable version of a house ruleset: `document` is the contract's `house_rules`
    exactly as every hand scored under it carries it."""

    ruleset = models.ForeignKey(HouseRuleset, on_delete=models.PROTECT, related_name="versions")
    number = models.PositiveIntegerField()
    document = models.JSONField()
    note = models.CharField(_("what changed"), max_length=300, blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["ruleset", "-number"]
        constraints = [
            models.UniqueConstraint(fields=["ruleset", "number"], name="house_version_number"),
        ]

    def __str__(self):
        return f"{self.ruleset.name} v{self.number}"
