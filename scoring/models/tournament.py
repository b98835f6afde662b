import random
import secrets

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from scoring.engine import standings as standings_engine

from .membership import Audience, PublicNames


def _random_seed():
    return random.randrange(1, 2**31)


# A table's code (Table.code): what its players type, or scan, to confirm its result. No 0/O,
# 1/I/L or U: a code read aloud or off a printed sheet is typed right (the Crockford alphabet).
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_LENGTH = 10  # 50 bits: guessing any of 2,500 tables' codes takes about 4.5e11 tries


def new_table_code():
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


# The further tie-breakers an event may rank by, as its pages and forms name them.
TIEBREAKER_NAMES = {
    standings_engine.FIRSTS: _("more first places"),
    standings_engine.BEST_TABLE: _("the best score at one table"),
    standings_engine.FEWEST_PENALTIES: _("fewer penalty points"),
}


class TableEntry(models.TextChoices):
    DESK = "desk", _("the results desk; the players confirm on their phones")
    PLAYERS = "players", _("the players, on a phone at the table; the others confirm")


class Tournament(models.Model):
    TableEntry = TableEntry

    class Entry(models.TextChoices):
        HANDS = "hands", _("each hand's scores from the score sheet")
        FINAL = "final", _("only the four final scores of each table")

    class NotPlayed(models.TextChoices):
        NOTHING = "nothing", _("no table points and no game (the default)")
        BYE = "bye", _("as a bye: 1.75 table points and a score of 0 each")

    class Scheme(models.TextChoices):
        TABLE_POINTS = standings_engine.TABLE_POINTS_SCHEME, _("table points 4/2/1/0, then score")
        SCORE = standings_engine.SCORE, _("score total (club style), then table points")
        UMA = standings_engine.UMA, _("score with uma and oka (riichi), then table points")

    club = models.ForeignKey("scoring.Club", on_delete=models.PROTECT, related_name="tournaments")
    name = models.CharField(_("name"), max_length=160)
    date = models.DateField(_("date"))
    # The facts the EMA's results workbook heads its sheet with (docs/tournaments.md).
    last_day = models.DateField(
        _("last day"), null=True, blank=True, help_text=_("Empty: a one-day event.")
    )
    place = models.CharField(_("place"), max_length=80, blank=True, help_text=_("The town."))
    country = models.CharField(
        _("country"),
        max_length=3,
        blank=True,
        help_text=_("Three-letter code of the host country, as the EMA writes it (CZE, FRA)."),
    )
    ruleset = models.CharField(_("ruleset"), max_length=32, default="millington")
    ruleset_version = models.PositiveIntegerField(default=1)
    options = models.JSONField(_("ruleset options"), default=dict, blank=True)
    scheme = models.CharField(
        _("standings"), max_length=16, choices=Scheme.choices, default=Scheme.TABLE_POINTS
    )
    uma = models.JSONField(_("uma"), default=list, blank=True)
    oka = models.IntegerField(_("oka"), default=standings_engine.EMA_OKA)
    rounds_planned = models.PositiveIntegerField(_("rounds"), default=4)
    seed = models.PositiveIntegerField(_("seating seed"), default=_random_seed)
    results_entry = models.CharField(
        _("results desk enters"), max_length=8, choices=Entry.choices, default=Entry.HANDS
    )
    forfeit_points = models.PositiveIntegerField(
        _("forfeit points"),
        default=0,
        help_text=_(
            "At a forfeited table each player who forfeits pays this many points to each player "
            "present. 0: the event allows no forfeits."
        ),
    )
    not_played = models.CharField(
        _("a table not played gives its players"),
        max_length=8,
        choices=NotPlayed.choices,
        default=NotPlayed.NOTHING,
    )
    substitute_counts = models.BooleanField(
        _("a substitute's results count for the player replaced"), default=True
    )
    round_minutes = models.PositiveIntegerField(_("minutes a round"), default=90)
    check_in = models.BooleanField(
        _("players check in before round 1"),
        default=False,
        help_text=_("Players not checked in when round 1 is seated are left out as no-shows."),
    )
    tiebreakers = models.JSONField(_("further tie-breakers"), default=list, blank=True)
    warning_minutes = models.PositiveIntegerField(
        _("clock warning (minutes before time)"),
        default=5,
        help_text=_("The round clock and each table's clock turn yellow this long before time."),
    )
    publish_by_round = models.BooleanField(
        _("publish standings only after a complete round"),
        default=False,
        help_text=_("While a round is played the public standings stay at the last round done."),
    )
    hall_seating_only = models.BooleanField(
        _("hall display shows only the seating"),
        default=False,
        help_text=_("Between rounds, so players find their seats without the standings."),
    )
    ranked_rounds = models.PositiveIntegerField(
        _("rounds seated by ranking"),
        default=0,
        help_text=_(
            "The last rounds seat players by their place in the standings (Swiss): "
            "1-4 at table 1, 5-8 at table 2, and so on. 0: every round avoids repeat meetings."
        ),
    )
    # Keeping people apart (a soft constraint of the no-repeat seating, scoring.engine.seating).
    apart_teams = models.BooleanField(
        _("keep team-mates apart"),
        default=True,
        help_text=_("Players of one team (the team standings' list) are not seated together."),
    )
    apart_clubs = models.BooleanField(_("keep players of one club apart"), default=False)
    apart_countries = models.BooleanField(
        _("keep players of one country apart"),
        default=False,
        help_text=_("By nationality, else by the country written for the player."),
    )
    apart_rounds = models.CharField(
        _("rounds that keep them apart"),
        max_length=100,
        blank=True,
        help_text=_("Round numbers and ranges, such as 1-3, 5. Empty: every round."),
    )
    # Who enters a table's final scores first (docs/tournaments.md, "Players confirm their
    # table"): the results desk, then the four players confirm; or the first player's phone,
    # then the other three confirm and the desk sees what is confirmed.
    table_entry = models.CharField(
        _("a table's result is entered first by"),
        max_length=8,
        choices=TableEntry.choices,
        default=TableEntry.DESK,
    )
    # Public registration (docs/tournaments.md, "Registration").
    registration_open = models.BooleanField(_("registration page open"), default=False)
    capacity = models.PositiveIntegerField(
        _("places"),
        default=0,
        help_text=_("0: no limit. Past it, registrations join the waiting list."),
    )
    registration_approval = models.BooleanField(
        _("the organiser approves each registration"), default=True
    )
    players = models.ManyToManyField("scoring.Player", blank=True, related_name="tournaments")
    referees = models.ManyToManyField(
        settings.AUTH_USER_MODEL, blank=True, related_name="refereed_tournaments"
    )
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    # Privacy of this event, apart from its club's (scoring.services.people.privacy).
    players_visible_to = models.CharField(
        _("player list visible to"), max_length=16, choices=Audience.choices, default="public"
    )
    standings_visible_to = models.CharField(
        _("standings visible to"), max_length=16, choices=Audience.choices, default="public"
    )
    results_visible_to = models.CharField(
        _("result files visible to"), max_length=16, choices=Audience.choices, default="public"
    )
    public_names = models.CharField(
        _("names shown to visitors as"),
        max_length=16,
        choices=PublicNames.choices,
        default="full",
    )

    class Meta:
        ordering = ["-date", "-id"]

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return reverse("tournament", args=[self.pk])

    def can_manage(self, user) -> bool:
        from scoring import permissions

        return permissions.can_manage_tournament(user, self)

    def can_record_penalties(self, user) -> bool:
        from scoring import permissions

        return permissions.can_record_tournament_penalty(user, self)

    @property
    def ranking_explanation(self) -> str:
        first = {
            self.Scheme.TABLE_POINTS: _(
                "Ranked by table points: 4, 2, 1, 0 by place at each table, tied players share "
                "the points of their places (all four tied: 1.75 each). Ties are broken by "
                "score (the sum of payments)."
            ),
            self.Scheme.SCORE: _(
                "Ranked by score, the sum of each player's payments. Ties are broken by table "
                "points (4, 2, 1, 0 by place at each table, shared on ties)."
            ),
            self.Scheme.UMA: _(
                "Ranked by score with uma (%(uma)s by place, shared on ties) and oka %(oka)s. "
                "Ties are broken by table points (4, 2, 1, 0 by place)."
            )
            % {"uma": " / ".join(f"{u:+d}" for u in self.uma_values), "oka": self.oka},
        }[self.scheme]
        rest = _(
            "Players still tied share the rank. Penalties come off the score. A player on a "
            "bye scores the average: 1.75 table points and a score of 0. Only finished tables "
            "count."
        )
        if self.tiebreakers:
            further = _("Then, in this order: %(list)s.") % {
                "list": ", ".join(
                    str(TIEBREAKER_NAMES[t]) for t in self.tiebreakers if t in TIEBREAKER_NAMES
                )
            }
            first = f"{first} {further}"
        if self.publish_by_round:
            rest = f"{rest} " + _(
                "Published round by round: a round counts once every table of it has finished."
            )
        if self.not_played == self.NotPlayed.BYE:
            rest += " " + _("A table not played scores each of its players as a bye.")
        return f"{first} {rest}"

    @property
    def uma_values(self) -> tuple:
        return tuple(self.uma) if self.uma else standings_engine.EMA_UMA


