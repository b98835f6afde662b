"""What a tournament's players do themselves: confirm their table's result on a phone through
the table's code, and register on the event's public page (docs/tournaments.md)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST

from scoring import limits
from scoring.forms.event_day import TYPED_PLAYERS_FROM
from scoring.forms.event_players import (
    ConfirmForm,
    DecisionForm,
    PlayerScoresForm,
    RegistrationForm,
    RegistrationSettingsForm,
    ResolveForm,
    TableCodeForm,
)
from scoring.login_lockout import client_address
from scoring.models import Registration, Round, Table, Tournament
from scoring.services.hands import table as phones
from scoring.services.tournaments import check_in, registrations
from scoring.services.tournaments import table_confirmations as confirmations

from .tournaments.access import form_errors, managed_tournament, tournament_or_404
from .tournaments.desk import round_results

PHONE_COOKIE = "clubscore_phone"
# How long a phone stays its player's for a round (a long day of play).
PLAYER_MAX_AGE = 18 * 60 * 60


# A phone at a tournament table -----------------------------------------------------------


@require_http_methods(["GET", "POST"])
def table_code(request):
    """Type your table's code (from the score sheet, or the desk)."""
    form = TableCodeForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        return redirect("tournament-table-phone", code=form.cleaned_data["code"])
    status = 400 if request.method == "POST" else 200
    return render(request, "scoring/tournaments/table_code.html", {"form": form}, status=status)


def _phone(request) -> tuple[str, bool]:
    token = request.get_signed_cookie(PHONE_COOKIE, default=None, salt=phones.SALT)
    if token:
        return token, False
    return secrets.token_urlsafe(18), True


def _cookies(response, round_, phone, minted, player_id=None, leave=False):
    if minted:
        response.set_signed_cookie(
            PHONE_COOKIE,
            phone,
            salt=phones.SALT,
            max_age=phones.MAX_AGE * 4,
            httponly=True,
            samesite="Lax",
            secure=settings.SESSION_COOKIE_SECURE,
        )
    name, salt = confirmations.player_cookie(round_)
    if leave:
        response.delete_cookie(name, samesite="Lax")
    elif player_id is not None:
        response.set_signed_cookie(
            name,
            str(player_id),
            salt=salt,
            max_age=PLAYER_MAX_AGE,
            httponly=True,
            samesite="Lax",
            secure=settings.SESSION_COOKIE_SECURE,
        )
    return response


def _player_of(request, round_) -> int | None:
    name, salt = confirmations.player_cookie(round_)
    value = request.get_signed_cookie(name, default=None, salt=salt, max_age=PLAYER_MAX_AGE)
    try:
        return int(str(value or "")[:12]) if value else None
    except ValueError:
        return None


def _table_refused(request, message, status):
    context = {"refused": message, "form": TableCodeForm()}
    return render(request, "scoring/tournaments/table_code.html", context, status=status)


@require_http_methods(["GET", "POST"])
def table_phone(request, code):
    """A player's phone at a tournament table: tap your name once for the round, then confirm
    or dispute the table's scores (or, where players enter first, type them)."""
    address = client_address(request)
    try:
        table = confirmations.table_of(code, address)
    except confirmations.TooMany as exc:
        return _table_refused(request, str(exc), 429)
    if table is None:
        return _table_refused(
            request,
            _("No table has this code: check it on your score sheet, or ask the desk."),
            404,
        )
    round_ = table.round
    request.viewer.seen(round_.tournament)
    here = reverse("tournament-table-phone", args=[table.code])
    phone, minted = _phone(request)
    player_id = _player_of(request, round_)
    seated = confirmations.seats(table)
    mine = confirmations.seat_of(table, player_id) if player_id is not None else ""
    # What the form posted does: each of the page's forms posts to `?do=<what>`.
    do = request.GET.get("do", "")[:10]
    said = _Said()
    if request.method == "POST":
        try:
            confirmations.count_post(table, address)
        except confirmations.TooMany as exc:
            return _table_refused(request, str(exc), 429)
        if do == "join":
            chosen = _name_tapped(request, seated)
            return _cookies(redirect(here), round_, phone, minted, player_id=chosen)
        if do == "leave":
            return _cookies(redirect(here), round_, phone, minted, leave=True)
        names = {wind: player.name for wind, player in seated}
        if player_id is None or not mine:
            said.error = _("This phone is not one of this table's players: tap your name.")
            said.status = 403
        elif do == "enter":
            said = _scores_entered(request, table, player_id, phone, names)
        else:
            said = _word_given(request, table, player_id, phone)
        if said.error is None:
            return _cookies(redirect(here), round_, phone, minted)
    response = _phone_page(request, table, seated, mine, said)
    return _cookies(response, round_, phone, minted)


