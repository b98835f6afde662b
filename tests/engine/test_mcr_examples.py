"""MCR worked examples: the scoring exercises of the 4th China Majiang Championship (Tianjin
2006) as Tom Sloper answers them in his column #289 (sloperama.com/mahjongg/column289c.html),
all won on a discard, each answered "N + 8 from discarder"; the tiles are built to the
exercise's fans. South wins, North discards, East round: the discarder pays 8 + the hand's
total, East and West 8 each (M-discard). Fan numbers are the WMO book's (docs/mcr.md).
"""

import pytest

from .mcr_builders import fans_of, score


def _discard_payments(total: int) -> dict[str, int]:
    # M-discard: N pays 8 + total, E and W pay 8; S receives the three.
    return {"E": -8, "S": 8 + total + 16, "W": -8, "N": -(8 + total)}


EXERCISES = [
    # 1. Half Flush (6), Pure Straight (16), Edge Wait (1), Concealed (2): 25 + 8 = 33.
    ("1b 2b 2b 3b 4b 4b 5b 6b 7b 8b 9b Nw Nw 3b", "3b", {28: 1, 50: 1, 62: 1, 77: 1}, 25),
    # 2. Big Three Dragons (88), Half Flush (6), Melded Kong (1): 95 + 8 = 103.
    ("[Rd Rd Rd Rd] [Gd Gd Gd] Wd Wd Wd 2c 3c 4c 7c 7c", "4c", {2: 1, 50: 1, 74: 1}, 95),
    # 4. All Pungs (6), All Simples (2), Concealed Kong (2): 10 + 8 = 18.
    ("(2c 2c 2c 2c) [5b 5b 5b] [6d 6d 6d] 8c 8c 8c 4d 4d", "8c", {49: 1, 67: 1, 68: 1}, 10),
    # 5. Reversible (8), Pung of Terminals or Honors (1): 9 + 8 = 17.
    ("[1d 1d 1d] [2d 3d 4d] [4b 5b 6b] 8b 8b 8b Wd Wd", "8b", {40: 1, 73: 1}, 9),
    # 7. Lesser Honors and Knitted Tiles (12): 12 + 8 = 20.
    ("1b 4b 7b 2c 5c 8c 3d 6d Ew Sw Ww Nw Rd Gd", "Gd", {34: 1}, 12),
    # 8. Mixed Shifted Chows (6), All Chows (2), Mixed Double Chow (1), All Simples (2):
    # 11 + 8 = 19.
    ("3b 4b 5b 4c 5c 6c 4d 5d 6d [5d 6d 7d] 8c 8c", "3b", {51: 1, 63: 1, 68: 1, 70: 1}, 11),
    # 9. Mixed Straight (8), All Types (6), Dragon Pung (2), Edge Wait (1): 17 + 8 = 25.
    ("1b 2b 3b [4c 5c 6c] 7d 8d 9d Rd Rd Rd Nw Nw", "3b", {39: 1, 52: 1, 59: 1, 77: 1}, 17),
    # 10. Half Flush (6), 2 Pungs of Terminals or Honors (2), Melded Kong (1), Outside Hand
    # (4), Two Terminal Chows (1): 14 + 8 = 22.
    (
        "1c 2c 3c 7c 8c 9c Ww Ww Ww [Nw Nw Nw Nw] 9c 9c",
        "Ww",
        {50: 1, 55: 1, 72: 1, 73: 2, 74: 1},
        14,
    ),
]


@pytest.mark.parametrize(("notation", "tile", "fans", "total"), EXERCISES)
def test_m_discard_the_championship_exercises_score_their_fans_and_the_discarder_pays_8_more(
    notation, tile, fans, total
):
    out = score(notation, tile)
    hand = out["hands"]["S"]
    assert fans_of(out) == fans
    assert (hand["score"], hand["fans"], hand["mahjong"]) == (total, total, True)
    assert out["payments"] == _discard_payments(total)


def test_m39_m63_m62_exercise_3_mixed_straight_scores_13_with_one_short_straight_or_double_chow():
    # Exercise 3: Mixed Straight (8), All Chows (2), Short Straight (1), Concealed (2): 13 + 8 =
    # 21. 456 dots joins only one more combination (non-repeat principle): with 789 dots a
    # Short Straight (M71), or with 456 characters a Mixed Double Chow (M70), 1 fan either way.
    out = score("1b 2b 3b 4c 5c 6c 7d 8d 9d 4d 5d 6d 2c 2c", "4d")
    fans = fans_of(out)
    assert {39: 1, 62: 1, 63: 1}.items() <= fans.items()
    assert sum(fans.get(n, 0) for n in (70, 71)) == 1
    assert out["hands"]["S"]["score"] == 8 + 2 + 2 + 1 == 13
    assert out["payments"]["N"] == -(13 + 8)


def test_m_minimum_exercise_6_is_a_false_mahjong_of_6_and_pays_10_to_each_player():
    # Exercise 6: All Chows (2), Two Terminal Chows (1), Mixed Double Chow twice (2), Single
    # Wait (1): "only 6 points. False Mahjong. You pay 10 points to each player".
    out = score("[1b 2b 3b] [7b 8b 9b] [1c 2c 3c] 7c 8c 9c 2d 2d", "2d")
    hand = out["hands"]["S"]
    assert fans_of(out) == {63: 1, 70: 2, 72: 1, 79: 1}
    assert (hand["fans"], hand["mahjong"]) == (2 + 1 + 2 + 1, False)
    assert out["payments"] == {"E": 10, "S": -30, "W": 10, "N": 10}
    (penalty,) = out["penalties"]
    assert (penalty["rule"], penalty["offender"], penalty["checked"]) == (
        "M-false-mahjong",
        "S",
        True,
    )
    assert penalty["checks"][0]["rule"] == "M-minimum"
    assert {t["rule"] for t in out["transfers"]} == {"M-false-mahjong"}


