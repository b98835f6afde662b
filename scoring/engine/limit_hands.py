"""The limit hands of rule 122 (classical-extra.md): which a mah-jong is, each a ruleset option
(limit_<key>) on by default."""

from __future__ import annotations

from dataclasses import dataclass

from .hands import Item
from .messages import Message
from .shapes import THIRTEEN_WONDERS, WRIGGLING_SNAKE
from .tiles import KIND_INDEX, KIND_IS_GREEN, KIND_IS_TERMINAL, KINDS
from .validation import SELF_DRAWN
from .vocabulary import gettext_noop as _


@dataclass(frozen=True)
class LimitHand:
    key: str  # also the option that switches it on or off: limit_<key>
    rule: str  # the item's rule id
    title: str
    description: str


LIMIT_HANDS: tuple[LimitHand, ...] = (
    LimitHand("heavenly_hand", "122-heavenly-hand", _("Heavenly Hand"), _("East's dealt hand is complete (win.heavenly)")),
    LimitHand("earthly_hand", "122-earthly-hand", _("Earthly Hand"), _("a player wins on East's first discard (win.earthly)")),
    LimitHand("thirteen_unique_wonders", "122-thirteen-unique-wonders", _("Thirteen Unique Wonders"), _("one of each 1 and 9 of every suit, every wind and dragon, and a duplicate of one of them")),
    LimitHand("heads_and_tails", "122-heads-and-tails", _("Heads and Tails"), _("only 1s and 9s")),
    LimitHand("imperial_jade", "122-imperial-jade", _("Imperial Jade"), _("only green tiles: 2, 3, 4, 6, 8 bamboo and the green dragon")),
    LimitHand("four_blessings", "122-four-blessings", _("Four Blessings Hovering over the Door"), _("sets of all four winds and any pair")),
    LimitHand("three_great_scholars", "122-three-great-scholars", _("Three Great Scholars"), _("sets of all three dragons, another set (pung or kong; with a chow the hand scores normally) and a pair")),
    LimitHand("all_symbols", "122-all-symbols", _("All Symbols"), _("only honour tiles")),
    LimitHand("gates_of_heaven", "122-gates-of-heaven", _("Gates of Heaven"), _("concealed 1-1-1-2-3-4-5-6-7-8-9-9-9 of one suit plus any tile of that suit")),
    LimitHand("wriggling_snake", "122-wriggling-snake", _("Wriggling Snake"), _("1 to 9 of one suit, a pair of its 1 or 9, one of each wind")),
    LimitHand("buried_treasure", "122-buried-treasure", _("Buried Treasure"), _("four concealed pungs or kongs of one suit (honours allowed) and a pair")),
    LimitHand("fourfold_plenty", "122-fourfold-plenty", _("Fourfold Plenty"), _("four kongs and a pair")),
    LimitHand("plum_blossom", "122-plum-blossom", _("Gathering the Plum Blossom from the Roof"), _("winning on the loose tile with the 5 of dots")),
    LimitHand("moon_from_the_sea", "122-moon-from-the-sea", _("Plucking the Moon from the Bottom of the Sea"), _("winning on the last tile of the wall with the 1 of dots")),
    LimitHand("carrying_pole", "122-carrying-pole", _("Scratching a Carrying Pole"), _("winning by robbing a kong of the 2 of bamboo")),
    LimitHand("twofold_fortune", "122-twofold-fortune", _("Twofold Fortune"), _("winning on the loose tile drawn for a kong that itself was completed by a loose tile")),
)  # fmt: skip

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
        if not suits:
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
