"""A listed MCR hand (docs/mcr.md, "The fans depth"): fans listed beside the winner's tiles are
compared with the fans the calculator counts in them (M-listed, a warning), and a list no hand
of four sets and a pair could score is refused under the Mahjong Competition Rules' principles
of counting (section 3.9.1.5: non-separation, non-identical, account-once)."""

import pytest

from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError

from .mcr_builders import fans_of, mcr_doc

# Exercise 1 of tests/engine/test_mcr_examples.py, won on North's 3b: Pure Straight (M28 16)
# + Half Flush (M50 6) + Concealed Hand (M62 2) + Edge Wait (M77 1) = 25.
EXERCISE_1 = "1b 2b 2b 3b 4b 4b 5b 6b 7b 8b 9b Nw Nw 3b"


def _listed(fans, notation=None, tile=None, **fields):
    document = mcr_doc(notation, tile, entry="fans", **fields)
    document["players"].setdefault("S", {})["fans"] = fans
    return document


def _refused(document) -> ContractError:
    with pytest.raises(ContractError) as caught:
        evaluate(document)
    assert caught.value.field == "players.S.fans"
    return caught.value


def test_m_listed_fans_the_tiles_do_not_show_are_named_in_a_warning():
    # Listed: Full Flush (M22 24) + Pure Straight (M28 16) = 40, but the North wind pair makes
    # it a Half Flush: the tiles score 16 + 6 + 2 + 1 = 25. The list is paid (North 8 + 40 =
    # 48, East and West 8) and the warning names 22 listed but not found, 50, 62, 77 found but
    # not listed.
    out = evaluate(_listed([22, 28], EXERCISE_1, "3b"))
    hand = out["hands"]["S"]
    assert (hand["score"], fans_of(out)) == (40, {22: 1, 28: 1})
    assert out["payments"] == {"E": -8, "S": 64, "W": -8, "N": -48}
    [warning] = hand["warnings"]
    assert warning["rule"] == "M-listed"
    assert (warning["listed_not_found"], warning["found_not_listed"]) == ([22], [50, 62, 77])
    assert warning["found_score"] == 25
    assert warning["what"] == (
        "listed, not in the tiles: 22; in the tiles, not listed: 50, 62, 77; "
        "the tiles score 25 where the list scores 40"
    )


def test_m_listed_a_list_the_tiles_bear_out_has_no_warning():
    # 16 + 6 + 2 + 1 = 25 listed and counted alike: North pays 8 + 25 = 33.
    out = evaluate(_listed([28, 50, 62, 77], EXERCISE_1, "3b"))
    assert "warnings" not in out["hands"]["S"]
    assert out["payments"] == {"E": -8, "S": 49, "W": -8, "N": -33}


def test_a_fan_listed_twice_that_the_tiles_hold_once_is_warned_of_once():
    # Tile Hog (M64 2) may count twice, but the tiles hold no tile four times: 64 is named
    # twice, and the list's 16 + 6 + 2 + 1 + 2 + 2 = 29 stands against the tiles' 25.
    out = evaluate(_listed([28, 50, 62, 77, 64, 64], EXERCISE_1, "3b"))
    [warning] = out["hands"]["S"]["warnings"]
    assert (warning["listed_not_found"], warning["found_not_listed"]) == ([64, 64], [])
    assert (out["hands"]["S"]["score"], warning["found_score"]) == (29, 25)


def test_a_listed_hand_whose_tiles_make_no_hand_is_refused_as_at_the_tiles_depth():
    # Exercise 1 with 9b for 3b: no four sets and a pair, whatever is listed.
    document = _listed([28, 50], "1b 2b 2b 3b 4b 4b 5b 6b 7b 8b 9b Nw Nw 9b", "9b")
    with pytest.raises(ContractError) as caught:
        evaluate(document)
    assert caught.value.field == "players.S"


@pytest.mark.parametrize(
    ("fans", "words"),
    [
        # Big Three Winds (M38) holds three wind pungs that score no Pung of Terminals or
        # Honors (M73): two more such pungs make 3 + 2 = 5 sets.
        ([38, 73, 73], "need 0 chows and 5 pungs"),
        # five Pungs of Terminals or Honors beside All Pungs (M49): 5 pungs.
        ([49, 73, 73, 73, 73, 73], "need 0 chows and 5 pungs"),
        # All Chows (M63) is four chows: a Dragon Pung (M59) is a fifth set.
        ([63, 59], "need 4 chows and 1 pung"),
        # Seven Pairs (M19) holds no pung for a Dragon Pung.
        ([19, 59], "holds 0 sets"),
        # Big Three Dragons (M2) and the seat and prevailing winds (M60, M61), South's seat in
        # East's round: 3 + 2 = 5 pungs.
        ([2, 60, 61], "need 0 chows and 5 pungs"),
    ],
)
def test_fans_that_need_more_than_four_sets_are_refused(fans, words):
    assert words in _refused(_listed(fans)).message


