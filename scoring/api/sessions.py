"""The club-night JSON API: the same services and permissions as the forms.

Django session login with the CSRF token in `X-CSRFToken`; JSON bodies; errors are
{"error", "field"} with 400 (bad input), 403 (no permission), 404, 409 (stale version).
"""

from __future__ import annotations

import json

from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_http_methods

from scoring import permissions
from scoring.engine.errors import ContractError
from scoring.forms.sessions import SEAT_FIELDS, SessionForm
from scoring.models import Club, Session
from scoring.services import sessions as service

from . import error, json_body


def _forbidden(request, what):
    if not request.user.is_authenticated:
        return error("log in first", None, status=403)
    return error(f"you may not {what}", None, status=403)


def _object(body) -> dict:
    if not isinstance(body, dict):
        raise ContractError("the body must be a JSON object", None)
    return body


def hand_json(hand) -> dict:
    seats = {hp.seat: hp.player_id for hp in hand.seats.all()}
    return {
        "number": hand.number,
        "version": hand.version,
        "prevailing_wind": hand.prevailing_wind,
        "winner": hand.winner or None,
        "win_source": hand.win_source or None,
        "drawn": hand.drawn,
        "entry": hand.entry,
        "east_keeps_deal": hand.east_keeps_deal,
        "players": seats,
        "payments": hand.output.get("payments", {}),
        "input": hand.input,
        "output": hand.output,
        "deleted": hand.is_deleted,
        "url": hand.get_absolute_url(),
    }


def session_json(session) -> dict:
    hands = list(session.live_hands().prefetch_related("seats").order_by("number"))
    deal = session.deal_after(hands[-1] if hands else None, len(hands))
    totals = service.session_totals(session)
    return {
        "id": session.pk,
        "club": session.club.slug,
        "title": session.title,
        "date": session.date.isoformat(),
        "ruleset": session.ruleset,
        "ruleset_version": session.ruleset_version,
        "options": session.options,
        "length": session.length,
        "hand_limit": session.hand_limit,
        "entry_depth": session.entry_depth,
        "seats": session.starting_player_ids,
        "hands": [hand_json(h) for h in hands],
        "totals": {str(pid): total for pid, total in totals.items()},
        "next": None
        if deal is None
        else {
            "number": (hands[-1].number if hands else 0) + 1,
            "prevailing_wind": deal.prevailing_wind,
            "seats": session.seats_for(deal),
        },
        "finished": deal is None,
        "url": session.get_absolute_url(),
    }


@require_http_methods(["POST"])
def sessions(request):
    try:
        body = _object(json_body(request))
    except ContractError as exc:
        return error(exc.message, exc.field)
    club = Club.objects.filter(slug=str(body.get("club", ""))).first()
    if club is None:
        return error("no such club", "club", status=404)
    if not permissions.can_create_session(request.user, club):
        return _forbidden(request, "start a session for this club")
    seats = body.get("seats")
    if not isinstance(seats, dict):
        return error("seats must map E, S, W, N to player ids", "seats")
    data = {
        "title": body.get("title"),
        "date": body.get("date"),
        "ruleset": body.get("ruleset", "millington"),
        "options": body.get("options") or {},
        "length": body.get("length", Session.Length.FULL),
        "hand_limit": body.get("hand_limit"),
        "entry_depth": body.get("entry_depth", Session._meta.get_field("entry_depth").default),
        "scorers": body.get("scorers") or [],
        **{name: seats.get(seat) for seat, name in SEAT_FIELDS.items()},
    }
    # The form's JSONField wants text, as a browser would send it.
    data["options"] = json.dumps(data["options"])
    form = SessionForm(data, club=club)
    if not form.is_valid():
        name, errors = next(iter(form.errors.items()))
        by_field = {v: f"seats.{k}" for k, v in SEAT_FIELDS.items()}
        field = by_field.get(name, None if name == "__all__" else name)
        return error(str(errors[0]), field)
    session = form.save_for(request.user)
    return JsonResponse(session_json(session), status=201)


@require_http_methods(["GET"])
def session(request, pk):
    found = get_object_or_404(Session.objects.select_related("club"), pk=pk)
    return JsonResponse(session_json(found))


@require_http_methods(["POST"])
def hands(request, pk):
    found = get_object_or_404(Session.objects.select_related("club"), pk=pk)
    if not permissions.can_record(request.user, found):
        return _forbidden(request, "record hands in this session")
    try:
        body = _object(json_body(request))
        if "hand" not in body:
            raise ContractError("the hand is missing", "hand")
        hand, created = service.record_hand(
            found, body["hand"], request.user, body.get("submission_key")
        )
    except ContractError as exc:
        return _contract_error(exc)
    return JsonResponse(hand_json(hand), status=201 if created else 200)


@require_http_methods(["GET", "PUT", "DELETE"])
def hand(request, pk, number):
    found = get_object_or_404(Session.objects.select_related("club"), pk=pk)
    current = service.hand_for_number(found, number)
    if current is None:
        return error("no such hand in this session", None, status=404)
    if request.method == "GET":
        return JsonResponse(hand_json(current))
    allowed = (permissions.can_correct if request.method == "PUT" else permissions.can_delete)(
        request.user, found
    )
    if not allowed:
        return _forbidden(request, "change hands in this session")
    try:
        body = _object(json_body(request))
        if request.method == "DELETE":
            current = service.delete_hand(current, request.user, body.get("reason", ""))
        else:
            if "hand" not in body:
                raise ContractError("the hand is missing", "hand")
            current = service.correct_hand(
                current,
                body["hand"],
                request.user,
                body.get("reason", ""),
                body.get("base_version"),
            )
    except service.StaleVersion as exc:
        return JsonResponse(exc.to_json(), status=409)
    except ContractError as exc:
        return _contract_error(exc)
    return JsonResponse(hand_json(current))


def _contract_error(exc: ContractError):
    """Engine fields are paths in the hand document; the API answers with paths in the body."""
    field = exc.field
    if field and field not in ("submission_key", "reason", "base_version", "hand"):
        field = f"hand.{field}"
    return error(exc.message, field)
