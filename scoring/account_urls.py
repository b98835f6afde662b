"""Sign-up and Django's own auth views, each answering a refused form with 400; the rest of
django.contrib.auth.urls (logout, the "done" pages) follows these in clubscore/urls.py."""

from django.urls import path
from django.views.decorators.gzip import gzip_page

from .views import accounts

urlpatterns = [
    path("signup/", accounts.signup, name="signup"),
    # gzipped, as every page a phone opens first (Django pads it against BREACH)
    path("login/", gzip_page(accounts.LoginView.as_view()), name="login"),
    path("password_change/", accounts.PasswordChangeView.as_view(), name="password_change"),
    path("password_reset/", accounts.PasswordResetView.as_view(), name="password_reset"),
    path(
        "reset/<uidb64>/<token>/",
        accounts.PasswordResetConfirmView.as_view(),
        name="password_reset_confirm",
    ),
    path(
        "handed-link/<int:event>/<uidb64>/<token>/",
        accounts.HandedPasswordLinkView.as_view(),
        name="handed-password-link",
    ),
]
