"""Live streams (Server-Sent Events): what a table's phones and the hall's screens poll, pushed
to them instead when it changes (scoring.services.live_push; docs/operations.md, "Live
updates").

Each event is the poll's own answer (`table.phone_status`, the hall's JSON), read and
rendered again for this viewer after each change, with its privacy checked again: a phone
whose player has left the table, a table link whose session is gone, or a viewer who may no
longer see the tournament's standings gets `event: end` and the stream closes. Only under an
ASGI server with Redis (a WSGI worker would be held by one stream for as long as it is open);
elsewhere the page keeps polling.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
from dataclasses import dataclass

from asgiref.sync import sync_to_async
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import AnonymousUser
from django.db import connection
from django.http import HttpResponse, StreamingHttpResponse
from django.utils import translation
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from scoring.login_lockout import client_address
from scoring.models import Session, Tournament
from scoring.services import live_push
from scoring.services.hands import table as table_service
from scoring.services.people import privacy
from scoring.services.tournaments import hall as hall_service

from .table import PHONE_COOKIE, phone_status

# Seconds between comment lines on a quiet stream: a proxy's idle timeout (nginx's 60 s by
# default, 30 s in docs/operations.md) never closes it, and a client gone unnoticed is found at
# the latest then.
HEARTBEAT = 20
# What the browser waits before it reconnects a stream that broke (milliseconds).
RETRY_MS = 3000
# An event's id: the first 32 hex digits of its data's SHA-256 (sent back as Last-Event-ID).
EVENT_ID = re.compile(r"[0-9a-f]{32}")
MOST_LAST_EVENT_ID = 64


@dataclass(frozen=True)
class Event:
    data: str
    last: bool = False  # the session is over: nothing more will come
    same_as: str | None = None  # what the id is made of, when not all of the data

    @property
    def id(self) -> str:
        made_of = self.data if self.same_as is None else self.same_as
        return hashlib.sha256(made_of.encode()).hexdigest()[:32]


@dataclass(frozen=True)
class End:
    reason: str


def _refused(request) -> HttpResponse | None:
    if not live_push.offered(request):
        return HttpResponse(
            _("this server sends no live stream: poll instead"),
            status=404,
            content_type="text/plain; charset=utf-8",
        )
    last = request.headers.get("Last-Event-ID", "")
    if len(last) > MOST_LAST_EVENT_ID or (last and not EVENT_ID.fullmatch(last)):
        return HttpResponse(
            _("this is not an event id this server sent"),
            status=400,
            content_type="text/plain; charset=utf-8",
        )
    return None


@require_GET
async def table_stream(request, token):
    """A table's phones: `/t/<code>/status/`'s answer each time it changes."""
    refused = _refused(request)
    if refused is not None:
        return refused
    session_pk = table_service.token_session(token)
    if session_pk is None:
        return HttpResponse(
            _("this is not a ClubScore table code"),
            status=400,
            content_type="text/plain; charset=utf-8",
        )
    language = translation.get_language()
    # Whether this phone's player was at the table at the last event: a phone that follows
    # the table as its player stops once the player has left it (its page then asks who it
    # is); one that was no player's follows it as anyone with the link may.
    seated = {"before": False}

    def read():
        try:
            session = table_service.unsign(token)
        except table_service.TokenRefused as exc:
            return End(str(exc))
        name, salt = table_service.player_cookie(session)
        joined = request.get_signed_cookie(
            name, default=None, salt=salt, max_age=table_service.MAX_AGE
        )
        now = joined is not None and table_service.seated_player(session, joined) is not None
        if seated["before"] and not now:
            return End(_("your player has left this table: open the table's link again"))
        seated["before"] = now
        with privacy.viewing(AnonymousUser()):
            response = phone_status(request, session)
        return Event(response.content.decode(), last=response.status_code == 286)

    club_id = await _in_pool(_club_of, Session, session_pk)
    if club_id is None:
        return HttpResponse(
            _("this is not a ClubScore table code"),
            status=400,
            content_type="text/plain; charset=utf-8",
        )
    return await _stream(request, (f"session:{session_pk}", f"club:{club_id}"), read, language)


def _club_of(model, pk):
    return model.objects.filter(pk=pk).values_list("club_id", flat=True).first()


@require_GET
async def hall_stream(request, pk):
    """The hall's screens: `/tournaments/<pk>/hall/data/`'s JSON each time it changes (the
    privacy middleware refused the stream to whom the standings are not shown)."""
    refused = _refused(request)
    if refused is not None:
        return refused
    language = translation.get_language()
    user_id = await sync_to_async(lambda: request.user.pk)()
    club_id = await _in_pool(_club_of, Tournament, pk)
    if club_id is None:
        return HttpResponse(status=404)

    def read():
        tournament = Tournament.objects.select_related("club").filter(pk=pk).first()
        if tournament is None:
            return End(_("this tournament is gone"))
        user = AnonymousUser()
        if user_id is not None:
            user = get_user_model().objects.filter(pk=user_id, is_active=True).first()
            if user is None:
                return End(_("you are signed out"))
        if not privacy.may_see_standings(user, tournament):
            return End(_("this tournament shows that to its club's members only"))
        with privacy.viewing(user, tournament):
            data = hall_service.payload(hall_service.TournamentHall(tournament))
        # The page counts its clock from "now": sent with the data, left out of the id.
        same_as = json.dumps({**data, "now": None}, sort_keys=True)
        return Event(json.dumps(data), same_as=same_as)

    keys = (f"tournament:{pk}", f"club:{club_id}")
    return await _stream(request, keys, read, language)


async def _stream(request, keys, read, language):
    hub = live_push.hub()
    try:
        waiter = hub.join(keys, client_address(request) or "", _client(request))
    except live_push.TooManyStreams:
        response = HttpResponse(
            _("too many live streams from here: poll instead"),
            status=429,
            content_type="text/plain; charset=utf-8",
        )
        response["Retry-After"] = "60"
        return response
    if not await hub.ready():  # Redis does not answer: no change would reach this stream
        hub.leave(waiter)
        return HttpResponse(
            _("this server sends no live stream: poll instead"),
            status=503,
            content_type="text/plain; charset=utf-8",
        )
    # The request's own thread holds a database connection (its middleware's lookups) for as
    # long as the stream is open: given back now, each event takes one from the pool.
    await sync_to_async(_close_connection)()
    response = StreamingHttpResponse(
        _events(hub, waiter, read, language, request.headers.get("Last-Event-ID", "")),
        content_type="text/event-stream; charset=utf-8",
    )
    response["Cache-Control"] = "no-cache, no-store"
    response["X-Accel-Buffering"] = "no"  # nginx: pass each event on as it comes
    return response


def _close_connection():
    # Never one inside a transaction, which is not this request's to end (ATOMIC_REQUESTS, or
    # a test's): closed, PostgreSQL rolls it back and what follows is written outside it.
    if not connection.in_atomic_block:
        connection.close()


def _client(request) -> str:
    """Who a browser is, for the cap on its streams: its login's or its phone's cookie."""
    login = request.COOKIES.get(settings.SESSION_COOKIE_NAME, "")
    return login or request.COOKIES.get(PHONE_COOKIE, "")


async def _in_pool(work, *args):
    """`work(*args)` in one of the event loop's few long-lived threads, which keep their
    database connections from one event to the next whatever DB_CONN_MAX_AGE says (under ASGI
    Django advises 0 for the requests' own threads, one new thread a request): a connection
    is given up only once it has failed."""
    return await sync_to_async(_kept_connection, thread_sensitive=False)(work, *args)


def _kept_connection(work, *args):
    if connection.connection is not None and connection.errors_occurred:
        if connection.is_usable():
            connection.errors_occurred = False
        else:
            connection.close()
    return work(*args)


def _read(read, language):
    with translation.override(language):
        return read()


def _format(event: Event) -> str:
    lines = "".join(f"data: {line}\n" for line in event.data.splitlines() or [""])
    return f"event: update\nid: {event.id}\n{lines}\n"


async def _events(hub, waiter, read, language, last_id):
    sent = last_id
    try:
        yield f"retry: {RETRY_MS}\n\n"
        while True:
            waiter.changed.clear()
            found = await _in_pool(_read, read, language)
            if isinstance(found, End):
                yield f"event: end\ndata: {found.reason}\n\n"
                return
            if found.id != sent:
                yield _format(found)
                sent = found.id
            if found.last:  # the game is over: the page keeps what it shows
                yield "event: end\ndata: \n\n"
                return
            while not waiter.changed.is_set():
                try:
                    await asyncio.wait_for(waiter.changed.wait(), HEARTBEAT)
                except TimeoutError:
                    yield ":\n\n"
    finally:
        hub.leave(waiter)
