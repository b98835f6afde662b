"""The browser tests wait through tests/browser/waits.py, never Playwright's polling
`wait_for_function`: its eval is refused by the site's CSP whenever the first look is false."""

from pathlib import Path

TESTS = Path(__file__).resolve().parent.parent


def test_no_browser_test_waits_with_an_eval_the_csp_refuses():
    waiting = [
        f"{path.relative_to(TESTS)}:{number}"
        for path in TESTS.rglob("*.py")
        if path.name != "test_waits.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if ".wait_for_function(" in line
    ]
    assert waiting == []
