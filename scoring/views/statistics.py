"""Statistics pages: a tournament's and a club season's hands, counted per ruleset
(scoring/services/seasons/statistics.py); the player page shows a player's own."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404, render
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from scoring.models import Season, Tournament
from scoring.services.people import privacy
from scoring.services.seasons import season as seasons
from scoring.services.seasons import statistics


def tournament_statistics(request, pk):
    tournament = get_object_or_404(Tournament.objects.select_related("club"), pk=pk)
    if not privacy.may_see_standings(request.user, tournament):
        raise PermissionDenied(_("this tournament shows that to its club's members only"))
    found = statistics.figures(statistics.tournament_sessions(tournament), get_language())
    context = {
        "owner": tournament,
        "title": tournament.name,
        "figures": statistics.with_plots(found),
    }
    return render(request, "scoring/statistics/page.html", context)


def season_statistics(request, pk):
    season = get_object_or_404(Season.objects.select_related("club"), pk=pk)
    if not privacy.may_see_standings(request.user, season.club):
        raise PermissionDenied(_("the club shows that to its members only"))
    found = statistics.figures(seasons.season_games(season), get_language())
    context = {"owner": season, "title": season.name, "figures": statistics.with_plots(found)}
    return render(request, "scoring/statistics/page.html", context)
