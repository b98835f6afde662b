"""The riichi ruleset through POST /api/score/: the same document, the same answer."""

import json

import pytest

from tests.web.documents import DAISANGEN

pytestmark = pytest.mark.django_db


def post(client, document):
    return client.post("/api/score/", json.dumps(document), content_type="application/json")


def test_a_daisangen_tsumo_after_the_third_dragon_was_called_is_paid_by_its_discarder_r1(client):
    # R1: N's Wd completed the third dragon pon; tsumo: N pays the whole 32000 yakuman.
    response = post(client, DAISANGEN)
    assert response.status_code == 200
    body = response.json()
    assert body["hands"]["S"]["yaku"] == ["Daisangen"]
    assert body["payments"] == {"E": 0, "S": 32000, "W": 0, "N": -32000}
    assert body["penalties"][0]["rule"] == "R1"


def test_a_bad_riichi_call_answers_400_with_the_field(client):
    bad = json.loads(json.dumps(DAISANGEN))
    bad["players"]["S"]["calls"][0]["kind"] = "pung"
    response = post(client, bad)
    assert response.status_code == 400
    assert response.json()["field"] == "players.S.calls.0.kind"
