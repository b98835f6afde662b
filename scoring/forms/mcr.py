"""The MCR hand form (docs/mcr.md): who won and how, then the hand at one of three depths:
`tiles` (every player's tiles in the notation, through the tile picker; the calculator counts
the fans), `fans` (the winner's fans ticked, as the MCR scoring sheet lists them) or `scores`
(the winner's fan total). A false mah-jong declared during the hand is claimed by naming its
offender; the hand is recorded as it then ended. The session adds the ruleset, options and
prevailing wind.
"""

from __future__ import annotations

import re
import uuid

from django import forms
from django.utils.translation import get_language, gettext
from django.utils.translation import gettext_lazy as _

from scoring import limits
from scoring.engine.catalogue.rule import pick
from scoring.engine.errors import ContractError
from scoring.engine.mcr.fans import FANS, FLOWER
from scoring.engine.mcr.value import MINIMUM, REPEATABLE
from scoring.engine.messages import Message
from scoring.engine.tiles import SEATS, WIND_NAMES
from scoring.models.session import Entry
from scoring.services.hands import sessions as sessions_service
from scoring.services.hands.engine_text import refusal

from .notation import parse_hand_text
from .sessions import DRAWN, HandForm

ENTRIES = [(Entry.TILES, _("tiles")), (Entry.FANS, _("fans")), (Entry.SCORES, _("scores"))]
ENTRY_HELP = _(
    "tiles: every player's tiles, the fans are counted for you; fans: tick the winner's fans; "
    "scores: the winner's fan total"
)
WIN_SOURCES = [
    ("wall", _("self-drawn")),
    ("discard", _("on a discard")),
    ("loose_tile", _("on a replacement tile after a kong")),
    ("robbed_kong", _("robbing a kong")),
]
# The wins paid by one player (docs/mcr.md, `win.discarder`): a discard, a robbed kong.
ON_ANOTHERS_TILE = ("discard", "robbed_kong")
WIN_FLAGS = {
    "fourth_tile": _("the last tile of its kind (three already shown)"),
    "last_tile": _("the last tile of the wall, or its discard"),
}
# The fans a table ticks most, first on the form in this order; the rest follow by value as
# the MCR scoring sheet groups them (88, 64, ... 1). Named, so that a renumbering of the
# engine's table cannot put the wrong fan here silently.
COMMON_NAMES = (
    "All Chows",
    "Concealed Hand",
    "Self-Drawn",
    "Mixed Triple Chow",
    "All Types",
    "Fully Concealed Hand",
    "Pung of Terminals or Honors",
    "Flower Tiles",
    "Mixed Straight",
    "Half Flush",
    "All Pungs",
    "Mixed Shifted Chows",
    "Melded Hand",
    "All Simples",
    "Pure Double Chow",
    "Mixed Double Chow",
    "Short Straight",
    "Two Terminal Chows",
    "One Voided Suit",
    "No Honors",
    "Single Wait",
)
BY_NAME = {fan.name["en"]: number for number, fan in FANS.items()}
COMMON = tuple(BY_NAME[name] for name in COMMON_NAMES)
VALUES = tuple(sorted({fan.points for fan in FANS.values()}, reverse=True))
# How many times a repeating fan can count: eight flowers and seasons, four sets.
MOST = {FLOWER: 8}
MOST_SETS = 4
FAN_IN_MESSAGE = re.compile(r"\bfan (\d+)\b")


def fan_field(number: int) -> str:
    return f"fan_{number}"


def count_field(number: int) -> str:
    return f"fan_{number}_count"


