"""Czech and French are complete: every message of the .po files translated, none fuzzy, each
translation keeping its message's placeholders (msgfmt --check-format); and the engine's
sentences reach the reader in their language from their messages (scoring/services/hands/engine_text.py)."""

import ast
import gettext
import json
import re
import subprocess
from pathlib import Path

import pytest
from django.utils import translation

from scoring.engine import catalogue
from scoring.engine.contract import answer, evaluate
from scoring.engine.messages import Message
from scoring.engine.riichi.lines import YAKU_CONTEXT, limit_reached
from scoring.services.hands import engine_text
from scoring.services.hands.engine_text import said_of, say, spoken
from tests.referee.conftest import cannon_document, false_mahjong_document, record_hand


def stored(document):
    """The messages a hand recorded from `document` keeps, read back as its pages read them."""
    return spoken(json.loads(json.dumps(said_of(answer(document)))))


LOCALE = Path(__file__).resolve().parent.parent.parent / "locale"
# How "%(first)s; %(then)s" joins an engine sentence's clauses: French sets a narrow no-break
# space before the semicolon.
CLAUSES = {"en": "; ", "cs": "; ", "fr": "\u202f; "}


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


def test_a_riichi_pao_an_mcr_fan_and_an_mcr_penalty_are_found_and_said_in_czech():
    # A riichi or MCR hand keeps the message of each sentence of its typed answer, as a
    # classical hand does. R1 (Daisangen, seed 004) rejected by
    # the referee; Mixed Straight (M39); a claimed false mah-jong costs 30, 10 to each other.
    from tests.engine.mcr_builders import mcr_doc
    from tests.engine.riichi_builders import call, win_doc

    calls = [call("pon", "RdRdRd", "W"), call("pon", "GdGdGd", "W"), call("pon", "WdWdWd", "N")]
    pao = [{"type": "pao", "rule": "R1", "ruling": "rejected"}]
    riichi = win_doc("S", "234m5p", "5d", calls=calls, penalties=pao)
    false_mahjong = [{"type": "false_mahjong", "offender": "W"}]
    mcr = mcr_doc("1b 2b 3b [4c 5c 6c] 7d 8d 9d Rd Rd Rd Nw Nw", "3b", penalties=false_mahjong)
    why = evaluate(riichi)["penalties"][0]["why"]
    assert why == (
        "referee ruling: rejected; engine: N discarded Wd after the winner had exposed 2 dragon "
        "pon/kan; it was called (call 3) towards Daisangen"
    )
    with translation.override("cs"):
        assert say(stored(riichi)[why]) == (
            "rozhodnutí rozhodčího: zamítnuto; výpočet: N zahodil Wd poté, co vítěz vyložil "
            "2 pon/kan draků; byl zavolán (volání 3) k Daisangen"
        )
        assert say(stored(riichi)["open pon of terminals or honours"]) == (
            "otevřený pon koncových nebo čestných kamenů"
        )
        assert say(stored(mcr)["Mixed Straight"]) == "Smíšená postupka"
        assert say(stored(mcr)["W pays 30 points, 10 to each other player"]) == (
            "W platí 30 bodů, každému z ostatních hráčů 10"
        )


def test_a_penalty_why_is_translated_check_by_check():
    # 90c's checks joined by the engine and upheld by the referee: each part and its verdict
    # in Czech, the seats and tiles kept.
    document = cannon_document()
    document["penalties"][0]["ruling"] = "upheld"
    why = evaluate(document)["penalties"][0]["why"]
    with translation.override("cs"):
        said = say(stored(document)[why])
    parts = said.split(CLAUSES["cs"])
    assert len(parts) == len(why.split("; "))
    assert parts[2] == "odhoz Wd je třetí drak: ano"
    assert parts[3].startswith("ruka hráče S má tři sady draků") and parts[3].endswith(": ano")
    assert parts[-2:] == [
        "potvrzeno rozhodčím",
        "W vypálil dělo: platí svůj dluh i dluhy ostatních poražených (96)",
    ]


def test_116d_the_pung_of_red_dragons_reads_from_its_message_in_czech_and_french():
    # 116d: a double for South's pung of red dragons; the msgid and the tile's name after "of"
    # (Czech genitive) are translated apart and put together.
    message = stored(cannon_document())["pung of red dragons"]
    with translation.override("cs"):
        assert say(message) == "pong červených draků"
    with translation.override("fr"):
        assert say(message) == "pung de dragons rouges"


