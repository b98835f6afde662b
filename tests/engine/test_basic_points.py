"""Rules 114 (basic points for every hand) and 115 (basic points for the mah-jong only).

South wins in an East round unless a test says otherwise; four exposed chows make the rest of
the hand so that only the element under test scores."""

import pytest

from .conftest import points, rules

CHOWS = "[1b 2b 3b] [4c 5c 6c] [7d 8d 9d] [2d 3d 4d]"


def test_114a_each_bonus_tile_scores_four_points(score):
    # 114a: F2 and F3 score 4 each = 8; 115a mah-jong 10; won on a discard: basic 8 + 10 = 18
    hand = score(
        f"{CHOWS} 5c 5c F2 F3", tile="8d", source="discard", completes=2, only_possible=False
    )
    assert points(hand, "114a") == [4, 4]
    assert hand["basic"] == 18


def test_114b_pungs_score_by_size_and_concealment(score):
    # 114b: exposed minor 2c 2, concealed minor 3b 4, exposed major 9d 4, concealed major 1c 8
    # = 18; 115a 10, 115b self-drawn 2, 115d minor pair 5d 2: basic 18 + 14 = 32
    hand = score(
        "[2c 2c 2c] (3b 3b 3b) [9d 9d 9d] (1c 1c 1c) 5d 5d", tile="5d", only_possible=False
    )
    assert sorted(points(hand, "114b")) == [2, 4, 4, 8]
    assert hand["basic"] == 32


def test_114c_kongs_score_by_size_and_concealment(score):
    # 114c: exposed minor 5c 8, concealed minor 6b 16, exposed major Nw 16, concealed major
    # 9d 32 = 72; 115a 10, 115b 2, 115d minor pair 2: basic 72 + 14 = 86
    hand = score(
        "[5c 5c 5c 5c] (6b 6b 6b 6b) [Nw Nw Nw Nw] (9d 9d 9d 9d) 3b 3b",
        tile="3b",
        only_possible=False,
    )
    assert sorted(points(hand, "114c")) == [8, 16, 16, 32]
    assert hand["basic"] == 86


def test_114d_chows_score_nothing(score):
    # 114d: four chows score 0; only 115a mah-jong 10 remains (won on a discard, pair 5c
    # scores nothing under 114e)
    hand = score(f"{CHOWS} 5c 5c", tile="8d", source="discard", completes=2, only_possible=False)
    assert not {"114b", "114c", "114e"} & rules(hand)
    assert hand["basic"] == 10


@pytest.mark.parametrize(
    ("pair", "wind", "expected"),
    [
        ("Rd", "E", 2),  # pair of dragons: 2
        ("Sw", "E", 2),  # South's own wind: 2
        ("Ew", "E", 2),  # the prevailing wind: 2
        ("Sw", "S", 4),  # own wind that is also the prevailing wind: 4
        ("Nw", "E", 0),  # another wind: nothing
        ("5c", "E", 0),  # a suit pair: nothing
    ],
)
def test_114e_pairs_of_dragons_and_of_own_or_prevailing_wind(score, pair, wind, expected):
    # 114e, exposed or concealed alike; basic = 10 (115a) + the pair's points
    hand = score(
        f"{CHOWS} {pair} {pair}",
        tile="8d",
        source="discard",
        completes=2,
        wind=wind,
        only_possible=False,
    )
    assert sum(points(hand, "114e")) == expected
    assert hand["basic"] == 10 + expected


def test_114e_a_concealed_pair_scores_like_an_exposed_one(score):
    # 114e "exposed or concealed alike": the dragon pair given as a concealed meld: 2
    hand = score(f"{CHOWS} (Gd Gd)", tile="8d", source="discard", completes=2, only_possible=False)
    assert points(hand, "114e") == [2]


def test_115a_mahjong_scores_ten(score):
    hand = score(f"{CHOWS} 5c 5c", tile="8d", source="discard", completes=2, only_possible=False)
    assert points(hand, "115a") == [10]


def test_115b_a_winning_tile_from_the_wall_scores_two(score):
    # 115b: 10 + 2 = 12 (the chow 7-8-9 dots completed by a self-drawn 8d)
    drawn = score(f"{CHOWS} 5c 5c", tile="8d", source="wall", completes=2, only_possible=False)
    claimed = score(f"{CHOWS} 5c 5c", tile="8d", source="discard", completes=2, only_possible=False)
    assert points(drawn, "115b") == [2]
    assert drawn["basic"] == 12
    assert "115b" not in rules(claimed)


