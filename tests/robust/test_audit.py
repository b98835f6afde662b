import re

import pytest
from django.db.models import ProtectedError
from django.test import Client

from scoring.models import Hand, HandRevision

from .test_security import every_view

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


# No view of the project, whatever is posted to it, changes or removes a history row.

ROUTE_PARAMETER = re.compile(r"<(?:(\w+):)?(\w+)>")


def project_urls(values):
    """Every URL of the project (the admin's too, for history rows), parameters filled in."""
    urls = []
    for route, _name, _view in every_view():
        if route.startswith("admin/") and "handrevision" not in route:
            continue
        if not isinstance(route, str) or "^" in route:
            continue
        urls.append("/" + ROUTE_PARAMETER.sub(lambda m: str(values(m[1], m[2])), route))
    return urls


def test_no_request_to_any_url_changes_or_removes_a_history_row(recorded_night, django_user_model):
    boss = django_user_model.objects.create_superuser("boss", "boss@example.org", "pw-boss-123")
    recorded_night.club.organisers.add(boss)
    recorded_night.scorers.add(boss)
    recorded_night.referees.add(boss)
    revision = HandRevision.objects.filter(action="correct").get()
    before = history(recorded_night)

    def values(converter, name):
        return {
            "pk": recorded_night.pk,
            "session_id": recorded_night.pk,
            "number": revision.hand.number,
            "slug": recorded_night.club.slug,
            "object_id": revision.pk,
        }.get(name, revision.pk if converter == "int" else "x")

    client = Client(raise_request_exception=False)
    client.force_login(boss)
    # A complete, valid history row (as the admin's form would take it) plus what the
    # app's own forms ask for, and the admin's "yes, delete".
    rewrite = {
        "hand": revision.hand_id,
        "version": 1,
        "action": "create",
        "user": "",
        "reason": "rewritten",
        "rule": "",
        "before": "null",
        "after": "null",
        "base_version": 2,
        "post": "yes",
    }
    urls = project_urls(values)
    assert f"/admin/scoring/handrevision/{revision.pk}/change/" in urls
    for url in urls:
        client.post(url, rewrite)
        for method in (client.put, client.patch, client.delete):
            method(url, rewrite, content_type="application/json")

    after = {row[0]: row for row in history(recorded_night)}
    assert [after.get(row[0]) for row in before] == before
