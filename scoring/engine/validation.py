"""Reading a classical table-hand document (shared/contract.md) into a checked TableHand.

Every error is a ContractError naming the field as a dotted path into the document
(`players.S.melds.2.tiles`, `win.completes`), so the API, the command and the forms can point
at it.
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

from .errors import ContractError
from .hands import Meld, PlayerHand, TableHand, Win, meld_problem
from .messages import Message
from .notation import parse_notation
from .tiles import (
    BONUS_TILES,
    KIND_CODES,
    KIND_INDEX,
    KINDS,
    PACKED_BY_CODE,
    PLAYING_TILES,
    SEATS,
    WIND_NAMES,
    Tile,
    more_than_four,
    tile,
)
from .vocabulary import CLASSICAL_PENALTY_TYPES
from .vocabulary import gettext_noop as _

SOURCES = ("wall", "discard", "loose_tile", "robbed_kong")
SELF_DRAWN = ("wall", "loose_tile")
_FROM_A_KONG = ("loose_tile", "robbed_kong")
# the true/false facts of a win: Win's fields after only_possible (parse_win passes them in
# this order): last_tile, after_wall_exhausted, original_call, heavenly, earthly,
# kong_on_loose_tile
WIN_FLAGS = Win._fields[5:]
# A classical document may name pao too: its ruleset then says it does not know it.
PENALTY_TYPES = (*CLASSICAL_PENALTY_TYPES, "pao")
WRONG_COUNT_PENALTIES = ("long_hand", "short_hand", "dirty_hand")


def wind_of(seat: str) -> Message:
    """A seat's wind as a message's parameter ("East", translated where it is shown)."""
    return Message(WIND_NAMES[seat])


def _list(value: Any, field: str, what: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        raise ContractError(Message(_("%(what)s must be a list"), what=what), field)
    return value


def _bool(value: Any, field: str, default: bool | None = False) -> bool | None:
    if value is None:
        return default
    if not isinstance(value, bool):
        raise ContractError(Message(_("must be true or false")), field)
    return value


def _seat(value: Any, field: str) -> str:
    if value not in SEATS:
        raise ContractError(
            Message(_("%(value)s is not a seat (E, S, W or N)"), value=repr(value)), field
        )
    return value


def _playing_tile(code: Any, field: str) -> Tile:
    t = tile(code, field)
    if t.is_bonus:
        raise ContractError(
            Message(_("the bonus tile %(tile)s belongs under bonus"), tile=t.code), field
        )
    return t


_MELDS: dict[tuple, Meld] = {}  # (codes, concealed, marked) -> a checked Meld, shared

# A NamedTuple's __new__ is a Python function; tuple.__new__ builds the same value in C, given
# every field in order (no defaults): a hand type that grows a field must be built here too.
_new = tuple.__new__
if (len(PlayerHand._fields), len(Win._fields), len(TableHand._fields)) != (4, 11, 9):
    raise ImportError("validation builds PlayerHand, Win and TableHand with all their fields")


def parse_meld(doc: Any, seat: str, i: int) -> Meld:
    """The checked meld of the document of `seat`'s meld `i`, shared by every equal document;
    the field is named only when the meld is new."""
    key = None
    if type(doc) is dict:
        codes = doc.get("tiles")
        concealed = doc.get("concealed", False)
        marked = doc.get("from_concealed_pung", False)
        # only plainly well-typed documents have a key (1 == True as a dict key); the codes
        # are not checked: only checked melds are stored, so a bad code finds nothing
        if type(codes) is list and type(concealed) is bool and type(marked) is bool:
            key = (tuple(codes), concealed, marked)
            try:
                return _MELDS[key]
            except KeyError:
                pass
            except TypeError:  # an unhashable code
                key = None
    meld = _parse_meld(doc, f"players.{seat}.melds.{i}")
    if key and len(_MELDS) < 50_000:
        _MELDS[key] = meld
    return meld


def _parse_meld(doc: Any, field: str) -> Meld:
    if not isinstance(doc, dict):
        raise ContractError(Message(_("a meld must be an object with tiles")), field)
    codes = doc.get("tiles")
    if not isinstance(codes, list):
        raise ContractError(
            Message(_("a meld's tiles must be a list of tile codes")), f"{field}.tiles"
        )
    tiles = tuple(tile(code, f"{field}.tiles.{i}") for i, code in enumerate(codes))
    problem = meld_problem(tiles)
    if problem:
        raise ContractError(problem, f"{field}.tiles")
    concealed = _bool(doc.get("concealed"), f"{field}.concealed")
    marked = _bool(doc.get("from_concealed_pung"), f"{field}.from_concealed_pung")
    meld = Meld(tiles, concealed, marked)
    if marked and (meld.kind != "kong" or concealed):
        raise ContractError(
            Message(
                _(
                    "from_concealed_pung marks an exposed kong (concealed: false) made from a "
                    "concealed pung and a claimed discard"
                )
            ),
            f"{field}.from_concealed_pung",
        )
    return meld


def parse_player(doc: Any, seat: str) -> tuple[PlayerHand, int | None, int]:
    """The hand of `seat`, its copies of each kind packed (tiles.PACKED_ONE; None when they
    must be counted one by one), and the tiles that count for rule C1: bonus tiles and the
    fourth tile of each kong left out. Field names are built only on the slow paths."""
    if not isinstance(doc, dict):
        raise ContractError(
            Message(_("a player must be an object (melds, concealed, bonus)")), f"players.{seat}"
        )
    if "notation" in doc:
        field = f"players.{seat}.notation"
        if any(doc.get(k) for k in ("melds", "concealed", "bonus")):
            raise ContractError(
                Message(_("give either notation or melds/concealed/bonus, not both")), field
            )
        doc = parse_notation(doc["notation"], field=field)
    docs = doc.get("melds")
    if type(docs) is not list:
        docs = _list(docs, f"players.{seat}.melds", "melds")
    melds = []
    packed = held = 0
    for i, m in enumerate(docs):
        meld = parse_meld(m, seat, i)
        melds.append(meld)
        packed += meld.packed
        held += meld.held
    codes = doc.get("concealed")
    concealed = () if codes == [] else _tiles_fast(codes, _PLAYING)
    if concealed is None:
        codes = _list(codes, f"players.{seat}.concealed", "concealed")
        concealed = tuple(
            _playing_tile(code, f"players.{seat}.concealed.{i}") for i, code in enumerate(codes)
        )
        codes = [t.code for t in concealed]  # (a code may have been given as a Tile)
    if concealed:
        packed += sum(map(PACKED_BY_CODE.__getitem__, codes))
        held += len(concealed)
    codes = doc.get("bonus")
    bonus = () if codes == [] else _tiles_fast(codes, _BONUS)
    if bonus is None:
        codes = _list(codes, f"players.{seat}.bonus", "bonus")
        bonus = []
        for i, code in enumerate(codes):
            t = tile(code, f"players.{seat}.bonus.{i}")
            if not t.is_bonus:
                raise ContractError(
                    Message(
                        _("%(tile)s is not a bonus tile (flowers F1-F4, seasons S1-S4)"),
                        tile=t.code,
                    ),
                    f"players.{seat}.bonus.{i}",
                )
            bonus.append(t)
        bonus = tuple(bonus)
    hand = _new(PlayerHand, (seat, tuple(melds), concealed, bonus))
    # packed only for a hand of up to 14 held tiles, so of at most 18 tiles (four kongs and
    # a pair) as tiles.PACKED_ONE allows, and with no bonus tile twice
    if held > 14 or bonus and _duplicate_bonus(bonus):
        return hand, None, held
    return hand, packed, held


_PLAYING = {t.code: t for t in PLAYING_TILES}
_BONUS = {t.code: t for t in BONUS_TILES}


def _tiles_fast(codes: Any, known: dict[str, Tile]) -> tuple[Tile, ...] | None:
    """The tiles when `codes` is a list of codes in `known`; None sends the caller to the slow
    path that names the bad field."""
    if type(codes) is not list:
        return None
    try:
        return tuple(map(known.__getitem__, codes))
    except (KeyError, TypeError):
        return None


def hand_tiles(hand: PlayerHand) -> list[Tile]:
    return [t for m in hand.melds for t in m.tiles] + list(hand.concealed) + list(hand.bonus)


def _table_counts(players: dict[str, PlayerHand]) -> list[int]:
    return [sum(column) for column in zip(*map(_counts, players.values()), strict=True)]


def _duplicate_bonus(bonus) -> bool:
    return len(bonus) > 1 and len({t.code for t in bonus}) < len(bonus)


def _counts(hand: PlayerHand) -> list[int]:
    counts = [0] * KINDS
    for m in hand.melds:
        for k in m.indexes:
            counts[k] += 1
    for t in hand.concealed:
        counts[KIND_INDEX[t.code]] += 1
    return counts


def _check_copies(counts: list[int], bonus: list[Tile], field: str, seat: str | None) -> None:
    """Raise on a fifth copy of a kind or a second copy of a bonus tile in `seat`'s hand (or
    at the table, seat None); else nothing."""
    if max(counts) > 4:
        k = max(range(34), key=counts.__getitem__)
        raise ContractError(_too_many(seat, counts[k], KIND_CODES[k], 4), field)
    codes = [t.code for t in bonus]
    for code in set(codes):
        if codes.count(code) > 1:
            raise ContractError(_too_many(seat, codes.count(code), code, 1), field)


def _too_many(seat: str | None, n: int, code: str, limit: int) -> Message:
    if seat is None:
        if limit == 1:
            said = _("the table holds %(n)s copies of %(tile)s; the set has only one copy")
        else:
            said = _("the table holds %(n)s copies of %(tile)s; the set has only four copies")
        return Message(said, n=n, tile=code)
    if limit == 1:
        said = _("%(wind)s's hand holds %(n)s copies of %(tile)s; the set has only one copy")
    else:
        said = _("%(wind)s's hand holds %(n)s copies of %(tile)s; the set has only four copies")
    return Message(said, wind=wind_of(seat), n=n, tile=code)


_NO_FLAGS = (None,) + (False,) * len(WIN_FLAGS)  # only_possible and WIN_FLAGS left out
_PLAIN_WIN = frozenset(("tile", "source", "discarder", "completes"))


def parse_win(doc: Any, winner: str, hand: PlayerHand) -> Win:
    if not isinstance(doc, dict):
        raise ContractError(
            Message(_("a hand with a winner needs win: an object with tile and source")), "win"
        )
    code = doc.get("tile")
    t = _PLAYING.get(code) if type(code) is str else None
    if t is None:
        t = _playing_tile(code, "win.tile")
    source, discarder = _source_and_discarder(doc, winner)
    completes = doc.get("completes")
    if completes is not None:
        _check_completed_meld(completes, t, hand)
    else:
        _check_winning_tile_held(t, source, hand)
    if doc.keys() <= _PLAIN_WIN:  # most wins: no only_possible and none of WIN_FLAGS
        return _new(Win, (t, source, discarder, completes, *_NO_FLAGS))
    only_possible = _bool(doc.get("only_possible"), "win.only_possible", None)
    flags = []  # positional: WIN_FLAGS are Win's fields in order
    for name in WIN_FLAGS:
        value = doc.get(name, False)
        flags.append(value if type(value) is bool else _bool(value, f"win.{name}"))
    win = Win(t, source, discarder, completes, only_possible, *flags)
    _check_limit_flags(win, winner)
    return win


def _check_completed_meld(completes, t, hand: PlayerHand) -> None:
    """win.completes names one of the winner's melds, holding the winning tile, not a kong."""
    if not isinstance(completes, int) or isinstance(completes, bool):
        raise ContractError(
            Message(_("win.completes must be the index of a meld")), "win.completes"
        )
    if not 0 <= completes < len(hand.melds):
        raise ContractError(
            Message(
                _("win.completes is %(completes)s but the winner has %(n)s melds"),
                completes=completes,
                n=len(hand.melds),
            ),
            "win.completes",
        )
    meld = hand.melds[completes]
    if KIND_INDEX[t.code] not in meld.indexes:  # (as `t in meld.tiles`, without Tile.__eq__)
        raise ContractError(
            Message(
                _("the winning tile %(tile)s is not in the meld it completes (%(meld)s)"),
                tile=t.code,
                meld=" ".join(x.code for x in meld.tiles),
            ),
            "win.completes",
        )
    if meld.kind == "kong":
        raise ContractError(
            Message(
                _(
                    "a winning tile cannot complete a kong (a kong is declared, then a "
                    "loose tile drawn)"
                )
            ),
            "win.completes",
        )


