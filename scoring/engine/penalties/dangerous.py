"""Dangerous discards, seed 000 rules 90-96: a claim checked against the winner's hand."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from ..errors import ContractError
from ..hands import Meld, PlayerHand, TableHand
from ..messages import Message, and_then
from ..tiles import Tile, tile
from ..vocabulary import gettext_noop as _
from .base import (
    CLAIM_KINDS,
    DANGER_RULES,
    SET_KINDS,
    Check,
    Report,
    claim_bool,
    green_set,
    meld_indexes,
    meld_names,
    melds_exposed_before,
    terminal_set,
    tiles_of,
)

# -- dangerous discards (rules 90-96) ----------------------------------------------------------


@dataclass(frozen=True)
class Danger:
    """One of rules 90a-90f as its three conditions: the dangerous player had `exposed` on the
    table (the sets `counting` picks, `enough` of them), the discard `is_dangerous` to them, and
    the hand it enabled was `enables`. `sets` are the winner's melds exposed before the discard
    as (index, meld); `called` the indexes of chows only called, not yet laid out (rule 91)."""

    rule: str
    exposed: str
    counting: Callable[[list[tuple[int, Meld]], set[int]], list[Meld]]
    enough: Callable[[list[Meld]], bool]
    discard: str
    is_dangerous: Callable[[Tile, list[Meld]], bool]
    hand: str
    enables: Callable[[PlayerHand, list[Tile], list[Meld]], bool]


def _one_suit(counted: list[Meld]) -> str | None:
    """90a: the suit of which three sets (chows included) are exposed."""
    suits = Counter(m.tiles[0].suit for m in counted if m.tiles[0].is_suited)
    return next((suit for suit, n in suits.items() if n >= 3), None)


def _of_one_suit(sets, called) -> list[Meld]:
    melds = [m for _, m in sets if m.kind in ("pung", "kong", "chow")]
    suit = _one_suit(melds)
    return [m for m in melds if m.tiles[0].suit == suit]


def _letters(counted: list[Meld]) -> set[str]:
    return {m.tiles[0].letter for m in counted}


def _sets_where(kind):
    return lambda sets, called: [m for _, m in sets if m.kind in SET_KINDS and kind(m.tiles[0])]


def _final(hand: PlayerHand, kind, of: tuple[str, ...] = SET_KINDS) -> list[Meld]:
    return [m for m in hand.melds if m.kind in of and kind(m.tiles[0])]


def _four_winds(hand, tiles, counted) -> bool:
    in_hand = {m.tiles[0].letter for m in _final(hand, _is_wind, (*SET_KINDS, "pair"))}
    return len(in_hand) == 4 and len(_final(hand, _is_wind)) >= 3


def _three_dragons(hand, tiles, counted) -> bool:
    sets, pairs = len(_final(hand, _is_dragon)), len(_final(hand, _is_dragon, ("pair",)))
    return sets == 3 or (sets == 2 and pairs == 1)


def _is_wind(t: Tile) -> bool:
    return t.is_wind


def _is_dragon(t: Tile) -> bool:
    return t.is_dragon


def _green_sets(sets, called) -> list[Meld]:
    # Rule 91: for 90e a chow counts only once all three tiles lie on the table.
    return [
        m
        for j, m in sets
        if m.kind in ("pung", "kong", "chow")
        and green_set(m)
        and not (m.kind == "chow" and j in called)
    ]


DANGERS = {
    danger.rule: danger
    for danger in (
        Danger(
            rule="90a",
            exposed=_("%(seat1)s had three sets of one suit exposed (sets: %(sets1)s)"),
            counting=_of_one_suit,
            enough=lambda counted: _one_suit(counted) is not None,
            discard=_("the discard %(tile1)s is of that suit"),
            is_dangerous=lambda t, counted: (
                _one_suit(counted) is not None and t.suit == _one_suit(counted)
            ),
            hand=_("%(seat1)s's hand is a pure suit (one suit, no honours)"),
            enables=lambda hand, tiles, counted: (
                _one_suit(counted) is not None and all(t.suit == _one_suit(counted) for t in tiles)
            ),
        ),
        Danger(
            rule="90b",
            exposed=_("%(seat1)s had three wind sets exposed (sets: %(sets1)s)"),
            counting=_sets_where(_is_wind),
            enough=lambda counted: len(_letters(counted)) >= 3,
            discard=_("the discard %(tile1)s is the fourth wind"),
            is_dangerous=lambda t, counted: (
                len(_letters(counted)) >= 3 and t.is_wind and t.letter not in _letters(counted)
            ),
            hand=_(
                "%(seat1)s's hand is Four Blessings Hovering over the Door or has little four joys"
            ),
            enables=_four_winds,
        ),
        Danger(
            rule="90c",
            exposed=_("%(seat1)s had two dragon sets exposed (sets: %(sets1)s)"),
            counting=_sets_where(_is_dragon),
            enough=lambda counted: len(_letters(counted)) >= 2,
            discard=_("the discard %(tile1)s is the third dragon"),
            is_dangerous=lambda t, counted: (
                len(_letters(counted)) >= 2 and t.is_dragon and t.letter not in _letters(counted)
            ),
            hand=_(
                "%(seat1)s's hand has three dragon sets (Three Great Scholars, big three dragons) "
                "or two and a dragon pair (little three dragons)"
            ),
            enables=_three_dragons,
        ),
        Danger(
            rule="90d",
            exposed=_("%(seat1)s had three honour sets exposed (sets: %(sets1)s)"),
            counting=_sets_where(lambda t: t.is_honour),
            enough=lambda counted: len(counted) >= 3,
            discard=_("the discard %(tile1)s is an honour"),
            is_dangerous=lambda t, counted: t.is_honour,
            hand=_("%(seat1)s's hand is All Symbols (honours only)"),
            enables=lambda hand, tiles, counted: all(t.is_honour for t in tiles),
        ),
        Danger(
            rule="90e",
            exposed=_("%(seat1)s had three all-green sets exposed (sets: %(sets1)s)"),
            counting=_green_sets,
            enough=lambda counted: len(counted) >= 3,
            discard=_("the discard %(tile1)s is green"),
            is_dangerous=lambda t, counted: t.is_green,
            hand=_("%(seat1)s's hand is Imperial Jade (green tiles only)"),
            enables=lambda hand, tiles, counted: all(t.is_green for t in tiles),
        ),
        Danger(
            rule="90f",
            exposed=_("%(seat1)s had three sets of ones or nines exposed (sets: %(sets1)s)"),
            counting=lambda sets, called: [m for _, m in sets if terminal_set(m)],
            enough=lambda counted: len(counted) >= 3,
            discard=_("the discard %(tile1)s is a one or a nine"),
            is_dangerous=lambda t, counted: t.is_terminal,
            hand=_("%(seat1)s's hand is Heads and Tails (ones and nines only)"),
            enables=lambda hand, tiles, counted: all(t.is_terminal for t in tiles),
        ),
    )
}


def _danger_checks(rule, *, w, sets, called, discard, hand_tiles, hand, claim, table):
    """The conditions of one of rules 90a-90g: 90a-90f from the DANGERS table, read from the
    winner's exposed sets and final hand; 90g from the claim's facts and the tiles in sight."""
    danger = DANGERS.get(rule)
    if danger is None:
        return _late_discard_checks(rule, w, [m for _, m in sets], discard, claim, table)
    counted = danger.counting(sets, called)
    named = meld_names(counted) if counted else Message(_("none"))
    return [
        Check(Message(danger.exposed, seat1=w, sets1=named), danger.enough(counted), rule),
        Check(
            Message(danger.discard, tile1=str(discard)),
            danger.is_dangerous(discard, counted),
            rule,
        ),
        Check(Message(danger.hand, seat1=w), danger.enables(hand, hand_tiles, counted), rule),
    ]


def _late_discard_checks(rule, w, sets, discard, claim, table) -> list[Check]:
    # 90g: the wall count and the discards are facts the hands cannot show, given in the
    # claim; the exposed sets are in the record, so a claimed unseen tile is checked there.
    in_sight = _copies_in_sight(discard, sets, table, w)
    return [
        *_late_discard_facts(rule, str(discard), claim),
        Check(
            Message(
                _("no copy of %(tile1)s lay in an exposed set on the table (%(tiles)s)"),
                tile1=str(discard),
                tiles=", ".join(in_sight),
            )
            if in_sight
            else Message(
                _("no copy of %(tile1)s lay in an exposed set on the table"), tile1=str(discard)
            ),
            not in_sight,
            rule,
        ),
        Check(
            Message(_("%(tile1)s let %(seat1)s go mah-jong"), tile1=str(discard), seat1=w),
            True,
            rule,
        ),
    ]


def _late_discard_facts(rule: str, discard: str | None, claim: dict) -> list[Check]:
    """Rule 90g's facts that only the claim gives, judged alike at every entry depth; the
    discard is None when neither the claim nor the record names it."""
    left = claim.get("wall_tiles_left")
    wall = (
        Message(_("four or fewer tiles were left in the wall (%(number1)s left)"), number1=left)
        if left is not None
        else Message(_("four or fewer tiles were left in the wall (wall_tiles_left not given)"))
    )
    unseen = (
        Message(
            _("the claim states no copy of %(tile1)s was among the discards (tile_unseen)"),
            tile1=discard,
        )
        if discard is not None
        else Message(_("the claim states no copy of the tile was among the discards (tile_unseen)"))
    )
    return [
        Check(wall, left is not None and left <= 4, rule),
        Check(unseen, claim.get("tile_unseen") is True, rule),
    ]


def _copies_in_sight(discard: Tile, sets: list[Meld], table: TableHand, w: str) -> list[str]:
    """Rule 90g: the exposed sets holding a copy of the discard when it was discarded: the
    winner's sets exposed before it and every other player's exposed sets."""
    shown = [m for m in sets if discard in m.tiles]
    for seat, hand in table.players.items():
        if seat != w:
            shown += [m for m in hand.melds if not m.concealed and discard in m.tiles]
    return [" ".join(t.code for t in m.tiles) for m in shown]


# Rule 92 on a claim for a kong: the condition the penalty needs, which such a claim fails.
_COMPLETED_THE_HAND = _(
    "%(seat1)s claimed the tile for mah-jong, or for a pung or chow and later completed the hand "
    "(a claim for a kong does not complete it)"
)
_LATER_COMPLETED = {
    "chow": _(
        "%(seat1)s claimed %(seat2)s's %(tile1)s for an exposed chow and later completed the hand"
    ),
    "pung": _(
        "%(seat1)s claimed %(seat2)s's %(tile1)s for an exposed pung and later completed the hand"
    ),
}
_LATER_COMPLETED_AS_CLAIMED = {
    "chow": _(
        "%(seat1)s claimed %(seat2)s's dangerous tile for a chow and later completed the hand "
        "(as claimed: the tiles were not recorded)"
    ),
    "pung": _(
        "%(seat1)s claimed %(seat2)s's dangerous tile for a pung and later completed the hand "
        "(as claimed: the tiles were not recorded)"
    ),
}
_NOT_AVAILABLE = {
    "chow": _(
        "%(seat1)s's plea of no choice fails (not available after claiming a discard for a chow)"
    ),
    "pung": _(
        "%(seat1)s's plea of no choice fails (not available after claiming a discard for a pung)"
    ),
}


@dataclass(frozen=True)
class DangerClaim:
    """A dangerous-discard claim's own facts, checked for form (rules 90-96): what the tile was
    claimed for (92), the tile if given, the meld it made, the plea of no choice (95)."""

    where: str
    offender: str
    claimed_for: str
    tile: Tile | None
    claimed_meld: int | None
    after: str | None  # what the pleading player had claimed before pleading no choice


def _read_claim(i: int, claim: dict, table: TableHand) -> DangerClaim:
    """The claim's facts, or ContractError naming the field that is malformed or impossible."""
    where = f"penalties.{i}"
    claimed_for = claim.get("claimed_for", "mahjong")
    if claimed_for not in CLAIM_KINDS:
        raise ContractError(
            Message(_("claimed_for must be one of %(kinds)s"), kinds=", ".join(CLAIM_KINDS)),
            f"{where}.claimed_for",
        )
    for key in ("no_choice", "tile_unseen"):
        claim_bool(claim, key, where, False)
    left = claim.get("wall_tiles_left")
    if left is not None and (not isinstance(left, int) or isinstance(left, bool) or left < 0):
        raise ContractError(
            Message(_("wall_tiles_left must be a whole number")), f"{where}.wall_tiles_left"
        )
    after = claim.get("no_choice_after_claim")
    if after is not None and after not in ("pung", "chow", "kong"):
        raise ContractError(
            Message(_("no_choice_after_claim must be pung, chow or kong")),
            f"{where}.no_choice_after_claim",
        )
    claimed_meld = claim.get("claimed_meld")
    if claimed_meld is not None and table.entry != "scores":  # (no melds at scores)
        meld_indexes(
            {"claimed_meld": [claimed_meld]}, "claimed_meld", where, table.players[table.winner]
        )
    discard = tile(claim["tile"], f"{where}.tile") if "tile" in claim else None
    win = table.win
    # (at the scores depth too, when the winning tile is given)
    if claimed_for == "mahjong" and None not in (discard, win.tile) and discard != win.tile:
        raise ContractError(
            Message(_("for a mah-jong claim the dangerous tile is the winning tile")),
            f"{where}.tile",
        )
    unnamed = discard is None and claimed_meld is None
    if claimed_for in ("pung", "chow") and unnamed and table.entry != "scores":
        raise ContractError(
            Message(
                _(
                    "a dangerous tile claimed for a %(claimed_for)s needs claimed_meld (the index "
                    "of the meld it made) or tile"
                ),
                claimed_for=claimed_for,
            ),
            f"{where}.claimed_meld",
        )
    return DangerClaim(where, claim["offender"], claimed_for, discard, claimed_meld, after)


