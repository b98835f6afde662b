"""Penalties of the seeds: dangerous discards (seed 000, rules 90-96), errors and penalties
(seed 001, C1-C3) and the 1920s American penalties (seed 003, A1-A2).

`assess` validates the raw penalty claims of a table hand and decides each one, checking every
condition its rule names; `settlement.settle_table` turns the decisions into money. Each decision
is a `Report` whose checks say which condition held, so the referee view can show its reasoning.

PENALTY_OPTIONS are merged into each classical ruleset's options, so a club can raise them.
`bear_debts` is the "one player bears the others' debts" mechanism (rule 96, A2, riichi pao).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .errors import ContractError
from .hands import Meld, PlayerHand, TableHand
from .rules import Option
from .tiles import SEATS, Tile, seat_after, tile

# Seed 001 fixes every penalty relative to the false mah-jong's 300 and lets a club raise it
# ("the penalties in the further rules rise in the same way"), so one option carries them all.
PENALTY_OPTIONS = (
    Option(
        "false_mahjong_penalty",
        300,
        "C2: what a false mah-jong costs the offender per opponent; every other penalty of "
        "seed 001 scales with it (two offenders 1/2, three 1/3, misnamed discard claimed for a "
        "chow 1/6, for a pung or kong 1/3, a false claim on a misnamed discard 1/2)",
        int,
    ),
)

# Parts of the false mah-jong penalty that seed 001's other penalties are, at the default 300.
SHARES = {
    "false_mahjong": Fraction(1),  # 300 to each opponent
    "false_mahjong_two": Fraction(1, 2),  # 150 from each of two offenders to each innocent
    "false_mahjong_three": Fraction(1, 3),  # 100 from each of three offenders to the fourth
    "misnamed_chow": Fraction(1, 6),  # 50
    "misnamed_pung": Fraction(1, 3),  # 100 (pung or kong)
    "misnamed_mahjong": Fraction(1),  # 300 to each opponent
    "misnamed_false_claim": Fraction(1, 2),  # 150 each to the other two
    "misnamed_cap": Fraction(1),  # at most 300 per player when a claim was for mah-jong
}

RULE_OF_TYPE = {
    "dangerous_discard": "96",
    "false_mahjong": "C2",
    "misnamed_discard": "C3",
    "long_hand": "C1",
    "short_hand": "C1",
    "dirty_hand": "C1",
    "pay_for_all": "A2",
}

# The penalty types each ruleset knows. Rulesets not listed use the classical (millington) set.
PENALTY_TYPES = {
    "millington": (
        "dangerous_discard",
        "false_mahjong",
        "misnamed_discard",
        "long_hand",
        "short_hand",
        "dirty_hand",
    ),
    "american1920": ("false_mahjong", "pay_for_all", "long_hand", "short_hand"),
}

DANGER_RULES = ("90a", "90b", "90c", "90d", "90e", "90f", "90g")
CLAIM_KINDS = ("mahjong", "pung", "chow", "kong")
SET_KINDS = ("pung", "kong")


# -- the liability mechanism -------------------------------------------------------------------


def bear_debts(
    transfers: list[dict[str, Any]],
    *,
    bearer: str,
    debtors: list[str] | tuple[str, ...] | set[str],
    creditor: str,
    rule: str,
    share: Fraction | int = 1,
    unit: int = 1,
) -> list[dict[str, Any]]:
    """Make `bearer` pay (a `share` of) what each of `debtors` owes `creditor`.

    Every transfer from a debtor to the creditor is split: the moved part (its `share`, rounded
    up to a multiple of `unit`, never more than the whole) becomes a transfer from the bearer
    marked with `rule` and `"on_behalf_of": debtor`; the debtor keeps paying the rest. Other
    transfers pass through unchanged, so the total stays zero-sum.

    Rule 96 and A2: share 1, debtors = the other losers (the cannon pays everybody's debt to the
    winner). Riichi pao: share 1 of every payment on a tsumo; share 1/2 of the discarder's
    payment on a ron (the responsible player and the discarder split it), unit 100.
    """
    share = Fraction(share)
    out: list[dict[str, Any]] = []
    for t in transfers:
        if t["from"] == bearer or t["from"] not in debtors or t["to"] != creditor:
            out.append(t)
            continue
        moved = min(t["amount"], math.ceil(t["amount"] * share / unit) * unit)
        if t["amount"] - moved:
            out.append({**t, "amount": t["amount"] - moved})
        if moved:
            out.append(
                {
                    "from": bearer,
                    "to": creditor,
                    "amount": moved,
                    "rule": rule,
                    "on_behalf_of": t["from"],
                }
            )
    return out


def penalty_amount(options: dict[str, Any], share: Fraction) -> int:
    """A seed-001 penalty: `share` of the false mah-jong penalty, rounded half up to a point."""
    base = options.get("false_mahjong_penalty", 300)
    return int(base * share + Fraction(1, 2))


# -- reports -----------------------------------------------------------------------------------


@dataclass
class Check:
    condition: str
    holds: bool
    rule: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"condition": self.condition, "holds": self.holds, "rule": self.rule}


@dataclass
class Report:
    """One claimed penalty and the decision on it."""

    index: int
    type: str
    offender: str
    rule: str
    claim: dict[str, Any]
    checks: list[Check] = field(default_factory=list)
    applied: bool = False
    conclusion: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
    # False when the hand's entry depth left out the tiles its conditions need, so that the
    # penalty is applied as claimed (contract "Entry depth")
    checked: bool = True

    def decide(self, applies: str, does_not: str) -> None:
        """Applied when every check holds, unless a referee's ruling says otherwise."""
        self.applied = all(c.holds for c in self.checks)
        ruling = self.claim.get("ruling")
        if ruling == "upheld":
            self.conclusion = "upheld by the referee" + (
                f"; {applies}" if self.applied else f" although not every condition held; {applies}"
            )
            self.applied = True
        elif ruling == "rejected":
            self.conclusion = "rejected by the referee"
            self.applied = False
        else:
            self.conclusion = applies if self.applied else does_not

    def overrule(self, check: Check, conclusion: str) -> None:
        self.checks.append(check)
        self.applied = False
        self.conclusion = conclusion

    @property
    def why(self) -> str:
        parts = [f"{c.condition}: {'yes' if c.holds else 'no'}" for c in self.checks]
        return "; ".join([*parts, self.conclusion]) if parts else self.conclusion

    def to_json(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "offender": self.offender,
            "applied": self.applied,
            "rule": self.rule,
            "why": self.why,
            "checked": self.checked,
            "checks": [c.to_json() for c in self.checks],
            **self.extra,
        }


