"""The forms of a table's game: starting it and entering a hand."""

from __future__ import annotations

import datetime
import uuid

from crispy_forms.helper import FormHelper
from django import forms
from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from scoring import limits
from scoring.engine.errors import ContractError
from scoring.engine.penalties.base import DANGER_RULES
from scoring.engine.rulesets import all_rulesets, get_ruleset
from scoring.engine.tiles import SEATS, tile
from scoring.engine.vocabulary import CLASSICAL_PENALTY_TYPES, PENALTY_LABELS
from scoring.models import Player, Session
from scoring.models.session import ENTRY_HELP, Entry
from scoring.services.hands import house_rules, nights, validation
from scoring.services.hands.engine_text import refusal, wind_name
from scoring.services.hands.ruleset_words import ruleset_name
from scoring.services.people.accounts import public_name
from scoring.services.tournaments.setup import first_depth

from .errors import VisibleErrorsMixin, too_many_copies
from .notation import format_hand_text, parse_hand_text
from .options import RulesetOptionsMixin
from .widgets import DatePicker

SEAT_FIELDS = {"E": "east", "S": "south", "W": "west", "N": "north"}

WIN_SOURCES = [
    ("wall", _("from the wall (self-drawn)")),
    ("discard", _("on a discard")),
    ("loose_tile", _("on a loose tile after a kong")),
    ("robbed_kong", _("robbing a kong")),
]
WIN_FLAGS = {
    "last_tile": _("with the last tile of the wall"),
    "after_wall_exhausted": _("after the wall was exhausted"),
    "original_call": _("original call"),
}
PENALTY_TYPES = [(kind, _(PENALTY_LABELS[kind])) for kind in CLASSICAL_PENALTY_TYPES]
CLAIMS = [
    ("", "—"),
    ("mahjong", _("mah-jong")),
    ("pung", _("pung")),
    ("chow", _("chow")),
    ("kong", _("kong")),
]
DRAWN = "drawn"
# The depths a classical hand is recorded at (MCR's fans depth is its own form's).
CLASSICAL_ENTRIES = [(v, label) for v, label in Entry.choices if v != Entry.FANS]


