"""Demo data for `make run`: a club with eight players (extended by the club-night and
tournament demo builders). Safe to run again: it does nothing when the demo club exists."""

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction

from scoring.models import Club, Player

DEMO_PLAYERS = [
    ("Alena Nováková", "CZ"),
    ("Bob Fletcher", "GB"),
    ("Chen Wei", "CN"),
    ("Dominique Laurent", "FR"),
    ("Eva Svobodová", "CZ"),
    ("Frank Miller", "US"),
    ("Greta Holm", "DK"),
    ("Hiro Tanaka", "JP"),
]


class Command(BaseCommand):
    help = "Load ClubScore's demo data (a club, eight players, sessions, a tournament)."

    @transaction.atomic
    def handle(self, *args, **options):
        if Club.objects.filter(slug="demo").exists():
            self.stdout.write("demo data already loaded")
            return
        User = get_user_model()
        organiser = User.objects.create_superuser("organiser", "organiser@example.org", "mahjong")
        club = Club.objects.create(name="Demo Mah-Jong Club", slug="demo")
        club.organisers.add(organiser)
        players = [Player.objects.create(club=club, name=n, country=c) for n, c in DEMO_PLAYERS]
        self.stdout.write(f"demo club with {len(players)} players; log in as organiser / mahjong")
