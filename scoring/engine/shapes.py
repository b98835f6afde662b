"""Hand shapes on count vectors: is a hand complete, how can it be split, what does it wait on.

A count vector has 34 entries, one per playing-tile kind (tiles.KIND_INDEX). A complete hand
of loose tiles is sets (pungs, chows) and exactly one pair; kongs are always declared, so four
loose copies of a tile are a pung plus one tile used elsewhere. The two special shapes
(Thirteen Unique Wonders, Wriggling Snake) are recognised separately, only when the hand
declares no melds.

Suits are analysed one at a time with cached results, so asking the same question about many
hands (waits for 115c, decompositions for scoring) stays cheap.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product

from .tiles import FIRST_DRAGON, FIRST_WIND, KIND_INDEX, KINDS, TERMINALS_AND_HONOURS

Group = tuple[str, int]  # (kind, index of its lowest tile): ("pung", 5), ("chow", 18), ("pair", 31)

THIRTEEN_WONDERS = "thirteen_unique_wonders"
WRIGGLING_SNAKE = "wriggling_snake"
_WINDS = tuple(KIND_INDEX[f"{w}w"] for w in "ESWN")
_SIMPLES = tuple(i for i in range(KINDS) if i not in TERMINALS_AND_HONOURS)


def counts_of(codes) -> list[int]:
    counts = [0] * KINDS
    for code in codes:
        counts[KIND_INDEX[code]] += 1
    return counts


@lru_cache(maxsize=65536)
def _suit_splits(counts: tuple[int, ...]) -> tuple[tuple[Group, ...], ...]:
    """Every way to split one suit's nine counts into pungs, chows and at most one pair."""
    first = next((i for i, c in enumerate(counts) if c), None)
    if first is None:
        return ((),)
    out: list[tuple[Group, ...]] = []
    c = list(counts)
    if c[first] >= 3:
        c[first] -= 3
        out += [(("pung", first), *rest) for rest in _suit_splits(tuple(c))]
        c[first] += 3
    if c[first] >= 2:
        c[first] -= 2
        out += [
            (("pair", first), *rest)
            for rest in _suit_splits(tuple(c))
            if not any(g[0] == "pair" for g in rest)
        ]
        c[first] += 2
    if first <= 6 and c[first + 1] and c[first + 2]:
        c[first] -= 1
        c[first + 1] -= 1
        c[first + 2] -= 1
        out += [(("chow", first), *rest) for rest in _suit_splits(tuple(c))]
    return tuple(out)


def _complete_suits() -> dict[tuple[int, ...], int]:
    """The pair mask (see _suit_pair_mask) of every one-suit count vector of at most 14 tiles
    that has one: at most four sets, and a pair or not. About 22,000 vectors, built once
    in a few hundredths of a second; fresh hands then never search a suit."""
    sets = [tuple(3 if j == i else 0 for j in range(9)) for i in range(9)]  # pungs
    sets += [tuple(1 if i <= j <= i + 2 else 0 for j in range(9)) for i in range(7)]  # chows
    layer = {(0,) * 9}
    no_pair = set(layer)
    for _ in range(4):
        grown = set()
        for counts in layer:
            for s in sets:
                more = tuple(a + b for a, b in zip(counts, s, strict=True))
                if max(more) <= 4:
                    grown.add(more)
        layer = grown
        no_pair |= layer
    masks = dict.fromkeys(no_pair, 1)
    for counts in no_pair:
        if sum(counts) <= 12:
            for i in range(9):
                if counts[i] <= 2:
                    paired = counts[:i] + (counts[i] + 2,) + counts[i + 1 :]
                    masks[paired] = masks.get(paired, 0) | 2
    return masks


_SUIT_MASKS = _complete_suits()


def _suit_pair_mask(counts: tuple[int, ...]) -> int:
    """Bit 1: the suit splits into sets with no pair; bit 2: into sets and exactly one pair.

    This is the question waits ask thousands of times: a table look-up for a suit of up to
    14 tiles (anything in a hand), a search beyond."""
    mask = _SUIT_MASKS.get(counts)
    if mask is not None:
        return mask
    return 0 if sum(counts) <= 14 else _search_pair_mask(counts)


