"""The rule a dangerous-discard penalty claims (90a-90g) is chosen from a list on the hand
form, as riichi's pao rule is (R1-R9), not typed as free text."""

import re

import pytest
from django.urls import reverse

from .conftest import filled, hand_lines

pytestmark = pytest.mark.django_db


def _options(html, name):
    select = re.search(rf'<select name="{name}"[^>]*>(.*?)</select>', html, re.S)
    assert select, f"no <select name={name}>"
    return re.findall(r'<option value="([^"]*)"', select[1])


def test_the_hand_form_offers_the_dangerous_discard_rules_90a_to_90g(scorer_client, table_session):
    html = scorer_client.get(reverse("hand-new", args=[table_session.pk])).content.decode()
    assert _options(html, "penalty-__prefix__-rule") == [
        "",
        "90a",
        "90b",
        "90c",
        "90d",
        "90e",
        "90f",
        "90g",
    ]


def test_a_rule_outside_the_list_is_an_error_on_the_rule_and_saves_nothing(
    scorer_client, table_session
):
    url = reverse("hand-new", args=[table_session.pk])
    data = filled(scorer_client.get(url), hand_lines("S"), "S")
    data.update(
        {
            "win_source": "discard",
            "discarder": "W",
            "penalty-TOTAL_FORMS": "1",
            "penalty-0-type": "dangerous_discard",
            "penalty-0-offender": "W",
            "penalty-0-rule": "90z",
        }
    )
    response = scorer_client.post(url, data)
    assert response.status_code == 400
    assert response.context["form"].penalties.forms[0].errors["rule"]
    assert not table_session.hands.exists()
