from .club import Club, NightMeasure, Player
from .event_players import Registration, TableConfirmation
from .house_rules import HouseRuleset, HouseRulesetVersion
from .membership import (
    AccountEvent,
    Audience,
    ClubRole,
    Invitation,
    PublicNames,
    Role,
    RoleChange,
    SiteFounding,
)
from .season import ClubNight, PlayerMerge, Rating, RatingChange, Season
from .session import Hand, HandPlayer, HandRevision, Penalty, Session
from .table import HandPart
from .tournament import (
    TIEBREAKER_NAMES,
    CheckIn,
    RosterChange,
    Round,
    Table,
    TableResultRevision,
    TeamMember,
    Tournament,
    TournamentPenalty,
)

__all__ = [
    "HouseRuleset",
    "HouseRulesetVersion",
    "TIEBREAKER_NAMES",
    "Club",
    "Player",
    "NightMeasure",
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
    "TableResultRevision",
    "RosterChange",
    "CheckIn",
    "Registration",
    "TableConfirmation",
    "TeamMember",
    "ClubNight",
    "Season",
    "Rating",
    "RatingChange",
    "PlayerMerge",
    "AccountEvent",
    "Audience",
    "ClubRole",
    "Invitation",
    "PublicNames",
    "Role",
    "RoleChange",
    "SiteFounding",
]
