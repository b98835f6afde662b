"""A hand's history kept a copy of each seat's player name in its snapshots (before/after),
which the pages showed past the club's privacy settings and which "forget me" could not reach.
The snapshots keep the player's id (they always did): the copies go, and the pages name the
players through the privacy path when they read the history."""

from django.db import migrations


def without_names(snapshot):
    if not isinstance(snapshot, dict) or not isinstance(snapshot.get("seats"), dict):
        return snapshot, False
    seats, changed = {}, False
    for seat, row in snapshot["seats"].items():
        if isinstance(row, dict) and "name" in row:
            row = {key: value for key, value in row.items() if key != "name"}
            changed = True
        seats[seat] = row
    return {**snapshot, "seats": seats}, changed


def forget_copied_names(apps, schema_editor):
    HandRevision = apps.get_model("scoring", "HandRevision")
    revisions = HandRevision.objects.exclude(before=None, after=None).only("before", "after")
    for revision in revisions.iterator(chunk_size=500):
        before, before_changed = without_names(revision.before)
        after, after_changed = without_names(revision.after)
        if before_changed or after_changed:
            # The model's own save refuses to change a history row; this is the one exception.
            HandRevision.objects.filter(pk=revision.pk).update(before=before, after=after)


class Migration(migrations.Migration):
    dependencies = [
        ("scoring", "0018_a_part_is_its_players"),
    ]

    operations = [migrations.RunPython(forget_copied_names, migrations.RunPython.noop)]
