"""The whole of an import file checked before `import_club` writes anything.

A backup file is data from outside: it is read as a scorer's submission is, and believed only
where the rules say it must be so. Every hand is scored again under its own ruleset and
version; each seat row must hold the player the rotation seats there (players by identity, not
by seat); hand numbers, deals, winners, finished flags and hand limits must be what the
session's own hands make them. The first problem found is named with its row and field
(`hands[2] (hand-2).east_index: ...`) and the import stops with nothing written.

The engine carries only the rules in force (a ruleset's current version). A hand recorded under
an earlier version of a known ruleset cannot be re-scored here, so its recorded answer stands
if it holds together: its transfers give its payments, the payments sum to zero, its rows hold
them. A version the ruleset never had (0, or later than this ClubScore's) is refused.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.utils.translation import gettext_noop

from scoring.engine import house_rules
from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError
from scoring.engine.messages import Message
from scoring.engine.rotation import Deal
from scoring.engine.rulesets import get_ruleset
from scoring.engine.tiles import SEATS
from scoring.models import Hand, Session
from scoring.services.hands import engine_text, riichi
from scoring.services.hands.answers import hand_value

STARTING_SEATS = {"E": "east", "S": "south", "W": "west", "N": "north"}
TABLE = "table"  # where riichi sticks wait for a winner (engine/riichi/payments.py)


class BadFile(Exception):
    """The first thing in the file that cannot be true, with its row and field: `said` is the
    message a page translates, `str()` its English (what `import_club` prints)."""

    def __init__(self, said: Message):
        super().__init__(said.english())
        self.said = said


def _listed(items: list[Message]) -> Message | str:
    """Several things said one after another: "a, b, c"."""
    if not items:
        return ""
    said: Message = items[0]
    for item in items[1:]:
        said = Message(gettext_noop("%(first)s, %(then)s"), first=said, then=item)
    return said


def check(document: dict, warn: Callable[[str], None]) -> None:
    """BadFile naming the first problem of the file; `warn` hears about older rule versions."""
    sessions = _rows(document, "sessions", Session)
    _check_rulesets(document, sessions, warn)
    _check_house_rules(document)
    hands = _rows(document, "hands", Hand)
    seat_rows = _seat_rows(document, hands)
    answers = {ref: _checked_answer(row, where, sessions) for ref, (where, row) in hands.items()}
    for where, row in hands.values():
        _check_said(row, where)
    _check_rows_hold_answers(document, hands, answers)
    players = {_key(row.get("ref")) for row in document.get("players", [])} - {None}
    played: dict[Any, list] = {ref: [] for ref in sessions}
    for where, row in hands.values():
        played[row["session"]].append((where, row))
    for ref, (where, session) in sessions.items():
        _check_session(where, session, played[ref], seat_rows, players)
    _check_round_seatings(document, sessions)


def _check_house_rules(document: dict) -> None:
    """Each version of a house ruleset is rules the engine reads (docs/house-rules.md)."""
    for where, row in _rows(document, "house_ruleset_versions").values():
        rules = row.get("document")
        base = rules.get("base") if isinstance(rules, dict) else None
        try:
            house_rules.parse(rules, base if isinstance(base, str) else "")
        except ContractError as exc:
            raise BadFile(
                Message(
                    gettext_noop("%(where)s: %(problem)s"),
                    where=f"{where}.document.{exc.field}",
                    problem=exc.said,
                )
            ) from None


# Reading rows ---------------------------------------------------------------------------


def _rows(document: dict, key: str, model=None) -> dict[Any, tuple[str, dict]]:
    """The part's rows by reference, each with its row name; with `model`, a field the row
    leaves out reads as the default the import would give it."""
    defaults = {}
    if model is not None:
        fields = model._meta.concrete_fields
        defaults = {f.name: f.get_default() for f in fields if f.has_default() or f.null}
    found = {}
    for index, row in enumerate(document.get(key, []), start=1):
        where = f"{key}[{index}] ({row.get('ref')})"
        if _key(row.get("ref")) is None or row["ref"] in found:
            raise BadFile(
                Message(gettext_noop('%(where)s: missing or repeated "ref"'), where=where)
            )
        found[row.get("ref")] = (where, {**defaults, **row})
    return found


def _key(value: Any) -> str | None:
    """A reference as the file gives it, for looking it up: only text can name a row."""
    return value if isinstance(value, str) else None


def _int(row: dict, name: str, where: str, *, null: bool = False) -> int | None:
    value = row.get(name)
    if value is None and null:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise BadFile(
            Message(
                gettext_noop("%(where)s.%(name)s: %(value)s is not a whole number"),
                where=where,
                name=name,
                value=repr(value),
            )
        )
    return value


def _seat_rows(document: dict, hands: dict) -> dict[Any, dict[str, tuple[str, dict]]]:
    """Each hand's seat rows by seat; a hand must have exactly one row for each wind."""
    rows_of: dict[Any, dict[str, tuple[str, dict]]] = {ref: {} for ref in hands}
    for index, row in enumerate(document.get("hand_players", []), start=1):
        where = f"hand_players[{index}] ({row.get('ref')})"
        if _key(row.get("hand")) not in hands:
            raise BadFile(
                Message(
                    gettext_noop("%(where)s.hand: %(hand)s is no hand of this file"),
                    where=where,
                    hand=repr(row.get("hand")),
                )
            )
        seat = row.get("seat")
        if seat not in SEATS:
            raise BadFile(
                Message(
                    gettext_noop("%(where)s.seat: %(seat)s is not one of E, S, W, N"),
                    where=where,
                    seat=repr(seat),
                )
            )
        if seat in rows_of[row["hand"]]:
            raise BadFile(
                Message(
                    gettext_noop("%(where)s.seat: %(hand)s has two rows for seat %(seat)s"),
                    where=where,
                    hand=hands[row["hand"]][0],
                    seat=repr(seat),
                )
            )
        rows_of[row["hand"]][seat] = (where, row)
    for ref, found in rows_of.items():
        missing = [seat for seat in SEATS if seat not in found]
        if missing:
            raise BadFile(
                Message(
                    gettext_noop("%(hand)s: no seat row for %(missing)s"),
                    hand=hands[ref][0],
                    missing=", ".join(missing),
                )
            )
    return rows_of


