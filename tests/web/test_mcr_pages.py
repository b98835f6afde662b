"""The MCR ruleset page, built from the rule catalogue: the 81 fans grouped by value as the MCR
scoring sheet groups them (88, 64, 48, 32, 24, 16, 12, 8, 6, 4, 2, 1), each with the fans it
excludes, and the rules around them; in English, Czech and French."""

import re

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


def page(client, language="en"):
    client.cookies["django_language"] = language
    response = client.get(reverse("ruleset", args=["mcr"]))
    assert response.status_code == 200
    return response.content.decode()


def test_the_ruleset_page_lists_the_81_fans_in_twelve_groups_by_value(client):
    html = page(client)
    assert len(re.findall(r'<tr id="rule-M\d+">', html)) == 81
    groups = re.findall(r'<section class="mb-4 rule-group" id="group-mcr-fans-(\d+)-fans?">', html)
    # The rulebook's values, highest first: 7 fans of 88, 6 of 64, ... 13 of 1 (M1-M81).
    assert groups == ["88", "64", "48", "32", "24", "16", "12", "8", "6", "4", "2", "1"]
    assert "Fans (MCR) · 88 fans" in html and "Fans (MCR) · 1 fan<" in html
    # M22 Full Flush excludes M76 No Honours (non-repeat principle): linked to its row.
    full_flush = html[html.index('<tr id="rule-M22">') : html.index('<tr id="rule-M23">')]
    assert "Full Flush" in full_flush and '<a href="#rule-M76"' in full_flush
    # The rules around the fans: the 8-fan minimum and the payments.
    assert 'id="rule-M-minimum"' in html and 'id="rule-M-discard"' in html


@pytest.mark.parametrize(
    "language, full_flush, no_honours",
    [("cs", "Čistá barva", "Bez čestných"), ("fr", "Main pure", "Sans honneurs")],
)
def test_the_fans_are_named_in_the_readers_language(client, language, full_flush, no_honours):
    html = page(client, language)
    row = html[html.index('<tr id="rule-M22">') : html.index('<tr id="rule-M23">')]
    assert full_flush in row and no_honours in row


@pytest.mark.parametrize(
    "language, top_group, last_group, game, discard, listed",
    [
        ("cs", "88 fanů", "1 fan", "16 rozdání", "8 + součet / 8 / 8", "upozornění"),
        ("fr", "88 fans", "1 fan", "16 mains", "8 + total / 8 / 8", "avertissement"),
    ],
)
def test_the_values_are_said_in_the_readers_language(
    client, language, top_group, last_group, game, discard, listed
):
    # M1 is worth 88 fans and M81 1 fan; M-game is four rounds of four hands (16); M-discard:
    # the discarder pays 8 + the hand's total, the other two 8 each; M-listed warns.
    html = page(client, language)
    titles = re.findall(
        r'<section class="mb-4 rule-group" id="group-mcr-fans-[^"]*">\s*<details[^>]*>\s*'
        r"<summary><h2[^>]*>([^<]*)<",
        html,
    )
    assert titles[0].endswith(f"· {top_group}") and titles[-1].endswith(f"· {last_group}")

    def value(rule):
        row = html[html.index(f'<tr id="rule-{rule}">') :]
        cell = row[row.index("col-rule-value") : row.index("</tr>")]
        return " ".join(cell[cell.index(">") + 1 : cell.index("<")].split())

    assert (value("M-game"), value("M-discard"), value("M-listed")) == (game, discard, listed)
