"""A club's own administration, without the Django admin: creating a club, its people page
(players, CSV import, invitations, roles, linking, reset links), joining by invitation and the
club's privacy. Thin views over scoring.services.people.clubs."""

from __future__ import annotations

import datetime

import segno
from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST

from scoring import permissions
from scoring.forms.clubs import (
    ClubForm,
    ClubPrivacyForm,
    InvitationForm,
    LinkForm,
    PlayerForm,
    PlayersCsvForm,
    ResetLinkForm,
    RoleForm,
    TournamentPrivacyForm,
)
from scoring.models import AccountEvent, Club, Invitation, RoleChange, Tournament
from scoring.services.people import accounts
from scoring.services.people import clubs as service


def _managed_club(request, slug) -> Club:
    club = get_object_or_404(Club, slug=slug)
    if not permissions.can_manage_members(request.user, club):
        raise PermissionDenied(_("only the club's organisers manage its people"))
    return club


# Creating a club ------------------------------------------------------------------------------


@login_required
@require_http_methods(["GET", "POST"])
def club_new(request):
    token = request.POST.get("invite") or request.GET.get("invite") or ""
    if len(token) > 500:
        token = "-"
    invited = False
    refusal = ""
    if token:
        try:
            service.check_invitation(token, club=None)
            invited = True
        except service.ClubError as exc:
            refusal = str(exc)
    if not permissions.can_create_club(request.user, invited):
        context = {
            "refusal": refusal or _("Creating a club needs the site administrator's invitation.")
        }
        return render(request, "scoring/clubs/new.html", context, status=403 if not token else 400)
    form = ClubForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            club = service.create_club(
                request.user, form.cleaned_data["name"], token if invited else ""
            )
        except service.ClubError as exc:
            form.add_service_error(exc)
        else:
            messages.success(
                request, _("%(club)s is created; you are its organiser.") % {"club": club}
            )
            return redirect(club)
    status = 400 if form.errors else 200
    return render(request, "scoring/clubs/new.html", {"form": form, "invite": token}, status=status)


@login_required
@require_POST
def site_invite(request):
    """The administrator's invitation to create a club (CLUB_CREATION=invited)."""
    if not request.user.is_superuser:
        raise PermissionDenied(_("only the site administrator invites club founders"))
    invitation, token = service.invite_club_creator(request.user)
    url = request.build_absolute_uri(reverse("club-new") + f"?invite={token}")
    context = _link_context(
        url, _("Invitation to create a club"), expires=invitation.expires_at, kind="club"
    )
    return render(request, "scoring/clubs/link.html", context)


def _link_context(url, title, *, expires, kind, club=None, player=None, account=None, role=""):
    """A link made to be handed over: what it is for (the player or account, the club, the
    role), until when it works, and its QR code; the page adds Copy and Share."""
    qr = segno.make(url, error="m").svg_data_uri(scale=4, border=2)
    return {
        "url": url,
        "qr": qr,
        "title": title,
        "kind": kind,
        "club": club,
        "player": player,
        "account": account,
        "role": role,
        "expires": expires,
    }


# The people page ------------------------------------------------------------------------------


def people_page(request, club, status=200, **forms):
    context = {
        "club": club,
        "members": service.members(club),
        "players": club.players.filter(active=True).select_related("user"),
        "changes": RoleChange.objects.filter(club=club).select_related("user", "by")[:30],
        "account_events": AccountEvent.objects.filter(club=club).select_related("user", "by")[:30],
        "invitations": service.open_invitations(club),
        "player_form": forms.get("player_form") or PlayerForm(),
        "csv_form": forms.get("csv_form") or PlayersCsvForm(),
        "invite_form": forms.get("invite_form") or InvitationForm(club=club),
        "role_form": forms.get("role_form") or RoleForm(club=club),
        "link_form": forms.get("link_form") or LinkForm(club=club),
        "reset_form": forms.get("reset_form") or ResetLinkForm(club=club),
    }
    return render(request, "scoring/clubs/people.html", context, status=status)


@login_required
def people(request, slug):
    return people_page(request, _managed_club(request, slug))


@login_required
@require_POST
def player_add(request, slug):
    club = _managed_club(request, slug)
    form = PlayerForm(request.POST)
    if form.is_valid():
        try:
            player = service.add_player(club, **form.cleaned_data)
        except service.ClubError as exc:
            form.add_service_error(exc)
        else:
            messages.success(request, _("%(name)s is added.") % {"name": player.name})
            return redirect("club-people", club.slug)
    return people_page(request, club, status=400, player_form=form)