# Rulesets and their versions --------------------------------------------------------------


def _known_version(ruleset_id: Any, version: Any, where: str) -> int:
    """The ruleset's current version; BadFile for an unknown ruleset or a version it never had."""
    try:
        current = get_ruleset(ruleset_id).version
    except ContractError as exc:
        raise BadFile(
            Message(
                gettext_noop("%(where)s: %(problem)s"), where=f"{where}.ruleset", problem=exc.said
            )
        ) from exc
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= current:
        raise BadFile(
            Message(
                gettext_noop(
                    "%(where)s.ruleset_version: %(version)s is no version of %(ruleset_id)s (this "
                    "ClubScore knows versions 1 to %(current)s)"
                ),
                where=where,
                version=repr(version),
                ruleset_id=ruleset_id,
                current=current,
            )
        )
    return current


def _check_rulesets(document: dict, sessions: dict, warn) -> None:
    listed = document.get("rulesets")
    if not isinstance(listed, list) or not all(
        isinstance(r, dict) and isinstance(r.get("id"), str) and isinstance(r.get("version"), int)
        for r in listed
    ):
        raise BadFile(
            Message(gettext_noop('"rulesets" must be a list of {"id", "version"} objects'))
        )
    for where, row in sessions.values():
        _known_version(row.get("ruleset"), row.get("ruleset_version"), where)
    for where, row in _rows(document, "tournaments").values():
        _known_version(row.get("ruleset"), row.get("ruleset_version"), where)
    used = set()
    for where, row in _rows(document, "hands").values():
        session = sessions.get(_key(row.get("session")))
        if session is None:
            raise BadFile(
                Message(
                    gettext_noop("%(where)s.session: %(session)s is no session of this file"),
                    where=where,
                    session=repr(row.get("session")),
                )
            )
        _known_version(session[1]["ruleset"], row.get("ruleset_version"), where)
        used.add((session[1]["ruleset"], row["ruleset_version"]))
    for index, entry in enumerate(listed, start=1):
        _known_version(entry["id"], entry["version"], f"rulesets[{index}]")
    used |= {(r["ruleset"], r["ruleset_version"]) for _, r in sessions.values()}
    used |= {
        (r["ruleset"], r["ruleset_version"]) for _, r in _rows(document, "tournaments").values()
    }
    if {(r["id"], r["version"]) for r in listed} != used:
        names = [
            Message(gettext_noop("%(ruleset)s version %(version)s"), ruleset=i, version=v)
            for i, v in sorted(used)
        ]
        raise BadFile(
            Message(
                gettext_noop(
                    '"rulesets": the file\'s sessions and hands were scored under %(names)s'
                ),
                names=_listed(names),
            )
        )
    for id_, version in sorted(used):
        current = get_ruleset(id_).version
        if version != current:
            warn(
                f"ruleset {id_} was version {version} in the file and is version {current} "
                "here; hands recorded under it keep the scores they were given"
            )


