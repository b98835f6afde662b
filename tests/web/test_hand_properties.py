"""A property of a whole club night: whatever the order of recording, correcting, deleting,
offline replay and stale or repeated submissions, every player's total is what that player
(not that seat) won and paid, the table stays zero-sum, no hand is stored twice, and every
stored change has its revision.

The expected totals are worked out apart from the app: each hand is kept as who held which
tiles and who won; the deals follow classical-extra.md's rotation (East keeps the deal when
East wins, else it passes), and the engine scores each hand with the players in the seats of
that deal (rule 114: a self-drawn win is paid by all three, East paying and receiving double).
"""

from __future__ import annotations

import importlib.util
import uuid

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from scoring.engine import contract
from scoring.engine.rotation import Deal, next_deal
from scoring.engine.tiles import SEATS
from scoring.forms.notation import parse_hand_text
from scoring.models import Hand, HandRevision, Session
from scoring.services.hands import sessions as service

from .conftest import LOSER_LINES, WINNER_LINE

pytestmark = pytest.mark.django_db

OPS = ("record", "offline", "stale", "resend", "resend_other", "correct", "delete")
STEPS = st.lists(st.tuples(st.sampled_from(OPS), st.integers(0, 3), st.integers(0, 7)), max_size=9)
# Bounded in time on a shared machine: a few examples of a few steps each, each on a new session.
BOUNDED = settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
# The knock-on revisions of later hands that a correction re-seats come with the corrections
# work (scoring.services.hands.knock_on); until it is merged, only direct changes have revisions.
KNOCK_ON = importlib.util.find_spec("scoring.services.hands.knock_on") is not None
# Bob wins hand 1 (the deal passes), Chen hand 2; then hand 1 becomes Alena's win at East, so
# East keeps the deal and hand 2 is played with everyone a seat back.
RESEATED = [("record", 1, 0), ("record", 2, 0), ("correct", 0, 0)]


def held(winner: int, players: list[int]) -> dict[int, dict]:
    """Who held which tiles: the winner the winning hand, the others a losing hand each."""
    losers = iter(LOSER_LINES)
    return {pid: parse_hand_text(WINNER_LINE if pid == winner else next(losers)) for pid in players}


def typed(tiles: dict[int, dict], winner: int, seats: dict[str, int]) -> dict:
    """The hand as a scorer types it for a deal whose seats are `seats` (seat -> player)."""
    seat_of = {pid: seat for seat, pid in seats.items()}
    return {
        "players": {seat: tiles[seats[seat]] for seat in SEATS},
        "winner": seat_of[winner],
        "win": {"tile": "Wd", "source": "wall", "completes": 4},
        "penalties": [],
    }


def expected_totals(session: Session, live: list[dict]) -> dict[int, int]:
    """Each player's total, scored apart from the app, hand by hand in the rotation."""
    totals = dict.fromkeys(session.starting_player_ids.values(), 0)
    deal = Deal()
    for hand in live:
        seats = session.seats_for(deal)
        document = {
            "ruleset": session.ruleset,
            "prevailing_wind": deal.prevailing_wind,
            **typed(hand["tiles"], hand["winner"], seats),
        }
        output = contract.evaluate(document)
        for seat, pid in seats.items():
            totals[pid] += output["payments"][seat]
        deal = next_deal(deal, output["east_keeps_deal"])
    return totals


def new_session(club, players) -> Session:
    import datetime

    return Session.objects.create(
        club=club,
        title="Property night",
        date=datetime.date(2026, 11, 17),
        east=players[0],
        south=players[1],
        west=players[2],
        north=players[3],
    )


