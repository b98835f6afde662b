"""`import_club` checks the whole file before writing anything: each bad file below is a good
export of the recorded night with one thing changed, as someone editing the file by hand would
change it, and each is refused with exit status 2, its first problem named, nothing imported.

The recorded night (tests/robust/conftest.py): three hands in which South wins every time, so
the deal passes after each (classical-extra.md, "Seats, East and the prevailing wind"): hand 1
is dealt by player-1 (Alena), hand 2 by player-2 (Bob), hand 3 by player-3 (Chen). The file's
hands are hand-1, hand-2, hand-3 (a deleted hand 3) and hand-4 (hand 3 recorded again); its
seat rows are four a hand in the order E, S, W, N.
"""

import json

import pytest

from scoring.engine.rulesets import get_ruleset
from scoring.models import Club, Hand, HandPlayer, Session

from .test_backup import bad_import, empty_the_database, good_document

pytestmark = pytest.mark.django_db


def rows_of(document, hand_ref):
    return {row["seat"]: row for row in document["hand_players"] if row["hand"] == hand_ref}


def refused(tmp_path, document):
    message = bad_import(tmp_path, document)
    assert "nothing imported" in message and "Traceback" not in message
    assert not Club.objects.exists() and not Hand.objects.exists()
    assert not HandPlayer.objects.exists()
    return message


@pytest.fixture
def document(recorded_night, tmp_path):
    found = good_document(tmp_path)
    empty_the_database()
    return found


def test_a_hand_of_ruleset_version_0_that_moves_1000_points_is_refused(document, tmp_path):
    # Today any version but the current one turned the re-scoring off: the edited answer stood.
    hand = document["hands"][0]
    hand["ruleset_version"] = 0
    hand["output"]["payments"]["E"] -= 1000
    hand["output"]["payments"]["S"] += 1000
    rows = rows_of(document, "hand-1")
    rows["E"]["payment"] -= 1000
    rows["S"]["payment"] += 1000
    document["rulesets"].append({"id": "millington", "version": 0})

    message = refused(tmp_path, document)

    current = get_ruleset("millington").version
    assert (
        f"hands[1] (hand-1).ruleset_version: 0 is no version of millington "
        f"(this ClubScore knows versions 1 to {current})" in message
    )


def test_a_session_of_an_unknown_ruleset_is_refused(document, tmp_path):
    document["sessions"][0]["ruleset"] = "house"
    for hand in document["hands"]:
        hand["input"]["ruleset"] = "house"
    document["rulesets"] = [{"id": "house", "version": 3}]

    message = refused(tmp_path, document)

    assert "sessions[1] (session-1).ruleset: unknown ruleset 'house'" in message


def test_two_seats_players_swapped_are_refused(document, tmp_path):
    # Hand 2 is dealt by Bob (player-2), so Chen (player-3) sits at South and wins its 128
    # points; swapped, Bob would be credited with Chen's win and Chen charged Bob's payment.
    rows = rows_of(document, "hand-2")
    assert (rows["E"]["player"], rows["S"]["player"], rows["S"]["payment"]) == (
        "player-2",
        "player-3",
        128,
    )
    rows["E"]["player"], rows["S"]["player"] = rows["S"]["player"], rows["E"]["player"]

    message = refused(tmp_path, document)

    assert (
        "hand_players[5] (handplayer-5).player: 'player-3' at E, but the deal of hands[2] "
        "(hand-2) seats player-2 there and player-3 at S" in message
    )


def test_a_player_not_seated_in_the_session_is_refused(document, tmp_path):
    rows_of(document, "hand-1")["N"]["player"] = "player-5"  # Eva, a member who did not play

    message = refused(tmp_path, document)

    assert (
        "hand_players[4] (handplayer-4).player: 'player-5' is not seated in the session of "
        "hands[1] (hand-1)" in message
    )


def test_a_gap_in_the_hand_numbers_is_refused(document, tmp_path):
    assert document["hands"][3]["number"] == 3
    document["hands"][3]["number"] = 5

    message = refused(tmp_path, document)

    assert "sessions[1] (session-1): no hand 4, live or deleted, between hands 3 and 5" in message


def test_a_deal_unlike_the_rotation_is_refused(document, tmp_path):
    # Hand 2 rewritten as dealt by Alena again, its rows seated to match: but South won hand 1,
    # so the deal passed to Bob (east_index 1).
    hand = document["hands"][1]
    hand.update(east_index=0, hands_in_wind=0, east="player-1")
    for seat, row in rows_of(document, "hand-2").items():
        row["player"] = f"player-{'ESWN'.index(seat) + 1}"

    message = refused(tmp_path, document)

    assert "hands[2] (hand-2).east_index: 0, but the rotation after hand 1 makes it 1" in message