@dataclass
class _Said:
    """What a phone's post came to: its form as typed, and why it was refused (None: taken)."""

    error: str | None = None
    status: int = 200
    scores_form: PlayerScoresForm | None = None
    confirm_form: ConfirmForm | None = None


def _name_tapped(request, seated) -> int | None:
    """The player whose name this phone tapped: one of the table's four, else None."""
    tapped = request.POST.get("join", "")[:12]
    chosen = next((p.pk for _w, p in seated if str(p.pk) == tapped), None)
    if chosen is None:
        messages.error(request, _("Tap your own name: one of this table's four players."))
    return chosen


def _scores_entered(request, table, player_id, phone, names) -> _Said:
    """Where players enter first: the table's four scores, typed on this phone."""
    form = PlayerScoresForm(request.POST, names=names)
    if not form.is_valid():
        return _Said(" ".join(e for es in form.errors.values() for e in es), 400, scores_form=form)
    error, status = _write(
        lambda: confirmations.enter(
            table,
            player_id,
            form.cleaned_data["seat"],
            confirmations.phone_digest(phone),
            form.cleaned_data["version"],
            form.scores(),
        )
    )
    if error is None:
        messages.success(request, _("The scores are in. The other three now confirm."))
    return _Said(error, status, scores_form=form)


def _word_given(request, table, player_id, phone) -> _Said:
    """This phone's player confirms or disputes the table's scores."""
    form = ConfirmForm(request.POST)
    if not form.is_valid():
        return _Said(" ".join(e for es in form.errors.values() for e in es), 400, confirm_form=form)
    data = form.cleaned_data
    error, status = _write(
        lambda: confirmations.confirm(
            table,
            player_id,
            data["seat"],
            confirmations.phone_digest(phone),
            data["version"],
            data["verdict"],
            data["reason"],
        )
    )
    if error is None:
        messages.success(request, _("Thank you: the desk sees your word."))
    return _Said(error, status, confirm_form=form)


def _phone_page(request, table, seated, mine, said: _Said):
    """The table's page on this phone: each seat's score and word, and the forms this phone's
    player may send (a refused one as it was typed, with why)."""
    round_ = table.round
    tournament = round_.tournament
    table.refresh_from_db()
    word = confirmations.word(table)
    scores = confirmations.shown_scores(table)
    rows = [
        {
            "wind": wind,
            "player": player,
            "score": scores[wind] if scores else None,
            "word": word.words.get(wind),
            "mine": wind == mine,
        }
        for wind, player in seated
    ]
    players_enter = (
        tournament.table_entry == Tournament.TableEntry.PLAYERS
        and tournament.results_entry == Tournament.Entry.FINAL
    )
    scores_form, confirm_form = said.scores_form, said.confirm_form
    if scores_form is None and players_enter and not table.outcome and mine:
        names = {wind: player.name for wind, player in seated}
        scores_form = PlayerScoresForm(names=names, initial={"seat": mine, "version": word.version})
    if confirm_form is None or said.error is None:
        confirm_form = ConfirmForm(initial={"seat": mine, "version": word.version})
    context = {
        "table": table,
        "round": round_,
        "tournament": tournament,
        "rows": rows,
        "mine": mine,
        "word": word,
        "error": said.error,
        "scores_form": scores_form if mine and not table.outcome else None,
        "confirm_form": confirm_form,
        "players_enter": players_enter,
        "over": confirmations.round_over(round_),
        "confirmable": table.outcome == Table.Outcome.PLAYED and table.result is not None,
        "shown_code": confirmations.shown_code(table.code),
        "my_word": word.words.get(mine),
    }
    return render(request, "scoring/tournaments/table_phone.html", context, status=said.status)


def _write(call) -> tuple[str | None, int]:
    """(None, 200) when the write was taken, else (why not, its status)."""
    try:
        call()
    except confirmations.Refused as exc:
        return str(exc), exc.status
    except confirmations.TournamentError as exc:
        return str(exc), 400
    return None, 200


@login_required
@require_POST
def table_resolve(request, pk, number, table):
    """The desk keeps a disputed table's scores: the table is no longer flagged."""
    tournament = managed_tournament(request, pk)
    round_ = get_object_or_404(Round, tournament=tournament, number=number)
    table_ = get_object_or_404(Table, round=round_, number=table)
    form = ResolveForm(request.POST)
    desk = reverse("tournament-round-results", args=[pk, number]) + f"?table={table}"
    if not form.is_valid():
        form_errors(request, form)
        return redirect(desk)
    try:
        confirmations.resolve(table_, request.user, form.cleaned_data["version"])
    except confirmations.Stale as exc:
        # The desk again, as it is now, with why nothing was saved.
        messages.error(request, str(exc))
        request.GET = request.GET.copy()
        request.GET["table"] = str(table)
        response = round_results(request, pk, number)
        response.status_code = exc.status
        return response
    messages.success(
        request, _("Table %(t)s: the dispute is settled, the scores stand.") % {"t": table}
    )
    return redirect(desk)


