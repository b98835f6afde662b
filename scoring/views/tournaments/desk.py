"""The results desk: a round's tables entered one at a time (final scores, or hand-by-hand
sheets finished by their Total row), the whole round a page at a time, a table reopened,
marked not played or forfeited. A refusal shows the desk again with what was typed: 400,
or 409 when what the desk showed is no longer true.
"""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from scoring.forms.tournaments import (
    FinalScoresForm,
    FinishSheetForm,
    ForfeitForm,
    HandSheetForm,
    NotPlayedForm,
    ReopenForm,
)
from scoring.models import Round, Table, Tournament
from scoring.services.hands import validation
from scoring.services.tournaments import results_desk
from scoring.services.tournaments import table_confirmations as confirmations
from scoring.services.tournaments.errors import TournamentError

from .access import managed_tournament


def _desk_table(request, pk, number, table):
    """(tournament, round, table) of a results-desk action: the organiser's, or 403/404."""
    tournament = managed_tournament(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    return tournament, round_, get_object_or_404(Table, round=round_, number=table)


def _refusal(form) -> TournamentError:
    """A desk form's errors as the one refusal the desk page shows."""
    return TournamentError(" ".join(e for es in form.errors.values() for e in es))


def _desk_context(tournament, round_, forms_by_table=None, current=None, **forms):
    """One table to enter (the one asked for, else the first without results) and what is
    still missing: never every table of the round, which at 2,500 tables weighed 4.7 MB."""
    hands_mode = tournament.results_entry == Tournament.Entry.HANDS
    typed = forms_by_table or {}
    missing = results_desk.missing_tables(round_)
    shown = results_desk.desk_table(round_, current)
    if shown is None:
        current = missing[0] if missing else None
        shown = results_desk.desk_table(round_, current)
    rows = []
    current_table = current_seats = None
    if shown is not None:
        rows.append(_entry_row(tournament, shown, typed.get(shown[0]), hands_mode))
        _n, current_table, current_seats = shown
    at_the_table = results_desk.HANDS_AT_THE_TABLE.get(tournament.ruleset) if hands_mode else None
    sheet = recorded = None
    if hands_mode and current_table is not None:
        recorded = results_desk.sheet_hands(current_table)
        if at_the_table is None:  # typed at the desk from the paper sheet
            sheet = typed.get(current) or HandSheetForm(prefix=f"t{current}", base=len(recorded))
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
        **_players_word(round_, current_table),
    }


def _entry_row(tournament, shown, form, hands_mode: bool) -> dict:
    """The shown table's row: its players and, for final scores, a cell for each seat, filled
    with what was typed, else with the scores as entered (a correction starts from them)."""
    n, table, seats = shown
    if form is None and not hands_mode:
        start = results_desk.start_points(tournament)
        entered = {w: v + start for w, v in (table.result or {}).items()}
        form = FinalScoresForm(prefix=f"t{n}", initial=entered)
    cells = [(w, p, form[w]) for w, p in seats] if not hands_mode else []
    return {"number": n, "table": table, "seats": seats, "form": form, "cells": cells}


def _players_word(round_, table) -> dict:
    """What the players said on their phones (scoring.services.tournaments.table_confirmations)."""
    return {
        "players_word": confirmations.summary(round_),
        "table_word": confirmations.word(table) if table else None,
        "table_code": confirmations.shown_code(table.code) if table else "",
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
    except TournamentError as error:
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
    except TournamentError as error:
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
    except TournamentError as error:
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
    except TournamentError as error:
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
    except TournamentError as error:
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
    except TournamentError as error:
        messages.error(request, str(error))
        context = _desk_context(tournament, round_, current=table)
        return render(request, "scoring/tournaments/results.html", context, status=400)
    messages.success(request, _("Table %(t)s: forfeit recorded.") % {"t": table})
    return _desk_redirect(round_, table)