def _check_winning_tile_held(t, source: str, hand: PlayerHand) -> None:
    """Without win.completes, the winning tile is in the winner's hand, in a group it may
    complete: not only in a kong, and drawn only into a concealed group (rule 113)."""
    if t not in hand.concealed and not any(t in m.tiles for m in hand.melds):
        raise ContractError(
            Message(_("the winning tile %(tile)s is not in the winner's hand"), tile=t.code),
            "win.tile",
        )
    if t not in hand.concealed and not any(t in m.tiles for m in hand.melds if m.kind != "kong"):
        raise ContractError(
            Message(
                _(
                    "the winning tile %(tile)s is only in a kong, and a winning tile cannot "
                    "complete a kong"
                ),
                tile=t.code,
            ),
            "win.tile",
        )
    if (
        source in SELF_DRAWN
        and t not in hand.concealed
        and not any(t in m.tiles for m in hand.melds if m.kind != "kong" and m.concealed)
    ):
        raise ContractError(
            Message(
                _(
                    "the winning tile %(tile)s was drawn, and a self-drawn tile completes a "
                    "concealed group (rule 113), but it is only in melds declared exposed: mark "
                    "the set it completed concealed, or name it in win.completes"
                ),
                tile=t.code,
            ),
            "win.tile",
        )


