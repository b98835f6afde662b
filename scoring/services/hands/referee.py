"""The referee's desk: explain a recorded hand rule by rule, try "what if", and make rulings.

`explain` turns a Hand's stored input and output into what the referee page shows (every item
with its rule text, the payment matrix, each penalty's conditions). `what_if` re-scores a
modified copy of the record and saves nothing. `rule_on` saves a ruling: the modified document
goes through the club night's correction, which scores it, updates the hand's rows and writes
a HandRevision, all in one transaction.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import gettext as _

from scoring import permissions
from scoring.engine import catalogue
from scoring.engine.catalogue.rule import pick
from scoring.engine.contract import answer, evaluate
from scoring.engine.errors import ContractError
from scoring.engine.mcr import fans as mcr_fans
from scoring.engine.mcr.value import MINIMUM as MCR_MINIMUM
from scoring.engine.riichi import yaku as riichi_yaku
from scoring.engine.riichi.lines import limit_reached
from scoring.engine.riichi.tiles import parse_tiles
from scoring.engine.tiles import SEATS
from scoring.models import Hand, HandRevision
from scoring.models.session import ENTRY_CHECKS, SEAT_CHOICES, Entry
from scoring.services.hands import (
    answers,
    engine_text,
    house_rules,
    knock_on,
    mcr,
    ruleset_words,
    sessions,
)

WIND = dict(SEAT_CHOICES)
TABLE = "table"  # where riichi sticks wait for a winner (engine/riichi/payments.py)
RULINGS = ("upheld", "rejected")


class RulingConflict(Exception):
    """The hand changed since the referee opened it."""


# --------------------------------------------------------------------------- who may rule


def tournament_of(session):
    """The tournament a session is a table of, or None for a club night."""
    table = getattr(session, "tournament_table", None)
    return table.round.tournament if table is not None else None


def can_rule(user, session) -> bool:
    """Referees of the session or of its tournament, the club's organisers, superusers
    (scoring.permissions decides)."""
    return permissions.can_rule(user, session)


# --------------------------------------------------------------------------- explanation


def rule_line(rule_id: str, language: str | None, ruleset: str = "") -> dict[str, Any]:
    """A rule as the referee page cites it; with the ruleset, ClubScore's reading of it."""
    rule = catalogue.get_stored(rule_id)
    return {
        "id": rule_id,
        "known": rule is not None,
        "note": ruleset_words.rule_note(rule, ruleset),
        "name": rule.name_in(language) if rule else "",
        "text": rule.text_in(language) if rule else "",
    }


@dataclass
class SeatView:
    seat: str
    wind: str
    player: str
    melds: list[dict]
    concealed: list[str]
    bonus: list[str]
    winner: bool = False
    discarder: bool = False
    score: dict[str, Any] | None = None
    items: list[dict[str, Any]] = field(default_factory=list)
    payment: int = 0
    riichi: dict[str, Any] | None = None
    mcr: dict[str, Any] | None = None


def mcr_score(view: SeatView, language: str | None) -> dict[str, Any] | None:
    """An MCR winner's fans told rule by rule (docs/mcr.md): each fan's M-number, name and
    value, how often it counts here, and the fans it excluded (the non-repeat principle: a
    fan never counted beside one that implies it); then the total, and the total the 8-fan
    minimum reads (flowers not counted)."""
    score = view.score or {}
    if "fans" not in score:
        return None
    fans = []
    for item in score.get("items") or []:
        fan = mcr_fans.FANS.get(item.get("fan")) if item.get("rule", "").startswith("M") else None
        if fan is None:  # the scores depth: one item, the total as entered
            fans.append({**item, "rule_info": rule_line(item.get("rule", ""), language)})
            continue
        fans.append(
            {
                **item,
                "name": pick(fan.name, language),
                "value": fan.points,
                "rule_info": rule_line(fan.rule, language),
                "excluded": mcr.excluded_by(fan.rule, language),
            }
        )
    return {
        "fans": fans,
        "total": score.get("score", 0),
        "counted": score.get("fans", 0),
        "minimum": MCR_MINIMUM,
        "mahjong": score.get("mahjong", False),
    }