def play(session: Session, scorer, steps, strict_history: bool) -> None:
    pids = [p.pk for p in session.starting_seats.values()]
    live: list[dict] = []  # the hands as the table played them, in order
    for op, who, which in steps:
        winner = pids[who]
        deal = session.next_deal()
        if op in ("record", "offline"):
            tiles = held(winner, pids)
            if op == "record":
                # Typed on the form of the true next deal.
                seats, known, shown = session.seats_for(deal), True, service.deal_key(deal)
            else:
                # Typed offline on an older form: its seats only name the players.
                old = Deal("E", which % 4, 0)
                seats, known, shown = session.seats_for(old), False, service.deal_key(old)
            key, sent = uuid.uuid4(), typed(tiles, winner, seats)
            hand, created = service.record_hand(
                session,
                sent,
                scorer,
                key,
                expected_number=session.next_number(),
                expected_deal=shown,
                seats_known=known,
            )
            assert created
            live.append(
                {"tiles": tiles, "winner": winner, "key": key, "sent": (sent, seats, known)}
            )
        elif op == "stale" and live:
            # A second phone sends a hand for a number already recorded: refused, nothing moves.
            number = session.live_hands().order_by("number")[which % len(live)].number
            before = Hand.objects.filter(session=session).count()
            with pytest.raises(service.DealTaken):
                service.record_hand(
                    session,
                    typed(held(winner, pids), winner, session.starting_player_ids),
                    scorer,
                    uuid.uuid4(),
                    expected_number=number,
                    seen_seats=session.starting_player_ids,
                )
            assert Hand.objects.filter(session=session).count() == before
        elif op in ("resend", "resend_other") and live:
            first = live[which % len(live)]
            hand = Hand.objects.get(submission_key=first["key"])
            # What was sent the first time, whatever corrections the hand had since.
            body, seats, known = first["sent"]
            if op == "resend":
                again, created = service.record_hand(
                    session, body, scorer, first["key"], seen_seats=seats, seats_known=known
                )
                assert (again.pk, created) == (hand.pk, False)
            else:
                other = pids[(pids.index(seats[body["winner"]]) + 1) % 4]
                with pytest.raises(service.BodyDiffers):
                    service.record_hand(
                        session,
                        typed(held(other, pids), other, seats),
                        scorer,
                        first["key"],
                        seen_seats=seats,
                        seats_known=known,
                    )
        elif op == "correct" and live:
            index = which % len(live)
            hand = session.live_hands().order_by("number")[index]
            tiles = held(winner, pids)
            seats = session.seats_for(hand.deal)
            service.correct_hand(
                hand,
                typed(tiles, winner, seats),
                scorer,
                "the scorer tapped the wrong player",
                hand.version,
                seen_seats=seats,
            )
            live[index].update(tiles=tiles, winner=winner)
        elif op == "delete" and live:
            index = which % len(live)
            hand = session.live_hands().order_by("number")[index]
            service.delete_hand(hand, scorer, "recorded at the wrong table", hand.version)
            live.pop(index)
        check(session, live, strict_history)


def check(session: Session, live: list[dict], strict_history: bool) -> None:
    totals = service.session_totals(session)
    # Each player's total is what that player won and paid.
    assert totals == expected_totals(session, live)
    # The table is zero-sum, hand by hand (classical-extra.md, settlement).
    assert sum(totals.values()) == 0
    hands = list(Hand.objects.filter(session=session).prefetch_related("seats", "revisions"))
    for hand in hands:
        assert sum(hp.payment for hp in hand.seats.all()) == 0
    # No hand twice: one live hand per number, one hand per submission.
    numbers = [h.number for h in hands if not h.is_deleted]
    assert len(numbers) == len(set(numbers)) == len(live)
    keys = [h.submission_key for h in hands]
    assert len(keys) == len(set(keys))
    assert {h.submission_key for h in hands if not h.is_deleted} == {h["key"] for h in live}
    # Every stored change has its revision: versions 1..v each have one, the first a create.
    for hand in hands:
        revisions = sorted(hand.revisions.all(), key=lambda r: (r.version, r.id))
        assert revisions[0].action == HandRevision.Action.CREATE
        assert {r.version for r in revisions} == set(range(1, hand.version + 1))
        if strict_history:
            # ... and the latest one is the hand as stored (a re-seated later hand too).
            assert revisions[-1].after["payments"] == hand.snapshot()["payments"]


@BOUNDED
@given(steps=STEPS)
@example(steps=RESEATED)
def test_every_player_is_credited_what_they_won_and_paid_whatever_the_order_of_changes(
    club, players, scorer, steps
):
    play(new_session(club, players), scorer, steps, strict_history=False)


@pytest.mark.xfail(
    not KNOCK_ON, reason="knock-on revisions come with the corrections work", strict=True
)
@BOUNDED
@given(steps=STEPS)
@example(steps=RESEATED)
def test_every_stored_change_of_a_hand_has_a_revision_that_shows_it(club, players, scorer, steps):
    play(new_session(club, players), scorer, steps, strict_history=True)
