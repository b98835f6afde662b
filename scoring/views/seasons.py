"""Club nights, seasons, player pages and merging players: thin views over
scoring.services.hands.nights, .seasons, .players and .ratings."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.gzip import gzip_page
from django.views.decorators.http import require_POST

from scoring import permissions
from scoring.forms.seasons import (
    AddGameForm,
    MergeForm,
    NightForm,
    NightMeasureForm,
    PlayerFilterForm,
    SeasonForm,
)
from scoring.models import Club, ClubNight, Player, Season
from scoring.services.hands import nights as night_service
from scoring.services.hands.ruleset_words import ruleset_name
from scoring.services.people import players as player_service
from scoring.services.people import privacy
from scoring.services.seasons import plots, statistics
from scoring.services.seasons import season as season_service
from scoring.services.tournaments.setup import ruleset_choices
from scoring.views import club_page


def _club(slug) -> Club:
    return get_object_or_404(Club, slug=slug)


def _night(pk) -> ClubNight:
    return get_object_or_404(ClubNight.objects.select_related("club"), pk=pk)


def _season(pk) -> Season:
    return get_object_or_404(Season.objects.select_related("club"), pk=pk)


def _shown(request, club, what: str):
    """The club's privacy (scoring.services.people.privacy): its players, standings or result files."""
    if not getattr(privacy, f"may_see_{what}")(request.user, club):
        raise PermissionDenied(_("the club shows that to its members only"))


# Club nights --------------------------------------------------------------------------------


@login_required
def night_new(request, slug):
    club = _club(slug)
    if not permissions.can_manage_nights(request.user, club):
        raise PermissionDenied(_("only the club's organisers and players can start a club night"))
    today = timezone.localdate()
    # The evening's name as a club says it ("Tuesday 17 November"), in the reader's language.
    initial = {"date": today, "title": date_format(today, "l j F")}
    form = NightForm(request.POST or None, initial=initial)
    if request.method == "POST" and form.is_valid():
        try:
            night = night_service.create_night(
                club, request.user, form.cleaned_data["date"], form.cleaned_data["title"]
            )
        except night_service.NightError as exc:
            form.add_service_error(exc)
        else:
            return redirect(night)
    status = 400 if form.errors else 200
    return render(request, "scoring/nights/new.html", {"club": club, "form": form}, status=status)


def _night_context(request, night):
    _shown(request, night.club, "standings")
    view = night_service.night_view(night)
    return {"night": night, "club": night.club, "view": view}


def night_detail(request, pk):
    night = _night(pk)
    context = _night_context(request, night)
    if permissions.can_manage_nights(request.user, night.club):
        context["add_form"] = AddGameForm(night=night)
        context["candidates"] = list(night_service.candidate_games(night))
    return render(request, "scoring/nights/detail.html", context)


def night_live(request, pk):
    """The night's tables and standings, polled by htmx on the night page."""
    night = _night(pk)
    return render(request, "scoring/nights/_live.html", _night_context(request, night))


def night_print(request, pk):
    night = _night(pk)
    context = {**_night_context(request, night), "printed_at": timezone.now()}
    return render(request, "scoring/nights/print.html", context)


@login_required
@require_POST
def night_add_game(request, pk):
    night = _night(pk)
    if not permissions.can_manage_nights(request.user, night.club):
        raise PermissionDenied(_("only the club's organisers and players can change a club night"))
    form = AddGameForm(request.POST, night=night)
    if form.is_valid():
        try:
            session = night_service.add_game(night, form.cleaned_data["session"])
        except night_service.NightError as exc:
            form.add_service_error(exc)
        else:
            messages.success(request, _("“%(game)s” added to the night.") % {"game": session})
            return redirect(night)
    context = {
        **_night_context(request, night),
        "add_form": form,
        "candidates": list(night_service.candidate_games(night)),
    }
    return render(request, "scoring/nights/detail.html", context, status=400)


@login_required
@require_POST
def night_measure(request, slug):
    club = _club(slug)
    if not permissions.can_manage_seasons(request.user, club):
        raise PermissionDenied(_("only the club's organisers choose how its nights are ranked"))
    form = NightMeasureForm(request.POST, instance=club)
    if not form.is_valid():
        return club_page(request, club, measure_form=form, status=400)
    form.save()
    messages.success(
        request,
        _("Club nights are now ranked by %(m)s.") % {"m": club.get_night_measure_display()},
    )
    return redirect(request.POST.get("next") or club.get_absolute_url())


# Seasons ------------------------------------------------------------------------------------


@login_required
def season_new(request, slug):
    club = _club(slug)
    if not permissions.can_manage_seasons(request.user, club):
        raise PermissionDenied(_("only the club's organisers create seasons"))
    form = SeasonForm(request.POST or None, rulesets=ruleset_choices(), club=club)
    if request.method == "POST" and form.is_valid():
        try:
            season = season_service.create_season(club, request.user, **form.cleaned_data)
        except season_service.SeasonError as exc:
            form.add_service_error(exc)
        else:
            return redirect(season)
    status = 400 if form.errors else 200
    return render(request, "scoring/seasons/new.html", {"club": club, "form": form}, status=status)


