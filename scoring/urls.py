from django.urls import path

from . import views
from .api import api
from .views import (
    backup,
    event_day,
    event_players,
    house_rules,
    live_stream,
    offline,
    referee,
    rulesets,
    seasons,
    sessions,
    statistics,
    table,
)
from .views.tournaments import desk, event, papers, public, rounds

urlpatterns = [
    path("", views.home, name="home"),
    path("clubs/<slug:slug>/", views.club, name="club"),
    path("clubs/<slug:slug>/export/", backup.club_export, name="club-export"),
    path("clubs/<slug:slug>/sessions/new/", sessions.session_new, name="session-new"),
    path("clubs/<slug:slug>/guests/", sessions.guest_add, name="guest-add"),
    path("clubs/<slug:slug>/house-rules/", house_rules.index, name="house-rules-index"),
    path("clubs/<slug:slug>/house-rules/new/", house_rules.edit, name="house-rules-new"),
    path("clubs/<slug:slug>/house-rules/<slug:house>/", house_rules.detail, name="house-rules"),
    path(
        "clubs/<slug:slug>/house-rules/<slug:house>/edit/",
        house_rules.edit,
        name="house-rules-edit",
    ),
    path(
        "clubs/<slug:slug>/house-rules/<slug:house>/hands/new/",
        house_rules.hand_edit,
        name="house-hand-new",
    ),
    path(
        "clubs/<slug:slug>/house-rules/<slug:house>/hands/<slug:hand>/",
        house_rules.hand_edit,
        name="house-hand",
    ),
    path("sessions/<int:pk>/", sessions.session_detail, name="session"),
    path("sessions/<int:pk>/end/", sessions.session_end, name="session-end"),
    path("sessions/<int:pk>/hands/new/", sessions.hand_new, name="hand-new"),
    path("sessions/<int:pk>/hands/preview/", sessions.hand_preview, name="hand-preview"),
    path("sessions/<int:pk>/hands/<int:number>/", sessions.hand_detail, name="hand"),
    path(
        "sessions/<int:pk>/hands/<int:number>/correct/", sessions.hand_correct, name="hand-correct"
    ),
    path("sessions/<int:pk>/hands/<int:number>/delete/", sessions.hand_delete, name="hand-delete"),
    path(
        "sessions/<int:pk>/hands/<int:number>/delete/preview/",
        sessions.hand_delete_preview,
        name="hand-delete-preview",
    ),
    # /api/score/, /api/sessions/..., the OpenAPI description /api/openapi.json, /api/docs
    path("api/", api.urls),
    path(
        "sessions/<int:session_id>/hands/<int:number>/referee/",
        referee.hand,
        name="referee-hand",
    ),
    path(
        "sessions/<int:session_id>/hands/<int:number>/referee/what-if/",
        referee.what_if,
        name="referee-what-if",
    ),
    path(
        "sessions/<int:session_id>/hands/<int:number>/referee/rule/",
        referee.rule,
        name="referee-rule",
    ),
    path("rulesets/", rulesets.index, name="rulesets"),
    path("rulesets/<slug:ruleset_id>/", rulesets.detail, name="ruleset"),
]

