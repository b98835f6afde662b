"""Taps at the table: typical hands (the shared examples among them) recorded on a 390 x 844
phone at each entry depth, every tap counted from the session page: the first hand begins with
who won on the session page, and after Record the next hand's form is already open. Targets
(median over the typical hands): `sets` at most 17 taps (the winner's four sets take eight, the
pair one, a flower one), `scores` at most 7 taps plus the digits, a drawn hand at most 2 taps. The counts go to tests/artifacts/taps.json; docs/club-night.md quotes them.

A hand is given as its contract document; `plan_taps` turns it into the taps a scorer makes:
who won, how, then each player's sets (a tile, then Pung / Kong / Chow / Pair, concealed or
not), flowers behind their button, the winning tile tapped in the winner's hand, Record.
"""

from __future__ import annotations

import json
import statistics
from pathlib import Path

import pytest

from scoring.engine.tiles import SEATS
from scoring.models import Session
from tests.browser.axe import violations
from tests.browser.test_club_night import log_in
from tests.shared import EXAMPLES

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
COUNTS: dict[str, dict[str, dict]] = {}


def example(name: str) -> dict:
    return json.loads((EXAMPLES / f"{name}.json").read_text())["input"]


def club_hand() -> dict:
    """The browser tests' own table: South wins on East's discard; each loser has one scoring
    set (tests/web/conftest.py's lines at the sets depth)."""
    return {
        "players": {
            "S": {
                "melds": [
                    {"tiles": ["Rd"] * 3, "concealed": False},
                    {"tiles": ["2b", "3b", "4b"], "concealed": True},
                    {"tiles": ["5c"] * 3, "concealed": True},
                    {"tiles": ["7d", "8d", "9d"], "concealed": False},
                    {"tiles": ["Wd"] * 2, "concealed": True},
                ],
                "bonus": [],
            },
            "W": {"melds": [{"tiles": ["1b"] * 3, "concealed": True}], "bonus": []},
            "N": {"melds": [{"tiles": ["Gd"] * 3, "concealed": False}], "bonus": []},
            "E": {"melds": [{"tiles": ["Ww"] * 3, "concealed": True}], "bonus": ["F2"]},
        },
        "winner": "S",
        "win": {"tile": "Wd", "source": "discard", "discarder": "E", "completes": 4},
    }


# Typical hands with a winner. At `sets` the losers give only what scores (their melds and
# bonus tiles); at `tiles` their loose tiles too.
TYPICAL = {
    "01-pungs-no-chows": lambda: example("01-pungs-no-chows"),
    "02-concealed-chows-flower": lambda: example("02-concealed-chows-flower"),
    "06-sets-depth": lambda: example("06-sets-depth"),
    "club-table": club_hand,
}


def club_table_every_tile() -> dict:
    from tests.web.conftest import hand_doc

    return hand_doc("S", "discard", "E")


# At the tiles depth the losers' loose tiles are tapped too: hands that give every tile.
TILES_DEEP = {
    "03-settlement-west-wins": lambda: example("03-settlement-west-wins"),
    "club-table": club_table_every_tile,
}


class Taps:
    """Every click on the page goes through here and is counted; typed digits apart."""

    def __init__(self, page):
        self.page, self.taps, self.digits, self.log = page, 0, 0, []

    def tap(self, selector: str) -> None:
        self.page.click(selector)
        self.taps += 1
        self.log.append(selector)

    def type_digits(self, text: str) -> None:
        self.page.keyboard.type(text)
        self.digits += len(text)


def built_sets(page, seat: str) -> int:
    return page.locator(f"#melds-{seat} .built:not(.meld-loose):not(.meld-bonus)").count()


def meld_taps(t: Taps, seat: str, meld: dict) -> None:
    tiles = meld["tiles"]
    kind = {2: "pair", 4: "kong"}.get(len(tiles)) or ("pung" if len(set(tiles)) == 1 else "chow")
    before = built_sets(t.page, seat)
    t.tap(f'#picker [data-pick="{sorted(tiles)[0]}"]')
    if built_sets(t.page, seat) > before:  # the winner's last tile is their pair's: built at once
        return
    concealed = meld.get("concealed") or meld.get("from_concealed_pung")
    if kind == "pair":
        t.tap('#picker [data-meld="pair"]')
    else:
        t.tap(f'#picker [data-meld="{kind}"][data-concealed="{1 if concealed else 0}"]')
    if meld.get("from_concealed_pung"):  # 116k: the built kong's toggle goes ( ) -> { }
        t.tap("#seats .seat-panel.is-active .built:last-of-type [data-toggle]")


