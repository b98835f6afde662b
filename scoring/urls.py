from django.urls import path

from . import api, views
from .api import sessions as api_sessions
from .views import sessions

urlpatterns = [
    path("", views.home, name="home"),
    path("clubs/<slug:slug>/", views.club, name="club"),
    path("clubs/<slug:slug>/sessions/new/", sessions.session_new, name="session-new"),
    path("sessions/<int:pk>/", sessions.session_detail, name="session"),
    path("sessions/<int:pk>/hands/new/", sessions.hand_new, name="hand-new"),
    path("sessions/<int:pk>/hands/preview/", sessions.hand_preview, name="hand-preview"),
    path("sessions/<int:pk>/hands/<int:number>/", sessions.hand_detail, name="hand"),
    path(
        "sessions/<int:pk>/hands/<int:number>/correct/", sessions.hand_correct, name="hand-correct"
    ),
    path("sessions/<int:pk>/hands/<int:number>/delete/", sessions.hand_delete, name="hand-delete"),
    path("api/score/", api.score, name="api-score"),
    path("api/sessions/", api_sessions.sessions, name="api-sessions"),
    path("api/sessions/<int:pk>/", api_sessions.session, name="api-session"),
    path("api/sessions/<int:pk>/hands/", api_sessions.hands, name="api-hands"),
    path("api/sessions/<int:pk>/hands/<int:number>/", api_sessions.hand, name="api-hand"),
]
