"""Three guards every request passes.

DownloadsNotCached: every file handed out (a response with a Content-Disposition: the club's
export, a person's data, standings, results, cards, sheets, the EMA workbook) is marked
`Cache-Control: private, no-store`, so that personal data stays neither in a shared proxy nor
on a club laptop's disk; by the header, not view by view, so a new download cannot miss it.

RequestSizeLimit: a request whose body is larger than anything ClubScore reads is refused
before any of it is read: Django bounds form fields (DATA_UPLOAD_MAX_MEMORY_SIZE) but streams
file parts of a multipart body to disk whatever their size, on any page that accepts a POST.

PrivacyMiddleware: privacy by class (scoring.services.people.privacy): every request knows who is
looking, so every player loaded while it runs is named as they may see them; and a page of a
club or tournament (a game, hand, referee view, round, night, season, player, file or API
answer) is refused to whom its settings do not show it.

LivePolls: a poll of a live view (a table's fragments, the hall's data) whose If-None-Match is
still current is answered 304 from the version stamps alone (scoring.views.conditional).
Placed right after the security middleware, so that such a poll skips the rest of the stack
(sessions, language, authentication, privacy) and reads no row; a poll it cannot decide goes
on, and is asked again before the view (after authentication, before PrivacyMiddleware)."""

from __future__ import annotations

from csp.constants import HEADER, HEADER_REPORT_ONLY
from csp.utils import build_policy
from django.conf import settings
from django.core.exceptions import PermissionDenied
from django.http import HttpResponse, JsonResponse

from scoring import limits
from scoring.services.people import privacy
from scoring.views import conditional

# Form fields and one uploaded file (a tournament's CSV player list).
MOST = limits.REQUEST_BODY + limits.UPLOAD


class RequestSizeLimit:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = MOST + 1
        if length > MOST:
            message = f"the request is larger than the {MOST // 1024} KiB ClubScore reads"
            if request.path.startswith("/api/"):
                return JsonResponse({"error": message, "field": None}, status=413)
            return HttpResponse(message, status=413, content_type="text/plain; charset=utf-8")
        return self.get_response(request)


class PrivacyMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        with privacy.viewing(request.user) as viewer:
            request.viewer = viewer
            return self.get_response(request)

    def process_view(self, request, view_func, view_args, view_kwargs):
        key = next((k for k in ("pk", "session_id", "slug") if k in view_kwargs), None)
        first = request.path.strip("/").split("/")[0]
        owner = privacy.page_owner(first, key, view_kwargs.get(key))
        if owner is None:
            return None
        request.viewer.seen(owner)
        url_name = request.resolver_match.url_name
        if first == "clubs" or url_name in privacy.UNGUARDED_PAGES:
            return None
        session_pk = view_kwargs[key] if privacy.OWNED_PATHS[(first, key)] == "session" else None
        shows = privacy.page_shows(url_name, request.path)
        refusal = privacy.page_refusal(request.user, owner, shows, session_pk)
        if refusal is None:
            return None
        if first == "api":
            return JsonResponse({"error": refusal, "field": None}, status=403)
        raise PermissionDenied(refusal)


class LivePolls:
    def __init__(self, get_response):
        self.get_response = get_response
        # What the middleware a 304 from the stamps skips would add to it: the security
        # headers of every other answer, its framing and content policies. The policies have
        # no nonce, so they are made once (django-csp would make them again at every answer).
        self.security_headers = {
            HEADER: build_policy(),
            HEADER_REPORT_ONLY: build_policy(report_only=True),
            "X-Frame-Options": settings.X_FRAME_OPTIONS,
        }

    def __call__(self, request):
        response = conditional.answered_from_stamps(request)
        if response is None:
            return self.get_response(request)
        for header, value in self.security_headers.items():
            if value:
                response[header] = value
        return response

    def process_view(self, request, view_func, view_args, view_kwargs):
        if not hasattr(view_func, "live_poll"):
            return None
        return conditional.not_modified(request, view_func, view_kwargs)


class DownloadsNotCached:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.has_header("Content-Disposition"):
            response["Cache-Control"] = "private, no-store"
        return response
