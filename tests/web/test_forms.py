"""The hand form: the text notation, penalties, and what the engine is given."""

import pytest
from django.urls import reverse

from scoring.engine.errors import ContractError
from scoring.forms.notation import format_hand_text, parse_hand_text
from scoring.models import Penalty

from .conftest import filled, hand_lines

pytestmark = pytest.mark.django_db


def test_the_notation_reads_exposed_and_concealed_sets_loose_tiles_and_flowers():
    held = parse_hand_text("[Rd Rd Rd] (234b) 5c 7c F1")
    assert held == {
        "melds": [
            {"tiles": ["Rd", "Rd", "Rd"], "concealed": False},
            {"tiles": ["2b", "3b", "4b"], "concealed": True},
        ],
        "concealed": ["5c", "7c"],
        "bonus": ["F1"],
    }
    assert parse_hand_text(format_hand_text(held)) == held


def test_a_kong_from_a_concealed_pung_is_marked_in_braces():
    # 116k: a kong made by adding a claimed tile to a concealed pung, marked by a face-down tile.
    held = parse_hand_text("{Gd Gd Gd Gd}")
    assert held["melds"] == [
        {"tiles": ["Gd", "Gd", "Gd", "Gd"], "concealed": False, "from_concealed_pung": True}
    ]


@pytest.mark.parametrize("text", ["[Rd Rd", "[1b 2b]", "Xx", "Rd)"])
def test_unreadable_notation_is_a_contract_error(text):
    with pytest.raises(ContractError):
        parse_hand_text(text)


def test_a_claimed_penalty_goes_to_the_engine_and_is_kept_on_the_hand(scorer_client, table_session):
    url = reverse("hand-new", args=[table_session.pk])
    data = filled(scorer_client.get(url), hand_lines("S"), "S")
    data.update(
        {
            "win_source": "discard",
            "discarder": "W",
            "penalty-0-type": "dangerous_discard",
            "penalty-0-offender": "W",
            "penalty-0-rule": "90c",
        }
    )
    scorer_client.post(url, data)
    hand = table_session.hands.get()
    # The form's "set completed" counts from 1, the contract's `completes` from 0.
    assert hand.input["win"] == {
        "tile": "Wd",
        "source": "discard",
        "discarder": "W",
        "completes": 4,
    }
    assert hand.input["penalties"] == [
        {"type": "dangerous_discard", "offender": "W", "rule": "90c"}
    ]
    penalty = Penalty.objects.get(hand=hand)
    assert (penalty.type, penalty.offender, penalty.details["rule"]) == (
        "dangerous_discard",
        "W",
        "90c",
    )


def test_a_penalty_without_an_offender_is_an_error_on_that_penalty(scorer_client, table_session):
    url = reverse("hand-new", args=[table_session.pk])
    data = filled(scorer_client.get(url), hand_lines("S"), "S", **{"penalty-0-type": "long_hand"})
    page = scorer_client.post(url, data)
    assert page.context["form"].penalties.forms[0].errors == {"offender": ["who committed it?"]}
    assert not table_session.hands.exists()


def test_a_drawn_hand_sends_no_win(scorer_client, table_session):
    url = reverse("hand-new", args=[table_session.pk])
    scorer_client.post(url, filled(scorer_client.get(url), hand_lines(None), None))
    hand = table_session.hands.get()
    assert hand.drawn and hand.input["winner"] is None and "win" not in hand.input
