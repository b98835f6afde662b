"""The one order in which writes lock rows, so that two writes never wait for each other.

    club -> players -> tournament, round, table -> sessions (by id) -> hands

Every write that changes a game's scores or the club's ratings (recording, correcting or
deleting a hand, a seat's part of a hand, finishing, ending or reopening a game or a
tournament table, the results desk, merging players, the ratings replay) starts here: it
locks its club's row first, then the rows below it, from the top of the list down, and never
goes back up. The club's lock makes these writes take turns within a club (other clubs are not
held up), so the ratings replay, which re-rates every later game of the club in the game's
ruleset and so touches other games' rows, never meets a game locked by a write that waits for
the club: that wait, the other way round, was a deadlock.

The club and session rows are locked FOR NO KEY UPDATE (on PostgreSQL; SQLite takes its
database-wide write lock at the transaction's start): rows that only point at them, a new
player, game or rating change, are not held up by it. Call these inside `transaction.atomic`;
taking the same lock again in the same transaction is free.
"""

from __future__ import annotations

from collections.abc import Iterable

from django.db import transaction

from scoring.models import Club, Round, Session, Table, Tournament


def club(club_id) -> None:
    """Lock the club's row: the first lock of every write to its games or ratings.
    `club_id` is an id, or a query of the club ids to lock (saving a query)."""
    _in_transaction()
    ids = [club_id] if isinstance(club_id, int) else club_id
    clubs = Club.objects.select_for_update(no_key=True).filter(pk__in=ids).order_by("pk")
    list(clubs.values_list("pk"))


def tournament(pk: int) -> Tournament:
    """Lock a tournament's club, then the tournament; the tournament as it now is."""
    club(Tournament.objects.filter(pk=pk).values("club_id"))
    return Tournament.objects.select_for_update().get(pk=pk)


def tournament_round(pk: int) -> Round:
    """Lock a round's club, then the round; the round as it now is."""
    club(Round.objects.filter(pk=pk).values("tournament__club_id"))
    return Round.objects.select_for_update(of=("self",)).select_related("tournament").get(pk=pk)


def session(pk: int) -> Session:
    """Lock the session's club, then the session; the session as it now is."""
    return sessions([pk])[pk]


def sessions(pks: Iterable[int]) -> dict[int, Session]:
    """Lock the sessions' club, then the sessions in id order; each as it now is, by id.
    Raises Session.DoesNotExist when one is gone."""
    pks = sorted(set(pks))
    club(Session.objects.filter(pk__in=pks).values("club_id"))
    locked = {
        s.pk: s
        for s in Session.objects.select_for_update(no_key=True, of=("self",))
        .filter(pk__in=pks)
        .order_by("pk")
    }
    missing = [pk for pk in pks if pk not in locked]
    if missing:
        raise Session.DoesNotExist(f"no session {missing[0]}")
    return locked


def table(pk: int) -> Table:
    """Lock a tournament table's club, then the table with its round, tournament and game;
    the table as it now is, with those loaded."""
    club(Table.objects.filter(pk=pk).values("round__tournament__club_id"))
    return (
        Table.objects.select_for_update(no_key=True)
        .select_related("round__tournament", "session")
        .get(pk=pk)
    )


def _in_transaction() -> None:
    # A lock outside a transaction ends with its statement: it would order nothing.
    if not transaction.get_connection().in_atomic_block:
        raise transaction.TransactionManagementError("take locks inside transaction.atomic")
