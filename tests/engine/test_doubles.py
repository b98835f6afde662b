"""Rules 116 (doubles for every hand) and 117 (doubles for the mah-jong hand only).

South wins in an East round unless a test says otherwise; `only_possible` is fixed so that
115c does not blur the arithmetic."""

from scoring.engine.contract import evaluate

from .conftest import doubles, rules, table

CHOWS3 = "[1b 2b 3b] [4c 5c 6c] [7d 8d 9d]"


def test_116a_own_flower_and_own_season_double(score):
    # South owns F2 and S2: 116a 1 double. Basic 4+4 (114a) + 10 (115a) = 18 -> x2 = 36
    hand = score(
        f"{CHOWS3} [2d 3d 4d] 5c 5c F2 S2",
        tile="8d",
        source="discard",
        completes=2,
        only_possible=False,
    )
    assert doubles(hand, "116a") == [1]
    # 117a (four chows, non-scoring pair) adds one more: 18 x 2^2 = 72
    assert (hand["basic"], hand["doubles"], hand["score"]) == (18, 2, 72)


def test_116a_needs_the_seats_own_flower_and_season_together(score):
    # East's flower F1 with South's season S2: no 116a for South
    hand = score(
        f"{CHOWS3} [2d 3d 4d] 5c 5c F2 S1",
        tile="8d",
        source="discard",
        completes=2,
        only_possible=False,
    )
    assert "116a" not in rules(hand)


def test_116b_and_116c_all_four_flowers_and_all_four_seasons(score):
    # 116b 1 + 116c 1 + 116a (F2 with S2) 1 = 3 doubles from the bonus tiles; 8 x 4 = 32
    # points (114a) + 10 = 42; 117a 1 more: 42 x 2^4 = 672
    hand = score(
        f"{CHOWS3} [2d 3d 4d] 5c 5c F1 F2 F3 F4 S1 S2 S3 S4",
        tile="8d",
        source="discard",
        completes=2,
        only_possible=False,
    )
    assert doubles(hand, "116b") == [1]
    assert doubles(hand, "116c") == [1]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (42, 4, 672)


def test_116d_each_dragon_set_doubles(score):
    # 116d: red pung and green kong, 1 double each. Basic 4 (114b exposed major) + 16 (114c
    # exposed major kong) + 10 = 30; doubles 2: x4 = 120
    hand = score(
        "[Rd Rd Rd] [Gd Gd Gd Gd] [1b 2b 3b] [4c 5c 6c] 7d 7d",
        tile="2b",
        source="discard",
        completes=2,
        only_possible=False,
    )
    assert doubles(hand, "116d") == [1, 1]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (30, 2, 120)


def test_116e_and_116f_own_and_prevailing_wind_sets(score):
    # South in an East round: Sw pung 116e, Ew pung 116f. Basic 4 + 4 + 10 = 18, x4 = 72
    hand = score(
        "[Sw Sw Sw] [Ew Ew Ew] [1b 2b 3b] [4c 5c 6c] 7d 7d",
        tile="2b",
        source="discard",
        completes=2,
        only_possible=False,
    )
    assert doubles(hand, "116e") == [1]
    assert doubles(hand, "116f") == [1]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (18, 2, 72)


def test_116e_and_116f_both_count_when_own_wind_is_prevailing(score):
    # South in a South round: the Sw pung is both: 2 doubles. Basic 4 + 10 = 14 -> x4 = 56
    hand = score(
        "[Sw Sw Sw] [7c 8c 9c] [1b 2b 3b] [4c 5c 6c] 7d 7d",
        tile="2b",
        source="discard",
        completes=2,
        wind="S",
        only_possible=False,
    )
    assert doubles(hand, "116e") == [1] and doubles(hand, "116f") == [1]
    assert hand["score"] == 14 * 4


def test_116g_little_three_dragons(score):
    # two dragon sets and a dragon pair: 116d x2 + 116g 1 = 3 doubles. Basic 4 + 4 (pungs)
    # + 2 (114e dragon pair) + 10 = 20 -> x8 = 160
    hand = score(
        "[Rd Rd Rd] [Gd Gd Gd] [1b 2b 3b] [4c 5c 6c] Wd Wd",
        tile="2b",
        source="discard",
        completes=2,
        only_possible=False,
    )
    assert doubles(hand, "116g") == [1]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (20, 3, 160)


