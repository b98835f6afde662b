"""`manage.py score_hand` run in the test's own process: standard input, output and error
redirected, its exit status caught. Starting Python and Django in a subprocess cost each test
about five seconds; tests/engine/test_command_and_api.py keeps one test that does, to prove the
real command line."""

import contextlib
import io
from dataclasses import dataclass
from unittest import mock

from django.core.management import call_command


@dataclass
class Ran:
    returncode: int
    stdout: str
    stderr: str


def score_hand(given: str | bytes, *args: str) -> Ran:
    """What `manage.py score_hand *args < given` answers; bytes are read as UTF-8, as the
    command line reads them. An exception the command lets through is raised here."""
    stdin = (
        io.TextIOWrapper(io.BytesIO(given), encoding="utf-8")
        if isinstance(given, bytes)
        else io.StringIO(given)
    )
    out, err = io.StringIO(), io.StringIO()
    returncode = 0
    with mock.patch("sys.stdin", stdin), contextlib.redirect_stderr(err):
        try:
            call_command("score_hand", *args, stdout=out, stderr=err)
        except SystemExit as exit_:
            returncode = exit_.code
    return Ran(returncode, out.getvalue(), err.getvalue())
