"""The 1920s American limit game: L. L. Harr, *Pung Chow* (1922), Part II "Playing with a
Limit" — hand values, limit and settlement — with its penalties (seed 003, A1 and A2).

Scored by the classical machinery (rules 114-117 structure) with Harr's value table; what
Harr's game does not have is worth 0 there. Where Harr's worked examples are silent the values
are J. P. Babcock's (Rules for Mah-Jongg, the "Red Book", 1923, ch. V); Babcock's differing
values are options. docs/american1920.md gives every value's source.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from .. import house_rules, settlement
from ..answer import Answer
from ..classical import (
    ClassicalValues,
    classical_options,
    parse_table,
    score_player,
    settled_answer,
)
from ..hands import HandScore, Item
from ..messages import Message
from ..tiles import SEATS
from ..vocabulary import RULESET_NAMES
from ..vocabulary import gettext_noop as _
from . import ENTRIES, Option, Ruleset, register

# Sources, cited by short name here and in full in docs/american1920.md:
#   Harr = L. L. Harr, *Pung Chow* (1922), Part Two "Playing with a Limit" (Gutenberg 27318);
#   Babcock = J. P. Babcock, *Rules for Mah-Jongg* ("Red Book"), 2nd ed. 1923 (Wikisource).

# Harr's table: his points (114, 115), doubling honours (116, 117) and limit, on the classical
# rule ids, read from the rules' catalogue records, which cite Harr and Babcock for each value;
# what Harr's game does not have (flowers and seasons, Harr "Use of the Mandarins": "not
# usually used") is worth 0. Harr "Limit Hands" 1, "single heads one only of each with a pair",
# is Thirteen Unique Wonders; his other two limit hands (ills. 6, 7) are checked by
# `_harr_limit_hand` below.
HARR_VALUES = ClassicalValues.of("american1920")
HARR_DOUBLES: dict[str, int] = HARR_VALUES.doubles

HARR_OPTIONS = (
    Option(
        "mahjong_points",
        10,
        "points for Mah-Jongg: 10 in Harr's limit game (Pung Chow, Bonus Scores 1, ills. 8-10); "
        "20 in Babcock's Red Book (ch. VI, Figs. 16-18), where the limit is still 300 (ch. VII, "
        "Fig. 27); Harr plays 20 with a limit of 400 (The Limit Hand)",
        int,
    ),
    Option(
        "concealed_heads_pung",
        10,
        "a concealed pung of heads (ones, nines, winds, dragons): 10 as Harr's illustration 8 "
        "counts the white dragons; 8 in Babcock's Red Book (ch. VI, Fig. 16: three nines "
        "concealed 8; Fig. 18: three East Winds concealed 8)",
        int,
        interpretation=True,
    ),
    Option(
        "own_wind_pair_in_own_round",
        4,
        "a pair of one's own wind in its own round: 4 in Harr's illustration 8; 2 in Babcock's "
        "Red Book, where a pair of one's own wind scores 2 like a pair of dragons (ch. V)",
        int,
    ),
    Option(
        "limit_four_wind_hand",
        False,
        "Babcock's optional Four Wind Hand (Red Book ch. VII, Fig. 27): sets of three winds, one "
        "of them one's own wind, and at least a pair of the fourth scores the limit; off unless "
        '"specially agreed upon prior to the beginning of play"',
        bool,
    ),
    Option(
        "no_score_bonus",
        10,
        "Harr's bonus 2 (Pung Chow, Bonus Scores 2): a winning hand with no score other than "
        "Mah-Jongg gets this bonus; 0 switches it off (not confirmed in Babcock's Red Book)",
        int,
    ),
)

# The classical options' descriptions, sourced for this ruleset's page.
_SOURCED = {
    "limit": "the most a hand can score: 300 in Harr's limit game with 10 for Mah-Jongg, 400 "
    'with 20, 600 "the most popular at present in America" (Pung Chow, The Limit Hand); 300 '
    "in Babcock's Red Book (ch. VII, Fig. 27)",
    "open_roof": "no cap on a hand's score: Harr's game without a limit (Pung Chow, Part One); "
    "limit hands still score the limit",
    "drawn_hand_settlement": "on a drawn hand the players still settle their differences; off: "
    'Harr\'s hand that reaches the last 14 tiles "is a draw" and he names no payments (Pung '
    "Chow, Playing with a Limit)",
    "limit_thirteen_unique_wonders": "a winning hand of single heads, one of each with a pair, "
    "is a limit hand (Harr, Pung Chow, Limit Hands 1)",
}


def _sourced(options: tuple[Option, ...]) -> tuple[Option, ...]:
    return tuple(
        replace(o, description=_SOURCED[o.name]) if o.name in _SOURCED else o for o in options
    )


def values_for(options: dict[str, Any]) -> ClassicalValues:
    """Harr's table as the records state it when the hand is scored, with the options'."""
    table = ClassicalValues.of("american1920")
    pung = (*table.pung[:3], options["concealed_heads_pung"])
    return replace(
        table,
        mahjong=options["mahjong_points"],
        pung=pung,
        own_prevailing_wind_pair=options["own_wind_pair_in_own_round"],
        limit=options["limit"],
    )


def _no_score_bonus(score: HandScore, options: dict[str, Any]) -> HandScore:
    """Harr's bonus 2: a winning hand scoring nothing but Mah-Jongg gets 10 more points."""
    others = [i for i in score.items if i.points and i.rule != "115a"]
    if not score.mahjong or score.limit or others or not options["no_score_bonus"]:
        return score
    bonus = options["no_score_bonus"]
    basic = score.basic + bonus
    value = basic * 2**score.doubles
    what = Message(_("no score other than Mah-Jongg"))
    items = [*score.items, Item("harr-bonus-2", what, points=bonus)]
    limit = options["limit"]
    if value > limit and not options.get("open_roof", False):
        what = Message(
            _("%(number1)s x %(number2)s^%(number3)s = %(number4)s is capped at the limit"),
            number1=basic,
            number2=2,
            number3=score.doubles,
            number4=value,
        )
        items.append(Item("limit", what, limit=True))
        return HandScore(score.seat, True, basic, score.doubles, limit, True, items)
    return HandScore(score.seat, True, basic, score.doubles, value, False, items)


