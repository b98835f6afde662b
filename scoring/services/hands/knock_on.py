"""Knock-on changes: what a correction or deletion of one hand does to the hands after it.

Correcting hand 1 so that East keeps the deal moves every later hand's players to other winds
and re-scores them (scoring.services.hands.sessions.recompute_session). Each later hand whose deal,
seats, scores or payments changed gets a revision of its own (action "knock_on"), version up
by one, before and after, pointing at the revision of the earlier hand it follows, by the same
person at the same moment. What a correction or deletion would change, before the scorer
confirms it, is scoring.services.hands.change_previews.
"""

from __future__ import annotations

from typing import Any

from scoring.engine.tiles import SEATS
from scoring.models import Hand, HandRevision
from scoring.services import live
from scoring.services.people import privacy

# What a knock-on revision compares: everything a snapshot keeps but the version.
IGNORED = ("version",)


def differs(before: dict, after: dict) -> bool:
    """Whether a later hand really changed (re-scoring it to the same result is no change)."""
    return {k: v for k, v in before.items() if k not in IGNORED} != {
        k: v for k, v in after.items() if k not in IGNORED
    }


def seats(rows) -> dict[str, dict]:
    """A snapshot's "seats" from seat rows at hand (Hand.snapshot reads them itself)."""
    return {
        row.seat: {"player": row.player_id, "score": row.score, "payment": row.payment}
        for row in rows
    }


def record(changes: list[tuple[Hand, dict, dict]], cause: HandRevision) -> list[HandRevision]:
    """A revision for each changed later hand, following `cause` (the earlier hand's revision).

    `changes` are the hands recompute_session changed, each with its version already raised
    and its snapshots from before and after the change."""
    live.changed("session", *{hand.session_id for hand, _before, _after in changes})
    return HandRevision.objects.bulk_create(
        HandRevision(
            hand=hand,
            version=hand.version,
            action=HandRevision.Action.KNOCK_ON,
            user=cause.user,
            reason=cause.reason,
            before=before,
            after=after,
            follows=cause,
        )
        for hand, before, after in changes
    )


def player_changes(before: dict, after: dict, names: dict[int, str]) -> list[dict[str, Any]]:
    """Per player (not per seat): seat, score and payment before and after a change, in the
    order of the winds after it. `before` and `after` are snapshots' "seats"; `names` names
    their players (privacy.player_names)."""
    was = {row["player"]: (seat, row) for seat, row in (before or {}).items()}
    rows = []
    for seat in SEATS:
        now = (after or {}).get(seat)
        if now is None:
            continue
        old_seat, old = was.get(now["player"], (None, {}))
        row = {
            "player": names.get(now["player"], "?"),
            "seat_before": old_seat,
            "seat_after": seat,
            "score_before": old.get("score"),
            "score_after": now["score"],
            "payment_before": old.get("payment", 0),
            "payment_after": now["payment"],
        }
        row["change"] = row["payment_after"] - row["payment_before"]
        row["moved"] = old_seat != seat
        row["changed"] = (
            row["moved"] or row["change"] != 0 or row["score_before"] != row["score_after"]
        )
        rows.append(row)
    return rows


def revision_players(revision: HandRevision) -> list[dict[str, Any]]:
    """A history row's change player by player, where both its snapshots name the players."""
    before, after = revision.before or {}, revision.after or {}
    if not before.get("seats") or not after.get("seats"):
        return []
    ids = {row["player"] for row in [*before["seats"].values(), *after["seats"].values()]}
    return player_changes(before["seats"], after["seats"], privacy.player_names(ids))


def marks(hands: list[Hand]) -> dict[int, list[HandRevision]]:
    """For the session page: each listed hand's knock-on revisions, oldest first."""
    found: dict[int, list[HandRevision]] = {}
    # A knock-on revision is a hand's later version: a hand still at its first has none.
    revised = [hand for hand in hands if hand.version > 1]
    if not revised:
        return found
    revisions = (
        HandRevision.objects.filter(hand__in=revised, action=HandRevision.Action.KNOCK_ON)
        .select_related("follows__hand")
        .order_by("id")
    )
    for revision in revisions:
        found.setdefault(revision.hand_id, []).append(revision)
    return found
