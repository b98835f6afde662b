"""Polled answers that cost a 304 when nothing has changed (conditional GET).

A phone polls a live fragment or the hall's data every few seconds; most polls find nothing
new. Two ways to know that nothing changed:

- with a cache every server process shares (`settings.LIVE_STAMPS`: REDIS_URL or CACHE_DIR),
  the ETag is made from the version stamps of scoring.services.live, read before any row. A
  poll whose If-None-Match matches is answered 304 by `answered_from_stamps` (from the
  LivePolls middleware, before the rest of the middleware, the privacy check and the view):
  no database query, a signed-in viewer's user id taken from the login's note in the cache
  (`live.note_login`); a login without a note is answered by `not_modified` just before the
  view, from its session row;
- otherwise the ETag is a fingerprint the service reads in a query or two (never by building
  the answer to hash it).

Either way who is asking and in which language are folded in: the answer differs by user
(permissions, names shown under the privacy settings) and language, so a cs phone never gets
a 304 for an en phone's copy, nor one user for another's. The stamps are random tokens that
only the answers of viewers allowed to see them carry (hashed with the viewer): nobody else
can make an ETag that matches, so a 304 tells a foreign viewer nothing. No Last-Modified: a
change that moves no timestamp (a table finished or reopened, a player renamed, a privacy
setting) would leave it the same, and a client that sends only If-Modified-Since would be told
nothing changed.
"""

from __future__ import annotations

import functools
import hashlib

from django.conf import settings
from django.contrib.auth import SESSION_KEY
from django.http import HttpResponseNotModified
from django.urls import Resolver404, get_resolver
from django.utils import translation
from django.utils.cache import get_conditional_response, patch_vary_headers
from django.utils.translation import get_language

from scoring.services import live

# An If-None-Match longer than this is not read (a browser sends one ETag of 34 characters).
MOST_IF_NONE_MATCH = 512
MOST_TAGS = 8


def polled(kind: str, target):
    """Marks a polled view. `target(view_kwargs)` names what it shows, the pk of a session or a
    tournament, from the URL alone (no query), or None; `kind` is "session" or "tournament"."""

    def mark(view):
        view.live_poll = (kind, target)
        return view

    return mark


def _etag(request, stamp: str, user_id, language=None) -> str:
    language = language if language is not None else get_language() or ""
    raw = "\0".join([stamp, str(user_id or 0), language, request.get_full_path()])
    return f'"{hashlib.sha256(raw.encode()).hexdigest()[:32]}"'


def _sent_tags(request) -> list[str]:
    sent = request.META.get("HTTP_IF_NONE_MATCH", "")
    if not sent or len(sent) > MOST_IF_NONE_MATCH:
        return []
    return [tag.strip().removeprefix("W/") for tag in sent.split(",")[:MOST_TAGS]]


@functools.lru_cache(maxsize=4096)
def _route(urlconf: str, path: str):
    """(kind, target, view kwargs) of the polled view `path` routes to, else None: as
    Django's resolver finds it (the routes do not change while a process runs, and a phone
    asks for the same path every few seconds)."""
    try:
        match = get_resolver(urlconf).resolve(path)
    except Resolver404:
        return None
    mark = getattr(match.func, "live_poll", None)
    return None if mark is None else (*mark, match.kwargs)


def answered_from_stamps(request):
    """A poll whose If-None-Match is still current, answered 304 before the middleware that
    follows (sessions, language, authentication, privacy) and the view: from the URL, the
    cookies, the Accept-Language header and one cache round trip (the stamps and the
    login's note, `live.stamp`), no database query. None when that cannot decide: the view
    answers, with the stamps read here (before any row) if they were all there."""
    if request.method != "GET" or not live.enabled():
        return None
    request.get_host()  # ALLOWED_HOSTS, as CommonMiddleware would check it (DisallowedHost: 400)
    tags = _sent_tags(request)
    route = _route(settings.ROOT_URLCONF, request.path_info) if tags else None
    if route is None:
        return None
    kind, target, kwargs = route
    pk = target(kwargs)
    if pk is None:
        return None
    session_key = request.COOKIES.get(settings.SESSION_COOKIE_NAME)
    stamp = live.stamp(kind, pk, session_key, make=False)
    if stamp.value is None:
        return None
    request.live_stamp = stamp
    # No login cookie: nobody is signed in. A cookie whose login has no note: the view's
    # authentication must say who it is.
    user = stamp.login if session_key else 0
    if user is None:
        return None
    language = translation.get_language_from_request(request)
    etag = _etag(request, stamp.value, user, language)
    if etag not in tags:
        return None
    return _headers(HttpResponseNotModified(), etag)


def not_modified(request, view_func, view_kwargs):
    """304 for a poll of a marked view whose If-None-Match is its current ETag, from the
    stamps and the login's session; else None, and the view answers (its stamp, taken
    before any row is read, goes with the request). After `answered_from_stamps` could not
    decide: a login without a note, a stamp that had to be made."""
    kind, target = view_func.live_poll
    if request.method != "GET" or not live.enabled():
        return None
    pk = target(view_kwargs)
    if pk is None:
        return None
    stamp = getattr(request, "live_stamp", None)
    if stamp is None:
        stamp = live.stamp(kind, pk, request.session.session_key)
        request.live_stamp = stamp
    tags = _sent_tags(request)
    if stamp.value is None or not tags:
        return None
    # The login's user id as the session holds it: request.user would read the user's row.
    etag = _etag(request, stamp.value, request.session.get(SESSION_KEY))
    if etag not in tags:
        return None
    return _headers(HttpResponseNotModified(), etag)


def _headers(response, etag):
    if etag:
        response["ETag"] = etag
    # Kept only by this browser, and asked about again at every poll: the browser sends
    # If-None-Match itself (htmx's requests and fetch with the default cache mode).
    response["Cache-Control"] = "private, no-cache"
    patch_vary_headers(response, ("Cookie", "Accept-Language"))
    return response


def _note_login(request, stamp, user_id) -> None:
    """Note who the request's login belongs to, as authentication found it, when the note
    read with the stamp says otherwise (or nothing): the next 304 needs no login row."""
    session = request.session
    key = session.session_key  # None once authentication found no such login
    if key is None:
        if stamp.login is not None:  # signed out, expired, or a password changed meanwhile
            live.forget_login(request.COOKIES.get(settings.SESSION_COOKIE_NAME))
        return
    if stamp.login != user_id:
        live.note_login(key, user_id, session.get_expiry_age())


def revalidated(request, fingerprint, build, *viewed, owner=None):
    """`build()`'s response, or 304 when the client's If-None-Match is the current ETag.
    With the stamps: `owner` is (kind, pk, club id) of what the view shows. Without them:
    `fingerprint()` is read from the database, and `viewed` is anything else about this
    viewer the answer depends on (with the stamps, a change to it deletes a stamp)."""
    user = request.user.pk if request.user.is_authenticated else 0
    stamp = getattr(request, "live_stamp", None)
    if stamp is not None and owner is not None:
        kind, pk, club_id = owner
        if stamp.value is None:
            live.remember_owners(kind, {pk: club_id})
        _note_login(request, stamp, user)
        etag = _etag(request, stamp.value, user) if stamp.value is not None else None
    else:
        raw = "\0".join([fingerprint(), str(user), get_language() or "", *map(str, viewed)])
        etag = f'"{hashlib.sha256(raw.encode()).hexdigest()[:32]}"'
    response = get_conditional_response(request, etag=etag) if etag else None
    if response is None:
        response = build()
    return _headers(response, etag)
