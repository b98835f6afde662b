"""A table's game in the browser: start it, record hands, correct them, see the totals."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.db.models import Prefetch
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.gzip import gzip_page
from django.views.decorators.http import require_POST

from scoring import permissions
from scoring.engine.errors import ContractError
from scoring.engine.tiles import SEATS
from scoring.forms import errors as error_words
from scoring.forms.club_night import EndSessionForm, GuestPlayerForm
from scoring.forms.mcr import McrCorrectHandForm, McrHandForm
from scoring.forms.riichi import RiichiCorrectHandForm, RiichiHandForm
from scoring.forms.sessions import CorrectHandForm, DeleteHandForm, HandForm, SessionForm
from scoring.models import Club, Hand, HandPlayer, Session
from scoring.models.session import ENTRY_CHECKS, Entry
from scoring.services.hands import (
    change_previews,
    engine_text,
    knock_on,
    mcr,
    nights,
    riichi,
    validation,
    versions,
)
from scoring.services.hands import sessions as service
from scoring.services.hands import table as table_service
from scoring.services.seasons import plots


def session_or_404(pk) -> Session:
    return get_object_or_404(
        Session.objects.select_related("club", "night", "east", "south", "west", "north"), pk=pk
    )


def _hand(session, number) -> Hand:
    hand = service.hand_for_number(session, number)
    if hand is None:
        raise Http404(_("no such hand in this game"))
    return hand


# The hand form builds classical documents (melds, concealed, bonus); riichi and MCR hands
# have their own forms (scoring.forms.riichi, scoring.forms.mcr).
FORM_RULESETS = {"millington", "american1920", "riichi", "mcr"}
# The four-phone table sends classical notation lines; other rulesets record on one phone.
FOUR_PHONE_RULESETS = {"millington", "american1920", "mcr"}
# What a winner's phone said of their win: the form drops it when the scorer taps another winner.
CLAIMED = {"win_source", "discarder", "win_tile", "completes"}
CLAIMED |= {"winner_score", "fourth_tile", "last_tile"}  # MCR


def _form_unavailable(request, session):
    if session.ruleset in FORM_RULESETS:
        return None
    messages.info(request, _("Hands of this ruleset are recorded through the JSON API."))
    return redirect(session)


def hand_forms(session):
    """(hand form, correction form, template) for the session's ruleset."""
    if riichi.is_riichi(session):
        return RiichiHandForm, RiichiCorrectHandForm, "scoring/sessions/riichi_hand_form.html"
    if mcr.is_mcr(session):
        return McrHandForm, McrCorrectHandForm, "scoring/sessions/mcr_hand_form.html"
    return HandForm, CorrectHandForm, "scoring/sessions/hand_form.html"


def seat_names(session, deal) -> dict:
    """Seat wind -> player name for one deal."""
    start = session.starting_seats
    return {wind: start[deal.player_at(wind)].name for wind in SEATS}


def _night_of(club, request):
    """?night=<id>: the game is one table of that club night of the club, on its date; none
    for anything else (another club's night, a word)."""
    wanted = request.GET.get("night", "")
    if not (wanted.isascii() and wanted.isdigit() and len(wanted) < 12):
        return None
    return club.nights.filter(pk=int(wanted)).first()


@login_required
def session_new(request, slug):
    club = get_object_or_404(Club, slug=slug)
    if not permissions.can_create_session(request.user, club):
        raise PermissionDenied(_("only the club's organisers and players can start a table"))
    night = _night_of(club, request)
    form = SessionForm(request.POST or None, club=club)
    if night is not None and not form.is_bound:
        form.initial["date"] = night.date
        tables = night.games.count()
        form.initial["title"] = _("Table %(n)s") % {"n": tables + 1}
    if request.method == "POST" and form.is_valid():
        try:
            session = form.save_for(request.user, night)
        except nights.NightError as exc:
            form.add_error(exc.field if exc.field in form.fields else None, exc.message)
        else:
            return redirect(session)
    context = {
        "club": club,
        "form": form,
        "night": night,
        "guest_form": GuestPlayerForm(club=club),
    }
    # A POST that got here was refused: say so to the browser too.
    status = 400 if request.method == "POST" else 200
    return render(request, "scoring/sessions/new.html", context, status=status)


