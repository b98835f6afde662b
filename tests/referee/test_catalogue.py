"""The rule catalogue: every rule declared once, found by the exact id the engine writes."""

import ast
import json
import random
import re
from pathlib import Path

import pytest
from django.urls import reverse

from benchmarks.engine import random_hand, random_table
from scoring.engine import catalogue
from scoring.engine.classical import MILLINGTON_VALUES, ClassicalValues
from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError
from scoring.engine.rulesets.american1920 import HARR_VALUES
from tests.shared import EXAMPLES

from ..engine.conftest import table
from ..engine.mcr_builders import mcr_doc
from ..engine.riichi_builders import call, win_doc
from ..engine.test_limit_hands import LIMIT_HANDS

ROOT = Path(__file__).resolve().parent.parent.parent

# Hands that reach the rules random hands seldom do: (notation, win) for South in an East round.
DOUBLES = [
    ("[1b 2b 3b] [4c 5c 6c] [7d 8d 9d] [2d 3d 4d] 5c 5c", {"tile": "8d", "completes": 2}),
    ("[Rd Rd Rd] [Gd Gd Gd] [2b 3b 4b] [5c 5c 5c] Wd Wd", {"tile": "Wd"}),
    ("[Rd Rd Rd] [Gd Gd Gd] [Wd Wd Wd] [2b 3b 4b] 5c 5c", {"tile": "5c"}),
    ("[Ew Ew Ew] [Sw Sw Sw] [Ww Ww Ww] [2b 3b 4b] Nw Nw", {"tile": "Nw"}),
    ("(1c 1c 1c) (4c 4c 4c) (7c 7c 7c) (Rd Rd Rd) 9c 9c", {"tile": "9c"}),
    ("[2c 3c 4c] [4c 5c 6c] [7c 8c 9c] [1d 1d 1d] 6c 6c", {"tile": "6c"}),
    ("[1c 1c 1c] [9b 9b 9b] [Ew Ew Ew] [1d 1d 1d] 9c 9c", {"tile": "9c"}),
    ("[2c 3c 4c] [4c 5c 6c] [7c 8c 9c] [1d 1d 1d] 6c 6c", {"tile": "6c", "source": "loose_tile"}),
    ("[2c 3c 4c] [4c 5c 6c] [7c 8c 9c] [2d 2d 2d] 6c 6c", {"tile": "6c", "last_tile": True}),
    (
        "[2c 3c 4c] [4c 5c 6c] [7c 8c 9c] [2d 2d 2d] 6c 6c",
        {"tile": "6c", "source": "discard", "discarder": "E", "after_wall_exhausted": True},
    ),
    (
        "[2c 3c 4c] [4c 5c 6c] [7c 8c 9c] [2d 2d 2d] 6c 6c",
        {"tile": "6c", "source": "robbed_kong", "discarder": "E"},
    ),
    ("[2c 3c 4c] [4c 5c 6c] [7c 8c 9c] [2d 2d 2d] 6c 6c", {"tile": "6c", "original_call": True}),
    ("[2c 3c 4c] [4c 5c 6c] [7c 8c 9c] [2d 2d 2d] 6c 6c F2 S2 F1 F3 F4", {"tile": "6c"}),
    ("[2c 3c 4c] [4c 5c 6c] [7c 8c 9c] [2d 2d 2d] 6c 6c S1 S2 S3 S4", {"tile": "6c"}),
    ("(2c 2c 2c) (3d 3d 3d) {8b 8b 8b 8b} [3c 4c 5c] 7d 7d", {"tile": "7d"}),
    ("[Sw Sw Sw] [Ew Ew Ew] [2b 3b 4b] [5c 5c 5c] Rd Rd", {"tile": "Rd"}),
]

LOSERS = {
    "E": "[2b 2b 2b] 3c 5c 7d 9d 1b 6d Ew Nw Sw Ww",
    "W": "[5d 5d 5d] 3b 4b 6c 7c 8c 9c 1d 2d 4d Gd",
    "N": "[7b 7b 7b] 1c 2c 4d 6d 8d 3b 5b 9b Wd Rd",
}
SCHOLARS = "[Rd Rd Rd] [Gd Gd Gd] [Wd Wd Wd] (2b 3b 4b) 3d 3d"
DRAWN = "1c 1c 4b 5b 6b 8c 8c 2d 3d 4d 6d 7d 7d"


