"""The rulesets' own words in the reader's language: their names, sources and descriptions,
their options' labels and descriptions, and ClubScore's readings of the catalogue's rules.

The engine writes them in English and stays free of Django; they are marked here, one by one
so that makemessages finds them, and translated where a page shows them. The rule catalogue's
texts and names are not here: the catalogue keeps them in every language itself.
tests/referee/test_every_page_translated.py holds this list to what the engine writes.
"""

from __future__ import annotations

import re

from django.utils.text import capfirst
from django.utils.translation import gettext, gettext_noop, npgettext, pgettext, pgettext_lazy

from scoring.engine.catalogue.rule import Rule
from scoring.engine.limit_hands import LIMIT_HANDS
from scoring.engine.rulesets import Option
from scoring.engine.vocabulary import RULESET_NAMES

LIMIT_HAND_OF = {f"limit_{hand.key}": hand for hand in LIMIT_HANDS}

# An engine sentence's pointer into the hand document, "(win.heavenly)": for the API's readers,
# not a form's or a page's.
DOCUMENT_PATH = re.compile(r"\s*\((?:win|players|hand|penalties)\.[\w.]+\)")


def ruleset_name(ruleset_id: str, name: str = "") -> str:
    """A ruleset's name; `name` where the registry has one, else the shipped rulesets' own."""
    return gettext(name or RULESET_NAMES.get(ruleset_id, ruleset_id))


TITLE_LENGTH = 80  # a rule's title beside a payment; the referee page has its whole text


def rule_title(rule_id: str, language: str | None = None) -> str:
    """What a rule id stands for, short, in the reader's language: its name, or for a rule
    without one its text's first clause ("Each set (pung or kong) of dragons: 1 double." is
    "Each set (pung or kong) of dragons"); "" for an id the catalogue does not know."""
    from django.utils.translation import get_language

    from scoring.engine import catalogue

    rule = catalogue.get_stored(rule_id)
    if rule is None:
        return ""
    language = language or get_language()
    text = re.split(r"[:;\u202f\u00a0]+[:;]?|\.(?:\s|$)", rule.text_in(language), maxsplit=1)[0]
    title = rule.name_in(language) or text.strip()
    return title if len(title) <= TITLE_LENGTH else title[:TITLE_LENGTH].rsplit(" ", 1)[0] + "…"


def said(text: str) -> str:
    """A ruleset's source or description, or a reading, in the reader's language."""
    return gettext(text) if text else ""


def rule_note(rule: Rule | None, ruleset_id: str) -> str:
    """ClubScore's reading of `rule` in `ruleset_id`, in the reader's language."""
    return said(rule.notes.get(ruleset_id, "")) if rule else ""


_HAN = re.compile(
    r"(?P<han>\d+) han(?:, (?:(?P<closed>closed only)|open (?P<open>\d+))| (?P<each>each))?"
)


_COUNTED = re.compile(r"(?P<n>\d+) (?P<what>fans?|hands)")
_TOTAL = re.compile(r"\btotal\b")


def rule_value(value: str) -> str:
    """What a rule is worth as its ruleset's page shows it ("1 han, closed only", "limit",
    MCR's "88 fans" and "8 + total / 8 / 8"): the numbers and signs as they are, the words in
    the reader's language."""
    if value in RULE_VALUE_WORDS:
        return str(RULE_VALUE_WORDS[value])
    counted = _COUNTED.fullmatch(value)
    if counted:
        n = int(counted["n"])
        if counted["what"] == "hands":
            return npgettext("rule value", "%(n)s hand", "%(n)s hands", n) % {"n": n}
        return npgettext("rule value", "%(n)s fan", "%(n)s fans", n) % {"n": n}
    if _TOTAL.search(value):  # MCR's payments: "8 + total / 8 / 8"
        return _TOTAL.sub(pgettext("rule value", "total"), value)
    found = _HAN.fullmatch(value)
    if not found:
        return value
    han, opened = found["han"], found["open"]
    if found["closed"]:
        return gettext("%(han)s han, closed only") % {"han": han}
    if opened:
        return gettext("%(han)s han, open %(open)s") % {"han": han, "open": opened}
    if found["each"]:
        return gettext("%(han)s han each") % {"han": han}
    return gettext("%(han)s han") % {"han": han}