@require_POST
@login_required
def guest_add(request, slug):
    """A guest at the table becomes a player of the club (no login of their own), so that a
    session can seat them; from the new-session page, by whoever may start a session."""
    club = get_object_or_404(Club, slug=slug)
    if not permissions.can_create_session(request.user, club):
        raise PermissionDenied(_("only the club's organisers and players add guests"))
    guest_form = GuestPlayerForm(request.POST, club=club)
    if not guest_form.is_valid():
        form = SessionForm(club=club)
        context = {"club": club, "form": form, "guest_form": guest_form}
        return render(request, "scoring/sessions/new.html", context, status=400)
    guest = guest_form.save()
    messages.success(
        request, _("%(name)s is added as a guest: choose their seat below.") % {"name": guest.name}
    )
    # Back to the new game's form, for the same night when it was started from one.
    night = _night_of(club, request)
    back = reverse("session-new", args=[club.slug])
    return redirect(f"{back}?night={night.pk}" if night else back)


@require_POST
@login_required
def session_end(request, pk):
    """End a table's game early: the hands played so far are the whole game."""
    session = session_or_404(pk)
    if not permissions.can_edit(request.user, session):
        raise PermissionDenied(_("only this game's scorers and the club's organisers end it"))
    form = EndSessionForm(request.POST)
    if not form.is_valid():
        context = {**session_context(request, session), "end_form": form}
        return render(request, "scoring/sessions/detail.html", context, status=400)
    try:
        service.end_session(session, request.user, form.cleaned_data["reason"])
    except ContractError:
        messages.info(request, _("This game is finished."))
        return redirect(session)
    messages.success(request, _("The game is ended; the totals are final."))
    return redirect(session)


# The club-night pages are compressed here (GZipMiddleware for these views only, with its
# BREACH padding): a phone at the table may be on a slow link.
@gzip_page
def session_detail(request, pk):
    session = session_or_404(pk)
    context = session_context(request, session)
    context.update(just_recorded(request, session, session.next_number()))
    return render(request, "scoring/sessions/detail.html", context)


def session_context(request, session) -> dict:
    """What the session page shows (its live part, scoring/views/table.py, shows the same)."""
    # The live hands and the deleted ones in one query; their totals from the rows loaded.
    every = list(
        session.hands.select_related("east")
        .prefetch_related(
            Prefetch(
                "seats", queryset=HandPlayer.objects.select_related("player").order_by("seat")
            ),
            "penalties",
        )
        .order_by("number", "deleted_at")
    )
    hands = [hand for hand in every if hand.deleted_at is None]
    players = list(session.starting_seats.values())
    start = riichi.start_points(session)
    hand_totals = service.totals_of(session, hands)
    totals = {pid: start + total for pid, total in hand_totals.items()}
    rows = _hand_rows(hands, players)
    table_rows = _with_deleted(every, hands, rows)
    deal = session.deal_following(hands[-1] if hands else None, len(hands))
    next_seat = {pid: wind for wind, pid in session.seats_for(deal).items()} if deal else {}
    can_record = permissions.can_record(request.user, session)
    return {
        "session": session,
        "players": players,
        "rows": rows,
        "table_rows": table_rows,
        "plot": plots.session_totals(players, rows),
        "running": _running_totals(players, rows),
        "totals": [totals.get(p.pk, 0) for p in players],
        "start_points": start,
        "hand_totals": [hand_totals.get(p.pk, 0) for p in players],
        "standings": [(p, totals.get(p.pk, 0), next_seat.get(p.pk)) for p in players],
        "deal": deal,
        "round_name": engine_text.round_name(deal.prevailing_wind) if deal else None,
        "next_number": (hands[-1].number if hands else 0) + 1,
        "next_names": seat_names(session, deal) if deal else None,
        "wind_names": engine_text.wind_names(),
        "can_record": can_record,
        # Ending early is an edit like recording (permissions.can_edit): asked once.
        "can_end": deal is not None and can_record,
        "four_phones": session.ruleset in FOUR_PHONE_RULESETS,
        # MCR: a drawn hand from here in two taps (this link, then Record)
        "end_form": EndSessionForm(),
        "table_state": riichi.table_state(session) if deal else None,
        "final": _final_rows(session, players, totals) if deal is None else None,
        "ended_by": session.ended_by if session.end_reason else None,
        # what each depth the hands were recorded at let the engine check
        "depths": [
            (label, ENTRY_CHECKS[value])
            for value, label in Entry.choices
            if any(hand.entry == value for hand in hands)
        ],
    }


