"""Demo data for `make run`: a club with eight players (extended by the club-night and
tournament demo builders). Safe to run again: it does nothing when the demo club exists."""

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction

from scoring.models import Club, Player, Session

# A finished club night: the East wind of a one-wind game, recorded hand by hand through the
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


class Command(BaseCommand):
    help = "Load ClubScore's demo data (a club, eight players, sessions, a tournament)."

    @transaction.atomic
    def handle(self, *args, **options):
        if Club.objects.filter(slug="demo").exists():
            self.stdout.write("demo data already loaded")
            return
        User = get_user_model()
        organiser = User.objects.create_superuser("organiser", "organiser@example.org", "mahjong")
        club = Club.objects.create(name="Demo Mah-Jong Club", slug="demo")
        club.organisers.add(organiser)
        players = [Player.objects.create(club=club, name=n, country=c) for n, c in DEMO_PLAYERS]
        self.stdout.write(f"demo club with {len(players)} players; log in as organiser / mahjong")
        session = load_club_night(club, players[:4], organiser)
        self.stdout.write(f"club night {session.title!r}: {session.hands.count()} hands")


def club_night_hand(number: int, winner, source, discarder) -> dict:
    """The contract hand (players keyed by seat) for one demo deal."""
    from scoring.forms.notation import parse_hand_text

    line, tile, completes = CLUB_NIGHT_WINNERS[number % 2]
    losers = iter(CLUB_NIGHT_LOSERS)
    players = {}
    for seat in "ESWN":
        if seat == (winner or "E"):
            held = parse_hand_text(line)
            if winner is None:  # a drawn hand: the would-be winner still waits for the tile
                held["melds"] = held["melds"][:-1]
                held["concealed"] = held["concealed"] + [tile]
            players[seat] = held
        else:
            players[seat] = parse_hand_text(next(losers))
    doc = {"players": players, "winner": winner, "penalties": []}
    if winner:
        doc["win"] = {"tile": tile, "source": source, "completes": completes}
        if discarder:
            doc["win"]["discarder"] = discarder
    return doc


def load_club_night(club, players, user) -> Session:
    import datetime
    import uuid

    from scoring.services.sessions import record_hand

    session = Session.objects.create(
        club=club,
        title="Tuesday club night",
        date=datetime.date(2026, 11, 17),
        length=Session.Length.ONE_WIND,
        east=players[0],
        south=players[1],
        west=players[2],
        north=players[3],
        created_by=user,
    )
    session.scorers.add(user)
    for number, (winner, source, discarder) in enumerate(CLUB_NIGHT_HANDS):
        record_hand(session, club_night_hand(number, winner, source, discarder), user, uuid.uuid4())
    return session
