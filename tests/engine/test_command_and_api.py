"""`manage.py score_hand` and POST /api/score/: the same answers, and bad input as
{"error", "field"} with exit status 2 / HTTP 400, never a traceback."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.commands import score_hand
from tests.shared import EXAMPLES

ROOT = Path(__file__).resolve().parents[2]

# shared example 01: North's 44 basic points x 2^2 = 176
GOOD = {
    "ruleset": "millington",
    "prevailing_wind": "W",
    "players": {"N": {"notation": "[2c 2c 2c] (Wd Wd Wd) [1b 1b 1b 1b] (6d 6d 6d) (Nw Nw)"}},
    "winner": "N",
    "win": {"tile": "6d", "source": "wall", "completes": 3, "only_possible": False},
}
BAD = {**GOOD, "players": {"N": {"melds": [{"tiles": ["2c", "3c", "5c"]}]}}}


def run(text):
    return score_hand(text)


def test_the_command_line_scores_one_document():
    # The one test that starts `manage.py score_hand` as a person would; the others run it
    # in-process (tests/commands.py).
    result = subprocess.run(
        [sys.executable, "manage.py", "score_hand"],
        input=json.dumps(GOOD, indent=2),
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["hands"]["N"]["score"] == 176


def test_the_command_scores_one_document():
    result = run(json.dumps(GOOD, indent=2))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["hands"]["N"]["score"] == 176


def test_the_command_reads_json_lines_and_answers_each_line():
    lines = [json.dumps(GOOD), json.dumps(BAD), "not json", "[1, 2]", json.dumps(GOOD)]
    result = run("\n".join(lines) + "\n")
    assert result.returncode == 2
    assert result.stderr == ""
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == 5
    assert answers[0]["hands"]["N"]["score"] == 176
    assert answers[1] == {
        "error": "a chow must be three consecutive tiles of one suit, not 2c 3c 5c",
        "field": "players.N.melds.0.tiles",
    }
    assert answers[2]["field"] is None and "not valid JSON" in answers[2]["error"]
    assert answers[3] == {"error": "the document must be a JSON object", "field": None}
    assert answers[4] == answers[0]


def test_a_broken_document_over_several_lines_gives_one_error():
    text = json.dumps(GOOD, indent=2)[:-3]
    result = run(text)
    assert result.returncode == 2
    [line] = result.stdout.splitlines()
    assert "not valid JSON" in json.loads(line)["error"]


@pytest.mark.parametrize("text", ["", "{", "null", '"hand"', '{"players": 5}', "\x00\xff"])
def test_the_command_exits_2_with_an_error_object_for_junk(text):
    result = run(text)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert set(json.loads(result.stdout)) == {"error", "field"}


def test_the_api_scores_a_document(client):
    response = client.post("/api/score/", GOOD, content_type="application/json")
    assert response.status_code == 200
    assert response.json()["hands"]["N"]["score"] == 176


def test_the_api_answers_400_with_the_field(client):
    response = client.post("/api/score/", BAD, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["field"] == "players.N.melds.0.tiles"


@pytest.mark.parametrize(
    "body",
    [b"", b"{", b"[]", b"42", b'"x"', b'{"players": []}', b'{"players": {"S": 1}}', b"\xff\xfe"],
)
def test_the_api_answers_400_for_junk(client, body):
    response = client.post("/api/score/", body, content_type="application/json")
    assert response.status_code == 400
    assert set(response.json()) == {"error", "field"}


def test_the_api_accepts_only_post(client):
    assert client.get("/api/score/").status_code == 405


# -- entry depths: example 03's hand (W 40, E 16, N 8, S 0) at sets and scores ---------------

SETS = json.loads(next(EXAMPLES.glob("06-*.json")).read_text())["input"]
SCORES = json.loads(next(EXAMPLES.glob("07-*.json")).read_text())["input"]
# Settlement 1 and 2 of example 03: E pays W 2 x 40, S and N 40 each; S pays E 2 x 16, N pays
# E 2 x 8, S pays N 8
PAYMENTS_03 = {"E": -32, "S": -80, "W": 160, "N": -48}
# N's ten loose tiles of example 03 and one more: 3 (the 1c pung) + 11 = 14, one too many
LOOSE_11 = ["2c", "4c", "6c", "8c", "3d", "5d", "7b", "8b", "Ww", "Gd", "9c"]
NEGATIVE = {**SCORES, "players": {**SCORES["players"], "S": {"score": -8}}}
TOO_MANY = {
    **SETS,
    "players": {**SETS["players"], "N": {**SETS["players"]["N"], "concealed": LOOSE_11}},
}


@pytest.mark.parametrize("document", [SETS, SCORES], ids=["sets", "scores"])
def test_the_command_settles_a_hand_at_each_depth_as_at_the_tiles_depth(document):
    result = run(json.dumps(document))
    assert result.returncode == 0, result.stdout
    assert json.loads(result.stdout)["payments"] == PAYMENTS_03


@pytest.mark.parametrize(
    ("document", "field"),
    [(NEGATIVE, "players.S.score"), (TOO_MANY, "players.N")],
    ids=["negative-score", "sets-loser-with-14-tiles"],
)
def test_the_command_exits_2_naming_the_field_of_a_bad_hand_at_each_depth(document, field):
    result = run(json.dumps(document))
    assert result.returncode == 2
    assert json.loads(result.stdout)["field"] == field


@pytest.mark.parametrize("document", [SETS, SCORES], ids=["sets", "scores"])
def test_the_api_settles_a_hand_at_each_depth_as_at_the_tiles_depth(client, document):
    response = client.post("/api/score/", document, content_type="application/json")
    assert response.status_code == 200
    assert response.json()["payments"] == PAYMENTS_03


@pytest.mark.parametrize(
    ("document", "field"),
    [(NEGATIVE, "players.S.score"), (TOO_MANY, "players.N"), ({**SETS, "entry": 3}, "entry")],
    ids=["negative-score", "sets-loser-with-14-tiles", "unknown-depth"],
)
def test_the_api_answers_400_naming_the_field_of_a_bad_hand_at_each_depth(client, document, field):
    response = client.post("/api/score/", document, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["field"] == field
