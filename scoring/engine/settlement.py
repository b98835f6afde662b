"""Money for one hand at a table of four (classical-extra.md, "Settlement").

Rule names in `transfers`: "settlement-1" (each loser pays the winner; East pays or receives
double), "settlement-2" (the losers settle their differences, doubled where East pays or
receives), "settlement-3" (a drawn hand settled among all four, when the option is on), and the
penalty rules that change it: "96" (cannon), "C1" (long hand), "C2" (false mah-jong), "C3"
(misnamed discard), "A1" and "A2" (1920s American).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from . import penalties
from .answer import Settlement, Transfer
from .errors import ContractError
from .hands import HandScore, Item, TableHand
from .messages import Message, joined
from .options import Option
from .tiles import SEATS
from .vocabulary import gettext_noop as _

SETTLEMENT_OPTIONS = (
    Option(
        "drawn_hand_settlement",
        False,
        "on a drawn hand (wall exhausted) all four players still settle the differences between "
        "their hands, East paying and receiving double (classical-extra.md Settlement 3: off by "
        "default, a drawn hand pays nothing)",
        bool,
    ),
)


@dataclass
class ClassicalSettlement(Settlement):
    east_keeps_deal: bool

    @classmethod
    def of(cls, transfers: list[dict[str, Any]], east_keeps_deal: bool) -> ClassicalSettlement:
        return cls(net_payments(transfers), [Transfer.of(t) for t in transfers], east_keeps_deal)

    def outcome(self) -> dict[str, Any]:
        return {"east_keeps_deal": self.east_keeps_deal}


def east_factor(*seats: str) -> int:
    """East pays and receives double (Settlement 1 and 2)."""
    return 2 if "E" in seats else 1


def winner_transfers(winner: str, scores: dict[str, HandScore], rule: str = "settlement-1"):
    """Settlement 1: each loser pays the winner the winner's score, doubled where East is involved."""
    won = scores[winner].score
    return [
        {"from": loser, "to": winner, "amount": won * east_factor(loser, winner), "rule": rule}
        for loser in SEATS
        if loser != winner and won
    ]


def difference_transfers(seats, scores: dict[str, HandScore], rule: str = "settlement-2"):
    """Settlement 2: each pair of `seats` settles the difference of their scores (lower pays)."""
    out = []
    for a, b in combinations(seats, 2):
        diff = scores[a].score - scores[b].score
        if diff:
            payer, payee = (b, a) if diff > 0 else (a, b)
            out.append(
                {"from": payer, "to": payee, "amount": abs(diff) * east_factor(a, b), "rule": rule}
            )
    return out


def net_payments(transfers: list[dict[str, Any]]) -> dict[str, int]:
    payments = {seat: 0 for seat in SEATS}
    for t in transfers:
        payments[t["from"]] -= t["amount"]
        payments[t["to"]] += t["amount"]
    if sum(payments.values()) != 0:  # Settlement 4; cannot happen unless a rule above is wrong
        raise AssertionError(f"payments do not sum to zero: {payments}")
    return payments


def _nothing(score: HandScore, rule: str, why: Message) -> HandScore:
    if score.score:
        why = Message(
            _("%(why)s (its hand would have scored %(number1)s)"), why=why, number1=score.score
        )
    return HandScore(score.seat, False, 0, 0, 0, False, [Item(rule, why)])


def settle_table(table: TableHand, scores: dict[str, HandScore], options: dict[str, Any]) -> dict:
    """Payments, transfers, penalties and whether East keeps the deal.

    May replace entries of `scores` where a penalty changes what a hand is worth (a long hand
    scores nothing; 96, A2 and the hand-ending penalties cancel the losers' scores).
    """
    settled, reports = settle(table, scores, options)
    return settled.to_json(reports)


def settle(
    table: TableHand, scores: dict[str, HandScore], options: dict[str, Any]
) -> tuple[ClassicalSettlement, list[penalties.Report]]:
    """`settle_table` as typed values, and the penalty reports behind its `penalties`."""
    if not (set(SEATS) <= set(scores) and set(SEATS) <= set(table.players)):
        # Only some hands were given (to score them): there is nobody to settle with.
        if table.penalties:
            raise ContractError(
                Message(_("penalties need all four players at the table")), "players"
            )
        return ClassicalSettlement({}, [], table.winner in (None, "E")), []
    assessment = penalties.assess(table, options)
    winner = table.winner

    if assessment.hand_ended:
        # C2, C3 (mah-jong claims) and A1: the penalty is all; no other scoring or settlement.
        # The item cites the first penalty that ended the hand and names them all.
        rules = joined(assessment.ending_rules)
        for seat in SEATS:
            scores[seat] = _nothing(
                scores[seat],
                assessment.ending_rules[0],
                Message(_("not scored: the hand ended under %(rules)s"), rules=rules),
            )
        transfers = assessment.ending_transfers + assessment.side_transfers
        # Seed 001: an offending East loses the deal; if anyone else offended, East keeps it.
        keeps = "E" not in assessment.ending_offenders
        return ClassicalSettlement.of(transfers, keeps), assessment.reports

    for seat, rule in assessment.scores_nothing.items():
        what = (
            _("dead hand: scores nothing")
            if rule == "dead-hand"
            else _("long hand: scores nothing")
        )
        scores[seat] = _nothing(scores[seat], rule, Message(what))

    transfers: list[dict[str, Any]] = []
    if winner is not None:
        losers = [s for s in SEATS if s != winner]
        transfers = winner_transfers(winner, scores)
        if assessment.bearer is not None:
            bearer, rule = assessment.bearer
            transfers = penalties.bear_debts(
                transfers, bearer=bearer, debtors=losers, creditor=winner, rule=rule
            )
            # 96 / A2: no other scoring, no settlement among the losers.
            for seat in losers:
                why = Message(
                    _("not scored: %(seat1)s pays for all (%(rule)s)"), seat1=bearer, rule=rule
                )
                scores[seat] = _nothing(scores[seat], rule, why)
        else:
            transfers += difference_transfers(losers, scores)
    elif options.get("drawn_hand_settlement", False):
        transfers = difference_transfers(SEATS, scores, rule="settlement-3")

    # C1: what a long (or dead) hand pays, it pays as the full value of the others' hands.
    for t in transfers:
        if t["from"] in assessment.scores_nothing and t["rule"].startswith("settlement"):
            t["rule"] = assessment.scores_nothing[t["from"]]
    transfers += assessment.side_transfers
    return ClassicalSettlement.of(transfers, winner in (None, "E")), assessment.reports
