"""Riichi sessions on the club-night machinery: the riichi hand form posted as rendered,
running scores from 30,000, honba and riichi sticks carried from hand to hand, the dealer's
rotation, pao, and corrections re-scoring the later hands."""

import datetime

import pytest
from django.urls import reverse

from scoring.models import Session

from .conftest import rendered_form

pytestmark = pytest.mark.django_db

# riichi + pinfu + tanyao waiting on 1p/4p: 30 fu 3 han (ron 3900 non-dealer, 5800 dealer)
PINFU = "234m567m23p678s55s"


@pytest.fixture
def riichi_session(club, players, scorer):
    session = Session.objects.create(
        club=club,
        title="Riichi Thursday",
        date=datetime.date(2026, 11, 19),
        ruleset="riichi",
        east=players[0],
        south=players[1],
        west=players[2],
        north=players[3],
    )
    session.scorers.add(scorer)
    return session


def post_hand(client, session, **fields):
    url = reverse("hand-new", args=[session.pk])
    data = rendered_form(client.get(url))
    data.update(fields)
    return client.post(url, data, follow=True)


def totals(session):
    from scoring.services.hands import riichi, sessions

    start = riichi.start_points(session)
    by_player = sessions.session_totals(session)
    return {seat: start + by_player[p.pk] for seat, p in session.starting_seats.items()}


def test_the_riichi_form_is_shown_for_a_riichi_session(scorer_client, riichi_session):
    page = scorer_client.get(reverse("hand-new", args=[riichi_session.pk]))
    html = page.content.decode()
    assert 'name="S_closed"' in html and 'name="S_calls"' in html and 'name="S_riichi"' in html
    assert "0 honba · 0 riichi sticks on the table" in html


def test_three_hands_run_the_scores_from_30000_and_carry_honba_and_sticks(
    scorer_client, riichi_session
):
    # Hand 1: the dealer (Alena, E) wins by ron from W with riichi: 30 fu 3 han dealer ron
    # 960 x 6 = 5760 -> 5800. Alena keeps the deal with 1 honba.
    post_hand(
        scorer_client,
        riichi_session,
        E_closed=PINFU,
        E_riichi="on",
        winner="E",
        win_tile="4p",
        win_source="ron",
        discarder="W",
    )
    assert totals(riichi_session) == {"E": 35800, "S": 30000, "W": 24200, "N": 30000}
    # Hand 2: exhaustive draw, S in riichi and alone tenpai: S pays a stick and gets 3000;
    # the dealer is noten, so the deal passes to Bob; 2 honba, 1 stick on the table.
    post_hand(scorer_client, riichi_session, S_riichi="on", S_tenpai="on", winner="drawn")
    assert totals(riichi_session) == {"E": 34800, "S": 32000, "W": 23200, "N": 29000}
    page = scorer_client.get(riichi_session.get_absolute_url())
    assert "2 honba · 1 riichi sticks on the table" in page.content.decode()
    # Hand 3: Bob now deals (East); Chen sits at South. Chen wins by ron from Dana (West)
    # without riichi: pinfu + tanyao = 2 han 30 fu, 480 x 4 = 1920 -> 2000, + 2 honba x 300
    # = 600 from Dana, + the stick 1000 from the table.
    post_hand(
        scorer_client,
        riichi_session,
        S_closed=PINFU,
        winner="S",
        win_tile="4p",
        win_source="ron",
        discarder="W",
    )
    hand = riichi_session.live_hands().get(number=3)
    assert (hand.input["honba"], hand.input["riichi_sticks"]) == (2, 1)
    assert hand.output["hands"]["S"]["points"] == 2000
    # Chen (started West) +2600 +1000; Dana (started North) -2600.
    assert totals(riichi_session) == {"E": 34800, "S": 32000, "W": 26800, "N": 26400}


def test_a_pao_hand_recorded_through_the_form_makes_the_discarder_pay_r1(
    scorer_client, riichi_session
):
    # R1: Bob (S) has pons of red and green dragons, then pons Dana's (N) white dragon and
    # wins by tsumo: Daisangen, 32000, all from Dana.
    page = post_hand(
        scorer_client,
        riichi_session,
        S_closed="234m5p",
        S_calls="pon Rd W; pon Gd W; pon Wd N",
        winner="S",
        win_tile="5p",
        win_source="tsumo",
    )
    assert page.status_code == 200
    assert totals(riichi_session) == {"E": 30000, "S": 62000, "W": 30000, "N": -2000}
    penalty = riichi_session.live_hands().get().penalties.get()
    assert (penalty.type, penalty.rule, penalty.applied) == ("pao", "R1", True)
    detail = scorer_client.get(reverse("hand", args=[riichi_session.pk, 1])).content.decode()
    assert "13 han 40 fu (yakuman): 32000" in detail
    assert "Daisangen: 13 han" in detail


def test_a_claimed_r9_in_the_form_splits_a_ron(scorer_client, riichi_session):
    # W pons N's unseen 6m with 3 tiles left, then wins by ron on E's 6s: open tanyao 1 han
    # 30 fu = 1000, 500 from E (ron) and 500 from N (R9).
    post_hand(
        scorer_client,
        riichi_session,
        W_closed="234p456s78s55p",
        W_calls="pon 6m N",
        winner="W",
        win_tile="6s",
        win_source="ron",
        discarder="E",
        pao_rule="R9",
        pao_responsible="N",
        wall_tiles_left="3",
    )
    assert totals(riichi_session) == {"E": 29500, "S": 30000, "W": 31000, "N": 29500}


