"""The referee page explains a recorded hand: every item with its rule's text, the payment
matrix, and each claimed penalty with the conditions the engine checked."""

import re

import pytest
from django.urls import reverse

from scoring.engine import catalogue
from tests.referee.conftest import (
    cannon_document,
    concealed_chows_document,
    false_mahjong_document,
    heads_and_tails_document,
    record_hand,
    west_wins_document,
)

pytestmark = pytest.mark.django_db


def referee_page(client, hand, **headers):
    response = client.get(reverse("referee-hand", args=[hand.session_id, hand.number]), **headers)
    assert response.status_code == 200
    return response.content.decode()


def item_rows(html, seat):
    """[rule, what, points, doubles] of each score item in one seat's table."""
    section = html.split(f'id="seat-{seat}"')[1].split("</section>")[0]
    body = section.split("<tbody>")[1].split("</tbody>")[0]
    rows = []
    for row in re.findall(r"<tr>(.*?)</tr>", body, re.S):
        rule = re.search(r'class="fw-bold rule-id">(.*?)</span>', row)
        cells = [
            re.sub(r"<[^>]+>", "", c).strip() for c in re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)
        ]
        if rule and len(cells) == 4:
            rows.append([rule.group(1), *cells[1:]])
    return rows


def test_rule_114_items_show_the_rule_text_beside_what_satisfied_it(client, table_session):
    # Example 03, West: 114b exposed major pung Rd = 4 and concealed minor pung 3c = 4.
    hand = record_hand(table_session, west_wins_document())
    html = referee_page(client, hand)
    rows = item_rows(html, "W")
    pungs = [r for r in rows if r[0] == "114b"]
    assert [int(r[2]) for r in pungs] == [4, 4]
    assert catalogue.RULES["114b"].text["en"] in html.replace("&#x27;", "'")
    # East's exposed kong of 9b is a major kong: 114c gives 16 to a hand that did not win.
    assert [(r[0], r[2]) for r in item_rows(html, "E")] == [("114c", "16")]


def test_rule_115_points_for_the_mahjong_hand(client, table_session):
    # Example 02: 115a 10 + 115b 2 (self-drawn) + 115c 2 (only tile) + 115d 4 (major pair 9d).
    hand = record_hand(table_session, concealed_chows_document())
    rows = item_rows(referee_page(client, hand), "E")
    points = {r[0]: int(r[2]) for r in rows if r[0].startswith("115")}
    assert points == {"115a": 10, "115b": 2, "115c": 2, "115d": 4}


def test_rule_117_doubles_and_the_totals_under_the_table(client, table_session):
    # Example 02: 114a 4 + 22 from 115 = 22 basic; 117a and 117c, 2 doubles: 22 x 4 = 88.
    hand = record_hand(table_session, concealed_chows_document())
    html = referee_page(client, hand)
    rows = item_rows(html, "E")
    assert {r[0]: r[3] for r in rows if r[0].startswith("117")} == {"117a": "1", "117c": "1"}
    section = html.split('id="seat-E"')[1].split("</section>")[0]
    foot = re.sub(r"<[^>]+>|\s+", " ", section.split("<tfoot")[1])
    assert re.search(r"Basic points\s+22\b", foot)
    assert re.search(r"Doubles\s+2\b", foot)
    assert re.search(r"Score\s+88\b", foot)
    assert catalogue.RULES["117a"].text["en"].split("(")[0].strip() in html.replace("&quot;", '"')


def test_rule_116_dragon_doubles_of_the_cannon_hand(client, table_session):
    # South: 116d for each of three dragon pungs, 116h big three dragons 2 more = 5 doubles;
    # basic 10 (115a) + 3 x 4 (exposed major pungs, 114b) = 22; 22 x 2^5 = 704.
    hand = record_hand(table_session, cannon_document())
    html = referee_page(client, hand)
    rows = item_rows(html, "S")
    assert sorted(r[0] for r in rows if r[0].startswith("116")) == ["116d"] * 3 + ["116h"]
    assert sum(int(r[3]) for r in rows if r[3]) == 5
    assert hand.output["hands"]["S"]["score"] == 22 * 2**5


def test_a_limit_hand_names_the_limit_hand_and_scores_the_limit(client, table_session):
    # 122 Heads and Tails: South holds only ones and nines, and scores the limit (1000).
    hand = record_hand(table_session, heads_and_tails_document())
    html = referee_page(client, hand)
    assert "Heads and Tails" in html
    assert "Only 1s and 9s" in html
    assert hand.output["hands"]["S"]["score"] == 1000
    # settlement-1: East pays double the limit, West and North the limit.
    matrix_row = html.split("payment-matrix")[1].split("</table>")[0]
    assert "2000" in matrix_row and "1000" in matrix_row