def test_96_the_cannon_outcome_reads_in_czech_with_west_and_the_rule_kept():
    # 96: West let off the cannon; the seat and the rule number stay as the engine gave them.
    # The outcome ends the penalty's why, the one sentence a hand keeps for it.
    why = evaluate(cannon_document())["penalties"][0]["why"]
    assert why.endswith("; W let off a cannon: pays his own debt and the other losers' (96)")
    with translation.override("cs"):
        assert say(stored(cannon_document())[why]).endswith(
            "; W vypálil dělo: platí svůj dluh i dluhy ostatních poražených (96)"
        )


def test_c2_a_false_mahjong_why_reads_check_by_check_in_french():
    # C2: another player had exposed tiles, so the offender pays; check, verdict, outcome.
    document = false_mahjong_document()
    why = evaluate(document)["penalties"][0]["why"]
    with translation.override("fr"):
        check, outcome = say(stored(document)[why]).split(CLAUSES["fr"])
    # (the verdict's own msgid, "%(condition)s: %(verdict)s", sets the colon's spacing)
    assert check.startswith("un autre joueur a exposé des tuiles avant que l'erreur soit")
    assert check.endswith(" oui")
    assert outcome == "le fautif paie la pénalité, la main se termine sans autre décompte (C2)"


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_clauses_are_joined_with_the_languages_semicolon(language):
    with translation.override(language):
        joined = say(Message("%(first)s; %(then)s", first="a", then="b"))
    assert joined == "a" + CLAUSES[language] + "b"


def test_a_message_without_a_translation_is_shown_wholly_in_english():
    # not English words around a Czech tile name: "pung of červených draků"
    untranslated = Message(
        "a sentence no catalogue has, about %(tiles)s",
        tiles=Message("red dragons", "tiles after 'of'"),
    )
    with translation.override("cs"):
        assert say(untranslated) == "a sentence no catalogue has, about red dragons"


def test_a_stored_entry_that_is_no_message_of_its_sentence_is_left_and_the_sentence_stays_english():
    said = {
        "pung of red dragons": {"id": "pung of %(tiles)s", "params": {"tiles": ["Rd"]}},
        "a sentence": {"id": "another sentence"},
        "kept": {"id": "kept"},
    }
    assert spoken(said) == {"kept": Message("kept")}
    assert spoken("not an object") == {}
    with translation.override("cs"):
        assert say("a sentence the engine never wrote") == "a sentence the engine never wrote"


@pytest.mark.django_db
def test_the_referee_page_shows_the_116d_item_in_czech(client, table_session):
    hand = record_hand(table_session, cannon_document())
    html = client.get(
        f"/sessions/{hand.session_id}/hands/{hand.number}/referee/", HTTP_ACCEPT_LANGUAGE="cs"
    ).content.decode()
    assert "pong červených draků" in html
    assert "<td>pung of red dragons</td>" not in html