def _hand_rows(hands, players) -> list[dict]:
    """A row for each live hand: each player's line, the winner, the discarder, the
    penalties and the knock-on mark."""
    rows = []
    knock_ons = knock_on.marks(hands)
    for hand in hands:
        by_player = {hp.player_id: hp for hp in hand.seats.all()}
        by_seat = {hp.seat: hp for hp in by_player.values()}
        discarder = by_seat.get((hand.input.get("win") or {}).get("discarder"))
        rows.append(
            {
                "hand": hand,
                "cells": [by_player.get(p.pk) for p in players],
                "winner": by_seat.get(hand.winner),
                "discarder": discarder,
                "penalties": [(p, by_seat.get(p.offender)) for p in hand.penalties.all()],
                "knock_on": (knock_ons.get(hand.pk) or [None])[-1],
            }
        )
    return rows


def _with_deleted(every, hands, rows) -> list[dict]:
    """The table's rows: a deleted hand keeps a row where it was, marked deleted (its page
    stays reachable while no live hand took its number); the totals, the plot and the counts
    read the live `rows` only."""
    live_numbers = {hand.number for hand in hands}
    deleted = [hand for hand in every if hand.deleted_at is not None]
    return sorted(
        rows
        + [
            {"hand": hand, "deleted": True, "linked": hand.number not in live_numbers}
            for hand in deleted
        ],
        key=lambda row: (row["hand"].number, not row.get("deleted")),
    )


def _running_totals(players, rows) -> list:
    """(hand number, each player's total after it), the numbers behind the plot."""
    running, out = [0] * len(players), []
    for row in rows:
        for i, cell in enumerate(row["cells"]):
            running[i] += cell.payment if cell else 0
        out.append((row["hand"].number, list(running)))
    return out


def _final_rows(session, players, totals):
    final = riichi.final_scores(session, {p.pk: totals.get(p.pk, 0) for p in players})
    return [(p, final[p.pk]) for p in players] if final else None


# The docked tile picker on a 390 px phone: six 44 px columns beside the set buttons, so each
# suit takes a row and a half and the honours fill the halves; flowers and seasons sit behind
# one button.
PICKER_ROWS = [
    ["1b", "2b", "3b", "4b", "5b", "6b"],
    ["7b", "8b", "9b", "Ew", "Sw", "Ww"],
    ["1c", "2c", "3c", "4c", "5c", "6c"],
    ["7c", "8c", "9c", "Nw", "Rd", "Gd"],
    ["1d", "2d", "3d", "4d", "5d", "6d"],
    ["7d", "8d", "9d", "Wd"],
]
BONUS_TILES = ["F1", "F2", "F3", "F4", "S1", "S2", "S3", "S4"]


def hand_form_context(session, deal, form, **extra):
    previous = (
        riichi.previous_hand(session, extra.get("number")) if riichi.is_riichi(session) else None
    )
    return {
        "table_state": riichi.counters_after(session, previous),
        "picker_rows": PICKER_ROWS,
        "bonus_tiles": BONUS_TILES,
        "names": form.names,
        "error_summary": error_words.summary(form) if form.is_bound else [],
        "session": session,
        "deal": deal,
        "deal_key": service.deal_key(deal),
        "round_name": engine_text.round_name(deal.prevailing_wind),
        "form": form,
        "wind_names": engine_text.wind_names(),
        "seats": [
            (seat, form[f"{seat}_tiles"]) for seat in SEATS if f"{seat}_tiles" in form.fields
        ],
        **extra,
    }


