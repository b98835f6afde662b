"""MCR at four phones (docs/mcr.md, docs/club-night.md "Four phones"): only the winner's hand
scores, so the winner's phone lists their fans (or their fan total, or their tiles, at the
session's depth) and says how they won; a loser's part is one tap, "I did not win". The
phone's part is checked by the MCR hand form and the engine, as the scorer's form is: a bad
part is refused with the same words and nothing is stored. The scorer's table page opens with
the parts, and Record stores the hand they say.

Payments (docs/mcr.md, M-discard and M-self-drawn): every loser pays the winner 8; the
discarder, or on a self-drawn hand every loser, pays the hand's fans on top."""

import uuid

import pytest
from django.test import Client
from django.urls import reverse

from scoring.models import HandPart
from scoring.services.hands import sessions, table

from .conftest import joined_phone, rendered_form

pytestmark = pytest.mark.django_db


@pytest.fixture
def mcr_table(mcr_session):
    return mcr_session


def join(session):
    return reverse("table-join", args=[table.join_token(session)])


def send(phone, session, **fields):
    """The phone's part form as rendered for its player, with `fields` ticked or typed."""
    data = rendered_form(phone.get(join(session)))
    data.update(fields)
    return phone.post(join(session), data)


def nothing(phone, session):
    """A loser's one tap: the form as rendered, sent with its "I did not win" button."""
    return send(phone, session, nothing="1")


def totals(session):
    by_player = sessions.session_totals(session)
    return {seat: by_player[p.pk] for seat, p in session.starting_seats.items()}


def player(session, seat):
    return session.seats_for(session.next_deal())[seat]


def test_a_winners_phone_lists_fans_grouped_as_on_the_scorers_form(mcr_table):
    page = joined_phone(mcr_table, "S").get(join(mcr_table))
    assert page.status_code == 200
    html = page.content.decode()
    assert 'id="fans-common"' in html and 'name="fan_63"' in html  # All Chows first
    assert 'id="fans-88"' in html and 'name="fan_81_count"' in html
    assert "I did not win: send" in html
    assert "entered on the scorer" not in html


def test_four_phones_a_winners_fans_and_three_taps_record_the_hand_the_parts_say(mcr_table, scorer):
    # Half Flush (M50, 6) + All Pungs (M49, 6) + Dragon Pung (M59, 2) + one flower (M81, 1):
    # 15 fans (14 without the flower, at least M-minimum's 8). South wins on West's discard:
    # M-discard, West pays 8 + 15 = 23, East and North 8 each; South gains 39.
    east, south = joined_phone(mcr_table, "E"), joined_phone(mcr_table, "S")
    west, north = joined_phone(mcr_table, "W"), joined_phone(mcr_table, "N")
    won = send(
        south,
        mcr_table,
        win=f"p{player(mcr_table, 'W')}",
        fan_50="on",
        fan_49="on",
        fan_59="on",
        fan_81="on",
    )
    assert won.status_code == 302, won.content.decode()[:2000]
    for phone in (east, west, north):
        assert nothing(phone, mcr_table).status_code == 302
    parts = table.parts(mcr_table, 1)
    assert parts["S"].line == "49 50 59 81"
    assert {seat: parts[seat].line for seat in "EWN"} == {"E": "", "W": "", "N": ""}
    scorer_phone = Client()
    scorer_phone.force_login(scorer)
    status = scorer_phone.get(reverse("table-status", args=[mcr_table.pk]) + "?number=1")
    assert 'id="all-in"' in status.content.decode()
    # The scorer's page opens with the parts: Record, one tap, stores them.
    page = scorer_phone.get(reverse("table", args=[mcr_table.pk]))
    data = rendered_form(page)
    assert data["winner"] == "S" and data["win_source"] == "discard" and data["discarder"] == "W"
    assert [data.get(f"fan_{n}") for n in (49, 50, 59, 81)] == ["on"] * 4
    recorded = scorer_phone.post(reverse("table", args=[mcr_table.pk]), data)
    assert recorded.status_code == 302, recorded.content.decode()[:2000]
    hand = mcr_table.live_hands().get()
    assert hand.input["players"]["S"]["fans"] == [49, 50, 59, 81]
    assert totals(mcr_table) == {"E": -8, "S": 39, "W": -23, "N": -8}


