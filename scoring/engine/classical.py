"""Classical scoring (rules 112-117, limit hands of rule 122) with a pluggable value table.

The rules' structure (what a set, a pair, a double is) is shared by the classical rulesets;
what each is worth lives in a `ClassicalValues` table. `millington` uses MILLINGTON_VALUES;
another classical ruleset passes its own table to the same three functions:

    parse_table(document, ruleset) -> TableHand
    score_player(table, seat, options, values) -> HandScore
    evaluate_classical(document, ruleset, values) -> dict

Readings of the rule text that are ClubScore's own choice are marked "Reading:" here and in
the items the engine writes.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, NamedTuple

from . import catalogue, house_rules, settlement
from .answer import Answer
from .classical_waits import Waits, claimed_or_drawn, completed_group, only_possible_tile
from .errors import ContractError
from .groups import Group, count, group, groups_of, tiles_named
from .hands import HandScore, Item, PlayerHand, TableHand
from .limit_hands import LIMIT_HANDS, LIMIT_OPTION, LimitHand, find_limit_hands, limit_hands_in
from .messages import Message
from .options import Option
from .shapes import (
    THIRTEEN_WONDERS,
    WRIGGLING_SNAKE,
    counts_of,
    decompositions,
    special_shape,
)
from .tiles import (
    DRAGON_INDEXES,
    KIND_INDEX,
    KIND_IS_DRAGON,
    KIND_IS_HONOUR,
    KIND_IS_MAJOR,
    KIND_IS_WIND,
    KIND_SUIT,
    KINDS,
    SEATS,
    SUITS,
    WIND_INDEX,
    WIND_NAMES,
)
from .validation import SELF_DRAWN, parse_table
from .vocabulary import gettext_noop as _

__all__ = [
    "LIMIT_HANDS",
    "MILLINGTON_VALUES",
    "ClassicalValues",
    "LimitHand",
    "answer_classical",
    "classical_options",
    "evaluate_classical",
    "parse_table",
    "score_player",
]


# Rules 114-117 and the limit: each element's worth is its catalogue record's (`points` in
# catalogue/scoring.py and catalogue/limits.py, `doubles` in catalogue/doubles.py and
# catalogue/doubles_mahjong.py), the one place it is written.
MILLINGTON_DOUBLES: dict[str, int] = catalogue.doubles_in("millington")
MILLINGTON_POINTS = catalogue.points_in("millington")


@dataclass(frozen=True)
class ClassicalValues:
    """What each scoring element is worth. A double worth 0 (or absent) does not exist."""

    mahjong: int = MILLINGTON_POINTS["mahjong"]  # 115a
    bonus_tile: int = MILLINGTON_POINTS["bonus_tile"]  # 114a
    # 114b/114c, in the order: minor exposed, minor concealed, major exposed, major concealed
    pung: tuple[int, int, int, int] = MILLINGTON_POINTS["pung"]
    kong: tuple[int, int, int, int] = MILLINGTON_POINTS["kong"]
    dragon_pair: int = MILLINGTON_POINTS["dragon_pair"]  # 114e
    own_wind_pair: int = MILLINGTON_POINTS["own_wind_pair"]
    prevailing_wind_pair: int = MILLINGTON_POINTS["prevailing_wind_pair"]
    own_prevailing_wind_pair: int = MILLINGTON_POINTS["own_prevailing_wind_pair"]
    self_drawn: int = MILLINGTON_POINTS["self_drawn"]  # 115b
    only_possible: int = MILLINGTON_POINTS["only_possible"]  # 115c
    # 115d: minor pair, major pair
    fishing_eyes: tuple[int, int] = MILLINGTON_POINTS["fishing_eyes"]
    doubles: dict[str, int] = field(default_factory=lambda: dict(MILLINGTON_DOUBLES))
    limit: int = MILLINGTON_POINTS["limit"]
    # rule 122: the limit hands whose catalogue record is worth the limit in the ruleset
    limit_hands: tuple[str, ...] = limit_hands_in("millington")
    # a club's house rules (house_rules.HouseRules) when the document carries them
    house: Any = None

    @classmethod
    def of(cls, ruleset_id: str) -> ClassicalValues:
        """A classical ruleset's table, read from its rules' records: an element that none of
        them states (a rule the ruleset does not have) is worth 0 there."""
        points = catalogue.points_in(ruleset_id)
        table = {}
        for element in fields(cls):
            if element.name in ("doubles", "limit_hands", "house"):
                continue
            zero = (0,) * len(element.default) if isinstance(element.default, tuple) else 0
            table[element.name] = points.get(element.name, zero)
        return cls(
            **table,
            doubles=catalogue.doubles_in(ruleset_id),
            limit_hands=limit_hands_in(ruleset_id),
        )


MILLINGTON_VALUES = ClassicalValues.of("millington")


def classical_options(values: ClassicalValues) -> tuple[Option, ...]:
    """limit, open_roof and one switch per limit hand, for a classical ruleset's options."""
    options = [
        Option("limit", values.limit, "the most a hand can score (points)", int, minimum=1),
        Option(
            "open_roof",
            False,
            "no cap on a hand's score; limit hands still score the limit, but an all-honours "
            "hand scores its points and doubles (117g note)",
            bool,
        ),
    ]
    for hand in LIMIT_HANDS:
        if hand.key in values.limit_hands:
            options.append(
                Option(
                    f"limit_{hand.key}",
                    True,
                    f"{hand.title} ({hand.description}) is a limit hand, rule {hand.rule}",
                    bool,
                    interpretation=hand.key in ("three_great_scholars", "buried_treasure"),
                )
            )
    return tuple(options)