@dataclass
class Assessment:
    """What the penalties do to a hand; settlement.settle_table carries it out."""

    reports: list[Report] = field(default_factory=list)
    # Hand-ending penalties (C2, C3 mah-jong cases, A1): these transfers replace all settlement.
    ending_transfers: list[dict[str, Any]] = field(default_factory=list)
    ending_offenders: set[str] = field(default_factory=set)
    ending_rules: list[str] = field(default_factory=list)
    # Penalties paid on top of the hand's settlement (C3 chow/pung/kong claims).
    side_transfers: list[dict[str, Any]] = field(default_factory=list)
    # Seats whose hands score nothing (C1 long hand, dead hands): seat -> rule.
    scores_nothing: dict[str, str] = field(default_factory=dict)
    # One loser bears the others' debts (96, A2): (seat, rule), or None.
    bearer: tuple[str, str] | None = None

    @property
    def hand_ended(self) -> bool:
        return bool(self.ending_rules)


# -- validation --------------------------------------------------------------------------------

_COMMON = {"type", "offender", "rule", "ruling", "note"}
_FIELDS = {
    "dangerous_discard": {
        "exposed_before",
        "called_before",
        "wall_tiles_left",
        "tile_unseen",
        "no_choice",
        "no_choice_after_claim",
        "claimed_for",
        "claimed_meld",
        "tile",
    },
    "false_mahjong": {"exposed"},
    "misnamed_discard": {"claimant", "claimed_for", "claim_false", "shown"},
    "long_hand": set(),
    "short_hand": set(),
    "dirty_hand": set(),
    "pay_for_all": {
        "condition",
        "no_choice",
        "waiting_doubling_honours",
        "exposed_before",
    },
}


def _rule_id(ruleset: str, kind: str) -> str:
    if ruleset == "american1920":
        return {"false_mahjong": "A1", "long_hand": "dead-hand", "short_hand": "dead-hand"}.get(
            kind, RULE_OF_TYPE[kind]
        )
    return RULE_OF_TYPE[kind]