@lru_cache(maxsize=4096)
def _search_pair_mask(counts: tuple[int, ...]) -> int:
    first = next((i for i, c in enumerate(counts) if c), None)
    if first is None:
        return 1
    c = list(counts)
    mask = 0
    if c[first] >= 3:
        c[first] -= 3
        mask |= _suit_pair_mask(tuple(c))
        c[first] += 3
    if c[first] >= 2:
        c[first] -= 2
        if _suit_pair_mask(tuple(c)) & 1:
            mask |= 2
        c[first] += 2
    if mask != 3 and first <= 6 and c[first + 1] and c[first + 2]:
        c[first] -= 1
        c[first + 1] -= 1
        c[first + 2] -= 1
        mask |= _suit_pair_mask(tuple(c))
    return mask


_HONOUR_MASKS = {0: 1, 2: 2, 3: 1}  # by count (see _suit_pair_mask)


def _honour_mask(count: int) -> int:
    return _HONOUR_MASKS.get(count, 0)


def _part_masks(counts) -> list[int]:
    masks = [_suit_pair_mask(tuple(counts[s : s + 9])) for s in (0, 9, 18)]
    masks += [_honour_mask(c) for c in counts[FIRST_WIND:]]
    return masks


def _one_pair(masks) -> bool:
    """Can the parts be chosen so that exactly one of them holds the pair?"""
    without = [m & 1 for m in masks]
    missing = without.count(0)
    if missing > 1:
        return False
    return any(m & 2 and (missing == 0 or not without[i]) for i, m in enumerate(masks))


def special_shape(counts) -> str | None:
    """Thirteen Unique Wonders or Wriggling Snake (classical-extra.md, rule 122), or None."""
    if sum(counts) != 14:
        return None
    if all(counts[i] >= 1 for i in TERMINALS_AND_HONOURS) and all(
        counts[i] == 0 for i in range(KINDS) if i not in TERMINALS_AND_HONOURS
    ):
        return THIRTEEN_WONDERS
    for s in (0, 9, 18):
        suit = counts[s : s + 9]
        others = [counts[i] for i in range(FIRST_WIND) if not s <= i < s + 9]
        if (
            not any(others)
            and all(suit[k] == 1 for k in range(1, 8))
            and sorted((suit[0], suit[8])) == [1, 2]
            and all(counts[w] == 1 for w in _WINDS)
            and not any(counts[FIRST_DRAGON:])
        ):
            return WRIGGLING_SNAKE
    return None


def is_complete(counts, specials: bool = False) -> bool:
    """Sets and one pair (any number of sets), or a special shape when `specials`."""
    if sum(counts) % 3 != 2:
        return False
    if _one_pair(_part_masks(counts)):
        return True
    return specials and special_shape(counts) is not None


def decompositions(counts, pairs_wanted: int = 1) -> list[tuple[Group, ...]]:
    """Every split of the counts into pungs and chows plus `pairs_wanted` (0 or 1) pairs."""
    per_part: list[tuple[tuple[Group, ...], ...]] = []
    for s in (0, 9, 18):
        splits = _suit_splits(tuple(counts[s : s + 9]))
        if not splits:
            return []
        per_part.append(tuple(tuple((k, i + s) for k, i in split) for split in splits))
    honours: list[Group] = []
    for i in range(FIRST_WIND, KINDS):
        c = counts[i]
        if c == 3:
            honours.append(("pung", i))
        elif c == 2:
            honours.append(("pair", i))
        elif c:
            return []
    per_part.append((tuple(honours),))
    out = []
    for combo in product(*per_part):
        groups = tuple(g for part in combo for g in part)
        if sum(1 for g in groups if g[0] == "pair") == pairs_wanted:
            out.append(groups)
    return out


_HONOUR_ADDED = {1: 2, 2: 1}  # a single honour waits for its pair, a pair for its pung


# A suit's nine counts packed as one int, three bits a tile kind (a count is at most 4): a
# cheap key for the per-suit caches below.
def _pack(counts: tuple[int, ...]) -> int:
    return sum(c << 3 * k for k, c in enumerate(counts))


_PACKED_SUIT_MASKS = {_pack(counts): mask for counts, mask in _SUIT_MASKS.items()}


