from django import forms
from django.utils.translation import gettext_lazy as _

from scoring.engine import standings as standings_engine
from scoring.forms.options import RulesetOptionsMixin
from scoring.models import Player, Round, Tournament, TournamentPenalty
from scoring.services import tournaments as service


class TournamentForm(RulesetOptionsMixin, forms.ModelForm):
    uma = forms.CharField(
        label=_("Uma"),
        required=False,
        help_text=_("Four numbers for places 1-4, summing to 0 (riichi). Empty: EMA %(uma)s.")
        % {"uma": " / ".join(f"{u:+d}" for u in standings_engine.EMA_UMA)},
    )

    class Meta:
        model = Tournament
        fields = [
            "name",
            "date",
            "ruleset",
            "options",
            "scheme",
            "rounds_planned",
            "uma",
            "oka",
            "seed",
        ]
        widgets = {
            "date": forms.DateInput(attrs={"type": "date"}),
            "options": forms.HiddenInput,
        }

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["ruleset"] = forms.ChoiceField(
            label=_("Ruleset"), choices=service.ruleset_choices()
        )
        # Typed per option (scoring.forms.options); what is posted as "options" is ignored.
        self.fields["options"].disabled = True
        self.fields["options"].required = False
        self.add_option_fields(self.instance.options, self.instance.ruleset)
        self.option_field_names = [n for _r, names in self.option_groups for n in names]
        self.fields["rounds_planned"].min_value = 1
        self.fields["rounds_planned"].widget.attrs["min"] = 1
        self.fields["seed"].help_text = _("The same seed gives the same seating.")
        self.initial.setdefault("uma", "")

    def clean_uma(self):
        raw = self.cleaned_data["uma"].replace(",", " ").replace("/", " ").split()
        if not raw:
            return []
        try:
            values = [int(v) for v in raw]
        except ValueError:
            raise forms.ValidationError(_("Uma is four whole numbers.")) from None
        if len(values) != 4:
            raise forms.ValidationError(_("Uma is four numbers, one per place."))
        if sum(values) != 0:
            raise forms.ValidationError(_("Uma must sum to 0 (it moves points between places)."))
        return values

    def clean_rounds_planned(self):
        rounds = self.cleaned_data["rounds_planned"]
        if rounds < 1:
            raise forms.ValidationError(_("A tournament has at least one round."))
        return rounds

    def clean(self):
        data = super().clean()
        if service.registered_ruleset(data.get("ruleset")) is not None:
            data["options"] = self.clean_options_of(data["ruleset"])
        if data.get("scheme") == Tournament.Scheme.UMA and data.get("ruleset") != "riichi":
            self.add_error("scheme", _("Uma and oka belong to the riichi ruleset."))
        return data


class PlayersForm(forms.Form):
    players = forms.CharField(
        label=_("Players"),
        widget=forms.Textarea(attrs={"rows": 6}),
        help_text=_("One a line: name, country (country optional)."),
    )

    def clean_players(self):
        entries = []
        for number, line in enumerate(self.cleaned_data["players"].splitlines(), start=1):
            if not line.strip():
                continue
            name, _sep, country = (part.strip() for part in line.partition(","))
            if not name:
                raise forms.ValidationError(_("Line %(n)s has no name.") % {"n": number})
            if len(name) > 120 or len(country) > 60:
                raise forms.ValidationError(_("Line %(n)s is too long.") % {"n": number})
            entries.append((name, country))
        if not entries:
            raise forms.ValidationError(_("Give at least one player."))
        return entries


class SwapForm(forms.Form):
    first = forms.ModelChoiceField(label=_("Player"), queryset=Player.objects.none())
    second = forms.ModelChoiceField(label=_("swaps seats with"), queryset=Player.objects.none())

    def __init__(self, *args, tournament, **kwargs):
        super().__init__(*args, **kwargs)
        players = tournament.players.order_by("name")
        self.fields["first"].queryset = players
        self.fields["second"].queryset = players

    def clean(self):
        data = super().clean()
        if data.get("first") and data.get("first") == data.get("second"):
            self.add_error("second", _("Choose two different players."))
        return data


class PenaltyForm(forms.ModelForm):
    class Meta:
        model = TournamentPenalty
        fields = ["player", "round", "points", "reason"]

    def __init__(self, *args, tournament, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["player"].queryset = tournament.players.order_by("name")
        self.fields["round"].queryset = Round.objects.filter(tournament=tournament)
        self.fields["round"].required = False
        self.fields["points"].min_value = 1
        self.fields["points"].help_text = _("Points off the player's score.")

    def clean_points(self):
        points = self.cleaned_data["points"]
        if points < 1:
            raise forms.ValidationError(_("A penalty takes at least one point."))
        return points
