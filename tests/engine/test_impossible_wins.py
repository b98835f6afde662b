"""Documents that describe a win that cannot have happened are refused (exit 2 / HTTP 400),
not scored: the limit hands and doubles that name how the hand was won need the tiles and
the table that make them possible."""

import pytest

from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError

from .conftest import table

CHOWS3 = "[1b 2b 3b] [4c 5c 6c] [7d 8d 9d]"
LOSERS = {"E": "[5b 5b 5b] 1c 2c 3c 9c 9c 9d Ew Sw Ww Nw", "W": "2c 3c 4c 6c 6c 7c 8c 2d 3d 4d 5d 6d 9b", "N": "1d 2d 3d 5d 6d 7d Rd Rd Gd Gd Wd Wd 7b"}  # fmt: skip


def refused(document) -> ContractError:
    with pytest.raises(ContractError) as error:
        evaluate(document)
    return error.value


def test_a_heavenly_hand_won_on_a_discard_is_refused_rule_122():
    # Heavenly Hand: East's dealt hand is complete, so no discard can have completed it
    document = table(
        "E", f"{CHOWS3} [2d 3d 4d] 5c 5c", tile="8d", source="discard", completes=2, heavenly=True
    )
    assert refused(document).field == "win.heavenly"


def test_a_heavenly_hand_drawn_from_the_wall_scores_the_limit_rule_122():
    document = table("E", f"{CHOWS3} (2d 3d 4d) 5c 5c", tile="3d", completes=3, heavenly=True)
    assert evaluate(document)["hands"]["E"]["score"] == 1000  # the default limit


def test_a_heavenly_hand_at_the_scores_depth_is_refused_like_at_the_tiles_depth_rule_122():
    document = {
        "ruleset": "millington",
        "entry": "scores",
        "players": {s: {"score": 1000 if s == "E" else 0} for s in "ESWN"},
        "winner": "E",
        "win": {"source": "discard", "discarder": "S", "heavenly": True},
    }
    assert refused(document).field == "win.heavenly"
    document["winner"], document["win"] = "S", {"source": "wall", "heavenly": True}
    document["players"] = {s: {"score": 1000 if s == "S" else 0} for s in "ESWN"}
    assert "only East" in refused(document).message


def test_an_earthly_hand_at_the_scores_depth_must_be_won_on_easts_discard_rule_122():
    document = {
        "ruleset": "millington",
        "entry": "scores",
        "players": {s: {"score": 1000 if s == "S" else 0} for s in "ESWN"},
        "winner": "S",
        "win": {"source": "discard", "discarder": "W", "earthly": True},
    }
    assert refused(document).field == "win.earthly"
    document["win"]["discarder"] = "E"
    assert evaluate(document)["payments"]["S"] == 2000 + 1000 + 1000  # East pays double


def test_a_win_on_the_loose_tile_without_a_kong_is_refused_rule_117h():
    # 117h: the loose tile is drawn after declaring a kong; four chows and a pair have none
    document = table("S", f"{CHOWS3} [2d 3d 4d] 5c 5c", tile="8d", source="loose_tile", completes=2)
    assert refused(document).field == "win.source"


def test_twofold_fortune_with_one_kong_and_no_bonus_tile_is_refused_rule_122():
    # Twofold Fortune: the winning loose tile was drawn for a kong that was itself completed
    # by a loose tile, drawn for an earlier kong or a bonus tile
    document = table(
        "S",
        f"{CHOWS3} [2d 2d 2d 2d] 5c 5c",
        tile="8d",
        source="loose_tile",
        completes=2,
        kong_on_loose_tile=True,
    )
    assert refused(document).field == "win.kong_on_loose_tile"


def test_twofold_fortune_with_a_kong_and_a_bonus_tile_scores_the_limit_rule_122():
    document = table(
        "S",
        f"{CHOWS3} [2d 2d 2d 2d] 5c 5c F2",
        tile="8d",
        source="loose_tile",
        completes=2,
        kong_on_loose_tile=True,
    )
    assert evaluate(document)["hands"]["S"]["score"] == 1000


def test_twofold_fortune_not_won_on_a_loose_tile_is_refused_rule_122():
    document = table(
        "S", "[1b 1b 1b 1b] [4c 4c 4c 4c] [7d 8d 9d] [2d 3d 4d] 5c 5c", tile="8d", source="wall",
        completes=2, kong_on_loose_tile=True,
    )  # fmt: skip
    assert refused(document).field == "win.kong_on_loose_tile"


def test_robbing_a_kong_when_nobody_holds_the_pung_is_refused_rule_94():
    # 94: the robbed tile was added to an exposed pung, which stays on the table
    others = {**LOSERS, "E": "1b 1c 2c 3c 9c 9c 9d Ew Sw Ww Nw 5b 6b"}
    document = table(
        "S", f"{CHOWS3} [2d 3d 4d] 5c 5c", tile="8d", source="robbed_kong", completes=2,
        others=others,
    )  # fmt: skip
    assert refused(document).field == "win.source"


def test_robbing_a_kong_from_the_player_holding_the_exposed_pung_is_scored_rule_117k():
    # 117k: 1 double. East holds the exposed pung of 8d the robbed tile was added to.
    # South: four chows and a pair: 10 (115a), 117a + 117k = 2 doubles: 10 x 4 = 40
    others = {**LOSERS, "E": "[8d 8d 8d] 1c 2c 3c 9c 9c Ew Sw Ww Nw 6b"}
    document = table(
        "S", f"{CHOWS3} [2d 3d 4d] 5c 5c", tile="8d", source="robbed_kong", discarder="E",
        completes=2, only_possible=False, others=others,
    )  # fmt: skip
    assert evaluate(document)["hands"]["S"]["score"] == 40
    document["win"]["discarder"] = "W"  # West holds no pung of 8d
    assert "West holds no exposed pung" in refused(document).message
