"""The riichi document of shared/contract.md ("Riichi hands"), read and checked.

Seats are table positions (`E`, `S`, `W`, `N`); `dealer` says which of them deals this hand,
and a seat's wind counts from the dealer (the dealer is East, the next seat in turn South...).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .. import vocabulary
from ..errors import ContractError
from ..messages import Message
from ..tiles import SEATS, TILES
from ..vocabulary import gettext_noop as _
from .tiles import RED_FIVES, check_code, kind, parse_tiles

CALL_KINDS = ("chi", "pon", "kan", "ankan", "shouminkan")
WIN_FLAGS = (
    "ippatsu",
    "rinshan",
    "chankan",
    "haitei",
    "houtei",
    "double_riichi",
    "tenhou",
    "chiihou",
    "renhou",
)
PENALTY_TYPES = vocabulary.PENALTY_TYPES["riichi"]


@dataclass(frozen=True)
class Call:
    kind: str
    tiles: tuple[str, ...]
    source: str | None  # the seat the called tile came from; None for ankan

    @property
    def is_kan(self) -> bool:
        return self.kind in ("kan", "ankan", "shouminkan")

    @property
    def is_set(self) -> bool:
        """pon or kan of any kind (the seed's "pon/kan")."""
        return self.kind != "chi"

    @property
    def tile_kinds(self) -> set[str]:
        return {kind(t) for t in self.tiles}


@dataclass
class Player:
    seat: str
    closed: list[str] = field(default_factory=list)
    calls: list[Call] = field(default_factory=list)
    riichi: bool = False
    tenpai: bool | None = None


@dataclass
class Win:
    tile: str
    source: str  # tsumo or ron
    discarder: str | None
    flags: dict[str, bool]
    dora_indicators: list[str]
    ura_dora_indicators: list[str]


@dataclass
class RiichiHand:
    options: dict[str, Any]
    round_wind: str
    dealer: str
    honba: int
    riichi_sticks: int
    players: dict[str, Player]
    winner: str | None
    win: Win | None
    penalties: list[dict[str, Any]]

    def seat_wind(self, seat: str) -> str:
        return SEATS[(SEATS.index(seat) - SEATS.index(self.dealer)) % 4]

    def visible_elsewhere(self, tile_kind: str, except_call: Call | None = None) -> int:
        """Copies of a tile kind visible in the recorded calls. Seed 004 (R7, R9) names the
        discards and the called tiles as where a copy is visible; the discards are not
        recorded, and a dora indicator is neither, so it does not count."""
        seen = 0
        for player in self.players.values():
            for call in player.calls:
                if call is not except_call:
                    seen += sum(1 for t in call.tiles if kind(t) == tile_kind)
        return seen


def _seat(value: Any, field_name: str, *, allow_none: bool = False) -> str | None:
    if value is None and allow_none:
        return None
    if value not in SEATS:
        raise ContractError(
            Message(_("expected a seat E, S, W or N, got %(value)s"), value=repr(value)), field_name
        )
    return value


def _count(value: Any, field_name: str) -> int:
    if value is None:
        return 0
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ContractError(Message(_("expected a whole number of 0 or more")), field_name)
    return value


def _flag(value: Any, field_name: str) -> bool:
    if value is None:
        return False
    if not isinstance(value, bool):
        raise ContractError(Message(_("expected true or false")), field_name)
    return value


def _call(raw: Any, seat: str, field_name: str) -> Call:
    if not isinstance(raw, dict):
        raise ContractError(
            Message(_("a call must be an object with kind, tiles and from")), field_name
        )
    call_kind = raw.get("kind")
    if call_kind not in CALL_KINDS:
        raise ContractError(
            Message(
                _("unknown call kind %(kind)s (expected %(kinds)s)"),
                kind=repr(call_kind),
                kinds=", ".join(CALL_KINDS),
            ),
            f"{field_name}.kind",
        )
    tiles = parse_tiles(raw.get("tiles"), f"{field_name}.tiles")
    kinds = [kind(t) for t in tiles]
    want = 3 if call_kind in ("chi", "pon") else 4
    if len(tiles) != want:
        raise ContractError(
            Message(
                _("a %(kind)s has %(want)s tiles, not %(n)s"),
                kind=call_kind,
                want=want,
                n=len(tiles),
            ),
            f"{field_name}.tiles",
        )
    if call_kind == "chi":
        objs = [TILES[k] for k in kinds]
        numbers = sorted(t.number or 0 for t in objs)
        if not (
            all(t.is_suited for t in objs)
            and len({t.suit for t in objs}) == 1
            and numbers == list(range(numbers[0], numbers[0] + 3))
        ):
            raise ContractError(
                Message(_("a chi is three consecutive tiles of one suit")), f"{field_name}.tiles"
            )
    elif len(set(kinds)) != 1:
        raise ContractError(
            Message(_("a %(kind)s is made of identical tiles"), kind=call_kind),
            f"{field_name}.tiles",
        )
    source = raw.get("from")
    if call_kind == "ankan":
        if source is not None:
            raise ContractError(
                Message(_("a closed kan (ankan) is not called from anyone")), f"{field_name}.from"
            )
    else:
        _seat(source, f"{field_name}.from")
        if source == seat:
            raise ContractError(
                Message(_("a player cannot call their own discard")), f"{field_name}.from"
            )
        # Play runs E -> S -> W -> N: a chi takes the discard of the player just before.
        if call_kind == "chi" and source != SEATS[(SEATS.index(seat) - 1) % 4]:
            raise ContractError(
                Message(
                    _(
                        "a chi can only be called from the player on the left (who discarded just before)"
                    )
                ),
                f"{field_name}.from",
            )
    unknown = set(raw) - {"kind", "tiles", "from"}
    if unknown:
        raise ContractError(
            Message(_("unknown call field %(name)s"), name=repr(sorted(unknown)[0])), field_name
        )
    return Call(call_kind, tuple(tiles), source)


def _player(raw: Any, seat: str) -> Player:
    base = f"players.{seat}"
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise ContractError(Message(_("a player must be an object")), base)
    unknown = set(raw) - {"closed", "calls", "riichi", "tenpai"}
    if unknown:
        raise ContractError(
            Message(_("unknown player field %(name)s"), name=repr(sorted(unknown)[0])),
            f"{base}.{sorted(unknown)[0]}",
        )
    calls_raw = raw.get("calls") or []
    if not isinstance(calls_raw, list):
        raise ContractError(Message(_("calls must be a list")), f"{base}.calls")
    if len(calls_raw) > 4:
        raise ContractError(Message(_("a hand has at most four calls")), f"{base}.calls")
    tenpai = raw.get("tenpai")
    return Player(
        seat=seat,
        closed=parse_tiles(raw.get("closed"), f"{base}.closed"),
        calls=[_call(c, seat, f"{base}.calls.{i}") for i, c in enumerate(calls_raw)],
        riichi=_flag(raw.get("riichi"), f"{base}.riichi"),
        tenpai=None if tenpai is None else _flag(tenpai, f"{base}.tenpai"),
    )


def _win(raw: Any, winner: str) -> Win:
    if not isinstance(raw, dict):
        raise ContractError(Message(_("a winner needs a win object (tile, source)")), "win")
    tile = check_code(raw.get("tile"), "win.tile")
    source = raw.get("source")
    if source not in ("tsumo", "ron"):
        raise ContractError(Message(_("win.source is tsumo or ron")), "win.source")
    discarder = raw.get("discarder")
    if source == "ron":
        _seat(discarder, "win.discarder")
        if discarder == winner:
            raise ContractError(
                Message(_("a player cannot win on their own discard")), "win.discarder"
            )
    elif discarder is not None:
        raise ContractError(Message(_("a tsumo has no discarder")), "win.discarder")
    known = {"tile", "source", "discarder", "dora_indicators", "ura_dora_indicators", *WIN_FLAGS}
    unknown = set(raw) - known
    if unknown:
        name = sorted(unknown)[0]
        raise ContractError(
            Message(_("unknown win field %(name)s"), name=repr(name)), f"win.{name}"
        )
    dora = parse_tiles(raw.get("dora_indicators"), "win.dora_indicators")
    ura = parse_tiles(raw.get("ura_dora_indicators"), "win.ura_dora_indicators")
    if len(dora) > 5:
        raise ContractError(
            Message(_("at most five dora indicators (one plus one per kan)")),
            "win.dora_indicators",
        )
    if len(ura) > len(dora):
        raise ContractError(
            Message(_("one ura-dora indicator lies under each dora indicator, no more")),
            "win.ura_dora_indicators",
        )
    return Win(
        tile=tile,
        source=source,
        discarder=discarder,
        flags={f: _flag(raw.get(f), f"win.{f}") for f in WIN_FLAGS},
        dora_indicators=dora,
        ura_dora_indicators=ura,
    )


def _check_copies(hand: RiichiHand) -> None:
    counts: Counter[str] = Counter()
    reds: Counter[str] = Counter()
    where: dict[str, str] = {}

    def add(codes, field_name):
        for code in codes:
            counts[kind(code)] += 1
            if code in RED_FIVES:
                reds[code] += 1
            where.setdefault(kind(code), field_name)
            if counts[kind(code)] > 4:
                raise ContractError(
                    Message(_("more than four copies of %(tile)s"), tile=kind(code)), field_name
                )
            if reds[code] > 1:
                raise ContractError(
                    Message(_("there is only one red five %(tile)s"), tile=code), field_name
                )

    for seat, player in hand.players.items():
        add(player.closed, f"players.{seat}.closed")
        for i, call in enumerate(player.calls):
            add(call.tiles, f"players.{seat}.calls.{i}.tiles")
    if hand.win:
        winner = hand.players[hand.winner]
        if hand.win.tile not in winner.closed or len(winner.closed) % 3 != 2:
            add([hand.win.tile], "win.tile")
        add(hand.win.dora_indicators, "win.dora_indicators")
        add(hand.win.ura_dora_indicators, "win.ura_dora_indicators")
    # A set with red fives has one red and three plain fives in every suit.
    for red, plain in RED_FIVES.items():
        if any(reds.values()) and counts[plain] - reds[red] > 3:
            raise ContractError(
                Message(
                    _("with red fives in play there are only three plain %(tile)s"), tile=plain
                ),
                where[plain],
            )


def read(document: dict[str, Any], options: dict[str, Any]) -> RiichiHand:
    known = {
        "ruleset",
        "options",
        "round_wind",
        "prevailing_wind",
        "dealer",
        "honba",
        "riichi_sticks",
        "players",
        "winner",
        "win",
        "penalties",
    }
    unknown = set(document) - known
    if unknown:
        name = sorted(unknown)[0]
        raise ContractError(
            Message(_("unknown field %(name)s for a riichi hand"), name=repr(name)), name
        )
    players_raw = document.get("players")
    if players_raw is None:
        players_raw = {}
    if not isinstance(players_raw, dict):
        raise ContractError(Message(_("players must be an object keyed by seat")), "players")
    for seat in players_raw:
        _seat(seat, f"players.{seat}")
    players = {seat: _player(players_raw.get(seat), seat) for seat in SEATS}
    winner = _seat(document.get("winner"), "winner", allow_none=True)
    penalties = document.get("penalties") or []
    if not isinstance(penalties, list) or not all(isinstance(p, dict) for p in penalties):
        raise ContractError(Message(_("penalties must be a list of objects")), "penalties")
    for i, penalty in enumerate(penalties):
        if penalty.get("type") not in PENALTY_TYPES:
            raise ContractError(
                Message(
                    _("unknown penalty type %(type)s for riichi (pao or chombo)"),
                    type=repr(penalty.get("type")),
                ),
                f"penalties.{i}.type",
            )
        if penalty["type"] == "pao" and winner is None:
            raise ContractError(
                Message(_("pao is paid on a won hand: the winner is missing")), f"penalties.{i}"
            )
    hand = RiichiHand(
        options=options,
        round_wind=_round_wind(document),
        dealer=_seat(document.get("dealer", "E"), "dealer"),
        honba=_count(document.get("honba"), "honba"),
        riichi_sticks=_count(document.get("riichi_sticks"), "riichi_sticks"),
        players=players,
        winner=winner,
        win=_win(document.get("win"), winner) if winner else None,
        penalties=penalties,
    )
    if winner is None and document.get("win") is not None:
        raise ContractError(Message(_("an exhaustive draw (winner null) has no win")), "win")
    _check_winner_tiles(hand)
    _check_copies(hand)
    return hand


def _round_wind(document: dict[str, Any]) -> str:
    # `prevailing_wind` (the classical documents' name) is accepted for the same thing.
    both = "round_wind" in document and "prevailing_wind" in document
    if both and document["round_wind"] != document["prevailing_wind"]:
        raise ContractError(
            Message(_("round_wind and prevailing_wind disagree")), "prevailing_wind"
        )
    if "round_wind" in document:
        return _seat(document["round_wind"], "round_wind")
    return _seat(document.get("prevailing_wind", "E"), "prevailing_wind")


def _check_winner_tiles(hand: RiichiHand) -> None:
    if hand.winner is None:
        return
    player = hand.players[hand.winner]
    expected = 13 - 3 * len(player.calls)
    field_name = f"players.{hand.winner}.closed"
    if len(player.closed) == expected + 1:
        if hand.win.tile not in player.closed:
            raise ContractError(
                Message(
                    _("%(n)s closed tiles include a winning tile, but not %(tile)s"),
                    n=len(player.closed),
                    tile=hand.win.tile,
                ),
                field_name,
            )
    elif len(player.closed) != expected:
        raise ContractError(
            Message(
                _(
                    "with %(calls)s call(s) the winner holds %(expected)s closed tiles before the "
                    "winning tile (or %(with_it)s with it), not %(n)s"
                ),
                calls=len(player.calls),
                expected=expected,
                with_it=expected + 1,
                n=len(player.closed),
            ),
            field_name,
        )
    if hand.win.source == "ron" and hand.win.discarder is None:
        raise ContractError(Message(_("a ron needs the discarder")), "win.discarder")
    if player.riichi and any(c.kind != "ankan" for c in player.calls):
        raise ContractError(
            Message(_("riichi needs a closed hand (only closed kans)")),
            f"players.{hand.winner}.riichi",
        )
    if hand.win.ura_dora_indicators and not player.riichi:
        raise ContractError(
            Message(_("ura-dora count only for a winner in riichi")), "win.ura_dora_indicators"
        )
    if hand.win.flags["ippatsu"] and not player.riichi:
        raise ContractError(Message(_("ippatsu needs riichi")), "win.ippatsu")
    if hand.win.flags["double_riichi"] and not player.riichi:
        raise ContractError(
            Message(_("double riichi is a riichi: set players.<seat>.riichi")),
            "win.double_riichi",
        )


def calls_from_text(text: str, field_name: str) -> list[dict[str, Any]]:
    """Calls typed by a scorer, one per line or `;`: `pon Rd W`, `chi 345m E`, `ankan 5p`,
    `kan 7s N`. A single tile for a pon or kan stands for the whole set. The result is the
    document's `calls` list; `read` checks it."""
    calls = []
    lines = [line.strip() for line in re.split(r"[;\n]", text or "") if line.strip()]
    for i, line in enumerate(lines):
        words = line.split()
        where = f"{field_name}.{i}"
        if len(words) < 2 or words[0].lower() not in CALL_KINDS:
            raise ContractError(
                Message(
                    _("write a call as kind, tiles and seat, e.g. 'pon Rd W' (not %(line)s)"),
                    line=repr(line),
                ),
                where,
            )
        call_kind = words[0].lower()
        source = None
        if words[-1].upper() in SEATS and len(words) > 2:
            source = words.pop().upper()
        tiles = parse_tiles(" ".join(words[1:]), where)
        want = 3 if call_kind in ("chi", "pon") else 4
        if len(tiles) == 1 and call_kind != "chi":
            tiles = tiles * want
        call: dict[str, Any] = {"kind": call_kind, "tiles": tiles}
        if source:
            call["from"] = source
        calls.append(call)
    return calls
