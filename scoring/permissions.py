"""Who may do what: the one place that decides it, for the views, the JSON API, the models'
helpers (Club.is_organiser, Tournament.can_manage) and the admin alike.

Anyone may look; changing anything needs a login.

- A superuser counts as an organiser of every club.
- A session's scorers and its club's organisers record, correct and delete hands.
- A session's referees, the referees of the tournament it is a table of, and the club's
  organisers make rulings.
- Club organisers, and logged-in users who are a player of the club (Player.user), may start a
  session for that club: a club night is usually set up by whoever sits down first.
- A club's organisers create and manage its tournaments; they and the tournament's referees
  record tournament penalties.
- Only the club's organisers export its whole record (`export_club`, /clubs/<slug>/export/).
- Club nights: whoever may start a session there; seasons, the night measure and merging
  duplicate players: the club's organisers.
- A club's scorers and referees (roles its organisers give, scoring.services.people.clubs) score and
  rule at every game of the club, as a session's own scorers and referees do at that game.
- A club's organisers add players, invite people, give and take roles and set its privacy; a
  club's members are its organisers, the holders of a role and the users linked to its players.
- Who may create a club is a site setting (CLUB_CREATION: anyone signed in, or only with the
  site administrator's invitation).
- In the admin, a staff user who is not a superuser sees and picks only the objects of the
  clubs they organise (`club_queryset`, used by scoring/admin.py), and only the accounts tied
  to those clubs (`club_users`).

tests/robust/test_permission_matrix.py asks every state-changing action of every role, for
its own club and for another (the actions are listed in tests/robust/actions.py).
"""

from __future__ import annotations


def is_organiser(user, club) -> bool:
    return _organiser(user, club.pk)


def _organiser(user, club_id) -> bool:
    if not user.is_authenticated:
        return False
    if user.is_superuser:
        return True
    return user.organised_clubs.filter(pk=club_id).exists()


def _scorer(user, session) -> bool:
    if not user.is_authenticated:
        return False
    return session.scorers.filter(pk=user.pk).exists() or _club_role(
        user, session.club_id, "scorer"
    )


def _club_role(user, club_id, role) -> bool:
    """A role the club's organisers gave (scoring.services.people.clubs): for every game of the club."""
    return user.club_roles.filter(club_id=club_id, role=role).exists()


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
    if session.referees.filter(pk=user.pk).exists() or _organiser(user, session.club_id):
        return True
    if _club_role(user, session.club_id, "referee"):
        return True
    table = getattr(session, "tournament_table", None)
    tournament = table.round.tournament if table is not None else None
    return tournament is not None and tournament.referees.filter(pk=user.pk).exists()


def can_create_session(user, club) -> bool:
    if not user.is_authenticated:
        return False
    return _organiser(user, club.pk) or club.players.filter(user=user).exists()


def can_record_tournament_penalty(user, tournament) -> bool:
    if can_manage_tournament(user, tournament):
        return True
    return user.is_authenticated and tournament.referees.filter(pk=user.pk).exists()


def can_export(user, club) -> bool:
    """A club's whole record (every player, hand and correction) goes to its organisers only."""
    return _organiser(user, club.pk)


def club_queryset(user, queryset, club_path: str = "club"):
    """The rows of `queryset` that belong to clubs `user` organises (all for a superuser);
    `club_path` leads from the model to its club (`session__club`, `tournament__club`)."""
    if user.is_superuser:
        return queryset
    if not user.is_authenticated:
        return queryset.none()
    if club_path == "":
        return queryset.filter(organisers=user).distinct()
    return queryset.filter(**{f"{club_path}__organisers": user}).distinct()


def club_users(user, queryset):
    """The accounts of `queryset` a staff organiser may see and pick in the admin: those tied
    to a club they organise (its organisers, its players' accounts, the scorers and referees
    of its sessions and tournaments) and their own; every account for a superuser."""
    from django.db.models import Q

    if user.is_superuser:
        return queryset
    if not user.is_authenticated:
        return queryset.none()
    clubs = user.organised_clubs.all()
    return queryset.filter(
        Q(pk=user.pk)
        | Q(organised_clubs__in=clubs)
        | Q(players__club__in=clubs)
        | Q(scored_sessions__club__in=clubs)
        | Q(refereed_sessions__club__in=clubs)
        | Q(refereed_tournaments__club__in=clubs)
    ).distinct()


# Club nights, seasons and players (scoring.services.hands.nights, .seasons, .players).


def can_manage_nights(user, club) -> bool:
    """Start a club night and add games to it: whoever may start a game there."""
    return can_create_session(user, club)


def can_manage_seasons(user, club) -> bool:
    """Create seasons and choose how the club's nights are ranked: the club's organisers."""
    return _organiser(user, club.pk)


def can_manage_house_rules(user, club) -> bool:
    """Write a club's house rules (docs/house-rules.md): its organisers only; another club's
    organisers may see and play by them only once they are published."""
    return _organiser(user, club.pk)


def can_merge_players(user, club) -> bool:
    """Fold a duplicate player into another (moves every result): the club's organisers."""
    return _organiser(user, club.pk)


def can_manage_tournament(user, tournament) -> bool:
    """A tournament's organisers are its club's: they seat, start, enter results, change players."""
    return _organiser(user, tournament.club_id)


# The club's own people (scoring.services.people.clubs, scoring.services.people.privacy).


def can_manage_members(user, club) -> bool:
    """Add players, invite, give and take roles, set privacy: the club's organisers."""
    return _organiser(user, club.pk)


def is_member(user, club) -> bool:
    if not user.is_authenticated:
        return False
    return (
        _organiser(user, club.pk)
        or user.club_roles.filter(club_id=club.pk).exists()
        or club.players.filter(user=user).exists()
    )


def belongs_to_a_club(user) -> bool:
    """Organiser, given a role or linked to a player anywhere: someone in no club is told how
    to join or create one."""
    if not user.is_authenticated:
        return False
    return user.organised_clubs.exists() or user.club_roles.exists() or user.players.exists()


def can_create_club(user, invited: bool = False) -> bool:
    """Anyone signed in, or (CLUB_CREATION=invited) the administrator and whom they invite."""
    from django.conf import settings

    if not user.is_authenticated:
        return False
    if user.is_superuser or settings.CLUB_CREATION == "anyone":
        return True
    return invited