@gzip_page
@login_required
def hand_new(request, pk):
    session = session_or_404(pk)
    if not permissions.can_record(request.user, session):
        raise PermissionDenied(_("only this game's scorers and the club's organisers record hands"))
    if unavailable := _form_unavailable(request, session):
        return unavailable
    deal = session.next_deal()
    if deal is None and request.method == "POST":
        # A hand typed while the session was live goes on to be refused as a conflict (409),
        # shown as it was typed, at the deal it was typed for.
        deal = service.typed_deal(request.POST)
    if deal is None:
        messages.info(request, _("This game is finished."))
        return redirect(session)
    form_class, _correct, template = hand_forms(session)
    winner = request.GET.get("winner", "")
    initial = {"entry": session.entry_depth}
    if winner and session.ruleset in FOUR_PHONE_RULESETS:
        # Tapped in the session page's "who won" row while the players' phones had sent
        # their hands (four phones): the form opens with what they sent.
        initial = table_service.form_initial(session, session.next_number())
    form = form_class(request.POST or None, names=seat_names(session, deal), initial=initial)
    # The session page's "who won" buttons open the form with the winner chosen; the claim
    # of another player's phone (how, on which tile) is not this winner's.
    if winner in dict(form.fields["winner"].choices):
        if form.initial.get("winner", winner) != winner:
            # (MCR: the claimant's fans, or fan total, are not this winner's either.)
            for claimed in list(form.initial):
                if claimed in CLAIMED or claimed.startswith("fan_"):
                    form.initial.pop(claimed, None)
        form.initial["winner"] = winner
    if request.method == "POST" and form.is_valid():
        try:
            hand, created = service.record_hand(
                session,
                form.hand_document(),
                request.user,
                form.cleaned_data["submission_key"],
                **service.seen_on_form(request.POST),
            )
        except service.DealTaken as exc:
            return _deal_taken(request, session, exc)
        except service.BodyDiffers as exc:
            return _body_differs(request, session, exc, form.hand_document())
        except ContractError as exc:
            form.add_contract_error(exc)
        else:
            if not created:
                messages.info(request, _("Hand %(n)s was already recorded.") % {"n": hand.number})
            return redirect(after_record(request, session, hand))
    number = session.next_number()
    return render(
        request,
        template,
        hand_form_context(
            session,
            deal,
            form,
            number=number,
            action="new",
            # A phone's line stays its player's when the scorer picks another winner
            # (handform.js moves a winner's sets only when they were built on this form).
            phone_seats=[seat for seat in SEATS if initial.get(f"{seat}_tiles")],
            **just_recorded(request, session, number),
        ),
        status=400 if request.method == "POST" else 200,  # a POST that got here was refused
    )


def _deal_taken(request, session, exc):
    """Both versions of a hand whose deal no longer holds (409): nothing was saved."""
    theirs = exc.theirs if exc.theirs is not None and not exc.theirs.is_deleted else None
    seen = exc.seen or {}
    deal = service.parse_deal_key(request.POST["expected_deal"])
    previous = versions.previous_hand(session, exc.expected_number)
    if exc.ended:
        why = "ended"
    elif exc.expected_number == exc.next_number:
        why = "moved"
    else:
        why = "taken" if theirs is not None else "moved_on"
    context = {
        "session": session,
        "why": why,
        "number": exc.expected_number,
        "next_number": exc.next_number,
        "yours": versions.typed(session, seen, exc.hand_doc, deal, previous),
        "theirs": versions.recorded(theirs) if theirs is not None else None,
        "next": exc.current,
        "next_names": versions.version(session, exc.current["seats"], {}, None)
        if exc.current
        else None,
    }
    next_deal = session.next_deal()
    if exc.current is not None and next_deal is not None and exc.hand_doc is not None:
        # "Keep both": the same players, each at their own seat in the next deal; shown here
        # before the scorer chooses it, and posted with seats_known=0 so the server places them.
        true = exc.current["seats"]
        context["as_next"] = versions.typed(
            session,
            true,
            service.place_players(exc.hand_doc, seen, true),
            next_deal,
            versions.previous_hand(session, exc.next_number),
        )
        skip = {"csrfmiddlewaretoken", "expected_number", "seats_known"}
        context["resend"] = [
            (name, value)
            for name, values in request.POST.lists()
            if name not in skip
            for value in values
        ] + [("expected_number", exc.next_number), ("seats_known", "0")]
    return render(request, "scoring/sessions/hand_conflict.html", context, status=409)


def _body_differs(request, session, exc, hand_doc):
    """The same submission sent again with other entries (409): the first one stands."""
    hand = exc.hand
    context = {
        "session": session,
        "why": "body",
        "number": hand.number,
        "yours": versions.typed(
            session,
            session.seats_for(service.parse_deal_key(request.POST["expected_deal"])),
            hand_doc,
            None,
            None,
        ),
        "theirs": versions.recorded(hand),
    }
    return render(request, "scoring/sessions/hand_conflict.html", context, status=409)


def after_record(request, session, hand) -> str:
    """Where the scorer goes once a hand is saved: straight on to the next hand's form (the one
    they recorded from: the hand form or the four-phone table), with the hand just recorded
    shown above it; the session page once the session is over, with the hand just recorded
    (and its undo) above the final totals."""
    if session.next_deal() is None:
        return f"{session.get_absolute_url()}?recorded={hand.number}"
    view = "table" if request.resolver_match.url_name == "table" else "hand-new"
    return f"{reverse(view, args=[session.pk])}?recorded={hand.number}"