def riichi_score(
    view: SeatView, document: dict, transfers: list[dict], language: str | None
) -> dict[str, Any] | None:
    """A riichi winner's value told rule by rule: each yaku with the han it gives here and
    the han its rule declares closed and open, the fu breakdown, the limit reached, and the
    honba and riichi sticks the winner collects on top of the hand's value."""
    score = view.score or {}
    if "han" not in score:
        return None
    yaku = []
    for item in score.get("items") or []:
        if item.get("limit"):
            continue
        found = riichi_yaku.YAKU.get(item["rule"].removeprefix("Y-"))
        yaku.append(
            {
                **item,
                "rule_info": rule_line(item["rule"], language),
                "han_closed": found.han_closed if found else None,
                "han_open": found.han_open if found else None,
                "params": _riichi_params(item),
            }
        )
    limits = [
        {
            **item,
            "rule_info": rule_line(item["rule"], language),
            "said": limit_reached(item["what"]),
        }
        for item in score.get("items") or []
        if item.get("limit")
    ]
    fu = [
        {**item, "rule_info": rule_line(item["rule"], language)}
        for item in score.get("fu_items") or []
    ]
    to_winner = [t for t in transfers if t.get("to") == view.seat]
    honba = sum(t["amount"] for t in to_winner if t.get("rule") == "honba")
    sticks = sum(t["amount"] for t in to_winner if t.get("rule") == "riichi-sticks")
    yakuman = sum(item.get("yakuman", 0) for item in yaku)
    return {
        "yaku": yaku,
        "fu": fu,
        "limits": limits,
        "yakuman": yakuman,
        "han": score.get("han"),
        "fu_total": score.get("fu"),
        "level": score.get("level", ""),
        "points": score.get("points", 0),
        "honba_count": document.get("honba") or 0,
        "honba": honba,
        "sticks_count": sticks // 1000,
        "sticks": sticks,
        "received": score.get("points", 0) + honba + sticks,
    }


def _riichi_params(item: dict) -> str:
    """An item's own facts in the reader's language: the wind a wind yaku is for."""
    if item.get("wind"):
        return str(WIND.get(item["wind"], item["wind"]))
    return ""


def _tiles(value: Any) -> list[str]:
    """Tile codes from a list, or from a riichi hand's text (`234m5p`, `2c 3c Rd`)."""
    if isinstance(value, str):
        try:
            return parse_tiles(value, "tiles")
        except ContractError:
            return []
    return list(value or [])


def seat_names(hand: Hand) -> dict[str, str]:
    return {row.seat: row.player.name for row in hand.seats.select_related("player")}


def _entry_label(value) -> str:
    """An entry depth's name ("tiles" -> "kameny"); an unknown one as it is."""
    return str(Entry(value).label) if value in Entry.values else str(value)


def explain(
    document: dict, output: dict, said: dict, names: dict[str, str], language: str | None
) -> dict[str, Any]:
    """Everything the referee page shows about one scored document, its answer and the
    messages behind the answer's sentences (`Hand.said`)."""
    win = document.get("win") or {}
    winner = document.get("winner")
    players = document.get("players") or {}
    hands = output.get("hands") or {}
    payments = output.get("payments") or {}
    seats = []
    for seat in SEATS:
        held = players.get(seat) or {}
        view = SeatView(
            seat=seat,
            wind=str(WIND[seat]),
            player=names.get(seat, seat),
            melds=list(held.get("melds") or [])
            or [
                {"tiles": _tiles(c.get("tiles")), "concealed": c.get("kind") == "ankan"}
                for c in held.get("calls") or []
            ],
            concealed=_tiles(held.get("concealed") or held.get("closed")),
            bonus=list(held.get("bonus") or []),
            winner=seat == winner,
            discarder=win.get("discarder") == seat and win.get("source") == "discard",
            score=hands.get(seat),
            payment=payments.get(seat, 0),
        )
        seen = set()
        for item in (view.score or {}).get("items", []):
            rule_id = item.get("rule", "")
            view.items.append(
                {
                    **item,
                    "rule_info": rule_line(rule_id, language),
                    "repeat": rule_id in seen,
                    # a club's own rule: its text beside the points it gave (docs/house-rules.md)
                    "house": house_rules.cited(document, rule_id, language),
                }
            )
            seen.add(rule_id)
        seats.append(view)
    transfers = [
        {**t, "rule_info": rule_line(t.get("rule", ""), language)}
        for t in output.get("transfers") or []
    ]
    riichi = output.get("ruleset") == "riichi"
    if riichi:
        for view in seats:
            view.riichi = riichi_score(view, document, transfers, language)
    if output.get("ruleset") == "mcr":
        for view in seats:
            view.mcr = mcr_score(view, language)
    return {
        "riichi": riichi,
        "mcr": output.get("ruleset") == "mcr",
        "dealer": document.get("dealer", "E") if riichi else None,
        "honba": document.get("honba") or 0,
        "riichi_sticks": document.get("riichi_sticks") or 0,
        "seats": seats,
        "seats_winner_first": sorted(seats, key=lambda view: not view.winner),
        "winner": winner,
        "win": win,
        "prevailing_wind": document.get("prevailing_wind", document.get("round_wind")),
        "prevailing_wind_name": str(
            WIND.get(document.get("prevailing_wind", document.get("round_wind")), "")
        ),
        "transfers": transfers,
        "matrix": payment_matrix(transfers, names),
        "matrix_table": any(TABLE in (t["from"], t["to"]) for t in transfers),
        "penalties": explain_penalties(document, output, names, language),
        "payments": payments,
        "east_keeps_deal": answers.deal_stays(output),
        "entry": document.get("entry", Entry.TILES),
        "entry_checks": str(ENTRY_CHECKS.get(document.get("entry", Entry.TILES), "")),
        "entry_label": _entry_label(document.get("entry", Entry.TILES)),
        # the messages behind the answer's sentences, for the `engine` filter to translate
        "spoken": engine_text.spoken(said),
    }


