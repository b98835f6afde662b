"""Hand shapes: completeness, splits and waits (rule 115c) agree with one another."""

import random

from scoring.engine.shapes import counts_of, decompositions, is_complete, waits
from scoring.engine.tiles import KIND_INDEX


def kinds(codes):
    return sorted(KIND_INDEX[c] for c in codes.split())


def test_115c_note_hands_wait_as_the_rule_says():
    # 2d 4d wait only on 3d; 4d 5d on 3d and 6d; 6-7-8-9 dots on 6d and 9d (115d note)
    assert sorted(waits(counts_of(["5b", "5b", "2d", "4d"]))) == kinds("3d")
    assert sorted(waits(counts_of(["5b", "5b", "4d", "5d"]))) == kinds("3d 6d")
    assert sorted(waits(counts_of(["6d", "7d", "8d", "9d"]))) == kinds("6d 9d")


def test_the_nine_gates_wait_on_every_tile_of_their_suit():
    hand = ["1c", "1c", "1c", "2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c", "9c", "9c"]
    assert sorted(waits(counts_of(hand))) == list(range(9, 18))


def test_thirteen_unique_wonders_wait_on_all_thirteen_only_with_specials():
    hand = ["1b", "9b", "1c", "9c", "1d", "9d", "Ew", "Sw", "Ww", "Nw", "Rd", "Gd", "Wd"]
    assert len(waits(counts_of(hand), specials=True)) == 13
    assert waits(counts_of(hand)) == frozenset()


def test_waits_agree_with_splitting_every_possible_fourteenth_tile():
    rng = random.Random(7)
    for size in (1, 4, 7, 10, 13):
        for _ in range(300):
            counts = [0] * 34
            while sum(counts) < size:
                k = rng.randrange(34) if rng.random() < 0.3 else rng.randrange(9)
                if counts[k] < 4:
                    counts[k] += 1
            by_splitting = set()
            for k in range(34):
                if counts[k] < 4:
                    trial = list(counts)
                    trial[k] += 1
                    if decompositions(trial, 1):
                        by_splitting.add(k)
                        assert is_complete(trial)
            assert set(waits(counts)) == by_splitting, counts


def test_the_benchmark_hands_are_legal():
    from benchmarks.engine import random_hand
    from scoring.engine.contract import evaluate

    rng = random.Random(3)
    for loose in (False, True):
        for _ in range(100):
            document = random_hand(rng, loose)
            assert evaluate(document)["hands"][document["winner"]]["mahjong"] is True


def test_a_one_suit_hand_is_complete_exactly_when_it_splits_into_sets_and_a_pair():
    # Sets and one pair make a mah-jong (rule 112). Completeness reads a table of the suits
    # that split (up to 14 tiles) and searches larger ones; splitting enumerates them: both
    # must agree, also for 17 and 20 tiles of one suit (past the table).
    rng = random.Random(11)
    pool = [k for k in range(9) for _ in range(4)]
    for size in (2, 5, 8, 11, 14, 17, 20):
        for _ in range(400):
            counts = [0] * 34
            for k in rng.sample(pool, size):
                counts[k] += 1
            assert is_complete(counts) == bool(decompositions(counts, 1)), counts


def test_the_benchmark_full_tables_are_legal_and_settle_to_zero():
    from benchmarks.engine import random_table
    from scoring.engine.contract import evaluate

    rng = random.Random(5)
    for _ in range(100):
        document = random_table(rng)
        out = evaluate(document)
        assert out["hands"][document["winner"]]["mahjong"] is True
        assert len(out["hands"]) == 4
        assert sum(out["payments"].values()) == 0  # settlement: what one pays another gets
