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

from scoring.engine import house_rules
from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError
from scoring.engine.messages import Message
from scoring.engine.rotation import Deal
from scoring.engine.rulesets import get_ruleset
from scoring.engine.tiles import SEATS
from scoring.models import Hand, Session

from . import engine_text, riichi
from .answers import hand_value

STARTING_SEATS = {"E": "east", "S": "south", "W": "west", "N": "north"}
TABLE = "table"  # where riichi sticks wait for a winner (engine/riichi/payments.py)


class BadFile(Exception):
    """The first thing in the file that cannot be true, with its row and field."""


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
            raise BadFile(f"{where}.document.{exc.field}: {exc}") from None


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
            raise BadFile(f'{where}: missing or repeated "ref"')
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
        raise BadFile(f"{where}.{name}: {value!r} is not a whole number")
    return value


def _seat_rows(document: dict, hands: dict) -> dict[Any, dict[str, tuple[str, dict]]]:
    """Each hand's seat rows by seat; a hand must have exactly one row for each wind."""
    rows_of: dict[Any, dict[str, tuple[str, dict]]] = {ref: {} for ref in hands}
    for index, row in enumerate(document.get("hand_players", []), start=1):
        where = f"hand_players[{index}] ({row.get('ref')})"
        if _key(row.get("hand")) not in hands:
            raise BadFile(f"{where}.hand: {row.get('hand')!r} is no hand of this file")
        seat = row.get("seat")
        if seat not in SEATS:
            raise BadFile(f"{where}.seat: {seat!r} is not one of E, S, W, N")
        if seat in rows_of[row["hand"]]:
            raise BadFile(f"{where}.seat: {hands[row['hand']][0]} has two rows for seat {seat!r}")
        rows_of[row["hand"]][seat] = (where, row)
    for ref, found in rows_of.items():
        missing = [seat for seat in SEATS if seat not in found]
        if missing:
            raise BadFile(f"{hands[ref][0]}: no seat row for {', '.join(missing)}")
    return rows_of


# Rulesets and their versions --------------------------------------------------------------


def _known_version(ruleset_id: Any, version: Any, where: str) -> int:
    """The ruleset's current version; BadFile for an unknown ruleset or a version it never had."""
    try:
        current = get_ruleset(ruleset_id).version
    except ContractError as exc:
        raise BadFile(f"{where}.ruleset: {exc.message}") from exc
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= current:
        raise BadFile(
            f"{where}.ruleset_version: {version!r} is no version of {ruleset_id} "
            f"(this ClubScore knows versions 1 to {current})"
        )
    return current


def _check_rulesets(document: dict, sessions: dict, warn) -> None:
    listed = document.get("rulesets")
    if not isinstance(listed, list) or not all(
        isinstance(r, dict) and isinstance(r.get("id"), str) and isinstance(r.get("version"), int)
        for r in listed
    ):
        raise BadFile('"rulesets" must be a list of {"id", "version"} objects')
    for where, row in sessions.values():
        _known_version(row.get("ruleset"), row.get("ruleset_version"), where)
    for where, row in _rows(document, "tournaments").values():
        _known_version(row.get("ruleset"), row.get("ruleset_version"), where)
    used = set()
    for where, row in _rows(document, "hands").values():
        session = sessions.get(_key(row.get("session")))
        if session is None:
            raise BadFile(f"{where}.session: {row.get('session')!r} is no session of this file")
        _known_version(session[1]["ruleset"], row.get("ruleset_version"), where)
        used.add((session[1]["ruleset"], row["ruleset_version"]))
    for index, entry in enumerate(listed, start=1):
        _known_version(entry["id"], entry["version"], f"rulesets[{index}]")
    used |= {(r["ruleset"], r["ruleset_version"]) for _, r in sessions.values()}
    used |= {
        (r["ruleset"], r["ruleset_version"]) for _, r in _rows(document, "tournaments").values()
    }
    if {(r["id"], r["version"]) for r in listed} != used:
        names = ", ".join(f"{i} version {v}" for i, v in sorted(used))
        raise BadFile(f'"rulesets": the file\'s sessions and hands were scored under {names}')
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
            raise BadFile(f"{where}: {name} is missing")
        if row[name] is None:
            raise BadFile(f"{where}.{name}: may not be null")
        if not isinstance(row[name], dict):
            raise BadFile(f"{where}.{name}: must be an object")
    document, output = row["input"], row["output"]
    payments = output.get("payments")
    if not isinstance(payments, dict) or not all(
        seat in SEATS and isinstance(v, int) and not isinstance(v, bool)
        for seat, v in payments.items()
    ):
        raise BadFile(f"{where}.output.payments: must map seats to whole numbers")
    # Riichi sticks can wait on the table for the next winner: what went there (or came from
    # there) is the only thing the four payments may not balance.
    tabled = _to_table(output.get("transfers"))
    if sum(payments.values()) != -tabled:
        on_table = f" with {tabled} put on the table" if tabled else ""
        raise BadFile(
            f"{where}.output.payments: they sum to {sum(payments.values())}, not "
            f"{-tabled}{on_table}: every point won is paid by someone"
        )
    ruleset_id = sessions[row["session"]][1]["ruleset"]
    if document.get("ruleset", ruleset_id) != ruleset_id:
        raise BadFile(
            f"{where}.input.ruleset: {document.get('ruleset')!r}, but its session plays "
            f"{ruleset_id}"
        )
    if row["ruleset_version"] != get_ruleset(ruleset_id).version:
        _check_settles(output, where)
        return output
    try:
        again = evaluate(document)
    except ContractError as exc:
        raise BadFile(
            f"{where}.input.{exc.field}: the stored document no longer scores: {exc.message}"
        ) from exc
    if again != output:
        differs = sorted(k for k in set(again) | set(output) if again.get(k) != output.get(k))
        raise BadFile(
            f"{where}.output: not what the engine gives for the stored document "
            f"({', '.join(differs)} differ{'s' if len(differs) == 1 else ''})"
        )
    return output


