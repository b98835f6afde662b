"""A scorer records three riichi hands in Chromium — a dealer's riichi ron, a Daisangen whose
third dragon was discarded by North (pao R1), and an exhaustive draw — and the running scores
start from 30,000 and agree with the engine. Screenshots land in tests/artifacts/."""

import datetime
from pathlib import Path

import pytest

from scoring.models import Session
from tests.browser.test_club_night import log_in

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


def fill_hand(page, seats: dict, winner: str | None, **result):
    for seat, (closed, calls, riichi, tenpai) in seats.items():
        page.fill(f"#id_{seat}_closed", closed)
        page.fill(f"#id_{seat}_calls", calls)
        if riichi:
            page.check(f"#id_{seat}_riichi")
        if tenpai:
            page.check(f"#id_{seat}_tenpai")
    page.check(f"input[name=winner][value={winner or 'drawn'}]")
    if winner:
        page.fill("#id_win_tile", result["tile"])
        page.select_option("#id_win_source", result["source"])
        if result.get("discarder"):
            page.select_option("#id_discarder", result["discarder"])


def saved(page):
    """Record, then back from the next hand's form to the session page."""
    page.click("#save-hand")
    page.wait_for_selector("#just-recorded")
    page.click("main nav a")  # the breadcrumb
    page.wait_for_selector("#totals")


def total(page, player):
    return int(page.locator(f'#totals [data-player="{player.pk}"]').get_attribute("data-total"))


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_three_riichi_hands_with_a_pao_hand_run_the_scores_from_30000(
    live_server,
    browser,
    club,
    players,
    scorer,  # noqa: F811
):
    ARTIFACTS.mkdir(exist_ok=True)
    session = Session.objects.create(
        club=club,
        title="Riichi Thursday",
        date=datetime.date(2026, 11, 19),
        ruleset="riichi",
        east=players[0],
        south=players[1],
        west=players[2],
        north=players[3],
    )
    session.scorers.add(scorer)
    alena, bob, chen, dana = players[:4]
    page = browser.new_page(viewport=DESKTOP)
    log_in(page, live_server.url)
    page.goto(f"{live_server.url}{session.get_absolute_url()}")

    # Hand 1: Alena deals, declares riichi and wins by ron from Chen (West): riichi + pinfu
    # + tanyao, 30 fu 3 han, dealer ron 960 x 6 = 5760 -> 5800; her stick comes back.
    page.click("text=Record next hand")
    fill_hand(
        page,
        {"E": ("234m567m23p678s55s", "", True, False)},
        "E",
        tile="4p",
        source="ron",
        discarder="W",
    )
    page.wait_for_selector("#preview-table")
    page.screenshot(path=str(ARTIFACTS / "riichi-hand-1-desktop.png"), full_page=True)
    saved(page)
    assert (total(page, alena), total(page, chen)) == (35800, 24200)
    assert "1 honba · 0 riichi sticks" in page.inner_text("#table-state")

    # Hand 2 (1 honba): Bob pons Chen's red and green dragons, then Dana's white dragon, and
    # draws his winning 5p: Daisangen 32000 + 3 x 100 honba, all paid by Dana (pao R1).
    page.click("text=Record next hand")
    fill_hand(
        page,
        {"S": ("234m5p", "pon Rd W; pon Gd W; pon Wd N", False, False)},
        "S",
        tile="5p",
        source="tsumo",
    )
    page.wait_for_selector(".preview-pao")
    assert "Pao R1: N is responsible" in page.inner_text("#preview")
    page.screenshot(path=str(ARTIFACTS / "riichi-pao-form-desktop.png"), full_page=True)
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(ARTIFACTS / "riichi-pao-form-phone.png"), full_page=True)
    saved(page)
    assert (total(page, bob), total(page, dana)) == (30000 + 32300, 30000 - 32300)
    # A non-dealer won: the deal passes to Bob and the counters are cleared.
    assert page.inner_text("#next-east") == "Bob"

    # Hand 3: exhaustive draw; Chen (South in this deal) alone is tenpai: 1000 from each.
    # Bob (dealing) is noten, so the deal passes to Chen with 1 honba.
    page.click("text=Record next hand")
    fill_hand(page, {"S": ("", "", False, True)}, None)
    page.wait_for_selector("#preview-table")
    saved(page)
    assert [total(page, p) for p in (alena, bob, chen, dana)] == [
        35800 - 1000,
        62300 - 1000,
        24200 + 3000,
        -2300 - 1000,
    ]
    assert sum(total(page, p) for p in (alena, bob, chen, dana)) == 4 * 30000
    assert page.inner_text("#next-east") == "Chen"
    page.screenshot(path=str(ARTIFACTS / "riichi-session-phone.png"), full_page=True)
    page.set_viewport_size(DESKTOP)
    page.screenshot(path=str(ARTIFACTS / "riichi-session-desktop.png"), full_page=True)
    page.click('tr[data-hand="2"] a')
    page.screenshot(path=str(ARTIFACTS / "riichi-pao-hand-desktop.png"), full_page=True)