@gzip_page
def season_detail(request, pk):
    season = _season(pk)
    _shown(request, season.club, "standings")
    try:
        result = _season_standings(request, season)
    except season_service.SeasonError as error:
        return _refused(error)
    plot, dates, places = plots.season_ranks(result, season_service.KEYS[season.measure])
    context = {
        "season": season,
        "result": result,
        "plot": plot,
        "dates": dates,
        "places": places,
        "ruleset_query": _ruleset_query(result),
    }
    return render(request, "scoring/seasons/detail.html", context)


def season_print(request, pk):
    season = _season(pk)
    _shown(request, season.club, "standings")
    try:
        result = _season_standings(request, season)
    except season_service.SeasonError as error:
        return _refused(error)
    context = {"season": season, "result": result, "printed_at": timezone.now()}
    return render(request, "scoring/seasons/print.html", context)


def season_csv(request, pk):
    season = _season(pk)
    _shown(request, season.club, "results")
    try:
        text = season_service.standings_csv(_season_standings(request, season))
    except season_service.SeasonError as error:
        return _refused(error)
    response = HttpResponse(text, content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="season-{season.pk}.csv"'
    return response


def season_pdf(request, pk):
    season = _season(pk)
    _shown(request, season.club, "results")
    try:
        pdf = season_service.standings_pdf(_season_standings(request, season))
    except season_service.SeasonError as error:
        return _refused(error)
    response = HttpResponse(pdf, content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="season-{season.pk}.pdf"'
    return response


def season_hall(request, pk):
    """The season's ladder for a screen in the club room: large type, refreshed by htmx."""
    season = _season(pk)
    _shown(request, season.club, "standings")
    try:
        context = _hall_context(request, season)
    except season_service.SeasonError as error:
        return _refused(error)
    return render(request, "scoring/seasons/hall.html", context)


def season_hall_live(request, pk):
    season = _season(pk)
    _shown(request, season.club, "standings")
    try:
        context = _hall_context(request, season)
    except season_service.SeasonError as error:
        return _refused(error)
    return render(request, "scoring/seasons/_hall_rows.html", context)


def _wanted_ruleset(request) -> str:
    # A ruleset id is a short word: anything longer names no ruleset (and is not echoed whole).
    return request.GET.get("ruleset", "")[:40]


def _season_standings(request, season):
    # Players are named as this visitor may see them where they are loaded (privacy).
    return season_service.standings(season, _wanted_ruleset(request))


def _ruleset_query(result) -> str:
    """`?ruleset=...` for the season's other pages when it keeps several standings."""
    return f"?ruleset={result.ruleset}" if result.ruleset_links else ""


def _hall_context(request, season) -> dict:
    rulesets = season_service.season_rulesets(season)
    ruleset = season_service.chosen_ruleset(season, _wanted_ruleset(request), rulesets)
    several = len(rulesets) > 1
    return {
        "season": season,
        "rows": season_service.hall_rows(season, ruleset, rulesets),
        "ruleset_label": ruleset_name(ruleset) if several else "",
        "ruleset_query": f"?ruleset={ruleset}" if several else "",
    }


def _refused(error) -> HttpResponse:
    return HttpResponse(error.message, status=400, content_type="text/plain; charset=utf-8")


# Players ------------------------------------------------------------------------------------


@gzip_page
def player_detail(request, pk):
    player = get_object_or_404(Player.objects.select_related("club"), pk=pk)
    _shown(request, player.club, "players")
    if not player.active and (kept := player_service.merged_into(player)) is not None:
        messages.info(
            request,
            _("%(a)s was merged into %(b)s; this is %(b)s's record.")
            % {"a": player.name, "b": kept.name},
        )
        return redirect(kept)
    form = PlayerFilterForm(request.GET or None, player=player, rulesets=ruleset_choices())
    season, ruleset = None, ""
    if form.is_bound:
        if not form.is_valid():
            return render(
                request,
                "scoring/players/detail.html",
                {"player": player, "form": form, "record": None},
                status=400,
            )
        season = form.cleaned_data["season"]
        ruleset = form.cleaned_data["ruleset"]
    record = player_service.record(player, season=season, ruleset=ruleset)
    for line in record.ratings:  # one history plot per ruleset rated
        line.plot = plots.rating_history(line.history)
    context = {
        "player": player,
        "form": form,
        "record": record,
        "season": season,
        "statistics": statistics.with_plots(
            statistics.figures(
                player_service.player_sessions(player, season, ruleset),
                get_language(),
                player=player,
            )
        ),
    }
    return render(request, "scoring/players/detail.html", context)


@login_required
def player_merge(request, slug):
    club = _club(slug)
    if not permissions.can_merge_players(request.user, club):
        raise PermissionDenied(_("only the club's organisers merge players"))
    form = MergeForm(request.POST or None, club=club)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            audit = player_service.merge(
                data["source"], data["target"], request.user, data["reason"]
            )
        except player_service.MergeError as exc:
            form.add_service_error(exc)
        else:
            messages.success(
                request,
                _("%(a)s merged into %(b)s: every game and hand is now %(b)s's.")
                % {"a": audit.source.name, "b": audit.target.name},
            )
            return redirect(audit.target)
    merges = club_merges(club)
    status = 400 if form.errors else 200
    return render(
        request,
        "scoring/players/merge.html",
        {"club": club, "form": form, "merges": merges},
        status=status,
    )


def club_merges(club):
    from scoring.models import PlayerMerge

    merges = PlayerMerge.objects.filter(target__club=club)
    return merges.select_related("source", "target", "user")[:50]
