"""Riichi: the yaku, fu and limits of a hand's value (riichi/yaku.py and riichi/fu.py state
them, with their texts in English, Czech and French); the answer's `items` and `fu_items` cite them."""

from ..riichi.fu import FU, LIMITS
from ..riichi.yaku import YAKU_LIST
from .rule import Rule, in_languages


def _yaku_value(yaku) -> str:
    if yaku.yakuman:
        return "yakuman" if yaku.yakuman == 1 else "double yakuman"
    if yaku.key in ("dora", "ura-dora", "aka-dora"):
        return "1 han each"
    if yaku.han_open:
        return f"{yaku.han_closed} han, open {yaku.han_open}"
    return f"{yaku.han_closed} han, closed only"


RULES = (
    *(
        Rule(
            id=yaku.rule,
            group="yaku",
            values={"riichi": _yaku_value(yaku)},
            text=yaku.text,
            name=yaku.name,
        )
        for yaku in YAKU_LIST
    ),
    *(
        Rule(id=rule_id, group="fu", values={"riichi": ""}, text=in_languages(en, cs, fr))
        for rule_id, en, cs, fr in FU.values()
    ),
    *(
        Rule(id=rule_id, group="limits", values={"riichi": ""}, text=in_languages(en, cs, fr))
        for rule_id, en, cs, fr in LIMITS.values()
    ),
)
