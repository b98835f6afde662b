"""Whole hands where several rules meet (rule 112: look at the hand from every angle), and
hands given as loose concealed tiles, for which the engine finds the best arrangement."""

import pytest

from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError

from .conftest import doubles, points, rules, table


def test_pure_suit_with_no_chows(score):
    # exposed pungs 1b 4 + 5b 2 + 7b 2 + 9b 4 = 12 (114b); 115a 10, 115b 2 (drawn), 115c 2
    # (four sets and a lone 3b wait only on 3b), 115d 2 (minor pair) = 28.
    # Doubles 117b no chows 1 + 117e pure suit 3 = 4: 28 x 16 = 448
    hand = score("[1b 1b 1b] [5b 5b 5b] [7b 7b 7b] [9b 9b 9b] 3b 3b", tile="3b")
    assert sorted(points(hand, "114b")) == [2, 2, 4, 4]
    assert doubles(hand, "117b") == [1] and doubles(hand, "117e") == [3]
    assert "117d" not in rules(hand)
    assert (hand["basic"], hand["doubles"], hand["score"]) == (28, 4, 448)


def test_little_three_dragons_with_one_suit_and_honours(score):
    # Rd 4 + Gd 4 (exposed major pungs) + 6c 2 + Wd pair 2 (114e) = 12; 115a 10, 115c 2 (only
    # Wd), 115d 4 (claimed Wd completes a major pair) = 28.
    # Doubles 116d x2, 116g 1, 117d 1 = 4: 28 x 16 = 448
    hand = score("[Rd Rd Rd] [Gd Gd Gd] [2c 3c 4c] [6c 6c 6c] Wd Wd", tile="Wd", source="discard")
    assert doubles(hand, "116d") == [1, 1]
    assert doubles(hand, "116g") == [1] and doubles(hand, "117d") == [1]
    assert points(hand, "115d") == [4]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (28, 4, 448)


def test_concealed_tiles_are_arranged_for_the_highest_score(score):
    # all fourteen tiles loose: 1c1c1c 2c3c4c 5d5d5d 7b8b9b and 9d9d, 9d drawn.
    # Pung 1c concealed major 8 + pung 5d concealed minor 4 = 12; 115a 10, 115b 2, 115c 2
    # (only 9d completed it), 115d 4 (major pair) = 30; 117c concealed 1 -> 60
    hand = score("1c 1c 1c 2c 3c 4c 5d 5d 5d 7b 8b 9b 9d 9d", tile="9d")
    assert sorted(points(hand, "114b")) == [4, 8]
    assert doubles(hand, "117c") == [1]
    assert (hand["basic"], hand["score"]) == (30, 60)


def test_the_winning_tile_is_read_as_completing_the_best_set(score):
    # loose 2d 2d 2d 3d 4d after three exposed chows, the last 2d claimed: the only split is
    # the pair 2d 2d and the chow 2-3-4 dots, and the claimed 2d may have completed either.
    # Completing the pair is fishing the eyes, 115d 2: 10 + 2 = 12 beats 10 for the chow.
    hand = score(
        "[1b 2b 3b] [4c 5c 6c] [7c 8c 9c] 2d 2d 2d 3d 4d",
        tile="2d",
        source="discard",
        only_possible=False,
    )
    assert points(hand, "115d") == [2]
    assert hand["basic"] == 12


def test_a_chow_reading_loses_to_the_pungs_reading(score):
    # 2c2c2c 3c3c3c 4c4c4c is three pungs (2+... concealed 4 each) or three chows 2-3-4.
    # Pungs: 4 + 4 + 4 (concealed minor) + 4 (Rd exposed major) = 16; 115a 10, 115b 2,
    # 115d 2 (5c pair) = 30; doubles 116d 1, 116k 1 (three concealed pungs), 117b 1,
    # 117d 1 = 4: 30 x 16 = 480. Chows would give only 116d + 117d: far less.
    hand = score("[Rd Rd Rd] 2c 2c 2c 3c 3c 3c 4c 4c 4c 5c 5c", tile="5c", only_possible=False)
    assert sorted(points(hand, "114b")) == [4, 4, 4, 4]
    assert doubles(hand, "116k") == [1] and doubles(hand, "117b") == [1]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (30, 4, 480)