def _bool(claim: dict, key: str, where: str, default: bool) -> bool:
    value = claim.get(key, default)
    if not isinstance(value, bool):
        raise ContractError(f"{key} must be true or false", f"{where}.{key}")
    return value


def _seat(claim: dict, key: str, where: str, table: TableHand) -> str:
    value = claim.get(key)
    if value is None:
        raise ContractError(f"{key} is required", f"{where}.{key}")
    if value not in SEATS or value not in table.players:
        raise ContractError(
            f"{key} {value!r} is not a seat at the table (E, S, W or N)", f"{where}.{key}"
        )
    return value


def _indexes(claim: dict, key: str, where: str, hand: PlayerHand) -> list[int] | None:
    value = claim.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or not all(
        isinstance(i, int) and not isinstance(i, bool) for i in value
    ):
        raise ContractError(f"{key} must be a list of meld indexes", f"{where}.{key}")
    for i in value:
        if not 0 <= i < len(hand.melds):
            raise ContractError(
                f"{key}: the winner has no meld {i} (melds 0-{len(hand.melds) - 1})",
                f"{where}.{key}",
            )
    return value


def validate(table: TableHand) -> list[dict[str, Any]]:
    """The raw penalty claims, checked for shape; a ContractError names the bad field."""
    raw = table.penalties
    if raw is None:
        return []
    if not isinstance(raw, list | tuple):
        raise ContractError("penalties must be a list", "penalties")
    known = PENALTY_TYPES.get(table.ruleset, PENALTY_TYPES["millington"])
    claims = []
    for i, claim in enumerate(raw):
        where = f"penalties.{i}"
        if not isinstance(claim, dict):
            raise ContractError("a penalty must be an object", where)
        kind = claim.get("type")
        if kind not in known:
            raise ContractError(
                f"unknown penalty type {kind!r} for ruleset {table.ruleset} "
                f"(known: {', '.join(known)})",
                f"{where}.type",
            )
        for key in claim:
            if key not in _COMMON and key not in _FIELDS[kind]:
                raise ContractError(f"unknown field {key!r} for a {kind} penalty", f"{where}.{key}")
        offender = _seat(claim, "offender", where, table)
        if len(table.players) < 4 or set(table.players) != set(SEATS):
            raise ContractError("penalties need all four players at the table", "players")
        ruling = claim.get("ruling")
        if ruling is not None and ruling not in ("upheld", "rejected"):
            raise ContractError("ruling must be 'upheld' or 'rejected'", f"{where}.ruling")
        if "note" in claim and not isinstance(claim["note"], str):
            raise ContractError("note must be text", f"{where}.note")
        rule = claim.get("rule")
        if rule is not None:
            allowed = (
                DANGER_RULES if kind == "dangerous_discard" else (_rule_id(table.ruleset, kind),)
            )
            if rule not in allowed:
                raise ContractError(
                    f"rule {rule!r} does not fit a {kind} penalty (expected {', '.join(allowed)})",
                    f"{where}.rule",
                )
        if kind in ("dangerous_discard", "pay_for_all"):
            if table.winner is None or table.win is None:
                raise ContractError(
                    f"a {kind} claim needs a winner: somebody went mah-jong on the dangerous tile",
                    f"{where}.type",
                )
            if offender == table.winner:
                raise ContractError(
                    "the winner cannot be the one who discarded the dangerous tile",
                    f"{where}.offender",
                )
        if kind in ("long_hand", "short_hand", "dirty_hand") and offender == table.winner:
            raise ContractError(
                f"a player with a {kind.replace('_', ' ')} cannot go mah-jong (C1)",
                f"{where}.offender",
            )
        claims.append(claim)
    return claims


# -- hand reading ------------------------------------------------------------------------------


def _tiles(hand: PlayerHand) -> list[Tile]:
    return [t for m in hand.melds for t in m.tiles] + list(hand.concealed)


def _declared(m: Meld) -> bool:
    # Rule 91: exposed, or (a concealed kong) declared on the table.
    return not m.concealed or m.kind == "kong"


def _exposed_before(claim, where, table, *, skip=()) -> tuple[list[int], bool]:
    """Meld indexes exposed when the tile was discarded (given, or every declared meld except the
    one the winning tile completed); the flag says whether the claim gave them."""
    hand = table.players[table.winner]
    given = _indexes(claim, "exposed_before", where, hand)
    if given is not None:
        return given, True
    completes = table.win.completes if table.win else None
    return [
        i
        for i, m in enumerate(hand.melds)
        if _declared(m) and i != completes and i not in skip and m.kind is not None
    ], False


