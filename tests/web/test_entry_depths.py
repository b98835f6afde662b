"""Entry depths on a club night: the session's default depth, the hand form at tiles, sets and
scores, what the pages say each depth let the engine check, and the session API.

The hand of `hand_lines("S")` in the first deal (Alena E, Bob S, Chen W, Dana N; East wind):
S wins from the wall with [Rd Rd Rd] 4 (114b exposed major), (2b 3b 4b), (5c 5c 5c) 4 (114b
concealed minor), [7d 8d 9d], (Wd Wd) 2 (114e); mah-jong 10 (115a), the wall 2 (115b), the
only possible tile 2 (115c), fishing the eyes with a major pair 4 (115d) = 28, doubled for the
Rd pung (116d): 56. E's concealed 1b pung 8 (114b), W's exposed Gd pung 4 doubled (116d) 8, N's
concealed Ww pung 8. Settlement 1: E pays 2 x 56 = 112, W and N 56 each; the losers all score 8,
so Settlement 2 moves nothing.
"""

import json
import re
import uuid

import pytest
from django.urls import reverse

from scoring.models import Session

from .conftest import filled, hand_lines, rendered_form

pytestmark = pytest.mark.django_db

PAYMENTS = {"E": -112, "S": 224, "W": -56, "N": -56}
SCORES = {"E": 8, "S": 56, "W": 8, "N": 8}
# the losers' lines at the sets depth: only what scores for them
SETS_LINES = {"E": "(1b 1b 1b)", "W": "[Gd Gd Gd]", "N": "(Ww Ww Ww)"}


def payments(hand) -> dict:
    return {row.seat: row.payment for row in hand.seats.all()}


def at_sets(scorer_client, session, **lines) -> dict:
    url = reverse("hand-new", args=[session.pk])
    data = filled(scorer_client.get(url), hand_lines("S") | SETS_LINES | lines, "S")
    return data | {"entry": "sets"}


def at_scores(scorer_client, session, **scores) -> dict:
    url = reverse("hand-new", args=[session.pk])
    data = rendered_form(scorer_client.get(url))
    data.update(entry="scores", winner="S", win_source="wall")
    for seat, score in (SCORES | scores).items():
        data[f"{seat}_score"] = str(score)
    return data


def post(scorer_client, session, data):
    return scorer_client.post(reverse("hand-new", args=[session.pk]), data)


# -- the session's depth -------------------------------------------------------------------------


def test_a_new_session_starts_its_hand_form_at_the_sets_depth(client, organiser, club):
    client.force_login(organiser)
    form = rendered_form(client.get(reverse("session-new", args=[club.slug])), "session-form")
    assert form["entry_depth"] == "sets"


def test_a_riichi_session_records_every_tile_whatever_depth_was_chosen(
    client, organiser, club, players
):
    client.force_login(organiser)
    url = reverse("session-new", args=[club.slug])
    data = rendered_form(client.get(url), "session-form")
    data.update(
        title="Riichi night",
        date="2026-11-20",
        ruleset="riichi",
        length="full",
        entry_depth="scores",
        east=players[0].pk,
        south=players[1].pk,
        west=players[2].pk,
        north=players[3].pk,
    )
    client.post(url, data)
    assert Session.objects.get(title="Riichi night").entry_depth == "tiles"


def test_the_hand_form_starts_at_the_sessions_depth(scorer_client, table_session):
    table_session.entry_depth = "scores"
    table_session.save()
    page = scorer_client.get(reverse("hand-new", args=[table_session.pk]))
    assert rendered_form(page)["entry"] == "scores"


# -- sets ----------------------------------------------------------------------------------------


def test_at_the_sets_depth_the_losers_give_only_their_sets(scorer_client, table_session):
    post(scorer_client, table_session, at_sets(scorer_client, table_session))
    hand = table_session.hands.get()
    assert (hand.entry, hand.input["entry"]) == ("sets", "sets")
    assert hand.input["players"]["E"] == {
        "melds": [{"tiles": ["1b", "1b", "1b"], "concealed": True}],
        "concealed": [],
        "bonus": [],
    }
    assert payments(hand) == PAYMENTS


def test_a_loser_at_the_sets_depth_with_fourteen_tiles_is_an_error_on_that_line(
    scorer_client, table_session
):
    # the 1b pung and eleven loose tiles: 14, one more than a hand holds (C1 counts 13)
    long_line = "(1b 1b 1b) 3c 4c 9d Ew Sw 6b 8c 2d 2d 9b 1c"
    page = post(scorer_client, table_session, at_sets(scorer_client, table_session, E=long_line))
    assert "a non-winning hand holds at most 13" in page.context["form"].errors["E_tiles"][0]
    assert not table_session.hands.exists()


