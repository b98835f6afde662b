"""The club night in the browser: permissions, the real rendered hand form, its errors."""

import datetime
import uuid

import pytest
from django.urls import reverse

from scoring.engine import contract
from scoring.models import Hand, Session
from scoring.services.hands import sessions as service

from .conftest import filled, hand_doc, hand_lines, rendered_form

pytestmark = pytest.mark.django_db


def new_hand_url(session):
    return reverse("hand-new", args=[session.pk])


def test_anyone_may_look_at_a_session(client, table_session, scorer):
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    page = client.get(table_session.get_absolute_url())
    assert page.status_code == 200
    assert b"Record next hand" not in page.content
    assert client.get(reverse("hand", args=[table_session.pk, 1])).status_code == 200


def test_anonymous_visitors_cannot_record_a_hand(client, table_session):
    page = client.get(new_hand_url(table_session))
    assert page.status_code == 302 and "/accounts/login/" in page["Location"]
    posted = client.post(new_hand_url(table_session), {"winner": "drawn"})
    assert posted.status_code == 302
    assert not table_session.hands.exists()


def test_a_scorer_of_another_session_cannot_record_or_correct_here(
    client, table_session, club, players, django_user_model, scorer
):
    stranger = django_user_model.objects.create_user("tom", password="x-secret-9")
    other = Session.objects.create(
        club=club,
        title="Other table",
        date=table_session.date,
        east=players[4],
        south=players[5],
        west=players[6],
        north=players[7],
    )
    other.scorers.add(stranger)
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    client.force_login(stranger)
    assert client.get(new_hand_url(table_session)).status_code == 403
    assert client.get(reverse("hand-correct", args=[table_session.pk, 1])).status_code == 403
    deleted = client.post(
        reverse("hand-delete", args=[table_session.pk, 1]), {"reason": "x", "base_version": 1}
    )
    assert deleted.status_code == 403
    assert table_session.live_hands().count() == 1
    assert client.get(new_hand_url(other)).status_code == 200


def test_the_form_labels_each_player_with_name_and_seat_wind(scorer_client, table_session):
    page = scorer_client.get(new_hand_url(table_session))
    assert "Alena · East" in page.content.decode()
    assert "Dana · North" in page.content.decode()
    # Tiles are shown as pictures in the picker, not as codes.
    assert page.content.decode().count('class="tile-img') >= 42  # 34 kinds + 8 bonus tiles


def test_posting_the_rendered_form_records_the_hand_and_shows_the_totals(
    scorer_client, table_session
):
    form = scorer_client.get(new_hand_url(table_session))
    data = filled(form, hand_lines("S"), "S")
    scorer_client.post(new_hand_url(table_session), data)
    page = scorer_client.get(table_session.get_absolute_url())
    assert page.status_code == 200
    hand = table_session.hands.get()
    assert hand.winner == "S" and hand.created_by.username == "sam"
    assert hand.input["players"]["S"]["melds"][1] == {
        "tiles": ["2b", "3b", "4b"],
        "concealed": True,
    }
    payments = contract.evaluate(hand.input)["payments"]
    html = page.content.decode()
    # Bob sat at South: his running total is his payment of the only hand.
    assert f'data-player="{table_session.south_id}" data-total="{payments["S"]}"' in html


def test_submitting_the_same_rendered_form_twice_records_one_hand(scorer_client, table_session):
    form = scorer_client.get(new_hand_url(table_session))
    data = filled(form, hand_lines("E"), "E")
    scorer_client.post(new_hand_url(table_session), data)
    again = scorer_client.post(new_hand_url(table_session), data, follow=True)
    assert "already recorded" in again.content.decode()
    assert table_session.hands.count() == 1


def test_an_unreadable_tile_line_is_an_error_next_to_that_player_and_keeps_the_input(
    scorer_client, table_session
):
    form = scorer_client.get(new_hand_url(table_session))
    lines = hand_lines("S")
    lines["W"] = "Rd Rd Xx"
    page = scorer_client.post(new_hand_url(table_session), filled(form, lines, "S"))
    assert page.status_code == 400
    errors = page.context["form"].errors
    assert list(errors) == ["W_tiles"] and "Xx" in errors["W_tiles"][0]
    again = rendered_form(page)
    assert again["W_tiles"] == "Rd Rd Xx" and again["S_tiles"] == lines["S"]
    assert again["submission_key"] == rendered_form(form)["submission_key"]
    assert not table_session.hands.exists()


def test_a_win_on_a_discard_needs_the_discarder(scorer_client, table_session):
    form = scorer_client.get(new_hand_url(table_session))
    page = scorer_client.post(
        new_hand_url(table_session), filled(form, hand_lines("S"), "S", win_source="discard")
    )
    assert "discarder" in page.context["form"].errors
    assert not table_session.hands.exists()


