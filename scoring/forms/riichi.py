"""The riichi hand form: each player's closed tiles (riichi notation) and calls, riichi and
tenpai, who won and how, dora indicators, and pao or chombo claims. It builds the riichi
document of shared/contract.md; honba and riichi sticks come from the session, not the form.
"""

from __future__ import annotations

import uuid

from django import forms
from django.utils.translation import gettext_lazy as _
from django.utils.translation import gettext_noop

from scoring import limits
from scoring.engine.errors import ContractError
from scoring.engine.messages import Message
from scoring.engine.riichi.document import WIN_FLAGS, calls_from_text
from scoring.engine.riichi.tiles import check_code, parse_tiles, to_notation
from scoring.engine.tiles import SEATS
from scoring.services.hands.engine_text import refusal, wind_name

from .errors import VisibleErrorsMixin

DRAWN = "drawn"
SOURCES = [("tsumo", _("tsumo (self-drawn)")), ("ron", _("ron (on a discard)"))]
FLAGS = {
    "ippatsu": _("ippatsu"),
    "rinshan": _("rinshan kaihou (kan replacement tile)"),
    "chankan": _("chankan (robbing a kan)"),
    "haitei": _("haitei (last tile of the wall)"),
    "houtei": _("houtei (last discard)"),
    "double_riichi": _("double riichi"),
}
PAO_RULES = [("", "—")] + [(f"R{n}", f"R{n}") for n in range(1, 10)]
SEAT_FIELDS = ("closed", "calls", "riichi", "tenpai")
assert set(FLAGS) <= set(WIN_FLAGS)


def _seats(names, blank=True):
    choices = [(seat, f"{names[seat]} ({wind_name(seat)})") for seat in SEATS]
    return [("", "—"), *choices] if blank else choices


def _text(label, placeholder="", required=False):
    return forms.CharField(
        required=required,
        label=label,
        max_length=limits.LINE_LENGTH,
        widget=forms.TextInput(
            attrs={
                "class": "font-monospace",
                "autocomplete": "off",
                "autocapitalize": "off",
                "spellcheck": "false",
                "placeholder": placeholder,
            }
        ),
    )


