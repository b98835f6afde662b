"""Impossible or malformed hands give a ContractError naming the field as a dotted path."""

import copy

import pytest

from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError


def meld(tiles, concealed=False, **extra):
    return {"tiles": tiles.split(), "concealed": concealed, **extra}


def winning_document():
    """South wins on a claimed 8d completing the chow 7-8-9 dots (melds index 2)."""
    return {
        "ruleset": "millington",
        "prevailing_wind": "E",
        "players": {
            "S": {
                "melds": [
                    meld("1b 2b 3b"),
                    meld("4c 5c 6c"),
                    meld("7d 8d 9d"),
                    meld("2d 3d 4d"),
                    meld("5c 5c", True),
                ],
                "concealed": [],
                "bonus": ["F1"],
            },
            "W": {
                "melds": [meld("Rd Rd Rd")],
                "concealed": ["1c", "1c", "2c", "3c", "9b", "9b", "8b", "Ew", "Ew", "Nw"],
            },
        },
        "winner": "S",
        "win": {"tile": "8d", "source": "discard", "discarder": "W", "completes": 2},
    }


def error_of(document):
    with pytest.raises(ContractError) as caught:
        evaluate(document)
    return caught.value


def test_the_base_document_is_valid():
    assert evaluate(winning_document())["hands"]["S"]["mahjong"] is True


def test_an_unknown_tile_names_its_place():
    doc = winning_document()
    doc["players"]["S"]["melds"][0]["tiles"][1] = "2x"
    error = error_of(doc)
    assert error.field == "players.S.melds.0.tiles.1"
    assert "unknown tile '2x'" in error.message


def test_a_chow_that_is_not_three_consecutive_tiles_of_one_suit():
    doc = winning_document()
    doc["players"]["S"]["melds"][0] = meld("1b 2b 4b")
    error = error_of(doc)
    assert error.field == "players.S.melds.0.tiles"
    assert "chow must be three consecutive tiles of one suit" in error.message


def test_a_chow_across_suits_is_refused():
    doc = winning_document()
    doc["players"]["S"]["melds"][0] = meld("1b 2c 3d")
    assert error_of(doc).field == "players.S.melds.0.tiles"


@pytest.mark.parametrize(
    ("tiles", "message"),
    [("5c 5c 6c", "pung must be three identical"), ("5c 5c 5c 6c", "kong must be four identical")],
)
def test_mixed_tiles_in_a_pung_or_kong(tiles, message):
    doc = winning_document()
    doc["players"]["S"]["melds"][1] = meld(tiles)
    error = error_of(doc)
    assert error.field == "players.S.melds.1.tiles"
    assert message in error.message


def test_a_bonus_tile_in_a_meld():
    doc = winning_document()
    doc["players"]["S"]["melds"][4] = meld("F2 F2", True)
    error = error_of(doc)
    assert error.field == "players.S.melds.4.tiles"
    assert "bonus tile" in error.message


def test_more_than_four_copies_in_one_hand():
    doc = winning_document()
    doc["players"]["W"]["concealed"] = ["Rd", "Rd", "2c", "3c", "9b", "9b", "8b", "Ew", "Ew", "Nw"]
    error = error_of(doc)
    assert error.field == "players.W"
    assert "5 copies of Rd" in error.message


def test_more_than_four_copies_at_the_table():
    doc = winning_document()
    doc["players"]["N"] = {
        "melds": [meld("5c 5c 5c")],
        "concealed": ["1d", "1d", "2d", "3d", "9b", "9b", "8b", "Ew", "Nw", "Nw"],
    }
    # South holds 4c-5c-6c and the pair 5c 5c: three; North's pung makes six
    error = error_of(doc)
    assert error.field == "players"
    assert "copies of 5c" in error.message


def test_a_bonus_tile_twice_at_the_table():
    doc = winning_document()
    doc["players"]["W"]["bonus"] = ["F1"]
    error = error_of(doc)
    assert error.field == "players" and "only one copy" in error.message


def test_a_winning_hand_needs_fourteen_tiles():
    doc = winning_document()
    doc["players"]["S"]["concealed"] = ["7b"]
    error = error_of(doc)
    assert error.field == "players.S"
    assert "15 tiles" in error.message and "winning hand holds 14" in error.message


def test_kongs_count_as_three_tiles():
    # four kongs (3 each) and a pair: 14, a valid winning hand
    doc = winning_document()
    doc["players"]["S"]["melds"] = [
        meld("2b 2b 2b 2b"),
        meld("3c 3c 3c 3c"),
        meld("5d 5d 5d 5d"),
        meld("7c 7c 7c 7c"),
        meld("9b 9b", True),
    ]
    doc["players"]["W"]["concealed"] = ["1c", "1c", "2c", "4c", "8b", "8b", "8b", "Ew", "Ew", "Nw"]
    doc["win"] = {"tile": "9b", "source": "wall", "completes": 4}
    assert evaluate(doc)["hands"]["S"]["score"] == 1000  # Fourfold Plenty


