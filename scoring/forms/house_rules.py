"""The organiser's forms for a club's house rules (docs/house-rules.md): the ruleset's values
and switched-off rules, and one special hand at a time. Each builds the contract's
`house_rules` document; the service checks it with the engine and scores every example."""

from __future__ import annotations

import re
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from scoring.engine import house_rules as engine

BASE_CHOICES = [("millington", "millington"), ("american1920", "american1920")]
SUIT_CHOICES = [("", _("any number")), ("0", "0"), ("1", "1"), ("2", "2"), ("3", "3")]
HONOUR_CHOICES = [("", _("either")), ("yes", _("at least one")), ("no", _("none"))]
SOURCE_CHOICES = [
    ("wall", _("drawn from the wall")),
    ("discard", _("on a discard")),
    ("loose_tile", _("on the loose tile")),
    ("robbed_kong", _("robbing a kong")),
]
VALUE_CHOICES = [
    ("limit", _("the limit")),
    ("score", _("a score of its own (points, not doubled)")),
    ("doubles", _("doubles added to the hand")),
    ("points", _("basic points added to the hand")),
]
_LINE = re.compile(r"^\s*([A-Za-z0-9_-]+)\s*[=:]?\s*(.*?)\s*$")


def _shown_option(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


class HouseRulesetForm(forms.Form):
    """The house ruleset itself: its name, base, values and rules switched off."""

    name = forms.CharField(label=_("name"), max_length=80)
    slug = forms.SlugField(
        label=_("short name"),
        max_length=40,
        help_text=_("lower-case letters, digits and -; part of the rule ids its hands cite"),
    )
    base = forms.ChoiceField(label=_("base ruleset"), choices=BASE_CHOICES)
    published = forms.BooleanField(
        label=_("published: other clubs may see it and play by it"), required=False
    )
    limit = forms.IntegerField(label=_("limit"), required=False, min_value=1, max_value=1_000_000)
    doubles = forms.CharField(
        label=_("doubles changed"),
        required=False,
        max_length=2000,
        widget=forms.Textarea(attrs={"rows": 3}),
        help_text=_("one rule a line: its number and its doubles, e.g. 116d 2"),
    )
    points = forms.CharField(
        label=_("basic points changed"),
        required=False,
        max_length=2000,
        widget=forms.Textarea(attrs={"rows": 3}),
        help_text=_("one value a line, e.g. mahjong 20 or pung 2 4 4 8"),
    )
    options = forms.CharField(
        label=_("other options changed"),
        required=False,
        max_length=2000,
        widget=forms.Textarea(attrs={"rows": 2}),
        help_text=_(
            "one option a line, as the ruleset page names it: e.g. false_mahjong_penalty 300, "
            "open_roof on"
        ),
    )
    off = forms.CharField(
        label=_("rules switched off"),
        required=False,
        max_length=2000,
        help_text=_("rule numbers separated by spaces, e.g. 117a 122-wriggling-snake"),
    )
    note = forms.CharField(label=_("what changed"), required=False, max_length=300)
    against = forms.IntegerField(widget=forms.HiddenInput, required=False)

    def __init__(self, *args, editing: bool = False, **kwargs):
        super().__init__(*args, **kwargs)
        if editing:  # the rule ids its hands cite stay as they are
            self.fields["slug"].disabled = True
            self.fields["base"].disabled = True

    @staticmethod
    def initial_of(ruleset, document: dict) -> dict[str, Any]:
        points = []
        for element, worth in document.get("points", {}).items():
            shown = " ".join(map(str, worth)) if isinstance(worth, list | tuple) else worth
            points.append(f"{element} {shown}")
        return {
            "name": ruleset.name,
            "slug": ruleset.slug,
            "base": ruleset.base,
            "published": ruleset.published,
            "limit": (document.get("options") or {}).get("limit"),
            "doubles": "\n".join(f"{r} {n}" for r, n in document.get("doubles", {}).items()),
            "points": "\n".join(points),
            "off": " ".join(document.get("off", [])),
            "options": "\n".join(
                f"{name} {_shown_option(value)}"
                for name, value in (document.get("options") or {}).items()
                if name != "limit"
            ),
        }

    def _lines(self, name: str) -> dict[str, list[str]]:
        found = {}
        for line in (self.cleaned_data.get(name) or "").splitlines():
            if not line.strip():
                continue
            match = _LINE.match(line)
            if not match or not match.group(2):
                raise forms.ValidationError(
                    _("%(line)s: write the rule or value and then its number") % {"line": line}
                )
            found[match.group(1)] = match.group(2).replace(",", " ").split()
        return found

    def clean_doubles(self):
        found = {}
        for rule, words in self._lines("doubles").items():
            if len(words) != 1 or not words[0].isdigit():
                raise forms.ValidationError(
                    _("%(rule)s: one whole number of doubles") % {"rule": rule}
                )
            found[rule] = int(words[0])
        return found

    def clean_points(self):
        found = {}
        for element, words in self._lines("points").items():
            if not all(w.isdigit() for w in words):
                raise forms.ValidationError(
                    _("%(rule)s: whole numbers of points") % {"rule": element}
                )
            numbers = [int(w) for w in words]
            found[element] = numbers[0] if len(numbers) == 1 else numbers
        return found

    def clean_options(self):
        found: dict[str, Any] = {}
        for name, words in self._lines("options").items():
            if len(words) != 1:
                raise forms.ValidationError(_("%(rule)s: one value") % {"rule": name})
            word = words[0].lower()
            if word in ("on", "off", "true", "false"):
                found[name] = word in ("on", "true")
            elif word.isdigit():
                found[name] = int(word)
            else:
                found[name] = words[0]
        return found

    def clean_off(self):
        return (self.cleaned_data.get("off") or "").replace(",", " ").split()

    def document(self, hands: list[dict]) -> dict[str, Any]:
        data = self.cleaned_data
        options = dict(data.get("options") or {})
        if data.get("limit"):
            options["limit"] = data["limit"]
        return {
            "base": data["base"],
            "doubles": data["doubles"],
            "points": data["points"],
            "off": data["off"],
            "options": options,
            "special_hands": hands,
        }

    def field_of(self, path: str | None) -> str | None:
        """The form field a refusal at `path` of the document lies at."""
        parts = (path or "").split(".")[1:]
        if not parts:
            return None
        if parts[0] == "options":
            return "limit" if parts[1:2] == ["limit"] else "options"
        return parts[0] if parts[0] in ("doubles", "points", "off", "base") else None


class SpecialHandForm(forms.Form):
    """One special hand: its names and texts, its pattern, its value and its example."""

    slug = forms.SlugField(label=_("short name"), max_length=48)
    name_en = forms.CharField(label=_("name (English)"), max_length=engine.MAX_NAME)
    name_cs = forms.CharField(label=_("name (Czech)"), max_length=engine.MAX_NAME, required=False)
    name_fr = forms.CharField(label=_("name (French)"), max_length=engine.MAX_NAME, required=False)
    text_en = forms.CharField(
        label=_("text (English)"),
        max_length=engine.MAX_TEXT,
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
    )
    text_cs = forms.CharField(
        label=_("text (Czech)"),
        max_length=engine.MAX_TEXT,
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
    )
    text_fr = forms.CharField(
        label=_("text (French)"),
        max_length=engine.MAX_TEXT,
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
    )
    tiles = forms.CharField(
        label=_("tiles allowed"),
        required=False,
        max_length=300,
        help_text=_(
            "tile codes or words: bamboo characters dots winds dragons honours terminals "
            "majors simples; empty: any tile"
        ),
    )
    suits = forms.ChoiceField(label=_("suits"), choices=SUIT_CHOICES, required=False)
    honours = forms.ChoiceField(label=_("honours"), choices=HONOUR_CHOICES, required=False)
    required = forms.CharField(
        label=_("tiles it must hold"),
        required=False,
        max_length=100,
        help_text=_("tile codes, repeated for each copy, e.g. 1b 1b 9b"),
    )
    pairs = forms.IntegerField(
        label=_("pairs"), required=False, min_value=0, max_value=7, help_text=_("empty: 1")
    )
    pungs = forms.IntegerField(
        label=_("pungs"), required=False, min_value=0, max_value=7, help_text=_("empty: any")
    )
    kongs = forms.IntegerField(
        label=_("kongs"), required=False, min_value=0, max_value=7, help_text=_("empty: any")
    )
    chows = forms.IntegerField(
        label=_("chows"), required=False, min_value=0, max_value=7, help_text=_("empty: any")
    )
    knitted_pairs = forms.IntegerField(
        label=_("knitted pairs (one number in two suits)"),
        required=False,
        min_value=0,
        max_value=7,
        help_text=_("empty: 0"),
    )
    knitted_triples = forms.IntegerField(
        label=_("knitted triples (one number in three suits)"),
        required=False,
        min_value=0,
        max_value=7,
        help_text=_("empty: 0"),
    )
    concealed = forms.BooleanField(
        label=_("concealed: no set exposed before the winning tile"), required=False
    )
    win = forms.MultipleChoiceField(
        label=_("won only"),
        choices=SOURCE_CHOICES,
        required=False,
        widget=forms.CheckboxSelectMultiple,
        help_text=_("none ticked: won any way"),
    )
    winning_tile = forms.CharField(label=_("winning tile"), required=False, max_length=3)
    value_kind = forms.ChoiceField(label=_("it scores"), choices=VALUE_CHOICES)
    amount = forms.IntegerField(
        label=_("how much"), required=False, min_value=0, max_value=engine.MAX_POINTS
    )
    example = forms.CharField(
        label=_("example hand"),
        max_length=engine.MAX_EXAMPLE,
        help_text=_("a winning hand in the notation, scored when you save"),
    )
    example_tile = forms.CharField(
        label=_("its winning tile"),
        required=False,
        max_length=3,
        help_text=_("empty: its last loose tile"),
    )
    example_source = forms.ChoiceField(
        label=_("how the example was won"), choices=SOURCE_CHOICES, initial="wall"
    )
    against = forms.IntegerField(widget=forms.HiddenInput, required=False)

    @staticmethod
    def initial_of(hand: dict) -> dict[str, Any]:
        pattern = hand.get("pattern", {})
        value = hand.get("value", {})
        honours = pattern.get("honours")
        example_win = hand.get("example_win") or {}
        initial = {
            "slug": hand.get("slug"),
            "tiles": " ".join(pattern.get("tiles") or []),
            "suits": "" if pattern.get("suits") is None else str(pattern["suits"]),
            "honours": "" if honours is None else ("yes" if honours else "no"),
            "required": " ".join(pattern.get("required") or []),
            "concealed": pattern.get("concealed", False),
            "win": pattern.get("win") or [],
            "winning_tile": pattern.get("winning_tile") or "",
            "value_kind": value.get("kind"),
            "amount": value.get("amount"),
            "example": hand.get("example", ""),
            "example_tile": example_win.get("tile", ""),
            "example_source": example_win.get("source", "wall"),
        }
        for name in engine.GROUP_SIZES:
            initial[name] = pattern.get(name)
        for language in engine.LANGUAGES:
            initial[f"name_{language}"] = hand.get("name", {}).get(language, "")
            initial[f"text_{language}"] = hand.get("text", {}).get(language, "")
        return initial

    def hand(self) -> dict[str, Any]:
        """The special hand as the contract's document writes it."""
        data = self.cleaned_data
        pattern: dict[str, Any] = {}
        if data.get("tiles"):
            pattern["tiles"] = data["tiles"].replace(",", " ").split()
        if data.get("suits"):
            pattern["suits"] = int(data["suits"])
        if data.get("honours"):
            pattern["honours"] = data["honours"] == "yes"
        if data.get("required"):
            pattern["required"] = data["required"].replace(",", " ").split()
        for name in engine.GROUP_SIZES:
            if data.get(name) is not None:
                pattern[name] = data[name]
        if data.get("concealed"):
            pattern["concealed"] = True
        if data.get("win"):
            pattern["win"] = list(data["win"])
        if data.get("winning_tile"):
            pattern["winning_tile"] = data["winning_tile"].strip()
        value: dict[str, Any] = {"kind": data["value_kind"]}
        if data["value_kind"] != "limit":
            value["amount"] = data.get("amount")
        example_win: dict[str, Any] = {"source": data["example_source"]}
        if data.get("example_tile"):
            example_win["tile"] = data["example_tile"].strip()
        return {
            "slug": data["slug"],
            "name": {lang: data.get(f"name_{lang}", "") for lang in engine.LANGUAGES},
            "text": {lang: data.get(f"text_{lang}", "") for lang in engine.LANGUAGES},
            "pattern": pattern,
            "value": value,
            "example": data["example"],
            "example_win": example_win,
        }

    def field_of(self, path: str | None) -> str | None:
        """The form field a refusal at `path` (house_rules.special_hands.<i>....) lies at."""
        parts = (path or "").split(".")[3:]
        if not parts:
            return None
        head = parts[0]
        if head in ("name", "text"):
            language = parts[1] if len(parts) > 1 else "en"
            return f"{head}_{language}" if language in engine.LANGUAGES else f"{head}_en"
        if head == "value":
            return "amount" if parts[1:2] == ["amount"] else "value_kind"
        if head in ("slug", "example"):
            return head
        if head == "example_win":
            return "example_tile"
        if head == "pattern" and len(parts) > 1:
            return parts[1] if parts[1] in self.fields else None
        return None
