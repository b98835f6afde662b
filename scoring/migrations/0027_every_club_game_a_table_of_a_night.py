"""A club night is the evening and each of its tables plays a game: every club game that no
night held becomes the one table of a night of its own (its club, date and title), so a game
started on its own before nights existed is listed, scored and linked like any other."""

from django.db import migrations


def seat_every_game_at_a_night(apps, schema_editor):
    Session = apps.get_model("scoring", "Session")
    ClubNight = apps.get_model("scoring", "ClubNight")
    alone = Session.objects.filter(kind="club", night__isnull=True).order_by("id")
    for game in alone.iterator():
        night = ClubNight.objects.create(
            club_id=game.club_id, date=game.date, title=game.title, created_by_id=game.created_by_id
        )
        Session.objects.filter(pk=game.pk).update(night=night)


def leave_the_nights(apps, schema_editor):
    """Back: the nights stay (a night of one table is a night); nothing is lost either way."""


class Migration(migrations.Migration):
    dependencies = [("scoring", "0026_house_rulesets_and_their_versions")]

    operations = [migrations.RunPython(seat_every_game_at_a_night, leave_the_nights)]
