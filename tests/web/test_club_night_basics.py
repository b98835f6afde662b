"""Club-night basics: errors a scorer can act on, ending a session early, a guest player, and
penalties marked in the hand list. Every test posts the form as the page renders it."""

import uuid

import pytest
from django.urls import reverse

from scoring.models import Player, Session
from scoring.services.hands import sessions as service

from .conftest import filled, hand_doc, hand_lines, rendered_form

pytestmark = pytest.mark.django_db


def new_hand_url(session):
    return reverse("hand-new", args=[session.pk])


def test_a_failed_submit_lists_every_error_at_the_top_with_a_link_to_its_field(
    scorer_client, table_session
):
    form = scorer_client.get(new_hand_url(table_session))
    lines = hand_lines("S")
    lines["W"] = "Rd Rd Xx"
    data = filled(form, lines, "S", win_source="discard")
    page = scorer_client.post(new_hand_url(table_session), data)
    html = page.content.decode()
    assert 'id="error-summary" tabindex="-1"' in html
    summary = html.split('id="error-summary"', 1)[1].split("</div>", 1)[0]
    # The West line, as the players sit this deal (Chen is West), and the missing discarder.
    assert 'href="#id_W_tiles"' in summary and "West (Chen) — " in summary and "Xx" in summary
    assert 'href="#div_id_discarder"' in summary and "Discarded by: " in summary
    assert 'id="div_id_discarder"' in html and 'id="id_W_tiles"' in html
    assert not table_session.hands.exists()


def test_a_hand_without_a_winner_says_so_in_the_summary_and_links_to_the_choice(
    scorer_client, table_session
):
    form = scorer_client.get(new_hand_url(table_session))
    data = filled(form, hand_lines("S"), "S")
    del data["winner"]
    page = scorer_client.post(new_hand_url(table_session), data)
    html = page.content.decode()
    assert 'href="#div_id_winner"' in html and "Who went mah-jong: " in html
    assert 'id="div_id_winner"' in html


def test_the_preview_names_the_player_and_the_field_in_words_not_an_internal_path(
    scorer_client, table_session
):
    form = scorer_client.get(new_hand_url(table_session))
    lines = hand_lines("E")
    lines["S"] = "[2c 4c 6c] 1b"  # no set: the engine refuses South's first meld
    preview = scorer_client.post(
        reverse("hand-preview", args=[table_session.pk]), filled(form, lines, "E")
    )
    html = preview.content.decode()
    assert 'id="preview-error"' in html
    assert "South (Bob)" in html
    assert "players.S" not in html and "<code>" not in html


def test_the_preview_of_an_incomplete_form_names_each_missing_field(scorer_client, table_session):
    form = scorer_client.get(new_hand_url(table_session))
    data = filled(form, hand_lines("E"), "E")
    data["win_tile"] = ""
    preview = scorer_client.post(reverse("hand-preview", args=[table_session.pk]), data)
    html = preview.content.decode()
    assert "<strong>Winning tile</strong>: which tile completed the hand?" in html


def test_engine_paths_read_as_the_player_and_the_part_of_their_hand():
    from scoring.forms.errors import describe_path

    names = {"E": "Alena", "S": "Bob", "W": "Chen", "N": "Dana"}
    assert describe_path("players.S.melds.2.tiles", names) == "South (Bob) — set 3"
    assert describe_path("hand.players.N.concealed", names) == "North (Dana) — loose tiles"
    assert describe_path("win.tile", names) == "winning tile"
    assert describe_path("penalties.0.offender", names) == "penalty 1 — offender"


def end_url(session):
    return reverse("session-end", args=[session.pk])


def test_a_scorer_ends_a_session_early_and_no_further_hand_is_recorded(
    scorer_client, table_session, scorer
):
    for winner in ("S", None):
        service.record_hand(table_session, hand_doc(winner), scorer, uuid.uuid4())
    totals = service.session_totals(table_session)
    page = scorer_client.get(table_session.get_absolute_url())
    assert 'id="end-session"' in page.content.decode()
    response = scorer_client.post(end_url(table_session), {"reason": "the club closes at ten"})
    assert response.status_code == 302
    table_session.refresh_from_db()
    assert table_session.finished_at is not None and table_session.is_finished
    assert table_session.ended_by == scorer
    assert table_session.end_reason == "the club closes at ten"
    # Its length stays the one it was started with: the end reason stops the rotation.
    assert (table_session.length, table_session.hand_limit) == (table_session.Length.FULL, None)
    page = scorer_client.get(table_session.get_absolute_url()).content.decode()
    # Who ended it, by display name (the scorer has none: a neutral label, never the username).
    assert 'id="finished"' in page and "the club closes at ten" in page
    assert f"by member {scorer.pk}" in page
    assert 'id="end-session"' not in page and "Record next hand" not in page
    assert service.session_totals(table_session) == totals
    # Rotation stops: the form refuses, and so does the service.
    assert scorer_client.get(new_hand_url(table_session)).status_code == 302
    with pytest.raises(Exception, match="finished"):
        service.record_hand(table_session, hand_doc("E"), scorer, uuid.uuid4())


