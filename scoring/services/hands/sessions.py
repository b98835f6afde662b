"""A table's game: recording, correcting and deleting hands, and keeping a session consistent.

Every hand goes through `scoring.engine.contract.answer`; the document it was scored from, the
answer and the messages behind its sentences are stored on the Hand, so a session can always be
re-scored and a hand said in any language without scoring it again. Each change happens in
one transaction that first locks the session row, so two scorers at one table cannot interleave
a hand and a correction, and every change leaves a HandRevision behind.
"""

from __future__ import annotations

import copy
import hashlib
import json
import uuid
from typing import Any, NamedTuple

from django.db import IntegrityError, transaction
from django.db.models import Sum
from django.utils import timezone
from django.utils.translation import gettext_noop

from scoring.engine import contract
from scoring.engine.answer import Answer
from scoring.engine.errors import ContractError
from scoring.engine.messages import Message
from scoring.engine.rotation import Deal
from scoring.engine.tiles import SEATS
from scoring.models import Hand, HandPlayer, HandRevision, Penalty, Session
from scoring.models.session import Entry
from scoring.services import live, locks
from scoring.services.hands import answers, engine_text, knock_on, riichi, validation
from scoring.services.people.accounts import public_name
from scoring.services.ratings import rating as ratings

# Keys of the contract document that the session decides, not the scorer.
SESSION_KEYS = ("ruleset", "options", "house_rules", "prevailing_wind", "honba", "riichi_sticks")
# Penalty fields that name a seat: they follow the player when a correction moves the seats.
PENALTY_SEAT_FIELDS = ("offender", "claimant", "responsible")


class StaleVersion(Exception):
    """A correction based on a version of the hand that has since changed."""

    def __init__(self, hand: Hand, base_version: Any, seats_moved: bool = False):
        self.hand = hand
        self.base_version = base_version
        self.current = hand.snapshot()
        self.changes = [
            {
                "version": r.version,
                "action": r.action,
                "action_label": str(r.get_action_display()),
                "user": public_name(r.user) if r.user else None,
                "at": r.at.isoformat(),
                "reason": r.reason,
                "follows": r.follows_text,  # a knock-on: the earlier change it follows
            }
            for r in hand.revisions.select_related("user", "follows__hand").order_by(
                "version", "id"
            )
            if not isinstance(base_version, int) or r.version > base_version
        ]
        self.seats_moved = seats_moved
        who = ", ".join(
            f"version {c['version']} ({c['action_label']}) by {c['user'] or 'someone'}"
            + (f" ({c['reason']})" if c["reason"] else "")
            for c in self.changes
        )
        self.message = (
            f"hand {hand.number} has changed since you loaded version {base_version}: "
            f"it is now at version {hand.version}" + (f" — {who}" if who else "")
        )
        if self.seats_moved:
            self.message = (
                f"the seats of hand {hand.number} moved since you loaded it (a change to an "
                "earlier hand): nothing was saved; load it again to see who sits where"
            )
        super().__init__(self.message)

    def to_json(self) -> dict:
        return {
            "error": self.message,
            "field": "base_version",
            "current": self.current,
            "changes": self.changes,
        }


def _what_moved_the_seats(session: Session) -> Message:
    """The latest change to a recorded hand of `session` (a correction, a deletion, a ruling),
    said so that the scorer knows which earlier hand to look at."""
    change = (
        HandRevision.objects.filter(hand__session=session)
        .exclude(action__in=[HandRevision.Action.CREATE, HandRevision.Action.KNOCK_ON])
        .select_related("hand")
        .order_by("-id")
        .first()
    )
    done = {
        "delete": gettext_noop("hand %(number)s was deleted"),
        "restore": gettext_noop("hand %(number)s was restored"),
        "ruling": gettext_noop("hand %(number)s had a referee ruling"),
    }
    if change is None:
        return Message(gettext_noop("a change to an earlier hand"))
    said = done.get(change.action, gettext_noop("hand %(number)s was corrected"))
    return Message(said, number=change.hand.number)


