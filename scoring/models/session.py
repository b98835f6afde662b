import re

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from scoring.engine.errors import ContractError
from scoring.engine.rotation import Deal, next_deal
from scoring.engine.rulesets import get_ruleset
from scoring.engine.tiles import SEATS

WIN_SOURCES = {
    "wall": _("self-drawn"),
    "discard": _("on the discard of"),
    "loose_tile": _("on a loose tile"),
    "robbed_kong": _("robbing a kong"),
}
SEAT_CHOICES = [("E", _("East")), ("S", _("South")), ("W", _("West")), ("N", _("North"))]


class Entry(models.TextChoices):
    """How deep a hand is recorded (the contract's "entry"): the engine checks what it is given."""

    TILES = "tiles", _("tiles")
    SETS = "sets", _("sets")
    FANS = "fans", _("fans")  # MCR: the winner's fans, no tiles (docs/mcr.md)
    SCORES = "scores", _("scores")


ENTRY_HELP = _(
    "tiles: every player's whole hand; sets: the winner's whole hand, the others only their "
    "scoring sets and flowers; scores: four numbers, who won and how"
)


# What each depth let the engine check, as the hand list, the hand page and the referee say it.
ENTRY_CHECKS = {
    Entry.TILES: _("every tile was recorded, and every check made"),
    Entry.SETS: _(
        "the losers gave only their scoring sets, so their tile count was not checked and a "
        "long or short hand is applied as claimed"
    ),
    Entry.FANS: _(
        "the winner's fans were ticked as the table found them and checked against each other "
        "(the non-repeat principle), not against the tiles, which were not recorded"
    ),
    Entry.SCORES: _(
        "only the scores were entered, as the table worked them out; a penalty that needs the "
        "tiles is applied as claimed"
    ),
}


# How a tournament table's game is titled when its round is seated (services.tournament_seating).
TABLE_TITLE = "{event} · round {round}, table {table}"
TABLE_TITLE_PATTERN = re.compile(r"(?P<event>.*) · round (?P<round>\d+), table (?P<table>\d+)")


class Session(models.Model):
    """One game at one table: a table of a club night, or a tournament table's game."""

    class Kind(models.TextChoices):
        CLUB = "club", _("club game")
        TOURNAMENT = "tournament", _("tournament game")

    class Length(models.TextChoices):
        FULL = "full", _("full game (four winds)")
        ONE_WIND = "one_wind", _("one wind")
        HANDS = "hands", _("a number of hands")

    club = models.ForeignKey("scoring.Club", on_delete=models.PROTECT, related_name="sessions")
    title = models.CharField(_("title"), max_length=160)
    date = models.DateField(_("date"))
    kind = models.CharField(max_length=12, choices=Kind.choices, default=Kind.CLUB)
    ruleset = models.CharField(_("ruleset"), max_length=32, default="millington")
    ruleset_version = models.PositiveIntegerField(default=1)
    options = models.JSONField(_("option overrides"), default=dict, blank=True)
    # the club's house rules the game is played by (one immutable version; its hands carry it)
    house_rules = models.ForeignKey(
        "scoring.HouseRulesetVersion",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="sessions",
        verbose_name=_("house rules"),
    )
    length = models.CharField(max_length=12, choices=Length.choices, default=Length.FULL)
    hand_limit = models.PositiveIntegerField(null=True, blank=True)
    # The depth the hand form starts at; a scorer may record any hand deeper.
    entry_depth = models.CharField(
        _("record hands at"),
        max_length=8,
        choices=Entry.choices,
        default=Entry.SETS,
        help_text=ENTRY_HELP,
    )
    # The players in their starting seats (who was East for the first hand, and so on).
    east = models.ForeignKey("scoring.Player", on_delete=models.PROTECT, related_name="+")
    south = models.ForeignKey("scoring.Player", on_delete=models.PROTECT, related_name="+")
    west = models.ForeignKey("scoring.Player", on_delete=models.PROTECT, related_name="+")
    north = models.ForeignKey("scoring.Player", on_delete=models.PROTECT, related_name="+")
    scorers = models.ManyToManyField(
        settings.AUTH_USER_MODEL, blank=True, related_name="scored_sessions"
    )
    referees = models.ManyToManyField(
        settings.AUTH_USER_MODEL, blank=True, related_name="refereed_sessions"
    )
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    # The club night this game was played at (one night at most: scoring.services.hands.nights).
    night = models.ForeignKey(
        "scoring.ClubNight",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="games",
    )
    # A session ended before its length was played: who ended it and why (the audit of it).
    ended_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    end_reason = models.CharField(_("why it ended early"), max_length=500, blank=True)

    class Meta:
        ordering = ["-date", "-id"]

    def __str__(self):
        return self.title

    def get_absolute_url(self):
        return reverse("session", args=[self.pk])

    @property
    def shown_title(self) -> str:
        """The title in the reader's language: a tournament table's stored title (written as
        TABLE_TITLE, in English) is said again from its parts, without a query."""
        found = TABLE_TITLE_PATTERN.fullmatch(self.title)
        if self.kind != self.Kind.TOURNAMENT or found is None:
            return self.title
        return gettext("%(event)s · round %(round)s, table %(table)s") % found.groupdict()

    @property
    def starting_seats(self) -> dict:
        return {"E": self.east, "S": self.south, "W": self.west, "N": self.north}

    @property
    def starting_player_ids(self) -> dict:
        return {"E": self.east_id, "S": self.south_id, "W": self.west_id, "N": self.north_id}

    def live_hands(self):
        return self.hands.filter(deleted_at__isnull=True)

    def seats_for(self, deal: Deal) -> dict:
        """Player ids by the wind they sit at in `deal`."""
        start = self.starting_player_ids
        return {wind: start[deal.player_at(wind)] for wind in SEATS}

    def deal_after(self, hand, hands_played: int) -> Deal | None:
        """The deal that follows `hand` (None: the first deal), or None when the game is over.

        The length of the session cuts the engine's four-wind rotation short: one wind ends when
        the prevailing wind would move on; a number of hands ends after that many hands.
        """
        game = self.game
        if hand is None:
            deal = Deal()
        elif (hand.output or {}).get("game_over"):
            # A riichi game ends when its ruleset says so (after the South round by default).
            return None
        else:
            # MCR: the deal passes after every hand, whatever its result.
            keeps = hand.east_keeps_deal and game.get("deal_passes") != "every_hand"
            deal = next_deal(hand.deal, keeps)
            if deal is None:
                return None
            if self.length == self.Length.ONE_WIND and deal.prevailing_wind != "E":
                return None
        if self.length == self.Length.HANDS and hands_played >= (self.hand_limit or 0):
            return None
        if self.length == self.Length.FULL and hands_played >= game.get("hands", hands_played + 1):
            return None  # MCR: 16 hands, four rounds of four
        return deal

    @property
    def game(self) -> dict:
        """The ruleset's own game, where it has one (`Ruleset.extra["game"]`: MCR's deal
        passes every hand, 16 hands); {} for the classical East rotation."""
        try:
            return dict(get_ruleset(self.ruleset).extra.get("game") or {})
        except ContractError:
            return {}

    def next_deal(self) -> Deal | None:
        """The deal of the next hand to record; None when the session is over."""
        live = self.live_hands()
        last = live.order_by("-number").first()
        return self.deal_following(last, live.count() if last else 0)

    def deal_following(self, last, played: int) -> Deal | None:
        """The deal after the live hands, `last` the latest of the `played`; None when the
        session is over."""
        if self.end_reason:
            return None  # ended early: no later correction or deletion reopens it
        return self.deal_after(last, played)

    @property
    def is_finished(self) -> bool:
        return self.next_deal() is None

    def next_number(self) -> int:
        last = self.live_hands().order_by("-number").values_list("number", flat=True).first()
        return (last or 0) + 1