def test_m81_flowers_add_to_the_payment_but_not_to_the_8_fan_minimum():
    # Exercise 6 with two flowers: 6 + 2 = 8 in all, but the minimum reads 6 (flowers do not
    # count toward it), so it is still a false mah-jong.
    out = score("[1b 2b 3b] [7b 8b 9b] [1c 2c 3c] 7c 8c 9c 2d 2d F1 S3", "2d")
    hand = out["hands"]["S"]
    assert fans_of(out)[81] == 2
    assert (hand["score"], hand["fans"], hand["mahjong"]) == (8, 6, False)
    assert out["payments"]["S"] == -30


def test_m81_a_flower_on_exercise_1_makes_the_discarder_pay_8_plus_26():
    # Exercise 1 (25) with one flower: 26 in all; N pays 8 + 26 = 34, E and W 8 each.
    out = score("1b 2b 2b 3b 4b 4b 5b 6b 7b 8b 9b Nw Nw 3b F2", "3b")
    assert (out["hands"]["S"]["score"], out["hands"]["S"]["fans"]) == (26, 25)
    assert out["payments"] == _discard_payments(26)


def test_m_self_drawn_exercise_4_drawn_from_the_wall_is_paid_8_plus_the_total_by_all_three():
    # Exercise 4's tiles self-drawn: All Pungs (6), All Simples (2), Concealed Kong (2), and now
    # Two Concealed Pungs (2: the kong and the 8c pung drawn, not claimed) and Self-Drawn (1)
    # = 13. Each of E, W, N pays 8 + 13 = 21.
    out = score("(2c 2c 2c 2c) [5b 5b 5b] [6d 6d 6d] 8c 8c 8c 4d 4d", "8c", source="wall")
    assert fans_of(out) == {49: 1, 66: 1, 67: 1, 68: 1, 80: 1}
    assert out["hands"]["S"]["score"] == 6 + 2 + 2 + 2 + 1 == 13
    assert out["payments"] == {"E": -21, "S": 63, "W": -21, "N": -21}
    assert {t["rule"] for t in out["transfers"]} == {"M-self-drawn"}


def test_m57_m67_one_melded_and_one_concealed_kong_score_6_where_the_calculator_says_5():
    # WMO book (docs/mcr.md): one melded and one concealed kong count Two Melded Kongs (4) and
    # Concealed Kong (2) = 6. Exercise 2's dragons with the white dragons as a concealed kong:
    # Big Three Dragons 88 + Half Flush 6 + 4 + 2 = 100.
    out = score("[Rd Rd Rd Rd] [Gd Gd Gd] (Wd Wd Wd Wd) 2c 3c 4c 7c 7c", "4c")
    fans = fans_of(out)
    assert {57: 1, 67: 1}.items() <= fans.items()
    assert 74 not in fans  # Two Melded Kongs implies Melded Kong
    assert out["hands"]["S"]["score"] == 88 + 6 + 4 + 2 == 100


def test_m48_two_concealed_kongs_are_8_fans_in_the_wmo_book():
    # M48 Two Concealed Kongs (8; the calculator's 1998 rules: 6) implies Concealed Kong (M67)
    # and Two Concealed Pungs (M66). (2c x4) (7d x4) [3b 4b 5b] [6c 7c 8c] 5d 5d won on 5d:
    # M48 8 + M68 All Simples 2 + M79 Single Wait 1 = 11.
    out = score("(2c 2c 2c 2c) (7d 7d 7d 7d) [3b 4b 5b] [6c 7c 8c] 5d 5d", "5d")
    assert fans_of(out) == {48: 1, 68: 1, 79: 1}
    assert out["hands"]["S"]["items"][0] == {
        "rule": "M48",
        "what": "Two Concealed Kongs",
        "fan": 48,
        "count": 1,
        "points": 8,
    }
    assert out["hands"]["S"]["score"] == 8 + 2 + 1


@pytest.mark.parametrize(
    ("notation", "six_kinds"),
    [
        # All Green (M3 88): 2b 3b 4b 6b 8b Gd, 2b twice
        ("2b 2b 2b 2b 3b 3b 4b 4b 6b 6b 8b 8b Gd Gd", 3),
        # All Terminals (M8 64): the six terminals, 1b twice
        ("1b 1b 1b 1b 9b 9b 1c 1c 9c 9c 1d 1d 9d 9d", 8),
    ],
)
def test_m19_m64_seven_pairs_of_six_kinds_add_no_tile_hog(notation, six_kinds):
    # The 2006 ruling (Sloper, column #293): "When Seven Pairs is combined with All Green
    # (Fan 3) or with All Terminals (Fan 8), Tile Hog may not be added." Seven Pairs (M19 24)
    # excludes Concealed Hand and Single Wait; won on a discard the hand is M3/M8 + 24.
    out = score(notation, notation.split()[-1])
    assert fans_of(out) == {six_kinds: 1, 19: 1}
    assert out["hands"]["S"]["score"] == {3: 88, 8: 64}[six_kinds] + 24
