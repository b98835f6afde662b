"""Demo data for `make run`: a club with eight players, a club night of two tables (a finished
classical game, then a second in play, and an MCR game) and a tournament in progress, every hand recorded through the same services a scorer uses, so the
session pages, the referee view and the standings all show real, re-scorable hands."""

import datetime
import uuid

from django.contrib.auth import get_user_model
from django.db import transaction

from scoring.engine.notation import parse_notation
from scoring.models import Club, Player, Session, Tournament
from scoring.services.hands import nights
from scoring.services.hands.sessions import record_hand
from scoring.services.seasons import season as seasons
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import setup as tournament_setup

DEMO_PLAYERS = [
    ("Alena Nováková", "CZ"),
    ("Bob Fletcher", "GB"),
    ("Chen Wei", "CN"),
    ("Dominique Laurent", "FR"),
    ("Eva Svobodová", "CZ"),
    ("Frank Miller", "US"),
    ("Greta Holm", "DK"),
    ("Hiro Tanaka", "JP"),
]

# The club night's first table: the East wind of a one-wind game, recorded hand by hand through the
# same service the hand form uses. Winning and losing hands in the form's notation; the four
# hands of one deal never hold a tile more than four times.
CLUB_NIGHT_WINNERS = [
    ("[Rd Rd Rd] (2b 3b 4b) (5c 5c 5c) [7d 8d 9d] (Wd Wd)", "Wd", 4),
    ("[Ew Ew Ew] (6c 7c 8c) [3b 3b 3b] (7d 7d 7d) (Rd Rd) F2", "Rd", 4),
]
CLUB_NIGHT_LOSERS = [
    "(1b 1b 1b) 3c 4c 9d Ew Sw 6b 8c 2d 2d 9b S1",
    "[Gd Gd Gd] 1c 2c 6d 6d Nw Nw 7b 8b 9c 3d",
    "(Ww Ww Ww) 4d 5d 1d 1d 7c 8c 5b 5b 9b 6c",
]
# (winner seat or None for a drawn hand, how, discarder): East wins and keeps the deal, a
# draw keeps it too, then four other winners pass the deal round the table.
CLUB_NIGHT_HANDS = [
    ("E", "wall", None),
    (None, None, None),
    ("S", "discard", "W"),
    ("W", "wall", None),
    ("N", "discard", "E"),
    ("S", "wall", None),
]


def demo_hand(number: int, winner, source, discarder) -> dict:
    """The contract hand (players keyed by seat) for one demo deal."""
    line, tile, completes = CLUB_NIGHT_WINNERS[number % 2]
    losers = iter(CLUB_NIGHT_LOSERS)
    players = {}
    for seat in "ESWN":
        if seat == (winner or "E"):
            held = parse_notation(line)
            if winner is None:  # a drawn hand: the would-be winner still waits for the tile
                held["melds"] = held["melds"][:-1]
                held["concealed"] = held["concealed"] + [tile]
            players[seat] = held
        else:
            players[seat] = parse_notation(next(losers))
    doc = {"players": players, "winner": winner, "penalties": []}
    if winner:
        doc["win"] = {"tile": tile, "source": source, "completes": completes}
        if discarder:
            doc["win"]["discarder"] = discarder
    return doc


DEMO_NIGHT = ("Tuesday 17 November", datetime.date(2026, 11, 17))


def load_club_night(club, players, user, night, title="Table 1", hands=CLUB_NIGHT_HANDS) -> Session:
    session = Session.objects.create(
        club=club,
        title=title,
        date=night.date,
        length=Session.Length.ONE_WIND,
        east=players[0],
        south=players[1],
        west=players[2],
        north=players[3],
        created_by=user,
    )
    session.scorers.add(user)
    nights.add_game(night, session)
    for number, (winner, source, discarder) in enumerate(hands):
        record_hand(session, demo_hand(number, winner, source, discarder), user, uuid.uuid4())
    return session


