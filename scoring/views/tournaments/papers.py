"""What is printed or downloaded for a round or the event: the seating as CSV and as a print
page, the score sheets (page and PDF), the EMA results workbook.
"""

from django.core.exceptions import PermissionDenied
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils.translation import gettext as _

from scoring import permissions
from scoring.models import Round
from scoring.services.files import ema
from scoring.services.tournaments import exports as tournament_exports
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import standings as tournament_standings
from scoring.services.tournaments.errors import TournamentError

from .access import csv_response, print_context, tournament_or_404


def round_seating_csv(request, pk, number):
    tournament = tournament_or_404(pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    return csv_response(tournament_exports.seating_csv(round_), f"seating-round-{number}.csv")


def round_print(request, pk, number):
    tournament = tournament_or_404(pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    tables = tournament_seating.round_seating(round_, played=True)
    by_player = sorted(
        ((player, n, wind) for n, _t, seats in tables for wind, player in seats),
        key=lambda item: item[0].name,
    )
    context = print_context(
        tournament, round=round_, tables=tables, by_player=by_player, byes=round_.byes.all()
    )
    return render(request, "scoring/tournaments/print_seating.html", context)


def round_sheets(request, pk, number):
    tournament = tournament_or_404(pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    context = print_context(tournament, **tournament_exports.sheet_context(round_))
    return render(request, "scoring/tournaments/print_sheets.html", context)


def _round(pk, number):
    tournament = tournament_or_404(pk)
    return tournament, get_object_or_404(Round, tournament=tournament, number=number)


def round_sheets_pdf(request, pk, number):
    tournament, round_ = _round(pk, number)
    try:
        part = tournament_exports.pdf_part(
            round_.tables.count(), tournament_exports.PDF_SHEETS_TABLES, request.GET.get("part")
        )
    except TournamentError as error:
        return HttpResponse(str(error), status=400, content_type="text/plain; charset=utf-8")
    pdf = tournament_exports.score_sheets_pdf(round_, part)
    suffix = f"-part-{part.number}" if part.number > 1 else ""
    response = HttpResponse(pdf, content_type="application/pdf")
    response["Content-Disposition"] = (
        f'inline; filename="score-sheets-{tournament.pk}-round-{number}{suffix}.pdf"'
    )
    return response


def ema_workbook(request, pk):
    # EMA numbers are never public: the file goes to the tournament's organisers only.
    tournament = tournament_or_404(pk)
    if not permissions.can_manage_tournament(request.user, tournament):
        raise PermissionDenied(_("only the tournament's organisers download the EMA file"))
    try:
        data = ema.results_workbook(tournament_standings.compute_standings(tournament))
    except TournamentError as error:
        return HttpResponse(str(error), status=400, content_type="text/plain; charset=utf-8")
    response = HttpResponse(
        data, content_type="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    )
    response["Content-Disposition"] = f'attachment; filename="ema-results-{tournament.pk}.xlsx"'
    return response