def _dangerous_discard(i: int, claim: dict, table: TableHand) -> Report:
    """Rules 90-96 on one claim: its facts read, then the rulings. At the tiles and sets
    depths: which claim used the tile (92, 94), whether it was dangerous (90a-90g, from the
    winner's hand), the plea of no choice (95); at the scores depth as claimed."""
    facts = _read_claim(i, claim, table)
    report = Report(i, "dangerous_discard", facts.offender, "96", claim)
    if table.entry == "scores":
        return _dangerous_discard_as_claimed(report, claim, table, facts.claimed_for, facts.after)
    discard = _used_for(report, facts, table)
    if discard is not None:  # (a kong claim is refused by 92 before any tile is dangerous)
        _dangerous_by(report, facts, claim, table, discard)
    _no_choice_plea(report, claim, facts.offender, facts.after)
    _decide_cannon(report, facts.offender)
    return report


def _used_for(report: Report, facts: DangerClaim, table: TableHand) -> Tile | None:
    """Rule 92 (and 94): the claim that made use of the dangerous tile, checked against the
    winner's hand; the dangerous tile, or None for a claim for a kong."""
    w, win, off = table.winner, table.win, facts.offender
    hand = table.players[w]
    if facts.claimed_for == "mahjong":
        if win.source == "robbed_kong":
            condition = Message(
                _(
                    "the winning tile %(tile1)s was robbed from %(seat1)s's kong, penalised as "
                    "if discarded (94)"
                ),
                tile1=str(win.tile),
                seat1=off,
            )
            report.checks.append(Check(condition, win.discarder in (None, off), "94"))
        else:
            used = win.source == "discard" and win.discarder in (None, off)
            condition = Message(
                _("%(seat1)s claimed %(seat2)s's discard %(tile1)s for mah-jong"),
                seat1=w,
                seat2=off,
                tile1=str(win.tile),
            )
            report.checks.append(Check(condition, used, "92"))
        return win.tile
    if facts.claimed_for == "kong":
        report.checks.append(Check(Message(_COMPLETED_THE_HAND, seat1=w), False, "92"))
        return None
    meld = hand.melds[facts.claimed_meld] if facts.claimed_meld is not None else None
    discard = facts.tile if facts.tile is not None else meld.tiles[0]
    kinds = ("chow",) if facts.claimed_for == "chow" else SET_KINDS
    melds = [meld] if meld is not None else hand.melds
    made = any(m.kind in kinds and not m.concealed and discard in m.tiles for m in melds)
    condition = Message(_LATER_COMPLETED[facts.claimed_for], seat1=w, seat2=off, tile1=str(discard))
    report.checks.append(Check(condition, made, "92"))
    return discard


