"""Referee rulings: who may make them, what they change, and that each is in the history."""

import html as html_module
import re

import pytest
from django.urls import reverse

from scoring.models import HandRevision
from scoring.services.hands import referee
from tests.referee.conftest import cannon_document, record_hand

pytestmark = pytest.mark.django_db


def rule_url(hand):
    return reverse("referee-rule", args=[hand.session_id, hand.number])


def correction_post(client, hand, change, **extra):
    """The referee page's "Correct the hand" form as rendered (the record in the scorers'
    hand fields), with `change` applied to its fields."""
    from tests.web.conftest import _FormReader

    page = client.get(reverse("referee-hand", args=[hand.session_id, hand.number]))
    reader = _FormReader("correction-form")
    reader.feed(re.sub(r"<template.*?</template>", "", page.content.decode(), flags=re.S))
    data = {**reader.data, **change, **extra}
    return client.post(rule_url(hand), data)


def reject_cannon(client, hand, **extra):
    data = {
        "kind": "fact",
        "fact": "ruling",
        "penalty": "0",
        "ruling": "rejected",
        "rule": "95",
        "reason": "West showed a hand of only dangerous tiles before drawing again",
        "base_version": str(hand.version),
        **extra,
    }
    return client.post(rule_url(hand), data)


def test_a_scorer_who_is_not_a_referee_cannot_rule(client, table_session, scorer):
    hand = record_hand(table_session, cannon_document())
    client.force_login(scorer)
    response = reject_cannon(client, hand)
    assert response.status_code == 403
    hand.refresh_from_db()
    assert "ruling" not in hand.input["penalties"][0]
    assert hand.version == 1


def test_an_anonymous_visitor_cannot_rule(client, table_session):
    hand = record_hand(table_session, cannon_document())
    assert reject_cannon(client, hand).status_code == 403


def test_a_referee_rejecting_the_cannon_restores_normal_settlement(
    client, table_session, referee_user
):
    hand = record_hand(table_session, cannon_document())
    client.force_login(referee_user)
    response = reject_cannon(client, hand)
    assert response.status_code == 302
    hand.refresh_from_db()
    assert hand.input["penalties"][0]["ruling"] == "rejected"
    assert hand.version == 2
    # Without rule 96, settlement-1: South's 704 is paid by each loser, East paying double.
    paid_to_south = {
        t["from"]: t["amount"]
        for t in hand.output["transfers"]
        if t["to"] == "S" and t["rule"] == "settlement-1"
    }
    assert paid_to_south == {"E": 704 * 2, "W": 704, "N": 704}
    rows = {row.seat: row for row in hand.seats.all()}
    assert rows["W"].payment == hand.output["payments"]["W"] != -2816
    assert hand.penalties.get().ruling == "rejected"


def test_every_ruling_is_in_the_history_with_who_why_and_the_rule(
    client, table_session, referee_user
):
    hand = record_hand(table_session, cannon_document())
    client.force_login(referee_user)
    reject_cannon(client, hand)
    revision = hand.revisions.get(action=HandRevision.Action.RULING)
    assert revision.user == referee_user
    assert revision.rule == "95"
    assert "only dangerous tiles" in revision.reason
    # 96 before: West paid 2816; after, only West's own 704 and the losers' differences.
    assert referee.outcome(revision.before)["payments"]["W"] == -2816
    hand.refresh_from_db()
    assert referee.outcome(revision.after)["payments"]["W"] == hand.output["payments"]["W"]
    page = client.get(reverse("referee-hand", args=[hand.session_id, hand.number]))
    history = page.content.decode().split('id="history"')[1]
    assert "referee ruling" in history and "95" in history and "Rita Referee" in history
    assert "-2816" in history  # West's payment before the ruling, beside the one after


def test_a_club_organiser_may_rule(client, table_session, organiser):
    hand = record_hand(table_session, cannon_document())
    client.force_login(organiser)
    assert reject_cannon(client, hand).status_code == 302


def test_a_referee_of_the_tournament_may_rule_at_its_tables(
    client, table_session, tournament_table, django_user_model
):
    hand = record_hand(table_session, cannon_document())
    tina = django_user_model.objects.create_user("tina", password="secret-pass-4")
    client.force_login(tina)
    assert reject_cannon(client, hand).status_code == 403
    tournament_table.referees.add(tina)
    assert reject_cannon(client, hand).status_code == 302


def test_a_ruling_on_a_stale_version_is_refused(client, table_session, referee_user):
    hand = record_hand(table_session, cannon_document())
    client.force_login(referee_user)
    reject_cannon(client, hand)
    response = reject_cannon(client, hand, base_version="1", ruling="upheld")
    assert response.status_code == 409
    hand.refresh_from_db()
    assert hand.input["penalties"][0]["ruling"] == "rejected"


def test_a_referee_can_add_a_penalty(client, table_session, referee_user):
    # C1: South's hand turns out long; it then pays the others the full value of their hands.
    hand = record_hand(table_session, cannon_document())
    hand.input["penalties"] = []
    hand.save()
    client.force_login(referee_user)
    response = client.post(
        rule_url(hand),
        {
            "kind": "add_penalty",
            "penalty_type": "long_hand",
            "offender": "N",
            "rule": "C1",
            "reason": "North held 14 tiles",
            "base_version": "1",
        },
    )
    assert response.status_code == 302
    hand.refresh_from_db()
    claim = hand.input["penalties"][-1]
    assert (claim["type"], claim["offender"], claim["ruling"]) == ("long_hand", "N", "upheld")
    assert hand.output["penalties"][-1]["rule"] == "C1"


