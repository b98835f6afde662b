"""The referee's forms: the "what if" preview's one changed fact, and a ruling (a changed fact,
a penalty with its facts, or the whole hand corrected in the scorers' hand form's fields)."""

import copy

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from scoring import limits
from scoring.engine.errors import ContractError
from scoring.engine.vocabulary import CLASSICAL_PENALTY_TYPES, PENALTY_LABELS
from scoring.models.session import SEAT_CHOICES
from scoring.services.hands import referee

from .sessions import CLAIMS

SOURCE_CHOICES = [
    ("wall", gettext_lazy("self-drawn from the wall")),
    ("discard", gettext_lazy("a discard")),
    ("loose_tile", gettext_lazy("the loose tile after a kong")),
    ("robbed_kong", gettext_lazy("robbing a kong")),
]
FACT_CHOICES = [
    ("source", gettext_lazy("how the winning tile came")),
    ("discarder", gettext_lazy("who discarded the winning tile")),
    ("ruling", gettext_lazy("the ruling on a penalty")),
]
RULING_CHOICES = [
    ("upheld", gettext_lazy("upheld")),
    ("rejected", gettext_lazy("rejected")),
    ("", gettext_lazy("as the engine found")),
]
PENALTY_TYPES = [
    (kind, gettext_lazy(PENALTY_LABELS[kind])) for kind in (*CLASSICAL_PENALTY_TYPES, "pao")
]


class WhatIfForm(forms.Form):
    fact = forms.ChoiceField(label=gettext_lazy("Change"), choices=FACT_CHOICES)
    source = forms.ChoiceField(
        label=gettext_lazy("The winning tile came from"), choices=SOURCE_CHOICES, required=False
    )
    discarder = forms.ChoiceField(
        label=gettext_lazy("Discarder"), choices=SEAT_CHOICES, required=False
    )
    penalty = forms.IntegerField(
        label=gettext_lazy("Penalty"), min_value=0, max_value=limits.INTEGER, required=False
    )
    ruling = forms.ChoiceField(label=gettext_lazy("Ruling"), choices=RULING_CHOICES, required=False)

    def change(self):
        """(fact, value, penalty index) for services.referee.modified_document."""
        fact = self.cleaned_data["fact"]
        value = self.cleaned_data.get(fact, "") if fact != "ruling" else self.cleaned_data["ruling"]
        return fact, value or "", self.cleaned_data.get("penalty")


class RulingForm(WhatIfForm):
    """A ruling: a changed fact (the what-if's), or a new penalty, or a corrected document."""

    KINDS = [
        ("fact", gettext_lazy("change one fact")),
        ("add_penalty", gettext_lazy("add a penalty")),
        ("correct", gettext_lazy("correct the hand")),
    ]
    kind = forms.ChoiceField(choices=KINDS, widget=forms.HiddenInput)
    fact = forms.ChoiceField(label=gettext_lazy("Change"), choices=FACT_CHOICES, required=False)
    penalty_type = forms.ChoiceField(
        label=gettext_lazy("Penalty"), choices=PENALTY_TYPES, required=False
    )
    offender = forms.ChoiceField(
        label=gettext_lazy("Offender"), choices=SEAT_CHOICES, required=False
    )
    claimant = forms.ChoiceField(
        label=gettext_lazy("Claimant"), choices=[("", "—"), *SEAT_CHOICES], required=False
    )
    claimed_for = forms.ChoiceField(
        label=gettext_lazy("Claimed for"), choices=CLAIMS, required=False
    )
    wall_tiles_left = forms.IntegerField(
        label=gettext_lazy("Tiles left in the wall"), min_value=0, max_value=144, required=False
    )
    no_choice = forms.BooleanField(label=gettext_lazy("had no choice (95)"), required=False)
    rule = forms.CharField(label=gettext_lazy("Rule cited"), max_length=32)
    reason = forms.CharField(
        label=gettext_lazy("Reason"),
        max_length=limits.TEXT,
        widget=forms.Textarea(attrs={"rows": 2}),
    )
    base_version = forms.IntegerField(widget=forms.HiddenInput, max_value=limits.INTEGER)

    def ruled_document(self, record: dict) -> dict:
        """The hand's document after this ruling; ContractError when it cannot be built."""
        kind = self.cleaned_data["kind"]
        if kind == "fact":
            if not self.cleaned_data.get("fact"):
                raise ContractError(_("say which fact changes"), "fact")
            return referee.modified_document(record, *self.change())
        if kind == "add_penalty":
            claim = {
                "type": self.cleaned_data["penalty_type"],
                "offender": self.cleaned_data["offender"],
                "rule": self.cleaned_data["rule"],
                "ruling": "upheld",
            }
            if not claim["type"] or not claim["offender"]:
                raise ContractError(_("say which penalty and who offended"), "penalty_type")
            for name in ("claimant", "claimed_for"):
                if self.cleaned_data.get(name):
                    claim[name] = self.cleaned_data[name]
            if self.cleaned_data.get("wall_tiles_left") is not None:
                claim["wall_tiles_left"] = self.cleaned_data["wall_tiles_left"]
            if self.cleaned_data.get("no_choice"):
                claim["no_choice"] = True
            document = copy.deepcopy(record)
            document.setdefault("penalties", []).append(claim)
            return document
        raise ContractError(_("a correction is made in the hand's own fields"), None)
