"""A correction or deletion that changes later hands gives each of them a revision of its own.

The table (tests/conftest.py): Alena starts at East, Bob South, Chen West, Dana North. In the
night below Bob (South) wins hand 1 from the wall, so the deal passes and Bob deals hand 2
(classical-extra.md: "East keeps the deal when East wins ... otherwise South becomes East");
Dana, then at West, wins hand 2 from the wall; hand 3 is drawn. Every winner scores 56 and
every loser 8 (tests/web/conftest.py's hands): a self-drawn win is paid by each loser, East
paying double, and losers settle their differences, East again paying or receiving double
(rules.md, settlement). So a non-East winner gets 2 x 56 + 56 + 56 = 224, a losing East pays
112 and the other losers 56 each; a drawn hand pays nothing.
"""

import uuid

import pytest
from django.urls import reverse

from scoring.engine.errors import ContractError
from scoring.models import HandRevision, Player
from scoring.services.hands import change_previews, knock_on, referee
from scoring.services.hands import sessions as service

from .conftest import filled, hand_doc, hand_lines

pytestmark = pytest.mark.django_db


@pytest.fixture
def night(table_session, scorer):
    hands = [
        service.record_hand(table_session, hand_doc(winner), scorer, uuid.uuid4())[0]
        for winner in ("S", "W", None)
    ]
    assert hands[1].east.name == "Bob" and hands[1].seats.get(seat="W").player.name == "Dana"
    return hands


def by_player(snapshot):
    # History keeps players by id only; the test names them.
    names = dict(Player.objects.values_list("pk", "name"))
    return {names[row["player"]]: (seat, row["payment"]) for seat, row in snapshot["seats"].items()}


def correct_first_hand_so_that_east_keeps_the_deal(night, organiser):
    return service.correct_hand(
        night[0], hand_doc("E"), organiser, "Alena went out, not Bob", base_version=1
    )


def test_every_history_row_keeps_players_by_id_and_never_a_copy_of_their_names(night, organiser):
    correct_first_hand_so_that_east_keeps_the_deal(night, organiser)
    snapshots = [
        snapshot
        for revision in HandRevision.objects.filter(hand__in=night)
        for snapshot in (revision.before, revision.after)
        if snapshot
    ]
    assert {r.action for r in HandRevision.objects.filter(hand__in=night)} >= {
        "create",
        "correct",
        "knock_on",
    }
    for snapshot in snapshots:
        for row in snapshot["seats"].values():
            assert set(row) == {"player", "score", "payment"}


def test_correcting_hand_1_so_that_east_keeps_the_deal_gives_hand_2_a_revision_of_its_own(
    night, organiser
):
    correct_first_hand_so_that_east_keeps_the_deal(night, organiser)
    correction = night[0].revisions.get(action="correct")
    second = night[1]
    second.refresh_from_db()

    # Alena keeps the deal, so in hand 2 she is East again and everyone sits at their
    # starting wind: Bob goes from paying double as East to paying as South.
    assert second.version == 2
    created, follows = second.revisions.order_by("version")
    assert (created.action, follows.action) == ("create", "knock_on")
    assert follows.version == 2 and follows.follows == correction
    assert follows.user == organiser and follows.reason == "Alena went out, not Bob"
    assert follows.follows_text == "follows the correction of hand 1"
    assert by_player(follows.before) == {
        "Bob": ("E", -112),
        "Chen": ("S", -56),
        "Dana": ("W", 224),
        "Alena": ("N", -56),
    }
    assert by_player(follows.after) == {
        "Alena": ("E", -112),
        "Bob": ("S", -56),
        "Chen": ("W", -56),
        "Dana": ("N", 224),
    }
    # The revision's "after" is what the hand now holds.
    assert {row.player.name: row.payment for row in second.seats.all()} == {
        "Alena": -112,
        "Bob": -56,
        "Chen": -56,
        "Dana": 224,
    }


def test_a_later_hand_whose_players_only_moved_seats_gets_a_revision_too(night, organiser):
    correct_first_hand_so_that_east_keeps_the_deal(night, organiser)
    third = night[2]
    third.refresh_from_db()

    # Hand 3 is drawn (nothing paid), but Bob now deals it instead of Chen.
    assert third.version == 2
    follows = third.revisions.get(action="knock_on")
    assert Player.objects.get(pk=follows.before["seats"]["E"]["player"]).name == "Chen"
    assert Player.objects.get(pk=follows.after["seats"]["E"]["player"]).name == "Bob"
    assert {row["payment"] for row in follows.after["seats"].values()} == {0}


