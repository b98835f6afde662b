"""Recording hands as a user does on a 390 x 844 phone, in English, Czech and French: for
a classical ruleset (both in English) one hand at each depth (tiles, sets, scores), the
last one ending the session and undone from the session page; a riichi hand's form opened from
the session page's "who won" buttons; a player's own page at the four-phone table. Every page
fits the phone and axe finds nothing on it; the screenshots go to tests/artifacts/walk-*."""

import datetime
from pathlib import Path

import pytest

from scoring.models import Session
from tests.browser.axe import violations
from tests.browser.test_club_night import PHONE, log_in
from tests.web.conftest import hand_lines

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"
FITS = "document.scrollingElement.scrollWidth <= window.innerWidth"
# At `sets` each loser gives their scoring set; at `scores` the values of
# tests/web/test_entry_depths.py (rules 114-116: 56 for South's hand, 8 for each loser's).
SETS = {"E": "(1b 1b 1b)", "W": "[Gd Gd Gd]", "N": "(Ww Ww Ww)"}
SCORES = {"E": "8", "S": "56", "W": "8", "N": "8"}


def settled(page) -> list[dict]:
    page.wait_for_timeout(700)  # the preview's debounce
    page.wait_for_load_state("networkidle")
    return violations(page)


def shot(page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"walk-{name}.png"), full_page=True)


def session_like(table_session, ruleset: str, hands: int) -> Session:
    seats = table_session.starting_seats
    session = Session.objects.create(
        club=table_session.club,
        title=f"{ruleset} night",
        date=datetime.date(2026, 11, 17),
        ruleset=ruleset,
        east=seats["E"],
        south=seats["S"],
        west=seats["W"],
        north=seats["N"],
        length=Session.Length.HANDS,
        hand_limit=hands,
    )
    session.scorers.add(*table_session.scorers.all())
    return session


def record_south_self_drawn(page, session, depth: str, name: str) -> None:
    """From the session page: South won (the session page's button), self-drawn; South's tiles
    typed, the winning tile the last one entered (the pair's white dragon); the losers' parts."""
    page.click('#next-deal [data-winner="S"]')
    page.wait_for_selector("#hand-form")
    assert page.is_checked("#id_winner_S")
    page.click('label[for="id_entry_' + depth + '"]')
    page.click('label[for="id_win_source_wall"]')
    if depth == "scores":
        for seat, value in SCORES.items():
            page.fill(f"#id_{seat}_score", value)
    else:
        page.fill("#id_S_tiles", hand_lines("S")["S"])
        page.wait_for_selector('#melds-S [data-meld="5"][data-code="Wd"].is-winning')
        assert page.input_value("#id_win_tile") == "Wd"
        # The hand is complete: the dock says the next tile is the next player's (West).
        assert page.locator('#picker [data-seat-tab="W"].is-next').count() == 1
        assert page.is_visible("#picker-says.is-info")
        shot(page, f"{name}-complete")
        for seat in "WNE":
            page.click(f'#picker [data-seat-tab="{seat}"]')
            page.fill(f"#id_{seat}_tiles", SETS[seat] if depth == "sets" else hand_lines("S")[seat])
    page.wait_for_selector("#preview-table")
    assert page.evaluate(FITS), name
    assert settled(page) == [], name
    shot(page, name)
    page.click("#dock-save")
    page.wait_for_selector("#just-recorded")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
