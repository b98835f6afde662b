"""Template text spaces its punctuation the active language's way: French sets a no-break
space before a colon that follows a translated label ("Vent dominant :"), Czech and English
none ("Převládající vítr:", "Prevailing wind:")."""

import datetime

import pytest
from django.template import Context, Template
from django.utils import translation

from scoring.models import Session
from tests.referee.conftest import record_hand
from tests.referee.test_riichi_referee import page, riichi_document

pytestmark = pytest.mark.django_db


@pytest.fixture
def riichi_night(club, players):
    seats = dict(zip(("east", "south", "west", "north"), players[:4], strict=True))
    return Session.objects.create(
        club=club, title="Riichi", date=datetime.date(2026, 11, 19), ruleset="riichi", **seats
    )


@pytest.mark.parametrize(
    "language, written",
    [("fr", "Vent dominant\u00a0:"), ("cs", "vítr:"), ("en", "Prevailing wind:")],
)
def test_the_referee_header_spaces_the_colon_after_a_label_the_languages_way(
    client,
    riichi_night,
    language,
    written,
):
    hand = record_hand(riichi_night, riichi_document("234m567m23p678s55s", "4d", ron="W"))
    html = page(client, hand, language)
    assert written in html
    if language != "fr":
        assert "\u00a0:" not in html


@pytest.mark.parametrize("language, colon", [("fr", "\u00a0:"), ("cs", ":"), ("en", ":")])
def test_the_colon_tag_follows_the_active_language(language, colon):
    with translation.override(language):
        assert Template("{% load punctuation %}x{% colon %}").render(Context()) == "x" + colon


@pytest.mark.parametrize(
    "language, said", [("cs", "C2 a C3 a A1"), ("fr", "C2 et C3 et A1"), ("en", "C2 and C3 and A1")]
)
def test_the_penalties_that_ended_a_hand_are_listed_in_the_readers_language(language, said):
    # C2, C3 and A1 each end the hand (seed 003); the item names every one that did. The
    # contract's English joins them with "and" as it always has.
    from scoring.engine.messages import Message, joined
    from scoring.services.engine_text import translate

    rules = joined(["C2", "C3", "A1"])
    what = Message("not scored: the hand ended under %(rules)s", rules=rules)
    assert what.english() == "not scored: the hand ended under C2 and C3 and A1"
    with translation.override(language):
        assert translate(what).endswith(said)