def test_a_set_given_concealed_but_completed_by_a_discard_counts_as_exposed(score):
    # rule 113: the 6d pung was completed by a claimed discard, so it is an exposed minor pung
    # (2, not 4), and the item says why
    hand = score(
        "[1b 2b 3b] [4c 5c 6c] [7c 8c 9c] (6d 6d 6d) 5b 5b",
        tile="6d",
        source="discard",
        completes=3,
        only_possible=False,
    )
    [pung] = [i for i in hand["items"] if i["rule"] == "114b"]
    assert pung["points"] == 2 and "rule 113" in pung["what"]


def test_a_set_given_exposed_but_completed_from_the_wall_counts_as_concealed(score):
    # rule 113 the other way: drawn from the wall, the 6d pung is concealed: 4
    hand = score(
        "[1b 2b 3b] [4c 5c 6c] [7c 8c 9c] [6d 6d 6d] 5b 5b",
        tile="6d",
        completes=3,
        only_possible=False,
    )
    assert points(hand, "114b") == [4]


def test_a_losers_loose_concealed_tiles_score_nothing(score):
    # a drawn hand: North's loose Rd Rd Rd is no declared set; only the declared pung scores
    # (114b concealed major 1c: 8)
    hand = score("(1c 1c 1c) Rd Rd Rd 2b 3b 4b 5d 6d 7d Nw", seat="N")
    assert points(hand, "114b") == [8]
    assert hand["score"] == 8


def test_113_a_self_drawn_tile_completes_the_concealed_pung_not_the_exposed_chow(score):
    # The 5d drawn from the wall could sit in the exposed 4d-5d-6d chow or the concealed 5d
    # pung; completes is left out. A self-drawn tile completes a concealed group (113): the
    # chow was claimed before the win and stays exposed, so there is no 117c.
    # 114b concealed minor pung 4 + 114e dragon pair 2 + 115a 10 + 115b 2 = 18, no doubles.
    hand = score(
        "[4d 5d 6d] (1b 2b 3b) (7c 8c 9c) (5d 5d 5d) (Wd Wd)", tile="5d", only_possible=False
    )
    assert "117c" not in rules(hand)
    assert (hand["basic"], hand["doubles"], hand["score"]) == (18, 0, 18)
    assert points(hand, "114b") == [4]


def test_113_a_self_drawn_tile_only_in_sets_declared_exposed_is_a_clear_error():
    # The 8d drawn from the wall is only in the exposed 7d-8d-9d chow: it cannot have
    # completed that claimed set, and nothing concealed holds it.
    document = table("S", "[1b 2b 3b] [4c 5c 6c] [7d 8d 9d] (2d 3d 4d) (5c 5c)", tile="8d")
    with pytest.raises(ContractError, match="rule 113") as error:
        evaluate(document)
    assert error.value.field == "win.tile"


def test_a_losers_pung_or_scoring_pair_left_loose_is_named_rule_114():
    # 114b/114e score every hand, but a loser's loose tiles score nothing (116 note): North's
    # 5d 5d 5d (a concealed minor pung, 4) and Rd Rd (a dragon pair, 2) written loose are
    # named; its score stays the declared sets' (0), and a suited pair is not named.
    document = table(
        "S",
        "[1b 2b 3b] [4c 5c 6c] [7d 8d 9d] [2d 3d 4d] 5c 5c",
        tile="8d",
        source="discard",
        completes=2,
        others={"N": "5d 5d 5d Rd Rd 1b 1b 2c 3c 7c 8c 9b 9b"},
    )
    north = evaluate(document)["hands"]["N"]
    assert north["score"] == 0
    assert [(w["rule"], w["what"]) for w in north["warnings"]] == [
        ("114b", "three 5 dots among the loose tiles: declared as a concealed pung they score"),
        ("114e", "a pair of red dragons among the loose tiles: declared as a pair it scores"),
    ]
