"""scripts/engine_outputs.py: the fixed corpus whose answers are compared byte for byte, key
order included, before and after an engine change. It proves nothing about an answer kind it
does not hold, so these tests count the kinds it holds."""

from __future__ import annotations

import random
from collections import Counter

from scoring.engine.contract import answer
from scoring.engine.errors import ContractError
from scripts import engine_outputs


def _answers(documents):
    for document in documents:
        try:
            yield document, answer(document)
        except ContractError:
            continue


def test_the_corpus_holds_riichi_wins_with_pao_claims_rulings_draws_and_chombo():
    kinds = Counter()
    for _document, found in _answers(engine_outputs.riichi_documents(random.Random(2026))):
        out = found.to_json()
        if not out["hands"]:
            kinds["chombo"] += 1
        elif all("tenpai" in hand for hand in out["hands"].values()):
            kinds["draw"] += 1
        for penalty in out["penalties"]:
            if penalty["type"] == "pao":
                kinds["pao applied" if penalty["applied"] else "pao refused"] += 1
                kinds["pao ruled"] += "ruling" in penalty
                kinds["pao settled"] += penalty.get("settled", False)
    assert min(kinds[k] for k in ("chombo", "draw", "pao refused", "pao ruled")) >= 20, kinds
    assert min(kinds["pao applied"], kinds["pao settled"]) >= 20, kinds


def test_the_corpus_holds_mcr_hands_at_every_depth_with_both_kinds_of_false_mahjong():
    kinds = Counter()
    for document, found in _answers(engine_outputs.mcr_documents(random.Random(2026))):
        out = found.to_json()
        kinds["drawn" if out["drawn"] else document.get("entry", "tiles")] += 1
        for penalty in out["penalties"]:
            # under the 8-fan minimum: one check; claimed by the table: none
            kinds["under the minimum" if penalty["checks"] else "claimed"] += 1
        kinds["fans unlike the tiles"] += any(h.get("warnings") for h in out["hands"].values())
    expected = ("tiles", "fans", "scores", "drawn", "under the minimum", "claimed")
    assert min(kinds[k] for k in expected) >= 50, kinds
    assert kinds["fans unlike the tiles"] >= 20, kinds


def _written(out: dict) -> set[str]:
    """Every English sentence of a riichi or MCR answer: lines, warnings, penalties, checks."""
    said = set()
    for hand in out["hands"].values():
        for line in [*hand.get("items", ()), *hand.get("fu_items", ()), *hand.get("warnings", ())]:
            said.add(line["what"])
    for penalty in out["penalties"]:
        said.add(penalty["why"])
        said |= {check["condition"] for check in penalty.get("checks", ())}
    return said


def test_every_sentence_of_a_riichi_or_mcr_answer_is_one_of_its_messages():
    # engine_text.spoken finds a stored sentence's message through answer().messages()
    rng = random.Random(2026)
    documents = engine_outputs.riichi_documents(rng)[::4] + engine_outputs.mcr_documents(rng)[::2]
    checked = 0
    for _document, found in _answers(documents):
        said = {message.english() for message in found.messages()}
        assert _written(found.to_json()) <= said
        checked += 1
    assert checked > 800
