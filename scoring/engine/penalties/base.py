"""What every penalty shares: the penalty options and types, `bear_debts` (the one "a player
bears the others' debts" mechanism: rule 96, A2, riichi pao), the `Check`/`Report` every
decision is made of, the validation of raw claims and reading the hands they name."""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..errors import ContractError
from ..hands import Meld, PlayerHand, TableHand
from ..messages import Message, Text, and_then, english
from ..options import Option
from ..tiles import SEATS, Tile
from ..vocabulary import PENALTY_TYPES
from ..vocabulary import gettext_noop as _

# What C2, C3 (seed 001) and A1 (seed 003) cost, case by case: their catalogue records
# (catalogue/penalties.py) show this table. Seed 001 fixes every penalty relative to the false
# mah-jong's 300 and lets a club raise it ("the penalties in the further rules rise in the same
# way"), so one option carries them all; A1 is a part of the limit.
PENALTY_AMOUNTS: dict[str, dict[str, Any]] = {
    "C2": {
        "false_mahjong": 300,  # to each opponent
        "false_mahjong_two": 150,  # from each of two offenders to each innocent player
        "false_mahjong_three": 100,  # from each of three offenders to the fourth
    },
    "C3": {
        "misnamed_chow": 50,
        "misnamed_pung": 100,  # pung or kong
        "misnamed_mahjong": 300,  # to each opponent
        "misnamed_false_claim": 150,  # from each of the two to each of the other two
        "misnamed_cap": 300,  # at most, per player, when a claim was for mah-jong
    },
    "A1": {
        "false_mahjong": Fraction(1, 2),  # half the limit to each player
        "false_mahjong_east": Fraction(1),  # the full limit to or from East
    },
}
FALSE_MAHJONG_PENALTY = PENALTY_AMOUNTS["C2"]["false_mahjong"]

PENALTY_OPTIONS = (
    Option(
        "false_mahjong_penalty",
        FALSE_MAHJONG_PENALTY,
        "C2: what a false mah-jong costs the offender per opponent; every other penalty of "
        "seed 001 scales with it (two offenders 1/2, three 1/3, misnamed discard claimed for a "
        "chow 1/6, for a pung or kong 1/3, a false claim on a misnamed discard 1/2)",
        int,
    ),
)

# Parts of the false mah-jong penalty that seed 001's penalties are (two offenders 1/2, ...).
SHARES = {
    case: Fraction(amount, FALSE_MAHJONG_PENALTY)
    for case, amount in {**PENALTY_AMOUNTS["C2"], **PENALTY_AMOUNTS["C3"]}.items()
}

_UPHELD = _("upheld by the referee")
_UPHELD_ALTHOUGH = _("upheld by the referee although not every condition held")

RULE_OF_TYPE = {
    "dangerous_discard": "96",
    "false_mahjong": "C2",
    "misnamed_discard": "C3",
    "long_hand": "C1",
    "short_hand": "C1",
    "dirty_hand": "C1",
    "pay_for_all": "A2",
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


def limit_amount(limit: int, share: Fraction) -> int:
    """An A1 penalty: `share` of the limit, rounded down to a point."""
    return math.floor(limit * share)


def penalty_amount(options: dict[str, Any], share: Fraction) -> int:
    """A seed-001 penalty: `share` of the false mah-jong penalty, rounded half up to a point."""
    base = options.get("false_mahjong_penalty", FALSE_MAHJONG_PENALTY)
    return int(base * share + Fraction(1, 2))


# -- reports -----------------------------------------------------------------------------------


@dataclass
class Check:
    condition: Text
    holds: bool
    rule: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"condition": english(self.condition), "holds": self.holds, "rule": self.rule}

    @property
    def verdict(self) -> Message:
        """The check as `why` writes it: "condition: yes"."""
        return Message(_VERDICT, condition=self.condition, verdict=_YES if self.holds else _NO)


