"""The project's settings as deployed, with the collected static files in a folder of the
page-weight benchmark's own (benchmarks/pageweight.py sets PAGEWEIGHT_STATIC_ROOT)."""

import os

from clubscore.settings import *  # noqa: F403

STATIC_ROOT = os.environ["PAGEWEIGHT_STATIC_ROOT"]
if os.environ.get("PAGEWEIGHT_STORAGE"):
    STORAGES = {**STORAGES, "staticfiles": {"BACKEND": os.environ["PAGEWEIGHT_STORAGE"]}}  # noqa: F405
