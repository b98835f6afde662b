"""A club's house rules for a classical ruleset, carried in the contract document as data.

The optional `house_rules` field of a millington or american1920 document (docs/house-rules.md)
changes the base ruleset's values (doubles of 116-117, basic points of 114-115), switches
rules off, sets option defaults (the limit, penalty amounts) and adds special hands. A special
hand is a pattern the engine checks, never code:

    {"slug": "seven-pairs-two-suits", "name": {"en": ...}, "text": {"en": ...},
     "pattern": {"pairs": 7, "suits": 2, "honours": false, "concealed": true},
     "value": {"kind": "score", "amount": 1000},
     "example": "(1b 1b)(3b 3b)(5b 5b)(7b 7b)(2d 2d)(4d 4d) 6d 6d", "example_win": {...}}

An item a special hand gives cites `<house id>/<slug>`. Without `house_rules` nothing here
runs and every answer stays as it was.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from . import catalogue
from .errors import ContractError
from .hands import Item
from .messages import Message
from .tiles import KIND_INDEX, KIND_IS_HONOUR, KIND_IS_MAJOR, KIND_IS_TERMINAL, KIND_SUIT, KINDS
from .vocabulary import gettext_noop as _

FIELD = "house_rules"
BASES = ("millington", "american1920")
MAX_SPECIAL_HANDS = 40
MAX_NAME = 80
MAX_TEXT = 600
MAX_EXAMPLE = 120
MAX_DOUBLES = 10
MAX_POINTS = 10_000
LANGUAGES = ("en", "cs", "fr")
SOURCES = ("wall", "discard", "loose_tile", "robbed_kong")
VALUE_KINDS = ("limit", "score", "doubles", "points")
_SLUG = re.compile(r"^[a-z0-9][a-z0-9-]{0,47}$")
_ID = re.compile(r"^house-[a-z0-9][a-z0-9-]{0,99}$")

# the tile words a pattern's `tiles` may use beside tile codes
TILE_WORDS: dict[str, frozenset[int]] = {
    "bamboo": frozenset(i for i in range(KINDS) if KIND_SUIT[i] == "b"),
    "characters": frozenset(i for i in range(KINDS) if KIND_SUIT[i] == "c"),
    "dots": frozenset(i for i in range(KINDS) if KIND_SUIT[i] == "d"),
    "winds": frozenset(range(27, 31)),
    "dragons": frozenset(range(31, 34)),
    "honours": frozenset(i for i in range(KINDS) if KIND_IS_HONOUR[i]),
    "terminals": frozenset(i for i in range(KINDS) if KIND_IS_TERMINAL[i]),
    "majors": frozenset(i for i in range(KINDS) if KIND_IS_MAJOR[i]),
    "simples": frozenset(i for i in range(KINDS) if not KIND_IS_MAJOR[i]),
}
# group kinds a pattern counts, and how many tiles each takes from the 14 (a kong three)
GROUP_SIZES = {
    "pairs": 2,
    "pungs": 3,
    "kongs": 3,
    "chows": 3,
    "knitted_pairs": 2,
    "knitted_triples": 3,
}
# a count left out: pairs 1 and knitted groups 0 (four sets and a pair), the rest any number
COUNT_DEFAULTS: dict[str, int | None] = {
    "pairs": 1,
    "pungs": None,
    "kongs": None,
    "chows": None,
    "knitted_pairs": 0,
    "knitted_triples": 0,
}


@dataclass(frozen=True)
class Pattern:
    tiles: frozenset[int] | None = None  # every tile is one of these (None: any)
    suits: int | None = None  # how many suits the numbered tiles are in
    honours: bool | None = None  # True: at least one honour; False: none
    required: tuple[int, ...] = ()  # tile kinds the hand must hold, with repeats
    counts: dict[str, int | None] = field(default_factory=lambda: dict(COUNT_DEFAULTS))
    concealed: bool = False  # no set exposed before the winning tile
    win: tuple[str, ...] = ()  # how the winning tile may come (empty: any way)
    winning_tile: int | None = None

    @property
    def regular(self) -> bool:
        """Four sets and a pair: checked on each arrangement the classical scorer tries."""
        c = self.counts
        return c["pairs"] == 1 and not c["knitted_pairs"] and not c["knitted_triples"]


@dataclass(frozen=True)
class SpecialHand:
    id: str  # "<house id>/<slug>", what its items cite
    slug: str
    name: dict[str, str]
    text: dict[str, str]
    pattern: Pattern
    kind: str  # limit, score, doubles, points
    amount: int
    example: str = ""
    example_win: dict = field(default_factory=dict)

    @property
    def what(self) -> Message:
        return Message(_("club's special hand: %(name)s"), name=self.name["en"])


@dataclass(frozen=True)
class HouseRules:
    id: str
    version: int
    base: str
    doubles: dict[str, int]
    points: dict[str, Any]
    off: tuple[str, ...]
    options: dict[str, Any]
    hands: tuple[SpecialHand, ...]

    def hand(self, rule_id: str) -> SpecialHand | None:
        for hand in self.hands:
            if hand.id == rule_id:
                return hand
        return None


def _refuse(said: str, where: str, **params: Any) -> ContractError:
    return ContractError(Message(said, **params), f"{FIELD}.{where}" if where else FIELD)


def _int(value: Any, where: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise _refuse(
            _("must be a whole number from %(low)s to %(high)s"), where, low=low, high=high
        )
    return value


def _texts(value: Any, where: str, limit: int, required: bool) -> dict[str, str]:
    if not isinstance(value, dict) or not set(value) <= set(LANGUAGES):
        raise _refuse(_("must give the text in en, cs and fr"), where)
    found = {}
    for language, text in value.items():
        if not isinstance(text, str) or len(text) > limit:
            raise _refuse(_("a text of at most %(n)s characters"), f"{where}.{language}", n=limit)
        if text.strip():
            found[language] = text.strip()
    if required and "en" not in found:
        raise _refuse(_("the English text is required"), f"{where}.en")
    return found


def read(document: dict, ruleset_id: str) -> tuple[dict, HouseRules | None]:
    """The document with the house rules' option defaults under its own options, and the
    house rules; (document, None) when it has none."""
    given = document.get(FIELD)
    if given is None:
        return document, None
    house = parse(given, ruleset_id)
    options = document.get("options")
    if options is None:
        options = {}
    if isinstance(options, dict) and house.options:
        document = {**document, "options": {**house.options, **options}}
    return document, house


def parse(given: Any, ruleset_id: str) -> HouseRules:
    """Checked house rules; ContractError naming the field for anything a club cannot mean."""
    if not isinstance(given, dict):
        raise _refuse(_("house rules must be an object"), "")
    house_id = given.get("id")
    if not isinstance(house_id, str) or not _ID.match(house_id):
        raise _refuse(_("a house ruleset's id is house- and lower-case letters, digits, -"), "id")
    version = _int(given.get("version"), "version", 1, 1_000_000)
    base = given.get("base")
    if base != ruleset_id or base not in BASES:
        raise _refuse(
            _("the house rules are for %(base)s, not for the document's ruleset %(ruleset)s"),
            "base",
            base=str(base),
            ruleset=ruleset_id,
        )
    own_doubles = catalogue.doubles_in(base)
    doubles = {}
    for rule, n in _object(given.get("doubles"), "doubles").items():
        if rule not in own_doubles:
            raise _refuse(_("%(rule)s is no double of this ruleset"), f"doubles.{rule}", rule=rule)
        doubles[rule] = _int(n, f"doubles.{rule}", 0, MAX_DOUBLES)
    own_points = catalogue.points_in(base)
    points: dict[str, Any] = {}
    for element, worth in _object(given.get("points"), "points").items():
        where = f"points.{element}"
        if element not in own_points or element == "limit":
            raise _refuse(
                _("%(rule)s is no basic points value of this ruleset"), where, rule=element
            )
        default = own_points[element]
        if isinstance(default, tuple):
            if not isinstance(worth, list | tuple) or len(worth) != len(default):
                raise _refuse(_("must give %(n)s values"), where, n=len(default))
            points[element] = tuple(_int(w, where, 0, MAX_POINTS) for w in worth)
        else:
            points[element] = _int(worth, where, 0, MAX_POINTS)
    off = given.get("off") or []
    if not isinstance(off, list) or len(off) > 100:
        raise _refuse(_("must be a list of rule ids"), "off")
    for i, rule in enumerate(off):
        record = catalogue.get(rule)
        if record is None or base not in record.values or not _switchable(record, base):
            raise _refuse(
                _("%(rule)s is no rule this ruleset can switch off"), f"off.{i}", rule=str(rule)
            )
    options = _object(given.get("options"), "options")
    hands_given = given.get("special_hands") or []
    if not isinstance(hands_given, list):
        raise _refuse(_("must be a list of special hands"), "special_hands")
    if len(hands_given) > MAX_SPECIAL_HANDS:
        raise _refuse(_("at most %(n)s special hands"), "special_hands", n=MAX_SPECIAL_HANDS)
    hands = []
    slugs: set[str] = set()
    names: set[str] = set()
    for i, doc in enumerate(hands_given):
        hand = parse_special_hand(doc, house_id, f"special_hands.{i}")
        if hand.slug in slugs or hand.name["en"].casefold() in names:
            raise _refuse(_("two special hands have the same name"), f"special_hands.{i}.name")
        slugs.add(hand.slug)
        names.add(hand.name["en"].casefold())
        hands.append(hand)
    return HouseRules(house_id, version, base, doubles, points, tuple(off), options, tuple(hands))


def _switchable(record, base: str) -> bool:
    return bool(record.doubles.get(base) or record.points.get(base) or record.option)


def _object(value: Any, where: str) -> dict:
    if value is None:
        return {}
    if not isinstance(value, dict) or len(value) > 100:
        raise _refuse(_("must be an object"), where)
    return value


def parse_special_hand(doc: Any, house_id: str, where: str) -> SpecialHand:
    if not isinstance(doc, dict):
        raise _refuse(_("a special hand must be an object"), where)
    slug = doc.get("slug")
    if not isinstance(slug, str) or not _SLUG.match(slug):
        raise _refuse(_("a short name of lower-case letters, digits and -"), f"{where}.slug")
    name = _texts(doc.get("name"), f"{where}.name", MAX_NAME, True)
    text = _texts(doc.get("text") or {}, f"{where}.text", MAX_TEXT, False)
    pattern = parse_pattern(doc.get("pattern"), f"{where}.pattern")
    value = doc.get("value")
    if not isinstance(value, dict) or value.get("kind") not in VALUE_KINDS:
        raise _refuse(_("the value is the limit, a score, doubles or points"), f"{where}.value")
    kind = value["kind"]
    if kind == "limit":
        amount = 0
    elif kind == "doubles":
        amount = _int(value.get("amount"), f"{where}.value.amount", 1, MAX_DOUBLES)
    else:
        amount = _int(value.get("amount"), f"{where}.value.amount", 1, MAX_POINTS)
    if kind in ("doubles", "points") and not pattern.regular:
        raise _refuse(
            _(
                "a hand that is not four sets and a pair scores the limit or a score of its own, "
                "not doubles or points"
            ),
            f"{where}.value",
        )
    example = doc.get("example") or ""
    if not isinstance(example, str) or len(example) > MAX_EXAMPLE:
        raise _refuse(_("a text of at most %(n)s characters"), f"{where}.example", n=MAX_EXAMPLE)
    example_win = _object(doc.get("example_win"), f"{where}.example_win")
    return SpecialHand(
        f"{house_id}/{slug}", slug, name, text, pattern, kind, amount, example, example_win
    )


def _tile_set(value: Any, where: str) -> frozenset[int] | None:
    if value is None:
        return None
    if not isinstance(value, list) or not value or len(value) > 40:
        raise _refuse(_("must be a list of tile codes or tile words"), where)
    kinds: set[int] = set()
    for i, word in enumerate(value):
        if word in TILE_WORDS:
            kinds |= TILE_WORDS[word]
        elif word in KIND_INDEX:
            kinds.add(KIND_INDEX[word])
        else:
            raise _refuse(
                _("%(word)s is no tile code or tile word"), f"{where}.{i}", word=str(word)
            )
    return frozenset(kinds)


def parse_pattern(doc: Any, where: str) -> Pattern:
    """A checked pattern: one that no hand of 14 tiles can match is refused, saying why."""
    if not isinstance(doc, dict):
        raise _refuse(_("a pattern must be an object"), where)
    tiles = _tile_set(doc.get("tiles"), f"{where}.tiles")
    suits = doc.get("suits")
    if suits is not None:
        suits = _int(suits, f"{where}.suits", 0, 3)
    honours = doc.get("honours")
    if honours is not None and not isinstance(honours, bool):
        raise _refuse(_("must be true, false or left out"), f"{where}.honours")
    required_codes = doc.get("required") or []
    if not isinstance(required_codes, list) or len(required_codes) > 14:
        raise _refuse(_("at most 14 tile codes"), f"{where}.required")
    required = []
    for i, code in enumerate(required_codes):
        if code not in KIND_INDEX:
            raise _refuse(_("%(word)s is no tile code"), f"{where}.required.{i}", word=str(code))
        required.append(KIND_INDEX[code])
    for kind in set(required):
        if required.count(kind) > 4:
            raise _refuse(
                _("a set has 4 copies of each tile, not %(n)s of %(word)s"),
                f"{where}.required",
                n=required.count(kind),
                word=KIND_CODES_OF[kind],
            )
        if tiles is not None and kind not in tiles:
            raise _refuse(
                _("%(word)s is required but not among the pattern's tiles"),
                f"{where}.required",
                word=KIND_CODES_OF[kind],
            )
    counts = dict(COUNT_DEFAULTS)
    for name in GROUP_SIZES:
        if name in doc and doc[name] is not None:
            counts[name] = _int(doc[name], f"{where}.{name}", 0, 7)
    concealed = doc.get("concealed", False)
    if not isinstance(concealed, bool):
        raise _refuse(_("must be true or false"), f"{where}.concealed")
    win = doc.get("win") or []
    if not isinstance(win, list) or any(s not in SOURCES for s in win):
        raise _refuse(_("how it is won: wall, discard, loose_tile or robbed_kong"), f"{where}.win")
    winning_tile = doc.get("winning_tile")
    if winning_tile is not None:
        if winning_tile not in KIND_INDEX:
            raise _refuse(
                _("%(word)s is no tile code"), f"{where}.winning_tile", word=str(winning_tile)
            )
        winning_tile = KIND_INDEX[winning_tile]
    pattern = Pattern(
        tiles, suits, honours, tuple(required), counts, concealed, tuple(win), winning_tile
    )
    _check_winnable(pattern, where)
    return pattern


KIND_CODES_OF = {i: code for code, i in KIND_INDEX.items()}
KIND_CODES_INDEX = KIND_INDEX


def _check_winnable(pattern: Pattern, where: str) -> None:
    """Refuse a pattern no hand can match: the groups' tiles cannot make 14, more groups of a
    kind than the tiles allow, suits or honours the tiles exclude."""
    counts = pattern.counts
    fixed = sum(GROUP_SIZES[k] * n for k, n in counts.items() if n is not None)
    free = [GROUP_SIZES[k] for k, n in counts.items() if n is None]
    if not _fills(14 - fixed, free):
        given = [k for k, n in counts.items() if n]
        blamed = max(given, key=lambda k: GROUP_SIZES[k] * counts[k], default="pairs")
        raise _refuse(
            _(
                "these groups cannot make a hand of 14 tiles (a pair and a knitted pair take 2, "
                "any other group 3, a kong counted as 3)"
            ),
            f"{where}.{blamed}",
        )
    if (counts["kongs"] or 0) > 4:
        raise _refuse(_("a hand holds at most 4 kongs"), f"{where}.kongs")
    allowed = pattern.tiles if pattern.tiles is not None else frozenset(range(KINDS))
    suits_allowed = {KIND_SUIT[i] for i in allowed if KIND_SUIT[i]}
    honours_allowed = any(KIND_IS_HONOUR[i] for i in allowed)
    if pattern.suits is not None and pattern.suits > len(suits_allowed):
        raise _refuse(_("the pattern's tiles are in fewer suits than that"), f"{where}.suits")
    if pattern.honours and not honours_allowed:
        raise _refuse(_("the pattern's tiles hold no honour"), f"{where}.honours")
    if (counts["chows"] or 0) and not suits_allowed:
        raise _refuse(_("a chow needs numbered tiles"), f"{where}.chows")
    if (counts["knitted_pairs"] or 0) and len(suits_allowed) < 2:
        raise _refuse(_("a knitted group needs as many suits as tiles"), f"{where}.knitted_pairs")
    if (counts["knitted_triples"] or 0) and len(suits_allowed) < 3:
        raise _refuse(_("a knitted group needs as many suits as tiles"), f"{where}.knitted_triples")
    if pattern.winning_tile is not None and pattern.winning_tile not in allowed:
        raise _refuse(
            _("%(word)s is required but not among the pattern's tiles"),
            f"{where}.winning_tile",
            word=KIND_CODES_OF[pattern.winning_tile],
        )
    if pattern.concealed and pattern.win and set(pattern.win) <= {"robbed_kong"}:
        pass  # (a robbed kong completes a concealed hand too)


def _fills(n: int, sizes: list[int]) -> bool:
    """Whether groups of these sizes, any number of each, make exactly n tiles."""
    if n < 0:
        return False
    if n == 0:
        return True
    return any(_fills(n - s, sizes) for s in set(sizes))


# --- applying them ------------------------------------------------------------------------


def applied(house: HouseRules | None, values):
    """The classical value table with the house's values and switched-off rules (a
    `classical.ClassicalValues`, changed with dataclasses.replace), carrying the house."""
    if house is None:
        return values
    doubles = {**values.doubles, **house.doubles}
    changes: dict[str, Any] = dict(house.points)
    limit_hands = list(values.limit_hands)
    for rule in house.off:
        record = catalogue.get(rule)
        if rule in doubles:
            doubles[rule] = 0
        for element, worth in record.points.get(house.base, {}).items():
            if element != "limit":
                changes[element] = (0,) * len(worth) if isinstance(worth, tuple) else 0
        key = record.option.removeprefix("limit_")
        if key in limit_hands:
            limit_hands.remove(key)
    return replace(values, doubles=doubles, limit_hands=tuple(limit_hands), house=house, **changes)


def switched_off(house: HouseRules | None, options: dict[str, Any]) -> dict[str, Any]:
    """The options with every switched-off limit hand's option false."""
    if house is None:
        return options
    out = dict(options)
    for rule in house.off:
        record = catalogue.get(rule)
        if record.option and record.option in out:
            out[record.option] = False
    return out


