"""An event's day: check-in before round 1, seating imported from a CSV file, finals."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from scoring.forms.event_day import CheckInForm, SeatingImportForm
from scoring.services import check_in as check_in_service
from scoring.services import seating_import
from scoring.services import tournaments as service

from .tournaments import _bad_request, _managed


@login_required
@require_POST
def check_in(request, pk):
    tournament = _managed(request, pk)
    form = CheckInForm(request.POST, tournament=tournament)
    if not form.is_valid():
        for errors in form.errors.values():
            for error in errors:
                messages.error(request, error)
        return _bad_request(request, tournament)
    player, present = form.cleaned_data["player"], form.cleaned_data["present"] == "yes"
    try:
        check_in_service.set_checked_in(tournament, player, present, request.user)
    except service.TournamentError as error:
        messages.error(request, str(error))
        return _bad_request(request, tournament)
    if present:
        messages.success(request, _("%(p)s checked in.") % {"p": player})
    else:
        messages.success(request, _("%(p)s is no longer checked in.") % {"p": player})
    return redirect(tournament)


@login_required
@require_POST
def seating_upload(request, pk):
    tournament = _managed(request, pk)
    form = SeatingImportForm(request.POST, request.FILES)
    if not form.is_valid():
        for errors in form.errors.values():
            for error in errors:
                messages.error(request, error)
        return _bad_request(request, tournament)
    try:
        round_ = seating_import.import_seating(
            tournament, form.cleaned_data["csv_file"], request.user
        )
    except seating_import.SeatingImportError as error:
        for line in error.errors:
            messages.error(request, line)
        return _bad_request(request, tournament)
    except service.TournamentError as error:
        messages.error(request, str(error))
        return _bad_request(request, tournament)
    messages.success(request, _("Round %(n)s seated from the file.") % {"n": round_.number})
    return redirect(round_)
