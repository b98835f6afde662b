import pytest
from django.db import IntegrityError, transaction
from django.utils import timezone

from scoring.models import Hand

pytestmark = pytest.mark.django_db


def copy_of(hand, **changes):
    fields = {
        f.attname: getattr(hand, f.attname)
        for f in Hand._meta.concrete_fields
        if not f.primary_key and f.name not in ("created_at", "updated_at")
    }
    return Hand(**{**fields, **changes})


def test_the_database_refuses_a_second_hand_with_the_same_submission_key(recorded_night):
    # The unique constraint is what stops two racing requests that both passed the
    # "already recorded?" check: the second INSERT fails whatever the code above it did.
    first = Hand.objects.filter(session=recorded_night, number=1).get()
    with pytest.raises(IntegrityError), transaction.atomic():
        copy_of(first, number=4).save()
    assert Hand.objects.filter(submission_key=first.submission_key).count() == 1


def test_the_database_refuses_two_live_hands_with_the_same_number(recorded_night):
    first = Hand.objects.filter(session=recorded_night, number=1).get()
    with pytest.raises(IntegrityError), transaction.atomic():
        copy_of(first, submission_key=None).save()


def test_a_soft_deleted_hand_leaves_its_number_free_for_the_hand_recorded_in_its_place(
    recorded_night,
):
    first = Hand.objects.filter(session=recorded_night, number=1).get()
    first.deleted_at = timezone.now()
    first.save()

    copy_of(first, submission_key=None, deleted_at=None).save()

    assert Hand.objects.filter(session=recorded_night, number=1).count() == 2
