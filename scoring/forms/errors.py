"""Errors in words a scorer can act on: "South (Bob) — set 3: ...", never `players.S.melds.2`.

`summary(form)` lists a hand form's errors for the summary at the top of the page, each with the
id of the field it links to; `describe_path(path, names)` turns an engine error's field path into
the player and the field it concerns.
"""

from __future__ import annotations

from django.forms import RadioSelect
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from scoring.engine.tiles import SEATS
from scoring.services.hands.engine_text import wind_name

PLAYER_PARTS = {
    "melds": gettext_lazy("sets"),
    "concealed": gettext_lazy("loose tiles"),
    "bonus": gettext_lazy("flowers and seasons"),
    "score": gettext_lazy("score"),
    "closed": gettext_lazy("closed tiles"),
    "calls": gettext_lazy("calls"),
    "riichi": gettext_lazy("riichi"),
    "tenpai": gettext_lazy("ready hand"),
}
WIN_PARTS = {
    "tile": gettext_lazy("winning tile"),
    "source": gettext_lazy("how the hand was won"),
    "discarder": gettext_lazy("who discarded the winning tile"),
    "completes": gettext_lazy("set completed by the winning tile"),
}
PENALTY_PARTS = {
    "type": gettext_lazy("penalty"),
    "offender": gettext_lazy("offender"),
    "claimant": gettext_lazy("claimant"),
    "rule": gettext_lazy("rule"),
    "claimed_for": gettext_lazy("claimed for"),
    "wall_tiles_left": gettext_lazy("tiles left in the wall"),
}


def player(seat: str, names: dict) -> str:
    wind = wind_name(seat)
    name = names.get(seat)
    return _("%(wind)s (%(name)s)") % {"wind": wind, "name": name} if name else wind


def describe_path(path: str | None, names: dict) -> str:
    """The words for an engine error's field path, e.g. players.S.melds.2.tiles."""
    parts = [p for p in (path or "").split(".") if p]
    if parts[:1] == ["hand"]:
        parts = parts[1:]
    if not parts:
        return ""
    head = parts[0]
    if head == "players" and len(parts) > 1 and parts[1] in SEATS:
        who = player(parts[1], names)
        if len(parts) == 2:
            return who
        what = PLAYER_PARTS.get(parts[2], parts[2].replace("_", " "))
        if parts[2] == "melds" and len(parts) > 3 and parts[3].isdigit():
            what = _("set %(n)s") % {"n": int(parts[3]) + 1}
        return _("%(player)s — %(part)s") % {"player": who, "part": what}
    if head == "winner":
        return _("who went mah-jong")
    if head == "win":
        return str(WIN_PARTS.get(parts[1], _("the win"))) if len(parts) > 1 else _("the win")
    if head == "penalties" and len(parts) > 1 and parts[1].isdigit():
        which = _("penalty %(n)s") % {"n": int(parts[1]) + 1}
        if len(parts) > 2:
            part = PENALTY_PARTS.get(parts[2], parts[2].replace("_", " "))
            return _("%(player)s — %(part)s") % {"player": which, "part": part}
        return which
    if parts == ["players"]:
        return _("the table")
    return " ".join(p.replace("_", " ") for p in parts if not p.isdigit())


# Fields shown as a group of buttons: the link goes to the group (crispy-forms wraps a field in
# div_id_<name> too, so the riichi form's selects are found the same way).
GROUPS = ("winner", "win_source", "discarder")


def _anchor(form, name: str) -> str:
    if name in GROUPS or isinstance(form.fields[name].widget, RadioSelect):
        return f"div_id_{name}"
    return form[name].id_for_label or "hand-form"