_MAJOR = frozenset(i for i in range(KINDS) if KIND_IS_MAJOR[i])


# --- scoring one arrangement --------------------------------------------------------------


class _Win(NamedTuple):
    """What the scorer needs about the mah-jong: the group the tile completed, 115c, shape."""

    table: TableHand
    group: int | None  # index into the groups; None for a special shape
    waits: Waits  # 115c
    special: str | None = None


def _score(
    seat: str,
    groups: list[Group],
    bonus: tuple,
    table: TableHand,
    options: dict[str, Any],
    values: ClassicalValues,
    win: _Win | None,
    all_tiles: list[int] | None = None,
) -> HandScore:
    """One arrangement's score: its basic points (114, the mah-jong's 115) times two to the
    power of its doubles (116, the mah-jong's 117), then the limit (122 limit hands, 112)."""
    own = WIND_INDEX[seat]
    prevailing = WIND_INDEX[table.prevailing_wind]
    counts = count(groups)
    items = _set_points(groups, bonus, own, prevailing, values)
    if win is not None:
        items += _mahjong_points(groups, win, values)
    items += _hand_doubles(seat, groups, bonus, counts, own, prevailing, values.doubles)
    limit_hands: list[Item] = []
    fixed: list = []  # house special hands worth a score of their own
    if win is not None:
        shape = _Shape.of(groups, all_tiles)
        items += _mahjong_doubles(items, counts, shape, win, values.doubles)
        limit_hands = find_limit_hands(
            groups, shape.kinds, shape.suits, shape.honours, counts, win, options, values
        )
        if values.house is not None:
            house = _house_hands(values.house, groups, win)
            items += [house_rules.item_of(h) for h in house if h.kind in ("doubles", "points")]
            limit_hands += [house_rules.item_of(h) for h in house if h.kind == "limit"]
            fixed = [h for h in house if h.kind == "score"]
    return _limited(seat, win is not None, items, limit_hands, fixed, options, values)


def _set_points(groups: list[Group], bonus: tuple, own: int, prevailing: int, values) -> list[Item]:
    """114a-e: the points of the bonus tiles, the sets and the honour pairs."""
    items: list[Item] = []
    if values.bonus_tile:
        for t in bonus:
            what = _BONUS_TILE[t.category == "season"]
            items.append(
                Item(
                    rule="114a",
                    what=Message(what, tile1=t.code, number1=t.number),
                    points=values.bonus_tile,
                )
            )
    set_points = values.pung + values.kong
    for g in groups:
        if g.rule:
            pts = set_points[g.slot]
            if pts:
                items.append(Item(rule=g.rule, what=g.what, points=pts))
        elif KIND_IS_HONOUR[g.index] and g.kind == "pair":
            _pair_points(items, g.index, own, prevailing, values)
    return items


