"""One reading of the engine's answer for classical and riichi (scoring.services.hands.answers):
each ruleset's hand value and deal continuation are read from the key its contract names."""

from scoring.engine.contract import evaluate
from scoring.services.hands import answers
from tests.web.documents import CLASSICAL, DAISANGEN


def test_a_classical_hand_is_worth_its_score_after_doubles():
    assert answers.hand_value(evaluate(CLASSICAL), "N") == 176


def test_a_riichi_hand_is_worth_its_points_and_the_dealer_who_did_not_win_passes_the_deal():
    answer = evaluate(DAISANGEN)
    assert answers.hand_value(answer, "S") == 32000
    assert answers.deal_stays(answer) is False  # renchan only when the dealer wins or is tenpai


def test_a_seat_the_answer_does_not_score_is_worth_nothing():
    assert answers.hand_value(evaluate(CLASSICAL), "E") == 0


def test_a_riichi_answer_is_not_read_through_the_classical_key():
    # the two shapes are told apart by the ruleset, never by which key happens to be there
    assert (
        answers.hand_value({"ruleset": "riichi", "hands": {"S": {"points": 1000, "score": 5}}}, "S")
        == 1000
    )
    assert (
        answers.hand_value(
            {"ruleset": "millington", "hands": {"S": {"points": 8, "score": 80}}}, "S"
        )
        == 80
    )
