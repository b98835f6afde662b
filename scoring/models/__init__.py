from .club import Club, NightMeasure, Player
from .season import ClubNight, PlayerMerge, RatingChange, Season
from .session import Hand, HandPlayer, HandRevision, Penalty, Session
from .tournament import Round, Table, Tournament, TournamentPenalty

__all__ = [
    "Club",
    "Player",
    "NightMeasure",
    "Session",
    "Hand",
    "HandPlayer",
    "Penalty",
    "HandRevision",
    "Tournament",
    "Round",
    "Table",
    "TournamentPenalty",
    "ClubNight",
    "Season",
    "RatingChange",
    "PlayerMerge",
]
