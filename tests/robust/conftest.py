import datetime
import uuid

import pytest
from django.utils import timezone

# A legal millington hand (shared/contract.md): South goes out on West's discard with four
# chows and a pair (14 tiles), the others hold thirteen tiles each, no tile more than 4 times.
WINNING_HAND = {
    "players": {
        "E": {
            "melds": [],
            "concealed": list(
                ["1b", "2b", "3b", "4b", "5b", "6b", "7b", "8b", "9b", "Ew", "Ew", "Sw", "Sw"]
            ),
        },
        "S": {
            "melds": [
                {"tiles": ["2c", "3c", "4c"], "concealed": True},
                {"tiles": ["4d", "5d", "6d"], "concealed": True},
                {"tiles": ["6b", "7b", "8b"], "concealed": False},
                {"tiles": ["7c", "8c", "9c"], "concealed": True},
                {"tiles": ["5d", "5d"], "concealed": True},
            ],
            "concealed": [],
            "bonus": ["F2"],
        },
        "W": {
            "melds": [],
            "concealed": list(
                ["1c", "1c", "2d", "3d", "Rd", "Rd", "Gd", "Gd", "Wd", "Nw", "Nw", "9d", "9d"]
            ),
        },
        "N": {
            "melds": [],
            "concealed": list(
                ["1d", "1d", "1d", "2b", "2b", "3c", "3c", "5c", "6c", "Ww", "Ww", "Wd", "Wd"]
            ),
        },
    },
    "winner": "S",
    "win": {"tile": "5d", "source": "discard", "discarder": "W", "completes": 4},
    "penalties": [],
}


@pytest.fixture(autouse=True)
def _fast_passwords(settings):
    # The default hasher spends ~0.3 s a user by design; these tests create many users.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def referee(django_user_model):
    return django_user_model.objects.create_user("rita", password="secret-pass-3")


@pytest.fixture
def recorded_night(table_session, players, scorer, referee, organiser):
    """A club night as the database keeps it: a plain hand, a corrected one with a penalty and
    a referee's ruling, a soft-deleted hand and the hand recorded again in its place."""
    from scoring.models import Hand, HandPlayer, HandRevision, Penalty

    table_session.referees.add(referee)
    players[0].user = organiser
    players[0].save()
    start = datetime.datetime(2026, 11, 17, 18, 30, 15, 123456, tzinfo=datetime.UTC)

    def hand(number, version=1, deleted=False, payments=None):
        payments = payments or {"E": -40, "S": 120, "W": -60, "N": -20}
        document = {"ruleset": "millington", "prevailing_wind": "E", **WINNING_HAND}
        row = Hand.objects.create(
            session=table_session,
            number=number,
            prevailing_wind="E",
            east=players[0],
            winner="S",
            win_source="discard",
            input=document,
            output={"ruleset": "millington", "payments": payments, "east_keeps_deal": False},
            version=version,
            submission_key=uuid.uuid4(),
            created_by=scorer,
            deleted_at=start + datetime.timedelta(minutes=9) if deleted else None,
            deleted_reason="recorded at the wrong table" if deleted else "",
        )
        for seat, player in zip("ESWN", players[:4], strict=True):
            HandPlayer.objects.create(
                hand=row,
                seat=seat,
                player=player,
                melds=WINNING_HAND["players"][seat]["melds"],
                concealed=WINNING_HAND["players"][seat]["concealed"],
                score=30 if seat == "S" else 0,
                payment=payments[seat],
            )
        HandRevision.objects.create(
            hand=row, version=1, action="create", user=scorer, after={"payments": payments}
        )
        return row

    first = hand(1)
    second = hand(2, version=2, payments={"E": -80, "S": 200, "W": -100, "N": -20})
    HandRevision.objects.create(
        hand=second,
        version=2,
        action="correct",
        user=scorer,
        reason="South had a flower",
        before={"payments": {"E": -40, "S": 120, "W": -60, "N": -20}},
        after={"payments": {"E": -80, "S": 200, "W": -100, "N": -20}},
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
    table_session.finished_at = timezone.now()
    table_session.save()
    return table_session
