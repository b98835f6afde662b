"""Rules 113 and 115c for the classical rulesets: the group the winning tile completed, claimed
or drawn, and whether it was the only tile the hand could have won on."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple

from .groups import Group, group
from .hands import PlayerHand, TableHand
from .messages import Message
from .shapes import counts_of, waits
from .tiles import KIND_CODES, KIND_INDEX, KINDS
from .validation import SELF_DRAWN
from .vocabulary import gettext_noop as _


def _seen(table: TableHand, hand: PlayerHand, win_index: int) -> list[int]:
    """The copies of each kind in sight: the winner's before the winning tile, and what the
    others show, their exposed melds and declared kongs (115c)."""
    seen = [0] * KINDS
    seen[win_index] -= 1
    for m in hand.melds:
        for k in m.indexes:
            seen[k] += 1
    for t in hand.concealed:
        seen[KIND_INDEX[t.code]] += 1
    for other, their in table.players.items():
        if other != hand.seat:
            for m in their.melds:
                if not m.concealed or m.kind == "kong":
                    for k in m.indexes:
                        seen[k] += 1
    return seen


class Waits(NamedTuple):
    """Rule 115c's answer: whether the winning tile was the only one the hand could win on,
    whether the document said so (`win.only_possible`), and the live waits the hand had."""

    only: bool
    given: bool = False
    live: tuple[str, ...] = ()


def only_possible_tile(table, hand, groups, win_group, specials_enabled, cache) -> Waits:
    """115c from the hand's waits: the hand before the winning tile, exposed sets and kongs
    fixed, everything else free to regroup; a wait all four copies of which are visible
    (in the winner's hand or shown by the others) does not count."""
    w = table.win
    if w.only_possible is not None:
        return Waits(w.only_possible, given=True)
    # the declared melds' groups come first: group k is meld k
    win_meld = win_group if win_group is not None and win_group < len(hand.melds) else None
    cached = cache.get(win_meld)
    if cached is not None:
        return cached
    win_index = KIND_INDEX[w.tile.code]
    counts = counts_of(t.code for t in hand.concealed) if hand.concealed else [0] * KINDS
    fixed = 0
    for i, m in enumerate(hand.melds):
        if i != win_meld and groups[i].fixed:
            fixed += 1
        else:
            for k in m.indexes:
                counts[k] += 1
    counts[win_index] -= 1
    found = waits(counts, specials=fixed == 0 and specials_enabled)
    if not found:
        answer = _NO_WAIT
    elif len(found) == 1 and win_index in found:
        answer = _ONLY_WAIT[win_index]
    else:  # other waits too: one all four copies of which are in sight is dead
        seen = _seen(table, hand, win_index)
        live = sorted([i for i in found if i == win_index or seen[i] < 4])
        if live == [win_index]:
            answer = _ONLY_WAIT[win_index]
        else:
            answer = Waits(False, live=tuple(KIND_CODES[i] for i in live))
    cache[win_meld] = answer
    return answer


_ONLY_WAIT = tuple(Waits(True, live=(code,)) for code in KIND_CODES)
_NO_WAIT = Waits(False)


@lru_cache(maxsize=4096)
def claimed_or_drawn(g: Group, claimed: bool) -> Group:
    """Rule 113 for the group the winning tile completed."""
    if claimed:
        note = _EXPOSED_BY_CLAIM if g.concealed else None
        return group(g.kind, g.index, False, False, note)
    note = _CONCEALED_BY_DRAW if not g.concealed else None
    return group(g.kind, g.index, True, True, note)


_EXPOSED_BY_CLAIM = Message(
    _(" (exposed: completed by the claimed winning tile, rule %(rule)s)"), rule="113"
)
_CONCEALED_BY_DRAW = Message(
    _(" (concealed: completed by the self-drawn winning tile, rule %(rule)s)"), rule="113"
)


def completed_group(groups: list[Group], w) -> Any:
    """Rule 113: the groups the winning tile may have completed, the one the document names
    or else every group but a kong that holds it. A self-drawn tile completes a concealed
    group: a meld declared exposed was claimed before the win, so it is not one of them."""
    if w.completes is not None:
        return (w.completes,)
    win_index = KIND_INDEX[w.tile.code]
    drawn = w.source in SELF_DRAWN
    return [
        k
        for k, g in enumerate(groups)
        if win_index in g.kinds and g.kind != "kong" and not (drawn and not g.concealed)
    ]
