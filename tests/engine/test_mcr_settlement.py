"""MCR settlement (docs/mcr.md): on a discard the discarder pays 8 + the hand's total and the
other two 8 (M-discard); self-drawn, each of the three pays 8 + the total (M-self-drawn); a
drawn hand pays nothing (M-drawn); a false mah-jong costs 30, 10 to each other player, and play
goes on (M-false-mahjong). The `fans` and `scores` depths settle like the tiles."""

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.engine.contract import answer, evaluate
from scoring.engine.rulesets import get_ruleset

from .mcr_builders import fans_of, mcr_doc

SEATS = ("E", "S", "W", "N")


def test_m_discard_a_listed_hand_of_15_is_paid_23_by_the_discarder_and_8_by_the_others():
    # Half Flush (M50 6) + All Pungs (M49 6) + Dragon Pung (M59 2) + one flower (M81 1) = 15;
    # West discarded: W pays 8 + 15 = 23, E and N 8 each, S gains 39.
    out = evaluate(
        mcr_doc(None, entry="fans", discarder="W", players={"S": {"fans": [50, 49, 59, 81]}})
    )
    hand = out["hands"]["S"]
    assert (hand["score"], hand["fans"], hand["mahjong"]) == (15, 14, True)
    assert fans_of(out) == {49: 1, 50: 1, 59: 1, 81: 1}
    assert out["payments"] == {"E": -8, "S": 39, "W": -23, "N": -8}
    assert [t["rule"] for t in out["transfers"]] == ["M-discard"] * 3


def test_m_self_drawn_a_listed_hand_of_15_is_paid_23_by_each_of_the_three():
    out = evaluate(
        mcr_doc(None, entry="fans", source="wall", players={"S": {"fans": [50, 49, 59, 81]}})
    )
    assert out["payments"] == {"E": -23, "S": 69, "W": -23, "N": -23}
    assert [t["rule"] for t in out["transfers"]] == ["M-self-drawn"] * 3


def test_m46_m_self_drawn_a_replacement_tile_win_is_self_drawn():
    # Out with Replacement Tile (M46 8) won from the kong's replacement: self-drawn payment.
    out = evaluate(
        mcr_doc(None, entry="fans", source="loose_tile", players={"N": {"fans": [46]}}, winner="N")
    )
    assert out["payments"] == {"E": -16, "S": -16, "W": -16, "N": 48}


def test_m47_m_discard_robbing_the_kong_is_paid_by_the_player_whose_kong_was_robbed():
    # Robbing the Kong (M47 8): E added the tile to a pung and pays 8 + 8 = 16.
    out = evaluate(
        mcr_doc(
            None, entry="fans", source="robbed_kong", discarder="E", players={"S": {"fans": [47]}}
        )
    )
    assert out["payments"] == {"E": -16, "S": 32, "W": -8, "N": -8}


def test_m_drawn_a_drawn_hand_pays_nothing_and_the_deal_passes():
    out = evaluate(mcr_doc(None, winner=None))
    assert out["payments"] == {"E": 0, "S": 0, "W": 0, "N": 0}
    assert (out["transfers"], out["drawn"], out["east_keeps_deal"]) == ([], True, False)


def test_m_false_mahjong_a_claimed_one_is_paid_beside_the_hands_win():
    # W declared a false mah-jong (30: 10 to each of E, S, N), play went on and S won a
    # listed 15 on N's discard: W pays 10 x 3 + 8 = 38, N 8 + 15 - 10 = 13, E 8 - 10 = -2.
    penalties = [{"type": "false_mahjong", "offender": "W"}]
    out = evaluate(
        mcr_doc(None, entry="fans", players={"S": {"fans": [50, 49, 59, 81]}}, penalties=penalties)
    )
    assert out["payments"] == {"E": 2, "S": 10 + 8 + 8 + 23, "W": -38, "N": -13}
    (penalty,) = out["penalties"]
    assert (penalty["rule"], penalty["applied"], penalty["checked"], penalty["amount"]) == (
        "M-false-mahjong",
        True,
        False,
        30,
    )
    assert penalty["why"] == "W pays 30 points, 10 to each other player"


def test_m_false_mahjong_the_penalty_is_an_option_in_three_shares():
    penalties = [{"type": "false_mahjong", "offender": "E"}]
    document = mcr_doc(
        None, winner=None, penalties=penalties, options={"false_mahjong_penalty": 60}
    )
    assert evaluate(document)["payments"] == {"E": -60, "S": 20, "W": 20, "N": 20}