@pytest.mark.parametrize(
    ("fans", "words"),
    [
        # account-once: four chows make at most three two-chow fans (M69-M72)
        ([63, 70, 70, 71, 72], "at most three two-chow fans (69-72), not 4"),
        # beside Pure Straight (M28) the fourth chow combines once: one two-chow fan
        ([28, 70, 70], "one two-chow fan, not 2"),
        # Quadruple Chow (M14) combines all four chows: no Short Straight (M71) beside it
        ([14, 71], "would combine them again"),
        # non-separation: Pure Straight (M28) and Mixed Triple Chow (M41) would share chows
        ([28, 41], "the non-separation principle"),
        # non-identical: four pungs make two Double Pungs (M65), not three
        ([65, 65, 65], "at most twice in four pungs"),
        ([32, 65], "not counted with fan 65"),  # Triple Pung excludes Double Pung outright
        ([24, 65, 65], "at most once beside a three-pung fan"),
    ],
)
def test_fans_the_counting_principles_forbid_are_refused(fans, words):
    assert words in _refused(_listed(fans)).message


@pytest.mark.parametrize(
    ("fans", "prevailing", "total"),
    [
        # three wind pungs (M38 12) and a fourth pung of nines (M73 1): 13
        ([38, 73], "E", 13),
        # exercise 6's list: All Chows 2 + Two Terminal Chows 1 + Mixed Double Chow 1 + 1 +
        # Single Wait 1 = 6 (three two-chow fans of four chows)
        ([63, 72, 70, 70, 79], "E", 6),
        # Pure Straight 16 + Mixed Double Chow 1 (the fourth chow with one of the three) = 17
        ([28, 70], "E", 17),
        # All Pungs 6 + two Double Pungs 2 + 2 + four Pungs of Terminals 4 = 14
        ([49, 65, 65, 73, 73, 73, 73], "E", 14),
        # Big Three Dragons 88 + South's wind pung in South's round, Prevalent and Seat Wind
        # 2 + 2, one pung: 3 + 1 = 4 sets, 92
        ([2, 60, 61], "S", 92),
    ],
)
def test_fans_one_hand_can_hold_are_accepted(fans, prevailing, total):
    out = evaluate(_listed(fans, prevailing=prevailing))
    assert out["hands"]["S"]["score"] == total


# Hands of every kind the checks reason about: the championship exercises, three wind pungs
# and a pung of nines, the prevailing and seat winds as two pungs, four chows making three
# two-chow fans, Seven Pairs, a Knitted Straight.
HANDS = [
    (notation, tile, {})
    for notation, tile, _fans, _total in __import__(
        "tests.engine.test_mcr_examples", fromlist=["EXERCISES"]
    ).EXERCISES
] + [
    ("[Ew Ew Ew] [Sw Sw Sw] [Ww Ww Ww] 9c 9c 9c 5d 5d", "9c", {}),
    ("[Ew Ew Ew] [Sw Sw Sw] 1b 2b 3b 4c 5c 6c 7d 7d", "7d", {}),
    ("1b 2b 3b 1c 2c 3c 7b 8b 9b 7c 8c 9c Rd Rd", "Rd", {}),
    ("1b 1b 3b 3b 5c 5c 7c 7c 9d 9d Ew Ew Rd Rd", "Rd", {"source": "wall"}),
    ("1b 4b 7b 2c 5c 8c 3d 6d 9d 5b 6b 7b Nw Nw", "Nw", {}),
]


@pytest.mark.parametrize(("notation", "tile", "fields"), HANDS)
def test_the_fans_the_calculator_counts_are_a_list_the_checks_accept(notation, tile, fields):
    # Whatever a real hand scores passes the counting checks, and listed beside its tiles it
    # draws no warning and scores the same total.
    counted = evaluate(mcr_doc(notation, tile, **fields))["hands"]["S"]
    listed = [item["fan"] for item in counted["items"] for _ in range(item["count"])]
    out = evaluate(_listed(listed, notation, tile, **fields))["hands"]["S"]
    assert "warnings" not in out
    assert out["score"] == counted["score"]
