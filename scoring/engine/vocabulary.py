"""The words ClubScore's records are made of, each declared once: seats and their winds, the
rulesets, and the penalty types each ruleset knows. Pure Python (no Django).

Labels are English and marked for translation with `gettext_noop` (collected by
`make messages`); the web layer shows them through gettext.
"""

from __future__ import annotations


def gettext_noop(message: str) -> str:
    """Marks a label for translation; the web layer translates it where it shows it."""
    return message


SEATS = ("E", "S", "W", "N")
WIND_NAMES = {
    "E": gettext_noop("East"),
    "S": gettext_noop("South"),
    "W": gettext_noop("West"),
    "N": gettext_noop("North"),
}

# The rulesets ClubScore ships: id -> name (each ruleset module registers itself with it).
RULESET_NAMES = {
    "millington": "Classical Chinese (Millington)",
    "american1920": "1920s American (Harr's Pung Chow, limit game)",
    "riichi": "Japanese riichi",
    "mcr": "Mahjong Competition Rules (MCR, Chinese Official)",
}

# The penalty types a document may claim, by ruleset (shared/contract.md, "penalties").
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
    "riichi": ("pao", "chombo"),
    "mcr": ("false_mahjong",),
}
# Every type a classical document may name; a ruleset then refuses those it does not know.
CLASSICAL_PENALTY_TYPES = tuple(
    dict.fromkeys(PENALTY_TYPES["millington"] + PENALTY_TYPES["american1920"])
)
PENALTY_LABELS = {
    "dangerous_discard": gettext_noop("dangerous discard (90–96)"),
    "false_mahjong": gettext_noop("false mah-jong (C2)"),
    "misnamed_discard": gettext_noop("misnamed discard (C3)"),
    "long_hand": gettext_noop("long hand (C1)"),
    "short_hand": gettext_noop("short hand (C1)"),
    "dirty_hand": gettext_noop("dirty hand (C1)"),
    "pay_for_all": gettext_noop("pay for all (A2)"),
    "pao": gettext_noop("responsibility, pao (R1–R9)"),
    "chombo": gettext_noop("chombo"),
}
