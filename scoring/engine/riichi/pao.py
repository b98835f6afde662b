"""Responsibility payments (pao) for risky discards: seed 004, situations R1-R9.

R1-R7 show in the winner's recorded calls: once the dangerous player has exposed enough sets
of one kind, the next such set called on someone's discard makes that discarder responsible,
if the hand is then won with the yakuman (or Chinitsu, R3) the sets were heading for.
R8 and R9 depend on facts the calls cannot show, so they are claimed in `penalties`.
A referee's `ruling` ("upheld" / "rejected") overrides the engine's checks.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..errors import ContractError
from ..messages import Message, and_then
from ..penalties.base import Check
from ..tiles import SEATS, TILES
from ..vocabulary import gettext_noop as _
from .document import Call, RiichiHand
from .tiles import check_code, kind
from .value import HandValue

RULE_IDS = ("R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9")


@dataclass(frozen=True)
class Situation:
    rule: str
    exposed: int  # sets of the kind already exposed before the risky call
    what: str  # a msgid: what the sets are called ("dragon pon/kan")
    yaku: frozenset[str]  # the package's yaku ids, any of which completes the situation
    hand: str


@dataclass
class Pao:
    """A responsibility payment the calls show or a claim names, and the decision on it."""

    rule: str
    responsible: str | None
    applied: bool
    why: Message
    checks: list[Check]
    call: int | None = None  # the index of the risky call among the winner's calls
    ruling: str | None = None  # a referee's "upheld" or "rejected"
    claim: int | None = None  # the index of the claim among the document's penalties
    settled: bool = False  # the one pao the payments follow (the first rule of those applied)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": "pao",
            "responsible": self.responsible,
            "offender": self.responsible,
            "rule": self.rule,
            "applied": self.applied,
            "why": self.why.english(),
            "checks": [check.to_json() for check in self.checks],
        }
        for key in ("call", "ruling", "claim"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        if self.settled:
            out["settled"] = True
        # riichi scores only the tiles depth: every penalty is checked from the tiles
        out["checked"] = True
        return out

    def messages(self) -> Iterator[Message]:
        yield self.why
        for check in self.checks:
            yield check.condition


def _dragon_set(call: Call) -> str | None:
    return "dragons" if call.is_set and all(TILES[k].is_dragon for k in call.tile_kinds) else None


def _wind_set(call: Call) -> str | None:
    return "winds" if call.is_set and all(TILES[k].is_wind for k in call.tile_kinds) else None


def _one_suit(call: Call) -> str | None:
    suits = {TILES[k].suit for k in call.tile_kinds}
    return f"suit {suits.pop()}" if len(suits) == 1 and None not in suits else None


def _green(call: Call) -> str | None:
    return "green" if all(TILES[k].is_green for k in call.tile_kinds) else None


def _honour_set(call: Call) -> str | None:
    return "honours" if call.is_set and all(TILES[k].is_honour for k in call.tile_kinds) else None


def _terminal_set(call: Call) -> str | None:
    return (
        "terminals" if call.is_set and all(TILES[k].is_terminal for k in call.tile_kinds) else None
    )


def _kan(call: Call) -> str | None:
    return "kans" if call.is_kan else None


SITUATIONS = {
    "R1": (
        Situation("R1", 2, _("dragon pon/kan"), frozenset({"daisangen"}), "Daisangen"),
        _dragon_set,
    ),
    # With three wind sets exposed the fourth wind makes Shousuushii as the pair, Dai Suushii
    # as a set: both are the four-winds yakuman the seed names.
    "R2": (
        Situation("R2", 3, _("wind pon/kan"), frozenset({"shosuushi", "daisuushi"}), "Shousuushii"),
        _wind_set,
    ),
    "R3": (
        Situation("R3", 3, _("calls of one suit"), frozenset({"chinitsu"}), "Chinitsu"),
        _one_suit,
    ),
    "R4": (Situation("R4", 3, _("green calls"), frozenset({"ryuisou"}), "Ryuuiisou"), _green),
    "R5": (
        Situation("R5", 3, _("honour pon/kan"), frozenset({"tsuisou"}), "Tsuu Iisou"),
        _honour_set,
    ),
    "R6": (
        Situation("R6", 3, _("terminal pon/kan"), frozenset({"chinroto"}), "Chinroutou"),
        _terminal_set,
    ),
    "R7": (Situation("R7", 3, _("kans"), frozenset({"suukantsu"}), "Suu Kantsu"), _kan),
}


def _risky_call(calls: list[Call], rule: str) -> tuple[int, int] | None:
    """(index of the risky call, sets of its kind exposed before it), or None."""
    situation, group_of = SITUATIONS[rule]
    exposed: dict[str, int] = {}
    for i, call in enumerate(calls):
        group = group_of(call)
        if group is None:
            continue
        # An added kan is the pon that was called on a discard, for R7 too: seed 004's
        # situation 7 counts a discard "called, completing (or helping to complete)" Suu
        # Kantsu, and the pon's tile helps complete the fourth kan. A closed kan takes no one's.
        took_discard = call.kind in ("chi", "pon", "kan", "shouminkan")
        if exposed.get(group, 0) >= situation.exposed and took_discard:
            return i, exposed[group]
        exposed[group] = exposed.get(group, 0) + 1
    return None


def _check(rule: str, condition: Message, holds: bool) -> Check:
    """One condition of a situation, a check as every penalty has."""
    return Check(condition, holds, rule)


def _risky(rule: str, hand: RiichiHand, tile: str, call: Call | None, claim: dict | None):
    """R7, R9: a risky tile is "visible neither in the discards nor among the called tiles"
    (seed 004). Copies in any call are in sight; a claim's `tile_unseen: false` is a fact the
    record cannot show (a copy among the discards) and is believed, `true` is checked against
    the calls. A dora indicator is neither a discard nor a called tile."""
    seen = hand.visible_elsewhere(tile, except_call=call)
    stated = (claim or {}).get("tile_unseen")
    if stated is False:
        said = Message(_("%(tile1)s was a risky tile (stated: a copy was in sight)"), tile1=tile)
        return _check(rule, said, False)
    if seen:
        said = Message(
            _("%(tile1)s was a risky tile: %(number1)s copy in sight among the called tiles"),
            tile1=tile,
            number1=seen,
        )
        return _check(rule, said, False)
    said = Message(
        _("%(tile1)s was a risky tile: no copy in sight among the called tiles"), tile1=tile
    )
    return _check(rule, said, True)


def _ruling(claim: dict[str, Any], field_name: str) -> str | None:
    ruling = claim.get("ruling")
    if ruling not in (None, "upheld", "rejected"):
        raise ContractError(Message(_('ruling is "upheld" or "rejected"')), f"{field_name}.ruling")
    return ruling


def _from_calls(hand: RiichiHand, value: HandValue, rule: str, claim: dict | None, field_name):
    situation = SITUATIONS[rule][0]
    calls = hand.players[hand.winner].calls
    found = _risky_call(calls, rule)
    claimed = (claim or {}).get("responsible")
    if found is None:
        if claim is None:
            return None
        return {
            "responsible": claimed,
            "checks": [
                _check(
                    rule,
                    Message(
                        _(
                            "the winner's calls show %(number1)s %(what)s and then another one "
                            "called on a discard"
                        ),
                        number1=situation.exposed,
                        what=Message(situation.what),
                    ),
                    False,
                )
            ],
            "why": Message(_("the recorded calls do not show situation %(rule)s"), rule=rule),
        }
    index, before = found
    call = calls[index]
    tiles = " ".join(call.tiles)
    what = Message(situation.what)
    exposed = Message(
        _("%(number1)s %(what)s exposed before call %(number2)s (%(kind)s %(tiles)s)"),
        number1=before,
        what=what,
        number2=index + 1,
        kind=call.kind,
        tiles=tiles,
    )
    took = Message(
        _("call %(number1)s took a discard of %(seat1)s"), number1=index + 1, seat1=call.source
    )
    won = Message(_("the hand is won with %(yaku)s"), yaku=situation.hand)
    checks = [
        _check(rule, exposed, True),
        _check(rule, took, True),
        _check(rule, won, bool(situation.yaku & value.yaku_ids)),
    ]
    if claimed is not None:
        said = Message(_("%(seat1)s is the player who discarded it"), seat1=claimed)
        checks.append(_check(rule, said, claimed == call.source))
    if rule == "R7":
        checks.append(_risky(rule, hand, kind(call.tiles[0]), call, claim))
    why = and_then(
        Message(
            _("%(seat1)s discarded %(tiles)s after the winner had exposed %(number1)s %(what)s"),
            seat1=call.source,
            tiles=kind(call.tiles[0]) if call.kind != "chi" else tiles,
            number1=before,
            what=what,
        ),
        Message(
            _("it was called (call %(number1)s) towards %(yaku)s"),
            number1=index + 1,
            yaku=situation.hand,
        ),
    )
    return {"responsible": claimed or call.source, "checks": checks, "why": why, "call": index}


def _r8(hand: RiichiHand, claim: dict, field_name: str) -> dict:
    calls = hand.players[hand.winner].calls
    last = calls[-1] if calls else None
    responsible = claim.get("responsible", last.source if last else None)
    if responsible is None:
        raise ContractError(
            Message(_("R8 needs the responsible seat (the winner has no called kan to show it)")),
            f"{field_name}.responsible",
        )
    checks = [
        _check(
            "R8",
            Message(_("the hand was won on a kan replacement tile (rinshan)")),
            hand.win.flags["rinshan"],
        ),
        _check("R8", Message(_("the replacement tile is a tsumo")), hand.win.source == "tsumo"),
        _check(
            "R8",
            Message(_("the winner's last call is a kan called on a discard")),
            last is not None and last.kind == "kan",
        ),
        _check(
            "R8",
            Message(_("%(seat1)s discarded the tile called for that kan"), seat1=responsible),
            last is not None and last.source == responsible,
        ),
    ]
    why = Message(
        _(
            "%(seat1)s discarded the tile called for a kan whose replacement tile won: valued as "
            "tsumo, paid in full by the discarder"
        ),
        seat1=responsible,
    )
    return {"responsible": responsible, "checks": checks, "why": why}


def _r9(hand: RiichiHand, claim: dict, field_name: str) -> dict:
    left = claim.get("wall_tiles_left")
    if not isinstance(left, int) or isinstance(left, bool) or left < 0:
        raise ContractError(
            Message(_("R9 needs wall_tiles_left (a whole number)")),
            f"{field_name}.wall_tiles_left",
        )
    responsible = claim.get("responsible")
    calls = hand.players[hand.winner].calls
    index = claim.get("call")
    if index is None:
        from_responsible = [i for i, c in enumerate(calls) if c.source == responsible]
        index = from_responsible[-1] if from_responsible else None
    elif not isinstance(index, int) or not 0 <= index < len(calls):
        raise ContractError(
            Message(_("call is the index of one of the winner's calls")), f"{field_name}.call"
        )
    if index is not None:
        call = calls[index]
        given = claim.get("tile")
        tile = kind(check_code(given, f"{field_name}.tile") if given else call.tiles[0])
        took = call.source == responsible
        took_what = Message(
            _("%(seat1)s's discard was called (call %(number1)s, %(kind)s)"),
            seat1=responsible,
            number1=index + 1,
            kind=call.kind,
        )
    else:
        call = None
        tile = kind(hand.win.tile)
        took = hand.win.source == "ron" and hand.win.discarder == responsible
        took_what = Message(_("%(seat1)s's discard completed the hand (ron)"), seat1=responsible)
    checks = [
        _check(
            "R9",
            Message(
                _("%(number1)s or fewer tiles left in the wall (%(number2)s)"),
                number1=5,
                number2=left,
            ),
            left <= 5,
        ),
        _check("R9", took_what, took),
        _risky("R9", hand, tile, call, claim),
    ]
    why = Message(
        _("%(seat1)s discarded %(tile1)s, unseen, with %(number1)s tiles left in the wall"),
        seat1=responsible,
        tile1=tile,
        number1=left,
    )
    out = {"responsible": responsible, "checks": checks, "why": why}
    if index is not None:
        out["call"] = index
    return out


def find_pao(hand: RiichiHand, value: HandValue) -> list[Pao]:
    """Every pao situation the calls show or the penalties claim, checked and ruled."""
    claims: dict[str, tuple[dict, str]] = {}
    for i, penalty in enumerate(hand.penalties):
        if penalty.get("type") != "pao":
            continue
        field_name = f"penalties.{i}"
        rule = penalty.get("rule")
        if rule not in RULE_IDS:
            raise ContractError(
                Message(_("a pao claim names its rule, R1 to R9")), f"{field_name}.rule"
            )
        unknown = set(penalty) - {
            "type",
            "rule",
            "responsible",
            "offender",
            "ruling",
            "wall_tiles_left",
            "tile_unseen",
            "tile",
            "call",
        }
        if unknown:
            name = sorted(unknown)[0]
            raise ContractError(
                Message(_("unknown pao field %(name)s"), name=repr(name)), f"{field_name}.{name}"
            )
        if "offender" in penalty and "responsible" not in penalty:
            penalty = {**penalty, "responsible": penalty["offender"]}
        responsible = penalty.get("responsible")
        if responsible is not None or rule == "R9":
            if responsible not in SEATS:
                raise ContractError(
                    Message(_("responsible is a seat E, S, W or N")),
                    f"{field_name}.responsible",
                )
            if responsible == hand.winner:
                raise ContractError(
                    Message(_("the winner cannot be responsible for their own hand")),
                    f"{field_name}.responsible",
                )
        if rule in claims:
            raise ContractError(
                Message(_("%(rule)s is claimed twice"), rule=rule), f"{field_name}.rule"
            )
        claims[rule] = (penalty, field_name)

    found = []
    for rule in RULE_IDS:
        claim, field_name = claims.get(rule, (None, f"penalties.{rule}"))
        if rule in SITUATIONS:
            if hand.winner is None:
                continue
            result = _from_calls(hand, value, rule, claim, field_name)
        elif claim is None:
            continue
        elif rule == "R8":
            result = _r8(hand, claim, field_name)
        else:
            result = _r9(hand, claim, field_name)
        if result is None:
            continue
        ok = all(c.holds for c in result["checks"])
        if claim is None and not ok:
            continue  # unclaimed calls that fall short of a situation are ordinary play
        entry = Pao(
            rule=rule,
            responsible=result["responsible"],
            applied=ok,
            why=result["why"] if ok else _failed(result),
            checks=result["checks"],
            call=result.get("call"),
        )
        ruling = _ruling(claim, field_name) if claim else None
        if ruling:
            if ruling == "upheld" and entry.responsible is None:
                raise ContractError(
                    Message(_("an upheld pao needs the responsible seat")),
                    f"{field_name}.responsible",
                )
            entry.ruling = ruling
            entry.applied = ruling == "upheld"
            entry.why = and_then(
                Message(_RULING[ruling]), Message(_("engine: %(why)s"), why=entry.why)
            )
        if claim is not None:
            entry.claim = int(field_name.split(".")[1])
        found.append(entry)
    # Claimed entries first, in the order claimed, so that penalties[i] answers claim i.
    return sorted(found, key=lambda e: len(hand.penalties) if e.claim is None else e.claim)


_RULING = {"upheld": _("referee ruling: upheld"), "rejected": _("referee ruling: rejected")}


def _failed(result: dict) -> Message:
    failed = [c.condition for c in result["checks"] if not c.holds]
    said = failed[-1]
    for condition in reversed(failed[:-1]):
        said = and_then(condition, said)
    return Message(_("not applied, failed: %(conditions)s"), conditions=said)
