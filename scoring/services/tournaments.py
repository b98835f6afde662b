"""Tournaments: players, rounds, seating, tables' results, standings and their exports.

Rows become plain engine input here (scoring.engine.seating and .standings) and the engine's
answer becomes rows again, inside `transaction.atomic`.
"""

from __future__ import annotations

import dataclasses
import datetime
from dataclasses import dataclass
from fractions import Fraction

from django.contrib.staticfiles import finders
from django.db import transaction
from django.db.models import BooleanField, ExpressionWrapper, Q, Sum
from django.template.loader import render_to_string
from django.utils import formats, timezone
from django.utils.translation import gettext as _

from scoring import limits
from scoring.engine import seating as seating_engine
from scoring.engine import standings as standings_engine
from scoring.engine.rulesets import all_rulesets, get_ruleset
from scoring.engine.tiles import SEATS
from scoring.engine.vocabulary import RULESET_NAMES
from scoring.models import (
    Hand,
    HandPlayer,
    Player,
    RosterChange,
    Round,
    Session,
    Table,
    Tournament,
    TournamentPenalty,
)
from scoring.models.session import TABLE_TITLE, Entry
from scoring.services.csv import BYE, column, csv_text, wind_word
from scoring.services.ruleset_words import ruleset_name

from . import check_in, live, locks, mcr, ratings, winds
from .tournament_errors import TournamentError, acting_user

SEAT_FIELDS = ("east", "south", "west", "north")
BULK_BATCH = 500
# Big events: the public standings page shows this many rows a page, and a PDF is made in
# parts small enough for one request (WeasyPrint lays out about 200 standings rows or 7
# score sheets a CPU-second; gunicorn kills a worker after 30 s).
STANDINGS_PAGE_ROWS = 200
PDF_STANDINGS_ROWS = 250
PDF_SHEETS_TABLES = 20
# The rulesets ClubScore ships, for when the registry is not loaded (it fills it on import).
KNOWN_RULESETS = RULESET_NAMES


def ruleset_choices() -> list[tuple[str, str]]:
    """(id, name in the reader's language) of every ruleset, by id."""
    registered = {r.id: r.name for r in all_rulesets()}
    names = {**KNOWN_RULESETS, **registered}
    return [
        (ruleset_id, ruleset_name(ruleset_id, names[ruleset_id])) for ruleset_id in sorted(names)
    ]


def registered_ruleset(ruleset_id):
    """The engine's Ruleset, or None while that ruleset's module is not installed."""
    return next((r for r in all_rulesets() if r.id == ruleset_id), None)


def ruleset_version(ruleset_id: str) -> int:
    ruleset = registered_ruleset(ruleset_id)
    return ruleset.version if ruleset else 1


def start_points(tournament: Tournament) -> int:
    """The points each player starts a table with: riichi's `start_points`, else 0."""
    if tournament.ruleset != "riichi":
        return 0
    return get_ruleset("riichi").resolve_options(tournament.options or {})["start_points"]


def table_total(tournament: Tournament) -> int:
    """What a table's four final scores add up to."""
    return 4 * start_points(tournament)


@transaction.atomic
def create_tournament(club, user, **fields) -> Tournament:
    tournament = Tournament(club=club, created_by=user, **fields)
    tournament.ruleset_version = ruleset_version(tournament.ruleset)
    tournament.save()
    return tournament


def _room_for(tournament: Tournament, names: set[str]) -> None:
    """TournamentError when `names` would take the event past limits.PLAYERS_PER_EVENT."""
    new = len(names) - tournament.players.filter(name__in=names).count()
    if tournament.players.count() + new > limits.PLAYERS_PER_EVENT:
        raise TournamentError(
            _("A tournament has at most %(n)s players.") % {"n": limits.PLAYERS_PER_EVENT},
            "players",
        )