# --- matching -----------------------------------------------------------------------------


def _tile_facts(pattern: Pattern, tiles: list[int], source: str, winning: int | None):
    """The first of the pattern's tile and win conditions these tiles miss, or None."""
    kinds = set(tiles)
    if pattern.tiles is not None:
        outside = sorted(kinds - pattern.tiles)
        if outside:
            return Message(
                _("%(word)s is not among the pattern's tiles"), word=KIND_CODES_OF[outside[0]]
            )
    suits = {KIND_SUIT[i] for i in kinds if KIND_SUIT[i]}
    if pattern.suits is not None and len(suits) != pattern.suits:
        return Message(
            _("the hand is in %(n)s suits, the pattern in %(wanted)s"),
            n=len(suits),
            wanted=pattern.suits,
        )
    honours = any(KIND_IS_HONOUR[i] for i in kinds)
    if pattern.honours is not None and honours != pattern.honours:
        return Message(
            _("the pattern wants honours") if pattern.honours else _("the pattern wants no honour")
        )
    for kind in set(pattern.required):
        if tiles.count(kind) < pattern.required.count(kind):
            return Message(_("the hand lacks %(word)s"), word=KIND_CODES_OF[kind])
    if pattern.win and source not in pattern.win:
        return Message(_("the hand was not won the way the pattern says"))
    if pattern.winning_tile is not None and winning != pattern.winning_tile:
        return Message(
            _("the winning tile is not %(word)s"), word=KIND_CODES_OF[pattern.winning_tile]
        )
    return None