def _check_limit_flags(win: Win, winner: str) -> None:
    """The flags of the limit hands that name how the hand was won (rule 122), at every depth:
    a Heavenly Hand is East's dealt hand, so no other player's tile completes it; an Earthly
    Hand is won on East's first discard; Twofold Fortune is a win on a loose tile."""
    if win.heavenly and winner != "E":
        raise ContractError(Message(_("only East can win with a Heavenly Hand")), "win.heavenly")
    if win.heavenly and win.source not in SELF_DRAWN:
        raise ContractError(
            Message(
                _(
                    "a Heavenly Hand is East's dealt hand, complete without another player's "
                    "tile: win.source is wall (or loose_tile), not %(source)s"
                ),
                source=win.source,
            ),
            "win.heavenly",
        )
    if win.earthly and (winner == "E" or win.source != "discard" or win.discarder != "E"):
        raise ContractError(
            Message(
                _(
                    "an Earthly Hand is won on East's first discard: win.source discard, "
                    "win.discarder E"
                )
            ),
            "win.earthly",
        )
    if win.kong_on_loose_tile and win.source != "loose_tile":
        raise ContractError(
            Message(_("Twofold Fortune is a win on a loose tile: win.source loose_tile")),
            "win.kong_on_loose_tile",
        )


def check_how_won(win: Win, players: dict[str, PlayerHand], winner: str) -> None:
    """What a win from the dead wall or from a kong needs on the table (tiles and sets
    depths): a loose tile is drawn after a kong (117h), Twofold Fortune after two kongs or a
    kong and a bonus tile (rule 122), and a robbed kong leaves its owner an exposed pung of
    the winning tile (94, 117k)."""
    hand = players[winner]
    kongs = sum(1 for m in hand.melds if m.kind == "kong")
    if win.source == "loose_tile" and not kongs:
        raise ContractError(
            Message(
                _(
                    "a win on the loose tile (117h) needs a kong in the winner's hand: the "
                    "loose tile is drawn after declaring one"
                )
            ),
            "win.source",
        )
    if win.kong_on_loose_tile and kongs + min(len(hand.bonus), 1) < 2:
        raise ContractError(
            Message(
                _(
                    "Twofold Fortune needs two kongs in the winner's hand, or a kong and a bonus "
                    "tile: the kong was completed by a loose tile, and the winning loose tile "
                    "drawn for it"
                )
            ),
            "win.kong_on_loose_tile",
        )
    if win.source == "robbed_kong":
        _check_robbed_pung(win, players, winner)


