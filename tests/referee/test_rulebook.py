"""The rulebook holds every rule the engine cites, in the seeds' own words where they have them."""

import pytest

from scoring.engine import rulebook


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
def test_every_lettered_rule_of_the_seeds_is_in_the_rulebook(group, letters):
    # rules.md: 90 a-g, 114 a-e, 115 a-d, 116 a-k, 117 a-l
    for letter in letters:
        rule = rulebook.RULES[group + letter]
        assert rule.text["en"] and rule.text["cs"]
        assert rule.is_quoted("cs")


def test_the_czech_of_114b_is_the_seeds_own_sentence():
    # seed 002, 114b: exposed minor pung 2 points, concealed 4.
    assert (
        rulebook.RULES["114b"]
        .text_in("cs")
        .startswith("Za vyložený pong z malých kamenů 2 body, za skrytý 4 body.")
    )


def test_the_czech_of_rule_96_calls_it_letting_off_a_cannon():
    assert "spustil dělo" in rulebook.RULES["96"].text_in("cs")


def test_seed_001_penalties_are_quoted_in_czech():
    # C2: the offender pays each opponent 300.
    assert "musí zaplatit každému ze svých soupeřů 300 bodů" in rulebook.RULES["C2"].text["cs"]
    assert "zaplatit pokutu 50 bodů" in rulebook.RULES["C3"].text["cs"]


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
    assert rulebook.RULES[rule_id].name_in("cs") == czech


def test_riichi_responsibility_rules_are_quoted_in_french():
    # seed 004, situation 3: three calls of one suit and Chinitsu.
    assert "Chinitsu" in rulebook.RULES["R3"].text_in("fr")
    assert rulebook.RULES["R3"].is_quoted("fr")
    assert rulebook.RULES["R3"].text_in("en").startswith("Three calls of one suit")


@pytest.mark.parametrize(
    ("cited", "found"),
    [
        ("114b", "114b"),
        ("122k-all-symbols", "122-all-symbols"),  # the engine's spelling of All Symbols
        ("122-four-blessings-hovering-over-the-door", "122-four-blessings"),
        ("C1-false-mahjong", "C2"),  # rules.md's example id means false mah-jong (C2)
        ("settlement-2-east", "settlement-2"),
        ("false_mahjong", "C2"),
    ],
)
def test_lookup_finds_the_rule_an_engine_id_cites(cited, found):
    assert rulebook.lookup(cited).id == found


def test_lookup_of_an_unknown_id_is_none():
    assert rulebook.lookup("999z") is None
    assert rulebook.lookup(None) is None


def test_a_language_without_a_text_falls_back_to_english():
    assert rulebook.RULES["114b"].text_in("fr") == rulebook.RULES["114b"].text["en"]


def test_every_rule_id_the_engines_write_is_in_the_rulebook():
    # Item, transfer and penalty rule ids spelled out in the engine's source.
    import re
    from pathlib import Path

    import scoring.engine

    root = Path(scoring.engine.__file__).parent
    cited = set()
    for source in [*root.glob("*.py"), *root.glob("rules/*.py")]:
        if source.name == "rulebook.py":
            continue
        text = source.read_text()
        cited |= set(re.findall(r'Item\(\s*"([^"]+)"', text))
        cited |= set(re.findall(r'"rule": "([^"]+)"', text))
        cited |= set(re.findall(r'LimitHand\("\w+", "([^"]+)"', text))
    assert cited, "the engine's rule ids were not found"
    assert [rule for rule in sorted(cited) if rulebook.lookup(rule) is None] == []