# Each hand's answer -------------------------------------------------------------------------


def _checked_answer(row: dict, where: str, sessions: dict) -> dict:
    """The hand's recorded answer, scored again under its own ruleset and version."""
    for name in ("input", "output"):
        if name not in row:
            raise BadFile(
                Message(gettext_noop("%(where)s: %(name)s is missing"), where=where, name=name)
            )
        if row[name] is None:
            raise BadFile(
                Message(gettext_noop("%(where)s.%(name)s: may not be null"), where=where, name=name)
            )
        if not isinstance(row[name], dict):
            raise BadFile(
                Message(
                    gettext_noop("%(where)s.%(name)s: must be an object"), where=where, name=name
                )
            )
    document, output = row["input"], row["output"]
    payments = output.get("payments")
    if not isinstance(payments, dict) or not all(
        seat in SEATS and isinstance(v, int) and not isinstance(v, bool)
        for seat, v in payments.items()
    ):
        raise BadFile(
            Message(
                gettext_noop("%(where)s.output.payments: must map seats to whole numbers"),
                where=where,
            )
        )
    # Riichi sticks can wait on the table for the next winner: what went there (or came from
    # there) is the only thing the four payments may not balance.
    tabled = _to_table(output.get("transfers"))
    if sum(payments.values()) != -tabled:
        said = (
            gettext_noop(
                "%(where)s.output.payments: they sum to %(sum)s, not %(owed)s with %(tabled)s put "
                "on the table: every point won is paid by someone"
            )
            if tabled
            else gettext_noop(
                "%(where)s.output.payments: they sum to %(sum)s, not %(owed)s: every point won is "
                "paid by someone"
            )
        )
        raise BadFile(
            Message(said, where=where, sum=sum(payments.values()), owed=-tabled, tabled=tabled)
        )
    ruleset_id = sessions[row["session"]][1]["ruleset"]
    if document.get("ruleset", ruleset_id) != ruleset_id:
        raise BadFile(
            Message(
                gettext_noop(
                    "%(where)s.input.ruleset: %(ruleset)s, but its session plays %(ruleset_id)s"
                ),
                where=where,
                ruleset=repr(document.get("ruleset")),
                ruleset_id=ruleset_id,
            )
        )
    if row["ruleset_version"] != get_ruleset(ruleset_id).version:
        _check_settles(output, where)
        return output
    try:
        again = evaluate(document)
    except ContractError as exc:
        raise BadFile(
            Message(
                gettext_noop(
                    "%(where)s.input.%(field)s: the stored document no longer scores: %(problem)s"
                ),
                where=where,
                field=exc.field,
                problem=exc.said,
            )
        ) from exc
    if again != output:
        differs = sorted(k for k in set(again) | set(output) if again.get(k) != output.get(k))
        raise BadFile(
            Message(
                gettext_noop(
                    "%(where)s.output: not what the engine gives for the stored document "
                    "(%(differs)s differs)"
                )
                if len(differs) == 1
                else gettext_noop(
                    "%(where)s.output: not what the engine gives for the stored document "
                    "(%(differs)s differ)"
                ),
                where=where,
                differs=", ".join(differs),
            )
        )
    return output


