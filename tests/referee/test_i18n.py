"""The referee and ruleset pages in Czech (the seeds' language) and the riichi rules in French."""

import pytest
from django.urls import reverse

from scoring.engine import catalogue
from tests.referee.conftest import cannon_document, record_hand

pytestmark = pytest.mark.django_db


def test_the_referee_page_in_czech_by_accept_language(client, table_session):
    hand = record_hand(table_session, cannon_document())
    response = client.get(
        reverse("referee-hand", args=[hand.session_id, hand.number]), HTTP_ACCEPT_LANGUAGE="cs"
    )
    html = response.content.decode()
    assert '<html lang="cs">' in html
    assert "Rozhodčí: hra 1" in html
    assert "Kdo komu platil" in html
    assert "Nárokované pokuty" in html
    # 116h in the words of seed 002, beside South's big three dragons.
    assert "Za ruku obsahující tři sady draků jsou dvě zdvojení" in html
    # 90c in the words of seed 000, on the cannon claim.
    assert "Jestliže někdo vyložil nebo ohlásil dvě sady draků" in html


def test_the_referee_page_in_czech_by_the_language_cookie(client, table_session, settings):
    hand = record_hand(table_session, cannon_document())
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "cs"
    html = client.get(reverse("referee-hand", args=[hand.session_id, hand.number])).content
    assert "Převažující vítr" in html.decode()
    assert "Základní skóre" in html.decode()


def test_the_language_switch_sets_czech(client):
    response = client.post(reverse("set_language"), {"language": "cs", "next": "/rulesets/"})
    assert response.status_code == 302
    html = client.get("/rulesets/").content.decode()
    assert "Pravidla" in html and "Přihlásit" in html


def test_the_riichi_rules_in_french(client):
    html = client.get(reverse("ruleset", args=["riichi"]), HTTP_ACCEPT_LANGUAGE="fr").content
    assert catalogue.RULES["R8"].text["fr"][:60] in html.decode().replace("&#x27;", "'")
