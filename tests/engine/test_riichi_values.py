"""Riichi hand values: han, fu, yaku and points come from the `mahjong` package; these tests
check ClubScore's translation against the package's own README example and by hand.

Points arithmetic (EMA scoring table): basic points = fu x 2^(2 + han); a non-dealer ron is
basic x 4, a dealer ron basic x 6, a tsumo basic x 2 from the dealer and x 1 from the others
(x 2 from each on a dealer tsumo), each rounded up to 100. Mangan = 2000 basic.
"""

import pytest

from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError
from scoring.engine.riichi.tiles import parse_tiles

from .riichi_builders import call, score, win_doc


def test_the_packages_readme_hand_is_tanyao_40_fu_1300_on_a_non_dealer_ron():
    # 22m 444m 333p 567p + 44s, ron on 4s (shanpon): 20 base + 10 closed ron
    # + 4 (concealed 444m) + 4 (concealed 333p) + 2 (444s completed by ron counts open) = 40 fu.
    # Tanyao 1 han: 40 x 2^3 = 320 basic, x 4 = 1280 -> 1300.
    result = score("S", "22444m333567p44s", "4b", ron="W")
    hand = result["hands"]["S"]
    assert (hand["han"], hand["fu"], hand["yaku"], hand["points"]) == (1, 40, ["Tanyao"], 1300)
    assert result["payments"] == {"E": 0, "S": 1300, "W": -1300, "N": 0}


def test_the_readme_hand_with_444m_called_is_open_tanyao_30_fu_1000():
    # 20 base + 2 (open 444m) + 4 (concealed 333p) + 2 (444s by ron) = 28 -> 30 fu, no
    # closed-ron bonus. Open tanyao 1 han: 30 x 8 = 240, x 4 = 960 -> 1000.
    result = score("S", "22m333567p44s", "4b", ron="W", calls=[call("pon", "4c 4c 4c", "N")])
    hand = result["hands"]["S"]
    assert (hand["han"], hand["fu"], hand["points"]) == (1, 30, 1000)


RIICHI_PINFU_TANYAO = "234m567m23p678s55s"  # waits on 1p/4p


def test_30_fu_3_han_non_dealer_ron_is_3900():
    # riichi 1 + pinfu 1 + tanyao 1 = 3 han; pinfu ron 20 + 10 = 30 fu.
    # 30 x 2^5 = 960 basic, x 4 = 3840 -> 3900.
    result = score("S", RIICHI_PINFU_TANYAO, "4d", ron="W", riichi=True)
    hand = result["hands"]["S"]
    assert sorted(hand["yaku"]) == ["Pinfu", "Riichi", "Tanyao"]
    assert (hand["han"], hand["fu"], hand["points"]) == (3, 30, 3900)


def test_30_fu_3_han_dealer_ron_is_5800():
    # 960 basic x 6 = 5760 -> 5800.
    result = score("E", RIICHI_PINFU_TANYAO, "4d", ron="W", riichi=True)
    assert result["hands"]["E"]["points"] == 5800
    assert result["dealer_keeps"] is True


def test_pinfu_tsumo_is_20_fu_and_a_non_dealer_collects_2600_from_the_dealer_1300_from_others():
    # riichi + pinfu + tanyao + menzen tsumo = 4 han, pinfu tsumo 20 fu:
    # 20 x 2^6 = 1280 basic; dealer pays 2560 -> 2600, the others 1280 -> 1300; 5200 in all.
    result = score("S", RIICHI_PINFU_TANYAO, "4d", riichi=True)
    hand = result["hands"]["S"]
    assert (hand["han"], hand["fu"], hand["points"]) == (4, 20, 5200)
    # Riichi: S puts 1000 on the table and, winning, takes it back.
    assert result["payments"] == {"E": -2600, "S": 5200, "W": -1300, "N": -1300}


def test_dealer_tsumo_collects_the_same_from_each():
    # 1280 basic x 2 = 2560 -> 2600 from each of three: 7800.
    result = score("E", RIICHI_PINFU_TANYAO, "4d", riichi=True)
    assert result["hands"]["E"]["points"] == 7800
    assert {s: v for s, v in result["payments"].items() if s != "E"} == {
        "S": -2600,
        "W": -2600,
        "N": -2600,
    }