def test_an_impossible_hand_is_shown_next_to_the_field_and_nothing_is_recorded(
    scorer_client, riichi_session
):
    page = post_hand(
        scorer_client,
        riichi_session,
        S_closed=PINFU,
        winner="S",
        win_tile="9s",
        win_source="tsumo",
    )
    assert "not complete" in page.context["form"].errors["S_closed"][0]
    assert not riichi_session.hands.exists()


def test_correcting_the_first_hand_rescores_the_honba_of_the_next(scorer_client, riichi_session):
    # Hand 1 the dealer wins (renchan, hand 2 has 1 honba); corrected so that S wins instead,
    # hand 2 is dealt by S with 0 honba.
    post_hand(
        scorer_client,
        riichi_session,
        E_closed=PINFU,
        winner="E",
        win_tile="4p",
        win_source="ron",
        discarder="W",
    )
    post_hand(scorer_client, riichi_session, winner="drawn")
    second = riichi_session.live_hands().get(number=2)
    assert second.input["honba"] == 1
    url = reverse("hand-correct", args=[riichi_session.pk, 1])
    data = rendered_form(scorer_client.get(url))
    assert data["E_closed"] == "234567m23p55678s"  # the stored hand, back in notation
    data.update(E_closed="", S_closed=PINFU, winner="S", reason="it was Bob who won")
    scorer_client.post(url, data, follow=True)
    second.refresh_from_db()
    assert second.input["honba"] == 0
    assert second.east_index == 1  # Bob deals hand 2


def test_a_correction_that_moves_the_deal_moves_the_called_from_seats_with_the_players(
    riichi_session, scorer
):
    # Hand 2 (R1): Bob pons dragons from Chen and Dana, and Dana pays the Daisangen. When a
    # correction of hand 1 changes who deals hand 2, Bob, Chen and Dana sit at other winds,
    # and the calls must still say the dragons came from Chen and Dana.
    import uuid

    from scoring.services.hands import sessions as service

    def pinfu_win(seat):
        return {
            "players": {seat: {"closed": PINFU}},
            "winner": seat,
            "win": {"tile": "4d", "source": "ron", "discarder": "W"},
        }

    first, _ = service.record_hand(riichi_session, pinfu_win("E"), scorer, uuid.uuid4())
    dragons = {
        "players": {
            "S": {
                "closed": "234m5p",
                "calls": [
                    {"kind": "pon", "tiles": "RdRdRd", "from": "W"},
                    {"kind": "pon", "tiles": "GdGdGd", "from": "W"},
                    {"kind": "pon", "tiles": "WdWdWd", "from": "N"},
                ],
            }
        },
        "winner": "S",
        "win": {"tile": "5d", "source": "tsumo"},
    }
    service.record_hand(riichi_session, dragons, scorer, uuid.uuid4())
    # Hand 1 corrected: Bob (S) won it, so Bob deals hand 2 and sits at East.
    service.correct_hand(first, pinfu_win("S"), scorer, "Bob won", first.version)
    second = riichi_session.live_hands().get(number=2)
    calls = second.input["players"]["E"]["calls"]
    # Chen now sits at South, Dana at West; Bob is the dealer now, so the yakuman is
    # 8000 x 6 = 48000, and Dana (W) pays it all (honba 0: a non-dealer won hand 1).
    assert [c["from"] for c in calls] == ["S", "S", "W"]
    assert second.output["payments"]["W"] == -48000


def test_a_finished_riichi_session_shows_final_scores_with_uma_and_the_chombo_deduction(
    scorer_client, riichi_session
):
    # Two hands: Alena (dealer, riichi) wins 5800 from Chen; then Dana makes a chombo (EMA: 20000
    # deducted at the end). Points: Alena 35800, Bob 30000, Dana 30000, Chen 24200.
    # Uma +15000/+5000/-5000/-15000, Bob and Dana tie for 2nd: (5000 - 5000) / 2 = 0 each.
    # Final = points - 30000 + uma + penalty: Alena 5800 + 15000 = 20800, Bob 0,
    # Dana 0 - 20000 = -20000, Chen -5800 - 15000 = -20800.
    riichi_session.length = Session.Length.HANDS
    riichi_session.hand_limit = 2
    riichi_session.save()
    post_hand(
        scorer_client,
        riichi_session,
        E_closed=PINFU,
        E_riichi="on",
        winner="E",
        win_tile="4p",
        win_source="ron",
        discarder="W",
    )
    page = post_hand(scorer_client, riichi_session, winner="drawn", chombo="N")
    html = page.content.decode()
    alena, bob, chen, dana = (riichi_session.starting_seats[s] for s in "ESWN")
    expected = {alena: 20800, bob: 0, dana: -20000, chen: -20800}
    for player, final in expected.items():
        assert f'data-player="{player.pk}" data-final="{final}"' in html


def test_stored_pao_transfers_are_rewritten_to_cite_their_situation_r1():
    # Seed 004 R1: answers stored before the catalogue wrote "pao-R1" on the responsible
    # player's transfer; the migration makes it "R1" and leaves the amount (16000) alone.
    import importlib

    migration = importlib.import_module(
        "scoring.migrations.0008_pao_transfers_cite_their_situation"
    )
    output = {
        "transfers": [
            {"from": "E", "to": "S", "amount": 16000, "rule": "ron"},
            {"from": "N", "to": "S", "amount": 16000, "rule": "pao-R1", "on_behalf_of": "E"},
        ]
    }
    assert migration.cite_situation(output) is True
    assert [t["rule"] for t in output["transfers"]] == ["ron", "R1"]
    assert output["transfers"][1]["amount"] == 16000
    assert migration.cite_situation(output) is False
