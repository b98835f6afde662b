"""MCR sessions on the club-night machinery (docs/mcr.md): a session started from the rendered
new-session form, hands posted through the rendered MCR hand form at each depth (tiles, fans,
scores), totals, a correction, a deletion, the referee page, and the 4xx of a bad hand beside
its field. Payments (M-discard, M-self-drawn): every loser pays 8; the discarder, or every
loser on a self-drawn hand, pays the hand's fans on top."""

import pytest
from django.urls import reverse

from scoring.models import Session
from scoring.services.hands import sessions

from .conftest import rendered_form

pytestmark = pytest.mark.django_db

# Mixed Triple Chow (M41, 8) + Concealed Hand (M62, 2) + All Chows (M63, 2) + All Simples
# (M68, 2) = 14 fans, won on 8d; Mixed Double Chow (M70) is excluded by M41, No Honours (M76)
# by All Chows and All Simples.
MIXED_TRIPLE = "(2b 3b 4b) (2c 3c 4c) (2d 3d 4d) 6d 7d 8d 5b 5b"
# East declared a false mah-jong and play went on; then South won on West's discard with Half
# Flush (M50, 6) + All Pungs (M49, 6) = 12.
FALSE_MAHJONG_BESIDE_A_WIN = dict(
    entry="fans",
    winner="S",
    win_source="discard",
    discarder="W",
    fan_50="on",
    fan_49="on",
    false_mahjong="E",
)
# South self-drawn with All Pungs (M49) alone: 6 fans, under M-minimum's 8.
UNDER_EIGHT_FANS = dict(entry="fans", winner="S", win_source="wall", fan_49="on")


def post_hand(client, session, **fields):
    url = reverse("hand-new", args=[session.pk])
    data = rendered_form(client.get(url))
    data.update(fields)
    return client.post(url, data)


def totals(session):
    by_player = sessions.session_totals(session)
    return {seat: by_player[p.pk] for seat, p in session.starting_seats.items()}


def start_mcr_night(client, organiser, club, players, depth):
    """The organiser posts the rendered new-session form for an MCR night at `depth`."""
    client.force_login(organiser)
    url = reverse("session-new", args=[club.slug])
    data = rendered_form(client.get(url), form_id="session-form")
    data.update(
        title="MCR night",
        ruleset="mcr",
        entry_depth=depth,
        east=players[0].pk,
        south=players[1].pk,
        west=players[2].pk,
        north=players[3].pk,
    )
    return client.post(url, data)


def test_an_mcr_session_is_started_from_the_new_session_form_at_the_fans_depth(
    client, organiser, club, players
):
    response = start_mcr_night(client, organiser, club, players, "fans")
    assert response.status_code == 302, response.content.decode()[:3000]
    session = Session.objects.get(title="MCR night")
    assert (session.ruleset, session.entry_depth) == ("mcr", "fans")
    form = client.get(reverse("hand-new", args=[session.pk])).content.decode()
    # The fans as the MCR sheet lists them: each with its M-number and value.
    assert 'name="fan_63"' in form and "M63" in form and 'name="fan_81_count"' in form


def test_a_classical_depth_is_refused_for_mcr_beside_the_depth_field(
    client, organiser, club, players
):
    response = start_mcr_night(client, organiser, club, players, "sets")
    assert response.status_code == 400
    assert "hands are recorded at these depths: tiles, fans, scores" in response.content.decode()


def test_the_fans_depth_half_flush_all_pungs_dragon_pung_and_a_flower_won_on_a_discard(
    scorer_client, mcr_session
):
    # Half Flush (M50, 6) + All Pungs (M49, 6) + Dragon Pung (M59, 2) + one flower (M81, 1):
    # 15 fans, 14 without the flower (at least 8). South wins on West's discard: West pays
    # 8 + 15 = 23, East and North 8 each; South gains 39 (M-discard).
    response = post_hand(
        scorer_client,
        mcr_session,
        entry="fans",
        winner="S",
        discarder="W",
        win_source="discard",
        fan_50="on",
        fan_49="on",
        fan_59="on",
        fan_81="on",
    )
    assert response.status_code == 302, response.content.decode()[:3000]
    hand = mcr_session.live_hands().get()
    assert hand.input["players"]["S"]["fans"] == [49, 50, 59, 81]
    assert totals(mcr_session) == {"E": -8, "S": 39, "W": -23, "N": -8}