def _dangerous_by(
    report: Report, facts: DangerClaim, claim: dict, table: TableHand, discard: Tile
) -> None:
    """Rules 90a-90g: the rule the claim names, or the first that holds, read from the
    winner's sets exposed before the discard (91) and final hand."""
    w = table.winner
    hand = table.players[w]
    # the meld a pung or chow claim made was exposed by that very claim
    made = facts.claimed_meld is not None and facts.claimed_for != "mahjong"
    skip = (facts.claimed_meld,) if made else ()
    exposed, given = melds_exposed_before(claim, facts.where, table, skip=skip)
    called = set(meld_indexes(claim, "called_before", facts.where, hand) or [])
    indexed = [(j, hand.melds[j]) for j in exposed]
    hand_tiles = tiles_of(hand)
    report.extra["exposed_before"] = exposed
    report.extra["exposed_before_given"] = given

    rules = [claim["rule"]] if "rule" in claim else list(DANGER_RULES)
    tried: list[Check] = []
    for rule in rules:
        checks = _danger_checks(
            rule,
            w=w,
            sets=indexed,
            called=called,
            discard=discard,
            hand_tiles=hand_tiles,
            hand=hand,
            claim=claim,
            table=table,
        )
        if all(c.holds for c in checks):
            report.extra["dangerous_by"] = rule
            report.checks.extend(checks)
            return
        # Each rule fails on its first unmet condition; that one is what the referee needs.
        tried.extend(checks if len(rules) == 1 else [next(c for c in checks if not c.holds)])
    report.extra["dangerous_by"] = claim.get("rule")
    report.checks.extend(tried)
    said = (
        Message(_("%(tile1)s was dangerous under rule %(rule)s"), tile1=str(discard), rule=rules[0])
        if len(rules) == 1
        else Message(_("%(tile1)s was dangerous under one of rules 90a-90g"), tile1=str(discard))
    )
    report.checks.append(Check(said, False, rules[0] if len(rules) == 1 else "90"))