class DealTaken(Exception):
    """A hand recorded for a deal that no longer holds: someone else recorded that hand, or a
    change elsewhere moved the seats, while this one was typed or waited on a phone. Carries
    both versions: what the scorer saw and sent, and what is stored or true now."""

    def __init__(
        self,
        session: Session,
        expected_number: int,
        next_number: int,
        *,
        seen: dict | None = None,
        hand_doc: Any = None,
        current: dict | None = None,
        ended: bool = False,
    ):
        self.session = session
        self.ended = ended
        self.expected_number = expected_number
        self.next_number = next_number
        self.seen = seen
        self.hand_doc = hand_doc
        self.current = current
        self.theirs = hand_for_number(session, expected_number)
        params: dict[str, Any] = {"number": expected_number, "next": next_number}
        if ended:
            said = gettext_noop(
                "the session ended while this hand waited: no more hands are recorded, "
                "so hand %(number)s was not"
            )
        elif expected_number == next_number:
            said = gettext_noop(
                "the seats moved while this hand waited: %(what)s, so someone else deals hand "
                "%(next)s"
            )
            params["what"] = _what_moved_the_seats(session)
        elif self.theirs is not None and not self.theirs.is_deleted:
            said = gettext_noop(
                "hand %(number)s was recorded by someone else meanwhile; the next hand is now "
                "%(next)s"
            )
        else:
            said = gettext_noop(
                "the session moved on while this hand waited: the next hand is %(next)s, "
                "not %(number)s"
            )
        self.said = Message(said, **params)
        self.message = self.said.english()
        super().__init__(self.message)

    def to_json(self) -> dict:
        theirs = self.theirs if self.theirs is not None and not self.theirs.is_deleted else None
        return {
            "error": self.message,
            "field": "number",
            "number": self.expected_number,
            "next_number": self.next_number,
            "yours": {"number": self.expected_number, "seats": self.seen, "hand": self.hand_doc},
            "theirs": None if theirs is None else {**theirs.snapshot(), "seats": seats_of(theirs)},
            "next": self.current,
        }


class BodyDiffers(Exception):
    """A submission key sent again with a different hand: the first one stands."""

    def __init__(self, hand: Hand):
        self.hand = hand
        self.said = Message(
            gettext_noop(
                "this submission_key already recorded hand %(number)s with a different body; "
                "nothing was saved: a new hand needs a new key"
            ),
            number=hand.number,
        )
        self.message = self.said.english()
        super().__init__(self.message)

    def to_json(self) -> dict:
        return {
            "error": self.message,
            "field": "submission_key",
            "theirs": {**self.hand.snapshot(), "seats": seats_of(self.hand)},
        }


def deal_key(deal: Deal) -> str:
    """A deal as a form carries it: prevailing wind, East's starting seat, passes in the wind."""
    return f"{deal.prevailing_wind}{deal.east_index}.{deal.hands_in_wind}"


def parse_deal_key(value: Any) -> Deal:
    """The Deal a form's `expected_deal` names (deal_key); ContractError when it names none."""
    text = str(value or "")
    try:
        wind, rest = text[0], text[1:]
        east, passes = rest.split(".")
        deal = Deal(wind, int(east), int(passes))
    except (IndexError, ValueError) as exc:
        raise ContractError(
            Message(gettext_noop("expected_deal is not a deal (like E0.0)")), "expected_deal"
        ) from exc
    if wind not in SEATS or not 0 <= deal.east_index < 4 or not 0 <= deal.hands_in_wind < 64:
        raise ContractError(
            Message(gettext_noop("expected_deal is not a deal (like E0.0)")), "expected_deal"
        )
    return deal


def typed_deal(data) -> Deal | None:
    """The deal a hand form (or a phone's queue) says it was typed for; None when it says none.
    A hand typed while the session was live is judged at that deal even once the session is
    over, so that record_hand refuses it as a conflict (409) rather than losing it."""
    try:
        return parse_deal_key(data.get("expected_deal"))
    except ContractError:
        return None


def seen_on_form(data) -> dict:
    """What a hand form (or a phone's queue) says the scorer saw: the hand number and deal it
    showed, and whether the seats were known (record_hand's keywords). ContractError when it
    does not say: every hand form carries them."""
    text = str(data.get("expected_number") or "")
    try:
        number = int(text) if len(text) < 8 else 0
    except ValueError:
        number = 0
    if not 0 < number < 100_000:
        raise ContractError(
            Message(
                gettext_noop(
                    "the form does not say which hand it records: open the hand form again"
                )
            ),
            "expected_number",
        )
    deal = data.get("expected_deal") or ""
    if not deal:
        raise ContractError(
            Message(gettext_noop("the form does not say who sat where: open the hand form again")),
            "expected_deal",
        )
    parse_deal_key(deal)
    return {
        "expected_number": number,
        "expected_deal": deal,
        "seats_known": data.get("seats_known", "1") != "0",
    }