def _marked_msgids() -> set[tuple[str, str]]:
    """(context, msgid) of every string makemessages collects from the engine and
    services/hands/engine_text.py (the same keywords: `_` and gettext_noop, pgettext)."""
    root = LOCALE.parent
    sources = sorted(str(p) for p in (root / "scoring" / "engine").rglob("*.py"))
    sources.append(str(root / "scoring" / "services" / "hands" / "engine_text.py"))
    pot = subprocess.run(
        ["xgettext", "--language=Python", "--keyword=gettext_noop", "--keyword=pgettext:1c,2",
         "--no-wrap", "--from-code=UTF-8", "-o", "-", *sources],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    marked = set()
    for entry in pot.split("\n\n"):
        msgid = re.search(r'^msgid "(.*)"$', entry, re.M)
        context = re.search(r'^msgctxt "(.*)"$', entry, re.M)
        if msgid:
            unescaped = msgid.group(1).replace('\\"', '"')
            marked.add((context.group(1) if context else "", unescaped))
    return marked


def _every_message(message):
    yield message
    for value in message.params.values():
        if isinstance(value, Message):
            yield from _every_message(value)


def _documents():
    from tests.engine.riichi_builders import call, win_doc
    from tests.engine.test_examples import EXAMPLES

    yield from (json.loads(p.read_text())["input"] for p in EXAMPLES)
    yield cannon_document()
    upheld = cannon_document()
    upheld["penalties"][0].update(ruling="upheld", rule="90g", wall_tiles_left=3)
    yield upheld
    yield false_mahjong_document()
    # R1: two dragon pons exposed, N's white dragon called for the third (Daisangen); and R9
    # claimed on a late unseen tile
    r1 = [call("pon", "RdRdRd", "W"), call("pon", "GdGdGd", "W"), call("pon", "WdWdWd", "N")]
    yield win_doc("S", "234m5p", "5d", calls=r1)
    yield win_doc(
        "S", "234m5p", "5d", calls=r1, ron="E",
        penalties=[{"type": "pao", "rule": "R9", "responsible": "E", "wall_tiles_left": 4}],
    )  # fmt: skip
    # MCR: every fan's name (the answer's items), the minimum and the false mah-jong
    from scoring.engine.mcr.value import WON_FROM
    from tests.engine.mcr_builders import mcr_doc

    yield mcr_doc("[1b 2b 3b] [7b 8b 9b] [1c 2c 3c] 7c 8c 9c 2d 2d", "2d")
    yield mcr_doc(None, winner=None, penalties=[{"type": "false_mahjong", "offender": "W"}])
    for number in range(1, 82):
        # a fan that says how the hand was won is listed on its own source (docs/mcr.md)
        source = WON_FROM[number][1][0] if number in WON_FROM else "discard"
        yield mcr_doc(None, entry="fans", source=source, players={"S": {"fans": [number]}})


def test_every_message_the_engine_writes_is_collected_by_makemessages():
    # A msgid written as a computed string would never reach the .po files: the reader would
    # see English with no way to translate it.
    marked = _marked_msgids()
    seen = 0
    for document in _documents():
        for message in answer(document).messages():
            for part in _every_message(message):
                seen += 1
                if part.context == YAKU_CONTEXT:  # named by its catalogue record
                    assert catalogue.get(part.params["yaku"]).name["cs"], part
                    continue
                assert (part.context, part.id) in marked, part
    assert seen > 100


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


def test_a_riichi_limit_line_reads_through_gettext_with_the_limit_as_its_parameter(monkeypatch):
    # limit-haneman: the line is the message "limit reached: %(limit)s", the limit a word of
    # its own (context "riichi limit"); both go through gettext. Czech words stand in for the
    # translator's until the .po files have them.
    czech = {"limit reached: %(limit)s": "dosažený limit: %(limit)s"}
    monkeypatch.setattr(engine_text, "gettext", lambda msgid: czech.get(msgid, msgid))
    monkeypatch.setattr(
        engine_text, "pgettext", lambda context, msgid: {"haneman": "haneman (6-7 han)"}[msgid]
    )
    with translation.override("cs"):
        assert say(limit_reached("haneman")) == "dosažený limit: haneman (6-7 han)"


def test_a_riichi_yaku_line_reads_its_name_from_its_catalogue_record():
    # Y-tanyao: "Jen prostřední kameny" in Czech, "Tout simples" in French (its record's name).
    found = answer(_riichi_tanyao())
    tanyao = next(line for line in found.hands["S"].items if line.rule == "Y-tanyao")
    with translation.override("cs"):
        assert say(tanyao.what) == "Jen prostřední kameny"
    with translation.override("fr"):
        assert say(tanyao.what) == "Tout simples"
    with translation.override("en"):
        assert say(tanyao.what) == tanyao.to_json()["what"]


def _riichi_tanyao():
    from tests.engine.riichi_builders import win_doc

    return win_doc("S", "234m567m23p678s55s", "4d", ron="W", riichi=True)


def _refused_documents():
    """Hands a scorer can type that the engine refuses, one for each kind of check: the
    classical checks and notation, MCR tiles and listed fans, riichi tiles and waits."""
    from tests.engine.mcr_builders import mcr_doc
    from tests.engine.riichi_builders import win_doc

    five = cannon_document()
    five["players"]["W"]["concealed"][:5] = ["9d"] * 5  # rule 1: four copies of each tile
    yield five
    missing = cannon_document()
    missing["win"] = {"tile": "1b", "source": "discard", "discarder": "W"}  # not South's
    yield missing
    heavenly = cannon_document()
    heavenly["win"]["heavenly"] = True
    yield heavenly  # 122: only East's dealt hand
    yield {"ruleset": "millington", "players": {"E": {"notation": "[1b 2b"}}, "winner": None}
    yield {"ruleset": "millington", "players": {"E": {"notation": "1b 2c 3d 4b 5c 6d 7b 8c 9d 1c 2d 3b 4c"}, "S": {"notation": "(1b 2c 3d)"}}, "winner": None}  # fmt: skip
    scores = {"ruleset": "millington", "entry": "scores", "winner": "S", "win": {"source": "wall"}}
    yield scores | {"players": {seat: {"score": 8} for seat in "ESWN"}}  # 115a
    yield mcr_doc(None, entry="fans", players={"S": {"fans": [1, 38]}})  # exclusion
    yield mcr_doc(None, entry="fans", players={"S": {"fans": [69, 69, 70, 71]}})  # account once
    yield mcr_doc("[1b 2b 3b] [1b 2b 3b] [1b 2b 3b] 1b 1b 8c 9c 2d 2d", "7c")  # five 1b
    yield win_doc("S", "234m5p", "5d")  # riichi: too few closed tiles
    yield win_doc("S", "123m456m789m11z234p", "9b")  # the winning tile not in the hand


def test_every_refusal_of_a_typed_hand_is_collected_by_makemessages_and_translated():
    from scoring.engine.errors import ContractError

    marked = _marked_msgids()
    for document in _refused_documents():
        with pytest.raises(ContractError) as refused:
            evaluate(document)
        said = refused.value.said
        assert isinstance(said, Message), refused.value.message
        assert said.english() == refused.value.message == str(refused.value)
        for part in _every_message(said):
            assert (part.context, part.id) in marked, part
        for language in ("cs", "fr"):
            with translation.override(language):
                assert say(said) != said.english(), (language, said)


# Where a refusal is raised that a person can meet: everything but the JSON API, whose English
# is the contract's (shared/contract.md), and the management commands, which print English.
REFUSING = LOCALE.parent / "scoring"
NOT_FOR_PAGES = ("api", "management", "migrations")


def refusal_classes(root: Path) -> set[str]:
    """ContractError, BadFile, BackupError and every exception class of the services (a
    service's refusal is shown on a page): their names, found in the source."""
    defined = {}
    for path in [*(root / "services").glob("*.py"), root / "engine" / "errors.py"]:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef):
                defined[node.name] = {getattr(b, "id", getattr(b, "attr", "")) for b in node.bases}
    classes = {"Exception", "ValueError"}
    while grown := {name for name, bases in defined.items() if bases & classes} - classes:
        classes |= grown
    return classes - {"Exception", "ValueError"}


