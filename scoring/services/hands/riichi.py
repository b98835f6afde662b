"""Riichi sessions on the club-night machinery: what a riichi hand carries over from the hand
before it (honba, riichi sticks), and the points each player started with."""

from __future__ import annotations

from scoring.engine.riichi.game import riichi_final_scores
from scoring.engine.rulesets import get_ruleset
from scoring.models import Hand, Session

RULESET = "riichi"


def is_riichi(session: Session) -> bool:
    return session.ruleset == RULESET


def counters_after(session: Session, previous: Hand | None) -> dict:
    """The document keys a riichi hand takes from the previous live hand's answer."""
    if not is_riichi(session):
        return {}
    following = (previous.output or {}).get("next") if previous is not None else None
    if not following:
        return {"honba": 0, "riichi_sticks": 0}
    return {"honba": following["honba"], "riichi_sticks": following["riichi_sticks"]}


def previous_hand(session: Session, number: int | None) -> Hand | None:
    """The live hand before hand `number` (before the next hand when `number` is None)."""
    live = session.live_hands()
    if number is not None:
        live = live.filter(number__lt=number)
    return live.order_by("-number").first()


def start_points(session: Session) -> int:
    """Points every player starts with: the riichi option (30,000 by default), 0 otherwise."""
    if not is_riichi(session):
        return 0
    return get_ruleset(RULESET).resolve_options(session.options or {})["start_points"]


def table_state(session: Session) -> dict | None:
    """Honba and riichi sticks on the table before the next hand of a riichi session."""
    if not is_riichi(session):
        return None
    return counters_after(session, previous_hand(session, None))


def final_scores(session: Session, points: dict[int, int]) -> dict[int, dict] | None:
    """A finished riichi session's final scores by player id: uma and oka by place (ties
    share), EMA chombo deductions, and the sticks left on the table to first place."""
    if not is_riichi(session) or session.next_deal() is not None:
        return None
    options = get_ruleset(RULESET).resolve_options(session.options or {})
    adjustments: dict[int, int] = {}
    hands = session.live_hands().prefetch_related("seats").order_by("number")
    last = None
    for hand in hands:
        by_seat = {hp.seat: hp.player_id for hp in hand.seats.all()}
        for seat, amount in (hand.output.get("score_adjustments") or {}).items():
            adjustments[by_seat[seat]] = adjustments.get(by_seat[seat], 0) + amount
        last = hand
    leftover = (last.output.get("riichi_sticks_left") or 0) if last else 0
    return riichi_final_scores(points, options, adjustments=adjustments, leftover_sticks=leftover)
