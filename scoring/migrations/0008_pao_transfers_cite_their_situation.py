"""Stored riichi answers: a pao transfer cites its situation's rule id (R1-R9), the id the rule
catalogue knows, instead of "pao-R1". Amounts, payers and payees are unchanged."""

from django.db import migrations


def cite_situation(output: dict) -> bool:
    """Rewrite one stored answer in place; True when a transfer changed."""
    changed = False
    for transfer in (output or {}).get("transfers") or []:
        rule = transfer.get("rule")
        if isinstance(rule, str) and rule.startswith("pao-R"):
            transfer["rule"] = rule.removeprefix("pao-")
            changed = True
    return changed


def forwards(apps, schema_editor):
    Hand = apps.get_model("scoring", "Hand")
    for hand in Hand.objects.filter(session__ruleset="riichi").iterator():
        if cite_situation(hand.output):
            hand.save(update_fields=["output"])


class Migration(migrations.Migration):
    dependencies = [("scoring", "0007_tournament_day")]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
