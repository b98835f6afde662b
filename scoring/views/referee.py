"""The referee's view of one recorded hand, the "what if" preview and rulings."""

import copy
import json

from django import forms
from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import get_language, gettext_lazy
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from scoring.engine.errors import ContractError
from scoring.engine.vocabulary import CLASSICAL_PENALTY_TYPES, PENALTY_LABELS
from scoring.models import Hand
from scoring.models.session import SEAT_CHOICES
from scoring.services import referee

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
    penalty = forms.IntegerField(label=gettext_lazy("Penalty"), min_value=0, required=False)
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
    details = forms.CharField(
        label=gettext_lazy("Further facts (JSON)"),
        required=False,
        help_text=gettext_lazy('e.g. {"claimant": "S", "claimed_for": "pung"}'),
    )
    document = forms.CharField(
        label=gettext_lazy("Corrected record (JSON)"),
        widget=forms.Textarea(attrs={"rows": 12}),
        required=False,
    )
    rule = forms.CharField(label=gettext_lazy("Rule cited"), max_length=32)
    reason = forms.CharField(label=gettext_lazy("Reason"), widget=forms.Textarea(attrs={"rows": 2}))
    base_version = forms.IntegerField(widget=forms.HiddenInput)

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
            claim.update(_json_object(self.cleaned_data.get("details") or "{}", "details"))
            document = copy.deepcopy(record)
            document.setdefault("penalties", []).append(claim)
            return document
        return _json_object(self.cleaned_data.get("document") or "", "document")


def _json_object(text: str, field: str) -> dict:
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ContractError(_("not valid JSON: %(e)s") % {"e": exc}, field) from exc
    if not isinstance(value, dict):
        raise ContractError(_("a JSON object is needed"), field)
    return value


def _hand(session_id, number):
    return get_object_or_404(
        Hand.objects.select_related("session", "session__club", "east"),
        session_id=session_id,
        number=number,
        deleted_at__isnull=True,
    )


def _page(request, hand, ruling_form=None, status=200):
    language = get_language()
    names = referee.seat_names(hand)
    context = {
        "hand": hand,
        "session": hand.session,
        "x": referee.explain(hand.input, hand.output, names, language),
        "can_rule": referee.can_rule(request.user, hand.session),
        "what_if_form": WhatIfForm(initial={"fact": "source"}),
        "ruling_form": ruling_form or RulingForm(initial={"base_version": hand.version}),
        "history": referee.history(hand, language),
        "record_json": json.dumps(hand.input, indent=1, ensure_ascii=False),
        "penalty_types": PENALTY_TYPES,
        "seat_choices": SEAT_CHOICES,
        "source_choices": SOURCE_CHOICES,
    }
    return render(request, "scoring/referee/hand.html", context, status=status)


def hand(request, session_id, number):
    return _page(request, _hand(session_id, number))


@require_POST
def what_if(request, session_id, number):
    """htmx: the record with one fact changed, scored beside the recorded result. Saves nothing."""
    hand = _hand(session_id, number)
    form = WhatIfForm(request.POST)
    context = {"hand": hand, "form": form, "can_rule": referee.can_rule(request.user, hand.session)}
    if form.is_valid():
        fact, value, penalty = form.change()
        try:
            result = referee.what_if(hand, fact, value, penalty)
        except ContractError as exc:
            form.add_error(None, exc.message)
        else:
            names = referee.seat_names(hand)
            context.update(
                result=result,
                fact=fact,
                value=value,
                penalty=penalty,
                recorded=referee.explain(hand.input, hand.output, names, get_language()),
                changed=referee.explain(
                    result["document"], result["output"], names, get_language()
                ),
            )
    status = 200 if "result" in context else 400
    return render(request, "scoring/referee/what_if.html", context, status=status)


@require_POST
def rule(request, session_id, number):
    hand = _hand(session_id, number)
    if not referee.can_rule(request.user, hand.session):
        raise PermissionDenied(_("Only a referee of this session can make rulings."))
    form = RulingForm(request.POST)
    if not form.is_valid():
        return _page(request, hand, form, status=400)
    try:
        document = form.ruled_document(hand.input)
        referee.rule_on(
            hand,
            document,
            request.user,
            form.cleaned_data["rule"],
            form.cleaned_data["reason"],
            form.cleaned_data["base_version"],
        )
    except ContractError as exc:
        field = exc.field if exc.field in form.fields else None
        form.add_error(field, exc.message)
        return _page(request, hand, form, status=400)
    except referee.RulingConflict as exc:
        form.add_error(None, str(exc))
        return _page(request, hand, form, status=409)
    messages.success(
        request, _("Ruling recorded; the hand is now version %(v)s.") % {"v": hand.version}
    )
    return redirect("referee-hand", session_id=hand.session_id, number=hand.number)
