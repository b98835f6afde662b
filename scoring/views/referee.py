"""The referee's view of one recorded hand, the "what if" preview and rulings.

Every ruling is made in typed fields (scoring.forms.referee): a changed fact, a penalty with its
facts, or the whole hand corrected in the same fields the scorers' hand form has
(scoring.forms.sessions.HandForm, or the riichi form), never as raw JSON."""

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.gzip import gzip_page
from django.views.decorators.http import require_POST

from scoring.engine.errors import ContractError
from scoring.forms.referee import PENALTY_TYPES, SOURCE_CHOICES, RulingForm, WhatIfForm
from scoring.models import Hand
from scoring.models.session import SEAT_CHOICES
from scoring.services.hands import referee
from scoring.services.hands import sessions as sessions_service
from scoring.services.hands.engine_text import refusal

from .sessions import hand_forms


def correction_form(hand, data=None):
    """The scorers' hand form for this hand's ruleset, filled with the record (or `data`)."""
    session = hand.session
    form_class = hand_forms(session)[0]
    names = referee.seat_names(hand)
    if data is not None:
        return form_class(data, names=names, prefix="correct")
    try:
        initial, penalties = form_class.initial_from(hand.input)
    except (IndexError, KeyError, TypeError, ValueError):
        # A record the form cannot show (riichi.tiles.to_notation on some stored codes): the
        # referee fills the hand in, rather than the page failing.
        initial, penalties = {}, []
    return form_class(initial=initial, penalty_initial=penalties, names=names, prefix="correct")


def corrected_document(hand, form) -> dict:
    """The record as the correction form has it, with the session's keys kept."""
    kept = {k: v for k, v in hand.input.items() if k in sessions_service.SESSION_KEYS}
    return {**kept, **form.hand_document()}


def _hand(session_id, number):
    return get_object_or_404(
        Hand.objects.select_related("session", "session__club", "east"),
        session_id=session_id,
        number=number,
        deleted_at__isnull=True,
    )


def _page(request, hand, ruling_form=None, status=200, correction=None):
    language = get_language()
    names = referee.seat_names(hand)
    context = {
        "hand": hand,
        "session": hand.session,
        "x": referee.explain(hand.input, hand.output, hand.said, names, language),
        "can_rule": referee.can_rule(request.user, hand.session),
        "what_if_form": WhatIfForm(initial={"fact": "source"}),
        "ruling_form": ruling_form or RulingForm(initial={"base_version": hand.version}),
        "history": referee.history(hand, language),
        "correction_form": correction or correction_form(hand),
        "penalty_types": PENALTY_TYPES,
        "seat_choices": SEAT_CHOICES,
        "source_choices": SOURCE_CHOICES,
    }
    return render(request, "scoring/referee/hand.html", context, status=status)


@gzip_page
def hand(request, session_id, number):
    return _page(request, _hand(session_id, number))


@require_POST
def what_if(request, session_id, number):
    """htmx: the record with one fact changed, scored beside the recorded result. Saves nothing."""
    hand = _hand(session_id, number)
    form = WhatIfForm(request.POST)
    context = {"hand": hand, "form": form, "can_rule": referee.can_rule(request.user, hand.session)}
    if form.is_valid():
        fact, value, penalty = form.change()
        try:
            result = referee.what_if(hand, fact, value, penalty)
        except ContractError as exc:
            form.add_error(None, refusal(exc))
        else:
            names = referee.seat_names(hand)
            context.update(
                result=result,
                fact=fact,
                value=value,
                penalty=penalty,
                recorded=referee.explain(hand.input, hand.output, hand.said, names, get_language()),
                changed=referee.explain(
                    result["document"], result["output"], result["said"], names, get_language()
                ),
            )
    status = 200 if "result" in context else 400
    return render(request, "scoring/referee/what_if.html", context, status=status)


@require_POST
def rule(request, session_id, number):
    hand = _hand(session_id, number)
    if not referee.can_rule(request.user, hand.session):
        raise PermissionDenied(_("Only a referee of this game can make rulings."))
    form = RulingForm(request.POST)
    correction = None
    if request.POST.get("kind") == "correct":
        correction = correction_form(hand, request.POST)
        if not correction.is_valid():
            form.is_valid()
            form.add_error(None, _("The corrected hand has errors: see its fields below."))
            return _page(request, hand, form, status=400, correction=correction)
    if not form.is_valid():
        return _page(request, hand, form, status=400, correction=correction)
    try:
        if correction is not None:
            document = corrected_document(hand, correction)
        else:
            document = form.ruled_document(hand.input)
        referee.rule_on(
            hand,
            document,
            request.user,
            form.cleaned_data["rule"],
            form.cleaned_data["reason"],
            form.cleaned_data["base_version"],
        )
    except ContractError as exc:
        if correction is not None:
            correction.add_contract_error(exc)
            form.add_error(None, refusal(exc))
        else:
            field = exc.field if exc.field in form.fields else None
            form.add_error(field, refusal(exc))
        return _page(request, hand, form, status=400, correction=correction)
    except referee.RulingConflict as exc:
        form.add_error(None, str(exc))
        return _page(request, hand, form, status=409, correction=correction)
    messages.success(
        request, _("Ruling recorded; the hand is now version %(v)s.") % {"v": hand.version}
    )
    return redirect("referee-hand", session_id=hand.session_id, number=hand.number)
