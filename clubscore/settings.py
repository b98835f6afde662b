"""ClubScore settings: one module, every deployment difference comes from the environment."""

import os
from pathlib import Path

import dj_database_url
from django.utils.translation import gettext_lazy as _

from scoring import critical_css, limits

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name, default=False):
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in ("1", "true", "yes", "on")


def env_list(name, default=""):
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


DEBUG = env_bool("DEBUG")
# Development and tests only: `check --deploy` reports it as an error (clubscore.E001) and the
# WSGI/ASGI entry points refuse to start on it with DEBUG off (scoring/checks.py).
DEVELOPMENT_SECRET_KEY = "clubscore-development-key-not-for-production-use-0123456789"
SECRET_KEY = os.environ.get("SECRET_KEY") or DEVELOPMENT_SECRET_KEY
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "127.0.0.1,localhost,testserver")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "crispy_forms",
    "crispy_bootstrap5",
    "axes",
    "csp",
    "ninja",
    "django_countries",  # the ISO country list and its names, for players' nationality
    "scoring",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "scoring.middleware.RequestSizeLimit",
    # A live poll that nothing has changed for: 304 from the version stamps, before the rest
    # of the stack (sessions, language, authentication) and any row is read.
    "scoring.middleware.LivePolls",
    # Files with personal data are never cached (after any view or middleware set a header).
    "scoring.middleware.DownloadsNotCached",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
    # Last, so that it sees the outcome of authentication (django-axes' own advice).
    "axes.middleware.AxesMiddleware",
    # Who is looking, for privacy by class (names and pages of clubs and tournaments).
    "scoring.middleware.PrivacyMiddleware",
]

AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]

ROOT_URLCONF = "clubscore.urls"
WSGI_APPLICATION = "clubscore.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.debug",
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# What the server processes share goes through Django's cache: the join links' rate limits
# and the live polls' version stamps (scoring.services.live). Each process's own memory by
# default; a folder every worker of one machine shares with CACHE_DIR; Redis, which every
# server shares, with REDIS_URL (e.g. redis://127.0.0.1:6379/0). The login lockout counts in
# the database (django-axes), which every server shares already.
REDIS_URL = os.environ.get("REDIS_URL", "")
if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "clubscore.cache.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": os.environ.get("CACHE_KEY_PREFIX", "clubscore"),
        }
    }
    # Logins stay in the database only: with Redis down every page still answers (a
    # signed-in poll answered 304 reads its session row, one query).
elif os.environ.get("CACHE_DIR"):
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
            "LOCATION": os.environ["CACHE_DIR"],
        }
    }
# The live polls answer 304 from version stamps in the cache only when every process of the
# site shares that cache (a stamp deleted in one must be gone for all); otherwise from a
# fingerprint read in the database. LIVE_STAMPS=1 forces them on (one process, as runserver).
LIVE_STAMPS = env_bool("LIVE_STAMPS", bool(REDIS_URL or os.environ.get("CACHE_DIR")))
# A write's changes are published in Redis for the live streams of every server
# (scoring.services.live_push); the streams answer only under an ASGI server.
LIVE_PUSH = env_bool("LIVE_PUSH", bool(REDIS_URL))

# SQLite in the project folder unless DATABASE_URL names another database.
DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=int(os.environ.get("DB_CONN_MAX_AGE", "60")),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    # Wait for a writer instead of failing at once when two scorers save together; a write
    # transaction takes its lock when it begins, so it waits its turn rather than failing when
    # a read lock cannot be upgraded.
    DATABASES["default"].setdefault("OPTIONS", {}).update(timeout=20, transaction_mode="IMMEDIATE")
    # The tests' database is a file too: an in-memory one shares a cache whose table locks
    # fail a live server's concurrent requests at once ("database table is locked").
    DATABASES["default"]["TEST"] = {"NAME": str(BASE_DIR / "test-db.sqlite3")}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en"
LANGUAGES = [("en", _("English")), ("cs", _("Czech")), ("fr", _("French"))]
# English dates day first (clubscore/formats/en), not in Django's US format.
FORMAT_MODULE_PATH = ["clubscore.formats"]
LOCALE_PATHS = [BASE_DIR / "locale"]
# The language picked in the menu is remembered for a year, not only until the browser closes.
LANGUAGE_COOKIE_AGE = 365 * 24 * 3600
TIME_ZONE = os.environ.get("TIME_ZONE", "Europe/Prague")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if not DEBUG and env_bool("STATIC_MANIFEST", True)
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}

# Whitenoise's manifest storage rewrites every URL a CSS or JS file names (url(), source maps,
# imports) and stops collectstatic on one that is missing: vendored files ship without their
# source-map comments (tests/robust/test_deploy.py collects them under this storage).

