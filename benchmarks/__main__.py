"""`python -m benchmarks [name ...]`: run the registered benchmark modules.

A module's `run()` either returns a list of `benchmarks.Result` rows (printed as one table at
the end) or prints its own report and returns None.
"""

from __future__ import annotations

import importlib
import os
import sys

# One entry per benchmark module (benchmarks/<area>.py); add yours here.
MODULES = [
    "engine",
    "instructions",
    "tournaments",
    "big_event",
    "desk",
    "club",
    "referee",
    "riichi",
    "mcr",
    "ratings",
    "pageweight",
    "worst",
    "live_polls",
]


def main(argv: list[str]) -> int:
    wanted = argv or MODULES
    unknown = [name for name in wanted if name not in MODULES]
    if unknown:
        print(f"unknown benchmark(s): {', '.join(unknown)}; known: {', '.join(MODULES)}")
        return 2
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubscore.settings")
    import django

    django.setup()
    rows = []
    for name in wanted:
        module = importlib.import_module(f"benchmarks.{name}")
        for result in module.run() or ():
            rows.append((name, result))
    if rows:
        width = max(len(r.name) for _, r in rows)
        print(f"{'module':<12} {'benchmark':<{width}} {'median':>12}  unit / note")
        for name, r in rows:
            print(f"{name:<12} {r.name:<{width}} {r.value:>12,.0f}  {r.unit}  {r.note}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