# Each language walks a classical ruleset at every depth; the two rulesets share the form and
# differ in their values and record names, which English walks for both.
@pytest.mark.parametrize(
    "language, rulesets",
    [("en", ("millington", "american1920")), ("cs", ("american1920",)), ("fr", ("millington",))],
)
def test_a_night_recorded_on_a_phone_reads_and_passes_axe_in_each_language(
    live_server, browser, table_session, language, rulesets
):
    ARTIFACTS.mkdir(exist_ok=True)
    context = browser.new_context(viewport=PHONE, locale=language)
    context.add_cookies([{"name": "django_language", "value": language, "url": live_server.url}])
    page = context.new_page()
    page.set_default_timeout(60_000)
    log_in(page, live_server.url)
    for ruleset in rulesets:
        session = session_like(table_session, ruleset, hands=3)
        for number, depth in enumerate(("tiles", "sets", "scores"), start=1):
            page.goto(f"{live_server.url}{session.get_absolute_url()}")
            if number == 1:
                assert page.evaluate(FITS) and settled(page) == []
                shot(page, f"{language}-{ruleset}-session")
            record_south_self_drawn(page, session, depth, f"{language}-{ruleset}-{depth}")
            hand = session.live_hands().get(number=number)
            assert (hand.entry, hand.winner, hand.input["win"]["source"]) == (depth, "S", "wall")
            if depth != "scores":
                assert (hand.input["win"]["tile"], hand.input["win"]["completes"]) == ("Wd", 4)
        # The session's last hand: the session page, its totals final, the hand's undo above.
        assert session.is_finished
        page.wait_for_selector("#undo-recorded")
        assert page.is_visible("#finished")
        assert page.evaluate(FITS) and settled(page) == []
        shot(page, f"{language}-{ruleset}-last-hand")
        page.click("#undo-recorded")
        page.wait_for_selector("#next-deal")
        assert session.live_hands().count() == 2 and not session.is_finished
        # A correction: hand 1 was won on East's discard, not self-drawn. The form opens
        # with the winning tile as recorded (not replaced by a default).
        page.goto(f"{live_server.url}{session.get_absolute_url()}hands/1/correct/")
        page.wait_for_selector('#melds-S [data-meld="5"][data-code="Wd"].is-winning')
        page.click('label[for="id_discarder_E"]')
        page.fill("#id_reason", "walk: East discarded it")
        page.wait_for_selector("#preview-table")
        assert page.evaluate(FITS) and settled(page) == []
        shot(page, f"{language}-{ruleset}-correction")
        page.click("#dock-save")
        page.wait_for_url("**/hands/1/")
        assert page.evaluate(FITS) and settled(page) == []
        shot(page, f"{language}-{ruleset}-corrected")
        win = session.live_hands().get(number=1).input["win"]
        assert (win["source"], win["discarder"], win["tile"]) == ("discard", "E", "Wd")

    # Riichi: the session page's "who won" opens its own form with the winner chosen.
    riichi = session_like(table_session, "riichi", hands=4)
    page.goto(f"{live_server.url}{riichi.get_absolute_url()}")
    page.click('#next-deal [data-winner="W"]')
    page.wait_for_selector("#hand-form")
    assert page.is_checked("input[name=winner][value=W]")
    assert page.evaluate(FITS) and settled(page) == []
    shot(page, f"{language}-riichi-form")

    # A player's own page at the four-phone table: "Did you go mah-jong? How?" above the tiles.
    page.goto(f"{live_server.url}/sessions/{table_session.pk}/table/")
    join = page.get_attribute("#join-url", "href")
    player = browser.new_context(viewport=PHONE, locale=language)
    player.add_cookies([{"name": "django_language", "value": language, "url": live_server.url}])
    phone = player.new_page()
    phone.goto(join)
    phone.click('#seat-choice [data-seat="S"]')
    phone.click('label[for="id_win_wall"]')
    phone.fill("#id_line", hand_lines("S")["S"])
    phone.wait_for_selector('#melds-S [data-meld="5"][data-code="Wd"].is-winning')
    assert phone.evaluate(FITS) and settled(phone) == []
    shot(phone, f"{language}-join-winner")
    phone.click("#send-part")
    phone.wait_for_selector("#own-win")
    assert phone.is_checked("#id_win_wall")
    page.wait_for_selector('#table-status [data-claim="S"]')
    assert page.is_checked("#id_winner_S") and settled(page) == []
    shot(page, f"{language}-table-scorer")
    player.close()
    context.close()
