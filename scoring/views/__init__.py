from django.shortcuts import get_object_or_404, render
from django.utils import timezone
from django.views.decorators.gzip import gzip_page

from scoring import permissions
from scoring.models import Club, NightMeasure, Session, Tournament


@gzip_page
def home(request):
    # Tournament tables are reached through their tournament, not listed one by one here.
    from scoring.services.hands import nights
    from scoring.services.people import privacy

    games = Session.objects.filter(kind=Session.Kind.CLUB).select_related("club", "night")
    shown = privacy.shown_games(request.user, games).order_by("-date", "-night_id", "-id")
    sessions = list(shown[:30])
    evenings = nights.evenings(shown[:120])
    today = timezone.localdate()
    tournaments = Tournament.objects.select_related("club").order_by("-date", "-id")[:10]
    clubs = Club.objects.all()
    context = {
        "tonight": [e for e in evenings if e.night.date == today],
        "evenings": [e for e in evenings if e.night.date != today],
        "tournaments": tournaments,
        "clubs": clubs,
        "can_create_club": permissions.can_create_club(request.user),
    }
    if request.user.is_authenticated:
        # The next step after logging in: the tables in play this user records, and the
        # clubs where they may start a club night. The default ruleset's games first: the
        # first suggestion opens the hand form a newcomer meets first, not MCR's fan checklist.
        default = Session._meta.get_field("ruleset").default
        in_play = [
            s for s in sessions if not s.finished_at and permissions.can_record(request.user, s)
        ]
        context["to_record"] = sorted(in_play, key=lambda s: s.ruleset != default)[:5]
        context["can_start"] = [c for c in clubs if permissions.can_manage_nights(request.user, c)]
        context["in_a_club"] = permissions.belongs_to_a_club(request.user)
    return render(request, "scoring/home.html", context)


def club(request, slug):
    return club_page(request, get_object_or_404(Club, slug=slug))


def club_page(request, club, measure_form=None, status=200):
    """The club's page; a refused choice of how nights are ranked comes back with its error."""
    from scoring.services.hands import nights
    from scoring.services.people import privacy

    games = club.sessions.filter(kind=Session.Kind.CLUB).select_related("club", "night")
    shown = privacy.shown_games(request.user, games).order_by("-date", "-night_id", "-id")
    players = club.players.filter(active=True)
    organiser = permissions.can_manage_members(request.user, club)
    context = {
        "club": club,
        "evenings": nights.evenings(shown[:120]),
        "can_start_night": permissions.can_manage_nights(request.user, club),
        "players": players if privacy.may_see_players(request.user, club) else None,
        "can_manage_members": organiser,
        # The organiser's first steps, until the first club night.
        "getting_started": organiser and not club.nights.exists(),
        # Only the actions this viewer may take are offered: sessions and nights to the club's
        # organisers and players, seasons and tournaments to its organisers.
        "can_start": permissions.can_create_session(request.user, club),
        "can_create_tournament": permissions.is_organiser(request.user, club),
        "can_manage_seasons": permissions.can_manage_seasons(request.user, club),
        "measures": NightMeasure.choices,
        "measure_form": measure_form,
    }
    return render(request, "scoring/club.html", context, status=status)


def csrf_failure(request, reason=""):
    """A refused form (the page was open too long, or its cookie is gone): JSON for the API
    (clients read {"error", "field"}), elsewhere a page of the app's own that says nothing
    was saved and how to send it again. Rendering it sets a fresh token, so a reload works."""
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
    from django.utils.http import url_has_allowed_host_and_scheme

    back = request.META.get("HTTP_REFERER", "")
    if not url_has_allowed_host_and_scheme(
        back, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        back = ""
    return render(request, "403_csrf.html", {"back": back}, status=403)
