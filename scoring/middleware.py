"""A request whose body is larger than anything ClubScore reads is refused before any of it
is read: Django bounds form fields (DATA_UPLOAD_MAX_MEMORY_SIZE) but streams file parts of a
multipart body to disk whatever their size, on any page that accepts a POST."""

from __future__ import annotations

from django.http import HttpResponse, JsonResponse

from scoring import limits

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
