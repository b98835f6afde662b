"""Every answer of the JSON API, success and refusal, is described by /api/openapi.json: each
real answer below is validated against the schema the description publishes for its
operation and status."""

from __future__ import annotations

import copy
import json
import uuid
from collections import Counter

import jsonschema
import pytest
from django.test import Client

from tests.web.documents import CLASSICAL, DAISANGEN

from .conftest import hand_doc

pytestmark = pytest.mark.django_db

SESSIONS = "/api/sessions/"
SESSION = "/api/sessions/{pk}/"
HANDS = "/api/sessions/{pk}/hands/"
HAND = "/api/sessions/{pk}/hands/{number}/"

# riichi exhaustive draw: E alone tenpai takes 1000 from each noten seat (3000 noten payment)
RIICHI_DRAW = {
    "ruleset": "riichi",
    "dealer": "E",
    "players": {"E": {"tenpai": True}, "S": {"tenpai": False}, "W": {}, "N": {}},
    "winner": None,
}


@pytest.fixture
def described(client):
    """check(response, template, method): the answer against the published schema."""
    openapi = client.get("/api/openapi.json").json()
    seen = set()

    def check(response, template, method):
        operation = openapi["paths"][template][method]
        status = str(response.status_code)
        assert status in operation["responses"], f"{method} {template} does not declare {status}"
        schema = operation["responses"][status]["content"]["application/json"]["schema"]
        jsonschema.validate(
            response.json(),
            {**schema, "components": openapi["components"]},
            cls=jsonschema.Draft202012Validator,
        )
        seen.add((template, method, status))
        return response.json()

    check.openapi = openapi
    check.seen = seen
    return check


def send(client, method, url, body):
    return getattr(client, method)(url, json.dumps(body), content_type="application/json")


def test_every_answer_the_api_declares_is_a_named_schema_not_a_bare_object(described):
    for path, operations in described.openapi["paths"].items():
        for method, operation in operations.items():
            for status, answer in operation["responses"].items():
                schema = answer["content"]["application/json"]["schema"]
                choices = schema.get("anyOf", [schema])
                named = all("$ref" in choice for choice in choices)
                assert named, f"{method} {path} {status} answers {schema}"


@pytest.mark.parametrize(
    "document", [CLASSICAL, DAISANGEN, RIICHI_DRAW], ids=["classical", "riichi", "riichi draw"]
)
def test_a_scored_hand_is_described_and_is_the_contracts_answer_unchanged(
    client, described, document
):
    from scoring.engine.contract import evaluate

    body = described(send(client, "post", "/api/score/", document), "/api/score/", "post")
    assert body == evaluate(copy.deepcopy(document))  # no key added, none dropped
    if document is CLASSICAL:
        assert body["hands"]["N"]["score"] == 176  # example 01: 44 basic x 2^2
    elif document is DAISANGEN:
        assert body["payments"]["N"] == -32000  # riichi R1: N pays the whole yakuman
    else:
        assert body["payments"] == {"E": 3000, "S": -1000, "W": -1000, "N": -1000}


def test_a_riichi_win_with_a_riichi_stick_is_answered_with_the_stick_on_the_table(
    client, described
):
    # East declared riichi: a 1000 stick from E to the table, collected by the winner S
    # (shared/contract.md, Riichi hands). The schema named only seats as payers and payees,
    # so checking the answer against it failed and the API answered 500.
    document = copy.deepcopy(DAISANGEN) | {
        "players": {**DAISANGEN["players"], "E": {"riichi": True}}
    }
    body = described(send(client, "post", "/api/score/", document), "/api/score/", "post")
    sticks = [t for t in body["transfers"] if "table" in (t["from"], t["to"])]
    assert sticks == [
        {"from": "E", "to": "table", "amount": 1000, "rule": "riichi"},
        {"from": "table", "to": "S", "amount": 1000, "rule": "riichi-sticks"},
    ]


def test_riichi_and_mcr_answers_of_the_corpus_match_the_published_score_schema(described):
    # scripts/engine_outputs.py's riichi (pao claims, rulings, draws, chombo) and MCR (tiles,
    # fans and scores depths, false mah-jong) answers, each against /api/score/'s schema and
    # against that ruleset's own: a riichi answer is no MCR one.
    import random

    from scoring.engine.contract import evaluate
    from scoring.engine.errors import ContractError
    from scripts import engine_outputs

    openapi = described.openapi
    rng = random.Random(2026)
    documents = engine_outputs.riichi_documents(rng)[::8] + engine_outputs.mcr_documents(rng)[::5]
    score = openapi["paths"]["/api/score/"]["post"]["responses"]["200"]["content"]
    components = {"components": openapi["components"]}

    def validator(schema):
        return jsonschema.Draft202012Validator({**schema, **components})

    published = validator(score["application/json"]["schema"])
    riichi = validator({"$ref": "#/components/schemas/RiichiAnswer"})
    mcr = validator({"$ref": "#/components/schemas/McrAnswer"})
    own, other = {"riichi": riichi, "mcr": mcr}, {"riichi": mcr, "mcr": riichi}
    checked = Counter()
    for document in documents:
        try:
            answer = evaluate(document)
        except ContractError:
            continue
        published.validate(answer)
        own[answer["ruleset"]].validate(answer)
        assert not other[answer["ruleset"]].is_valid(answer)
        checked[answer["ruleset"]] += 1
        checked["pao"] += any(p["type"] == "pao" for p in answer["penalties"])
        checked["mcr penalty"] += any(p.get("checks") for p in answer["penalties"])
    assert min(checked.values()) >= 30, checked


