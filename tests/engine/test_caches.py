"""The engine caches what repeats between hands (checked melds, their groups, waits of a
suit); a cache must never change an answer: the same hand scores the same cold or warm."""

import copy

from hypothesis import HealthCheck, given, settings

from scoring.engine import classical, shapes, validation
from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError

from .strategies import table_documents


def _answer(document):
    try:
        return evaluate(copy.deepcopy(document))
    except ContractError as error:
        return error.to_json()


def _clear_caches():
    validation._MELDS.clear()
    classical._DECLARED.clear()
    classical._HELD.clear()
    classical._ENABLED.clear()
    for cached in (
        classical._group,
        classical._claimed_or_drawn,
        shapes._waits,
        shapes._suit_waits,
        shapes._unlisted_suit_mask,
        shapes._search_pair_mask,
    ):
        cached.cache_clear()


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example],
)
@given(table_documents())
def test_a_table_scores_and_settles_the_same_with_cold_and_warm_caches(document):
    # 112-117 and the settlement depend on the tiles only, not on what was scored before
    _clear_caches()
    cold = _answer(document)
    warm = _answer(document)
    assert warm == cold
    assert cold.get("hands", {}).get(document["winner"], {}).get("mahjong") is True
