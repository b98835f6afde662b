"""The riichi hand form builds the riichi document; engine errors land on the right field."""

import uuid

from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError
from scoring.forms.riichi import RiichiHandForm

NAMES = {"E": "Alena", "S": "Bob", "W": "Chen", "N": "Dana"}


def form(**fields):
    data = {"submission_key": str(uuid.uuid4()), **fields}
    return RiichiHandForm(data, names=NAMES)


def test_a_ron_typed_in_riichi_notation_is_scored_3900():
    # riichi + pinfu + tanyao, 30 fu 3 han, non-dealer ron: 30 x 2^5 x 4 = 3840 -> 3900.
    f = form(
        S_closed="234m567m23p678s55s",
        S_riichi="on",
        winner="S",
        win_tile="4p",
        win_source="ron",
        discarder="W",
    )
    assert f.is_valid(), f.errors
    document = {"ruleset": "riichi", **f.hand_document()}
    assert evaluate(document)["payments"] == {"E": 0, "S": 3900, "W": -3900, "N": 0}


def test_the_daisangen_calls_and_an_r1_pao_come_from_the_typed_calls():
    # R1: N's Wd made the third dragon pon; tsumo: N pays the whole 32000.
    f = form(
        S_closed="234m5p",
        S_calls="pon Rd W; pon Gd W; pon Wd N",
        winner="S",
        win_tile="5p",
        win_source="tsumo",
    )
    assert f.is_valid(), f.errors
    result = evaluate({"ruleset": "riichi", **f.hand_document()})
    assert result["payments"]["N"] == -32000


def test_a_draw_with_tenpai_players_and_a_chombo_claim():
    f = form(winner="drawn", S_tenpai="on", W_tenpai="on")
    assert f.is_valid(), f.errors
    # two tenpai: 1500 from each noten player, 1500 to each tenpai player
    assert evaluate({"ruleset": "riichi", **f.hand_document()})["payments"]["S"] == 1500
    chombo = form(winner="drawn", chombo="E")
    assert chombo.is_valid()
    assert chombo.hand_document()["penalties"] == [{"type": "chombo", "offender": "E"}]


def test_typing_errors_are_shown_on_their_fields():
    f = form(S_closed="234m5x", S_calls="pung Rd W", winner="S", win_tile="", win_source="ron")
    assert not f.is_valid()
    assert set(f.errors) >= {"S_closed", "S_calls", "win_tile", "discarder"}


def test_an_engine_error_goes_next_to_the_field_it_names():
    f = form(S_closed="234m567m23p678s55s", winner="S", win_tile="9s", win_source="tsumo")
    assert f.is_valid()
    try:
        evaluate({"ruleset": "riichi", **f.hand_document()})
    except ContractError as exc:
        f.add_contract_error(exc)
    assert "not complete" in f.errors["S_closed"][0]


def test_a_stored_document_fills_the_form_again():
    f = form(
        S_closed="234m567m23p678s55s",
        N_calls="pon Rd W",
        S_riichi="on",
        winner="S",
        win_tile="4p",
        win_source="ron",
        discarder="W",
        dora_indicators="3s",
    )
    assert f.is_valid(), f.errors
    initial, _ = RiichiHandForm.initial_from(f.hand_document())
    assert initial["S_closed"] == "234567m23p55678s"
    assert initial["N_calls"] == "pon 777z W"
    assert initial["dora_indicators"] == "3s"
    assert initial["S_riichi"] is True
