import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_engine_package_imports_without_django_available():
    # Run in a fresh interpreter where importing Django fails, then import every engine module.
    code = (
        "import sys, pkgutil, importlib\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'django' or name.startswith('django.'):\n"
        "            raise ImportError('django is blocked in this test')\n"
        "sys.meta_path.insert(0, Block())\n"
        "import scoring.engine as engine\n"
        "for m in pkgutil.walk_packages(engine.__path__, 'scoring.engine.'):\n"
        "    importlib.import_module(m.name)\n"
        "assert not any(n == 'django' or n.startswith('django.') for n in sys.modules)\n"
        "print('ok')\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("DJANGO_SETTINGS_MODULE", None)
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


@pytest.mark.django_db
def test_home_page_lists_club_nights_tournaments_and_clubs(client):
    from django.core.management import call_command

    call_command("load_demo")
    html = client.get("/").content.decode()
    assert "Demo Mah-Jong Club" in html
    assert "Tuesday 17 November" in html and "Table 2 (MCR)" in html  # the night, its tables
    assert "Demo Autumn Open" in html  # the tournament, once
    assert "round 1, table 1" not in html  # its tables are reached through it


@pytest.mark.django_db
def test_login_page_renders_a_crispy_form(client):
    response = client.get("/accounts/login/")
    assert response.status_code == 200
    assert 'name="username"' in response.content.decode()


def test_deploy_check_is_clean_with_production_variables():
    env = {
        **os.environ,
        "SECRET_KEY": "x" * 20 + "-production-like-secret-key-with-enough-entropy-9f8e7d",
        "ALLOWED_HOSTS": "clubscore.example.org",
        "DJANGO_SETTINGS_MODULE": "clubscore.settings",
    }
    env.pop("DEBUG", None)
    env.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)  # set for the browser tests only
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_default_database_is_sqlite_in_the_project_folder_and_postgres_from_the_url():
    code = (
        "import clubscore.settings as s; d = s.DATABASES['default']; print(d['ENGINE'], d['NAME'])"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("DATABASE_URL", None)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.stdout.split()[0] == "django.db.backends.sqlite3"
    assert out.stdout.split()[1] == str(ROOT / "db.sqlite3")
    env["DATABASE_URL"] = "postgres://postgres@127.0.0.1:5432/clubscore"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.stdout.split() == ["django.db.backends.postgresql", "clubscore"]


def test_a_cache_dir_gives_every_worker_one_shared_cache_for_the_rate_limits(tmp_path):
    # Each gunicorn worker would otherwise count a join link's posts in its own memory.
    code = "import clubscore.settings as s; c = getattr(s, 'CACHES', {}); print(c)"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for name in ("CACHE_DIR", "REDIS_URL", "LIVE_STAMPS"):
        env.pop(name, None)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.stdout.strip() == "{}"  # Django's default: the process's own memory
    env["CACHE_DIR"] = str(tmp_path)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert "FileBasedCache" in out.stdout and str(tmp_path) in out.stdout


def test_redis_url_puts_the_cache_in_redis_keeps_the_logins_in_the_database_and_turns_the_live_stamps_on():
    # Without it nothing needs Redis (make run), and the polls read their fingerprint from the
    # database: a stamp deleted in one process's memory would not be gone in another's. The
    # logins stay in the database: with Redis down, signing in and every page still work.
    code = (
        "import clubscore.settings as s; c = getattr(s, 'CACHES', {});"
        "print(c.get('default', {}).get('BACKEND'), c.get('default', {}).get('LOCATION'),"
        " getattr(s, 'SESSION_ENGINE', 'db'), s.LIVE_STAMPS)"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for name in ("CACHE_DIR", "REDIS_URL", "LIVE_STAMPS"):
        env.pop(name, None)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.stdout.split() == ["None", "None", "db", "False"]
    env["REDIS_URL"] = "redis://127.0.0.1:6379/3"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.stdout.split() == [
        "clubscore.cache.RedisCache",
        "redis://127.0.0.1:6379/3",
        "db",
        "True",
    ]


@pytest.mark.django_db
def test_an_api_post_without_a_csrf_token_is_refused_with_a_json_error(scorer, table_session):
    from django.test import Client

    client = Client(enforce_csrf_checks=True)
    client.force_login(scorer)
    response = client.post(
        f"/api/sessions/{table_session.pk}/hands/", "{}", content_type="application/json"
    )
    assert response.status_code == 403
    assert "CSRF" in response.json()["error"]


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_the_committed_translations_compile_and_match_their_catalogue(language, tmp_path):
    import filecmp
    import shutil

    folder = ROOT / "locale" / language / "LC_MESSAGES"
    compiled = tmp_path / "django.mo"
    subprocess.run(
        ["msgfmt", "--check", "-o", str(compiled), str(folder / "django.po")], check=True
    )
    # The committed .mo is what Django serves: it must be the .po as it stands.
    assert shutil.which("msgfmt")
    assert filecmp.cmp(compiled, folder / "django.mo", shallow=False)


def test_every_form_of_the_app_is_defined_in_the_forms_package():
    # Views stay thin: a form (its fields, choices and checks) lives in scoring.forms, one
    # module per area, so it is found in one place and can be tested without its view.
    import importlib
    import pkgutil

    from django import forms

    import scoring

    for module in pkgutil.walk_packages(scoring.__path__, "scoring."):
        if ".migrations." not in module.name:
            importlib.import_module(module.name)

    def subclasses(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from subclasses(sub)

    ours = {c for c in subclasses(forms.BaseForm) if c.__module__.startswith("scoring.")}
    assert {c.__module__ for c in ours} >= {"scoring.forms.referee", "scoring.forms.seasons"}
    assert (
        sorted(
            f"{c.__module__}.{c.__qualname__}"
            for c in ours
            if not c.__module__.startswith("scoring.forms.")
        )
        == []
    )


def test_a_browser_asking_for_favicon_ico_is_sent_to_the_app_icon(client):
    # Pages that name no icon (the hall, printouts) make browsers ask for /favicon.ico.
    response = client.get("/favicon.ico")
    assert response.status_code == 301
    assert response["Location"].endswith("scoring/icons/icon-192.png")
