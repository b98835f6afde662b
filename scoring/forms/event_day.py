"""Forms of an event's day: check-in, a seating from elsewhere, a final round's cut."""

from django import forms
from django.utils.translation import gettext_lazy as _

from scoring.models import Player

# From this many players on, a form names a player by typing the name: a select of 10,000
# names is megabytes of page and seconds of rendering for each form that has one.
TYPED_PLAYERS_FROM = 400


class PlayerByName(forms.ModelChoiceField):
    """A player of the event, typed by name (any case)."""

    widget = forms.TextInput

    def to_python(self, value):
        if value in self.empty_values:
            return None
        name = " ".join(str(value).split())[:200]
        found = list(self.queryset.filter(name__iexact=name)[:2])
        if len(found) != 1:
            raise forms.ValidationError(
                _("%(name)s is not a player of this event.") % {"name": repr(name[:80])},
                code="invalid_choice",
            )
        return found[0]

    def prepare_value(self, value):
        if isinstance(value, Player):
            return value.name
        return super().prepare_value(value)


def typed_player_fields(form, tournament, *names):
    """In a big event, the form's player selects become a name to type."""
    if tournament.players.count() < TYPED_PLAYERS_FROM:
        return
    for name in names:
        old = form.fields[name]
        form.fields[name] = PlayerByName(
            queryset=old.queryset,
            label=old.label,
            required=old.required,
            help_text=_("Type the player's name as the standings show it."),
        )


class CheckInForm(forms.Form):
    player = forms.ModelChoiceField(label=_("Player"), queryset=Player.objects.none())
    present = forms.ChoiceField(
        label=_("Checked in"), choices=[("yes", _("checked in")), ("no", _("not checked in"))]
    )

    def __init__(self, *args, tournament, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["player"].queryset = tournament.players.all()
        typed_player_fields(self, tournament, "player")


class CutForm(forms.Form):
    """Seat the next round with only the top N of the standings (a final); empty: everyone."""

    cut = forms.IntegerField(
        label=_("Only the top players (a final)"),
        required=False,
        min_value=4,
        max_value=100_000,
        help_text=_("A multiple of four; empty seats everyone still in."),
    )

    def clean_cut(self):
        cut = self.cleaned_data["cut"]
        if cut is not None and cut % 4:
            raise forms.ValidationError(_("The cut is a multiple of four (whole tables)."))
        return cut


class SeatingImportForm(forms.Form):
    csv_file = forms.FileField(
        label=_("Seating CSV file"),
        help_text=_(
            "A header line, then one row a player: table, wind (E, S, W, N, or bye with no "
            "table), name. The round's seating CSV has these columns."
        ),
    )

    def clean_csv_file(self):
        upload = self.cleaned_data["csv_file"]
        if upload.size > 2_000_000:
            raise forms.ValidationError(_("The CSV file is larger than 2 MB."))
        try:
            return upload.read().decode("utf-8-sig")
        except UnicodeDecodeError:
            raise forms.ValidationError(_("The CSV file is not UTF-8 text.")) from None


class TableClockForm(forms.Form):
    """One table's own time; empty minutes give it the round's clock again."""

    table = forms.IntegerField(label=_("Table"), min_value=1, max_value=100_000)
    minutes = forms.IntegerField(
        label=_("Minutes left at this table"),
        required=False,
        min_value=0,
        max_value=1440,
        help_text=_("From now; 0 calls time at this table; empty: the round's clock."),
    )


class HallModeForm(forms.Form):
    seating_only = forms.ChoiceField(
        label=_("Hall display"),
        choices=[("no", _("standings and seating")), ("yes", _("only the seating"))],
    )


class TeamsForm(forms.Form):
    teams = forms.CharField(
        label=_("Teams"),
        required=False,
        max_length=200_000,
        widget=forms.Textarea(attrs={"rows": 6}),
        help_text=_("One team a line: the team's name, a colon, its players separated by commas."),
    )
