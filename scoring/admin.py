from django.contrib import admin

from .models import Club, Hand, HandPlayer, HandRevision, Penalty, Player, Session


class ClubScoped(admin.ModelAdmin):
    """Organisers (staff, not superusers) see and pick only the objects of their own clubs."""

    club_path = "club"

    def get_queryset(self, request):
        queryset = super().get_queryset(request)
        if request.user.is_superuser:
            return queryset
        return queryset.filter(**{f"{self.club_path}__organisers": request.user}).distinct()

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if not request.user.is_superuser:
            if db_field.related_model is Club:
                kwargs["queryset"] = Club.objects.filter(organisers=request.user)
            elif db_field.related_model is Player:
                kwargs["queryset"] = Player.objects.filter(club__organisers=request.user)
        return super().formfield_for_foreignkey(db_field, request, **kwargs)


@admin.register(Club)
class ClubAdmin(admin.ModelAdmin):
    def get_queryset(self, request):
        queryset = super().get_queryset(request)
        return queryset if request.user.is_superuser else queryset.filter(organisers=request.user)

    list_display = ["name", "slug"]
    prepopulated_fields = {"slug": ["name"]}
    filter_horizontal = ["organisers"]


@admin.register(Player)
class PlayerAdmin(ClubScoped):
    list_display = ["name", "club", "country", "user", "active"]
    list_filter = ["club", "active"]
    search_fields = ["name"]


@admin.register(Session)
class SessionAdmin(ClubScoped):
    list_display = ["title", "club", "date", "ruleset", "kind", "finished_at"]
    list_filter = ["club", "ruleset", "kind"]
    filter_horizontal = ["scorers", "referees"]


class HandPlayerInline(admin.TabularInline):
    model = HandPlayer
    extra = 0
    readonly_fields = ["seat", "player", "melds", "concealed", "bonus", "score", "payment"]
    can_delete = False


@admin.register(Hand)
class HandAdmin(ClubScoped):
    club_path = "session__club"
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
class PenaltyAdmin(ClubScoped):
    club_path = "hand__session__club"
    list_display = ["hand", "type", "offender", "applied", "rule", "ruling"]


@admin.register(HandRevision)
class HandRevisionAdmin(ClubScoped):
    club_path = "hand__session__club"
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
