"""The hall display's own words reach hall.js as JSON that parses in every language."""

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from django.utils import translation

from scoring.services.tournaments import hall as hall_service

pytestmark = pytest.mark.django_db

TEMPLATES = Path(__file__).resolve().parents[2] / "templates"


class ScriptText(HTMLParser):
    """The text of the <script type="application/json" id=...> json_script writes."""

    def __init__(self, wanted):
        super().__init__()
        self.wanted, self.inside, self.text = wanted, False, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "script" and attrs.get("id") == self.wanted:
            self.inside, self.text = True, ""

    def handle_endtag(self, tag):
        self.inside = self.inside and tag != "script"

    def handle_data(self, data):
        if self.inside:
            self.text += data


@pytest.mark.parametrize("language", ["fr", "cs", "en"])
def test_the_hall_page_hands_its_words_to_the_script_as_json_that_parses(
    client, eight_player_tournament, language
):
    client.cookies["django_language"] = language
    html = client.get(f"/tournaments/{eight_player_tournament.pk}/hall/").content.decode()
    parser = ScriptText("hall-words")
    parser.feed(html)
    assert parser.text is not None, "the words come through json_script"
    words = json.loads(parser.text)
    with translation.override(language):
        expected = {key: str(value) for key, value in hall_service.words().items()}
    assert words == expected
    assert words["time"] == {"fr": "Temps\u202f!", "cs": "Čas!", "en": "Time!"}[language]
    # The data attribute that used to carry hand-written JSON is gone.
    assert "data-i18n" not in html


def test_no_template_writes_json_by_hand_into_an_attribute():
    # A translated word with an apostrophe or a quote breaks JSON written between quotes.
    by_hand = re.compile(r"""=\s*'\s*\{\s*"|=\s*"\s*\{\s*&quot;""")
    offenders = [
        f"{path.relative_to(TEMPLATES)}:{n}"
        for path in TEMPLATES.rglob("*.html")
        for n, line in enumerate(path.read_text().splitlines(), start=1)
        if by_hand.search(line) and "{{" in line
    ]
    assert offenders == []


def test_the_hall_shows_the_seating_first_once_a_round_is_seated_and_stops_the_clock_at_the_end(
    client, organiser, eight_player_tournament
):
    from scoring.services.tournaments import play as tournament_play
    from scoring.services.tournaments import results_desk
    from scoring.services.tournaments import seating as tournament_seating

    t = eight_player_tournament
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    url = f"/tournaments/{t.pk}/hall/data/"
    data = client.get(url).json()
    assert data["first"] == "seating" and data["clock"]["finished"] is False
    first, second = round_.tables.order_by("number")
    results_desk.enter_final_scores(first, {"E": 30, "S": 10, "W": -10, "N": -30}, organiser)
    data = client.get(url).json()
    assert data["first"] == "standings" and data["clock"]["finished"] is False
    results_desk.mark_not_played(second, organiser, "two players ill")
    # Both tables done (a table not played is done too): nothing left to time.
    assert client.get(url).json()["clock"]["finished"] is True


def test_the_hall_page_can_show_the_seating_only(client, eight_player_tournament):
    html = client.get(f"/tournaments/{eight_player_tournament.pk}/hall/?only=seating").content
    assert b'data-mode="seating"' in html
    html = client.get(f"/tournaments/{eight_player_tournament.pk}/hall/?only=<x>").content
    assert b'data-mode=""' in html
