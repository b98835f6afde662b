import datetime

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.core.paginator import Paginator
from django.db import transaction
from django.http import HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import NoReverseMatch, reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from scoring import permissions
from scoring.forms import event_day as event_day_forms
from scoring.forms.event_day import (
    CheckInForm,
    CutForm,
    HallModeForm,
    SeatingImportForm,
    TableClockForm,
)
from scoring.forms.tournaments import (
    ClockForm,
    EventFactsForm,
    FinalScoresForm,
    FinishSheetForm,
    ForfeitForm,
    HandSheetForm,
    NotPlayedForm,
    PenaltyForm,
    PlayersForm,
    ReopenForm,
    SubstituteForm,
    SwapForm,
    TournamentForm,
    WithdrawForm,
)
from scoring.models import Club, Round, Table, Tournament
from scoring.services import (
    cards,
    check_in,
    ema,
    keep_apart,
    live_push,
    privacy,
    results_desk,
    roster,
    validation,
)
from scoring.services import hall as hall_service
from scoring.services import table_confirmations as confirmations
from scoring.services import tournaments as service

from . import conditional


def tournament_or_404(pk):
    return get_object_or_404(Tournament.objects.select_related("club"), pk=pk)


def _shown(request, tournament, what: str):
    """The tournament's privacy (scoring.services.privacy): players, standings or results."""
    if not getattr(privacy, f"may_see_{what}")(request.user, tournament):
        raise PermissionDenied(_("this tournament shows that to its club's members only"))
    return tournament


def _standings(request, tournament):
    # Players are named as this visitor may see them where they are loaded (privacy).
    return service.compute_standings(tournament)


def managed_tournament(request, pk):
    tournament = tournament_or_404(pk)
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
        tournament = service.create_tournament(club, request.user, **form.tournament_fields())
        messages.success(request, _("Tournament created: now add its players."))
        return redirect(tournament)
    status = 400 if request.method == "POST" else 200  # a POST that got here was refused
    return render(
        request, "scoring/tournaments/create.html", {"club": club, "form": form}, status=status
    )


def tournament_detail(request, pk):
    return _detail_page(request, tournament_or_404(pk))


def _detail_page(request, tournament, status=200, **forms):
    """The tournament page; a refused form comes back in `forms`, with its errors."""
    can_manage = tournament.can_manage(request.user)
    players = tournament.players.select_related("club").order_by("name")
    player_count = players.count()
    rounds = tournament.rounds.order_by("number")
    context = {
        "tournament": tournament,
        "players": players,
        "rounds": rounds,
        "can_manage": can_manage,
        "can_penalise": tournament.can_record_penalties(request.user),
        "players_form": PlayersForm(),
        "cut_form": CutForm(),
        "seating_import_form": SeatingImportForm(prefix="seating"),
        "hall_mode_form": HallModeForm(
            initial={"seating_only": "yes" if tournament.hall_seating_only else "no"}
        ),
        "withdraw_form": WithdrawForm(tournament=tournament, prefix="withdraw"),
        "withdrawn": service.withdrawn_players(tournament),
        "show_players": privacy.may_see_players(request.user, tournament),
        "penalty_form": PenaltyForm(tournament=tournament),
        "facts_form": EventFactsForm(instance=tournament, prefix="facts"),
        "penalties": tournament.penalties.select_related("player", "referee", "round"),
        "quality": service.seating_quality(tournament) if rounds else None,
        "checked_in": (
            check_in.checked_in_ids(tournament)
            if tournament.check_in and not rounds.exists()
            else None
        ),
        # A big event lists its players in the standings, and names them by typing.
        "player_count": player_count,
        "players_listed": player_count < event_day_forms.TYPED_PLAYERS_FROM,
        "name_card_parts": service.pdf_parts(
            len(service.active_player_ids(tournament)), cards.NAME_CARDS_PER_PART
        ),
        "table_card_parts": service.pdf_parts(
            cards.table_count(tournament), cards.TABLE_CARDS_PER_PART
        ),
        "check_in_form": (
            CheckInForm(tournament=tournament, auto_id="check_in_%s") if can_manage else None
        ),
        "next_round": (rounds.last().number + 1) if rounds else 1,
        **forms,
    }
    return render(request, "scoring/tournaments/detail.html", context, status=status)


