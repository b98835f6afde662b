"""A hand keeps the messages behind its answer's sentences (`Hand.said`), written with the answer
whenever one is stored, and every page says the hand from them: in Czech and French without
scoring it again, and as the engine wrote it then after the engine words it differently.

The table (tests/conftest.py): Alena starts at East, Bob South, Chen West, Dana North. The
cannon hand (tests/referee/conftest.py): South completes a third dragon pung on West's white
dragon (90c), so West pays for all (96); each dragon pung doubles (116d)."""

import datetime
import json
import uuid

import pytest
from django.urls import reverse

from scoring.engine import classical, contract
from scoring.services.hands import engine_text
from scoring.services.hands import sessions as service
from tests.referee.conftest import cannon_document, record_hand

from .conftest import filled, hand_doc, hand_lines, rendered_form

pytestmark = pytest.mark.django_db

RED_PUNG = "pung of red dragons"  # 116d
RED_PUNG_CS = "pong červených draků"
RED_PUNG_FR = "pung de dragons rouges"
CANNON = "W let off a cannon: pays his own debt and the other losers' (96)"
CANNON_CS = "W vypálil dělo: platí svůj dluh i dluhy ostatních poražených (96)"


@pytest.fixture
def scoring_calls(monkeypatch):
    """Every document the engine is asked to score from here on (all of it goes through
    contract.answer, which finds the document's ruleset first)."""
    calls = []
    real = contract.get_ruleset

    def counted(ruleset_id, *args, **kwargs):
        calls.append(ruleset_id)
        return real(ruleset_id, *args, **kwargs)

    monkeypatch.setattr(contract, "get_ruleset", counted)
    return calls


def referee_page(client, hand, language):
    url = reverse("referee-hand", args=[hand.session_id, hand.number])
    response = client.get(url, HTTP_ACCEPT_LANGUAGE=language)
    assert response.status_code == 200
    return response.content.decode()


def hand_page(client, hand, language):
    response = client.get(
        reverse("hand", args=[hand.session_id, hand.number]), HTTP_ACCEPT_LANGUAGE=language
    )
    assert response.status_code == 200
    return response.content.decode()


def test_a_hand_posted_through_the_form_keeps_a_message_for_every_sentence_and_no_name(
    scorer_client, table_session, players
):
    url = reverse("hand-new", args=[table_session.pk])
    posted = scorer_client.post(url, filled(scorer_client.get(url), hand_lines("S"), "S"))
    assert posted.status_code == 302
    hand = table_session.hands.get()

    assert set(hand.said) == engine_text.sentences(hand.output)
    # 116d: Bob's (South's) exposed pung of red dragons, the tile name a message of its own
    assert hand.said[RED_PUNG] == {
        "id": "pung of %(dragon1)s",
        "params": {"dragon1": {"id": "red dragons", "context": "tiles after 'of'"}},
    }
    stored = json.dumps(hand.said)
    assert [p.name for p in players[:4] if p.name in stored] == []


def test_the_pages_say_a_stored_hand_in_czech_and_french_after_the_engine_words_it_otherwise(
    client, table_session, monkeypatch
):
    hand = record_hand(table_session, cannon_document())
    # A rules change: today's engine words 116d's pung otherwise for the same document.
    monkeypatch.setitem(classical._SET_OF_DRAGONS, "pung", "pung of the %(dragon1)s")
    again = contract.evaluate(hand.input)["hands"]["S"]["items"]
    assert "pung of the red dragons" in [item["what"] for item in again]

    # (the exposed pung's own item, 114b, says "pong červených draků" inside a longer cell)
    assert f"<td>{RED_PUNG_CS}</td>" in referee_page(client, hand, "cs")
    assert f"<td>{RED_PUNG_FR}</td>" in referee_page(client, hand, "fr")
    assert f"<code>116d</code> {RED_PUNG_CS}" in hand_page(client, hand, "cs")
    assert f"<code>116d</code> {RED_PUNG_FR}" in hand_page(client, hand, "fr")


