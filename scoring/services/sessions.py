"""Club night: recording, correcting and deleting hands, and keeping a session consistent.

Every hand goes through `scoring.engine.contract.evaluate`; the document it was scored from and
the answer are stored on the Hand, so a session can always be re-scored. Each change happens in
one transaction that first locks the session row, so two scorers at one table cannot interleave
a hand and a correction, and every change leaves a HandRevision behind.
"""

from __future__ import annotations

import copy
import uuid
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import Sum
from django.utils import timezone

from scoring.engine import contract
from scoring.engine.errors import ContractError
from scoring.engine.rotation import Deal
from scoring.engine.tiles import SEATS
from scoring.models import Hand, HandPlayer, HandRevision, Penalty, Session
from scoring.models.session import Entry
from scoring.services.accounts import public_name

from . import answers, ratings, riichi, validation

# Keys of the contract document that the session decides, not the scorer.
SESSION_KEYS = ("ruleset", "options", "prevailing_wind", "honba", "riichi_sticks")
# Penalty fields that name a seat: they follow the player when a correction moves the seats.
PENALTY_SEAT_FIELDS = ("offender", "claimant", "responsible")


class StaleVersion(Exception):
    """A correction based on a version of the hand that has since changed."""

    def __init__(self, hand: Hand, base_version: Any):
        self.hand = hand
        self.base_version = base_version
        self.current = hand.snapshot()
        self.changes = [
            {
                "version": r.version,
                "action": r.action,
                "user": public_name(r.user) if r.user else None,
                "at": r.at.isoformat(),
                "reason": r.reason,
            }
            for r in hand.revisions.select_related("user").order_by("version", "id")
            if not isinstance(base_version, int) or r.version > base_version
        ]
        who = ", ".join(
            f"version {c['version']} {c['action']} by {c['user'] or 'someone'}"
            + (f" ({c['reason']})" if c["reason"] else "")
            for c in self.changes
        )
        self.message = (
            f"hand {hand.number} has changed since you loaded version {base_version}: "
            f"it is now at version {hand.version}" + (f" — {who}" if who else "")
        )
        super().__init__(self.message)

    def to_json(self) -> dict:
        return {
            "error": self.message,
            "field": "base_version",
            "current": self.current,
            "changes": self.changes,
        }


class DealTaken(Exception):
    """A hand recorded for a deal that is no longer the next one: someone else recorded it,
    or a correction elsewhere moved the rotation, while this one waited (on a phone offline)."""

    def __init__(self, session: Session, expected_number: int, next_number: int):
        self.session = session
        self.expected_number = expected_number
        self.next_number = next_number
        self.theirs = hand_for_number(session, expected_number)
        if expected_number == next_number:
            self.message = (
                f"the seats moved while this hand waited: a change to an earlier hand made "
                f"someone else deal hand {next_number}"
            )
        elif self.theirs is not None and not self.theirs.is_deleted:
            self.message = (
                f"hand {expected_number} was recorded by someone else meanwhile; "
                f"the next hand is now {next_number}"
            )
        else:
            self.message = (
                f"the session moved on while this hand waited: the next hand is {next_number}, "
                f"not {expected_number}"
            )
        super().__init__(self.message)


def deal_key(deal: Deal) -> str:
    """A deal as a form carries it: prevailing wind, East's starting seat, passes in the wind."""
    return f"{deal.prevailing_wind}{deal.east_index}.{deal.hands_in_wind}"


def hand_part(document: dict) -> dict:
    """The scorer's part of a stored document: the document without the session's keys."""
    return {k: v for k, v in document.items() if k not in SESSION_KEYS}


def build_document(
    session: Session, deal: Deal, hand_doc: Any, previous: Hand | None = None
) -> dict:
    """The contract document for one hand of `session` dealt as `deal`, after `previous`
    (riichi carries the honba and riichi sticks on from the previous hand's answer)."""
    if not isinstance(hand_doc, dict):
        raise ContractError("the hand must be an object", None)
    document = {
        "ruleset": session.ruleset,
        "options": dict(session.options or {}),
        "prevailing_wind": deal.prevailing_wind,
        **riichi.counters_after(session, previous),
        **hand_part(hand_doc),
    }
    validation.session_hand(document)
    return document


