"""A ruleset's options as typed form fields, made from what each ruleset declares
(`scoring.engine.rulesets.Option`: kind, default, range, choices), never typed in as JSON.

Every ruleset's options are on the form, each named `<ruleset>__<option>` and shown in a
group of its own; only the chosen ruleset's count. What is stored is the overrides: the
options whose value differs from the ruleset's default. The engine's `resolve_options`
judges them again, the same check the API and the import get.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from scoring.engine.errors import ContractError
from scoring.engine.rulesets import Option, all_rulesets, get_ruleset
from scoring.services.hands.engine_text import refusal
from scoring.services.hands.ruleset_words import (
    option_description,
    option_label,
    ruleset_name,
)


def field_name(ruleset_id: str, option: str) -> str:
    return f"{ruleset_id}__{option}"


class NumbersField(forms.CharField):
    """A list option of whole numbers (the riichi uma): typed as `15000 5000 -5000 -15000`."""

    def __init__(self, *, count: int, **kwargs):
        self.count = count
        super().__init__(**kwargs)

    def prepare_value(self, value):
        if isinstance(value, list | tuple):
            return " ".join(str(v) for v in value)
        return value

    def to_python(self, value):
        text = super().to_python(value)
        if not text.strip():
            return None
        try:
            numbers = [int(part) for part in text.replace(",", " ").replace("/", " ").split()]
        except ValueError:
            raise forms.ValidationError(_("Whole numbers, separated by spaces.")) from None
        if len(numbers) != self.count:
            raise forms.ValidationError(_("Give %(n)s numbers, one per place.") % {"n": self.count})
        if any(abs(n) > 1_000_000 for n in numbers):
            raise forms.ValidationError(_("Each number is at most 1,000,000 either way."))
        return numbers


def option_field(option: Option) -> forms.Field:
    label = option_label(option)
    common = {"label": label, "help_text": option_description(option), "initial": option.default}
    if option.kind is bool:
        # A choice, not a checkbox: a form posted without the field keeps the default,
        # where an absent checkbox would read as "off".
        return forms.TypedChoiceField(
            required=False,
            choices=[("on", _("on")), ("off", _("off"))],
            coerce=lambda value: value == "on",
            empty_value=None,
            **{**common, "initial": "on" if option.default else "off"},
        )
    if option.kind is int:
        low, high = option.bounds
        return forms.IntegerField(required=False, min_value=low, max_value=high, **common)
    if option.choices:
        return forms.ChoiceField(required=False, choices=[(c, c) for c in option.choices], **common)
    if option.kind is list:
        return NumbersField(required=False, count=len(option.default), **common)
    return forms.CharField(required=False, max_length=120, **common)


class RulesetOptionsMixin:
    """For a form with a `ruleset` field: adds every ruleset's option fields and turns the
    chosen ruleset's into `cleaned_data["options"]` (the overrides)."""

    def add_option_fields(self, current: dict[str, Any] | None = None, ruleset_id=None):
        self.option_groups = []
        for ruleset in all_rulesets():
            names = []
            for option in ruleset.options:
                name = field_name(ruleset.id, option.name)
                self.fields[name] = option_field(option)
                if ruleset.id == ruleset_id and current and option.name in current:
                    value = current[option.name]
                    if option.kind is bool:
                        value = "on" if value else "off"
                    self.initial[name] = value
                names.append(name)
            self.option_groups.append((ruleset, names))

    def option_group_fields(self):
        """(the ruleset's name, [bound fields], the ruleset) for the template, which shows only
        the chosen ruleset's group (scoring/static/scoring/ruleset-choice.js)."""
        return [
            (ruleset_name(ruleset.id, ruleset.name), [self[name] for name in names], ruleset)
            for ruleset, names in self.option_groups
        ]

    def refuse_other_rulesets_options(self, ruleset_id: str) -> None:
        """An option of another ruleset than the chosen one, set away from its default, is an
        error beside it: it would not count, and the page hides it (an old page, a script)."""
        chosen = get_ruleset(ruleset_id)
        for ruleset, names in getattr(self, "option_groups", []):
            if ruleset.id == ruleset_id:
                continue
            for option, name in zip(ruleset.options, names, strict=True):
                value = self.cleaned_data.get(name)
                if value is None or value == "" or name in self.errors:
                    continue
                default = option.default
                if isinstance(default, tuple | list):
                    value, default = list(value), list(default)
                if value != default:
                    self.add_error(
                        name,
                        _(
                            "this is an option of %(ruleset)s; the session plays %(chosen)s: "
                            "choose that ruleset or leave the option as it was"
                        )
                        % {
                            "ruleset": ruleset_name(ruleset.id, ruleset.name),
                            "chosen": ruleset_name(chosen.id, chosen.name),
                        },
                    )

    def clean_options_of(self, ruleset_id: str) -> dict[str, Any] | None:
        """The overrides of `ruleset_id` from its fields; errors go beside the fields."""
        try:
            ruleset = get_ruleset(ruleset_id)
        except ContractError:
            return None
        overrides = {}
        for option in ruleset.options:
            name = field_name(ruleset.id, option.name)
            if name in self.errors:
                continue
            value = self.cleaned_data.get(name)
            if value is None or value == "":
                continue  # left empty: the default
            if value != option.default:
                overrides[option.name] = value
        try:
            ruleset.resolve_options(overrides)
        except ContractError as exc:
            name = (exc.field or "").removeprefix("options.")
            target = field_name(ruleset.id, name)
            self.add_error(target if target in self.fields else None, refusal(exc))
            return None
        return overrides