def test_a_self_drawn_win_at_the_scores_depth_is_paid_by_every_loser(mcr_table, scorer):
    # North self-draws 25 fans: M-self-drawn, each of the three pays 8 + 25 = 33.
    mcr_table.entry_depth = "scores"
    mcr_table.save()
    north = joined_phone(mcr_table, "N")
    assert send(north, mcr_table, win="wall", line="25").status_code == 302
    for seat in "ESW":
        assert nothing(joined_phone(mcr_table, seat), mcr_table).status_code == 302
    scorer_phone = Client()
    scorer_phone.force_login(scorer)
    data = rendered_form(scorer_phone.get(reverse("table", args=[mcr_table.pk])))
    assert (data["winner"], data["win_source"], data["winner_score"]) == ("N", "wall", "25")
    assert scorer_phone.post(reverse("table", args=[mcr_table.pk]), data).status_code == 302
    assert totals(mcr_table) == {"E": -33, "S": -33, "W": -33, "N": 99}


@pytest.mark.parametrize(
    ("fields", "said"),
    [
        # M-minimum: All Pungs (M49) alone is 6 fans, not a winning hand.
        ({"win": "wall", "fan_49": "on"}, "6 fans without flowers, under the minimum of 8"),
        # Full Flush (M22) excludes No Honours (M76): the non-repeat principle.
        ({"win": "wall", "fan_22": "on", "fan_76": "on"}, "is not counted with fan 76"),
        ({"win": "wall"}, "tick the winner"),
        # Nine flowers: the MCR form counts eight at most, and says which fan.
        (
            {"win": "wall", "fan_41": "on", "fan_81": "on", "fan_81_count": "9"},
            "how many times: Flower Tiles",
        ),
        # Only the winner lists fans: a loser's part is "I did not win".
        ({"fan_22": "on"}, "only the winner"),
    ],
)
def test_a_bad_part_is_refused_with_the_mcr_forms_words_and_nothing_is_stored(
    mcr_table, fields, said
):
    answer = send(joined_phone(mcr_table, "S"), mcr_table, **fields)
    assert answer.status_code == 400
    assert said in answer.content.decode()
    assert not HandPart.objects.exists()


def test_a_winners_part_and_claim_stay_with_their_player_through_a_correction(mcr_table, scorer):
    # Hand 1 drawn: the deal passes (M-game: after every hand), Bob is East for hand 2 and
    # claims a win on Alena's discard (Alena is North now).
    first, _ = sessions.record_hand(
        mcr_table, {"entry": "fans", "winner": None, "penalties": []}, scorer, uuid.uuid4()
    )
    bob = joined_phone(mcr_table, "E")
    answer = send(bob, mcr_table, win=f"p{mcr_table.east_id}", fan_39="on", fan_63="on")
    assert answer.status_code == 302, answer.content.decode()[:2000]
    # Hand 1 corrected to Carla's self-drawn win: in MCR the deal passes all the same, so
    # every player keeps their seat, and Bob's part and claim are still Bob's.
    corrected = {
        "entry": "fans",
        "winner": "W",
        "players": {"W": {"fans": [39, 63]}},
        "win": {"source": "wall"},
        "penalties": [],
    }
    sessions.correct_hand(first, corrected, scorer, "Carla went out", 1)
    parts = table.parts(mcr_table, 2)
    assert list(parts) == ["E"] and parts["E"].player_id == mcr_table.south_id
    scorer_phone = Client()
    scorer_phone.force_login(scorer)
    data = rendered_form(scorer_phone.get(reverse("table", args=[mcr_table.pk])))
    assert (data["winner"], data["win_source"], data["discarder"]) == ("E", "discard", "N")
    # Mixed Straight (M39, 8) + All Chows (M63, 2) = 10 on Alena's discard (M-discard): Alena
    # pays 8 + 10 = 18, the others 8; with hand 1 (Carla self-drawn 10: 18 from each).
    assert scorer_phone.post(reverse("table", args=[mcr_table.pk]), data).status_code == 302
    assert totals(mcr_table) == {"E": -18 - 18, "S": -18 + 34, "W": 54 - 8, "N": -18 - 8}


