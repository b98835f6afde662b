"""The referee page of a riichi hand, at parity with classical: each yaku a row with its rule
id, its rule's text in the reader's language and the han it gives (closed / open as the rule
states them); the fu breakdown; dora, ura-dora and red fives apart; a yakuman said as such;
honba and riichi sticks on top of the hand's value. The han and fu are the EMA riichi
rules' (riichi/yaku.py)."""

import datetime
import re

import pytest
from django.urls import reverse

from scoring.models import Session
from tests.referee.conftest import record_hand

pytestmark = pytest.mark.django_db


@pytest.fixture
def riichi_session(club, players, scorer):
    return Session.objects.create(
        club=club,
        title="Riichi Thursday",
        date=datetime.date(2026, 11, 19),
        ruleset="riichi",
        east=players[0],
        south=players[1],
        west=players[2],
        north=players[3],
    )


def riichi_document(closed, tile, *, calls=(), ron=None, riichi=False, **win):
    return {
        "ruleset": "riichi",
        "players": {"S": {"closed": closed, "calls": list(calls), "riichi": riichi}},
        "winner": "S",
        "win": {"tile": tile, "source": "ron" if ron else "tsumo", **win}
        | ({"discarder": ron} if ron else {}),
        "penalties": [],
    }


def page(client, hand, language="en"):
    url = reverse("referee-hand", args=[hand.session_id, hand.number])
    response = client.get(url, HTTP_ACCEPT_LANGUAGE=language)
    assert response.status_code == 200
    return response.content.decode()


def row(html, rule):
    """The cells of the row citing `rule`, tags stripped."""
    found = re.search(rf'<tr data-rule="{re.escape(rule)}"[^>]*>(.*?)</tr>', html, re.S)
    assert found, rule
    cells = re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", found.group(1), re.S)
    return [" ".join(re.sub(r"<[^>]+>", " ", c).split()) for c in cells]


def test_a_yakuman_winner_shows_the_yakuman_not_nothing_scores(client, riichi_session):
    # Daisangen (Y-daisangen): pons of the three dragons, a yakuman, 32000 for a non-dealer.
    calls = [
        {"kind": "pon", "tiles": ["Rd"] * 3, "from": "W"},
        {"kind": "pon", "tiles": ["Gd"] * 3, "from": "W"},
        {"kind": "pon", "tiles": ["Wd"] * 3, "from": "E"},
    ]
    hand = record_hand(riichi_session, riichi_document("234m5p", "5d", calls=calls))
    html = page(client, hand)
    assert "Nothing scores." not in html
    cells = row(html, "Y-daisangen")
    assert cells[1] == "Big three dragons"
    assert cells[2:] == ["yakuman", "yakuman"]
    assert "Pons or kans of all three dragons." in cells[0]
    assert "limit reached: yakuman" in row(html, "limit-yakuman")[1]
    assert "its fu do not count" in html
    assert re.search(r'class="text-end fw-bold hand-value">32000<', html)


def test_each_yaku_row_has_its_han_closed_and_open_and_the_fu_breakdown(client, riichi_session):
    # riichi + pinfu + tanyao, ron: 3 han, 20 + 10 (closed ron) = 30 fu, non-dealer 3900.
    document = riichi_document("234m567m23p678s55s", "4d", ron="W", riichi=True)
    hand = record_hand(riichi_session, document)
    html = page(client, hand)
    assert row(html, "Y-riichi")[2:] == ["1 / closed only", "1"]
    assert row(html, "Y-tanyao")[2:] == ["1 / 1", "1"]
    assert row(html, "fu-base")[1:] == ["base", "20"]
    assert row(html, "fu-closed-ron")[1:] == ["closed hand won by ron", "10"]
    assert re.search(r'hand-value">3900<', html)


def test_dora_ura_and_red_fives_each_have_a_row(client, riichi_session):
    # Red 0s: Y-aka-dora 1; ura indicator 4s -> the 5s pair: Y-ura-dora 2 (6 han, haneman).
    document = riichi_document(
        "234m567m23p678s05s",
        "4d",
        ron="W",
        riichi=True,
        dora_indicators=["9c"],
        ura_dora_indicators=["4b"],
    )
    html = page(client, record_hand(riichi_session, document))
    assert row(html, "Y-aka-dora")[-1] == "1"
    assert row(html, "Y-ura-dora")[-1] == "2"
    assert "limit reached: haneman" in row(html, "limit-haneman")[1]


def test_honba_and_sticks_are_added_apart_from_the_hand_value(client, riichi_session):
    # Hand 1: exhaustive draw, S alone tenpai in riichi: 1 honba and 1 stick carry over.
    record_hand(
        riichi_session,
        {"ruleset": "riichi", "players": {"S": {"riichi": True, "tenpai": True}}, "winner": None},
    )
    # Hand 2 (the club night seats by wind: S is South, not the dealer) S wins by ron:
    # riichi + pinfu + tanyao 3 han 30 fu = 3900; + 1 honba x 300 from the discarder; + the
    # sticks on the table, 1 carried and S's own new one = 2000. 3900 + 300 + 2000 = 6200.
    document = riichi_document("234m567m23p678s55s", "4d", ron="W", riichi=True)
    hand = record_hand(riichi_session, document)
    html = page(client, hand)
    assert row(html, "honba") == ["Honba: 1 counter", "+300"]
    assert row(html, "riichi-sticks") == ["Riichi sticks: 2 sticks", "+2000"]
    assert re.search(r'hand-value">3900<', html)
    assert re.search(r'collected">6200<', html)
    assert "1 honba · 1 riichi sticks on the table before the hand" in html


def test_the_yaku_rows_in_czech_and_french(client, riichi_session):
    document = riichi_document("234m567m23p678s55s", "4d", ron="W", riichi=True)
    hand = record_hand(riichi_session, document)
    czech = page(client, hand, "cs")
    assert row(czech, "Y-tanyao")[1] == "Jen prostřední kameny"
    assert "Uzavřená ruka vyhraná ronem přidá 10 fu" in czech
    french = page(client, hand, "fr")
    assert row(french, "Y-tanyao")[1] == "Tout simples"
    assert "Une main fermée gagnée par ron ajoute 10 fu" in french


def test_the_session_totals_show_the_starting_points_apart(client, riichi_session):
    # Riichi starts each player at 30000 (EMA); a 3900 ron with S in riichi: S pays its stick
    # to the table and takes it back as the winner, so the hands give S +3900 and W -3900.
    document = riichi_document("234m567m23p678s55s", "4d", ron="W", riichi=True)
    record_hand(riichi_session, document)
    html = client.get(riichi_session.get_absolute_url()).content.decode()
    foot = html.split("<tfoot>")[1].split("</tfoot>")[0]
    starts = re.search(r'<tr class="start-points[^"]*">(.*?)</tr>', foot, re.S).group(1)
    assert starts.count(">30000<") == 4
    hands = re.search(r'<tr class="hands-total">(.*?)</tr>', foot, re.S).group(1)
    assert ">3900<" in hands and ">-3900<" in hands
    assert ">33900<" in foot and ">26100<" in foot


def test_dates_are_written_the_czech_and_french_way(client, riichi_session):
    # The session of 19 November 2026: DATE_FORMAT of each locale (Django's l10n).
    document = riichi_document("234m567m23p678s55s", "4d", ron="W", riichi=True)
    hand = record_hand(riichi_session, document)
    assert "19. listopadu 2026" in page(client, hand, "cs")
    assert "19 novembre 2026" in page(client, hand, "fr")
    assert "19 Nov 2026" in page(client, hand, "en")  # day first, not US