def _names(melds: list[Meld]) -> str:
    return ", ".join("-".join(t.code for t in m.tiles) for m in melds) or "none"


def _green_set(m: Meld) -> bool:
    return all(t.is_green for t in m.tiles)


def _terminal_set(m: Meld) -> bool:
    return m.kind in SET_KINDS and m.tiles[0].is_terminal


# -- dangerous discards (rules 90-96) ----------------------------------------------------------


def _danger_checks(rule, *, w, sets, called, discard, hand_tiles, hand, claim) -> list[Check]:
    """The three conditions of one of rules 90a-90g, read from the exposed sets and the hand."""
    final_sets = [m for m in hand.melds if m.kind in SET_KINDS]
    final_pairs = [m for m in hand.melds if m.kind == "pair"]
    if rule == "90a":
        suits = Counter(
            m.tiles[0].suit
            for m in sets
            if m.kind in ("pung", "kong", "chow") and m.tiles[0].is_suited
        )
        suit = next((s for s, n in suits.items() if n >= 3), None)
        of_suit = [
            m for m in sets if m.kind in ("pung", "kong", "chow") and m.tiles[0].suit == suit
        ]
        return [
            Check(
                f"{w} had three sets of one suit exposed (sets: {_names(of_suit)})",
                bool(suit),
                rule,
            ),
            Check(
                f"the discard {discard} is of that suit", bool(suit) and discard.suit == suit, rule
            ),
            Check(
                f"{w}'s hand is a pure suit (one suit, no honours)",
                bool(suit) and all(t.suit == suit for t in hand_tiles),
                rule,
            ),
        ]
    if rule == "90b":
        wind_melds = [m for m in sets if m.kind in SET_KINDS and m.tiles[0].is_wind]
        winds = {m.tiles[0].letter for m in wind_melds}
        in_hand = {m.tiles[0].letter for m in final_sets + final_pairs if m.tiles[0].is_wind}
        wind_sets = sum(1 for m in final_sets if m.tiles[0].is_wind)
        return [
            Check(
                f"{w} had three wind sets exposed (sets: {_names(wind_melds)})",
                len(winds) >= 3,
                rule,
            ),
            Check(
                f"the discard {discard} is the fourth wind",
                len(winds) >= 3 and discard.is_wind and discard.letter not in winds,
                rule,
            ),
            Check(
                f"{w}'s hand is Four Blessings Hovering over the Door or has little four joys",
                len(in_hand) == 4 and wind_sets >= 3,
                rule,
            ),
        ]
    if rule == "90c":
        dragon_melds = [m for m in sets if m.kind in SET_KINDS and m.tiles[0].is_dragon]
        dragons = {m.tiles[0].letter for m in dragon_melds}
        dragon_sets = sum(1 for m in final_sets if m.tiles[0].is_dragon)
        dragon_pairs = sum(1 for m in final_pairs if m.tiles[0].is_dragon)
        return [
            Check(
                f"{w} had two dragon sets exposed (sets: {_names(dragon_melds)})",
                len(dragons) >= 2,
                rule,
            ),
            Check(
                f"the discard {discard} is the third dragon",
                len(dragons) >= 2 and discard.is_dragon and discard.letter not in dragons,
                rule,
            ),
            Check(
                f"{w}'s hand has three dragon sets (Three Great Scholars, big three dragons) or "
                "two and a dragon pair (little three dragons)",
                dragon_sets == 3 or (dragon_sets == 2 and dragon_pairs == 1),
                rule,
            ),
        ]
    if rule == "90d":
        honours = [m for m in sets if m.kind in SET_KINDS and m.tiles[0].is_honour]
        return [
            Check(
                f"{w} had three honour sets exposed (sets: {_names(honours)})",
                len(honours) >= 3,
                rule,
            ),
            Check(f"the discard {discard} is an honour", discard.is_honour, rule),
            Check(
                f"{w}'s hand is All Symbols (honours only)",
                all(t.is_honour for t in hand_tiles),
                rule,
            ),
        ]
    if rule == "90e":
        # Rule 91: for 90e a chow counts only once all three tiles lie on the table.
        green = [
            m
            for i, m in sets
            if m.kind in ("pung", "kong", "chow")
            and _green_set(m)
            and not (m.kind == "chow" and i in called)
        ]
        return [
            Check(
                f"{w} had three all-green sets exposed (sets: {_names(green)})",
                len(green) >= 3,
                rule,
            ),
            Check(f"the discard {discard} is green", discard.is_green, rule),
            Check(
                f"{w}'s hand is Imperial Jade (green tiles only)",
                all(t.is_green for t in hand_tiles),
                rule,
            ),
        ]
    if rule == "90f":
        terminals = [m for m in sets if _terminal_set(m)]
        return [
            Check(
                f"{w} had three sets of ones or nines exposed (sets: {_names(terminals)})",
                len(terminals) >= 3,
                rule,
            ),
            Check(f"the discard {discard} is a one or a nine", discard.is_terminal, rule),
            Check(
                f"{w}'s hand is Heads and Tails (ones and nines only)",
                all(t.is_terminal for t in hand_tiles),
                rule,
            ),
        ]
    # 90g: facts the hands cannot show, given in the claim.
    left = claim.get("wall_tiles_left")
    return [
        Check(
            "four or fewer tiles were left in the wall"
            + (f" ({left} left)" if left is not None else " (wall_tiles_left not given)"),
            left is not None and left <= 4,
            rule,
        ),
        Check(
            f"no copy of {discard} was yet visible (discards or exposed sets)",
            claim.get("tile_unseen") is True,
            rule,
        ),
        Check(f"{discard} let {w} go mah-jong", True, rule),
    ]