def _check_said(row: dict, where: str) -> None:
    """The messages a hand keeps (absent: made again on import) each write a sentence of its
    answer."""
    if "said" not in row:
        return
    said = row["said"]
    if not isinstance(said, dict):
        raise BadFile(
            Message(
                gettext_noop("%(where)s.said: must be an object of messages by sentence"),
                where=where,
            )
        )
    written = engine_text.sentences(row["output"])
    for sentence, data in said.items():
        at = f"{where}.said[{sentence!r}]"
        try:
            message = Message.from_json(data)
        except ValueError as exc:
            raise BadFile(
                Message(
                    gettext_noop("%(where)s: not a message (an id, a context and parameters)"),
                    where=at,
                )
            ) from exc
        if message.english() != sentence or sentence not in written:
            raise BadFile(
                Message(gettext_noop("%(where)s: not a sentence of the hand's answer"), where=at)
            )


def _to_table(transfers: Any) -> int:
    """Points the transfers put on the table (riichi sticks) less those taken from it."""
    net = 0
    for transfer in transfers if isinstance(transfers, list) else ():
        amount = transfer.get("amount") if isinstance(transfer, dict) else None
        if not isinstance(amount, int) or isinstance(amount, bool):
            continue  # judged with the rest of the answer
        net += amount * ((transfer.get("to") == TABLE) - (transfer.get("from") == TABLE))
    return net


def _check_settles(output: dict, where: str) -> None:
    """An answer of earlier rules: each seat's payment is what its transfers add up to."""
    transfers = output.get("transfers")
    if not isinstance(transfers, list):
        raise BadFile(
            Message(
                gettext_noop(
                    "%(where)s.output.transfers: must be a list of payments between seats"
                ),
                where=where,
            )
        )
    net = dict.fromkeys(SEATS, 0)
    for transfer in transfers:
        amount = transfer.get("amount") if isinstance(transfer, dict) else None
        if not isinstance(amount, int) or isinstance(amount, bool):
            raise BadFile(
                Message(
                    gettext_noop("%(where)s.output.transfers: each needs a whole-number amount"),
                    where=where,
                )
            )
        if transfer.get("from") in net:
            net[transfer["from"]] -= amount
        if transfer.get("to") in net:
            net[transfer["to"]] += amount
    payments = output["payments"]
    for seat in SEATS:
        if payments.get(seat, 0) != net[seat]:
            raise BadFile(
                Message(
                    gettext_noop(
                        "%(where)s.output.payments.%(seat)s: %(given)s, but the hand's transfers "
                        "give %(seat)s %(net)s"
                    ),
                    where=where,
                    seat=seat,
                    given=payments.get(seat, 0),
                    net=net[seat],
                )
            )


def _check_rows_hold_answers(document: dict, hands: dict, answers: dict) -> None:
    for index, row in enumerate(document.get("hand_players", []), start=1):
        where = f"hand_players[{index}] ({row.get('ref')})"
        hand_where = hands[row["hand"]][0]
        output = answers[row["hand"]]
        seat = row["seat"]
        payment = (output.get("payments") or {}).get(seat, 0)
        if row.get("payment") != payment:
            raise BadFile(
                Message(
                    gettext_noop(
                        "%(where)s.payment: %(payment)s, but %(hand_where)s pays %(seat)s %(paid)s "
                        "when scored again"
                    ),
                    where=where,
                    payment=repr(row.get("payment")),
                    hand_where=hand_where,
                    seat=seat,
                    paid=payment,
                )
            )
        score = hand_value(output, seat)
        if row.get("score") != score:
            raise BadFile(
                Message(
                    gettext_noop(
                        "%(where)s.score: %(score)s, but %(hand_where)s scores %(seat)s %(scored)s "
                        "when scored again"
                    ),
                    where=where,
                    score=repr(row.get("score")),
                    hand_where=hand_where,
                    seat=seat,
                    scored=score,
                )
            )


