from django.apps import AppConfig


class ScoringConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "scoring"
    verbose_name = "ClubScore"

    def ready(self):
        from django.db.models.signals import post_save

        from scoring.models import HandRevision
        from scoring.services import live

        from . import checks  # noqa: F401  (registers the deployment checks)

        # Every write a live poll shows deletes its version stamp (scoring.services.live).
        live.connect()

        post_save.connect(
            _hand_changed, sender=HandRevision, dispatch_uid="tournament-table-result"
        )


def _hand_changed(sender, instance, created, **kwargs):
    # Every recorded, corrected, deleted or restored hand writes a HandRevision: a finished
    # tournament table then stores its result again (the standings read it).
    from scoring.services.tournaments.standings import refresh_table_result

    # The hand's session is already loaded by every caller: a club night costs no query.
    if created and instance.hand.session.kind == "tournament":
        refresh_table_result(instance.hand.session_id)
