from django.urls import path

from . import api, views

urlpatterns = [
    path("", views.home, name="home"),
    path("clubs/<slug:slug>/", views.club, name="club"),
    path("api/score/", api.score, name="api-score"),
]
