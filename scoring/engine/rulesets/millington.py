"""The default ruleset: classical Chinese Mah-Jong as the Millington tradition scores it
(seed 002, rules 112-117; limit and limit hands from classical-extra.md)."""

from __future__ import annotations

from .. import penalties, settlement
from ..answer import Answer
from ..classical import MILLINGTON_VALUES, answer_classical, classical_options
from ..vocabulary import RULESET_NAMES
from . import ENTRIES, Ruleset, register


def answer(document: dict) -> Answer:
    return answer_classical(document, RULESET, MILLINGTON_VALUES)


RULESET = register(
    Ruleset(
        id="millington",
        # 2 (22 Nov 2026): 115c counts a declared pair the winning tile did not complete as
        # held before the win (rule 113: only the winning claim exposes a pair)
        # 3 (23 Nov 2026): a self-drawn winning tile completes a concealed group (rule 113);
        # a claimed long or short hand is checked against the tile count (C1); a claimed
        # unseen 90g tile is checked against the exposed sets; an Earthly Hand is won on
        # East's discard
        # 4 (26 Nov 2026): impossible wins refused (a Heavenly Hand on another's tile, Twofold
        # Fortune without two kongs or a kong and a bonus tile, a loose-tile win without a
        # kong, a robbed kong nobody held the pung of); a 90g claim judged by its own facts at
        # the scores depth; a scores winner below the mah-jong's 10 refused
        # 5 (28 Nov 2026): a loser's pungs and honour pairs written among the loose tiles
        # score as declared ones (rule 114), where they scored nothing; under an open roof an
        # all-honours hand scores its points and doubles (117g's note), not All Symbols' limit
        version=5,
        name=RULESET_NAMES["millington"],
        source="seed 002 rules 112-117; classical-extra.md (limit, rule 122 limit hands, settlement)",
        options=classical_options(MILLINGTON_VALUES)
        + tuple(settlement.SETTLEMENT_OPTIONS)
        + tuple(penalties.PENALTY_OPTIONS),
        answer=answer,
        description=(
            "Basic points (114-115) doubled progressively (116-117), capped at the limit; "
            "limit hands (122) score the limit."
        ),
        entries=ENTRIES,
        extra={"values": MILLINGTON_VALUES},
    )
)
