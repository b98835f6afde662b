"""Server push of the live updates: Server-Sent Events, fanned out across servers by Redis
pub/sub (docs/operations.md, "Live updates").

A write deletes the version stamps of what it changed once its transaction commits
(scoring.services.live); with `settings.LIVE_PUSH` the same keys (`session:<pk>`,
`tournament:<pk>`, `club:<pk>`) are then published on one Redis channel (`publish`). Each
server process holds one subscription while it has a stream open (`Hub`), and wakes the
streams that watch a published key; a stream reads and renders its answer again, as a poll
would, and sends it only when it differs from what it sent last. A stream that ends (the
client gone, its access taken away) leaves the hub, and the subscription ends with the last.

Redis pub/sub delivers only to those subscribed at the time: a server whose subscription
broke wakes all its streams once it is back (each reads its answer again), so nothing missed
stays unseen.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections import Counter, defaultdict
from urllib.parse import urlsplit

import redis
import redis.asyncio
from django.conf import settings
from django.core.handlers.asgi import ASGIRequest

from scoring import limits

log = logging.getLogger(__name__)

_publisher: dict[str, redis.Redis] = {}


def enabled() -> bool:
    # The changes are published where the stamps are deleted: without the stamps, none is.
    return bool(settings.LIVE_PUSH and settings.REDIS_URL and settings.LIVE_STAMPS)


def offered(request) -> bool:
    """Whether a page may offer this request's browser a stream: only a server running ASGI
    holds one open without holding a worker (a WSGI worker would be taken by each)."""
    return enabled() and isinstance(request, ASGIRequest)


def channel() -> str:
    """One channel a site: Redis' channels are not kept apart by its database numbers, so the
    number (and the cache's key prefix) name it."""
    database = urlsplit(settings.REDIS_URL).path.strip("/") or "0"
    prefix = settings.CACHES["default"].get("KEY_PREFIX", "")
    return f"{prefix}:live:{database}"


def publish(keys) -> None:
    """Tell every server's streams that what these stamp keys stamp has changed (called after
    the commit, where the stamps are deleted). A failure is logged: the streams then learn of
    it at the next change, and their phones at their next reconnect."""
    if not keys or not enabled():
        return
    try:
        client = _publisher.get(settings.REDIS_URL)
        if client is None:
            client = _publisher.setdefault(
                settings.REDIS_URL, redis.Redis.from_url(settings.REDIS_URL)
            )
        client.publish(channel(), " ".join(keys))
    except Exception:  # noqa: BLE001 (a Redis that is down costs the push, not the write)
        log.exception("live push: Redis did not take the change")


class Waiter:
    """One open stream: the keys it watches and the event the hub sets when one changes."""

    def __init__(self, keys: tuple[str, ...], address: str, client: str):
        self.keys, self.address, self.client = keys, address, client
        self.changed = asyncio.Event()


class TooManyStreams(Exception):
    """More streams from one address or one browser than limits.STREAMS_* allow."""


class Hub:
    """A server process's one subscription and the streams waiting on it (one per event
    loop: a uvicorn worker has one)."""

    def __init__(self, url: str, name: str):
        self.url, self.name = url, name
        self.waiting: dict[str, set[Waiter]] = defaultdict(set)
        self.per_address: Counter = Counter()
        self.per_client: Counter = Counter()
        self.task: asyncio.Task | None = None
        self.subscribed = asyncio.Event()

    def streams(self) -> int:
        return sum(self.per_address.values())

    def join(self, keys, address: str, client: str) -> Waiter:
        if self.per_address[address] >= limits.STREAMS_PER_ADDRESS:
            raise TooManyStreams(address)
        if client and self.per_client[client] >= limits.STREAMS_PER_CLIENT:
            raise TooManyStreams(client)
        waiter = Waiter(tuple(keys), address, client)
        self.per_address[address] += 1
        if client:
            self.per_client[client] += 1
        for key in waiter.keys:
            self.waiting[key].add(waiter)
        if self.task is None or self.task.done():
            self.subscribed.clear()
            self.task = asyncio.get_running_loop().create_task(self._listen())
        return waiter

    async def ready(self, timeout: float = 5.0) -> bool:
        """Whether the subscription is up (a change published before it is not delivered)."""
        try:
            await asyncio.wait_for(self.subscribed.wait(), timeout)
        except TimeoutError:
            return False
        return True

    def leave(self, waiter: Waiter) -> None:
        for key in waiter.keys:
            self.waiting[key].discard(waiter)
            if not self.waiting[key]:
                del self.waiting[key]
        for counter, who in ((self.per_address, waiter.address), (self.per_client, waiter.client)):
            if who:
                counter[who] -= 1
                if counter[who] <= 0:
                    del counter[who]
        if not self.waiting and self.task is not None:
            self.task.cancel()
            self.task = None
            self.subscribed.clear()

    def wake(self, keys) -> None:
        for key in keys:
            for waiter in self.waiting.get(key, ()):
                waiter.changed.set()

    def _wake_all(self) -> None:
        for waiters in self.waiting.values():
            for waiter in waiters:
                waiter.changed.set()

    async def _listen(self) -> None:
        first = True
        while True:
            client = redis.asyncio.Redis.from_url(self.url)
            try:
                async with client.pubsub() as pubsub:
                    await pubsub.subscribe(self.name)
                    self.subscribed.set()
                    if not first:
                        self._wake_all()
                    first = False
                    async for message in pubsub.listen():
                        if message["type"] == "message":
                            self.wake(message["data"].decode().split())
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 (Redis gone: try again, the streams stay open)
                log.exception("live push: the subscription broke")
                self.subscribed.clear()
                await asyncio.sleep(1)
            finally:
                await client.aclose()


_hubs: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def hub() -> Hub:
    """This event loop's hub."""
    loop = asyncio.get_running_loop()
    found = _hubs.get(loop)
    if found is None or found.url != settings.REDIS_URL or found.name != channel():
        found = _hubs[loop] = Hub(settings.REDIS_URL, channel())
    return found