def test_115b_the_loose_tile_is_drawn_from_the_wall_too(score):
    # the loose tile is drawn after a kong (117h): 115b's 2 points as for a tile from the wall
    hand = score(
        "[1b 2b 3b] [4c 5c 6c] [7d 8d 9d] {2d 2d 2d 2d} 5c 5c",
        tile="8d",
        source="loose_tile",
        completes=2,
        only_possible=False,
    )
    assert points(hand, "115b") == [2]


def test_115c_given_only_possible_tile_scores_two(score):
    # 115c: 10 + 2 = 12 on a discard
    hand = score(f"{CHOWS} 5c 5c", tile="8d", source="discard", completes=2, only_possible=True)
    assert points(hand, "115c") == [2]
    assert hand["basic"] == 12


def test_115c_filling_the_middle_of_2_and_4_dots_is_the_only_possible_tile(score):
    # 115c note: three sets and a pair, holding 2d and 4d, drawing 3d: only 3d could complete.
    # 10 (115a) + 2 (115b) + 2 (115c) = 14
    hand = score("[1b 2b 3b] [4c 5c 6c] [7c 8c 9c] 5b 5b 2d 3d 4d", tile="3d")
    assert points(hand, "115c") == [2]
    assert hand["basic"] == 14


def test_115c_holding_4_and_5_dots_the_3_is_not_the_only_possible_tile(score):
    # 115c note: 4d 5d wait on 3d and 6d, so 3d is not the only possible tile: 10 + 2 = 12
    hand = score("[1b 2b 3b] [4c 5c 6c] [7c 8c 9c] 5b 5b 3d 4d 5d", tile="3d")
    assert "115c" not in rules(hand)
    assert hand["basic"] == 12


def test_115c_the_other_wait_is_dead_when_all_four_copies_are_visible(score):
    # 115c: all four 6d lie in North's exposed kong, so 3d was the only tile: 10 + 2 + 2 = 14
    hand = score(
        "[1b 2b 3b] [4c 5c 6c] [7c 8c 9c] 5b 5b 3d 4d 5d",
        tile="3d",
        others={"N": "[6d 6d 6d 6d] 1c 1c 2c 3c 9b 9b 8b Ew Ew Nw"},
    )
    assert points(hand, "115c") == [2]
    assert hand["basic"] == 14


@pytest.mark.parametrize("pair", ["[Rd Rd]", "(Rd Rd)"])
def test_115c_a_declared_pair_the_winning_tile_did_not_complete_was_held_before_it(score, pair):
    # rule 113: a pair is exposed only by claiming the winning tile, so a pair shown exposed
    # that the winning tile did not complete was in the hand before it, as a concealed one
    # was: holding 2d 4d and the pair, only 3d could complete. 114e dragon pair 2, 115a 10,
    # 115b 2, 115c 2 = 16
    hand = score(f"[1b 2b 3b] [4c 5c 6c] [7d 8d 9d] (2d 3d 4d) {pair}", tile="3d", completes=3)
    assert points(hand, "115c") == [2]
    assert hand["basic"] == 16


def test_115d_fishing_the_eyes_with_a_minor_pair_scores_two(score):
    # 115d: four sets complete, the drawn 5b completes the minor pair: 2; also 115c (the only
    # tile) 2, 115b 2, 115a 10 = 16
    hand = score(f"{CHOWS} 5b 5b", tile="5b")
    assert points(hand, "115d") == [2]
    assert hand["basic"] == 16


def test_115d_fishing_the_eyes_with_a_major_pair_on_a_discard_scores_four(score):
    # 115d "drawn or claimed": the claimed 9c completes the major pair: 4; 115c 2, 115a 10 = 16
    hand = score(f"{CHOWS} 9c 9c", tile="9c", source="discard")
    assert points(hand, "115d") == [4]
    assert hand["basic"] == 16


def test_115d_fishing_the_eyes_without_the_only_possible_tile(score):
    # 115d note: holding 6-7-8-9 dots, 6d or 9d fishes the eyes; 6d completes the pair 6d 6d
    # (minor: 2) but was not the only possible tile: 10 + 2 (115b) + 2 (115d) = 14
    hand = score("[1b 2b 3b] [4c 5c 6c] [2c 3c 4c] 6d 6d 7d 8d 9d", tile="6d")
    assert points(hand, "115d") == [2]
    assert "115c" not in rules(hand)
    assert hand["basic"] == 14


def test_115_points_are_for_the_mahjong_hand_only(score):
    # a drawn hand: South's exposed pung of 9d scores 114b 4 and nothing from 115
    hand = score("[9d 9d 9d] 1b 2b 4c 5c 7d 8d 2d 3d Nw Ew")
    assert hand["mahjong"] is False
    assert not {"115a", "115b", "115c", "115d"} & rules(hand)
    assert hand["basic"] == 4
