"""Requests counted a minute at a time, for the limits of docs/operations.md ("Limits"): in
Django's cache, each server process's memory by default, every worker's with CACHE_DIR,
every server's with REDIS_URL.

A cache that does not answer (Redis down) lets the request through and says so in the log, in
one line: a limit guards against floods, and refusing every player's hand while Redis restarts
would be the flood's work done for it."""

from __future__ import annotations

import logging
import time

from django.core.cache import cache

from scoring import limits

log = logging.getLogger(__name__)


def within(key: str, most: int) -> bool:
    """Count one request under `key` in this minute's window; False once past `most`."""
    window = int(time.time()) // limits.RATE_WINDOW_SECONDS
    key = f"{key}:{window}"
    try:
        cache.add(key, 0, timeout=limits.RATE_WINDOW_SECONDS * 2)
        try:
            seen = cache.incr(key)
        except ValueError:  # evicted between add and incr
            seen = 1
    except Exception as exc:  # noqa: BLE001 (whatever the cache's client raises when it is down)
        log.warning("rate limit %s not counted: the cache did not answer (%s)", key, exc)
        return True
    return seen <= most
