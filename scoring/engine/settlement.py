"""Money for one hand at a table of four (classical-extra.md, "Settlement")."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from .hands import HandScore, TableHand
from .rules import Option
from .tiles import SEATS

SETTLEMENT_OPTIONS = (
    Option(
        "drawn_hand_settlement",
        False,
        "on a drawn hand the losers still settle differences among themselves",
        bool,
    ),
)


def _factor(*seats: str) -> int:
    return 2 if "E" in seats else 1


def settle_table(table: TableHand, scores: dict[str, HandScore], options: dict[str, Any]) -> dict:
    """Payments, transfers, penalties and whether East keeps the deal.

    May replace entries of `scores` where a penalty changes what a hand is worth.
    """
    transfers: list[dict[str, Any]] = []
    winner = table.winner
    if winner is not None:
        won = scores[winner].score
        for loser in SEATS:
            if loser != winner:
                transfers.append(
                    {
                        "from": loser,
                        "to": winner,
                        "amount": won * _factor(loser, winner),
                        "rule": "settlement-1",
                    }
                )
        losers = [s for s in SEATS if s != winner]
        for a, b in combinations(losers, 2):
            diff = scores[a].score - scores[b].score
            if diff:
                payer, payee = (b, a) if diff > 0 else (a, b)
                transfers.append(
                    {
                        "from": payer,
                        "to": payee,
                        "amount": abs(diff) * _factor(a, b),
                        "rule": "settlement-2",
                    }
                )
    payments = {seat: 0 for seat in SEATS}
    for t in transfers:
        payments[t["from"]] -= t["amount"]
        payments[t["to"]] += t["amount"]
    assert sum(payments.values()) == 0
    return {
        "payments": payments,
        "transfers": transfers,
        "penalties": [],
        "east_keeps_deal": winner in (None, "E"),
    }