def test_a_winner_whose_tiles_are_no_complete_hand_is_an_error_on_the_winners_line(
    scorer_client, table_session
):
    broken = "[Rd Rd Rd] (2b 3b 4b) (5c 5c) 6c [7d 8d 9d] (Wd Wd)"  # 14 tiles, no mah-jong
    data = at_sets(scorer_client, table_session, S=broken) | {"completes": ""}
    page = post(scorer_client, table_session, data)
    assert "do not make a mah-jong hand" in page.context["form"].errors["S_tiles"][0]
    assert not table_session.hands.exists()


def test_a_fifth_copy_of_a_tile_across_the_table_is_an_error_and_saves_nothing(
    scorer_client, table_session
):
    # S holds three Rd; a concealed Rd pung at E makes six
    page = post(scorer_client, table_session, at_sets(scorer_client, table_session, E="(Rd Rd Rd)"))
    errors = page.context["form"].errors
    # said at both players who hold it, with how many each holds
    assert set(errors) == {"E_tiles", "S_tiles"}
    assert "6 copies of red dragon" in errors["E_tiles"][0]
    assert "East (Alena) 3, South (Bob) 3" in errors["S_tiles"][0]
    assert not table_session.hands.exists()


def test_a_long_hand_claimed_at_the_sets_depth_shows_as_applied_as_claimed(
    scorer_client, table_session
):
    data = at_sets(scorer_client, table_session) | {
        "penalty-0-type": "long_hand",
        "penalty-0-offender": "N",
    }
    post(scorer_client, table_session, data)
    hand = table_session.hands.get()
    penalty = hand.penalties.get()
    assert (penalty.applied, penalty.checked) == (True, False)
    page = scorer_client.get(hand.get_absolute_url()).content.decode()
    assert "applied as claimed" in page
    assert "their tile count was not checked and a long or short hand is applied" in page
    referee = scorer_client.get(reverse("referee-hand", args=[table_session.pk, 1]))
    assert "applied as claimed: the tiles were not recorded" in referee.content.decode()


# -- scores --------------------------------------------------------------------------------------


def test_at_the_scores_depth_four_numbers_and_who_won_how_record_the_hand(
    scorer_client, table_session
):
    page = post(scorer_client, table_session, at_scores(scorer_client, table_session))
    assert page.status_code == 302
    hand = table_session.hands.get()
    assert hand.input["players"] == {seat: {"score": score} for seat, score in SCORES.items()}
    assert hand.input["win"] == {"source": "wall"}
    assert payments(hand) == PAYMENTS
    assert [item["rule"] for item in hand.output["hands"]["S"]["items"]] == ["entered"]


@pytest.mark.parametrize(
    ("score", "error"),
    [
        ("-8", "a score cannot be negative"),
        ("12.5", "Enter a whole number."),
        ("", "what did Alena score?"),
    ],
)
def test_a_score_that_is_negative_fractional_or_missing_is_an_error_on_that_score(
    scorer_client, table_session, score, error
):
    page = post(scorer_client, table_session, at_scores(scorer_client, table_session, E=score))
    assert page.context["form"].errors["E_score"] == [error]
    assert not table_session.hands.exists()


def test_a_loser_who_scored_nothing_is_one_tap_on_their_0_and_a_chosen_0_is_recorded(
    scorer_client, table_session
):
    """Each score field has a "0" button beside it (handform.js fills the field with 0); the
    untouched field is still refused (above), so a 0 is always one somebody chose."""
    page = scorer_client.get(reverse("hand-new", args=[table_session.pk])).content.decode()
    for seat in "ESWN":
        assert re.search(
            rf'id="id_{seat}_score"[^>]*>\s*<button type="button" class="btn [^"]*score-zero" '
            rf'data-zero-for="{seat}" aria-label="0 for [^"]+">0</button>',
            page,
        ), seat
    post(scorer_client, table_session, at_scores(scorer_client, table_session, E=0, W=0, N=8))
    hand = table_session.hands.get()
    assert [hand.input["players"][seat]["score"] for seat in "ESWN"] == [0, 56, 0, 8]


def test_a_score_above_the_limit_is_an_error_on_that_score(scorer_client, table_session):
    page = post(scorer_client, table_session, at_scores(scorer_client, table_session, S=1200))
    assert "above the limit of 1000" in page.context["form"].errors["S_score"][0]
    assert not table_session.hands.exists()


def test_a_drawn_hand_at_the_scores_depth_needs_no_numbers(scorer_client, table_session):
    data = at_scores(scorer_client, table_session, **dict.fromkeys("ESWN", ""))
    data["winner"] = "drawn"
    post(scorer_client, table_session, data)
    hand = table_session.hands.get()
    # Settlement 3 is off by default: a drawn hand pays nothing and East deals again
    assert (hand.drawn, hand.east_keeps_deal, payments(hand)) == (
        True,
        True,
        dict.fromkeys("ESWN", 0),
    )