@transaction.atomic
def add_players(tournament: Tournament, entries, user=None) -> list[Player]:
    """Add players by name (and country, EMA number, nationality); a name the club knows is
    that club player. Once round 1 is seated a player added is a late player: seated from the
    next round on (a round seated but not started is seated again to include them)."""
    tournament = locks.tournament(tournament.pk)
    entries = [e if isinstance(e, PlayerEntry) else PlayerEntry(*e) for e in entries]
    _room_for(tournament, {entry.name for entry in entries})
    added = []
    for entry in entries:
        player, created = Player.objects.get_or_create(
            club=tournament.club,
            name=entry.name,
            defaults={
                "country": entry.country,
                "ema_number": entry.ema_number,
                "nationality": entry.nationality,
            },
        )
        if not created:
            changed = [
                field
                for field in ("country", "ema_number", "nationality")
                if getattr(entry, field) and getattr(player, field) != getattr(entry, field)
            ]
            for field in changed:
                setattr(player, field, getattr(entry, field))
            if changed:
                player.save(update_fields=changed)
        added.append(player)
    last = tournament.rounds.order_by("-number").first()
    if last is not None:
        already = set(
            tournament.players.filter(pk__in=[p.pk for p in added]).values_list("pk", flat=True)
        )
        late = [p for p in added if p.pk not in already]
        withdrawn = withdrawn_players(tournament)
        for p in added:
            if p.pk in withdrawn:
                raise TournamentError(
                    _("%(p)s has withdrawn from this tournament.") % {"p": p}, "players"
                )
        first_round = last.number + (1 if last.started_at else 0)
        live.changed("tournament", tournament.pk)
        RosterChange.objects.bulk_create(
            RosterChange(
                tournament=tournament,
                kind=RosterChange.Kind.JOINED,
                player=p,
                round_number=first_round,
                created_by=acting_user(user),
            )
            for p in late
        )
        tournament.players.add(*added)
        if late and last.started_at is None:
            reseat_round(last, user)
        return added
    tournament.players.add(*added)
    return added


@dataclass
class PlayerEntry:
    name: str
    country: str = ""
    ema_number: str = ""
    nationality: str = ""


def withdrawn_players(tournament: Tournament) -> dict[int, int]:
    """Player id -> the first round they no longer play."""
    return dict(
        tournament.roster_changes.filter(kind=RosterChange.Kind.WITHDRAWN).values_list(
            "player_id", "round_number"
        )
    )


def active_player_ids(tournament: Tournament) -> list[int]:
    """The players a new seating seats: the tournament's players less those withdrawn."""
    withdrawn = withdrawn_players(tournament)
    return [pk for pk in tournament.players.values_list("pk", flat=True) if pk not in withdrawn]


# Seating ------------------------------------------------------------------------------------


def seating_history(tournament: Tournament, before: int | None = None):
    """The rounds seated so far as engine input (tables in seat order E, S, W, N)."""
    rounds = tournament.rounds.order_by("number").prefetch_related("byes")
    if before is not None:
        rounds = rounds.filter(number__lt=before)
    tables = (
        Table.objects.filter(round__tournament=tournament)
        .order_by("round__number", "number")
        .values_list("round__number", *(f"session__{s}_id" for s in SEAT_FIELDS))
    )
    by_round: dict[int, list] = {}
    for number, *seats in tables:
        by_round.setdefault(number, []).append(tuple(seats))
    return [
        seating_engine.RoundSeating(by_round.get(r.number, []), [p.pk for p in r.byes.all()])
        for r in rounds
    ]


def seating_quality(tournament: Tournament) -> seating_engine.Quality:
    return seating_engine.quality([r.tables for r in seating_history(tournament)])


@transaction.atomic
def generate_round(tournament: Tournament, user, cut: int | None = None) -> Round:
    """Seat the next round: everyone still in, or with `cut` only the top `cut` players of
    the standings (a final), seated by ranking."""
    tournament = locks.tournament(tournament.pk)
    last = tournament.rounds.order_by("-number").first()
    if last is not None and last.started_at is None:
        raise TournamentError(_("Start round %(n)s before seating the next.") % {"n": last.number})
    number = last.number + 1 if last else 1
    if number > tournament.rounds_planned:
        raise TournamentError(
            _("The tournament has %(n)s rounds.") % {"n": tournament.rounds_planned}
        )
    if number == 1:
        check_in.leave_out_no_shows(tournament, user)
    if cut is not None:
        _check_cut(tournament, number, cut)
    return _seat_round(tournament, number, user, cut)


def _check_cut(tournament: Tournament, number: int, cut: int) -> None:
    if number == 1:
        raise TournamentError(_("A cut ranks players by their results: seat round 1 first."), "cut")
    active = len(active_player_ids(tournament))
    if cut < seating_engine.TABLE_SIZE or cut % seating_engine.TABLE_SIZE or cut > active:
        raise TournamentError(
            _("The cut is a multiple of four from 4 to the %(n)s players still in.")
            % {"n": active},
            "cut",
        )