def _classical(ruleset, notation, win, penalties=(), others=LOSERS, options=None, **fields):
    document = table(
        "S", notation, others=others, options=options, **{"tile": win.pop("tile"), **win}
    )
    document["ruleset"] = ruleset
    document["penalties"] = list(penalties)
    return document | fields


def classical_documents():
    for example in sorted(EXAMPLES.glob("*.json")):
        yield json.loads(example.read_text())["input"]
    rng = random.Random(17)
    for ruleset in ("millington", "american1920"):
        for _ in range(300):
            yield {**random_hand(rng, rng.random() < 0.3), "ruleset": ruleset}
        for _ in range(300):
            yield {**random_table(rng), "ruleset": ruleset}
        for notation, win in DOUBLES:
            yield _classical(ruleset, notation, dict(win))
        for seat, notation, win in LIMIT_HANDS.values():
            yield {**table(seat, notation, **{"source": "wall", **win}), "ruleset": ruleset}
        yield _classical(
            ruleset, DRAWN, {"tile": None}, options={"drawn_hand_settlement": True}, winner=None
        )
        # Seed 001 errors and seed 003's penalties, claimed.
        for kind in ("long_hand", "short_hand", "dirty_hand"):
            yield _classical(
                ruleset, DOUBLES[0][0], dict(DOUBLES[0][1]), [{"type": kind, "offender": "W"}]
            )
        yield _classical(
            ruleset,
            DRAWN,
            {"tile": None},
            [{"type": "false_mahjong", "offender": "W"}],
            winner=None,
        )
    for claimed_for, extra in (("chow", {}), ("mahjong", {}), ("mahjong", {"claim_false": True})):
        yield _classical(
            "millington",
            DRAWN,
            {"tile": None},
            [
                {"type": "misnamed_discard", "offender": "W", "claimant": "E"}
                | {"claimed_for": claimed_for}
                | extra
            ],
            winner=None,
        )
    win = {"tile": "Wd", "source": "discard", "discarder": "W", "completes": 2}
    dangerous = {"type": "dangerous_discard", "offender": "W"}
    yield _classical("millington", SCHOLARS, dict(win), [dangerous])
    yield _classical("millington", SCHOLARS, dict(win), [dangerous | {"no_choice": True}])
    yield _classical(
        "millington", SCHOLARS, dict(win), [dangerous | {"rule": "90g", "wall_tiles_left": 3}]
    )
    for rule in ("90a", "90b", "90d", "90e", "90f"):
        yield _classical("millington", SCHOLARS, dict(win), [dangerous | {"rule": rule}])
    yield _classical(
        "american1920", SCHOLARS, dict(win), [{"type": "pay_for_all", "offender": "W"}]
    )


def riichi_documents():
    dragons = [call("pon", f"{d} {d} {d}", "W") for d in ("Rd", "Gd", "Wd")]
    yield win_doc("S", "5d 5d 6b 7b", "8b", calls=dragons, honba=1, sticks=1)
    yield win_doc("S", "5d 5d 6b 7b", "8b", calls=dragons, ron="E")
    yield win_doc("S", "2c 3c 4c 5c 6c 7c 2d 3d 4d 8b 8b 5d 5d", "5d", riichi=True)
    yield win_doc(
        "S",
        "2c 3c 4c 5c 6c 7c 2d 3d 4d 8b 8b 5d 5d",
        "5d",
        penalties=[{"type": "pao", "rule": "R8", "responsible": "W"}],
    )
    yield win_doc(
        "S",
        "2c 3c 4c 5c 6c 7c 2d 3d 4d 8b 8b 5d 5d",
        "5d",
        ron="W",
        penalties=[{"type": "pao", "rule": "R9", "responsible": "W", "wall_tiles_left": 4}],
    )
    winds = [call("pon", f"{w} {w} {w}", "W") for w in ("Ew", "Sw", "Ww")]
    yield win_doc("S", "Nw Nw 5d 5d", "Nw", calls=winds)
    yield {
        "ruleset": "riichi",
        "round_wind": "E",
        "dealer": "E",
        "players": {"E": {"tenpai": True}, "S": {"tenpai": False}, "W": {}, "N": {}},
        "winner": None,
        "penalties": [{"type": "chombo", "offender": "N"}],
    }