RULE_VALUE_WORDS = {
    "limit": pgettext_lazy("rule value", "limit"),
    "yakuman": pgettext_lazy("rule value", "yakuman"),
    "double yakuman": pgettext_lazy("rule value", "double yakuman"),
    "warning": pgettext_lazy("rule value", "warning"),
}


def option_label(option: Option) -> str:
    """An option's name as a page shows it: a limit hand's own name, else its label."""
    hand = LIMIT_HAND_OF.get(option.name)
    if hand is not None:
        return gettext("Limit hand: %(name)s") % {"name": gettext(hand.title)}
    label = OPTION_LABELS.get(option.name)
    return str(label) if label else capfirst(option.name.replace("_", " "))


def option_description(option: Option) -> str:
    """What an option sets, without the document paths the engine's sentences carry for the
    API. A limit hand's option is said from the hand's own title and description."""
    hand = LIMIT_HAND_OF.get(option.name)
    if hand is not None and option.description == (
        f"{hand.title} ({hand.description}) is a limit hand, rule {hand.rule}"
    ):
        said_here = gettext("%(name)s (%(description)s) is a limit hand, rule %(rule)s") % {
            "name": gettext(hand.title),
            "description": gettext(hand.description),
            "rule": hand.rule,
        }
        return DOCUMENT_PATH.sub("", said_here)
    return DOCUMENT_PATH.sub("", gettext(option.description))


OPTION_LABELS = {
    "limit": pgettext_lazy("ruleset option", "Limit"),
    "open_roof": pgettext_lazy("ruleset option", "Open roof"),
    "drawn_hand_settlement": pgettext_lazy("ruleset option", "Drawn hand settlement"),
    "false_mahjong_penalty": pgettext_lazy("ruleset option", "False mah-jong penalty"),
    "mahjong_points": pgettext_lazy("ruleset option", "Mah-Jongg points"),
    "concealed_heads_pung": pgettext_lazy("ruleset option", "Concealed pung of heads"),
    "own_wind_pair_in_own_round": pgettext_lazy(
        "ruleset option", "Pair of own wind in its own round"
    ),
    "limit_four_wind_hand": pgettext_lazy("ruleset option", "Limit hand: Four Wind Hand"),
    "no_score_bonus": pgettext_lazy("ruleset option", "No-score bonus"),
    "start_points": pgettext_lazy("ruleset option", "Starting points"),
    "uma": pgettext_lazy("ruleset option", "Uma"),
    "oka": pgettext_lazy("ruleset option", "Oka"),
    "chombo": pgettext_lazy("ruleset option", "Chombo"),
    "chombo_points": pgettext_lazy("ruleset option", "Chombo points"),
    "kiriage": pgettext_lazy("ruleset option", "Kiriage mangan"),
    "open_tanyao": pgettext_lazy("ruleset option", "Open tanyao"),
    "red_fives": pgettext_lazy("ruleset option", "Red fives"),
    "double_yakuman": pgettext_lazy("ruleset option", "Double yakuman"),
    "kazoe": pgettext_lazy("ruleset option", "Kazoe"),
    "renhou": pgettext_lazy("ruleset option", "Renhou"),
    "game_length": pgettext_lazy("ruleset option", "Game length"),
}