def seat_taps(t: Taps, seat: str, held: dict, loose: bool) -> None:
    for meld in held.get("melds", []):
        meld_taps(t, seat, meld)
    if loose:
        for code in held.get("concealed", []):
            t.tap(f'#picker [data-pick="{code}"]')
    for code in held.get("bonus", []):
        t.tap(f'#picker [data-pick="{code}"]')


def go_to_seat(t: Taps, seat: str) -> None:
    """The seat's tab, unless it is open already or marked as the one the next tile goes to
    (the winner's hand is complete)."""
    if (
        active_seat(t.page) != seat
        and not t.page.locator(f'#picker [data-seat-tab="{seat}"].is-next').count()
    ):
        t.tap(f'#picker [data-seat-tab="{seat}"]')


def active_seat(page) -> str:
    return page.get_attribute('#picker [aria-pressed="true"]', "data-seat-tab")


def record(page, doc: dict, depth: str, from_session_page: bool = False) -> Taps:
    """Record `doc` through the phone form at `depth`, counting taps (getting to the form from
    the session page too, when that is where the scorer is)."""
    t = Taps(page)
    winner = doc.get("winner")
    if from_session_page:  # the session page's "who won" buttons open the form with it chosen
        t.tap(f'#next-deal [data-winner="{winner or "drawn"}"]')
    page.wait_for_selector("#hand-form")
    if not page.is_checked(f"#id_winner_{winner or 'drawn'}"):
        t.tap(f'label[for="id_winner_{winner or "drawn"}"]')
    win = doc.get("win") or {}
    if winner:
        if win["source"] == "discard":
            t.tap(f'label[for="id_discarder_{win["discarder"]}"]')
        else:
            t.tap('label[for="id_win_source_wall"]')
    if depth == "scores" and (winner or doc.get("players")):
        for seat in SEATS:
            score = doc["players"][seat]["score"]
            if score == 0 and seat != winner:  # a loser who scored nothing: one tap on "0"
                t.tap(f'#score-fields [data-zero-for="{seat}"]')
                continue
            t.tap(f"#id_{seat}_score")
            t.type_digits(str(score))
    elif not winner and depth == "tiles":  # a drawn hand at the tiles depth: every tile
        for seat in SEATS:
            go_to_seat(t, seat)
            seat_taps(t, seat, doc["players"][seat], loose=True)
    elif winner:
        held = doc["players"][winner]
        seat_taps(t, winner, held, loose=True)
        # the winning tile, unless the form took the right one (the last one entered)
        meld = f'#melds-{winner} [data-meld="{win["completes"] + 1}"][data-code="{win["tile"]}"]'
        if not page.locator(f"{meld}.is-winning").count():
            t.tap(meld)
        start = SEATS.index(winner)
        for seat in SEATS[start + 1 :] + SEATS[:start]:
            held = (doc.get("players") or {}).get(seat) or {}
            if not (held.get("melds") or held.get("bonus") or held.get("concealed")):
                continue
            go_to_seat(t, seat)
            seat_taps(t, seat, held, loose=depth == "tiles")
    page.wait_for_selector("#preview-table, #preview-error")
    t.tap("#dock-save")
    page.wait_for_selector("#just-recorded, #error-summary")
    assert page.locator("#error-summary").count() == 0, page.inner_text("#error-summary")
    return t


def expected_players(doc: dict, depth: str) -> dict:
    players = {}
    for seat in SEATS:
        held = (doc.get("players") or {}).get(seat) or {}
        players[seat] = {
            "melds": [
                {k: v for k, v in m.items() if k in ("tiles", "concealed", "from_concealed_pung")}
                for m in held.get("melds", [])
            ],
            "concealed": held.get("concealed", []) if depth == "tiles" else [],
            "bonus": held.get("bonus", []),
        }
    return players


def stored_players(hand) -> dict:
    players = {}
    for seat, held in hand.input["players"].items():
        players[seat] = {
            "melds": [
                {k: v for k, v in m.items() if k in ("tiles", "concealed", "from_concealed_pung")}
                for m in held.get("melds", [])
            ],
            "concealed": held.get("concealed", []),
            "bonus": held.get("bonus", []),
        }
    return players


def scores_of(doc: dict, session) -> dict:
    """The four hand values a table would write down for `doc` (from the engine)."""
    from scoring.engine import contract
    from scoring.services.hands import sessions as service

    # a session's hand names all four seats; one with nothing that scores gives nothing
    players = {seat: doc.get("players", {}).get(seat, {}) for seat in SEATS}
    sets_doc = {**doc, "players": players, "entry": "sets"}
    full = service.build_document(session, session.next_deal(), sets_doc)
    full.pop("penalties", None)
    hands = contract.evaluate(full)["hands"]
    return {seat: {"score": hands.get(seat, {}).get("score", 0)} for seat in SEATS}


