"""Merging a duplicate player ("Jan Novák" entered twice): every result and history row is
kept and now belongs to the player kept; refusals are clear and change nothing."""

import datetime
from html import unescape

import pytest
from django.urls import reverse

from scoring.models import Club, HandPlayer, HandRevision, Player, PlayerMerge, Session
from scoring.services.people import players as service

from .conftest import one_hand_game, record

pytestmark = pytest.mark.django_db


@pytest.fixture
def twins(club, players, organiser):
    """Jan Novák played on the 10th, "Jan Novak" (the same man, typed without the accent) on
    the 17th, at other tables."""
    jan = Player.objects.create(club=club, name="Jan Novák")
    dup = Player.objects.create(club=club, name="Jan Novak", country="CZ")
    first = one_hand_game(club, [jan, *players[:3]], datetime.date(2026, 11, 10), organiser)
    record(first, "E", organiser)
    second = one_hand_game(
        club, [players[4], dup, *players[5:7]], datetime.date(2026, 11, 17), organiser
    )
    record(second, "S", organiser)
    return jan, dup, first, second


def merge_page(client, club, **data):
    return client.post(reverse("player-merge", args=[club.slug]), data)


def test_merging_keeps_every_result_and_history_row(client, club, organiser, twins):
    jan, dup, first, second = twins
    rows_before = HandPlayer.objects.count()
    revisions_before = list(HandRevision.objects.order_by("pk").values_list("pk", "after"))
    client.force_login(organiser)
    page = merge_page(client, club, source=dup.pk, target=jan.pk, reason="the same man")
    assert page["Location"] == jan.get_absolute_url()
    assert HandPlayer.objects.count() == rows_before
    assert HandPlayer.objects.filter(player=dup).count() == 0
    assert HandPlayer.objects.filter(player=jan).count() == 2
    assert Session.objects.get(pk=second.pk).south_id == jan.pk
    assert list(HandRevision.objects.order_by("pk").values_list("pk", "after")) == revisions_before
    dup.refresh_from_db()
    jan.refresh_from_db()
    assert dup.active is False and service.merged_into(dup) == jan
    assert jan.country == "CZ"
    audit = PlayerMerge.objects.get()
    assert (audit.source_id, audit.target_id, audit.user, audit.reason) == (
        dup.pk,
        jan.pk,
        organiser,
        "the same man",
    )
    assert audit.moved["hand_rows"] == 1
    # Both games now count for Jan, and are rated for him once each.
    assert service.record(jan).finished == 2
    assert jan.ratings.get(ruleset="millington").games == 2


def test_the_duplicates_page_leads_to_the_player_kept(client, club, organiser, twins):
    jan, dup, *_ = twins
    service.merge(dup, jan, organiser, "same man")
    page = client.get(reverse("player", args=[dup.pk]))
    assert page["Location"] == jan.get_absolute_url()


@pytest.mark.parametrize(
    "case, message",
    [
        ("self", "a player cannot be merged into themself"),
        (
            "same table",
            "sat at the same table in “Game on 2026-11-10” (2026-11-10): they are two people",
        ),
        ("no reason", "Say why these two players are one person."),
    ],
)
def test_a_merge_that_cannot_be_is_refused_with_400_and_changes_nothing(
    client, club, organiser, players, twins, case, message
):
    jan, dup, *_ = twins
    source, target, reason = {
        "self": (jan, jan, "same"),
        "same table": (players[0], jan, "same"),
        "no reason": (dup, jan, " "),
    }[case]
    rows = list(HandPlayer.objects.order_by("pk").values_list("pk", "player_id"))
    client.force_login(organiser)
    page = merge_page(client, club, source=source.pk, target=target.pk, reason=reason)
    assert page.status_code == 400
    assert message in unescape(page.content.decode())
    assert list(HandPlayer.objects.order_by("pk").values_list("pk", "player_id")) == rows
    assert not PlayerMerge.objects.exists()


def test_a_player_merged_away_cannot_be_merged_again(club, organiser, twins):
    jan, dup, *_ = twins
    service.merge(dup, jan, organiser, "same man")
    with pytest.raises(service.MergeError) as error:
        service.merge(Player.objects.get(pk=dup.pk), jan, organiser, "again")
    assert error.value.message == "Jan Novak was already merged into Jan Novák."


def test_players_of_two_clubs_are_not_merged(club, organiser, twins):
    jan = twins[0]
    other = Player.objects.create(club=Club.objects.create(name="Brno", slug="brno"), name="Jan")
    with pytest.raises(service.MergeError) as error:
        service.merge(other, jan, organiser, "same")
    assert "belong to different clubs" in error.value.message


def test_only_organisers_merge_players(client, club, scorer):
    client.force_login(scorer)
    assert client.get(reverse("player-merge", args=[club.slug])).status_code == 403


def test_a_merge_keeps_its_players_by_id_so_a_renamed_duplicate_leaves_no_copy_of_its_old_name(
    client, club, organiser, twins
):
    # Names live in one place, the player's own row: the merge's audit names both players by
    # id, and its page shows whatever they are called now.
    from django.db import connection

    jan, dup, *_ = twins
    service.merge(dup, jan, organiser, "same man")
    Player.objects.filter(pk=dup.pk).update(name="Duplicate Entry")
    copies = []
    with connection.cursor() as cursor:
        for table in connection.introspection.table_names():
            cursor.execute(f"SELECT * FROM {connection.ops.quote_name(table)}")  # noqa: S608
            copies += [table for row in cursor.fetchall() if any(v == "Jan Novak" for v in row)]
    assert copies == []
    client.force_login(organiser)
    page = unescape(client.get(reverse("player-merge", args=[club.slug])).content.decode())
    assert "Duplicate Entry" in page
