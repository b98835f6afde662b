"""The documentation's file references stay true: every path to a file or folder of the
checkout named in README.md and docs/*.md (in backticks, or as a link) exists, and every
test it names by `file::test` is there."""

import re

from tests.shared import CHECKOUT

DOCS = [CHECKOUT / "README.md", *sorted((CHECKOUT / "docs").glob("*.md"))]
TOP = (
    "scoring/",
    "tests/",
    "scripts/",
    "clubscore/",
    "templates/",
    "benchmarks/",
    "docs/",
    "locale/",
)
# `path`, `path::test`, `path:line`; ](path) links
REFERENCE = re.compile(r"`([\w./-]+(?:::\w+)?)(?::\d+)?`|\]\(([\w./-]+)(?:#[\w-]*)?\)")


def references() -> list[tuple[str, str]]:
    found = []
    for doc in DOCS:
        for match in REFERENCE.finditer(doc.read_text()):
            text = match.group(1) or match.group(2)
            path = text.split("::")[0]
            if doc.parent.name == "docs" and match.group(2) and not path.startswith(TOP):
                path = f"docs/{path}"  # a link between two docs
            if path.startswith(TOP) and "*" not in path and "<" not in path:
                found.append((doc.name, text if "::" in text else path))
    return found


def _exists(path: str) -> bool:
    # a template is named from its folder: `scoring/hall.html` is templates/scoring/hall.html
    return (CHECKOUT / path).exists() or (CHECKOUT / "templates" / path).exists()


def test_the_docs_name_files_and_folders_that_exist():
    missing = [f"{doc}: {path}" for doc, path in references() if "::" not in path]
    assert [m for m in missing if not _exists(m.split(": ", 1)[1])] == []


FILE_NAME = re.compile(r"`((?:[\w-]+/)*[\w-]+\.(?:py|html|js|css|toml|json|lock))`")


def test_a_file_named_without_its_folder_is_one_of_the_checkouts_files():
    # e.g. `catalogue/rule.py` or `engine_text.py`: some file of the checkout ends so
    files = [
        str(p.relative_to(CHECKOUT))
        for p in CHECKOUT.rglob("*")
        if p.is_file() and ".venv" not in p.parts and ".git" not in p.parts
    ]
    missing = []
    for doc in DOCS:
        lines = doc.read_text().splitlines()
        # (a line naming another repository's or site's file is not about this checkout)
        text = "\n".join(line for line in lines if "github.com/" not in line)
        for name in FILE_NAME.findall(text):
            if not name.startswith(TOP) and not any(
                f == name or f.endswith("/" + name) for f in files
            ):
                missing.append(f"{doc.name}: {name}")
    assert missing == []


def test_the_tests_the_docs_name_exist():
    missing = []
    for doc, text in references():
        if "::" in text:
            path, name = text.split("::")
            source = CHECKOUT / path
            if not source.exists() or f"def {name}(" not in source.read_text():
                missing.append(f"{doc}: {text}")
    assert missing == []


def test_the_check_reads_references_from_the_docs():
    # (a check that found nothing would keep nothing true)
    assert len(references()) > 50


WALK = (CHECKOUT / "docs" / "maintaining.md").read_text()


def test_a_hand_posted_through_the_form_goes_where_maintaining_md_walks_it(
    client, scorer, table_session
):
    # "A hand, from the form's POST to the referee page": the route and view of step 1, the
    # redirect of step 5, read from the doc itself.
    from django.urls import resolve

    from tests.web.conftest import filled, hand_lines

    route, view = re.search(r"routes `POST ([^`]+)` to `(\w+)`", WALK).groups()
    redirect = re.search(r"the view redirects to the next hand's\s+form, `([^`]+)`", WALK)[1]
    url = route.replace("<pk>", str(table_session.pk))
    assert resolve(url).func.__name__ == view
    client.force_login(scorer)
    response = client.post(url, filled(client.get(url), hand_lines("S"), "S"))
    hand = table_session.hands.get()
    assert response.status_code == 302
    # step 5: beside the answer, the message of each sentence (116d: South's red dragon pung)
    assert hand.said["pung of red dragons"]["id"] == "pung of %(dragon1)s"
    assert response.url == redirect.replace("<pk>", str(table_session.pk)).replace(
        "<number>", str(hand.number)
    )
    assert "hand-form" in client.get(response.url).content.decode()
