"""The american1920 ruleset through the contract: Harr's limit-game values checked against his
worked examples (Pung Chow, 1922, "Example of Winning Hands"), and the A1/A2 penalties."""

import pytest

from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError


def m(codes, concealed=False):
    return {"tiles": codes.split(), "concealed": concealed}


def loser(codes):
    return {"melds": [], "concealed": codes.split()}


def table_of(winner, hand, wind, win, losers, penalties=(), **options):
    players = {seat: loser(losers) for seat in "ESWN" if seat != winner}
    if winner:
        players[winner] = {"melds": hand}
    return {
        "ruleset": "american1920",
        "options": options,
        "prevailing_wind": wind,
        "players": players,
        "winner": winner,
        "win": win,
        "penalties": list(penalties),
    }


BAMBOO_AND_CHARACTERS = "1b 2b 3b 5b 7b 9b 2c 5c 8c Ew Nw Ww Gd"


def test_harr_illustration_8_south_collects_272_from_east_and_136_from_the_others():
    # South in the South round: Mah-Jongg 10, concealed white dragons 10, exposed 4 dots 2,
    # exposed 9 dots 4, filling the middle of a sequence by draw 2 + 2, pair of own wind in its
    # own round 4 = 34; doubled for the dragons 68, for one suit with honours 136.
    # East pays 2 x 136 = 272, West and North 136 (losers hold no sets: nothing more).
    doc = table_of(
        "S",
        [m("Wd Wd Wd", True), m("4d 4d 4d"), m("9d 9d 9d"), m("1d 2d 3d", True), m("Sw Sw", True)],
        "S",
        {"tile": "2d", "source": "wall", "completes": 3, "only_possible": True},
        BAMBOO_AND_CHARACTERS,
    )
    out = evaluate(doc)
    south = out["hands"]["S"]
    assert (south["basic"], south["doubles"], south["score"]) == (34, 2, 136)
    assert out["payments"] == {"E": -272, "S": 544, "W": -136, "N": -136}


def test_harr_illustration_9_east_all_one_suit_collects_320_from_each():
    # East in the South round: Mah-Jongg 10, exposed 4 and 6 bamboo pungs 2 + 2, pair of heads
    # completed by draw 2 + 2 + 2 = 20; all one suit doubles three times: 160; East collects
    # double: 320 from each player.
    doc = table_of(
        "E",
        [m("4b 4b 4b"), m("6b 6b 6b"), m("1b 2b 3b", True), m("2b 3b 4b", True), m("9b 9b", True)],
        "S",
        {"tile": "9b", "source": "wall", "completes": 4, "only_possible": True},
        "1c 2c 3c 5c 7c 9c 2d 5d 8d Ew Nw Ww Gd",
    )
    out = evaluate(doc)
    east = out["hands"]["E"]
    assert (east["basic"], east["doubles"], east["score"]) == (20, 3, 160)
    assert out["payments"] == {"E": 960, "S": -320, "W": -320, "N": -320}


def test_harr_illustration_10_west_collects_128_from_east_and_64_from_the_others():
    # West in the East round: Mah-Jongg 10, four red dragons exposed 16, three 4 characters
    # exposed 2, filling a sequence on the only open end 2 + 2 = 32; red dragons double: 64.
    doc = table_of(
        "W",
        [
            m("Rd Rd Rd Rd"),
            m("4c 4c 4c"),
            m("1c 2c 3c", True),
            m("5d 6d 7d", True),
            m("8b 8b", True),
        ],
        "E",
        {"tile": "3c", "source": "wall", "completes": 2, "only_possible": True},
        "1b 2b 3b 5b 7b 9b 9c 5c 8c Ew Nw Ww Gd",
    )
    out = evaluate(doc)
    assert out["hands"]["W"]["score"] == 64
    assert out["payments"] == {"E": -128, "S": -64, "W": 256, "N": -64}


def test_harr_bonus_2_a_hand_with_no_score_but_mahjong_gets_10_more():
    # Four chows, a pair of 5 bamboo, won on a discard that was not the only place:
    # Mah-Jongg 10 + bonus 10 = 20, no doubles.
    doc = table_of(
        "W",
        [m("1c 2c 3c"), m("4d 5d 6d"), m("6b 7b 8b"), m("2c 3c 4c"), m("5b 5b", True)],
        "E",
        {"tile": "4c", "source": "discard", "discarder": "S", "completes": 3},
        "1b 2b 3b 9b 9c 5c 8c Ew Nw Ww Gd Rd 9d",
    )
    west = evaluate(doc)["hands"]["W"]
    assert west["score"] == 20
    assert any(i["rule"] == "harr-bonus-2" and i["points"] == 10 for i in west["items"])


