"""The limit hands of rule 122 (classical-extra.md): which a mah-jong is, each a ruleset option
(limit_<key>) on by default. What each is, what it is worth in which ruleset and what its item
says are its catalogue record's (catalogue/limit_hands.py); this module detects them."""

from __future__ import annotations

from dataclasses import dataclass

from . import catalogue
from .catalogue.limit_hands import RULES as RECORDS
from .catalogue.rule import Rule
from .hands import Item
from .messages import Message
from .shapes import THIRTEEN_WONDERS, WRIGGLING_SNAKE
from .tiles import KIND_INDEX, KIND_IS_GREEN, KIND_IS_TERMINAL, KINDS
from .validation import SELF_DRAWN
from .vocabulary import gettext_noop as _


@dataclass(frozen=True)
class LimitHand:
    """A limit hand as the engine detects it, made from its catalogue record."""

    key: str  # also the option that switches it on or off: limit_<key>
    rule: str  # the item's rule id: its record's id
    title: str  # its record's English name
    description: str

    @classmethod
    def of(cls, record: Rule) -> LimitHand:
        key = record.option.removeprefix("limit_")
        return cls(key, record.id, record.name["en"], record.description)


# In the rule's order, which is the order the items of a hand that is several are written in.
LIMIT_HANDS: tuple[LimitHand, ...] = tuple(LimitHand.of(record) for record in RECORDS)


def limit_hands_in(ruleset_id: str) -> tuple[str, ...]:
    """The limit hands a ruleset has: those whose record is worth the limit there, read from
    the catalogue when asked."""
    return tuple(
        hand.key
        for hand in LIMIT_HANDS
        if (record := catalogue.get(hand.rule)) and record.values.get(ruleset_id) == "limit"
    )


LIMIT_OPTION = {hand.key: f"limit_{hand.key}" for hand in LIMIT_HANDS}

_TERMINALS = frozenset(i for i in range(KINDS) if KIND_IS_TERMINAL[i])
_GREEN = frozenset(i for i in range(KINDS) if KIND_IS_GREEN[i])
_NINE_GATES = [3, 1, 1, 1, 1, 1, 1, 1, 3]


def find_limit_hands(groups, kinds, suits, honours, counts, win, options, values) -> list[Item]:
    """The rule 122 limit hands this mah-jong is (cheap tests first: most hands are none).
    `kinds` and `suits` are the hand's tile kinds and suit letters, `counts` its Counts."""
    w = win.table.win
    source = w.source
    regular = win.special is None
    if (  # most hands: what every limit hand below needs, none of it here
        regular
        and len(suits) > 1
        and not kinds <= _TERMINALS
        and counts.dragon_sets < 3
        and counts.kongs < 4
        and (source == "wall" or source == "discard")
        and not (w.heavenly or w.earthly or w.last_tile)
    ):
        return []
    code = w.tile.code
    found = []
    if w.heavenly:
        found.append("heavenly_hand")
    if w.earthly:
        found.append("earthly_hand")
    if win.special == THIRTEEN_WONDERS:
        found.append("thirteen_unique_wonders")
    if win.special == WRIGGLING_SNAKE:
        found.append("wriggling_snake")
    if source == "loose_tile":
        if code == "5d":
            found.append("plum_blossom")
        if w.kong_on_loose_tile:
            found.append("twofold_fortune")
    if w.last_tile and source in SELF_DRAWN and code == "1d":
        found.append("moon_from_the_sea")
    if source == "robbed_kong" and code == "2b":
        found.append("carrying_pole")
    if regular:
        sets = counts.sets
        if len(suits) <= 1 and kinds <= _GREEN:
            found.append("imperial_jade")
        if counts.wind_sets == 4:
            found.append("four_blessings")
        if counts.dragon_sets == 3 and sets == 4:
            found.append("three_great_scholars")
        if not suits and not options.get("open_roof", False):
            # 117g's note (seed 002): the all-honours double matters only under an open roof,
            # as otherwise the hand is All Symbols and scores the limit (122k); under an open
            # roof it is scored by its points and doubles, uncapped
            found.append("all_symbols")
        if len(suits) == 1:
            if sets == 4 and counts.hidden == 4:
                found.append("buried_treasure")
            if not honours and _nine_gates(groups, win.group, code):
                found.append("gates_of_heaven")
        if kinds <= _TERMINALS:
            found.append("heads_and_tails")
        if counts.kongs == 4:
            found.append("fourfold_plenty")
    if not found:
        return []
    return [
        Item(
            rule=hand.rule,
            what=Message(
                _("%(title)s: %(description)s; scores the limit"),
                title=Message(hand.title),
                description=Message(hand.description),
            ),
            limit=True,
        )
        for hand in LIMIT_HANDS
        if hand.key in found
        and hand.key in values.limit_hands
        and options.get(LIMIT_OPTION[hand.key], True)
    ]


def _nine_gates(groups, win_group, code) -> bool:
    """Gates of Heaven: before the winning tile, a concealed 1112345678999 of the suit."""
    if any(not g.concealed_x for i, g in enumerate(groups) if i != win_group):
        return False
    counts = [0] * 9
    for g in groups:
        for i in g.tiles:
            counts[i % 9] += 1
    counts[KIND_INDEX[code] % 9] -= 1
    return counts == _NINE_GATES
