"""axe-core (Deque, MPL-2.0, vendored in tests/browser/vendor with its licence) run in a
Playwright page: `violations(page)` is axe's list of violations, empty for an accessible page.

axe.min.js is axe-core from the npm registry (`npm pack axe-core`), unchanged.
"""

from pathlib import Path

AXE = Path(__file__).resolve().parent / "vendor" / "axe.min.js"
# WCAG 2.1 A and AA, and axe's best practices (landmarks, one main, headings).
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]


def violations(page, tags=TAGS) -> list[dict]:
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    return page.evaluate(
        "async (tags) => (await axe.run(document, {runOnly: {type: 'tag', values: tags}}))"
        ".violations.map(v => ({id: v.id, impact: v.impact, help: v.help,"
        " nodes: v.nodes.slice(0, 5).map(n => ({target: n.target.join(' '),"
        " summary: n.failureSummary}))}))",
        tags,
    )


def describe(found: list[dict]) -> str:
    lines = []
    for v in found:
        lines.append(f"{v['id']} ({v['impact']}): {v['help']}")
        for node in v["nodes"]:
            lines.append(f"    {node['target']}: {node['summary'].splitlines()[-1].strip()}")
    return "\n".join(lines)