def test_at_the_tiles_depth_the_winners_tiles_are_counted_and_recorded(mcr_table, scorer):
    # Mixed Triple Chow (M41, 8) + Concealed Hand (M62, 2) + All Chows (M63, 2) + All
    # Simples (M68, 2) = 14 fans, South won on West's 8d: M-discard, West pays 8 + 14 = 22,
    # East and North 8 each.
    mcr_table.entry_depth = "tiles"
    mcr_table.save()
    south = joined_phone(mcr_table, "S")
    line = "(2b 3b 4b) (2c 3c 4c) (2d 3d 4d) 6d 7d 8d 5b 5b"
    answer = send(south, mcr_table, win=f"p{player(mcr_table, 'W')}", line=line, win_tile="8d")
    assert answer.status_code == 302, answer.content.decode()[:2000]
    for seat in "EWN":
        assert nothing(joined_phone(mcr_table, seat), mcr_table).status_code == 302
    scorer_phone = Client()
    scorer_phone.force_login(scorer)
    data = rendered_form(scorer_phone.get(reverse("table", args=[mcr_table.pk])))
    assert (data["S_tiles"], data["win_tile"], data["discarder"]) == (line, "8d", "W")
    assert scorer_phone.post(reverse("table", args=[mcr_table.pk]), data).status_code == 302
    assert totals(mcr_table) == {"E": -8, "S": 38, "W": -22, "N": -8}
    # A tile hand that is no complete MCR hand is refused with the form's words.
    south_again = joined_phone(mcr_table, "E")  # Bob deals hand 2
    broken = "(2b 3b 4b) (2c 3c 4c) (2d 3d 4d) 6d 7d 9d 5b 5b"
    refused = send(south_again, mcr_table, win="wall", line=broken, win_tile="9d")
    assert refused.status_code == 400 and "no complete MCR hand" in refused.content.decode()
    assert not HandPart.objects.filter(number=2).exists()


def test_a_bad_part_kept_offline_is_refused_400_when_sent_and_nothing_is_stored(mcr_table):
    phone = joined_phone(mcr_table, "S")
    queued = reverse("table-join-queued", args=[table.join_token(mcr_table)])
    data = rendered_form(phone.get(join(mcr_table)))
    data.update(win="wall", fan_49="on", part_key="k1")
    answer = phone.post(queued, data)
    assert answer.status_code == 400
    assert "under the minimum of 8" in answer.json()["error"]
    assert not HandPart.objects.exists()
    data.update(fan_50="on", fan_59="on")  # 14 fans: stored
    assert phone.post(queued, data).json()["status"] == "stored"
    assert HandPart.objects.get().line == "49 50 59"


@pytest.mark.parametrize(
    ("language", "tap", "refusal"),
    [
        ("cs", "Nevyhrál(a) jsem: odeslat", "v MCR se počítá jen ruka vítěze"),
        ("fr", "Je n’ai pas gagné\u00a0: envoyer", "en MCR, seule la main du gagnant compte"),
    ],
)
def test_the_mcr_phone_speaks_the_players_language(mcr_table, language, tap, refusal):
    phone = joined_phone(mcr_table, "S")
    phone.cookies["django_language"] = language
    assert tap in phone.get(join(mcr_table)).content.decode()
    answer = send(phone, mcr_table, fan_22="on")
    assert answer.status_code == 400 and refusal in answer.content.decode()


def test_a_winners_part_for_a_hand_recorded_meanwhile_is_refused_409_and_not_stored(
    mcr_table, scorer
):
    south = joined_phone(mcr_table, "S")
    form = rendered_form(south.get(join(mcr_table)))  # opened for hand 1
    sessions.record_hand(
        mcr_table, {"entry": "fans", "winner": None, "penalties": []}, scorer, uuid.uuid4()
    )
    form.update(win="wall", fan_39="on", fan_63="on")
    late = south.post(join(mcr_table), form)
    assert late.status_code == 409
    assert "hand 1 was recorded before your part arrived" in late.content.decode()
    assert not HandPart.objects.exists()


def test_the_scorer_tapping_another_winner_does_not_give_them_the_claimants_fans(mcr_table, scorer):
    send(joined_phone(mcr_table, "S"), mcr_table, win="wall", fan_39="on", fan_63="on")
    scorer_phone = Client()
    scorer_phone.force_login(scorer)
    url = reverse("hand-new", args=[mcr_table.pk])
    own = rendered_form(scorer_phone.get(url + "?winner=S"))
    assert own["fan_39"] == own["fan_63"] == "on" and own["win_source"] == "wall"
    other = rendered_form(scorer_phone.get(url + "?winner=N"))
    assert other["winner"] == "N" and "fan_39" not in other and not other.get("win_source")


