"""The new-session form offers the chosen ruleset's depths and options only: classical has no
`fans` depth, riichi only `tiles`, MCR no `sets`; another ruleset's options are hidden and
not sent (the server refuses them: tests/web/test_views.py)."""

import pytest

PHONE = {"width": 390, "height": 844}


def shown(page, selector) -> list[str]:
    return page.eval_on_selector_all(
        selector,
        "els => els.filter(e => e.offsetParent !== null).map(e => e.value || e.dataset.ruleset)",
    )


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_form_shows_only_the_chosen_rulesets_depths_and_options(
    live_server, browser, club, players
):
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{live_server.url}/accounts/login/")
    page.fill("input[name=username]", "olga")
    page.fill("input[name=password]", "secret-pass-1")
    page.click("main form button[type=submit]")
    page.goto(f"{live_server.url}/clubs/{club.slug}/sessions/new/")
    depths, groups = "input[name=entry_depth]", ".ruleset-option-group"
    assert page.input_value("select[name=ruleset]") == "millington"
    assert shown(page, depths) == ["tiles", "sets", "scores"]
    assert shown(page, groups) == ["millington"]
    assert page.is_checked("input[name=entry_depth][value=sets]")
    page.select_option("select[name=ruleset]", "riichi")
    assert shown(page, depths) == ["tiles"] and shown(page, groups) == ["riichi"]
    assert page.is_checked("input[name=entry_depth][value=tiles]")
    page.select_option("select[name=ruleset]", "mcr")
    assert shown(page, depths) == ["tiles", "fans", "scores"] and shown(page, groups) == ["mcr"]
    assert page.is_checked("input[name=entry_depth][value=fans]")
    # Another ruleset's options are disabled, so the form sends only the chosen one's.
    assert page.is_disabled("[name=riichi__start_points]")
    assert not page.is_disabled("[name=mcr__false_mahjong_penalty]")
    page.close()
