"""What a correction or deletion would do to the hands after it, before the scorer confirms:
the same walk as scoring.services.hands.sessions.recompute_session, in memory, listing each later
hand's change player by player (the knock-on revisions the change would then record). Nothing
is written."""

from __future__ import annotations

import copy
from typing import Any

from django.utils.translation import gettext_noop

from scoring.engine import contract
from scoring.engine.errors import ContractError
from scoring.engine.messages import Message
from scoring.engine.tiles import SEATS
from scoring.models import Hand, Session
from scoring.services.hands import sessions
from scoring.services.hands.knock_on import player_changes, seats
from scoring.services.people import privacy


def preview_correction(hand: Hand, hand_doc: Any) -> list[dict[str, Any]]:
    """Each later hand that correcting `hand` to `hand_doc` would change, and how: its number,
    its deal before and after, and every player's seat, score and payment before and after.
    Nothing is written. ContractError when the correction would leave a later hand unscorable
    or the session over before it, as the correction itself would be refused."""
    session = hand.session
    corrected = sessions.build_document(session, hand.deal, hand_doc)
    return _walk(session, hand.number, replace={hand.pk: corrected})


def preview_deletion(hand: Hand) -> list[dict[str, Any]]:
    """Each later hand that deleting `hand` would change, as preview_correction says it."""
    return _walk(hand.session, hand.number, replace={}, without=hand.pk)


def _walk(
    session: Session, from_number: int, replace: dict[int, dict], without: int | None = None
) -> list[dict[str, Any]]:
    names = privacy.player_names(session.starting_player_ids.values())
    changed = []
    previous, played = None, 0
    live = session.live_hands().exclude(pk=without).prefetch_related("seats")
    for hand in live.order_by("number"):
        deal = session.deal_after(previous, played)
        if deal is None:
            raise sessions.ended_before(hand.number)
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
                Message(
                    gettext_noop("hand %(n)s no longer scores after this change: %(why)s"),
                    n=hand.number,
                    why=exc.said,
                ),
                None,
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
            before_seats = seats(hand.seats.all())
            seated = session.seats_for(deal)
            scored = output.get("hands") or {}
            after_seats = {
                seat: {
                    "player": seated[seat],
                    "score": (scored.get(seat) or {}).get(
                        "score", (scored.get(seat) or {}).get("points", 0)
                    )
                    or 0,
                    "payment": (output.get("payments") or {}).get(seat, 0),
                }
                for seat in SEATS
            }
            rows = player_changes(before_seats, after_seats, names)
            if deal != hand.deal or any(row["changed"] for row in rows):
                changed.append(
                    {
                        "number": hand.number,
                        "east_before": names.get(before_seats.get("E", {}).get("player")),
                        "east_after": names.get(after_seats["E"]["player"]),
                        "players": rows,
                    }
                )
        previous, played = after, played + 1
    return changed
