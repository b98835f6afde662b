"""Riichi answers explain their value rule by rule: one item per yaku (rule `Y-<yaku>`) with
the han it gives in this hand, the fu breakdown (`fu-...`), and the limit reached
(`limit-...`), every id a rule of the catalogue with its text in English, Czech and French.

Han and fu below are the EMA riichi rules' (2016) as riichi/yaku.py and riichi/fu.py state them.
"""

import pytest

from scoring.engine import catalogue
from scoring.engine.contract import answer, evaluate
from scoring.engine.messages import Message
from scoring.engine.riichi.fu import FU, LIMITS
from scoring.engine.riichi.lines import (
    LIMIT_CONTEXT,
    RiichiScore,
    Tenpai,
    limit_name,
    limit_reached,
)
from scoring.engine.riichi.yaku import YAKU_LIST

from .riichi_builders import call, score, win_doc

RIICHI_PINFU_TANYAO = "234m567m23p678s55s"  # waits on 1p/4p


def items(hand):
    return [(i["rule"], i.get("han")) for i in hand["items"]]


def test_riichi_pinfu_tanyao_are_three_one_han_items_and_the_fu_is_20_plus_10_for_a_closed_ron():
    # Y-riichi, Y-pinfu, Y-tanyao: 1 han each closed. fu-base 20 + fu-closed-ron 10 = 30.
    hand = score("S", RIICHI_PINFU_TANYAO, "4d", ron="W", riichi=True)["hands"]["S"]
    assert sorted(items(hand)) == [("Y-pinfu", 1), ("Y-riichi", 1), ("Y-tanyao", 1)]
    assert [(f["rule"], f["fu"]) for f in hand["fu_items"]] == [
        ("fu-base", 20),
        ("fu-closed-ron", 10),
    ]
    assert sum(i["han"] for i in hand["items"]) == hand["han"] == 3


def test_the_fu_items_add_up_to_the_hands_fu_with_the_rounding_shown():
    # 22m 444m 333p 567p 44s, ron on 4s: 20 + 10 + 4 (444m) + 4 (333p) + 2 (444s by ron, open)
    # = 40 exactly, no rounding. fu-pon states "2 fu open, 4 fu concealed".
    hand = score("S", "22444m333567p44s", "4b", ron="W")["hands"]["S"]
    assert [(f["rule"], f["fu"]) for f in hand["fu_items"]] == [
        ("fu-base", 20),
        ("fu-closed-ron", 10),
        ("fu-pon", 4),
        ("fu-pon", 4),
        ("fu-pon", 2),
    ]
    # Open: 20 + 2 + 4 + 2 = 28, rounded up to 30 (fu-rounding +2).
    open_hand = score("S", "22m333567p44s", "4b", ron="W", calls=[call("pon", "4c 4c 4c", "N")])
    fu = open_hand["hands"]["S"]["fu_items"]
    assert fu[-1] == {"rule": "fu-rounding", "what": "rounded up", "fu": 2}
    assert sum(f["fu"] for f in fu) == open_hand["hands"]["S"]["fu"] == 30


def test_an_open_chinitsu_gives_its_open_han_5_not_6():
    # Chinitsu: 6 han closed, 5 open (EMA). Open chi of 123m from the left (E for S).
    hand = score("S", "456789m11m999m", "1c", ron="W", calls=[call("chi", "1c 2c 3c", "E")])[
        "hands"
    ]["S"]
    assert ("Y-chinitsu", 5) in items(hand)


def test_a_yakuman_is_an_item_marked_yakuman_with_the_yakuman_limit():
    # Daisangen: pons of all three dragons, 13 han, a yakuman; non-dealer tsumo 32000.
    calls = [
        call("pon", "Rd Rd Rd", "W"),
        call("pon", "Gd Gd Gd", "W"),
        call("pon", "Wd Wd Wd", "N"),
    ]
    hand = score("S", "234m5p", "5d", calls=calls)["hands"]["S"]
    daisangen = hand["items"][0]
    assert (daisangen["rule"], daisangen["han"], daisangen["yakuman"]) == ("Y-daisangen", 13, 1)
    assert hand["items"][-1] == {"rule": "limit-yakuman", "what": "yakuman", "limit": True}
    assert hand["points"] == 32000


def test_dora_ura_dora_and_red_fives_are_three_separate_items():
    # Indicator 9m -> 1m (none held); ura indicator 4s -> 5s, the 0s5s pair: ura 2; the red
    # 0s: aka 1. riichi + pinfu + tanyao + aka 1 + ura 2 = 6 han, haneman (limit-haneman).
    hand = score(
        "S",
        "234m567m23p678s05s",
        "4d",
        ron="W",
        riichi=True,
        dora=["9c"],
        ura_dora_indicators=["4b"],
    )["hands"]["S"]
    found = dict(items(hand))
    assert (found["Y-aka-dora"], found["Y-ura-dora"]) == (1, 2)
    assert "Y-dora" not in found
    assert hand["items"][-1]["rule"] == "limit-haneman"