# A session and its hands, in order --------------------------------------------------------


def _check_session(where: str, row: dict, played: list, seat_rows: dict, players: set) -> None:
    length = row.get("length", Session.Length.FULL)
    if length not in Session.Length.values:
        raise BadFile(
            Message(
                gettext_noop("%(where)s.length: %(length)s is not one of %(values)s"),
                where=where,
                length=repr(length),
                values=str(sorted(Session.Length.values)),
            )
        )
    session = Session(
        ruleset=row["ruleset"],
        options=row.get("options") or {},
        length=length,
        hand_limit=_int(row, "hand_limit", where, null=True),
    )
    starting = {seat: row.get(name) for seat, name in STARTING_SEATS.items()}
    for seat, name in STARTING_SEATS.items():
        if _key(starting[seat]) not in players:
            raise BadFile(
                Message(
                    gettext_noop("%(where)s.%(name)s: %(starting)s is no player of this file"),
                    where=where,
                    name=name,
                    starting=repr(starting[seat]),
                )
            )
    if len(set(starting.values())) != 4:
        raise BadFile(
            Message(
                gettext_noop(
                    "%(where)s: four different players must start at East, South, West, North"
                ),
                where=where,
            )
        )
    live_count = sum(1 for _, hand in played if hand.get("deleted_at") is None)
    if length == Session.Length.HANDS and (session.hand_limit or 0) < live_count:
        raise BadFile(
            Message(
                gettext_noop(
                    "%(where)s.hand_limit: %(hand_limit)s, but the session has %(live_count)s live "
                    "hands"
                ),
                where=where,
                hand_limit=repr(session.hand_limit),
                live_count=live_count,
            )
        )
    numbers = {}
    for hand_where, hand in played:
        number = _int(hand, "number", hand_where)
        if number < 1:
            raise BadFile(
                Message(
                    gettext_noop("%(hand_where)s.number: hands are numbered from 1"),
                    hand_where=hand_where,
                )
            )
        live = hand.get("deleted_at") is None
        if live and numbers.get(number, (None, False))[1]:
            raise BadFile(
                Message(
                    gettext_noop(
                        "%(hand_where)s.number: %(where)s has two live hands numbered %(number)s"
                    ),
                    hand_where=hand_where,
                    where=where,
                    number=number,
                )
            )
        if live or number not in numbers:
            numbers[number] = (hand_where, live)
    for number in range(1, max(numbers, default=0) + 1):
        if number not in numbers:
            raise BadFile(
                Message(
                    gettext_noop(
                        "%(where)s: no hand %(number)s, live or deleted, between hands %(before)s "
                        "and %(after)s"
                    ),
                    where=where,
                    number=number,
                    before=number - 1,
                    after=min(n for n in numbers if n > number),
                )
            )
    for hand_where, hand in played:
        _check_seats(hand_where, hand, starting, seat_rows[hand["ref"]], players)
        _check_outcome(hand_where, hand)
    live = sorted(
        ((w, h) for w, h in played if h.get("deleted_at") is None), key=lambda p: p[1]["number"]
    )
    previous, count = None, 0
    for hand_where, hand in live:
        deal = session.deal_after(previous, count)
        if deal is None:
            raise BadFile(
                Message(
                    gettext_noop(
                        "%(hand_where)s.number: the session is over before hand %(number)s (length "
                        "%(length)s, hand_limit %(hand_limit)s, %(count)s hands before it)"
                    ),
                    hand_where=hand_where,
                    number=hand["number"],
                    length=length,
                    hand_limit=repr(row.get("hand_limit")),
                    count=count,
                )
            )
        _check_deal(hand_where, hand, deal, session, previous)
        previous, count = _model_hand(hand), count + 1
    _check_finished(where, row, session.deal_after(previous, count) is None, count)


