"""A hand the engine refuses is refused in the scorer's language, beside the field it concerns,
while the API keeps the contract's English sentence (shared/contract.md, errors).

The hand is `hand_lines("S")` of tests/web/conftest.py (Alena E, Bob S, Chen W, Dana N), with
West's line replaced by one holding five 1c: the set has four copies of each tile (rule 1).
At the scores depth the winner's 8 is under the 10 points every mah-jong scores (rule 115a).
"""

import json
import uuid

import pytest
from django.urls import reverse
from django.utils.html import escape

from .conftest import filled, hand_lines, joined_phone, rendered_form

pytestmark = pytest.mark.django_db

# 13 tiles for West, five of them 1c
FIVE_1C = "1c 1c 1c 1c 1c 2c 3c 6d 6d Nw Nw 7b 8b"

FIVE_COPIES = {
    "en": "West's hand holds 5 copies of 1c; the set has only four copies",
    "cs": "Západ: v ruce je 1c 5×; sada ho má jen čtyřikrát",
    "fr": "Ouest\u00a0: la main a 5 exemplaires de 1c\u202f; le jeu n'en a que quatre",
}
UNDER_TEN = {
    "en": "South went mah-jong, which scores at least 10 (the 10 points for mah-jong, rule 115a), "
    "not 8",
    "cs": "Jih udělal mahjong, který boduje nejméně 10 (10 bodů za mahjong, pravidlo 115a), ne 8",
    "fr": "Sud a fait mah-jong, qui vaut au moins 10 (les 10 points du mah-jong, règle 115a), "
    "pas 8",
}


def five_copies(client, session, language):
    url = reverse("hand-new", args=[session.pk])
    page = client.get(url, HTTP_ACCEPT_LANGUAGE=language)
    return filled(page, hand_lines("S") | {"W": FIVE_1C}, "S") | {"entry": "tiles"}


def winner_under_ten(client, session, language):
    url = reverse("hand-new", args=[session.pk])
    data = rendered_form(client.get(url, HTTP_ACCEPT_LANGUAGE=language))
    data.update(entry="scores", winner="S", win_source="wall")
    for seat, score in {"E": 8, "S": 8, "W": 8, "N": 8}.items():
        data[f"{seat}_score"] = str(score)
    return data


@pytest.mark.parametrize("language", ["cs", "fr", "en"])
def test_five_copies_of_a_tile_in_one_hand_are_refused_in_the_scorers_language_beside_that_line(
    scorer_client, table_session, language
):
    # rule 1: four copies of each tile
    data = five_copies(scorer_client, table_session, language)
    page = scorer_client.post(
        reverse("hand-new", args=[table_session.pk]), data, HTTP_ACCEPT_LANGUAGE=language
    )
    assert page.status_code == 400
    assert page.context["form"].errors["W_tiles"] == [FIVE_COPIES[language]]
    assert escape(FIVE_COPIES[language]) in page.content.decode()
    assert not table_session.hands.exists()


@pytest.mark.parametrize("language", ["cs", "fr", "en"])
def test_a_scores_depth_winner_under_ten_is_refused_in_the_scorers_language_115a(
    scorer_client, table_session, language
):
    data = winner_under_ten(scorer_client, table_session, language)
    page = scorer_client.post(
        reverse("hand-new", args=[table_session.pk]), data, HTTP_ACCEPT_LANGUAGE=language
    )
    assert page.status_code == 400
    assert page.context["form"].errors["S_score"] == [UNDER_TEN[language]]
    assert escape(UNDER_TEN[language]) in page.content.decode()
    assert not table_session.hands.exists()


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_the_preview_says_the_refusal_in_the_scorers_language(
    scorer_client, table_session, language
):
    data = five_copies(scorer_client, table_session, language)
    page = scorer_client.post(
        reverse("hand-preview", args=[table_session.pk]), data, HTTP_ACCEPT_LANGUAGE=language
    )
    assert page.context["error"] == FIVE_COPIES[language]
    assert FIVE_COPIES["en"] not in page.content.decode()


def _api_refusal(client, session, language):
    hand = {
        "entry": "scores",
        "players": {seat: {"score": 8} for seat in "ESWN"},
        "winner": "S",
        "win": {"source": "wall"},
    }
    body = {
        "submission_key": str(uuid.uuid4()),
        "number": session.next_number(),
        "seats": session.seats_for(session.next_deal()),
        "hand": hand,
    }
    url = reverse("api-hands", args=[session.pk])
    return client.post(
        url, json.dumps(body), content_type="application/json", HTTP_ACCEPT_LANGUAGE=language
    )


def test_the_api_refuses_in_the_contracts_english_whatever_language_the_client_asks(
    scorer_client, table_session
):
    answers = {
        language: _api_refusal(scorer_client, table_session, language)
        for language in ["cs", "fr", "en"]
    }
    assert answers["en"].status_code == 400
    assert answers["en"].json() == {"error": UNDER_TEN["en"], "field": "hand.players.S.score"}
    assert answers["cs"].content == answers["fr"].content == answers["en"].content
    assert not table_session.hands.exists()


# Full Flush (M22) excludes No Honors (M76): the non-repeat principle (docs/mcr.md).
FULL_FLUSH_NO_HONOURS = {
    "cs": "fan 22 (Čistá barva) se nepočítá s fanem 76 (Bez čestných): zásada neopakování",
    "fr": "le fan 22 (Main pure) ne se compte pas avec le fan 76 (Sans honneurs)\u00a0: le "
    "principe de non-répétition",
}


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_an_mcr_fan_listed_with_one_it_excludes_is_refused_in_the_scorers_language_beside_it(
    scorer_client, club, players, scorer, language
):
    import datetime

    from scoring.models import Session

    session = Session.objects.create(
        club=club, title="MCR", date=datetime.date(2026, 11, 18), ruleset="mcr",
        entry_depth="fans", east=players[0], south=players[1], west=players[2], north=players[3],
    )  # fmt: skip
    session.scorers.add(scorer)
    url = reverse("hand-new", args=[session.pk])
    data = rendered_form(scorer_client.get(url, HTTP_ACCEPT_LANGUAGE=language))
    data.update(entry="fans", winner="S", win_source="wall", fan_22="on", fan_76="on")
    page = scorer_client.post(url, data, HTTP_ACCEPT_LANGUAGE=language)
    assert page.status_code == 400
    assert page.context["form"].errors["fan_22"] == [FULL_FLUSH_NO_HONOURS[language]]
    assert not session.live_hands().exists()


UNCLOSED = {
    "cs": "sada otevřená znakem '[' není uzavřena znakem ']' na pozici 1",
    "fr": "la combinaison ouverte par '[' n'est jamais fermée par ']' à la position 1",
}


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_a_players_phone_says_why_their_line_cannot_be_read_in_their_language(
    client, table_session, language
):
    # docs/notation.md: a meld opened with [ is closed with ]
    from scoring.models import HandPart
    from scoring.services.hands import table

    join = reverse("table-join", args=[table.join_token(table_session)])
    joined_phone(table_session, "W", client)
    entry = rendered_form(client.get(join, HTTP_ACCEPT_LANGUAGE=language))
    page = client.post(join, {**entry, "line": "[1b 2b"}, HTTP_ACCEPT_LANGUAGE=language)
    assert page.status_code == 400
    assert escape(UNCLOSED[language]) in page.content.decode()
    assert not HandPart.objects.exists()