def payment_matrix(transfers: list[dict], names: dict[str, str]) -> list[dict[str, Any]]:
    """Rows are payers, columns payees: what each seat paid each other seat, with totals.
    Riichi sticks go to and come from the table, which is then a row and a column too."""
    parties = list(SEATS)
    if any(TABLE in (t["from"], t["to"]) for t in transfers):
        parties.append(TABLE)
    paid = {(a, b): 0 for a in parties for b in parties}
    for t in transfers:
        paid[(t["from"], t["to"])] += t["amount"]
    rows = []
    for payer in parties:
        rows.append(
            {
                "seat": payer,
                "player": names.get(payer, "") if payer != TABLE else _("riichi sticks"),
                "cells": [
                    {"to": payee, "amount": paid[(payer, payee)], "self": payer == payee}
                    for payee in parties
                ],
                "total": sum(paid[(payer, b)] for b in parties),
            }
        )
    return rows


def explain_penalties(
    document: dict, output: dict, names: dict[str, str], language: str | None
) -> list[dict[str, Any]]:
    """Each claimed penalty beside the engine's verdict, its conditions and the referee's ruling.

    The engine answers penalties in the order they were claimed; a claim it did not answer
    still shows, so a referee sees every claim on the record.
    """
    claimed = list(document.get("penalties") or [])
    found = list(output.get("penalties") or [])
    ruleset = output.get("ruleset") or document.get("ruleset", "")
    rows = []
    for index in range(max(len(claimed), len(found))):
        claim = claimed[index] if index < len(claimed) else {}
        verdict = found[index] if index < len(found) else {}
        rule_id = verdict.get("rule") or claim.get("rule") or claim.get("type", "")
        offender = verdict.get("offender") or claim.get("offender")
        rows.append(
            {
                "index": index,
                "type": verdict.get("type") or claim.get("type"),
                "offender": offender,
                "offender_name": names.get(offender, offender),
                "claim": claim,
                "claimed_here": index < len(claimed),
                "applied": verdict.get("applied"),
                "checked": verdict.get("checked", True),
                "why": verdict.get("why", ""),
                "checks": [
                    {
                        **c,
                        "rule": c.get("rule", rule_id),
                        "rule_info": rule_line(c.get("rule", rule_id), language),
                    }
                    for c in verdict.get("checks") or []
                ],
                "dangerous_by": rule_line(verdict["dangerous_by"], language)
                if verdict.get("dangerous_by")
                else None,
                "facts": penalty_facts(
                    document, _facts_claim(claim, verdict), names, ruleset, bool(claim)
                ),
                "ruling": claim.get("ruling", ""),
                "rule_info": rule_line(rule_id, language, ruleset),
            }
        )
    return rows


def _facts_claim(claim: dict, verdict: dict) -> dict:
    """The claim as the engine read it: its own finding of which sets were exposed wins."""
    merged = dict(claim or verdict)
    if isinstance(verdict.get("exposed_before"), list):
        merged["exposed_before"] = verdict["exposed_before"]
    return merged


def _set_name(meld: dict) -> str:
    tiles = meld.get("tiles") or []
    kinds = {2: _("pair"), 3: _("pung") if len(set(tiles)) == 1 else _("chow"), 4: _("kong")}
    return f"{kinds.get(len(tiles), _('set'))} {tiles[0] if tiles else ''}".strip()


