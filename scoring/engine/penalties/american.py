"""The 1920s American "pay for all" (seed 003, A2)."""

from __future__ import annotations

from collections import Counter

from ..errors import ContractError
from ..hands import TableHand
from .base import (
    SET_KINDS,
    Check,
    Report,
    claim_bool,
    melds_exposed_before,
    tiles_of,
)

# -- 1920s American: pay for all (A2) ----------------------------------------------------------


def assess_pay_for_all(i: int, claim: dict, table: TableHand) -> Report:
    where = f"penalties.{i}"
    w, win, off = table.winner, table.win, claim["offender"]
    hand = table.players[w]
    report = Report(i, "pay_for_all", off, "A2", claim)
    condition = claim.get("condition")
    if condition is not None and condition not in (1, 2, 3, 4):
        raise ContractError("condition must be 1, 2, 3 or 4", f"{where}.condition")
    no_choice = claim_bool(claim, "no_choice", where, False)
    waiting = claim_bool(claim, "waiting_doubling_honours", where, False)
    exposed, given = melds_exposed_before(claim, where, table)
    report.extra["exposed_before"] = exposed
    report.extra["exposed_before_given"] = given
    melds = [hand.melds[j] for j in exposed]
    shown = [t for m in melds for t in m.tiles]
    everything = tiles_of(hand)
    discard = win.tile
    completed = hand.melds[win.completes] if win.completes is not None else None
    report.checks.append(
        Check(
            f"{w} won on {off}'s discard" + (f" {discard}" if discard else ""),
            win.source == "discard" and win.discarder in (None, off),
            "A2",
        )
    )

    def conditions(n: int) -> list[Check]:
        if n == 1:
            suits = Counter(t.suit for t in shown if t.is_suited)
            suit, count = suits.most_common(1)[0] if suits else (None, 0)
            return [
                Check(
                    f"{w} had nine or more tiles of one suit exposed ({count})", count >= 9, "A2"
                ),
                Check(
                    f"the discard gave {w} a hand entirely of one suit",
                    all(t.suit == suit for t in everything),
                    "A2",
                ),
            ]
        if n == 2:
            heads = sum(1 for t in shown if t.is_major)
            return [
                Check(f"{w} had nine or more heads exposed ({heads})", heads >= 9, "A2"),
                Check(
                    f"the discard gave {w} a hand of heads only",
                    all(t.is_major for t in everything),
                    "A2",
                ),
            ]
        if n == 3:
            dragons = {
                m.tiles[0].letter for m in melds if m.kind in SET_KINDS and m.tiles[0].is_dragon
            }
            third = discard.is_dragon and discard.letter not in dragons
            makes_set = (
                completed.kind in SET_KINDS and discard in completed.tiles
                if completed is not None
                else any(m.kind in SET_KINDS and m.tiles[0] == discard for m in hand.melds)
            )
            return [
                Check(f"{w} had two dragon sets exposed", len(dragons) >= 2, "A2"),
                Check(
                    f"the discard {discard} is the third dragon and makes its set in the winning hand",
                    len(dragons) >= 2 and third and makes_set,
                    "A2",
                ),
            ]
        winds = {m.tiles[0].letter for m in melds if m.kind in SET_KINDS and m.tiles[0].is_wind}
        return [
            Check(f"{w} had three different wind sets exposed", len(winds) >= 3, "A2"),
            Check(
                f"the discard {discard} is the fourth wind and gives the win",
                len(winds) >= 3 and discard.is_wind and discard.letter not in winds,
                "A2",
            ),
        ]

    numbers = [condition] if condition else [1, 2, 3, 4]
    tried: list[Check] = []
    found = None
    if table.entry == "scores":  # no tiles: the condition held as claimed
        report.checked = False
        what = f"condition {condition}" if condition else "one of the four conditions"
        as_claimed = Check(f"{what} held (as claimed: the tiles were not recorded)", True, "A2")
        found, numbers = (condition, [as_claimed]), []
    for n in numbers:
        checks = conditions(n)
        if all(c.holds for c in checks):
            found = (n, checks)
            break
        tried.extend(checks)
    if found:
        report.extra["condition"] = found[0]
        report.checks.extend(found[1])
    else:
        report.extra["condition"] = condition
        report.checks.extend(tried)
        report.checks.append(Check("one of the four conditions held", False, "A2"))
    report.checks.append(
        Check(
            f"{off} was not waiting for {discard} with two complete doubling honours, nor for "
            "more than two (exception)",
            not waiting,
            "A2",
        )
    )
    report.checks.append(
        Check(f"{off} had a choice of discard (exception: no choice)", not no_choice, "A2")
    )
    report.decide(
        f"{off} pays for all; every score but the winner's is cancelled (A2)",
        "the penalty does not apply; the hand settles normally",
    )
    return report