def test_the_fans_depth_counts_a_repeated_fan_as_often_as_given(scorer_client, mcr_session):
    # All Chows (M63, 2) ... : Mixed Straight (M39, 8) + All Chows (M63, 2) + two flowers
    # (M81 x 2, 2) = 12 fans. Self-drawn by East: each of the three pays 8 + 12 = 20, East
    # gains 60 (M-self-drawn).
    response = post_hand(
        scorer_client,
        mcr_session,
        entry="fans",
        winner="E",
        win_source="wall",
        fan_39="on",
        fan_63="on",
        fan_81="on",
        fan_81_count="2",
    )
    assert response.status_code == 302, response.content.decode()[:3000]
    assert mcr_session.live_hands().get().input["players"]["E"]["fans"] == [39, 63, 81, 81]
    assert totals(mcr_session) == {"E": 60, "S": -20, "W": -20, "N": -20}


def test_the_scores_depth_is_the_winners_fan_total_self_drawn(scorer_client, mcr_session):
    # North self-draws a 25-fan hand: each of the three pays 8 + 25 = 33; North gains 99.
    response = post_hand(
        scorer_client, mcr_session, entry="scores", winner="N", win_source="wall", winner_score="25"
    )
    assert response.status_code == 302, response.content.decode()[:3000]
    assert totals(mcr_session) == {"E": -33, "S": -33, "W": -33, "N": 99}


def test_the_tiles_depth_counts_the_fans_from_the_tiles_with_the_picker_lines(
    scorer_client, mcr_session
):
    # MIXED_TRIPLE: 14 fans won on West's 8d: West pays 8 + 14 = 22, East and North 8.
    response = post_hand(
        scorer_client,
        mcr_session,
        entry="tiles",
        S_tiles=MIXED_TRIPLE,
        winner="S",
        win_tile="8d",
        win_source="discard",
        discarder="W",
    )
    assert response.status_code == 302, response.content.decode()[:3000]
    hand = mcr_session.live_hands().get()
    assert [i["rule"] for i in hand.output["hands"]["S"]["items"]] == ["M41", "M62", "M63", "M68"]
    assert totals(mcr_session) == {"E": -8, "S": 38, "W": -22, "N": -8}


def test_a_drawn_hand_pays_nothing_and_passes_the_deal_in_two_taps_from_the_session_page(
    scorer_client, mcr_session
):
    page = scorer_client.get(mcr_session.get_absolute_url()).content.decode()
    link = reverse("hand-new", args=[mcr_session.pk]) + "?winner=drawn"
    assert f'href="{link}"' in page  # tap 1: "Drawn"
    form = scorer_client.get(link)
    data = rendered_form(form)
    assert data["winner"] == "drawn"
    response = scorer_client.post(reverse("hand-new", args=[mcr_session.pk]), data)  # tap 2
    assert response.status_code == 302
    hand = mcr_session.live_hands().get()
    assert hand.drawn and totals(mcr_session) == {"E": 0, "S": 0, "W": 0, "N": 0}
    # M-game: the deal passes after a drawn hand too: Bob (South at the start) deals hand 2.
    assert mcr_session.next_deal().east_index == 1


def test_a_fan_listed_with_one_it_excludes_is_refused_with_400_beside_that_fan(
    scorer_client, mcr_session
):
    # Full Flush (M22) excludes No Honours (M76): the non-repeat principle.
    response = post_hand(
        scorer_client,
        mcr_session,
        entry="fans",
        winner="S",
        win_source="wall",
        fan_22="on",
        fan_76="on",
    )
    assert response.status_code == 400
    html = response.content.decode()
    assert "is not counted with fan 76" in html
    assert 'id="error-summary"' in html and 'href="#id_fan_22"' in html
    assert not mcr_session.live_hands().exists()


def test_no_fans_ticked_and_a_tile_hand_that_is_not_complete_are_refused_with_400(
    scorer_client, mcr_session
):
    empty = post_hand(scorer_client, mcr_session, entry="fans", winner="S", win_source="wall")
    assert empty.status_code == 400 and "tick the winner" in empty.content.decode()
    broken = post_hand(
        scorer_client,
        mcr_session,
        entry="tiles",
        S_tiles="(2b 3b 4b) (2c 3c 4c) (2d 3d 4d) 6d 7d 9d 5b 5b",
        winner="S",
        win_tile="9d",
        win_source="wall",
    )
    assert broken.status_code == 400
    html = broken.content.decode()
    assert 'href="#id_S_tiles"' in html and "no complete MCR hand" in html
    assert not mcr_session.live_hands().exists()


