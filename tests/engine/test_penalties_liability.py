"""bear_debts: one player bears others' debts (rule 96, A2; shared with riichi pao)."""

from fractions import Fraction

from scoring.engine.penalties import bear_debts


def debts():
    return [
        {"from": "E", "to": "W", "amount": 2000, "rule": "settlement-1"},
        {"from": "S", "to": "W", "amount": 1000, "rule": "settlement-1"},
        {"from": "N", "to": "W", "amount": 1000, "rule": "settlement-1"},
        {"from": "E", "to": "N", "amount": 8, "rule": "settlement-2"},
    ]


def total(transfers, seat):
    return sum(t["amount"] for t in transfers if t["to"] == seat) - sum(
        t["amount"] for t in transfers if t["from"] == seat
    )


def test_96_the_cannon_pays_what_the_other_losers_owe_the_winner():
    # S bears E's 2000 and N's 1000 on top of his own 1000; E's debt to N is not S's.
    out = bear_debts(debts(), bearer="S", debtors=["E", "S", "N"], creditor="W", rule="96")
    assert total(out, "S") == -4000 and total(out, "W") == 4000
    assert total(out, "E") == -8 and total(out, "N") == 8
    moved = [(t["on_behalf_of"], t["amount"]) for t in out if t["rule"] == "96"]
    assert sorted(moved) == [("E", 2000), ("N", 1000)]


def test_pao_on_a_ron_splits_the_discarders_payment_with_the_responsible_player():
    # Ron: discarder S owes W 7700; responsible N pays half, rounded up to 100: 3900; S 3800.
    out = bear_debts(
        [{"from": "S", "to": "W", "amount": 7700, "rule": "ron"}],
        bearer="N",
        debtors=["S"],
        creditor="W",
        rule="R3",
        share=Fraction(1, 2),
        unit=100,
    )
    assert [(t["from"], t["amount"]) for t in out] == [("S", 3800), ("N", 3900)]
    assert sum(t["amount"] for t in out) == 7700
