"""Recording through a dropped connection: the service worker, the web app manifest, and the
endpoint a phone's queue sends its waiting hands to.

A hand typed with no connection waits on the phone (IndexedDB) with the hand form's fields and
its submission key. When the connection returns, the phone sends each waiting hand here, in
order; the submission key makes a repeat harmless, and a hand whose deal was taken meanwhile
is answered 409 with both versions, for the scorer to choose.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from pathlib import Path

from django.contrib import messages
from django.contrib.staticfiles import finders
from django.http import HttpResponse, JsonResponse
from django.middleware.csrf import get_token
from django.shortcuts import render
from django.templatetags.static import static
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET, require_http_methods

from scoring import permissions
from scoring.engine.errors import ContractError
from scoring.services.hands import sessions as service
from scoring.services.hands import versions
from scoring.services.hands.engine_text import refusal

from .sessions import hand_forms, seat_names, session_or_404

# What a phone needs to open a cached session page and its hand form with no connection.
SHELL_STATIC = [
    "vendor/bootstrap/bootstrap.min.css",
    "vendor/bootstrap/bootstrap.bundle.min.js",
    "vendor/htmx/htmx.min.js",
    "scoring/clubscore.css",
    "scoring/site.js",
    "scoring/handform.js",
    "scoring/queue-db.js",
    "scoring/offline.js",
    "scoring/queue.js",
    "scoring/table.js",
    "scoring/part.js",
    "scoring/tiles.svg",
    "scoring/icons/icon-192.png",
]


def _shell_urls() -> list[str]:
    # (the pages draw every tile from the one sprite, tiles.svg: the single tile pictures
    # under scoring/tiles/ are for the docs and the PDFs, not worth a phone's download)
    return [reverse("offline-queue")] + [static(name) for name in SHELL_STATIC]


@require_GET
def service_worker(request):
    """The service worker, served from the site's root so that it may control every page.

    Its cache name carries a digest of the worker and of the static URLs it caches, so a
    deployment with new static files replaces the old cache.
    """
    source = Path(finders.find("scoring/sw.js")).read_text(encoding="utf-8")
    config = {"shell": _shell_urls(), "queueDb": static("scoring/queue-db.js")}
    digest = hashlib.sha256((source + json.dumps(config)).encode()).hexdigest()[:12]
    config["cache"] = f"clubscore-{digest}"
    body = f"self.CLUBSCORE = {json.dumps(config)};\n{source}"
    response = HttpResponse(body, content_type="application/javascript; charset=utf-8")
    response["Service-Worker-Allowed"] = "/"
    # A browser checks for a new worker on each visit; it must never get a stale copy.
    response["Cache-Control"] = "no-cache"
    return response


@require_GET
def manifest(request):
    """The web app manifest: ClubScore installs on a phone's home screen."""
    icons = [
        {
            "src": static(f"scoring/icons/icon-{size}.png"),
            "sizes": f"{size}x{size}",
            "type": "image/png",
        }
        for size in (192, 512)
    ]
    icons.append(
        {
            "src": static("scoring/icons/icon-maskable-512.png"),
            "sizes": "512x512",
            "type": "image/png",
            "purpose": "maskable",
        }
    )
    data = {
        "name": "ClubScore",
        "short_name": "ClubScore",
        "description": _("Scores for Mah-Jong club nights and tournaments"),
        "start_url": reverse("home"),
        "scope": "/",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": "#198754",
        "icons": icons,
    }
    return JsonResponse(data, content_type="application/manifest+json")


@never_cache
def queue_page(request):
    """The hands waiting on this phone, and any conflict to settle (drawn from IndexedDB)."""
    return render(request, "scoring/offline/queue.html")


def _previous(session, number):
    return versions.previous_hand(session, number)


@require_http_methods(["GET", "POST"])
def queued_hand(request, pk):
    """A hand form's fields sent from a phone's queue; answers JSON.

    A new hand carries `expected_number` (the hand number the form showed); a correction
    carries `number` and `base_version`. 201 recorded, 200 already recorded (a repeat), 400 the
    hand cannot be scored (nothing saved), 403, and 409 when the deal was taken or the hand
    changed meanwhile: `theirs` and `yours` are both versions, scored.
    """
    session = session_or_404(pk)
    if request.method == "GET":
        # A queue about to send asks first: a fresh CSRF token, and whether it may record.
        return JsonResponse(
            {
                "csrf": get_token(request),
                "can_record": permissions.can_record(request.user, session),
                "next_number": session.next_number(),
            }
        )
    if not permissions.can_record(request.user, session):
        message = (
            _("log in again to send the hands waiting on this phone")
            if not request.user.is_authenticated
            else _("you may not record hands in this game")
        )
        return JsonResponse({"status": "forbidden", "error": message}, status=403)
    correcting = "base_version" in request.POST
    form_class, correct_class, _template = hand_forms(session)
    number = _int(request.POST.get("number" if correcting else "expected_number"))
    if number is None:
        return _invalid(_("the waiting hand does not say which hand number it is"), {})
    if correcting:
        return _correct(request, session, correct_class, number)
    try:
        seen = service.seen_on_form(request.POST)
    except ContractError as exc:
        return _invalid(refusal(exc), {}, field=exc.field)
    existing = _already(request, session)
    deal = existing.deal if existing is not None else session.next_deal()
    deal = deal or service.typed_deal(request.POST)
    if deal is None:
        return _invalid(_("the game is finished: no more hands can be recorded"), {})
    form = form_class(request.POST, names=seat_names(session, deal))
    if not form.is_valid():
        return _invalid(_("the waiting hand has mistakes"), form.errors.get_json_data())
    hand_doc = form.hand_document()
    try:
        hand, created = service.record_hand(
            session, hand_doc, request.user, form.cleaned_data["submission_key"], **seen
        )
    except service.DealTaken as exc:
        return _deal_taken(session, exc, hand_doc, seen)
    except service.BodyDiffers as exc:
        return JsonResponse(
            {
                "status": "conflict",
                "error": refusal(exc),
                "number": exc.hand.number,
                "theirs": versions.recorded(exc.hand),
                "yours": versions.typed(
                    session,
                    session.seats_for(service.parse_deal_key(seen["expected_deal"])),
                    hand_doc,
                    None,
                    None,
                ),
            },
            status=409,
        )
    except ContractError as exc:
        return _invalid(refusal(exc), {}, field=exc.field)
    return _answer(request, hand, created)