class Round(models.Model):
    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="rounds")
    number = models.PositiveIntegerField()
    byes = models.ManyToManyField("scoring.Player", blank=True, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    # The round clock: when time is called (None until the round starts).
    ends_at = models.DateTimeField(null=True, blank=True)
    # A final round: only the top `cut` players of the standings were seated (None: everyone).
    cut = models.PositiveIntegerField(null=True, blank=True)

    class Meta:
        ordering = ["tournament", "number"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "number"], name="round_number_unique")
        ]

    def __str__(self):
        return f"{self.tournament} round {self.number}"

    def get_absolute_url(self):
        return reverse("tournament-round", args=[self.tournament_id, self.number])


class Table(models.Model):
    """One table of one round; its game is a Session of kind `tournament`.

    Its result is the session's hands, or (`result`) the four final scores the results desk
    entered, relative to the starting points, by seat; or it was not played at all.
    """

    class Outcome(models.TextChoices):
        PLAYED = "played", _("played")
        NOT_PLAYED = "not_played", _("not played")
        FORFEIT = "forfeit", _("forfeit")

    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="tables")
    number = models.PositiveIntegerField()
    session = models.OneToOneField(
        "scoring.Session", on_delete=models.PROTECT, related_name="tournament_table"
    )
    outcome = models.CharField(max_length=12, choices=Outcome.choices, blank=True)
    result = models.JSONField(null=True, blank=True)
    # This table's own clock (a late start, a long dispute): None follows the round's.
    ends_at = models.DateTimeField(null=True, blank=True)
    # What the table's players type to reach it on their phones (one code per table of each
    # round: a round seated again has new tables, so new codes).
    code = models.CharField(max_length=16, unique=True, default=new_table_code)

    class Meta:
        ordering = ["round", "number"]
        constraints = [
            models.UniqueConstraint(fields=["round", "number"], name="table_number_unique")
        ]

    def __str__(self):
        return f"{self.round} table {self.number}"


