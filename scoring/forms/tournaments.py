import csv
import io
import re

from django import forms
from django.core.validators import MaxValueValidator
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from scoring import limits
from scoring.engine import standings as standings_engine
from scoring.models import (
    TIEBREAKER_NAMES,
    Player,
    Round,
    Tournament,
    TournamentPenalty,
    identity,
)
from scoring.services.tournaments import keep_apart, results_desk
from scoring.services.tournaments import players as tournament_players
from scoring.services.tournaments import setup as tournament_setup
from scoring.services.tournaments.seating_import import column_words, csv_delimiter

from .event_day import typed_player_fields
from .options import RulesetOptionsMixin
from .widgets import DatePicker

TIEBREAKER_FIELDS = ("tiebreaker_1", "tiebreaker_2", "tiebreaker_3")


APART_FIELDS = ["apart_teams", "apart_clubs", "apart_countries", "apart_rounds"]


def clean_apart_rounds(text: str, rounds_planned) -> str:
    """The rounds that keep people apart ("1-3, 5"), checked against the event's rounds and
    written back as runs; the service reads them again when it seats."""
    text = " ".join((text or "").split())
    if not text or not rounds_planned:
        return text
    try:
        return keep_apart.rounds_text(keep_apart.parse_rounds(text, rounds_planned))
    except keep_apart.RoundsError as error:
        raise forms.ValidationError(str(error)) from error


