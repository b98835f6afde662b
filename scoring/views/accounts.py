"""Accounts: Django's own sign-in, password change and reset views (a refused form answers
400), sign-up (the first account is the site's administrator), and a person's own page: their
games, their data to download, and being forgotten."""

from __future__ import annotations

import json

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods

from scoring.forms.accounts import DisplayNameForm, ForgetForm, SignUpForm
from scoring.services.people import accounts as service
from scoring.services.people import clubs as club_service
from scoring.services.people import me as me_service


class RefusedWith400:
    """A refused form comes back with its errors and the status 400."""

    def form_invalid(self, form):
        response = super().form_invalid(form)
        response.status_code = 400
        return response


class LoginView(RefusedWith400, auth_views.LoginView):
    def form_valid(self, form):
        response = super().form_valid(form)
        # What was done to the account since its owner last signed in (a password link).
        for notice in service.notices(form.get_user()):
            messages.warning(self.request, notice)
        return response


class PasswordChangeView(RefusedWith400, auth_views.PasswordChangeView):
    pass


class PasswordResetView(RefusedWith400, auth_views.PasswordResetView):
    """With email, Django's form: an address, then the link by email. Without it the page only
    says to ask an organiser for a link (no form), and a POST sends nothing: it answers 405
    with that page, never "Reset link sent"."""

    def post(self, request, *args, **kwargs):
        if not settings.EMAIL_CONFIGURED:
            response = self.render_to_response(self.get_context_data())
            response.status_code = 405
            response["Allow"] = "GET, HEAD"
            return response
        return super().post(request, *args, **kwargs)

    def get_context_data(self, **kwargs):
        return {**super().get_context_data(**kwargs), "email_configured": settings.EMAIL_CONFIGURED}


class PasswordResetConfirmView(RefusedWith400, auth_views.PasswordResetConfirmView):
    def form_valid(self, form):
        # Only a valid link gets here: an account restored inactive from a backup (and
        # reached by its organiser's link) becomes usable once its owner sets a password.
        if not form.user.is_active:
            form.user.is_active = True
        response = super().form_valid(form)
        service.password_set(form.user, self.kwargs.get("event"))
        return response


class HandedPasswordLinkView(PasswordResetConfirmView):
    """The link an organiser handed out: its own tokens, and checked again when it is used
    (the account may have become someone elsewhere since, the organiser lost the role)."""

    token_generator = service.handed_reset_tokens

    def dispatch(self, *args, **kwargs):
        user = self.get_user(kwargs["uidb64"])
        refusal = service.handed_link_refusal(kwargs["event"], user) if user else None
        if refusal:
            context = {"validlink": False, "refusal": refusal}
            return render(
                self.request, "registration/password_reset_confirm.html", context, status=400
            )
        return super().dispatch(*args, **kwargs)


def _next(request, default="home"):
    target = request.POST.get("next") or request.GET.get("next") or ""
    if url_has_allowed_host_and_scheme(target, {request.get_host()}, request.is_secure()):
        return target
    return default


@require_http_methods(["GET", "POST"])
def signup(request):
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        user = service.sign_up(
            data["username"], data["password1"], data["display_name"], data["email"]
        )
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        if user.is_superuser:
            messages.success(
                request, _("Welcome! As the first account you are the site's administrator.")
            )
        return redirect(_next(request))
    status = 400 if form.errors else 200
    context = {"form": form, "next": _next(request, "")}
    return render(request, "registration/signup.html", context, status=status)


@login_required
@require_http_methods(["GET", "POST"])
def me(request):
    form = DisplayNameForm(
        request.POST or None, initial={"display_name": request.user.get_full_name()}
    )
    if request.method == "POST" and form.is_valid():
        request.user.first_name = form.cleaned_data["display_name"]
        request.user.last_name = ""
        request.user.save(update_fields=["first_name", "last_name"])
        messages.success(request, _("Your name is saved."))
        return redirect("me")
    context = {
        "form": form,
        "page": me_service.page(request.user),
        "clubs": me_service.my_clubs(request.user),
    }
    return render(request, "scoring/me.html", context, status=400 if form.errors else 200)


@login_required
def my_data(request):
    data = club_service.own_data(request.user)
    response = HttpResponse(
        json.dumps(data, ensure_ascii=False, indent=2), content_type="application/json"
    )
    response["Content-Disposition"] = 'attachment; filename="my-clubscore-data.json"'
    response["Cache-Control"] = "private, no-store"
    return response


@login_required
@require_http_methods(["GET", "POST"])
def forget_me(request):
    form = ForgetForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            club_service.forget(request.user)
        except club_service.ClubError as exc:
            form.add_error(None, str(exc))
        else:
            from django.contrib.auth import logout

            logout(request)
            messages.success(request, _("Your personal data is erased and your account closed."))
            return redirect("home")
    status = 400 if form.errors else 200
    return render(request, "registration/forget.html", {"form": form}, status=status)
