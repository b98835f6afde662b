"""axe-core in a Playwright page: `violations(page)` runs it and returns what it finds.

The script is vendored under tests/browser/vendor (not static/: it is never served). Tests
assert `violations(page) == []` and print the rule ids and targets when that fails.
"""

from __future__ import annotations

from pathlib import Path

from tests.browser.waits import until

AXE = Path(__file__).resolve().parent / "vendor" / "axe.min.js"

# WCAG 2.x A and AA, and the best practices axe checks by default.
RUN_OPTIONS = {"resultTypes": ["violations"]}


def violations(page, context: str | None = None) -> list[dict]:
    """axe's violations in the page as it is now: [{"id", "impact", "help", "targets"}],
    once the full stylesheets that follow the first paint apply (site.js turns each from
    media="print" to "all" when it has loaded) and their colour transitions have run: the first
    paint's rules alone are a moment's view, not the page a person reads."""
    until(
        page, "[...document.querySelectorAll('link[data-late-css]')].every(l => l.media === 'all')"
    )
    # The full stylesheet's colours arrive through Bootstrap's 0.15 s transitions (a button's
    # background from the first paint's to its own): judged halfway, white on half-blue fails.
    for _ in range(100):
        if page.evaluate(
            "document.getAnimations().every(a => !(a instanceof CSSTransition) || "
            "a.playState !== 'running')"
        ):
            break
        page.wait_for_timeout(50)
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        # Evaluated over the DevTools protocol, not added as a <script>: a strict
        # Content-Security-Policy on the page does not stop it.
        page.evaluate("(source) => { (0, eval)(source); }", AXE.read_text(encoding="utf-8"))
    found = page.evaluate(
        "([context, options]) => axe.run(context || document, options)",
        [context, RUN_OPTIONS],
    )
    return [
        {
            "id": v["id"],
            "impact": v["impact"],
            "help": v["help"],
            "targets": [n["target"] for n in v["nodes"]][:5],
        }
        for v in found["violations"]
    ]