class McrHandForm(HandForm):
    """Seats are the winds of this deal; labels carry the players' names. The tiles lines and
    the winner / discarder choices are the classical form's (its tile picker fills them)."""

    formsets_shown = ()

    fourth_tile = forms.BooleanField(required=False, label=WIN_FLAGS["fourth_tile"])
    winner_score = forms.IntegerField(
        required=False,
        min_value=0,
        max_value=limits.OPEN_ROOF_SCORE,
        label=_("the winner's fans"),
        help_text=_("the hand's fan total as the table counted it, flowers included"),
        widget=forms.NumberInput(attrs={"inputmode": "numeric", "min": 0}),
    )
    false_mahjong = forms.MultipleChoiceField(
        choices=(),
        required=False,
        widget=forms.CheckboxSelectMultiple,
        label=_("false mah-jong declared by"),
    )

    def __init__(self, data=None, *, names, initial=None, penalty_initial=None, **kwargs):
        initial = dict(initial or {})
        # The winner's fans as a list (the winner's phone at a four-phone table): ticked.
        listed = list(initial.pop("winner_fans", ()))
        for number in set(listed):
            initial[fan_field(number)] = True
            if number in REPEATABLE:
                initial[count_field(number)] = listed.count(number)
        if initial.get("entry") not in dict(ENTRIES):
            # a session started at a classical depth (tournament tables made before they
            # started at their ruleset's depth)
            initial["entry"] = Entry.FANS
        super().__init__(data, names=names, initial=initial, **kwargs)
        for name in ("completes", "after_wall_exhausted", "original_call"):
            del self.fields[name]
        for seat in SEATS:
            del self.fields[f"{seat}_score"]
        self.fields["entry"].choices = ENTRIES
        self.fields["entry"].help_text = ENTRY_HELP
        self.fields["win_source"].choices = WIN_SOURCES
        self.fields["last_tile"].label = WIN_FLAGS["last_tile"]
        self.fields["winner"].label = _("who won?")
        self.fields["false_mahjong"].choices = [
            (seat, f"{names[seat]} ({gettext(WIND_NAMES[seat])})") for seat in SEATS
        ]
        language = get_language()
        for number, fan in FANS.items():
            label = pick(fan.name, language)
            self.fields[fan_field(number)] = forms.BooleanField(required=False, label=label)
            if number in REPEATABLE:
                most = MOST.get(number, MOST_SETS)
                self.fields[count_field(number)] = forms.IntegerField(
                    required=False,
                    min_value=1,
                    max_value=most,
                    label=_("how many times: %(name)s") % {"name": label},
                    widget=forms.NumberInput(attrs={"inputmode": "numeric", "min": 1, "max": most}),
                )
        self.penalties = None  # MCR's one penalty is the false mah-jong field
        self.parsed = {}

    # ---- the fans as the template lays them out

    def _row(self, number: int) -> dict:
        fan = FANS[number]
        return {
            "number": number,
            "rule": fan.rule,
            "points": fan.points,
            "field": self[fan_field(number)],
            "count": self[count_field(number)] if number in REPEATABLE else None,
        }

    @property
    def common_fans(self) -> list[dict]:
        return [self._row(n) for n in COMMON]

    @property
    def fan_groups(self) -> list[dict]:
        """The other fans by value, highest first; a group opens when one of its fans is
        ticked or refused."""
        groups = []
        for points in VALUES:
            rows = [self._row(n) for n, fan in FANS.items() if fan.points == points]
            rows = [row for row in rows if row["number"] not in COMMON]
            if rows:
                shown = any(
                    row["field"].value()
                    or row["field"].errors
                    or (row["count"] and row["count"].errors)
                    for row in rows
                )
                groups.append({"points": points, "fans": rows, "open": shown})
        return groups

    # ---- reading a stored hand back into the form

    @classmethod
    def initial_from(cls, document: dict) -> tuple[dict, list]:
        initial, _penalties = super().initial_from(document)
        entry = document.get("entry", Entry.TILES)
        initial["entry"] = entry
        winner = document.get("winner")
        held = ((document.get("players") or {}).get(winner) or {}) if winner else {}
        if entry == Entry.FANS:
            numbers = held.get("fans") or []
            for number in set(numbers):
                initial[fan_field(number)] = True
                if number in REPEATABLE:
                    initial[count_field(number)] = numbers.count(number)
        elif entry == Entry.SCORES:
            initial["winner_score"] = held.get("score")
        win = document.get("win") or {}
        initial["fourth_tile"] = bool(win.get("fourth_tile"))
        initial["false_mahjong"] = [
            penalty.get("offender")
            for penalty in document.get("penalties") or ()
            if penalty.get("type") == "false_mahjong"
        ]
        return initial, []

    # ---- checking and building the document

    def is_valid(self):
        return forms.Form.is_valid(self)

    def clean(self):
        data = forms.Form.clean(self)
        entry = data["entry"] = data.get("entry") or Entry.TILES
        winner = data.get("winner")
        won = bool(winner) and winner != DRAWN
        if entry == Entry.TILES:
            for seat in SEATS:
                name = f"{seat}_tiles"
                try:
                    self.parsed[seat] = parse_hand_text(data.get(name, ""))
                except ContractError as exc:
                    self.add_error(name, refusal(exc))
            if won and not (data.get("win_tile") or "").strip():
                self.add_error("win_tile", _("which tile completed the hand?"))
        if won:
            if entry == Entry.FANS and not self.fans_ticked():
                self.add_error(None, _("tick the winner's fans"))
            if entry == Entry.SCORES and data.get("winner_score") is None:
                self.add_error("winner_score", _("how many fans did the winner score?"))
            if not data.get("win_source"):
                self.add_error("win_source", _("how was the hand won?"))
            if data.get("win_source") in ON_ANOTHERS_TILE:
                if not data.get("discarder"):
                    self.add_error("discarder", _("who discarded the winning tile?"))
                elif data.get("discarder") == winner:
                    self.add_error("discarder", _("the winner cannot win on their own discard"))
            if winner in (data.get("false_mahjong") or ()):
                self.add_error(
                    "false_mahjong",
                    _("a player who declared a false mah-jong may not win the hand"),
                )
        return data

    def fans_ticked(self) -> list[int]:
        """The ticked fans, each as many times as it counts (fan numbers, docs/mcr.md)."""
        data = self.cleaned_data
        numbers = []
        for number in FANS:
            count = data.get(count_field(number)) if number in REPEATABLE else None
            if data.get(fan_field(number)) or count:
                numbers += [number] * (count or 1)
        return numbers

    def hand_document(self) -> dict:
        data = self.cleaned_data
        entry = data["entry"]
        winner = data["winner"] if data["winner"] != DRAWN else None
        doc: dict = {"entry": entry, "winner": winner}
        if entry == Entry.TILES:
            doc["players"] = {seat: self.parsed[seat] for seat in SEATS}
        elif winner and entry == Entry.FANS:
            doc["players"] = {winner: {"fans": self.fans_ticked()}}
        elif winner:
            doc["players"] = {winner: {"score": data["winner_score"]}}
        if winner:
            win = {"source": data["win_source"]}
            if entry == Entry.TILES:
                win["tile"] = data["win_tile"].strip()
                for flag in WIN_FLAGS:
                    if data.get(flag):
                        win[flag] = True
            if data["win_source"] in ON_ANOTHERS_TILE:
                win["discarder"] = data["discarder"]
            doc["win"] = win
        doc["penalties"] = [
            {"type": "false_mahjong", "offender": seat} for seat in data.get("false_mahjong") or ()
        ]
        return doc

    def add_contract_error(self, exc: ContractError) -> None:
        """An engine error beside the field it concerns: a fan named in a refusal of the
        listed fans (`players.S.fans`), the winner's total, a player's tiles, the win."""
        parts = (exc.field or "").split(".")
        target = None
        if parts[0] == "players" and len(parts) > 1 and parts[1] in SEATS:
            if len(parts) > 2 and parts[2] == "fans":
                named = [int(n) for n in FAN_IN_MESSAGE.findall(exc.message)]
                target = next((fan_field(n) for n in named if n in FANS), None)
            elif len(parts) > 2 and parts[2] == "score":
                target = "winner_score"
            elif self.cleaned_data.get("entry") == Entry.TILES:
                target = f"{parts[1]}_tiles"
        elif parts[0] in ("entry", "winner"):
            target = parts[0]
        elif parts[0] == "win" and len(parts) > 1:
            target = {"tile": "win_tile", "source": "win_source"}.get(parts[1], parts[1])
        elif parts[0] == "penalties":
            target = "false_mahjong"
        if target not in self.fields:
            target = None
        self.add_error(target, refusal(exc))


