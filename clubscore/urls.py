from django.contrib import admin
from django.shortcuts import redirect
from django.templatetags.static import static
from django.urls import include, path


def favicon(request):
    # Browsers ask for /favicon.ico on pages that name no icon (the hall, printouts, PDFs).
    return redirect(static("scoring/icons/icon-192.png"), permanent=True)


urlpatterns = [
    path("admin/", admin.site.urls),
    path("accounts/", include("scoring.account_urls")),
    path("accounts/", include("django.contrib.auth.urls")),
    path("i18n/", include("django.conf.urls.i18n")),
    path("favicon.ico", favicon),
    path("", include("scoring.urls")),
]
