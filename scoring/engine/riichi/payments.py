"""Who pays whom for one riichi hand: ron, tsumo, honba, riichi sticks, draws, chombo, pao.

Riichi sticks sit on the table between hands, so transfers may go to or come from `"table"`;
`payments` (seats only) then sum to minus what the table gained this hand.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..penalties import bear_debts
from ..tiles import SEATS

TABLE = "table"
RIICHI_STICK = 1000
HONBA_RON = 300  # per honba, paid by the discarder
HONBA_TSUMO = 100  # per honba, paid by each of the three others
NOTEN_POOL = 3000


def transfer(payer: str, payee: str, amount: int, rule: str) -> dict[str, Any]:
    return {"from": payer, "to": payee, "amount": amount, "rule": rule}


def tsumo_transfers(winner: str, dealer: str, dealer_share: int, other_share: int, honba: int):
    out = []
    for seat in SEATS:
        if seat == winner:
            continue
        share = dealer_share if seat == dealer and winner != dealer else other_share
        out.append(transfer(seat, winner, share, "tsumo"))
        if honba:
            out.append(transfer(seat, winner, HONBA_TSUMO * honba, "honba"))
    return out


def pao_tsumo(owed: list[dict], winner: str, responsible: str, rule: str) -> list[dict]:
    """Seed 004, tsumo: the responsible player pays everything the others owe the winner
    (honba included)."""
    others = [s for s in SEATS if s not in (winner, responsible)]
    return bear_debts(owed, bearer=responsible, debtors=others, creditor=winner, rule=rule)


def ron_transfers(
    winner: str, discarder: str, value: int, honba: int, responsible: str | None, rule: str | None
):
    """A ron; with a responsible player other than the discarder the two split the value
    equally (seed 004: the responsible half rounded up to 100) and the discarder alone pays
    the honba."""
    out = [transfer(discarder, winner, value, "ron")]
    if responsible and responsible != discarder:
        out = bear_debts(
            out,
            bearer=responsible,
            debtors=[discarder],
            creditor=winner,
            rule=rule,
            share=Fraction(1, 2),
            unit=100,
        )
    if honba:
        out.append(transfer(discarder, winner, HONBA_RON * honba, "honba"))
    return out


def riichi_deposits(declared: list[str]) -> list[dict]:
    return [transfer(seat, TABLE, RIICHI_STICK, "riichi") for seat in declared]


def collect_sticks(winner: str, sticks: int) -> list[dict]:
    return [transfer(TABLE, winner, RIICHI_STICK * sticks, "riichi-sticks")] if sticks else []


def noten_transfers(tenpai: list[str]) -> list[dict]:
    """Exhaustive draw: the noten players pay 3000 in all to the tenpai players."""
    noten = [s for s in SEATS if s not in tenpai]
    if not tenpai or not noten:
        return []
    each = NOTEN_POOL // len(noten) // len(tenpai)
    return [transfer(payer, payee, each, "noten") for payer in noten for payee in tenpai]


def chombo_mangan(offender: str, dealer: str) -> list[dict]:
    """A reversed mangan: a dealer pays 4000 to each; otherwise 4000 to the dealer, 2000 to
    each other player."""
    out = []
    for seat in SEATS:
        if seat == offender:
            continue
        amount = 4000 if offender == dealer or seat == dealer else 2000
        out.append(transfer(offender, seat, amount, "chombo"))
    return out


def net(transfers: list[dict]) -> dict[str, int]:
    payments = {seat: 0 for seat in SEATS}
    for t in transfers:
        if t["from"] in payments:
            payments[t["from"]] -= t["amount"]
        if t["to"] in payments:
            payments[t["to"]] += t["amount"]
    return payments