def just_recorded(request, session, next_number: int) -> dict:
    """The hand named by ?recorded=N, for the next hand's form: its payments, and an undo
    (a deletion, soft and audited, like any other) while it is still the last hand."""
    number = request.GET.get("recorded", "")
    if not (number.isdigit() and len(number) < 6):
        return {}
    hand = service.hand_for_number(session, int(number))
    if hand is None or hand.is_deleted:
        return {}
    seats = sorted(hand.seats.select_related("player"), key=lambda hp: hp.seat_order)
    undo = (
        DeleteHandForm(initial={"base_version": hand.version, "reason": _("undone at once")})
        if permissions.can_delete(request.user, session) and hand.number == next_number - 1
        else None
    )
    return {"recorded": hand, "recorded_seats": seats, "undo_form": undo}


@gzip_page
def hand_preview(request, pk):
    """The score of the hand as typed so far (htmx swaps it into the form)."""
    session = session_or_404(pk)
    number = validation.query_number(request.GET.get("number"))
    corrected = _hand(session, number) if number else None
    deal = corrected.deal if corrected is not None else session.next_deal()
    if deal is None:
        return render(request, "scoring/sessions/_preview.html", {"error": _("finished")})
    names = seat_names(session, deal)
    form = hand_forms(session)[0](error_words.bounded(request.POST), names=names)
    context = {"names": names, "wind_names": engine_text.wind_names()}
    if form.is_valid():
        previous = riichi.previous_hand(session, number)
        try:
            scored = service.score_unsaved(session, deal, form.hand_document(), previous)
        except ContractError as exc:
            context["error"] = engine_text.refusal(exc)
            context["where"] = error_words.describe_path(exc.field, names)
            copies = (
                error_words.too_many_copies(form.parsed, names) if exc.field == "players" else None
            )
            if copies:
                context["error"], context["where"] = copies[0], ""
        else:
            output = scored.output
            context["output"] = output
            context["spoken"] = engine_text.spoken(scored.said)
            context["rows"] = [
                (seat, names[seat], output.get("hands", {}).get(seat), output["payments"].get(seat))
                for seat in SEATS
            ]
            if corrected is not None and not corrected.is_deleted:
                # A correction: every later hand it would re-seat or re-score, before saving.
                try:
                    context["knock_on"] = change_previews.preview_correction(
                        corrected, form.hand_document()
                    )
                except ContractError as exc:
                    context["knock_on_error"] = engine_text.refusal(exc)
    else:
        context["form_errors"] = [
            (where, message) for _anchor, where, message in error_words.summary(form)
        ]
    # Each player's tiles drawn under their line (htmx out-of-band swaps).
    if riichi.is_riichi(session):
        context["seat_tiles"] = [
            (
                seat,
                {"melds": form.calls.get(seat, []), "concealed": form.parsed.get(seat)},
                form.errors.get(f"{seat}_closed"),
            )
            for seat in SEATS
        ]
    else:
        context["seat_tiles"] = [
            (seat, form.parsed.get(seat), form.errors.get(f"{seat}_tiles")) for seat in SEATS
        ]
    return render(request, "scoring/sessions/_preview.html", context)


def hand_detail(request, pk, number):
    session = session_or_404(pk)
    return _hand_page(request, session, _hand(session, number))


def _hand_page(request, session, hand, delete_form=None, status=200):
    seats = list(hand.seats.select_related("player").order_by("seat"))
    seats.sort(key=lambda hp: hp.seat_order)
    by_seat = {hp.seat: hp for hp in seats}
    revisions = list(
        hand.revisions.select_related("user", "follows__hand").order_by("version", "id")
    )
    can_correct = permissions.can_correct(request.user, session) and not hand.is_deleted
    context = {
        "session": session,
        "hand": hand,
        "seats": seats,
        "winner": by_seat.get(hand.winner),
        "discarder": by_seat.get((hand.input.get("win") or {}).get("discarder")),
        "revisions": [(r, knock_on.revision_players(r)) for r in revisions],
        "knock_ons": [r for r in revisions if r.follows_id],
        "penalties": hand.penalties.all(),
        "wind_names": engine_text.wind_names(),
        "can_correct": can_correct,
        "delete_form": delete_form or DeleteHandForm(initial={"base_version": hand.version}),
        "deal_key": service.deal_key(hand.deal),
        "spoken": engine_text.spoken(hand.said),
    }
    return render(request, "scoring/sessions/hand_detail.html", context, status=status)


