"""CI's PostgreSQL pass (`pytest --database-tests-only`, .ci/run) runs only the tests that can
touch the database: those that ask for it, directly, through a fixture or by the django_db
mark. The rest gave their answer on SQLite already."""

import pytest

from tests.conftest import uses_database


def test_a_test_that_asks_for_no_database_is_left_to_the_sqlite_pass(request):
    assert not uses_database(request.node)


def test_a_test_that_asks_for_the_database_runs_in_both_passes(request, db):
    assert uses_database(request.node)


def test_a_test_that_reaches_the_database_through_a_fixture_runs_in_both_passes(
    request, table_session
):
    assert uses_database(request.node)


@pytest.mark.django_db
def test_a_test_marked_for_the_database_runs_in_both_passes(request):
    assert uses_database(request.node)


def test_a_test_that_commits_to_the_database_runs_in_both_passes(request, transactional_db):
    assert uses_database(request.node)
