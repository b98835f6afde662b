import copy
import datetime
import uuid

import pytest

from benchmarks.loadtest import LOSING, WINNING

SEATS = "ESWN"


def hand_for(winner="S", source="discard"):
    """The contract hand (without the session's keys) of the load test's legal table: `winner`
    goes out with four chows and a pair on 5d, from the wall or on the next seat's discard."""
    players = {winner: copy.deepcopy(WINNING)}
    losers = [s for s in SEATS if s != winner]
    for seat, held in zip(losers, LOSING, strict=True):
        players[seat] = copy.deepcopy(held)
    win = {"tile": "5d", "source": source, "completes": 4}
    if source == "discard":
        win["discarder"] = losers[0]
    return {"players": players, "winner": winner, "win": win, "penalties": []}


WINNING_HAND = hand_for("S")


def next_hand(session):
    """What a new hand carries: the number and seats (player ids) of the session's next deal."""
    return {"number": session.next_number(), "seats": session.seats_for(session.next_deal())}


@pytest.fixture(autouse=True)
def _fast_passwords(settings):
    # The default hasher spends ~0.3 s a user by design; these tests create many users.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def _postgres_only(request):
    if request.node.get_closest_marker("postgres_only"):
        from django.db import connection

        if connection.vendor != "postgresql":
            pytest.skip("needs PostgreSQL: row locks and concurrent connections")


# Modules whose world is built (inside a transaction open until the module ends).
_OPEN_WORLDS: set[str] = set()


def _commits(request) -> bool:
    mark = request.node.get_closest_marker("django_db")
    return "transactional_db" in request.fixturenames or bool(
        mark and mark.kwargs.get("transaction")
    )


@pytest.fixture(scope="module")
def _module_world(request, django_db_setup, django_db_blocker):
    # Built once for the module inside a transaction rolled back when the module ends; each
    # test's own writes are rolled back by its own savepoint (the `db` fixture's).
    from django.db import transaction

    from .world import build_world

    with django_db_blocker.unblock():
        outer = transaction.atomic()
        outer.__enter__()
        built = build_world()
    _OPEN_WORLDS.add(request.module.__name__)
    yield built
    _OPEN_WORLDS.discard(request.module.__name__)
    with django_db_blocker.unblock():
        transaction.set_rollback(True)
        outer.__exit__(None, None, None)


@pytest.fixture(autouse=True)
def _no_commits_beside_a_module_world(request):
    # A test that commits would flush the module's world inside its open transaction.
    if request.module.__name__ in _OPEN_WORLDS and _commits(request):
        pytest.fail(
            "a test that commits (transactional_db) cannot share a module with tests of the "
            "`world` fixture: move it to a module of its own and call build_world()",
            pytrace=False,
        )


@pytest.fixture
def world(request, _module_world, db):
    """The two clubs of tests/robust/world.py, built once per module: each test gets its own
    copy of the objects and its writes are rolled back, so it sees the world as built. For
    tests that roll back only (a test that commits, with transactional_db, calls
    build_world() itself, in a module without this fixture)."""
    if _commits(request):
        pytest.fail("a test that commits builds its own world: build_world()", pytrace=False)
    return copy.deepcopy(_module_world)


@pytest.fixture
def empty_database(db):
    """A database with nothing in it, for a test that checks nothing was imported: a module
    world built before this test is emptied inside the test's rollback."""
    from .test_backup import empty_the_database

    empty_the_database()


@pytest.fixture
def referee(django_user_model):
    return django_user_model.objects.create_user("rita", password="secret-pass-3")