def move_seats(document: dict, old: Deal, new: Deal) -> dict:
    """The same hand with every seat-keyed fact moved to where its player sits in `new`.

    The tiles belong to the player, not to the wind: when a correction to an earlier hand
    changes who is East, each player's tiles, win and penalties follow the player.
    """
    if old == new:
        return document

    def moved(seat):
        if seat not in SEATS:
            return seat
        return new.seat_of(old.player_at(seat))

    doc = copy.deepcopy(document)
    doc["prevailing_wind"] = new.prevailing_wind
    if isinstance(doc.get("players"), dict):
        doc["players"] = {moved(seat): p for seat, p in doc["players"].items()}
        # Riichi calls name the seat each called tile came from.
        for held in doc["players"].values():
            for call in (held or {}).get("calls") or () if isinstance(held, dict) else ():
                if isinstance(call, dict) and "from" in call:
                    call["from"] = moved(call["from"])
    if "winner" in doc:
        doc["winner"] = moved(doc["winner"])
    if isinstance(doc.get("win"), dict) and "discarder" in doc["win"]:
        doc["win"]["discarder"] = moved(doc["win"]["discarder"])
    for penalty in doc.get("penalties") or ():
        if isinstance(penalty, dict):
            for name in PENALTY_SEAT_FIELDS:
                if name in penalty:
                    penalty[name] = moved(penalty[name])
    return doc


def session_totals(session: Session) -> dict[int, int]:
    """Each seated player's running total (sum of payments over the live hands)."""
    totals = dict.fromkeys(session.starting_player_ids.values(), 0)
    rows = (
        HandPlayer.objects.filter(hand__session=session, hand__deleted_at__isnull=True)
        .values("player_id")
        .annotate(total=Sum("payment"))
    )
    for row in rows:
        totals[row["player_id"]] = row["total"] or 0
    return totals


def record_hand(
    session: Session,
    hand_doc: Any,
    user,
    submission_key: Any,
    expected_number: int | None = None,
    expected_deal: str | None = None,
) -> tuple[Hand, bool]:
    """Score and store the next hand; (hand, False) when this submission was recorded before.

    `expected_number` and `expected_deal` (deal_key): the hand the scorer saw on the form. A
    hand that waited on a phone is refused with DealTaken when the session has moved past it,
    or when a change elsewhere moved the seats, never silently renumbered or reseated.
    """
    key = _submission_key(submission_key)
    existing = _submitted(session, key)
    if existing is not None:
        return existing, False
    try:
        with transaction.atomic():
            locked = Session.objects.select_for_update().get(pk=session.pk)
            # A double tap may have recorded this submission while we waited for the lock
            # (perhaps the game's last hand): answer with it before judging the session.
            existing = _submitted(session, key)
            if existing is not None:
                return existing, False
            live = locked.live_hands()
            last = live.order_by("-number").first()
            played = live.count()
            deal = None if locked.end_reason else locked.deal_after(last, played)
            next_number = (last.number if last else 0) + 1
            if expected_number is not None and expected_number != next_number:
                raise DealTaken(locked, expected_number, next_number)
            if expected_deal and deal is not None and deal_key(deal) != expected_deal:
                raise DealTaken(locked, next_number, next_number)
            if deal is None:
                raise ContractError("the session is finished: no more hands can be recorded", None)
            document = build_document(locked, deal, hand_doc, previous=last)
            output = contract.evaluate(document)
            hand = Hand(
                session=locked,
                number=next_number,
                submission_key=key,
                created_by=_user(user),
            )
            _apply(hand, locked, deal, document, output)
            hand.save()
            _write_rows(hand, locked, deal, document, output)
            _revise(hand, HandRevision.Action.CREATE, user, "", before=None)
            _mark_finished(locked, locked.deal_after(hand, played + 1) is None)
            if locked.finished_at is not None:
                ratings.game_changed(locked)
    except IntegrityError:
        # Another request with the same key won the race: answer with its hand.
        existing = _submitted(session, key)
        if existing is None:
            raise
        return existing, False
    session.finished_at = locked.finished_at
    return hand, True


