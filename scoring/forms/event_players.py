"""What a tournament's players type themselves: their table's scores, confirmed or disputed
on a phone, and their registration on the event's public page; and the organiser's settings
for both (docs/tournaments.md)."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from scoring import limits
from scoring.engine.tiles import SEATS
from scoring.models import Tournament
from scoring.models.identity import (
    EMA_NUMBER_ERROR,
    nationality_choices,
    validate_ema_number,
)
from scoring.services.tournaments import registrations
from scoring.services.tournaments import table_confirmations as confirmations


def _no_control_characters(value: str) -> None:
    if any(not c.isprintable() for c in value):
        raise forms.ValidationError(_("Type letters, digits and spaces only."))


class TableCodeForm(forms.Form):
    code = forms.CharField(
        label=_("Your table's code"),
        max_length=24,
        help_text=_("On your table's score sheet, or ask the desk. For example: 7K2QD-M9XPA."),
        widget=forms.TextInput(attrs={"autocapitalize": "characters", "autocomplete": "off"}),
    )

    def clean_code(self):
        code = confirmations.normalised_code(self.cleaned_data["code"])
        if not code:
            raise forms.ValidationError(
                _("A table's code has 10 letters and digits, for example 7K2QD-M9XPA.")
            )
        return code


class ConfirmForm(forms.Form):
    """A player's word on the scores shown: confirm, or dispute with a reason. It carries the
    seat it speaks for and the result's version it was shown."""

    seat = forms.ChoiceField(choices=[(s, s) for s in SEATS], widget=forms.HiddenInput)
    version = forms.IntegerField(min_value=0, max_value=limits.INTEGER, widget=forms.HiddenInput)
    verdict = forms.ChoiceField(
        choices=confirmations.Verdict.choices, widget=forms.HiddenInput, required=False
    )
    reason = forms.CharField(
        label=_("What is wrong (if you dispute)"),
        max_length=confirmations.REASON_LENGTH,
        required=False,
    )


class PlayerScoresForm(forms.Form):
    """The four final scores typed on the first phone at a table (players enter first)."""

    seat = forms.ChoiceField(choices=[(s, s) for s in SEATS], widget=forms.HiddenInput)
    version = forms.IntegerField(min_value=0, max_value=limits.INTEGER, widget=forms.HiddenInput)

    def __init__(self, *args, names: dict, **kwargs):
        super().__init__(*args, **kwargs)
        for seat in SEATS:
            self.fields[f"score_{seat}"] = forms.IntegerField(
                label=names.get(seat, seat),
                min_value=-limits.INTEGER,
                max_value=limits.INTEGER,
                widget=forms.NumberInput(attrs={"inputmode": "numeric"}),
            )

    def scores(self) -> dict:
        return {seat: self.cleaned_data[f"score_{seat}"] for seat in SEATS}


class RegistrationForm(forms.Form):
    name = forms.CharField(label=_("Name"), max_length=limits.NAME, strip=True)
    home_club = forms.CharField(label=_("Club"), max_length=80, required=False, strip=True)
    nationality = forms.ChoiceField(label=_("Country"), required=False)
    ema_number = forms.CharField(
        label=_("EMA number"),
        max_length=8,
        required=False,
        help_text=_("8 digits; empty if you have none."),
        error_messages={"max_length": EMA_NUMBER_ERROR},
    )
    email = forms.EmailField(
        label=_("E-mail"),
        max_length=254,
        required=False,
        help_text=_("Optional: only the organisers see it."),
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["nationality"].choices = [("", "—"), *nationality_choices()]

    def clean_name(self):
        name = " ".join(self.cleaned_data["name"].split())
        _no_control_characters(name)
        if not name:
            raise forms.ValidationError(_("Type your name."))
        return name

    def clean_home_club(self):
        club = " ".join(self.cleaned_data["home_club"].split())
        _no_control_characters(club)
        return club

    def clean_ema_number(self):
        value = self.cleaned_data["ema_number"].strip()
        validate_ema_number(value)
        return value

    def sign_up(self) -> registrations.SignUp:
        data = self.cleaned_data
        return registrations.SignUp(
            name=data["name"],
            home_club=data["home_club"],
            nationality=data["nationality"],
            ema_number=data["ema_number"],
            email=data["email"],
        )


class RegistrationSettingsForm(forms.ModelForm):
    class Meta:
        model = Tournament
        fields = ["registration_open", "capacity", "registration_approval", "table_entry"]
        widgets = {"capacity": forms.NumberInput(attrs={"max": limits.PLAYERS_PER_EVENT})}

    def clean_capacity(self):
        capacity = self.cleaned_data["capacity"]
        if capacity > limits.PLAYERS_PER_EVENT:
            raise forms.ValidationError(
                _("A tournament has at most %(n)s players.") % {"n": limits.PLAYERS_PER_EVENT}
            )
        return capacity

    def clean_table_entry(self):
        entry = self.cleaned_data["table_entry"]
        if (
            entry == Tournament.TableEntry.PLAYERS
            and self.instance.results_entry != Tournament.Entry.FINAL
        ):
            raise forms.ValidationError(
                _(
                    "Players enter a table's four final scores: this event's desk enters each "
                    "hand from the score sheet, so the desk enters first."
                )
            )
        return entry


class DecisionForm(forms.Form):
    registration = forms.IntegerField(widget=forms.HiddenInput, max_value=limits.INTEGER)
    decision = forms.ChoiceField(
        label=_("Decision"), choices=[("approve", _("Approve")), ("refuse", _("Refuse"))]
    )


class ResolveForm(forms.Form):
    version = forms.IntegerField(min_value=0, max_value=limits.INTEGER, widget=forms.HiddenInput)