def test_116h_big_three_dragons(score):
    # three dragon sets (and a chow, so not Three Great Scholars): 116d x3 + 116h 2 = 5.
    # Basic 3 x 4 + 10 = 22 -> x32 = 704
    hand = score(
        "[Rd Rd Rd] [Gd Gd Gd] [Wd Wd Wd] [4c 5c 6c] 7d 7d",
        tile="5c",
        source="discard",
        completes=3,
        only_possible=False,
    )
    assert doubles(hand, "116h") == [2]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (22, 5, 704)


def test_116i_little_four_joys(score):
    # three wind sets and a wind pair, South in an East round: 116e (Sw), 116f (Ew), 116i 1,
    # and 117d (bamboo with honours) 1 = 4 doubles. Basic 3 x 4 + 10 = 22 (pair Nw scores
    # nothing) -> x16 = 352
    hand = score(
        "[Ew Ew Ew] [Sw Sw Sw] [Ww Ww Ww] [1b 2b 3b] Nw Nw",
        tile="2b",
        source="discard",
        completes=3,
        only_possible=False,
    )
    assert doubles(hand, "116i") == [1]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (22, 4, 352)


def test_116j_big_four_joys_when_four_blessings_is_not_a_limit_hand(score):
    # four wind sets: 116e + 116f + 116j 2 = 4 doubles; 117b no chows and 117d (characters
    # with honours) = 6. Basic 4 x 4 + 10 = 26 -> x64 = 1664 under an open roof
    hand = score(
        "[Ew Ew Ew] [Sw Sw Sw] [Ww Ww Ww] [Nw Nw Nw] 5c 5c",
        tile="Nw",
        source="discard",
        completes=3,
        only_possible=False,
        options={"limit_four_blessings": False, "open_roof": True},
    )
    assert doubles(hand, "116j") == [2]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (26, 6, 1664)


def test_116k_three_concealed_pungs_with_a_marked_kong(score):
    # 116k: concealed 2b and 8d pungs, plus the marked kong of 5c (exposed kong made from a
    # concealed pung) = three concealed pungs: 1 double. The marked kong still scores as an
    # exposed minor kong for basic points: 8 + 4 + 4 + 10 = 26 (the chow completed by a
    # claimed 2c is exposed, so no 117c); 116k 1 -> 52
    hand = score(
        "{5c 5c 5c 5c} (2b 2b 2b) (8d 8d 8d) [1c 2c 3c] 9b 9b",
        tile="2c",
        source="discard",
        completes=3,
        only_possible=False,
    )
    assert doubles(hand, "116k") == [1]
    assert sorted(i["points"] for i in hand["items"] if i["rule"] == "114c") == [8]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (26, 1, 52)


def test_116_doubles_count_for_a_losing_hand_too():
    # rule 116 note: West lost with an exposed red dragon pung (114b 4) and the prevailing
    # wind's pair written among the loose tiles (114e 2): 6 x 2 (116d) = 12
    document = table(
        "S",
        "[1b 2b 3b] [4c 5c 6c] [7d 8d 9d] [2d 3d 4d] 5c 5c",
        tile="8d",
        source="discard",
        completes=2,
        only_possible=False,
        others={"W": "[Rd Rd Rd] 1c 1c 2c 3c 9b 9b 8b Ew Ew Nw"},
    )
    west = evaluate(document)["hands"]["W"]
    assert west["mahjong"] is False
    assert doubles(west, "116d") == [1]
    assert (west["basic"], west["doubles"], west["score"]) == (6, 1, 12)


def test_117a_four_chows_and_a_non_scoring_pair(score):
    # 117a: 1 double; 115b and 115c points do not forfeit it: 10 + 2 + 2 = 14 -> x2 = 28
    hand = score(f"{CHOWS3} [2d 3d 4d] 5c 5c", tile="8d", completes=2, only_possible=True)
    assert doubles(hand, "117a") == [1]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (14, 1, 28)


def test_117a_is_lost_with_a_scoring_pair(score):
    # a dragon pair scores 114e 2, so the hand is no "no-score hand"
    hand = score(f"{CHOWS3} [2d 3d 4d] Rd Rd", tile="8d", completes=2, only_possible=False)
    assert "117a" not in rules(hand)