def _model_hand(hand: dict) -> Hand:
    """An unsaved Hand that carries what the rotation reads (its deal and how it ended)."""
    return Hand(
        number=hand["number"],
        prevailing_wind=hand["prevailing_wind"],
        east_index=hand["east_index"],
        hands_in_wind=hand["hands_in_wind"],
        east_keeps_deal=hand["east_keeps_deal"],
        output=hand["output"],
    )


def _check_seats(where: str, hand: dict, starting: dict, rows: dict, players: set) -> None:
    """The seat rows hold the players the hand's own deal seats there, by identity."""
    wind = hand.get("prevailing_wind")
    if wind not in SEATS:
        raise BadFile(
            Message(
                gettext_noop("%(where)s.prevailing_wind: %(wind)s is not one of E, S, W, N"),
                where=where,
                wind=repr(wind),
            )
        )
    east_index = _int(hand, "east_index", where)
    if not 0 <= east_index <= 3:
        raise BadFile(
            Message(
                gettext_noop(
                    "%(where)s.east_index: %(east_index)s is not a starting seat (0 to 3)"
                ),
                where=where,
                east_index=east_index,
            )
        )
    _int(hand, "hands_in_wind", where)
    deal = Deal(wind, east_index, hand["hands_in_wind"])
    seated = {w: starting[deal.player_at(w)] for w in SEATS}
    if hand.get("east") != seated["E"]:
        raise BadFile(
            Message(
                gettext_noop("%(where)s.east: %(east)s, but its deal seats %(dealer)s at East"),
                where=where,
                east=repr(hand.get("east")),
                dealer=seated["E"],
            )
        )
    for seat in SEATS:
        row_where, row = rows[seat]
        player = row.get("player")
        if _key(player) not in players:
            raise BadFile(
                Message(
                    gettext_noop("%(row_where)s.player: %(player)s is no player of this file"),
                    row_where=row_where,
                    player=repr(player),
                )
            )
        if player not in seated.values():
            raise BadFile(
                Message(
                    gettext_noop(
                        "%(row_where)s.player: %(player)s is not seated in the session of "
                        "%(where)s (its players are %(players)s)"
                    ),
                    row_where=row_where,
                    player=repr(player),
                    where=where,
                    players=", ".join(str(p) for p in starting.values()),
                )
            )
        if player != seated[seat]:
            raise BadFile(
                Message(
                    gettext_noop(
                        "%(row_where)s.player: %(player)s at %(seat)s, but the deal of %(where)s "
                        "seats %(seated)s there and %(ref)s at %(seat_of)s"
                    ),
                    row_where=row_where,
                    player=repr(player),
                    seat=seat,
                    where=where,
                    seated=seated[seat],
                    ref=player,
                    seat_of=deal.seat_of(_start_of(starting, player)),
                )
            )


def _start_of(starting: dict, player: Any) -> str:
    return next(seat for seat, p in starting.items() if p == player)


def _check_outcome(where: str, hand: dict) -> None:
    """The listing fields say what the hand's document and answer say."""
    document, output = hand["input"], hand["output"]
    winner = document.get("winner") or ""
    win = document.get("win") if isinstance(document.get("win"), dict) else {}
    expected = {
        "winner": winner,
        "drawn": not winner,
        "win_source": (win.get("source") or "") if winner else "",
        "east_keeps_deal": bool(output.get("east_keeps_deal", output.get("dealer_keeps", False))),
        "entry": document.get("entry", "tiles"),
    }
    for name, value in expected.items():
        if hand.get(name) != value:
            raise BadFile(
                Message(
                    gettext_noop("%(where)s.%(name)s: %(given)s, but the hand says %(value)s"),
                    where=where,
                    name=name,
                    given=repr(hand.get(name)),
                    value=repr(value),
                )
            )


