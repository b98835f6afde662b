"""Deployed as the README says: static files collected under the production storage, the
secret key required, a Content-Security-Policy on every page."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command
from django.test import override_settings

ROOT = Path(__file__).resolve().parents[2]
PRODUCTION_STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}


def production_env(**extra):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "ALLOWED_HOSTS": "scores.example.org"}
    env.pop("DEBUG", None)
    env.pop("SECRET_KEY", None)
    env.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)  # set by tests/conftest.py for Playwright
    env.update(extra)
    return env


@pytest.mark.django_db
def test_collectstatic_under_the_production_storage_succeeds_and_the_pages_then_answer_200(
    tmp_path, client, organiser
):
    # The manifest storage follows every url(), import and sourceMappingURL a CSS or JS file
    # names, and stops on one that is missing (a vendored file naming an unshipped .map).
    with override_settings(STORAGES=PRODUCTION_STORAGES, STATIC_ROOT=tmp_path, DEBUG=False):
        call_command("collectstatic", interactive=False, verbosity=0)
        manifest = (tmp_path / "staticfiles.json").read_text()
        client.force_login(organiser)
        for url in ["/", "/rulesets/", "/rulesets/millington/", "/tournaments/", "/admin/login/"]:
            response = client.get(url, secure=True)
            assert response.status_code == 200, url
            # Pages name the hashed, cacheable copies.
            assert re.search(r"\.[0-9a-f]{12}\.css", response.content.decode()), url
    assert "vendor/bootstrap/bootstrap.bundle.min.js" in manifest
    assert (tmp_path / "vendor/bootstrap/bootstrap.min.css.gz").exists()


def test_no_vendored_or_own_static_file_names_a_file_that_is_not_shipped():
    static = ROOT / "scoring" / "static"
    for path in list(static.rglob("*.js")) + list(static.rglob("*.css")):
        for name in re.findall(r"sourceMappingURL=(\S+?)(?:\s|\*/|$)", path.read_text()):
            assert (path.parent / name).exists(), f"{path} names {name}"


def test_check_deploy_fails_without_a_secret_key():
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy"],
        cwd=ROOT,
        env=production_env(),
        capture_output=True,
        text=True,
    )
    assert result.returncode != 0
    assert "clubscore.E001" in result.stderr
    assert "SECRET_KEY is not set" in result.stderr


def test_check_deploy_passes_with_a_secret_key():
    key = "a-production-secret-key-with-enough-entropy-7f3a9c1e5b8d2f4a6c0e"
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=production_env(SECRET_KEY=key),
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("entry", ["clubscore.wsgi", "clubscore.asgi"])
def test_the_server_refuses_to_start_on_the_development_key_with_debug_off(entry):
    result = subprocess.run(
        [sys.executable, "-c", f"import {entry}"],
        cwd=ROOT,
        env=production_env(),
        capture_output=True,
        text=True,
    )
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr
    assert "set SECRET_KEY" in result.stderr


def test_the_server_starts_with_a_secret_key_or_in_debug():
    for env in [production_env(SECRET_KEY="k" * 60), production_env(DEBUG="1")]:
        result = subprocess.run(
            [sys.executable, "-c", "import clubscore.wsgi"], cwd=ROOT, env=env, capture_output=True
        )
        assert result.returncode == 0, result.stderr


def test_the_wsgi_module_loads_the_routes_and_views_for_preloaded_workers_to_inherit():
    # gunicorn --preload forks its workers after this import: each would otherwise import
    # every view at its first request (a second or more of CPU, docs/operations.md).
    code = "import sys, clubscore.wsgi; print('scoring.views.table' in sys.modules)"
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=production_env(SECRET_KEY="k" * 60),
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "True"


# Content-Security-Policy


@pytest.mark.django_db
def test_every_page_carries_a_content_security_policy_without_inline_scripts_or_eval(client):
    response = client.get("/")
    policy = response["Content-Security-Policy"]
    directives = dict(d.strip().split(" ", 1) for d in policy.split(";"))
    assert directives["script-src"] == "'self'"
    # and the one <style> element base.html inlines for the first paint, by its digest
    from scoring import critical_css

    assert directives["style-src"] == f"'self' {critical_css.csp_source()}"
    assert directives["object-src"] == "'none'"
    assert directives["frame-ancestors"] == "'none'"
    assert "unsafe" not in policy


INLINE = [
    (re.compile(r"<script(?![^>]*\bsrc=)[^>]*>", re.I), "an inline <script>"),
    (re.compile(r"\son[a-z]+\s*=", re.I), "an on* event attribute"),
    (re.compile(r"\sstyle\s*=", re.I), "a style attribute"),
    (re.compile(r"<style[\s>]", re.I), "an inline <style> element"),
    (re.compile(r"\shx-on", re.I), "an hx-on attribute (eval)"),
    (re.compile(r"javascript:", re.I), "a javascript: URL"),
]


# WeasyPrint renders the PDF standings from this template with the CSS inlined; no browser
# (and no Content-Security-Policy) ever sees it that way.
PDF_ONLY = {
    "templates/scoring/tournaments/print_base.html": "an inline <style> element",
    "templates/scoring/seasons/print_base.html": "an inline <style> element",
    # name and table cards exist only as PDFs (scoring.services.files.cards)
    "templates/scoring/tournaments/print_cards.html": "an inline <style> element",
}


def test_no_template_holds_what_the_content_security_policy_refuses():
    found = []
    for path in (ROOT / "templates").rglob("*.html"):
        text = path.read_text()
        for pattern, what in INLINE:
            name = str(path.relative_to(ROOT))
            if pattern.search(text) and PDF_ONLY.get(name) != what:
                found.append(f"{name}: {what}")
    assert found == []