def test_the_cannon_penalty_shows_each_condition_and_that_it_holds(client, table_session):
    # 90c: South had two dragon sets exposed when West discarded the third dragon (Wd).
    hand = record_hand(table_session, cannon_document())
    html = referee_page(client, hand)
    penalty = html.split('id="penalty-0"')[1].split('id="what-if"')[0]
    assert "Bob (S) had exposed pung Rd, pung Gd when Chen (W) discarded Wd." in penalty
    checks = re.findall(r"<tr><td[^>]*>(\w+)</td><td>(.*?)</td><td>(.*?)</td></tr>", penalty, re.S)
    assert checks, penalty
    assert all("holds" in verdict and "not" not in verdict for _rule, _c, verdict in checks)
    assert {"90c", "92"} <= {rule for rule, _c, _v in checks}
    assert "penalty applied" in penalty
    # 96: West pays South for everyone: 704 x 2 for East + 704 own + 704 for North = 2816.
    assert hand.output["payments"]["W"] == -(704 * 2 + 704 + 704)


def test_the_payment_matrix_has_a_row_a_payer_and_a_column_a_payee(client, table_session):
    # Example 03: E pays W 80 (East pays double 40); S pays W 40 and E 2 x 16 and N 8.
    hand = record_hand(table_session, west_wins_document())
    html = referee_page(client, hand)
    matrix = html.split("payment-matrix")[1].split("</table>")[0]
    rows = re.findall(r"<tr><th[^>]*>(\w) .*?</th>(.*?)</tr>", matrix, re.S)
    cells = {
        payer: [
            re.sub(r"<[^>]+>", "", c).strip()
            for c in re.findall(r"<td[^>]*>(.*?)</td>", rest, re.S)
        ]
        for payer, rest in rows
    }
    # columns E S W N, then the payer's total
    assert cells["S"] == ["32", "", "40", "8", "80"]
    assert cells["E"][2] == "80"


def test_false_mahjong_explains_rule_c2_and_the_300_to_each_opponent(client, table_session):
    # C2: South pays each opponent 300, nothing else is scored or settled.
    hand = record_hand(table_session, false_mahjong_document())
    html = referee_page(client, hand)
    penalty = html.split('id="penalty-0"')[1].split('id="what-if"')[0]
    assert "C2" in penalty and "false mah-jong" in penalty
    assert "another player had exposed tiles before the error was found" in penalty
    assert hand.output["payments"] == {"E": 300, "S": -900, "W": 300, "N": 300}


def test_a_misnamed_discard_claimed_for_a_chow_costs_50(client, table_session):
    # C3: West misnamed a discard that North (next in turn) claimed for a chow: W pays N 50.
    document = west_wins_document()
    document["penalties"] = [
        {"type": "misnamed_discard", "offender": "W", "claimant": "N", "claimed_for": "chow"}
    ]
    document["winner"] = "E"
    document["players"]["E"], document["players"]["W"] = (
        document["players"]["W"],
        document["players"]["E"],
    )
    hand = record_hand(table_session, document)
    html = referee_page(client, hand)
    penalty = html.split('id="penalty-0"')[1].split('id="what-if"')[0]
    assert "misnamed a discard" in penalty and "C3" in penalty
    c3 = [(t["from"], t["to"], t["amount"]) for t in hand.output["transfers"] if t["rule"] == "C3"]
    assert c3 == [("W", "N", 50)]


@pytest.mark.parametrize("kind", ["long_hand", "short_hand", "dirty_hand"])
def test_long_short_and_dirty_hands_cite_rule_c1(client, table_session, kind):
    document = west_wins_document()
    document["penalties"] = [{"type": kind, "offender": "S"}]
    hand = record_hand(table_session, document)
    html = referee_page(client, hand)
    penalty = html.split('id="penalty-0"')[1].split('id="what-if"')[0]
    assert "C1" in penalty
    assert catalogue.RULES["C1"].name["en"] in penalty
    if kind == "long_hand":
        # C1: a long hand pays the others the full value of their hands:
        # W 40, E 16 doubled (East) = 32, N 8.
        paid = {t["to"]: t["amount"] for t in hand.output["transfers"] if t["from"] == "S"}
        assert paid == {"W": 40, "E": 32, "N": 8}


def test_a_deleted_or_missing_hand_is_404(client, table_session):
    url = reverse("referee-hand", args=[table_session.pk, 99])
    assert client.get(url).status_code == 404


def test_pay_for_all_under_the_1920s_rules_explains_rule_a2(client, table_session):
    # A2 condition 3: South had two dragon sets exposed and West's discard gives the third.
    # Harr's limit (300) caps South's three dragon sets; West pays for all:
    # East's 300 x 2 + his own 300 + North's 300 = 1200.
    document = cannon_document()
    document["ruleset"] = "american1920"
    document["penalties"] = [{"type": "pay_for_all", "offender": "W"}]
    table_session.ruleset = "american1920"
    table_session.save()
    hand = record_hand(table_session, document)
    html = referee_page(client, hand)
    penalty = html.split('id="penalty-0"')[1].split('id="what-if"')[0]
    assert "A2" in penalty and "pay for all" in penalty
    assert "Bob (S) had exposed pung Rd, pung Gd when Chen (W) discarded Wd." in penalty
    assert hand.output["payments"]["W"] == -(300 * 2 + 300 + 300)