def _mahjong_points(groups: list[Group], win: _Win, values) -> list[Item]:
    """115a-d: the mah-jong's own points, for going out and for how the last tile came."""
    items: list[Item] = []
    w = win.table.win
    if values.mahjong:
        items.append(Item(rule="115a", what=_MAHJONG, points=values.mahjong))
    if w.source in SELF_DRAWN and values.self_drawn:
        what = Message(_DRAWN[w.source == "loose_tile"], tile1=w.tile.code)
        items.append(Item(rule="115b", what=what, points=values.self_drawn))
    if win.waits.only and values.only_possible:
        what = Message(_ONLY_POSSIBLE[win.waits.given], tile1=w.tile.code)
        items.append(Item(rule="115c", what=what, points=values.only_possible))
    if win.group is not None and groups[win.group].kind == "pair":
        pair = groups[win.group]
        major = KIND_IS_MAJOR[pair.index]
        points = values.fishing_eyes[major]
        if points:
            what = Message(_FISHING_THE_EYES[major], tile1=w.tile.code)
            items.append(Item(rule="115d", what=what, points=points))
    return items


def _hand_doubles(
    seat: str, groups, bonus: tuple, counts, own: int, prevailing: int, doubles_table
) -> list[Item]:
    """116: the doubles every hand scores, winner's or loser's."""
    items: list[Item] = []
    if bonus:
        _bonus_doubles(items, seat, bonus, doubles_table)
    if counts.dragon_sets or counts.wind_sets:
        _honour_doubles(items, groups, counts, own, prevailing, doubles_table)
    hidden = counts.hidden
    if hidden >= 3:
        what = Message(_CONCEALED_PUNGS[bool(counts.marked)], number1=hidden)
        _double(items, doubles_table, "116k", what)
    return items


def _bonus_doubles(items: list[Item], seat: str, bonus: tuple, doubles_table) -> None:
    """116a-c: the own flower and season, all four flowers, all four seasons."""
    number = SEATS.index(seat) + 1
    codes = {t.code for t in bonus}
    if f"F{number}" in codes and f"S{number}" in codes:
        what = Message(
            _("own flower and own season (%(tile1)s, %(tile2)s)"),
            tile1=f"F{number}",
            tile2=f"S{number}",
        )
        _double(items, doubles_table, "116a", what)
    if all(f"F{n}" in codes for n in range(1, 5)):
        _double(items, doubles_table, "116b", Message(_("all four flowers")))
    if all(f"S{n}" in codes for n in range(1, 5)):
        _double(items, doubles_table, "116c", Message(_("all four seasons")))


def _honour_doubles(items: list[Item], groups, counts, own, prevailing, doubles_table) -> None:
    """116d-j: the sets of dragons and of the own and prevailing winds, then the hands of
    three dragons and of four winds (joys)."""
    for g in groups:
        if g.rule and KIND_IS_DRAGON[g.index]:
            what = Message(_SET_OF_DRAGONS[g.kind], dragon1=tiles_named(g.index))
            _double(items, doubles_table, "116d", what)
    for g in groups:
        if g.rule and KIND_IS_WIND[g.index]:
            name = tiles_named(g.index, after_of=False)
            if g.index == own:
                what = Message(_SET_OF_OWN_WIND[g.kind], wind1=name)
                _double(items, doubles_table, "116e", what)
            if g.index == prevailing:
                what = Message(_SET_OF_PREVAILING_WIND[g.kind], wind1=name)
                _double(items, doubles_table, "116f", what)
    dragon_sets, wind_sets = counts.dragon_sets, counts.wind_sets
    if dragon_sets == 2 and counts.dragon_pairs:
        what = Message(_("little three dragons: two dragon sets and a dragon pair"))
        _double(items, doubles_table, "116g", what)
    if dragon_sets == 3:
        what = Message(_("big three dragons: three dragon sets"))
        _double(items, doubles_table, "116h", what)
    if wind_sets == 3 and counts.wind_pairs:
        what = Message(_("little four joys: three wind sets and a wind pair"))
        _double(items, doubles_table, "116i", what)
    if wind_sets == 4:
        _double(items, doubles_table, "116j", Message(_("big four joys: four wind sets")))


