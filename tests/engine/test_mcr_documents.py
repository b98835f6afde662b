"""A bad MCR document is a ContractError naming the field and what is wrong (docs/mcr.md), which
the web answers with a 4xx and `score_hand` with exit 2; never a traceback."""

import copy
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError
from tests.commands import score_hand

from .mcr_builders import mcr_doc

# Exercise 1 of tests/engine/test_mcr_examples.py: a 25-fan hand won on North's discard.
GOOD = "1b 2b 2b 3b 4b 4b 5b 6b 7b 8b 9b Nw Nw 3b"


def _refused(document) -> ContractError:
    with pytest.raises(ContractError) as caught:
        evaluate(document)
    return caught.value


def _with(change) -> dict:
    document = copy.deepcopy(mcr_doc(GOOD, "3b"))
    change(document)
    return document


def test_the_good_document_is_scored():
    assert evaluate(mcr_doc(GOOD, "3b"))["hands"]["S"]["score"] == 25


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        # wrong types
        (lambda d: d.update(players=["S"]), "players", "players is an object"),
        (lambda d: d["players"].update(S=[]), "players.S", "a player is an object"),
        (
            lambda d: d["players"].update(S={"melds": "2b 3b 4b"}),
            "players.S.melds",
            "melds is a list",
        ),
        (
            lambda d: d["players"].update(S={"concealed": "1b 2b"}),
            "players.S.concealed",
            "a list of tile codes",
        ),
        (
            lambda d: d["players"].update(S={"concealed": [5]}),
            "players.S.concealed.0",
            "unknown tile 5",
        ),
        (
            lambda d: d["players"].update(
                S={"melds": [{"tiles": ["2b", "3b", "4b"], "concealed": "no"}]}
            ),
            "players.S.melds.0.concealed",
            "true or false",
        ),
        (lambda d: d["win"].update(fourth_tile="yes"), "win.fourth_tile", "true or false"),
        (lambda d: d.update(prevailing_wind="East"), "prevailing_wind", "expected a seat"),
        (lambda d: d.update(winner="X"), "winner", "expected a seat"),
        (lambda d: d.update(win="3b"), "win", "win is an object"),
        (lambda d: d.update(win=[]), "win", "win is an object"),
        (lambda d: d.update(penalties={"type": "false_mahjong"}), "penalties", "a list"),
        # unknown fields and values
        (lambda d: d.update(honba=1), "honba", "unknown field 'honba'"),
        (lambda d: d["win"].update(ippatsu=True), "win.ippatsu", "unknown win field"),
        (lambda d: d["win"].update(source="tsumo"), "win.source", "one of wall, discard"),
        (lambda d: d.update(entry="sets"), "entry", "tiles or fans or scores"),
        (lambda d: d.update(options={"limit": 88}), "options.limit", "unknown option"),
        (
            lambda d: d.update(options={"false_mahjong_penalty": 20}),
            "options.false_mahjong_penalty",
            "multiple of 3",
        ),
        (
            lambda d: d.update(penalties=[{"type": "pao", "offender": "W"}]),
            "penalties.0.type",
            "false_mahjong",
        ),
        (
            lambda d: d.update(penalties=[{"type": "false_mahjong", "offender": "Q"}]),
            "penalties.0.offender",
            "expected a seat",
        ),
        # who discarded
        (lambda d: d["win"].update(discarder="S"), "win.discarder", "did not discard"),
        (lambda d: d["win"].pop("discarder"), "win.discarder", "expected a seat"),
        (
            lambda d: d["win"].update(source="wall"),
            "win.discarder",
            "a self-drawn tile has no discarder",
        ),
    ],
)
def test_a_malformed_mcr_document_names_its_field(change, field, words):
    error = _refused(_with(change))
    assert error.field == field
    assert words in error.message