def test_deleting_a_hand_after_the_end_does_not_reopen_the_session(
    scorer_client, table_session, scorer
):
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    service.record_hand(table_session, hand_doc("W"), scorer, uuid.uuid4())
    scorer_client.post(end_url(table_session), {"reason": "a player had to leave"})
    hand = table_session.live_hands().get(number=2)
    service.delete_hand(hand, scorer, "entered twice", hand.version)
    table_session.refresh_from_db()
    assert table_session.finished_at is not None and table_session.next_deal() is None


def test_ending_a_session_needs_a_reason_and_a_scorer(client, scorer_client, table_session):
    # Refused: the page again, its form open with the reason asked for, and a 400.
    response = scorer_client.post(end_url(table_session), {"reason": ""})
    assert response.status_code == 400
    page = response.content.decode()
    assert '<details class="mb-4" id="end-session" open>' in page
    assert "Say why the game ends early; nothing was changed." in page
    table_session.refresh_from_db()
    assert table_session.finished_at is None
    client.logout()
    from django.contrib.auth import get_user_model

    stranger = get_user_model().objects.create_user("stranger", password="x-pass-9")
    client.force_login(stranger)
    assert client.post(end_url(table_session), {"reason": "go home"}).status_code == 403
    table_session.refresh_from_db()
    assert table_session.finished_at is None and not table_session.end_reason


def test_a_guest_player_is_added_from_the_new_session_page_and_can_be_seated(
    client, organiser, club, players
):
    client.force_login(organiser)
    page = client.get(reverse("session-new", args=[club.slug]))
    assert 'id="guest"' in page.content.decode()
    data = rendered_form(page, "guest-form")
    data["name"] = "Zoe (guest)"
    response = client.post(reverse("guest-add", args=[club.slug]), data)
    assert response.status_code == 302
    guest = Player.objects.get(club=club, name="Zoe (guest)")
    assert guest.user is None
    page = client.get(reverse("session-new", args=[club.slug])).content.decode()
    assert f'value="{guest.pk}"' in page


def test_a_guest_with_a_players_name_is_refused_and_nothing_is_added(
    client, organiser, club, players
):
    client.force_login(organiser)
    response = client.post(reverse("guest-add", args=[club.slug]), {"name": "alena"})
    assert response.status_code == 400
    assert "already a player of this club" in response.content.decode()
    assert Player.objects.filter(club=club).count() == len(players)


def test_only_the_clubs_organisers_and_players_add_guests(client, club, django_user_model):
    stranger = django_user_model.objects.create_user("stranger", password="x-pass-9")
    client.force_login(stranger)
    response = client.post(reverse("guest-add", args=[club.slug]), {"name": "Zoe"})
    assert response.status_code == 403
    assert not Player.objects.filter(name="Zoe").exists()


def test_a_hand_with_a_penalty_is_marked_in_the_hand_list(client, table_session, scorer):
    # A false mah-jong claimed against West (the classical 'false_mahjong' penalty).
    doc = hand_doc(None)
    doc["penalties"] = [{"type": "false_mahjong", "offender": "W"}]
    service.record_hand(table_session, hand_doc("S"), scorer, uuid.uuid4())
    service.record_hand(table_session, doc, scorer, uuid.uuid4())
    html = client.get(table_session.get_absolute_url()).content.decode()
    row1 = html.split('data-hand="1"', 1)[1].split("</tr>", 1)[0]
    row2 = html.split('data-hand="2"', 1)[1].split("</tr>", 1)[0]
    assert "penalty-mark" not in row1
    # the penalty by its name, not the API's code (C2 false mah-jong)
    assert "penalty-mark" in row2 and "false mah-jong" in row2 and "Dana" in row2
    assert "false_mahjong" not in row2
    assert Session.objects.get(pk=table_session.pk).hands.get(number=2).penalties.count() == 1