class _Shape(NamedTuple):
    """The mah-jong's tile kinds, its suits and whether it holds an honour."""

    kinds: set[int]
    suits: set[str]
    honours: bool

    @classmethod
    def of(cls, groups: list[Group], all_tiles: list[int] | None) -> _Shape:
        # a special shape has no groups, only its tiles
        kinds = set(all_tiles) if all_tiles is not None else set()
        for g in groups:
            kinds |= g.kinds
        suits = {KIND_SUIT[i] for i in kinds if not KIND_IS_HONOUR[i]}
        return cls(kinds, suits, any(KIND_IS_HONOUR[i] for i in kinds))


def _mahjong_doubles(
    scored: list[Item], counts, shape: _Shape, win: _Win, doubles_table
) -> list[Item]:
    """117: the doubles of the mah-jong hand, by its chows, concealment, suits and tiles
    (`scored`, the items so far, tells whether the pair scored), then how it was won."""
    items: list[Item] = []
    w = win.table.win
    claimed = w.source in ("discard", "robbed_kong")
    chows = counts.chows
    if win.special is None:
        if chows == 4 and counts.pairs and not any(i.rule == "114e" for i in scored):
            what = Message(_("four chows and a non-scoring pair"))
            _double(items, doubles_table, "117a", what)
        if not chows:
            _double(items, doubles_table, "117b", Message(_("no chows")))
    if not claimed and not counts.open:
        what = Message(_("completely concealed, the last tile included"))
        _double(items, doubles_table, "117c", what)
    suits = shape.suits
    if len(suits) == 1:
        if shape.honours:
            suit = Message(SUITS[next(iter(suits))], "tile name")
            what = Message(_("one suit (%(suit1)s) with honours"), suit1=suit)
            _double(items, doubles_table, "117d", what)
        else:
            what = Message(_("pure suit: one suit, no honours"))
            _double(items, doubles_table, "117e", what)
    if shape.kinds <= _MAJOR:
        _double(items, doubles_table, "117f", Message(_("only major tiles")))
    if not suits:
        _double(items, doubles_table, "117g", Message(_("only honours")))
    if w.source in _UNUSUAL_SOURCES or w.last_tile or w.after_wall_exhausted or w.original_call:
        _how_won(items, doubles_table, w)
    return items


def _limited(
    seat: str, mahjong: bool, items: list[Item], limit_hands: list[Item], fixed, options, values
) -> HandScore:
    """The hand's score from its items: basic points doubled, capped at the limit unless the
    roof is open; a limit hand scores the limit, a house hand of a fixed score its score."""
    basic = doubles = 0
    for i in items:
        basic += i.points
        doubles += i.doubles
    limit = options.get("limit", values.limit)
    value = basic * 2**doubles
    capped = bool(limit_hands) or value > limit and not options.get("open_roof", False)
    if limit_hands:
        items += limit_hands
    elif fixed:  # a house special hand worth a score of its own
        best = max(fixed, key=lambda h: h.amount)
        items.append(Item(rule=best.id, what=best.what, points=best.amount))
        capped = best.amount >= limit
        value = limit = best.amount
    elif capped:
        what = Message(
            _("%(number1)s x %(number2)s^%(number3)s = %(number4)s is capped at the limit"),
            number1=basic,
            number2=2,
            number3=doubles,
            number4=value,
        )
        items.append(Item(rule="limit", what=what, limit=True))
    return HandScore(
        seat=seat,
        mahjong=mahjong,
        basic=basic,
        doubles=doubles,
        score=limit if capped else value,
        limit=capped,
        items=items,
    )


_UNUSUAL_SOURCES = ("loose_tile", "robbed_kong")

