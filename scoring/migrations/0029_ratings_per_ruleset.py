"""Ratings per ruleset: a Rating row per player and ruleset replaces the one rating on Player.

The existing rating history mixed MCR, riichi and classical games in one rating. This
migration rates every club's finished games again, each ruleset on its own, with a copy of
the replay in scoring.services.ratings.rating and scoring.services.ratings.games made of historical models
only (the app's models and services change after this migration; this copy does not):
a game is a Session; a player's game total is the sum of their payments over the hands not
deleted, or for a tournament table played with no hands the scores typed at the results
desk; it counts when finished with hands or typed scores; games are rated in (date, id)
order with openskill's Plackett-Luce, mu 25, sigma 25/3. Going back rates all of a club's
games as one again and puts that rating back on Player.
"""

import django.db.models.deletion
from django.db import migrations, models
from django.db.models import Count, Sum

MU = 25.0
SIGMA = 25.0 / 3
SEATS = ("east", "south", "west", "north")
BATCH = 2000


def _games(apps, club_id):
    """(ruleset, session id, {player id: game total}) of the club's games that count, in
    rating order."""
    Session = apps.get_model("scoring", "Session")
    HandPlayer = apps.get_model("scoring", "HandPlayer")
    rows = (
        Session.objects.filter(club_id=club_id)
        .order_by("date", "id")
        .values_list(
            "id",
            "ruleset",
            "finished_at",
            "tournament_table__outcome",
            "tournament_table__result",
            *(f"{s}_id" for s in SEATS),
        )
    )
    games = []
    for session_id, ruleset, finished_at, outcome, result, *seats in rows:
        entered = None
        if outcome == "played" and result:
            entered = dict(zip(seats, (result[s] for s in "ESWN"), strict=True))
        games.append(
            [session_id, ruleset, finished_at is not None, dict.fromkeys(seats, 0), 0, entered]
        )
    by_id = {g[0]: g for g in games}
    totals = (
        HandPlayer.objects.filter(hand__session__club_id=club_id, hand__deleted_at__isnull=True)
        .values_list("hand__session_id", "player_id")
        .annotate(total=Sum("payment"), hands=Count("id"))
        .order_by()
    )
    for session_id, player_id, total, hands in totals:
        game = by_id.get(session_id)
        if game is not None:
            game[3][player_id] = total or 0
            game[4] = max(game[4], hands)
    found = []
    for session_id, ruleset, finished, scores, hands, entered in games:
        if not hands and entered is not None:
            scores, hands_or_entered = entered, True
        else:
            hands_or_entered = hands > 0
        if finished and hands_or_entered:
            found.append((ruleset, session_id, scores))
    return found


def _rate(games, key):
    """Rate `games` in order, one rating per player and key(ruleset); the history rows and
    the last state, by (key, player id)."""
    from openskill.models import PlackettLuce

    model = PlackettLuce(mu=MU, sigma=SIGMA)
    state, changes = {}, []
    for ruleset, session_id, scores in games:
        players = sorted(scores)
        before = [state.get((key(ruleset), p), (MU, SIGMA, 0)) for p in players]
        teams = [[model.rating(mu=mu, sigma=sigma)] for mu, sigma, _n in before]
        rated = model.rate(teams, scores=[scores[p] for p in players])
        for p, (mu, sigma, n), (after,) in zip(players, before, rated, strict=True):
            state[(key(ruleset), p)] = (after.mu, after.sigma, n + 1)
            changes.append((session_id, p, mu, sigma, after.mu, after.sigma))
    return changes, state


def _write_history(apps, club_id, changes):
    RatingChange = apps.get_model("scoring", "RatingChange")
    RatingChange.objects.filter(session__club_id=club_id).delete()
    RatingChange.objects.bulk_create(
        [
            RatingChange(
                session_id=s, player_id=p, mu_before=mb, sigma_before=sb, mu=mu, sigma=sigma
            )
            for s, p, mb, sb, mu, sigma in changes
        ],
        batch_size=BATCH,
    )


def rate_each_ruleset_apart(apps, schema_editor):
    Club = apps.get_model("scoring", "Club")
    Rating = apps.get_model("scoring", "Rating")
    for club_id in Club.objects.order_by("pk").values_list("pk", flat=True):
        changes, state = _rate(_games(apps, club_id), key=lambda ruleset: ruleset)
        _write_history(apps, club_id, changes)
        Rating.objects.bulk_create(
            [
                Rating(player_id=p, ruleset=ruleset, mu=mu, sigma=sigma, games=n)
                for (ruleset, p), (mu, sigma, n) in sorted(state.items())
            ],
            batch_size=BATCH,
        )


def rate_all_rulesets_as_one(apps, schema_editor):
    Club = apps.get_model("scoring", "Club")
    Player = apps.get_model("scoring", "Player")
    for club_id in Club.objects.order_by("pk").values_list("pk", flat=True):
        changes, state = _rate(_games(apps, club_id), key=lambda ruleset: "")
        _write_history(apps, club_id, changes)
        Player.objects.bulk_update(
            [
                Player(pk=p, rating_mu=mu, rating_sigma=sigma, rated_games=n)
                for (_key, p), (mu, sigma, n) in sorted(state.items())
            ],
            ["rating_mu", "rating_sigma", "rated_games"],
            batch_size=BATCH,
        )


class Migration(migrations.Migration):
    dependencies = [
        ("scoring", "0028_a_club_game_is_a_table_of_a_night"),
    ]

    operations = [
        migrations.CreateModel(
            name="Rating",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("ruleset", models.CharField(max_length=32, verbose_name="ruleset")),
                ("mu", models.FloatField()),
                ("sigma", models.FloatField()),
                ("games", models.PositiveIntegerField(default=0)),
                (
                    "player",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="ratings",
                        to="scoring.player",
                    ),
                ),
            ],
            options={
                "ordering": ["player_id", "ruleset"],
                "constraints": [
                    models.UniqueConstraint(
                        fields=("player", "ruleset"), name="one_rating_a_ruleset"
                    )
                ],
            },
        ),
        migrations.RunPython(rate_each_ruleset_apart, rate_all_rulesets_as_one),
        migrations.RemoveField(model_name="player", name="rated_games"),
        migrations.RemoveField(model_name="player", name="rating_mu"),
        migrations.RemoveField(model_name="player", name="rating_sigma"),
    ]
