from django.contrib import admin

from .models import Club, Hand, HandPlayer, HandRevision, Penalty, Player, Session


@admin.register(Club)
class ClubAdmin(admin.ModelAdmin):
    list_display = ["name", "slug"]
    prepopulated_fields = {"slug": ["name"]}
    filter_horizontal = ["organisers"]


@admin.register(Player)
class PlayerAdmin(admin.ModelAdmin):
    list_display = ["name", "club", "country", "user", "active"]
    list_filter = ["club", "active"]
    search_fields = ["name"]


@admin.register(Session)
class SessionAdmin(admin.ModelAdmin):
    list_display = ["title", "club", "date", "ruleset", "kind", "finished_at"]
    list_filter = ["club", "ruleset", "kind"]
    filter_horizontal = ["scorers", "referees"]


class HandPlayerInline(admin.TabularInline):
    model = HandPlayer
    extra = 0
    readonly_fields = ["seat", "player", "melds", "concealed", "bonus", "score", "payment"]
    can_delete = False


@admin.register(Hand)
class HandAdmin(admin.ModelAdmin):
    list_display = [
        "session",
        "number",
        "prevailing_wind",
        "winner",
        "drawn",
        "version",
        "deleted_at",
    ]
    list_filter = ["session__club"]
    inlines = [HandPlayerInline]
    readonly_fields = ["input", "output", "version", "submission_key"]

    def has_delete_permission(self, request, obj=None):
        # Recorded results are soft-deleted through the app, with a reason, never removed here.
        return False


@admin.register(Penalty)
class PenaltyAdmin(admin.ModelAdmin):
    list_display = ["hand", "type", "offender", "applied", "rule", "ruling"]


@admin.register(HandRevision)
class HandRevisionAdmin(admin.ModelAdmin):
    list_display = ["hand", "version", "action", "user", "at"]
    readonly_fields = [f.name for f in HandRevision._meta.fields]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


# Tournaments ------------------------------------------------------------------------------

from .models import Round, Table, Tournament, TournamentPenalty  # noqa: E402


class RoundInline(admin.TabularInline):
    model = Round
    extra = 0
    fields = ["number", "started_at"]
    show_change_link = True


@admin.register(Tournament)
class TournamentAdmin(admin.ModelAdmin):
    list_display = ["name", "club", "date", "ruleset", "scheme", "rounds_planned"]
    list_filter = ["club", "ruleset", "scheme"]
    search_fields = ["name"]
    filter_horizontal = ["players", "referees"]
    inlines = [RoundInline]


class TableInline(admin.TabularInline):
    model = Table
    extra = 0
    raw_id_fields = ["session"]


@admin.register(Round)
class RoundAdmin(admin.ModelAdmin):
    list_display = ["tournament", "number", "started_at"]
    list_filter = ["tournament"]
    filter_horizontal = ["byes"]
    inlines = [TableInline]


@admin.register(TournamentPenalty)
class TournamentPenaltyAdmin(admin.ModelAdmin):
    list_display = ["tournament", "player", "round", "points", "reason", "referee", "created_at"]
    list_filter = ["tournament"]
