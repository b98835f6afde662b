"""Account forms: Django's own, with a display name on sign-up (the name every page shows;
the username is only for signing in)."""

from django import forms
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import UserCreationForm
from django.utils.functional import lazy
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext


class SignUpForm(UserCreationForm):
    display_name = forms.CharField(
        label=_("Your name"),
        max_length=150,
        help_text=_("Shown on the pages. Your username stays private: it is only for signing in."),
    )
    email = forms.EmailField(
        label=_("Email"),
        max_length=254,
        required=False,
        help_text=_("Optional: for resetting your password."),
    )

    class Meta(UserCreationForm.Meta):
        model = get_user_model()
        fields = ("username", "display_name", "email")

    def clean_display_name(self):
        name = self.cleaned_data["display_name"].strip()
        if not name:
            raise forms.ValidationError(_("Enter the name the pages should show."))
        return name


class DisplayNameForm(forms.Form):
    display_name = forms.CharField(label=_("Your name"), max_length=150)

    def clean_display_name(self):
        name = self.cleaned_data["display_name"].strip()
        if not name:
            raise forms.ValidationError(_("Enter the name the pages should show."))
        return name


def forget_word():
    # The word a player types to be forgotten, in their own language ("FORGET" always works too).
    return pgettext("the word typed to confirm being forgotten", "FORGET")


class ForgetForm(forms.Form):
    confirm = forms.CharField(
        label=format_lazy(_("Type {word} to confirm"), word=lazy(forget_word, str)()),
        max_length=20,
        help_text=_(
            "Your name, EMA number and account are erased. Your results stay as an anonymous "
            "player, so no table's scores or standings change. This cannot be undone."
        ),
    )

    def clean_confirm(self):
        typed = self.cleaned_data["confirm"].strip().upper()
        if typed not in {"FORGET", forget_word().upper()}:
            raise forms.ValidationError(_("Type {word} to confirm.").format(word=forget_word()))
        return "FORGET"