def _dangerous_discard(i: int, claim: dict, table: TableHand) -> Report:
    where = f"penalties.{i}"
    w, win, off = table.winner, table.win, claim["offender"]
    hand = table.players[w]
    report = Report(i, "dangerous_discard", off, "96", claim)
    claimed_for = claim.get("claimed_for", "mahjong")
    if claimed_for not in CLAIM_KINDS:
        raise ContractError(
            f"claimed_for must be one of {', '.join(CLAIM_KINDS)}", f"{where}.claimed_for"
        )
    for key in ("no_choice", "tile_unseen"):
        _bool(claim, key, where, False)
    left = claim.get("wall_tiles_left")
    if left is not None and (not isinstance(left, int) or isinstance(left, bool) or left < 0):
        raise ContractError("wall_tiles_left must be a whole number", f"{where}.wall_tiles_left")
    after = claim.get("no_choice_after_claim")
    if after is not None and after not in ("pung", "chow", "kong"):
        raise ContractError(
            "no_choice_after_claim must be pung, chow or kong", f"{where}.no_choice_after_claim"
        )
    claimed_meld = claim.get("claimed_meld")
    if claimed_meld is not None and table.entry != "scores":  # (no melds at scores)
        _indexes({"claimed_meld": [claimed_meld]}, "claimed_meld", where, hand)
    discard = tile(claim["tile"], f"{where}.tile") if "tile" in claim else None
    if table.entry == "scores":
        return _dangerous_discard_as_claimed(report, claim, table, claimed_for, after)

    # Rule 92: which claim made use of the dangerous tile.
    if claimed_for == "mahjong":
        if discard is not None and discard != win.tile:
            raise ContractError(
                "for a mah-jong claim the dangerous tile is the winning tile", f"{where}.tile"
            )
        discard = win.tile
        if win.source == "robbed_kong":
            report.checks.append(
                Check(
                    f"the winning tile {discard} was robbed from {off}'s kong, penalised as if "
                    "discarded (94)",
                    win.discarder in (None, off),
                    "94",
                )
            )
        else:
            report.checks.append(
                Check(
                    f"{w} claimed {off}'s discard {discard} for mah-jong",
                    win.source == "discard" and win.discarder in (None, off),
                    "92",
                )
            )
    elif claimed_for == "kong":
        report.checks.append(
            Check(
                f"{w} claimed the tile for a kong, which does not complete the hand, so it is "
                "not penalised",
                False,
                "92",
            )
        )
    else:
        meld = hand.melds[claimed_meld] if claimed_meld is not None else None
        if discard is None:
            if meld is None:
                raise ContractError(
                    f"a dangerous tile claimed for a {claimed_for} needs claimed_meld (the index "
                    "of the meld it made) or tile",
                    f"{where}.claimed_meld",
                )
            discard = meld.tiles[0]
        if meld is None:
            kinds = ("chow",) if claimed_for == "chow" else SET_KINDS
            made = any(
                m.kind in kinds and discard in m.tiles and not m.concealed for m in hand.melds
            )
        else:
            kinds = ("chow",) if claimed_for == "chow" else SET_KINDS
            made = meld.kind in kinds and not meld.concealed and discard in meld.tiles
        report.checks.append(
            Check(
                f"{w} claimed {off}'s {discard} for an exposed {claimed_for} and later completed "
                "the hand",
                made,
                "92",
            )
        )

    skip = (claimed_meld,) if claimed_meld is not None and claimed_for != "mahjong" else ()
    exposed, given = _exposed_before(claim, where, table, skip=skip)
    called = set(_indexes(claim, "called_before", where, hand) or [])
    sets = [hand.melds[j] for j in exposed]
    indexed = [(j, hand.melds[j]) for j in exposed]
    hand_tiles = _tiles(hand)
    report.extra["exposed_before"] = exposed
    report.extra["exposed_before_given"] = given

    rules = [claim["rule"]] if "rule" in claim else list(DANGER_RULES)
    found = None
    tried: list[Check] = []
    for rule in rules:
        checks = _danger_checks(
            rule,
            w=w,
            sets=indexed if rule == "90e" else sets,
            called=called,
            discard=discard,
            hand_tiles=hand_tiles,
            hand=hand,
            claim=claim,
        )
        if all(c.holds for c in checks):
            found = (rule, checks)
            break
        # Each rule fails on its first unmet condition; that one is what the referee needs.
        tried.extend(checks if len(rules) == 1 else [next(c for c in checks if not c.holds)])
    if found:
        report.extra["dangerous_by"] = found[0]
        report.checks.extend(found[1])
    else:
        report.extra["dangerous_by"] = claim.get("rule")
        report.checks.extend(tried)
        report.checks.append(
            Check(
                f"{discard} was dangerous under "
                + ("rule " + rules[0] if len(rules) == 1 else "one of rules 90a-90g"),
                False,
                rules[0] if len(rules) == 1 else "90",
            )
        )

    _no_choice_plea(report, claim, off, after)
    _decide_cannon(report, off)
    return report


