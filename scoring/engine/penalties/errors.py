"""Errors and penalties of seed 001: long, short and dirty hands (C1), false mah-jong (C2,
and A1 in the 1920s American game), misnamed discards (C3)."""

from __future__ import annotations

from ..errors import ContractError
from ..hands import PlayerHand, TableHand
from ..messages import Message, and_then
from ..tiles import SEATS, TILES, seat_after
from ..vocabulary import gettext_noop as _
from .base import (
    CLAIM_KINDS,
    PENALTY_AMOUNTS,
    SHARES,
    Assessment,
    Check,
    Report,
    claim_bool,
    claim_seat,
    limit_amount,
    penalty_amount,
    rule_id,
)

# -- seed 001: errors and penalties ------------------------------------------------------------


def _count_check(kind: str, off: str, count: int, kept: list[str], rule: str) -> Check:
    """C1 (seed 001): a hand holds 13 tiles between turns; a long hand more, a short hand
    fewer. A dirty hand is wrong in its tiles, not their number."""
    params = {"seat1": off, "number1": count, "number2": 13}
    if kept:
        params["tiles"] = ", ".join(kept)
    said = Message(_HOLDS[kind, bool(kept)], **params)
    if kind == "long_hand":
        return Check(said, count > 13, rule)
    if kind == "short_hand":
        return Check(said, count < 13, rule)
    return Check(said, True, rule)


_HOLDS = {
    ("long_hand", False): _("%(seat1)s holds %(number1)s tiles, more than %(number2)s"),
    ("long_hand", True): _(
        "%(seat1)s holds %(number1)s tiles (%(tiles)s kept undeclared), more than %(number2)s"
    ),
    ("short_hand", False): _("%(seat1)s holds %(number1)s tiles, fewer than %(number2)s"),
    ("short_hand", True): _(
        "%(seat1)s holds %(number1)s tiles (%(tiles)s kept undeclared), fewer than %(number2)s"
    ),
    ("dirty_hand", False): _(
        "%(seat1)s holds %(number1)s tiles (a dirty hand may hold %(number2)s)"
    ),
    ("dirty_hand", True): _(
        "%(seat1)s holds %(number1)s tiles (%(tiles)s kept undeclared) "
        "(a dirty hand may hold %(number2)s)"
    ),
}
_CANNOT_WIN = {
    "long_hand": _("%(seat1)s did not go mah-jong (a long hand cannot win)"),
    "short_hand": _("%(seat1)s did not go mah-jong (a short hand cannot win)"),
    "dirty_hand": _("%(seat1)s did not go mah-jong (a dirty hand cannot win)"),
}
_SETTLES_NORMALLY = {
    "short_hand": _(
        "%(seat1)s's short hand scores its correctly formed sets and bonus tiles and settles "
        "normally"
    ),
    "dirty_hand": _(
        "%(seat1)s's dirty hand scores its correctly formed sets and bonus tiles and settles "
        "normally"
    ),
}
_NO_PENALTY = Message(_("no penalty"))


def _undeclared_bonus(claim: dict, where: str, table: TableHand) -> list[str]:
    """Seed 001: a bonus tile drawn out of turn stays undeclared in the concealed hand and
    makes it long. It counts as a tile held, and it is no one's declared bonus tile."""
    codes = claim.get("undeclared_bonus", [])
    if not isinstance(codes, list):
        raise ContractError(
            Message(_("undeclared_bonus is a list of bonus tiles (F1-F4, S1-S4)")),
            f"{where}.undeclared_bonus",
        )
    declared = {t.code for hand in table.players.values() for t in hand.bonus}
    for j, code in enumerate(codes):
        field_name = f"{where}.undeclared_bonus.{j}"
        if not (isinstance(code, str) and code in TILES and TILES[code].is_bonus):
            raise ContractError(
                Message(_("%(tile)s is not a bonus tile (F1-F4, S1-S4)"), tile=repr(code)),
                field_name,
            )
        if code in declared or codes.index(code) != j:
            raise ContractError(
                Message(_("%(tile)s is on the table twice; there is one copy"), tile=code),
                field_name,
            )
    return list(codes)


def _tile_count(hand: PlayerHand) -> int:
    # C1: the fourth tile of each kong and the bonus tiles are not counted.
    return sum(m.held for m in hand.melds) + len(hand.concealed)


