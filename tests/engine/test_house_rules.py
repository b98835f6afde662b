"""A club's house rules carried in the contract document (docs/house-rules.md): changed values,
rules switched off, option defaults and special hands given as patterns."""

from __future__ import annotations

import copy

import pytest

from scoring.engine import contract
from scoring.engine.errors import ContractError
from scoring.engine.notation import parse_notation

SEVEN_PAIRS = {
    "slug": "seven-pairs-two-suits",
    "name": {"en": "Seven pairs from two suits", "cs": "Sedm párů ze dvou barev"},
    "text": {"en": "Seven pairs of two suits, no honours: 1000."},
    "pattern": {"pairs": 7, "suits": 2, "honours": False, "concealed": True},
    "value": {"kind": "score", "amount": 1000},
}
HOUSE = {
    "id": "house-prague-autumn",
    "version": 3,
    "base": "millington",
    "special_hands": [SEVEN_PAIRS],
}
SEVEN_PAIRS_LINE = "2b 2b 4b 4b 6b 6b 8b 8b 3d 3d 5d 5d 7d 7d"
# three losing hands that lie on the table beside it (no tile more than four times)
LOSERS = {
    "S": "(1b 1b 1b) 3c 4c 9d Ew Sw 6b 8c 2d 2d 9b",
    "W": "[Gd Gd Gd] 1c 2c 6d 6d Nw Nw 7b 8b 9c 3d",
    "N": "(Ww Ww Ww) 4d 5d 1d 1d 7c 8c 5b 5b 9b 6c",
}
DRAGON_HAND = "[Rd Rd Rd] [3b 3b 3b] [5c 5c 5c] 7b 8b 9b 9d 9d"
CHOWS_HAND = "[2b 3b 4b] [3c 4c 5c] [6d 7d 8d] 7b 8b 9b 5d 5d"


def document(line, tile, house=HOUSE, source="wall", **extra):
    doc = {
        "ruleset": "millington",
        "players": {"E": parse_notation(line)},
        "winner": "E",
        "win": {"tile": tile, "source": source},
        **extra,
    }
    if house is not None:
        doc["house_rules"] = house
    return doc


def winner(doc):
    return contract.evaluate(doc)["hands"]["E"]


def house(**changes):
    return {**copy.deepcopy(HOUSE), **changes}


def test_seven_pairs_from_two_suits_scores_the_clubs_1000_and_cites_the_house_rule():
    score = winner(document(SEVEN_PAIRS_LINE, "7d"))
    assert score["score"] == 1000  # the club's rule: "seven pairs from two suits: 1000"
    cited = [i for i in score["items"] if i["rule"] == "house-prague-autumn/seven-pairs-two-suits"]
    assert cited and cited[0]["points"] == 1000
    assert cited[0]["what"] == "club's special hand: Seven pairs from two suits"


def test_without_the_house_rules_seven_pairs_is_no_mah_jong():
    with pytest.raises(ContractError, match="do not make a mah-jong hand"):
        winner(document(SEVEN_PAIRS_LINE, "7d", house=None))


def test_seven_pairs_of_three_suits_is_not_the_two_suit_hand():
    with pytest.raises(ContractError, match="do not make a mah-jong hand"):
        winner(document("2b 2b 3b 3b 4c 4c 6c 6c 7d 7d 8d 8d 9d 9d", "9d"))


def test_116d_at_two_doubles_in_the_house_quadruples_a_dragon_pung():
    # 114b: exposed pungs of red dragons 4, of 3b and 5c 2 each; 115a 10; 115b 2: 20 points.
    # 116d: the book doubles once (40); the house says two doubles (80).
    book = winner(document(DRAGON_HAND, "9b", house=None))
    club = winner(document(DRAGON_HAND, "9b", house=house(doubles={"116d": 2})))
    assert (book["basic"], book["score"]) == (20, 40)
    assert (club["basic"], club["score"]) == (20, 80)


def test_117a_switched_off_gives_four_chows_no_double():
    # 117a: four chows and a non-scoring pair double once in the book; the club has no 117a.
    # 115a 10 + 115b 2 = 12 (no 117c: three chows are exposed); book ×2 = 24, club 12.
    book = winner(document(CHOWS_HAND, "9b", house=None))
    club = winner(document(CHOWS_HAND, "9b", house=house(off=["117a"])))
    assert book["score"] == 24
    assert club["score"] == 12
    assert "117a" not in [i["rule"] for i in club["items"]]


def test_changed_basic_points_of_115a_score_the_clubs_mah_jong():
    # 115a: the book gives 10 for mah-jong; the club 20: 20 + 4 + 2 + 2 + 2 = 30, ×2 (116d).
    club = winner(document(DRAGON_HAND, "9b", house=house(points={"mahjong": 20})))
    assert (club["basic"], club["score"]) == (30, 60)


def test_the_house_limit_caps_and_a_documents_own_option_overrides_it():
    rules = house(options={"limit": 30})
    assert winner(document(DRAGON_HAND, "9b", house=rules))["score"] == 30
    own = document(DRAGON_HAND, "9b", house=rules, options={"limit": 1000})
    assert winner(own)["score"] == 40


