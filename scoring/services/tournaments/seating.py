"""Who plays where: the players still in, each round seated from the seating engine (by
ranking for a cut or the ranked last rounds), seated again around a change, seats swapped,
and a round's seating as it is played (substitutes in their seats).

Rows become plain engine input here (scoring.engine.seating) and its answer becomes rows
again, inside `transaction.atomic`.
"""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from scoring.engine import seating as seating_engine
from scoring.models import Hand, Player, RosterChange, Round, Session, Table, Tournament
from scoring.models.session import TABLE_TITLE
from scoring.services import live, locks
from scoring.services.ratings.games import SEAT_FIELDS
from scoring.services.tournaments import check_in, keep_apart, winds
from scoring.services.tournaments.errors import TournamentError, acting_user
from scoring.services.tournaments.setup import first_depth
from scoring.services.tournaments.standings import compute_standings

BULK_BATCH = 500


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


def seating_quality(tournament: Tournament, history=None) -> seating_engine.Quality:
    """Repeats, winds and pairs seated together that the event keeps apart, over `history`
    (default: every round seated)."""
    if history is None:
        history = seating_history(tournament)
    return seating_engine.quality([r.tables for r in history], keep_apart.apart(tournament))


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
    together = keep_apart.apart(tournament, player_ids)
    if tournament.roster_changes.exists() and not (cut or seated_by_ranking(tournament, number)):
        seated = winds.replanned_round(tournament, player_ids, history, together)
    elif cut or seated_by_ranking(tournament, number):
        ranking = ranking_for_round(tournament, number, player_ids)
        seated = seating_engine.ranked_round(
            ranking[:cut] if cut else ranking, seed=tournament.seed + number, history=history
        )
    else:
        seated = seating_engine.next_round(
            player_ids,
            tournament.rounds_planned,
            seed=tournament.seed,
            history=history,
            apart=together,
        )
    round_ = Round.objects.create(tournament=tournament, number=number, cut=cut)
    round_.byes.set(seated.byes)
    seat_tables(tournament, round_, dict(enumerate(seated.tables, start=1)), user)
    return round_


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


def round_substitutes(round_: Round) -> dict:
    """Table number -> {original player id: substitute Player} for a round."""
    found: dict = {}
    for change in RosterChange.objects.filter(
        kind=RosterChange.Kind.SUBSTITUTED, table__round=round_
    ).select_related("substitute", "table"):
        found.setdefault(change.table.number, {})[change.player_id] = change.substitute
    return found
