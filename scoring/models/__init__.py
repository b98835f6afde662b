from .club import Club, Player
from .session import Hand, HandPlayer, HandRevision, Penalty, Session
from .tournament import (
    RosterChange,
    Round,
    Table,
    TableResultRevision,
    Tournament,
    TournamentPenalty,
)

__all__ = [
    "Club",
    "Player",
    "Session",
    "Hand",
    "HandPlayer",
    "Penalty",
    "HandRevision",
    "Tournament",
    "Round",
    "Table",
    "TournamentPenalty",
    "TableResultRevision",
    "RosterChange",
]