# Registration ----------------------------------------------------------------------------


@require_http_methods(["GET", "POST"])
def register(request, pk):
    """The event's public registration page, while the organiser keeps it open."""
    tournament = tournament_or_404(pk)
    if not tournament.registration_open:
        context = {"tournament": tournament, "closed": True}
        status = 404 if request.method == "GET" else 400
        return render(request, "scoring/tournaments/register.html", context, status=status)
    form = RegistrationForm(request.POST or None)
    status = 200
    if request.method == "POST":
        status = 400
        try:
            confirmations.count(
                f"register:{client_address(request)}", limits.REGISTRATIONS_PER_ADDRESS
            )
        except confirmations.TooMany as exc:
            form.add_error(None, str(exc))
            return render(
                request,
                "scoring/tournaments/register.html",
                {"tournament": tournament, "form": form},
                status=429,
            )
        if form.is_valid():
            try:
                _registration, token = registrations.register(tournament, form.sign_up())
            except registrations.Refused as exc:
                form.add_error(None, str(exc))
            else:
                return redirect("tournament-registration", token=token)
    context = {
        "tournament": tournament,
        "form": form,
        "places_left": (
            max(tournament.capacity - registrations.places_taken(tournament), 0)
            if tournament.capacity
            else None
        ),
    }
    return render(request, "scoring/tournaments/register.html", context, status=status)


@require_http_methods(["GET", "POST"])
def registration(request, token):
    """The registrant's private link: where they stand, and withdraw or "forget me"."""
    found = registrations.by_token(token[:64])
    if found is None:
        raise Http404(_("No registration has this link."))
    request.viewer.seen(found.tournament)
    status = 200
    if request.method == "POST":
        try:
            if "forget" in request.POST:
                registrations.forget(found)
                messages.success(request, _("Your registration is withdrawn and forgotten."))
            else:
                registrations.withdraw(found)
                messages.success(request, _("Your registration is withdrawn."))
            return redirect("tournament-registration", token=token)
        except registrations.Refused as exc:
            messages.error(request, str(exc))
            status = exc.status
    found = registrations.by_token(token[:64])
    context = {
        "registration": found,
        "tournament": found.tournament,
        "position": registrations.waiting_position(found),
        "active": found.status in Registration.ACTIVE,
    }
    return render(request, "scoring/tournaments/registration.html", context, status=status)


@login_required
def registration_list(request, pk):
    """The organiser's list: the settings, every registration with approve/refuse, and the
    check-in of the accepted ones."""
    tournament = managed_tournament(request, pk)
    return _list_page(request, tournament)


def _list_page(request, tournament, status=200, settings_form=None):
    listed = tournament.registrations.select_related("player").order_by("created_at", "pk")
    checked = check_in.checked_in_ids(tournament)
    context = {
        "tournament": tournament,
        "settings_form": settings_form or RegistrationSettingsForm(instance=tournament),
        "registrations": listed,
        "checked_in": checked,
        "check_in_open": tournament.check_in and not tournament.rounds.exists(),
        "places_taken": registrations.places_taken(tournament),
        # A big event's check-in names a player by typing (scoring.forms.event_day).
        "typed_players": tournament.players.count() >= TYPED_PLAYERS_FROM,
        "link": request.build_absolute_uri(reverse("tournament-register", args=[tournament.pk])),
    }
    return render(request, "scoring/tournaments/registrations.html", context, status=status)


@login_required
@require_POST
def registration_settings(request, pk):
    tournament = managed_tournament(request, pk)
    form = RegistrationSettingsForm(request.POST, instance=tournament)
    if not form.is_valid():
        return _list_page(request, tournament_or_404(pk), 400, form)
    form.save()
    messages.success(request, _("Registration settings saved."))
    return redirect("tournament-registrations", pk=pk)


@login_required
@require_POST
def registration_decide(request, pk):
    tournament = managed_tournament(request, pk)
    form = DecisionForm(request.POST)
    if not form.is_valid():
        form_errors(request, form)
        return _list_page(request, tournament, 400)
    found = tournament.registrations.filter(pk=form.cleaned_data["registration"]).first()
    if found is None:
        messages.error(request, _("No such registration for this event."))
        return _list_page(request, tournament, 400)
    approve = form.cleaned_data["decision"] == "approve"
    try:
        registrations.decide(found, approve, request.user)
    except registrations.Refused as exc:
        messages.error(request, str(exc))
        return _list_page(request, tournament, exc.status)
    if approve:
        messages.success(request, _("%(p)s is accepted.") % {"p": found.player})
    else:
        messages.success(request, _("%(p)s is refused.") % {"p": found.player})
    return redirect("tournament-registrations", pk=pk)
