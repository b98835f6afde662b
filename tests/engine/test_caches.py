"""The engine caches what repeats between hands (checked melds, their groups, waits of a
suit); a cache must never change an answer: the same hand scores the same cold or warm."""

import copy
import importlib
from pathlib import Path

from hypothesis import HealthCheck, given, settings

import scoring.engine
from scoring.engine import validation
from scoring.engine.contract import evaluate
from scoring.engine.errors import ContractError

from .strategies import table_documents


def _answer(document):
    try:
        return evaluate(copy.deepcopy(document))
    except ContractError as error:
        return error.to_json()


def _engine_modules():
    root = Path(scoring.engine.__file__).parent
    for path in sorted(root.rglob("*.py")):
        name = ".".join(path.relative_to(root.parent.parent).with_suffix("").parts)
        yield importlib.import_module(name.removesuffix(".__init__"))


def _clear_caches():
    # Every functools cache in the engine, found rather than listed, so none is missed.
    validation._MELDS.clear()
    for module in _engine_modules():
        for value in vars(module).values():
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()


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
