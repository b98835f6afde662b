"""Polled answers that cost a 304 when nothing has changed (conditional GET).

A phone polls a live fragment or the hall's data every few seconds; most polls find nothing
new. The ETag is a fingerprint the service reads in a query or two (never by building the
answer to hash it), with who is asking and in which language folded in: the answer differs by
user (permissions, names shown under the privacy settings) and language, so a cs phone never
gets a 304 for an en phone's copy, nor one user for another's. No Last-Modified: a change that
moves no timestamp (a table finished or reopened, a player renamed, a privacy setting) would
leave it the same, and a client that sends only If-Modified-Since would be told nothing changed.
"""

from __future__ import annotations

import hashlib

from django.utils.cache import get_conditional_response, patch_vary_headers
from django.utils.translation import get_language


def revalidated(request, fingerprint: str, build, *viewed):
    """`build()`'s response, or 304 when the client's If-None-Match is the current ETag.
    `viewed`: anything else about this viewer the answer depends on."""
    user = request.user.pk if request.user.is_authenticated else 0
    raw = "\0".join([fingerprint, str(user), get_language() or "", *map(str, viewed)])
    etag = f'"{hashlib.sha256(raw.encode()).hexdigest()[:32]}"'
    response = get_conditional_response(request, etag=etag)
    if response is None:
        response = build()
    response["ETag"] = etag
    # Kept only by this browser, and asked about again at every poll: the browser sends
    # If-None-Match itself (htmx's requests and fetch with the default cache mode).
    response["Cache-Control"] = "private, no-cache"
    patch_vary_headers(response, ("Cookie", "Accept-Language"))
    return response