def _check_said(row: dict, where: str) -> None:
    """The messages a hand keeps (absent: made again on import) each write a sentence of its
    answer."""
    if "said" not in row:
        return
    said = row["said"]
    if not isinstance(said, dict):
        raise BadFile(f"{where}.said: must be an object of messages by sentence")
    written = engine_text.sentences(row["output"])
    for sentence, data in said.items():
        try:
            message = Message.from_json(data)
        except ValueError as exc:
            raise BadFile(f"{where}.said[{sentence!r}]: {exc}") from exc
        if message.english() != sentence or sentence not in written:
            raise BadFile(f"{where}.said[{sentence!r}]: not a sentence of the hand's answer")


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
        raise BadFile(f"{where}.output.transfers: must be a list of payments between seats")
    net = dict.fromkeys(SEATS, 0)
    for transfer in transfers:
        amount = transfer.get("amount") if isinstance(transfer, dict) else None
        if not isinstance(amount, int) or isinstance(amount, bool):
            raise BadFile(f"{where}.output.transfers: each needs a whole-number amount")
        if transfer.get("from") in net:
            net[transfer["from"]] -= amount
        if transfer.get("to") in net:
            net[transfer["to"]] += amount
    payments = output["payments"]
    for seat in SEATS:
        if payments.get(seat, 0) != net[seat]:
            raise BadFile(
                f"{where}.output.payments.{seat}: {payments.get(seat, 0)}, but the hand's "
                f"transfers give {seat} {net[seat]}"
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
                f"{where}.payment: {row.get('payment')!r}, but {hand_where} pays {seat} "
                f"{payment} when scored again"
            )
        score = hand_value(output, seat)
        if row.get("score") != score:
            raise BadFile(
                f"{where}.score: {row.get('score')!r}, but {hand_where} scores {seat} {score} "
                "when scored again"
            )


# A session and its hands, in order --------------------------------------------------------