def correct_hand(
    hand: Hand,
    hand_doc: Any,
    user,
    reason: str,
    base_version: Any,
    *,
    action: str = HandRevision.Action.CORRECT,
    rule: str = "",
) -> Hand:
    """Replace a hand's record and re-score it and every later hand (seats included).

    Refused with StaleVersion when the hand changed after `base_version` was loaded. A
    referee's ruling is a correction with action "ruling" and the rule it applied.
    """
    base_version = validation.version(base_version)
    reason = validation.text(reason, "reason", missing="say why the hand is corrected")
    if rule:
        rule = validation.text(rule, "rule", missing="cite the rule", max_length=32)
    with transaction.atomic():
        Session.objects.select_for_update().get(pk=hand.session_id)
        current = Hand.objects.select_related("session").get(pk=hand.pk)
        if current.is_deleted:
            raise ContractError(f"hand {current.number} was deleted", None)
        if base_version != current.version:
            raise StaleVersion(current, base_version)
        before = current.snapshot()
        current.input = build_document(current.session, current.deal, hand_doc)
        current.version += 1
        current.save(update_fields=["input", "version", "updated_at"])
        recompute_session(current.session, from_number=current.number)
        ratings.session_changed(current.session)
        current.refresh_from_db()
        _revise(current, action, user, reason, before=before, rule=rule)
    return current


def delete_hand(hand: Hand, user, reason: str, base_version: Any) -> Hand:
    """Soft-delete a hand (it stays in the history) and re-score the rest of the session.

    Refused with StaleVersion when the hand changed after `base_version` was loaded: a
    deletion is judged on what the scorer saw, as a correction is."""
    base_version = validation.version(base_version)
    reason = validation.text(reason, "reason", missing="say why the hand is deleted")
    with transaction.atomic():
        Session.objects.select_for_update().get(pk=hand.session_id)
        current = Hand.objects.select_related("session").get(pk=hand.pk)
        if current.is_deleted:
            raise ContractError(f"hand {current.number} is already deleted", None)
        if base_version != current.version:
            raise StaleVersion(current, base_version)
        before = current.snapshot()
        current.deleted_at = timezone.now()
        current.deleted_reason = reason
        current.version += 1
        current.save(update_fields=["deleted_at", "deleted_reason", "version", "updated_at"])
        recompute_session(current.session, from_number=current.number)
        ratings.session_changed(current.session)
        _revise(current, HandRevision.Action.DELETE, user, reason, before=before)
    return current


def recompute_session(session: Session, from_number: int = 1) -> dict[int, int]:
    """Re-derive every live hand's deal and seats from the rotation, re-score from
    `from_number` on, and return the totals. Call inside a transaction that locks the session.
    """
    with transaction.atomic():
        previous, played = None, 0
        for hand in session.live_hands().order_by("number"):
            deal = session.deal_after(previous, played)
            if deal is None:
                raise ContractError(
                    f"with this change the session ends before hand {hand.number}: "
                    "delete the later hands first",
                    None,
                )
            if hand.number >= from_number or deal != hand.deal:
                document = move_seats(hand.input, hand.deal, deal)
                document = build_document(session, deal, document, previous=previous)
                try:
                    output = contract.evaluate(document)
                except ContractError as exc:
                    if hand.number <= from_number:
                        raise
                    # A later hand's field would point at the wrong form: name the hand instead.
                    raise ContractError(
                        f"hand {hand.number} no longer scores after this change: {exc.message}",
                        None,
                    ) from exc
                _apply(hand, session, deal, document, output)
                hand.save()
                hand.seats.all().delete()
                hand.penalties.all().delete()
                _write_rows(hand, session, deal, document, output)
            previous, played = hand, played + 1
        _mark_finished(session, session.deal_after(previous, played) is None)
    return session_totals(session)


def hand_for_number(session: Session, number: int) -> Hand | None:
    """The live hand with this number, or else the last deleted one (its history stays)."""
    return (
        session.hands.filter(number=number, deleted_at__isnull=True).first()
        or session.hands.filter(number=number).order_by("-deleted_at").first()
    )


def _apply(hand: Hand, session: Session, deal: Deal, document: dict, output: dict) -> None:
    winner = document.get("winner")
    win = document.get("win") if isinstance(document.get("win"), dict) else {}
    hand.prevailing_wind = deal.prevailing_wind
    hand.east_index = deal.east_index
    hand.hands_in_wind = deal.hands_in_wind
    hand.east_id = session.seats_for(deal)["E"]
    hand.winner = winner or ""
    hand.win_source = (win.get("source") or "") if winner else ""
    hand.drawn = not winner
    hand.entry = document.get("entry", Entry.TILES)  # (evaluate has checked it)
    hand.east_keeps_deal = bool(answers.deal_stays(output))
    hand.input = document
    hand.output = output
    hand.ruleset_version = _ruleset_version(session.ruleset)


