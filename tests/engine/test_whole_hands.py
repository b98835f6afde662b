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


def test_114b_116d_a_drawn_hands_loose_concealed_pung_scores_as_declared(score):
    # a drawn hand: North's loose Rd Rd Rd is a concealed pung of dragons like the declared
    # 1c pung (114b concealed major: 8 + 8 = 16), and 116d doubles it: 16 x 2 = 32
    hand = score("(1c 1c 1c) Rd Rd Rd 2b 3b 4b 5d 6d 7d Nw", seat="N")
    assert points(hand, "114b") == [8, 8]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (16, 1, 32)


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


def test_114b_114e_a_losers_concealed_sets_written_among_the_loose_tiles_are_scored():
    # Rule 114 scores every hand, winner or not: North's 13 tiles hold a concealed 5b pung
    # (114b concealed minor, 4) and a red dragon pair (114e, 2) written loose, arranged as
    # the winner's would be: 4 + 2 = 6, no double. A suited pair (1b, 9b) scores nothing.
    document = table(
        "S",
        "[1b 2b 3b] [4c 5c 6c] [7d 8d 9d] [2d 3d 4d] 5c 5c",
        tile="8d",
        source="discard",
        completes=2,
        others={"N": "5b 5b 5b Rd Rd 1b 1b 2c 3c 7c 8c 9b 9b"},
    )
    north = evaluate(document)["hands"]["N"]
    assert (north["basic"], north["doubles"], north["score"]) == (6, 0, 6)
    assert [(i["rule"], i["points"]) for i in north["items"]] == [("114b", 4), ("114e", 2)]
    assert "warnings" not in north


def test_114b_116d_a_losers_dragon_pung_written_loose_scores_and_doubles():
    # 114b: a concealed pung of major tiles is 8; 116d: a pung of dragons, 1 double. North's
    # Gd Gd Gd among the loose tiles: 8 x 2 = 16, the same as declared "(Gd Gd Gd)".
    loose = "Gd Gd Gd 1b 2b 4c 6c 7c 8c 9b 9b 2d 5d"
    declared = "(Gd Gd Gd) 1b 2b 4c 6c 7c 8c 9b 9b 2d 5d"
    scores = []
    for north in (loose, declared):
        document = table(
            "S",
            "[1b 2b 3b] [4c 5c 6c] [7d 8d 9d] [2d 3d 4d] 5c 5c",
            tile="8d",
            source="discard",
            completes=2,
            others={"N": north},
        )
        scores.append(evaluate(document)["hands"]["N"]["score"])
    assert scores == [16, 16]


def test_114e_a_losers_scoring_pairs_written_loose_score_as_declared_ones():
    # 114e: North (own wind North, prevailing East) holds Nw Nw (own wind, 2), Ew Ew
    # (prevailing wind, 2) and Rd Rd (dragons, 2) loose: 6, as "(Nw Nw) (Ew Ew) (Rd Rd)" score.
    scores = []
    for north in (
        "Nw Nw Ew Ew Rd Rd 1b 2b 4c 6c 9b 2d 5d",
        "(Nw Nw) (Ew Ew) (Rd Rd) 1b 2b 4c 6c 9b 2d 5d",
    ):
        document = table(
            "S",
            "[1b 2b 3b] [4c 5c 6c] [7d 8d 9d] [2d 3d 4d] 5c 5c",
            tile="8d",
            source="discard",
            completes=2,
            others={"N": north},
        )
        scores.append(evaluate(document)["hands"]["N"]["score"])
    assert scores == [6, 6]
