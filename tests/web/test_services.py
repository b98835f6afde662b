"""scoring.services.hands.sessions: recording, correcting, deleting, re-computing a club night."""

import uuid

import pytest

from scoring.engine import contract
from scoring.engine.errors import ContractError
from scoring.models import HandRevision, Session
from scoring.services.hands import sessions as service

from .conftest import hand_doc

pytestmark = pytest.mark.django_db


def record(session, winner, user=None, **kw):
    hand, created = service.record_hand(session, hand_doc(winner, **kw), user, uuid.uuid4())
    assert created
    return hand


def engine_totals(session):
    """Totals straight from the engine: re-evaluate each stored document, sum by player."""
    totals = dict.fromkeys(session.starting_player_ids.values(), 0)
    for hand in session.live_hands():
        payments = contract.evaluate(hand.input)["payments"]
        for hp in hand.seats.all():
            totals[hp.player_id] += payments[hp.seat]
    return totals


def test_recording_a_hand_stores_the_engine_document_answer_and_each_players_payment(
    table_session, scorer
):
    hand = record(table_session, "S", scorer)
    # The stored document is the scorer's hand plus the session's keys; the stored answer is
    # what the engine says about that document.
    assert hand.input["ruleset"] == "millington"
    assert hand.input["prevailing_wind"] == "E"
    assert hand.output == contract.evaluate(hand.input)
    rows = {hp.seat: hp for hp in hand.seats.select_related("player")}
    assert rows["S"].player.name == "Bob"  # Bob started at South and this is the first deal
    assert {s: r.payment for s, r in rows.items()} == hand.output["payments"]
    assert sum(r.payment for r in rows.values()) == 0  # classical-extra settlement 4: zero-sum
    assert hand.revisions.get().action == HandRevision.Action.CREATE


def test_the_same_submission_twice_records_one_hand(table_session, scorer):
    key = uuid.uuid4()
    first, created = service.record_hand(table_session, hand_doc("S"), scorer, key)
    again, created_again = service.record_hand(table_session, hand_doc("S"), scorer, str(key))
    assert (created, created_again) == (True, False)
    assert again.pk == first.pk and again.winner == "S"
    assert table_session.hands.count() == 1


def test_a_submission_that_loses_the_race_returns_the_hand_that_won_it(
    table_session, scorer, monkeypatch
):
    key = uuid.uuid4()
    first, _ = service.record_hand(table_session, hand_doc("S"), scorer, key)
    # The second request looked before the first had committed: it found nothing, so the
    # unique submission_key is what stops it.
    real = service._submitted
    calls = []

    def late(session, k, digest=""):
        calls.append(k)
        return None if len(calls) == 1 else real(session, k, digest)

    monkeypatch.setattr(service, "_submitted", late)
    again, created = service.record_hand(table_session, hand_doc("S"), scorer, key)
    assert (again.pk, created) == (first.pk, False)
    assert table_session.hands.count() == 1


def test_a_submission_key_of_another_session_is_refused(table_session, club, players, scorer):
    key = uuid.uuid4()
    service.record_hand(table_session, hand_doc("S"), scorer, key)
    other = Session.objects.create(
        club=club,
        title="Other",
        date=table_session.date,
        east=players[4],
        south=players[5],
        west=players[6],
        north=players[7],
    )
    with pytest.raises(ContractError) as exc:
        service.record_hand(other, hand_doc("S"), scorer, key)
    assert exc.value.field == "submission_key"


def test_a_bad_submission_key_is_a_field_error(table_session, scorer):
    with pytest.raises(ContractError) as exc:
        service.record_hand(table_session, hand_doc("S"), scorer, "not-a-uuid")
    assert exc.value.field == "submission_key"


def test_east_winning_keeps_the_deal_and_another_winner_passes_it(table_session, scorer):
    # classical-extra: East keeps the deal when East wins; otherwise South becomes East.
    first = record(table_session, "E", scorer)
    assert first.east_keeps_deal
    second = record(table_session, "W", scorer)
    assert second.east_id == first.east_id == table_session.east_id
    assert not second.east_keeps_deal
    assert table_session.seats_for(table_session.next_deal())["E"] == table_session.south_id


def test_a_drawn_hand_keeps_the_deal(table_session, scorer):
    # classical-extra: East keeps the deal when the hand is drawn (wall exhausted); no payments.
    hand = record(table_session, None, scorer)
    assert hand.drawn and hand.east_keeps_deal
    assert set(hand.output["payments"].values()) == {0}