_VERDICT = _("%(condition)s: %(verdict)s")
_YES = Message(_("yes"))
_NO = Message(_("no"))


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
    conclusion: Text = ""
    extra: dict[str, Any] = field(default_factory=dict)
    # False when the hand's entry depth left out the tiles its conditions need, so that the
    # penalty is applied as claimed (contract "Entry depth")
    checked: bool = True

    def decide(self, applies: Text, does_not: Text) -> None:
        """Applied when every check holds, unless a referee's ruling says otherwise."""
        self.applied = all(c.holds for c in self.checks)
        ruling = self.claim.get("ruling")
        if ruling == "upheld":
            upheld = _UPHELD if self.applied else _UPHELD_ALTHOUGH
            self.conclusion = and_then(Message(upheld), applies)
            self.applied = True
        elif ruling == "rejected":
            self.conclusion = Message(_("rejected by the referee"))
            self.applied = False
        else:
            self.conclusion = applies if self.applied else does_not

    def overrule(self, check: Check, conclusion: Text) -> None:
        self.checks.append(check)
        self.applied = False
        self.conclusion = conclusion

    @property
    def why(self) -> str:
        return english(self.why_message)

    @property
    def why_message(self) -> Text:
        """Every check with its verdict, then the conclusion: "check: yes; check: no; outcome"."""
        said = self.conclusion
        for check in reversed(self.checks):
            said = and_then(check.verdict, said)
        return said

    def messages(self) -> Iterator[Message]:
        """The conclusion as `why` writes it, the conclusion alone and each condition."""
        for text in [self.why_message, self.conclusion, *(c.condition for c in self.checks)]:
            if isinstance(text, Message):
                yield text

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
    "long_hand": {"undeclared_bonus"},
    "short_hand": set(),
    "dirty_hand": set(),
    "pay_for_all": {
        "condition",
        "no_choice",
        "waiting_doubling_honours",
        "exposed_before",
    },
}


def rule_id(ruleset: str, kind: str) -> str:
    if ruleset == "american1920":
        return {"false_mahjong": "A1", "long_hand": "dead-hand", "short_hand": "dead-hand"}.get(
            kind, RULE_OF_TYPE[kind]
        )
    return RULE_OF_TYPE[kind]


def claim_bool(claim: dict, key: str, where: str, default: bool) -> bool:
    value = claim.get(key, default)
    if not isinstance(value, bool):
        raise ContractError(Message(_("%(key)s must be true or false"), key=key), f"{where}.{key}")
    return value


# C1: a player whose hand has the wrong count of tiles cannot go mah-jong
WRONG_COUNT_WINNER = {
    "long_hand": _("a player with a long hand cannot go mah-jong (C1)"),
    "short_hand": _("a player with a short hand cannot go mah-jong (C1)"),
    "dirty_hand": _("a player with a dirty hand cannot go mah-jong (C1)"),
}


def claim_seat(claim: dict, key: str, where: str, table: TableHand) -> str:
    value = claim.get(key)
    if value is None:
        raise ContractError(Message(_("%(key)s is required"), key=key), f"{where}.{key}")
    if value not in SEATS or value not in table.players:
        raise ContractError(
            Message(
                _("%(key)s %(value)s is not a seat at the table (E, S, W or N)"),
                key=key,
                value=repr(value),
            ),
            f"{where}.{key}",
        )
    return value


def meld_indexes(claim: dict, key: str, where: str, hand: PlayerHand) -> list[int] | None:
    value = claim.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or not all(
        isinstance(i, int) and not isinstance(i, bool) for i in value
    ):
        raise ContractError(
            Message(_("%(key)s must be a list of meld indexes"), key=key), f"{where}.{key}"
        )
    for i in value:
        if not 0 <= i < len(hand.melds):
            raise ContractError(
                Message(
                    _("%(key)s: the winner has no meld %(i)s (melds 0-%(last)s)"),
                    key=key,
                    i=i,
                    last=len(hand.melds) - 1,
                ),
                f"{where}.{key}",
            )
    return value


