"""Czech and French are complete: every message of the .po files translated, none fuzzy, each
translation keeping its message's placeholders (msgfmt --check-format); and the engine's
sentences reach the reader in their language from their messages (scoring/services/engine_text.py)."""

import gettext
import re
import subprocess
from pathlib import Path

import pytest
from django.utils import translation

from scoring.engine.contract import evaluate
from scoring.services.engine_text import say, spoken
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


def test_a_penalty_why_is_translated_check_by_check():
    # 90c's checks joined by the engine and upheld by the referee: each part and its verdict
    # in Czech, the seats and tiles kept.
    document = cannon_document()
    document["penalties"][0]["ruling"] = "upheld"
    why = evaluate(document)["penalties"][0]["why"]
    with translation.override("cs"):
        said = say(spoken(document)[why])
    parts = said.split("; ")
    assert len(parts) == len(why.split("; "))
    assert parts[2] == "odhoz Wd je třetí drak: ano"
    assert parts[3].startswith("Ruka hráče S má tři sady draků") and parts[3].endswith(": ano")
    assert parts[-2:] == [
        "potvrzeno rozhodčím",
        "W vypálil dělo: platí svůj dluh i dluhy ostatních poražených (96)",
    ]


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
