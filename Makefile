# ClubScore: `make run` to try it, `make test` to check it. Everything a fresh clone needs is
# installed from here, Debian packages included.
PYTHON ?= python3.11
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
RUN_STAMP := $(VENV)/.installed-run
HOST ?= 127.0.0.1
PORT ?= 8000
# Serving needs Pango and the fonts for the PDF standings (the tiles' CJK glyphs), and g++ and
# Python's headers to build PyMahjongGB (MCR fans), which ships only as source; the tests also
# need Chromium (browser tests, screenshots), poppler-utils (PDF checks) and gettext.
RUN_APT_PACKAGES := fonts-dejavu-core fonts-wqy-microhei libpango-1.0-0 libpangoft2-1.0-0 g++ python3-dev
TEST_APT_PACKAGES := $(RUN_APT_PACKAGES) chromium gettext poppler-utils

.PHONY: run run-empty test lint bench loadtest loadtest-cluster system-packages test-system-packages apt-install migrate demo messages clean

# What serving needs: the app and its dependencies at the versions of requirements.lock, no
# test tools.
$(RUN_STAMP): pyproject.toml requirements.lock
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.lock
	$(PY) -m pip install --quiet --no-deps -e .
	touch $(RUN_STAMP)

# Everything the tests, benchmarks and linters need as well, at the pins of
# requirements-test.lock (the app's own at those of requirements.lock): a new release of a test
# tool cannot turn CI red with no change here.
$(STAMP): pyproject.toml requirements.lock requirements-test.lock
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.lock -r requirements-test.lock
	$(PY) -m pip install --quiet --no-deps -e .
	touch $(STAMP) $(RUN_STAMP)

# Debian packages, installed only when one is missing: `make run` asks only for what serving
# needs, `make test` for the test tools too.
system-packages:
	@$(MAKE) --no-print-directory apt-install PACKAGES="$(RUN_APT_PACKAGES)"

test-system-packages:
	@$(MAKE) --no-print-directory apt-install PACKAGES="$(TEST_APT_PACKAGES)"

apt-install:
	@missing=$$(for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "installing Debian packages:" $$missing; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

migrate: $(RUN_STAMP)
	$(PY) manage.py migrate --noinput

demo: migrate
	$(PY) manage.py load_demo

run: system-packages demo
	DEBUG=1 $(PY) manage.py runserver $(HOST):$(PORT)

# The same without the demo: an empty database whose first sign-up is the administrator.
run-empty: system-packages migrate
	DEBUG=1 $(PY) manage.py runserver $(HOST):$(PORT)

# Prints how long it took: CI (.ci/run) must stay under 25 minutes on two cores.
test: test-system-packages $(STAMP)
	@start=$$(date +%s); set -ex; \
	$(VENV)/bin/ruff check .; \
	$(VENV)/bin/ruff format --check .; \
	$(VENV)/bin/lint-imports; \
	$(PY) manage.py makemigrations --check --dry-run; \
	$(PY) -m pytest -n auto --dist worksteal; \
	set +x; echo "make test: $$(( $$(date +%s) - start )) s"

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports

bench: $(STAMP)
	$(PY) -m benchmarks

loadtest: $(STAMP)
	$(PY) -m benchmarks.loadtest

# The same event served by two app servers behind nginx (the Debian package, run as a process
# of the test with its own config, not the system's service), sharing PostgreSQL and Redis.
loadtest-cluster: $(STAMP)
	@$(MAKE) --no-print-directory apt-install PACKAGES="nginx"
	$(PY) -m benchmarks.loadtest_cluster

messages: test-system-packages $(STAMP)
	$(PY) manage.py makemessages -l cs -l fr --ignore=.venv
	$(PY) manage.py compilemessages --ignore=.venv

clean:
	rm -rf $(VENV) staticfiles .pytest_cache
