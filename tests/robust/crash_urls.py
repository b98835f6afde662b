"""Every page of the site, and one that fails (tests.robust.test_error_log)."""

from django.urls import include, path


def fail(request):
    raise RuntimeError("a failure the error log must show")


urlpatterns = [path("fail/", fail), path("", include("clubscore.urls"))]
