"""The site as deployed, with one more page that fails (tests.robust.crash_urls): settings for
the error-log tests, which start a real gunicorn on it."""

from clubscore.settings import *  # noqa: F403

ROOT_URLCONF = "tests.robust.crash_urls"
