from django.conf import settings
from django.db import models

from .session import SEAT_CHOICES


class HandPart(models.Model):
    """One player's own entry for the hand their table is playing, sent from their phone.

    Parts are proposals: the scorer's phone gathers them into the hand form and records the
    hand there. They live in the database, so any app server can answer any phone.
    """

    session = models.ForeignKey("scoring.Session", on_delete=models.CASCADE, related_name="parts")
    # The hand number being played when the part was entered (the next hand of the session).
    number = models.PositiveIntegerField()
    seat = models.CharField(max_length=1, choices=SEAT_CHOICES)
    # The player's line in the hand form's notation (docs/notation.md), or their score at the
    # "scores" entry depth.
    line = models.TextField(blank=True)
    entered_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    # The player whose part it is: the part is theirs, not the wind's (`seat` is where they
    # sat when it was last entered).
    player = models.ForeignKey(
        "scoring.Player", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    # The phone that entered it (a digest of its signed cookie): only that phone, or the
    # scorer, replaces it.
    phone = models.CharField(max_length=64, blank=True)
    # Another phone's entry for the same seat, kept for the scorer to see beside this one.
    contested_line = models.TextField(blank=True)
    contested_at = models.DateTimeField(null=True, blank=True)
    # The winner's own phone says how they won, so the scorer only confirms: {"source":
    # "wall"} or {"source": "discard", "discarder": <player id>}, with "tile" and "completes"
    # (1 = the line's first set) at the tiles and sets depths. Empty: this player did not win.
    win = models.JSONField(default=dict, blank=True)
    # The key the phone gave this entry (a form's, or a part waiting in its offline queue):
    # the same entry sent twice is stored once.
    key = models.CharField(max_length=40, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            # A part is its player's: after a correction moves the seats, two parts of one
            # hand may have been entered at the same wind, but never two by one player.
            models.UniqueConstraint(
                fields=["session", "number", "player"], name="one_part_per_player_and_hand"
            )
        ]

    def __str__(self):
        return f"{self.session} hand {self.number} {self.seat}"
