"""Knock-on changes: what a correction or deletion of one hand does to the hands after it.

Correcting hand 1 so that East keeps the deal moves every later hand's players to other winds
and re-scores them (scoring.services.sessions.recompute_session). Each later hand whose deal,
seats, scores or payments changed gets a revision of its own (action "knock_on"), version up
by one, before and after, pointing at the revision of the earlier hand it follows, by the same
person at the same moment. Before a scorer confirms a correction, `preview_correction` works
out the same changes without writing anything, so the form can list them player by player.
"""

from __future__ import annotations

import copy
from typing import Any

from scoring.engine import contract
from scoring.engine.errors import ContractError
from scoring.engine.tiles import SEATS
from scoring.models import Hand, HandRevision, Player, Session

# What a knock-on revision compares: everything a snapshot keeps but the version.
IGNORED = ("version",)


def differs(before: dict, after: dict) -> bool:
    """Whether a later hand really changed (re-scoring it to the same result is no change)."""
    return {k: v for k, v in before.items() if k not in IGNORED} != {
        k: v for k, v in after.items() if k not in IGNORED
    }


def player_names(session: Session) -> dict[int, str]:
    """The session's four players' names by id (one query)."""
    ids = session.starting_player_ids.values()
    return dict(Player.objects.filter(pk__in=ids).values_list("pk", "name"))


def seats(rows, names: dict[int, str]) -> dict[str, dict]:
    """A snapshot's "seats" from seat rows at hand (Hand.snapshot reads them itself)."""
    return {
        row.seat: {
            "player": row.player_id,
            "name": names.get(row.player_id, ""),
            "score": row.score,
            "payment": row.payment,
        }
        for row in rows
    }


def record(changes: list[tuple[Hand, dict, dict]], cause: HandRevision) -> list[HandRevision]:
    """A revision for each changed later hand, following `cause` (the earlier hand's revision).

    `changes` are the hands recompute_session changed, each with its version already raised
    and its snapshots from before and after the change."""
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


def player_changes(before: dict, after: dict) -> list[dict[str, Any]]:
    """Per player (not per seat): seat, score and payment before and after a change, in the
    order of the winds after it. `before` and `after` are snapshots' "seats"."""
    was = {row["player"]: (seat, row) for seat, row in (before or {}).items()}
    rows = []
    for seat in SEATS:
        now = (after or {}).get(seat)
        if now is None:
            continue
        old_seat, old = was.get(now["player"], (None, {}))
        row = {
            "player": now["name"],
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
    return player_changes(before["seats"], after["seats"])


def marks(hands: list[Hand]) -> dict[int, list[HandRevision]]:
    """For the session page: each listed hand's knock-on revisions, oldest first."""
    found: dict[int, list[HandRevision]] = {}
    revisions = (
        HandRevision.objects.filter(hand__in=hands, action=HandRevision.Action.KNOCK_ON)
        .select_related("follows__hand")
        .order_by("id")
    )
    for revision in revisions:
        found.setdefault(revision.hand_id, []).append(revision)
    return found


# The preview: the same walk as recompute_session, in memory --------------------------------


def preview_correction(hand: Hand, hand_doc: Any) -> list[dict[str, Any]]:
    """Each later hand that correcting `hand` to `hand_doc` would change, and how: its number,
    its deal before and after, and every player's seat, score and payment before and after.
    Nothing is written. ContractError when the correction would leave a later hand unscorable
    or the session over before it, as the correction itself would be refused."""
    from . import sessions

    session = hand.session
    corrected = sessions.build_document(session, hand.deal, hand_doc)
    return _walk(session, hand.number, replace={hand.pk: corrected})


def preview_deletion(hand: Hand) -> list[dict[str, Any]]:
    """Each later hand that deleting `hand` would change, as preview_correction says it."""
    return _walk(hand.session, hand.number, replace={}, without=hand.pk)


def _walk(
    session: Session, from_number: int, replace: dict[int, dict], without: int | None = None
) -> list[dict[str, Any]]:
    from . import sessions

    names = player_names(session)
    changed = []
    previous, played = None, 0
    live = session.live_hands().exclude(pk=without).prefetch_related("seats")
    for hand in live.order_by("number"):
        deal = session.deal_after(previous, played)
        if deal is None:
            raise ContractError(
                f"with this change the session ends before hand {hand.number}: "
                "delete the later hands first",
                None,
            )
        if hand.number < from_number and deal == hand.deal:
            previous, played = hand, played + 1
            continue
        document = sessions.move_seats(replace.get(hand.pk, hand.input), hand.deal, deal)
        document = sessions.build_document(session, deal, document, previous=previous)
        try:
            output = contract.evaluate(document)
        except ContractError as exc:
            if hand.pk in replace:
                raise
            raise ContractError(
                f"hand {hand.number} no longer scores after this change: {exc.message}", None
            ) from exc
        after = copy.copy(hand)
        after.prevailing_wind = deal.prevailing_wind
        after.east_index = deal.east_index
        after.hands_in_wind = deal.hands_in_wind
        after.east_keeps_deal = bool(
            output.get("east_keeps_deal", output.get("dealer_keeps", False))
        )
        after.input, after.output = document, output
        if hand.pk not in replace:
            before_seats = seats(hand.seats.all(), names)
            seated = session.seats_for(deal)
            scored = output.get("hands") or {}
            after_seats = {
                seat: {
                    "player": seated[seat],
                    "name": names[seated[seat]],
                    "score": (scored.get(seat) or {}).get(
                        "score", (scored.get(seat) or {}).get("points", 0)
                    )
                    or 0,
                    "payment": (output.get("payments") or {}).get(seat, 0),
                }
                for seat in SEATS
            }
            rows = player_changes(before_seats, after_seats)
            if deal != hand.deal or any(row["changed"] for row in rows):
                changed.append(
                    {
                        "number": hand.number,
                        "east_before": before_seats.get("E", {}).get("name"),
                        "east_after": after_seats["E"]["name"],
                        "players": rows,
                    }
                )
        previous, played = after, played + 1
    return changed