def _english(node: ast.expr) -> bool:
    """A sentence written in English: a string or f-string with words of its own, or one
    joined to more text with + or filled in with %."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and re.search(r"[A-Za-z]", node.value) is not None
    if isinstance(node, ast.JoinedStr):
        return any(_english(part) for part in node.values if isinstance(part, ast.Constant))
    if isinstance(node, ast.BinOp):
        return _english(node.left) or _english(node.right)
    return False


def english_refusals(root: Path) -> tuple[list[str], int]:
    """Each refusal made with an English sentence rather than a Message or gettext's text, as
    "path:line", and how many refusals were read in all."""
    classes = refusal_classes(root)
    english, read = [], 0
    for path in sorted(root.rglob("*.py")):
        if set(path.relative_to(root).parts) & set(NOT_FOR_PAGES):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name in classes:
                read += 1
                if _english(node.args[0]):
                    english.append(f"{path.relative_to(root)}:{node.lineno}")
    return english, read


def test_no_refusal_a_person_can_meet_is_an_english_sentence():
    # The engine's checks, the services' refusals, import_club's and the backup's errors: a
    # Message (the API and the commands keep its English) or text gettext has translated, so
    # that a page says it in its reader's language.
    english, read = english_refusals(REFUSING)
    assert read > 400  # the walk found the refusals, not an empty tree
    assert english == [], f"{len(english)} refusals in English: {english}"
