"""The 1920s American "pay for all" (seed 003, A2)."""

from __future__ import annotations

from collections import Counter

from ..errors import ContractError
from ..hands import TableHand
from ..messages import Message, and_then
from ..vocabulary import gettext_noop as _
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
        raise ContractError(Message(_("condition must be 1, 2, 3 or 4")), f"{where}.condition")
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
    won_on = (
        Message(
            _("%(seat1)s won on %(seat2)s's discard %(tile1)s"),
            seat1=w,
            seat2=off,
            tile1=str(discard),
        )
        if discard
        else Message(_("%(seat1)s won on %(seat2)s's discard"), seat1=w, seat2=off)
    )
    report.checks.append(
        Check(won_on, win.source == "discard" and win.discarder in (None, off), "A2")
    )

    def conditions(n: int) -> list[Check]:
        if n == 1:
            suits = Counter(t.suit for t in shown if t.is_suited)
            suit, count = suits.most_common(1)[0] if suits else (None, 0)
            return [
                Check(
                    Message(
                        _("%(seat1)s had nine or more tiles of one suit exposed (%(number1)s)"),
                        seat1=w,
                        number1=count,
                    ),
                    count >= 9,
                    "A2",
                ),
                Check(
                    Message(_("the discard gave %(seat1)s a hand entirely of one suit"), seat1=w),
                    all(t.suit == suit for t in everything),
                    "A2",
                ),
            ]
        if n == 2:
            heads = sum(1 for t in shown if t.is_major)
            return [
                Check(
                    Message(
                        _("%(seat1)s had nine or more heads exposed (%(number1)s)"),
                        seat1=w,
                        number1=heads,
                    ),
                    heads >= 9,
                    "A2",
                ),
                Check(
                    Message(_("the discard gave %(seat1)s a hand of heads only"), seat1=w),
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
                Check(
                    Message(_("%(seat1)s had two dragon sets exposed"), seat1=w),
                    len(dragons) >= 2,
                    "A2",
                ),
                Check(
                    Message(
                        _(
                            "the discard %(tile1)s is the third dragon and makes its set in the "
                            "winning hand"
                        ),
                        tile1=str(discard),
                    ),
                    len(dragons) >= 2 and third and makes_set,
                    "A2",
                ),
            ]
        winds = {m.tiles[0].letter for m in melds if m.kind in SET_KINDS and m.tiles[0].is_wind}
        return [
            Check(
                Message(_("%(seat1)s had three different wind sets exposed"), seat1=w),
                len(winds) >= 3,
                "A2",
            ),
            Check(
                Message(
                    _("the discard %(tile1)s is the fourth wind and gives the win"),
                    tile1=str(discard),
                ),
                len(winds) >= 3 and discard.is_wind and discard.letter not in winds,
                "A2",
            ),
        ]

    numbers = [condition] if condition else [1, 2, 3, 4]
    tried: list[Check] = []
    found = None
    if table.entry == "scores":  # no tiles: the condition held as claimed
        report.checked = False
        what = (
            Message(
                _("condition %(number1)s held (as claimed: the tiles were not recorded)"),
                number1=condition,
            )
            if condition
            else Message(
                _("one of the four conditions held (as claimed: the tiles were not recorded)")
            )
        )
        as_claimed = Check(what, True, "A2")
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
        said = Message(_("one of the four conditions held"))
        report.checks.append(Check(said, False, "A2"))
    said = Message(
        _(
            "%(seat1)s was not waiting for %(tile1)s with two complete doubling honours, nor for "
            "more than two (exception)"
        ),
        seat1=off,
        tile1=str(discard),
    )
    report.checks.append(Check(said, not waiting, "A2"))
    said = Message(_("%(seat1)s had a choice of discard (exception: no choice)"), seat1=off)
    report.checks.append(Check(said, not no_choice, "A2"))
    report.decide(
        and_then(
            Message(_("%(seat1)s pays for all"), seat1=off),
            Message(_("every score but the winner's is cancelled (A2)")),
        ),
        and_then(Message(_("the penalty does not apply")), Message(_("the hand settles normally"))),
    )
    return report
