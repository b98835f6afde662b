"""What the every-page tests read of a response: its text, a PDF's as the HTML it was printed
from and a workbook's sheets and shared strings. A real PDF compresses its text and subsets its
fonts, so a name searched for in its bytes is never found: a check for a name that must not be
there would pass whatever the PDF says. The PDFs themselves are printed for real by the tests
of each file (tests/tournaments/, tests/season/) and read as text by
tests/referee/test_every_page_translated.py."""

from __future__ import annotations

import io
import zipfile
from contextlib import contextmanager
from unittest import mock


class PrintedHTML:
    """weasyprint.HTML for the tests: the "PDF" is the HTML it was made from (every word a
    PDF shows is in it, and it is searchable without a PDF reader)."""

    def __init__(self, string, **_kwargs):
        self.string = string

    def write_pdf(self, *_args, **_kwargs):
        return b"%PDF-" + self.string.encode()


@contextmanager
def pdfs_as_html():
    with mock.patch("weasyprint.HTML", PrintedHTML):
        yield


def response_text(response) -> str:
    body = b"".join(response.streaming_content) if response.streaming else response.content
    if body.startswith(b"PK"):  # a workbook: its sheets and shared strings
        with zipfile.ZipFile(io.BytesIO(body)) as book:
            body = b"".join(book.read(name) for name in book.namelist())
    return body.decode("utf-8", "replace")