def test_a_correction_with_an_unreadable_tile_is_shown_beside_its_field(
    client, table_session, referee_user
):
    hand = record_hand(table_session, cannon_document())
    client.force_login(referee_user)
    response = correction_post(
        client, hand, {"correct-W_tiles": "Rd Rd Xx"}, rule="113", reason="typo"
    )
    assert response.status_code == 400
    assert "Xx" in response.content.decode()
    assert "The corrected hand has errors" in response.content.decode()
    hand.refresh_from_db()
    assert hand.version == 1


def test_what_if_self_drawn_shows_the_change_and_saves_nothing(client, table_session, referee_user):
    # 115b: a self-drawn winning tile adds 2, and the white dragon pung it completes is then
    # drawn wholly from the wall, so concealed (113): 8 instead of 4 (114b).
    # (22 + 2 + 4) x 2^5 = 896 instead of 704; with no discard there is no cannon (96).
    hand = record_hand(table_session, cannon_document())
    client.force_login(referee_user)
    response = client.post(
        reverse("referee-what-if", args=[hand.session_id, hand.number]),
        {"fact": "source", "source": "wall"},
    )
    assert response.status_code == 200
    html = response.content.decode()
    south = html.split('data-seat="S"')[1].split("</tr>")[0]
    cells = re.findall(r'<td class="text-end[^"]*">(.*?)</td>', south)
    assert cells[:2] == ["704", str((22 + 2 + 4) * 2**5)]
    assert 'id="commit-form"' in html
    hand.refresh_from_db()
    assert hand.version == 1 and hand.revisions.count() == 1


def test_committing_a_what_if_makes_it_a_ruling(client, table_session, referee_user):
    hand = record_hand(table_session, cannon_document())
    client.force_login(referee_user)
    response = client.post(
        rule_url(hand),
        {
            "kind": "fact",
            "fact": "discarder",
            "discarder": "N",
            "rule": "90c",
            "reason": "North, not West, discarded the white dragon",
            "base_version": "1",
        },
    )
    assert response.status_code == 302
    hand.refresh_from_db()
    assert hand.input["win"]["discarder"] == "N"
    assert hand.input["penalties"][0]["offender"] == "N"
    # 96 now falls on North: 704 x 2 (East) + 704 + 704 (West) = 2816.
    assert hand.output["payments"]["N"] == -2816


def test_what_if_with_an_impossible_change_says_why(client, table_session, referee_user):
    hand = record_hand(table_session, cannon_document())
    response = client.post(
        reverse("referee-what-if", args=[hand.session_id, hand.number]),
        {"fact": "discarder", "discarder": "S"},
    )
    assert response.status_code == 400
    assert "the discarder must be another seat" in response.content.decode()


def test_a_referee_can_correct_the_whole_record(client, table_session, referee_user):
    # The record had the white dragon discarded by West; the table agrees it was self-drawn.
    # 115b +2 and the white dragon pung concealed (113, 114b 8 not 4): (22 + 2 + 4) x 2^5 = 896.
    hand = record_hand(table_session, cannon_document())
    client.force_login(referee_user)
    response = correction_post(
        client,
        hand,
        {
            "correct-win_source": "wall",
            "correct-discarder": "",
            "penalty-TOTAL_FORMS": "0",
            "penalty-INITIAL_FORMS": "0",
        },
        rule="115b",
        reason="Bob drew the white dragon from the wall",
    )
    assert response.status_code == 302, response.content.decode()[-3000:]
    hand.refresh_from_db()
    assert hand.output["hands"]["S"]["score"] == (22 + 2 + 4) * 2**5
    assert hand.revisions.filter(action=HandRevision.Action.RULING, rule="115b").exists()


def test_a_correction_the_engine_refuses_is_shown_and_not_saved(
    client, table_session, referee_user
):
    # Five white dragons cannot be on the table: the engine's own message comes back.
    hand = record_hand(table_session, cannon_document())
    client.force_login(referee_user)
    response = correction_post(
        client,
        hand,
        {"correct-N_tiles": " ".join(["Wd"] * 13)},
        rule="113",
        reason="typo",
    )
    assert response.status_code == 400
    assert "copies" in response.content.decode()
    hand.refresh_from_db()
    assert hand.version == 1


@pytest.mark.parametrize(
    "language, said",
    [
        ("en", "(settlement-1 · Each loser pays the winner the winner's score)"),
        ("cs", "(settlement-1 · Každý poražený zaplatí vítězi hodnotu jeho ruky)"),
        ("fr", "(settlement-1 · Chaque perdant paie au gagnant le score du gagnant)"),
    ],
)
def test_a_what_ifs_payments_say_what_their_rule_is_in_the_readers_language(
    client, table_session, referee_user, language, said
):
    # The self-drawn what-if settles by settlement-1 (each loser pays the winner): a bare id
    # would tell the reader nothing.
    hand = record_hand(table_session, cannon_document())
    client.force_login(referee_user)
    response = client.post(
        reverse("referee-what-if", args=[hand.session_id, hand.number]),
        {"fact": "source", "source": "wall"},
        HTTP_ACCEPT_LANGUAGE=language,
    )
    assert said in html_module.unescape(response.content.decode())
