"""What `import_club` refuses, said in the reader's language: each error of a backup file is a
message (scoring/services/files/backup.py, scoring/services/files/import_check.py) that a page translates,
while `manage.py import_club` prints its English (docs/operations.md).

The files are the recorded night's export (tests/robust/conftest.py) with one thing changed, as
in tests/robust/test_import_checks.py: hand 2 is dealt by player-2 (Bob), so player-3 (Chen)
sits at South.
"""

import pytest
from django.utils import translation

from scoring.models import Club
from scoring.services.files.backup import BackupError, import_club
from scoring.services.hands import engine_text

from .test_backup import bad_import, empty_the_database, good_document
from .test_import_checks import rows_of

pytestmark = pytest.mark.django_db


@pytest.fixture
def document(recorded_night, tmp_path):
    found = good_document(tmp_path)
    empty_the_database()
    return found


def refusal(document, language):
    with pytest.raises(BackupError) as refused:
        import_club(document)
    assert not Club.objects.exists()
    with translation.override(language):
        return engine_text.refusal(refused.value), str(refused.value)


SWAPPED = {
    "en": "hand_players[5] (handplayer-5).player: 'player-3' at E, but the deal of hands[2] "
    "(hand-2) seats player-2 there and player-3 at S",
    "cs": "hand_players[5] (handplayer-5).player: 'player-3' na místě E, ale rozdání hry "
    "hands[2] (hand-2) tam posadí player-2 a player-3 na S",
    "fr": "hand_players[5] (handplayer-5).player\u00a0: 'player-3' en E, mais la donne de "
    "hands[2] (hand-2) y place player-2, et player-3 en S",
}


@pytest.mark.parametrize("language", ["cs", "fr", "en"])
def test_a_file_with_two_players_swapped_is_refused_in_the_readers_language(document, language):
    rows = rows_of(document, "hand-2")
    rows["E"]["player"], rows["S"]["player"] = rows["S"]["player"], rows["E"]["player"]

    said, english = refusal(document, language)

    assert said == SWAPPED[language]
    assert english == SWAPPED["en"]


NOT_AN_EXPORT = {
    "cs": 'toto není export ClubScore (chybí "format": "clubscore-export")',
    "fr": 'ce n\'est pas un export ClubScore (pas de {"format": "clubscore-export"})',
}


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_a_json_document_of_another_kind_is_refused_in_the_readers_language(db, language):
    said, english = refusal({"hands": []}, language)

    assert said == NOT_AN_EXPORT[language]
    assert english == 'not a ClubScore export (no "format": "clubscore-export")'


UNKNOWN_RULESET = {
    "cs": "sessions[1] (session-1).ruleset: neznámá pravidla 'house' (známá: ",
    "fr": "sessions[1] (session-1).ruleset\u00a0: règlement inconnu 'house' (connus\u00a0: ",
}


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_the_engines_refusal_inside_an_import_error_is_translated_too(document, language):
    # The row is named by the file, the refusal is the engine's own (get_ruleset).
    document["sessions"][0]["ruleset"] = "house"
    for hand in document["hands"]:
        hand["input"]["ruleset"] = "house"
    document["rulesets"] = [{"id": "house", "version": 3}]

    said, english = refusal(document, language)

    assert said.startswith(UNKNOWN_RULESET[language])
    assert english.startswith("sessions[1] (session-1).ruleset: unknown ruleset 'house' (known: ")


NUL_IN_TEXT = {
    "cs": "club.name: text nesmí obsahovat znaky NUL",
    "fr": "club.name\u00a0: le texte ne doit pas contenir de caractères NUL",
}


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_a_file_the_shared_input_checks_refuse_names_the_field_in_the_readers_language(
    document, language
):
    document["club"]["name"] = "Praha\u0000"

    said, _english = refusal(document, language)

    assert said == NUL_IN_TEXT[language]


def test_the_command_prints_the_english_whatever_language_is_active(document, tmp_path):
    # manage.py is run by whoever keeps the server; its messages stay English.
    rows = rows_of(document, "hand-2")
    rows["E"]["player"], rows["S"]["player"] = rows["S"]["player"], rows["E"]["player"]

    with translation.override("cs"):
        printed = bad_import(tmp_path, document)

    assert printed.endswith("nothing imported: " + SWAPPED["en"])


SAID_ELSEWHERE = {
    "en": "hands[1] (hand-1).said['mah-jong']: not a sentence of the hand's answer",
    "cs": "hands[1] (hand-1).said['mah-jong']: není věta odpovědi této hry",
    "fr": "hands[1] (hand-1).said['mah-jong']\u00a0: n'est pas une phrase de la réponse de la main",
}


@pytest.mark.parametrize("language", ["cs", "fr", "en"])
def test_a_hands_message_for_another_sentence_is_refused_in_the_readers_language(
    document, language
):
    document["hands"][0]["said"]["mah-jong"] = {"id": "something else"}

    said, english = refusal(document, language)

    assert said == SAID_ELSEWHERE[language]
    assert english == SAID_ELSEWHERE["en"]