def test_limit_is_300_and_east_pays_double_the_limit():
    # Three dragon sets and another set: a limit hand, 300; East pays 600.
    doc = table_of(
        "W",
        [m("Rd Rd Rd"), m("Gd Gd Gd"), m("Wd Wd Wd"), m("2b 2b 2b", True), m("5d 5d", True)],
        "E",
        {"tile": "Wd", "source": "discard", "discarder": "S", "completes": 2},
        "1b 6b 7b 9b 2c 5c 8c 9c Ew Nw Ww Sw 1d",
    )
    out = evaluate(doc)
    assert out["hands"]["W"]["score"] == 300 and out["hands"]["W"]["limit"] is True
    assert out["payments"] == {"E": -600, "S": -300, "W": 1200, "N": -300}


def test_harr_illustration_7_three_dragon_sets_with_a_sequence_is_a_limit_hand():
    # "all three sets of dragons and any other set and pair": a sequence is a set for Harr.
    doc = table_of(
        "W",
        [m("Rd Rd Rd"), m("Gd Gd Gd"), m("Wd Wd Wd"), m("2b 3b 4b", True), m("5d 5d", True)],
        "E",
        {"tile": "Wd", "source": "discard", "discarder": "S", "completes": 2},
        "1b 6b 7b 9b 2c 5c 8c 9c Ew Nw Ww Sw 1d",
    )
    west = evaluate(doc)["hands"]["W"]
    assert west["score"] == 300 and west["limit"] is True
    assert west["items"][-1]["rule"] == "harr-limit-hand"


def test_harr_illustration_6_sets_of_heads_only_is_a_limit_hand():
    # Ones, nines, winds and dragons mixed: 10 + 4 + 4 + 4 + 4 ... would be far below 300.
    doc = table_of(
        "W",
        [m("1b 1b 1b"), m("9c 9c 9c"), m("Ew Ew Ew"), m("Nw Nw Nw"), m("9d 9d", True)],
        "E",
        {"tile": "Nw", "source": "discard", "discarder": "S", "completes": 3},
        "2b 3b 4b 5b 6b 7b 2c 3c 4c 5c 6c 7c 2d",
    )
    out = evaluate(doc)
    assert out["hands"]["W"]["score"] == 300 and out["hands"]["W"]["limit"] is True
    assert out["payments"]["E"] == -600  # East pays double the limit


def test_a2_through_the_contract_south_pays_for_all():
    # As above, S discarded the third dragon to two exposed dragon sets (condition 3):
    # S pays 300 + East's 600 + North's 300 = 1200.
    doc = table_of(
        "W",
        [m("Rd Rd Rd"), m("Gd Gd Gd"), m("Wd Wd Wd"), m("2b 2b 2b", True), m("5d 5d", True)],
        "E",
        {"tile": "Wd", "source": "discard", "discarder": "S", "completes": 2},
        "1b 6b 7b 9b 2c 5c 8c 9c Ew Nw Ww Sw 1d",
        penalties=[{"type": "pay_for_all", "offender": "S"}],
    )
    out = evaluate(doc)
    assert out["payments"] == {"E": 0, "S": -1200, "W": 1200, "N": 0}
    assert out["penalties"][0]["applied"] is True and out["penalties"][0]["condition"] == 3


def test_a1_through_the_contract_half_the_limit_to_each_the_full_limit_to_east():
    doc = table_of(
        None,
        [],
        "E",
        None,
        BAMBOO_AND_CHARACTERS,
        penalties=[{"type": "false_mahjong", "offender": "N"}],
    )
    out = evaluate(doc)
    assert out["payments"] == {"E": 300, "S": 150, "W": 150, "N": -600}
    assert out["east_keeps_deal"] is True


def test_a1_half_the_limit_follows_the_limit_option():
    # Harr, Penalties 1: "half of the limit" to each, East the full limit. With Harr's 400
    # limit (games giving 20 for Mah-Jongg): 400 / 2 = 200 to South and West, 400 to East;
    # North pays 200 + 200 + 400 = 800.
    doc = table_of(
        None,
        [],
        "E",
        None,
        BAMBOO_AND_CHARACTERS,
        penalties=[{"type": "false_mahjong", "offender": "N"}],
        mahjong_points=20,
        limit=400,
    )
    assert evaluate(doc)["payments"] == {"E": 400, "S": 200, "W": 200, "N": -800}