urlpatterns += [
    path("tournaments/", event.tournament_list, name="tournaments"),
    path(
        "clubs/<slug:slug>/tournaments/new/",
        event.tournament_create,
        name="tournament-create",
    ),
    path("tournaments/<int:pk>/", event.tournament_detail, name="tournament"),
    path(
        "tournaments/<int:pk>/players/",
        event.tournament_players,
        name="tournament-players",
    ),
    path("tournaments/<int:pk>/penalties/", event.penalty_create, name="tournament-penalty"),
    path(
        "tournaments/<int:pk>/rounds/new/",
        rounds.round_generate,
        name="tournament-round-generate",
    ),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/",
        rounds.round_detail,
        name="tournament-round",
    ),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/swap/",
        rounds.round_swap,
        name="tournament-round-swap",
    ),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/start/",
        rounds.round_start,
        name="tournament-round-start",
    ),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/tables/<int:table>/finish/",
        rounds.table_finish,
        name="tournament-table-finish",
    ),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/seating.csv",
        papers.round_seating_csv,
        name="tournament-round-csv",
    ),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/print/",
        papers.round_print,
        name="tournament-round-print",
    ),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/sheets/",
        papers.round_sheets,
        name="tournament-round-sheets",
    ),
    path("tournaments/<int:pk>/standings/", public.standings, name="tournament-standings"),
    path("tournaments/<int:pk>/hall/", public.hall, name="tournament-hall"),
    path("tournaments/<int:pk>/hall/data/", public.hall_data, name="tournament-hall-data"),
    path(
        "tournaments/<int:pk>/hall/stream/", live_stream.hall_stream, name="tournament-hall-stream"
    ),
    path("tournaments/<int:pk>/ema.xlsx", papers.ema_workbook, name="tournament-ema"),
    path("tournaments/<int:pk>/facts/", event.tournament_facts, name="tournament-facts"),
    path(
        "tournaments/<int:pk>/statistics/",
        statistics.tournament_statistics,
        name="tournament-statistics",
    ),
    path("tournaments/<int:pk>/withdraw/", event.player_withdraw, name="tournament-withdraw"),
    path("tournaments/<int:pk>/check-in/", event_day.check_in, name="tournament-check-in"),
    path("tournaments/<int:pk>/register/", event_players.register, name="tournament-register"),
    path(
        "tournaments/<int:pk>/registrations/",
        event_players.registration_list,
        name="tournament-registrations",
    ),
    path(
        "tournaments/<int:pk>/registrations/settings/",
        event_players.registration_settings,
        name="tournament-registration-settings",
    ),
    path(
        "tournaments/<int:pk>/registrations/decide/",
        event_players.registration_decide,
        name="tournament-registration-decide",
    ),
    path("registrations/<str:token>/", event_players.registration, name="tournament-registration"),
    path("tables/", event_players.table_code, name="tournament-table-code"),
    path("tables/<str:code>/", event_players.table_phone, name="tournament-table-phone"),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/results/<int:table>/resolve/",
        event_players.table_resolve,
        name="tournament-table-resolve",
    ),
    path("tournaments/<int:pk>/hall/mode/", event_day.hall_mode, name="tournament-hall-mode"),
    path("tournaments/<int:pk>/teams/", event_day.team_standings, name="tournament-teams"),
    path("tournaments/<int:pk>/teams/set/", event_day.teams_set, name="tournament-teams-set"),
    path("tournaments/<int:pk>/apart/", event_day.keep_apart_set, name="tournament-keep-apart"),
    path(
        "tournaments/<int:pk>/name-cards.pdf",
        event_day.name_cards_pdf,
        name="tournament-name-cards",
    ),
    path(
        "tournaments/<int:pk>/table-cards.pdf",
        event_day.table_cards_pdf,
        name="tournament-table-cards",
    ),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/table-clock/",
        event_day.table_clock,
        name="tournament-table-clock",
    ),
    path(
        "tournaments/<int:pk>/rounds/import/",
        event_day.seating_upload,
        name="tournament-seating-import",
    ),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/substitute/",
        rounds.round_substitute,
        name="tournament-round-substitute",
    ),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/clock/",
        rounds.round_clock,
        name="tournament-round-clock",
    ),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/results/",
        desk.round_results,
        name="tournament-round-results",
    ),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/results/all/",
        desk.round_results_all,
        name="tournament-round-results-all",
    ),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/results/<int:table>/",
        desk.table_results,
        name="tournament-table-results",
    ),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/results/<int:table>/finish/",
        desk.table_sheet_finish,
        name="tournament-table-sheet-finish",
    ),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/results/<int:table>/reopen/",
        desk.table_reopen,
        name="tournament-table-reopen",
    ),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/results/<int:table>/not-played/",
        desk.table_not_played,
        name="tournament-table-not-played",
    ),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/results/<int:table>/forfeit/",
        desk.table_forfeit,
        name="tournament-table-forfeit",
    ),
    path(
        "tournaments/<int:pk>/rounds/<int:number>/sheets.pdf",
        papers.round_sheets_pdf,
        name="tournament-round-sheets-pdf",
    ),
    path(
        "tournaments/<int:pk>/standings/live/",
        public.standings_fragment,
        name="tournament-standings-live",
    ),
    path(
        "tournaments/<int:pk>/standings/print/",
        public.standings_print,
        name="tournament-standings-print",
    ),
    path(
        "tournaments/<int:pk>/standings.csv",
        public.standings_csv,
        name="tournament-standings-csv",
    ),
    path(
        "tournaments/<int:pk>/standings.pdf",
        public.standings_pdf,
        name="tournament-standings-pdf",
    ),
    path("tournaments/<int:pk>/results.csv", public.results_csv, name="tournament-results-csv"),
]

