"""What the event shows the room, under its privacy setting: the standings (a page at a time,
live, printable, as CSV and PDF), the results CSV, the hall display and its data.
"""

from django.core.paginator import Paginator
from django.http import HttpResponse, JsonResponse
from django.shortcuts import render
from django.urls import reverse

from scoring.services import live_push
from scoring.services.people import privacy
from scoring.services.tournaments import exports as tournament_exports
from scoring.services.tournaments import hall as hall_service
from scoring.services.tournaments import standings as tournament_standings
from scoring.services.tournaments.errors import TournamentError

from .. import conditional
from .access import csv_response, print_context, shown_tournament, tournament_or_404


def _standings(request, tournament):
    # Players are named as this visitor may see them where they are loaded (privacy).
    return tournament_standings.compute_standings(tournament)


def standings(request, pk):
    tournament = shown_tournament(request, tournament_or_404(pk), "standings")
    return render(
        request, "scoring/tournaments/standings.html", _standings_context(request, tournament)
    )


def standings_fragment(request, pk):
    tournament = shown_tournament(request, tournament_or_404(pk), "standings")
    return render(
        request,
        "scoring/tournaments/_standings_live.html",
        _standings_context(request, tournament),
    )


def _standings_context(request, tournament):
    """One page of the standings (`?page=N`; a big event has many), and the PDF's parts."""
    standings = _standings(request, tournament)
    page = Paginator(standings.rows, tournament_exports.STANDINGS_PAGE_ROWS).get_page(
        request.GET.get("page")
    )
    return {
        "standings": standings,
        "tournament": tournament,
        "page": page,
        "rows": page.object_list,
        "pdf_parts": tournament_exports.pdf_parts(
            len(standings.rows), tournament_exports.PDF_STANDINGS_ROWS
        ),
    }


def standings_print(request, pk):
    tournament = shown_tournament(request, tournament_or_404(pk), "standings")
    standings = _standings(request, tournament)
    context = print_context(tournament, standings=standings, rows=standings.rows)
    return render(request, "scoring/tournaments/print_standings.html", context)


def standings_csv(request, pk):
    tournament = shown_tournament(request, tournament_or_404(pk), "results")
    text = tournament_exports.standings_csv(_standings(request, tournament))
    return csv_response(text, f"standings-{tournament.pk}.csv")


def results_csv(request, pk):
    tournament = shown_tournament(request, tournament_or_404(pk), "results")
    text = tournament_exports.results_csv(_standings(request, tournament))
    return csv_response(text, f"results-{tournament.pk}.csv")


def standings_pdf(request, pk):
    tournament = shown_tournament(request, tournament_or_404(pk), "results")
    standings = _standings(request, tournament)
    try:
        part = tournament_exports.pdf_part(
            len(standings.rows), tournament_exports.PDF_STANDINGS_ROWS, request.GET.get("part")
        )
    except TournamentError as error:
        return HttpResponse(str(error), status=400, content_type="text/plain; charset=utf-8")
    pdf = tournament_exports.standings_pdf(standings, part)
    suffix = f"-part-{part.number}" if part.number > 1 else ""
    response = HttpResponse(pdf, content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="standings-{tournament.pk}{suffix}.pdf"'
    return response


def hall(request, pk):
    tournament = shown_tournament(request, tournament_or_404(pk), "standings")
    data_url = reverse("tournament-hall-data", args=[tournament.pk])
    # ?only=seating between rounds (where do I sit?), ?only=standings; else both in turn.
    mode = request.GET.get("only", "")
    context = {
        "title": tournament.name,
        "data_url": data_url,
        "stream_url": reverse("tournament-hall-stream", args=[tournament.pk])
        if live_push.offered(request)
        else "",
        "words": hall_service.words(),
        "mode": mode if mode in ("seating", "standings") else "",
    }
    return render(request, "scoring/hall.html", context)


@conditional.polled("tournament", lambda kwargs: kwargs.get("pk"))
def hall_data(request, pk):
    """The hall display's JSON; 304 to a screen that already has it (hall.js revalidates)."""
    tournament = shown_tournament(request, tournament_or_404(pk), "standings")
    return conditional.revalidated(
        request,
        lambda: hall_service.fingerprint(tournament, privacy.current_viewer()),
        lambda: JsonResponse(hall_service.payload(hall_service.TournamentHall(tournament))),
        owner=("tournament", tournament.pk, tournament.club_id),
    )
