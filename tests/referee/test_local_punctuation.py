"""Template text spaces its punctuation the active language's way: French sets a no-break
space before a colon that follows a translated label ("Vent dominant :"), Czech and English
none ("Převládající vítr:", "Prevailing wind:")."""

import datetime
import re

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
    from scoring.services.hands.engine_text import translate

    rules = joined(["C2", "C3", "A1"])
    what = Message("not scored: the hand ended under %(rules)s", rules=rules)
    assert what.english() == "not scored: the hand ended under C2 and C3 and A1"
    with translation.override(language):
        assert translate(what).endswith(said)


def project_catalog(language):
    """The project's own translations (locale/), without Django's or a library's."""
    import gettext
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "locale" / language / "LC_MESSAGES" / "django.mo"
    with path.open("rb") as mo:
        catalog = gettext.GNUTranslations(mo)._catalog
    return {key: text for key, text in catalog.items() if key != "" and isinstance(text, str)}


# Code a French sentence quotes, where the punctuation is the notation's, not French text's.
QUOTED_CODE = re.compile(r"«[^»]*»|\{[^}]*\}|\(concealed: false\)")


def test_every_french_translation_spaces_its_colons_and_its_semicolons_marks_the_same_way():
    # French typography: a no-break space before ':', a narrow no-break space before ; ? !
    # (the {% colon %} tag's spacing), never an ordinary space or none.
    wrong = []
    for key, text in project_catalog("fr").items():
        for mark in re.finditer(r"[:;?!]", QUOTED_CODE.sub("", text)):
            before = mark.string[mark.start() - 1] if mark.start() else ""
            wanted = "\u00a0" if mark.group() == ":" else "\u202f"
            if before != wanted:
                wrong.append((key, mark.string[max(0, mark.start() - 20) : mark.end()]))
    assert wrong == []


def test_a_field_named_beside_a_preview_error_is_followed_by_a_french_colon():
    from django.template.loader import render_to_string

    with translation.override("fr"):
        html = render_to_string(
            "scoring/sessions/_preview.html",
            {"form_errors": [("Vent", "manquant")], "error": None},
        )
        single = render_to_string(
            "scoring/sessions/_preview.html", {"error": "manquant", "where": "Vent"}
        )
    assert "<strong>Vent</strong>\u00a0: manquant" in html
    assert "<strong>Vent</strong>\u00a0: manquant" in single


# Czech names a dealt hand (its number, a count of them) "hra" as the rules do (seed 003:
# "Hra se považuje za ukončenou", "po každé hře"); "ruka" is the tiles a player holds.
HAND_AS_DEAL = re.compile(
    r"\b[Hh]ands? %\(|%\(\w+\)s hands?\b|\b[Hh]ands (played|won|recorded)"
    r"|hand is replayed|in the hands|^In this hand$|^This hand was not scored"
)


def test_czech_calls_a_numbered_or_counted_hand_hra_never_ruka():
    said = {
        key: text
        for key, text in project_catalog("cs").items()
        if HAND_AS_DEAL.search(key[0] if isinstance(key, tuple) else key.split("\x04")[-1])
    }
    assert len(said) > 40
    assert {k: t for k, t in said.items() if re.search(r"\b[Rr]u(k|c)", t)} == {}
