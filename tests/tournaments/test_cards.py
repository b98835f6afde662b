"""Name cards keep the event's name inside the card, clear of the dashed cut line, whatever
the name's length; table cards show the round's four players by wind (docs/tournaments.md,
"Name cards and table cards"). The boxes are WeasyPrint's own layout of the printed page."""

import datetime
import subprocess

import pytest

from scoring.models import Player
from scoring.services.files import cards
from scoring.services.tournaments import exports as tournament_exports
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import setup as tournament_setup

pytestmark = pytest.mark.django_db

LONG_NAMES = [
    # 36 characters: three lines at the card's 24 pt.
    "Kristýna Wolfgangová Schwarzenberská",
    # 70 characters: smaller type, still at most three lines.
    "Maximiliána Alžběta Wolfgangová-Schwarzenberská z Vyšehradu a Karlštejna",
    "Bo",
]


def _boxes(box):
    yield box
    for child in getattr(box, "children", ()):
        yield from _boxes(child)


def _classes(box):
    element = getattr(box, "element", None)
    return set((element.get("class") or "").split()) if element is not None else set()


def card_boxes(html):
    from weasyprint import HTML

    document = HTML(string=html).render()
    found = []
    for page in document.pages:
        for box in _boxes(page._page_box):
            if "name-card" in _classes(box) and box.element_tag == "div":
                parts = {}
                for inner in _boxes(box):
                    for name in {"name", "facts", "event"} & _classes(inner):
                        parts.setdefault(name, inner)
                found.append((box, parts))
    return found


def bottom(box):
    return box.border_box_y() + box.border_height()


def test_a_name_on_three_lines_leaves_the_event_inside_the_card_above_the_cut_line(club, organiser):
    t = tournament_setup.create_tournament(
        club,
        organiser,
        name="Podzimní turnaj Mah-Jongu v Praze 2026",
        date=datetime.date(2026, 11, 21),
    )
    t.players.add(*(Player.objects.create(club=club, name=n, country="CZ") for n in LONG_NAMES))
    html = cards.name_cards_html(t, tournament_exports.pdf_part(3, cards.NAME_CARDS_PER_PART, None))
    found = card_boxes(html)
    assert len(found) == 3
    by_name = {parts["name"].element.text: (card, parts) for card, parts in found}
    card, parts = by_name[LONG_NAMES[0]]
    # Lengths are CSS px: 24 pt is 32 px, a line at height 1.15 is 36.8 px (9.7 mm).
    lines = parts["name"].height / (32 * 1.15)
    assert round(lines) == 3, lines
    for card, parts in by_name.values():
        inside = bottom(card) - card.border_bottom_width - card.padding_bottom
        # The event's line ends inside the card's padding (6 mm from the dashed border) and
        # below the name and facts: nothing overlaps, nothing reaches the cut line.
        assert bottom(parts["event"]) <= inside + 0.01
        assert parts["event"].border_box_y() >= bottom(parts["facts"]) - 0.01
        assert parts["facts"].border_box_y() >= bottom(parts["name"]) - 0.01
        assert parts["name"].height <= 3 * parts["name"].style["font_size"] * 1.15 + 0.5


def test_table_cards_show_the_rounds_four_players_by_wind(
    client, organiser, tournament_of, tmp_path
):
    t = tournament_of(8, rounds=2)
    round_ = tournament_seating.generate_round(t, organiser)
    table = round_.tables.select_related(
        "session__east", "session__south", "session__west", "session__north"
    ).get(number=2)
    response = client.get(f"/tournaments/{t.pk}/table-cards.pdf")
    assert response.status_code == 200
    path = tmp_path / "cards.pdf"
    path.write_bytes(response.content)
    text = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True
    ).stdout
    second = text.split("\f")[1]
    for wind, player in zip(
        ("East", "South", "West", "North"),
        (table.session.east, table.session.south, table.session.west, table.session.north),
        strict=True,
    ):
        assert f"{wind} {player.name}" in " ".join(second.split())
    assert "Round 1" in second
    # Each table's own code for the players' phones, and still one page a table.
    assert f"code {table.code[:5]}-{table.code[5:]}" in " ".join(second.split())
    assert len([page for page in text.split("\f") if page.strip()]) == 2
    missing = client.get(f"/tournaments/{t.pk}/table-cards.pdf?round=5")
    assert missing.status_code == 400
    assert missing.text == "This event has rounds 1 to 1: there is no round 5."
    huge = client.get(f"/tournaments/{t.pk}/table-cards.pdf?round={'9' * 5000}")
    assert huge.status_code == 400
    assert huge.text == "This event has rounds 1 to 1: there is no round 9999999999."
