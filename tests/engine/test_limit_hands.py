"""The limit and the limit hands of rule 122 (classical-extra.md): a limit hand scores the
limit (1000 by default) whatever its points; each one is an option, on by default."""

from dataclasses import replace

import pytest

from scoring.engine import catalogue
from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError

from .conftest import rules, table

LIMIT = 1000

# (rule id, the winner, the winner's tiles, the win): each limit hand's example, worked out
# from classical-extra.md, is the one its catalogue record holds and the ruleset page shows
LIMIT_HANDS = {
    rule.id: ("E" if rule.example_win.get("heavenly") else "S", rule.example, rule.example_win)
    for rule in catalogue.RULES.values()
    if rule.group == "122" and rule.example
}


def _win(score, rule, **kwargs):
    seat, notation, win = LIMIT_HANDS[rule]
    win = dict(win)
    win.setdefault("source", "wall")
    win.setdefault("only_possible", False)
    return score(notation, seat=seat, **win, **kwargs)


def test_every_limit_hand_of_the_engine_has_an_example_in_the_catalogue():
    from scoring.engine.limit_hands import LIMIT_HANDS as ENGINE_LIMIT_HANDS

    assert set(LIMIT_HANDS) == {hand.rule for hand in ENGINE_LIMIT_HANDS}


@pytest.mark.parametrize("rule", sorted(LIMIT_HANDS))
def test_122_each_limit_hand_scores_the_limit(score, rule):
    hand = _win(score, rule)
    assert rule in rules(hand)
    assert hand["score"] == LIMIT and hand["limit"] is True


@pytest.mark.parametrize("rule", sorted(LIMIT_HANDS))
def test_122_each_limit_hand_is_an_option_that_can_be_switched_off(score, rule):
    key = {
        "122-all-symbols": "all_symbols",
    }.get(rule, rule.removeprefix("122-").replace("-", "_"))
    if rule in ("122-thirteen-unique-wonders", "122-wriggling-snake"):
        # these shapes are no mah-jong at all without their limit hand
        from scoring.engine.errors import ContractError

        with pytest.raises(ContractError):
            _win(score, rule, options={f"limit_{key}": False})
        return
    hand = _win(score, rule, options={f"limit_{key}": False, "open_roof": True})
    assert rule not in rules(hand)
    assert hand["score"] == hand["basic"] * 2 ** hand["doubles"]


def test_122_the_limit_option_sets_what_a_limit_hand_scores(score):
    hand = _win(score, "122-heads-and-tails", options={"limit": 500})
    assert hand["score"] == 500


def test_122_bonus_tiles_do_not_raise_a_limit_hand_above_the_limit(score):
    # Heads and Tails with all eight bonus tiles: 8 x 4 points and 3 doubles more, still 1000
    seat, notation, win = LIMIT_HANDS["122-heads-and-tails"]
    hand = score(notation + " F1 F2 F3 F4 S1 S2 S3 S4", source="wall", **win)
    assert hand["score"] == LIMIT


def test_122_a_limit_hand_still_scores_the_limit_under_an_open_roof(score):
    hand = _win(score, "122-heads-and-tails", options={"open_roof": True})
    assert hand["score"] == LIMIT and hand["limit"] is True


def test_122_three_great_scholars_with_a_chow_scores_normally(score):
    # classical-extra.md's reading: with a chow as the fourth set the hand is not the limit
    # hand but scores 116d x3 + 116h 2 = 5 doubles and 117d 1 = 6; basic 3 x 4 + 10 = 22:
    # 22 x 64 = 1408, capped at the limit by the ordinary cap, not by rule 122
    hand = score(
        "[Rd Rd Rd] [Gd Gd Gd] [Wd Wd Wd] [4c 5c 6c] 7c 7c",
        tile="5c",
        source="discard",
        completes=3,
        only_possible=False,
    )
    assert "122-three-great-scholars" not in rules(hand)
    assert (hand["basic"], hand["doubles"]) == (22, 6)
    assert hand["score"] == LIMIT and "limit" in rules(hand)


def test_122_buried_treasure_needs_every_set_concealed(score):
    # the pung completed by a claimed 6b is exposed (rule 113): no Buried Treasure
    hand = score(
        "(2b 2b 2b) (4b 4b 4b) (6b 6b 6b) (Ew Ew Ew) 8b 8b",
        tile="6b",
        source="discard",
        completes=2,
        only_possible=False,
    )
    assert "122-buried-treasure" not in rules(hand)


def test_122_gates_of_heaven_needs_the_nine_gates_concealed(score):
    # the same tiles with an exposed pung of 1c: not Gates of Heaven; pure suit 117e 3 instead
    hand = score("[1c 1c 1c] 2c 3c 4c 5c 6c 7c 8c 9c 9c 9c 5c", tile="5c", only_possible=False)
    assert "122-gates-of-heaven" not in rules(hand)
    assert "117e" in rules(hand)


