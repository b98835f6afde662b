"""Club nights and seasons: games written straight into the database (the engine's scoring is
tested elsewhere; here only the payments matter), and the real services on top."""

import datetime
import uuid

import pytest

from scoring.models import ClubNight, Hand, HandPlayer, Player, Season, Session
from scoring.services.ratings import rating as ratings

SEATS = "ESWN"
NIGHT = datetime.date(2026, 11, 17)


def play_game(club, seats, hands, *, date=NIGHT, night=None, finish=True, title=None, **fields):
    """A game of `seats` (four Players, starting E S W N) with `hands`: each hand the four
    payments in seat order (summing to zero). Finished unless `finish` is False."""
    session = Session.objects.create(
        club=club,
        title=title or f"Game of {', '.join(p.name for p in seats)}",
        date=date,
        night=night,
        length=Session.Length.HANDS,
        hand_limit=len(hands),
        **dict(zip(("east", "south", "west", "north"), seats, strict=True)),
        **fields,
    )
    for number, payments in enumerate(hands, start=1):
        assert sum(payments) == 0, "a hand's payments sum to zero"
        winner = SEATS[max(range(4), key=lambda i: payments[i])]
        hand = Hand.objects.create(
            session=session,
            number=number,
            prevailing_wind="E",
            east=seats[0],
            winner=winner,
            input={"ruleset": session.ruleset},
            output={"payments": dict(zip(SEATS, payments, strict=True))},
        )
        HandPlayer.objects.bulk_create(
            HandPlayer(
                hand=hand,
                seat=s,
                player=p,
                payment=pay,
                score=max(pay, 0) if s == winner else 0,
            )
            for s, p, pay in zip(SEATS, seats, payments, strict=True)
        )
    if finish:
        import django.utils.timezone

        session.finished_at = django.utils.timezone.now()
        session.save(update_fields=["finished_at"])
    return session


@pytest.fixture
def night(club, organiser):
    return ClubNight.objects.create(
        club=club, date=NIGHT, title="Tuesday night", created_by=organiser
    )


@pytest.fixture
def season(club):
    return Season.objects.create(
        club=club,
        name="Autumn league 2026",
        start=datetime.date(2026, 9, 1),
        end=datetime.date(2026, 12, 31),
    )


@pytest.fixture
def many_players(club):
    return Player.objects.bulk_create(Player(club=club, name=f"Player {i:02d}") for i in range(16))


def season_of(club, players, games, *, start=datetime.date(2026, 9, 1)):
    """`games` finished games over the season, four tables a night, players rotating tables."""
    for g in range(games):
        night_date = start + datetime.timedelta(days=7 * (g // 4))
        table = [players[(g * 3 + k * 5) % len(players)] for k in range(4)]
        if len({p.pk for p in table}) < 4:
            table = [players[(g + k) % len(players)] for k in range(4)]
        play_game(club, table, [(60, -20, -20, -20), (-10, 30, -10, -10)], date=night_date)
    ratings.rebuild(club)


def one_hand_game(club, seats, date, user):
    """A game of one hand, through the real services: recording it finishes it."""
    return Session.objects.create(
        club=club,
        title=f"Game on {date}",
        date=date,
        length=Session.Length.HANDS,
        hand_limit=1,
        **dict(zip(("east", "south", "west", "north"), seats, strict=True)),
    )


def record(session, winner, user):
    from scoring.services.hands import sessions as session_service
    from tests.web.conftest import hand_doc

    hand, _created = session_service.record_hand(session, hand_doc(winner), user, uuid.uuid4())
    return hand
