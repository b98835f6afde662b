"""A test that drives no browser runs, from its setup to its teardown, with no event loop marked
as running in its thread (`pytest_runtest_protocol` in tests/conftest.py): Playwright's sync API
leaves one marked after a browser test in the same worker, and under it Django keeps its
connections per context, so a module's world built once would sit in another connection's
transaction than its tests'."""

import asyncio
from types import SimpleNamespace

import pytest
from django.db import connections

from tests import conftest


@pytest.fixture
def marked():
    loop = asyncio.new_event_loop()
    asyncio._set_running_loop(loop)
    yield loop
    asyncio._set_running_loop(None)
    loop.close()


def test_under_a_marked_event_loop_django_gives_the_thread_another_connection():
    own = connections["default"]
    loop = asyncio.new_event_loop()
    asyncio._set_running_loop(loop)
    try:
        assert connections["default"] is not own
    finally:
        asyncio._set_running_loop(None)
        loop.close()
    assert connections["default"] is own


def test_a_test_without_a_browser_is_set_up_run_and_torn_down_with_no_loop_marked(marked):
    protocol = conftest.pytest_runtest_protocol(SimpleNamespace(fixturenames=["db"]), None)
    next(protocol)  # here pytest sets the test up, runs it and tears it down
    assert asyncio._get_running_loop() is None
    with pytest.raises(StopIteration):
        protocol.send(True)
    assert asyncio._get_running_loop() is marked  # given back for the browser tests


def test_a_browser_test_keeps_playwrights_loop_marked(marked):
    protocol = conftest.pytest_runtest_protocol(SimpleNamespace(fixturenames=["browser"]), None)
    next(protocol)
    assert asyncio._get_running_loop() is marked
    with pytest.raises(StopIteration):
        protocol.send(True)