urlpatterns += [
    path("sw.js", offline.service_worker, name="service-worker"),
    path("manifest.webmanifest", offline.manifest, name="manifest"),
    path("offline/queue/", offline.queue_page, name="offline-queue"),
    path("sessions/<int:pk>/hands/queued/", offline.queued_hand, name="hand-queued"),
]

urlpatterns += [
    path("sessions/<int:pk>/live/", table.session_live, name="session-live"),
    path("sessions/<int:pk>/table/", table.scorer_table, name="table"),
    path("sessions/<int:pk>/table/qr.svg", table.table_qr, name="table-qr"),
    path("sessions/<int:pk>/table/status/", table.table_status, name="table-status"),
    path("t/<str:token>/", table.join, name="table-join"),
    path("t/<str:token>/status/", table.join_status, name="table-join-status"),
    path("t/<str:token>/stream/", live_stream.table_stream, name="table-join-stream"),
    path("t/<str:token>/queued/", table.join_queued, name="table-join-queued"),
]

urlpatterns += [
    path("clubs/<slug:slug>/nights/new/", seasons.night_new, name="night-new"),
    path("clubs/<slug:slug>/nights/measure/", seasons.night_measure, name="night-measure"),
    path("nights/<int:pk>/", seasons.night_detail, name="night"),
    path("nights/<int:pk>/live/", seasons.night_live, name="night-live"),
    path("nights/<int:pk>/print/", seasons.night_print, name="night-print"),
    path("nights/<int:pk>/games/", seasons.night_add_game, name="night-add-game"),
    path("clubs/<slug:slug>/seasons/new/", seasons.season_new, name="season-new"),
    path("seasons/<int:pk>/", seasons.season_detail, name="season"),
    path("seasons/<int:pk>/statistics/", statistics.season_statistics, name="season-statistics"),
    path("seasons/<int:pk>/print/", seasons.season_print, name="season-print"),
    path("seasons/<int:pk>/standings.csv", seasons.season_csv, name="season-csv"),
    path("seasons/<int:pk>/standings.pdf", seasons.season_pdf, name="season-pdf"),
    path("seasons/<int:pk>/hall/", seasons.season_hall, name="season-hall"),
    path("seasons/<int:pk>/hall/live/", seasons.season_hall_live, name="season-hall-live"),
    path("players/<int:pk>/", seasons.player_detail, name="player"),
    path("clubs/<slug:slug>/players/merge/", seasons.player_merge, name="player-merge"),
]

# The names the pages and tests used before the API moved to django-ninja (reverse("api-hands")),
# kept for reverse() only: the include above answers every request to these paths.
urlpatterns += [
    path(f"api/{pattern.pattern}", pattern.callback, name=f"api-{pattern.name}")
    for pattern in api.urls[0]
    if pattern.name in ("score", "sessions", "session", "hands", "hand")
]

# A club's own administration and a person's own page (scoring.views.clubs, .accounts).
from .views import accounts as account_views  # noqa: E402
from .views import clubs as club_views  # noqa: E402

urlpatterns += [
    path("new-club/", club_views.club_new, name="club-new"),
    path("site/invite/", club_views.site_invite, name="site-invite"),
    path("clubs/<slug:slug>/people/", club_views.people, name="club-people"),
    path("clubs/<slug:slug>/people/players/", club_views.player_add, name="club-player-add"),
    path("clubs/<slug:slug>/people/import/", club_views.players_import, name="club-players-import"),
    path("clubs/<slug:slug>/people/invite/", club_views.invite, name="club-invite"),
    path(
        "clubs/<slug:slug>/people/invitations/<int:invitation>/withdraw/",
        club_views.invitation_withdraw,
        name="club-invitation-withdraw",
    ),
    path("clubs/<slug:slug>/people/roles/", club_views.role_change, name="club-role"),
    path("clubs/<slug:slug>/people/link/", club_views.player_link, name="club-link"),
    path("clubs/<slug:slug>/people/reset-link/", club_views.reset_link, name="club-reset-link"),
    path("clubs/<slug:slug>/privacy/", club_views.club_privacy, name="club-privacy"),
    path("clubs/<slug:slug>/join/<str:token>/", club_views.join, name="club-join"),
    path("tournaments/<int:pk>/privacy/", club_views.tournament_privacy, name="tournament-privacy"),
    path("me/", account_views.me, name="me"),
    path("me/data.json", account_views.my_data, name="me-data"),
    path("me/forget/", account_views.forget_me, name="me-forget"),
]