# The sentences of the items above that are picked among a few (each id written out, so
# that makemessages finds it).
_MAHJONG = Message(_("mah-jong"))
_BONUS_TILE = {
    False: _("bonus tile %(tile1)s (flower %(number1)s)"),
    True: _("bonus tile %(tile1)s (season %(number1)s)"),
}
_DRAWN = {
    False: _("winning tile %(tile1)s drawn from the wall"),
    True: _("winning tile %(tile1)s drawn from the loose tile"),
}
_ONLY_POSSIBLE = {
    True: _("only possible tile %(tile1)s (as given)"),
    False: _("only possible tile %(tile1)s (the hand waited only on it)"),
}
_FISHING_THE_EYES = {
    False: _("fishing the eyes: %(tile1)s completed the minor pair"),
    True: _("fishing the eyes: %(tile1)s completed the major pair"),
}
_SET_OF_DRAGONS = {"pung": _("pung of %(dragon1)s"), "kong": _("kong of %(dragon1)s")}
_SET_OF_OWN_WIND = {
    "pung": _("pung of own wind (%(wind1)s)"),
    "kong": _("kong of own wind (%(wind1)s)"),
}
_SET_OF_PREVAILING_WIND = {
    "pung": _("pung of the prevailing wind (%(wind1)s)"),
    "kong": _("kong of the prevailing wind (%(wind1)s)"),
}
_CONCEALED_PUNGS = {
    False: _("%(number1)s concealed pungs"),
    True: _("%(number1)s concealed pungs (a marked kong from a concealed pung counts)"),
}


def _how_won(items: list[Item], doubles_table: dict[str, int], w) -> None:
    """117h-l: the doubles for how the winning tile came."""
    source = w.source
    if source == "loose_tile":
        what = Message(_("winning on the loose tile (plucking the plum blossom from the roof)"))
        _double(items, doubles_table, "117h", what)
    if w.last_tile and source in SELF_DRAWN:
        what = Message(_("winning on the last tile of the wall (moon from the bottom of the sea)"))
        _double(items, doubles_table, "117i", what)
    if source == "discard" and (w.after_wall_exhausted or w.last_tile):
        what = Message(
            _("winning on a discard after the wall ran out (fish from the bottom of the river)")
        )
        _double(items, doubles_table, "117j", what)
    if source == "robbed_kong":
        _double(items, doubles_table, "117k", Message(_("robbing a kong")))
    if w.original_call:
        _double(items, doubles_table, "117l", Message(_("original call fulfilled")))


def _double(items: list[Item], doubles_table: dict[str, int], rule: str, what: Message) -> None:
    n = doubles_table.get(rule, 0)
    if n:
        items.append(Item(rule=rule, what=what, doubles=n))


def _pair_points(items: list[Item], i: int, own: int, prevailing: int, values) -> None:
    """114e: a pair of dragons, of the own or of the prevailing wind."""
    if i in DRAGON_INDEXES:
        what = Message(_("pair of %(dragon1)s"), dragon1=tiles_named(i))
        points = values.dragon_pair
    elif i == own and i == prevailing:
        what = Message(
            _("pair of %(wind1)s: own wind that is also the prevailing wind"),
            wind1=tiles_named(i),
        )
        points = values.own_prevailing_wind_pair
    elif i == own:
        what = Message(_("pair of own wind (%(wind1)s)"), wind1=tiles_named(i, after_of=False))
        points = values.own_wind_pair
    elif i == prevailing:
        what = Message(
            _("pair of the prevailing wind (%(wind1)s)"), wind1=tiles_named(i, after_of=False)
        )
        points = values.prevailing_wind_pair
    else:
        return
    if points:
        items.append(Item(rule="114e", what=what, points=points))


# --- the players --------------------------------------------------------------------------


_SPECIAL_SHAPES = (THIRTEEN_WONDERS, WRIGGLING_SNAKE)


def _special_shapes(options, values: ClassicalValues) -> frozenset[str]:
    """The special shapes that are a mah-jong under these options."""
    return frozenset(
        shape
        for shape in _SPECIAL_SHAPES
        if shape in values.limit_hands and options.get(LIMIT_OPTION[shape], True)
    )


def _score_win(
    table: TableHand, hand: PlayerHand, groups, win_group, claimed, specials, cache, options, values
) -> HandScore:
    """The winner's score with these groups, the winning tile completing group `win_group`
    (rule 113 turns it exposed or concealed)."""
    groups = groups.copy()
    groups[win_group] = claimed_or_drawn(groups[win_group], claimed)
    win = _Win(
        table, win_group, only_possible_tile(table, hand, groups, win_group, specials, cache)
    )
    return _score(table.winner, groups, hand.bonus, table, options, values, win)


def _rank(score: HandScore) -> tuple[int, int]:
    """The best of a hand's arrangements scores most, then has the most basic points; of
    equals, the first found is kept."""
    return score.score, score.basic