def test_a_special_hand_worth_doubles_adds_them_to_the_ordinary_count():
    pungs = {
        "slug": "bamboo-pungs",
        "name": {"en": "Bamboo pungs"},
        "pattern": {"tiles": ["bamboo"], "chows": 0},
        "value": {"kind": "doubles", "amount": 1},
    }
    line = "[1b 1b 1b] [3b 3b 3b] [5b 5b 5b] 7b 7b 7b 9b 9b"
    book = winner(document(line, "9b", house=None))
    club = winner(document(line, "9b", house=house(special_hands=[pungs])))
    assert club["doubles"] == book["doubles"] + 1
    assert club["score"] == 2 * book["score"]


def test_a_document_without_house_rules_answers_as_with_house_rules_that_change_nothing():
    empty = house(special_hands=[])
    for line, tile in ((DRAGON_HAND, "9b"), (CHOWS_HAND, "9b")):
        assert winner(document(line, tile, house=None)) == winner(document(line, tile, empty))


def _table(entry):
    doc = document(SEVEN_PAIRS_LINE, "7d")
    for seat, line in LOSERS.items():
        player = parse_notation(line)
        if entry == "sets":  # a loser gives only what scores for it
            player = {"melds": [m for m in player["melds"]], "bonus": []}
        doc["players"][seat] = player
    doc["entry"] = entry
    return doc


def test_the_tiles_and_sets_depths_settle_a_house_special_hand_alike():
    tiles = contract.evaluate(_table("tiles"))
    sets = contract.evaluate(_table("sets"))
    assert tiles["hands"]["E"]["score"] == 1000
    assert tiles["payments"] == sets["payments"]
    scores = {
        "ruleset": "millington",
        "entry": "scores",
        "house_rules": HOUSE,
        "players": {seat: {"score": tiles["hands"][seat]["score"]} for seat in "ESWN"},
        "winner": "E",
        "win": {"source": "wall"},
    }
    assert contract.evaluate(scores)["payments"] == tiles["payments"]


@pytest.mark.parametrize(
    ("change", "field", "said"),
    [
        ({"pungs": 5}, "pattern.pungs", "cannot make a hand of 14 tiles"),
        ({"pairs": 7, "pungs": 1}, "pattern.pairs", "cannot make a hand of 14 tiles"),
        ({"required": ["5b"] * 5}, "pattern.required", "4 copies of each tile, not 5"),
        ({"suits": 3, "tiles": ["bamboo", "dots"]}, "pattern.suits", "fewer suits"),
        ({"kongs": 5, "pairs": 0}, "pattern", "14 tiles"),
        ({"tiles": ["Xq"]}, "pattern.tiles.0", "no tile code"),
    ],
)
def test_a_pattern_no_hand_can_match_is_refused_naming_its_field(change, field, said):
    hand = copy.deepcopy(SEVEN_PAIRS)
    hand["pattern"] = {"pairs": 1, **change} if "pairs" not in change else dict(change)
    with pytest.raises(ContractError, match=said) as refused:
        winner(document(DRAGON_HAND, "9b", house=house(special_hands=[hand])))
    assert refused.value.field.startswith(f"house_rules.special_hands.0.{field}")


@pytest.mark.parametrize(
    ("rules", "field"),
    [
        ({"doubles": {"116d": 11}}, "house_rules.doubles.116d"),
        ({"doubles": {"114a": 1}}, "house_rules.doubles.114a"),
        ({"points": {"mahjong": 10_001}}, "house_rules.points.mahjong"),
        ({"points": {"pung": [2, 4]}}, "house_rules.points.pung"),
        ({"off": ["999z"]}, "house_rules.off.0"),
        ({"base": "american1920"}, "house_rules.base"),
        ({"id": "Prague Autumn"}, "house_rules.id"),
        ({"special_hands": [SEVEN_PAIRS] * 41}, "house_rules.special_hands"),
    ],
)
def test_values_out_of_range_and_unknown_rules_are_refused(rules, field):
    with pytest.raises(ContractError) as refused:
        winner(document(DRAGON_HAND, "9b", house=house(**rules)))
    assert refused.value.field == field


def test_two_special_hands_of_one_name_are_refused():
    twin = {**copy.deepcopy(SEVEN_PAIRS), "slug": "another"}
    with pytest.raises(ContractError, match="same name") as refused:
        winner(document(DRAGON_HAND, "9b", house=house(special_hands=[SEVEN_PAIRS, twin])))
    assert refused.value.field == "house_rules.special_hands.1.name"


def test_a_hand_that_is_not_four_sets_and_a_pair_cannot_be_worth_doubles():
    hand = {**copy.deepcopy(SEVEN_PAIRS), "value": {"kind": "doubles", "amount": 2}}
    with pytest.raises(ContractError, match="not doubles or points"):
        winner(document(DRAGON_HAND, "9b", house=house(special_hands=[hand])))


def test_a_text_longer_than_its_limit_is_refused():
    hand = {**copy.deepcopy(SEVEN_PAIRS), "text": {"en": "x" * 601}}
    with pytest.raises(ContractError, match="at most 600") as refused:
        winner(document(DRAGON_HAND, "9b", house=house(special_hands=[hand])))
    assert refused.value.field == "house_rules.special_hands.0.text.en"


def test_house_rules_on_harrs_american1920_score_their_special_hand():
    rules = {**house(), "base": "american1920"}
    doc = {**document(SEVEN_PAIRS_LINE, "7d", house=rules), "ruleset": "american1920"}
    score = winner(doc)
    assert score["score"] == 1000  # the club's "seven pairs from two suits: 1000"
    assert score["items"][-1]["rule"] == "house-prague-autumn/seven-pairs-two-suits"