def seated_by_ranking(tournament: Tournament, number: int) -> bool:
    """Round `number` is one of the event's last `ranked_rounds` (never round 1: there is no
    ranking yet)."""
    return number > 1 and number > tournament.rounds_planned - tournament.ranked_rounds


def ranking_for_round(tournament: Tournament, number: int, player_ids) -> list[int]:
    """The players still in, best first, by the standings after round `number - 1`, which
    must be complete (a ranking with unfinished tables would seat on half the results)."""
    standings = compute_standings(tournament, everything=True)
    if standings.rounds_complete < number - 1:
        raise TournamentError(
            _(
                "Round %(n)s seats players by ranking: every table of round %(prev)s needs "
                "its results first."
            )
            % {"n": number, "prev": number - 1}
        )
    still_in = set(player_ids)
    return [row.player.pk for row in standings.rows if row.player.pk in still_in]


def _seat_round(tournament: Tournament, number: int, user, cut: int | None = None) -> Round:
    player_ids = active_player_ids(tournament)
    if len(player_ids) < seating_engine.TABLE_SIZE:
        raise TournamentError(_("A round needs at least four players."), "players")
    history = seating_history(tournament, before=number)
    if tournament.roster_changes.exists() and not (cut or seated_by_ranking(tournament, number)):
        seated = winds.replanned_round(tournament, player_ids, history)
    elif cut or seated_by_ranking(tournament, number):
        ranking = ranking_for_round(tournament, number, player_ids)
        seated = seating_engine.ranked_round(
            ranking[:cut] if cut else ranking, seed=tournament.seed + number, history=history
        )
    else:
        seated = seating_engine.next_round(
            player_ids, tournament.rounds_planned, seed=tournament.seed, history=history
        )
    round_ = Round.objects.create(tournament=tournament, number=number, cut=cut)
    round_.byes.set(seated.byes)
    seat_tables(tournament, round_, dict(enumerate(seated.tables, start=1)), user)
    return round_


def first_depth(ruleset_id: str) -> str:
    """The depth a game's hand form starts at when no one chose it: sets where the ruleset
    scores it, else MCR's fans, else its one depth (riichi: every tile)."""
    entries = get_ruleset(ruleset_id).entries
    return next((d for d in (Entry.SETS, Entry.FANS) if d in entries), entries[0])


def seat_tables(tournament: Tournament, round_: Round, tables: dict[int, list[int]], user) -> None:
    """A game (session) and its table for each table number -> the four player ids E, S, W, N.
    In bulk: 2,500 tables of a 10,000-player event are two inserts of a few hundred rows at a
    time, not 5,000 round trips."""
    numbers = sorted(tables)
    depth = first_depth(tournament.ruleset)
    live.changed("tournament", tournament.pk)  # bulk inserts: no signal follows them
    sessions = Session.objects.bulk_create(
        (
            Session(
                club=tournament.club,
                title=TABLE_TITLE.format(event=tournament.name, round=round_.number, table=number),
                date=tournament.date,
                kind=Session.Kind.TOURNAMENT,
                ruleset=tournament.ruleset,
                ruleset_version=tournament.ruleset_version,
                options=tournament.options,
                entry_depth=depth,
                created_by=acting_user(user),
                **{
                    f"{field}_id": pk for field, pk in zip(SEAT_FIELDS, tables[number], strict=True)
                },
            )
            for number in numbers
        ),
        batch_size=BULK_BATCH,
    )
    live.remember_owners("session", {session.pk: session.club_id for session in sessions})
    Table.objects.bulk_create(
        (
            Table(round=round_, number=number, session=session)
            for number, session in zip(numbers, sessions, strict=True)
        ),
        batch_size=BULK_BATCH,
    )