def seats_of(hand: Hand) -> dict[str, int]:
    """Seat -> player id of a stored hand."""
    return hand.session.seats_for(hand.deal)


def hand_part(document: dict) -> dict:
    """The scorer's part of a stored document: the document without the session's keys."""
    return {k: v for k, v in document.items() if k not in SESSION_KEYS}


def build_document(
    session: Session, deal: Deal, hand_doc: Any, previous: Hand | None = None
) -> dict:
    """The contract document for one hand of `session` dealt as `deal`, after `previous`
    (riichi carries the honba and riichi sticks on from the previous hand's answer)."""
    if not isinstance(hand_doc, dict):
        raise ContractError(Message(gettext_noop("the hand must be an object")), None)
    document = {
        "ruleset": session.ruleset,
        "options": dict(session.options or {}),
        "prevailing_wind": deal.prevailing_wind,
        **riichi.counters_after(session, previous),
        **hand_part(hand_doc),
    }
    if session.house_rules_id is not None:  # the version the session plays by, as it is stored
        document["house_rules"] = session.house_rules.document
    validation.session_hand(document)
    return document


class Unsaved(NamedTuple):
    document: dict
    output: dict
    said: dict  # the messages behind the answer's sentences, as a hand keeps them


def score_unsaved(
    session: Session, deal: Deal, hand_doc: Any, previous: Hand | None = None
) -> Unsaved:
    """The contract document of a hand as `build_document` makes it, the engine's answer and
    its messages, saving nothing (the form's preview, a queued hand beside the recorded one).
    ContractError when it cannot be scored."""
    document = build_document(session, deal, hand_doc, previous)
    found = contract.answer(document)
    return Unsaved(document, found.to_json(), engine_text.said_of(found))


def move_seats(document: dict, old: Deal, new: Deal) -> dict:
    """The same hand with every seat-keyed fact moved to where its player sits in `new`.

    The tiles belong to the player, not to the wind: when a correction to an earlier hand
    changes who is East, each player's tiles, win and penalties follow the player.
    """
    if old == new:
        return document
    doc = reseat(document, {seat: new.seat_of(old.player_at(seat)) for seat in SEATS})
    doc["prevailing_wind"] = new.prevailing_wind
    return doc


def reseat(document: dict, moves: dict[str, str]) -> dict:
    """A copy of `document` with every seat-keyed fact moved by `moves` (old seat -> new)."""

    def moved(seat):
        return moves.get(seat, seat) if seat in SEATS else seat

    doc = copy.deepcopy(document)
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


def place_players(hand_doc: Any, seen: dict[str, int], true: dict[str, int]) -> Any:
    """A hand typed with `seen` (seat -> player id) moved so that each player's tiles, win and
    penalties sit at that player's seat in `true`."""
    if not isinstance(hand_doc, dict) or seen == true:
        return hand_doc
    seat_of = {player: seat for seat, player in true.items()}
    return reseat(hand_doc, {seat: seat_of[player] for seat, player in seen.items()})


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


def totals_of(session: Session, hands) -> dict[int, int]:
    """`session_totals` from the session's live hands already loaded with their seats."""
    totals = dict.fromkeys(session.starting_player_ids.values(), 0)
    for hand in hands:
        for seat in hand.seats.all():
            totals[seat.player_id] = totals.get(seat.player_id, 0) + seat.payment
    return totals