def assess_wrong_hand(i: int, claim: dict, table: TableHand, assessment: Assessment) -> Report:
    kind, off = claim["type"], claim["offender"]
    rule = rule_id(table.ruleset, kind)
    report = Report(i, kind, off, rule, claim)
    kept = _undeclared_bonus(claim, f"penalties.{i}", table)
    report.checks.append(Check(Message(_CANNOT_WIN[kind], seat1=off), True, rule))
    if table.entry == "tiles":
        count = _tile_count(table.players[off]) + len(kept)
        report.extra["tiles_recorded"] = count
        report.checks.append(_count_check(kind, off, count, kept, rule))
    else:
        report.checked = False  # the offender's loose tiles were not recorded: as claimed
    if table.ruleset == "american1920":
        applies = _(
            "%(seat1)s's hand is dead: it scores nothing and pays the others the full value of "
            "theirs"
        )
    elif kind == "long_hand":
        applies = _(
            "%(seat1)s's long hand scores nothing and pays the others the full value of their hands"
        )
    else:
        applies = _SETTLES_NORMALLY[kind]
    report.decide(Message(applies, seat1=off), _NO_PENALTY)
    if report.applied and (kind == "long_hand" or table.ruleset == "american1920"):
        assessment.scores_nothing[off] = rule
    return report


def assess_false_mahjongs(claims, table, options, assessment) -> list[Report]:
    reports = []
    for i, claim in claims:
        off = claim["offender"]
        report = Report(i, "false_mahjong", off, rule_id(table.ruleset, "false_mahjong"), claim)
        exposed = claim_bool(claim, "exposed", f"penalties.{i}", True)
        if table.ruleset == "american1920":
            said = Message(_("%(seat1)s declared mah-jong with an incomplete hand"), seat1=off)
            report.checks.append(Check(said, True, "A1"))
            pays = Message(
                _("%(seat1)s pays each player half the limit, East the full limit (A1)"),
                seat1=off,
            )
            report.decide(and_then(pays, Message(_("the hand ends"))), _NO_PENALTY)
        else:
            said = Message(_("another player exposed tiles before the error was found"))
            report.checks.append(Check(said, exposed, "C2"))
            report.decide(
                Message(
                    _("the offender pays the penalty, the hand ends without other scoring (C2)")
                ),
                Message(_("%(seat1)s takes the tiles back and play goes on (C2)"), seat1=off),
            )
        reports.append(report)
    offenders = [r.offender for r in reports if r.applied]
    if len(set(offenders)) != len(offenders):
        dup = next(r for r in reports if r.applied and offenders.count(r.offender) > 1)
        raise ContractError(
            Message(_("%(seat)s is listed twice as a false mah-jong"), seat=dup.offender),
            f"penalties.{dup.index}.offender",
        )
    if not offenders:
        return reports
    if len(offenders) == 4:
        raise ContractError(
            Message(_("four false mah-jongs leave nobody to pay")),
            f"penalties.{reports[-1].index}.offender",
        )
    innocent = [s for s in SEATS if s not in offenders]
    if table.ruleset == "american1920":
        limit = options["limit"]
        half = limit_amount(limit, PENALTY_AMOUNTS["A1"]["false_mahjong"])
        full = limit_amount(limit, PENALTY_AMOUNTS["A1"]["false_mahjong_east"])
        for off in offenders:
            for s in SEATS:
                if s != off:
                    amount = full if "E" in (s, off) else half
                    assessment.ending_transfers.append(
                        {"from": off, "to": s, "amount": amount, "rule": "A1"}
                    )
        assessment.ending_rules.append("A1")
    else:
        share = {1: "false_mahjong", 2: "false_mahjong_two", 3: "false_mahjong_three"}
        amount = penalty_amount(options, SHARES[share[len(offenders)]])
        for off in offenders:
            for s in innocent:
                assessment.ending_transfers.append(
                    {"from": off, "to": s, "amount": amount, "rule": "C2"}
                )
        assessment.ending_rules.append("C2")
    for r in reports:
        if r.applied:
            r.extra["pays_each"] = amount if table.ruleset != "american1920" else half
    assessment.ending_offenders.update(offenders)
    return reports