def _score_declared(
    table: TableHand, hand: PlayerHand, declared, claimed, specials, options, values
) -> HandScore | None:
    """The winner's hand when every tile is in a declared meld: the one arrangement, scored
    with each group the winning tile may have completed; the best score wins."""
    cache: dict = {}
    best = None
    for k in completed_group(declared, table.win):
        score = _score_win(table, hand, declared, k, claimed, specials, cache, options, values)
        if best is None or _rank(score) > _rank(best):
            best = score
    return best


def _score_winner(table: TableHand, options, values: ClassicalValues) -> HandScore:
    seat = table.winner
    hand = table.players[seat]
    claimed = table.win.source in ("discard", "robbed_kong")
    declared = groups_of(hand)
    n_pairs = 0
    for g in declared:
        n_pairs += g.kind == "pair"
    enabled = _special_shapes(options, values)
    if not hand.concealed:  # every tile declared: one arrangement
        best = None
        if len(declared) == 5 and n_pairs == 1:
            specials = bool(enabled)
            best = _score_declared(table, hand, declared, claimed, specials, options, values)
    else:
        best = _score_arrangements(
            table, hand, declared, n_pairs, claimed, enabled, options, values
        )
    if values.house is not None:
        best = _house_special_shapes(table, hand, best, options, values)
    if best is None:
        if enabled:
            said = _(
                "%(wind)s's tiles do not make a mah-jong hand (four sets and a pair, or a limit "
                "hand of special shape)"
            )
        else:
            said = _("%(wind)s's tiles do not make a mah-jong hand (four sets and a pair)")
        raise ContractError(
            Message(said, wind=Message(WIND_NAMES[seat])),
            f"players.{seat}",
        )
    return best


def _house_hands(house, groups, win: _Win) -> list:
    """The house's special hands this mah-jong is: its special shape's own, or those of four
    sets and a pair this arrangement makes."""
    if win.special is not None:
        found = house.hand(win.special)
        return [found] if found is not None else []
    w = win.table.win
    return house_rules.regular_items(house, groups, win.group, w.source, KIND_INDEX[w.tile.code])


def _house_special_shapes(table: TableHand, hand: PlayerHand, best, options, values):
    """The best of `best` and the house's special hands that are not four sets and a pair
    (seven pairs, knitted hands), each matched on the winner's melds and loose tiles."""
    w = table.win
    melds = [(g.kind, g.index, g.concealed) for g in groups_of(hand)]
    loose = [KIND_INDEX[t.code] for t in hand.concealed]
    all_tiles = [i for m in hand.melds for i in (KIND_INDEX[t.code] for t in m.tiles)] + loose
    for special in values.house.hands:
        if special.pattern.regular:
            continue
        if house_rules.shape_match(
            special.pattern, melds, loose, w.source, KIND_INDEX[w.tile.code]
        ):
            continue
        waits = only_possible_tile(table, hand, [], None, False, {})
        win = _Win(table, None, waits, special.id)
        score = _score(table.winner, [], hand.bonus, table, options, values, win, all_tiles)
        if best is None or _rank(score) > _rank(best):
            best = score
    return best


def _score_arrangements(
    table: TableHand, hand: PlayerHand, declared, n_pairs, claimed, enabled, options, values
) -> HandScore | None:
    """The best score of every way the concealed tiles group (with the declared melds) into
    four sets and a pair, or into a special shape that is a limit hand."""
    n_sets = len(declared) - n_pairs
    loose = counts_of(t.code for t in hand.concealed)
    specials = bool(enabled)
    cache: dict = {}
    best: HandScore | None = None
    if not hand.melds:
        special = special_shape(loose)
        if special in enabled:
            waits = only_possible_tile(table, hand, [], None, specials, cache)
            all_tiles = [i for i in range(KINDS) for _ in range(loose[i])]
            win = _Win(table, None, waits, special)
            best = _score(table.winner, [], hand.bonus, table, options, values, win, all_tiles)
    if n_sets <= 4 and n_pairs <= 1:
        for split in decompositions(loose, 1 - n_pairs):
            groups = declared + [group(kind, i, True, True) for kind, i in split]
            if len(groups) != 5 or sum(1 for g in groups if g.kind == "pair") != 1:
                continue  # four sets and a pair
            for k in completed_group(groups, table.win):
                score = _score_win(
                    table, hand, groups, k, claimed, specials, cache, options, values
                )
                if best is None or _rank(score) > _rank(best):
                    best = score
    return best