@transaction.atomic
def reseat_round(round_: Round, user) -> Round:
    """Seat a round that has not started again, around a change of players. Its tables have
    no results yet (a round that has started is never re-seated), so nothing is lost."""
    round_ = locks.tournament_round(round_.pk)
    if round_.started_at is not None:
        raise TournamentError(
            _("Round %(n)s has started: its seating is final.") % {"n": round_.number}
        )
    tables = list(round_.tables.select_related("session"))
    if Hand.objects.filter(session__in=[t.session_id for t in tables]).exists():
        raise TournamentError(_("Round %(n)s already has hands recorded.") % {"n": round_.number})
    if RosterChange.objects.filter(table__round=round_).exists():
        raise TournamentError(
            _("Round %(n)s has a substitute seated: swap seats by hand instead.")
            % {"n": round_.number}
        )
    tournament, number, cut = round_.tournament, round_.number, round_.cut
    sessions = [t.session_id for t in tables]
    round_.delete()
    Session.objects.filter(pk__in=sessions).delete()
    if cut is not None:
        cut = min(cut, len(active_player_ids(tournament)) // seating_engine.TABLE_SIZE * 4)
    return _seat_round(tournament, number, user, cut)


@transaction.atomic
def swap_players(round_: Round, first: Player, second: Player) -> None:
    """Exchange two players' seats (two tables, two winds at one table, or a seat and a bye)."""
    round_ = locks.tournament_round(round_.pk)
    if round_.started_at is not None:
        raise TournamentError(_("The round has started: its seating is final."))
    if first.pk == second.pk:
        raise TournamentError(_("Choose two different players."), "second")
    sessions = {t.session_id: t.session for t in round_.tables.select_related("session")}
    byes = set(round_.byes.values_list("pk", flat=True))

    def place(player):
        for session in sessions.values():
            for field in SEAT_FIELDS:
                if getattr(session, f"{field}_id") == player.pk:
                    return session, field
        if player.pk in byes:
            return None, "bye"
        raise TournamentError(_("%(p)s does not play in this round.") % {"p": player}, "first")

    withdrawn = withdrawn_players(round_.tournament)
    for player in (first, second):
        if withdrawn.get(player.pk, round_.number + 1) <= round_.number:
            raise TournamentError(
                _("%(p)s has withdrawn: they cannot be seated in round %(n)s.")
                % {"p": player, "n": round_.number},
                "first" if player == first else "second",
            )
    (s1, f1), (s2, f2) = place(first), place(second)
    if s1 is None and s2 is None:
        return
    for session, field, player in ((s1, f1, second), (s2, f2, first)):
        if session is not None:
            setattr(session, f"{field}_id", player.pk)
    for session in {s.pk: s for s in (s1, s2) if s is not None}.values():
        session.save(update_fields=list(SEAT_FIELDS))
    if s1 is None or s2 is None:
        on_bye, seated = (first, second) if s1 is None else (second, first)
        round_.byes.remove(on_bye)
        round_.byes.add(seated)


def start_round(round_: Round) -> None:
    """Fix the seating and start the round clock at the event's minutes a round."""
    if round_.started_at is None:
        round_.started_at = timezone.now()
        round_.ends_at = round_.started_at + datetime.timedelta(
            minutes=round_.tournament.round_minutes
        )
        round_.save(update_fields=["started_at", "ends_at"])


def set_clock(round_: Round, minutes_left) -> None:
    """Reset the round clock to `minutes_left` from now (a delay, extra time, or time called)."""
    if not isinstance(minutes_left, int | float) or isinstance(minutes_left, bool):
        raise TournamentError(_("The time left is a number of minutes."), "minutes")
    if minutes_left < 0:
        raise TournamentError(_("The time left cannot be negative: 0 calls time."), "minutes")
    if round_.started_at is None:
        raise TournamentError(_("Start the round before setting its clock."), "minutes")
    round_.ends_at = timezone.now() + datetime.timedelta(minutes=minutes_left)
    round_.save(update_fields=["ends_at"])


def set_table_clock(table: Table, minutes_left) -> None:
    """Give one table its own time (a late start, a long ruling): `minutes_left` from now;
    None gives it the round's clock again."""
    if minutes_left is not None:
        if not isinstance(minutes_left, int) or isinstance(minutes_left, bool):
            raise TournamentError(_("The time left is a whole number of minutes."), "minutes")
        if not 0 <= minutes_left <= 24 * 60:
            raise TournamentError(
                _("The time left is 0 (time is called) to 1440 minutes."), "minutes"
            )
    if table.round.started_at is None:
        raise TournamentError(_("Start the round before setting a table's clock."), "minutes")
    table.ends_at = (
        None if minutes_left is None else timezone.now() + datetime.timedelta(minutes=minutes_left)
    )
    table.save(update_fields=["ends_at"])


def table_ends_at(table: Table, round_: Round):
    """When time is called at this table: its own clock, else the round's."""
    return table.ends_at or round_.ends_at


@transaction.atomic
def finish_table(table: Table) -> None:
    """Close a table (time called): its game becomes as long as the hands played so far, so
    the session's own rotation agrees that it is over and refuses further hands.

    A table without results cannot be finished: the results desk enters them, or the
    organiser marks the table not played or records a forfeit."""
    table = locks.table(table.pk)
    session = table.session
    if session.finished_at is None:
        played = session.live_hands().count()
        if not played and table.result is None:
            raise TournamentError(
                _(
                    "Table %(t)s has no results: enter them at the results desk, or mark the "
                    "table not played or forfeited."
                )
                % {"t": table.number}
            )
        session.length = Session.Length.HANDS
        session.hand_limit = played
        session.finished_at = timezone.now()
        session.save(update_fields=["length", "hand_limit", "finished_at"])
        ratings.game_changed(session)
    fields = []
    if not table.outcome:
        table.outcome = Table.Outcome.PLAYED
        fields.append("outcome")
    if session.hands.exists():
        table.result = hand_totals(session.pk)
        fields.append("result")
    if fields:
        table.save(update_fields=fields)


@transaction.atomic
def record_penalty(tournament, player, points, reason, referee, round_=None) -> TournamentPenalty:
    if not tournament.players.filter(pk=player.pk).exists():
        raise TournamentError(_("%(p)s is not in this tournament.") % {"p": player}, "player")
    return TournamentPenalty.objects.create(
        tournament=tournament,
        player=player,
        points=points,
        reason=reason,
        referee=referee,
        round=round_,
    )


# Results and standings ----------------------------------------------------------------------


@dataclass
class TableResult:
    round: int
    table: int
    session_id: int
    finished: bool  # finished and counted: a table not played is neither
    seats: tuple  # player ids, E S W N
    scores: dict  # player id (or StandIn) -> score at this table
    outcome: str = ""
    table_id: int = 0


def hand_totals(session_id: int) -> dict[str, int]:
    """A table's result from its live hands: each seat's sum of payments (one query)."""
    totals = dict.fromkeys(SEATS, 0)
    seat_of = dict(
        zip(
            Session.objects.filter(pk=session_id)
            .values_list(*(f"{s}_id" for s in SEAT_FIELDS))
            .get(),
            SEATS,
            strict=True,
        )
    )
    for player_id, total in (
        HandPlayer.objects.filter(hand__session_id=session_id, hand__deleted_at__isnull=True)
        .values_list("player_id")
        .annotate(total=Sum("payment"))
        .order_by()
    ):
        totals[seat_of[player_id]] = total or 0
    return totals


def refresh_table_result(session_id: int) -> None:
    """Keep a finished table's stored result equal to its hands after a hand changes (a
    correction, a deletion, a referee's ruling): the standings read the stored result."""
    table = Table.objects.filter(session_id=session_id).first()
    if table is None or table.outcome != Table.Outcome.PLAYED:
        return
    if not Hand.objects.filter(session_id=session_id).exists():
        return  # final scores entered at the desk: not the hands'
    totals = hand_totals(session_id)
    if totals != table.result:
        table.result = totals
        table.save(update_fields=["result"])


def table_results(tournament: Tournament, substitutions=None) -> list[TableResult]:
    """Every table's result in one query, whatever the number of players or hands.

    A finished table's result is stored on it by seat: the final scores the results desk
    entered, or the sum of its hands' payments (stored when the table finishes, and again
    whenever one of its hands changes). An unfinished table scores nothing yet.
    `substitutions` (table id -> [(original, substitute)]) are the seats a substitute played
    whose results count for nobody (the event's setting)."""
    tables = (
        Table.objects.filter(round__tournament=tournament)
        .annotate(
            closed=ExpressionWrapper(
                Q(session__finished_at__isnull=False), output_field=BooleanField()
            )
        )
        .order_by("round__number", "number")
        .values_list(
            "round__number",
            "number",
            "id",
            "session_id",
            "closed",
            "outcome",
            "result",
            *(f"session__{s}_id" for s in SEAT_FIELDS),
        )
    )
    results = []
    for round_number, number, table_id, session_id, closed, outcome, result, *seats in tables:
        scores = {p: (result or {}).get(w, 0) for w, p in zip(SEATS, seats, strict=True)}
        for original, substitute in (substitutions or {}).get(table_id, ()):
            if original in scores:
                scores[standings_engine.StandIn(substitute, original)] = scores.pop(original)
        results.append(
            TableResult(
                round=round_number,
                table=number,
                session_id=session_id,
                finished=bool(closed) and outcome != Table.Outcome.NOT_PLAYED,
                seats=tuple(seats),
                scores=scores,
                outcome=outcome,
                table_id=table_id,
            )
        )
    return results


@dataclass
class Standings:
    tournament: Tournament
    rows: list  # engine Rows with .player replaced by the Player
    tables: list[TableResult]
    penalties: dict
    current_round: int
    tables_finished: int
    tables_in_round: int
    rounds_complete: int  # the last round whose tables have all finished
    withdrawn: dict = dataclasses.field(default_factory=dict)  # player id -> first round not played
    substitutes: dict = dataclasses.field(
        default_factory=dict
    )  # table id -> [(original, substitute)]
    byes: dict = dataclasses.field(default_factory=dict)  # round number -> [player ids]
    # Published round by round: only rounds up to this one count (None: every finished table).
    counted_through: int | None = None

    @property
    def scheme_label(self):
        return self.tournament.get_scheme_display()


def compute_standings(tournament: Tournament, *, everything: bool = False) -> Standings:
    """Standings from finished tables: a constant number of queries (six).

    With the event's `publish_by_round`, only rounds whose every table has finished count
    (the standings stay at the last complete round while one is played), unless
    `everything` (the organiser's own pages)."""
    players = {p.pk: p for p in tournament.players.order_by("name")}
    withdrawn, substitutes = {}, {}
    for kind, player, number, table, substitute in tournament.roster_changes.values_list(
        "kind", "player_id", "round_number", "table_id", "substitute_id"
    ):
        if kind == RosterChange.Kind.WITHDRAWN:
            withdrawn[player] = number
        elif kind == RosterChange.Kind.SUBSTITUTED:
            substitutes.setdefault(table, []).append((player, substitute))
    tables = table_results(tournament, {} if tournament.substitute_counts else substitutes)
    byes_by_round: dict[int, list[int]] = {}
    for number, player in Round.byes.through.objects.filter(
        round__tournament=tournament
    ).values_list("round__number", "player_id"):
        byes_by_round.setdefault(number, []).append(player)
    byes: dict[int, int] = {}
    for ids in byes_by_round.values():
        for player in ids:
            byes[player] = byes.get(player, 0) + 1
    if tournament.not_played == Tournament.NotPlayed.BYE:
        # The event's choice: a table not played scores each of its players as a bye.
        for t in tables:
            if t.outcome == Table.Outcome.NOT_PLAYED:
                for player in t.seats:
                    byes[player] = byes.get(player, 0) + 1
    penalties = dict(
        TournamentPenalty.objects.filter(tournament=tournament)
        .values_list("player_id")
        .annotate(points=Sum("points"))
        .order_by()
    )
    unfinished = {
        t.round for t in tables if not t.finished and t.outcome != Table.Outcome.NOT_PLAYED
    }
    complete = max((t.round for t in tables if t.round not in unfinished), default=0)
    counted = [t for t in tables if t.finished]
    if tournament.publish_by_round and not everything:
        counted = [t for t in counted if t.round <= complete]
        byes = {}
        for number, ids in byes_by_round.items():
            for player in ids if number <= complete else ():
                byes[player] = byes.get(player, 0) + 1
    rows = standings_engine.standings(
        players,
        [t.scores for t in counted],
        scheme=tournament.scheme,
        byes=byes,
        penalties=penalties,
        uma=tournament.uma_values,
        oka=tournament.oka,
        tiebreakers=tournament.tiebreakers or (),
    )
    for row in rows:
        row.player = players[row.player]
        row.withdrawn = withdrawn.get(row.player.pk)
    current = max((t.round for t in tables), default=0)
    in_round = [t for t in tables if t.round == current]
    return Standings(
        tournament=tournament,
        rows=rows,
        tables=tables,
        penalties=penalties,
        current_round=current,
        tables_finished=sum(t.finished or t.outcome == Table.Outcome.NOT_PLAYED for t in in_round),
        tables_in_round=len(in_round),
        rounds_complete=complete,
        counted_through=complete if tournament.publish_by_round and not everything else None,
        withdrawn=withdrawn,
        substitutes=substitutes,
        byes=byes_by_round,
    )


def display_number(value) -> str:
    """Fractions for the eye in files (CSV): 7/4 -> 1.75, 7/3 -> 2.33, 3 -> 3."""
    if isinstance(value, Fraction) and value.denominator != 1:
        return f"{float(value):.2f}"
    return str(int(value))


def local_number(value) -> str:
    """display_number written the active language's way, for pages and PDFs: 1,75 in Czech
    and French, 1.75 in English."""
    if isinstance(value, Fraction) and value.denominator != 1:
        return formats.number_format(round(float(value), 2), 2)  # (it cuts, not rounds)
    return formats.number_format(int(value))


def ranking_score(row, tournament: Tournament):
    return row.uma_total if tournament.scheme == Tournament.Scheme.UMA else row.score


# Exports ------------------------------------------------------------------------------------


def _csv(rows) -> str:
    return csv_text(rows)  # formula-safe cells (scoring.services.csv)


def standings_csv(standings: Standings) -> str:
    """EMA-style columns: rank, name, country, table points, score; then the games each
    player played and, for a player who withdrew, the first round they no longer played."""
    keys = (
        "rank",
        "name",
        "country",
        "table points",
        "score",
        "games played",
        "withdrawn from round",
    )
    lines = [[column(k) for k in keys]]
    for row in standings.rows:
        lines.append(
            [
                row.rank,
                row.player.name,
                row.player.country,
                display_number(row.table_points),
                display_number(ranking_score(row, standings.tournament)),
                row.played,
                row.withdrawn or "",
            ]
        )
    return _csv(lines)


def results_csv(standings: Standings) -> str:
    """Every finished table: one line per player (a substitute's seat, when it counts for
    nobody, says so instead of table points). A riichi event adds each player's score with
    the table's uma and oka, as the uma standings count it."""
    tournament = standings.tournament
    riichi = tournament.ruleset == "riichi"
    bonus = standings_engine.uma_bonus(tournament.uma_values, tournament.oka) if riichi else None
    players = {row.player.pk: row.player for row in standings.rows}
    keys = ["round", "table", "wind", "name", "country", "score", "table points"]
    lines = [[column(k) for k in keys + (["score with uma"] if riichi else [])]]
    through = standings.counted_through
    for t in standings.tables:
        if not t.finished or (through is not None and t.round > through):
            continue
        points = standings_engine.table_points(t.scores)
        with_uma = standings_engine.shared_placements(t.scores, bonus) if riichi else {}
        stand_ins = {k.original: k for k in t.scores if isinstance(k, standings_engine.StandIn)}
        for wind, pk in zip("ESWN", t.seats, strict=True):
            player = players[pk]
            key = stand_ins.get(pk, pk)
            shown = display_number(points[key]) if key == pk else _("substitute, not counted")
            line = [
                t.round,
                t.table,
                wind_word(wind),  # the reader's words, which the seating import reads back
                player.name,
                player.country,
                t.scores[key],
                shown,
            ]
            if riichi:
                line.append(display_number(t.scores[key] + with_uma[key]))
            lines.append(line)
    return _csv(lines)


def round_seating(round_: Round, *, played: bool = False):
    """(table number, table, [(wind, player)...]) for a round, in table order. `played`: the
    player who plays each seat, a substitute in place of the player replaced (what printed
    seatings and score sheets show; the session keeps the player replaced)."""
    tables = round_.tables.select_related(*(f"session__{s}" for s in SEAT_FIELDS)).order_by(
        "number"
    )
    substitutes = round_substitutes(round_) if played else {}
    return [
        (
            t.number,
            t,
            [
                (wind, _playing(getattr(t.session, field), substitutes.get(t.number, {})))
                for wind, field in zip("ESWN", SEAT_FIELDS, strict=True)
            ],
        )
        for t in tables
    ]


def _playing(player, substitutes: dict):
    return substitutes.get(player.pk, player)


def seating_csv(round_: Round) -> str:
    lines = [[column(k) for k in ("round", "table", "wind", "name", "country", "club")]]
    for number, _table, seats in round_seating(round_, played=True):
        for wind, player in seats:
            lines.append(
                [
                    round_.number,
                    number,
                    wind_word(wind),  # the reader's words, which the seating import reads back
                    player.name,
                    player.country,
                    player.club.name if player.club_id else "",
                ]
            )
    for player in round_.byes.order_by("name"):
        lines.append([round_.number, "", str(BYE), player.name, player.country, ""])
    return _csv(lines)


def round_substitutes(round_: Round) -> dict:
    """Table number -> {original player id: substitute Player} for a round."""
    found: dict = {}
    for change in RosterChange.objects.filter(
        kind=RosterChange.Kind.SUBSTITUTED, table__round=round_
    ).select_related("substitute", "table"):
        found.setdefault(change.table.number, {})[change.player_id] = change.substitute
    return found


@dataclass(frozen=True)
class Part:
    """One part of a PDF too big for one request: items first..last (1-based) of the whole."""

    number: int
    first: int
    last: int


def pdf_parts(count: int, per_part: int) -> list[Part]:
    return [
        Part(n, start + 1, min(count, start + per_part))
        for n, start in enumerate(range(0, max(count, 1), per_part), start=1)
    ]


def pdf_part(count: int, per_part: int, wanted) -> Part:
    """The part asked for (`?part=N`, default 1), or a TournamentError naming the range."""
    parts = pdf_parts(count, per_part)
    if wanted in (None, ""):
        return parts[0]
    try:
        number = int(wanted)
    except (TypeError, ValueError):
        number = 0
    if not 1 <= number <= len(parts):
        raise TournamentError(
            _("There is no part %(part)s: this PDF has parts 1 to %(n)s.")
            % {"part": str(wanted)[:20], "n": len(parts)},
            "part",
        )
    return parts[number - 1]


# Hand rows on a printed score sheet: a classical game of four winds is 16 deals and more
# when East keeps the deal; a longer game goes on to a second sheet. A riichi game of East
# and South rounds is 8 hands and more with repeats.
SHEET_ROWS = 30
RIICHI_SHEET_ROWS = 20


def sheet_context(round_: Round, part: Part | None = None) -> dict:
    """What the score sheets (printable page and PDF) show: the players who play each seat,
    and the ruleset's own sheet (riichi: running points from the start; else hand values);
    the tables of `part` only, for a round too big for one request."""
    tournament = round_.tournament
    tables = round_seating(round_, played=True)
    if part is not None:
        tables = tables[part.first - 1 : part.last]
    return {
        "round": round_,
        "tables": tables,
        "riichi": tournament.ruleset == "riichi",
        "mcr_hands": mcr.sheet_hands() if tournament.ruleset == mcr.RULESET else None,
        "hand_rows": range(1, SHEET_ROWS + 1),
        "riichi_rows": range(1, RIICHI_SHEET_ROWS + 1),
        "start_points": formats.number_format(start_points(tournament), force_grouping=True),
        "final_only": tournament.results_entry == Tournament.Entry.FINAL,
        "table_total": formats.number_format(table_total(tournament), force_grouping=True),
    }


def score_sheets_pdf(round_: Round, part: Part | None = None) -> bytes:
    """One A4 sheet per table: the players in their seats, a row for each hand (the tables of
    `part` only, for a round too big for one request)."""
    from weasyprint import HTML

    return HTML(string=score_sheets_print(round_, part)).write_pdf()


def score_sheets_print(round_: Round, part: Part | None = None) -> str:
    """The score sheets' HTML, in the active language."""
    return render_to_string(
        "scoring/tournaments/print_sheets.html",
        {
            "tournament": round_.tournament,
            **sheet_context(round_, part),
            "printed_at": timezone.now(),
            "inline_css": print_css(),
        },
    )


def print_css() -> str:
    with open(finders.find("scoring/print.css"), encoding="utf-8") as f:
        return f.read()


def standings_pdf(standings: Standings, part: Part | None = None) -> bytes:
    """The standings as a PDF: every row, or the ranks of `part` for a big event."""
    from weasyprint import HTML

    return HTML(string=standings_print(standings, part)).write_pdf()


def standings_print(standings: Standings, part: Part | None = None) -> str:
    """The standings PDF's HTML, in the active language (the ranks of `part` for a big event)."""
    rows = standings.rows if part is None else standings.rows[part.first - 1 : part.last]
    return render_to_string(
        "scoring/tournaments/print_standings.html",
        {
            "standings": standings,
            "rows": rows,
            "part": part if part is not None and len(rows) < len(standings.rows) else None,
            "tournament": standings.tournament,
            "printed_at": timezone.now(),
            "inline_css": print_css(),
        },
    )