class TournamentForm(RulesetOptionsMixin, forms.ModelForm):
    uma = forms.CharField(
        label=_("Uma"),
        required=False,
        max_length=limits.NAME,
    )

    # Further tie-breakers, chosen in order from a list (never typed: their names are translated).
    tiebreaker_1 = forms.ChoiceField(label=_("First further tie-breaker"), required=False)
    tiebreaker_2 = forms.ChoiceField(label=_("Second further tie-breaker"), required=False)
    tiebreaker_3 = forms.ChoiceField(label=_("Third further tie-breaker"), required=False)

    class Meta:
        model = Tournament
        fields = [
            "name",
            "date",
            "last_day",
            "place",
            "country",
            "ruleset",
            "options",
            "scheme",
            "rounds_planned",
            "uma",
            "oka",
            "seed",
            "results_entry",
            "forfeit_points",
            "not_played",
            "substitute_counts",
            "round_minutes",
            "check_in",
            "ranked_rounds",
            "tiebreaker_1",
            "tiebreaker_2",
            "tiebreaker_3",
            "publish_by_round",
            "warning_minutes",
            *APART_FIELDS,
        ]
        widgets = {
            "date": DatePicker(),
            "last_day": DatePicker(),
            "options": forms.HiddenInput,
        }

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["ruleset"] = forms.ChoiceField(
            label=_("Ruleset"), choices=tournament_setup.ruleset_choices()
        )
        # formatted here, in the reader's language (a lazy text formatted at import is English)
        self.fields["uma"].help_text = gettext(
            "Four numbers for places 1-4, summing to 0 (riichi). Empty: EMA %(uma)s."
        ) % {"uma": " / ".join(f"{u:+d}" for u in standings_engine.EMA_UMA)}
        # Typed per option (scoring.forms.options); what is posted as "options" is ignored.
        self.fields["options"].disabled = True
        self.fields["options"].required = False
        self.add_option_fields(self.instance.options, self.instance.ruleset)
        self.option_field_names = [n for _r, names in self.option_groups for n in names]
        self.fields["rounds_planned"].min_value = 1
        self.fields["rounds_planned"].widget.attrs["min"] = 1
        self.fields["seed"].help_text = _("The same seed gives the same seating.")
        self.initial.setdefault("uma", "")
        # A new event starts on the classical ruleset; standings and results entry follow
        # the ruleset unless the organiser picks them (riichi: score with uma, final scores).
        self.initial["ruleset"] = self.instance.ruleset or "millington"
        usual = [("", _("the ruleset's usual (riichi: %(riichi)s; otherwise: %(other)s)"))]
        self.fields["scheme"] = forms.ChoiceField(
            label=_("Standings"),
            required=False,
            choices=[
                (
                    "",
                    usual[0][1]
                    % {
                        "riichi": Tournament.Scheme.UMA.label,
                        "other": Tournament.Scheme.TABLE_POINTS.label,
                    },
                ),
                *Tournament.Scheme.choices,
            ],
        )
        self.fields["results_entry"] = forms.ChoiceField(
            label=_("The results desk enters"),
            required=False,
            choices=[
                (
                    "",
                    _("the ruleset's usual (riichi and MCR: %(final)s; otherwise: %(other)s)")
                    % {
                        "final": Tournament.Entry.FINAL.label,
                        "other": Tournament.Entry.HANDS.label,
                    },
                ),
                *Tournament.Entry.choices,
            ],
        )
        if self.instance.pk is None:
            self.initial["scheme"] = self.initial["results_entry"] = ""
        choices = [("", _("none"))] + [(k, v) for k, v in TIEBREAKER_NAMES.items()]
        for n, name in enumerate(TIEBREAKER_FIELDS):
            self.fields[name].choices = choices
            self.fields[name].help_text = (
                ""
                if n
                else _(
                    "After the scheme's two figures, in this order. None: players still tied share "
                    "the rank."
                )
            )
        # Settings with a default may be left out (older forms and clients do not send them).
        for name, most in (("ranked_rounds", 100), ("warning_minutes", 240)):
            self.fields[name].required = False
            self.fields[name].validators.append(MaxValueValidator(most))
            self.fields[name].widget.attrs["max"] = most

    def clean_country(self):
        country = (self.cleaned_data.get("country") or "").strip().upper()
        if country and not re.fullmatch(r"[A-Z]{3}", country):
            raise forms.ValidationError(_("A three-letter country code, such as CZE or FRA."))
        return country

    def clean_ranked_rounds(self):
        value = self.cleaned_data["ranked_rounds"]
        return 0 if value is None else value

    def clean_warning_minutes(self):
        value = self.cleaned_data["warning_minutes"]
        return Tournament._meta.get_field("warning_minutes").default if value is None else value

    def clean_uma(self):
        raw = self.cleaned_data["uma"].replace(",", " ").replace("/", " ").split()
        if not raw:
            return []
        try:
            values = [int(v) for v in raw]
        except ValueError:
            raise forms.ValidationError(_("Uma is four whole numbers.")) from None
        if len(values) != 4:
            raise forms.ValidationError(_("Uma is four numbers, one per place."))
        if sum(values) != 0:
            raise forms.ValidationError(_("Uma must sum to 0 (it moves points between places)."))
        return values

    def choose_tiebreakers(self, data) -> None:
        chosen = []
        for name in TIEBREAKER_FIELDS:
            value = data.get(name)
            if not value:
                continue
            if value in chosen:
                self.add_error(name, _("%(w)s is chosen twice.") % {"w": TIEBREAKER_NAMES[value]})
            chosen.append(value)
        data["tiebreakers"] = list(dict.fromkeys(chosen))

    def tournament_fields(self) -> dict:
        """What the tournament is created with: the model's fields as the form cleaned them."""
        names = [f for f in self.Meta.fields if f not in TIEBREAKER_FIELDS] + ["tiebreakers"]
        return {name: self.cleaned_data[name] for name in names}

    def clean_rounds_planned(self):
        rounds = self.cleaned_data["rounds_planned"]
        if rounds < 1:
            raise forms.ValidationError(_("A tournament has at least one round."))
        return rounds

    def clean(self):
        data = super().clean()
        self.choose_tiebreakers(data)
        riichi = data.get("ruleset") == "riichi"
        # Riichi and MCR events are usually entered as final scores (the EMA's rankings read
        # only those); entered hand by hand, their hands are recorded at the tables.
        final_usually = data.get("ruleset") in ("riichi", "mcr")
        if not data.get("scheme"):
            data["scheme"] = Tournament.Scheme.UMA if riichi else Tournament.Scheme.TABLE_POINTS
        if not data.get("results_entry"):
            data["results_entry"] = (
                Tournament.Entry.FINAL if final_usually else Tournament.Entry.HANDS
            )
        if tournament_setup.registered_ruleset(data.get("ruleset")) is not None:
            data["options"] = self.clean_options_of(data["ruleset"])
        if data.get("scheme") == Tournament.Scheme.UMA and data.get("ruleset") != "riichi":
            self.add_error("scheme", _("Uma and oka belong to the riichi ruleset."))
        if "apart_rounds" in data:
            try:
                data["apart_rounds"] = clean_apart_rounds(
                    data["apart_rounds"], data.get("rounds_planned")
                )
            except forms.ValidationError as error:
                self.add_error("apart_rounds", error)
        first, last = data.get("date"), data.get("last_day")
        if first and last and last < first:
            self.add_error("last_day", _("The last day cannot come before the first."))
        return data