@pytest.mark.parametrize(
    ("notation", "tile", "field", "words"),
    [
        # impossible tile counts: 13 tiles for a winner, 15
        ("1b 2b 2b 3b 4b 4b 5b 6b 7b 8b 9b Nw Nw", "Nw", "players.S", "holds 13 tiles"),
        ("1b 2b 2b 3b 4b 4b 5b 6b 7b 8b 9b Nw Nw 3b 3b", "3b", "players.S", "holds 15 tiles"),
        # five copies of a tile in one hand
        (
            "1b 1b 1b 1b 1b 2b 3b 4b 5b 6b 7b 8b 9b 9b",
            "9b",
            "players.S",
            "1b is at the table 5 times",
        ),
        # a kong of five, a flower twice, a flower in a meld
        ("(2c 2c 2c 2c 2c) [5b 5b 5b] [6d 6d 6d] 8c 8c 8c", "8c", "players.S.notation", "meld"),
        (GOOD + " F1 F1", "3b", "players.S.bonus", "F1 is at the table 2 times"),
        # the winning tile is not in the hand, or is missing
        (GOOD, "5c", "win.tile", "among the winner's concealed tiles"),
        (GOOD, None, "win.tile", "the winning tile is needed"),
        # no complete hand: the calculator finds no way to win
        ("1b 2b 2b 3b 4b 4b 5b 6b 7b 8b 9b Nw Ww 3b", "3b", "players.S", "no complete MCR hand"),
    ],
)
def test_an_impossible_hand_is_refused_with_the_reason(notation, tile, field, words):
    error = _refused(mcr_doc(notation, tile))
    assert error.field == field
    assert words in error.message


def test_five_copies_of_a_tile_across_two_players_name_the_second_player():
    # South holds two 3b (one of them the winning tile); West's concealed pung brings five.
    players = {"W": {"notation": "3b 3b 3b 1c 2c 3c 4c 5c 6c 7c 8c 9c 9c"}}
    error = _refused(mcr_doc(GOOD, "3b", players=players))
    assert (error.field, error.message) == (
        "players.W",
        "3b is at the table 5 times: there are four",
    )


def test_a_losers_hand_of_12_tiles_is_an_impossible_count():
    players = {"E": {"notation": "1c 2c 3c 4c 5c 6c 7c 8c 9c 1d 2d 3d"}}
    error = _refused(mcr_doc(GOOD, "3b", players=players))
    assert (error.field, error.message) == (
        "players.E",
        "E holds 12 tiles (a kong counting three), not 13",
    )


def test_a_chow_is_claimed_only_from_the_player_before():
    # South's chow can come only from East's discard.
    document = mcr_doc(None, "9b")
    document["players"]["S"] = {
        "melds": [{"tiles": ["1b", "2b", "3b"], "concealed": False, "from": "W"}],
        "concealed": ["2b", "4b", "4b", "5b", "6b", "7b", "8b", "9b", "Nw", "Nw", "9b"],
    }
    error = _refused(document)
    assert error.field == "players.S.melds.0.from"
    assert "only from the player before: E" in error.message


@pytest.mark.parametrize(
    ("fans", "field", "words"),
    [
        (["M50"], "players.S.fans.0", "unknown fan 'M50'"),
        ([0], "players.S.fans.0", "unknown fan 0"),
        ([82], "players.S.fans.0", "unknown fan 82"),
        ([True], "players.S.fans.0", "unknown fan True"),
        ([], "players.S.fans", "a list of fan numbers"),
        ("50 49", "players.S.fans", "a list of fan numbers"),
        # M22 Full Flush implies M76 No Honors (non-repeat principle)
        ([22, 76], "players.S.fans", "fan 22 (Full Flush) is not counted with fan 76"),
        # M1 Big Four Winds implies M49 All Pungs
        ([1, 49], "players.S.fans", "fan 1 (Big Four Winds) is not counted with fan 49"),
        # M43 Chicken Hand scores only alone (flowers apart)
        ([43, 80], "players.S.fans", "Chicken Hand"),
        # M28 Pure Straight counts once; nine flowers do not exist
        ([28, 28], "players.S.fans", "fan 28 (Pure Straight) counts once"),
        ([28] + [81] * 9, "players.S.fans", "eight flowers and seasons"),
        # the 2006 ruling: Seven Pairs of All Green holds a pair twice, no Tile Hog
        (
            [3, 19, 64],
            "players.S.fans",
            "fan 64 (Tile Hog) is not counted in Seven Pairs of All Green",
        ),
    ],
)
def test_a_fans_list_with_an_unknown_fan_or_an_excluded_pair_is_refused(fans, field, words):
    error = _refused(mcr_doc(None, entry="fans", players={"S": {"fans": fans}}))
    assert error.field == field
    assert words in error.message


