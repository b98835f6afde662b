"""The MCR document of docs/mcr.md, read and checked.

Seats are seat winds (`E` is the dealer of this hand); `prevailing_wind` is the round's wind.
Tiles are the contract's codes (docs/notation.md), melds the classical `{"tiles",
"concealed"}` objects with `from`, the seat that offered a claimed tile.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .. import vocabulary
from ..errors import ContractError
from ..messages import Message
from ..notation import parse_notation
from ..tiles import SEATS, TILES
from ..vocabulary import gettext_noop as _

ENTRIES = ("tiles", "fans", "scores")
SOURCES = ("wall", "discard", "loose_tile", "robbed_kong")
SELF_DRAWN = ("wall", "loose_tile")
WIN_FLAGS = ("fourth_tile", "last_tile")
PENALTY_TYPES = vocabulary.PENALTY_TYPES["mcr"]
PLAYER_FIELDS = {
    "tiles": {"melds", "concealed", "bonus", "notation"},
    "fans": {"fans", "melds", "concealed", "bonus", "notation"},
    "scores": {"fans", "score"},
}


@dataclass(frozen=True)
class Meld:
    tiles: tuple[str, ...]
    concealed: bool
    source: str | None  # the seat that offered the claimed tile

    @property
    def kind(self) -> str:
        if len(self.tiles) == 4:
            return "kong"
        if len(self.tiles) == 2:
            return "pair"
        return "pung" if self.tiles[0] == self.tiles[1] else "chow"


@dataclass
class Player:
    seat: str
    melds: list[Meld] = field(default_factory=list)
    concealed: list[str] = field(default_factory=list)
    bonus: list[str] = field(default_factory=list)
    fans: list[int] | None = None  # the `fans` depth: the fans the table listed
    score: int | None = None  # the `scores` depth: the hand's fan total
    given: bool = False  # any tiles given

    @property
    def tile_count(self) -> int:
        """Tiles held, a kong counting as three (13 waiting, 14 with the winning tile)."""
        return len(self.concealed) + sum(min(len(m.tiles), 3) for m in self.melds)


@dataclass
class Win:
    tile: str | None
    source: str
    discarder: str | None
    fourth_tile: bool
    last_tile: bool

    @property
    def self_drawn(self) -> bool:
        return self.source in SELF_DRAWN


@dataclass
class McrHand:
    entry: str
    options: dict[str, Any]
    prevailing_wind: str
    players: dict[str, Player]
    winner: str | None
    win: Win | None
    penalties: list[dict[str, Any]]


def _seat(value: Any, field_name: str) -> str:
    if value not in SEATS:
        raise ContractError(
            Message(_("expected a seat E, S, W or N, got %(value)s"), value=repr(value)), field_name
        )
    return value


def _flag(value: Any, field_name: str) -> bool:
    if value is None:
        return False
    if not isinstance(value, bool):
        raise ContractError(Message(_("expected true or false")), field_name)
    return value


def _code(value: Any, field_name: str, *, bonus: bool = False) -> str:
    found = TILES.get(value) if isinstance(value, str) else None
    if found is None:
        raise ContractError(
            Message(
                _("unknown tile %(code)s (expected a code such as 5b, Ew, Rd, F1)"),
                code=repr(value),
            ),
            field_name,
        )
    if found.is_bonus != bonus:
        if bonus:
            raise ContractError(
                Message(_("%(tile)s is no flower or season (F1-F4, S1-S4)"), tile=value), field_name
            )
        raise ContractError(
            Message(_("a flower or season (%(tile)s) belongs under bonus"), tile=value), field_name
        )
    return value


def _codes(value: Any, field_name: str, *, bonus: bool = False) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise ContractError(Message(_("expected a list of tile codes")), field_name)
    return [_code(v, f"{field_name}.{i}", bonus=bonus) for i, v in enumerate(value)]


def _meld(raw: Any, seat: str, field_name: str) -> Meld:
    if not isinstance(raw, dict):
        raise ContractError(
            Message(_("a meld is an object with tiles, concealed and from")), field_name
        )
    unknown = set(raw) - {"tiles", "concealed", "from", "from_concealed_pung"}
    if unknown:
        name = sorted(unknown)[0]
        raise ContractError(
            Message(_("unknown meld field %(name)s"), name=repr(name)), f"{field_name}.{name}"
        )
    tiles = _codes(raw.get("tiles"), f"{field_name}.tiles")
    concealed = _flag(raw.get("concealed"), f"{field_name}.concealed")
    meld = Meld(tuple(tiles), concealed, None)
    problem = _shape_problem(tiles, concealed)
    if problem:
        raise ContractError(problem, f"{field_name}.tiles")
    source = raw.get("from")
    if source is not None:
        if concealed:
            raise ContractError(
                Message(_("a concealed meld offers no claimed tile: leave out from")),
                f"{field_name}.from",
            )
        _seat(source, f"{field_name}.from")
        if source == seat:
            raise ContractError(
                Message(_("a player does not claim their own discard")), f"{field_name}.from"
            )
        if meld.kind == "chow" and source != _left_of(seat):
            raise ContractError(
                Message(
                    _("a chow is claimed only from the player before: %(seat)s"),
                    seat=_left_of(seat),
                ),
                f"{field_name}.from",
            )
    return Meld(tuple(tiles), concealed, source)


def _left_of(seat: str) -> str:
    return SEATS[(SEATS.index(seat) - 1) % 4]


def _shape_problem(tiles: list[str], concealed: bool) -> Message | None:
    n = len(tiles)
    if n == 2 and concealed and tiles[0] == tiles[1]:
        return None
    if n == 4 and len(set(tiles)) == 1:
        return None
    if n == 3:
        if len(set(tiles)) == 1:
            return None
        objs = sorted((TILES[t] for t in tiles), key=lambda t: t.number or 0)
        one_suit = all(t.is_suited for t in objs) and len({t.suit for t in objs}) == 1
        if one_suit and [t.number for t in objs] == list(range(objs[0].number, objs[0].number + 3)):
            return None
    codes = " ".join(tiles)
    if n == 2:
        return Message(_("a pair is two identical concealed tiles, not %(tiles)s"), tiles=codes)
    return Message(_("a meld is a chow, a pung or a kong, not %(tiles)s"), tiles=codes)


def _fans(value: Any, field_name: str) -> list[int]:
    if not isinstance(value, list) or not value:
        raise ContractError(
            Message(_("fans is a list of fan numbers 1-81, a fan once each time it counts")),
            field_name,
        )
    for i, number in enumerate(value):
        if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= 81:
            raise ContractError(
                Message(_("unknown fan %(fan)s (fans are numbered 1 to 81)"), fan=repr(number)),
                f"{field_name}.{i}",
            )
    return list(value)


def _score(value: Any, field_name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ContractError(Message(_("score is the hand's fan total, a whole number")), field_name)
    return value


def _player(raw: Any, seat: str, entry: str) -> Player:
    field_name = f"players.{seat}"
    if not isinstance(raw, dict):
        raise ContractError(Message(_("a player is an object")), field_name)
    unknown = set(raw) - PLAYER_FIELDS[entry]
    if unknown:
        name = sorted(unknown)[0]
        raise ContractError(
            Message(
                _("unknown field %(name)s for a player at the %(entry)s depth"),
                name=repr(name),
                entry=entry,
            ),
            f"{field_name}.{name}",
        )
    if "notation" in raw:
        if set(raw) & {"melds", "concealed", "bonus"}:
            raise ContractError(
                Message(_("give notation or melds/concealed/bonus, not both")),
                f"{field_name}.notation",
            )
        raw = {
            **parse_notation(raw["notation"], f"{field_name}.notation"),
            **{k: v for k, v in raw.items() if k != "notation"},
        }
    melds_raw = [] if raw.get("melds") is None else raw["melds"]
    if not isinstance(melds_raw, list):
        raise ContractError(Message(_("melds is a list")), f"{field_name}.melds")
    player = Player(
        seat,
        melds=[_meld(m, seat, f"{field_name}.melds.{i}") for i, m in enumerate(melds_raw)],
        concealed=_codes(raw.get("concealed"), f"{field_name}.concealed"),
        bonus=_codes(raw.get("bonus"), f"{field_name}.bonus", bonus=True),
    )
    player.given = bool(player.melds or player.concealed)
    if "fans" in raw:
        player.fans = _fans(raw["fans"], f"{field_name}.fans")
    if "score" in raw:
        player.score = _score(raw["score"], f"{field_name}.score")
    return player


def _win(raw: Any, winner: str) -> Win:
    if not isinstance(raw, dict):
        raise ContractError(Message(_("win is an object with tile and source")), "win")
    unknown = set(raw) - {"tile", "source", "discarder", *WIN_FLAGS}
    if unknown:
        name = sorted(unknown)[0]
        raise ContractError(
            Message(_("unknown win field %(name)s"), name=repr(name)), f"win.{name}"
        )
    source = raw.get("source", "wall")
    if source not in SOURCES:
        raise ContractError(
            Message(_("win.source is one of %(sources)s"), sources=", ".join(SOURCES)),
            "win.source",
        )
    discarder = raw.get("discarder")
    if source in SELF_DRAWN:
        if discarder is not None:
            raise ContractError(Message(_("a self-drawn tile has no discarder")), "win.discarder")
    else:
        _seat(discarder, "win.discarder")
        if discarder == winner:
            raise ContractError(
                Message(_("the winner did not discard the winning tile")), "win.discarder"
            )
    tile = raw.get("tile")
    if tile is not None:
        _code(tile, "win.tile")
    return Win(
        tile,
        source,
        discarder,
        _flag(raw.get("fourth_tile"), "win.fourth_tile"),
        _flag(raw.get("last_tile"), "win.last_tile"),
    )


def read(document: dict[str, Any], entry: str, options: dict[str, Any]) -> McrHand:
    known = {
        "ruleset",
        "entry",
        "options",
        "prevailing_wind",
        "players",
        "winner",
        "win",
        "penalties",
    }
    unknown = set(document) - known
    if unknown:
        name = sorted(unknown)[0]
        raise ContractError(
            Message(_("unknown field %(name)s in an MCR document"), name=repr(name)), name
        )
    prevailing = _seat(document.get("prevailing_wind", "E"), "prevailing_wind")
    players_raw = {} if document.get("players") is None else document["players"]
    if not isinstance(players_raw, dict):
        raise ContractError(Message(_("players is an object keyed by seat")), "players")
    for seat in players_raw:
        _seat(seat, f"players.{seat}")
    players = {
        seat: _player({} if players_raw.get(seat) is None else players_raw[seat], seat, entry)
        for seat in SEATS
    }
    winner = document.get("winner")
    if winner is not None:
        _seat(winner, "winner")
    raw_win = {} if document.get("win") is None else document["win"]
    win = _win(raw_win, winner) if winner is not None else None
    if winner is None and document.get("win") is not None:
        raise ContractError(Message(_("a drawn hand (winner null) has no win")), "win")
    penalties = [] if document.get("penalties") is None else document["penalties"]
    if not isinstance(penalties, list):
        raise ContractError(Message(_("penalties is a list")), "penalties")
    for i, penalty in enumerate(penalties):
        if not isinstance(penalty, dict) or penalty.get("type") not in PENALTY_TYPES:
            raise ContractError(
                Message(_("an MCR penalty is one of %(types)s"), types=", ".join(PENALTY_TYPES)),
                f"penalties.{i}.type",
            )
        unknown = set(penalty) - {"type", "offender"}
        if unknown:
            name = sorted(unknown)[0]
            raise ContractError(
                Message(_("unknown penalty field %(name)s"), name=repr(name)),
                f"penalties.{i}.{name}",
            )
        _seat(penalty.get("offender"), f"penalties.{i}.offender")
    for seat, player in players.items():
        if seat != winner and (player.fans is not None or player.score is not None):
            if player.fans is not None:
                name, said = "fans", _("only the winner's fans are recorded; %(seat)s did not win")
            else:
                name, said = "score", _("only the winner's score is recorded; %(seat)s did not win")
            raise ContractError(
                Message(said, seat=seat),
                f"players.{seat}.{name}",
            )
    hand = McrHand(entry, options, prevailing, players, winner, win, penalties)
    _check_tiles(hand)
    _check_claims(hand)
    return hand


def _check_tiles(hand: McrHand) -> None:
    """No tile more than four times at the table, each flower once, and whole hands."""
    seen: Counter[str] = Counter()
    flowers: Counter[str] = Counter()
    for seat, player in hand.players.items():
        seen.update(player.concealed)
        for meld in player.melds:
            seen.update(meld.tiles)
        flowers.update(player.bonus)
        for code, n in seen.items():
            if n > 4:
                raise ContractError(
                    Message(
                        _("%(tile)s is at the table %(n)s times: there are four"), tile=code, n=n
                    ),
                    f"players.{seat}",
                )
        for code, n in flowers.items():
            if n > 1:
                raise ContractError(
                    Message(
                        _("%(tile)s is at the table %(n)s times: there is one"), tile=code, n=n
                    ),
                    f"players.{seat}.bonus",
                )
        if not player.given or hand.entry == "scores":
            continue
        expected = 14 if seat == hand.winner else 13
        if player.tile_count != expected:
            raise ContractError(
                Message(
                    _("%(seat)s holds %(n)s tiles (a kong counting three), not %(expected)s"),
                    seat=seat,
                    n=player.tile_count,
                    expected=expected,
                ),
                f"players.{seat}",
            )
    win = hand.win
    if win is None or hand.entry == "scores":
        return
    winner = hand.players[hand.winner]
    if winner.given:
        if win.tile is None:
            raise ContractError(Message(_("the winning tile is needed")), "win.tile")
        held = list(winner.concealed) + [
            t for m in winner.melds if m.concealed and len(m.tiles) < 4 for t in m.tiles
        ]
        if win.tile not in held:
            raise ContractError(
                Message(
                    _("the winning tile %(tile)s is among the winner's concealed tiles"),
                    tile=win.tile,
                ),
                "win.tile",
            )
    elif hand.entry == "tiles":
        raise ContractError(
            Message(_("the winner's tiles are needed at the tiles depth")),
            f"players.{hand.winner}",
        )


def _check_claims(hand: McrHand) -> None:
    """A replacement tile is drawn after a kong (M46). A robbed kong and the last tile of its
    kind say where the other copies of the winning tile are: three stay in the robbed
    player's exposed pung (M47), three lie visible on the table (M58). With the copies given at the table they make at most four, as the classical
    rulesets count them (rules 94, 117k); a claim that needs a fifth is refused, not scored
    without its fan."""
    win = hand.win
    if win is None or hand.entry == "scores" or not hand.players[hand.winner].given:
        return
    tile = win.tile
    if win.source == "loose_tile" and not any(
        m.kind == "kong" for m in hand.players[hand.winner].melds
    ):
        raise ContractError(
            Message(
                _(
                    "a win on the replacement tile (M46) is drawn after a kong, and %(seat)s "
                    "declared none"
                ),
                seat=hand.winner,
            ),
            "win.source",
        )
    if win.source == "robbed_kong":
        robbed = hand.players[win.discarder]
        in_pung = any(
            m.kind == "pung" and not m.concealed and m.tiles[0] == tile for m in robbed.melds
        )
        # the robbed kong: its pung (given or not) and the added tile, now the winner's
        held = sum(_copies(player, tile) for player in hand.players.values()) - 3 * in_pung
        if held + 3 > 4:
            raise ContractError(
                Message(
                    _(
                        "robbing a kong of %(tile)s (M47) leaves its three other copies in the "
                        "robbed player's pung, but the table holds %(n)s more: %(total)s copies, "
                        "and there are four"
                    ),
                    tile=tile,
                    n=held - 1,
                    total=held + 3,
                ),
                "win.source",
            )
    if win.fourth_tile:
        hidden = sum(_copies(player, tile, hidden_only=True) for player in hand.players.values())
        if hidden + 3 > 4:
            raise ContractError(
                Message(
                    _(
                        "the last tile of its kind (M58) has its three other copies of %(tile)s "
                        "visible on the table, but %(n)s more are concealed: %(total)s copies, "
                        "and there are four"
                    ),
                    tile=tile,
                    n=hidden - 1,
                    total=hidden + 3,
                ),
                "win.fourth_tile",
            )


def _copies(player: Player, tile: str, *, hidden_only: bool = False) -> int:
    """Copies of `tile` in a player's tiles (every one, or only those no one sees: the
    concealed tiles and declared concealed kongs)."""
    n = player.concealed.count(tile)
    for meld in player.melds:
        if meld.concealed or not hidden_only:
            n += meld.tiles.count(tile)
    return n
