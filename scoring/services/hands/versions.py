"""Both versions of a hand, as a conflict shows them: what the scorer typed, with the players
they saw in each seat, and what is stored. The hand form's 409 page and the phone's queue
show the same rows (seat, wind, player, tiles, score, payment)."""

from __future__ import annotations

from typing import Any

from scoring.engine import contract
from scoring.engine.errors import ContractError
from scoring.engine.notation import format_notation
from scoring.engine.rotation import Deal
from scoring.engine.tiles import SEATS
from scoring.models import Hand, Session
from scoring.services.hands import engine_text, sessions
from scoring.services.people import privacy
from scoring.services.people.accounts import public_name


def _names(session: Session, seats: dict[str, int]) -> dict[str, str]:
    by_id = {p.pk: p.name for p in session.starting_seats.values()}
    if set(seats.values()) - set(by_id):
        by_id.update(privacy.player_names(seats.values()))
    return {seat: by_id.get(pid, "?") for seat, pid in seats.items()}


def version(
    session: Session, seats: dict[str, int], document: dict, output: dict | None, **extra
) -> dict:
    """One version: who sat where, their tiles, score and payment, and who won."""
    names = _names(session, seats)
    players = document.get("players") or {}
    payments = (output or {}).get("payments") or {}
    hands = (output or {}).get("hands") or {}
    rows = []
    for seat in SEATS:
        held = players.get(seat) or {}
        rows.append(
            {
                "seat": seat,
                "wind": str(engine_text.wind_name(seat)),
                "name": names.get(seat, "?"),
                "player": seats.get(seat),
                "tiles": format_notation(held) if isinstance(held, dict) else "",
                "score": (hands.get(seat) or {}).get("score"),
                "payment": payments.get(seat),
            }
        )
    winner = document.get("winner")
    prevailing = document.get("prevailing_wind")
    return {
        "winner": names.get(winner) if winner in SEATS else None,
        "prevailing_wind": str(engine_text.wind_name(prevailing)) if prevailing in SEATS else None,
        "seats": rows,
        **extra,
    }


def recorded(hand: Hand) -> dict:
    """The stored hand, with who last changed it."""
    latest = hand.revisions.select_related("user").order_by("-version", "-id").first()
    return version(
        hand.session,
        hand.session.seats_for(hand.deal),
        hand.input,
        hand.output,
        number=hand.number,
        version=hand.version,
        by=public_name(latest.user) if latest and latest.user else None,
        at=latest.at.isoformat() if latest else None,
        action=latest.action if latest else None,
        url=hand.get_absolute_url(),
    )


def typed(
    session: Session, seats: dict[str, int], hand_doc: Any, deal: Deal | None, previous, **extra
) -> dict:
    """The hand as the scorer typed it, with the players they saw; scored as if dealt `deal`
    (None: the deal is not known, so it is not scored)."""
    if not isinstance(hand_doc, dict):
        return version(session, seats, {}, None, error="not a hand", **extra)
    if deal is None:
        return version(session, seats, hand_doc, None, **extra)
    try:
        document = sessions.build_document(session, deal, hand_doc, previous=previous)
        output = contract.evaluate(document)
    except ContractError as exc:
        return version(session, seats, hand_doc, None, error=exc.message, **extra)
    return version(session, seats, document, output, **extra)


def previous_hand(session: Session, number: int) -> Hand | None:
    return session.live_hands().filter(number__lt=number).order_by("-number").first()