PLAYER_COLUMNS = ("name", "country", "ema number", "nationality")


def parse_player_lines(text: str) -> list[tournament_players.PlayerEntry]:
    """CSV lines `name, country, EMA number, nationality` (all but the name optional; a first
    line of those column names is skipped; ';' between them as a Czech or French spreadsheet
    saves them). Every bad line is named, then nothing is added."""
    entries, errors, seen = [], [], {}
    reader = csv.reader(io.StringIO(text), skipinitialspace=True, delimiter=csv_delimiter(text))
    for number, cells in enumerate(reader, start=1):
        cells = [c.strip() for c in cells]
        if not any(cells):
            continue
        # The header, in English or in a Czech or French spreadsheet's words (jméno, nom).
        if number == 1 and column_words().get(cells[0].casefold()) == "name":
            continue
        where = _("Line %(n)s") % {"n": number}
        if len(cells) > len(PLAYER_COLUMNS):
            errors.append(
                f"{where}: "
                + _("%(got)s columns; at most 4: name, country, EMA number, nationality.")
                % {"got": len(cells)}
            )
            continue
        name, country, ema, typed_nationality = (cells + ["", "", "", ""])[:4]
        nationality = identity.nationality(typed_nationality) or ""
        problem = None
        if not name:
            problem = _("no name.")
        elif name.casefold() in seen:
            problem = _("%(name)s is already on line %(m)s.") % {
                "name": name,
                "m": seen[name.casefold()],
            }
        else:
            seen[name.casefold()] = number
            if len(name) > 120 or len(country) > 60:
                problem = _("the name or country is too long.")
            elif ema and not identity.EMA_NUMBER.fullmatch(ema):
                problem = _("EMA number %(v)r is not 8 digits (e.g. 04010123).") % {"v": ema}
            elif typed_nationality and not nationality:
                problem = _("nationality %(v)r is not a country's ISO code (e.g. CZE or CZ).") % {
                    "v": typed_nationality
                }
        if problem:
            errors.append(f"{where}: {problem}")
        else:
            entries.append(tournament_players.PlayerEntry(name, country, ema, nationality))
    if errors:
        raise forms.ValidationError(errors)
    if not entries:
        raise forms.ValidationError(_("Give at least one player."))
    return entries


class PlayersForm(forms.Form):
    players = forms.CharField(
        label=_("Players"),
        required=False,
        max_length=limits.REQUEST_BODY,
        widget=forms.Textarea(attrs={"rows": 6}),
        help_text=_(
            "One a line: name, country, EMA number, nationality (all but the name optional)."
        ),
    )
    csv_file = forms.FileField(
        label=_("or a CSV file"),
        required=False,
        help_text=_("Columns: name, country, EMA number, nationality; a header line is skipped."),
    )

    def clean(self):
        data = super().clean()
        upload = data.get("csv_file")
        text = data.get("players") or ""
        if upload:
            if upload.size > limits.UPLOAD:
                raise forms.ValidationError(_("The CSV file is larger than 1 MB."))
            try:
                text = upload.read().decode("utf-8-sig")
            except UnicodeDecodeError:
                raise forms.ValidationError(_("The CSV file is not UTF-8 text.")) from None
        try:
            data["entries"] = parse_player_lines(text)
        except forms.ValidationError as error:
            self.add_error("csv_file" if upload else "players", error)
        return data


class SwapForm(forms.Form):
    first = forms.ModelChoiceField(label=_("Player"), queryset=Player.objects.none())
    second = forms.ModelChoiceField(label=_("swaps seats with"), queryset=Player.objects.none())

    def __init__(self, *args, tournament, **kwargs):
        super().__init__(*args, **kwargs)
        # Withdrawn players stay choosable: the service names why they cannot be seated.
        players = tournament.players.order_by("name")
        self.fields["first"].queryset = players
        self.fields["second"].queryset = players
        typed_player_fields(self, tournament, "first", "second")

    def clean(self):
        data = super().clean()
        if data.get("first") and data.get("first") == data.get("second"):
            self.add_error("second", _("Choose two different players."))
        return data