def _deal_taken(session, exc, hand_doc, seen):
    """409 with both versions, and the waiting hand as it would be recorded next: its players
    placed at their seats in the next deal (what "keep both" records)."""
    number = exc.expected_number
    theirs = exc.theirs if exc.theirs is not None and not exc.theirs.is_deleted else None
    typed_deal = service.parse_deal_key(seen["expected_deal"]) if seen["seats_known"] else None
    answer = {
        "status": "conflict",
        "error": refusal(exc),
        "number": number,
        "next_number": exc.next_number,
        "theirs": versions.recorded(theirs) if theirs is not None else None,
        "yours": versions.typed(
            session, exc.seen, hand_doc, typed_deal, _previous(session, number)
        ),
    }
    next_deal = session.next_deal()
    if exc.current is not None and next_deal is not None:
        true = exc.current["seats"]
        answer["as_next"] = versions.typed(
            session,
            true,
            service.place_players(hand_doc, exc.seen, true),
            next_deal,
            _previous(session, exc.next_number),
            number=exc.next_number,
        )
    return JsonResponse(answer, status=409)


def _correct(request, session, correct_class, number):
    hand = service.hand_for_number(session, number)
    if hand is None or hand.is_deleted:
        return _invalid(_("hand %(n)s is not in this game any more") % {"n": number}, {})
    form = correct_class(request.POST, names=seat_names(session, hand.deal))
    if not form.is_valid():
        return _invalid(_("the waiting correction has mistakes"), form.errors.get_json_data())
    hand_doc = form.hand_document()
    typed_for = request.POST.get("expected_deal") or None
    if typed_for and request.POST.get("seats_known") == "0":
        # A waiting hand the scorer chose over the recorded one ("use mine"): its seats name
        # the players, and each player's part goes to that player's seat in the stored hand.
        try:
            typed = session.seats_for(service.parse_deal_key(typed_for))
        except ContractError as exc:
            return _invalid(refusal(exc), {}, field=exc.field)
        hand_doc = service.place_players(hand_doc, typed, session.seats_for(hand.deal))
        typed_for = None
    try:
        hand = service.correct_hand(
            hand,
            hand_doc,
            request.user,
            form.cleaned_data["reason"],
            form.cleaned_data["base_version"],
            expected_deal=typed_for,
        )
    except service.StaleVersion as exc:
        current = exc.hand
        mine = service.build_document(session, current.deal, hand_doc)
        if service.hand_part(current.input) == service.hand_part(mine):
            # This very correction was applied before (the answer was lost): a repeat.
            return _answer(request, current, created=False)
        # Yours with the players it was typed with (the seats may have moved since).
        typed_deal = service.parse_deal_key(typed_for) if exc.seats_moved else current.deal
        return JsonResponse(
            {
                "status": "conflict",
                "error": exc.message,
                "number": number,
                "theirs": versions.recorded(current),
                "yours": versions.typed(
                    session,
                    session.seats_for(typed_deal),
                    hand_doc,
                    typed_deal,
                    _previous(session, number),
                ),
            },
            status=409,
        )
    except ContractError as exc:
        return _invalid(refusal(exc), {}, field=exc.field)
    return _answer(request, hand, created=True)


def _answer(request, hand, created):
    if created:
        messages.success(request, _("Hand %(n)s recorded.") % {"n": hand.number})
    return JsonResponse(
        {"status": "recorded" if created else "already", **versions.recorded(hand)},
        status=201 if created else 200,
    )


def _already(request, session):
    """The hand of this session that this submission key recorded before, if any."""
    try:
        key = uuid.UUID(request.POST.get("submission_key", ""))
    except ValueError:
        return None
    return session.hands.filter(submission_key=key).first()


def _invalid(message, errors, field=None):
    return JsonResponse(
        {"status": "invalid", "error": message, "field": field, "errors": errors}, status=400
    )


def _int(value):
    try:
        return int(value)
    except (TypeError, ValueError):
        return None
