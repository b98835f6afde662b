"""Four phones at one table: players join the hand being played and enter their own tiles.

A player's phone reaches the table through a signed token (in the QR code on the scorer's
phone) that names the session and the hand number. It stops working once that hand is
recorded. Every part is a row in the database, and what a phone polls for is a fingerprint of
rows, so any number of app servers can answer any phone.
"""

from __future__ import annotations

import hashlib
from datetime import datetime

from django.core import signing
from django.db.models import Count, Max
from django.utils.translation import gettext as _

from scoring.engine.errors import ContractError
from scoring.forms.notation import parse_hand_text
from scoring.models import HandPart, HandRevision, Session
from scoring.models.session import Entry

SALT = "scoring.table.join"
# A token outlives a long hand, not a club night.
MAX_AGE = 6 * 60 * 60
# A hand with four kongs and eight flowers is under 100 characters in the notation.
MAX_LINE = 300


class TokenRefused(Exception):
    """A join token that is forged, too old, or for a hand that has been recorded."""


def entry_depth(session: Session) -> str:
    """The depth the table enters hands at ("tiles", "sets" or "scores"; contract.md)."""
    return session.entry_depth or Entry.TILES


def join_token(session: Session, number: int) -> str:
    return signing.dumps({"s": session.pk, "n": number}, salt=SALT, compress=True)


def unsign(token: str) -> tuple[Session, int]:
    """(session, hand number) of a genuine token that is not too old; TokenRefused otherwise."""
    try:
        data = signing.loads(token, salt=SALT, max_age=MAX_AGE)
        session = Session.objects.select_related("club").get(pk=int(data["s"]))
        number = int(data["n"])
    except signing.SignatureExpired as exc:
        raise TokenRefused(_("this table code is too old: scan the scorer's code again")) from exc
    except (signing.BadSignature, Session.DoesNotExist, KeyError, TypeError, ValueError) as exc:
        raise TokenRefused(_("this is not a ClubScore table code")) from exc
    return session, number


def is_live(session: Session, number: int) -> bool:
    """A token joins hand `number` until that hand is recorded."""
    return session.next_deal() is not None and session.next_number() == number


def expired_message(session: Session, number: int, recorded: dict | None) -> str:
    """Why a join link no longer joins: its hand was recorded, or the session is over."""
    if recorded is None and session.next_deal() is None:
        if session.end_reason:
            return _("this session was ended early: no more hands are played")
        return _("this session is finished: no more hands are played")
    return _("hand %(n)s has been recorded: scan the scorer's code for the next hand") % {
        "n": number
    }


def recorded(session: Session, number: int) -> dict | None:
    """Hand `number` as recorded (each player's name and payment), or None."""
    hand = session.live_hands().filter(number=number).first()
    if hand is None:
        return None
    seats = hand.seats.select_related("player").order_by("id")
    return {
        "hand": hand,
        "rows": [(hp.seat, hp.player.name, hp.score, hp.payment) for hp in seats],
    }


def parts(session: Session, number: int) -> dict[str, HandPart]:
    """The parts entered for hand `number`, by seat."""
    return {p.seat: p for p in HandPart.objects.filter(session=session, number=number)}


def check_line(session: Session, line: str) -> str:
    """The part as it will be stored; ContractError when it cannot be read."""
    line = (line or "").strip()
    if len(line) > MAX_LINE:
        raise ContractError(_("that is longer than any hand"), "line")
    if entry_depth(session) == "scores":
        if not line.lstrip("-").isdigit():
            raise ContractError(_("enter your hand's score as a whole number"), "line")
        return line
    if not line:
        raise ContractError(_("enter your tiles first"), "line")
    parse_hand_text(line)
    return line


def save_part(session: Session, number: int, seat: str, line: str, user) -> HandPart:
    """Store (or replace) one seat's part of hand `number`."""
    line = check_line(session, line)
    part, _created = HandPart.objects.update_or_create(
        session=session,
        number=number,
        seat=seat,
        defaults={
            "line": line,
            "entered_by": user if getattr(user, "is_authenticated", False) else None,
        },
    )
    return part


def state(session: Session) -> tuple[str, datetime | None]:
    """(fingerprint, last change) of everything a live view of the session shows: it changes
    whenever a hand is recorded, corrected or deleted, or a part is entered. Two aggregate
    queries, so that an unchanged table costs a poll no rendering (ETag / Last-Modified)."""
    revisions = HandRevision.objects.filter(hand__session=session).aggregate(
        n=Count("id"), last=Max("id"), at=Max("at")
    )
    entered = HandPart.objects.filter(session=session).aggregate(
        n=Count("id"), at=Max("updated_at")
    )
    raw = f"{session.pk}:{revisions['n']}:{revisions['last']}:{entered['n']}:{entered['at']}"
    times = [t for t in (revisions["at"], entered["at"]) if t is not None]
    return hashlib.sha256(raw.encode()).hexdigest()[:32], max(times) if times else None
