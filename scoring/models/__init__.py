from .club import Club, Player
from .session import Hand, HandPlayer, HandRevision, Penalty, Session
from .table import HandPart
from .tournament import Round, Table, Tournament, TournamentPenalty

__all__ = [
    "Club",
    "Player",
    "Session",
    "Hand",
    "HandPlayer",
    "Penalty",
    "HandRevision",
    "HandPart",
    "Tournament",
    "Round",
    "Table",
    "TournamentPenalty",
]