def record_hand(
    session: Session,
    hand_doc: Any,
    user,
    submission_key: Any,
    expected_number: int | None = None,
    expected_deal: str | None = None,
    *,
    seen_seats: Any = None,
    seats_known: bool = True,
) -> tuple[Hand, bool]:
    """Score and store the next hand; (hand, False) when this submission was recorded before.

    What the scorer saw binds the hand: `expected_number` (the hand number on the form) and
    the deal it was typed against, as `expected_deal` (deal_key) or `seen_seats` (seat ->
    player id). When that no longer holds (someone recorded the hand meanwhile, or a change to
    an earlier hand moved the seats) the hand is refused with DealTaken, carrying both
    versions: never renumbered or re-seated silently. With `seats_known` False (a hand typed
    offline before the one before it was scored), the seats it was typed with only name the
    players, and each player's part is placed at that player's seat in the true deal.
    A submission key sent again with a different body is refused with BodyDiffers.
    """
    key = _submission_key(submission_key)
    seen = _seen(session, expected_deal, seen_seats)
    digest = _digest(hand_doc, seen, seats_known)
    existing = _submitted(session, key, digest)
    if existing is not None:
        return existing, False
    taken: dict = {"seen": seen, "hand_doc": hand_doc}
    try:
        with transaction.atomic():
            locked = locks.session(session.pk)
            # A double tap may have recorded this submission while we waited for the lock
            # (perhaps the game's last hand): answer with it before judging the session.
            existing = _submitted(session, key, digest)
            if existing is not None:
                return existing, False
            live = locked.live_hands()
            last = live.order_by("-number").first()
            played = live.count()
            deal = locked.deal_following(last, played)
            next_number = (last.number if last else 0) + 1
            true = locked.seats_for(deal) if deal is not None else None
            if deal is not None:
                taken["current"] = {
                    "number": next_number,
                    "seats": true,
                    "prevailing_wind": deal.prevailing_wind,
                }
            if deal is None and expected_number is not None:
                # Typed while the session was live, sent after someone ended it.
                raise DealTaken(locked, expected_number, next_number, ended=True, **taken)
            if expected_number is not None and expected_number != next_number:
                raise DealTaken(locked, expected_number, next_number, **taken)
            if deal is None:
                raise ContractError(
                    Message(gettext_noop("the game is finished: no more hands can be recorded")),
                    None,
                )
            validation.hand_as_sent(hand_doc, locked.ruleset)
            if seats_known:
                moved = expected_deal and deal_key(deal) != expected_deal
                if moved or (seen is not None and seen != true):
                    raise DealTaken(locked, next_number, next_number, **taken)
            else:
                if seen is None:
                    raise ContractError(
                        Message(
                            gettext_noop(
                                "say who sat where when the hand was typed (expected_deal)"
                            )
                        ),
                        "expected_deal",
                    )
                hand_doc = place_players(hand_doc, seen, true)
            document = build_document(locked, deal, hand_doc, previous=last)
            found = contract.answer(document)
            hand = Hand(
                session=locked,
                number=next_number,
                submission_key=key,
                submission_digest=digest,
                created_by=_user(user),
            )
            _apply(hand, locked, deal, document, found)
            hand.save()
            rows = _write_rows(hand, locked, deal, document, hand.output)
            seats = knock_on.seats(rows)  # the rows just written, not read back
            _revise(hand, HandRevision.Action.CREATE, user, "", before=None, seats=seats)
            _mark_finished(locked, locked.deal_after(hand, played + 1) is None)
            if locked.finished_at is not None:
                ratings.game_changed(locked)
    except IntegrityError:
        # Another request won the race: with the same key, answer with its hand; for the
        # same hand number (the database's one-live-hand-per-number), the deal is taken.
        existing = _submitted(session, key, digest)
        if existing is not None:
            return existing, False
        if expected_number is not None and hand_for_number(session, expected_number):
            raise DealTaken(session, expected_number, session.next_number(), **taken) from None
        raise
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
    expected_deal: str | None = None,
    seen_seats: Any = None,
) -> Hand:
    """Replace a hand's record and re-score it and every later hand (seats included).

    Refused with StaleVersion when the hand changed after `base_version` was loaded. A
    referee's ruling is a correction with action "ruling" and the rule it applied.
    """
    base_version = validation.version(base_version)
    reason = validation.text(
        reason, "reason", missing=Message(gettext_noop("say why the hand is corrected"))
    )
    if rule:
        rule = validation.text(
            rule, "rule", missing=Message(gettext_noop("cite the rule")), max_length=32
        )
    with transaction.atomic():
        locks.session(hand.session_id)
        current = Hand.objects.select_related("session").get(pk=hand.pk)
        _check_unchanged(current, base_version, expected_deal, seen_seats)
        if current.is_deleted:
            raise ContractError(
                Message(gettext_noop("hand %(n)s was deleted"), n=current.number), None
            )
        before = current.snapshot()
        validation.hand_as_sent(hand_doc, current.session.ruleset)
        current.input = build_document(current.session, current.deal, hand_doc)
        current.version += 1
        current.save(update_fields=["input", "version", "updated_at"])
        changes: list = []
        recompute_session(current.session, from_number=current.number, changes=changes)
        ratings.session_changed(current.session)
        current.refresh_from_db()
        revision = _revise(current, action, user, reason, before=before, rule=rule)
        knock_on.record(changes, revision)
    return current


