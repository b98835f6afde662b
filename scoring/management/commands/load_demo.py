"""`manage.py load_demo`: the demo data `make run` serves. Safe to run again."""

from django.core.management.base import BaseCommand

from scoring.services.demo import load_demo


class Command(BaseCommand):
    help = "Load ClubScore's demo data (a club, eight players, a club night of two tables, a tournament)."

    def handle(self, *args, **options):
        if not load_demo(self.stdout.write):
            self.stdout.write("demo data already loaded")
