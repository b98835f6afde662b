"""`manage.py import_club <file>`: restore a club written by export_club, all or nothing."""

import sys

from django.core.management.base import BaseCommand, CommandError

from scoring.engine.errors import ContractError
from scoring.services.files.backup import BackupError, import_club
from scoring.services.hands import validation


class Command(BaseCommand):
    help = "Create a club, with everything in it, from a file written by export_club."

    def add_arguments(self, parser):
        parser.add_argument("file", help="the export file ('-' for standard input)")

    def handle(self, *args, file, **options):
        try:
            if file == "-":
                raw = sys.stdin.buffer.read()
            else:
                with open(file, "rb") as f:
                    raw = f.read()
            # Read as the API reads a body: UTF-8, not nested past reason, no NUL characters.
            document = validation.parse_json(raw)
        except OSError as exc:
            raise CommandError(f"cannot read {file}: {exc.strerror}", returncode=2) from exc
        except ContractError as exc:
            where = f" at {exc.field}" if exc.field else ""
            raise CommandError(
                f"{file} is not a JSON document ClubScore can read{where}: {exc.message} "
                "(nothing imported)",
                returncode=2,
            ) from exc
        try:
            club = import_club(document, warn=lambda message: self.stderr.write(message))
        except BackupError as exc:
            raise CommandError(f"{file}: nothing imported: {exc}", returncode=2) from exc
        self.stdout.write(
            f"imported {club.slug}: {club.players.count()} players, "
            f"{club.sessions.count()} sessions"
        )
