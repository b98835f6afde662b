"""An event's day: check-in, a seating from a CSV file, table clocks, the hall's mode, cards
and teams."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from scoring.forms.event_day import (
    CheckInForm,
    HallModeForm,
    SeatingImportForm,
    TableClockForm,
    TeamsForm,
)
from scoring.forms.tournaments import KeepApartForm
from scoring.models import Round
from scoring.services.files import cards
from scoring.services.tournaments import check_in as check_in_service
from scoring.services.tournaments import errors as tournament_errors
from scoring.services.tournaments import exports as tournament_exports
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating_import, teams

from .tournaments.access import form_errors, managed_tournament, tournament_or_404
from .tournaments.event import bad_request
from .tournaments.rounds import round_detail, round_error


@login_required
@require_POST
def check_in(request, pk):
    tournament = managed_tournament(request, pk)
    form = CheckInForm(request.POST, tournament=tournament)
    if not form.is_valid():
        for errors in form.errors.values():
            for error in errors:
                messages.error(request, error)
        return bad_request(request, tournament)
    player, present = form.cleaned_data["player"], form.cleaned_data["present"] == "yes"
    try:
        check_in_service.set_checked_in(tournament, player, present, request.user)
    except tournament_errors.TournamentError as error:
        messages.error(request, str(error))
        return bad_request(request, tournament)
    if present:
        messages.success(request, _("%(p)s checked in.") % {"p": player})
    else:
        messages.success(request, _("%(p)s is no longer checked in.") % {"p": player})
    if request.POST.get("back") == "registrations":  # checked in from the registrations list
        return redirect("tournament-registrations", pk=pk)
    return redirect(tournament)


@login_required
@require_POST
def seating_upload(request, pk):
    tournament = managed_tournament(request, pk)
    form = SeatingImportForm(request.POST, request.FILES, prefix="seating")
    if not form.is_valid():
        for errors in form.errors.values():
            for error in errors:
                messages.error(request, error)
        return bad_request(request, tournament)
    try:
        round_ = seating_import.import_seating(
            tournament, form.cleaned_data["csv_file"], request.user
        )
    except seating_import.SeatingImportError as error:
        for line in error.errors:
            messages.error(request, line)
        return bad_request(request, tournament)
    except tournament_errors.TournamentError as error:
        messages.error(request, str(error))
        return bad_request(request, tournament)
    messages.success(request, _("Round %(n)s seated from the file.") % {"n": round_.number})
    return redirect(round_)


@login_required
@require_POST
def table_clock(request, pk, number):
    tournament = managed_tournament(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    form = TableClockForm(request.POST)
    if not form.is_valid():
        form_errors(request, form)
        response = round_detail(request, pk, number)
        response.status_code = 400
        return response
    table = round_.tables.filter(number=form.cleaned_data["table"]).first()
    if table is None:
        error = tournament_errors.TournamentError(
            _("Round %(n)s has no table %(t)s.") % {"n": number, "t": form.cleaned_data["table"]}
        )
        return round_error(request, pk, number, error)
    minutes = form.cleaned_data["minutes"]
    try:
        tournament_play.set_table_clock(table, minutes)
    except tournament_errors.TournamentError as error:
        return round_error(request, pk, number, error)
    if minutes is None:
        messages.success(request, _("Table %(t)s follows the round clock.") % {"t": table.number})
    else:
        messages.success(
            request,
            _("Table %(t)s: %(m)s minutes left.") % {"t": table.number, "m": minutes},
        )
    return redirect(round_)


@login_required
@require_POST
def hall_mode(request, pk):
    tournament = managed_tournament(request, pk)
    form = HallModeForm(request.POST)
    if not form.is_valid():
        form_errors(request, form)
        return bad_request(request, tournament)
    tournament.hall_seating_only = form.cleaned_data["seating_only"] == "yes"
    tournament.save(update_fields=["hall_seating_only"])
    if tournament.hall_seating_only:
        messages.success(request, _("The hall display shows only the seating."))
    else:
        messages.success(request, _("The hall display shows the standings and the seating."))
    return redirect(tournament)


@login_required
@require_POST
def keep_apart_set(request, pk):
    tournament = managed_tournament(request, pk)
    form = KeepApartForm(request.POST, instance=tournament, prefix="apart")
    if not form.is_valid():
        return team_standings(request, pk, apart_form=form, status=400)
    form.save()
    messages.success(
        request, _("Who is kept apart is saved: it applies from the next round seated.")
    )
    return redirect("tournament-teams", pk=tournament.pk)


@login_required
def name_cards_pdf(request, pk):
    # Organisers only: the cards carry EMA numbers, and the organiser prints them.
    tournament = managed_tournament(request, pk)
    count = cards.name_card_players(tournament).count()
    return _cards_response(request, tournament, count, cards.NAME_CARDS_PER_PART, "name-cards")


def table_cards_pdf(request, pk):
    tournament = tournament_or_404(pk)
    count = cards.table_count(tournament)
    return _cards_response(request, tournament, count, cards.TABLE_CARDS_PER_PART, "table-cards")


def _cards_response(request, tournament, count, per_part, kind):
    try:
        part = tournament_exports.pdf_part(count, per_part, request.GET.get("part"))
        if kind == "name-cards":
            pdf = cards.name_cards_pdf(tournament, part)
        else:
            round_ = cards.card_round(tournament, request.GET.get("round"))
            pdf = cards.table_cards_pdf(tournament, part, round_)
    except tournament_errors.TournamentError as error:
        return HttpResponse(str(error), status=400, content_type="text/plain; charset=utf-8")
    response = HttpResponse(pdf, content_type="application/pdf")
    suffix = f"-part-{part.number}" if part.number > 1 else ""
    response["Content-Disposition"] = f'inline; filename="{kind}-{tournament.pk}{suffix}.pdf"'
    return response


def team_standings(request, pk, form=None, status=200, apart_form=None):
    tournament = tournament_or_404(pk)
    standings, rows = teams.team_standings(tournament)
    can_manage = tournament.can_manage(request.user)
    if form is None and can_manage:
        form = TeamsForm(initial={"teams": teams.teams_text(tournament)})
    if apart_form is None and can_manage:
        apart_form = KeepApartForm(instance=tournament, prefix="apart")
    context = {
        "apart_form": apart_form,
        "tournament": tournament,
        "standings": standings,
        "team_rows": rows,
        "can_manage": can_manage,
        "teams_form": form,
    }
    return render(request, "scoring/tournaments/teams.html", context, status=status)


@login_required
@require_POST
def teams_set(request, pk):
    tournament = managed_tournament(request, pk)
    form = TeamsForm(request.POST)
    if form.is_valid():
        try:
            count = teams.set_teams(tournament, form.cleaned_data["teams"])
        except tournament_errors.TournamentError as error:
            form.add_error("teams", str(error))
        else:
            messages.success(request, _("%(n)s teams saved.") % {"n": count})
            return redirect("tournament-teams", pk=tournament.pk)
    return team_standings(request, pk, form=form, status=400)
