"""MCR hands whose fans or claims say how the hand was won (docs/mcr.md, `win`): a fan listed
against the recorded source is refused, not paid as the source says; a robbed kong or the last
tile of its kind that would need a fifth copy of the tile is refused, not scored without its
fan; and a Knitted Straight's three chows count for All Chows in a list as in the tiles."""

import pytest

from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError

from .mcr_builders import fans_of, mcr_doc

# Pure Triple Chow (M23 24 fans): enough for the 8-fan minimum whatever is added.
TRIPLE = [23]


def _listed(fans, source, discarder="N"):
    document = mcr_doc(None, entry="fans", source=source, discarder=discarder)
    document["players"]["S"] = {"fans": fans}
    return document


def _refused(document) -> ContractError:
    with pytest.raises(ContractError) as caught:
        evaluate(document)
    return caught.value


@pytest.mark.parametrize(
    ("fan", "source", "words"),
    [
        (80, "discard", "fan 80 (Self-Drawn) needs a self-drawn win, but the hand was won on a discard"),
        (56, "robbed_kong", "fan 56 (Fully Concealed Hand) needs a self-drawn win, but the hand was won by robbing a kong"),
        (44, "discard", "fan 44 (Last Tile Draw) needs a self-drawn win, but the hand was won on a discard"),
        (46, "wall", "fan 46 (Out with Replacement Tile) needs a win on the replacement tile after a kong, but the hand was won with a tile drawn from the wall"),
        (46, "discard", "fan 46 (Out with Replacement Tile) needs a win on the replacement tile after a kong, but the hand was won on a discard"),
        (47, "wall", "fan 47 (Robbing the Kong) needs a win by robbing a kong, but the hand was won with a tile drawn from the wall"),
        (47, "discard", "fan 47 (Robbing the Kong) needs a win by robbing a kong, but the hand was won on a discard"),
        (45, "wall", "fan 45 (Last Tile Claim) needs a win on another player's tile, but the hand was won with a tile drawn from the wall"),
        (45, "loose_tile", "fan 45 (Last Tile Claim) needs a win on another player's tile, but the hand was won on the replacement tile after a kong"),
    ],
)  # fmt: skip
def test_m44_m45_m46_m47_m56_m80_a_win_fan_against_the_recorded_source_is_refused(
    fan, source, words
):
    discarder = "N" if source in ("discard", "robbed_kong") else None
    error = _refused(_listed([*TRIPLE, fan], source, discarder))
    assert error.field == "players.S.fans"
    assert error.message.startswith(words)


def test_m47_robbing_the_kong_listed_on_a_wall_win_moves_no_money():
    # Listed on a wall win, M47 would have the three players pay 8 + 24 + 8 = 40 each; the
    # robbed player alone pays 8 + 32 once the source says robbed_kong.
    assert _refused(_listed([*TRIPLE, 47], "wall", None)).field == "players.S.fans"
    out = evaluate(_listed([*TRIPLE, 47], "robbed_kong"))
    assert out["payments"] == {"E": -8, "S": 56, "W": -8, "N": -40}


@pytest.mark.parametrize(
    ("fan", "source"),
    [(80, "wall"), (56, "wall"), (44, "wall"), (44, "loose_tile"), (46, "loose_tile"),
     (47, "robbed_kong"), (45, "discard"), (45, "robbed_kong")],
)  # fmt: skip
def test_m44_m45_m46_m47_m56_m80_a_win_fan_on_its_own_source_is_scored(fan, source):
    discarder = "N" if source in ("discard", "robbed_kong") else None
    out = evaluate(_listed([*TRIPLE, fan], source, discarder))
    assert fans_of(out) == {23: 1, fan: 1}


def test_m44_a_win_fan_against_the_source_is_refused_at_the_scores_depth_too():
    document = mcr_doc(None, entry="scores", source="discard")
    document["players"]["S"] = {"score": 32, "fans": [*TRIPLE, 44]}
    assert _refused(document).field == "players.S.fans"


def test_m35_m63_knitted_straight_with_all_chows_is_accepted_as_a_list():
    # M63 All Chows: a knitted straight counts as three chows, so 147c 258b 369d, a chow and a
    # pair of a suit score Knitted Straight 12 + All Chows 2 + Single Wait 1 = 15, as the
    # tiles of the same hand do (the calculator also counts its Concealed Hand there).
    out = evaluate(_listed([35, 63, 79], "discard"))
    assert (out["hands"]["S"]["score"], out["payments"]["N"]) == (15, -23)
    tiles = mcr_doc("1c 4c 7c 2b 5b 8b 3d 6d 9d 4d 5d 6d 5c 5c", "5c")
    assert fans_of(evaluate(tiles)) == {35: 1, 62: 1, 63: 1, 79: 1}