def penalty_facts(
    document: dict, claim: dict, names: dict[str, str], ruleset: str = "", claimed: bool = True
) -> str:
    """The record's own facts behind a claim, in one sentence a referee can check at the table.

    Says what the winner had exposed when the offender discarded the winning tile (91: a set
    counts as exposed from its call). The engine's checks judge them; this only reads them out.
    """
    kind = claim.get("type")
    offender = claim.get("offender")
    who = names.get(offender, offender)
    winner = document.get("winner")
    win = document.get("win") or {}
    if kind in ("dangerous_discard", "pay_for_all") and winner:
        melds = (document.get("players") or {}).get(winner, {}).get("melds") or []
        if "exposed_before" in claim:
            indexes = [i for i in claim["exposed_before"] if isinstance(i, int)]
        else:
            indexes = [
                i
                for i, m in enumerate(melds)
                if not m.get("concealed") and i != win.get("completes")
            ]
        exposed = ", ".join(_set_name(melds[i]) for i in indexes if i < len(melds))
        return _(
            "%(winner)s (%(wseat)s) had exposed %(sets)s when %(who)s (%(seat)s) "
            "discarded %(tile)s."
        ) % {
            "winner": names.get(winner, winner),
            "wseat": winner,
            "sets": exposed or _("nothing"),
            "who": who,
            "seat": offender,
            "tile": win.get("tile", "?"),
        }
    if kind == "false_mahjong" and ruleset == "mcr":
        # M-false-mahjong: nobody's exposed tiles change what is paid, and play goes on. A hand
        # under 8 fans found by the engine is not a claim: its check says why.
        if not claimed:
            return ""
        return _(
            "%(who)s (%(seat)s) declared mah-jong during the hand without a winning hand "
            "(not complete, or under 8 fans); play went on."
        ) % {"who": who, "seat": offender}
    if kind == "false_mahjong":
        exposed = claim.get("exposed", True)
        return (
            _(
                "%(who)s (%(seat)s) declared mah-jong that could not be completed; "
                "another player had exposed tiles before the error was found."
            )
            if exposed
            else _(
                "%(who)s (%(seat)s) declared mah-jong that could not be completed; "
                "nobody had exposed tiles."
            )
        ) % {"who": who, "seat": offender}
    if kind == "misnamed_discard":
        claimant = claim.get("claimant")
        return _(
            "%(who)s (%(seat)s) misnamed a discard; %(claimant)s (%(cseat)s) claimed it for %(what)s."
        ) % {
            "who": who,
            "seat": offender,
            "claimant": names.get(claimant, claimant),
            "cseat": claimant,
            "what": claim.get("claimed_for", "?"),
        }
    hands = {
        "long_hand": _("a long hand"),
        "short_hand": _("a short hand"),
        "dirty_hand": _("a dirty hand"),
    }
    if kind in hands:
        return _("%(who)s (%(seat)s) held %(kind)s.") % {
            "who": who,
            "seat": offender,
            "kind": hands[kind],
        }
    return ""


# --------------------------------------------------------------------------- what if


WHAT_IF_FACTS = ("source", "discarder", "winner", "ruling")


def modified_document(document: dict, fact: str, value: str, penalty: int | None = None) -> dict:
    """A copy of the record with one fact changed; ContractError when the change makes no sense."""
    doc = copy.deepcopy(document)
    win = doc.get("win")
    if fact == "source":
        if not win:
            raise ContractError(_("a drawn hand has no winning tile"), "win.source")
        if value not in ("wall", "discard", "loose_tile", "robbed_kong"):
            raise ContractError(_("unknown source %(v)r") % {"v": value}, "win.source")
        win["source"] = value
        if value == "discard":
            if not win.get("discarder"):
                raise ContractError(_("say who discarded the tile"), "win.discarder")
        else:
            win.pop("discarder", None)
    elif fact == "discarder":
        if not win:
            raise ContractError(_("a drawn hand has no discarder"), "win.discarder")
        if value not in SEATS or value == doc.get("winner"):
            raise ContractError(_("the discarder must be another seat"), "win.discarder")
        win["source"] = "discard"
        win["discarder"] = value
        for claim in doc.get("penalties") or []:
            if claim.get("type") in ("dangerous_discard", "pay_for_all"):
                claim["offender"] = value
    elif fact == "ruling":
        claims = doc.get("penalties") or []
        if penalty is None or not 0 <= penalty < len(claims):
            raise ContractError(_("no such penalty on this hand"), "penalties")
        if value in RULINGS:
            claims[penalty]["ruling"] = value
        elif value == "":
            claims[penalty].pop("ruling", None)
        else:
            raise ContractError(_("a ruling is upheld or rejected"), "ruling")
    else:
        raise ContractError(_("unknown fact %(f)r") % {"f": fact}, "fact")
    return doc