def mcr_documents():
    # The championship exercises (tests/engine/test_mcr_examples.py): a win on a discard,
    # self-drawn, a hand under 8 (false mah-jong), a claimed false mah-jong, a drawn hand.
    yield mcr_doc("1b 2b 2b 3b 4b 4b 5b 6b 7b 8b 9b Nw Nw 3b F1", "3b")
    yield mcr_doc("(2c 2c 2c 2c) [5b 5b 5b] [6d 6d 6d] 8c 8c 8c 4d 4d", "8c", source="wall")
    yield mcr_doc("[1b 2b 3b] [7b 8b 9b] [1c 2c 3c] 7c 8c 9c 2d 2d", "2d")
    yield mcr_doc(None, winner=None, penalties=[{"type": "false_mahjong", "offender": "W"}])
    yield mcr_doc(None, entry="fans", players={"S": {"fans": [48, 50, 81]}})
    yield mcr_doc(None, entry="scores", players={"S": {"score": 12}})
    # listed with its tiles, one fan too many (M-listed)
    listed = mcr_doc("1b 2b 2b 3b 4b 4b 5b 6b 7b 8b 9b Nw Nw 3b", "3b", entry="fans")
    listed["players"]["S"]["fans"] = [28, 50, 62, 77, 64]
    yield listed


def emitted(output):
    """(rule id, where) for every rule id in one engine answer."""
    for seat_hand in (output.get("hands") or {}).values():
        for item in seat_hand.get("items", []):
            yield item["rule"], "items"
        for warning in seat_hand.get("warnings", []):
            yield warning["rule"], "warnings"
    for transfer in output.get("transfers", []):
        yield transfer["rule"], "transfers"
    for penalty in output.get("penalties", []):
        yield penalty["rule"], "penalties"
        if penalty.get("dangerous_by"):
            yield penalty["dangerous_by"], "penalties"
        for check in penalty.get("checks", []):
            if check.get("rule"):
                yield check["rule"], "checks"


@pytest.fixture(scope="module")
def cited():
    found: dict[str, set[str]] = {}
    for document in [*classical_documents(), *riichi_documents(), *mcr_documents()]:
        try:
            output = evaluate(document)
        except ContractError:
            continue
        for rule_id, _where in emitted(output):
            found.setdefault(rule_id, set()).add(document["ruleset"])
    return found


def test_every_rule_id_the_engine_writes_is_a_rule_of_that_ruleset_in_the_catalogue(cited):
    assert cited, "the engine wrote no rule ids"
    unknown = sorted(r for r in cited if catalogue.get(r) is None)
    assert unknown == []
    elsewhere = sorted(
        (r, ruleset)
        for r, rulesets in cited.items()
        for ruleset in rulesets
        if ruleset not in catalogue.RULES[r].values
    )
    assert elsewhere == []


def test_every_rule_the_catalogue_says_the_engine_detects_is_written_by_it(cited):
    # The converse: a `detected_by` rule that no answer cites would be a stale declaration.
    declared = {r.id for r in catalogue.RULES.values() if r.detected_by}
    assert sorted(declared - set(cited) - ELSEWHERE) == []


# Rules this corpus does not reach; the tests named in their catalogue records do.
ELSEWHERE = {"93", "94", "R2", "R3", "R4", "R5", "R6", "R7", "noten"}


def test_detected_by_names_code_that_exists_and_writes_the_id():
    for rule in catalogue.RULES.values():
        for dotted in rule.detected_by:
            module, name = dotted.rsplit(".", 1)
            path = ROOT / (module.replace(".", "/") + ".py")
            if not path.exists():
                path = ROOT / module.replace(".", "/") / "__init__.py"
            tree = ast.parse(path.read_text())
            nodes = [
                n
                for n in tree.body
                if getattr(n, "name", None) == name
                or any(getattr(t, "id", None) == name for t in getattr(n, "targets", []))
                or getattr(getattr(n, "target", None), "id", None) == name
            ]
            assert nodes, f"{rule.id}: {dotted} does not exist"
            strings = {
                n.value
                for node in nodes
                for n in ast.walk(node)
                if isinstance(n, ast.Constant) and isinstance(n.value, str)
            }
            # a limit hand's detection names it by its key (its record's option limit_<key>)
            limit_hand = rule.group == "122" and rule.option.startswith("limit_")
            key = rule.option.removeprefix("limit_") if limit_hand else rule.id
            assert rule.id in strings or key in strings, f"{dotted} does not write {rule.id}"