def _check_robbed_pung(win: Win, players: dict[str, PlayerHand], winner: str) -> None:
    # Rule 94: the tile was added to an exposed pung; robbed, it leaves that pung behind.
    robbed = [win.discarder] if win.discarder else [s for s in SEATS if s != winner]
    given = [seat for seat in robbed if seat in players]
    if len(given) < len(robbed):
        return  # a seat left out (only the winner's score wanted): nothing to check against
    holders = [
        seat
        for seat in given
        if any(
            m.kind == "pung" and not m.concealed and m.tiles[0] == win.tile
            for m in players[seat].melds
        )
    ]
    if not holders:
        who = wind_of(win.discarder) if win.discarder else Message(_("no other player"))
        raise ContractError(
            Message(
                _(
                    "the winning tile %(tile)s was robbed from a kong (94), but %(who)s holds "
                    "no exposed pung of it to have added it to (the robbed kong stays a pung)"
                ),
                tile=win.tile.code,
                who=who,
            ),
            "win.source",
        )


def _source_and_discarder(doc: dict, winner: str) -> tuple[str, str | None]:
    source = doc.get("source")
    if source not in SOURCES:
        raise ContractError(
            Message(_("win.source must be one of %(sources)s"), sources=", ".join(SOURCES)),
            "win.source",
        )
    discarder = doc.get("discarder")
    if discarder is not None:
        _seat(discarder, "win.discarder")
        if discarder == winner:
            raise ContractError(
                Message(_("the winner cannot have discarded the winning tile")), "win.discarder"
            )
    return source, discarder


