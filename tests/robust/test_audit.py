import pytest
from django.db.models import ProtectedError

from scoring.models import Hand, HandRevision

pytestmark = pytest.mark.django_db


def history(session):
    return list(
        HandRevision.objects.filter(hand__session=session)
        .order_by("pk")
        .values_list("pk", "version", "action", "user_id", "at", "reason", "before", "after")
    )


def test_a_history_row_refuses_to_be_saved_again(recorded_night):
    before = history(recorded_night)
    row = HandRevision.objects.filter(action="correct").get()
    row.reason = "nothing happened"

    with pytest.raises(ValueError, match="immutable"):
        row.save()

    assert history(recorded_night) == before


def test_a_history_row_refuses_to_be_deleted(recorded_night):
    before = history(recorded_night)
    with pytest.raises(ValueError, match="immutable"):
        HandRevision.objects.first().delete()
    assert history(recorded_night) == before


def test_a_hand_with_history_cannot_be_removed_so_its_history_stays(recorded_night):
    hand = Hand.objects.filter(session=recorded_night, number=2).get()
    with pytest.raises(ProtectedError):
        hand.delete()
    assert HandRevision.objects.filter(hand=hand).count() == 3  # create, correct, ruling


@pytest.fixture
def admin_client(client, django_user_model):
    boss = django_user_model.objects.create_superuser("boss", "boss@example.org", "pw-boss-123")
    client.force_login(boss)
    return client


def test_even_a_superuser_cannot_add_change_or_delete_history_in_the_admin(
    recorded_night, admin_client
):
    before = history(recorded_night)
    row = HandRevision.objects.filter(action="correct").get()
    base = "/admin/scoring/handrevision/"

    assert admin_client.get(base).status_code == 200  # it can be read
    assert admin_client.get(f"{base}add/").status_code == 403
    assert admin_client.post(f"{base}add/", {"version": 9, "action": "create"}).status_code == 403
    changed = admin_client.post(f"{base}{row.pk}/change/", {"reason": "rewritten"})
    assert changed.status_code == 403
    assert admin_client.post(f"{base}{row.pk}/delete/", {"post": "yes"}).status_code == 403
    bulk = admin_client.post(
        base, {"action": "delete_selected", "_selected_action": [row.pk], "post": "yes"}
    )
    # No delete action is offered: the list comes back with "no action selected".
    assert bulk.status_code == 200
    assert history(recorded_night) == before


def test_a_hand_cannot_be_deleted_in_the_admin(recorded_night, admin_client):
    hand = Hand.objects.filter(session=recorded_night, number=1).get()
    response = admin_client.post(f"/admin/scoring/hand/{hand.pk}/delete/", {"post": "yes"})
    assert response.status_code == 403
    assert Hand.objects.filter(pk=hand.pk).exists()