def test_chiitoitsu_is_25_fu():
    # riichi 1 + chiitoitsu 2 = 3 han at 25 fu: 25 x 2^5 = 800, x 4 = 3200.
    result = score("W", "11m22p33p44s55s66s7z", "Rd", ron="N", riichi=True)
    hand = result["hands"]["W"]
    assert (hand["han"], hand["fu"], hand["points"]) == (3, 25, 3200)


def test_red_five_and_ura_dora_are_named_and_counted_for_a_riichi_winner():
    # The RIICHI_PINFU_TANYAO hand with a red 5s: riichi, pinfu, tanyao + aka dora 1;
    # the dora indicator 9m points at 1m (none held); the ura indicator 4s makes the 5s pair
    # ura dora 2 (a red five is still a five): 1 + 1 + 1 + 1 + 2 = 6 han = haneman, 3000 basic, x 4 = 12000.
    result = score(
        "S",
        "234m567m23p678s05s",
        "4d",
        ron="W",
        riichi=True,
        dora=["9c"],
        ura_dora_indicators=["4b"],
    )
    hand = result["hands"]["S"]
    assert {"Aka Dora", "Ura Dora"} <= set(hand["yaku"])
    assert {y["name"]: y["han"] for y in hand["yaku_han"]}["Ura Dora"] == 2
    assert (hand["han"], hand["level"], hand["points"]) == (6, "haneman", 12000)


def test_dora_count_one_han_each():
    # Indicator 4s -> dora 5s: the 55s pair is 2 dora. 3 + 2 = 5 han = mangan,
    # 2000 basic x 4 = 8000.
    result = score("S", RIICHI_PINFU_TANYAO, "4d", ron="W", riichi=True, dora=["4b"])
    hand = result["hands"]["S"]
    assert {y["name"]: y["han"] for y in hand["yaku_han"]}["Dora"] == 2
    assert (hand["han"], hand["level"], hand["points"]) == (5, "mangan", 8000)


def test_kiriage_option_rounds_30_fu_4_han_up_to_mangan():
    # 4 han 30 fu: 30 x 2^6 = 1920 basic, x 4 = 7680 -> 7700; with kiriage it is mangan 8000.
    # riichi + pinfu + tanyao + 1 dora (indicator 1p -> 2p).
    plain = score("S", RIICHI_PINFU_TANYAO, "4d", ron="W", riichi=True, dora=["1d"])
    kiriage = score(
        "S", RIICHI_PINFU_TANYAO, "4d", ron="W", riichi=True, dora=["1d"], options={"kiriage": True}
    )
    assert plain["hands"]["S"]["points"] == 7700
    assert kiriage["hands"]["S"]["points"] == 8000


def test_yakuman_are_not_cumulative_by_default_ema():
    # Daisangen + Tsuu Iisou would be a double yakuman; EMA counts one: 8000 basic x 4 = 32000.
    calls = [
        call("pon", "Rd Rd Rd", "W"),
        call("pon", "Gd Gd Gd", "W"),
        call("pon", "Wd Wd Wd", "N"),
    ]
    single = score("S", "EwEwEwNw", "Nw", ron="E", calls=calls)
    double = score("S", "EwEwEwNw", "Nw", ron="E", calls=calls, options={"double_yakuman": True})
    assert single["hands"]["S"]["points"] == 32000
    assert double["hands"]["S"]["points"] == 64000


