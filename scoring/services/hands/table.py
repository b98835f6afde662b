"""Four phones at one table: players join the hand being played and enter their own tiles.

A player's phone reaches the table through a signed token (in the QR code on the scorer's
phone) that names the session, and joins it once as one of its players (a signed cookie of
that session names the player): it then follows the session's next hand and its player's seat
in it until the session ends or the player is no longer at the table. Every part is a row in
the database, and what a phone polls for is a fingerprint of rows, so any number of app servers
can answer any phone.
"""

from __future__ import annotations

import hashlib
import re

from django.core import signing
from django.db import connection, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from scoring import limits
from scoring.engine.errors import ContractError
from scoring.engine.notation import parse_notation
from scoring.engine.rulesets import get_ruleset
from scoring.engine.tiles import tile as tile_for
from scoring.models import Hand, HandPart, HandRevision, Session
from scoring.models.session import Entry
from scoring.services import locks, rate_limits
from scoring.services.hands import mcr

SALT = "scoring.table.join"
# How long a phone stays its player's without opening the table (a long club night).
MAX_AGE = 18 * 60 * 60
MAX_LINE = limits.LINE_LENGTH
# A score as the scores depth takes it: ASCII digits only ("²" and "٣" are digits to
# str.isdigit, not to the engine), and no more of them than a stored number can have.
SCORE = re.compile(rf"[0-9]{{1,{len(str(limits.INTEGER))}}}")
# An MCR winner's fans at the fans depth: their numbers, a fan once for each time it counts.
FAN_LINE = re.compile(r"[0-9]{1,2}( [0-9]{1,2})*")
# What an MCR winner's phone says about the win besides who and how (HandPart.win).
MCR_WIN_FLAGS = ("fourth_tile", "last_tile")


class TokenRefused(Exception):
    """A join token that is forged, too old, or for a hand that has been recorded."""


class TooManyPosts(Exception):
    """More posts to join links than four players entering their hands make."""


def count_post(session: Session, address: str | None, joining: bool = False) -> None:
    """Count a post to a join link; TooManyPosts past limits.JOIN_POSTS_PER_HAND for this
    table or limits.JOIN_POSTS_PER_ADDRESS from this address within the window (a phone
    joining, one tap on a name, counts against its address only). Counted in Django's cache:
    one server's memory by default, every server's with a shared cache."""
    counted = [(f"join:address:{address}", limits.JOIN_POSTS_PER_ADDRESS)]
    if not joining:
        # The table's session, not the token: every code the scorer's page shows is a new
        # signature of the same link.
        counted.append((f"join:table:{session.pk}", limits.JOIN_POSTS_PER_HAND))
    for key, most in counted:
        if not rate_limits.within(key, most):
            raise TooManyPosts(
                _("too many entries from this table: wait a minute and send your hand again")
            )


def entry_depth(session: Session) -> str:
    """The depth the table enters hands at ("tiles", "sets" or "scores"; contract.md; MCR:
    "tiles", "fans" or "scores", docs/mcr.md, as its hand form opens)."""
    depth = session.entry_depth or Entry.TILES
    if mcr.is_mcr(session) and depth not in (Entry.TILES, Entry.FANS, Entry.SCORES):
        return Entry.FANS
    return depth


def join_token(session: Session) -> str:
    """The table's link: it names the session, and holding it is the only permission."""
    return signing.dumps({"s": session.pk}, salt=SALT, compress=True)


def unsign(token: str) -> Session:
    """The session of a genuine token; TokenRefused otherwise. A token names its session only
    (an older token's hand number is ignored): it joins whatever hand is being played."""
    try:
        data = signing.loads(token, salt=SALT)
        session = Session.objects.select_related("club", "east", "south", "west", "north").get(
            pk=int(data["s"])
        )
    except (signing.BadSignature, Session.DoesNotExist, KeyError, TypeError, ValueError) as exc:
        raise TokenRefused(_("this is not a ClubScore table code")) from exc
    return session


def token_session(token: str) -> int | None:
    """The session a genuine token names, without reading it (None: no genuine token)."""
    try:
        return int(signing.loads(token, salt=SALT)["s"])
    except (signing.BadSignature, KeyError, TypeError, ValueError):
        return None


