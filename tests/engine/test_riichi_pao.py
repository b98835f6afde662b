"""Responsibility payments for risky discards, seed 004 (digest R1-R9 in shared/rules.md).

Seed 004: the responsible player pays the whole hand when it is won by tsumo ("payer la
totalité de la main si elle est complétée par un tsumo"), and shares it equally with the
discarder when it is won by ron ("se séparer également la valeur totale de la main").
A non-dealer yakuman is 8000 basic x 4 = 32000; a dealer's 8000 x 6 = 48000; a non-dealer
mangan 2000 x 4 = 8000 (tsumo: 4000 from the dealer, 2000 from each other player).
"""

import pytest

from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError

from .riichi_builders import call, paid, score, win_doc

# (winner, closed, winning tile, calls, responsible, value, ron discarder)
SITUATIONS = {
    # R1: two dragon pons exposed, N's Wd called for the third: Daisangen.
    "R1": (
        "S",
        "234m5p",
        "5d",
        [call("pon", "RdRdRd", "W"), call("pon", "GdGdGd", "W"), call("pon", "WdWdWd", "N")],
        "N",
        32000,
        "E",
    ),
    # R2: three wind pons exposed, S's North called for the fourth: the four-winds yakuman.
    "R2": (
        "W",
        "9m",
        "9c",
        [
            call("pon", "EwEwEw", "S"),
            call("pon", "SwSwSw", "N"),
            call("pon", "WwWwWw", "E"),
            call("pon", "NwNwNw", "S"),
        ],
        "S",
        32000,
        "E",
    ),
    # R3: three pin calls exposed, S's 2p called for a fourth: Chinitsu (open, 5 han: mangan).
    "R3": (
        "N",
        "4p",
        "4d",
        [
            call("chi", "1d2d3d", "W"),
            call("pon", "5d5d5d", "E"),
            call("chi", "7d8d9d", "W"),
            call("pon", "2d2d2d", "S"),
        ],
        "S",
        8000,
        "E",
    ),
    # R4: three green calls exposed, N's 8s called for a fourth: Ryuuiisou.
    "R4": (
        "S",
        "4s",
        "4b",
        [
            call("chi", "2b3b4b", "E"),
            call("pon", "6b6b6b", "N"),
            call("pon", "GdGdGd", "W"),
            call("pon", "8b8b8b", "N"),
        ],
        "N",
        32000,
        "W",
    ),
    # R5: three honour pons exposed, E's North called for a fourth: Tsuu Iisou.
    "R5": (
        "W",
        "2z",
        "Sw",
        [
            call("pon", "EwEwEw", "S"),
            call("pon", "RdRdRd", "N"),
            call("pon", "GdGdGd", "E"),
            call("pon", "NwNwNw", "E"),
        ],
        "E",
        32000,
        "N",
    ),
    # R6: the dealer has three terminal pons exposed, W's 9s called for a fourth: Chinroutou,
    # a dealer yakuman 48000.
    "R6": (
        "E",
        "9p",
        "9d",
        [
            call("pon", "1c1c1c", "S"),
            call("pon", "9c9c9c", "W"),
            call("pon", "1d1d1d", "N"),
            call("pon", "9b9b9b", "W"),
        ],
        "W",
        48000,
        "S",
    ),
    # R7: three kans exposed, N's 3p (unseen: every copy is in the kan) called for a
    # fourth: Suu Kantsu.
    "R7": (
        "S",
        "8m",
        "8c",
        [
            call("kan", "2c2c2c2c", "E"),
            call("ankan", "5d5d5d5d"),
            call("kan", "7b7b7b7b", "W"),
            call("kan", "3d3d3d3d", "N"),
        ],
        "N",
        32000,
        "W",
    ),
}


@pytest.mark.parametrize("rule", list(SITUATIONS))
def test_seed_004_tsumo_the_responsible_player_pays_the_whole_hand(rule):
    winner, closed, tile, calls, responsible, value, _ = SITUATIONS[rule]
    result = score(winner, closed, tile, calls=calls, dora=["1c"])
    assert result["hands"][winner]["points"] == value
    assert paid(result) == {(responsible, winner): value}
    assert result["payments"][responsible] == -value
    (pao,) = result["penalties"]
    assert (pao["rule"], pao["responsible"], pao["applied"]) == (rule, responsible, True)
    # Every check in the shape of every penalty's: condition, holds, the rule it belongs to.
    assert all(check["holds"] and check["rule"] == rule for check in pao["checks"])