def _no_choice_plea(report: Report, claim: dict, off: str, after: str | None) -> None:
    """Rule 95: "I had no choice". Like every check, the condition is what must hold for the
    penalty: here, that the plea does not excuse the offender."""
    if claim.get("no_choice"):
        excused = after not in ("pung", "chow")
        why = (
            _(
                "%(seat1)s's plea of no choice fails (the plea stands: a hand of only dangerous "
                "tiles shown at once)"
            )
            if excused
            else _NOT_AVAILABLE[after]
        )
        report.checks.append(Check(Message(why, seat1=off), not excused, "95"))


def _decide_cannon(report: Report, off: str) -> None:
    # A mah-jong on a single dangerous tile is settled by the cannon rule: report its 96 check.
    report.decide(
        Message(
            _("%(seat1)s let off a cannon: pays his own debt and the other losers' (%(number1)s)"),
            seat1=off,
            number1=96,
        ),
        and_then(Message(_("the penalty does not apply")), Message(_("the hand settles normally"))),
    )


def _dangerous_discard_as_claimed(report, claim, table, claimed_for, after) -> Report:
    """The scores depth records no tiles, so the discard is dangerous as the table claimed
    (rules 90a-90g are not checked); what the document still shows, who discarded the winning
    tile (92, 94) and the no-choice plea (95), is checked as for tiles."""
    w, win, off = table.winner, table.win, claim["offender"]
    report.checked = False
    rule = claim.get("rule")
    report.extra["dangerous_by"] = rule
    if claimed_for == "kong":
        report.checks.append(Check(Message(_COMPLETED_THE_HAND, seat1=w), False, "92"))
    elif claimed_for != "mahjong":
        said = Message(_LATER_COMPLETED_AS_CLAIMED[claimed_for], seat1=w, seat2=off)
        report.checks.append(Check(said, True, "92"))
    elif win.source == "robbed_kong":
        said = Message(
            _("the winning tile was robbed from %(seat1)s's kong, penalised as if discarded (94)"),
            seat1=off,
        )
        report.checks.append(Check(said, win.discarder in (None, off), "94"))
    else:
        said = Message(_("%(seat1)s claimed %(seat2)s's discard for mah-jong"), seat1=w, seat2=off)
        report.checks.append(
            Check(said, win.source == "discard" and win.discarder in (None, off), "92")
        )
    if rule == "90g":
        # 90g's wall count and unseen tile are the claim's own facts, judged as at tiles;
        # only the exposed sets that might show a copy were not recorded.
        tile_name = claim.get("tile") or (win.tile.code if win.tile else None)
        report.checks.extend(_late_discard_facts(rule, tile_name, claim))
    said = (
        Message(
            _(
                "the discard was dangerous under rule %(rule)s (as claimed: the tiles were not recorded)"
            ),
            rule=rule,
        )
        if rule
        else Message(
            _(
                "the discard was dangerous under rules 90a-90g (as claimed: the tiles were not recorded)"
            )
        )
    )
    report.checks.append(Check(said, True, rule or "90"))
    _no_choice_plea(report, claim, off, after)
    _decide_cannon(report, off)
    return report


def assess_dangerous_discards(claims, table) -> list[Report]:
    reports = [_dangerous_discard(i, c, table) for i, c in claims]
    applied = [r for r in reports if r.applied]
    if len(applied) > 1:
        # Rule 93: only the second (last) dangerous discard is penalised; a mah-jong claim is
        # always the last one, otherwise the order of the claims is the order of play.
        last = next(
            (r for r in reversed(applied) if r.claim.get("claimed_for", "mahjong") == "mahjong"),
            applied[-1],
        )
        for r in applied:
            if r is not last:
                said = Message(
                    _(
                        "%(seat1)s's discard was the last dangerous one (only the second "
                        "discarder, %(seat2)s, is penalised)"
                    ),
                    seat1=r.offender,
                    seat2=last.offender,
                )
                r.overrule(
                    Check(said, False, "93"),
                    Message(_("released: a later dangerous discard completed the hand (93)")),
                )
    return reports