def _counts_fit(pattern: Pattern, found: dict[str, int]) -> bool:
    return all(n is None or found.get(k, 0) == n for k, n in pattern.counts.items())


def regular_items(
    house: HouseRules, groups, win_group: int | None, source: str, winning
) -> list[SpecialHand]:
    """The house's four-sets-and-a-pair special hands this arrangement of groups is."""
    found = []
    tiles = [i for g in groups for i in g.tiles]
    kinds_count = {"pairs": 0, "pungs": 0, "kongs": 0, "chows": 0}
    for g in groups:
        kinds_count[g.kind + "s"] += 1
    concealed = all(g.concealed or k == win_group for k, g in enumerate(groups))
    for hand in house.hands:
        p = hand.pattern
        if not p.regular or p.concealed and not concealed:
            continue
        if _counts_fit(p, kinds_count) and _tile_facts(p, tiles, source, winning) is None:
            found.append(hand)
    return found


def shape_match(pattern: Pattern, melds, loose: list[int], source: str, winning) -> Message | None:
    """None when the declared melds (kind, first kind index, concealed) and the loose tiles'
    kind indexes make the pattern; else what is missing."""
    tiles = list(loose)
    declared = {"pairs": 0, "pungs": 0, "kongs": 0, "chows": 0}
    for kind, first, concealed in melds:
        declared[kind + "s"] += 1
        tiles += (
            [first + k for k in range(3)]
            if kind == "chow"
            else [first] * (2 if kind == "pair" else 3 if kind == "pung" else 4)
        )
        if pattern.concealed and not concealed:
            return Message(_("the pattern is concealed, the hand has an exposed set"))
    facts = _tile_facts(pattern, tiles, source, winning)
    if facts is not None:
        return facts
    wanted = {k: (None if n is None else n - declared.get(k, 0)) for k, n in pattern.counts.items()}
    if any(n is not None and n < 0 for n in wanted.values()):
        return Message(_("the hand's groups are not the pattern's"))
    counts = [0] * KINDS
    for i in loose:
        counts[i] += 1
    if not _split(counts, wanted, 0):
        return Message(_("the hand's groups are not the pattern's"))
    return None