def is_live(session: Session) -> bool:
    """A session's link joins its table while hands are still to be played."""
    return session.next_deal() is not None


def finished_message(session: Session) -> str:
    """Why a join link no longer joins: the session is over."""
    if session.end_reason:
        return _("this game was ended early: no more hands are played")
    return _("this game is finished: no more hands are played")


def player_cookie(session: Session) -> tuple[str, str]:
    """(the name, the salt) of the signed cookie that makes a phone one player's at this
    session's table: both name the session, so a cookie never reaches another session."""
    return f"clubscore_player_{session.pk}", f"{SALT}.player.{session.pk}"


def seated_player(session: Session, value: str | None) -> int | None:
    """The player a phone's cookie names, while that player is at the table (one of the four
    of the hand being played); None otherwise: a player who left the table is no longer."""
    try:
        pid = int(str(value or "")[:12])
    except ValueError:
        return None
    deal = session.next_deal()
    if deal is None or pid not in session.seats_for(deal).values():
        return None
    return pid


def recorded(session: Session, number: int) -> dict | None:
    """Hand `number` as recorded (each player's name and payment), or None."""
    hand = session.live_hands().filter(number=number).first()
    if hand is None:
        return None
    seats = hand.seats.select_related("player").order_by("id")
    return {
        "hand": hand,
        "rows": [(hp.seat, hp.player.name, hp.score, hp.payment, hp.player_id) for hp in seats],
    }


def parts(session: Session, number: int) -> dict[str, HandPart]:
    """The parts entered for hand `number`, by the seat their player has in the hand's deal
    now (a correction to an earlier hand may have moved the seats since they were entered)."""
    deal = session.next_deal() if session.next_number() == number else None
    seat_of = {pid: seat for seat, pid in session.seats_for(deal).items()} if deal else {}
    found = {}
    for part in HandPart.objects.filter(session=session, number=number):
        found[seat_of.get(part.player_id, part.seat)] = part
    return found


def seat_now(session: Session, pid: int | None) -> str:
    """The seat that player `pid` has in the hand being played: a phone is its player's,
    and a part too, wherever the seats have moved since."""
    deal = session.next_deal()
    seats = session.seats_for(deal) if deal is not None else {}
    for seat, seated in seats.items():
        if seated == pid:
            return seat
    raise ContractError(
        _("this page does not say who is entering: open the table code again"), "player"
    )


class SeatTaken(Exception):
    """A second phone's entry for a seat another phone has entered: the first one stands."""

    def __init__(self, part: HandPart, line: str):
        self.part = part
        self.line = line
        super().__init__(
            _("another phone has entered this seat's hand; it stands until the scorer decides")
        )


def phone_digest(token: str) -> str:
    """What the database keeps of a phone's cookie: enough to know it again, not to be it."""
    return hashlib.sha256(f"{SALT}.phone.{token}".encode()).hexdigest()


def check_line(session: Session, line: str, nothing: bool = False) -> str:
    """The part as it will be stored; ContractError when it cannot be read. `nothing`: a
    loser's "nothing to score", one tap: no tiles that score (0 at the scores depth)."""
    if nothing:
        return "0" if entry_depth(session) == "scores" and not mcr.is_mcr(session) else ""
    line = (line or "").strip()
    if len(line) > MAX_LINE:
        raise ContractError(_("that is longer than any hand"), "line")
    if mcr.is_mcr(session) and entry_depth(session) == Entry.FANS:
        # The winner's fans as the MCR form counted them (scoring.forms.mcr.winner_part).
        if not FAN_LINE.fullmatch(line):
            raise ContractError(_("tick the fans you scored"), "line")
        return line
    if entry_depth(session) == "scores":
        if not SCORE.fullmatch(line):
            raise ContractError(_("enter your hand's score as a whole number"), "line")
        most = score_bound(session)
        if int(line) > most:
            raise ContractError(
                _("a hand scores at most %(limit)s in this game") % {"limit": most}, "line"
            )
        return str(int(line))
    if not line:
        raise ContractError(
            _("enter your tiles first, or tap \u201cI did not win and have nothing to score\u201d"),
            "line",
        )
    parse_notation(line, None)  # (raises ContractError when unreadable)
    return line