def _check_session(where: str, row: dict, played: list, seat_rows: dict, players: set) -> None:
    length = row.get("length", Session.Length.FULL)
    if length not in Session.Length.values:
        raise BadFile(f"{where}.length: {length!r} is not one of {sorted(Session.Length.values)}")
    session = Session(
        ruleset=row["ruleset"],
        options=row.get("options") or {},
        length=length,
        hand_limit=_int(row, "hand_limit", where, null=True),
    )
    starting = {seat: row.get(name) for seat, name in STARTING_SEATS.items()}
    for seat, name in STARTING_SEATS.items():
        if _key(starting[seat]) not in players:
            raise BadFile(f"{where}.{name}: {starting[seat]!r} is no player of this file")
    if len(set(starting.values())) != 4:
        raise BadFile(f"{where}: four different players must start at East, South, West, North")
    live_count = sum(1 for _, hand in played if hand.get("deleted_at") is None)
    if length == Session.Length.HANDS and (session.hand_limit or 0) < live_count:
        raise BadFile(
            f"{where}.hand_limit: {session.hand_limit!r}, but the session has {live_count} "
            "live hands"
        )
    numbers = {}
    for hand_where, hand in played:
        number = _int(hand, "number", hand_where)
        if number < 1:
            raise BadFile(f"{hand_where}.number: hands are numbered from 1")
        live = hand.get("deleted_at") is None
        if live and numbers.get(number, (None, False))[1]:
            raise BadFile(f"{hand_where}.number: {where} has two live hands numbered {number}")
        if live or number not in numbers:
            numbers[number] = (hand_where, live)
    for number in range(1, max(numbers, default=0) + 1):
        if number not in numbers:
            raise BadFile(
                f"{where}: no hand {number}, live or deleted, between hands {number - 1} "
                f"and {min(n for n in numbers if n > number)}"
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
                f"{hand_where}.number: the session is over before hand {hand['number']} "
                f"(length {length}, hand_limit {row.get('hand_limit')!r}, {count} hands before it)"
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
        raise BadFile(f"{where}.prevailing_wind: {wind!r} is not one of E, S, W, N")
    east_index = _int(hand, "east_index", where)
    if not 0 <= east_index <= 3:
        raise BadFile(f"{where}.east_index: {east_index} is not a starting seat (0 to 3)")
    _int(hand, "hands_in_wind", where)
    deal = Deal(wind, east_index, hand["hands_in_wind"])
    seated = {w: starting[deal.player_at(w)] for w in SEATS}
    if hand.get("east") != seated["E"]:
        raise BadFile(
            f"{where}.east: {hand.get('east')!r}, but its deal seats {seated['E']} at East"
        )
    for seat in SEATS:
        row_where, row = rows[seat]
        player = row.get("player")
        if _key(player) not in players:
            raise BadFile(f"{row_where}.player: {player!r} is no player of this file")
        if player not in seated.values():
            raise BadFile(
                f"{row_where}.player: {player!r} is not seated in the session of {where} "
                f"(its players are {', '.join(str(p) for p in starting.values())})"
            )
        if player != seated[seat]:
            raise BadFile(
                f"{row_where}.player: {player!r} at {seat}, but the deal of {where} seats "
                f"{seated[seat]} there and {player} at {deal.seat_of(_start_of(starting, player))}"
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
            raise BadFile(f"{where}.{name}: {hand.get(name)!r}, but the hand says {value!r}")


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
                f"{where}.{name}: {hand.get(name)!r}, but the rotation {after} makes it {value!r}"
            )
    document = hand["input"]
    if document.get("prevailing_wind") != deal.prevailing_wind:
        raise BadFile(
            f"{where}.input.prevailing_wind: {document.get('prevailing_wind')!r}, but the "
            f"hand is dealt in the {deal.prevailing_wind} wind"
        )
    if (document.get("options") or {}) != session.options:
        raise BadFile(
            f"{where}.input.options: {document.get('options')!r}, but its session plays with "
            f"{session.options!r}"
        )
    for name, value in riichi.counters_after(session, previous).items():
        if document.get(name) != value:
            raise BadFile(
                f"{where}.input.{name}: {document.get(name)!r}, but the hand before leaves {value}"
            )


def _check_finished(where: str, row: dict, over: bool, count: int) -> None:
    finished = row.get("finished_at") is not None
    if row.get("end_reason") and not finished:
        raise BadFile(f"{where}.finished_at: empty, but the session was ended early")
    if over and not finished:
        raise BadFile(
            f"{where}.finished_at: empty, but its {count} live hands finish the session "
            f"(length {row.get('length')}, hand_limit {row.get('hand_limit')!r})"
        )
    if finished and not over and not row.get("end_reason") and row.get("kind") != "tournament":
        raise BadFile(
            f"{where}.finished_at: set, but after its {count} live hands the session goes on "
            "and it was not ended early"
        )


def _check_round_seatings(document: dict, sessions: dict) -> None:
    """A tournament table's game is a tournament session, and nobody sits at two tables of
    one round."""
    seated: dict[Any, dict[Any, str]] = {}
    for where, table in _rows(document, "tables").values():
        session = sessions.get(_key(table.get("session")))
        if session is None:
            raise BadFile(f"{where}.session: {table.get('session')!r} is no session of this file")
        if session[1].get("kind") != Session.Kind.TOURNAMENT:
            raise BadFile(f"{where}.session: {session[0]} is not a tournament table's game")
        in_round = seated.setdefault(_key(table.get("round")), {})
        for name in STARTING_SEATS.values():
            player = session[1].get(name)
            if player in in_round:
                raise BadFile(
                    f"{where}.session: {player} sits at {in_round[player]} too, in the same round"
                )
            in_round[player] = where