# Content-Security-Policy: only this server's own scripts, styles, images and connections. No
# inline <script>, no on* attributes, no style="" attributes, no eval (htmx's allowEval is off
# in base.html's htmx-config): write JavaScript as files under scoring/static/ and CSS as
# classes. data: images are Bootstrap's own SVG icons (form controls). docs/operations.md.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        # The first paint's inlined rules, by their digest (scoring/critical_css.py).
        "style-src": ["'self'", critical_css.csp_source()],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    }
}

CSRF_FAILURE_VIEW = "scoring.views.csrf_failure"

LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

# Who may create a club: "anyone" signed in, or "invited" (the site administrator's invitation).
CLUB_CREATION = os.environ.get("CLUB_CREATION", "anyone")
if CLUB_CREATION not in ("anyone", "invited"):
    raise ValueError("CLUB_CREATION must be 'anyone' or 'invited'")
# Invitation links expire after this many seconds (a week by default); each works once.
INVITATION_MAX_AGE = int(os.environ.get("INVITATION_MAX_AGE", str(7 * 24 * 3600)))
PASSWORD_RESET_TIMEOUT = int(os.environ.get("PASSWORD_RESET_TIMEOUT", str(3 * 24 * 3600)))

# Email from EMAIL_URL (smtp://user:pass@host:587, smtp+tls://..., smtp+ssl://...); without it
# the console backend in DEBUG and none otherwise (organisers then hand out reset links).
EMAIL_URL = os.environ.get("EMAIL_URL", "")
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "clubscore@localhost")
if EMAIL_URL:
    from urllib.parse import unquote, urlsplit

    _email = urlsplit(EMAIL_URL)
    if _email.scheme not in ("smtp", "smtp+tls", "smtp+ssl"):
        raise ValueError("EMAIL_URL must start with smtp://, smtp+tls:// or smtp+ssl://")
    EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    EMAIL_HOST = _email.hostname or "localhost"
    EMAIL_PORT = _email.port or (465 if _email.scheme == "smtp+ssl" else 587)
    EMAIL_HOST_USER = unquote(_email.username or "")
    EMAIL_HOST_PASSWORD = unquote(_email.password or "")
    EMAIL_USE_TLS = _email.scheme == "smtp+tls"
    EMAIL_USE_SSL = _email.scheme == "smtp+ssl"
elif DEBUG:
    EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
else:
    EMAIL_BACKEND = "django.core.mail.backends.dummy.EmailBackend"
EMAIL_CONFIGURED = bool(EMAIL_URL) or DEBUG

CRISPY_ALLOWED_TEMPLATE_PACKS = "bootstrap5"
CRISPY_TEMPLATE_PACK = "bootstrap5"

# Login throttling (scoring.limits, scoring.login_lockout): five failures lock that username
# from that address for 15 minutes; so do too many failures from one address, and one password
# tried against many usernames.
AXES_FAILURE_LIMIT = int(os.environ.get("AXES_FAILURE_LIMIT", limits.LOGIN_FAILURES_PER_USERNAME))
AXES_COOLOFF_TIME = limits.LOGIN_COOLOFF_HOURS
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_HANDLER = "scoring.login_lockout.LoginLockoutHandler"
AXES_CLIENT_IP_CALLABLE = "scoring.login_lockout.client_address"
# Proxies in front of the app that append to X-Forwarded-For (the README's TLS proxy: 1).
TRUSTED_PROXIES = int(os.environ.get("TRUSTED_PROXIES", "0"))
AXES_RESET_ON_SUCCESS = True

# Sizes of a request (scoring/limits.py, docs/operations.md "Limits").
DATA_UPLOAD_MAX_MEMORY_SIZE = limits.REQUEST_BODY
DATA_UPLOAD_MAX_NUMBER_FIELDS = limits.FORM_FIELDS
FILE_UPLOAD_MAX_MEMORY_SIZE = limits.UPLOAD

# Production hardening; on unless DEBUG is set (override each with its variable).
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", not DEBUG)
SESSION_COOKIE_SECURE = env_bool("SESSION_COOKIE_SECURE", not DEBUG)
CSRF_COOKIE_SECURE = env_bool("CSRF_COOKIE_SECURE", not DEBUG)
SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "0" if DEBUG else "31536000"))
SECURE_HSTS_INCLUDE_SUBDOMAINS = not DEBUG
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", not DEBUG)
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SESSION_COOKIE_HTTPONLY = True
X_FRAME_OPTIONS = "DENY"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    # Errors (a 500's traceback) go to gunicorn's error log in its format, whether gunicorn
    # runs in the foreground or as a --daemon with --error-logfile; else to stderr.
    "handlers": {"server_errors": {"class": "scoring.error_log.ServerErrorLog"}},
    "root": {"handlers": ["server_errors"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
    # Django's own console handler (DEBUG only) would print each record a second time, beside
    # the root's: django's records reach the root's handler alone.
    "loggers": {"django": {"handlers": []}},
}