def test_the_riichi_notation_and_the_contract_codes_read_the_same():
    assert parse_tiles("123m456p789s1257z", "f") == [
        "1c", "2c", "3c", "4d", "5d", "6d", "7b", "8b", "9b", "Ew", "Sw", "Wd", "Rd",
    ]  # fmt: skip
    assert parse_tiles("0m0p0s", "f") == ["0c", "0d", "0b"]
    assert parse_tiles("5c Rd", "f") == ["5c", "Rd"]


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        (
            lambda d: d["players"]["S"].update(closed="234m567m23p678s5x"),
            "players.S.closed",
            "cannot read",
        ),
        (
            lambda d: d["players"]["S"].update(closed="2c 3c 4x"),
            "players.S.closed",
            "unknown tile '4x'",
        ),
        (lambda d: d["players"]["S"].update(closed="18z"), "players.S.closed", "1z-7z"),
        (
            lambda d: d["players"]["S"].update(closed="234m567m23p678s5s"),
            "players.S.closed",
            "13 closed tiles",
        ),
        (lambda d: d["win"].update(tile="Xx"), "win.tile", "unknown tile"),
        (
            lambda d: d["win"].update(dora_indicators=["5b", "5b", "5b"]),
            "win.dora_indicators",
            "four copies",
        ),
        (lambda d: d.update(options={"agari_yame": True}), "options.agari_yame", "unknown option"),
        (lambda d: d.update(options={"chombo": "fine"}), "options.chombo", "ema, mangan"),
        (lambda d: d.update(options={"uma": [10000, 0, 0, 0]}), "options.uma", "add up to zero"),
        (lambda d: d["win"].update(source="wall"), "win.source", "tsumo or ron"),
        (lambda d: d["win"].update(discarder="S"), "win.discarder", "own discard"),
        (
            lambda d: d["win"].update(dora_indicators=["1c"], ura_dora_indicators=["1c"]),
            "win.ura_dora_indicators",
            "riichi",
        ),
        (lambda d: d["win"].update(ippatsu=True), "win.ippatsu", "riichi"),
        (lambda d: d["win"].update(tile="9b"), "players.S.closed", "not complete"),
        (lambda d: d["win"].update(rinshan=True), "win.rinshan", "rinshan without tsumo"),
        (lambda d: d["win"].update(tenhou=True), "win.tenhou", "tenhou"),
        (lambda d: d.update(players=[]), "players", "keyed by seat"),
        (lambda d: d.update(dealer="X"), "dealer", "seat"),
        (lambda d: d.update(honba=-1), "honba", "whole number"),
        (
            lambda d: d.update(penalties=[{"type": "sleeping"}]),
            "penalties.0.type",
            "unknown penalty",
        ),
    ],
)
def test_bad_documents_are_refused_with_the_field_to_correct(change, field, message):
    doc = win_doc("S", RIICHI_PINFU_TANYAO, "4d", ron="W")
    change(doc)
    with pytest.raises(ContractError) as error:
        evaluate(doc)
    assert error.value.field == field
    assert message in error.value.message


def test_a_hand_without_yaku_cannot_win():
    # Open (pon of 9m), 123s by ron on 1s: no tanyao (terminals), no yakuhai, nothing else.
    doc = win_doc("S", "234m567p23s88s", "1b", ron="W", calls=[call("pon", "9c 9c 9c", "N")])
    with pytest.raises(ContractError) as error:
        evaluate(doc)
    assert "no yaku" in error.value.message


def test_a_chi_is_only_called_from_the_player_on_the_left():
    # S plays after E: S may chi E's discard, not W's.
    doc = win_doc("S", "234m567p23s55s", "4b", ron="W", calls=[call("chi", "6b 7b 8b", "W")])
    with pytest.raises(ContractError) as error:
        evaluate(doc)
    assert error.value.field == "players.S.calls.0.from"


def test_a_riichi_winner_with_an_open_call_is_refused():
    doc = win_doc(
        "S", "234m567p23s55s", "4b", ron="W", riichi=True, calls=[call("chi", "6b 7b 8b", "E")]
    )
    with pytest.raises(ContractError) as error:
        evaluate(doc)
    assert error.value.field == "players.S.riichi"


def test_calls_typed_by_a_scorer_become_the_documents_calls():
    from scoring.engine.riichi.document import calls_from_text

    assert calls_from_text("pon Rd W; chi 345m E\nankan 5p", "f") == [
        {"kind": "pon", "tiles": ["Rd", "Rd", "Rd"], "from": "W"},
        {"kind": "chi", "tiles": ["3c", "4c", "5c"], "from": "E"},
        {"kind": "ankan", "tiles": ["5d", "5d", "5d", "5d"]},
    ]
    with pytest.raises(ContractError) as error:
        calls_from_text("pung Rd W", "calls")
    assert error.value.field == "calls.0"
