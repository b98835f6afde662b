"""Django's Redis cache, with one Redis client a connection pool instead of one a call.

Django's RedisCacheClient makes a new `redis.Redis` for every cache call; building one copies
its table of some 170 reply callbacks, which cost a live poll answered 304 more CPU than the
Redis round trips themselves (docs/operations.md, "Live updates"). A client is safe to share
between threads (each command takes a connection from the pool), so each pool keeps one.
`client()` hands it to what speaks Redis directly (the live polls' one-trip read), `loads`
reads what it answers.
"""

from __future__ import annotations

from django.core.cache.backends.redis import RedisCache as DjangoRedisCache
from django.core.cache.backends.redis import RedisCacheClient


class ReusedClient(RedisCacheClient):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._clients = {}

    def get_client(self, key=None, *, write=False):
        pool = self._get_connection_pool(write)
        client = self._clients.get(id(pool))
        if client is None:
            client = self._clients[id(pool)] = self._client(connection_pool=pool)
        return client


class RedisCache(DjangoRedisCache):
    def __init__(self, server, params):
        super().__init__(server, params)
        self._class = ReusedClient

    def client(self, *, write=False):
        """The redis.Redis client of the pool a read (or a write) goes to."""
        return self._cache.get_client(write=write)

    def loads(self, raw: bytes):
        """A value as `client()` reads it, as `get` would give it."""
        return self._cache._serializer.loads(raw)
