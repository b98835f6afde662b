"""The 1920s American limit game: L. L. Harr, *Pung Chow* (1922), Part II "Playing with a
Limit" — hand values, limit and settlement — with its penalties (seed 003, A1 and A2).

Scored by the classical machinery (rules 114-117 structure) with Harr's value table; what
Harr's game does not have is worth 0 there. docs/american1920.md gives the sources.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from .. import settlement
from ..classical import ClassicalValues, classical_options, parse_table, score_player
from ..hands import HandScore, Item
from ..tiles import SEATS
from . import Option, Ruleset, register

# Harr's doubling honours in the limit game, on the classical rule ids that detect them.
HARR_DOUBLES: dict[str, int] = {
    "116d": 1,  # three (or four) of each dragon
    "116e": 1,  # three (or four) of one's own wind
    "117d": 1,  # all one suit except winds and dragons
    "117e": 3,  # all one suit: doubles three times
    "117h": 1,  # bonus 4: winning on a draw from a loose tile
    "117i": 1,  # bonus 3: winning on the last tile that may be drawn
}

HARR_VALUES = ClassicalValues(
    mahjong=10,  # bonus 1: "generally 10 points"
    bonus_tile=0,  # mandarins, flowers and seasons "are not usually used"
    # Illustration 8 counts a concealed pung of heads (white dragons) as 10.
    pung=(2, 4, 4, 10),
    kong=(8, 16, 16, 32),
    dragon_pair=2,
    own_wind_pair=2,
    prevailing_wind_pair=0,  # Harr scores a pair of dragons or of one's own wind only
    own_prevailing_wind_pair=4,  # illustration 8: pair of own wind in own wind round 4
    self_drawn=2,  # drawing the winning piece
    only_possible=2,  # filling the only place to win
    # Illustration 9: "pair of heads, completed by draw 6" = pair 2 + draw 2 + only place 2.
    fishing_eyes=(0, 2),
    doubles=HARR_DOUBLES,
    limit=300,  # "usually 300 points in games giving a bonus of 10 points for Mah-Jongg"
    # "A winning hand of single heads, one only of each, with a pair"; Harr's other two limit
    # hands are checked by `_harr_limit_hand` below.
    limit_hands=("thirteen_unique_wonders",),
)

HARR_OPTIONS = (
    Option(
        "mahjong_points",
        10,
        "points for Mah-Jongg (Harr's limit game: 10; Babcock and Harr's unlimited game: 20, "
        "with a limit of 400)",
        int,
    ),
    Option(
        "concealed_heads_pung",
        10,
        "a concealed pung of heads (ones, nines, winds, dragons), as Harr's illustration 8 counts "
        "it; the classical table gives 8",
        int,
        interpretation=True,
    ),
    Option(
        "no_score_bonus",
        10,
        "bonus 2: a winning hand with no score other than Mah-Jongg gets this bonus",
        int,
    ),
)


def values_for(options: dict[str, Any]) -> ClassicalValues:
    pung = (*HARR_VALUES.pung[:3], options["concealed_heads_pung"])
    return replace(
        HARR_VALUES, mahjong=options["mahjong_points"], pung=pung, limit=options["limit"]
    )


def _no_score_bonus(score: HandScore, options: dict[str, Any]) -> HandScore:
    """Harr's bonus 2: a winning hand scoring nothing but Mah-Jongg gets 10 more points."""
    others = [i for i in score.items if i.points and i.rule != "115a"]
    if not score.mahjong or score.limit or others or not options["no_score_bonus"]:
        return score
    bonus = options["no_score_bonus"]
    basic = score.basic + bonus
    value = basic * 2**score.doubles
    items = [*score.items, Item("harr-bonus-2", "no score other than Mah-Jongg", points=bonus)]
    limit = options["limit"]
    if value > limit and not options.get("open_roof", False):
        items.append(
            Item(
                "limit", f"{basic} x 2^{score.doubles} = {value} is capped at the limit", limit=True
            )
        )
        return HandScore(score.seat, True, basic, score.doubles, limit, True, items)
    return HandScore(score.seat, True, basic, score.doubles, value, False, items)


def _harr_limit_hand(table, score: HandScore, options: dict[str, Any]) -> HandScore:
    """Harr's limit hands: "sets of heads only" (illustration 6) and "all three sets of dragons
    and any other set and pair" (illustration 7) — any other set, a sequence included."""
    if not score.mahjong or (score.limit and score.items and score.items[-1].rule != "limit"):
        return score
    hand = table.players[score.seat]
    tiles = [t for m in hand.melds for t in m.tiles] + list(hand.concealed)
    counts = Counter(t.code for t in tiles)
    if all(t.is_major for t in tiles):
        found = "sets of heads only (ones, nines, winds, dragons)"
    elif all(counts[d] >= 3 for d in ("Rd", "Gd", "Wd")):
        found = "all three sets of dragons, any other set and a pair"
    else:
        return score
    items = [i for i in score.items if i.rule != "limit"]
    items.append(Item("harr-limit-hand", f"limit hand: {found}", limit=True))
    return HandScore(score.seat, True, score.basic, score.doubles, options["limit"], True, items)


def evaluate(document: dict) -> dict:
    table = parse_table(document, RULESET)
    values = values_for(table.options)
    scores = {}
    for seat in SEATS:
        if seat in table.players:
            score = score_player(table, seat, table.options, values)
            score = _harr_limit_hand(table, score, table.options)
            scores[seat] = _no_score_bonus(score, table.options)
    out: dict[str, Any] = {"ruleset": RULESET.id}
    if len(table.players) < 4:
        out["hands"] = {seat: s.to_json() for seat, s in scores.items()}
        return out
    settled = settlement.settle_table(table, scores, table.options)
    out["hands"] = {seat: scores[seat].to_json() for seat in SEATS}
    out.update(settled)
    return out


RULESET = register(
    Ruleset(
        id="american1920",
        version=1,
        name="1920s American (Harr's Pung Chow, limit game)",
        source="seed 003 (penalties A1, A2); L. L. Harr, Pung Chow (1922), Part II: values, limit",
        options=classical_options(HARR_VALUES)
        + HARR_OPTIONS
        + tuple(settlement.SETTLEMENT_OPTIONS),
        evaluate=evaluate,
        description=(
            "Mah-Jongg 10, classical set values, doubling honours (dragons, own wind, one suit); "
            "limit 300, East pays and collects double; A1 false Mah-Jongg, A2 pay for all."
        ),
        extra={"values": HARR_VALUES},
    )
)