def test_a_win_robbing_a_kong_is_claimed_from_the_phone_and_paid_as_a_discard(mcr_table, scorer):
    # South robs West's kong: Robbing the Kong (M47, 8) = 8 fans. docs/mcr.md: robbing a kong
    # is paid as a discard (M-discard): West pays 8 + 8 = 16, East and North 8 each.
    south = joined_phone(mcr_table, "S")
    answer = send(south, mcr_table, win=f"p{player(mcr_table, 'W')}", kong="1", fan_47="on")
    assert answer.status_code == 302, answer.content.decode().split('id="line-error"')[-1][:300]
    assert HandPart.objects.get().win["source"] == "robbed_kong"
    scorer_phone = Client()
    scorer_phone.force_login(scorer)
    status = scorer_phone.get(reverse("table-status", args=[mcr_table.pk]) + "?number=1")
    assert "won robbing Chen's kong" in status.content.decode()
    data = rendered_form(scorer_phone.get(reverse("table", args=[mcr_table.pk])))
    assert (data["win_source"], data["discarder"], data["fan_47"]) == ("robbed_kong", "W", "on")
    assert scorer_phone.post(reverse("table", args=[mcr_table.pk]), data).status_code == 302
    assert totals(mcr_table) == {"E": -8, "S": 32, "W": -16, "N": -8}


def test_the_scorers_mcr_form_records_a_robbed_kong_with_whose_kong_it_was(mcr_table, scorer):
    # docs/mcr.md: `win.discarder` is required with `robbed_kong` (whose kong was robbed),
    # and the win is paid as a discard (M-discard): West pays 8 + 8 = 16, the others 8.
    scorer_phone = Client()
    scorer_phone.force_login(scorer)
    url = reverse("hand-new", args=[mcr_table.pk])
    data = rendered_form(scorer_phone.get(url))
    data.update(entry="fans", winner="S", win_source="robbed_kong", fan_47="on")
    missing = scorer_phone.post(url, data)
    assert (
        missing.status_code == 400 and "who discarded the winning tile?" in missing.content.decode()
    )
    data["discarder"] = "W"
    assert scorer_phone.post(url, data).status_code == 302
    assert totals(mcr_table) == {"E": -8, "S": 32, "W": -16, "N": -8}


def test_a_loser_who_declared_a_false_mahjong_says_so_with_the_one_tap(mcr_table, scorer):
    # South's Half Flush (M50, 6) + All Pungs (M49, 6) = 12 fans on West's discard; East
    # declared a false mah-jong during the hand and play went on. M-false-mahjong: East pays
    # 30, 10 to each other player; M-discard: West pays 8 + 12 = 20, East and North 8 each.
    # East: -8 - 30 = -38; South: 36 + 10 = 46; West: -20 + 10 = -10; North: -8 + 10 = 2.
    south = joined_phone(mcr_table, "S")
    won = send(south, mcr_table, win=f"p{player(mcr_table, 'W')}", fan_50="on", fan_49="on")
    assert won.status_code == 302
    east = joined_phone(mcr_table, "E")
    assert send(east, mcr_table, false_mahjong="1", nothing="1").status_code == 302
    # The offender may not also claim the win.
    refused = send(joined_phone(mcr_table, "N"), mcr_table, false_mahjong="1", win="wall")
    assert refused.status_code == 400
    assert "may not win the hand" in refused.content.decode()
    for seat in "WN":
        assert nothing(joined_phone(mcr_table, seat), mcr_table).status_code == 302
    scorer_phone = Client()
    scorer_phone.force_login(scorer)
    status = scorer_phone.get(reverse("table-status", args=[mcr_table.pk]) + "?number=1")
    assert 'data-false-mahjong="E"' in status.content.decode()
    data = rendered_form(scorer_phone.get(reverse("table", args=[mcr_table.pk])))
    assert (data["winner"], data["false_mahjong"]) == ("S", "E")
    assert scorer_phone.post(reverse("table", args=[mcr_table.pk]), data).status_code == 302
    assert totals(mcr_table) == {"E": -38, "S": 46, "W": -10, "N": 2}


def test_m47_robbing_the_kong_ticked_on_a_wall_win_is_refused_on_the_phone_naming_the_fan(
    mcr_table,
):
    # M47 needs a win robbing a kong: ticked on a self-drawn win it would make all three pay
    # 8 + 24 + 8 = 40 instead of the robbed player alone. Pure Triple Chow (M23) makes 24.
    answer = send(joined_phone(mcr_table, "S"), mcr_table, win="wall", fan_23="on", fan_47="on")
    assert answer.status_code == 400
    html = answer.content.decode()
    assert "fan 47 (Robbing the Kong) needs a win by robbing a kong" in html
    assert "but the hand was won with a tile drawn from the wall" in html
    assert not HandPart.objects.exists()
