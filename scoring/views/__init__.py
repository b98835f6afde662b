from django.shortcuts import get_object_or_404, render

from scoring.models import Club, Session


def home(request):
    sessions = Session.objects.select_related("club").order_by("-date", "-id")[:30]
    clubs = Club.objects.all()
    return render(request, "scoring/home.html", {"sessions": sessions, "clubs": clubs})


def club(request, slug):
    club = get_object_or_404(Club, slug=slug)
    sessions = club.sessions.order_by("-date", "-id")
    players = club.players.filter(active=True)
    return render(
        request, "scoring/club.html", {"club": club, "sessions": sessions, "players": players}
    )


def csrf_failure(request, reason=""):
    """A CSRF refusal: JSON for the API (clients read {"error", "field"}), Django's page elsewhere."""
    if request.path.startswith("/api/"):
        from django.http import JsonResponse

        return JsonResponse(
            {
                "error": f"CSRF check failed: {reason}; send the csrftoken cookie's value in the "
                "X-CSRFToken header",
                "field": None,
            },
            status=403,
        )
    from django.views.csrf import csrf_failure as default

    return default(request, reason=reason)
