"""Club-night forms beside the hand form: ending a session early, adding a guest player."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from scoring.models import Player


class EndSessionForm(forms.Form):
    reason = forms.CharField(
        label=_("why does it end early?"),
        max_length=500,
        help_text=_("e.g. the club closes at ten; kept with the game"),
        error_messages={"required": _("Say why the game ends early; nothing was changed.")},
    )


class GuestPlayerForm(forms.Form):
    name = forms.CharField(label=_("guest's name"), max_length=120)

    def __init__(self, *args, club, **kwargs):
        super().__init__(*args, **kwargs)
        self.club = club

    def clean_name(self):
        name = self.cleaned_data["name"].strip()
        if not name:
            raise forms.ValidationError(_("give the guest a name"))
        if Player.objects.filter(club=self.club, name__iexact=name).exists():
            raise forms.ValidationError(
                _("%(name)s is already a player of this club") % {"name": name}
            )
        return name

    def save(self) -> Player:
        return Player.objects.create(club=self.club, name=self.cleaned_data["name"])
