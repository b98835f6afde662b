"""A published list of special hands entered as house rules: "Special Limit Hands"
(mark.random-article.com/mahjongg/limit-hands.html), where "winning with a Special Limit Hand
is worth 500 points". The list is the data file docs/house-rules-lists/special-limit-hands-500.json:
the club's limit is 500, the book's limit hands the list covers are switched off, and each
hand of the list is a special hand worth the limit, with an example hand."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scoring.engine import contract
from scoring.engine.notation import parse_notation

LIST = json.loads(
    (Path(__file__).parents[2] / "docs/house-rules-lists/special-limit-hands-500.json").read_text()
)
HOUSE = {**LIST["house_rules"], "id": "house-club-special-limit-hands-500", "version": 1}
HANDS = {hand["slug"]: hand for hand in HOUSE["special_hands"]}


def scored(line: str, win: dict, house=HOUSE) -> dict:
    doc = {
        "ruleset": "millington",
        "players": {"E": parse_notation(line)},
        "winner": "E",
        "win": {"source": "wall", **win},
    }
    if house is not None:
        doc["house_rules"] = house
    return contract.evaluate(doc)["hands"]["E"]


def test_the_list_has_the_hands_it_names():
    assert len(HANDS) == 12
    assert {"all-terminals", "all-kongs", "heavenly-twins-one-suit", "hidden-treasure"} <= set(
        HANDS
    )


@pytest.mark.parametrize("slug", sorted(HANDS))
def test_each_special_limit_hand_of_the_list_scores_500(slug):
    hand = HANDS[slug]
    score = scored(hand["example"], hand["example_win"])
    assert score["score"] == 500  # the list: "worth 500 points"
    limits = [i["rule"] for i in score["items"] if i.get("limit")]
    assert limits == [f"{HOUSE['id']}/{slug}"]


# Further hands of the list, beside the examples of the data file.
@pytest.mark.parametrize(
    ("slug", "line", "tile"),
    [
        ("all-terminals", "[9b 9b 9b] [1c 1c 1c] [9d 9d 9d] (1b 1b 1b) 1d 1d", "1d"),
        ("all-honours", "[Sw Sw Sw] [Ww Ww Ww] [Gd Gd Gd] Rd Rd Rd Ew Ew", "Ew"),
        ("big-three-dragons", "[Rd Rd Rd] [Gd Gd Gd] [Wd Wd Wd] 9c 9c 9c 2b 2b", "2b"),
        ("nine-gates-dots", "1d 1d 1d 2d 3d 4d 5d 6d 7d 8d 9d 9d 9d 9d", "9d"),
        ("heavenly-twins-one-suit", "1b 1b 3b 3b 4b 4b 5b 5b 6b 6b 8b 8b 9b 9b", "9b"),
    ],
)
def test_another_hand_of_the_same_pattern_scores_500_too(slug, line, tile):
    score = scored(line, {"tile": tile})
    assert score["score"] == 500
    assert f"{HOUSE['id']}/{slug}" in [i["rule"] for i in score["items"]]


def test_hidden_treasure_won_on_a_discard_is_not_the_list_s_hand():
    # the list: hidden treasure is four concealed pungs "you drew them all"
    hand = HANDS["hidden-treasure"]
    win = {"tile": "6b", "source": "discard", "discarder": "S"}
    score = scored(hand["example"], win)
    assert f"{HOUSE['id']}/hidden-treasure" not in [i["rule"] for i in score["items"]]


def test_an_ordinary_hand_is_capped_at_the_lists_limit_of_500():
    # 114b: concealed 2c, 4c pungs 4 each, exposed 6c 2, concealed red dragons 8; 115a 10,
    # 115b 2, 115c 2, 115d 2: 34 points; 116d, 116k, 117b, 117d: 4 doubles: 34 x 16 = 544,
    # under the book's limit of 1000, over the list's 500
    line = "(2c 2c 2c) (4c 4c 4c) [6c 6c 6c] (Rd Rd Rd) 8c 8c"
    assert scored(line, {"tile": "8c"}, house=None)["score"] == 544
    score = scored(line, {"tile": "8c"})
    assert score["score"] == 500 and score["limit"]


def test_seven_pairs_from_two_suits_is_worth_1000_beside_the_list():
    seven_pairs = {
        "slug": "seven-pairs-two-suits",
        "name": {"en": "Seven pairs from two suits"},
        "pattern": {"pairs": 7, "suits": 2, "honours": False, "concealed": True},
        "value": {"kind": "score", "amount": 1000},
    }
    house = {**HOUSE, "special_hands": [*HOUSE["special_hands"], seven_pairs]}
    score = scored("1b 1b 3b 3b 5b 5b 7b 7b 2d 2d 4d 4d 6d 6d", {"tile": "6d"}, house)
    assert score["score"] == 1000
    one_suit = scored("1c 1c 2c 2c 4c 4c 5c 5c 7c 7c 8c 8c 9c 9c", {"tile": "9c"}, house)
    assert one_suit["score"] == 500  # one suit: the list's heavenly twins, not two suits
