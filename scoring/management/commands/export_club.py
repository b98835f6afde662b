"""`manage.py export_club <slug> [-o file]`: a club's whole record as one JSON document."""

from django.core.management.base import BaseCommand, CommandError

from scoring.models import Club
from scoring.services.files.backup import BackupError, dumps, export_club


class Command(BaseCommand):
    help = "Write a club's players, sessions, hands, history and tournaments as JSON."

    def add_arguments(self, parser):
        parser.add_argument("slug", help="the club's slug")
        parser.add_argument("-o", "--output", help="write to this file (default: standard output)")

    def handle(self, *args, slug, output, **options):
        club = Club.objects.filter(slug=slug).first()
        if club is None:
            raise CommandError(f"no club with the slug {slug!r}", returncode=2)
        try:
            document = export_club(club)
        except BackupError as exc:
            raise CommandError(str(exc), returncode=2) from exc
        text = dumps(document)
        if output:
            try:
                with open(output, "w", encoding="utf-8") as f:
                    f.write(text)
            except OSError as exc:
                raise CommandError(f"cannot write {output}: {exc.strerror}", returncode=2) from exc
            counts = ", ".join(f"{len(document[k])} {k}" for k in ("players", "sessions", "hands"))
            self.stderr.write(f"exported {club.slug}: {counts} to {output}")
        else:
            self.stdout.write(text, ending="")
