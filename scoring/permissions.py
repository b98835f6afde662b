"""Who may do what. Anyone may look; changing anything needs a login.

- A session's scorers and its club's organisers record, correct and delete hands.
- A session's referees (and the club's organisers) make rulings.
- Club organisers, and logged-in users who are a player of the club (Player.user), may start a
  session for that club: a club night is usually set up by whoever sits down first.
- Only the club's organisers export its whole record (`export_club`, /clubs/<slug>/export/).
- Club nights: whoever may start a session there; seasons, the night measure and merging
  duplicate players: the club's organisers.
Views and the JSON API ask these same functions.
"""

from __future__ import annotations


def _organiser(user, club_id) -> bool:
    if not user.is_authenticated:
        return False
    if user.is_superuser:
        return True
    return user.organised_clubs.filter(pk=club_id).exists()


def _scorer(user, session) -> bool:
    return user.is_authenticated and session.scorers.filter(pk=user.pk).exists()


def can_edit(user, session) -> bool:
    return _scorer(user, session) or _organiser(user, session.club_id)


def can_record(user, session) -> bool:
    return can_edit(user, session)


def can_correct(user, session) -> bool:
    return can_edit(user, session)


def can_delete(user, session) -> bool:
    return can_edit(user, session)


def can_rule(user, session) -> bool:
    if not user.is_authenticated:
        return False
    return session.referees.filter(pk=user.pk).exists() or _organiser(user, session.club_id)


def can_create_session(user, club) -> bool:
    if not user.is_authenticated:
        return False
    return _organiser(user, club.pk) or club.players.filter(user=user).exists()


def can_export(user, club) -> bool:
    """A club's whole record (every player, hand and correction) goes to its organisers only."""
    return _organiser(user, club.pk)


# Club nights, seasons and players (scoring.services.nights, .seasons, .players).


def can_manage_nights(user, club) -> bool:
    """Start a club night and add games to it: whoever may start a game there."""
    return can_create_session(user, club)


def can_manage_seasons(user, club) -> bool:
    """Create seasons and choose how the club's nights are ranked: the club's organisers."""
    return _organiser(user, club.pk)


def can_merge_players(user, club) -> bool:
    """Fold a duplicate player into another (moves every result): the club's organisers."""
    return _organiser(user, club.pk)


def can_manage_tournament(user, tournament) -> bool:
    """A tournament's organisers are its club's: they seat, start, enter results, change players."""
    return _organiser(user, tournament.club_id)
