"""The hall display read from the back of the room: at 1920x1080 and 1280x720, in English,
Czech and French, with 33, 300 and 10,000 players, every page of the cycle is measured in
Chromium. No cell reaches past its column or into its neighbour, no number is cut (a long name
ends in an ellipsis), no row is under the footer or past the screen's edge, and the pages show
every row once, in order: the next page starts where the last one stopped. The 33 and 300 are
events played at the desk; the 10,000 is the 300's own data stretched (served in its place),
since seating 10,000 players here would take longer than the whole measurement."""

import datetime
import json

import pytest

from scoring.models import Player
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import results_desk, roster
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import setup as tournament_setup

from .test_tournament_day import ARTIFACTS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SIZES = {"1080p": {"width": 1920, "height": 1080}, "720p": {"width": 1280, "height": 720}}
LANGUAGES = ("en", "cs", "fr")
LONG = [
    "Maximiliána Wolfeschlegelsteinhausenbergerová-Dvořáková",
    "Jean-Baptiste Alexandre de La Rochefoucauld-Montmorency",
    "Hiroshi Takahashi-Yamamoto-Nakamura",
]

# Every problem of the page shown, measured from its boxes; and the rows it shows, in order.
MEASURE = """() => {
  const view = document.getElementById("hall-view");
  const bottom = Math.min(document.getElementById("hall-foot").getBoundingClientRect().top,
    window.innerHeight);
  const problems = [];
  const tables = [...view.querySelectorAll("table")];
  const boxes = tables.map(t => t.getBoundingClientRect());
  tables.forEach((table, i) => {
    const box = boxes[i];
    if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
      problems.push(`column ${i + 1} is off screen: ${box.left}-${box.right}`);
    if (i + 1 < tables.length && boxes[i + 1].left < box.right + 0.5)
      problems.push(`column ${i + 1} reaches into column ${i + 2}`);
    table.querySelectorAll("tr").forEach(row => {
      const last = row.getBoundingClientRect().bottom;
      if (last > bottom + 0.5)
        problems.push(`row "${row.textContent}" ends at ${last}, under ${bottom}`);
      const cells = [...row.children];
      cells.forEach((cell, k) => {
        const c = cell.getBoundingClientRect();
        const text = cell.textContent;
        if (c.left < box.left - 0.5 || c.right > box.right + 0.5)
          problems.push(`"${text}" reaches past its column`);
        if (k + 1 < cells.length && c.right > cells[k + 1].getBoundingClientRect().left + 0.5)
          problems.push(`"${text}" runs into "${cells[k + 1].textContent}"`);
        const cut = cell.scrollWidth > cell.clientWidth;
        if (cut && !cell.classList.contains("name")) problems.push(`"${text}" is cut`);
        if (cut && getComputedStyle(cell).textOverflow !== "ellipsis")
          problems.push(`"${text}" is cut without an ellipsis`);
      });
    });
  });
  const rows = [...view.querySelectorAll("[data-player], [data-seat]")];
  return {
    page: view.dataset.page,
    pages: Number(view.dataset.pages),
    ms: Number(view.dataset.pageMs),
    problems,
    per: Number(view.dataset.per),
    rows: rows.map(r => r.dataset.player || r.dataset.seat),
    cut: view.querySelectorAll("td.name").length &&
      [...view.querySelectorAll("td.name")].filter(c => c.scrollWidth > c.clientWidth).length,
  };
}"""


def event(club, organiser, count):
    """`count` players (every fifth with a long name), round 1 entered at the desk with scores
    in the thousands, one player withdrawn, round 2 seated and started with two tables
    finished (the heading then says how many)."""
    t = tournament_setup.create_tournament(
        club,
        organiser,
        name=f"Mistrovství České republiky v Mah-Jongu, Praha, open of {count} players",
        date=datetime.date(2026, 11, 21),
        ruleset="millington",
        scheme="table_points",
        rounds_planned=4,
        results_entry="final",
        seed=7,
    )
    players = Player.objects.bulk_create(
        Player(
            club=club,
            name=f"{LONG[i % 3]} {count}-{i}" if i % 5 == 0 else f"Anna Nováková {count}-{i}",
            country=["CZ", "GB", "FR", "NL"][i % 4],
        )
        for i in range(count)
    )
    t.players.add(*players)

    def scores(table):
        east = 12000 + 137 * table.number
        return {"E": east, "S": -1000, "W": -3001, "N": 4001 - east}

    round_1 = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_1)
    for table in round_1.tables.all():
        results_desk.enter_final_scores(table, scores(table), organiser)
    roster.withdraw_player(t, players[1], organiser, "train home")
    round_2 = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_2)
    for table in round_2.tables.order_by("number")[:2]:
        results_desk.enter_final_scores(table, scores(table), organiser)
    return t


