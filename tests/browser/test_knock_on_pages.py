"""The pages that show knock-on changes, on a phone: axe finds nothing and nothing scrolls
sideways. The night of tests/web/test_knock_on.py: Bob wins hand 1, Dana hand 2, hand 3 is
drawn; hand 1 is then corrected so that Alena (East) won it and kept the deal."""

import uuid

import pytest

from scoring.services.hands import sessions as service
from tests.browser.axe import violations
from tests.browser.test_accessibility import PHONE, signed_in
from tests.web.conftest import hand_doc

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_knock_on_revisions_and_the_deletion_preview_read_on_a_phone(
    browser, live_server, table_session, scorer, organiser
):
    hands = [
        service.record_hand(table_session, hand_doc(winner), scorer, uuid.uuid4())[0]
        for winner in ("S", "W", None)
    ]
    service.correct_hand(hands[0], hand_doc("E"), organiser, "Alena went out", 1)
    context = signed_in(browser, live_server, organiser, PHONE)
    page = context.new_page()
    s = table_session.pk
    found = {}
    for path, opens in (
        (f"/sessions/{s}/", None),
        (f"/sessions/{s}/hands/2/", None),
        (f"/sessions/{s}/hands/2/referee/", None),
        # Hand 2's delete section, opened, loads what deleting it would do to hand 3.
        (f"/sessions/{s}/hands/2/", "details:has(#deletion-preview) summary"),
    ):
        page.goto(live_server.url + path)
        if opens:
            page.click(opens)
            page.locator("#knock-on").wait_for(state="visible")
            assert page.locator(".knock-on-hand").count() == 1  # hand 3
        assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"], path
        problems = violations(page)
        if problems:
            found[path + (" (opened)" if opens else "")] = problems
    assert found == {}
    page.goto(f"{live_server.url}/sessions/{s}/")
    assert page.locator(".knock-on-mark").count() == 2
