"""The text notation of docs/notation.md: parse, format, and errors with their position."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.engine.errors import ContractError
from scoring.engine.notation import format_notation, parse_notation
from scoring.engine.tiles import PLAYING_TILES


def test_brackets_mark_exposed_concealed_and_marked_kong_melds():
    player = parse_notation("[2c 2c 2c] (Wd Wd Wd) {1b 1b 1b 1b} (Nw Nw) 5b 7b F1 S3")
    assert player == {
        "melds": [
            {"tiles": ["2c", "2c", "2c"], "concealed": False},
            {"tiles": ["Wd", "Wd", "Wd"], "concealed": True},
            {"tiles": ["1b", "1b", "1b", "1b"], "concealed": False, "from_concealed_pung": True},
            {"tiles": ["Nw", "Nw"], "concealed": True},
        ],
        "concealed": ["5b", "7b"],
        "bonus": ["F1", "S3"],
    }


def test_runs_of_numbers_share_a_suit_letter_and_codes_may_run_together():
    player = parse_notation("(234b) [666d] RdRd, 9c|9c")
    assert [m["tiles"] for m in player["melds"]] == [["2b", "3b", "4b"], ["6d", "6d", "6d"]]
    assert player["concealed"] == ["Rd", "Rd", "9c", "9c"]


def test_letter_case_is_forgiven():
    assert parse_notation("rd EW f1 5B") == {
        "melds": [],
        "concealed": ["Rd", "Ew", "5b"],
        "bonus": ["F1"],
    }


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("5b 7x", "unknown tile '7x' at position 4"),
        ("5b Xq", "unknown tile 'Xq' at position 4"),
        (
            "(2c 3c 5c)",
            "chow must be three consecutive tiles of one suit, not 2c 3c 5c at position 1",
        ),
        ("[5c 5c 6c]", "pung must be three identical tiles"),
        ("5b [2c 2c", "never closed with ']' at position 4"),
        ("5b )", "')' closes a meld that was never opened at position 4"),
        ("(2c [3c)", "melds do not nest) at position 5"),
        ("[F1 F1]", "bonus tile cannot be part of a meld"),
        ("{2c 2c 2c}", "four tiles at position 1"),
        ("1 2b", "need a suit letter after them (b, c or d) at position 1"),
        ("305b", "no tile 0 in a suit (1-9) at position 2"),
        ("[5b]", "a meld has 2 (pair), 3 (chow or pung) or 4 (kong) tiles, not 1"),
        ("5b ²b", "unknown tile '²b' at position 4"),
    ],
)
def test_errors_say_what_and_where(text, message):
    with pytest.raises(ContractError) as caught:
        parse_notation(text, field="players.S.notation")
    assert message in caught.value.message
    assert caught.value.field == "players.S.notation"


def test_a_player_may_be_given_in_notation_in_a_document():
    from scoring.engine.contract import evaluate

    document = {
        "ruleset": "millington",
        "prevailing_wind": "W",
        "players": {"N": {"notation": "[2c 2c 2c] (Wd Wd Wd) [1b 1b 1b 1b] (6d 6d 6d) (Nw Nw)"}},
        "winner": "N",
        "win": {"tile": "6d", "source": "wall", "completes": 3, "only_possible": False},
    }
    # shared example 01 in notation: 44 basic x 4 = 176
    assert evaluate(document)["hands"]["N"]["score"] == 176


def test_a_notation_error_in_a_document_names_the_players_notation_field():
    from scoring.engine.contract import evaluate

    document = {"players": {"S": {"notation": "[2c 2c"}}, "winner": None}
    with pytest.raises(ContractError) as caught:
        evaluate(document)
    assert caught.value.field == "players.S.notation"


def test_format_writes_the_notation_back():
    player = {
        "melds": [
            {"tiles": ["2c", "2c", "2c"], "concealed": False},
            {"tiles": ["1b", "1b", "1b", "1b"], "concealed": False, "from_concealed_pung": True},
            {"tiles": ["Nw", "Nw"], "concealed": True},
        ],
        "concealed": ["5b"],
        "bonus": ["F1"],
    }
    assert format_notation(player) == "[2c 2c 2c] {1b 1b 1b 1b} (Nw Nw) 5b F1"


_tiles = st.sampled_from([t.code for t in PLAYING_TILES])
_meld = st.one_of(
    _tiles.map(lambda c: [c, c]),
    _tiles.map(lambda c: [c, c, c]),
    _tiles.map(lambda c: [c, c, c, c]),
    st.sampled_from("bcd").flatmap(
        lambda s: st.integers(1, 7).map(lambda n: [f"{n}{s}", f"{n + 1}{s}", f"{n + 2}{s}"])
    ),
)


@given(
    melds=st.lists(st.tuples(_meld, st.booleans()), max_size=5),
    concealed=st.lists(_tiles, max_size=8),
    bonus=st.lists(st.sampled_from(["F1", "F2", "F3", "F4", "S1", "S2", "S3", "S4"]), unique=True),
)
def test_parse_reads_back_what_format_wrote(melds, concealed, bonus):
    player = {
        "melds": [{"tiles": tiles, "concealed": hidden} for tiles, hidden in melds],
        "concealed": concealed,
        "bonus": bonus,
    }
    assert parse_notation(format_notation(player)) == player


@given(st.text(max_size=40))
def test_any_text_parses_or_gives_a_contract_error_with_its_position(text):
    try:
        player = parse_notation(text)
    except ContractError as exc:
        assert " at position " in exc.message
    else:
        assert format_notation(player) == format_notation(parse_notation(format_notation(player)))