def test_m_minimum_a_listed_hand_under_8_is_a_false_mahjong():
    # All Chows (M63 2) + Mixed Double Chow twice (M70 1+1) + Two Terminal Chows (M72 1) +
    # Single Wait (M79 1) = 6 (the championship's exercise 6, listed).
    out = evaluate(mcr_doc(None, entry="fans", players={"S": {"fans": [63, 70, 70, 72, 79]}}))
    assert out["hands"]["S"]["mahjong"] is False
    assert out["payments"] == {"E": 10, "S": -30, "W": 10, "N": 10}


def test_m_minimum_a_scores_entry_under_8_is_a_false_mahjong_and_8_is_a_win():
    seven = evaluate(mcr_doc(None, entry="scores", players={"S": {"score": 7}}))
    assert seven["payments"] == {"E": 10, "S": -30, "W": 10, "N": 10}
    eight = evaluate(mcr_doc(None, entry="scores", players={"S": {"score": 8}}))
    assert eight["payments"] == {"E": -8, "S": 32, "W": -8, "N": -16}
    assert eight["hands"]["S"]["items"] == [{"rule": "entered", "what": "entered", "points": 8}]


def test_the_tiles_fans_and_scores_depths_of_one_hand_settle_alike():
    # Exercise 9: Mixed Straight (M39 8), All Types (M52 6), Dragon Pung (M59 2), Edge Wait
    # (M77 1) = 17.
    tiles = evaluate(mcr_doc("1b 2b 3b [4c 5c 6c] 7d 8d 9d Rd Rd Rd Nw Nw", "3b"))
    fans = evaluate(mcr_doc(None, entry="fans", players={"S": {"fans": [39, 52, 59, 77]}}))
    scores = evaluate(mcr_doc(None, entry="scores", players={"S": {"score": 17}}))
    assert tiles["payments"] == fans["payments"] == scores["payments"]
    assert tiles["hands"]["S"]["items"] == fans["hands"]["S"]["items"]


def test_m_game_the_ruleset_states_16_hands_and_the_deal_passing_every_hand():
    ruleset = get_ruleset("mcr")
    assert ruleset.entries == ("tiles", "fans", "scores")
    game = ruleset.extra["game"]
    assert game["rounds"] == ["E", "S", "W", "N"]
    assert game["hands_per_round"] * len(game["rounds"]) == game["hands"] == 16
    assert (game["deal_passes"], game["rule"]) == ("every_hand", "M-game")


def test_every_sentence_of_an_mcr_answer_is_a_message_written_out_in_english():
    penalties = [{"type": "false_mahjong", "offender": "W"}]
    found = answer(
        mcr_doc("1b 2b 3b [4c 5c 6c] 7d 8d 9d Rd Rd Rd Nw Nw", "3b", penalties=penalties)
    )
    said = {message.english() for message in found.messages()}
    out = found.to_json()
    written = {item["what"] for item in out["hands"]["S"]["items"]}
    written |= {p["why"] for p in out["penalties"]}
    assert written == said
    assert "Mixed Straight" in said


@settings(max_examples=300)
@given(
    winner=st.sampled_from(SEATS),
    payer=st.sampled_from(SEATS),
    self_drawn=st.booleans(),
    total=st.integers(min_value=8, max_value=400),
    offenders=st.lists(st.sampled_from(SEATS), max_size=2),
)
def test_m_discard_m_self_drawn_every_settlement_sums_to_zero_on_the_8_point_base(
    winner, payer, self_drawn, total, offenders
):
    offenders = [o for o in offenders if o != winner]
    document = mcr_doc(
        None,
        entry="scores",
        winner=winner,
        source="wall" if self_drawn else "discard",
        discarder=None
        if self_drawn
        else (payer if payer != winner else SEATS[SEATS.index(winner) - 1]),
        players={winner: {"score": total}},
        penalties=[{"type": "false_mahjong", "offender": o} for o in offenders],
    )
    out = evaluate(document)
    assert sum(out["payments"].values()) == 0
    paid = {seat: 0 for seat in SEATS}
    for transfer in out["transfers"]:
        if transfer["rule"] != "M-false-mahjong":
            paid[transfer["from"]] += transfer["amount"]
    losers = [s for s in SEATS if s != winner]
    if self_drawn:
        assert [paid[s] for s in losers] == [8 + total] * 3
    else:
        discarder = document["win"]["discarder"]
        assert [paid[s] for s in losers] == [8 + total if s == discarder else 8 for s in losers]
    penalty = {
        s: 10 * (3 * offenders.count(s) - (len(offenders) - offenders.count(s))) for s in SEATS
    }
    won = sum(paid.values())
    assert out["payments"] == {s: (won if s == winner else -paid[s]) - penalty[s] for s in SEATS}