@gzip_page
@login_required
def hand_correct(request, pk, number):
    session = session_or_404(pk)
    if not permissions.can_correct(request.user, session):
        raise PermissionDenied(
            _("only this game's scorers and the club's organisers correct hands")
        )
    if unavailable := _form_unavailable(request, session):
        return unavailable
    hand = _hand(session, number)
    if hand.is_deleted and request.method != "POST":
        # A correction typed before the hand was deleted is still judged: refused with 409.
        raise Http404(_("this hand was deleted"))
    names = seat_names(session, hand.deal)
    form_class, correct_class, template = hand_forms(session)
    stale = None
    if request.method == "POST":
        form = correct_class(request.POST, names=names)
        if form.is_valid():
            try:
                service.correct_hand(
                    hand,
                    form.hand_document(),
                    request.user,
                    form.cleaned_data["reason"],
                    form.cleaned_data["base_version"],
                    expected_deal=request.POST.get("expected_deal") or None,
                )
            except service.StaleVersion as exc:
                stale = exc
                if exc.seats_moved:
                    form = _moved_with_players(request, session, form, exc.hand)
                else:
                    # Keep what was typed; a second submit, after reading the changes, is
                    # deliberate.
                    data = request.POST.copy()
                    data["base_version"] = exc.hand.version
                    form = correct_class(data, names=names)
                    form.is_valid()
                    form.add_error(
                        None,
                        _(
                            "Hand %(n)s changed since you loaded version %(base)s: it is now at "
                            "version %(now)s."
                        )
                        % {"n": exc.hand.number, "base": exc.base_version, "now": exc.hand.version},
                    )
            except ContractError as exc:
                form.add_contract_error(exc)
            else:
                messages.success(request, _("Hand %(n)s corrected.") % {"n": hand.number})
                return redirect(hand)
    else:
        initial, penalties = form_class.initial_from(hand.input)
        form = correct_class(
            initial={**initial, "base_version": hand.version},
            names=names,
            penalty_initial=penalties,
        )
    return render(
        request,
        template,
        hand_form_context(
            session, hand.deal, form, number=hand.number, action="correct", hand=hand, stale=stale
        ),
        status=409 if stale else 400 if request.method == "POST" else 200,
    )


@login_required
def hand_delete_preview(request, pk, number):
    """htmx, when the delete section opens: every later hand deleting this one would change."""
    session = session_or_404(pk)
    if not permissions.can_delete(request.user, session):
        raise PermissionDenied(_("only this game's scorers and the club's organisers delete hands"))
    hand = _hand(session, number)
    context = {"what": "deletion", "changes": []}
    if not hand.is_deleted:
        try:
            context["changes"] = change_previews.preview_deletion(hand)
        except ContractError as exc:
            context["error"] = engine_text.refusal(exc)
    return render(request, "scoring/sessions/_knock_on.html", context)


def _moved_with_players(request, session, form, current):
    """The correction as typed, each player's entries moved to that player's seat in the
    hand's deal now: shown again for the scorer to check and save, never saved as it was."""
    typed = session.seats_for(service.parse_deal_key(request.POST["expected_deal"]))
    placed = service.place_players(form.hand_document(), typed, session.seats_for(current.deal))
    initial, penalties = hand_forms(session)[0].initial_from(placed)
    initial.update(base_version=current.version, reason=form.cleaned_data["reason"])
    return hand_forms(session)[1](
        initial=initial, names=seat_names(session, current.deal), penalty_initial=penalties
    )


@require_POST
@login_required
def hand_delete(request, pk, number):
    session = session_or_404(pk)
    if not permissions.can_delete(request.user, session):
        raise PermissionDenied(_("only this game's scorers and the club's organisers delete hands"))
    hand = _hand(session, number)
    form = DeleteHandForm(request.POST)
    if not form.is_valid():
        return _hand_page(request, session, hand, form, status=400)
    try:
        service.delete_hand(
            hand,
            request.user,
            form.cleaned_data["reason"],
            form.cleaned_data["base_version"],
            expected_deal=request.POST.get("expected_deal") or None,
        )
    except service.StaleVersion:
        form.add_error(
            None,
            _("Hand %(n)s changed while you were looking at it; nothing was deleted.")
            % {"n": hand.number},
        )
        return _hand_page(request, session, hand, form, status=409)
    except ContractError as exc:
        form.add_error(exc.field if exc.field in form.fields else None, engine_text.refusal(exc))
        return _hand_page(request, session, hand, form, status=400)
    messages.success(request, _("Hand %(n)s deleted.") % {"n": hand.number})
    return redirect(session)
