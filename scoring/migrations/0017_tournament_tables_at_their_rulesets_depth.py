"""Tournament tables of MCR and riichi events were created at the classical sets depth, which
neither ruleset scores: MCR's start at fans, riichi's at tiles (every tile), as new ones do."""

from django.db import migrations

DEPTHS = {"mcr": "fans", "riichi": "tiles"}


def to_their_depth(apps, schema_editor):
    Session = apps.get_model("scoring", "Session")
    for ruleset, depth in DEPTHS.items():
        Session.objects.filter(kind="tournament", ruleset=ruleset, entry_depth="sets").update(
            entry_depth=depth
        )


class Migration(migrations.Migration):
    dependencies = [
        ("scoring", "0016_hands_at_fans_and_winners_claims"),
    ]

    operations = [migrations.RunPython(to_their_depth, migrations.RunPython.noop)]
