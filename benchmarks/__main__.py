"""Run every registered benchmark module's `run()` and print its lines."""

import importlib
import os

import django

MODULES = ["riichi"]


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubscore.settings")
    django.setup()
    for name in MODULES:
        module = importlib.import_module(f"benchmarks.{name}")
        print(f"== {name}")
        for line in module.run():
            print(line)


if __name__ == "__main__":
    main()