def test_a_correction_that_changes_no_later_hand_writes_no_later_revision(night, organiser, scorer):
    # Bob still wins hand 1, now on Chen's discard: the deal still passes to Bob.
    service.correct_hand(
        night[0], hand_doc("S", source="discard", discarder="W"), organiser, "off a discard", 1
    )
    for later in night[1:]:
        later.refresh_from_db()
        assert later.version == 1
        assert not later.revisions.filter(action="knock_on").exists()


def test_deleting_hand_1_gives_each_later_hand_a_revision_that_follows_the_deletion(night, scorer):
    service.delete_hand(night[0], scorer, "entered at the wrong table", 1)
    deletion = night[0].revisions.get(action="delete")

    follows = night[1].revisions.get(action="knock_on")
    assert follows.follows == deletion
    assert follows.follows_text == "follows the deletion of hand 1"
    # Without hand 1 Alena deals hand 2 (now the first live hand): Dana wins it from North.
    assert by_player(follows.after)["Dana"] == ("N", 224)
    assert by_player(follows.after)["Alena"] == ("E", -112)
    assert night[2].revisions.filter(action="knock_on").count() == 1


def test_a_correction_of_a_later_hand_from_before_its_knock_on_is_refused(night, organiser):
    correct_first_hand_so_that_east_keeps_the_deal(night, organiser)

    with pytest.raises(service.StaleVersion) as refused:
        service.correct_hand(night[1], hand_doc("W"), organiser, "Dana at West", base_version=1)

    assert refused.value.changes[0]["action"] == "knock_on"
    # the organiser has no display name, so the public pages call them "member N"
    assert f"version 2 (follows an earlier change) by member {organiser.pk}" in (
        refused.value.message
    )


def test_the_preview_lists_every_later_hand_the_correction_will_change_as_it_then_does(
    night, organiser
):
    preview = change_previews.preview_correction(night[0], hand_doc("E"))
    assert HandRevision.objects.filter(action="knock_on").count() == 0  # nothing written

    assert [later["number"] for later in preview] == [2, 3]
    second = {p["player"]: p for p in preview[0]["players"]}
    assert (second["Bob"]["seat_before"], second["Bob"]["seat_after"]) == ("E", "S")
    assert (second["Bob"]["payment_before"], second["Bob"]["payment_after"]) == (-112, -56)
    assert (preview[0]["east_before"], preview[0]["east_after"]) == ("Bob", "Alena")

    correct_first_hand_so_that_east_keeps_the_deal(night, organiser)
    for later, hand in zip(preview, night[1:], strict=True):
        revision = hand.revisions.get(action="knock_on")
        assert later["players"] == knock_on.revision_players(revision)


def test_a_correction_that_would_end_the_game_before_a_later_hand_is_named_in_the_preview(
    table_session, scorer, scorer_client
):
    # A game of one wind ends when the deal has passed round the table (classical-extra.md).
    # Hand 1 drawn (East keeps the deal), then West wins four times: five hands. Had South
    # won hand 1, the deal would have passed four times by hand 4 and the game ended there
    # (each West winner, moving with their tiles, sits at South then: the deal still passes).
    table_session.length = table_session.Length.ONE_WIND
    table_session.save()
    for winner in (None, "W", "W", "W", "W"):
        service.record_hand(table_session, hand_doc(winner), scorer, uuid.uuid4())
    first = table_session.hands.get(number=1)

    with pytest.raises(ContractError) as refused:
        change_previews.preview_correction(first, hand_doc("S"))
    assert "the session ends before hand 5" in refused.value.message

    form = scorer_client.get(reverse("hand-correct", args=[table_session.pk, 1]))
    data = filled(form, hand_lines("S"), "S", reason="South went out")
    html = scorer_client.post(
        reverse("hand-preview", args=[table_session.pk]) + "?number=1", data
    ).content.decode()
    assert 'id="knock-on-error"' in html and "the session ends before hand 5" in html

    czech = scorer_client.post(
        reverse("hand-preview", args=[table_session.pk]) + "?number=1",
        data,
        HTTP_ACCEPT_LANGUAGE="cs",
    ).content.decode()
    assert "před hrou 5" in czech and "ends before" not in czech


# The pages --------------------------------------------------------------------------------