def test_the_tests_named_after_a_rule_exist_and_carry_its_id():
    defined = {}
    for path in (ROOT / "tests").rglob("test_*.py"):
        for name in re.findall(r"^def (test_\w+)", path.read_text(), re.M):
            defined[f"{path.relative_to(ROOT)}::{name}"] = name
    for rule in catalogue.RULES.values():
        token = re.sub(r"^122k?_", "", rule.id.lower().replace("-", "_"))
        for test in rule.tests:
            assert test in defined, f"{rule.id}: {test} is not a test"
            assert token in defined[test], f"{test} is not named after {rule.id}"


@pytest.mark.parametrize(
    ("group", "letters"),
    [
        ("90", "abcdefg"),
        ("114", "abcde"),
        ("115", "abcd"),
        ("116", "abcdefghijk"),
        ("117", "abcdefghijkl"),
    ],
)
def test_every_lettered_rule_of_the_seeds_is_in_the_catalogue_quoted_in_czech(group, letters):
    # rules.md: 90 a-g, 114 a-e, 115 a-d, 116 a-k, 117 a-l
    for letter in letters:
        rule = catalogue.RULES[group + letter]
        assert rule.text["en"] and rule.text["cs"]
        assert rule.is_quoted("cs")


def test_the_millington_doubles_the_engine_scores_with_are_the_catalogue_records():
    # One record per double: the engine's table is read from the catalogue, and the page shows
    # the same record. 116h big three dragons 2 doubles = x4; 117e pure suit 3 = x8 (rule 117);
    # 116g little three dragons 1 = x2; 114b 2/4 4/8.
    assert MILLINGTON_VALUES.doubles == catalogue.doubles_in("millington")
    assert len(MILLINGTON_VALUES.doubles) == 11 + 12  # 116a-k, 117a-l
    for rule_id, doubles, shown in (("116h", 2, "×4"), ("117e", 3, "×8"), ("116g", 1, "×2")):
        assert MILLINGTON_VALUES.doubles[rule_id] == doubles
        assert catalogue.RULES[rule_id].value_in("millington") == shown
    assert catalogue.RULES["114b"].value_in("millington") == "2/4 · 4/8"


def test_the_basic_points_and_limit_the_engine_scores_with_are_the_catalogue_records():
    # 114b pung 2/4 4/8 (Harr: concealed heads 10), 115d fishing the eyes 2 4 (Harr: 0 2),
    # the limit 1000 (Harr: 300): each number written once, in its rule's record, which the
    # ruleset page shows and the engine's table is read from.
    assert ClassicalValues.of("millington") == MILLINGTON_VALUES
    assert ClassicalValues.of("american1920") == HARR_VALUES
    assert catalogue.RULES["114b"].points["millington"] == {"pung": MILLINGTON_VALUES.pung}
    assert catalogue.RULES["114b"].points["american1920"] == {"pung": (2, 4, 4, 10)}
    assert catalogue.RULES["115d"].value_in("american1920") == "0 · 2"
    assert (MILLINGTON_VALUES.limit, HARR_VALUES.limit) == (1000, 300)
    # Harr's game has no flowers or seasons: 114a is not his rule and is worth 0 there
    assert "american1920" not in catalogue.RULES["114a"].values
    assert HARR_VALUES.bonus_tile == 0


def test_the_american1920_values_are_harrs_own_table():
    # Harr doubles only dragons, own wind, one suit (x2, pure suit x8) and the loose and last
    # tile; a concealed pung of heads is 10 (illustration 8). Millington's other doubles
    # (116a-c, f-k, 117a-c, f, g, j-l) are not in his game.
    harr = {r.id for r in catalogue.rules_for("american1920") if r.group in ("116", "117")}
    assert harr == {"116", "117"} | set(HARR_VALUES.doubles)
    for rule_id, doubles in HARR_VALUES.doubles.items():
        assert catalogue.RULES[rule_id].value_in("american1920") == f"×{2**doubles}"
    assert catalogue.RULES["114b"].value_in("american1920") == "2/4 · 4/10"
    assert catalogue.RULES["limit"].value_in("american1920") == "300"


def test_an_unknown_or_alias_id_is_not_a_rule():
    assert catalogue.get("999z") is None
    assert catalogue.get(None) is None
    assert catalogue.get("false_mahjong") is None  # a penalty type, not a rule id