@login_required
@require_POST
def tournament_players(request, pk):
    tournament = managed_tournament(request, pk)
    form = PlayersForm(request.POST, request.FILES)
    if form.is_valid():
        try:
            added = service.add_players(tournament, form.cleaned_data["entries"], request.user)
        except service.TournamentError as error:
            messages.error(request, str(error))
            return bad_request(request, tournament)
        messages.success(request, _("%(n)s players added.") % {"n": len(added)})
        return redirect(tournament)
    for errors in form.errors.values():
        for error in errors:
            messages.error(request, error)
    return bad_request(request, tournament)


def bad_request(request, tournament):
    """The tournament page again with the errors, as a 400: nothing was saved."""
    return _detail_page(request, tournament, status=400)


@login_required
@require_POST
def tournament_facts(request, pk):
    tournament = managed_tournament(request, pk)
    form = EventFactsForm(request.POST, instance=tournament, prefix="facts")
    if not form.is_valid():
        return _detail_page(request, tournament, status=400, facts_form=form)
    form.save()
    messages.success(request, _("Event details saved."))
    return redirect(tournament)


@login_required
@require_POST
def player_withdraw(request, pk):
    tournament = managed_tournament(request, pk)
    form = WithdrawForm(request.POST, tournament=tournament, prefix="withdraw")
    if form.is_valid():
        try:
            change = roster.withdraw_player(
                tournament, form.cleaned_data["player"], request.user, form.cleaned_data["reason"]
            )
        except service.TournamentError as error:
            messages.error(request, str(error))
            return bad_request(request, tournament)
        messages.success(
            request,
            _("%(p)s withdrew: not seated from round %(n)s on; their results stay.")
            % {"p": change.player, "n": change.round_number},
        )
        return redirect(tournament)
    for errors in form.errors.values():
        for error in errors:
            messages.error(request, error)
    return bad_request(request, tournament)


@login_required
@require_POST
def round_generate(request, pk):
    tournament = managed_tournament(request, pk)
    form = CutForm(request.POST)
    if not form.is_valid():
        form_errors(request, form)
        return _detail_page(request, tournament, status=400, cut_form=form)
    try:
        round_ = service.generate_round(tournament, request.user, form.cleaned_data["cut"])
    except service.TournamentError as error:
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
        "quality": service.seating_quality(tournament, history[: round_.number]),
        "report": keep_apart.round_report(tournament, history, round_.number),
        "sheet_parts": service.pdf_parts(len(tables), service.PDF_SHEETS_TABLES),
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
        service.swap_players(round_, form.cleaned_data["first"], form.cleaned_data["second"])
    except service.TournamentError as error:
        return round_error(request, pk, number, error)
    messages.success(request, _("Seats swapped."))
    return redirect(round_)