def test_harr_limit_is_400_in_games_giving_20_for_mahjong():
    # Harr, "The Limit Hand": 300 with 10 for Mah-Jongg, 400 with 20 (Babcock keeps 300).
    doc = table_of(
        "W",
        [
            m("Rd Rd Rd Rd"),
            m("4c 4c 4c"),
            m("1c 2c 3c", True),
            m("5d 6d 7d", True),
            m("8b 8b", True),
        ],
        "E",
        {"tile": "3c", "source": "wall", "completes": 2, "only_possible": True},
        "1b 2b 3b 5b 7b 9b 9c 5c 8c Ew Nw Ww Gd",
        mahjong_points=20,
        limit=400,
    )
    # Illustration 10 with Mah-Jongg 20: 42 x 2 = 84.
    assert evaluate(doc)["hands"]["W"]["score"] == 84


def test_seed_001_penalties_are_not_american():
    doc = table_of(
        None,
        [],
        "E",
        None,
        BAMBOO_AND_CHARACTERS,
        penalties=[
            {"type": "misnamed_discard", "offender": "N", "claimant": "E", "claimed_for": "pung"}
        ],
    )
    with pytest.raises(ContractError) as err:
        evaluate(doc)
    assert err.value.field == "penalties.0.type"
    doc["penalties"] = []
    doc["options"] = {"false_mahjong_penalty": 300}
    with pytest.raises(ContractError) as err:
        evaluate(doc)
    assert err.value.field == "options.false_mahjong_penalty"


# Babcock's Red Book values, as options: Mah-Jongg 20 (ch. VI, Figs. 16-18), a concealed pung of
# heads 8 (Fig. 16), a pair of one's own wind 2 in any round (ch. V).
BABCOCK = {"mahjong_points": 20, "concealed_heads_pung": 8, "own_wind_pair_in_own_round": 2}


def test_babcock_fig_16_scores_32():
    # Mah-Jongg 20 + three fours of dots exposed 2 + three nines of bamboo concealed 8 + filling
    # the only possible place 2 = 32; no doubles. South collects 2 x 32 = 64 from East.
    doc = table_of(
        "S",
        [
            m("4d 4d 4d"),
            m("9b 9b 9b", True),
            m("1c 2c 3c", True),
            m("6c 7c 8c", True),
            m("5c 5c", True),
        ],
        "E",
        {
            "tile": "2c",
            "source": "discard",
            "discarder": "W",
            "completes": 2,
            "only_possible": True,
        },
        "1b 2b 3b 5b 7b 2d 5d 8d Ew Nw Ww Gd Rd",
        **BABCOCK,
    )
    out = evaluate(doc)
    south = out["hands"]["S"]
    assert (south["basic"], south["doubles"], south["score"]) == (32, 0, 32)
    assert out["payments"] == {"E": -64, "S": 128, "W": -32, "N": -32}


def _babcock_fig_17(seat, win):
    return table_of(
        seat,
        [m("1d 1d 1d"), m("Ww Ww Ww"), m("7c 7c 7c", True), m("1c 2c 3c", True), m("5b 5b", True)],
        "S",
        win,
        "2b 3b 4b 6b 8b 2d 5d 8d Ew Nw Sw Gd Rd",
        **BABCOCK,
    )


def test_babcock_fig_17_scores_32_for_a_player_who_is_not_west():
    # Mah-Jongg 20 + three ones of dots exposed 4 + three West Winds exposed 4 + three sevens of
    # characters concealed 4 = 32 (won on a discarded one of characters, two places to win).
    doc = _babcock_fig_17(
        "N", {"tile": "1c", "source": "discard", "discarder": "E", "completes": 3}
    )
    north = evaluate(doc)["hands"]["N"]
    assert (north["basic"], north["doubles"], north["score"]) == (32, 0, 32)


def test_babcock_fig_17_held_by_west_and_won_on_a_drawn_two_of_characters_scores_72():
    # 32 + drawing the winning tile 2 + the only possible place 2 = 36; West doubles once for
    # three of his own wind: 36 x 2 = 72.
    win = {"tile": "2c", "source": "wall", "completes": 3, "only_possible": True}
    west = evaluate(_babcock_fig_17("W", win))["hands"]["W"]
    assert (west["basic"], west["doubles"], west["score"]) == (36, 1, 72)


