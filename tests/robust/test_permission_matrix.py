"""Every state-changing action (actions.ACTIONS) x every role (world.ROLES) x the role's own
club and another club: done exactly when scoring/permissions.py says so, and never a 500.

A role may act in its own club when the action lists it; a superuser may act everywhere;
boris, staff organiser of Brno, acts as an organiser in Brno and may do nothing in Prague.
"""

import pytest
from django.db import transaction
from django.test import Client

from .actions import ACTIONS, fingerprint
from .world import ROLES

pytestmark = pytest.mark.django_db

CELLS = len(ACTIONS) * len(ROLES) * 2


def allowed(action, role, target):
    if role == "superuser":
        return True
    if role == "other_staff":  # organiser of Brno ("other"), nobody in Prague ("own")
        return target == "other" and "organiser" in action.roles
    return target == "own" and role in action.roles


def client_for(world, role):
    client = Client(raise_request_exception=True)
    if role != "anonymous":
        client.force_login(world.users[role])
    return client


@pytest.mark.parametrize("action", ACTIONS, ids=[a.name for a in ACTIONS])
def test_each_role_may_do_exactly_what_the_permissions_module_says(action, world):
    wrong = []
    for role in ROLES:
        for target in ("own", "other"):
            club = world.clubs[target]
            savepoint = transaction.savepoint()
            before = fingerprint()
            response = action.send(client_for(world, role), club)
            done = response.status_code == 200 if action.reads else fingerprint() != before
            transaction.savepoint_rollback(savepoint)
            if done != allowed(action, role, target):
                wrong.append((role, target, response.status_code, done))
                continue
            if not done:
                # Refused: 403, the login page, a 404 for an object the user may not see,
                # or the admin's own refusal (its login page, or "does not exist").
                location = response.get("Location", "")
                assert response.status_code in (302, 403, 404, 405), (role, target, location)
                if response.status_code == 302:
                    assert "/login/" in location or location.startswith("/admin/"), location
    assert wrong == [], f"{action.name}: (role, club, status, done) that disagree"