class Hand(models.Model):
    session = models.ForeignKey(Session, on_delete=models.PROTECT, related_name="hands")
    number = models.PositiveIntegerField()
    prevailing_wind = models.CharField(max_length=1, choices=SEAT_CHOICES)
    # The rest of the hand's Deal (scoring.engine.rotation): which starting seat is East, and
    # how often the deal has passed in this wind. Re-derived when an earlier hand changes.
    east_index = models.PositiveSmallIntegerField(default=0)
    hands_in_wind = models.PositiveSmallIntegerField(default=0)
    east = models.ForeignKey("scoring.Player", on_delete=models.PROTECT, related_name="+")
    winner = models.CharField(max_length=1, choices=SEAT_CHOICES, blank=True)
    win_source = models.CharField(max_length=16, blank=True)
    drawn = models.BooleanField(default=False)
    # The depth it was recorded at: the document's "entry", kept here for listing.
    entry = models.CharField(max_length=8, choices=Entry.choices, default=Entry.TILES)
    east_keeps_deal = models.BooleanField(default=False)
    # The engine's input document and its answer: the record can always be re-scored.
    input = models.JSONField()
    output = models.JSONField(default=dict)
    # The messages behind the answer's English sentences, by sentence (Message.to_json):
    # pages say them in the reader's language without scoring the hand again, and they stay
    # as the engine wrote them when its rules change (services.engine_text).
    said = models.JSONField(default=dict, blank=True)
    ruleset_version = models.PositiveIntegerField(default=1)
    version = models.PositiveIntegerField(default=1)
    submission_key = models.UUIDField(null=True, blank=True, unique=True)
    # A digest of what that submission sent: the same key with another body is refused.
    submission_digest = models.CharField(max_length=64, blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    deleted_at = models.DateTimeField(null=True, blank=True)
    deleted_reason = models.TextField(blank=True)

    class Meta:
        ordering = ["session", "number"]
        constraints = [
            models.UniqueConstraint(
                fields=["session", "number"],
                condition=models.Q(deleted_at__isnull=True),
                name="hand_number_unique_among_live_hands",
            )
        ]

    def __str__(self):
        return f"{self.session} hand {self.number}"

    def get_absolute_url(self):
        return reverse("hand", args=[self.session_id, self.number])

    @property
    def deal(self) -> Deal:
        return Deal(self.prevailing_wind, self.east_index, self.hands_in_wind)

    @property
    def how(self) -> str:
        return str(WIN_SOURCES.get(self.win_source, self.win_source))

    @property
    def is_deleted(self) -> bool:
        return self.deleted_at is not None

    @property
    def entry_checks(self) -> str:
        return str(ENTRY_CHECKS.get(self.entry, ""))

    def snapshot(self, seats: dict | None = None) -> dict:
        """What a history row keeps of this hand (and what a stale correction is shown): the
        deal, and each seat's player, score and payment, so a change that moved the players
        reads player by player. `seats`: those, when the caller has them already. Players are
        kept by id, never by a copy of their name: whoever reads the history later names them
        as the club's privacy settings say then (and a forgotten player as anonymous)."""
        if seats is None:
            rows = self.seats.all() if self.pk else ()
            seats = {
                row.seat: {"player": row.player_id, "score": row.score, "payment": row.payment}
                for row in rows
            }
        return {
            "number": self.number,
            "version": self.version,
            "deleted": self.is_deleted,
            "prevailing_wind": self.prevailing_wind,
            "east_index": self.east_index,
            "hands_in_wind": self.hands_in_wind,
            "winner": self.winner or None,
            "input": self.input,
            "payments": self.output.get("payments", {}),
            "seats": seats,
        }


class HandPlayer(models.Model):
    """One seat's part of a hand: who sat there, what they held, what they scored and paid."""

    hand = models.ForeignKey(Hand, on_delete=models.CASCADE, related_name="seats")
    seat = models.CharField(max_length=1, choices=SEAT_CHOICES)
    player = models.ForeignKey(
        "scoring.Player", on_delete=models.PROTECT, related_name="hand_seats"
    )
    melds = models.JSONField(default=list, blank=True)
    concealed = models.JSONField(default=list, blank=True)
    bonus = models.JSONField(default=list, blank=True)
    score = models.IntegerField(default=0)
    payment = models.IntegerField(default=0)

    class Meta:
        ordering = ["hand", "seat"]
        constraints = [models.UniqueConstraint(fields=["hand", "seat"], name="one_player_a_seat")]

    def __str__(self):
        return f"{self.hand} {self.seat}: {self.player}"

    @property
    def seat_order(self) -> int:
        return SEATS.index(self.seat)


class Penalty(models.Model):
    class Ruling(models.TextChoices):
        NONE = "", _("as the engine found")
        UPHELD = "upheld", _("upheld by the referee")
        REJECTED = "rejected", _("rejected by the referee")

    hand = models.ForeignKey(Hand, on_delete=models.CASCADE, related_name="penalties")
    type = models.CharField(max_length=32)
    offender = models.CharField(max_length=1, choices=SEAT_CHOICES)
    details = models.JSONField(default=dict, blank=True)
    applied = models.BooleanField(default=False)
    rule = models.CharField(max_length=32, blank=True)
    why = models.TextField(blank=True)
    # False when the hand's depth left out the tiles its conditions need: applied as claimed.
    checked = models.BooleanField(default=True)
    ruling = models.CharField(max_length=10, choices=Ruling.choices, blank=True)

    def __str__(self):
        return f"{self.type} by {self.offender} in {self.hand}"


class HandRevision(models.Model):
    """An immutable history row: every create, correction, deletion and ruling of a hand."""

    class Action(models.TextChoices):
        CREATE = "create", _("recorded")
        CORRECT = "correct", _("corrected")
        DELETE = "delete", _("deleted")
        RESTORE = "restore", _("restored")
        RULING = "ruling", _("referee ruling")
        # Re-seated or re-scored because an earlier hand was corrected, deleted or ruled on.
        KNOCK_ON = "knock_on", _("follows an earlier change")

    hand = models.ForeignKey(Hand, on_delete=models.PROTECT, related_name="revisions")
    version = models.PositiveIntegerField()
    action = models.CharField(max_length=10, choices=Action.choices)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    at = models.DateTimeField(auto_now_add=True)
    reason = models.TextField(blank=True)
    rule = models.CharField(max_length=32, blank=True)
    before = models.JSONField(null=True, blank=True)
    after = models.JSONField(null=True, blank=True)
    # A knock-on revision: the change to an earlier hand that this one follows.
    follows = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.PROTECT, related_name="knock_ons"
    )

    class Meta:
        ordering = ["hand", "at", "id"]

    def __str__(self):
        return f"{self.hand} v{self.version} {self.action}"

    def save(self, *args, **kwargs):
        if self.pk is not None:
            raise ValueError("history rows are immutable")
        return super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise ValueError("history rows are immutable")

    @property
    def follows_text(self) -> str:
        """A knock-on revision's cause, as the history says it: "follows the correction of
        hand 1"."""
        if self.follows_id is None:
            return ""
        texts = {
            self.Action.CORRECT: _("follows the correction of hand %(n)s"),
            self.Action.DELETE: _("follows the deletion of hand %(n)s"),
            self.Action.RULING: _("follows the referee's ruling on hand %(n)s"),
        }
        text = texts.get(self.follows.action, _("follows a change to hand %(n)s"))
        return str(text) % {"n": self.follows.hand.number}