# The night's second table plays MCR at the fans depth, as MCR scorers tick the sheet: (winner, how, discarder,
# the winner's fans by number). South on West's discard: M49 All Pungs 6 + M50 Half Flush 6
# + M59 Dragon Pung 2 + M81 a flower 1 = 15; East self-drawn: M39 Mixed Straight 8 + M63 All
# Chows 2 + M80 Self-Drawn 1 + M81 1 = 12; a drawn hand; North on East's discard: M41 Mixed
# Triple Chow 8 + M63 All Chows 2 + M68 All Simples 2 + M62 Concealed Hand 2 = 14.
MCR_HANDS = [
    ("S", "discard", "W", [49, 50, 59, 81]),
    ("E", "wall", None, [39, 63, 80, 81]),
    (None, None, None, []),
    ("N", "discard", "E", [41, 63, 68, 62]),
]


def load_mcr_table(club, players, user, night) -> Session:
    session = Session.objects.create(
        club=club,
        title="Table 2 (MCR)",
        date=night.date,
        ruleset="mcr",
        entry_depth="fans",
        east=players[0],
        south=players[1],
        west=players[2],
        north=players[3],
        created_by=user,
    )
    session.scorers.add(user)
    nights.add_game(night, session)
    for winner, source, discarder, fans in MCR_HANDS:
        doc = {"entry": "fans", "players": {}, "winner": winner}
        if winner:
            doc["players"][winner] = {"fans": fans}
            doc["win"] = {"source": source, **({"discarder": discarder} if discarder else {})}
        record_hand(session, doc, user, uuid.uuid4())
    return session


# Round 1 of the demo tournament: each table plays the first four deals of the night's first
# table.
TOURNAMENT_DEALS = CLUB_NIGHT_HANDS[:4]


def load_demo_tournament(club, players):
    """A tournament in progress: eight players, round 1 finished with results, round 2 seated."""
    organiser = club.organisers.first()
    tournament = tournament_setup.create_tournament(
        club,
        organiser,
        name="Demo Autumn Open",
        date=datetime.date.today(),
        ruleset="millington",
        scheme=Tournament.Scheme.TABLE_POINTS,
        rounds_planned=3,
        seed=2026,
    )
    tournament.players.add(*players)
    first = tournament_seating.generate_round(tournament, organiser)
    tournament_play.start_round(first)
    for offset, table in enumerate(first.tables.order_by("number").select_related("session")):
        table.session.scorers.add(organiser)
        for number, (winner, source, discarder) in enumerate(TOURNAMENT_DEALS):
            doc = demo_hand(number + offset, winner, source, discarder)
            record_hand(table.session, doc, organiser, uuid.uuid4())
        tournament_play.finish_table(table)
    tournament_seating.generate_round(tournament, organiser)
    return tournament


@transaction.atomic
def load_demo(write=print) -> bool:
    """Create the demo club and everything in it; False when it is already there."""
    if Club.objects.filter(slug="demo").exists():
        return False
    User = get_user_model()
    organiser = User.objects.create_superuser(
        "organiser", "organiser@example.org", "mahjong", first_name="Demo Organiser"
    )
    club = Club.objects.create(name="Demo Mah-Jong Club", slug="demo")
    club.organisers.add(organiser)
    players = [Player.objects.create(club=club, name=n, country=c) for n, c in DEMO_PLAYERS]
    write(f"demo club with {len(players)} players; log in as organiser / mahjong")
    title, date = DEMO_NIGHT
    night = nights.create_night(club, organiser, date, title)
    session = load_club_night(club, players[:4], organiser, night)
    mcr_table = load_mcr_table(club, players[4:], organiser, night)
    # Table 1's players, their first game over, play a second: the game in play a newcomer
    # is offered first is the default ruleset's, not MCR's fan checklist.
    second = load_club_night(
        club, players[:4], organiser, night, "Table 1, second game", CLUB_NIGHT_HANDS[:2]
    )
    write(
        f"club night {night.title!r}: {session.title!r} {session.hands.count()} hands, "
        f"{mcr_table.title!r} {mcr_table.hands.count()} hands, "
        f"{second.title!r} {second.hands.count()} hands so far"
    )
    seasons.create_season(
        club,
        organiser,
        name="Autumn league 2026",
        start=datetime.date(2026, 9, 1),
        end=datetime.date(2026, 12, 31),
        measure="score",
        min_games=0,
    )
    tournament = load_demo_tournament(club, players)
    write(f"tournament {tournament.name!r}: round 1 played, round 2 seated")
    return True