_SHOWN = {
    "mahjong": _("%(seat1)s proved the mah-jong"),
    "chow": _("%(seat1)s showed the tiles for the chow"),
    "pung": _("%(seat1)s showed the tiles for the pung"),
    "kong": _("%(seat1)s showed the tiles for the kong"),
}


def assess_misnamed_discards(claims, table, options, assessment) -> list[Report]:
    reports = []
    owed: dict[str, dict[str, list[dict]]] = {}  # offender -> payee -> transfers
    mahjong_offenders = set()
    for i, claim in claims:
        where = f"penalties.{i}"
        off = claim["offender"]
        claimant = claim_seat(claim, "claimant", where, table)
        if claimant == off:
            raise ContractError(
                Message(_("the claimant cannot be the one who misnamed the discard")),
                f"{where}.claimant",
            )
        claimed_for = claim.get("claimed_for")
        if claimed_for not in CLAIM_KINDS:
            raise ContractError(
                Message(_("claimed_for must be one of %(kinds)s"), kinds=", ".join(CLAIM_KINDS)),
                f"{where}.claimed_for",
            )
        claim_false = claim_bool(claim, "claim_false", where, False)
        shown = claim_bool(claim, "shown", where, True)
        if claim_false and claimed_for != "mahjong":
            raise ContractError(
                Message(_("claim_false is for a mah-jong claim")), f"{where}.claim_false"
            )
        report = Report(i, "misnamed_discard", off, "C3", claim, extra={"claimant": claimant})
        if claimed_for == "chow":
            said = Message(
                _("%(seat1)s plays after %(seat2)s, so may claim for a chow"),
                seat1=claimant,
                seat2=off,
            )
            report.checks.append(Check(said, claimant == seat_after(off), "C3"))
        if claim_false:
            said = Message(
                _(
                    "%(seat1)s's mah-jong claim on the named tile was false and someone "
                    "exposed tiles"
                ),
                seat1=claimant,
            )
            report.checks.append(Check(said, True, "C3"))
        else:
            report.checks.append(Check(Message(_SHOWN[claimed_for], seat1=claimant), shown, "C3"))
        report.decide(Message(_("the penalty applies (C3)")), Message(_("no penalty (C3)")))
        reports.append(report)
        if not report.applied:
            continue
        payments = owed.setdefault(off, {})
        if claimed_for == "mahjong" and claim_false:
            amount = penalty_amount(options, SHARES["misnamed_false_claim"])
            for payer in (off, claimant):
                for s in SEATS:
                    if s not in (off, claimant):
                        owed.setdefault(payer, {}).setdefault(s, []).append(
                            {"from": payer, "to": s, "amount": amount, "rule": "C3", "ends": True}
                        )
            mahjong_offenders.add(off)
            assessment.ending_offenders.update({off, claimant})
            report.extra["pays_each"] = amount
        elif claimed_for == "mahjong":
            amount = penalty_amount(options, SHARES["misnamed_mahjong"])
            for s in SEATS:
                if s != off:
                    payments.setdefault(s, []).append(
                        {"from": off, "to": s, "amount": amount, "rule": "C3", "ends": True}
                    )
            mahjong_offenders.add(off)
            assessment.ending_offenders.add(off)
            report.extra["pays_each"] = amount
        else:
            share = SHARES["misnamed_chow" if claimed_for == "chow" else "misnamed_pung"]
            amount = penalty_amount(options, share)
            payments.setdefault(claimant, []).append(
                {"from": off, "to": claimant, "amount": amount, "rule": "C3", "ends": False}
            )
            report.extra["pays"] = amount
    if mahjong_offenders:
        assessment.ending_rules.append("C3")
    cap = penalty_amount(options, SHARES["misnamed_cap"])
    for off, payees in owed.items():
        for payee, items in payees.items():
            total = sum(t["amount"] for t in items)
            if off in mahjong_offenders and total > cap:
                total = cap  # "the penalty paid to each player is capped at 300"
            if not total:
                continue
            target = (
                assessment.ending_transfers
                if off in mahjong_offenders or any(t["ends"] for t in items)
                else assessment.side_transfers
            )
            target.append({"from": off, "to": payee, "amount": total, "rule": "C3"})
    return reports