def _packed_suit_mask(packed: int) -> int:
    """_suit_pair_mask of a packed suit."""
    mask = _PACKED_SUIT_MASKS.get(packed)
    return mask if mask is not None else _unlisted_suit_mask(packed)


@lru_cache(maxsize=65536)
def _unlisted_suit_mask(packed: int) -> int:
    # 0 for a suit of up to 14 tiles, searched beyond
    return _suit_pair_mask(tuple((packed >> 3 * k) & 7 for k in range(9)))


def _suit_size(packed: int) -> int:
    """The tiles in a packed suit: its counts' ones, twos and fours bits added up."""
    return (
        (packed & 0o111111111).bit_count()
        + 2 * (packed & 0o222222222).bit_count()
        + 4 * (packed & 0o444444444).bit_count()
    )


@lru_cache(maxsize=65536)
def _suit_waits(packed: int, accept: int) -> tuple[frozenset[int], ...]:
    """The tiles of one packed suit whose addition gives the suit a pair mask sharing a bit
    with `accept` (see _part_waits), as kind indices: [part] for the suit being part 0-2."""
    small = _suit_size(packed) < 14  # unlisted means incomplete
    out = []
    for k in range(9):
        if (packed >> 3 * k) & 7 < 4:  # (a fifth copy completes nothing)
            more = packed + (1 << 3 * k)
            mask = _PACKED_SUIT_MASKS.get(more, 0) if small else _packed_suit_mask(more)
            if mask & accept:
                out.append(k)
    return tuple(frozenset(start + k for k in out) for start in (0, 9, 18))


@lru_cache(maxsize=65536)
def _waits(counts: tuple[int, ...], specials: bool) -> frozenset[int]:
    found = set()
    if specials and sum(counts) == 13:
        near_special = not any(counts[i] for i in _SIMPLES) or all(counts[w] for w in _WINDS)
        if near_special:
            for i in range(KINDS):
                if counts[i] < 4:
                    trial = list(counts)
                    trial[i] += 1
                    if special_shape(trial):
                        found.add(i)
    lacking = []
    for part, start in ((0, 0), (1, 9), (2, 18)):
        held = counts[start : start + 9]
        if any(held):
            mask = _suit_pair_mask(held)
            if not mask & 1:
                lacking.append((part, mask, _pack(held)))
    for i in range(FIRST_WIND, KINDS):
        if counts[i]:
            mask = _honour_mask(counts[i])
            if not mask & 1:
                lacking.append((i - 24, mask, counts[i]))
    return frozenset(found | _part_waits(lacking))


_NONE: frozenset[int] = frozenset()


def _part_waits(lacking: list[tuple[int, int, int]]) -> frozenset[int]:
    """The waits (no special shapes) of a hand of 3n + 1 tiles given by the parts that do
    not split into sets: (part, pair mask, held), a part being a suit (0-2, `held` packed) or
    an honour (3-9, `held` its count); the others are complete without a pair.

    A part that splits into sets holds 3k tiles, one that splits into sets and a pair 3k + 2.
    With one part lacking, the others hold 3k tiles each and cannot give the pair: the added
    tile must make it sets and a pair. With two, it must make one of them sets while the
    other already is sets and a pair. With more, no one tile completes the hand."""
    if len(lacking) == 1:
        part, _, held = lacking[0]
        return _waits_in(part, held, 2)
    if len(lacking) == 2:
        (part, mask, held), (other, other_mask, other_held) = lacking
        found = _waits_in(part, held, 1) if other_mask & 2 else _NONE
        if mask & 2:
            found = found | _waits_in(other, other_held, 1)
        return found
    return _NONE


def _waits_in(part: int, held: int, accept: int) -> frozenset[int]:
    """The tiles of one part whose addition gives it a pair mask sharing a bit with
    `accept`: 2 (sets and a pair), 1 (sets)."""
    if part < 3:
        return _suit_waits(held, accept)[part]
    return frozenset((24 + part,)) if _HONOUR_ADDED.get(held, 0) & accept else _NONE


def waits(counts, specials: bool = False) -> frozenset[int]:
    """The tile kinds that would complete these loose tiles (13 - 3 per fixed set)."""
    if sum(counts) % 3 != 1:
        return frozenset()
    return _waits(tuple(counts), specials)