def test_a_winner_unlike_the_hand_is_refused(document, tmp_path):
    document["hands"][0]["winner"] = "E"

    message = refused(tmp_path, document)

    assert "hands[1] (hand-1).winner: 'E', but the hand says 'S'" in message


def test_a_finished_session_marked_unfinished_is_refused(document, tmp_path):
    # A game of three hands: its three hands finish it.
    document["sessions"][0].update(length="hands", hand_limit=3, finished_at=None)

    message = refused(tmp_path, document)

    assert (
        "sessions[1] (session-1).finished_at: empty, but its 3 live hands finish the session"
        in message
    )


def test_an_unfinished_session_marked_finished_is_refused(document, tmp_path):
    # A full game goes on after three hands unless a scorer ended it early.
    document["sessions"][0]["finished_at"] = "2026-11-17T21:00:00+00:00"

    message = refused(tmp_path, document)

    assert "sessions[1] (session-1).finished_at: set, but after its 3 live hands" in message


def test_a_hand_limit_of_0_with_hands_is_refused(document, tmp_path):
    document["sessions"][0].update(length="hands", hand_limit=0)

    message = refused(tmp_path, document)

    assert "sessions[1] (session-1).hand_limit: 0, but the session has 3 live hands" in message


def test_an_older_versions_answer_whose_payments_its_transfers_do_not_give_is_refused(
    document, tmp_path
):
    # Version 2 cannot be re-scored here; its answer must still hold together.
    for row in document["hands"] + document["sessions"]:
        row["ruleset_version"] = 2
    document["rulesets"] = [{"id": "millington", "version": 2}]
    payments = document["hands"][0]["output"]["payments"]
    assert payments["E"] == -56  # East discarded South's winning tile (rule 93)
    payments["E"] -= 100
    payments["S"] += 100
    rows = rows_of(document, "hand-1")
    rows["E"]["payment"] -= 100
    rows["S"]["payment"] += 100

    message = refused(tmp_path, document)

    assert "hands[1] (hand-1).output.payments.E: -156, but the hand's transfers give E -56" in (
        message
    )


def test_a_lone_surrogate_escape_in_the_file_exits_2_with_a_message(document, tmp_path):
    document["club"]["name"] = "Prague \ud800"
    text = json.dumps(document)
    assert "\\ud800" in text

    message = refused(tmp_path, text)

    assert "is not a JSON document ClubScore can read at club.name" in message
    assert "lone surrogate" in message


def test_the_good_file_still_imports(document, tmp_path):
    path = tmp_path / "good.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    from django.core.management import call_command

    call_command("import_club", str(path))

    assert Hand.objects.filter(deleted_at__isnull=True).count() == 3
    second = Hand.objects.get(number=2)
    assert second.east.name == "Bob"
    assert second.seats.get(seat="S").player.name == "Chen"


def test_a_night_with_corrections_and_their_knock_on_revisions_passes_the_checks_and_returns(
    table_session, scorer, organiser, tmp_path
):
    # South wins hand 1 and the deal passes; corrected so that East wins, East keeps the deal
    # and hands 2 and 3 are re-seated, each with a revision that follows the correction.
    import uuid

    from scoring.services.hands import sessions

    from .conftest import hand_for
    from .test_backup import export

    hands = [
        sessions.record_hand(table_session, hand_for(winner, "wall"), scorer, uuid.uuid4())[0]
        for winner in ("S", "W", "W")
    ]
    sessions.correct_hand(hands[0], hand_for("E", "wall"), organiser, "East went out", 1)
    first = export("prague", tmp_path / "first.json")
    assert first.count('"action": "knock_on"') == 2
    empty_the_database()

    from django.core.management import call_command

    call_command("import_club", str(tmp_path / "first.json"))

    assert export("prague", tmp_path / "again.json") == first


def test_a_player_seated_at_two_tables_of_one_round_is_refused(
    recorded_night, club_tournament, tmp_path
):
    document = good_document(tmp_path)
    empty_the_database()
    tables = [t for t in document["tables"] if t["round"] == "round-1"]
    sessions = {s["ref"]: s for s in document["sessions"]}
    first, second = sessions[tables[0]["session"]], sessions[tables[1]["session"]]
    second["east"] = first["south"]  # the same player at both tables of round 1

    message = refused(tmp_path, document)

    assert f"tables[2] (table-2).session: {first['south']} sits at tables[1] (table-1) too" in (
        message
    )