def _no_choice_plea(report: Report, claim: dict, off: str, after: str | None) -> None:
    """Rule 95: "I had no choice"."""
    if claim.get("no_choice"):
        available = after not in ("pung", "chow")
        report.checks.append(
            Check(
                f"{off} pleaded 'no choice'"
                + (
                    " — not available after claiming a discard for a " + after
                    if not available
                    else ", so is not penalised"
                )
                + " (holds when the plea fails)",
                not available,
                "95",
            )
        )


def _decide_cannon(report: Report, off: str) -> None:
    # A mah-jong on a single dangerous tile is settled by the cannon rule: report its 96 check.
    report.decide(
        f"{off} let off a cannon: pays his own debt and the other losers' (96)",
        "the penalty does not apply; the hand settles normally",
    )


def _dangerous_discard_as_claimed(report, claim, table, claimed_for, after) -> Report:
    """The scores depth records no tiles, so the discard is dangerous as the table claimed
    (rules 90a-90g are not checked); what the document still shows, who discarded the winning
    tile (92, 94) and the no-choice plea (95), is checked as for tiles."""
    w, win, off = table.winner, table.win, claim["offender"]
    report.checked = False
    rule = claim.get("rule")
    report.extra["dangerous_by"] = rule
    if claimed_for != "mahjong":
        report.checks.append(
            Check(
                f"{w} claimed {off}'s dangerous tile for a {claimed_for} (as claimed: the "
                "tiles were not recorded)",
                claimed_for != "kong",  # 92: a kong does not complete the hand
                "92",
            )
        )
    elif win.source == "robbed_kong":
        report.checks.append(
            Check(
                f"the winning tile was robbed from {off}'s kong, penalised as if discarded (94)",
                win.discarder in (None, off),
                "94",
            )
        )
    else:
        report.checks.append(
            Check(
                f"{w} claimed {off}'s discard for mah-jong",
                win.source == "discard" and win.discarder in (None, off),
                "92",
            )
        )
    report.checks.append(
        Check(
            f"the discard was dangerous under {'rule ' + rule if rule else 'rules 90a-90g'} "
            "(as claimed: the tiles were not recorded)",
            True,
            rule or "90",
        )
    )
    _no_choice_plea(report, claim, off, after)
    _decide_cannon(report, off)
    return report


