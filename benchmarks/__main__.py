"""`make bench`: run every registered benchmark module's `run()` in turn."""

import importlib
import os

MODULES = [
    "benchmarks.tournaments",
]


def main():
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubscore.settings")
    import django

    django.setup()
    for name in MODULES:
        importlib.import_module(name).run()


if __name__ == "__main__":
    main()
