"""Czech and French are complete: every message of the .po files translated, none fuzzy, each
translation keeping its message's placeholders (msgfmt --check-format); and the engine's English
sentences reach the reader in their language (scoring/services/phrasebook.py)."""

import gettext
import re
import subprocess
from pathlib import Path

import pytest
from django.utils import translation

from scoring.engine.contract import evaluate
from scoring.services.engine_text import say, spoken
from scoring.services.phrasebook import localize, shape
from tests.referee.conftest import cannon_document, false_mahjong_document, record_hand

LOCALE = Path(__file__).resolve().parent.parent.parent / "locale"


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_every_message_is_translated_and_none_is_fuzzy(language):
    po = LOCALE / language / "LC_MESSAGES" / "django.po"
    done = subprocess.run(
        ["msgfmt", "--check-format", "--statistics", "-o", "/dev/null", str(po)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    # "450 translated messages." alone; any "fuzzy" or "untranslated" count fails.
    assert re.fullmatch(r"\d+ translated messages?\.\n", done.stderr), done.stderr


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_the_compiled_catalogue_is_the_po_file(language, tmp_path):
    # compilemessages was run after the last edit: the committed .mo holds exactly the .po's
    # messages (compared by content: a fresh clone's file times say nothing).
    folder = LOCALE / language / "LC_MESSAGES"
    fresh = tmp_path / "django.mo"
    subprocess.run(["msgfmt", "-o", fresh, folder / "django.po"], check=True)

    def catalogue(path):
        with open(path, "rb") as f:
            return gettext.GNUTranslations(f)._catalog

    assert catalogue(folder / "django.mo") == catalogue(fresh)


def test_a_sentence_shape_keeps_seats_tiles_names_and_numbers_as_parameters():
    template, params = shape("S had two dragon sets exposed (sets: Rd-Rd-Rd, Gd-Gd-Gd)")
    assert template == "%(seat1)s had two dragon sets exposed (sets: %(sets1)s)"
    assert params["seat1"][1] == "S" and params["sets1"][1] == "Rd-Rd-Rd, Gd-Gd-Gd"
    template, params = shape("exposed pung of red dragons (major)")
    assert template == "exposed pung of %(dragon1)s (major)"
    assert params["dragon1"] == ("dragon", "red dragons", True)


def test_rule_116_items_read_in_czech_and_french():
    # 114b: an exposed pung of red dragons (major) scores 4; the item says so in each language.
    with translation.override("cs"):
        assert (
            localize("exposed pung of red dragons (major)")
            == "vyložený pong červených draků (velké kameny)"
        )
    with translation.override("fr"):
        assert (
            localize("exposed pung of red dragons (major)")
            == "pung exposé de dragons rouges (majeur)"
        )


def test_a_penalty_why_is_translated_check_by_check():
    # 90c's checks joined by the engine: each part and its verdict in Czech.
    why = "N's hand has three dragon sets (Three Great Scholars, big three dragons) or two and a dragon pair (little three dragons): yes; upheld by the referee"
    with translation.override("cs"):
        said = localize(why)
    assert said.endswith(": ano; potvrzeno rozhodčím")
    assert said.startswith("Ruka hráče N má tři sady draků")


def test_116d_the_pung_of_red_dragons_reads_from_its_message_in_czech_and_french():
    # 116d: a double for South's pung of red dragons; the msgid and the tile's name after "of"
    # (Czech genitive) are translated apart and put together.
    message = spoken(cannon_document())["pung of red dragons"]
    with translation.override("cs"):
        assert say(message) == "pong červených draků"
    with translation.override("fr"):
        assert say(message) == "pung de dragons rouges"


def test_96_the_cannon_outcome_reads_in_czech_with_west_and_the_rule_kept():
    # 96: West let off the cannon; the seat and the rule number stay as the engine gave them.
    why = "W let off a cannon: pays his own debt and the other losers' (96)"
    with translation.override("cs"):
        assert say(spoken(cannon_document())[why]) == (
            "W vypálil dělo: platí svůj dluh i dluhy ostatních poražených (96)"
        )


def test_c2_a_false_mahjong_why_reads_check_by_check_in_french():
    # C2: another player had exposed tiles, so the offender pays; check, verdict, outcome.
    document = false_mahjong_document()
    why = evaluate(document)["penalties"][0]["why"]
    with translation.override("fr"):
        check, outcome = say(spoken(document)[why]).split("; ")
    # (the verdict's own msgid, "%(condition)s: %(verdict)s", sets the colon's spacing)
    assert check.startswith("un autre joueur a exposé des tuiles avant que l'erreur soit")
    assert check.endswith(" oui")
    assert outcome == "le fautif paie la pénalité, la main se termine sans autre décompte (C2)"


def test_a_document_the_engine_refuses_has_no_messages_and_its_sentences_stay_english():
    assert spoken({"ruleset": "millington", "players": "none"}) == {}
    with translation.override("cs"):
        assert say("a sentence the engine never wrote") == "a sentence the engine never wrote"


@pytest.mark.django_db
def test_the_referee_page_shows_the_116d_item_in_czech(client, table_session):
    hand = record_hand(table_session, cannon_document())
    html = client.get(
        f"/sessions/{hand.session_id}/hands/{hand.number}/referee/", HTTP_ACCEPT_LANGUAGE="cs"
    ).content.decode()
    assert "pong červených draků" in html
    assert "pung of red dragons" not in html


def test_a_sentence_without_a_translation_is_shown_as_the_engine_wrote_it():
    with translation.override("cs"):
        assert localize("a sentence the engine never wrote") == "a sentence the engine never wrote"


@pytest.mark.django_db
def test_the_language_choice_is_remembered_in_a_cookie(client, settings):
    # Django's set_language: the choice is kept in the language cookie for a year, so the
    # next visit (a new session) is French without asking again.
    response = client.post("/i18n/setlang/", {"language": "fr", "next": "/rulesets/"})
    cookie = response.cookies[settings.LANGUAGE_COOKIE_NAME]
    assert cookie.value == "fr"
    assert int(cookie["max-age"]) >= 365 * 24 * 3600
    html = client.get("/rulesets/").content.decode()
    assert '<html lang="fr">' in html


def test_tile_wind_and_dragon_names_in_czech_and_french():
    # The pictures' names (aria-label and title) are read out in the page's language.
    from scoring.templatetags.tiles import tile_name

    codes = ["5b", "9d", "Ew", "Nw", "Rd", "Wd", "F1", "0c"]
    with translation.override("cs"):
        assert [tile_name(c) for c in codes] == [
            "bambus 5",
            "kruh 9",
            "východní vítr",
            "severní vítr",
            "červený drak",
            "bílý drak",
            "květina 1",
            "znak 5 (červená)",
        ]
    with translation.override("fr"):
        assert [tile_name(c) for c in codes] == [
            "5 bambou",
            "9 cercle",
            "vent d'Est",
            "vent du Nord",
            "dragon rouge",
            "dragon blanc",
            "fleur 1",
            "5 caractère (rouge)",
        ]
