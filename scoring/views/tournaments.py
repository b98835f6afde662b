import datetime

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.http import HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import NoReverseMatch, reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from scoring import permissions
from scoring.forms.tournaments import (
    ClockForm,
    FinalScoresForm,
    ForfeitForm,
    HandSheetForm,
    NotPlayedForm,
    PenaltyForm,
    PlayersForm,
    SubstituteForm,
    SwapForm,
    TournamentForm,
    WithdrawForm,
)
from scoring.models import Club, Round, Table, Tournament
from scoring.services import hall as hall_service
from scoring.services import privacy, results_desk, roster
from scoring.services import tournaments as service


def _tournament(pk):
    return get_object_or_404(Tournament.objects.select_related("club"), pk=pk)


def _shown(request, tournament, what: str):
    """The tournament's privacy (scoring.services.privacy): players, standings or results."""
    if not getattr(privacy, f"may_see_{what}")(request.user, tournament):
        raise PermissionDenied(_("this tournament shows that to its club's members only"))
    return tournament


def _standings(request, tournament):
    # Players are named as this visitor may see them where they are loaded (privacy).
    return service.compute_standings(tournament)


def _managed(request, pk):
    tournament = _tournament(pk)
    if not permissions.can_manage_tournament(request.user, tournament):
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
    return _detail_page(request, _tournament(pk))


def _detail_page(request, tournament, status=200, **forms):
    """The tournament page; a refused form comes back in `forms`, with its errors."""
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
        "withdraw_form": WithdrawForm(tournament=tournament, prefix="withdraw"),
        "withdrawn": service.withdrawn_players(tournament),
        "show_players": privacy.may_see_players(request.user, tournament),
        "penalty_form": PenaltyForm(tournament=tournament),
        "penalties": tournament.penalties.select_related("player", "referee", "round"),
        "quality": service.seating_quality(tournament) if rounds else None,
        "next_round": (rounds.last().number + 1) if rounds else 1,
        **forms,
    }
    return render(request, "scoring/tournaments/detail.html", context, status=status)


@login_required
@require_POST
def tournament_players(request, pk):
    tournament = _managed(request, pk)
    form = PlayersForm(request.POST, request.FILES)
    if form.is_valid():
        try:
            added = service.add_players(tournament, form.cleaned_data["entries"], request.user)
        except service.TournamentError as error:
            messages.error(request, str(error))
            return _bad_request(request, tournament)
        messages.success(request, _("%(n)s players added.") % {"n": len(added)})
        return redirect(tournament)
    for errors in form.errors.values():
        for error in errors:
            messages.error(request, error)
    return _bad_request(request, tournament)


def _bad_request(request, tournament):
    """The tournament page again with the errors, as a 400: nothing was saved."""
    return _detail_page(request, tournament, status=400)


@login_required
@require_POST
def player_withdraw(request, pk):
    tournament = _managed(request, pk)
    form = WithdrawForm(request.POST, tournament=tournament, prefix="withdraw")
    if form.is_valid():
        try:
            change = roster.withdraw_player(
                tournament, form.cleaned_data["player"], request.user, form.cleaned_data["reason"]
            )
        except service.TournamentError as error:
            messages.error(request, str(error))
            return _bad_request(request, tournament)
        messages.success(
            request,
            _("%(p)s withdrew: not seated from round %(n)s on; their results stay.")
            % {"p": change.player, "n": change.round_number},
        )
        return redirect(tournament)
    for errors in form.errors.values():
        for error in errors:
            messages.error(request, error)
    return _bad_request(request, tournament)


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
    return _round_page(request, tournament, round_)


def _round_page(request, tournament, round_, status=200, **forms):
    """The round page; a refused form comes back in `forms`, with its errors."""
    can_manage = permissions.can_manage_tournament(request.user, tournament)
    substitutes = service.round_substitutes(round_)
    tables = [
        (n, table, seats, _session_url(table.session_id))
        for n, table, seats in service.round_seating(round_)
    ]
    history = service.seating_history(tournament)
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
        "quality": service.seating_engine.quality([r.tables for r in history[: round_.number]]),
        **forms,
    }
    return render(request, "scoring/tournaments/round.html", context, status=status)