def test_the_hand_page_of_a_re_seated_hand_shows_its_new_version_and_what_it_follows(
    night, organiser, client
):
    correct_first_hand_so_that_east_keeps_the_deal(night, organiser)

    html = client.get(reverse("hand", args=[night[1].session_id, 2])).content.decode()

    assert "· v2" in html and "v1 recorded" not in html
    assert 'id="knock-on-notice"' in html
    assert "follows the correction of hand 1" in html
    assert 'data-player="Bob">Bob E → S: -112 → -56<' in html


def test_the_session_page_marks_the_hands_a_correction_changed(night, organiser, client):
    correct_first_hand_so_that_east_keeps_the_deal(night, organiser)

    html = client.get(reverse("session", args=[night[0].session_id])).content.decode()

    assert html.count("knock-on-mark") == 2
    assert "changed by hand 1" in html


def test_the_correction_preview_on_the_form_lists_each_later_hand_player_by_player(
    night, scorer_client
):
    url = reverse("hand-correct", args=[night[0].session_id, 1])
    form = scorer_client.get(url)
    data = filled(form, hand_lines("E"), "E", reason="Alena went out")

    preview = scorer_client.post(
        reverse("hand-preview", args=[night[0].session_id]) + "?number=1", data
    )

    html = preview.content.decode()
    assert "Saving this correction changes 2 later hands" in html
    assert 'data-hand="2"' in html and 'data-hand="3"' in html
    assert "East: Bob → Alena" in html
    assert 'data-player="Bob">-112 → -56<' in html
    assert not HandRevision.objects.filter(action="knock_on").exists()


def test_the_referee_view_shows_the_knock_on_revision_player_by_player(night, organiser, client):
    correct_first_hand_so_that_east_keeps_the_deal(night, organiser)
    second = night[1]
    second.refresh_from_db()

    rows = referee.history(second)

    assert [row["revision"].action for row in rows] == ["knock_on", "create"]
    diff = {row["player"]: row for row in rows[0]["diff"]}
    assert diff["Bob"]["seat"] == "E → S" and diff["Bob"]["change"] == 56
    assert diff["Alena"]["seat"] == "N → E" and diff["Alena"]["change"] == -56
    assert diff["Dana"]["change"] == 0
    html = client.get(reverse("referee-hand", args=[second.session_id, 2])).content.decode()
    assert "follows the correction of hand 1" in html


def test_the_hand_page_says_before_a_deletion_which_later_hands_it_would_change(
    night, scorer_client
):
    page = scorer_client.get(reverse("hand", args=[night[0].session_id, 1])).content.decode()
    preview = reverse("hand-delete-preview", args=[night[0].session_id, 1])
    assert f'hx-get="{preview}"' in page  # loaded when the delete section opens
    html = scorer_client.get(preview).content.decode()

    # Without hand 1 nobody passed the deal: Alena deals hand 2, Dana wins it from North.
    assert "Deleting this hand changes 2 later hands" in html
    assert "East: Bob → Alena" in html
    assert 'data-player="Dana">224<' in html and 'data-player="Bob">-112 → -56<' in html
    assert not HandRevision.objects.filter(action="knock_on").exists()
    assert (
        change_previews.preview_deletion(night[2]) == []
    )  # the last hand changes nothing after it


def test_a_referees_ruling_on_hand_1_gives_the_later_hands_revisions_that_follow_it(
    night, organiser
):
    # The referee rules that Alena (East) declared mah-jong first (115a): she keeps the deal.
    first = night[0]
    document = service.build_document(first.session, first.deal, hand_doc("E"))
    ruling = referee.rule_on(first, document, organiser, "115a", "Alena declared first", 1)

    follows = night[1].revisions.get(action="knock_on")
    assert follows.follows == ruling
    assert follows.follows_text == "follows the referee's ruling on hand 1"
    assert by_player(follows.after)["Alena"] == ("E", -112)


def test_a_stale_correction_of_a_re_seated_hand_says_which_change_it_missed(
    night, organiser, scorer_client
):
    url = reverse("hand-correct", args=[night[1].session_id, 2])
    form = scorer_client.get(url)  # loaded at version 1
    correct_first_hand_so_that_east_keeps_the_deal(night, organiser)

    page = scorer_client.post(url, filled(form, hand_lines("W"), "W", reason="Dana at West"))

    assert page.status_code == 409
    html = page.content.decode()
    assert "(follows the correction of hand 1)" in html
    assert "Alena went out, not Bob" in html


def test_only_who_may_delete_sees_what_a_deletion_would_change(night, client):
    preview = reverse("hand-delete-preview", args=[night[0].session_id, 1])
    assert client.get(preview).status_code == 302  # to the login page
