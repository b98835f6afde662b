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