def _check_deal(where: str, hand: dict, deal: Deal, session: Session, previous) -> None:
    """A live hand is dealt where the hands before it put the deal, as its document says."""
    expected = {
        "prevailing_wind": deal.prevailing_wind,
        "east_index": deal.east_index,
        "hands_in_wind": deal.hands_in_wind,
    }
    after = f"after hand {previous.number}" if previous is not None else "for the first hand"
    for name, value in expected.items():
        if hand.get(name) != value:
            raise BadFile(
                Message(
                    gettext_noop(
                        "%(where)s.%(name)s: %(given)s, but the rotation %(after)s makes it "
                        "%(value)s"
                    ),
                    where=where,
                    name=name,
                    given=repr(hand.get(name)),
                    after=after,
                    value=repr(value),
                )
            )
    document = hand["input"]
    if document.get("prevailing_wind") != deal.prevailing_wind:
        raise BadFile(
            Message(
                gettext_noop(
                    "%(where)s.input.prevailing_wind: %(prevailing_wind)s, but the hand is dealt "
                    "in the %(dealt)s wind"
                ),
                where=where,
                prevailing_wind=repr(document.get("prevailing_wind")),
                dealt=deal.prevailing_wind,
            )
        )
    if (document.get("options") or {}) != session.options:
        raise BadFile(
            Message(
                gettext_noop(
                    "%(where)s.input.options: %(options)s, but its session plays with "
                    "%(session_options)s"
                ),
                where=where,
                options=repr(document.get("options")),
                session_options=repr(session.options),
            )
        )
    for name, value in riichi.counters_after(session, previous).items():
        if document.get(name) != value:
            raise BadFile(
                Message(
                    gettext_noop(
                        "%(where)s.input.%(name)s: %(given)s, but the hand before leaves %(value)s"
                    ),
                    where=where,
                    name=name,
                    given=repr(document.get(name)),
                    value=value,
                )
            )


def _check_finished(where: str, row: dict, over: bool, count: int) -> None:
    finished = row.get("finished_at") is not None
    if row.get("end_reason") and not finished:
        raise BadFile(
            Message(
                gettext_noop("%(where)s.finished_at: empty, but the session was ended early"),
                where=where,
            )
        )
    if over and not finished:
        raise BadFile(
            Message(
                gettext_noop(
                    "%(where)s.finished_at: empty, but its %(count)s live hands finish the session "
                    "(length %(length)s, hand_limit %(hand_limit)s)"
                ),
                where=where,
                count=count,
                length=row.get("length"),
                hand_limit=repr(row.get("hand_limit")),
            )
        )
    if finished and not over and not row.get("end_reason") and row.get("kind") != "tournament":
        raise BadFile(
            Message(
                gettext_noop(
                    "%(where)s.finished_at: set, but after its %(count)s live hands the session "
                    "goes on and it was not ended early"
                ),
                where=where,
                count=count,
            )
        )


def _check_round_seatings(document: dict, sessions: dict) -> None:
    """A tournament table's game is a tournament session, and nobody sits at two tables of
    one round."""
    seated: dict[Any, dict[Any, str]] = {}
    for where, table in _rows(document, "tables").values():
        session = sessions.get(_key(table.get("session")))
        if session is None:
            raise BadFile(
                Message(
                    gettext_noop("%(where)s.session: %(session)s is no session of this file"),
                    where=where,
                    session=repr(table.get("session")),
                )
            )
        if session[1].get("kind") != Session.Kind.TOURNAMENT:
            raise BadFile(
                Message(
                    gettext_noop("%(where)s.session: %(game)s is not a tournament table's game"),
                    where=where,
                    game=session[0],
                )
            )
        in_round = seated.setdefault(_key(table.get("round")), {})
        for name in STARTING_SEATS.values():
            player = session[1].get(name)
            if player in in_round:
                raise BadFile(
                    Message(
                        gettext_noop(
                            "%(where)s.session: %(player)s sits at %(in_round)s too, in the same "
                            "round"
                        ),
                        where=where,
                        player=player,
                        in_round=in_round[player],
                    )
                )
            in_round[player] = where
