"""Forms of club nights, seasons, the player page's filter and merging players. They check
what a field alone can say; the rules between fields live in the services, whose errors the
views put back on the field they name."""

from django import forms
from django.db.models import Exists, OuterRef
from django.utils.translation import gettext_lazy as _

from scoring import limits
from scoring.models import (
    Club,
    ClubNight,
    HouseRulesetVersion,
    Player,
    PlayerMerge,
    Season,
    Session,
)
from scoring.services.hands import house_rules

from .widgets import DatePicker


class ServiceErrorsMixin:
    def add_service_error(self, exc):
        field = exc.field if exc.field in self.fields else None
        self.add_error(field, exc.message)


class NightForm(ServiceErrorsMixin, forms.ModelForm):
    class Meta:
        model = ClubNight
        fields = ["title", "date"]
        widgets = {"date": DatePicker()}


class NightMeasureForm(forms.ModelForm):
    class Meta:
        model = Club
        fields = ["night_measure"]
        error_messages = {
            "night_measure": {"invalid_choice": _("Choose one of the measures offered.")}
        }


class AddGameForm(ServiceErrorsMixin, forms.Form):
    session = forms.ModelChoiceField(label=_("Game"), queryset=Session.objects.none())

    def __init__(self, *args, night: ClubNight, **kwargs):
        super().__init__(*args, **kwargs)
        # Any of the club's games may be chosen; the service says why one cannot join.
        self.fields["session"].queryset = Session.objects.filter(club_id=night.club_id)


class SeasonForm(ServiceErrorsMixin, forms.Form):
    # A plain form: the season's rules between fields (its end after its start, a minimum
    # not below zero) are the service's, and give its messages rather than a constraint's.
    name = forms.CharField(label=_("Name"), max_length=160)
    start = forms.DateField(label=_("First day"), widget=DatePicker())
    end = forms.DateField(label=_("Last day"), widget=DatePicker())
    measure = forms.ChoiceField(label=_("Standings by"), choices=Season.Measure.choices)
    min_games = forms.IntegerField(
        label=_("Minimum games to be ranked"),
        min_value=-limits.INTEGER,
        max_value=limits.INTEGER,
        initial=0,
        help_text=_("Players with fewer games are listed after the ranked players."),
    )
    ruleset = forms.ChoiceField(
        label=_("Ruleset"),
        required=False,
        help_text=_(
            "Scores of different rulesets are never added up: a season of every ruleset keeps "
            "one standing per ruleset."
        ),
    )

    house_rules = forms.ModelChoiceField(
        label=_("House rules"),
        queryset=HouseRulesetVersion.objects.none(),
        required=False,
        empty_label=_("none"),
        help_text=_("the club's own rules its games play by unless a game chooses others"),
    )

    def __init__(self, *args, rulesets=(), club=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["ruleset"].choices = [("", _("every ruleset, each its own standings"))] + list(
            rulesets
        )
        if club is not None:
            self.fields["house_rules"].queryset = house_rules.usable_in(club)


class PlayerFilterForm(forms.Form):
    season = forms.ModelChoiceField(
        label=_("Season"), queryset=Season.objects.none(), required=False
    )
    ruleset = forms.ChoiceField(label=_("Ruleset"), required=False)

    def __init__(self, *args, player: Player, rulesets, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["season"].queryset = Season.objects.filter(club_id=player.club_id)
        self.fields["season"].empty_label = _("all dates")
        self.fields["ruleset"].choices = [("", _("all rulesets"))] + list(rulesets)


class MergeForm(ServiceErrorsMixin, forms.Form):
    source = forms.ModelChoiceField(
        label=_("Duplicate (merged away)"), queryset=Player.objects.none()
    )
    target = forms.ModelChoiceField(label=_("Into (kept)"), queryset=Player.objects.none())
    reason = forms.CharField(
        label=_("Why they are one person"),
        max_length=500,
        error_messages={"required": _("Say why these two players are one person.")},
    )

    def __init__(self, *args, club: Club, **kwargs):
        super().__init__(*args, **kwargs)
        players = (
            Player.objects.filter(club=club)
            .annotate(merged=Exists(PlayerMerge.objects.filter(source=OuterRef("pk"))))
            .order_by("name", "pk")
        )
        self.fields["source"].queryset = players
        self.fields["target"].queryset = players
        for name in ("source", "target"):
            self.fields[name].label_from_instance = _player_label


def _player_label(player):
    # Two players may look alike ("Jan Novák", "Jan Novak"): the number tells them apart.
    merged = f" — {_('merged')}" if getattr(player, "merged", False) else ""
    return f"{player.name} (#{player.pk}){merged}"
