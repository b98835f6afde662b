"""Forms of a club's own administration: creating it, players, invitations, roles, privacy.
Rules between fields live in scoring.services.people.clubs; its errors come back on their field."""

from django import forms
from django.contrib.auth import get_user_model
from django.utils.translation import gettext_lazy as _

from scoring.models import Club, Player, Role, Tournament, identity
from scoring.services.people import accounts
from scoring.services.people import clubs as club_service


class MemberField(forms.ModelChoiceField):
    """A choice of accounts, each named as the pages name it (never by username)."""

    def label_from_instance(self, obj):
        return accounts.public_name(obj)


class ServiceErrors:
    def add_service_error(self, exc):
        field = exc.field if exc.field in self.fields else None
        self.add_error(field, str(exc))


class ClubForm(ServiceErrors, forms.Form):
    name = forms.CharField(label=_("Club name"), max_length=120)

    def clean_name(self):
        name = self.cleaned_data["name"].strip()
        if not name:
            raise forms.ValidationError(_("Enter the club's name."))
        return name


class PlayerForm(ServiceErrors, forms.ModelForm):
    nationality = forms.ChoiceField(
        label=_("Nationality"),
        choices=lambda: [("", _("— none —"))] + identity.nationality_choices(),
        required=False,
        error_messages={"invalid_choice": identity.NATIONALITY_ERROR},
        help_text=_("For the EMA ranking."),
    )

    class Meta:
        model = Player
        fields = ["name", "country", "ema_number", "nationality"]

    def clean_name(self):
        name = self.cleaned_data["name"].strip()
        if not name:
            raise forms.ValidationError(_("Enter the player's name."))
        return name

    def clean_ema_number(self):
        number = self.cleaned_data["ema_number"].strip()
        identity.validate_ema_number(number)
        return number

    def validate_unique(self):
        # The service names a duplicate player itself (the form has no club field).
        pass


class PlayersCsvForm(ServiceErrors, forms.Form):
    file = forms.FileField(
        label=_("CSV file"),
        help_text=_("One player a line: name, then optionally country, EMA number, nationality."),
    )


class InvitationForm(ServiceErrors, forms.Form):
    player = forms.ModelChoiceField(
        label=_("Player to link"),
        queryset=Player.objects.none(),
        required=False,
        empty_label=_("— none —"),
    )
    role = forms.ChoiceField(
        label=_("Role to give"), choices=[("", _("— none —"))] + Role.choices, required=False
    )
    email = forms.EmailField(
        label=_("Send it to (optional)"),
        max_length=254,
        required=False,
        help_text=_("When the site sends email; otherwise give the link or QR code yourself."),
    )

    def __init__(self, *args, club, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["player"].queryset = club.players.filter(active=True, user__isnull=True)


class RoleForm(ServiceErrors, forms.Form):
    user = MemberField(label=_("Member"), queryset=get_user_model().objects.none())
    role = forms.ChoiceField(label=_("Role"), choices=Role.choices)
    action = forms.ChoiceField(
        label=_("Give or take away"), choices=[("grant", _("give")), ("revoke", _("take away"))]
    )

    def __init__(self, *args, club, **kwargs):
        super().__init__(*args, **kwargs)
        ids = [m["user"].pk for m in club_service.members(club)]
        self.fields["user"].queryset = get_user_model().objects.filter(pk__in=ids)


class LinkForm(ServiceErrors, forms.Form):
    player = forms.ModelChoiceField(label=_("Player"), queryset=Player.objects.none())
    user = MemberField(label=_("Member"), queryset=get_user_model().objects.none())

    def __init__(self, *args, club, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["player"].queryset = club.players.filter(active=True)
        ids = [m["user"].pk for m in club_service.members(club)]
        self.fields["user"].queryset = get_user_model().objects.filter(pk__in=ids)


class ResetLinkForm(ServiceErrors, forms.Form):
    user = MemberField(label=_("Member"), queryset=get_user_model().objects.none())

    def __init__(self, *args, club, **kwargs):
        super().__init__(*args, **kwargs)
        ids = [m["user"].pk for m in club_service.members(club)]
        # An organiser resets members' passwords, never the site administrator's.
        self.fields["user"].queryset = get_user_model().objects.filter(
            pk__in=ids, is_superuser=False
        )


PRIVACY_FIELDS = [
    "players_visible_to",
    "standings_visible_to",
    "results_visible_to",
    "public_names",
]
# What each setting covers (scoring.services.people.privacy applies them to every page alike).
PRIVACY_HELP = {
    "players_visible_to": _("Player pages and player lists."),
    "standings_visible_to": _(
        "Games, their hands and referee views, rounds, club nights, seasons, standings and "
        "hall displays."
    ),
    "results_visible_to": _("Every CSV and PDF file of results, standings and seating."),
    "public_names": _("On every page, file and display, for anyone who is not a member."),
}


class ClubPrivacyForm(forms.ModelForm):
    class Meta:
        model = Club
        fields = PRIVACY_FIELDS
        help_texts = PRIVACY_HELP


class TournamentPrivacyForm(forms.ModelForm):
    class Meta:
        model = Tournament
        fields = PRIVACY_FIELDS
        help_texts = PRIVACY_HELP
