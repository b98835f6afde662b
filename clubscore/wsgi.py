import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubscore.settings")
application = get_wsgi_application()

from scoring.checks import refuse_development_key_in_production  # noqa: E402

refuse_development_key_in_production()

# The routes and the views they import, loaded now: under gunicorn --preload every worker
# inherits them instead of spending a second or more of CPU on them at its first request.
from django.urls import get_resolver  # noqa: E402

get_resolver().url_patterns  # noqa: B018