def test_the_fans_depth_needs_the_winners_fans_and_the_tiles_depth_refuses_them():
    assert _refused(mcr_doc(None, entry="fans", players={"S": {}})).field == "players.S.fans"
    document = mcr_doc(GOOD, "3b")
    document["players"]["S"]["fans"] = [28]
    assert _refused(document).field == "players.S.fans"


def test_only_the_winner_lists_fans_or_a_score():
    players = {"S": {"fans": [28, 50]}, "E": {"fans": [50]}}
    error = _refused(mcr_doc(None, entry="fans", players=players))
    assert (error.field, error.message) == (
        "players.E.fans",
        "only the winner's fans are recorded; E did not win",
    )
    drawn = mcr_doc(None, entry="scores", winner=None, players={"W": {"score": 9}})
    assert _refused(drawn).field == "players.W.score"


def test_listed_flowers_must_match_the_flowers_given():
    # Two flowers given, fan 81 listed once.
    players = {"S": {"fans": [28, 50, 81], "bonus": ["F1", "S2"]}}
    error = _refused(mcr_doc(None, entry="fans", players=players))
    assert error.field == "players.S.fans"
    assert "list fan 81 as many times" in error.message


@pytest.mark.parametrize(
    ("player", "field", "words"),
    [
        ({}, "players.S.score", "needs the winner's score"),
        ({"score": -1}, "players.S.score", "whole number"),
        ({"score": "25"}, "players.S.score", "whole number"),
        ({"score": 25, "melds": []}, "players.S.melds", "unknown field 'melds'"),
    ],
)
def test_a_scores_document_needs_the_winners_whole_score(player, field, words):
    error = _refused(mcr_doc(None, entry="scores", players={"S": player}))
    assert error.field == field
    assert words in error.message


def test_a_false_mahjong_offender_may_not_win_the_hand():
    penalties = [{"type": "false_mahjong", "offender": "S"}]
    error = _refused(mcr_doc(GOOD, "3b", penalties=penalties))
    assert error.field == "penalties.0.offender"


def test_a_drawn_hand_has_no_win():
    document = mcr_doc(None, winner=None)
    document["win"] = {"tile": "3b", "source": "wall"}
    assert _refused(document).field == "win"


# POST /api/score/ and `manage.py score_hand` answer an MCR document like any other.
EXERCISE_1 = mcr_doc(GOOD, "3b")


@pytest.mark.parametrize(
    "document",
    [
        EXERCISE_1,
        mcr_doc(None, entry="fans", players={"S": {"fans": [50, 49, 59, 81]}}),
        mcr_doc(None, entry="scores", players={"S": {"score": 7}}),
        mcr_doc(None, winner=None),
    ],
)
def test_m_discard_the_api_answers_an_mcr_document_as_the_engine_does(client, document):
    # Exercise 1: 25 fans, North pays 8 + 25 = 33; a listed 15; a score of 7 (false
    # mah-jong); a drawn hand.
    response = client.post("/api/score/", document, content_type="application/json")
    assert response.status_code == 200, response.content
    assert response.json() == evaluate(document)