def test_a_seat_wind_item_says_which_wind():
    # S deals (dealer S): S's seat wind is East; a pon of East is both seat (E) and round (E)
    # wind: two 1-han items, Y-seat-wind and Y-round-wind, each naming East.
    hand = score(
        "S",
        "234m567p23s88s",
        "4b",
        ron="W",
        dealer="S",
        calls=[call("pon", "Ew Ew Ew", "N")],
    )["hands"]["S"]
    winds = [(i["rule"], i["wind"]) for i in hand["items"] if "wind" in i]
    assert winds == [("Y-seat-wind", "E"), ("Y-round-wind", "E")]


@pytest.mark.parametrize(
    "rule_id",
    [y.rule for y in YAKU_LIST]
    + [f[0] for f in FU.values()]
    + [limit[0] for limit in LIMITS.values()],
)
def test_every_yaku_fu_and_limit_rule_has_its_text_in_english_czech_and_french(rule_id):
    rule = catalogue.get(rule_id)
    assert rule is not None and rule.id == rule_id
    texts = [rule.text_in(lang) for lang in ("en", "cs", "fr")]
    assert all(texts) and len(set(texts)) == 3


def test_the_catalogues_han_are_the_packages_han():
    # The han each Y- rule declares (closed/open) are the ones the package scores with.
    from mahjong.hand_calculating.yaku_config import YakuConfig

    from scoring.engine.riichi.yaku import YAKU, key_for

    config = YakuConfig()
    checked = 0
    for package_key, found in vars(config).items():
        ours = YAKU.get(key_for(package_key))
        if ours is None or ours.key in ("dora", "ura-dora", "aka-dora"):
            continue
        assert found.han_closed == ours.han_closed, package_key
        assert (found.han_open or 0) == ours.han_open, package_key
        checked += 1
    assert checked >= 40


def test_each_yaku_is_named_by_the_packages_yaku_id_even_when_it_returns_new_objects(
    monkeypatch,
):
    # Y-riichi, Y-pinfu, Y-tanyao, 1 han each, as above: the same items when the package hands
    # back fresh yaku objects rather than the ones in its configuration.
    from scoring.engine.riichi import value

    estimate = value.HandCalculator.estimate_hand_value

    def with_fresh_yaku(*args, **kwargs):
        result = estimate(*args, **kwargs)
        result.yaku = [type(found)() for found in result.yaku]
        return result

    monkeypatch.setattr(value.HandCalculator, "estimate_hand_value", staticmethod(with_fresh_yaku))
    hand = score("S", RIICHI_PINFU_TANYAO, "4d", ron="W", riichi=True)["hands"]["S"]
    assert sorted(items(hand)) == [("Y-pinfu", 1), ("Y-riichi", 1), ("Y-tanyao", 1)]


def test_the_riichi_answer_is_typed_each_line_a_message_naming_its_yaku_han_fu_and_limit():
    # Riichi + pinfu + tanyao + aka-dora + ura-dora 2 = 6 han: haneman (limit-haneman, 6-7 han).
    document = win_doc(
        "S",
        "234m567m23p678s05s",
        "4d",
        ron="W",
        riichi=True,
        dora=["9c"],
        ura_dora_indicators=["4b"],
    )
    found = answer(document)
    assert found.to_json() == evaluate(document)
    hand = found.hands["S"]
    assert isinstance(hand, RiichiScore) and hand.han == 6
    tanyao = next(line for line in hand.items if line.rule == "Y-tanyao")
    assert tanyao.what.params == {"yaku": "Y-tanyao", "han": 1}
    base = hand.fu_items[0]
    assert (base.rule, base.what.id, base.what.params) == ("fu-base", "base", {"fu": 20})
    limit = hand.items[-1]
    assert limit.limit and limit.rule == "limit-haneman"
    assert limit.what == Message("haneman", LIMIT_CONTEXT)
    assert limit.said == Message(
        "limit reached: %(limit)s", limit=Message("haneman", LIMIT_CONTEXT)
    )
    assert limit.said.english() == "limit reached: haneman"
    assert limit.what in set(found.messages())


def test_a_counted_yakuman_limit_is_a_message_with_the_count_as_its_parameter():
    # The package's "2x yakuman" (two yakuman with the double_yakuman option) cites limit-yakuman.
    assert limit_name("2x yakuman") == Message("%(number1)sx yakuman", number1=2)
    assert limit_reached("2x yakuman").english() == "limit reached: 2x yakuman"
    assert limit_name("kazoe yakuman") == Message("kazoe yakuman", LIMIT_CONTEXT)


def test_a_drawn_riichi_hand_answers_each_seats_tenpai_as_a_typed_value():
    document = {"ruleset": "riichi", "players": {"S": {"tenpai": True}}, "winner": None}
    found = answer(document)
    assert found.hands["S"] == Tenpai(True) and found.hands["E"] == Tenpai(False)
    assert found.to_json()["hands"]["S"] == {"tenpai": True}