def _four_wind_hand(counts: Counter, seat: str) -> bool:
    """Babcock ch. VII: three wind sets including one's own wind, and at least a pair of the
    fourth. Winds make no sequences, so three of a wind in a complete hand are a set."""
    winds = sorted((counts[f"{w}w"] for w in SEATS), reverse=True)
    return counts[f"{seat}w"] >= 3 and winds[2] >= 3 and winds[3] >= 2


def _harr_limit_hand(table, score: HandScore, options: dict[str, Any]) -> HandScore:
    """Harr's limit hands: "sets of heads only" (illustration 6) and "all three sets of dragons
    and any other set and pair" (illustration 7) — any other set, a sequence included."""
    if not score.mahjong or (score.limit and score.items and score.items[-1].rule != "limit"):
        return score
    hand = table.players[score.seat]
    tiles = [t for m in hand.melds for t in m.tiles] + list(hand.concealed)
    counts = Counter(t.code for t in tiles)
    if all(t.is_major for t in tiles):
        found = _("limit hand: sets of heads only (ones, nines, winds, dragons)")
    elif all(counts[d] >= 3 for d in ("Rd", "Gd", "Wd")):
        found = _("limit hand: all three sets of dragons, any other set and a pair")
    elif options["limit_four_wind_hand"] and _four_wind_hand(counts, score.seat):
        found = _("limit hand: Babcock's Four Wind Hand")
    else:
        return score
    items = [i for i in score.items if i.rule != "limit"]
    items.append(Item("harr-limit-hand", Message(found), limit=True))
    return HandScore(score.seat, True, score.basic, score.doubles, options["limit"], True, items)


def answer(document: dict) -> Answer:
    document, house = house_rules.read(document, RULESET.id)  # a club's, docs/house-rules.md
    table = parse_table(document, RULESET)
    values = house_rules.applied(house, values_for(table.options))
    options = house_rules.switched_off(house, table.options)
    scores = {}
    for seat in SEATS:
        if seat in table.players:
            score = score_player(table, seat, options, values)
            if table.entry != "scores":  # (an entered score has Harr's bonuses in it)
                score = _harr_limit_hand(table, score, table.options)
                score = _no_score_bonus(score, table.options)
            scores[seat] = score
    return settled_answer(RULESET.id, table, scores)


RULESET = register(
    Ruleset(
        id="american1920",
        # 2 (22 Nov 2026): 115c counts a declared pair the winning tile did not complete as
        # held before the win (rule 113: only the winning claim exposes a pair)
        # 3 (23 Nov 2026): a self-drawn winning tile completes a concealed group (rule 113);
        # a claimed long or short hand is checked against the tile count (C1); a claimed
        # unseen 90g tile is checked against the exposed sets; an Earthly Hand is won on
        # East's discard
        # 4 (26 Nov 2026): impossible wins refused as in millington; a scores winner below
        # Mah-Jongg's points refused
        # 5 (28 Nov 2026): a loser's pungs and honour pairs written among the loose tiles
        # score as declared ones (rule 114), where they scored nothing
        version=5,
        name=RULESET_NAMES["american1920"],
        source=(
            "seed 003 (penalties A1, A2); L. L. Harr, Pung Chow (1922), Part Two: values, limit; "
            "J. P. Babcock, Rules for Mah-Jongg (Red Book, 1923): options"
        ),
        options=_sourced(
            classical_options(HARR_VALUES) + HARR_OPTIONS + tuple(settlement.SETTLEMENT_OPTIONS)
        ),
        answer=answer,
        description=(
            "Harr's limit game (Pung Chow, 1922, Part Two): Mah-Jongg 10, a concealed pung of "
            "heads 10 (ill. 8), doubling honours (dragons, own wind, one suit); limit 300, East "
            "pays and collects double; A1 false Mah-Jongg, A2 pay for all. Babcock's Red Book "
            "(1923) values as options: Mah-Jongg 20, concealed heads 8, own-wind pair 2."
        ),
        entries=ENTRIES,
        extra={"values": HARR_VALUES},
    )
)
