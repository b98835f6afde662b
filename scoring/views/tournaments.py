import datetime

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import NoReverseMatch, reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from scoring.models import Club, Round, Table, Tournament
from scoring.services import tournaments as service
from scoring.tournament_forms import PenaltyForm, PlayersForm, SwapForm, TournamentForm


def _tournament(pk):
    return get_object_or_404(Tournament.objects.select_related("club"), pk=pk)


def _managed(request, pk):
    tournament = _tournament(pk)
    if not tournament.can_manage(request.user):
        raise PermissionDenied(_("Only the club's organisers manage its tournaments."))
    return tournament


def _session_url(session_id):
    # The club-night pages own the session URL; until they exist a table has no link.
    try:
        return reverse("session", args=[session_id])
    except NoReverseMatch:
        return None


def _csv_response(text, filename):
    response = HttpResponse(text, content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


def tournament_list(request):
    tournaments = Tournament.objects.select_related("club").order_by("-date", "-id")
    return render(request, "scoring/tournaments/list.html", {"tournaments": tournaments})


@login_required
def tournament_create(request, slug):
    club = get_object_or_404(Club, slug=slug)
    if not club.is_organiser(request.user):
        raise PermissionDenied(_("Only the club's organisers create its tournaments."))
    form = TournamentForm(request.POST or None, initial={"date": datetime.date.today()})
    if request.method == "POST" and form.is_valid():
        fields = {f: form.cleaned_data[f] for f in form.Meta.fields}
        tournament = service.create_tournament(club, request.user, **fields)
        messages.success(request, _("Tournament created: now add its players."))
        return redirect(tournament)
    status = 400 if request.method == "POST" else 200  # a POST that got here was refused
    return render(
        request, "scoring/tournaments/create.html", {"club": club, "form": form}, status=status
    )


def tournament_detail(request, pk):
    tournament = _tournament(pk)
    can_manage = tournament.can_manage(request.user)
    players = tournament.players.select_related("club").order_by("name")
    rounds = tournament.rounds.order_by("number")
    context = {
        "tournament": tournament,
        "players": players,
        "rounds": rounds,
        "can_manage": can_manage,
        "can_penalise": tournament.can_record_penalties(request.user),
        "players_form": PlayersForm(),
        "penalty_form": PenaltyForm(tournament=tournament),
        "penalties": tournament.penalties.select_related("player", "referee", "round"),
        "quality": service.seating_quality(tournament) if rounds else None,
        "next_round": (rounds.last().number + 1) if rounds else 1,
    }
    return render(request, "scoring/tournaments/detail.html", context)


@login_required
@require_POST
def tournament_players(request, pk):
    tournament = _managed(request, pk)
    form = PlayersForm(request.POST)
    if form.is_valid():
        try:
            added = service.add_players(tournament, form.cleaned_data["players"])
        except service.TournamentError as error:
            messages.error(request, str(error))
        else:
            messages.success(request, _("%(n)s players added.") % {"n": len(added)})
    else:
        for error in form.errors["players"]:
            messages.error(request, error)
    return redirect(tournament)


@login_required
@require_POST
def round_generate(request, pk):
    tournament = _managed(request, pk)
    try:
        round_ = service.generate_round(tournament, request.user)
    except service.TournamentError as error:
        messages.error(request, str(error))
        return redirect(tournament)
    messages.success(request, _("Round %(n)s seated.") % {"n": round_.number})
    return redirect(round_)


def round_detail(request, pk, number):
    tournament = _tournament(pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    can_manage = tournament.can_manage(request.user)
    tables = [
        (n, table, seats, _session_url(table.session_id))
        for n, table, seats in service.round_seating(round_)
    ]
    history = service.seating_history(tournament)
    context = {
        "tournament": tournament,
        "round": round_,
        "tables": tables,
        "byes": round_.byes.order_by("name"),
        "can_manage": can_manage,
        "swap_form": SwapForm(tournament=tournament) if can_manage else None,
        "quality": service.seating_engine.quality([r.tables for r in history[:number]]),
    }
    return render(request, "scoring/tournaments/round.html", context)


@login_required
@require_POST
def round_swap(request, pk, number):
    tournament = _managed(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    form = SwapForm(request.POST, tournament=tournament)
    if form.is_valid():
        try:
            service.swap_players(round_, form.cleaned_data["first"], form.cleaned_data["second"])
        except service.TournamentError as error:
            messages.error(request, str(error))
        else:
            messages.success(request, _("Seats swapped."))
    else:
        for errors in form.errors.values():
            for error in errors:
                messages.error(request, error)
    return redirect(round_)


@login_required
@require_POST
def round_start(request, pk, number):
    tournament = _managed(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    service.start_round(round_)
    messages.success(request, _("Round %(n)s started: its seating is final.") % {"n": number})
    return redirect(round_)


@login_required
@require_POST
def table_finish(request, pk, number, table):
    tournament = _managed(request, pk)
    table = get_object_or_404(
        Table.objects.select_related("session"),
        round__tournament=tournament,
        round__number=number,
        number=table,
    )
    service.finish_table(table)
    messages.success(request, _("Table %(t)s finished.") % {"t": table.number})
    return redirect(table.round)


def round_seating_csv(request, pk, number):
    tournament = _tournament(pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    return _csv_response(service.seating_csv(round_), f"seating-round-{number}.csv")


def _print_context(tournament, **extra):
    return {"tournament": tournament, "printed_at": timezone.now(), **extra}


def round_print(request, pk, number):
    tournament = _tournament(pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    tables = service.round_seating(round_)
    by_player = sorted(
        ((player, n, wind) for n, _t, seats in tables for wind, player in seats),
        key=lambda item: item[0].name,
    )
    context = _print_context(
        tournament, round=round_, tables=tables, by_player=by_player, byes=round_.byes.all()
    )
    return render(request, "scoring/tournaments/print_seating.html", context)


def round_sheets(request, pk, number):
    tournament = _tournament(pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    context = _print_context(
        tournament, round=round_, tables=service.round_seating(round_), hand_rows=range(1, 21)
    )
    return render(request, "scoring/tournaments/print_sheets.html", context)


def standings(request, pk):
    tournament = _tournament(pk)
    context = {"standings": service.compute_standings(tournament), "tournament": tournament}
    return render(request, "scoring/tournaments/standings.html", context)


def standings_fragment(request, pk):
    tournament = _tournament(pk)
    context = {"standings": service.compute_standings(tournament), "tournament": tournament}
    return render(request, "scoring/tournaments/_standings_live.html", context)


def standings_print(request, pk):
    tournament = _tournament(pk)
    context = _print_context(tournament, standings=service.compute_standings(tournament))
    return render(request, "scoring/tournaments/print_standings.html", context)


def standings_csv(request, pk):
    tournament = _tournament(pk)
    text = service.standings_csv(service.compute_standings(tournament))
    return _csv_response(text, f"standings-{tournament.pk}.csv")


def results_csv(request, pk):
    tournament = _tournament(pk)
    text = service.results_csv(service.compute_standings(tournament))
    return _csv_response(text, f"results-{tournament.pk}.csv")


def standings_pdf(request, pk):
    tournament = _tournament(pk)
    pdf = service.standings_pdf(service.compute_standings(tournament))
    response = HttpResponse(pdf, content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="standings-{tournament.pk}.pdf"'
    return response


@login_required
@require_POST
def penalty_create(request, pk):
    tournament = _tournament(pk)
    if not tournament.can_record_penalties(request.user):
        raise PermissionDenied(_("Only organisers and referees record penalties."))
    form = PenaltyForm(request.POST, tournament=tournament)
    if form.is_valid():
        data = form.cleaned_data
        service.record_penalty(
            tournament, data["player"], data["points"], data["reason"], request.user, data["round"]
        )
        messages.success(request, _("Penalty recorded."))
    else:
        for field, errors in form.errors.items():
            for error in errors:
                label = form.fields[field].label if field in form.fields else ""
                messages.error(request, f"{label}: {error}" if label else error)
    return redirect(tournament)