def stretched(data, count):
    """The 300's data grown to `count` players: ranks to 10,000, a table to 2,500."""
    standings = data["standings"]["rows"]
    seating = data["seating"]["rows"]
    rows = [
        {**standings[i % len(standings)], "rank": f"{i + 1}{'=' if i % 7 == 0 else ''}"}
        for i in range(count)
    ]
    for i, row in enumerate(rows):
        row["name"] = f"{i} {row['name']}"
    seats = [
        {**seating[i % len(seating)], "table": i // 4 + 1 if i < count - 2 else None}
        for i in range(count)
    ]
    for i, row in enumerate(seats):
        row["name"] = f"{i} {row['name']}"
    seats.sort(key=lambda r: r["name"].casefold())
    return {
        **data,
        "standings": {**data["standings"], "rows": rows},
        "seating": {**data["seating"], "rows": seats},
    }


def serving(body):
    """A route handler answering the first request with `body` (JSON) and failing the polls
    after it: the screen keeps its data (and says the connection is lost, which the footer
    must hold too), and 2 MB does not cross the wire every five seconds of the cycle."""
    asked = []

    def fulfil(route):
        if asked:
            route.abort()
        else:
            asked.append(route)
            route.fulfill(status=200, content_type="application/json", body=body)

    return fulfil


def cycle(page, url, data, shots):
    """The hall's cycle measured page by page: returns the problems found and the number of
    pages. Each page must show the rows of its kind that follow the pages before it, exactly:
    the next page starts where the last one stopped."""
    page.goto(url)
    page.locator("#hall-view tbody tr").first.wait_for()
    # The screen's clock stands still from here: each step below shows exactly one page.
    now = page.evaluate("Date.now()") / 1000
    page.clock.pause_at(datetime.datetime.fromtimestamp(now + 0.5, datetime.UTC))
    seen = page.evaluate(MEASURE)
    pages, problems, kinds = seen["pages"], [], []
    first_kind, first_per = seen["page"].split("-")[0], seen["per"]
    first_pages = -(-len(data[first_kind]["rows"]) // first_per)
    for number in range(pages):
        if number:
            page.clock.run_for(seen["ms"])
            seen = page.evaluate(MEASURE)
        kind, index = seen["page"].split("-")
        assert int(index) == number, (seen["page"], number)
        if kind not in kinds:
            kinds.append(kind)
            page.screenshot(path=str(ARTIFACTS / f"hall-{shots}-{kind}.png"))
        rows = [r["name"] for r in data[kind]["rows"]]
        start = (number - (0 if kind == first_kind else first_pages)) * seen["per"]
        assert seen["rows"] == rows[start : start + seen["per"]], (seen["page"], start)
        problems += [f"{seen['page']}: {p}" for p in seen["problems"]]
    # The last page ends with the last row of its kind: none is left over.
    assert seen["rows"][-1] == rows[-1]
    return problems, pages


def test_every_page_of_the_hall_fits_the_screen_in_every_language_and_size(
    live_server, browser, club, organiser
):
    ARTIFACTS.mkdir(exist_ok=True)
    events = {count: event(club, organiser, count) for count in (33, 300)}
    big = events[300]
    pages = {}
    for size, viewport in SIZES.items():
        pages[size] = browser.new_page(viewport=viewport)
        pages[size].clock.install()
    # 10,000 players: every page at both sizes, in one language each (a cycle of 334 pages;
    # all six took four minutes here): Czech on the big screen, French on the small one.
    stretched_in = {"1080p": "cs", "720p": "fr"}
    found, counted = {}, {}
    for language in LANGUAGES:
        for size, page in pages.items():
            page.set_extra_http_headers({"Accept-Language": language})
            for count, t in events.items():
                url = f"{live_server.url}/tournaments/{t.pk}/hall/"
                data = page.request.get(f"{url}data/", headers={"Accept-Language": language})
                problems, counted[(language, size, count)] = cycle(
                    page, url, data.json(), f"{count}-{size}-{language}"
                )
                if problems:
                    found[(language, size, count)] = problems[:5]
            if stretched_in[size] != language:
                continue
            url = f"{live_server.url}/tournaments/{big.pk}/hall/"
            real = page.request.get(f"{url}data/", headers={"Accept-Language": language})
            data = stretched(real.json(), 10_000)
            page.route(f"**/tournaments/{big.pk}/hall/data/", serving(json.dumps(data)))
            problems, counted[(language, size, 10_000)] = cycle(
                page, url, data, f"10000-{size}-{language}"
            )
            page.unroute_all(behavior="ignoreErrors")
            if problems:
                found[(language, size, 10_000)] = problems[:5]
    assert found == {}
    print(counted)