def test_a_language_without_a_text_falls_back_to_english():
    assert catalogue.RULES["114b"].text_in("de") == catalogue.RULES["114b"].text["en"]
    assert catalogue.RULES["114b"].text_in("fr-ca") == catalogue.RULES["114b"].text["fr"]


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_every_rule_has_its_text_and_name_in_czech_and_french(language):
    # The ruleset pages show every rule in the reader's language: no record falls back to
    # English, and no text says the English again in its place (a name may: "Riichi", "Dora").
    missing = [
        (rule.id, field)
        for rule in catalogue.RULES.values()
        for field in ("text", "name")
        if getattr(rule, field) and not getattr(rule, field).get(language)
    ]
    assert missing == []
    assert [r.id for r in catalogue.RULES.values() if r.text[language] == r.text["en"]] == []


def test_the_czech_of_114b_and_96_are_the_seeds_own_sentences():
    # seed 002, 114b: exposed minor pung 2 points, concealed 4; seed 000, 96: the cannon.
    assert (
        catalogue.RULES["114b"]
        .text_in("cs")
        .startswith("Za vyložený pong z malých kamenů 2 body, za skrytý 4 body.")
    )
    assert "spustil dělo" in catalogue.RULES["96"].text_in("cs")


def test_seed_001_penalties_are_quoted_in_czech():
    # C2: the offender pays each opponent 300; C3 a chow claim costs 50.
    assert "musí zaplatit každému ze svých soupeřů 300 bodů" in catalogue.RULES["C2"].text["cs"]
    assert "zaplatit pokutu 50 bodů" in catalogue.RULES["C3"].text["cs"]


@pytest.mark.parametrize(
    ("rule_id", "czech"),
    [
        ("122-four-blessings", "Čtvero požehnání vznášejících se nade dveřmi"),
        ("122-three-great-scholars", "Tři velcí myslitelé"),
        ("122-imperial-jade", "Císařský nefrit"),
        ("122-heads-and-tails", "Hlavy a ocasy"),
        ("122-all-symbols", "Všechny symboly"),
    ],
)
def test_limit_hands_carry_the_seeds_czech_names(rule_id, czech):
    assert catalogue.RULES[rule_id].name_in("cs") == czech


def test_riichi_responsibility_rules_are_quoted_in_french():
    # seed 004, situation 3: three calls of one suit and Chinitsu.
    assert "Chinitsu" in catalogue.RULES["R3"].text_in("fr")
    assert catalogue.RULES["R3"].is_quoted("fr")


@pytest.mark.django_db
def test_the_american1920_page_shows_harrs_table_not_millingtons_doubles(client):
    html = client.get(reverse("ruleset", args=["american1920"])).content.decode()
    # Harr: concealed heads pung 10; pure suit three doubles (x8); limit 300.
    assert "2/4 · 4/10" in html.split('id="rule-114b"')[1].split("</tr>")[0]
    assert "×8" in html.split('id="rule-117e"')[1].split("</tr>")[0]
    assert "300" in html.split('id="rule-limit"')[1].split("</tr>")[0]
    for millington_only in ("116a", "116g", "116k", "117a", "117b", "117c", "114a"):
        assert f'id="rule-{millington_only}"' not in html


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruleset", "rule_id", "words"),
    [
        ("millington", "C1", "On a drawn hand a long hand pays only when"),
        ("millington", "96", "the cannon bears the long hand's debt"),
        ("riichi", "R9", "so a dora indicator does not make a tile safe"),
        ("riichi", "R-payment", "the honba are paid by the discarder alone"),
        ("riichi", "R7", "an added kan on a pon of the responsible player's discard counts"),
    ],
)
def test_the_ruleset_page_states_clubscores_reading_where_the_seeds_leave_one_open(
    client, ruleset, rule_id, words
):
    html = client.get(reverse("ruleset", args=[ruleset])).content.decode()
    row = html.split(f'id="rule-{rule_id}"')[1].split("</tr>")[0].replace("&#x27;", "'")
    assert words in row


def test_all_symbols_has_a_regular_id_and_a_stored_hand_citing_the_old_one_still_reads_it():
    # Rule 122k (classical-extra.md), All Symbols: `122-all-symbols` like every limit hand;
    # a hand scored before millington version 4 cites `122k-all-symbols`
    from scoring.services.hands.referee import rule_line

    assert catalogue.get("122-all-symbols").name["en"] == "All Symbols"
    assert catalogue.get("122k-all-symbols") is None  # (no alias among the rules)
    old = rule_line("122k-all-symbols", "en")
    assert old["known"] and old["name"] == "All Symbols"