def test_the_referee_page_and_the_hand_page_of_a_recorded_hand_score_nothing(
    client, table_session, scoring_calls
):
    hand = record_hand(table_session, cannon_document())
    scoring_calls.clear()

    referee = referee_page(client, hand, "cs")
    page = hand_page(client, hand, "cs")

    assert scoring_calls == []
    assert f"<td>{RED_PUNG_CS}</td>" in referee and CANNON_CS in referee
    assert f"<code>116d</code> {RED_PUNG_CS}" in page and CANNON_CS in page
    assert f"<td>{RED_PUNG}</td>" not in referee


def test_the_what_if_scores_the_changed_hand_once_and_says_both_answers_from_their_messages(
    client, table_session, scoring_calls
):
    hand = record_hand(table_session, cannon_document())
    page = client.get(reverse("referee-hand", args=[hand.session_id, hand.number]))
    data = {**rendered_form(page, "what-if-form"), "fact": "ruling", "ruling": "rejected"}
    scoring_calls.clear()

    response = client.post(
        reverse("referee-what-if", args=[hand.session_id, hand.number]),
        data,
        HTTP_ACCEPT_LANGUAGE="cs",
    )

    assert response.status_code == 200, response.content.decode()
    assert scoring_calls == ["millington"]
    html = response.content.decode()
    assert "zamítnuto rozhodčím" in html  # the changed answer's why: the claim rejected


def test_the_preview_scores_the_typed_hand_once(scorer_client, table_session, scoring_calls):
    form = scorer_client.get(reverse("hand-new", args=[table_session.pk]))
    scoring_calls.clear()

    preview = scorer_client.post(
        reverse("hand-preview", args=[table_session.pk]), filled(form, hand_lines("S"), "S")
    )

    assert preview.status_code == 200
    assert scoring_calls == ["millington"]


def test_a_correction_and_the_knock_on_it_causes_store_the_messages_of_their_new_answers(
    scorer_client, table_session, scorer
):
    # Bob (South) wins hand 1, so Bob deals hand 2, the cannon hand: Dana sits at West and
    # lets off the cannon (96). Corrected to Alena's win, hand 1 leaves Alena dealing hand 2:
    # Dana moves to North with her tiles, and the cannon is North's.
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    second = record_hand(table_session, cannon_document())
    assert second.output["penalties"][0]["why"].endswith(CANNON)

    url = reverse("hand-correct", args=[table_session.pk, 1])
    data = filled(scorer_client.get(url), hand_lines("E"), "E", reason="Alena went out")
    assert scorer_client.post(url, data).status_code == 302

    first = table_session.live_hands().get(number=1)
    second.refresh_from_db()
    assert second.revisions.filter(action="knock_on").exists()
    why = second.output["penalties"][0]["why"]
    assert why.endswith("N let off a cannon: pays his own debt and the other losers' (96)")
    assert why in second.said
    for hand in (first, second):
        assert set(hand.said) == engine_text.sentences(hand.output)


def test_a_riichi_hands_pao_reads_in_czech_from_its_stored_messages_with_nothing_scored(
    client, club, players, scoring_calls
):
    # R1: South's pons of red and green dragons are out when North discards the white dragon
    # South calls for Daisangen; North is responsible (pao).
    from scoring.models import Session

    session = Session.objects.create(
        club=club,
        title="Riichi Thursday",
        date=datetime.date(2026, 11, 19),
        ruleset="riichi",
        east=players[0],
        south=players[1],
        west=players[2],
        north=players[3],
    )
    calls = [
        {"kind": "pon", "tiles": ["Rd"] * 3, "from": "W"},
        {"kind": "pon", "tiles": ["Gd"] * 3, "from": "W"},
        {"kind": "pon", "tiles": ["Wd"] * 3, "from": "N"},
    ]
    document = {
        "ruleset": "riichi",
        "players": {"S": {"closed": "234m5p", "calls": calls, "riichi": False}},
        "winner": "S",
        "win": {"tile": "5d", "source": "tsumo"},
        "penalties": [],
    }
    hand = record_hand(session, document)
    pao = "N discarded Wd after the winner had exposed 2 dragon pon/kan; it was called (call 3)"
    assert any(sentence.startswith(pao) for sentence in hand.said)
    scoring_calls.clear()

    html = referee_page(client, hand, "cs")

    assert scoring_calls == []
    assert "N zahodil Wd poté, co vítěz vyložil 2 pon/kan draků; byl zavolán (volání 3)" in html
    assert pao not in html