def test_a_correction_and_a_deletion_change_the_totals(scorer_client, mcr_session):
    post_hand(
        scorer_client,
        mcr_session,
        entry="scores",
        winner="S",
        win_source="discard",
        discarder="E",
        winner_score="10",
    )
    # 10 fans on East's discard: East 8 + 10 = 18, West and North 8; South +34.
    assert totals(mcr_session) == {"E": -18, "S": 34, "W": -8, "N": -8}
    url = reverse("hand-correct", args=[mcr_session.pk, 1])
    data = rendered_form(scorer_client.get(url))
    assert data["winner_score"] == "10" and data["discarder"] == "E"
    data.update(winner_score="16", reason="the table missed a Pure Straight")
    response = scorer_client.post(url, data)
    assert response.status_code == 302, response.content.decode()[:3000]
    # 16 fans: East 8 + 16 = 24; South +40.
    assert totals(mcr_session) == {"E": -24, "S": 40, "W": -8, "N": -8}
    delete = reverse("hand-delete", args=[mcr_session.pk, 1])
    hand = mcr_session.live_hands().get()
    response = scorer_client.post(delete, {"base_version": hand.version, "reason": "wrong table"})
    assert response.status_code == 302
    assert totals(mcr_session) == {"E": 0, "S": 0, "W": 0, "N": 0}


def test_the_referee_page_shows_each_fan_with_its_rule_value_and_the_fans_it_excluded(
    scorer_client, mcr_session
):
    post_hand(
        scorer_client,
        mcr_session,
        entry="tiles",
        S_tiles=MIXED_TRIPLE,
        winner="S",
        win_tile="8d",
        win_source="discard",
        discarder="W",
    )
    page = scorer_client.get(reverse("referee-hand", args=[mcr_session.pk, 1]))
    assert page.status_code == 200
    html = page.content.decode()
    assert 'data-rule="M41"' in html and "Mixed Triple Chow" in html
    # M41 excludes M70 Mixed Double Chow; the hand's total 14, the minimum reads 14 too.
    assert 'data-excluded="M70"' in html and "Mixed Double Chow" in html
    assert '<td class="text-end fw-bold mcr-total">14</td>' in html


def test_a_false_mahjong_declared_during_the_hand_is_paid_beside_the_win(
    scorer_client, mcr_session
):
    # M-false-mahjong: East pays 30 points, 10 to each other player. South's 12 fans on West's
    # discard: West pays 8 + 12 = 20, East and North 8 each.
    # East: -8 - 30 = -38; South: 36 + 10 = 46; West: -20 + 10 = -10; North: -8 + 10 = 2.
    response = post_hand(scorer_client, mcr_session, **FALSE_MAHJONG_BESIDE_A_WIN)
    assert response.status_code == 302, response.content.decode()[:3000]
    assert totals(mcr_session) == {"E": -38, "S": 46, "W": -10, "N": 2}
    refused = post_hand(
        scorer_client,
        mcr_session,
        entry="fans",
        winner="N",
        win_source="wall",
        fan_50="on",
        fan_49="on",
        false_mahjong="N",
    )
    assert refused.status_code == 400
    assert "may not win the hand" in refused.content.decode()


def test_the_referee_page_reads_an_mcr_false_mahjong_in_mcr_terms_not_the_classical_ones(
    scorer_client, mcr_session
):
    # M-false-mahjong: the offender pays 10 to each other player whether or not anybody had
    # exposed tiles, and play goes on; the classical reading (C1) does not apply.
    post_hand(scorer_client, mcr_session, **FALSE_MAHJONG_BESIDE_A_WIN)
    # M-minimum: 6 fans are no win; the engine's finding is not a claim, so it has no record
    # of a declaration to read out.
    post_hand(scorer_client, mcr_session, **UNDER_EIGHT_FANS)
    claimed = scorer_client.get(reverse("referee-hand", args=[mcr_session.pk, 1]))
    found = scorer_client.get(reverse("referee-hand", args=[mcr_session.pk, 2]))
    for page in (claimed, found):
        assert "exposed tiles" not in page.content.decode()
    html = claimed.content.decode()
    assert "declared mah-jong during the hand without a winning hand" in html
    assert "under 8 fans" in html and "play went on" in html
    assert "On the record" not in found.content.decode()


