from django.contrib import admin
from django.contrib.auth import get_user_model

from . import permissions
from .models import (
    Club,
    Hand,
    HandPlayer,
    HandRevision,
    Penalty,
    Player,
    Round,
    Session,
    Table,
    Tournament,
    TournamentPenalty,
)

# How each club-owned model reaches its club: what a staff organiser may see and pick in the
# admin is what scoring.permissions.club_queryset lets through this path.
CLUB_PATHS = {
    Club: "",
    Player: "club",
    Session: "club",
    Hand: "session__club",
    HandPlayer: "hand__session__club",
    Penalty: "hand__session__club",
    HandRevision: "hand__session__club",
    Tournament: "club",
    Round: "tournament__club",
    Table: "round__tournament__club",
    TournamentPenalty: "tournament__club",
}


def scoped(request, model, queryset=None):
    queryset = model._default_manager.all() if queryset is None else queryset
    return permissions.club_queryset(request.user, queryset, CLUB_PATHS[model])


class ClubScopedMixin:
    """Organisers (staff, not superusers) see, open and pick only the objects of their own
    clubs: the list and change pages, and every foreign-key and many-to-many choice, accounts
    included (permissions.club_users)."""

    def get_queryset(self, request):
        return scoped(request, self.model, super().get_queryset(request))

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        choices = choosable(request, db_field.related_model)
        if choices is not None:
            kwargs["queryset"] = choices
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def formfield_for_manytomany(self, db_field, request, **kwargs):
        choices = choosable(request, db_field.related_model)
        if choices is not None:
            kwargs["queryset"] = choices
        return super().formfield_for_manytomany(db_field, request, **kwargs)


def choosable(request, model):
    """What a select box of `model` offers this user, or None to leave it as the admin has it."""
    if model in CLUB_PATHS:
        return scoped(request, model)
    if model is get_user_model():
        return permissions.club_users(request.user, model._default_manager.all())
    return None


class ClubScoped(ClubScopedMixin, admin.ModelAdmin):
    pass


@admin.register(Club)
class ClubAdmin(ClubScoped):
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


class HandPlayerInline(ClubScopedMixin, admin.TabularInline):
    model = HandPlayer
    extra = 0
    readonly_fields = ["seat", "player", "melds", "concealed", "bonus", "score", "payment"]
    can_delete = False


@admin.register(Hand)
class HandAdmin(ClubScoped):
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
    readonly_fields = ["input", "output", "said", "version", "submission_key"]

    def has_delete_permission(self, request, obj=None):
        # Recorded results are soft-deleted through the app, with a reason, never removed here.
        return False


@admin.register(Penalty)
class PenaltyAdmin(ClubScoped):
    list_display = ["hand", "type", "offender", "applied", "rule", "ruling"]


@admin.register(HandRevision)
class HandRevisionAdmin(ClubScoped):
    list_display = ["hand", "version", "action", "user", "at"]
    readonly_fields = [f.name for f in HandRevision._meta.fields]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


# Tournaments ------------------------------------------------------------------------------


class RoundInline(ClubScopedMixin, admin.TabularInline):
    model = Round
    extra = 0
    fields = ["number", "started_at"]
    show_change_link = True


@admin.register(Tournament)
class TournamentAdmin(ClubScoped):
    list_display = ["name", "club", "date", "ruleset", "scheme", "rounds_planned"]
    list_filter = ["club", "ruleset", "scheme"]
    search_fields = ["name"]
    filter_horizontal = ["players", "referees"]
    inlines = [RoundInline]


class TableInline(ClubScopedMixin, admin.TabularInline):
    model = Table
    extra = 0
    raw_id_fields = ["session"]


@admin.register(Round)
class RoundAdmin(ClubScoped):
    list_display = ["tournament", "number", "started_at"]
    list_filter = ["tournament"]
    filter_horizontal = ["byes"]
    inlines = [TableInline]


@admin.register(TournamentPenalty)
class TournamentPenaltyAdmin(ClubScoped):
    list_display = ["tournament", "player", "round", "points", "reason", "referee", "created_at"]
    list_filter = ["tournament"]