@login_required
@require_POST
def players_import(request, slug):
    club = _managed_club(request, slug)
    form = PlayersCsvForm(request.POST, request.FILES)
    if form.is_valid():
        upload = form.cleaned_data["file"]
        try:
            if upload.size > service.CSV_MAX_BYTES:
                raise service.ClubError(
                    _("the file is larger than %(n)s kB") % {"n": service.CSV_MAX_BYTES // 1024},
                    "file",
                )
            entries = service.parse_players_csv(club, upload.read())
        except service.ClubError as exc:
            form.add_service_error(exc)
        else:
            added = service.import_players(club, entries)
            messages.success(request, _("%(n)s players added.") % {"n": len(added)})
            return redirect("club-people", club.slug)
    return people_page(request, club, status=400, csv_form=form)


@login_required
@require_POST
def invite(request, slug):
    club = _managed_club(request, slug)
    form = InvitationForm(request.POST, club=club)
    if form.is_valid():
        try:
            invitation, token = service.invite(
                club, request.user, form.cleaned_data["player"], form.cleaned_data["role"]
            )
        except service.ClubError as exc:
            form.add_service_error(exc)
        else:
            url = request.build_absolute_uri(reverse("club-join", args=[club.slug, token]))
            context = _link_context(
                url,
                _("Invitation to %(club)s") % {"club": club},
                expires=invitation.expires_at,
                kind="invitation",
                club=club,
                player=invitation.player,
                role=invitation.get_role_display() if invitation.role else "",
            )
            email = form.cleaned_data["email"]
            if email and service.send_invitation(club, url, email, request.user):
                messages.success(
                    request, _("The invitation is sent to %(email)s.") % {"email": email}
                )
            elif email:
                messages.warning(request, _("This site sends no email: give the link yourself."))
            return render(request, "scoring/clubs/link.html", context)
    return people_page(request, club, status=400, invite_form=form)


@login_required
@require_POST
def role_change(request, slug):
    club = _managed_club(request, slug)
    form = RoleForm(request.POST, club=club)
    if form.is_valid():
        data = form.cleaned_data
        name = accounts.public_name(data["user"])
        try:
            if data["action"] == "grant":
                service.grant(club, data["user"], data["role"], request.user)
                messages.success(
                    request,
                    _("%(name)s is now %(role)s.") % {"name": name, "role": _(data["role"])},
                )
            else:
                service.revoke(club, data["user"], data["role"], request.user)
                messages.success(
                    request,
                    _("%(name)s is no longer %(role)s.") % {"name": name, "role": _(data["role"])},
                )
        except service.ClubError as exc:
            form.add_service_error(exc)
        else:
            return redirect("club-people", club.slug)
    return people_page(request, club, status=400, role_form=form)


@login_required
@require_POST
def player_link(request, slug):
    club = _managed_club(request, slug)
    form = LinkForm(request.POST, club=club)
    if form.is_valid():
        try:
            service.link(form.cleaned_data["player"], form.cleaned_data["user"])
        except service.ClubError as exc:
            form.add_service_error(exc)
        else:
            messages.success(request, _("The player is linked."))
            return redirect("club-people", club.slug)
    return people_page(request, club, status=400, link_form=form)


@login_required
@require_POST
def reset_link(request, slug):
    """Without email, an organiser hands a member a one-time link to set a new password."""
    club = _managed_club(request, slug)
    form = ResetLinkForm(request.POST, club=club)
    if form.is_valid():
        user = form.cleaned_data["user"]
        try:
            url = accounts.issue_reset_link(request, club, user, by=request.user)
        except accounts.AccountError as exc:
            form.add_service_error(exc)
        else:
            name = accounts.public_name(user)
            context = _link_context(
                url,
                _("Password reset link for %(name)s") % {"name": name},
                expires=timezone.now()
                + datetime.timedelta(seconds=settings.PASSWORD_RESET_TIMEOUT),
                kind="reset",
                club=club,
                account=name,
            )
            return render(request, "scoring/clubs/link.html", context)
    return people_page(request, club, status=400, reset_form=form)


@login_required
@require_POST
def invitation_withdraw(request, slug, invitation):
    club = _managed_club(request, slug)
    invitation = get_object_or_404(
        Invitation, pk=invitation, club=club, used_at__isnull=True, withdrawn_at__isnull=True
    )
    service.withdraw(invitation, request.user)
    messages.success(request, _("The invitation is withdrawn: its link no longer works."))
    return redirect("club-people", club.slug)


# Joining by invitation ------------------------------------------------------------------------


@require_http_methods(["GET", "POST"])
def join(request, slug, token):
    club = get_object_or_404(Club, slug=slug)
    try:
        invitation = service.check_invitation(token[:500], club)
    except service.ClubError as exc:
        return render(
            request, "scoring/clubs/join.html", {"club": club, "refusal": str(exc)}, status=400
        )
    if request.method == "POST":
        if not request.user.is_authenticated:
            return redirect(f"{reverse('login')}?next={request.path}")
        try:
            service.accept(token, club, request.user)
        except service.ClubError as exc:
            context = {"club": club, "refusal": str(exc)}
            return render(request, "scoring/clubs/join.html", context, status=400)
        messages.success(request, _("Welcome to %(club)s.") % {"club": club})
        return redirect(club)
    return render(request, "scoring/clubs/join.html", {"club": club, "invitation": invitation})


# Privacy --------------------------------------------------------------------------------------


@login_required
@require_http_methods(["GET", "POST"])
def club_privacy(request, slug):
    club = _managed_club(request, slug)
    form = ClubPrivacyForm(request.POST or None, instance=club)
    if request.method == "POST" and form.is_valid():
        form.save()
        messages.success(request, _("The club's privacy settings are saved."))
        return redirect(club)
    context = {"form": form, "owner": club, "club": club}
    return render(
        request, "scoring/clubs/privacy.html", context, status=400 if form.errors else 200
    )


@login_required
@require_http_methods(["GET", "POST"])
def tournament_privacy(request, pk):
    tournament = get_object_or_404(Tournament.objects.select_related("club"), pk=pk)
    if not permissions.can_manage_tournament(request.user, tournament):
        raise PermissionDenied(_("only the club's organisers set a tournament's privacy"))
    form = TournamentPrivacyForm(request.POST or None, instance=tournament)
    if request.method == "POST" and form.is_valid():
        form.save()
        messages.success(request, _("The tournament's privacy settings are saved."))
        return redirect(tournament)
    context = {"form": form, "owner": tournament, "club": tournament.club}
    return render(
        request, "scoring/clubs/privacy.html", context, status=400 if form.errors else 200
    )
