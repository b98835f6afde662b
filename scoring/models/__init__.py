from .club import Club, Player
from .session import Hand, HandPlayer, HandRevision, Penalty, Session

__all__ = ["Club", "Player", "Session", "Hand", "HandPlayer", "Penalty", "HandRevision"]