def score_player(
    table: TableHand, seat: str, options: dict[str, Any], values: ClassicalValues
) -> HandScore:
    """One seat's score: the winner's mah-jong hand, or a loser's sets, declared or written
    among the loose tiles (rule 116 note: losers get 114 points and 116 doubles)."""
    if table.entered is not None:
        return entered_score(table, seat, options, values)
    if seat == table.winner:
        return _score_winner(table, options, values)
    hand = table.players[seat]
    declared = groups_of(hand)
    return _score(seat, loose_sets(hand, declared), hand.bonus, table, options, values, None)


# A set found among a loser's loose tiles: concealed, as the tiles were never shown.
_FOUND_LOOSE = Message(_(" (written among the loose tiles)"))
# The warnings of hands scored before version 5, which named a loser's loose sets unscored;
# stored answers still hold them and the referee page still translates them.
STORED_LOOSE_WARNINGS = (
    _("three %(tiles)s among the loose tiles: declared as a concealed pung they score"),
    _("a pair of %(tiles)s among the loose tiles: declared as a pair it scores"),
)


def loose_sets(hand: PlayerHand, declared: list[Group]) -> list[Group]:
    """Rule 114 scores every hand, winner or not: a loser's loose tiles are arranged into
    the sets that score, as the winner's are. Only pungs and pairs of honours score for a
    loser (chows and suited pairs score nothing, 114d-e, and the 117 doubles are the
    mah-jong's), so the best arrangement takes every three of a kind as a concealed pung
    (114b) and every other two honours alike as a pair (114e), as the same tiles declared
    "(5b 5b 5b) (Rd Rd)" score."""
    loose = counts_of(t.code for t in hand.concealed)
    found = []
    for i in range(KINDS):
        if loose[i] >= 3:
            found.append(group("pung", i, True, True, _FOUND_LOOSE))
        elif loose[i] == 2 and KIND_IS_HONOUR[i]:
            found.append(group("pair", i, True, True))
    return declared + found


def entered_score(
    table: TableHand, seat: str, options: dict[str, Any], values: ClassicalValues
) -> HandScore:
    """The scores depth: the hand's value as the table worked it out (after doubles and the
    limit), explained by one item with rule "entered"."""
    score = table.entered[seat]
    mahjong = seat == table.winner
    capped = score == options.get("limit", values.limit) and not options.get("open_roof", False)
    what = Message(_ENTERED[mahjong])
    items = [Item(rule="entered", what=what, points=score)]
    return HandScore(
        seat=seat, mahjong=mahjong, basic=score, doubles=0, score=score, limit=capped, items=items
    )


_ENTERED = {
    False: _("hand's value entered by the table"),
    True: _("mah-jong hand's value entered by the table"),
}


def evaluate_classical(document: Any, ruleset, values: ClassicalValues) -> dict[str, Any]:
    """The contract's answer for one classical table hand: hands, and with four seats the
    settlement (payments, transfers, penalties, east_keeps_deal)."""
    return answer_classical(document, ruleset, values).to_json()


def answer_classical(document: Any, ruleset, values: ClassicalValues) -> Answer:
    """`evaluate_classical` as typed values (answer.Answer)."""
    document, house = house_rules.read(document, ruleset.id)
    table = parse_table(document, ruleset)
    values = house_rules.applied(house, values)
    options = house_rules.switched_off(house, table.options)
    scores = {}
    for seat in table.players:
        scores[seat] = score_player(table, seat, options, values)
    return settled_answer(ruleset.id, table, scores)


def settled_answer(ruleset_id: str, table: TableHand, scores: dict[str, HandScore]) -> Answer:
    """The answer with these scores: with four seats, settled (penalties may replace hands)."""
    if len(table.players) < 4:
        return Answer(ruleset_id, hands=scores)
    settled, reports = settlement.settle(table, scores, table.options)
    hands = {seat: scores[seat] for seat in SEATS if seat in scores}
    return Answer(ruleset_id, hands=hands, penalties=reports, settlement=settled)