class PenaltyForm(forms.ModelForm):
    class Meta:
        model = TournamentPenalty
        fields = ["player", "round", "points", "reason"]

    def __init__(self, *args, tournament, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["player"].queryset = tournament.players.order_by("name")
        typed_player_fields(self, tournament, "player")
        self.fields["round"].queryset = Round.objects.filter(tournament=tournament)
        self.fields["round"].required = False
        self.fields["points"].min_value = 1
        self.fields["points"].help_text = _("Points off the player's score.")

    def clean_points(self):
        points = self.cleaned_data["points"]
        if points < 1:
            raise forms.ValidationError(_("A penalty takes at least one point."))
        return points


SEAT_CHOICES = [("E", _("East")), ("S", _("South")), ("W", _("West")), ("N", _("North"))]


class FinalScoresForm(forms.Form):
    """A table's four final scores (prefix: the table's number)."""

    E = forms.IntegerField(label=_("East"), min_value=-limits.INTEGER, max_value=limits.INTEGER)
    S = forms.IntegerField(label=_("South"), min_value=-limits.INTEGER, max_value=limits.INTEGER)
    W = forms.IntegerField(label=_("West"), min_value=-limits.INTEGER, max_value=limits.INTEGER)
    N = forms.IntegerField(label=_("North"), min_value=-limits.INTEGER, max_value=limits.INTEGER)
    reason = forms.CharField(label=_("Correction: why"), required=False, max_length=200)
    # The table's result version the desk was shown (its latest history row; 0: none): a
    # table entered or corrected meanwhile, by another desk or a player's phone, is a 409.
    version = forms.IntegerField(
        required=False, min_value=0, max_value=limits.INTEGER, widget=forms.HiddenInput
    )

    def scores(self) -> dict:
        return {seat: self.cleaned_data[seat] for seat in "ESWN"}


# The sheet's blank rows on the desk; "More rows" adds MORE_ROWS at a time, up to the
# most a sheet holds (results_desk.MAX_SHEET_HANDS).
HAND_ROWS = 24
MORE_ROWS = 12


class HandSheetForm(forms.Form):
    """Score-sheet lines after the hands already recorded: per hand the winner (empty: a
    draw), the discarder (empty: self-drawn) and the four hand values. `base` is how many
    hands were recorded when the sheet was shown, `rows` how many blank rows it had."""

    base = forms.IntegerField(
        widget=forms.HiddenInput,
        min_value=0,
        max_value=results_desk.MAX_SHEET_HANDS,
        error_messages={
            "required": _("The sheet does not say which hands it was typed after: reload it.")
        },
    )
    row_count_field = forms.IntegerField(
        widget=forms.HiddenInput,
        required=False,
        min_value=1,
        max_value=results_desk.MAX_SHEET_HANDS,
    )

    def __init__(self, *args, rows=HAND_ROWS, base=0, **kwargs):
        super().__init__(*args, **kwargs)
        if self.is_bound:
            posted = self.data.get(self.add_prefix("row_count_field"), "")
            rows = int(posted) if str(posted).isdigit() else rows
            posted = self.data.get(self.add_prefix("base"), "")
            base = int(posted) if str(posted).isdigit() else base
        rows = max(1, min(rows, results_desk.MAX_SHEET_HANDS))
        self.row_count = rows
        self.base_count = base
        self.initial.setdefault("base", base)
        self.initial["row_count_field"] = rows
        for i in range(1, rows + 1):
            self.fields[f"h{i}_winner"] = forms.CharField(required=False, max_length=1)
            self.fields[f"h{i}_from"] = forms.CharField(required=False, max_length=1)
            for seat in "ESWN":
                self.fields[f"h{i}_{seat}"] = forms.IntegerField(
                    required=False, min_value=0, max_value=100_000
                )

    def with_more_rows(self) -> "HandSheetForm":
        """The same typed lines and MORE_ROWS more blank rows (nothing is saved)."""
        data = self.data.copy()
        data[self.add_prefix("row_count_field")] = str(self.row_count + MORE_ROWS)
        return HandSheetForm(data, prefix=self.prefix, base=self.base_count)

    def rows(self):
        """(number, winner field, from field, [score fields]) for the template."""
        return [
            (
                i,
                self[f"h{i}_winner"],
                self[f"h{i}_from"],
                [self[f"h{i}_{seat}"] for seat in "ESWN"],
            )
            for i in range(1, self.row_count + 1)
        ]

    def numbered_rows(self):
        """rows() with each line's hand number on the sheet (after the recorded hands)."""
        return [(self.base_count + i, *rest) for i, *rest in self.rows()]

    def clean(self):
        data = super().clean()
        hands = []
        for i in range(1, self.row_count + 1):
            number = self.base_count + i
            winner = (data.get(f"h{i}_winner") or "").strip().upper() or None
            discarder = (data.get(f"h{i}_from") or "").strip().upper() or None
            scores = {seat: data.get(f"h{i}_{seat}") for seat in "ESWN"}
            if winner is None and discarder is None and all(v is None for v in scores.values()):
                continue
            if any(v is None for v in scores.values()):
                self.add_error(
                    f"h{i}_E",
                    _("Hand %(n)s: give all four scores (0 for none).") % {"n": number},
                )
                continue
            hands.append(results_desk.HandRow(winner, discarder, scores))
        data["hands"] = hands
        return data


class KeepApartForm(forms.ModelForm):
    """Who the no-repeat seating keeps apart, and in which rounds; set at any time (it
    applies from the next round seated)."""

    class Meta:
        model = Tournament
        fields = APART_FIELDS

    def clean_apart_rounds(self):
        return clean_apart_rounds(
            self.cleaned_data.get("apart_rounds"), self.instance.rounds_planned
        )


class EventFactsForm(forms.ModelForm):
    """The facts the EMA results workbook heads its sheet with; set at any time."""

    class Meta:
        model = Tournament
        fields = ["last_day", "place", "country"]
        widgets = {"last_day": DatePicker()}

    def clean_country(self):
        country = (self.cleaned_data.get("country") or "").strip().upper()
        if country and not re.fullmatch(r"[A-Z]{3}", country):
            raise forms.ValidationError(_("A three-letter country code, such as CZE or FRA."))
        return country

    def clean_last_day(self):
        last = self.cleaned_data.get("last_day")
        if last and last < self.instance.date:
            raise forms.ValidationError(_("The last day cannot come before the first."))
        return last


class FinishSheetForm(forms.Form):
    """The sheet's Total row typed back, and the confirmation that the table is finished."""

    E = forms.IntegerField(label=_("East"), min_value=-10_000_000, max_value=10_000_000)
    S = forms.IntegerField(label=_("South"), min_value=-10_000_000, max_value=10_000_000)
    W = forms.IntegerField(label=_("West"), min_value=-10_000_000, max_value=10_000_000)
    N = forms.IntegerField(label=_("North"), min_value=-10_000_000, max_value=10_000_000)
    confirm = forms.BooleanField(
        label=_("The sheet is complete and signed: finish the table"),
        error_messages={"required": _("Tick the box to confirm that the table is finished.")},
    )

    def totals(self) -> dict:
        return {seat: self.cleaned_data[seat] for seat in "ESWN"}


class ReopenForm(forms.Form):
    reason = forms.CharField(label=_("Why reopen"), max_length=200)


class NotPlayedForm(forms.Form):
    reason = forms.CharField(label=_("Why"), required=False, max_length=200)


class ForfeitForm(forms.Form):
    forfeiting = forms.MultipleChoiceField(
        label=_("Seats that forfeit"), choices=SEAT_CHOICES, widget=forms.CheckboxSelectMultiple
    )
    reason = forms.CharField(label=_("Why"), required=False, max_length=200)


class WithdrawForm(forms.Form):
    player = forms.ModelChoiceField(label=_("Player"), queryset=Player.objects.none())
    reason = forms.CharField(label=_("Reason"), required=False, max_length=200)

    def __init__(self, *args, tournament, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["player"].queryset = tournament.players.order_by("name")
        typed_player_fields(self, tournament, "player")


class SubstituteForm(forms.Form):
    table = forms.IntegerField(label=_("Table"), min_value=1, max_value=limits.INTEGER)
    original = forms.ModelChoiceField(label=_("Player replaced"), queryset=Player.objects.none())
    substitute = forms.CharField(
        label=_("Substitute"),
        max_length=120,
        help_text=_("A player's name: a name the club knows is that player."),
    )
    reason = forms.CharField(label=_("Reason"), required=False, max_length=200)

    def __init__(self, *args, tournament, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["original"].queryset = tournament.players.order_by("name")
        typed_player_fields(self, tournament, "original")


class ClockForm(forms.Form):
    minutes = forms.IntegerField(
        label=_("Minutes left"),
        min_value=-limits.INTEGER,
        max_value=limits.INTEGER,
        help_text=_("From now; 0 calls time."),
    )

    def clean_minutes(self):
        minutes = self.cleaned_data["minutes"]
        if minutes < 0:
            raise forms.ValidationError(_("The time left cannot be negative: 0 calls time."))
        return minutes
