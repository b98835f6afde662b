"""Waiting in a page for something to become true, polled from the test.

Playwright's own `wait_for_function` polls by evaluating the expression with `eval` inside the
page, which the site's Content-Security-Policy (script-src 'self') refuses: it passes when the
expression is true at the first look and fails with an EvalError when it is not. `page.evaluate`
runs over the DevTools protocol, which the CSP does not govern, so every wait goes through here.
"""

from __future__ import annotations

import time


def until(page, expression, arg=None, timeout=30):
    """Waits until the (possibly asynchronous) expression, or function of `arg`, is true in
    the page."""
    deadline = time.monotonic() + timeout
    while not page.evaluate(expression, arg):
        assert time.monotonic() < deadline, f"still false after {timeout} s: {expression}"
        page.wait_for_timeout(100)
