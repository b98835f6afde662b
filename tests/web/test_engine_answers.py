"""One reading of the engine's answer for classical and riichi (scoring.services.answers):
each ruleset's hand value and deal continuation are read from the key its contract names."""

from scoring.engine.contract import evaluate
from scoring.services import answers

# shared/examples 01: North's 44 basic points x 2^2 = 176 (classical `score`)
CLASSICAL = {
    "ruleset": "millington",
    "prevailing_wind": "W",
    "players": {"N": {"notation": "[2c 2c 2c] (Wd Wd Wd) [1b 1b 1b 1b] (6d 6d 6d) (Nw Nw)"}},
    "winner": "N",
    "win": {"tile": "6d", "source": "wall", "completes": 3, "only_possible": False},
}
# riichi R1: daisangen tsumo, a yakuman worth 32000 (riichi `points`), the dealer E did not win
RIICHI = {
    "ruleset": "riichi",
    "dealer": "E",
    "players": {
        "S": {
            "closed": "234m5p",
            "calls": [
                {"kind": "pon", "tiles": ["Rd", "Rd", "Rd"], "from": "W"},
                {"kind": "pon", "tiles": ["Gd", "Gd", "Gd"], "from": "W"},
                {"kind": "pon", "tiles": ["Wd", "Wd", "Wd"], "from": "N"},
            ],
        }
    },
    "winner": "S",
    "win": {"tile": "5d", "source": "tsumo", "dora_indicators": ["9b"]},
}


def test_a_classical_hand_is_worth_its_score_after_doubles():
    assert answers.hand_value(evaluate(CLASSICAL), "N") == 176


def test_a_riichi_hand_is_worth_its_points_and_the_dealer_who_did_not_win_passes_the_deal():
    answer = evaluate(RIICHI)
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
