"""`make run-empty`, the README's command for an empty database: it installs and migrates as
`make run` does, loads no demo, and serves a site whose home page offers the first sign-up
(docs/clubs.md: the first account is the administrator)."""

import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request

from tests.shared import CHECKOUT


def test_the_readme_names_the_empty_database_command_beside_make_run():
    readme = (CHECKOUT / "README.md").read_text()
    commands = re.findall(r"^    make (\S+)", readme, flags=re.M)
    assert commands[:2] == ["run", "run-empty"]


def test_make_run_empty_migrates_and_serves_without_the_demo():
    planned = subprocess.run(
        ["make", "-n", "run-empty"], cwd=CHECKOUT, capture_output=True, text=True, check=True
    ).stdout
    assert "manage.py migrate --noinput" in planned and "runserver" in planned
    assert "load_demo" not in planned


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_make_run_empty_serves_an_empty_site_whose_home_page_offers_the_first_sign_up(tmp_path):
    port = _free_port()
    stamp = tmp_path / "installed"
    stamp.touch()  # the checkout's .venv is installed already: run the rest of the recipe
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{tmp_path / 'empty.sqlite3'}"}
    server = subprocess.Popen(
        ["make", "run-empty", f"PY={sys.executable}", f"RUN_STAMP={stamp}", f"PORT={port}"],
        cwd=CHECKOUT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        html = None
        for _ in range(240):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as answer:
                    html = answer.read().decode()
                break
            except OSError:
                assert server.poll() is None, "make run-empty stopped"
                time.sleep(0.25)
        assert html is not None, "make run-empty served nothing within a minute"
        assert 'id="start-here"' in html  # no club yet: sign up to create one
        assert "Demo Mah-Jong Club" not in html
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=20)
