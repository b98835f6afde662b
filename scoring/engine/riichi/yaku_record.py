"""A yaku as the riichi catalogue states it: its rule id, han closed and open, and its name and
text in English, Czech and French."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Yaku:
    key: str
    contract: str  # the name in the answer's `yaku` list (the mahjong 1.4 package's name)
    han_closed: int
    han_open: int  # 0: only a closed hand can have it
    name: dict[str, str]
    text: dict[str, str]
    yakuman: int = 0  # 1 for a yakuman, 2 for a double yakuman

    @property
    def rule(self) -> str:
        return f"Y-{self.key}"


def yaku_entry(key, contract, closed, opened, names, texts, yakuman=0) -> Yaku:
    en, cs, fr = names
    ten, tcs, tfr = texts
    return Yaku(
        key,
        contract,
        closed,
        opened,
        {"en": en, "cs": cs, "fr": fr},
        {"en": ten, "cs": tcs, "fr": tfr},
        yakuman,
    )
