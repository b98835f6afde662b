import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubscore.settings")
application = get_asgi_application()

from scoring.checks import refuse_development_key_in_production  # noqa: E402

refuse_development_key_in_production()
