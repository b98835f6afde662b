"""The first paint's stylesheet (static/scoring/critical.css, cut by scripts/critical_css.py):
base.html inlines it in a <style> element, and the Content-Security-Policy allows exactly that
element by its digest (settings.CONTENT_SECURITY_POLICY). A digest, not a nonce: a page kept
by the offline worker, or answered 304 from a browser's copy, keeps its <style> unchanged."""

import base64
import hashlib
from functools import cache
from pathlib import Path

PATH = Path(__file__).resolve().parent / "static" / "scoring" / "critical.css"


@cache
def text() -> str:
    return PATH.read_text(encoding="utf-8")


def csp_source() -> str:
    """The policy's source for the inlined text: 'sha256-<base64 of its digest>'."""
    digest = hashlib.sha256(text().encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode()}'"