@pytest.mark.parametrize(
    "field, form_field",
    [("players.W.melds.1.tiles", "W_tiles"), ("win.source", "win_source"), ("winner", "winner")],
)
def test_an_engine_error_appears_next_to_the_field_it_names(
    scorer_client, table_session, monkeypatch, field, form_field
):
    from scoring.engine.errors import ContractError

    def refuses(document):
        raise ContractError("the engine refuses this", field)

    form = scorer_client.get(new_hand_url(table_session))
    monkeypatch.setattr(contract, "answer", refuses)
    page = scorer_client.post(new_hand_url(table_session), filled(form, hand_lines("S"), "S"))
    assert page.context["form"].errors == {form_field: ["the engine refuses this"]}
    assert "the engine refuses this" in page.content.decode()
    assert rendered_form(page)["S_tiles"] == hand_lines("S")["S"]


def test_the_preview_shows_each_seats_payment_from_the_engine(scorer_client, table_session):
    form = scorer_client.get(new_hand_url(table_session))
    data = filled(form, hand_lines("E"), "E")
    preview = scorer_client.post(reverse("hand-preview", args=[table_session.pk]), data)
    expected = contract.evaluate(
        service.build_document(table_session, table_session.next_deal(), hand_doc("E"))
    )
    html = preview.content.decode()
    for seat, amount in expected["payments"].items():
        assert f'data-seat="{seat}">{amount}<' in html
    assert not table_session.hands.exists()


def test_correcting_through_the_form_shows_the_history(scorer_client, table_session, scorer):
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    url = reverse("hand-correct", args=[table_session.pk, 1])
    form = scorer_client.get(url)
    data = rendered_form(form)
    assert data["S_tiles"] == hand_lines("S")["S"]  # the stored hand, back as text lines
    data.update(filled(form, hand_lines("W"), "W"), reason="West called mah-jong first")
    page = scorer_client.post(url, data, follow=True)
    assert page.status_code == 200
    html = page.content.decode()
    assert "West called mah-jong first" in html and "corrected" in html
    assert table_session.hands.get().version == 2


def test_a_stale_correction_in_the_browser_is_refused_and_keeps_what_was_typed(
    scorer_client, table_session, scorer, organiser
):
    organiser.first_name = "Olga Nováková"
    organiser.save()
    hand, _ = service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    url = reverse("hand-correct", args=[table_session.pk, 1])
    form = scorer_client.get(url)
    service.correct_hand(hand, hand_doc("N"), organiser, "North won", base_version=1)
    data = filled(form, hand_lines("W"), "W", reason="West won")
    page = scorer_client.post(url, data)
    assert page.status_code == 409
    html = page.content.decode()
    # Who changed it, by display name: a username is never shown.
    assert "North won" in html and "Olga Nováková" in html
    assert rendered_form(page)["W_tiles"] == hand_lines("W")["W"]
    assert rendered_form(page)["base_version"] == "2"
    hand.refresh_from_db()
    assert (hand.version, hand.winner) == (2, "N")


def test_deleting_through_the_page_needs_a_reason_and_leaves_the_hand_in_the_history(
    scorer_client, table_session, scorer
):
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    url = reverse("hand-delete", args=[table_session.pk, 1])
    scorer_client.post(url, {"reason": "", "base_version": 1})
    assert table_session.live_hands().count() == 1
    scorer_client.post(url, {"reason": "wrong table", "base_version": 1})
    assert table_session.live_hands().count() == 0
    hand = Hand.objects.get()
    assert hand.deleted_reason == "wrong table"
    page = scorer_client.get(reverse("hand", args=[table_session.pk, 1]))
    assert "wrong table" in page.content.decode()


def test_a_hand_of_another_session_is_not_reachable_by_its_number(
    client, table_session, scorer, club, players
):
    other = Session.objects.create(
        club=club,
        title="Other table",
        date=table_session.date,
        east=players[4],
        south=players[5],
        west=players[6],
        north=players[7],
    )
    service.record_hand(other, hand_doc("S"), scorer, uuid.uuid4())
    assert client.get(reverse("hand", args=[table_session.pk, 1])).status_code == 404


