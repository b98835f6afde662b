"""Write scoring/static/scoring/critical.css: the rules of Bootstrap and clubscore.css that the
pages a phone opens first need for their first paint, inlined by base.html so that a first
visit paints after one round trip (docs/operations.md, "First paint").

    python scripts/critical_css.py

Serves the app as deployed (the page-weight benchmark's server, with its club, session and
recorded hand), opens the join page, the login page, the hand form, the session page and the
home page in Chromium, and keeps each rule whose selector matches an element of one of them
(:hover, :focus and the like, and ::before/::after, count as matching their element). A rule
inside @media keeps its @media, whatever the window's size. Run it again after changing
clubscore.css, Bootstrap or those pages' markup: an out-of-date file breaks nothing (the full
stylesheets follow within a moment) but the first paint looks less finished. The header names
a digest of the stylesheets it was cut from (`source_digest()`), to tell whether it is current.
"""

from __future__ import annotations

import hashlib
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks import pageweight  # noqa: E402

OUT = ROOT / "scoring" / "static" / "scoring" / "critical.css"
SOURCES = ["vendor/bootstrap/bootstrap.min.css", "scoring/clubscore.css"]

# Runs in the page: the used rules of each source stylesheet, in order, as CSS text.
USED_RULES = r"""
(sources) => {
  const structural = /^:(not|is|where|has|first-child|last-child|only-child|nth-child|nth-last-child|first-of-type|last-of-type|nth-of-type|only-of-type|empty|root)\b/;
  function topLevel(list) {
    const parts = []; let depth = 0, start = 0;
    for (let i = 0; i < list.length; i++) {
      const c = list[i];
      if (c === "(") depth++; else if (c === ")") depth--;
      else if (c === "," && depth === 0) { parts.push(list.slice(start, i)); start = i + 1; }
    }
    parts.push(list.slice(start));
    return parts.map((p) => p.trim());
  }
  function stripped(selector) {
    // Pseudo-elements and state pseudo-classes go; structural ones (with their arguments) stay.
    let out = "", i = 0;
    while (i < selector.length) {
      const c = selector[i];
      if (c === ":") {
        let j = i + 1; if (selector[j] === ":") j++;
        while (j < selector.length && /[\w-]/.test(selector[j])) j++;
        if (selector[j] === "(") {
          let depth = 0;
          for (; j < selector.length; j++) {
            if (selector[j] === "(") depth++;
            else if (selector[j] === ")") { depth--; if (depth === 0) { j++; break; } }
          }
        }
        const pseudo = selector.slice(i, j);
        if (!pseudo.startsWith("::") && structural.test(pseudo)) out += pseudo;
        i = j;
      } else { out += c; i++; }
    }
    out = out.trim().replace(/[>+~]\s*$/, "").trim();
    return out === "" || /[\s>+~]$/.test(out) ? out + "*" : out;
  }
  function matches(selector) {
    return topLevel(selector).some((one) => {
      try { return document.querySelector(stripped(one)) !== null; } catch (e) { return true; }
    });
  }
  function used(rules) {
    const kept = [];
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) {
        if (matches(rule.selectorText)) kept.push(rule.cssText);
      } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
        const inner = used(rule.cssRules);
        if (inner.length) {
          const at = rule instanceof CSSMediaRule ? "@media " : "@supports ";
          kept.push(at + rule.conditionText + " {\n" + inner.join("\n") + "\n}");
        }
      }
    }
    return kept;
  }
  const out = {};
  for (const sheet of document.styleSheets) {
    const name = sources.find((s) => sheet.href && sheet.href.includes(s.split("/").pop().split(".")[0]));
    if (name) out[name] = used(sheet.cssRules);
  }
  return out;
}
"""


def used_rules(base: str, session_pk: int) -> list[str]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        context = browser.new_context(viewport={"width": 390, "height": 844})
        page = context.new_page()
        pages = [f"{base}/accounts/login/"]
        page.goto(pages[0])
        page.fill("input[name=username]", "bench")
        page.fill("input[name=password]", "bench-pass-1")
        page.click("form button[type=submit]")
        page.wait_for_load_state("load")
        page.goto(f"{base}/sessions/{session_pk}/table/")
        pages.append(page.get_attribute("#join-url", "href"))
        pages += [
            f"{base}/sessions/{session_pk}/hands/new/",
            f"{base}/sessions/{session_pk}/",
            f"{base}/",
        ]
        seen: dict[str, list[str]] = {name: [] for name in SOURCES}
        for url in pages:
            # The login page as a visitor sees it; the others signed in.
            target = context if "/accounts/login/" not in url else browser.new_context()
            one = target.new_page()
            one.goto(url if url.startswith("http") else base + url)
            one.wait_for_load_state("load")
            for name, rules in one.evaluate(USED_RULES, SOURCES).items():
                seen[name].append(rules)
            one.close()
        browser.close()
    # The union, in each stylesheet's own order (every page lists the rules in that order).
    kept = []
    for name in SOURCES:
        order: list[str] = []
        for rules in seen[name]:
            for rule in rules:
                if rule not in order:
                    order.append(rule)
        everything = seen[name]
        kept += sorted(
            order, key=lambda r: min(rs.index(r) if r in rs else 10**9 for rs in everything)
        )
    return kept


def source_digest() -> str:
    """What critical.css was cut from: the stylesheets' bytes."""
    digest = hashlib.sha256()
    for name in SOURCES:
        digest.update((ROOT / "scoring" / "static" / name).read_bytes())
    return digest.hexdigest()[:16]


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="clubscore-critical-") as folder:
        env = pageweight._environment(folder, "whitenoise.storage.CompressedStaticFilesStorage")
        pageweight._manage(env, "migrate", "--noinput")
        pageweight._manage(env, "collectstatic", "--noinput")
        made = pageweight._manage(env, "shell", "-c", pageweight.SETUP).strip().splitlines()[-1]
        session_pk = int(made.split()[0])
        port = pageweight._free_port()
        server = pageweight._serve(env, port)
        try:
            rules = used_rules(f"http://127.0.0.1:{port}", session_pk)
        finally:
            server.terminate()
            server.wait()
    header = (
        "/* The first paint's rules, cut from Bootstrap and clubscore.css by "
        f"scripts/critical_css.py (sources {source_digest()}); base.html inlines this file. */\n"
    )
    OUT.write_text(header + "\n".join(rules) + "\n", encoding="utf-8")
    print(f"{OUT.relative_to(ROOT)}: {len(rules)} rules, {OUT.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    os.chdir(ROOT)
    sys.exit(main())