def parse_penalties(value: Any) -> tuple[dict[str, Any], ...]:
    out = []
    for i, entry in enumerate(_list(value, "penalties", "penalties")):
        field = f"penalties.{i}"
        if not isinstance(entry, dict):
            raise ContractError(
                Message(_("a penalty must be an object with type and offender")), field
            )
        if entry.get("type") not in PENALTY_TYPES:
            raise ContractError(
                Message(_("penalty type must be one of %(types)s"), types=", ".join(PENALTY_TYPES)),
                f"{field}.type",
            )
        if "offender" in entry:
            _seat(entry["offender"], f"{field}.offender")
        out.append(entry)
    return tuple(out)


_DEFAULTS: dict[str, tuple] = {}  # ruleset id -> (ruleset, its resolved defaults)


def _options(ruleset, given: Any) -> dict[str, Any]:
    if given is None or given == {}:
        cached = _DEFAULTS.get(ruleset.id)
        if cached is None or cached[0] is not ruleset:
            cached = _DEFAULTS[ruleset.id] = (ruleset, ruleset.resolve_options({}))
        return dict(cached[1])
    return ruleset.resolve_options(given)


# every arrangement of one to four seats -> those seats in SEATS order
_SEAT_ORDER = {
    arrangement: tuple(seat for seat in SEATS if seat in arrangement)
    for n in range(1, 5)
    for arrangement in permutations(SEATS, n)
}