def _write_rows(hand: Hand, session: Session, deal: Deal, document: dict, output: dict) -> None:
    seats = session.seats_for(deal)
    players = document.get("players") or {}
    payments = output.get("payments") or {}
    rows = []
    for seat in SEATS:
        held = players.get(seat) or {}
        rows.append(
            HandPlayer(
                hand=hand,
                seat=seat,
                player_id=seats[seat],
                melds=held.get("melds", held.get("calls", [])),
                concealed=held.get("concealed", held.get("closed", [])),
                bonus=held.get("bonus", []),
                score=answers.hand_value(output, seat),
                payment=payments.get(seat, 0),
            )
        )
    HandPlayer.objects.bulk_create(rows)
    claimed = document.get("penalties") or []
    found = output.get("penalties") or []
    penalties = []
    for i, entry in enumerate(claimed):
        if not isinstance(entry, dict):
            continue
        result = found[i] if i < len(found) and isinstance(found[i], dict) else {}
        penalties.append(
            Penalty(
                hand=hand,
                type=str(entry.get("type", ""))[:32],
                offender=entry.get("offender") or entry.get("responsible") or "",
                details=entry,
                applied=bool(result.get("applied", False)),
                rule=str(result.get("rule") or entry.get("rule") or "")[:32],
                why=result.get("why", ""),
                checked=result.get("checked", True),
                ruling=entry.get("ruling", "")
                if entry.get("ruling") in ("upheld", "rejected")
                else "",
            )
        )
    # Riichi pao R1-R7 is found from the calls without a claim: keep those rows too.
    for entry in found[len(claimed) :]:
        if isinstance(entry, dict) and entry.get("type") == "pao" and "claim" not in entry:
            penalties.append(
                Penalty(
                    hand=hand,
                    type="pao",
                    offender=entry.get("responsible") or "",
                    details=entry,
                    applied=bool(entry.get("applied")),
                    rule=str(entry.get("rule") or "")[:32],
                    why=entry.get("why", ""),
                )
            )
    Penalty.objects.bulk_create(penalties)


def _revise(hand: Hand, action, user, reason, before, rule="") -> HandRevision:
    return HandRevision.objects.create(
        hand=hand,
        version=hand.version,
        action=action,
        user=_user(user),
        reason=reason or "",
        rule=rule or "",
        before=before,
        after=hand.snapshot(),
    )


def end_session(session: Session, user, reason: str) -> Session:
    """End a session before its length is played (the club closes, a player leaves): it becomes
    as long as the hands played so far, so the rotation stops and the totals are final; who
    ended it and why stay on the session."""
    with transaction.atomic():
        locked = Session.objects.select_for_update().get(pk=session.pk)
        if locked.finished_at is not None:
            raise ContractError("this session is already finished", "session")
        locked.length = Session.Length.HANDS
        locked.hand_limit = locked.live_hands().count()
        locked.finished_at = timezone.now()
        locked.ended_by = _user(user)
        locked.end_reason = reason
        locked.save(update_fields=["length", "hand_limit", "finished_at", "ended_by", "end_reason"])
        ratings.game_changed(locked)
    return locked


def _mark_finished(session: Session, finished: bool) -> None:
    if finished == (session.finished_at is not None):
        return
    if not finished and session.kind == Session.Kind.TOURNAMENT:
        return  # a tournament table also ends on time; its organisers close it, not rotation
    if not finished and session.end_reason:
        return  # ended early by a scorer (end_session)
    session.finished_at = timezone.now() if finished else None
    Session.objects.filter(pk=session.pk).update(finished_at=session.finished_at)


def _submission_key(value: Any) -> uuid.UUID:
    if isinstance(value, uuid.UUID):
        return value
    try:
        return uuid.UUID(str(value))
    except (ValueError, TypeError, AttributeError) as exc:
        raise ContractError(
            "submission_key must be a UUID generated by the client", "submission_key"
        ) from exc


def _submitted(session: Session, key: uuid.UUID) -> Hand | None:
    hand = Hand.objects.filter(submission_key=key).first()
    if hand is not None and hand.session_id != session.pk:
        raise ContractError(
            "this submission_key was already used for another session", "submission_key"
        )
    return hand


def _user(user):
    return user if user is not None and getattr(user, "is_authenticated", False) else None


def _ruleset_version(ruleset_id: str) -> int:
    from scoring.engine.rules import RULESETS

    found = RULESETS.get(ruleset_id)
    return found.version if found else 1
