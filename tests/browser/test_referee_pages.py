"""The referee view in a real browser, in English and Czech; screenshots in tests/artifacts/."""

from pathlib import Path

import pytest
from django.conf import settings as django_settings
from django.test import Client

from tests.referee.conftest import (
    cannon_document,
    false_mahjong_document,
    record_hand,
)

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
]


@pytest.fixture
def referee_user(django_user_model, table_session):
    user = django_user_model.objects.create_user("rita", password="secret-pass-3")
    table_session.referees.add(user)
    return user


def open_as(browser, live_server, user, language):
    client = Client()
    client.force_login(user)
    context = browser.new_context(
        viewport={"width": 1280, "height": 900},
        locale=language,
        extra_http_headers={"Accept-Language": language},
    )
    context.add_cookies(
        [
            {
                "name": django_settings.SESSION_COOKIE_NAME,
                "value": client.cookies[django_settings.SESSION_COOKIE_NAME].value,
                "url": live_server.url,
            }
        ]
    )
    return context.new_page()


@pytest.mark.parametrize("language", ["en", "cs"])
def test_the_cannon_hand_explains_rule_96_and_previews_a_self_drawn_win(
    browser, live_server, table_session, referee_user, language
):
    hand = record_hand(table_session, cannon_document())
    page = open_as(browser, live_server, referee_user, language)
    page.goto(f"{live_server.url}/sessions/{table_session.pk}/hands/{hand.number}/referee/")
    # 96: West pays 704 x 2 + 704 + 704 = 2816; the net row of the matrix says so.
    assert page.locator("#seat-W .card-header").inner_text().strip().endswith("-2816")
    assert page.locator("#penalty-0 .checks tbody tr").count() >= 3
    page.screenshot(path=str(ARTIFACTS / f"referee-cannon-{language}.png"), full_page=True)
    # What if the white dragon had been self-drawn? 115b adds 2 and the pung it completes is
    # concealed (113, 114b: 8 not 4): (22 + 2 + 4) x 2^5 = 896 in the "score if" column.
    page.select_option("#what-if-form select[name=fact]", "source")
    page.select_option("#what-if-form select[name=source]", "wall")
    page.click("#what-if-form button[type=submit]")
    south = page.locator(".what-if-result tr[data-seat=S] td")
    south.first.wait_for()
    assert south.nth(2).inner_text().strip() == "896"
    page.locator("#what-if").screenshot(path=str(ARTIFACTS / f"referee-what-if-{language}.png"))
    if language == "cs":
        assert "Rozhodčí: hra 1" in page.content()
    # Commit the what-if as a ruling: the history then holds it with South's new score.
    page.fill("#commit-form input[name=rule]", "115b")
    page.fill("#commit-form input[name=reason]", "Bob drew the white dragon himself")
    page.click("#commit-form button")
    page.wait_for_selector("#history .diff")
    history = page.locator("#history .revision").first
    assert "115b" in history.inner_text() and "896" in history.inner_text()
    history.screenshot(path=str(ARTIFACTS / f"referee-history-{language}.png"))


@pytest.mark.parametrize("language", ["en", "cs"])
def test_the_false_mahjong_hand_shows_rule_c2(
    browser, live_server, table_session, referee_user, language
):
    hand = record_hand(table_session, false_mahjong_document())
    page = open_as(browser, live_server, referee_user, language)
    page.goto(f"{live_server.url}/sessions/{table_session.pk}/hands/{hand.number}/referee/")
    # C2: South pays 300 to each of three opponents.
    assert page.locator("#seat-S .card-header").inner_text().strip().endswith("-900")
    assert "C2" in page.locator("#penalty-0").inner_text()
    page.screenshot(path=str(ARTIFACTS / f"referee-false-mahjong-{language}.png"), full_page=True)