def test_babcock_fig_18_east_receives_336_from_each_player():
    # Completed by punging the third Green Dragon: Mah-Jongg 20 + four eights of dots exposed 8
    # + three Green Dragons exposed 4 + three East Winds concealed 8 + two White Dragons 2 = 42
    # (the run scores nothing); doubled for the Green Dragons 84; held by East, doubled again for
    # his own wind 168; East plays for double stakes: 2 x 168 = 336 from each player.
    doc = table_of(
        "E",
        [
            m("8d 8d 8d 8d"),
            m("Gd Gd Gd"),
            m("Ew Ew Ew", True),
            m("2b 3b 4b", True),
            m("Wd Wd", True),
        ],
        "S",
        {"tile": "Gd", "source": "discard", "discarder": "N", "completes": 1},
        "1b 5b 6b 7b 9b 2c 5c 8c 9c Nw Ww Sw 1d",
        **BABCOCK,
    )
    out = evaluate(doc)
    east = out["hands"]["E"]
    assert (east["basic"], east["doubles"], east["score"]) == (42, 2, 168)
    assert out["payments"] == {"E": 1008, "S": -336, "W": -336, "N": -336}


def _babcock_fig_27(**options):
    # Three wind sets and a pair of the fourth wind; the other set is a run of dots.
    return table_of(
        "S",
        [m("Ew Ew Ew"), m("Sw Sw Sw"), m("Nw Nw Nw"), m("2d 3d 4d", True), m("Ww Ww", True)],
        "E",
        {"tile": "Ew", "source": "discard", "discarder": "W", "completes": 0},
        "1b 2b 3b 5b 7b 9b 2c 5c 8c 9c Gd Rd Wd",
        **BABCOCK,
        **options,
    )


def test_babcock_fig_27_by_the_standard_score_sheet_scores_128():
    # Held by South, completed by punging the East Wind: Mah-Jongg 20 + three East, South and
    # North Winds exposed 4 + 4 + 4 = 32; doubled for his own wind 64; doubled again for all one
    # suit (dots) except the honour tiles 128.
    south = evaluate(_babcock_fig_27())["hands"]["S"]
    assert (south["basic"], south["doubles"], south["score"]) == (32, 2, 128)


def test_babcock_fig_27_four_wind_hand_agreed_as_an_optional_score_scores_the_limit_300():
    out = evaluate(_babcock_fig_27(limit_four_wind_hand=True))
    south = out["hands"]["S"]
    assert (south["score"], south["limit"]) == (300, True)
    assert south["items"][-1]["rule"] == "harr-limit-hand"
    # The limit, doubled by East: 600 from East, 300 from West and North.
    assert out["payments"] == {"E": -600, "S": 1200, "W": -300, "N": -300}


def test_babcock_fig_27_held_by_west_is_no_four_wind_hand():
    # "if held by West it cannot be scored as such": no three of his own wind. West scores
    # 20 + 4 + 4 + 4 + his own wind's pair 2 (ch. V) = 34, no own-wind double; x 2 for one suit
    # except honours = 68.
    doc = _babcock_fig_27(limit_four_wind_hand=True)
    players = doc["players"]
    players["W"], players["S"] = players["S"], players["W"]
    doc["winner"] = "W"
    doc["win"]["discarder"] = "S"
    west = evaluate(doc)["hands"]["W"]
    assert (west["basic"], west["score"], west["limit"]) == (34, 68, False)


def test_harrs_points_are_their_rules_records_so_a_record_changed_changes_the_score(monkeypatch):
    # Harr illustration 8 (above): 34 basic points, 2 doubles, 136. Its 115b "draw 2" is the
    # record's american1920 self_drawn; were the record to say 4, the hand would be 36 x 4 = 144.
    from dataclasses import replace

    from scoring.engine import catalogue

    doc = table_of(
        "S",
        [m("Wd Wd Wd", True), m("4d 4d 4d"), m("9d 9d 9d"), m("1d 2d 3d", True), m("Sw Sw", True)],
        "S",
        {"tile": "2d", "source": "wall", "completes": 3, "only_possible": True},
        BAMBOO_AND_CHARACTERS,
    )
    assert evaluate(doc)["hands"]["S"]["score"] == 136
    record = catalogue.get("115b")
    points = {**record.points, "american1920": {"self_drawn": 4}}
    monkeypatch.setitem(catalogue.RULES, "115b", replace(record, points=points, values={}))
    south = evaluate(doc)["hands"]["S"]
    assert (south["basic"], south["doubles"], south["score"]) == (36, 2, 144)
