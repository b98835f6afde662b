"""Hands keep the messages behind their answer's English sentences (`Hand.said`), so a page says
a stored hand in any language without scoring it again.

Each stored hand's document is scored once by today's engine and the messages of the sentences
its stored answer holds are kept; a sentence today's engine no longer writes (an answer of an
older rules version) has no message and stays English, and the migration says how many did.
Hands are read and written in batches. Going back empties the field before it is dropped.
"""

from django.db import migrations, models

BATCH = 500


def sentences(output) -> set:
    """The English sentences of a stored answer (a copy of services.engine_text.sentences as
    it was when this migration was written)."""
    found = set()
    output = output if isinstance(output, dict) else {}
    for held in (output.get("hands") or {}).values():
        for key in ("items", "fu_items", "warnings"):
            for line in (held or {}).get(key) or () if isinstance(held, dict) else ():
                found.add(line.get("what") if isinstance(line, dict) else None)
    for penalty in output.get("penalties") or ():
        if isinstance(penalty, dict):
            found.add(penalty.get("why"))
            for check in penalty.get("checks") or ():
                found.add(check.get("condition") if isinstance(check, dict) else None)
    return {sentence for sentence in found if isinstance(sentence, str) and sentence}


def said(document, output) -> tuple[dict, int]:
    from scoring.engine.contract import answer
    from scoring.engine.errors import ContractError

    wanted = sentences(output)
    try:
        messages = list(answer(document).messages())
    except ContractError:
        messages = []
    kept = {m.english(): m.to_json() for m in messages if m.english() in wanted}
    return kept, len(wanted - set(kept))


def fill(apps, schema_editor):
    Hand = apps.get_model("scoring", "Hand")
    hands = english = 0
    last = 0
    while True:
        batch = list(
            Hand.objects.filter(pk__gt=last).order_by("pk").only("pk", "input", "output")[:BATCH]
        )
        if not batch:
            break
        for hand in batch:
            hand.said, left = said(hand.input, hand.output)
            english += left
        Hand.objects.bulk_update(batch, ["said"])
        hands += len(batch)
        last = batch[-1].pk
    if hands:
        print(
            f"\n  {hands} hands keep their messages; {english} sentences today's engine no "
            "longer writes stay English"
        )


def empty(apps, schema_editor):
    apps.get_model("scoring", "Hand").objects.update(said={})


class Migration(migrations.Migration):
    dependencies = [("scoring", "0029_ratings_per_ruleset")]

    operations = [
        migrations.AddField(
            model_name="hand",
            name="said",
            field=models.JSONField(blank=True, default=dict),
        ),
        migrations.RunPython(fill, empty),
    ]