def test_correcting_who_won_moves_the_seats_of_every_later_hand(table_session, scorer):
    first = record(table_session, "E", scorer)  # Alena (East) wins: she deals again
    second = record(table_session, "S", scorer)  # Bob, at South, wins hand 2
    assert second.east_id == table_session.east_id
    # Hand 1 really went to South (Bob): the deal passed after it, so in hand 2 Bob sat at
    # East (classical-extra: "South becomes East"), and his winning tiles follow him there.
    service.correct_hand(first, hand_doc("S"), scorer, "Bob won, not Alena", base_version=1)
    second.refresh_from_db()
    assert second.east_id == table_session.south_id
    assert second.winner == "E"
    winner_row = second.seats.get(seat="E")
    assert winner_row.player_id == table_session.south_id
    assert second.input["players"]["E"]["melds"][0]["tiles"] == ["Rd", "Rd", "Rd"]
    assert second.output == contract.evaluate(second.input)
    assert service.session_totals(table_session) == engine_totals(table_session)


def test_a_correction_keeps_the_old_version_in_the_history(table_session, scorer, organiser):
    hand = record(table_session, "S", scorer)
    before = hand.output["payments"]
    corrected = service.correct_hand(hand, hand_doc("W"), organiser, "West won", base_version=1)
    assert corrected.version == 2 and corrected.winner == "W"
    created, correction = hand.revisions.order_by("version")
    assert (created.action, correction.action) == ("create", "correct")
    assert correction.user == organiser and correction.reason == "West won"
    assert correction.before["payments"] == before and correction.before["winner"] == "S"
    assert correction.after["winner"] == "W" and correction.after["version"] == 2


def test_a_correction_based_on_an_old_version_is_refused_and_overwrites_nothing(
    table_session, scorer, organiser
):
    organiser.first_name = "Olga Nováková"
    organiser.save()
    hand = record(table_session, "S", scorer)
    service.correct_hand(hand, hand_doc("W"), organiser, "West won", base_version=1)
    with pytest.raises(service.StaleVersion) as exc:
        service.correct_hand(hand, hand_doc("N"), scorer, "North won", base_version=1)
    assert exc.value.current["version"] == 2 and exc.value.current["winner"] == "W"
    assert [c["reason"] for c in exc.value.changes] == ["West won"]
    # Who changed it, by display name (a username is never shown).
    assert "Olga Nováková" in exc.value.message and "olga" not in exc.value.message
    hand.refresh_from_db()
    assert (hand.version, hand.winner) == (2, "W")
    assert hand.revisions.count() == 2


def test_a_correction_needs_a_reason(table_session, scorer):
    hand = record(table_session, "S", scorer)
    with pytest.raises(ContractError) as exc:
        service.correct_hand(hand, hand_doc("W"), scorer, "  ", base_version=1)
    assert exc.value.field == "reason"


def test_an_error_while_recomputing_rolls_the_whole_correction_back(
    table_session, scorer, monkeypatch
):
    first = record(table_session, "E", scorer)
    second = record(table_session, "S", scorer)
    real = contract.answer
    calls = []

    def fails_on_the_second_hand(document):
        calls.append(document)
        if len(calls) == 2:
            raise RuntimeError("injected failure")
        return real(document)

    monkeypatch.setattr(contract, "answer", fails_on_the_second_hand)
    with pytest.raises(RuntimeError):
        service.correct_hand(first, hand_doc("W"), scorer, "West won", base_version=1)
    first.refresh_from_db()
    second.refresh_from_db()
    assert (first.version, first.winner) == (1, "E")
    assert second.east_id == table_session.east_id and second.winner == "S"
    assert first.revisions.count() == 1
    assert first.seats.get(seat="E").payment == first.output["payments"]["E"]


def test_deleting_a_hand_is_soft_and_re_derives_the_rotation(table_session, scorer):
    first = record(table_session, "S", scorer)  # the deal passes to Bob
    second = record(table_session, "E", scorer)
    assert second.east_id == table_session.south_id
    service.delete_hand(first, scorer, "entered twice", first.version)
    first.refresh_from_db()
    second.refresh_from_db()
    assert first.deleted_at is not None and first.deleted_reason == "entered twice"
    assert first.revisions.order_by("-id").first().action == "delete"
    # Without hand 1 nobody passed the deal: Alena is East in hand 2 again, and Bob, who won
    # hand 2 from East, won it from his starting seat, South.
    assert second.east_id == table_session.east_id
    assert second.winner == "S"
    assert second.seats.get(seat="S").player_id == table_session.south_id
    assert service.session_totals(table_session) == engine_totals(table_session)
    assert table_session.next_number() == 3


def test_a_finished_session_takes_no_more_hands(table_session, scorer):
    table_session.length = Session.Length.HANDS
    table_session.hand_limit = 1
    table_session.save()
    record(table_session, "S", scorer)
    table_session.refresh_from_db()
    assert table_session.finished_at is not None
    with pytest.raises(ContractError, match="finished"):
        service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())


