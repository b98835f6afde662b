"""A round's page and what changes its seating or its play: the next round seated, seats
swapped, a substitute seated, the round started, its clock set, a table finished.
"""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import NoReverseMatch, reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from scoring import permissions
from scoring.forms.event_day import CutForm, TableClockForm
from scoring.forms.tournaments import ClockForm, SubstituteForm, SwapForm
from scoring.models import Round, Table
from scoring.services.tournaments import exports as tournament_exports
from scoring.services.tournaments import keep_apart, roster
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments.errors import TournamentError

from .access import form_errors, managed_tournament, tournament_or_404
from .event import bad_request, detail_page


def _session_url(session_id):
    # The club-night pages own the session URL; until they exist a table has no link.
    try:
        return reverse("session", args=[session_id])
    except NoReverseMatch:
        return None


@login_required
@require_POST
def round_generate(request, pk):
    tournament = managed_tournament(request, pk)
    form = CutForm(request.POST)
    if not form.is_valid():
        form_errors(request, form)
        return detail_page(request, tournament, status=400, cut_form=form)
    try:
        round_ = tournament_seating.generate_round(
            tournament, request.user, form.cleaned_data["cut"]
        )
    except TournamentError as error:
        messages.error(request, str(error))
        return bad_request(request, tournament)
    messages.success(request, _("Round %(n)s seated.") % {"n": round_.number})
    return redirect(round_)


def round_detail(request, pk, number):
    tournament = tournament_or_404(pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    return _round_page(request, tournament, round_)


def _round_page(request, tournament, round_, status=200, **forms):
    """The round page; a refused form comes back in `forms`, with its errors."""
    can_manage = permissions.can_manage_tournament(request.user, tournament)
    substitutes = tournament_seating.round_substitutes(round_)
    tables = [
        (n, table, seats, _session_url(table.session_id))
        for n, table, seats in tournament_seating.round_seating(round_)
    ]
    history = tournament_seating.seating_history(tournament)
    context = {
        "tournament": tournament,
        "round": round_,
        "tables": tables,
        "substitutes": substitutes,
        "byes": round_.byes.order_by("name"),
        "can_manage": can_manage,
        "swap_form": SwapForm(tournament=tournament) if can_manage else None,
        "substitute_form": SubstituteForm(tournament=tournament) if can_manage else None,
        "clock_form": ClockForm() if can_manage else None,
        "quality": tournament_seating.seating_quality(tournament, history[: round_.number]),
        "report": keep_apart.round_report(tournament, history, round_.number),
        "sheet_parts": tournament_exports.pdf_parts(
            len(tables), tournament_exports.PDF_SHEETS_TABLES
        ),
        "table_clock_form": TableClockForm(auto_id="table_clock_%s") if can_manage else None,
        "table_clocks": [(n, table.ends_at) for n, table, _s, _u in tables if table.ends_at],
        **forms,
    }
    return render(request, "scoring/tournaments/round.html", context, status=status)


@login_required
@require_POST
def round_swap(request, pk, number):
    tournament = managed_tournament(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    form = SwapForm(request.POST, tournament=tournament)
    if not form.is_valid():
        return _round_page(request, tournament, round_, status=400, swap_form=form)
    try:
        tournament_seating.swap_players(
            round_, form.cleaned_data["first"], form.cleaned_data["second"]
        )
    except TournamentError as error:
        return round_error(request, pk, number, error)
    messages.success(request, _("Seats swapped."))
    return redirect(round_)


@login_required
@require_POST
def round_start(request, pk, number):
    tournament = managed_tournament(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    tournament_play.start_round(round_)
    messages.success(request, _("Round %(n)s started: its seating is final.") % {"n": number})
    return redirect(round_)


@login_required
@require_POST
def table_finish(request, pk, number, table):
    tournament = managed_tournament(request, pk)
    table = get_object_or_404(
        Table.objects.select_related("session"),
        round__tournament=tournament,
        round__number=number,
        number=table,
    )
    try:
        tournament_play.finish_table(table)
    except TournamentError as error:
        return round_error(request, pk, number, error)
    messages.success(request, _("Table %(t)s finished.") % {"t": table.number})
    return redirect(table.round)


def round_error(request, pk, number, error):
    messages.error(request, str(error))
    return _round_again(request, pk, number)


def _round_again(request, pk, number):
    """The round page again with the messages, as a 400: nothing was saved."""
    response = round_detail(request, pk, number)
    response.status_code = 400
    return response


@login_required
@require_POST
def round_substitute(request, pk, number):
    tournament = managed_tournament(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    form = SubstituteForm(request.POST, tournament=tournament)
    if not form.is_valid():
        form_errors(request, form)
        return _round_again(request, pk, number)
    data = form.cleaned_data
    table = round_.tables.filter(number=data["table"]).first()
    if table is None:
        return round_error(
            request,
            pk,
            number,
            _("Round %(n)s has no table %(t)s.") % {"n": number, "t": data["table"]},
        )
    try:
        with transaction.atomic():
            substitute = roster.substitute_player(tournament, data["substitute"])
            roster.substitute_seat(
                table, data["original"], substitute, request.user, data["reason"]
            )
    except TournamentError as error:
        return round_error(request, pk, number, error)
    messages.success(
        request,
        _("%(s)s plays for %(p)s at table %(t)s.")
        % {"s": substitute, "p": data["original"], "t": table.number},
    )
    return redirect(round_)


@login_required
@require_POST
def round_clock(request, pk, number):
    tournament = managed_tournament(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    form = ClockForm(request.POST)
    if not form.is_valid():
        form_errors(request, form)
        return _round_again(request, pk, number)
    try:
        tournament_play.set_clock(round_, form.cleaned_data["minutes"])
    except TournamentError as error:
        return round_error(request, pk, number, error)
    messages.success(
        request, _("Clock set: %(m)s minutes left.") % {"m": form.cleaned_data["minutes"]}
    )
    return redirect(round_)