def test_an_applied_r1_pao_shows_each_condition_holding_under_its_rule(client, table_session):
    # Seed 004 R1: S exposed Rd and Gd pons and called N's third dragon (Wd): Daisangen, and
    # N is responsible. The referee page lists every condition the engine checked, each
    # holding, each beside the rule R1 - none blank, none "does not hold".
    from tests.engine.riichi_builders import call, win_doc

    table_session.ruleset = "riichi"
    table_session.save()
    calls = [call("pon", "RdRdRd", "W"), call("pon", "GdGdGd", "E"), call("pon", "WdWdWd", "N")]
    hand = record_hand(table_session, win_doc("S", "2c3c4c5d", "5d", calls=calls))
    html = referee_page(client, hand)
    checks = html.split('class="table table-sm mb-1 checks"')[1].split("</table>")[0]
    rows = re.findall(r"<tr><td[^>]*>(.*?)</td><td>(.*?)</td><td>(.*?)</td></tr>", checks, re.S)
    assert len(rows) == 3
    assert all(rule == "R1" and condition for rule, condition, _ in rows)
    assert all("does not hold" not in verdict and "holds" in verdict for _, _, verdict in rows)


def test_the_referee_page_states_clubscores_reading_of_a_pao_rule(client, table_session):
    # R-payment on a ron: the honba stay with the discarder (the ruleset page says the same).
    from tests.engine.riichi_builders import call, win_doc

    table_session.ruleset = "riichi"
    table_session.save()
    calls = [call("pon", "RdRdRd", "W"), call("pon", "GdGdGd", "E"), call("pon", "WdWdWd", "N")]
    claim = {"type": "pao", "rule": "R9", "responsible": "W", "wall_tiles_left": 3}
    hand = record_hand(
        table_session, win_doc("S", "2c3c4c5d", "5d", calls=calls, penalties=[claim])
    )
    html = referee_page(client, hand).replace("&#x27;", "'")
    assert "so a dora indicator does not make a tile safe" in html


def scores_document(penalties):
    """Example 07 (example 03 at the scores depth), West won on South's discard."""
    return {
        "ruleset": "millington",
        "options": {"limit": 1000},
        "prevailing_wind": "S",
        "entry": "scores",
        "players": {"W": {"score": 40}, "E": {"score": 16}, "N": {"score": 8}, "S": {"score": 0}},
        "winner": "W",
        "win": {"source": "discard", "discarder": "S"},
        "penalties": penalties,
    }


def penalty_card(html, index=0):
    return html.split(f'id="penalty-{index}"')[1].split('class="card mb-2')[0]


def test_a_refuted_claim_at_the_scores_depth_is_not_shown_as_applied_as_claimed(
    client, table_session
):
    # 92: North did not discard the winning tile, so North's dangerous discard is no penalty;
    # the page must not also say the penalty was "applied as claimed"
    claim = {"type": "dangerous_discard", "offender": "N", "rule": "90c"}
    card = penalty_card(referee_page(client, record_hand(table_session, scores_document([claim]))))
    assert "no penalty" in card
    assert "applied as claimed" not in card
    assert "not checked against the tiles: they were not recorded" in card


def test_a_misnamed_discard_at_the_scores_depth_is_checked_from_the_facts_not_the_tiles(
    client, table_session
):
    # C3: the checks are the claim's facts (who claimed, what was shown); no tile was recorded
    claim = {
        "type": "misnamed_discard",
        "offender": "S",
        "claimant": "W",
        "claimed_for": "pung",
        "shown": True,
    }
    card = penalty_card(referee_page(client, record_hand(table_session, scores_document([claim]))))
    assert "checked from the facts recorded" in card
    assert "checked from the tiles" not in card


def test_a_losers_pung_left_among_the_loose_tiles_is_scored_on_the_referee_page_rule_114b(
    client, table_session
):
    # 114b: North's three 2c written loose are a concealed minor pung, 4, beside the declared
    # 1c pung's 8 (rule 114 scores every hand, winner or not)
    document = west_wins_document()
    document["players"]["N"]["concealed"] = [
        "2c", "2c", "2c", "8c", "3d", "5d", "7b", "8b", "Ww", "Gd",
    ]  # fmt: skip
    html = referee_page(client, record_hand(table_session, document))
    section = html.split('id="seat-N"')[1].split("</section>")[0]
    assert "written among the loose tiles" in section
    assert [(r[0], r[2]) for r in item_rows(html, "N")] == [("114b", "8"), ("114b", "4")]