def test_recompute_returns_the_totals_of_the_engine(table_session, scorer):
    for winner in ("E", None, "S", "W", "N"):
        record(table_session, winner, scorer)
    assert service.recompute_session(table_session) == engine_totals(table_session)


def test_a_full_game_runs_through_four_winds_and_then_takes_no_more_hands(table_session, scorer):
    # classical-extra: a full game is four prevailing winds; the wind moves on once every
    # player has been East in it. An East win or a draw keeps the deal (one extra hand each).
    # Per wind: East wins, a draw, then South, West, North and South win in turn -> the deal
    # passes 4 times, so 6 hands a wind and 24 in the game.
    winners = ["E", None, "S", "W", "N", "S"]
    winds = []
    for wind in "ESWN":
        for winner in winners:
            hand = record(table_session, winner, scorer)
            winds.append(hand.prevailing_wind)
        assert hand.prevailing_wind == wind
    assert winds == ["E"] * 6 + ["S"] * 6 + ["W"] * 6 + ["N"] * 6
    table_session.refresh_from_db()
    assert table_session.is_finished and table_session.finished_at is not None
    assert service.session_totals(table_session) == engine_totals(table_session)
    with pytest.raises(ContractError, match="finished"):
        record(table_session, "S", scorer)


def test_the_stored_payments_follow_the_settlement_rules(table_session, scorer):
    # classical-extra.md, Settlement: (1) each loser pays the winner the winner's score, East
    # paying or receiving double; (2) the losers settle their differences pairwise, doubled
    # where East pays or receives. Checked against each hand's own stored scores.
    for winner in ("E", "S", "W"):
        record(table_session, winner, scorer)
    for hand in table_session.live_hands():
        scores = {seat: h["score"] for seat, h in hand.output["hands"].items()}
        expected = dict.fromkeys("ESWN", 0)
        winner = hand.winner
        losers = [s for s in "ESWN" if s != winner]
        for loser in losers:
            amount = scores[winner] * (2 if "E" in (loser, winner) else 1)
            expected[loser] -= amount
            expected[winner] += amount
        for a in losers:
            for b in losers:
                if a < b and scores[a] != scores[b]:
                    high, low = (a, b) if scores[a] > scores[b] else (b, a)
                    amount = abs(scores[a] - scores[b]) * (2 if "E" in (a, b) else 1)
                    expected[low] -= amount
                    expected[high] += amount
        rows = {hp.seat: hp.payment for hp in hand.seats.all()}
        assert rows == expected == hand.output["payments"]


def test_an_east_win_from_the_wall_is_scored_by_the_millington_rules(table_session, scorer):
    hand = record(table_session, "E", scorer)
    # East: [Rd Rd Rd] (2b 3b 4b) (5c 5c 5c) [7d 8d 9d] (Wd Wd), Wd drawn from the wall.
    # 114b exposed dragon pung 4 + concealed minor pung 4; 114d chows 0; 114e dragon pair 2;
    # 115a mah-jong 10; 115b from the wall 2; 115d fishing the eyes, major pair 4; 115c the
    # only possible tile 2: 28 basic points. 116d one dragon set: one double -> 56.
    assert hand.output["hands"]["E"]["score"] == 56
    # Losers: S (1b 1b 1b) concealed major pung 8 (114b); W [Gd Gd Gd] exposed major pung 4,
    # 116d doubled -> 8; N (Ww Ww Ww) concealed major pung 8, not North's own wind nor the
    # prevailing East (116e/f).
    assert {s: hand.output["hands"][s]["score"] for s in "SWN"} == {"S": 8, "W": 8, "N": 8}
    # Settlement 1: East won, so each loser pays double, 2 x 56 = 112; the losers' equal
    # scores leave nothing to settle between them (2). East receives 3 x 112 = 336.
    payments = {hp.seat: hp.payment for hp in hand.seats.all()}
    assert payments == {"E": 336, "S": -112, "W": -112, "N": -112}
    assert hand.east_keeps_deal


def test_a_correction_does_not_reopen_a_tournament_table_closed_on_time(table_session, scorer):
    table_session.kind = Session.Kind.TOURNAMENT
    table_session.save()
    hand = record(table_session, "S", scorer)
    Session.objects.filter(pk=table_session.pk).update(finished_at="2026-11-17T21:00:00Z")
    table_session.refresh_from_db()
    service.correct_hand(hand, hand_doc("W"), scorer, "West won", base_version=1)
    table_session.refresh_from_db()
    assert table_session.finished_at is not None
