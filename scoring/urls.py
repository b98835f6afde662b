from django.urls import path

from . import api, views
from .views import referee, rulesets

urlpatterns = [
    path("", views.home, name="home"),
    path("clubs/<slug:slug>/", views.club, name="club"),
    path("api/score/", api.score, name="api-score"),
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
