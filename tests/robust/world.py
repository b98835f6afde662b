"""Two clubs with everything a state-changing action can touch, for the permission matrix and
the hostile-input suite: each club has players, a club night with a recorded hand, and three
tournaments (one without rounds, one seated, one started).

Users of Prague (club A) in every role, a staff organiser of Brno (club B) and a superuser:

    anonymous   not logged in
    player      pia, a player of Prague with no role at any table
    scorer      sam, scorer of Prague's club night
    referee     rita, referee of Prague's club night and of its tournaments
    organiser   olga, organiser of Prague (staff, with the scoring models' admin permissions)
    other_staff boris, organiser of Brno only (staff, the same permissions)
    superuser   root
"""

from __future__ import annotations

import datetime
import uuid
from dataclasses import dataclass, field

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission

from scoring.models import Club, Hand, Player, Session
from scoring.services.hands import sessions as session_service
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import setup as tournament_setup

from .conftest import hand_for

ROLES = ["anonymous", "player", "scorer", "referee", "organiser", "other_staff", "superuser"]
NAMES = {
    "prague": ["Alena", "Bob", "Chen", "Dana", "Eva"],
    "brno": ["Ivo", "Jana", "Karel", "Lenka", "Milan"],
}


@dataclass
class ClubWorld:
    club: Club
    players: list[Player]
    session: Session
    hand: Hand
    plain: object  # a tournament without rounds
    seated: object  # a tournament with round 1 seated, not started
    started: object  # a tournament with round 1 started
    extra: dict = field(default_factory=dict)


@dataclass
class World:
    users: dict
    clubs: dict  # "own" -> Prague, "other" -> Brno


def build_world() -> World:
    User = get_user_model()
    users = {
        "player": User.objects.create_user("pia", password="x"),
        "scorer": User.objects.create_user("sam", password="x"),
        "referee": User.objects.create_user("rita", password="x"),
        "organiser": User.objects.create_user("olga", password="x", is_staff=True),
        "other_staff": User.objects.create_user("boris", password="x", is_staff=True),
        "superuser": User.objects.create_superuser("root", password="x"),
    }
    organisers = Group.objects.create(name="organisers")
    organisers.permissions.set(Permission.objects.filter(content_type__app_label="scoring"))
    for role in ("organiser", "other_staff"):
        users[role].groups.add(organisers)
    prague = _club("prague", users["organiser"], users)
    brno = _club("brno", users["other_staff"], users)
    prague.players[4].user = users["player"]
    prague.players[4].save()
    return World(users=users, clubs={"own": prague, "other": brno})


def _club(slug, organiser, users) -> ClubWorld:
    club = Club.objects.create(name=slug.title(), slug=slug)
    club.organisers.add(organiser)
    players = [Player.objects.create(club=club, name=n) for n in NAMES[slug]]
    session = Session.objects.create(
        club=club,
        title=f"{slug} club night",
        date=datetime.date(2026, 11, 17),
        east=players[0],
        south=players[1],
        west=players[2],
        north=players[3],
    )
    if slug == "prague":
        session.scorers.add(users["scorer"])
        session.referees.add(users["referee"])
    else:
        session.scorers.add(organiser)
    hand, _ = session_service.record_hand(session, hand_for("S"), organiser, uuid.uuid4())

    def tournament(name, rounds):
        t = tournament_setup.create_tournament(
            club, organiser, name=name, date=datetime.date(2026, 11, 21), rounds_planned=2
        )
        t.players.add(*players[:4])
        if slug == "prague":
            t.referees.add(users["referee"])
        if rounds:
            round_ = tournament_seating.generate_round(t, organiser)
            if rounds == "started":
                tournament_play.start_round(round_)
                table = round_.tables.select_related("session").get(number=1)
                session_service.record_hand(table.session, hand_for("S"), organiser, uuid.uuid4())
        return t

    plain = tournament(f"{slug} open", None)
    penalty = tournament_play.record_penalty(plain, players[1], 5, "late", organiser)
    return ClubWorld(
        club=club,
        players=players,
        session=session,
        hand=hand,
        plain=plain,
        seated=tournament(f"{slug} cup", "seated"),
        started=tournament(f"{slug} masters", "started"),
        extra={"penalty": penalty},
    )
