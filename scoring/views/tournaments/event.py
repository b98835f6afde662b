"""The tournament list, a new tournament, and the tournament's own page with what the
organiser and the referees post from it: players, the event's details, a withdrawal, a
penalty. A refused form comes back on the page with its errors, as a 400.
"""

import datetime

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from scoring.forms import event_day as event_day_forms
from scoring.forms.event_day import CheckInForm, CutForm, HallModeForm, SeatingImportForm
from scoring.forms.tournaments import (
    EventFactsForm,
    PenaltyForm,
    PlayersForm,
    TournamentForm,
    WithdrawForm,
)
from scoring.models import Club, Tournament
from scoring.services.files import cards
from scoring.services.people import privacy
from scoring.services.tournaments import check_in, roster
from scoring.services.tournaments import exports as tournament_exports
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import setup as tournament_setup
from scoring.services.tournaments.errors import TournamentError
from scoring.services.tournaments.players import add_players

from .access import managed_tournament, tournament_or_404


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
        tournament = tournament_setup.create_tournament(
            club, request.user, **form.tournament_fields()
        )
        messages.success(request, _("Tournament created: now add its players."))
        return redirect(tournament)
    status = 400 if request.method == "POST" else 200  # a POST that got here was refused
    return render(
        request, "scoring/tournaments/create.html", {"club": club, "form": form}, status=status
    )


def tournament_detail(request, pk):
    return detail_page(request, tournament_or_404(pk))


def detail_page(request, tournament, status=200, **forms):
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
        "withdrawn": tournament_seating.withdrawn_players(tournament),
        "show_players": privacy.may_see_players(request.user, tournament),
        "penalty_form": PenaltyForm(tournament=tournament),
        "facts_form": EventFactsForm(instance=tournament, prefix="facts"),
        "penalties": tournament.penalties.select_related("player", "referee", "round"),
        "quality": tournament_seating.seating_quality(tournament) if rounds else None,
        "checked_in": (
            check_in.checked_in_ids(tournament)
            if tournament.check_in and not rounds.exists()
            else None
        ),
        # A big event lists its players in the standings, and names them by typing.
        "player_count": player_count,
        "players_listed": player_count < event_day_forms.TYPED_PLAYERS_FROM,
        "name_card_parts": tournament_exports.pdf_parts(
            len(tournament_seating.active_player_ids(tournament)), cards.NAME_CARDS_PER_PART
        ),
        "table_card_parts": tournament_exports.pdf_parts(
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
            added = add_players(tournament, form.cleaned_data["entries"], request.user)
        except TournamentError as error:
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
    return detail_page(request, tournament, status=400)


@login_required
@require_POST
def tournament_facts(request, pk):
    tournament = managed_tournament(request, pk)
    form = EventFactsForm(request.POST, instance=tournament, prefix="facts")
    if not form.is_valid():
        return detail_page(request, tournament, status=400, facts_form=form)
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
        except TournamentError as error:
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
def penalty_create(request, pk):
    tournament = tournament_or_404(pk)
    if not tournament.can_record_penalties(request.user):
        raise PermissionDenied(_("Only organisers and referees record penalties."))
    form = PenaltyForm(request.POST, tournament=tournament)
    if form.is_valid():
        data = form.cleaned_data
        tournament_play.record_penalty(
            tournament, data["player"], data["points"], data["reason"], request.user, data["round"]
        )
        messages.success(request, _("Penalty recorded."))
        return redirect(tournament)
    return detail_page(request, tournament, status=400, penalty_form=form)
