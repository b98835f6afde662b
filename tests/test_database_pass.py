"""CI's PostgreSQL pass (`pytest --database-tests-only`, .ci/run) runs only the tests whose
answer can depend on the database: those that ask for it, directly, through a fixture or by the
django_db mark, and of the browser tests only those that need PostgreSQL. The rest gave their
answer on SQLite already."""

import pytest

from tests.conftest import depends_on_the_database


def test_a_test_that_asks_for_no_database_is_left_to_the_sqlite_pass(request):
    assert not depends_on_the_database(request.node)


def test_a_test_that_asks_for_the_database_runs_in_both_passes(request, db):
    assert depends_on_the_database(request.node)


def test_a_test_that_reaches_the_database_through_a_fixture_runs_in_both_passes(
    request, table_session
):
    assert depends_on_the_database(request.node)


@pytest.mark.django_db
def test_a_test_marked_for_the_database_runs_in_both_passes(request):
    assert depends_on_the_database(request.node)


def test_a_test_that_commits_to_the_database_runs_in_both_passes(request, transactional_db):
    assert depends_on_the_database(request.node)


@pytest.mark.browser
def test_a_browser_test_is_left_to_the_sqlite_pass_though_its_pages_read_the_database(
    request, transactional_db
):
    assert not depends_on_the_database(request.node)


@pytest.mark.browser
@pytest.mark.postgres_only
def test_a_browser_test_that_needs_postgresql_runs_in_its_pass(request, transactional_db):
    assert depends_on_the_database(request.node)