def test_117b_no_chows(score):
    # 117b: 1 double. Basic 2 + 2 + 2 + 2 (exposed minor pungs) + 10 = 18 -> x2 = 36
    hand = score(
        "[2b 2b 2b] [3c 3c 3c] [4d 4d 4d] [6c 6c 6c] 5b 5b",
        tile="6c",
        source="discard",
        completes=3,
        only_possible=False,
    )
    assert doubles(hand, "117b") == [1]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (18, 1, 36)


def test_117c_completely_concealed_including_the_last_tile(score):
    # 117c: everything concealed and the 8d self-drawn: 1 double (+ 117a 1).
    # Basic 10 + 2 (115b) = 12 -> x4 = 48
    hand = score(
        "(1b 2b 3b) (4c 5c 6c) (7d 8d 9d) (2d 3d 4d) 5c 5c",
        tile="8d",
        completes=2,
        only_possible=False,
    )
    assert doubles(hand, "117c") == [1]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (12, 2, 48)


def test_117c_a_claimed_winning_tile_exposes_its_set(score):
    # rule 113: the chow completed by a claimed discard is exposed, so no 117c: 10 x 2 (117a)
    hand = score(
        "(1b 2b 3b) (4c 5c 6c) (7d 8d 9d) (2d 3d 4d) 5c 5c",
        tile="8d",
        source="discard",
        completes=2,
        only_possible=False,
    )
    assert "117c" not in rules(hand)
    assert hand["score"] == 20


def test_117c_counts_a_marked_kong_as_concealed(score):
    # 117c: the marked kong counts as concealed here. Basic 8 (114c exposed minor kong) + 10
    # + 2 (115b) = 20; 117c 1 -> x2 = 40
    hand = score(
        "{5c 5c 5c 5c} (1b 2b 3b) (7d 8d 9d) (2d 3d 4d) 6b 6b",
        tile="8d",
        completes=2,
        only_possible=False,
    )
    assert doubles(hand, "117c") == [1]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (20, 1, 40)


def test_117d_one_suit_with_honours(score):
    # 117d: bamboo and honours: 1 double. Basic 4 (Nw exposed major pung) + 10 = 14 -> x2 = 28
    hand = score(
        "[1b 2b 3b] [4b 5b 6b] [7b 8b 9b] [Nw Nw Nw] 5b 5b",
        tile="8b",
        source="discard",
        completes=2,
        only_possible=False,
    )
    assert doubles(hand, "117d") == [1]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (14, 1, 28)


def test_117e_pure_suit(score):
    # 117e: only characters: 3 doubles, and 117a (four chows, pair 5c) 1 = 4.
    # Basic 10 -> x16 = 160
    hand = score(
        "[1c 2c 3c] [4c 5c 6c] [7c 8c 9c] [2c 3c 4c] 5c 5c",
        tile="8c",
        source="discard",
        completes=2,
        only_possible=False,
    )
    assert doubles(hand, "117e") == [3]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (10, 4, 160)


def test_117f_only_major_tiles(score):
    # 117f: ones, nines and honours: 1; 117b no chows 1. Basic 4 x 4 (exposed major pungs)
    # + 10 = 26 (pair Nw: nothing) -> x4 = 104
    hand = score(
        "[1b 1b 1b] [9c 9c 9c] [1d 1d 1d] [Ww Ww Ww] Nw Nw",
        tile="9c",
        source="discard",
        completes=1,
        only_possible=False,
    )
    assert doubles(hand, "117f") == [1]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (26, 2, 104)


def test_117g_only_honours_under_an_open_roof(score):
    # 117g note: with All Symbols off and an open roof the doubles show. South, East round:
    # 116f Ew, 116e Sw, 116d Rd and Gd, 117b, 117f (honours are major), 117g 2 = 8 doubles.
    # Basic 4 x 4 + 10 = 26 -> x256 = 6656
    hand = score(
        "[Ew Ew Ew] [Sw Sw Sw] [Rd Rd Rd] [Gd Gd Gd] Nw Nw",
        tile="Gd",
        source="discard",
        completes=3,
        only_possible=False,
        options={"limit_all_symbols": False, "open_roof": True},
    )
    assert doubles(hand, "117g") == [2]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (26, 8, 6656)


def test_117g_only_honours_under_an_open_roof_is_no_all_symbols_limit():
    # 117g's note (seed 002): "this double is of rather theoretical importance unless one plays
    # with an open roof, as otherwise an all-honours hand secures the limit (122k)". With
    # the open roof and All Symbols left on, the hand is scored as above: 26 x 2^8 = 6656 with
    # 117g's 2 doubles, not the flat limit of 1000.
    hand = score_open_roof({"open_roof": True})
    assert "122-all-symbols" not in rules(hand)
    assert doubles(hand, "117g") == [2]
    assert (hand["basic"], hand["doubles"], hand["score"]) == (26, 8, 6656)


