"""The JSON API of club games (the tables of club nights): the same services and
permissions as the forms.

Django session login with the CSRF token in `X-CSRFToken`; JSON bodies; errors are
{"error", "field"} with 400 (bad input), 403 (no permission), 404, 409 (stale version).
"""

from __future__ import annotations

import datetime
import uuid
from typing import Any, Literal

from django.shortcuts import get_object_or_404
from ninja import Router, Schema, Status
from ninja.errors import HttpError
from pydantic import ConfigDict, Field, StrictInt, StrictStr

from scoring import permissions
from scoring.engine.errors import ContractError
from scoring.forms.sessions import SEAT_FIELDS, SessionForm
from scoring.models import Club, Session
from scoring.services.hands import sessions as service

from .schemas import (
    DealTakenAnswer,
    Error,
    HandAnswer,
    KeyReusedAnswer,
    SessionAnswer,
    StaleHand,
)

router = Router(tags=["club games"])
Seat = Literal["E", "S", "W", "N"]


def _forbidden(request, what):
    if not request.user.is_authenticated:
        raise HttpError(403, "log in first")
    raise HttpError(403, f"you may not {what}")


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
    deal = session.deal_following(hands[-1] if hands else None, len(hands))
    totals = service.session_totals(session)
    return {
        "id": session.pk,
        "club": session.club.slug,
        "title": session.title,
        "date": session.date.isoformat(),
        "ruleset": session.ruleset,
        "ruleset_version": session.ruleset_version,
        "options": session.options,
        "house_rules": session.house_rules.document if session.house_rules_id else None,
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


# Request schemas. The hand itself is the engine's to judge (shared/contract.md) and the
# validation layer's (validation.hand_as_sent: no unknown keys, no nulls). A key a schema does
# not name is refused, not ignored.


class Body(Schema):
    model_config = ConfigDict(extra="forbid")


class NewSession(Body):
    club: StrictStr = Field(description="the club's slug")
    title: StrictStr = Field(max_length=120)
    date: datetime.date
    ruleset: StrictStr = "millington"
    options: dict[str, Any] = Field(
        default_factory=dict, description="overrides of the ruleset's options (GET /rulesets/)"
    )
    length: StrictStr = Session.Length.FULL
    hand_limit: StrictInt | None = Field(default=None, ge=1, le=1000)
    entry_depth: StrictStr | None = Field(
        default=None,
        description="tiles, sets, fans (MCR) or scores (docs/club-night.md, Entry depths)",
    )
    scorers: list[StrictInt] = Field(default_factory=list, max_length=100)
    seats: dict[Seat, StrictInt] = Field(description="E, S, W, N -> player id")
    house_rules: StrictInt | None = Field(
        default=None,
        ge=1,
        le=2**31 - 1,
        description="the id of a house rules version the club may play by (docs/house-rules.md)",
    )


class NewHand(Body):
    submission_key: uuid.UUID = Field(description="made once per hand by the client")
    number: StrictInt = Field(
        ge=1, le=100_000, description="the hand number it records (the session's next.number)"
    )
    seats: dict[Seat, StrictInt] = Field(
        description="E, S, W, N -> player id, as the scorer saw them (the session's next.seats)"
    )
    hand: dict[str, Any] = Field(description="the contract document without the session's keys")


SEEN_SEATS = "E, S, W, N -> player id as the hand showed them: refused (409) if they moved"


class Correction(Body):
    base_version: StrictInt = Field(description="the version of the hand you corrected")
    reason: StrictStr
    seats: dict[Seat, StrictInt] | None = Field(default=None, description=SEEN_SEATS)
    hand: dict[str, Any]


class Deletion(Body):
    base_version: StrictInt = Field(description="the version of the hand you deleted")
    reason: StrictStr
    seats: dict[Seat, StrictInt] | None = Field(default=None, description=SEEN_SEATS)


@router.post(
    "", url_name="sessions", response={201: SessionAnswer, 400: Error, 403: Error, 404: Error}
)
def sessions(request, body: NewSession):
    club = Club.objects.filter(slug=body.club).first()
    if club is None:
        return Status(404, {"error": "no such club", "field": "club"})
    if not permissions.can_create_session(request.user, club):
        _forbidden(request, "start a session for this club")
    data = {
        "title": body.title,
        "date": body.date,
        "ruleset": body.ruleset,
        "length": body.length,
        "hand_limit": body.hand_limit,
        "entry_depth": body.entry_depth or Session._meta.get_field("entry_depth").default,
        "scorers": body.scorers,
        "house_rules": body.house_rules,
        **{name: body.seats.get(seat) for seat, name in SEAT_FIELDS.items()},
    }
    form = SessionForm(data, club=club, options=body.options)
    if not form.is_valid():
        name, errors = next(iter(form.errors.items()))
        by_field = {v: f"seats.{k}" for k, v in SEAT_FIELDS.items()}
        field = form.error_paths.get(name) or by_field.get(
            name, None if name == "__all__" else name
        )
        raise ContractError(str(errors[0]), field)
    session = form.save_for(request.user)
    return Status(201, session_json(session))


@router.get("{int:pk}/", url_name="session", auth=None, response={200: SessionAnswer, 404: Error})
def session(request, pk: int):
    found = get_object_or_404(Session.objects.select_related("club"), pk=pk)
    return session_json(found)


@router.post(
    "{int:pk}/hands/",
    url_name="hands",
    response={
        200: HandAnswer,
        201: HandAnswer,
        400: Error,
        403: Error,
        404: Error,
        409: DealTakenAnswer | KeyReusedAnswer,
    },
)
def hands(request, pk: int, body: NewHand):
    found = get_object_or_404(Session.objects.select_related("club"), pk=pk)
    if not permissions.can_record(request.user, found):
        _forbidden(request, "record hands in this session")
    try:
        hand, created = service.record_hand(
            found,
            body.hand,
            request.user,
            body.submission_key,
            expected_number=body.number,
            seen_seats=dict(body.seats),
        )
    except ContractError as exc:
        raise _in_hand(exc) from exc
    return Status(201 if created else 200, hand_json(hand))


def _current(pk, number):
    found = get_object_or_404(Session.objects.select_related("club"), pk=pk)
    current = service.hand_for_number(found, number)
    if current is None:
        raise HttpError(404, "no such hand in this game")
    return found, current


@router.get(
    "{int:pk}/hands/{int:number}/",
    url_name="hand",
    auth=None,
    response={200: HandAnswer, 404: Error},
)
def hand(request, pk: int, number: int):
    return hand_json(_current(pk, number)[1])


@router.put(
    "{int:pk}/hands/{int:number}/",
    url_name="hand",
    response={200: HandAnswer, 400: Error, 403: Error, 404: Error, 409: StaleHand},
)
def correct(request, pk: int, number: int, body: Correction):
    found, current = _current(pk, number)
    if not permissions.can_correct(request.user, found):
        _forbidden(request, "change hands in this session")
    try:
        current = service.correct_hand(
            current,
            body.hand,
            request.user,
            body.reason,
            body.base_version,
            seen_seats=body.seats,
        )
    except ContractError as exc:
        raise _in_hand(exc) from exc
    return hand_json(current)


@router.delete(
    "{int:pk}/hands/{int:number}/",
    url_name="hand",
    response={200: HandAnswer, 400: Error, 403: Error, 404: Error, 409: StaleHand},
)
def delete(request, pk: int, number: int, body: Deletion):
    found, current = _current(pk, number)
    if not permissions.can_delete(request.user, found):
        _forbidden(request, "change hands in this session")
    current = service.delete_hand(
        current, request.user, body.reason, body.base_version, seen_seats=body.seats
    )
    return hand_json(current)


def _in_hand(exc: ContractError) -> ContractError:
    """Engine fields are paths in the hand document; the API answers with paths in the body."""
    field = exc.field
    if field and field not in (
        "submission_key",
        "number",
        "seats",
        "reason",
        "base_version",
        "hand",
        "rule",
    ):
        field = f"hand.{field}"
    return ContractError(exc.message, field)