def test_m35_m63_all_chows_beside_a_knitted_straight_still_needs_its_other_set_a_chow():
    # The knitted straight leaves room for one set: All Chows with a pung's Dragon Pung (M59)
    # would need a fifth set.
    error = _refused(_listed([35, 63, 59], "discard"))
    assert error.field == "players.S.fans"
    assert "need 1 chow and 1 pung or kongs" in error.message


@pytest.mark.parametrize(
    ("notation", "tile", "total"),
    [
        # 5c robbed while the winner holds another 5c: the kong's 4 and the winner's 5c = 5
        ("1c 2c 3c 4c 5c 6c 4c 5c 6c 7c 8c 9c 2c 2c", "5c", 5),
        # an East kong robbed to complete the winner's own East pung: 4 + 2 = 6
        ("1c 2c 3c 4c 5c 6c 7c 8c 9c Ew Ew Ew Nw Nw", "Ew", 6),
    ],
)
def test_m47_robbing_a_kong_that_would_need_a_fifth_copy_is_refused(notation, tile, total):
    error = _refused(mcr_doc(notation, tile, source="robbed_kong"))
    assert error.field == "win.source"
    assert f"{total} copies, and there are four" in error.message


def test_m47_robbing_a_kong_counts_the_copies_other_players_show():
    # The winner holds one 8d (the robbed one); West shows an exposed pung of 8d, so North's
    # robbed kong would be its 4 and West's 3: 7 copies.
    players = {"W": {"notation": "[8d 8d 8d] 1b 2b 3b 4b 5b 6b 7b 8b 9b Ww"}}
    document = mcr_doc(
        "1c 2c 3c 4c 5c 6c 7c 8c 9c 7d 8d 9d Nw Nw", "8d", source="robbed_kong", players=players
    )
    assert "7 copies" in _refused(document).message


def test_m47_robbing_a_kong_of_the_only_copy_the_winner_holds_is_scored():
    # Pure Straight 16 + Robbing the Kong 8 + Concealed Hand 2 + Mixed Double Chow 1 + One
    # Voided Suit 1 + Closed Wait 1 = 29: North, the robbed player, pays 8 + 29 = 37.
    out = evaluate(mcr_doc("1c 2c 3c 4c 5c 6c 7c 8c 9c 7d 8d 9d Nw Nw", "8c", source="robbed_kong"))
    assert fans_of(out)[47] == 1
    assert out["payments"] == {"E": -8, "S": 53, "W": -8, "N": -37}


def test_m58_the_last_tile_of_its_kind_while_the_winner_holds_another_is_refused():
    # 9c completes the pair: the winner's chow 789c holds another 9c concealed, so the three
    # others cannot all be visible: 3 + 3 = 6 copies.
    document = mcr_doc(
        "1c 2c 3c 4c 5c 6c 7c 8c 9c 2c 2c 2c 9c 9c", "9c", source="discard", fourth_tile=True
    )
    error = _refused(document)
    assert error.field == "win.fourth_tile"
    assert "6 copies, and there are four" in error.message


def test_m58_the_last_tile_of_its_kind_beside_an_exposed_pung_of_it_is_scored():
    # The other three 5d are West's exposed pung, visible: Last Tile counts (4 fans).
    players = {"W": {"notation": "[5d 5d 5d] 1b 2b 3b 4b 5b 6b 7b 8b 9b Ww"}}
    document = mcr_doc(
        "1c 2c 3c 4c 5c 6c 7c 8c 9c 4d 5d 6d Nw Nw", "5d", fourth_tile=True, players=players
    )
    assert fans_of(evaluate(document))[58] == 1


def test_m46_a_win_on_the_replacement_tile_without_a_kong_is_refused():
    # M46: the replacement tile is drawn after declaring a kong; with none in the winner's
    # hand the calculator would drop the fan and the three players pay the rest.
    document = mcr_doc("1c 2c 3c 4c 5c 6c 7c 8c 9c 7d 8d 9d Nw Nw", "8c", source="loose_tile")
    error = _refused(document)
    assert error.field == "win.source"
    assert "drawn after a kong, and S declared none" in error.message


def test_m46_a_win_on_the_replacement_tile_after_a_kong_scores_out_with_replacement_tile():
    # M46 Out with Replacement Tile 8 (it excludes Self-Drawn): the 2d kong declared.
    out = evaluate(
        mcr_doc("[2d 2d 2d 2d] 1c 2c 3c 4c 5c 6c 7c 8c 9c Nw Nw", "8c", source="loose_tile")
    )
    assert fans_of(out)[46] == 1 and 80 not in fans_of(out)


def test_m47_the_api_refuses_a_win_fan_against_the_source_400_naming_the_fans(client):
    document = _listed([*TRIPLE, 47], "wall", None)
    response = client.post("/api/score/", document, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["field"] == "players.S.fans"
    assert "fan 47 (Robbing the Kong) needs a win by robbing a kong" in response.json()["error"]