def test_a_scorer_records_one_hand_deeper_than_the_session(scorer_client, table_session):
    table_session.entry_depth = "scores"
    table_session.save()
    url = reverse("hand-new", args=[table_session.pk])
    data = filled(scorer_client.get(url), hand_lines("S"), "S") | {"entry": "tiles"}
    post(scorer_client, table_session, data)
    hand = table_session.hands.get()
    assert hand.entry == "tiles" and payments(hand) == PAYMENTS


def test_correcting_a_scores_hand_shows_its_numbers(scorer_client, table_session):
    post(scorer_client, table_session, at_scores(scorer_client, table_session))
    page = scorer_client.get(reverse("hand-correct", args=[table_session.pk, 1]))
    form = rendered_form(page)
    assert (form["entry"], form["S_score"], form["E_score"]) == ("scores", "56", "8")


def test_the_session_page_says_at_which_depth_each_hand_was_recorded(scorer_client, table_session):
    post(scorer_client, table_session, at_scores(scorer_client, table_session))
    page = scorer_client.get(table_session.get_absolute_url()).content.decode()
    assert 'class="badge text-bg-light border entry-depth"' in page
    assert "only the scores were entered, as the table worked them out" in page


# -- the session API -----------------------------------------------------------------------------


def next_hand(session):
    """The hand number and seats a client records a new hand against."""
    return {"number": session.next_number(), "seats": session.seats_for(session.next_deal())}


def test_the_session_api_records_a_hand_at_the_scores_depth(scorer_client, table_session):
    url = reverse("api-hands", args=[table_session.pk])
    hand = {
        "entry": "scores",
        "players": {seat: {"score": score} for seat, score in SCORES.items()},
        "winner": "S",
        "win": {"source": "wall"},
    }
    body = {"submission_key": str(uuid.uuid4()), **next_hand(table_session), "hand": hand}
    answer = scorer_client.post(url, json.dumps(body), content_type="application/json")
    assert answer.status_code == 201, answer.content
    assert (answer.json()["entry"], answer.json()["payments"]) == ("scores", PAYMENTS)


def test_the_session_api_answers_400_naming_a_negative_score(scorer_client, table_session):
    url = reverse("api-hands", args=[table_session.pk])
    hand = {
        "entry": "scores",
        "players": {seat: {"score": -1 if seat == "W" else 8} for seat in "ESWN"},
        "winner": "S",
        "win": {"source": "wall"},
    }
    body = {"submission_key": str(uuid.uuid4()), **next_hand(table_session), "hand": hand}
    answer = scorer_client.post(url, json.dumps(body), content_type="application/json")
    assert answer.status_code == 400
    assert answer.json()["field"] == "hand.players.W.score"
    assert not table_session.hands.exists()


# -- services ------------------------------------------------------------------------------------


def test_deleting_an_earlier_hand_moves_a_scores_hands_numbers_with_the_players(
    table_session, scorer, players
):
    from scoring.services.hands import sessions as service

    def scores_hand(winner, **scores):
        return {
            "entry": "scores",
            "players": {seat: {"score": scores.get(seat, 0)} for seat in "ESWN"},
            "winner": winner,
            "win": {"source": "wall"},
        }

    first, _ = service.record_hand(table_session, scores_hand("S", S=40), scorer, uuid.uuid4())
    # the deal passed: Bob deals the second hand and wins it, 40 from the wall: each of the
    # three others pays East double, 80 (Settlement 1)
    second, _ = service.record_hand(table_session, scores_hand("E", E=40), scorer, uuid.uuid4())
    assert payments(second) == {"E": 240, "S": -80, "W": -80, "N": -80}
    service.delete_hand(first, scorer, "recorded twice", first.version)
    second.refresh_from_db()
    # now the first deal: Bob sits South and Alena East; Bob's 40 is paid double by East only
    assert second.input["players"]["S"] == {"score": 40} and second.winner == "S"
    assert payments(second) == {"E": -80, "S": 160, "W": -40, "N": -40}
    assert second.entry == "scores"


def test_two_scorers_recording_the_same_hand_at_the_scores_depth_see_both_versions_scores(
    scorer_client, table_session
):
    # At the scores depth the four numbers are the whole hand: the 409 page must show them.
    # Rules 114-116: Bob's 56 against the losers' 8s pays 224 (East pays double).
    table_session.entry_depth = "scores"
    table_session.save()
    first = at_scores(scorer_client, table_session)
    second = at_scores(scorer_client, table_session, S=40)
    assert post(scorer_client, table_session, first).status_code == 302
    answer = post(scorer_client, table_session, second)
    assert answer.status_code == 409
    page = answer.content.decode()
    yours = page[page.index('id="yours"') : page.index('id="theirs"')]
    theirs = page[page.index('id="theirs"') :]
    assert "<span data-score>score 40</span>" in yours
    assert "<span data-score>score 56</span>" in theirs