class SessionForm(RulesetOptionsMixin, forms.ModelForm):
    """A new session of one club: players come from that club only.

    The ruleset's options are typed fields (scoring.forms.options); the JSON API passes its
    `options` object instead, judged by the same `resolve_options`."""

    class Meta:
        model = Session
        fields = [
            "title",
            "date",
            "ruleset",
            "length",
            "hand_limit",
            "entry_depth",
            "east",
            "south",
            "west",
            "north",
            "scorers",
        ]
        widgets = {
            "date": DatePicker(),
            "scorers": forms.CheckboxSelectMultiple,
            "entry_depth": forms.RadioSelect,
        }
        help_texts = {
            "entry_depth": _(
                "where the hand form starts; a scorer can record any hand deeper (riichi "
                "hands: always every tile; MCR: tiles, fans or scores)"
            ),
        }
        labels = {
            "length": _("Length of the game"),
            "hand_limit": _("Number of hands"),
            "scorers": _("Scorers"),
            "east": _("East (deals first)"),
            "south": _("South"),
            "west": _("West"),
            "north": _("North"),
        }

    def __init__(self, *args, club, options=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.club = club
        self.given_options = options
        # Where an error of a field lies in the API's body (options.limit, not millington__limit).
        self.error_paths = {}
        players = Player.objects.filter(club=club, active=True)
        for name in SEAT_FIELDS.values():
            self.fields[name].queryset = players
        users = (
            get_user_model()
            .objects.filter(Q(organised_clubs=club) | Q(players__club=club))
            .distinct()
        )
        self.fields["scorers"].queryset = users
        self.fields["scorers"].label_from_instance = public_name  # never the username
        self.fields["scorers"].required = False
        self.fields["scorers"].help_text = _("You are added as a scorer yourself.")
        self.fields["ruleset"] = forms.ChoiceField(
            choices=[(r.id, ruleset_name(r.id, r.name)) for r in all_rulesets()]
            or [("millington", "millington")],
            initial="millington",
            label=_("Ruleset"),
        )
        self.fields["date"].initial = datetime.date.today
        self.fields["house_rules"] = forms.ModelChoiceField(
            queryset=house_rules.usable_in(club),
            required=False,
            label=_("House rules"),
            empty_label=_("the season's, or none"),
            help_text=_("the club's own rules on the ruleset chosen above"),
        )
        if options is None:
            self.add_option_fields()
        self.fields["entry_depth"].required = False  # (absent: the model's default, sets)
        self.helper = FormHelper()
        self.helper.form_tag = False

    def clean(self):
        data = super().clean()
        chosen = [data.get(name) for name in SEAT_FIELDS.values()]
        seen = set()
        for name, player in zip(SEAT_FIELDS.values(), chosen, strict=True):
            if player is not None and player.pk in seen:
                self.add_error(name, _("%(player)s already has a seat") % {"player": player})
            if player is not None:
                seen.add(player.pk)
        if data.get("length") == Session.Length.HANDS and not data.get("hand_limit"):
            self.add_error("hand_limit", _("say how many hands are played"))
        ruleset_id = data.get("ruleset")
        chosen = data.get("house_rules")
        if chosen is None and data.get("date") and ruleset_id:
            season_rules = house_rules.of_season(self.club, data["date"])
            if season_rules is not None and season_rules.ruleset.base == ruleset_id:
                data["house_rules"] = season_rules  # the season's, when they fit the ruleset
        elif chosen is not None and chosen.ruleset.base != ruleset_id:
            self.add_error(
                "house_rules",
                _("these house rules are built on %(base)s: choose that ruleset")
                % {"base": chosen.ruleset.base},
            )
        if ruleset_id:
            ruleset = get_ruleset(ruleset_id)
            data["ruleset_version"] = ruleset.version
            self._clean_depth(data, ruleset)
            if self.given_options is None:
                data["options"] = self.clean_options_of(ruleset_id)
                self.refuse_other_rulesets_options(ruleset_id)
            else:
                try:
                    data["options"] = validation.options(ruleset, self.given_options)
                except ContractError as exc:
                    self.error_paths["__all__"] = exc.field
                    self.add_error(None, refusal(exc))
        return data

    def _clean_depth(self, data: dict, ruleset) -> None:
        """The depth the hand form starts at, one the ruleset scores: riichi's only one (every
        tile); else the chosen one, or sets (MCR: fans) when none is chosen."""
        depth, entries = data.get("entry_depth"), ruleset.entries
        if len(entries) == 1:
            data["entry_depth"] = entries[0]
        elif not depth:
            data["entry_depth"] = first_depth(ruleset.id)
        elif depth not in entries:
            labels = dict(Entry.choices)
            self.add_error(
                "entry_depth",
                _("%(ruleset)s hands are recorded at these depths: %(depths)s")
                % {"ruleset": ruleset.name, "depths": ", ".join(str(labels[e]) for e in entries)},
            )

    @transaction.atomic
    def save_for(self, user, night=None) -> Session:
        """The new game, seated at `night` (started from its page) or at a night of one table
        of its own (nights.table_night): a NightError leaves nothing saved."""
        session = self.save(commit=False)
        session.club = self.club
        session.entry_depth = self.cleaned_data.get("entry_depth") or Entry.SETS
        session.options = self.cleaned_data.get("options") or {}
        session.ruleset_version = self.cleaned_data.get("ruleset_version", 1)
        chosen = self.cleaned_data.get("house_rules")
        session.house_rules = house_rules.adopted(self.club, chosen, user) if chosen else None
        session.created_by = user
        session.save()
        self.save_m2m()
        session.scorers.add(user)
        return nights.table_night(session, user, night)


def _seat_choices(names):
    return [(seat, f"{names[seat]} ({wind_name(seat)})") for seat in SEATS]


class PenaltyForm(forms.Form):
    type = forms.ChoiceField(
        choices=[("", "—")] + PENALTY_TYPES, required=False, label=_("penalty")
    )
    offender = forms.ChoiceField(choices=(), required=False, label=_("offender"))
    # The dangerous-discard rule claimed (90a-90g); the other penalties' rule is their type's.
    rule = forms.ChoiceField(
        choices=[("", "—")] + [(rule, rule) for rule in DANGER_RULES],
        required=False,
        label=_("rule"),
    )
    claimant = forms.ChoiceField(choices=(), required=False, label=_("claimant"))
    claimed_for = forms.ChoiceField(choices=CLAIMS, required=False, label=_("claimed for"))
    wall_tiles_left = forms.IntegerField(
        min_value=0, max_value=144, required=False, label=_("tiles left in wall")
    )
    no_choice = forms.BooleanField(required=False, label=_("had no choice (95)"))
    not_exposed = forms.BooleanField(
        required=False, label=_("nobody had exposed tiles yet (false mah-jong)")
    )

    def __init__(self, *args, names, **kwargs):
        super().__init__(*args, **kwargs)
        seats = [("", "—")] + _seat_choices(names)
        self.fields["offender"].choices = seats
        self.fields["claimant"].choices = seats

    def clean(self):
        data = super().clean()
        if data.get("type") and not data.get("offender"):
            self.add_error("offender", _("who committed it?"))
        return data

    def to_entry(self) -> dict | None:
        data = self.cleaned_data
        if not data.get("type"):
            return None
        entry = {"type": data["type"], "offender": data["offender"]}
        for name in ("rule", "claimant", "claimed_for"):
            if data.get(name):
                entry[name] = data[name]
        if data.get("wall_tiles_left") is not None:
            entry["wall_tiles_left"] = data["wall_tiles_left"]
        if data.get("no_choice"):
            entry["no_choice"] = True
        if data["type"] == "false_mahjong" and data.get("not_exposed"):
            entry["exposed"] = False
        return entry


class BasePenaltyFormSet(forms.BaseFormSet):
    def __init__(self, *args, names, **kwargs):
        self.names = names
        super().__init__(*args, **kwargs)

    def get_form_kwargs(self, index):
        return {**super().get_form_kwargs(index), "names": self.names}

    @property
    def empty_form(self):
        form = self.form(
            auto_id=self.auto_id,
            prefix=self.add_prefix("__prefix__"),
            empty_permitted=True,
            use_required_attribute=False,
            names=self.names,
        )
        self.add_fields(form, None)
        return form


# absolute_max: a forged form count builds no more forms than a hand may claim penalties.
PenaltyFormSet = forms.formset_factory(
    PenaltyForm,
    formset=BasePenaltyFormSet,
    extra=1,
    max_num=limits.PENALTIES_PER_HAND,
    absolute_max=limits.PENALTIES_PER_HAND,
    validate_max=True,
)


class HandForm(VisibleErrorsMixin, forms.Form):
    """One hand: each player's tiles as a text line (the tile picker fills it), who won and how,
    and the penalties claimed. Seats are the winds of this deal; labels carry the names too.

    `entry` is the depth (contract "Entry depth"): at `tiles` every line is a whole hand, at
    `sets` the losers' lines hold only their scoring sets and bonus tiles, at `scores` the four
    `<seat>_score` fields replace the lines. The session's default depth is its initial value."""

    formsets_shown = ("penalties",)

    submission_key = forms.UUIDField(widget=forms.HiddenInput)
    entry = forms.ChoiceField(
        choices=CLASSICAL_ENTRIES,
        required=False,  # (absent: the contract's default, tiles)
        widget=forms.RadioSelect,
        label=_("record this hand at"),
        help_text=ENTRY_HELP,
    )
    winner = forms.ChoiceField(widget=forms.RadioSelect, label=_("who went mah-jong?"))
    win_tile = forms.CharField(max_length=3, required=False, label=_("winning tile"))
    win_source = forms.ChoiceField(choices=WIN_SOURCES, required=False, label=_("how"))
    discarder = forms.ChoiceField(choices=(), required=False, label=_("discarded by"))
    completes = forms.IntegerField(
        min_value=1,
        max_value=limits.TILES_PER_HAND,
        required=False,
        label=_("set completed by the winning tile"),
        help_text=_(
            "1 = the first set in the winner's line; leave empty to let the engine read it"
        ),
    )
    last_tile = forms.BooleanField(required=False, label=WIN_FLAGS["last_tile"])
    after_wall_exhausted = forms.BooleanField(
        required=False, label=WIN_FLAGS["after_wall_exhausted"]
    )
    original_call = forms.BooleanField(required=False, label=WIN_FLAGS["original_call"])

    def __init__(self, data=None, *, names, initial=None, penalty_initial=None, **kwargs):
        """`names`: seat -> player name in this deal."""
        initial = dict(initial or {})
        initial.setdefault("submission_key", uuid.uuid4())
        super().__init__(data, initial=initial, **kwargs)
        self.names = names
        for seat in SEATS:
            self.fields[f"{seat}_tiles"] = forms.CharField(
                required=False,
                max_length=limits.LINE_LENGTH,
                label=f"{names[seat]} · {wind_name(seat)}",
                widget=forms.TextInput(
                    attrs={
                        "class": "tile-line",
                        "autocomplete": "off",
                        "autocapitalize": "off",
                        "spellcheck": "false",
                        "placeholder": "[Rd Rd Rd] (2b 3b 4b) 5c 7c F1",
                    }
                ),
            )
            self.fields[f"{seat}_score"] = forms.IntegerField(
                required=False,
                max_value=limits.OPEN_ROOF_SCORE,
                label=f"{names[seat]} · {wind_name(seat)}",
                widget=forms.NumberInput(attrs={"inputmode": "numeric", "min": 0}),
            )
        self.fields["winner"].choices = _seat_choices(names) + [(DRAWN, _("nobody: drawn hand"))]
        self.fields["discarder"].choices = [("", "—")] + _seat_choices(names)
        self.penalties = PenaltyFormSet(
            data, prefix="penalty", names=names, initial=penalty_initial
        )
        self.parsed: dict[str, dict] = {}

    @property
    def score_fields(self) -> list:
        """(seat, bound score field) in seat order, for the scores depth."""
        return [(seat, self[f"{seat}_score"]) for seat in SEATS]

    @classmethod
    def initial_from(cls, document: dict) -> tuple[dict, list[dict]]:
        """Form initial values (and penalty initials) for a stored hand document."""
        entry = document.get("entry", Entry.TILES)
        initial = {"entry": entry}
        for seat, held in (document.get("players") or {}).items():
            if entry == Entry.SCORES:
                initial[f"{seat}_score"] = (held or {}).get("score")
            else:
                initial[f"{seat}_tiles"] = format_hand_text(held or {})
        initial["winner"] = document.get("winner") or DRAWN
        win = document.get("win") or {}
        initial["win_tile"] = win.get("tile", "")
        initial["win_source"] = win.get("source", "")
        initial["discarder"] = win.get("discarder", "")
        if win.get("completes") is not None:
            initial["completes"] = win["completes"] + 1
        for flag in WIN_FLAGS:
            initial[flag] = bool(win.get(flag))
        penalties = []
        for p in document.get("penalties") or ():
            penalties.append(
                {
                    **{
                        k: p.get(k) for k in ("type", "offender", "rule", "claimant", "claimed_for")
                    },
                    "wall_tiles_left": p.get("wall_tiles_left"),
                    "no_choice": bool(p.get("no_choice")),
                    "not_exposed": p.get("exposed") is False,
                }
            )
        return initial, penalties

    def is_valid(self):
        # Both, so that every error shows at once.
        ok = super().is_valid()
        return self.penalties.is_valid() and ok

    def clean(self):
        data = super().clean()
        entry = data["entry"] = data.get("entry") or Entry.TILES
        winner = data.get("winner")
        if entry == Entry.SCORES:
            self._clean_scores(data, winner)
        else:
            for seat in SEATS:
                name = f"{seat}_tiles"
                try:
                    self.parsed[seat] = parse_hand_text(data.get(name, ""))
                except ContractError as exc:
                    self.add_error(name, refusal(exc))
        if winner and winner != DRAWN and entry != Entry.SCORES:
            code = (data.get("win_tile") or "").strip()
            if not code:
                self.add_error("win_tile", _("which tile completed the hand?"))
            else:
                try:
                    tile(code)
                except ContractError as exc:
                    self.add_error("win_tile", refusal(exc))
        if winner and winner != DRAWN:
            if not data.get("win_source"):
                self.add_error("win_source", _("how was the hand won?"))
            if data.get("win_source") == "discard":
                if not data.get("discarder"):
                    self.add_error("discarder", _("who discarded the winning tile?"))
                elif data.get("discarder") == winner:
                    self.add_error("discarder", _("the winner cannot win on their own discard"))
        return data

    def _clean_scores(self, data: dict, winner: str | None) -> None:
        scores = [(seat, data.get(f"{seat}_score")) for seat in SEATS]
        if winner == DRAWN and all(score is None for _seat, score in scores):
            return  # a drawn hand pays nothing (unless the session settles drawn hands)
        for seat, score in scores:
            if score is None and f"{seat}_score" not in self.errors:
                self.add_error(
                    f"{seat}_score", _("what did %(name)s score?") % {"name": self.names[seat]}
                )
            elif score is not None and score < 0:
                self.add_error(f"{seat}_score", _("a score cannot be negative"))

    def hand_document(self) -> dict:
        """The contract hand (entry, players keyed by this deal's seats, winner, win,
        penalties)."""
        data = self.cleaned_data
        entry = data["entry"]
        winner = data["winner"] if data["winner"] != DRAWN else None
        doc = {"entry": entry, "winner": winner}
        if entry != Entry.SCORES:
            doc["players"] = {seat: self.parsed[seat] for seat in SEATS}
        elif any(data.get(f"{seat}_score") is not None for seat in SEATS):
            doc["players"] = {seat: {"score": data.get(f"{seat}_score")} for seat in SEATS}
        if winner and entry == Entry.SCORES:
            doc["win"] = {"source": data["win_source"]}
            if data["win_source"] == "discard":
                doc["win"]["discarder"] = data["discarder"]
        elif winner:
            win = {"tile": data["win_tile"].strip(), "source": data["win_source"]}
            if data["win_source"] == "discard":
                win["discarder"] = data["discarder"]
            if data.get("completes"):
                win["completes"] = data["completes"] - 1
            for flag in WIN_FLAGS:
                if data.get(flag):
                    win[flag] = True
            doc["win"] = win
        self._penalty_forms = []
        penalties = []
        for form in self.penalties.forms:
            entry = form.to_entry() if form.is_valid() else None
            if entry is not None:
                penalties.append(entry)
                self._penalty_forms.append(form)
        doc["penalties"] = penalties
        return doc

    def add_contract_error(self, exc: ContractError) -> None:
        """Show an engine error next to the field it concerns (`players.S.melds.2.tiles`)."""
        parts = (exc.field or "").split(".")
        target = None
        copies = too_many_copies(self.parsed, self.names) if parts == ["players"] else None
        if copies:  # a tile held too often: said at, and said to, each player holding it
            message, seats = copies
            for seat in seats:
                self.add_error(f"{seat}_tiles", message)
            return
        if parts[0] == "players" and len(parts) > 1 and parts[1] in SEATS:
            scored = self.cleaned_data.get("entry") == Entry.SCORES
            target = f"{parts[1]}_score" if scored else f"{parts[1]}_tiles"
        elif parts[0] == "entry":
            target = "entry"
        elif parts[0] == "winner":
            target = "winner"
        elif parts[0] == "win" and len(parts) > 1:
            target = {"tile": "win_tile", "source": "win_source"}.get(parts[1], parts[1])
            if target not in self.fields:
                target = "win_tile"
        elif parts[0] == "penalties" and len(parts) > 1 and parts[1].isdigit():
            forms_used = getattr(self, "_penalty_forms", [])
            index = int(parts[1])
            if index < len(forms_used):
                form = forms_used[index]
                name = parts[2] if len(parts) > 2 and parts[2] in form.fields else None
                form.add_error(name, refusal(exc))
                return
        self.add_error(target, refusal(exc))


class CorrectHandForm(HandForm):
    base_version = forms.IntegerField(widget=forms.HiddenInput, max_value=limits.INTEGER)
    reason = forms.CharField(
        label=_("why is it corrected?"), max_length=500, widget=forms.TextInput
    )


class DeleteHandForm(VisibleErrorsMixin, forms.Form):
    base_version = forms.IntegerField(widget=forms.HiddenInput, max_value=limits.INTEGER)
    reason = forms.CharField(label=_("why is it deleted?"), max_length=500)