def parse_table(document: Any, ruleset) -> TableHand:
    """A checked TableHand from a classical document; ContractError for anything impossible."""
    if not isinstance(document, dict):
        raise ContractError(Message(_("the document must be a JSON object")), None)
    options = _options(ruleset, document.get("options"))
    wind = document.get("prevailing_wind", "E")
    if wind not in SEATS:
        _seat(wind, "prevailing_wind")
    penalties = document.get("penalties")
    penalties = parse_penalties(penalties) if penalties is not None else ()
    entry = ruleset.entry_of(document) if "entry" in document else "tiles"
    if entry == "scores":
        return parse_scores_table(document, ruleset, options, wind, penalties)
    players_doc = document.get("players")
    if entry == "sets" and _drawn_and_unsettled(document, options):
        players_doc = _every_seat(players_doc)
    if not isinstance(players_doc, dict) or not players_doc:
        raise ContractError(
            Message(_("players must be an object with at least one seat")), "players"
        )
    seats = _SEAT_ORDER.get(tuple(players_doc))
    if seats is None:  # a key that is no seat
        for seat in players_doc:
            _seat(seat, f"players.{seat}")  # (raises: distinct seats are all in _SEAT_ORDER)
    players: dict[str, PlayerHand] = {}
    tallies = []  # (seat, hand, packed copies, tiles held) for the checks below
    for seat in seats:
        hand, packed, held = parse_player(players_doc[seat], seat)
        players[seat] = hand
        tallies.append((seat, hand, packed, held))

    if "winner" not in document:
        raise ContractError(
            Message(_("winner is required: a seat, or null for a drawn hand")), "winner"
        )
    winner = document["winner"]
    if winner is not None and (winner not in SEATS or winner not in players):
        _seat(winner, "winner")
        raise ContractError(
            Message(_("the winner %(seat)s is not among the players"), seat=winner), "winner"
        )

    wrong_count = (
        {p.get("offender") for p in penalties if p["type"] in WRONG_COUNT_PENALTIES}
        if penalties
        else ()
    )
    if winner in wrong_count:
        raise ContractError(
            Message(_("a player with a long, short or dirty hand cannot go mah-jong (rule C1)")),
            "winner",
        )
    _check_tiles_held(tallies, winner, wrong_count, entry)
    if len(tallies) > 1:
        packs = [tally[2] for tally in tallies]
        table_bonus = [t for hand in players.values() for t in hand.bonus]
        if None in packs or more_than_four(sum(packs)) or _duplicate_bonus(table_bonus):
            _check_copies(_table_counts(players), table_bonus, "players", None)

    win = parse_win(document.get("win"), winner, players[winner]) if winner else None
    if win is not None and (win.source in _FROM_A_KONG or win.kong_on_loose_tile):
        check_how_won(win, players, winner)
    return _new(
        TableHand, (ruleset.id, options, wind, players, winner, win, penalties, entry, None)
    )


def _check_tiles_held(tallies, winner, wrong_count, entry: str) -> None:
    """Each hand's tiles: no tile more than four times, and 14 held by the winner, 13 by the
    others (at the sets depth a loser's at most 13); a hand a C1 penalty names is not
    counted."""
    for seat, hand, packed, held in tallies:
        if packed is None or more_than_four(packed):
            # (the 34 counts and the messages are built only then)
            _check_copies(_counts(hand), hand.bonus, f"players.{seat}", seat)
        expected = 14 if seat == winner else 13
        if seat in wrong_count:
            pass  # C1: the claimed penalty says the count is wrong
        elif entry == "sets" and seat != winner:
            # a loser gives only what scores for it; its loose tiles may be left out
            if held > expected:
                raise ContractError(
                    Message(
                        _(
                            "%(wind)s holds %(n)s tiles (a kong counts as three, bonus tiles "
                            "not at all); a non-winning hand holds at most %(expected)s"
                        ),
                        wind=wind_of(seat),
                        n=held,
                        expected=expected,
                    ),
                    f"players.{seat}",
                )
        elif held != expected:
            if seat == winner:
                said = _(
                    "%(wind)s holds %(n)s tiles (a kong counts as three, bonus tiles not at "
                    "all); a winning hand holds %(expected)s"
                )
            else:
                said = _(
                    "%(wind)s holds %(n)s tiles (a kong counts as three, bonus tiles not at "
                    "all); a non-winning hand holds %(expected)s"
                )
            raise ContractError(
                Message(said, wind=wind_of(seat), n=held, expected=expected),
                f"players.{seat}",
            )


def _drawn_and_unsettled(document: dict, options: dict[str, Any]) -> bool:
    """A drawn hand that pays nothing (drawn-hand settlement off): at the sets and scores
    depths its players need not be given."""
    return (
        "winner" in document
        and document["winner"] is None
        and not options.get("drawn_hand_settlement", False)
    )


def _every_seat(players_doc: Any) -> Any:
    """The players given, with an empty hand for each seat left out."""
    if players_doc is None:
        players_doc = {}
    if not isinstance(players_doc, dict):
        return players_doc  # (parse_table names the error)
    return {seat: players_doc.get(seat, {}) for seat in SEATS} | players_doc


# --- the scores depth: no tiles, each seat's value as the table worked it out ---------------