def _dangerous_discards(claims, table) -> list[Report]:
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
                r.overrule(
                    Check(
                        f"{r.offender}'s discard was the last dangerous one (only the second "
                        f"discarder, {last.offender}, is penalised)",
                        False,
                        "93",
                    ),
                    "released: a later dangerous discard completed the hand (93)",
                )
    return reports


# -- seed 001: errors and penalties ------------------------------------------------------------


def _tile_count(hand: PlayerHand) -> int:
    # C1: the fourth tile of each kong and the bonus tiles are not counted.
    return sum(m.held for m in hand.melds) + len(hand.concealed)


def _wrong_hand(i: int, claim: dict, table: TableHand, assessment: Assessment) -> Report:
    kind, off = claim["type"], claim["offender"]
    rule = _rule_id(table.ruleset, kind)
    report = Report(i, kind, off, rule, claim)
    if table.entry == "tiles":
        report.extra["tiles_recorded"] = _tile_count(table.players[off])
    else:
        report.checked = False  # the offender's loose tiles were not recorded: as claimed
    name = kind.replace("_", " ")
    report.checks.append(Check(f"{off} did not go mah-jong (a {name} cannot win)", True, "C1"))
    if table.ruleset == "american1920":
        applies = (
            f"{off}'s hand is dead: it scores nothing and pays the others the full value of theirs"
        )
    elif kind == "long_hand":
        applies = (
            f"{off}'s long hand scores nothing and pays the others the full value of their hands"
        )
    else:
        applies = (
            f"{off}'s {name} scores its correctly formed sets and bonus tiles and settles normally"
        )
    report.decide(applies, "no penalty")
    if report.applied and (kind == "long_hand" or table.ruleset == "american1920"):
        assessment.scores_nothing[off] = rule
    return report


def _false_mahjongs(claims, table, options, assessment) -> list[Report]:
    reports = []
    for i, claim in claims:
        off = claim["offender"]
        report = Report(i, "false_mahjong", off, _rule_id(table.ruleset, "false_mahjong"), claim)
        exposed = _bool(claim, "exposed", f"penalties.{i}", True)
        if table.ruleset == "american1920":
            report.checks.append(
                Check(f"{off} declared mah-jong with an incomplete hand", True, "A1")
            )
            report.decide(
                f"{off} pays each player half the limit, East the full limit (A1); the hand ends",
                "no penalty",
            )
        else:
            report.checks.append(
                Check(
                    "another player exposed tiles before the error was found",
                    exposed,
                    "C2",
                )
            )
            report.decide(
                "the offender pays the penalty, the hand ends without other scoring (C2)",
                f"{off} takes the tiles back and play goes on (C2)",
            )
        reports.append(report)
    offenders = [r.offender for r in reports if r.applied]
    if len(set(offenders)) != len(offenders):
        dup = next(r for r in reports if r.applied and offenders.count(r.offender) > 1)
        raise ContractError(
            f"{dup.offender} is listed twice as a false mah-jong", f"penalties.{dup.index}.offender"
        )
    if not offenders:
        return reports
    if len(offenders) == 4:
        raise ContractError(
            "four false mah-jongs leave nobody to pay", f"penalties.{reports[-1].index}.offender"
        )
    innocent = [s for s in SEATS if s not in offenders]
    if table.ruleset == "american1920":
        half = options.get("limit", 300) // 2
        full = options.get("limit", 300)
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


