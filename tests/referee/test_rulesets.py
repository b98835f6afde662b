"""Ruleset pages: every rule with its number, text and value, options and overrides in force."""

import pytest
from django.urls import reverse

from scoring.engine import catalogue

pytestmark = pytest.mark.django_db


def test_the_index_lists_every_ruleset_with_rules(client):
    html = client.get(reverse("rulesets")).content.decode()
    for ruleset_id in ("millington", "american1920", "riichi"):
        assert reverse("ruleset", args=[ruleset_id]) in html


def test_the_millington_page_lists_every_scoring_rule_with_its_value(client):
    html = client.get(reverse("ruleset", args=["millington"])).content.decode()
    for rule in catalogue.rules_for("millington"):
        assert f'id="rule-{rule.id}"' in html
    row = html.split('id="rule-117e"')[1].split("</tr>")[0]
    # 117e pure suit: 3 doubles, x8.
    assert "×8" in row


def test_limit_hands_show_an_example_in_tiles(client):
    html = client.get(reverse("ruleset", args=["millington"])).content.decode()
    row = html.split('id="rule-122-heads-and-tails"')[1].split("</tr>")[0]
    assert row.count('data-tile="1b"') == 3  # a pung of 1 bamboo in the example


def test_an_unknown_ruleset_is_404(client):
    assert client.get("/rulesets/bridge/").status_code == 404


def test_the_overrides_of_a_session_are_shown_in_force(client, table_session):
    # A club playing to a limit of 500 and without Heads and Tails.
    table_session.options = {"limit": 500, "limit_heads_and_tails": False}
    table_session.save()
    html = client.get(
        reverse("ruleset", args=["millington"]) + f"?session={table_session.pk}"
    ).content.decode()
    limit = html.split('id="option-limit"')[1].split("</tr>")[0]
    assert "1000" in limit and "500" in limit and "changed for this game" in limit
    heads = html.split('id="rule-122-heads-and-tails"')[1].split("</tr>")[0]
    assert "off" in heads


def test_a_tournament_table_shows_the_tournament_overrides(client, table_session, tournament_table):
    # The tournament plays to a limit of 500; its table's session adds nothing.
    tournament_table.options = {"limit": 500}
    tournament_table.save()
    html = client.get(
        reverse("ruleset", args=["millington"]) + f"?session={table_session.pk}"
    ).content.decode()
    limit = html.split('id="option-limit"')[1].split("</tr>")[0]
    assert "500" in limit
    by_tournament = client.get(
        reverse("ruleset", args=["millington"]) + f"?tournament={tournament_table.pk}"
    ).content.decode()
    assert "Prague Open" in by_tournament
    assert "500" in by_tournament.split('id="option-limit"')[1].split("</tr>")[0]