def parse_scores_table(document: dict, ruleset, options, wind, penalties) -> TableHand:
    """A TableHand of four empty hands and the entered scores (TableHand.entered)."""
    if "winner" not in document:
        raise ContractError(
            Message(_("winner is required: a seat, or null for a drawn hand")), "winner"
        )
    winner = document["winner"]
    if winner is not None:
        _seat(winner, "winner")
    players_doc = document.get("players")
    if players_doc is None and _drawn_and_unsettled(document, options):
        entered = dict.fromkeys(SEATS, 0)
    elif not isinstance(players_doc, dict):
        raise ContractError(
            Message(_('at the scores depth players is an object: each seat\'s {"score": N}')),
            "players",
        )
    else:
        for seat in players_doc:
            _seat(seat, f"players.{seat}")
        entered = {seat: _entered_score(players_doc.get(seat), seat, options) for seat in SEATS}
        if winner is not None:
            _check_winners_score(entered[winner], winner, ruleset, options)
    win = parse_scores_win(document.get("win"), winner) if winner else None
    players = {seat: PlayerHand(seat) for seat in SEATS}
    return TableHand(ruleset.id, options, wind, players, winner, win, penalties, "scores", entered)


def _entered_score(doc: Any, seat: str, options: dict[str, Any]) -> int:
    field = f"players.{seat}.score"
    who = wind_of(seat)
    if doc is None or isinstance(doc, dict) and "score" not in doc:
        raise ContractError(
            Message(
                _("%(wind)s's score is missing: at the scores depth every seat gives its score"),
                wind=who,
            ),
            field,
        )
    if not isinstance(doc, dict):
        raise ContractError(
            Message(_('at the scores depth a player is {"score": N}')), f"players.{seat}"
        )
    others = sorted(key for key in doc if key != "score")
    if others:
        raise ContractError(
            Message(
                _("at the scores depth a player gives only its score, not %(keys)s"),
                keys=", ".join(others),
            ),
            f"players.{seat}.{others[0]}",
        )
    score = doc["score"]
    if type(score) is not int:  # (not a bool, not 12.5, not "40")
        raise ContractError(
            Message(_("%(wind)s's score must be a whole number of points"), wind=who), field
        )
    if score < 0:
        raise ContractError(
            Message(_("%(wind)s's score cannot be negative (%(score)s)"), wind=who, score=score),
            field,
        )
    limit = options.get("limit")
    if limit is not None and score > limit and not options.get("open_roof", False):
        raise ContractError(
            Message(
                _(
                    "%(wind)s's score %(score)s is above the limit of %(limit)s (a hand is "
                    "capped at the limit)"
                ),
                wind=who,
                score=score,
                limit=limit,
            ),
            field,
        )
    return score


def _check_winners_score(score: int, winner: str, ruleset, options: dict[str, Any]) -> None:
    """Rule 115a: every mah-jong scores the points for going out (10; Harr's Mah-Jongg 10,
    the `mahjong_points` option of american1920), and doubles only multiply them."""
    mahjong = options.get("mahjong_points", ruleset.extra["values"].mahjong)
    limit = options.get("limit")
    least = mahjong if limit is None or options.get("open_roof") else min(mahjong, limit)
    if score < least:
        raise ContractError(
            Message(
                _(
                    "%(wind)s went mah-jong, which scores at least %(least)s (the %(mahjong)s "
                    "points for mah-jong, rule 115a), not %(score)s"
                ),
                wind=wind_of(winner),
                least=least,
                mahjong=mahjong,
                score=score,
            ),
            f"players.{winner}.score",
        )


def parse_scores_win(doc: Any, winner: str) -> Win:
    """How the hand was won, without the tiles: source and discarder; the winning tile and
    the flags are checked when given but not needed."""
    if not isinstance(doc, dict):
        raise ContractError(
            Message(
                _(
                    "a hand with a winner needs win: an object with source (and the discarder "
                    "of a discard)"
                )
            ),
            "win",
        )
    code = doc.get("tile")
    t = _playing_tile(code, "win.tile") if code is not None else None
    source, discarder = _source_and_discarder(doc, winner)
    flags = [_bool(doc.get(name), f"win.{name}") for name in WIN_FLAGS]
    win = Win(t, source, discarder, None, None, *flags)
    _check_limit_flags(win, winner)
    return win