KONG_SOURCES = ("loose_tile", "robbed_kong")


def part_fans(names: dict, typed=None, line: str = "") -> McrHandForm:
    """The fan checklist of a winner's phone (the MCR form's own fields, grouped as on the
    scorer's form): ticked as `typed` (a refused post) or as the fans' numbers in `line`."""
    if typed is not None:
        initial = {
            name: typed.get(name) if name.endswith("_count") else True
            for name in typed
            if name.startswith("fan_")
        }
    else:
        numbers = line.split() if re.fullmatch(r"[0-9 ]*", line or "") else []
        initial = {"winner_fans": [int(n) for n in numbers]}
    return McrHandForm(initial=initial, names=names)


def winner_part(session, deal, seat: str, post, claim: dict, depth: str) -> tuple[str, dict]:
    """An MCR winner's own part from their phone at a four-phone table: (what the table keeps
    of it, HandPart.line: the fans' numbers, the fan total or the tiles; the claim, HandPart.win).

    Checked exactly as the scorer's MCR form and the engine check a hand (never a second copy
    of the fan rules); a part they would refuse, or a win under the minimum (a false mah-jong
    at the scorer's form), is a ContractError with the same words. `claim` is the phone's
    "how" (table.check_win: self-drawn, or whose discard by player); `kong` turns it into a
    win on the replacement tile or robbing that player's kong."""
    source = claim["source"]
    if post.get("kong"):
        source = KONG_SOURCES[0] if source == "wall" else KONG_SOURCES[1]
    seat_of = {pid: wind for wind, pid in session.seats_for(deal).items()}
    data = {name: post.get(name) for name in post if name.startswith("fan_")}
    data.update(
        entry=depth,
        winner=seat,
        submission_key=str(uuid.uuid4()),
        win_source=source,
        discarder=seat_of.get(claim.get("discarder"), ""),
    )
    flags = {flag: True for flag in WIN_FLAGS if post.get(flag)} if depth == Entry.TILES else {}
    data.update(dict.fromkeys(flags, "on"))
    line = (post.get("line") or "").strip()
    if depth == Entry.TILES:
        data.update({f"{seat}_tiles": line, "win_tile": claim.get("tile", "")})
    elif depth == Entry.SCORES:
        data["winner_score"] = line
    names = {wind: "" for wind in SEATS}
    form = McrHandForm(data, names=names)
    if form.is_valid():
        try:
            output = sessions_service.score_unsaved(session, deal, form.hand_document()).output
        except ContractError as exc:
            form.add_contract_error(exc)
    if form.errors:
        # One message on the phone, above its fans: a fan's own refusal names the fan.
        name, errors = next(iter(form.errors.items()))
        said = str(errors[0])
        if name.startswith("fan_") and name in form.fields:
            said = f"{form.fields[name].label} — {said}"
        raise ContractError(said, "line")
    scored = output["hands"][seat]
    if not scored["mahjong"]:
        under = Message(
            "%(number1)s fans without flowers, under the minimum of %(number2)s",
            number1=scored["fans"],
            number2=MINIMUM,
        )
        raise ContractError(under, "line")
    kept = {
        Entry.FANS: " ".join(str(n) for n in form.fans_ticked()),
        Entry.SCORES: str(form.cleaned_data.get("winner_score")),
    }.get(depth, line)
    return kept, {**claim, "source": source, **flags}


class McrCorrectHandForm(McrHandForm):
    base_version = forms.IntegerField(widget=forms.HiddenInput, max_value=limits.INTEGER)
    reason = forms.CharField(
        label=_("why is it corrected?"), max_length=500, widget=forms.TextInput
    )