def start(page, live_server, table_session, depth: str):
    table_session.entry_depth = depth
    table_session.length = Session.Length.HANDS
    table_session.hand_limit = 20
    table_session.save()
    page.goto(f"{live_server.url}{table_session.get_absolute_url()}")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("depth", ["sets", "tiles", "scores"])
def test_typical_hands_take_few_taps_at_each_depth(
    live_server,
    browser,
    table_session,
    depth,
):
    ARTIFACTS.mkdir(exist_ok=True)
    page = browser.new_page(viewport=PHONE)
    page.set_default_timeout(60_000)  # a shared machine can be slow to save
    log_in(page, live_server.url)
    start(page, live_server, table_session, depth)
    counts = {}
    for number, (name, make) in enumerate((TILES_DEEP if depth == "tiles" else TYPICAL).items(), 1):
        doc = make()
        if depth == "scores":
            doc = {**doc, "players": scores_of(doc, table_session)}
        t = record(page, doc, depth, from_session_page=number == 1)
        counts[name] = {"taps": t.taps, "digits": t.digits, "log": t.log}
        if depth == "scores":
            counts[name]["zero_losers"] = [
                seat
                for seat in SEATS
                if seat != doc["winner"] and doc["players"][seat]["score"] == 0
            ]
        hand = table_session.live_hands().get(number=number)
        assert hand.entry == depth
        assert hand.winner == doc["winner"]
        if depth == "scores":
            assert hand.input["players"] == doc["players"]
        else:
            # The form rebuilt the example's document: the same sets, tiles and win.
            assert stored_players(hand) == expected_players(doc, depth)
            for key in ("tile", "source", "discarder", "completes"):
                assert hand.input["win"].get(key) == doc["win"].get(key)
    # The drawn hand (shared example 04): who won ("nobody"), then Record.
    drawn_doc = example("04-drawn-hand") if depth == "tiles" else {"winner": None}
    t = record(page, drawn_doc, depth)
    counts["04-drawn-hand"] = {"taps": t.taps, "digits": t.digits}
    assert table_session.live_hands().order_by("-number").first().drawn
    page.screenshot(path=str(ARTIFACTS / f"session-after-taps-{depth}.png"), full_page=True)

    median = statistics.median(c["taps"] for n, c in counts.items() if n != "04-drawn-hand")
    COUNTS[depth] = {"hands": counts, "median_taps": median}
    out = ARTIFACTS / "taps.json"
    previous = json.loads(out.read_text()) if out.exists() else {}
    out.write_text(json.dumps({**previous, **COUNTS}, indent=1))
    print(depth, counts, "median", median)
    if depth == "sets":
        assert median <= 17
        assert counts["04-drawn-hand"]["taps"] <= 2
    if depth == "scores":
        assert median <= 7
        assert counts["04-drawn-hand"]["taps"] <= 2
        # A loser who scored nothing cost one tap (their "0") and no digit, and the form stored
        # a chosen 0 for them (the stored players are asserted above): never a silent 0.
        zero_losers = [(n, seat) for n, c in counts.items() for seat in c.get("zero_losers", [])]
        assert zero_losers  # the typical hands have such losers
        for name, seat in zero_losers:
            log = counts[name]["log"]
            mine = [tap for tap in log if f"id_{seat}_score" in tap or f'zero-for="{seat}"' in tap]
            assert mine == [f'#score-fields [data-zero-for="{seat}"]'], (name, seat, log)


def settled_violations(page) -> list[dict]:
    """axe on the page once its live preview has answered (the preview waits 500 ms)."""
    page.wait_for_timeout(700)
    page.wait_for_load_state("networkidle")
    return violations(page)