@pytest.mark.parametrize("rule", list(SITUATIONS))
def test_seed_004_ron_the_responsible_player_and_the_discarder_split_the_hand(rule):
    winner, closed, tile, calls, responsible, value, discarder = SITUATIONS[rule]
    result = score(winner, closed, tile, calls=calls, ron=discarder, dora=["1c"])
    # e.g. R1: 32000 / 2 = 16000 from E (the discarder) and 16000 from N (responsible);
    # R6: the dealer's 48000 / 2 = 24000 each; R3: mangan 8000 / 2 = 4000 each.
    assert paid(result, "ron") == {(discarder, winner): value // 2}
    assert paid(result, rule) == {(responsible, winner): value // 2}
    assert result["payments"][winner] == value


def test_r1_won_by_ron_on_the_responsible_players_own_discard_is_paid_by_them_alone():
    winner, closed, tile, calls, responsible, value, _ = SITUATIONS["R1"]
    result = score(winner, closed, tile, calls=calls, ron=responsible)
    assert paid(result) == {("N", "S"): 32000}


def test_r1_on_a_ron_the_honba_are_paid_by_the_discarder_alone():
    # ClubScore's reading (ruleset page, R-payment): the seed splits the hand's value; the
    # honba (2 x 300 = 600 on a ron) stay with the discarder E: E 16000 + 600, N 16000.
    winner, closed, tile, calls, responsible, value, discarder = SITUATIONS["R1"]
    result = score(winner, closed, tile, calls=calls, ron=discarder, honba=2)
    assert paid(result) == {(discarder, winner): value // 2 + 600, (responsible, winner): 16000}


def test_r1_on_a_tsumo_the_responsible_player_also_bears_the_honba():
    # 32000 + 2 honba x 100 from each of three = 600, all from N.
    winner, closed, tile, calls, responsible, value, _ = SITUATIONS["R1"]
    result = score(winner, closed, tile, calls=calls, honba=2)
    assert paid(result) == {("N", "S"): 32600}


def test_a_referee_can_reject_a_pao_the_calls_show_and_the_tsumo_is_paid_as_usual():
    # Non-dealer yakuman tsumo: 16000 from the dealer E, 8000 from W and from N.
    winner, closed, tile, calls, responsible, value, _ = SITUATIONS["R1"]
    result = score(
        winner,
        closed,
        tile,
        calls=calls,
        penalties=[{"type": "pao", "rule": "R1", "ruling": "rejected"}],
    )
    assert paid(result) == {("E", "S"): 16000, ("W", "S"): 8000, ("N", "S"): 8000}
    assert result["penalties"][0]["applied"] is False
    assert result["penalties"][0]["ruling"] == "rejected"


def test_a_claimed_responsible_player_who_did_not_discard_the_risky_tile_fails_the_check():
    winner, closed, tile, calls, _, _, _ = SITUATIONS["R1"]
    result = score(
        winner,
        closed,
        tile,
        calls=calls,
        penalties=[{"type": "pao", "rule": "R1", "responsible": "W"}],
    )
    (pao,) = result["penalties"]
    assert pao["applied"] is False
    assert "W is the player who discarded it" in pao["why"]


def test_r3_is_not_applied_when_the_hand_is_not_chinitsu():
    # Four pin calls but an honour pair: Honitsu, not Chinitsu. Unclaimed: no pao at all;
    # claimed: reported as not applied.
    _, _, _, calls, _, _, _ = SITUATIONS["R3"]
    quiet = score("N", "Rd", "Rd", calls=calls)
    assert quiet["penalties"] == []
    claimed = score("N", "Rd", "Rd", calls=calls, penalties=[{"type": "pao", "rule": "R3"}])
    assert claimed["penalties"][0]["applied"] is False
    assert {c["condition"]: c["holds"] for c in claimed["penalties"][0]["checks"]}[
        "the hand is won with Chinitsu"
    ] is False


def test_r7_a_fourth_kan_added_to_a_pon_of_n_s_discard_makes_n_responsible():
    # Seed 004, situation 7: the risky tile "discarded and called, completing (or helping to
    # complete)" Suu Kantsu. N's 3p was called for a pon and then made the fourth kan by an
    # added tile: the discard helped complete it, so N pays the whole 32000 tsumo.
    calls = [*SITUATIONS["R7"][3][:3], call("shouminkan", "3d3d3d3d", "N")]
    result = score("S", "8m", "8c", calls=calls)
    (pao,) = result["penalties"]
    assert (pao["rule"], pao["responsible"], pao["applied"]) == ("R7", "N", True)
    assert paid(result) == {("N", "S"): 32000}


def test_r7_a_claim_stating_the_tile_was_in_sight_is_honoured():
    # tile_unseen false: a copy lay among the discards, which the calls cannot show; not a
    # risky tile, so no pao: the ordinary yakuman tsumo, 16000 from the dealer, 8000 each.
    winner, closed, tile, calls, _, _, _ = SITUATIONS["R7"]
    claim = {"type": "pao", "rule": "R7", "responsible": "N", "tile_unseen": False}
    result = score(winner, closed, tile, calls=calls, penalties=[claim])
    pao = result["penalties"][0]
    assert pao["applied"] is False
    assert "stated: a copy was in sight" in pao["why"]
    assert paid(result) == {("E", "S"): 16000, ("W", "S"): 8000, ("N", "S"): 8000}


# R8: S's kan of 7p called on N's discard, and the replacement tile wins (rinshan).
# Open tanyao 1 + rinshan 1 = 2 han; 20 + 8 (open kan of simples) + 2 (tsumo) = 30 fu:
# 30 x 2^4 = 480 basic; as a tsumo 960 -> 1000 from the dealer, 480 -> 500 from each other
# player = 2000, all paid by N.
R8_HAND = ("S", "234m567m23s88p", "4b")
R8_CALLS = [call("kan", "7d7d7d7d", "N")]


def test_r8_the_discarder_of_the_kan_tile_pays_the_whole_replacement_tile_win():
    result = score(
        *R8_HAND,
        calls=R8_CALLS,
        rinshan=True,
        honba=1,
        penalties=[{"type": "pao", "rule": "R8", "responsible": "N"}],
    )
    assert result["hands"]["S"]["points"] == 2000
    # + 1 honba: 100 from each of three, borne by N = 300.
    assert paid(result) == {("N", "S"): 2300}
    assert result["penalties"][0]["applied"] is True


def test_r8_claimed_on_a_ron_fails_because_a_kan_replacement_win_is_a_tsumo():
    # The same hand by ron from W: tanyao 1 han, 20 + 8 = 28 -> 30 fu: 240 x 4 = 960 -> 1000,
    # paid by W alone.
    result = score(
        *R8_HAND,
        calls=R8_CALLS,
        ron="W",
        penalties=[{"type": "pao", "rule": "R8", "responsible": "N"}],
    )
    assert paid(result) == {("W", "S"): 1000}
    pao = result["penalties"][0]
    assert pao["applied"] is False
    assert "the replacement tile is a tsumo" in pao["why"]


# R9: with 3 tiles left in the wall N discards an unseen 6m, called by W for a pon.
# Open tanyao 1 han. Tsumo: 20 + 2 (open pon) + 2 (tsumo) = 24 -> 30 fu, 240 basic:
# 480 -> 500 from the dealer, 240 -> 300 from each other = 1100. Ron: 20 + 2 = 22 -> 30 fu,
# 240 x 4 = 960 -> 1000.
R9_HAND = ("W", "234p456s78s55p", "6b")
R9_CALLS = [call("pon", "6c6c6c", "N")]
R9_CLAIM = {"type": "pao", "rule": "R9", "responsible": "N", "wall_tiles_left": 3}


def test_r9_tsumo_the_discarder_of_the_late_unseen_tile_pays_the_whole_hand():
    result = score(*R9_HAND, calls=R9_CALLS, penalties=[R9_CLAIM])
    assert result["hands"]["W"]["points"] == 1100
    assert paid(result) == {("N", "W"): 1100}


def test_r9_ron_the_late_discarder_and_the_ron_discarder_split_the_hand():
    # 1000 / 2 = 500 each from E (ron) and N (R9).
    result = score(*R9_HAND, calls=R9_CALLS, ron="E", penalties=[R9_CLAIM])
    assert paid(result) == {("E", "W"): 500, ("N", "W"): 500}


def test_r9_needs_five_or_fewer_tiles_in_the_wall_and_an_unseen_tile():
    too_early = score(*R9_HAND, calls=R9_CALLS, penalties=[R9_CLAIM | {"wall_tiles_left": 6}])
    assert too_early["penalties"][0]["applied"] is False
    assert paid(too_early) == {("E", "W"): 500, ("S", "W"): 300, ("N", "W"): 300}
    # A 6m stated among the discards (tile_unseen false) was not a risky tile.
    seen = score(*R9_HAND, calls=R9_CALLS, penalties=[R9_CLAIM | {"tile_unseen": False}])
    assert seen["penalties"][0]["applied"] is False


def test_r9_a_dora_indicator_is_no_visible_copy_so_the_tile_stays_risky():
    # Seed 004, situation 9: a risky tile is "visible neither in the discards nor among the
    # called tiles"; a 6m lying as the dora indicator is neither. N pays W's whole 1100 tsumo.
    # (Indicator 6m makes 7m dora; W holds none: the hand's value stays 1100.)
    result = score(
        *R9_HAND, calls=R9_CALLS, dora=["6c"], penalties=[R9_CLAIM | {"tile_unseen": True}]
    )
    assert result["penalties"][0]["applied"] is True
    assert paid(result) == {("N", "W"): 1100}


def test_r9_a_claim_that_the_tile_was_unseen_is_checked_against_the_tiles_in_sight():
    # The claim says unseen, but a 6m lies in E's chi 5m-6m-7m: a called tile, visible (seed
    # 004): not a risky tile, no pao; W's 1100 tsumo is paid 500 by the dealer E and 300 by
    # each other player.
    claim = R9_CLAIM | {"tile_unseen": True}
    east = {"E": {"calls": [call("chi", "5c6c7c", "N")]}}
    seen = score(*R9_HAND, calls=R9_CALLS, others=east, penalties=[claim])
    assert seen["penalties"][0]["applied"] is False
    assert "1 copy in sight" in seen["penalties"][0]["why"]
    assert paid(seen) == {("E", "W"): 500, ("S", "W"): 300, ("N", "W"): 300}


def test_r9_a_referee_upholding_the_claim_overrides_the_check():
    seen = score(*R9_HAND, calls=R9_CALLS, dora=["6c"], penalties=[R9_CLAIM | {"ruling": "upheld"}])
    pao = seen["penalties"][0]
    assert (pao["applied"], pao["ruling"]) == (True, "upheld")
    assert paid(seen) == {("N", "W"): seen["hands"]["W"]["points"]}


def test_r9_without_the_wall_count_is_refused():
    claim = {"type": "pao", "rule": "R9", "responsible": "N"}
    with pytest.raises(ContractError) as error:
        score(*R9_HAND, calls=R9_CALLS, penalties=[claim])
    assert error.value.field == "penalties.0.wall_tiles_left"


def test_the_winner_cannot_be_responsible_for_their_own_hand():
    claim = R9_CLAIM | {"responsible": "W"}
    with pytest.raises(ContractError) as error:
        evaluate(win_doc(*R9_HAND, calls=R9_CALLS, penalties=[claim]))
    assert error.value.field == "penalties.0.responsible"


def test_pao_on_an_exhaustive_draw_is_refused():
    doc = {"ruleset": "riichi", "winner": None, "penalties": [{"type": "pao", "rule": "R1"}]}
    with pytest.raises(ContractError) as error:
        evaluate(doc)
    assert error.value.field == "penalties.0"


def test_upholding_a_pao_the_calls_do_not_show_needs_the_responsible_seat():
    claim = {"type": "pao", "rule": "R1", "ruling": "upheld"}
    with pytest.raises(ContractError) as error:
        score(*R9_HAND, calls=R9_CALLS, penalties=[claim])
    assert error.value.field == "penalties.0.responsible"
    # Named, the referee's ruling stands: N pays the whole 1100 tsumo (see R9_HAND).
    upheld = score(*R9_HAND, calls=R9_CALLS, penalties=[claim | {"responsible": "N"}])
    assert paid(upheld) == {("N", "W"): 1100}


def test_claimed_pao_come_first_in_the_answer_in_the_order_claimed():
    # R1 is found from the calls; the R9 claim (penalties[0]) is answered in penalties[0].
    winner, closed, tile, calls, _, _, _ = SITUATIONS["R1"]
    claim = {"type": "pao", "rule": "R9", "responsible": "W", "wall_tiles_left": 2}
    result = score(winner, closed, tile, calls=calls, penalties=[claim])
    assert [p["rule"] for p in result["penalties"]] == ["R9", "R1"]
    assert result["penalties"][0]["claim"] == 0
    # R1 settles the hand (first in rule order among those applied): N pays all 32000.
    assert paid(result) == {("N", "S"): 32000}


def test_an_odd_split_rounds_the_responsible_half_up_to_100():
    # The R9 hand with dora indicator 4p: the 55p pair is 2 dora; tanyao 1 + 2 = 3 han, 30 fu,
    # ron: 30 x 2^5 = 960 x 4 = 3840 -> 3900. Half is 1950: N (R9) pays 2000, E (ron) 1900.
    result = score(*R9_HAND, calls=R9_CALLS, ron="E", dora=["4d"], penalties=[R9_CLAIM])
    assert result["hands"]["W"]["points"] == 3900
    assert paid(result) == {("E", "W"): 1900, ("N", "W"): 2000}