def test_the_api_answers_400_naming_the_field_of_a_refused_fan_list(client):
    document = mcr_doc(None, entry="fans", players={"S": {"fans": [22, 76]}})
    response = client.post("/api/score/", document, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["field"] == "players.S.fans"


def test_m_discard_the_command_scores_an_mcr_document():
    done = score_hand(json.dumps(EXERCISE_1))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["payments"]["N"] == -(8 + 25)


JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 100),
    st.sampled_from(["", "3b", "5c", "Ew", "F1", "S", "E", "wall", "discard", "xx", "M1"]),
    st.lists(st.sampled_from(["3b", "Nw", 5, None, "F2"]), max_size=4),
    st.dictionaries(
        st.sampled_from(["tiles", "fans", "score", "x"]), st.integers(0, 3), max_size=2
    ),
)


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _paths(inner, (*path, key))
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from _paths(inner, (*path, i))


SAMPLES = [
    mcr_doc(GOOD, "3b", players={"E": {"melds": [{"tiles": ["5d", "5d", "5d"], "from": "W"}]}}),
    mcr_doc(None, entry="fans", players={"S": {"fans": [50, 49, 59, 81], "bonus": ["F1"]}}),
    mcr_doc(
        None,
        entry="scores",
        players={"S": {"score": 9}},
        penalties=[{"type": "false_mahjong", "offender": "W"}],
    ),
]


@settings(max_examples=300)
@given(st.sampled_from(SAMPLES), st.data())
def test_a_document_with_any_field_replaced_by_junk_is_scored_or_refused_never_crashes(
    sample, data
):
    document = copy.deepcopy(sample)
    path = data.draw(st.sampled_from([p for p in _paths(document) if p]))
    where = document
    for key in path[:-1]:
        where = where[key]
    where[path[-1]] = data.draw(JUNK)
    try:
        out = evaluate(document)
    except ContractError as error:
        assert error.message
        return
    assert sum(out["payments"].values()) == 0


def test_the_document_of_docs_mcr_md_is_scored_as_its_notation_form():
    # Two Dragon Pungs (M54 6: red pung, green kong) + Concealed Kong (M67 2) = 8, the minimum,
    # + two flowers (M81) = 10; North discarded: 8 + 10 = 18.
    text = (Path(__file__).resolve().parents[2] / "docs" / "mcr.md").read_text()
    document = json.loads(text.split("```json\n")[1].split("```")[0])
    out = evaluate(document)
    assert [(i["rule"], i["points"]) for i in out["hands"]["S"]["items"]] == [
        ("M54", 6),
        ("M67", 2),
        ("M81", 2),
    ]
    assert out["payments"] == {"E": -8, "S": 34, "W": -8, "N": -18}
    notation = "[Rd Rd Rd] [2b 3b 4b] (Gd Gd Gd Gd) 5c 5c 7d 8d 9d F2 S4"
    document["players"]["S"] = {"notation": notation}
    assert evaluate(document)["payments"] == out["payments"]


def test_every_example_of_docs_mcr_md_is_answered_as_written():
    # docs/mcr.md "Examples": each document is followed by its whole answer (a Two Dragon
    # Pungs hand of 8 + 2 flowers, a listed 15, a list of 40 against tiles of 25, a listed 6
    # under the minimum, an entered 25 self-drawn, a drawn hand with a false mah-jong).
    text = (Path(__file__).resolve().parents[2] / "docs" / "mcr.md").read_text()
    examples = text.split("## Examples")[1].split("\n## ")[0]
    blocks = [json.loads(b.split("```")[0]) for b in examples.split("```json\n")[1:]]
    assert len(blocks) == 12
    depths = set()
    for document, written in zip(blocks[::2], blocks[1::2], strict=True):
        assert evaluate(document) == written
        depths.add(document.get("entry", "tiles"))
    assert depths == {"tiles", "fans", "scores"}