def delete_hand(
    hand: Hand,
    user,
    reason: str,
    base_version: Any,
    expected_deal: str | None = None,
    seen_seats: Any = None,
) -> Hand:
    """Soft-delete a hand (it stays in the history) and re-score the rest of the session.

    Refused with StaleVersion when the hand changed after `base_version` was loaded: a
    deletion is judged on what the scorer saw, as a correction is."""
    base_version = validation.version(base_version)
    reason = validation.text(
        reason, "reason", missing=Message(gettext_noop("say why the hand is deleted"))
    )
    with transaction.atomic():
        locks.session(hand.session_id)
        current = Hand.objects.select_related("session").get(pk=hand.pk)
        _check_unchanged(current, base_version, expected_deal, seen_seats)
        if current.is_deleted:
            raise ContractError(
                Message(gettext_noop("hand %(n)s is already deleted"), n=current.number), None
            )
        before = current.snapshot()
        current.deleted_at = timezone.now()
        current.deleted_reason = reason
        current.version += 1
        current.save(update_fields=["deleted_at", "deleted_reason", "version", "updated_at"])
        changes: list = []
        recompute_session(current.session, from_number=current.number, changes=changes)
        ratings.session_changed(current.session)
        revision = _revise(current, HandRevision.Action.DELETE, user, reason, before=before)
        knock_on.record(changes, revision)
    return current


def ended_before(number: int) -> ContractError:
    """A change after which the game would end before hand `number`, which is still recorded."""
    return ContractError(
        Message(
            gettext_noop(
                "with this change the session ends before hand %(n)s: delete the later hands first"
            ),
            n=number,
        ),
        None,
    )


def recompute_session(
    session: Session, from_number: int = 1, changes: list | None = None
) -> dict[int, int]:
    """Re-derive every live hand's deal and seats from the rotation, re-score from
    `from_number` on, and return the totals. Call inside a transaction that locks the session.

    With `changes`, each hand after `from_number` that this changed gets its version raised
    and is listed with its snapshots from before and after, for its knock-on revision
    (knock_on.record).
    """
    with transaction.atomic():
        previous, played = None, 0
        hands = session.live_hands().order_by("number")
        if changes is not None:
            hands = hands.prefetch_related("seats")
        for hand in hands:
            deal = session.deal_after(previous, played)
            if deal is None:
                raise ended_before(hand.number)
            if hand.number >= from_number or deal != hand.deal:
                later = changes is not None and hand.number > from_number
                before = hand.snapshot(knock_on.seats(hand.seats.all())) if later else None
                document = move_seats(hand.input, hand.deal, deal)
                document = build_document(session, deal, document, previous=previous)
                try:
                    found = contract.answer(document)
                except ContractError as exc:
                    if hand.number <= from_number:
                        raise
                    # A later hand's field would point at the wrong form: name the hand instead.
                    raise ContractError(
                        Message(
                            gettext_noop("hand %(n)s no longer scores after this change: %(why)s"),
                            n=hand.number,
                            why=exc.said,
                        ),
                        None,
                    ) from exc
                _apply(hand, session, deal, document, found)
                hand.save()
                hand.seats.all().delete()
                hand.penalties.all().delete()
                rows = _write_rows(hand, session, deal, document, hand.output)
                after = hand.snapshot(knock_on.seats(rows)) if later else None
                if later and knock_on.differs(before, after):
                    hand.version += 1
                    hand.save(update_fields=["version"])
                    changes.append((hand, before, {**after, "version": hand.version}))
            previous, played = hand, played + 1
        _mark_finished(session, session.deal_after(previous, played) is None)
    return session_totals(session)


def hand_for_number(session: Session, number: int) -> Hand | None:
    """The live hand with this number, or else the last deleted one (its history stays)."""
    return (
        session.hands.filter(number=number, deleted_at__isnull=True).first()
        or session.hands.filter(number=number).order_by("-deleted_at").first()
    )


def _apply(hand: Hand, session: Session, deal: Deal, document: dict, found: Answer) -> None:
    output = found.to_json()
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
    hand.said = engine_text.said_of(found)
    hand.ruleset_version = _ruleset_version(session.ruleset)