def test_a_hand_scored_for_the_winner_alone_has_only_ruleset_and_hands(client, described):
    body = described(send(client, "post", "/api/score/", CLASSICAL), "/api/score/", "post")
    assert set(body) == {"ruleset", "hands"}  # contract: settlement needs all four seats


def test_a_refused_score_is_the_error_shape(client, described):
    bad = {**CLASSICAL, "players": {"N": {"melds": [{"tiles": ["2c", "3c", "5c"]}]}}}
    body = described(send(client, "post", "/api/score/", bad), "/api/score/", "post")
    assert body["field"] == "players.N.melds.0.tiles"


def test_every_club_night_answer_matches_its_published_schema(
    described, club, players, organiser, scorer, table_session
):
    scoring = Client()
    scoring.force_login(organiser)
    anonymous = Client()
    seats = {s: p.pk for s, p in zip("ESWN", players[:4], strict=True)}
    pk = table_session.pk

    new = {"club": club.slug, "title": "Thursday", "date": "2026-11-19", "seats": seats}
    made = described(send(scoring, "post", SESSIONS, new), SESSIONS, "post")
    assert made["next"] == {"number": 1, "prevailing_wind": "E", "seats": seats}
    described(send(scoring, "post", SESSIONS, {**new, "club": "nowhere"}), SESSIONS, "post")
    described(send(scoring, "post", SESSIONS, {**new, "title": 5}), SESSIONS, "post")
    described(send(anonymous, "post", SESSIONS, new), SESSIONS, "post")

    described(scoring.get(SESSION.format(pk=pk)), SESSION, "get")
    described(scoring.get(SESSION.format(pk=10**6)), SESSION, "get")

    hands = HANDS.format(pk=pk)
    deal = {"number": 1, "seats": seats}
    first = {"submission_key": str(uuid.uuid4()), **deal, "hand": hand_doc("W", "wall")}
    recorded = described(send(scoring, "post", hands, first), HANDS, "post")
    assert recorded["output"]["hands"]["W"]["score"] > 0
    assert sum(recorded["payments"].values()) == 0  # contract: payments sum to zero
    assert send(scoring, "post", hands, first).status_code == 200  # the same submission again
    described(send(scoring, "post", hands, first), HANDS, "post")
    other_body = {**first, "hand": hand_doc("S", "wall")}
    reused = described(send(scoring, "post", hands, other_body), HANDS, "post")
    assert reused["field"] == "submission_key" and reused["theirs"]["winner"] == "W"
    late = {**first, "submission_key": str(uuid.uuid4())}  # hand 1 again: recorded meanwhile
    taken = described(send(scoring, "post", hands, late), HANDS, "post")
    assert (taken["number"], taken["next_number"]) == (1, 2)
    upcoming = scoring.get(SESSION.format(pk=pk)).json()["next"]
    following = {"number": upcoming["number"], "seats": upcoming["seats"]}
    broken = {"submission_key": str(uuid.uuid4()), **following, "hand": {"players": 5}}
    described(send(scoring, "post", hands, broken), HANDS, "post")
    described(send(anonymous, "post", hands, first), HANDS, "post")
    described(send(scoring, "post", HANDS.format(pk=10**6), first), HANDS, "post")

    one = HAND.format(pk=pk, number=1)
    described(scoring.get(one), HAND, "get")
    described(scoring.get(HAND.format(pk=pk, number=99)), HAND, "get")
    fix = {"base_version": 1, "reason": "self-drawn", "hand": hand_doc("S", "wall")}
    corrected = described(send(scoring, "put", one, fix), HAND, "put")
    assert corrected["version"] == 2
    stale = described(send(scoring, "put", one, fix), HAND, "put")
    assert stale["field"] == "base_version" and stale["current"]["version"] == 2
    described(send(scoring, "put", one, {**fix, "base_version": "two"}), HAND, "put")
    described(send(anonymous, "put", one, fix), HAND, "put")

    drop = {"base_version": 1, "reason": "wrong table"}
    described(send(scoring, "delete", one, drop), HAND, "delete")  # 409: it is at version 2
    deleted = described(send(scoring, "delete", one, {**drop, "base_version": 2}), HAND, "delete")
    assert deleted["deleted"] is True
    described(send(anonymous, "delete", one, drop), HAND, "delete")

    statuses = {
        (t, m): {s for tt, mm, s in described.seen if (tt, mm) == (t, m)}
        for t, m, _ in described.seen
    }
    assert statuses[(SESSIONS, "post")] == {"201", "400", "403", "404"}
    assert statuses[(HANDS, "post")] == {"200", "201", "400", "403", "404", "409"}
    assert statuses[(HAND, "put")] == {"200", "400", "403", "409"}
    assert statuses[(HAND, "delete")] == {"200", "403", "409"}
