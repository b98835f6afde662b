"""Ratings made while a club had one rating across its rulesets: the migration rates every
club's games again, each ruleset on its own, as the ratings service now does."""

import datetime

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

BEFORE = [("scoring", "0028_a_club_game_is_a_table_of_a_night")]
AFTER = [("scoring", "0029_ratings_per_ruleset")]
SEATS = ("east", "south", "west", "north")


def game(apps, club, seats, day, ruleset, payments, *, finished=True):
    Session, Hand, HandPlayer = (
        apps.get_model("scoring", m) for m in ("Session", "Hand", "HandPlayer")
    )
    session = Session.objects.create(
        club=club,
        title=f"{ruleset} on {day}",
        date=day,
        ruleset=ruleset,
        finished_at=timezone.now() if finished else None,
        **dict(zip(SEATS, seats, strict=True)),
    )
    hand = Hand.objects.create(
        session=session,
        number=1,
        prevailing_wind="E",
        east=seats[0],
        winner="E",
        input={},
        output={},
    )
    for seat, player, pay in zip("ESWN", seats, payments, strict=True):
        HandPlayer.objects.create(hand=hand, seat=seat, player=player, payment=pay)
    return session


def stored(Rating, RatingChange):
    return (
        sorted(Rating.objects.values_list("player__name", "ruleset", "mu", "sigma", "games")),
        sorted(
            RatingChange.objects.values_list(
                "session__title", "player__name", "mu_before", "sigma_before", "mu", "sigma"
            )
        ),
    )


@pytest.mark.django_db(transaction=True)
def test_each_players_games_are_rated_again_per_ruleset_as_the_service_rates_them():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    apps = executor.loader.project_state(BEFORE).apps
    Club, Player, RatingChange = (
        apps.get_model("scoring", m) for m in ("Club", "Player", "RatingChange")
    )
    club = Club.objects.create(name="Brno", slug="brno")
    ada, ben, cy, di = (
        Player.objects.create(club=club, name=n) for n in ("Ada", "Ben", "Cy", "Di")
    )
    four = [ada, ben, cy, di]
    classical = game(
        apps, club, four, datetime.date(2026, 11, 1), "millington", (60, -20, -20, -20)
    )
    game(apps, club, four, datetime.date(2026, 11, 2), "mcr", (-16, -8, -8, 32))
    game(apps, club, four, datetime.date(2026, 11, 3), "millington", (-20, 60, -20, -20))
    # Still in play: counts for no rating.
    game(apps, club, four, datetime.date(2026, 11, 4), "mcr", (40, -20, -10, -10), finished=False)
    # A riichi tournament table whose final scores were typed at the results desk (no hands).
    Session, Tournament, Round, Table = (
        apps.get_model("scoring", m) for m in ("Session", "Tournament", "Round", "Table")
    )
    day = datetime.date(2026, 11, 5)
    event = Tournament.objects.create(club=club, name="Open", date=day, ruleset="riichi")
    typed = Session.objects.create(
        club=club,
        title="riichi table",
        date=day,
        ruleset="riichi",
        kind="tournament",
        finished_at=timezone.now(),
        **dict(zip(SEATS, four, strict=True)),
    )
    Table.objects.create(
        round=Round.objects.create(tournament=event, number=1),
        number=1,
        session=typed,
        code="ABCDEFGHJK",
        outcome="played",
        result={"E": -5, "S": 15, "W": -5, "N": -5},
    )
    # The one rating the club had: every game in one history.
    RatingChange.objects.create(
        session=classical, player=ada, mu_before=25, sigma_before=25 / 3, mu=99, sigma=1
    )
    Player.objects.filter(pk=ada.pk).update(rating_mu=99, rating_sigma=1, rated_games=3)

    executor = MigrationExecutor(connection)
    executor.migrate(AFTER)
    apps = executor.loader.project_state(AFTER).apps
    Rating, RatingChange = (apps.get_model("scoring", m) for m in ("Rating", "RatingChange"))
    migrated = stored(Rating, RatingChange)
    ratings_now, history = migrated
    # Two classical games and one finished MCR game: each player is rated in both rulesets.
    assert [(name, ruleset, n) for name, ruleset, _mu, _sigma, n in ratings_now] == [
        (name, ruleset, n)
        for name in ("Ada", "Ben", "Cy", "Di")
        for ruleset, n in (("mcr", 1), ("millington", 2), ("riichi", 1))
    ]
    # The MCR game starts from 25 ± 8.33 for everyone: the classical game before it is not in it.
    mcr_rows = [row for row in history if row[0].startswith("mcr")]
    assert len(mcr_rows) == 4 and all(row[2:4] == (25, pytest.approx(25 / 3)) for row in mcr_rows)
    assert not any(row[4] == 99 for row in history)

    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
    from scoring.models import Club as CurrentClub
    from scoring.models import Rating as CurrentRating
    from scoring.models import RatingChange as CurrentRatingChange
    from scoring.services.ratings import rating as ratings

    # The service's own replay gives the numbers the migration wrote.
    ratings.rebuild(CurrentClub.objects.get(slug="brno"))
    assert stored(CurrentRating, CurrentRatingChange) == migrated

    # Going back rates the club's four finished games as one again, onto Player.
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    Player = executor.loader.project_state(BEFORE).apps.get_model("scoring", "Player")
    back = Player.objects.get(name="Ada")
    assert back.rated_games == 4 and back.rating_mu is not None
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