def test_limit_caps_a_hand_worth_more(score):
    # big three dragons with a chow: basic 22 (3 x 4 + 10) x 2^6 = 1408 > 1000 -> 1000
    hand = score(
        "[Rd Rd Rd] [Gd Gd Gd] [Wd Wd Wd] [4c 5c 6c] 7c 7c",
        tile="5c",
        source="discard",
        completes=3,
        only_possible=False,
    )
    assert hand["score"] == 1000 and hand["limit"] is True


def test_open_roof_removes_the_cap(score):
    # the same hand under an open roof: 22 x 64 = 1408
    hand = score(
        "[Rd Rd Rd] [Gd Gd Gd] [Wd Wd Wd] [4c 5c 6c] 7c 7c",
        tile="5c",
        source="discard",
        completes=3,
        only_possible=False,
        options={"open_roof": True},
    )
    assert hand["score"] == 22 * 64 and hand["limit"] is False


def test_a_losing_hand_is_capped_at_the_limit_too(score):
    # a drawn hand: West's four concealed kongs of dragons and a wind are worth
    # 32 x 4 = 128 points with 116d x3 + 116h 2 + 116k 1 = 6 doubles: 8192 -> limit 500
    hand = score(
        "(Rd Rd Rd Rd) (Gd Gd Gd Gd) (Wd Wd Wd Wd) (Nw Nw Nw Nw) 1b",
        seat="W",
        options={"limit": 500},
    )
    assert (hand["basic"], hand["doubles"], hand["score"], hand["limit"]) == (128, 6, 500, True)


@pytest.mark.parametrize(
    "win",
    [
        {"source": "discard", "discarder": "W"},  # another player's discard
        {"source": "wall"},  # self-drawn
    ],
)
def test_an_earthly_hand_not_won_on_easts_discard_is_a_field_error(win):
    # classical-extra.md: an Earthly Hand is won on East's first discard; on any other tile
    # it is no Earthly Hand, so the document contradicts itself.
    document = table(
        "S",
        "(1b 2b 3b) (4c 5c 6c) (7d 8d 9d) (2d 3d 4d) 5c 5c",
        tile="8d",
        completes=2,
        earthly=True,
        **win,
    )
    with pytest.raises(ContractError) as err:
        evaluate(document)
    assert err.value.field == "win.earthly"


def _thirteen_wonders_in_american1920():
    seat, notation, win = LIMIT_HANDS["122-thirteen-unique-wonders"]
    document = table(seat, notation, **{"source": "wall", **win})
    return {**document, "ruleset": "american1920"}, seat


def test_122_a_limit_hands_worth_in_a_ruleset_is_its_records_value(monkeypatch):
    # Harr, Limit Hands 1: "single heads one only of each with a pair" scores the limit, 300;
    # the record of Thirteen Unique Wonders says so ("american1920": "limit") and the engine
    # reads it there. Without that value the hand is no mah-jong in american1920.
    document, seat = _thirteen_wonders_in_american1920()
    hand = evaluate(document)["hands"][seat]
    assert (hand["score"], hand["limit"]) == (300, True)
    assert "122-thirteen-unique-wonders" in rules(hand)
    record = catalogue.get("122-thirteen-unique-wonders")
    monkeypatch.setitem(catalogue.RULES, record.id, replace(record, values={"millington": "limit"}))
    with pytest.raises(ContractError):
        evaluate(document)


def test_122_each_limit_hands_item_says_its_records_name_and_description(score):
    # the engine's LimitHand is made from the record: its rule id, option, name and description
    for rule_id, (seat, notation, win) in LIMIT_HANDS.items():
        record = catalogue.get(rule_id)
        hand = score(notation, seat=seat, **{"source": "wall", **win})
        said = [i["what"] for i in hand["items"] if i["rule"] == rule_id]
        assert said == [f"{record.name['en']}: {record.description}; scores the limit"]


def test_122_the_limit_hands_are_one_catalogue_module_in_the_rules_order():
    from scoring.engine.catalogue import limit_hands as records
    from scoring.engine.limit_hands import LIMIT_HANDS as ENGINE_LIMIT_HANDS

    assert [hand.rule for hand in ENGINE_LIMIT_HANDS] == [r.id for r in records.RULES]
    assert [hand.key for hand in ENGINE_LIMIT_HANDS][:3] == [
        "heavenly_hand",
        "earthly_hand",
        "thirteen_unique_wonders",
    ]
    with pytest.raises(ModuleNotFoundError):
        __import__("scoring.engine.catalogue.limit_hands_won")