def check_win(
    session: Session, player_id: int | None, how: str, code: str = "", completes: str = ""
) -> dict:
    """A player's own claim to have won, as a part keeps it (HandPart.win); {} for none.

    `how` is "wall" (self-drawn) or "p<player id>" of the player whose discard it was (a
    player, not a seat: a correction may move the seats before the scorer records the hand).
    """
    how = (how or "").strip()[:20]
    if not how:
        return {}
    seated = set(session.seats_for(session.next_deal()).values())
    if how == "wall":
        claim = {"source": "wall"}
    elif how[:1] == "p" and how[1:].isdigit() and int(how[1:]) in seated - {player_id}:
        claim = {"source": "discard", "discarder": int(how[1:])}
    else:
        raise ContractError(_("say how you won: self-drawn, or whose discard it was"), "win")
    if entry_depth(session) == "scores":
        return claim
    code = (code or "").strip()[:3]
    if code:
        tile_for(code, "win_tile")  # (raises ContractError for anything but a tile's code)
        claim["tile"] = code
    completes = (completes or "").strip()[:2]
    if completes:
        if not completes.isdigit() or not 1 <= int(completes) <= limits.TILES_PER_HAND:
            raise ContractError(_("that is not one of your sets"), "completes")
        claim["completes"] = int(completes)
    return claim


def claimed_win(session: Session, number: int, found: dict[str, HandPart]) -> dict:
    """The hand form's result as the winner's own phone gave it (winner, how, the winning
    tile): what the scorer confirms. {} unless exactly one player claims the win."""
    claims = {seat: part.win for seat, part in found.items() if part.win.get("source")}
    if len(claims) != 1:
        return {}
    ((seat, claim),) = claims.items()
    deal = session.next_deal() if session.next_number() == number else None
    seat_of = {pid: s for s, pid in session.seats_for(deal).items()} if deal else {}
    result = {"winner": seat, "win_source": claim["source"]}
    if "discarder" in claim:  # on a discard, or (MCR) robbing a kong
        discarder = seat_of.get(claim.get("discarder"))
        if discarder is None or discarder == seat:
            return {"winner": seat}
        result["discarder"] = discarder
    if claim.get("tile"):
        result["win_tile"] = claim["tile"]
        result["completes"] = claim.get("completes") or ""
    result.update({flag: True for flag in MCR_WIN_FLAGS if claim.get(flag)})
    return result


def form_initial(session: Session, number: int) -> dict:
    """The scorer's hand form for hand `number` as the phones filled it: each part at the
    session's depth, and the winner's own claim (winner, how, the winning tile)."""
    found = parts(session, number)
    depth = entry_depth(session)
    field = "score" if depth == "scores" else "tiles"
    initial = {"entry": depth}
    claim = claimed_win(session, number, found)
    if mcr.is_mcr(session) and depth != Entry.TILES:
        # Only the winner's hand scores: their phone's fans (or fan total) are the hand's.
        line = found[claim["winner"]].line if claim else ""
        if depth == Entry.FANS and FAN_LINE.fullmatch(line):
            initial["winner_fans"] = [int(n) for n in line.split()]
        elif depth == Entry.SCORES and SCORE.fullmatch(line):
            initial["winner_score"] = int(line)
    else:
        initial.update({f"{seat}_{field}": part.line for seat, part in found.items()})
    initial.update(claim)
    if mcr.is_mcr(session):
        # A loser's phone said they declared a false mah-jong during the hand.
        initial["false_mahjong"] = [
            seat for seat, part in found.items() if part.win.get("false_mahjong")
        ]
    return initial


def score_bound(session: Session) -> int:
    """The most a hand can score in this session: its limit, or with an open roof what a
    stored number holds (contract.md, "scores": the value after doubles and the limit)."""
    options = get_ruleset(session.ruleset).resolve_options(session.options or {})
    if options.get("open_roof") or options.get("limit") is None:
        return limits.OPEN_ROOF_SCORE
    return int(options["limit"])