@pytest.mark.parametrize("part", ["sessions", "hands", "hand_players", "tables"])
def test_any_field_of_a_row_given_a_value_of_the_wrong_kind_is_refused_not_a_traceback(
    recorded_night, club_tournament, tmp_path, part
):
    # A date as a number, a reference as a list: a BackupError naming the row, never a
    # TypeError (each import runs in a transaction rolled back, as the command's would be).
    from django.db import transaction

    from scoring.services.files.backup import BackupError, import_club

    good = good_document(tmp_path)
    empty_the_database()
    crashed = []
    for name in sorted(set(good[part][0]) - {"ref"}):
        for value in (None, -1, "x", [], {}):
            document = json.loads(json.dumps(good))
            document[part][0][name] = value
            try:
                with transaction.atomic():
                    import_club(document)
                    transaction.set_rollback(True)
            except BackupError as exc:
                assert "[" in str(exc) or "rulesets" in str(exc), str(exc)  # a row is named
            except Exception as exc:  # noqa: BLE001 - the point is that none gets here
                crashed.append((name, value, repr(exc)))
    assert crashed == []


def test_a_file_that_leaves_out_fields_with_defaults_is_read_with_those_defaults(
    document, tmp_path
):
    # A file from before the hand's entry depth and deal counters were kept: hand 1 (dealt by
    # the first East, first in its wind, recorded at the tiles depth) leaves them out.
    for name in ("entry", "east_index", "hands_in_wind"):
        del document["hands"][0][name]
    path = tmp_path / "older.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    from django.core.management import call_command

    call_command("import_club", str(path))

    assert Hand.objects.get(number=1, deleted_at__isnull=True).entry == "tiles"


def test_a_riichi_night_with_honba_sticks_and_a_correction_passes_the_checks_and_returns(
    club, players, scorer, tmp_path
):
    # The riichi night of tests/web/test_riichi_sessions.py: the dealer's ron (renchan, one
    # honba), an exhaustive draw with a riichi stick left on the table, then hand 1 corrected
    # so that Bob (South) won it: hand 2 is dealt by Bob with no honba (R-rules of riichi.md).
    import datetime

    from django.test import Client
    from django.urls import reverse

    from tests.web.conftest import rendered_form
    from tests.web.test_riichi_sessions import PINFU, post_hand

    from .test_backup import export

    session = Session.objects.create(
        club=club,
        title="Riichi Thursday",
        date=datetime.date(2026, 11, 19),
        ruleset="riichi",
        ruleset_version=get_ruleset("riichi").version,
        east=players[0],
        south=players[1],
        west=players[2],
        north=players[3],
    )
    session.scorers.add(scorer)
    client = Client()
    client.force_login(scorer)
    post_hand(
        client, session, E_closed=PINFU, winner="E", win_tile="4p", win_source="ron",
        discarder="W",
    )  # fmt: skip
    post_hand(client, session, S_riichi="on", S_tenpai="on", winner="drawn")
    url = reverse("hand-correct", args=[session.pk, 1])
    data = rendered_form(client.get(url))
    data.update(E_closed="", S_closed=PINFU, winner="S", reason="it was Bob who won")
    client.post(url, data)
    second = session.live_hands().get(number=2)
    assert (second.version, second.east_index, second.input["honba"]) == (2, 1, 0)
    first = export("prague", tmp_path / "first.json")
    empty_the_database()
    from django.core.management import call_command

    call_command("import_club", str(tmp_path / "first.json"))

    assert export("prague", tmp_path / "again.json") == first


def test_the_demo_club_passes_the_checks_and_returns(db, tmp_path):
    from django.core.management import call_command

    from .test_backup import export

    call_command("load_demo")
    first = export("demo", tmp_path / "demo.json")
    empty_the_database()

    call_command("import_club", str(tmp_path / "demo.json"))

    assert export("demo", tmp_path / "again.json") == first


def test_a_night_with_a_hand_deleted_in_the_middle_and_ended_early_returns(
    table_session, scorer, organiser, tmp_path
):
    # Hand 2 of four deleted: the live hands are 1, 3, 4 (a deleted hand keeps its number),
    # and the scorer ends the session after them.
    import uuid

    from django.core.management import call_command

    from scoring.services.hands import sessions

    from .conftest import hand_for
    from .test_backup import export

    hands = [
        sessions.record_hand(table_session, hand_for(winner, "wall"), scorer, uuid.uuid4())[0]
        for winner in ("E", "S", "W", "E")
    ]
    sessions.delete_hand(hands[1], scorer, "entered twice", 1)
    sessions.end_session(table_session, organiser, "the club closes")
    first = export("prague", tmp_path / "first.json")
    empty_the_database()

    call_command("import_club", str(tmp_path / "first.json"))

    assert export("prague", tmp_path / "again.json") == first