def _split(counts: list[int], wanted: dict[str, int | None], start: int) -> bool:
    """Whether the loose tiles split into exactly the wanted groups (None: any number)."""
    i = start
    while i < KINDS and not counts[i]:
        i += 1
    if i == KINDS:
        return all(not n for n in wanted.values())
    suit = KIND_SUIT[i]
    tries: list[tuple[str, tuple[int, ...]]] = [("pairs", (i, i)), ("pungs", (i, i, i))]
    if suit and i % 9 <= 6:
        tries.append(("chows", (i, i + 1, i + 2)))
    if suit:
        number = i % 9
        others = [j for j in (9 + number, 18 + number) if j > i]
        for j in others:
            tries.append(("knitted_pairs", (i, j)))
        if i < 9:
            tries.append(("knitted_triples", (i, 9 + number, 18 + number)))
    for kind, tiles in tries:
        n = wanted.get(kind)
        if n is not None and n <= 0:
            continue
        need = {t: tiles.count(t) for t in tiles}
        if any(counts[t] < c for t, c in need.items()):
            continue
        for t, c in need.items():
            counts[t] -= c
        wanted[kind] = None if n is None else n - 1
        ok = _split(counts, wanted, i)
        wanted[kind] = n
        for t, c in need.items():
            counts[t] += c
        if ok:
            return True
    return False


def item_of(hand: SpecialHand) -> Item:
    """The item a special hand gives, citing its id."""
    if hand.kind == "doubles":
        return Item(rule=hand.id, what=hand.what, doubles=hand.amount)
    if hand.kind == "points":
        return Item(rule=hand.id, what=hand.what, points=hand.amount)
    return Item(rule=hand.id, what=hand.what, limit=True)