class PartTooLate(Exception):
    """A part for a hand that was recorded (or whose session ended) before it arrived."""

    def __init__(self, number: int, line: str):
        self.number = number
        self.line = line
        super().__init__(
            _(
                "hand %(n)s was recorded before your part arrived: your part was not stored. "
                "If the recorded hand is wrong, ask the scorer to correct it."
            )
            % {"n": number}
        )


def save_part(
    session: Session,
    number: int,
    player_id: int,
    line: str,
    user,
    phone: str = "",
    scorer=False,
    win: dict | None = None,
    nothing: bool = False,
    key: str = "",
) -> HandPart:
    """Store player `player_id`'s own part of hand `number`, at the seat they have now.

    A part is the player's, never the seat's: a correction that moves the seats moves it too.
    It is replaced only by the phone that made it (`phone`, phone_digest of its cookie) or by
    the scorer. Another phone's entry is kept beside it for the scorer to see, and SeatTaken
    says whose entry stands. PartTooLate when hand `number` is no longer the one being played.
    `key` (the phone's for this entry) makes the same entry sent twice a repeat.
    """
    if nothing and (win or {}).get("source"):
        raise ContractError(_("a winner always has something to score: enter your tiles"), "line")
    if nothing and (line or "").strip():
        raise ContractError(
            _("you typed a hand and chose nothing to score: clear it to send nothing, or send it"),
            "line",
        )
    line = check_line(session, line, nothing)
    with transaction.atomic():
        locks.session(session.pk)
        if session.next_deal() is None or session.next_number() != number:
            raise PartTooLate(number, line)
        seat = seat_now(session, player_id)
        part = HandPart.objects.filter(session=session, number=number, player_id=player_id).first()
        if part is not None and key and part.key == key:
            return part
        if part is not None and part.phone and part.phone != phone and not scorer:
            part.contested_line = line
            part.contested_at = timezone.now()
            part.save(update_fields=["contested_line", "contested_at", "updated_at"])
            taken = SeatTaken(part, line)
        else:
            taken = None
            part = part or HandPart(session=session, number=number, player_id=player_id)
            part.seat = seat
            part.line = line
            part.win = win or {}
            part.phone = phone
            part.entered_by = user if getattr(user, "is_authenticated", False) else None
            part.contested_line = ""
            part.contested_at = None
            part.key = key[:40]
            part.save()
    if taken is not None:
        raise taken
    return part


# Written out rather than built with the ORM: compiling the subqueries cost more than running
# them, and an unchanged table's poll is little else.
_STATE = """
SELECT
 (SELECT COUNT(*) FROM {revision} v JOIN {hand} h ON v.hand_id = h.id WHERE h.session_id = %s),
 (SELECT MAX(v.id) FROM {revision} v JOIN {hand} h ON v.hand_id = h.id WHERE h.session_id = %s),
 (SELECT COUNT(*) FROM {part} p WHERE p.session_id = %s),
 (SELECT MAX(p.updated_at) FROM {part} p WHERE p.session_id = %s)
"""


def state(session: Session) -> str:
    """A fingerprint of everything a live view of the session shows. It changes whenever a
    hand is recorded, corrected or deleted (each leaves a HandRevision), a part is entered,
    the session is finished, ended early or reopened, a player is renamed, or a privacy
    setting changes how they are named to whoever is looking. One query, so that an unchanged
    table costs a poll no rendering (the ETag, scoring.views.conditional).

    `session` must have been loaded for this request with its four players: its row and the
    names as this viewer sees them (scoring.services.people.privacy) are read from it."""
    tables = {
        name: connection.ops.quote_name(model._meta.db_table)
        for name, model in (("revision", HandRevision), ("hand", Hand), ("part", HandPart))
    }
    with connection.cursor() as cursor:
        cursor.execute(_STATE.format(**tables), [session.pk] * 4)
        row = cursor.fetchone()
    fields = [getattr(session, f.attname) for f in Session._meta.concrete_fields]
    names = [(p.pk, p.name) for p in session.starting_seats.values()]
    raw = repr((row, fields, names))
    return hashlib.sha256(raw.encode()).hexdigest()[:32]