# The rulesets' names, descriptions and sources, their options' descriptions and the
# catalogue's readings (Rule.notes), as the engine writes them.
TEXTS = [
    gettext_noop("Classical Chinese (Millington)"),
    gettext_noop(
        "Basic points (114-115) doubled progressively (116-117), capped at the limit; limit hands (122) score the limit."
    ),
    gettext_noop(
        "seed 002 rules 112-117; classical-extra.md (limit, rule 122 limit hands, settlement)"
    ),
    gettext_noop("1920s American (Harr's Pung Chow, limit game)"),
    gettext_noop(
        "Harr's limit game (Pung Chow, 1922, Part Two): Mah-Jongg 10, a concealed pung of heads 10 (ill. 8), doubling honours (dragons, own wind, one suit); limit 300, East pays and collects double; A1 false Mah-Jongg, A2 pay for all. Babcock's Red Book (1923) values as options: Mah-Jongg 20, concealed heads 8, own-wind pair 2."
    ),
    gettext_noop(
        "seed 003 (penalties A1, A2); L. L. Harr, Pung Chow (1922), Part Two: values, limit; J. P. Babcock, Rules for Mah-Jongg (Red Book, 1923): options"
    ),
    gettext_noop("Japanese riichi"),
    gettext_noop(
        "Riichi hands valued by the mahjong package (han, fu, yaku), with ron/tsumo payments, honba, riichi sticks, tenpai payments, chombo and pao R1-R9."
    ),
    gettext_noop("seed 004 (French): responsibility payments; values from the mahjong package"),
    gettext_noop("the most a hand can score (points)"),
    gettext_noop(
        "no cap on a hand's score; limit hands still score the limit, but an all-honours hand scores its points and doubles (117g note)"
    ),
    gettext_noop(
        "on a drawn hand (wall exhausted) all four players still settle the differences between their hands, East paying and receiving double (classical-extra.md Settlement 3: off by default, a drawn hand pays nothing)"
    ),
    gettext_noop(
        "C2: what a false mah-jong costs the offender per opponent; every other penalty of seed 001 scales with it (two offenders 1/2, three 1/3, misnamed discard claimed for a chow 1/6, for a pung or kong 1/3, a false claim on a misnamed discard 1/2)"
    ),
    gettext_noop(
        "the most a hand can score: 300 in Harr's limit game with 10 for Mah-Jongg, 400 with 20, 600 \"the most popular at present in America\" (Pung Chow, The Limit Hand); 300 in Babcock's Red Book (ch. VII, Fig. 27)"
    ),
    gettext_noop(
        "no cap on a hand's score: Harr's game without a limit (Pung Chow, Part One); limit hands still score the limit"
    ),
    gettext_noop(
        "a winning hand of single heads, one of each with a pair, is a limit hand (Harr, Pung Chow, Limit Hands 1)"
    ),
    gettext_noop(
        "points for Mah-Jongg: 10 in Harr's limit game (Pung Chow, Bonus Scores 1, ills. 8-10); 20 in Babcock's Red Book (ch. VI, Figs. 16-18), where the limit is still 300 (ch. VII, Fig. 27); Harr plays 20 with a limit of 400 (The Limit Hand)"
    ),
    gettext_noop(
        "a concealed pung of heads (ones, nines, winds, dragons): 10 as Harr's illustration 8 counts the white dragons; 8 in Babcock's Red Book (ch. VI, Fig. 16: three nines concealed 8; Fig. 18: three East Winds concealed 8)"
    ),
    gettext_noop(
        "a pair of one's own wind in its own round: 4 in Harr's illustration 8; 2 in Babcock's Red Book, where a pair of one's own wind scores 2 like a pair of dragons (ch. V)"
    ),
    gettext_noop(
        "Babcock's optional Four Wind Hand (Red Book ch. VII, Fig. 27): sets of three winds, one of them one's own wind, and at least a pair of the fourth scores the limit; off unless \"specially agreed upon prior to the beginning of play\""
    ),
    gettext_noop(
        "Harr's bonus 2 (Pung Chow, Bonus Scores 2): a winning hand with no score other than Mah-Jongg gets this bonus; 0 switches it off (not confirmed in Babcock's Red Book)"
    ),
    gettext_noop(
        'on a drawn hand the players still settle their differences; off: Harr\'s hand that reaches the last 14 tiles "is a draw" and he names no payments (Pung Chow, Playing with a Limit)'
    ),
    gettext_noop("points each player starts with (EMA: 30,000)"),
    gettext_noop(
        "uma for 1st-4th place, added to the final score (EMA: +15,000/+5,000/-5,000/-15,000)"
    ),
    gettext_noop(
        "bonus for first place paid out of the return points (EMA: 0); the return points are start_points + oka/4"
    ),
    gettext_noop(
        '"ema": 20,000 points deducted from the offender\'s final score; "mangan": a reversed mangan paid to the other players at once'
    ),
    gettext_noop("the EMA chombo deduction"),
    gettext_noop("round 4 han 30 fu and 3 han 60 fu up to mangan"),
    gettext_noop("tanyao counts in an open hand (kuitan; EMA 2016: yes)"),
    gettext_noop("red fives (0c 0d 0b) count one dora each"),
    gettext_noop(
        "yakuman add up and the package's double yakuman count double (EMA: yakuman are not cumulative)"
    ),
    gettext_noop('13 or more han without a yakuman: "yakuman" (kazoe yakuman) or "sanbaiman"'),
    gettext_noop(
        'renhou (ron before one\'s first draw): "mangan" (the package\'s 5 han) or "yakuman"'
    ),
    gettext_noop('"hanchan" (East and South rounds) or "tonpuusen" (East)'),
    gettext_noop(
        "Harr, illustration 8: a concealed pung of heads (ones, nines, winds, dragons) scores 10 (option concealed_heads_pung; Babcock: 8)."
    ),
    gettext_noop(
        "Babcock ch. V: a pair of dragons or of one's own wind 2, of the prevailing wind 0; Harr, illustration 8: own wind in its own round 4."
    ),
    gettext_noop(
        "Harr, illustration 9: a pair of heads completed by draw scores 2 more; a minor pair nothing."
    ),
    gettext_noop(
        "Harr, The Limit Hand: usually 300 with 10 for Mah-Jongg (400 with 20, 600 also played); option limit."
    ),
    gettext_noop(
        "ClubScore's reading: beside a long hand (C1) the cannon bears the long hand's debt to the winner too, and the long hand pays the other losers nothing - rule 96 allows no other settlement among the losers."
    ),
    gettext_noop(
        "ClubScore's reading: a long or short hand claimed on a hand recorded tile by tile must hold more or fewer than 13 tiles; a flower kept undeclared counts as a tile held. On a drawn hand a long hand pays only when drawn-hand settlement is on, and then the full value of each other hand; beside a cannon (96) it pays nothing, the cannon bears its debt."
    ),
    gettext_noop(
        "ClubScore's reading: an added kan on a pon of the responsible player's discard counts (the discard helped complete the fourth kan). A tile is risky when no copy shows among the called tiles (seed 004 names the discards and the called tiles; a dora indicator is neither); a claim's tile_unseen false (a copy among the discards) is believed."
    ),
    gettext_noop(
        "ClubScore's reading: seed 004 names the discards and the called tiles as where a copy is visible, so a dora indicator does not make a tile safe; a claim's tile_unseen true is checked against the calls, false (a copy among the discards, which are not recorded) is believed."
    ),
    gettext_noop(
        "ClubScore's reading: on a ron under pao the honba are paid by the discarder alone; on a tsumo the responsible player bears them with the rest."
    ),
    gettext_noop("Mahjong Competition Rules (MCR, Chinese Official)"),
    gettext_noop(
        "Mahjong Competition Rules (World Mahjong Organization, as the EMA publishes them); fans counted by the PyMahjongGB calculator"
    ),
    gettext_noop(
        "MCR hands: 81 fans counted from the tiles or listed by the table, the 8-fan minimum, 8 points from each loser plus the hand's fans from the discarder (from all three when self-drawn), and the false mah-jong penalty."
    ),
    gettext_noop(
        "points a false mah-jong costs the offender, paid in equal shares to the other three (30, 10 to each, as the 2006 championship's exercises answer it; the EMA's own figure is not verified: docs/mcr.md)"
    ),
    gettext_noop("MCR: the hand's fan total, flowers included (docs/mcr.md)."),
    gettext_noop(
        "The Mahjong Competition Rules' chapter on fouls and penalties; 30 as the 2006 championship's scoring exercises answer it (the EMA's own figure is not verified); the amount is the option false_mahjong_penalty (docs/mcr.md)."
    ),
]