class TournamentPenalty(models.Model):
    """A penalty outside any one hand (lateness, misconduct): points off the player's score."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="penalties")
    player = models.ForeignKey("scoring.Player", on_delete=models.PROTECT, related_name="+")
    round = models.ForeignKey(
        Round, null=True, blank=True, on_delete=models.SET_NULL, related_name="penalties"
    )
    points = models.PositiveIntegerField(_("points"))
    reason = models.CharField(_("reason"), max_length=200)
    referee = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["tournament", "created_at", "id"]

    def __str__(self):
        return f"{self.player}: -{self.points} ({self.reason})"


class TableResultRevision(models.Model):
    """An immutable history row: each entry or correction of a table's final scores, a
    forfeit, or a table marked not played."""

    table = models.ForeignKey(Table, on_delete=models.PROTECT, related_name="revisions")
    version = models.PositiveIntegerField()
    outcome = models.CharField(max_length=12, choices=Table.Outcome.choices)
    entered = models.JSONField(default=dict)  # what the desk typed, by seat
    result = models.JSONField(null=True)  # relative scores by seat
    reason = models.CharField(max_length=200, blank=True)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["table", "version"]
        constraints = [
            models.UniqueConstraint(fields=["table", "version"], name="table_result_version")
        ]

    def __str__(self):
        return f"{self.table} v{self.version} {self.outcome}"

    def save(self, *args, **kwargs):
        if self.pk is not None:
            raise ValueError("history rows are immutable")
        return super().save(*args, **kwargs)


class RosterChange(models.Model):
    """A change to who plays, once round 1 is seated: a late player, a withdrawal, or a
    substitute at one table's seat. Kept as a log: it is also the roster's state."""

    class Kind(models.TextChoices):
        JOINED = "joined", _("joined late")
        WITHDRAWN = "withdrawn", _("withdrew")
        SUBSTITUTED = "substituted", _("substituted")
        NO_SHOW = "no_show", _("did not check in")

    tournament = models.ForeignKey(
        Tournament, on_delete=models.CASCADE, related_name="roster_changes"
    )
    kind = models.CharField(max_length=12, choices=Kind.choices)
    player = models.ForeignKey("scoring.Player", on_delete=models.PROTECT, related_name="+")
    # The first round the change applies to.
    round_number = models.PositiveIntegerField()
    table = models.ForeignKey(
        Table, null=True, blank=True, on_delete=models.PROTECT, related_name="substitutions"
    )
    substitute = models.ForeignKey(
        "scoring.Player", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    reason = models.CharField(_("reason"), max_length=200, blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["tournament", "created_at", "id"]

    def __str__(self):
        return f"{self.player} {self.kind} from round {self.round_number}"


class CheckIn(models.Model):
    """A registered player who has arrived: seated in round 1 of an event with check-in."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="check_ins")
    player = models.ForeignKey("scoring.Player", on_delete=models.CASCADE, related_name="+")
    at = models.DateTimeField(auto_now_add=True)
    by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        ordering = ["tournament", "at", "id"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "player"], name="check_in_once")
        ]

    def __str__(self):
        return f"{self.player} checked in at {self.tournament}"


class TeamMember(models.Model):
    """A player's team in one event (team standings add up the members' results)."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="teams")
    player = models.ForeignKey("scoring.Player", on_delete=models.CASCADE, related_name="+")
    team = models.CharField(_("team"), max_length=80)

    class Meta:
        ordering = ["tournament", "team", "id"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "player"], name="one_team_per_event")
        ]

    def __str__(self):
        return f"{self.player} ({self.team})"