def test_a_non_winning_hand_needs_thirteen_tiles():
    doc = winning_document()
    doc["players"]["W"]["concealed"].pop()
    error = error_of(doc)
    assert error.field == "players.W"
    assert "12 tiles" in error.message and "non-winning hand holds 13" in error.message


def test_a_long_or_short_hand_offender_is_exempt_from_the_count():
    doc = winning_document()
    doc["players"]["W"]["concealed"].pop()
    doc["penalties"] = [{"type": "short_hand", "offender": "W"}]
    # Rd pung 4 + the prevailing wind's pair Ew Ew written loose 2 (114e), x 2 (116d)
    assert evaluate(doc)["hands"]["W"]["score"] == 12


def test_a_long_hand_cannot_go_mahjong():
    doc = winning_document()
    doc["penalties"] = [{"type": "long_hand", "offender": "S"}]
    assert error_of(doc).field == "winner"


def test_a_winning_tile_not_in_the_meld_it_completes():
    doc = winning_document()
    doc["win"]["completes"] = 0
    error = error_of(doc)
    assert error.field == "win.completes"
    assert "8d is not in the meld" in error.message


def test_completes_must_point_at_a_meld():
    doc = winning_document()
    doc["win"]["completes"] = 7
    assert error_of(doc).field == "win.completes"


def test_a_winning_tile_that_is_not_in_the_hand():
    doc = winning_document()
    del doc["win"]["completes"]
    doc["win"]["tile"] = "Gd"
    assert error_of(doc).field == "win.tile"


def test_a_winning_tile_found_only_in_a_kong():
    doc = winning_document()
    doc["players"]["S"]["melds"][0] = meld("Gd Gd Gd Gd")
    doc["win"] = {"tile": "Gd", "source": "discard"}
    error = error_of(doc)
    assert error.field == "win.tile" and "cannot complete a kong" in error.message


def test_a_hand_that_is_no_mahjong():
    doc = winning_document()
    doc["players"]["S"]["melds"][3] = meld("2d 2d 2d")
    doc["players"]["S"]["melds"][1] = meld("4c 4c")
    doc["players"]["S"]["concealed"] = ["7b"]
    error = error_of(doc)
    assert error.field == "players.S"
    assert "do not make a mah-jong hand" in error.message


def test_a_drawn_hand_needs_no_win():
    doc = winning_document()
    doc["winner"] = None
    del doc["win"]
    doc["players"]["S"]["melds"].pop(2)
    doc["players"]["S"]["concealed"] = ["7d", "9d"]  # 3 + 3 + 3 + 2 + 2 = 13
    hands = evaluate(doc)["hands"]
    assert hands["S"]["mahjong"] is False


def test_a_winner_needs_a_win():
    doc = winning_document()
    del doc["win"]
    assert error_of(doc).field == "win"


def test_the_winner_must_be_at_the_table():
    doc = winning_document()
    doc["winner"] = "N"
    assert error_of(doc).field == "winner"


def test_unknown_options_and_wrong_option_types():
    doc = winning_document()
    doc["options"] = {"limmit": 500}
    assert error_of(doc).field == "options.limmit"
    doc["options"] = {"open_roof": "yes"}
    assert error_of(doc).field == "options.open_roof"


@pytest.mark.parametrize(
    ("path", "value", "field"),
    [
        (("players",), [], "players"),
        (("players", "S"), "1b 2b", "players.S"),
        (("players", "X"), {}, "players.X"),
        (("players", "S", "melds"), "none", "players.S.melds"),
        (("players", "S", "melds", 0), [1, 2], "players.S.melds.0"),
        (("players", "S", "melds", 0, "tiles"), None, "players.S.melds.0.tiles"),
        (("players", "S", "melds", 0, "concealed"), "no", "players.S.melds.0.concealed"),
        (("players", "S", "concealed"), {"a": 1}, "players.S.concealed"),
        (("players", "S", "bonus", 0), "5b", "players.S.bonus.0"),
        (("prevailing_wind",), "X", "prevailing_wind"),
        (("winner",), 3, "winner"),
        (("win",), "8d", "win"),
        (("win", "tile"), None, "win.tile"),
        (("win", "source"), "air", "win.source"),
        (("win", "completes"), True, "win.completes"),
        (("win", "only_possible"), "yes", "win.only_possible"),
        (("win", "discarder"), "S", "win.discarder"),
        (("penalties",), {}, "penalties"),
        (("penalties",), [{"type": "bribe"}], "penalties.0.type"),
    ],
)
def test_wrong_types_name_their_field(path, value, field):
    doc = copy.deepcopy(winning_document())
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    assert error_of(doc).field == field


@pytest.mark.parametrize("junk", [None, 3, "hand", [1, 2], True])
def test_a_document_that_is_not_an_object(junk):
    assert error_of(junk).field is None