def _misnamed_discards(claims, table, options, assessment) -> list[Report]:
    reports = []
    owed: dict[str, dict[str, list[dict]]] = {}  # offender -> payee -> transfers
    mahjong_offenders = set()
    for i, claim in claims:
        where = f"penalties.{i}"
        off = claim["offender"]
        claimant = _seat(claim, "claimant", where, table)
        if claimant == off:
            raise ContractError(
                "the claimant cannot be the one who misnamed the discard", f"{where}.claimant"
            )
        claimed_for = claim.get("claimed_for")
        if claimed_for not in CLAIM_KINDS:
            raise ContractError(
                f"claimed_for must be one of {', '.join(CLAIM_KINDS)}", f"{where}.claimed_for"
            )
        claim_false = _bool(claim, "claim_false", where, False)
        shown = _bool(claim, "shown", where, True)
        if claim_false and claimed_for != "mahjong":
            raise ContractError("claim_false is for a mah-jong claim", f"{where}.claim_false")
        report = Report(i, "misnamed_discard", off, "C3", claim, extra={"claimant": claimant})
        if claimed_for == "chow":
            report.checks.append(
                Check(
                    f"{claimant} plays after {off}, so may claim for a chow",
                    claimant == seat_after(off),
                    "C3",
                )
            )
        if claim_false:
            report.checks.append(
                Check(
                    f"{claimant}'s mah-jong claim on the named tile was false and someone exposed tiles",
                    True,
                    "C3",
                )
            )
        else:
            what = (
                "proved the mah-jong"
                if claimed_for == "mahjong"
                else f"showed the tiles for the {claimed_for}"
            )
            report.checks.append(Check(f"{claimant} {what}", shown, "C3"))
        report.decide("the penalty applies (C3)", "no penalty (C3)")
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


# -- 1920s American: pay for all (A2) ----------------------------------------------------------


def _pay_for_all(i: int, claim: dict, table: TableHand) -> Report:
    where = f"penalties.{i}"
    w, win, off = table.winner, table.win, claim["offender"]
    hand = table.players[w]
    report = Report(i, "pay_for_all", off, "A2", claim)
    condition = claim.get("condition")
    if condition is not None and condition not in (1, 2, 3, 4):
        raise ContractError("condition must be 1, 2, 3 or 4", f"{where}.condition")
    no_choice = _bool(claim, "no_choice", where, False)
    waiting = _bool(claim, "waiting_doubling_honours", where, False)
    exposed, given = _exposed_before(claim, where, table)
    report.extra["exposed_before"] = exposed
    report.extra["exposed_before_given"] = given
    melds = [hand.melds[j] for j in exposed]
    shown = [t for m in melds for t in m.tiles]
    everything = _tiles(hand)
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


# -- everything together -----------------------------------------------------------------------


def assess(table: TableHand, options: dict[str, Any]) -> Assessment:
    """Validate the table's penalty claims and decide each one."""
    claims = validate(table)
    base = options.get("false_mahjong_penalty", 300)
    if not isinstance(base, int) or base < 0:
        raise ContractError(
            "false_mahjong_penalty must be a whole number of points, 0 or more",
            "options.false_mahjong_penalty",
        )
    assessment = Assessment()
    by_type: dict[str, list[tuple[int, dict]]] = {}
    for i, claim in enumerate(claims):
        by_type.setdefault(claim["type"], []).append((i, claim))
    reports: list[Report] = []
    reports += _false_mahjongs(by_type.get("false_mahjong", []), table, options, assessment)
    reports += _misnamed_discards(by_type.get("misnamed_discard", []), table, options, assessment)
    if assessment.hand_ended and table.winner is not None:
        rules = " and ".join(assessment.ending_rules)
        raise ContractError(
            f"a penalty under {rules} ended the hand, so nobody can have won it: winner must be null",
            "winner",
        )
    for kind in ("long_hand", "short_hand", "dirty_hand"):
        reports += [_wrong_hand(i, c, table, assessment) for i, c in by_type.get(kind, [])]
    cannons = _dangerous_discards(by_type.get("dangerous_discard", []), table)
    reports += cannons
    pay_all = [_pay_for_all(i, c, table) for i, c in by_type.get("pay_for_all", [])]
    applied_pay_all = [r for r in pay_all if r.applied]
    for r in applied_pay_all[:-1]:
        r.overrule(
            Check("only one discard gave the win", False, "A2"),
            f"the winning tile was {applied_pay_all[-1].offender}'s discard; only one player pays for all",
        )
    reports += pay_all
    for r in cannons + pay_all:
        if r.applied:
            assessment.bearer = (r.offender, "96" if r.type == "dangerous_discard" else "A2")
    if assessment.hand_ended:
        for r in reports:
            if r.type in ("long_hand", "short_hand", "dirty_hand") and r.applied:
                r.overrule(
                    Check("the hand was scored", False, r.rule),
                    "the hand ended with a penalty and no other scoring",
                )
                assessment.scores_nothing.pop(r.offender, None)
    assessment.reports = sorted(reports, key=lambda r: r.index)
    return assessment
