"""A first visit paints after one round trip: the pages a phone opens first (the join page, the
login page, the hand form, the session page) hold no stylesheet or script that would make the
first paint wait for a second round trip; what that paint needs is inlined in a <style>
element the Content-Security-Policy allows by its digest, and the full stylesheets follow."""

import base64
import hashlib
import re

import pytest
from django.test import Client

from scoring.services.hands import table as table_service

pytestmark = pytest.mark.django_db


def first_pages(table_session, scorer):
    signed_in = Client()
    signed_in.force_login(scorer)
    return {
        "join page": (Client(), f"/t/{table_service.join_token(table_session)}/"),
        "login page": (Client(), "/accounts/login/"),
        "hand form": (signed_in, f"/sessions/{table_session.pk}/hands/new/"),
        "session page": (signed_in, f"/sessions/{table_session.pk}/"),
    }


def head_without_noscript(html):
    head = html.split("</head>")[0]
    return re.sub(r"<noscript>.*?</noscript>", "", head, flags=re.S)


def test_the_pages_a_phone_opens_first_hold_nothing_back_from_the_first_paint(
    table_session, scorer
):
    for name, (client, url) in first_pages(table_session, scorer).items():
        response = client.get(url)
        assert response.status_code == 200, name
        head = head_without_noscript(response.content.decode())
        blocking_css = [
            link
            for link in re.findall(r"<link[^>]*rel=\"stylesheet\"[^>]*>", head)
            if 'media="print"' not in link
        ]
        blocking_js = [
            tag
            for tag in re.findall(r"<script[^>]*>", head)
            if not re.search(r"\b(async|defer)\b", tag)
        ]
        assert blocking_css == [] and blocking_js == [], name
        # Without scripts the full stylesheets still apply, the ordinary way.
        assert response.content.decode().count('<noscript><link rel="stylesheet"') == 1, name


def test_the_inlined_style_is_allowed_by_its_digest_and_nothing_else_inline_is(
    table_session, scorer
):
    for name, (client, url) in first_pages(table_session, scorer).items():
        response = client.get(url)
        styles = re.findall(r"<style>(.*?)</style>", response.content.decode(), flags=re.S)
        assert len(styles) == 1 and ".navbar" in styles[0], name
        digest = base64.b64encode(hashlib.sha256(styles[0].encode()).digest()).decode()
        policy = dict(
            part.strip().split(" ", 1) for part in response["Content-Security-Policy"].split(";")
        )
        assert policy["style-src"] == f"'self' 'sha256-{digest}'", name
        assert policy["script-src"] == "'self'", name


def test_the_login_page_a_phone_opens_first_is_sent_compressed(client):
    response = client.get("/accounts/login/", HTTP_ACCEPT_ENCODING="gzip")
    assert response["Content-Encoding"] == "gzip"