def validate(table: TableHand) -> list[dict[str, Any]]:
    """The raw penalty claims, checked for shape; a ContractError names the bad field."""
    raw = table.penalties
    if raw is None:
        return []
    if not isinstance(raw, list | tuple):
        raise ContractError(Message(_("penalties must be a list")), "penalties")
    known = PENALTY_TYPES.get(table.ruleset, PENALTY_TYPES["millington"])
    claims = []
    for i, claim in enumerate(raw):
        where = f"penalties.{i}"
        if not isinstance(claim, dict):
            raise ContractError(Message(_("a penalty must be an object")), where)
        kind = claim.get("type")
        if kind not in known:
            raise ContractError(
                Message(
                    _("unknown penalty type %(kind)s for ruleset %(ruleset)s (known: %(known)s)"),
                    kind=repr(kind),
                    ruleset=table.ruleset,
                    known=", ".join(known),
                ),
                f"{where}.type",
            )
        for key in claim:
            if key not in _COMMON and key not in _FIELDS[kind]:
                raise ContractError(
                    Message(
                        _("unknown field %(key)s for a %(kind)s penalty"), key=repr(key), kind=kind
                    ),
                    f"{where}.{key}",
                )
        offender = claim_seat(claim, "offender", where, table)
        if len(table.players) < 4 or set(table.players) != set(SEATS):
            raise ContractError(
                Message(_("penalties need all four players at the table")), "players"
            )
        ruling = claim.get("ruling")
        if ruling is not None and ruling not in ("upheld", "rejected"):
            raise ContractError(
                Message(_("ruling must be 'upheld' or 'rejected'")), f"{where}.ruling"
            )
        if "note" in claim and not isinstance(claim["note"], str):
            raise ContractError(Message(_("note must be text")), f"{where}.note")
        rule = claim.get("rule")
        if rule is not None:
            allowed = (
                DANGER_RULES if kind == "dangerous_discard" else (rule_id(table.ruleset, kind),)
            )
            if rule not in allowed:
                raise ContractError(
                    Message(
                        _("rule %(rule)s does not fit a %(kind)s penalty (expected %(allowed)s)"),
                        rule=repr(rule),
                        kind=kind,
                        allowed=", ".join(allowed),
                    ),
                    f"{where}.rule",
                )
        if kind in ("dangerous_discard", "pay_for_all"):
            if table.winner is None or table.win is None:
                raise ContractError(
                    Message(
                        _(
                            "a %(kind)s claim needs a winner: somebody went mah-jong on the dangerous tile"
                        ),
                        kind=kind,
                    ),
                    f"{where}.type",
                )
            if offender == table.winner:
                raise ContractError(
                    Message(_("the winner cannot be the one who discarded the dangerous tile")),
                    f"{where}.offender",
                )
        if kind in ("long_hand", "short_hand", "dirty_hand") and offender == table.winner:
            raise ContractError(
                Message(WRONG_COUNT_WINNER[kind]),
                f"{where}.offender",
            )
        claims.append(claim)
    return claims


# -- hand reading ------------------------------------------------------------------------------


def tiles_of(hand: PlayerHand) -> list[Tile]:
    return [t for m in hand.melds for t in m.tiles] + list(hand.concealed)


def _declared(m: Meld) -> bool:
    # Rule 91: exposed, or (a concealed kong) declared on the table.
    return not m.concealed or m.kind == "kong"


def melds_exposed_before(claim, where, table, *, skip=()) -> tuple[list[int], bool]:
    """Meld indexes exposed when the tile was discarded (given, or every declared meld except the
    one the winning tile completed); the flag says whether the claim gave them."""
    hand = table.players[table.winner]
    given = meld_indexes(claim, "exposed_before", where, hand)
    if given is not None:
        return given, True
    completes = table.win.completes if table.win else None
    return [
        i
        for i, m in enumerate(hand.melds)
        if _declared(m) and i != completes and i not in skip and m.kind is not None
    ], False


def meld_names(melds: list[Meld]) -> str:
    return ", ".join("-".join(t.code for t in m.tiles) for m in melds) or "none"


def green_set(m: Meld) -> bool:
    return all(t.is_green for t in m.tiles)


def terminal_set(m: Meld) -> bool:
    return m.kind in SET_KINDS and m.tiles[0].is_terminal
