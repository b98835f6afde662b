"""A 500's traceback lands in gunicorn's error log, in gunicorn's format, however gunicorn is
started: in the foreground (stderr), or as a daemon, whose stderr is /dev/null, with
--error-logfile. A real gunicorn runs the deployed settings with one failing page."""

import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GUNICORN_LINE = re.compile(
    r"^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d [+-]\d{4}\] \[\d+\] \[ERROR\] Internal Server Error: /fail/$",
    re.M,
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def environment():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for name in ("DEBUG", "DJANGO_ALLOW_ASYNC_UNSAFE", "LOG_LEVEL"):
        env.pop(name, None)
    env.update(
        DJANGO_SETTINGS_MODULE="tests.robust.crash_site",
        SECRET_KEY="an-error-log-test-key-with-enough-entropy-5c2e9a7b3d1f8e6a4c0b",
        ALLOWED_HOSTS="127.0.0.1",
        SECURE_SSL_REDIRECT="0",
    )
    return env


def gunicorn(port, *options):
    command = [sys.executable, "-m", "gunicorn", "clubscore.wsgi", "--workers", "1"]
    command += ["--bind", f"127.0.0.1:{port}", *options]
    return command


def fail_once(port) -> int:
    for _ in range(100):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/fail/", timeout=5)
        except urllib.error.HTTPError as error:
            return error.code
        except OSError:
            time.sleep(0.1)  # not listening yet
    raise AssertionError("gunicorn did not answer")


def wait_for(path: Path, text: str) -> str:
    for _ in range(50):
        content = path.read_text() if path.exists() else ""
        if text in content:
            return content
        time.sleep(0.1)
    return content


def test_in_the_foreground_a_500s_traceback_goes_to_stderr_in_gunicorns_format(tmp_path):
    port = free_port()
    log = tmp_path / "stderr.log"
    with log.open("w") as stderr:
        server = subprocess.Popen(
            gunicorn(port), cwd=ROOT, env=environment(), stderr=stderr, stdout=subprocess.DEVNULL
        )
        try:
            assert fail_once(port) == 500
            content = wait_for(log, "RuntimeError")
        finally:
            server.terminate()
            server.wait(10)
    assert GUNICORN_LINE.search(content), content
    assert "RuntimeError: a failure the error log must show" in content


def test_as_a_daemon_a_500s_traceback_goes_to_the_error_logfile(tmp_path):
    port = free_port()
    log, pid = tmp_path / "error.log", tmp_path / "gunicorn.pid"
    options = ["--daemon", "--pid", str(pid), "--error-logfile", str(log)]
    subprocess.run(gunicorn(port, *options), cwd=ROOT, env=environment(), check=True)
    try:
        assert fail_once(port) == 500
        content = wait_for(log, "RuntimeError")
    finally:
        if pid.exists():
            os.kill(int(pid.read_text()), 15)
    assert GUNICORN_LINE.search(content), content
    assert "RuntimeError: a failure the error log must show" in content


def test_outside_gunicorn_an_error_goes_to_stderr_in_gunicorns_format(capsys):
    import logging

    from scoring.error_log import ServerErrorLog

    record = logging.makeLogRecord(
        {"levelno": logging.ERROR, "levelname": "ERROR", "msg": "Internal Server Error: /fail/"}
    )
    handler = ServerErrorLog()
    handler.stderr.setStream(sys.stderr)  # capsys's
    handler.handle(record)
    assert GUNICORN_LINE.search(capsys.readouterr().err.strip())


@pytest.mark.django_db
def test_a_refusal_is_logged_in_one_line_without_a_traceback(client, settings, django_user_model):
    """A privacy refusal (PermissionDenied: 403) is a line on the console, once, even with
    DEBUG on (runserver); a 500 keeps its traceback (the tests above)."""
    import io
    import logging

    from scoring.models import Club

    club = Club.objects.create(name="Prague Mah-Jong Club", slug="prague")
    client.force_login(django_user_model.objects.create_user("nobody", password="pw-1-nobody"))
    settings.DEBUG = True  # Django's console handler logs only with DEBUG on
    out = io.StringIO()
    streams = []
    logger = logging.getLogger("django.request")
    while logger is not None:
        for handler in logger.handlers:
            for h in [handler, getattr(handler, "stderr", None)]:
                ours = not type(h).__module__.startswith("_pytest")  # not pytest's capture
                if isinstance(h, logging.StreamHandler) and ours:
                    streams.append((h, h.setStream(out)))
        logger = logger.parent if logger.propagate else None
    try:
        response = client.get(f"/clubs/{club.slug}/tournaments/new/")
    finally:
        for handler, stream in streams:
            handler.setStream(stream)
    assert response.status_code == 403
    lines = out.getvalue().splitlines()
    assert len(lines) == 1, lines
    assert lines[0].endswith(f"Forbidden (Permission denied): /clubs/{club.slug}/tournaments/new/")