def test_a_win_under_eight_fans_is_a_false_mahjong_found_from_the_fans(scorer_client, mcr_session):
    # M-minimum: 6 fans (All Pungs, M49) do not make a winning hand: South pays the false
    # mah-jong penalty, 10 to each other player, and nothing else is paid.
    response = post_hand(scorer_client, mcr_session, **UNDER_EIGHT_FANS)
    assert response.status_code == 302
    assert totals(mcr_session) == {"E": 10, "S": -30, "W": 10, "N": 10}


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_the_hand_form_and_the_session_page_name_the_round_in_the_readers_language(
    scorer_client, mcr_session, language
):
    from django.utils import translation

    from scoring.services.hands import engine_text

    with translation.override(language):
        round_name = engine_text.round_name("E")  # "kolo východního větru", said whole
    scorer_client.cookies["django_language"] = language
    form = scorer_client.get(reverse("hand-new", args=[mcr_session.pk])).content.decode()
    heading = form[form.index("data-round") : form.index("</small>", form.index("data-round"))]
    assert round_name in heading.replace("&#x27;", "'") and "East" not in heading
    page = scorer_client.get(mcr_session.get_absolute_url()).content.decode()
    deal = page[page.index('id="next-deal"') : page.index('id="next-east"')]
    assert "East wind" not in deal


def test_the_json_api_records_an_mcr_fans_hand_and_names_a_refused_fan_list_400(
    scorer, mcr_session
):
    import json
    import uuid

    from django.test import Client

    client = Client()
    client.force_login(scorer)
    url = reverse("api:hands", args=[mcr_session.pk])

    def send(hand):
        body = {
            "submission_key": str(uuid.uuid4()),
            "number": mcr_session.next_number(),
            "seats": mcr_session.seats_for(mcr_session.next_deal()),
            "hand": hand,
        }
        return client.post(url, json.dumps(body), content_type="application/json")

    # Only the winner's fans: Pure Straight (M28, 16) + Self-Drawn (M80, 1) = 17, self-drawn
    # by West: each of the three pays 8 + 17 = 25; West gains 75.
    ok = send(
        {
            "entry": "fans",
            "players": {"W": {"fans": [28, 80]}},
            "winner": "W",
            "win": {"source": "wall"},
        }
    )
    assert ok.status_code == 201, ok.content
    assert totals(mcr_session) == {"E": -25, "S": -25, "W": 75, "N": -25}
    # Chicken Hand (M43) scores only alone (flowers apart): the engine's field, in the body.
    refused = send(
        {
            "entry": "fans",
            "players": {"S": {"fans": [43, 63]}},
            "winner": "S",
            "win": {"source": "wall"},
        }
    )
    assert refused.status_code == 400
    assert refused.json()["field"] == "hand.players.S.fans"
    assert "Chicken Hand" in refused.json()["error"]


def test_a_referee_corrects_an_mcr_hand_in_the_mcr_forms_fields_on_the_referee_page(
    client, organiser, scorer_client, mcr_session
):
    post_hand(
        scorer_client,
        mcr_session,
        entry="fans",
        winner="S",
        win_source="discard",
        discarder="E",
        fan_39="on",
        fan_63="on",
    )
    # Mixed Straight (M39, 8) + All Chows (M63, 2) = 10 on East's discard: East pays 18.
    assert totals(mcr_session) == {"E": -18, "S": 34, "W": -8, "N": -8}
    client.force_login(organiser)  # the club's organiser may rule
    url = reverse("referee-hand", args=[mcr_session.pk, 1])
    data = rendered_form(client.get(url), form_id="correction-form")
    assert data["correct-fan_39"] == "on" and data["correct-fan_63"] == "on"
    # The table missed Concealed Hand (M62, 2): 12 fans, East pays 8 + 12 = 20; South +36.
    data.update({"correct-fan_62": "on", "rule": "M62", "reason": "the hand was concealed"})
    response = client.post(reverse("referee-rule", args=[mcr_session.pk, 1]), data)
    assert response.status_code == 302, response.content.decode()[:3000]
    assert totals(mcr_session) == {"E": -20, "S": 36, "W": -8, "N": -8}
    # A correction the engine refuses comes back 400 beside the fan: Chicken Hand with others.
    data = rendered_form(client.get(url), form_id="correction-form")
    data.update({"correct-fan_43": "on", "rule": "M43", "reason": "a chicken?"})
    refused = client.post(reverse("referee-rule", args=[mcr_session.pk, 1]), data)
    assert refused.status_code == 400
    assert "Chicken Hand" in refused.content.decode()