@pytest.fixture
def recorded_night(table_session, players, scorer, referee, organiser):
    """A club night as the database keeps it: a plain hand, a corrected one with a penalty and
    a referee's ruling, a soft-deleted hand and the hand recorded again in its place.

    A game of three hands in which South wins every hand, so the deal passes each time
    (classical-extra.md): hand 2 is dealt by the player who started at South, hand 3 by the
    one who started at West, each seat row holding the player the rotation puts there."""
    from scoring.engine.contract import answer
    from scoring.engine.rotation import Deal
    from scoring.engine.rulesets import get_ruleset
    from scoring.models import Hand, HandPlayer, HandRevision, Penalty
    from scoring.services.hands.engine_text import said_of

    table_session.referees.add(referee)
    players[0].user = organiser
    players[0].save()
    start = datetime.datetime(2026, 11, 17, 18, 30, 15, 123456, tzinfo=datetime.UTC)

    def hand(number, version=1, deleted=False, source="discard"):
        # The document, the engine's answer to it and its messages, as the services store
        # them: an import scores every hand again and compares.
        document = {"ruleset": "millington", "prevailing_wind": "E", **hand_for("S", source)}
        found = answer(document)
        output = found.to_json()
        payments = output["payments"]
        deal = Deal("E", number - 1, number - 1)
        seated = table_session.seats_for(deal)
        row = Hand.objects.create(
            session=table_session,
            number=number,
            prevailing_wind="E",
            east_index=deal.east_index,
            hands_in_wind=deal.hands_in_wind,
            east_id=seated["E"],
            winner="S",
            win_source=source,
            input=document,
            output=output,
            said=said_of(found),
            ruleset_version=get_ruleset("millington").version,
            version=version,
            submission_key=uuid.uuid4(),
            created_by=scorer,
            deleted_at=start + datetime.timedelta(minutes=9) if deleted else None,
            deleted_reason="recorded at the wrong table" if deleted else "",
        )
        for seat in "ESWN":
            HandPlayer.objects.create(
                hand=row,
                seat=seat,
                player_id=seated[seat],
                melds=WINNING_HAND["players"][seat]["melds"],
                concealed=WINNING_HAND["players"][seat]["concealed"],
                score=output["hands"][seat]["score"],
                payment=payments[seat],
            )
        HandRevision.objects.create(
            hand=row, version=1, action="create", user=scorer, after={"payments": payments}
        )
        return row

    first = hand(1)
    second = hand(2, version=2, source="wall")
    HandRevision.objects.create(
        hand=second,
        version=2,
        action="correct",
        user=scorer,
        reason="South drew the tile from the wall",
        before={"payments": first.output["payments"]},
        after={"payments": second.output["payments"]},
    )
    Penalty.objects.create(
        hand=second,
        type="dangerous_discard",
        offender="W",
        details={"rule": "90c"},
        applied=True,
        rule="90c",
        why="West discarded the tile that completed South's third chow",
        ruling="upheld",
    )
    HandRevision.objects.create(
        hand=second, version=2, action="ruling", user=referee, rule="90c", reason="upheld"
    )
    deleted = hand(3, deleted=True)
    HandRevision.objects.create(
        hand=deleted, version=1, action="delete", user=scorer, reason="recorded at the wrong table"
    )
    hand(3)
    # Moments the database stamps on save; a backup must keep them as they were.
    Hand.objects.filter(pk=first.pk).update(created_at=start, updated_at=start)
    HandRevision.objects.filter(hand=first).update(at=start)
    # A full game, three hands into it: still going (an import checks that it is not finished).
    table_session.ruleset_version = get_ruleset("millington").version
    table_session.save()
    return table_session


@pytest.fixture
def club_tournament(recorded_night, players, organiser, referee):
    """A tournament of the same club: eight players, round 1 seated at two tables and started,
    a round-2 bye-free seating, and a penalty for lateness."""
    from scoring.services.tournaments import play as tournament_play
    from scoring.services.tournaments import players as tournament_players
    from scoring.services.tournaments import results_desk
    from scoring.services.tournaments import seating as tournament_seating
    from scoring.services.tournaments import setup as tournament_setup

    tournament = tournament_setup.create_tournament(
        recorded_night.club, organiser, name="Prague Open", date=datetime.date(2026, 11, 21)
    )
    tournament.referees.add(referee)
    tournament_players.add_players(tournament, [(p.name, "CZ") for p in players])
    first = tournament_seating.generate_round(tournament, organiser)
    tournament_play.start_round(first)
    # Table 1's final scores from the results desk (a table needs results to finish).
    results_desk.enter_final_scores(
        first.tables.first(), {"E": 30, "S": -10, "W": -10, "N": -10}, organiser
    )
    tournament_play.record_penalty(tournament, players[5], 10, "late for round 1", referee, first)
    return tournament
