# ClubScore: `make run` to try it, `make test` to check it. Everything a fresh clone needs is
# installed from here, Debian packages included.
PYTHON ?= python3.11
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1
PORT ?= 8000
APT_PACKAGES := chromium fonts-dejavu-core fonts-wqy-microhei gettext libpango-1.0-0 libpangoft2-1.0-0 poppler-utils

.PHONY: run test lint bench loadtest system-packages migrate demo messages clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test]"
	touch $(STAMP)

# Debian packages the project needs: Chromium for the browser tests and screenshots, Pango for
# the PDF standings, gettext for the translations. Installed only when one is missing.
system-packages:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "installing Debian packages:" $$missing; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

migrate: $(STAMP)
	$(PY) manage.py migrate --noinput

demo: migrate
	$(PY) manage.py load_demo

run: system-packages demo
	DEBUG=1 $(PY) manage.py runserver $(HOST):$(PORT)

test: system-packages $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(PY) manage.py makemigrations --check --dry-run
	$(PY) -m pytest -n auto

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

bench: $(STAMP)
	$(PY) -m benchmarks

loadtest: $(STAMP)
	$(PY) -m benchmarks.loadtest

messages: $(STAMP)
	$(PY) manage.py makemessages -l cs -l fr --ignore=.venv
	$(PY) manage.py compilemessages --ignore=.venv

clean:
	rm -rf $(VENV) staticfiles .pytest_cache