def _write_rows(
    hand: Hand, session: Session, deal: Deal, document: dict, output: dict
) -> list[HandPlayer]:
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
    return rows


def _revise(hand: Hand, action, user, reason, before, rule="", seats=None) -> HandRevision:
    return HandRevision.objects.create(
        hand=hand,
        version=hand.version,
        action=action,
        user=_user(user),
        reason=reason or "",
        rule=rule or "",
        before=before,
        after=hand.snapshot(seats),
    )


def end_session(session: Session, user, reason: str) -> Session:
    """End a session before its length is played (the club closes, a player leaves): the
    rotation stops there (`Session.deal_following` reads the reason) and the totals are final;
    who ended it and why stay on the session. Its length stays the one it was started with
    ("one wind" does not become "a number of hands")."""
    if not reason.strip():
        raise ContractError(Message(gettext_noop("say why the session ends early")), "reason")
    with transaction.atomic():
        locked = locks.session(session.pk)
        if locked.finished_at is not None:
            raise ContractError(
                Message(gettext_noop("this session is already finished")), "session"
            )
        locked.finished_at = timezone.now()
        locked.ended_by = _user(user)
        locked.end_reason = reason
        locked.save(update_fields=["finished_at", "ended_by", "end_reason"])
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
    live.changed("session", session.pk)


def _submission_key(value: Any) -> uuid.UUID:
    if isinstance(value, uuid.UUID):
        return value
    try:
        return uuid.UUID(str(value))
    except (ValueError, TypeError, AttributeError) as exc:
        raise ContractError(
            Message(gettext_noop("submission_key must be a UUID generated by the client")),
            "submission_key",
        ) from exc


def _submitted(session: Session, key: uuid.UUID, digest: str = "") -> Hand | None:
    hand = Hand.objects.filter(submission_key=key).first()
    if hand is not None and hand.session_id != session.pk:
        raise ContractError(
            Message(gettext_noop("this submission_key was already used for another session")),
            "submission_key",
        )
    if hand is not None and digest and hand.submission_digest not in ("", digest):
        raise BodyDiffers(hand)
    return hand


def _seen(session: Session, expected_deal: Any, seen_seats: Any) -> dict[str, int] | None:
    """Seat -> player id as the scorer saw them, from a deal key or from the seats sent."""
    seen = None
    if expected_deal:
        seen = session.seats_for(parse_deal_key(expected_deal))
    if seen_seats is not None:
        players = set(session.starting_player_ids.values())
        if (
            not isinstance(seen_seats, dict)
            or set(seen_seats) != set(SEATS)
            or set(seen_seats.values()) != players
        ):
            raise ContractError(
                Message(
                    gettext_noop(
                        "seats must give each of E, S, W, N one of this session's four players "
                        "(ids)"
                    )
                ),
                "seats",
            )
        if seen is not None and dict(seen_seats) != seen:
            raise ContractError(
                Message(gettext_noop("the seats sent are not the deal sent")), "seats"
            )
        seen = dict(seen_seats)
    return seen


def _check_unchanged(hand: Hand, base_version: int, expected_deal: Any, seen_seats: Any) -> None:
    """StaleVersion (409) when the hand changed after `base_version` was loaded: corrected,
    deleted, or its seats moved by a change to an earlier hand. A change that lost a race to
    another change, whichever it was, is refused so, never with a 400."""
    if not hand.is_deleted and _seats_moved(hand, expected_deal, seen_seats):
        raise StaleVersion(hand, base_version, seats_moved=True)
    if base_version != hand.version:
        raise StaleVersion(hand, base_version)


def _seats_moved(hand: Hand, expected_deal: Any, seen_seats: Any) -> bool:
    """Whether a change to `hand` was typed against seats it no longer has (a correction to
    an earlier hand moved them since): the change would land on other players."""
    seen = _seen(hand.session, expected_deal, seen_seats)
    return seen is not None and seen != hand.session.seats_for(hand.deal)


def _digest(hand_doc: Any, seen: dict | None, seats_known: bool) -> str:
    """What a resent submission must repeat: the hand and the seats it was typed with."""
    body = {"hand": hand_doc, "seats": seen, "seats_known": seats_known}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def _user(user):
    return user if user is not None and getattr(user, "is_authenticated", False) else None


def _ruleset_version(ruleset_id: str) -> int:
    from scoring.engine.rulesets import RULESETS

    found = RULESETS.get(ruleset_id)
    return found.version if found else 1
