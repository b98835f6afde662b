"""Benchmarks run by `make bench` (`python -m benchmarks`).

Each benchmark module has `run() -> list[Result]` and is listed in `MODULES` in __main__.py.
Rates are measured in CPU time of this process (time.process_time), so a machine shared with
other work still gives the rate one core can do.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass
class Result:
    name: str
    value: float
    unit: str
    note: str = ""


def rate(
    prepare: Callable[[int], Any], work: Callable[[Any], int], runs: int = 5
) -> tuple[float, list[float]]:
    """Median items per CPU-second over `runs`. `prepare(run)` builds the run's data (not
    timed; fresh data per run keeps caches from replaying a run), `work(data)` returns how many
    items it did."""
    rates = []
    for run in range(runs):
        data = prepare(run)
        start = time.process_time()
        done = work(data)
        rates.append(done / max(time.process_time() - start, 1e-9))
    return statistics.median(rates), rates


def with_test_database(measure: Callable[[], Any]) -> Any:
    """Run `measure()` against a fresh test database (created and destroyed here), with
    plain-HTTP, app-served static files, as the Django test client expects."""
    from django.db import connection
    from django.test import override_settings
    from django.test.utils import setup_test_environment, teardown_test_environment

    if connection.vendor == "sqlite":
        # A file, not SQLite's shared in-memory database, which outlives one module's run.
        import os
        import tempfile

        folder = tempfile.mkdtemp(prefix="clubscore-bench-")
        connection.settings_dict.setdefault("TEST", {})["NAME"] = os.path.join(folder, "b.db")
    setup_test_environment()
    old_name = connection.creation.create_test_db(verbosity=0, autoclobber=True)
    try:
        with override_settings(
            STORAGES={
                "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
                "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
            },
            SECURE_SSL_REDIRECT=False,
        ):
            return measure()
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)
        teardown_test_environment()