class RiichiHandForm(VisibleErrorsMixin, forms.Form):
    """Seats are the winds of this deal (East deals); labels carry the players' names."""

    submission_key = forms.UUIDField(widget=forms.HiddenInput)
    winner = forms.ChoiceField(widget=forms.RadioSelect, label=_("who won?"))
    win_tile = _text(_("winning tile"), "4p")
    win_source = forms.ChoiceField(choices=SOURCES, required=False, label=_("how"))
    discarder = forms.ChoiceField(choices=(), required=False, label=_("discarded by"))
    dora_indicators = _text(_("dora indicators"), "3s")
    ura_dora_indicators = _text(_("ura-dora indicators (riichi winner)"), "7m")
    pao_rule = forms.ChoiceField(choices=PAO_RULES, required=False, label=_("pao claimed (R1–R9)"))
    pao_responsible = forms.ChoiceField(choices=(), required=False, label=_("responsible player"))
    wall_tiles_left = forms.IntegerField(
        min_value=0, max_value=144, required=False, label=_("tiles left in the wall (R9)")
    )
    chombo = forms.ChoiceField(choices=(), required=False, label=_("chombo by"))

    def __init__(self, data=None, *, names, initial=None, penalty_initial=None, **kwargs):
        initial = dict(initial or {})
        initial.setdefault("submission_key", uuid.uuid4())
        super().__init__(data, initial=initial, **kwargs)
        self.names = names
        for flag, label in FLAGS.items():
            self.fields[flag] = forms.BooleanField(required=False, label=label)
        for seat in SEATS:
            who = f"{names[seat]} · {wind_name(seat)}"
            self.fields[f"{seat}_closed"] = _text(who, "123m456p789s11z")
            self.fields[f"{seat}_calls"] = _text(_("calls"), "pon Rd W; chi 345m N")
            self.fields[f"{seat}_riichi"] = forms.BooleanField(required=False, label=_("riichi"))
            self.fields[f"{seat}_tenpai"] = forms.BooleanField(required=False, label=_("tenpai"))
        self.fields["winner"].choices = _seats(names, blank=False) + [
            (DRAWN, _("nobody: exhaustive draw or chombo"))
        ]
        for name in ("discarder", "pao_responsible", "chombo"):
            self.fields[name].choices = _seats(names)
        self.parsed: dict[str, list[str]] = {}
        self.calls: dict[str, list[dict]] = {}

    def seat_rows(self):
        """(seat, closed, calls, riichi, tenpai) bound fields, for the template."""
        return [(seat, *(self[f"{seat}_{name}"] for name in SEAT_FIELDS)) for seat in SEATS]

    @classmethod
    def initial_from(cls, document: dict) -> tuple[dict, list]:
        initial = {}
        for seat, held in (document.get("players") or {}).items():
            held = held or {}
            initial[f"{seat}_closed"] = to_notation(held.get("closed") or [])
            initial[f"{seat}_calls"] = "; ".join(
                " ".join([c["kind"], to_notation(list(c["tiles"])), c.get("from", "")]).strip()
                for c in held.get("calls") or []
            )
            initial[f"{seat}_riichi"] = bool(held.get("riichi"))
            initial[f"{seat}_tenpai"] = bool(held.get("tenpai"))
        initial["winner"] = document.get("winner") or DRAWN
        win = document.get("win") or {}
        initial["win_tile"] = win.get("tile", "")
        initial["win_source"] = win.get("source", "")
        initial["discarder"] = win.get("discarder", "")
        initial["dora_indicators"] = to_notation(win.get("dora_indicators") or [])
        initial["ura_dora_indicators"] = to_notation(win.get("ura_dora_indicators") or [])
        for flag in FLAGS:
            initial[flag] = bool(win.get(flag))
        for penalty in document.get("penalties") or ():
            if penalty.get("type") == "pao":
                initial["pao_rule"] = penalty.get("rule", "")
                initial["pao_responsible"] = penalty.get("responsible", "")
                initial["wall_tiles_left"] = penalty.get("wall_tiles_left")
            elif penalty.get("type") == "chombo":
                initial["chombo"] = penalty.get("offender", "")
        return initial, []

    def clean(self):
        data = super().clean()
        for seat in SEATS:
            for name, read in (("closed", parse_tiles), ("calls", calls_from_text)):
                field = f"{seat}_{name}"
                try:
                    value = read(data.get(field, ""), field)
                except ContractError as exc:
                    self.add_error(field, refusal(exc))
                    continue
                (self.parsed if name == "closed" else self.calls)[seat] = value
        for field in ("dora_indicators", "ura_dora_indicators"):
            try:
                data[field] = parse_tiles(data.get(field, ""), field)
            except ContractError as exc:
                self.add_error(field, refusal(exc))
        winner = data.get("winner")
        if winner and winner != DRAWN:
            try:
                data["win_tile"] = check_code(_one_tile(data.get("win_tile")), "win_tile")
            except ContractError as exc:
                self.add_error("win_tile", refusal(exc))
            if not data.get("win_source"):
                self.add_error("win_source", _("tsumo or ron?"))
            if data.get("win_source") == "ron" and not data.get("discarder"):
                self.add_error("discarder", _("who discarded the winning tile?"))
            if data.get("chombo"):
                self.add_error("chombo", _("a chombo ends the hand without a winner"))
        if data.get("pao_rule") and winner == DRAWN:
            self.add_error("pao_rule", _("pao is paid on a won hand"))
        return data

    def hand_document(self) -> dict:
        data = self.cleaned_data
        winner = data["winner"] if data["winner"] != DRAWN else None
        players = {}
        for seat in SEATS:
            held = {"closed": self.parsed.get(seat, []), "calls": self.calls.get(seat, [])}
            if data.get(f"{seat}_riichi"):
                held["riichi"] = True
            if winner is None and data.get(f"{seat}_tenpai"):
                held["tenpai"] = True
            players[seat] = held
        doc = {"players": players, "winner": winner, "penalties": []}
        if winner:
            win = {"tile": data["win_tile"], "source": data["win_source"]}
            if data["win_source"] == "ron":
                win["discarder"] = data["discarder"]
            win["dora_indicators"] = data["dora_indicators"]
            if data["ura_dora_indicators"]:
                win["ura_dora_indicators"] = data["ura_dora_indicators"]
            for flag in FLAGS:
                if data.get(flag):
                    win[flag] = True
            doc["win"] = win
        if data.get("pao_rule"):
            claim = {"type": "pao", "rule": data["pao_rule"]}
            if data.get("pao_responsible"):
                claim["responsible"] = data["pao_responsible"]
            if data.get("wall_tiles_left") is not None:
                claim["wall_tiles_left"] = data["wall_tiles_left"]
            doc["penalties"].append(claim)
        if data.get("chombo"):
            doc["penalties"].append({"type": "chombo", "offender": data["chombo"]})
        return doc

    def add_contract_error(self, exc: ContractError) -> None:
        """Show an engine error next to the field it concerns (`players.S.calls.0.from`)."""
        parts = (exc.field or "").split(".")
        target = None
        if parts[0] == "players" and len(parts) > 2 and parts[1] in SEATS:
            name = parts[2] if parts[2] in SEAT_FIELDS else "closed"
            target = f"{parts[1]}_{name}"
        elif parts[0] == "winner":
            target = "winner"
        elif parts[0] == "win" and len(parts) > 1:
            target = {"tile": "win_tile", "source": "win_source"}.get(parts[1], parts[1])
        elif parts[0] == "penalties":
            target = (
                "chombo"
                if self.cleaned_data.get("chombo") and not self.cleaned_data.get("pao_rule")
                else "pao_rule"
            )
            if len(parts) > 2 and parts[2] == "responsible":
                target = "pao_responsible"
            elif len(parts) > 2 and parts[2] == "wall_tiles_left":
                target = "wall_tiles_left"
        if target not in self.fields:
            target = None
        self.add_error(target, refusal(exc))


def _one_tile(value) -> str:
    tiles = parse_tiles((value or "").strip(), "win_tile")
    if len(tiles) != 1:
        raise ContractError(
            Message(gettext_noop("give the one winning tile, e.g. 4p or 4d")), "win_tile"
        )
    return tiles[0]


class RiichiCorrectHandForm(RiichiHandForm):
    base_version = forms.IntegerField(widget=forms.HiddenInput, max_value=limits.INTEGER)
    reason = forms.CharField(label=_("why is it corrected?"), max_length=500)
