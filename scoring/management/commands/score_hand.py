"""`manage.py score_hand < hand.json`: the scoring contract on the command line.

One JSON document in, one out. JSON Lines work too (recognised when the input is no single
document and its first line is one): one result per line, a bad line its {"error", "field"}
object on that line. Exit status 2 when any document was
bad (shared/contract.md), 0 otherwise.
"""

import json
import sys

from django.core.management.base import BaseCommand

from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError
from scoring.services.hands import validation


def answer(document):
    """(result, ok) for one parsed document."""
    try:
        return evaluate(document), True
    except ContractError as exc:
        return exc.to_json(), False


def answer_text(text):
    """(result, ok) for one document's text: read as the API reads a body
    (scoring.services.hands.validation), so the same bad input gets the same answer."""
    try:
        return answer(validation.parse_json(text))
    except ContractError as exc:
        return exc.to_json(), False


def _is_json(text):
    try:
        json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        return False
    return True


class Command(BaseCommand):
    help = "Score one table hand (or JSON Lines of them) read from standard input."

    def add_arguments(self, parser):
        parser.add_argument("--indent", type=int, default=None, help="pretty-print the answer")

    def handle(self, *args, indent=None, **options):
        text = sys.stdin.read()
        lines = [line for line in text.splitlines() if line.strip()]
        if len(lines) > 1 and not _is_json(text) and _is_json(lines[0]):
            results = [answer_text(line) for line in lines]
        else:  # one document (perhaps broken), perhaps spread over lines
            results = [answer_text(text)]
        for result, _ in results:
            self.stdout.write(json.dumps(result, indent=indent))
        if not all(ok for _, ok in results):
            sys.exit(2)