def test_the_four_phone_table_is_offered_for_mcr_and_opens_the_mcr_form_with_the_code(
    scorer_client, mcr_session
):
    page = scorer_client.get(mcr_session.get_absolute_url()).content.decode()
    assert 'id="four-phones"' in page
    response = scorer_client.get(reverse("table", args=[mcr_session.pk]))
    html = response.content.decode()
    assert response.status_code == 200
    assert 'id="table-qr"' in html and 'name="fan_63"' in html  # the MCR hand form
    assert "entered on the scorer" not in html


def test_the_preview_says_a_win_under_eight_fans_is_a_false_mahjong(scorer_client, mcr_session):
    url = reverse("hand-new", args=[mcr_session.pk])
    data = rendered_form(scorer_client.get(url))
    data.update(UNDER_EIGHT_FANS)
    preview = scorer_client.post(reverse("hand-preview", args=[mcr_session.pk]), data)
    html = preview.content.decode()
    # All Pungs alone: 6 fans, under M-minimum's 8; South pays 30, 10 to each other player.
    assert "False mah-jong (M-false-mahjong)" in html
    assert "6 fans without flowers, under the minimum of 8" in html
    assert '<td class="text-end fw-semibold text-danger" data-seat="S">-30</td>' in html


def test_the_referee_page_draws_no_empty_tile_row_for_a_hand_given_by_its_fans(
    scorer_client, mcr_session
):
    post_hand(
        scorer_client,
        mcr_session,
        entry="fans",
        winner="S",
        win_source="wall",
        fan_39="on",
        fan_63="on",
    )
    html = scorer_client.get(reverse("referee-hand", args=[mcr_session.pk, 1])).content.decode()
    # No tiles were recorded at the fans depth: no seat shows an empty row of tiles.
    assert 'class="mb-2 hand-tiles"' not in html
    # Mixed Straight (M39, 8) + All Chows (M63, 2) = 10, self-drawn: the total row says 10.
    assert '<td class="text-end fw-bold mcr-total">10</td>' in html


def test_an_mcr_hand_waiting_on_a_phone_is_recorded_when_it_is_sent(scorer_client, mcr_session):
    # The offline queue sends the form's fields as rendered: Mixed Triple Chow (M41, 8) +
    # All Types (M52, 6) = 14, self-drawn by East: each of the others pays 8 + 14 = 22.
    data = rendered_form(scorer_client.get(reverse("hand-new", args=[mcr_session.pk])))
    data.update(entry="fans", winner="E", win_source="wall", fan_41="on", fan_52="on")
    response = scorer_client.post(reverse("hand-queued", args=[mcr_session.pk]), data)
    assert response.status_code == 201, response.content
    assert totals(mcr_session) == {"E": 66, "S": -22, "W": -22, "N": -22}
    # A bad fan list waiting on a phone: 400, nothing saved, the engine's words.
    data = rendered_form(scorer_client.get(reverse("hand-new", args=[mcr_session.pk])))
    data.update(entry="fans", winner="S", win_source="wall", fan_43="on", fan_63="on")
    refused = scorer_client.post(reverse("hand-queued", args=[mcr_session.pk]), data)
    assert refused.status_code == 400 and "Chicken Hand" in refused.json()["error"]
    assert mcr_session.live_hands().count() == 1


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "fan 80 (Self-Drawn) needs a self-drawn win, but the hand was won on a discard"),
        (
            "cs",
            "fan 80 (Dobráno ze zdi) vyžaduje výhru vlastním dobráním, ale ruka byla vyhrána na",
        ),
        ("fr", "le fan 80 (Tirée du mur) demande une victoire sur une tuile piochée, mais la main"),
    ],
)
def test_m80_self_drawn_ticked_on_a_discard_win_is_refused_beside_that_fan(
    scorer_client, mcr_session, language, said
):
    # M80 Self-Drawn needs a tile the winner drew; on West's discard West alone pays, so the
    # list and the source contradict each other: refused, nothing stored.
    scorer_client.cookies["django_language"] = language
    response = post_hand(
        scorer_client,
        mcr_session,
        entry="fans",
        winner="S",
        win_source="discard",
        discarder="W",
        fan_23="on",
        fan_80="on",
    )
    assert response.status_code == 400
    html = response.content.decode()
    assert said in html
    assert 'href="#id_fan_80"' in html
    assert not mcr_session.live_hands().exists()