def comparison(before: dict, after: dict, names: dict[str, str]) -> list[dict[str, Any]]:
    """Per seat: score and payment before and after, and the change in payment."""
    rows = []
    for seat in SEATS:
        b_hand = (before.get("hands") or {}).get(seat) or {}
        a_hand = (after.get("hands") or {}).get(seat) or {}
        b_pay = (before.get("payments") or {}).get(seat, 0)
        a_pay = (after.get("payments") or {}).get(seat, 0)
        rows.append(
            {
                "seat": seat,
                "player": names.get(seat, seat),
                "score_before": b_hand.get("score"),
                "score_after": a_hand.get("score"),
                "payment_before": b_pay,
                "payment_after": a_pay,
                "change": a_pay - b_pay,
                "changed": a_pay != b_pay or b_hand.get("score") != a_hand.get("score"),
            }
        )
    return rows


def what_if(hand: Hand, fact: str, value: str, penalty: int | None = None) -> dict[str, Any]:
    """The record re-scored with one fact changed, with its answer's messages. Nothing is
    saved."""
    document = modified_document(hand.input, fact, value, penalty)
    found = answer(document)
    output = found.to_json()
    names = seat_names(hand)
    return {
        "document": document,
        "output": output,
        "said": engine_text.said_of(found),
        "rows": comparison(hand.output, output, names),
    }


# --------------------------------------------------------------------------- rulings


def rule_on(
    hand: Hand, document: dict, user, rule: str, reason: str, base_version: int
) -> HandRevision:
    """Save a ruling through the club night's `correct_hand`, which scores the ruled document,
    updates the hand, writes its history row and re-scores the rest of the session."""
    evaluate(document)  # a ruling that does not score is refused before any write
    try:
        sessions.correct_hand(
            hand,
            sessions.hand_part(document),
            user,
            reason,
            base_version,
            action=HandRevision.Action.RULING,
            rule=rule,
        )
    except sessions.StaleVersion as exc:
        raise RulingConflict(
            _("Hand %(n)s changed since you loaded version %(base)s: it is now at version %(now)s.")
            % {"n": exc.hand.number, "base": exc.base_version, "now": exc.hand.version}
        ) from exc
    hand.refresh_from_db()
    return hand.revisions.filter(action=HandRevision.Action.RULING).latest("id")


def outcome(snapshot: dict | None, _scored: dict | None = None) -> dict[str, Any]:
    """Scores and payments kept in a history row, whichever helper wrote it.

    Rows written here keep the engine's whole output; the club night's rows keep `payments`
    beside the input, so their scores and transfers are re-read by scoring the input again
    (`_scored` memoises that across one history, where each row's "after" is the next one's
    "before").
    """
    if not snapshot:
        return {}
    if "output" in snapshot:
        return snapshot["output"] or {}
    found = {"payments": snapshot.get("payments") or {}}
    if snapshot.get("input"):
        key = json.dumps(snapshot["input"], sort_keys=True)
        if _scored is None or key not in _scored:
            try:
                scored = evaluate(snapshot["input"])
            except ContractError:
                scored = {}
            if _scored is not None:
                _scored[key] = scored
        else:
            scored = _scored[key]
        found["hands"] = scored.get("hands", {})
        found["transfers"] = scored.get("transfers", [])
    return found


def history(hand: Hand, language: str | None = None) -> list[dict[str, Any]]:
    """Every revision of the hand, newest first, knock-on revisions (a change that follows an
    earlier hand's) included, with before/after where it has both: player by player where the
    history row names the players (a knock-on can move them to other seats), else per seat."""
    names = seat_names(hand)
    scored: dict[str, dict] = {}
    rows = []
    revisions = hand.revisions.select_related("user", "follows__hand").order_by("-at", "-id")
    for revision in revisions:
        if revision.before and revision.after:
            before = outcome(revision.before, scored)
            after = outcome(revision.after, scored)
        else:  # a recorded hand's first row: nothing to compare, so nothing is scored again
            before = after = {}
        by_player = knock_on.revision_players(revision)
        if by_player:
            diff = [
                {
                    **row,
                    "seat": f"{row['seat_before'] or '—'} → {row['seat_after']}"
                    if row["moved"]
                    else row["seat_after"],
                }
                for row in by_player
            ]
        else:
            diff = comparison(before, after, names) if before and after else []
        rows.append(
            {
                "revision": revision,
                "rule_info": rule_line(revision.rule, language) if revision.rule else None,
                "diff": diff,
                "transfers_before": before.get("transfers", []),
                "transfers_after": after.get("transfers", []),
            }
        )
    return rows