def test_117g_only_honours_under_the_limit_is_all_symbols_at_the_limit():
    # 122k: without an open roof the same hand is All Symbols and scores the limit, 1000.
    hand = score_open_roof({})
    assert "122-all-symbols" in rules(hand)
    assert hand["score"] == 1000


def score_open_roof(options):
    document = table(
        "S",
        "[Ew Ew Ew] [Sw Sw Sw] [Rd Rd Rd] [Gd Gd Gd] Nw Nw",
        tile="Gd",
        source="discard",
        completes=3,
        only_possible=False,
        options=options,
    )
    return evaluate(document)["hands"]["S"]


def test_117h_winning_on_the_loose_tile(score):
    # 117h: 1 double. The loose tile is drawn after the kong: basic 10 + 2 (115b: the loose
    # tile is self-drawn) + 8 (114c: exposed kong of minor tiles) = 20 -> x2 = 40
    hand = score(
        f"{CHOWS3} [2d 2d 2d 2d] 5c 5c",
        tile="8d",
        source="loose_tile",
        completes=2,
        only_possible=False,
    )
    assert doubles(hand, "117h") == [1]
    assert hand["score"] == 20 * 2


def test_117i_winning_on_the_last_tile_of_the_wall(score):
    # 117i: 1 double (and 117a): (10 + 2) x 4 = 48
    hand = score(
        f"{CHOWS3} [2d 3d 4d] 5c 5c", tile="8d", completes=2, only_possible=False, last_tile=True
    )
    assert doubles(hand, "117i") == [1]
    assert hand["score"] == 48


def test_117i_and_117h_both_on_the_loose_tile_after_the_wall_ran_out(score):
    # 117i note: the loose tile drawn for a kong after the live wall is exhausted is the last
    # tile: 117h + 117i = 2 doubles: (10 + 2 + 8 for the exposed kong of 2d) x 4 = 80
    hand = score(
        f"{CHOWS3} [2d 2d 2d 2d] 5c 5c",
        tile="8d",
        source="loose_tile",
        completes=2,
        only_possible=False,
        last_tile=True,
    )
    assert doubles(hand, "117h") == [1] and doubles(hand, "117i") == [1]
    assert hand["score"] == 80


def test_117j_winning_on_a_discard_after_the_wall_ran_out(score):
    # 117j: 1 double (and 117a): 10 x 4 = 40
    hand = score(
        f"{CHOWS3} [2d 3d 4d] 5c 5c",
        tile="8d",
        source="discard",
        completes=2,
        only_possible=False,
        after_wall_exhausted=True,
    )
    assert doubles(hand, "117j") == [1]
    assert hand["score"] == 40


def test_117k_robbing_a_kong(score):
    # 117k: 1 double (and 117a): 10 x 4 = 40; the robbed tile is claimed, so no 115b
    hand = score(
        f"{CHOWS3} [2d 3d 4d] 5c 5c",
        tile="8d",
        source="robbed_kong",
        completes=2,
        only_possible=False,
    )
    assert doubles(hand, "117k") == [1]
    assert hand["score"] == 40


def test_117l_original_call_fulfilled(score):
    # 117l: 1 double; all concealed and self-drawn, so also 117c and 117a:
    # (10 + 2) x 8 = 96
    hand = score(
        "(1b 2b 3b) (4c 5c 6c) (7d 8d 9d) (2d 3d 4d) 5c 5c",
        tile="8d",
        completes=2,
        only_possible=False,
        original_call=True,
    )
    assert doubles(hand, "117l") == [1]
    assert hand["score"] == 96


def test_117_doubles_never_go_to_a_losing_hand():
    # a drawn hand: West holds only bamboo, the declared 1b pung and 9b 9b 9b written loose,
    # but 117 (117e pure suit, 117b no chows...) is mah-jong only
    document = table("W", "(1b 1b 1b) 2b 3b 4b 5b 6b 7b 8b 9b 9b 9b")
    west = evaluate(document)["hands"]["W"]
    assert not any(r.startswith("117") for r in rules(west))
    assert west["score"] == 16  # 114b two concealed major pungs, 8 + 8, nothing else