def every_target_is_44_px(page, selector: str) -> list[str]:
    """Visible buttons, labels of choices and fields under `selector` smaller than 44 x 44."""
    return page.evaluate(
        """(selector) => [...document.querySelectorAll(selector)]
            .filter(e => e.offsetParent !== null || getComputedStyle(e).position === 'fixed')
            .map(e => [e, e.getBoundingClientRect()])
            .filter(([e, r]) => r.width > 0 && (r.width < 44 || r.height < 44))
            .map(([e, r]) => `${e.tagName}#${e.id}.${e.className} ${r.width.toFixed(0)}x${r.height.toFixed(0)}`)""",
        selector,
    )


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_picker_stays_in_view_its_targets_are_44_px_and_axe_finds_nothing(
    live_server,
    browser,
    table_session,
):
    ARTIFACTS.mkdir(exist_ok=True)
    page = browser.new_page(viewport=PHONE)
    page.set_default_timeout(60_000)  # a shared machine can be slow to save
    log_in(page, live_server.url)
    start(page, live_server, table_session, "sets")
    page.goto(f"{live_server.url}/sessions/{table_session.pk}/hands/new/")
    page.click('label[for="id_winner_S"]')
    for code, meld, concealed in [("Rd", "pung", 0), ("2b", "chow", 1), ("5c", "pung", 1)]:
        page.click(f'#picker [data-pick="{code}"]')
        page.click(f'#picker [data-meld="{meld}"][data-concealed="{concealed}"]')
    page.wait_for_selector("#preview-error, #preview-table")
    targets = "#hand-form button, #hand-form label.choice, #hand-form summary, #hand-form textarea, #hand-form input.form-control"
    assert every_target_is_44_px(page, targets) == []
    # Docked: the picker's bottom is the viewport's bottom, whatever was scrolled.
    for scroll in (0, 10_000):
        page.evaluate(f"window.scrollTo(0, {scroll})")
        box = page.locator("#picker").bounding_box()
        assert abs(box["y"] + box["height"] - PHONE["height"]) <= 1
    # Typing keeps working beside tapping: the line is the form's source of truth.
    page.fill("#id_S_tiles", page.input_value("#id_S_tiles") + " [7d 8d 9d] (Wd Wd)")
    assert page.locator("#melds-S .built").count() == 5
    page.screenshot(path=str(ARTIFACTS / "hand-form-taps-phone.png"))
    # The menu opens without Bootstrap's script, which this page does not load.
    assert page.evaluate("typeof window.bootstrap") == "undefined"
    page.click(".navbar-toggler")
    assert page.locator("#nav").is_visible()
    page.click(".navbar-toggler")
    assert settled_violations(page) == []
    page.set_viewport_size(DESKTOP)
    page.screenshot(path=str(ARTIFACTS / "hand-form-taps-desktop.png"), full_page=True)
    assert settled_violations(page) == []
    # The scores depth: four numbers, who won and how.
    page.click('label[for="id_entry_scores"]')
    assert (
        page.locator("#id_N_score").is_visible()
        and not page.locator("#picker .pick").first.is_visible()
    )
    assert settled_violations(page) == []
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(ARTIFACTS / "hand-form-scores-phone.png"), full_page=True)
    assert settled_violations(page) == []


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_failed_submit_moves_the_focus_to_the_error_summary(
    live_server,
    browser,
    table_session,
):
    page = browser.new_page(viewport=PHONE)
    page.set_default_timeout(60_000)  # a shared machine can be slow to save
    log_in(page, live_server.url)
    start(page, live_server, table_session, "sets")
    page.goto(f"{live_server.url}/sessions/{table_session.pk}/hands/new/")
    # West went mah-jong, self-drawn, on a white dragon; but West's tiles were not given.
    page.click('label[for="id_winner_W"]')
    page.click('label[for="id_win_source_wall"]')
    page.fill("#id_win_tile", "Wd")
    page.click("#dock-save")
    page.wait_for_selector("#error-summary")
    assert page.evaluate("document.activeElement.id") == "error-summary"
    page.screenshot(path=str(ARTIFACTS / "hand-form-errors-phone.png"))
    assert settled_violations(page) == []
    # A link in the summary opens West's tiles, where the missing hand goes.
    page.click('#error-summary a[href="#id_W_tiles"]')
    assert page.evaluate("document.activeElement.id") == "id_W_tiles"
    assert page.locator("#panel-W").is_visible()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_session_page_reads_on_a_phone_and_axe_finds_nothing(
    live_server,
    browser,
    table_session,
    scorer,
):
    import uuid

    from scoring.services.hands import sessions as service
    from tests.web.conftest import hand_doc

    for winner in ("S", None, "E", "W"):
        service.record_hand(table_session, hand_doc(winner), scorer, uuid.uuid4())
    page = browser.new_page(viewport=PHONE)
    page.set_default_timeout(60_000)  # a shared machine can be slow to save
    log_in(page, live_server.url)
    page.goto(f"{live_server.url}{table_session.get_absolute_url()}")
    # The four running totals and every hand's four payments without sideways scrolling.
    widths = page.evaluate(
        "[document.scrollingElement.scrollWidth, document.querySelector('.table-responsive').scrollWidth,"
        " document.querySelector('.table-responsive').clientWidth]"
    )
    assert widths[0] <= PHONE["width"] and widths[1] <= widths[2]
    for cell in page.locator("tfoot td").all():
        if cell.is_visible():
            box = cell.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    page.screenshot(path=str(ARTIFACTS / "session-taps-phone.png"), full_page=True)
    assert settled_violations(page) == []
    page.set_viewport_size(DESKTOP)
    assert settled_violations(page) == []