@login_required
@require_POST
def round_start(request, pk, number):
    tournament = managed_tournament(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    service.start_round(round_)
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
        service.finish_table(table)
    except service.TournamentError as error:
        messages.error(request, str(error))
        response = round_detail(request, pk, number)
        response.status_code = 400
        return response
    messages.success(request, _("Table %(t)s finished.") % {"t": table.number})
    return redirect(table.round)


def round_seating_csv(request, pk, number):
    tournament = tournament_or_404(pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    return _csv_response(service.seating_csv(round_), f"seating-round-{number}.csv")


def _print_context(tournament, **extra):
    return {"tournament": tournament, "printed_at": timezone.now(), **extra}


def round_print(request, pk, number):
    tournament = tournament_or_404(pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    tables = service.round_seating(round_, played=True)
    by_player = sorted(
        ((player, n, wind) for n, _t, seats in tables for wind, player in seats),
        key=lambda item: item[0].name,
    )
    context = _print_context(
        tournament, round=round_, tables=tables, by_player=by_player, byes=round_.byes.all()
    )
    return render(request, "scoring/tournaments/print_seating.html", context)


def round_sheets(request, pk, number):
    tournament = tournament_or_404(pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    context = _print_context(tournament, **service.sheet_context(round_))
    return render(request, "scoring/tournaments/print_sheets.html", context)


def standings(request, pk):
    tournament = _shown(request, tournament_or_404(pk), "standings")
    return render(
        request, "scoring/tournaments/standings.html", _standings_context(request, tournament)
    )


def standings_fragment(request, pk):
    tournament = _shown(request, tournament_or_404(pk), "standings")
    return render(
        request,
        "scoring/tournaments/_standings_live.html",
        _standings_context(request, tournament),
    )


def _standings_context(request, tournament):
    """One page of the standings (`?page=N`; a big event has many), and the PDF's parts."""
    standings = _standings(request, tournament)
    page = Paginator(standings.rows, service.STANDINGS_PAGE_ROWS).get_page(request.GET.get("page"))
    return {
        "standings": standings,
        "tournament": tournament,
        "page": page,
        "rows": page.object_list,
        "pdf_parts": service.pdf_parts(len(standings.rows), service.PDF_STANDINGS_ROWS),
    }


def standings_print(request, pk):
    tournament = _shown(request, tournament_or_404(pk), "standings")
    standings = _standings(request, tournament)
    context = _print_context(tournament, standings=standings, rows=standings.rows)
    return render(request, "scoring/tournaments/print_standings.html", context)


def standings_csv(request, pk):
    tournament = _shown(request, tournament_or_404(pk), "results")
    text = service.standings_csv(_standings(request, tournament))
    return _csv_response(text, f"standings-{tournament.pk}.csv")


def results_csv(request, pk):
    tournament = _shown(request, tournament_or_404(pk), "results")
    text = service.results_csv(_standings(request, tournament))
    return _csv_response(text, f"results-{tournament.pk}.csv")


def standings_pdf(request, pk):
    tournament = _shown(request, tournament_or_404(pk), "results")
    standings = _standings(request, tournament)
    try:
        part = service.pdf_part(
            len(standings.rows), service.PDF_STANDINGS_ROWS, request.GET.get("part")
        )
    except service.TournamentError as error:
        return HttpResponse(str(error), status=400, content_type="text/plain; charset=utf-8")
    pdf = service.standings_pdf(standings, part)
    suffix = f"-part-{part.number}" if part.number > 1 else ""
    response = HttpResponse(pdf, content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="standings-{tournament.pk}{suffix}.pdf"'
    return response


@login_required
@require_POST
def penalty_create(request, pk):
    tournament = tournament_or_404(pk)
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
    tournament = tournament_or_404(pk)
    return tournament, get_object_or_404(Round, tournament=tournament, number=number)


def form_errors(request, form):
    for field, errors in form.errors.items():
        for error in errors:
            label = form.fields[field].label if field in form.fields else ""
            messages.error(request, f"{label}: {error}" if label else error)


def _desk_table(request, pk, number, table):
    """(tournament, round, table) of a results-desk action: the organiser's, or 403/404."""
    tournament = managed_tournament(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    return tournament, round_, get_object_or_404(Table, round=round_, number=table)


def _refusal(form) -> service.TournamentError:
    """A desk form's errors as the one refusal the desk page shows."""
    return service.TournamentError(" ".join(e for es in form.errors.values() for e in es))


def round_error(request, pk, number, error):
    messages.error(request, str(error))
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
        response = round_detail(request, pk, number)
        response.status_code = 400
        return response
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
    except service.TournamentError as error:
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
        response = round_detail(request, pk, number)
        response.status_code = 400
        return response
    try:
        service.set_clock(round_, form.cleaned_data["minutes"])
    except service.TournamentError as error:
        return round_error(request, pk, number, error)
    messages.success(
        request, _("Clock set: %(m)s minutes left.") % {"m": form.cleaned_data["minutes"]}
    )
    return redirect(round_)


# The results desk -------------------------------------------------------------------------


def _desk_context(tournament, round_, forms_by_table=None, current=None, **forms):
    """One table to enter (the one asked for, else the first without results) and what is
    still missing: never every table of the round, which at 2,500 tables weighed 4.7 MB."""
    hands_mode = tournament.results_entry == Tournament.Entry.HANDS
    missing = results_desk.missing_tables(round_)
    shown = results_desk.desk_table(round_, current)
    if shown is None:
        current = missing[0] if missing else None
        shown = results_desk.desk_table(round_, current)
    rows = []
    current_table = current_seats = None
    if shown is not None:
        n, current_table, current_seats = shown
        form = (forms_by_table or {}).get(n)
        if form is None and not hands_mode:
            # An entered table shows its scores as entered: a correction starts from them.
            start = results_desk.start_points(tournament)
            entered = {w: v + start for w, v in (current_table.result or {}).items()}
            form = FinalScoresForm(prefix=f"t{n}", initial=entered)
        cells = [(w, p, form[w]) for w, p in current_seats] if not hands_mode else []
        rows.append(
            {
                "number": n,
                "table": current_table,
                "seats": current_seats,
                "form": form,
                "cells": cells,
            }
        )
    sheet = recorded = None
    at_the_table = results_desk.HANDS_AT_THE_TABLE.get(tournament.ruleset) if hands_mode else None
    if hands_mode and current_table is not None:
        recorded = results_desk.sheet_hands(current_table)
        if at_the_table is None:
            sheet = (forms_by_table or {}).get(current) or HandSheetForm(
                prefix=f"t{current}", base=len(recorded)
            )
    finish_form = forms.get("finish_form") or FinishSheetForm(prefix="total")
    return {
        "tournament": tournament,
        "round": round_,
        "rows": rows,
        "current": current,
        "current_table": current_table,
        "hands_mode": hands_mode,
        "at_the_table": at_the_table,
        "sheet": sheet,
        "recorded": recorded,
        "finish_form": finish_form,
        "finish_cells": [(w, p, finish_form[w]) for w, p in current_seats or ()],
        "reopen_form": forms.get("reopen_form") or ReopenForm(prefix="reopen"),
        "history": current_table.revisions.select_related("user") if current_table else (),
        "current_seats": current_seats,
        "total": results_desk.table_total(tournament),
        "start_points": results_desk.start_points(tournament),
        "not_played_form": NotPlayedForm(),
        "forfeit_form": ForfeitForm(),
        "pending": len(missing),
        "missing_runs": results_desk.number_ranges(missing),
        "next_missing": results_desk.next_missing(missing, current),
        # What the players said on their phones (scoring.services.table_confirmations).
        "players_word": confirmations.summary(round_),
        "table_word": confirmations.word(current_table) if current_table else None,
        "table_code": confirmations.shown_code(current_table.code) if current_table else "",
    }


@login_required
def round_results(request, pk, number):
    tournament = managed_tournament(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    current = validation.query_number(request.GET.get("table"))
    context = _desk_context(tournament, round_, current=current)
    return render(request, "scoring/tournaments/results.html", context)


@login_required
def round_results_all(request, pk, number):
    """The whole round at the desk, a page of tables at a time: each table's players, what
    was entered and a link to it."""
    tournament = managed_tournament(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    page, tables = results_desk.round_page(round_, request.GET.get("page"))
    start = results_desk.start_points(tournament)
    rows = []
    states = confirmations.round_states(round_)
    for n, table, seats in tables:
        result = table.result or {}
        # As entered: final scores, or a hand-by-hand table's totals (start points 0).
        entered = [(w, p, result[w] + start if w in result else None) for w, p in seats]
        rows.append(
            {
                "number": n,
                "table": table,
                "seats": entered,
                "word": states.get(n),
                "code": confirmations.shown_code(table.code),
            }
        )
    context = {
        "tournament": tournament,
        "round": round_,
        "page": page,
        "rows": rows,
    }
    return render(request, "scoring/tournaments/results_round.html", context)


def _desk_url(round_, table=None):
    url = reverse("tournament-round-results", args=[round_.tournament_id, round_.number])
    # No #fragment: a document with a target element skips autofocus (HTML spec).
    return f"{url}?table={table}" if table else url


def _desk_redirect(round_, after):
    missing = results_desk.missing_tables(round_)
    return redirect(_desk_url(round_, results_desk.next_missing(missing, after)))


def _desk_refused(request, tournament, round_, table, error, form=None, **forms):
    """The desk again with what was typed and why it was refused: 400, or 409 when what the
    desk showed is no longer true. Nothing was saved."""
    status = getattr(error, "status", 400) if error is not None else 400
    if error is not None and form is not None:
        form.add_error(None, str(error))
    elif error is not None:
        messages.error(request, str(error))
    context = _desk_context(
        tournament, round_, {table: form} if form is not None else None, current=table, **forms
    )
    context["failed"] = table
    return render(request, "scoring/tournaments/results.html", context, status=status)


@login_required
@require_POST
def table_results(request, pk, number, table):
    tournament, round_, table_ = _desk_table(request, pk, number, table)
    if tournament.results_entry == Tournament.Entry.HANDS:
        return _sheet_hands(request, tournament, round_, table_)
    form = FinalScoresForm(request.POST, prefix=f"t{table}")
    if not form.is_valid():
        return _desk_refused(request, tournament, round_, table, None, form)
    try:
        results_desk.enter_final_scores(
            table_,
            form.scores(),
            request.user,
            form.cleaned_data["reason"],
            base_version=form.cleaned_data["version"],
        )
    except service.TournamentError as error:
        return _desk_refused(request, tournament, round_, table, error, form)
    messages.success(request, _("Table %(t)s saved.") % {"t": table})
    return _desk_redirect(round_, table)


def _sheet_hands(request, tournament, round_, table_):
    """A sheet's lines saved after the recorded hands; the table stays open (Enter saves
    hands, it never finishes a table)."""
    table = table_.number
    form = HandSheetForm(request.POST, prefix=f"t{table}")
    if "more" in request.POST:
        context = _desk_context(tournament, round_, {table: form.with_more_rows()}, current=table)
        return render(request, "scoring/tournaments/results.html", context)
    if not form.is_valid():
        return _desk_refused(request, tournament, round_, table, None, form)
    try:
        recorded = results_desk.enter_hand_scores(
            table_, form.cleaned_data["hands"], request.user, form.cleaned_data["base"]
        )
    except results_desk.DeskConflict as error:
        # Both versions: the hands stored now are listed, the typed lines kept, on top of them.
        data = request.POST.copy()
        data[form.add_prefix("base")] = str(table_.session.live_hands().count())
        return _desk_refused(
            request, tournament, round_, table, error, HandSheetForm(data, prefix=f"t{table}")
        )
    except service.TournamentError as error:
        return _desk_refused(request, tournament, round_, table, error, form)
    messages.success(
        request,
        _(
            "Table %(t)s: hands saved (%(n)s recorded). When the sheet is complete, type its "
            "Total row and finish the table."
        )
        % {"t": table, "n": recorded},
    )
    return redirect(_desk_url(round_, table))


@login_required
@require_POST
def table_sheet_finish(request, pk, number, table):
    tournament, round_, table_ = _desk_table(request, pk, number, table)
    form = FinishSheetForm(request.POST, prefix="total")
    if not form.is_valid():
        error = _refusal(form)
        return _desk_refused(request, tournament, round_, table, error, finish_form=form)
    try:
        results_desk.finish_sheet(table_, form.totals(), request.user)
    except service.TournamentError as error:
        return _desk_refused(request, tournament, round_, table, error, finish_form=form)
    messages.success(request, _("Table %(t)s finished.") % {"t": table})
    return _desk_redirect(round_, table)


@login_required
@require_POST
def table_reopen(request, pk, number, table):
    tournament, round_, table_ = _desk_table(request, pk, number, table)
    form = ReopenForm(request.POST, prefix="reopen")
    try:
        if not form.is_valid():
            raise _refusal(form)
        results_desk.reopen_table(table_, request.user, form.cleaned_data["reason"])
    except service.TournamentError as error:
        return _desk_refused(request, tournament, round_, table, error, reopen_form=form)
    messages.success(
        request,
        _("Table %(t)s reopened: it is out of the standings until it is finished again.")
        % {"t": table},
    )
    return redirect(_desk_url(round_, table))


@login_required
@require_POST
def table_not_played(request, pk, number, table):
    tournament, round_, table_ = _desk_table(request, pk, number, table)
    form = NotPlayedForm(request.POST)
    try:
        if not form.is_valid():
            raise _refusal(form)
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
    tournament, round_, table_ = _desk_table(request, pk, number, table)
    form = ForfeitForm(request.POST)
    try:
        if not form.is_valid():
            raise _refusal(form)
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
    tournament = _shown(request, tournament_or_404(pk), "standings")
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
    tournament = _shown(request, tournament_or_404(pk), "standings")
    return conditional.revalidated(
        request,
        lambda: hall_service.fingerprint(tournament, privacy.current_viewer()),
        lambda: JsonResponse(hall_service.payload(hall_service.TournamentHall(tournament))),
        owner=("tournament", tournament.pk, tournament.club_id),
    )


def round_sheets_pdf(request, pk, number):
    tournament, round_ = _round(pk, number)
    try:
        part = service.pdf_part(
            round_.tables.count(), service.PDF_SHEETS_TABLES, request.GET.get("part")
        )
    except service.TournamentError as error:
        return HttpResponse(str(error), status=400, content_type="text/plain; charset=utf-8")
    pdf = service.score_sheets_pdf(round_, part)
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
        data = ema.results_workbook(service.compute_standings(tournament))
    except service.TournamentError as error:
        return HttpResponse(str(error), status=400, content_type="text/plain; charset=utf-8")
    response = HttpResponse(
        data, content_type="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    )
    response["Content-Disposition"] = f'attachment; filename="ema-results-{tournament.pk}.xlsx"'
    return response