@login_required
@require_POST
def round_swap(request, pk, number):
    tournament = _managed(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    form = SwapForm(request.POST, tournament=tournament)
    if not form.is_valid():
        return _round_page(request, tournament, round_, status=400, swap_form=form)
    try:
        service.swap_players(round_, form.cleaned_data["first"], form.cleaned_data["second"])
    except service.TournamentError as error:
        return _round_error(request, pk, number, error)
    messages.success(request, _("Seats swapped."))
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
    try:
        service.finish_table(table)
    except service.TournamentError as error:
        messages.error(request, str(error))
        response = round_detail(request, pk, number)
        response.status_code = 400
        return response
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
    tournament = _shown(request, _tournament(pk), "standings")
    context = {
        "standings": service.compute_standings(tournament),
        "tournament": tournament,
    }
    return render(request, "scoring/tournaments/standings.html", context)


def standings_fragment(request, pk):
    tournament = _shown(request, _tournament(pk), "standings")
    context = {
        "standings": service.compute_standings(tournament),
        "tournament": tournament,
    }
    return render(request, "scoring/tournaments/_standings_live.html", context)


def standings_print(request, pk):
    tournament = _shown(request, _tournament(pk), "standings")
    context = _print_context(tournament, standings=_standings(request, tournament))
    return render(request, "scoring/tournaments/print_standings.html", context)


def standings_csv(request, pk):
    tournament = _shown(request, _tournament(pk), "results")
    text = service.standings_csv(_standings(request, tournament))
    return _csv_response(text, f"standings-{tournament.pk}.csv")


def results_csv(request, pk):
    tournament = _shown(request, _tournament(pk), "results")
    text = service.results_csv(_standings(request, tournament))
    return _csv_response(text, f"results-{tournament.pk}.csv")


def standings_pdf(request, pk):
    tournament = _shown(request, _tournament(pk), "results")
    pdf = service.standings_pdf(_standings(request, tournament))
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
        return redirect(tournament)
    return _detail_page(request, tournament, status=400, penalty_form=form)


def _round(pk, number):
    tournament = _tournament(pk)
    return tournament, get_object_or_404(Round, tournament=tournament, number=number)


def _form_errors(request, form):
    for field, errors in form.errors.items():
        for error in errors:
            label = form.fields[field].label if field in form.fields else ""
            messages.error(request, f"{label}: {error}" if label else error)


def _round_error(request, pk, number, error):
    messages.error(request, str(error))
    response = round_detail(request, pk, number)
    response.status_code = 400
    return response


@login_required
@require_POST
def round_substitute(request, pk, number):
    tournament = _managed(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    form = SubstituteForm(request.POST, tournament=tournament)
    if not form.is_valid():
        _form_errors(request, form)
        response = round_detail(request, pk, number)
        response.status_code = 400
        return response
    data = form.cleaned_data
    table = round_.tables.filter(number=data["table"]).first()
    if table is None:
        return _round_error(
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
    except service.TournamentError as error:
        return _round_error(request, pk, number, error)
    messages.success(
        request,
        _("%(s)s plays for %(p)s at table %(t)s.")
        % {"s": substitute, "p": data["original"], "t": table.number},
    )
    return redirect(round_)


@login_required
@require_POST
def round_clock(request, pk, number):
    tournament = _managed(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    form = ClockForm(request.POST)
    if not form.is_valid():
        _form_errors(request, form)
        response = round_detail(request, pk, number)
        response.status_code = 400
        return response
    try:
        service.set_clock(round_, form.cleaned_data["minutes"])
    except service.TournamentError as error:
        return _round_error(request, pk, number, error)
    messages.success(
        request, _("Clock set: %(m)s minutes left.") % {"m": form.cleaned_data["minutes"]}
    )
    return redirect(round_)


# The results desk -------------------------------------------------------------------------


def _desk_context(tournament, round_, forms_by_table=None, current=None):
    tables = service.round_seating(round_)
    hands_mode = tournament.results_entry == Tournament.Entry.HANDS
    pending = [n for n, table, _seats in tables if not table.outcome]
    if current is None:
        current = pending[0] if pending else None
    rows = []
    for n, table, seats in tables:
        form = (forms_by_table or {}).get(n)
        if form is None and not hands_mode:
            # An entered table shows its scores as entered: a correction starts from them.
            start = results_desk.start_points(tournament)
            entered = {w: v + start for w, v in (table.result or {}).items()}
            form = FinalScoresForm(prefix=f"t{n}", initial=entered)
        cells = [(w, p, form[w]) for w, p in seats] if form is not None and not hands_mode else []
        rows.append({"number": n, "table": table, "seats": seats, "form": form, "cells": cells})
    sheet = None
    if hands_mode and current is not None:
        sheet = (forms_by_table or {}).get(current) or HandSheetForm(prefix=f"t{current}")
    return {
        "tournament": tournament,
        "round": round_,
        "rows": rows,
        "current": current,
        "hands_mode": hands_mode,
        "sheet": sheet,
        "current_seats": next((seats for n, _t, seats in tables if n == current), None),
        "total": results_desk.table_total(tournament),
        "start_points": results_desk.start_points(tournament),
        "not_played_form": NotPlayedForm(),
        "forfeit_form": ForfeitForm(),
        "pending": len(pending),
    }


@login_required
def round_results(request, pk, number):
    tournament = _managed(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    current = request.GET.get("table")
    current = int(current) if current and current.isdigit() else None
    context = _desk_context(tournament, round_, current=current)
    return render(request, "scoring/tournaments/results.html", context)


def _next_pending(round_, after):
    numbers = list(
        round_.tables.filter(outcome="").order_by("number").values_list("number", flat=True)
    )
    later = [n for n in numbers if n > after]
    return (later or numbers or [None])[0]


def _desk_redirect(round_, after):
    url = reverse("tournament-round-results", args=[round_.tournament_id, round_.number])
    following = _next_pending(round_, after)
    # No #fragment: a document with a target element skips autofocus (HTML spec).
    return redirect(f"{url}?table={following}" if following else url)


@login_required
@require_POST
def table_results(request, pk, number, table):
    tournament = _managed(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    table_ = get_object_or_404(Table, round=round_, number=table)
    if tournament.results_entry == Tournament.Entry.HANDS:
        form = HandSheetForm(request.POST, prefix=f"t{table}")
    else:
        form = FinalScoresForm(request.POST, prefix=f"t{table}")
    error = None
    if form.is_valid():
        try:
            if tournament.results_entry == Tournament.Entry.HANDS:
                results_desk.enter_hand_scores(table_, form.cleaned_data["hands"], request.user)
            else:
                results_desk.enter_final_scores(
                    table_, form.scores(), request.user, form.cleaned_data["reason"]
                )
        except service.TournamentError as exc:
            error = exc
    if error is not None or form.errors:
        if error is not None:
            form.add_error(None, str(error))
        context = _desk_context(tournament, round_, {table: form}, current=table)
        context["failed"] = table
        return render(request, "scoring/tournaments/results.html", context, status=400)
    messages.success(request, _("Table %(t)s saved.") % {"t": table})
    return _desk_redirect(round_, table)


@login_required
@require_POST
def table_not_played(request, pk, number, table):
    tournament = _managed(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    table_ = get_object_or_404(Table, round=round_, number=table)
    form = NotPlayedForm(request.POST)
    try:
        if not form.is_valid():
            raise service.TournamentError(" ".join(e for es in form.errors.values() for e in es))
        results_desk.mark_not_played(table_, request.user, form.cleaned_data["reason"])
    except service.TournamentError as error:
        messages.error(request, str(error))
        context = _desk_context(tournament, round_, current=table)
        return render(request, "scoring/tournaments/results.html", context, status=400)
    messages.success(request, _("Table %(t)s marked not played.") % {"t": table})
    return _desk_redirect(round_, table)


@login_required
@require_POST
def table_forfeit(request, pk, number, table):
    tournament = _managed(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    table_ = get_object_or_404(Table, round=round_, number=table)
    form = ForfeitForm(request.POST)
    try:
        if not form.is_valid():
            raise service.TournamentError(" ".join(e for es in form.errors.values() for e in es))
        results_desk.record_forfeit(
            table_, form.cleaned_data["forfeiting"], request.user, form.cleaned_data["reason"]
        )
    except service.TournamentError as error:
        messages.error(request, str(error))
        context = _desk_context(tournament, round_, current=table)
        return render(request, "scoring/tournaments/results.html", context, status=400)
    messages.success(request, _("Table %(t)s: forfeit recorded.") % {"t": table})
    return _desk_redirect(round_, table)


# Hall display, score sheets PDF, EMA export ----------------------------------------------


def hall(request, pk):
    tournament = _shown(request, _tournament(pk), "standings")
    data_url = reverse("tournament-hall-data", args=[tournament.pk])
    return render(request, "scoring/hall.html", {"title": tournament.name, "data_url": data_url})


def hall_data(request, pk):
    tournament = _shown(request, _tournament(pk), "standings")
    payload = hall_service.payload(hall_service.TournamentHall(tournament))
    return JsonResponse(payload)


def round_sheets_pdf(request, pk, number):
    tournament, round_ = _round(pk, number)
    pdf = service.score_sheets_pdf(round_)
    response = HttpResponse(pdf, content_type="application/pdf")
    response["Content-Disposition"] = (
        f'inline; filename="score-sheets-{tournament.pk}-round-{number}.pdf"'
    )
    return response


def ema_csv(request, pk):
    # EMA numbers are never public: the file goes to the tournament's organisers only.
    tournament = _tournament(pk)
    if not permissions.can_manage_tournament(request.user, tournament):
        raise PermissionDenied(_("only the tournament's organisers download the EMA file"))
    try:
        text = service.ema_results_csv(service.compute_standings(tournament))
    except service.TournamentError as error:
        return HttpResponse(str(error), status=400, content_type="text/plain; charset=utf-8")
    return _csv_response(text, f"ema-results-{tournament.pk}.csv")
