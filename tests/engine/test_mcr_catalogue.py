"""The MCR catalogue (docs/mcr.md, "Rules and rule ids"): the 81 fans as rule records M1-M81
read from the engine's own table, with names and texts in English, Czech and French, and the
rules around them as M-minimum, M-discard, M-self-drawn, M-drawn, M-false-mahjong, M-game."""

from collections import Counter

from scoring.engine import catalogue
from scoring.engine.mcr.fans import FANS


def test_the_81_fans_are_worth_what_the_wmo_book_gives_in_its_order():
    # The book's values, highest first: 7 fans of 88, 6 of 64, 2 of 48, 3 of 32, 9 of 24,
    # 6 of 16, 5 of 12, 10 of 8 (39-48, Two Concealed Kongs last), 6 of 6, 4 of 4, 10 of 2 and
    # 13 of 1.
    assert list(FANS) == list(range(1, 82))
    assert Counter(f.points for f in FANS.values()) == {
        88: 7, 64: 6, 48: 2, 32: 3, 24: 9, 16: 6, 12: 5, 8: 10, 6: 6, 4: 4, 2: 10, 1: 13
    }  # fmt: skip
    points = [f.points for f in FANS.values()]
    assert points == sorted(points, reverse=True)
    assert (FANS[1].name["en"], FANS[43].name["en"], FANS[48].name["en"], FANS[81].name["en"]) == (
        "Big Four Winds",
        "Chicken Hand",
        "Two Concealed Kongs",
        "Flower Tiles",
    )


def test_a_fan_excludes_only_fans_worth_no_more_than_itself():
    # The non-repeat principle: a fan leaves out the fans it implies, which are lesser (or, for
    # the waits and the pure triple/shifted pungs, equal and never counted together).
    for fan in FANS.values():
        for other in fan.excludes:
            assert FANS[other].points <= fan.points, (fan.number, other)
            assert other != fan.number


def test_the_catalogue_holds_each_fan_as_rule_m_number_with_its_names_in_three_languages():
    for number, fan in FANS.items():
        rule = catalogue.get(f"M{number}")
        assert rule is not None and rule.group == "mcr-fans"
        assert rule.value_in("mcr") == (f"{fan.points} fans" if fan.points > 1 else "1 fan")
        for language in ("en", "cs", "fr"):
            assert rule.name_in(language) == fan.name[language]
            assert rule.text_in(language) == fan.text[language]
    for language in ("en", "cs", "fr"):
        names = [fan.name[language] for fan in FANS.values()]
        assert len(set(names)) == 81, language
    assert catalogue.get("M81").name_in("cs") == "Květiny"
    assert catalogue.get("M2").name_in("fr") == "Grands trois dragons"


def test_the_mcr_page_lists_the_fans_then_the_minimum_settlement_and_the_game():
    ids = [rule.id for rule in catalogue.rules_for("mcr")]
    assert ids[:81] == [f"M{n}" for n in range(1, 82)]
    assert ids[81:] == [
        "M-minimum",
        "M-discard",
        "M-self-drawn",
        "M-drawn",
        "M-false-mahjong",
        "M-game",
        "entered",
    ]
    assert catalogue.get("M-false-mahjong").option == "false_mahjong_penalty"
