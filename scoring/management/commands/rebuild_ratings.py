"""`manage.py rebuild_ratings [slug ...]`: rate every finished game again from the start."""

from django.core.management.base import BaseCommand, CommandError

from scoring.models import Club
from scoring.services.ratings import rating as ratings


class Command(BaseCommand):
    help = "Rate every finished game of the clubs (all clubs by default) again, in play order."

    def add_arguments(self, parser):
        parser.add_argument("slugs", nargs="*", help="the clubs' slugs (default: every club)")

    def handle(self, *args, slugs, **options):
        clubs = list(Club.objects.filter(slug__in=slugs)) if slugs else list(Club.objects.all())
        unknown = set(slugs) - {club.slug for club in clubs}
        if unknown:
            raise CommandError(f"no club with the slug {', '.join(sorted(unknown))}", returncode=2)
        for club in clubs:
            games = ratings.rebuild(club)
            self.stdout.write(f"{club.slug}: {games} games rated")
