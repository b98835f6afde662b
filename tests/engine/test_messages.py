"""Every sentence of a classical answer is a Message (a msgid with named placeholders and its
parameters) whose English is exactly what the JSON contract carries."""

import json

import pytest

from scoring.engine.contract import answer, evaluate
from scoring.engine.messages import Message
from tests.engine.test_examples import EXAMPLES
from tests.referee.conftest import cannon_document


def _examples():
    return [json.loads(p.read_text())["input"] for p in EXAMPLES]


def test_116d_the_pung_of_red_dragons_carries_its_tile_name_as_a_parameter():
    # South's exposed pungs of red, green and white dragons: 116d gives a double for each.
    found = answer(cannon_document())
    doubles = [i for i in found.hands["S"].items if i.rule == "116d"]
    assert [i.doubles for i in doubles] == [1, 1, 1]
    red = doubles[0].what
    assert red.id == "pung of %(dragon1)s"
    assert red.params == {"dragon1": Message("red dragons", "tiles after 'of'")}
    assert "pung of red dragons" in [i["what"] for i in found.to_json()["hands"]["S"]["items"]]


def test_114b_a_set_names_its_state_kind_and_size_as_the_msgid_and_the_tiles_as_a_parameter():
    # 114b: South's exposed pung of red dragons (major) scores 4.
    item = answer(cannon_document()).hands["S"].items[0]
    assert (item.rule, item.points) == ("114b", 4)
    assert item.what.id == "exposed pung of %(tiles)s%(note)s (major)"
    assert item.what.english() == "exposed pung of red dragons (major)"


def test_96_the_cannon_why_is_each_check_with_its_verdict_then_the_conclusion():
    # 90c holds for West's white dragon, so West pays the cannon (96).
    report = answer(cannon_document()).penalties[0]
    assert report.applied and report.extra["dangerous_by"] == "90c"
    assert all(isinstance(c.condition, Message) for c in report.checks)
    assert report.conclusion.id.startswith("%(seat1)s let off a cannon")
    assert report.conclusion.params == {"seat1": "W", "number1": 96}
    assert report.why_message.english() == evaluate(cannon_document())["penalties"][0]["why"]


@pytest.mark.parametrize("document", _examples())
def test_the_worked_examples_english_is_their_messages_english(document):
    found = answer(document)
    out = evaluate(document)
    assert found.to_json() == out
    for seat, score in found.hands.items():
        for item, written in zip(score.items, out["hands"][seat]["items"], strict=True):
            assert isinstance(item.what, Message)
            assert item.what.english() == written["what"]
    for report, written in zip(found.penalties, out.get("penalties") or [], strict=True):
        assert report.why_message.english() == written["why"]
        for check, said in zip(report.checks, written["checks"], strict=True):
            assert check.condition.english() == said["condition"]


def test_96_the_cannon_why_as_json_nests_each_clause_as_a_message_of_its_own():
    # 96: West lets off the cannon; the conclusion keeps its seat and the rule's number as
    # parameters, and the joined why nests its clauses ("%(first)s; %(then)s").
    report = answer(cannon_document()).penalties[0]
    assert report.conclusion.to_json() == {
        "id": "%(seat1)s let off a cannon: pays his own debt and the other losers' (%(number1)s)",
        "params": {"seat1": "W", "number1": 96},
    }
    why = report.why_message.to_json()
    assert why["id"] == "%(first)s; %(then)s"
    assert why["params"]["first"]["params"]["verdict"] == {"id": "yes"}


def test_116d_a_tile_name_keeps_its_context_in_json():
    red = next(i for i in answer(cannon_document()).hands["S"].items if i.rule == "116d").what
    assert red.to_json() == {
        "id": "pung of %(dragon1)s",
        "params": {"dragon1": {"id": "red dragons", "context": "tiles after 'of'"}},
    }


def _riichi_and_mcr_documents():
    from tests.engine.mcr_builders import mcr_doc
    from tests.engine.riichi_builders import call, win_doc

    r1 = [call("pon", "RdRdRd", "W"), call("pon", "GdGdGd", "W"), call("pon", "WdWdWd", "N")]
    return [
        win_doc("S", "234m567m23p678s55s", "4d", ron="W", riichi=True),
        win_doc("S", "234m5p", "5d", calls=r1),
        mcr_doc("[1b 2b 3b] [7b 8b 9b] [1c 2c 3c] 7c 8c 9c 2d 2d", "2d"),
    ]


@pytest.mark.parametrize(
    "document", [*_examples(), cannon_document(), *_riichi_and_mcr_documents()]
)
def test_every_message_of_an_answer_reads_back_from_its_json_unchanged(document):
    messages = list(answer(document).messages())
    assert messages
    for message in messages:
        back = Message.from_json(json.loads(json.dumps(message.to_json())))
        assert back == message
        assert back.english() == message.english()


@pytest.mark.parametrize(
    "data",
    [
        "pung of red dragons",
        {"id": 3},
        {"id": "x", "context": None},
        {"id": "x", "params": ["Rd"]},
        {"id": "x %(a)s", "params": {"a": True}},
        {"id": "x %(a)s", "params": {"a": ["Rd"]}},
        {"id": "x", "said": "y"},
    ],
    ids=["text", "id a number", "context null", "params a list", "a bool", "a list", "unknown key"],
)
def test_json_that_is_no_message_is_refused_with_value_error(data):
    with pytest.raises(ValueError):
        Message.from_json(data)


def test_a_message_nested_deeper_than_any_the_engine_writes_is_refused():
    data: dict = {"id": "x"}
    for _ in range(60):
        data = {"id": "%(a)s", "params": {"a": data}}
    with pytest.raises(ValueError, match="nested too deeply"):
        Message.from_json(data)