def test_an_organiser_starts_a_session_with_players_of_the_club_only(
    client, organiser, club, players, django_user_model
):
    from scoring.models import Club, Player

    elsewhere = Club.objects.create(name="Brno", slug="brno")
    outsider = Player.objects.create(club=elsewhere, name="Zed")
    client.force_login(organiser)
    url = reverse("session-new", args=[club.slug])
    data = rendered_form(client.get(url), form_id="session-form")
    data.update(
        title="Friday",
        date="2026-11-20",
        ruleset="millington",
        length="one_wind",
        east=players[0].pk,
        south=players[1].pk,
        west=players[2].pk,
        north=outsider.pk,
    )
    page = client.post(url, data)
    assert "north" in page.context["form"].errors
    data["north"] = players[0].pk
    page = client.post(url, data)
    assert "already has a seat" in page.context["form"].errors["north"][0]
    data["north"] = players[3].pk
    page = client.post(url, data)
    session = Session.objects.get(title="Friday")
    assert page["Location"] == session.get_absolute_url()
    assert session.date == datetime.date(2026, 11, 20) and session.length == "one_wind"
    assert list(session.scorers.all()) == [organiser]


def test_a_visitor_who_is_not_of_the_club_cannot_start_a_session(client, club, scorer, players):
    client.force_login(scorer)
    assert client.get(reverse("session-new", args=[club.slug])).status_code == 403
    players[0].user = scorer
    players[0].save()
    assert client.get(reverse("session-new", args=[club.slug])).status_code == 200


@pytest.mark.parametrize("earlier", [2, 20])
def test_recording_a_hand_takes_the_same_few_queries_however_long_the_session(
    scorer_client, table_session, scorer, earlier, django_assert_max_num_queries
):
    table_session.length = Session.Length.HANDS
    table_session.hand_limit = 100
    table_session.save()
    # East wins or a draw keep the deal, so 20 hands stay well inside the four winds.
    for i in range(earlier):
        service.record_hand(table_session, hand_doc(("E", "S", None)[i % 3]), scorer, uuid.uuid4())
    data = filled(scorer_client.get(new_hand_url(table_session)), hand_lines("S"), "S")
    # Measured: 18 for the POST (login, permission, lock, the submission key looked up again
    # under the lock, number, insert hand, its four seats in one bulk insert, the seats read
    # back for the history row's players, history row, finished check, the next deal) and 12
    # for the next hand's form (its deal and number, the hand just recorded and its seats, the
    # hands' knock-on marks), whether 2 or 20 hands came before; and one each for the page's
    # owner, for its privacy settings (scoring.middleware.PrivacyMiddleware).
    with django_assert_max_num_queries(32):
        posted = scorer_client.post(new_hand_url(table_session), data)
        page = scorer_client.get(posted["Location"])
    assert page.status_code == 200
    assert table_session.live_hands().count() == earlier + 1


def test_a_riichi_session_gets_the_riichi_form_instead_of_the_classical_one(
    scorer_client, table_session
):
    table_session.ruleset = "riichi"
    table_session.save()
    page = scorer_client.get(new_hand_url(table_session))
    assert page.status_code == 200
    assert 'name="E_closed"' in page.content.decode()
    assert 'name="E_tiles"' not in page.content.decode()


def new_session_data(client, club, players, **changes) -> dict:
    url = reverse("session-new", args=[club.slug])
    data = rendered_form(client.get(url), form_id="session-form")
    data.update(title="Friday", date="2026-11-20", ruleset="millington", length="one_wind")
    data.update(zip(("east", "south", "west", "north"), [p.pk for p in players[:4]], strict=True))
    return data | changes


def test_another_rulesets_option_is_refused_beside_it_and_nothing_is_saved(
    client, organiser, club, players
):
    """The rendered form (every group at its default) starts a millington session; riichi's
    starting points set to 25000 under millington would not count: refused, 400."""
    client.force_login(organiser)
    url = reverse("session-new", args=[club.slug])
    page = client.post(url, new_session_data(client, club, players, riichi__start_points="25000"))
    assert page.status_code == 400
    [error] = page.context["form"].errors["riichi__start_points"]
    assert error == (
        "this is an option of Japanese riichi; the session plays Classical Chinese "
        "(Millington): choose that ruleset or leave the option as it was"
    )
    assert not Session.objects.exists()
    page = client.post(url, new_session_data(client, club, players, millington__limit="500"))
    assert page.status_code == 302
    assert Session.objects.get().options == {"limit": 500}


def test_the_new_session_form_marks_each_option_group_with_its_rulesets_depths(
    client, organiser, club
):
    client.force_login(organiser)
    page = client.get(reverse("session-new", args=[club.slug])).content.decode()
    # ruleset-choice.js shows the chosen ruleset's group and depths only (no fans for classical)
    assert 'data-ruleset="millington" data-entries="tiles sets scores"' in page
    assert 'data-ruleset="mcr" data-entries="tiles fans scores"' in page
    assert "/static/scoring/ruleset-choice.js" in page