def field_words(form, name: str) -> str:
    """A form field in words: the seat's player for a seat's tiles, else the field's label."""
    seat = name.split("_", 1)[0]
    if seat in SEATS and name != seat and name.startswith(f"{seat}_"):
        what = name.split("_", 1)[1]
        part = PLAYER_PARTS.get(what, what.replace("_", " "))
        return _("%(player)s — %(part)s") % {"player": player(seat, form.names), "part": part}
    field = form.fields.get(name)
    return str(field.label).rstrip("?").capitalize() if field is not None and field.label else ""


def summary(form) -> list[tuple[str, str, str]]:
    """(anchor id, where in words, message) for every error of a bound hand form."""
    rows = []
    for name, errors in form.errors.items():
        if name == "__all__":
            rows += [("hand-form", "", str(e)) for e in errors]
            continue
        if name not in form.fields:
            continue
        rows += [(_anchor(form, name), field_words(form, name), str(e)) for e in errors]
    penalties = getattr(form, "penalties", None)
    if penalties is not None and penalties.is_bound:
        for index, penalty in enumerate(penalties.forms):
            for name, errors in penalty.errors.items():
                where = _("penalty %(n)s") % {"n": index + 1}
                if name != "__all__" and name in penalty.fields:
                    where = f"{where} — {penalty.fields[name].label}"
                    anchor = penalty[name].id_for_label
                else:
                    anchor = "penalties"
                rows += [(anchor, where, str(e)) for e in errors]
    return rows


class VisibleErrorsMixin:
    """A refused hidden field (submission_key, base_version) has no place on the page: its
    error goes to the form's own errors, which every form template shows above the fields.
    So does a formset's refusal of its count (a tampered TOTAL_FORMS, more forms than allowed),
    for the formsets named in `formsets_shown`."""

    formsets_shown: tuple[str, ...] = ()

    def full_clean(self):
        super().full_clean()
        if not self.is_bound:
            return
        for field in self.hidden_fields():
            for error in field.errors:
                self.add_error(
                    None,
                    _("%(field)s: %(error)s Reload the page and enter it again.")
                    % {"field": field.name, "error": error},
                )
        for name in self.formsets_shown:
            formset = getattr(self, name)
            formset.is_valid()
            for error in formset.non_form_errors():
                self.add_error(None, error)


def bounded(data):
    """A copy of posted form data with every value cut just past limits.TEXT characters: a
    field past its limit is still refused for its length, but no error message or echoed
    value costs more than that (the anonymous preview renders what it was sent)."""
    from scoring import limits

    cut = data.copy()
    for key, values in data.lists():
        cut.setlist(key, [value[: limits.TEXT + 1] for value in values])
    return cut


def too_many_copies(parsed: dict, names: dict) -> tuple[str, list[str]] | None:
    """A tile the table holds more often than the set has it (four of a kind, one of each
    flower and season), in words that say who holds it: (message, seats holding it), or None.
    `parsed` is each seat's hand as the notation reads it (melds, concealed, bonus)."""
    from scoring.templatetags.tiles import tile_name

    held: dict[str, dict[str, int]] = {}
    for seat in SEATS:
        hand = parsed.get(seat)
        if not isinstance(hand, dict):
            continue
        codes = [t for m in hand.get("melds", []) for t in m.get("tiles", [])]
        codes += list(hand.get("concealed", [])) + list(hand.get("bonus", []))
        for code in codes:
            by_seat = held.setdefault(code, {})
            by_seat[seat] = by_seat.get(seat, 0) + 1
    for code, by_seat in held.items():
        limit = 1 if code[:1] in ("F", "S") and code[1:] in ("1", "2", "3", "4") else 4
        total = sum(by_seat.values())
        if total > limit:
            seats = [seat for seat in SEATS if seat in by_seat]
            who = ", ".join(f"{player(seat, names)} {by_seat[seat]}" for seat in seats)
            message = _(
                "%(n)s copies of %(tile)s at the table (%(who)s); the set has only %(limit)s"
            ) % {"n": total, "tile": tile_name(code), "who": who, "limit": limit}
            return message, seats
    return None
