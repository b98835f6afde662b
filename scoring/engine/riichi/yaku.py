"""Every yaku a riichi hand can cite (the fu and limits are in fu.py), with its rule id and its text in English,
Czech and French: ClubScore's statement of the EMA riichi rules (2016), not quoted from a seed.

The `mahjong` package finds the yaku and the fu; this catalogue gives each one a rule id the
referee page and the rule catalogue cite (`Y-pinfu`, `fu-closed-ron`, `limit-mangan`), the han the
rule declares closed and open, and the name the JSON answer has always used (`contract`), so
the answer does not change when the package renames a yaku.
"""

from __future__ import annotations

from .yaku_record import yaku_entry
from .yaku_regular import REGULAR_YAKU
from .yakuman import YAKUMAN

YAKU_LIST = [
    *REGULAR_YAKU,
    *YAKUMAN,
    # Dora are not yaku: they add han only to a hand that has a yaku.
    yaku_entry(
        "dora",
        "Dora",
        1,
        1,
        ("Dora", "Dora", "Dora"),
        (
            "Each tile of the hand that follows a dora indicator (in the order 1-9, E-S-W-N, "
            "white-green-red) adds 1 han; not a yaku.",
            "Každý kámen ruky, který následuje po ukazateli dory (v pořadí 1-9, V-J-Z-S, "
            "bílý-zelený-červený), přidá 1 han; není to yaku.",
            "Chaque tuile de la main qui suit un indicateur de dora (dans l'ordre 1-9, E-S-O-N, "
            "blanc-vert-rouge) ajoute 1 han ; ce n'est pas un yaku.",
        ),
    ),
    yaku_entry(
        "ura-dora",
        "Ura Dora",
        1,
        0,
        ("Ura dora", "Ura dora", "Ura dora"),
        (
            "For a winner in riichi, the tiles under the dora indicators are indicators too: "
            "1 han for each tile they point to.",
            "Vítězi v riichi slouží jako ukazatele i kameny pod ukazateli dory: 1 han za každý "
            "kámen, na který ukazují.",
            "Pour un gagnant en riichi, les tuiles sous les indicateurs de dora en sont aussi : "
            "1 han par tuile désignée.",
        ),
    ),
    yaku_entry(
        "aka-dora",
        "Aka Dora",
        1,
        1,
        ("Red five", "Červená pětka", "Cinq rouge"),
        (
            "Each red five in the hand adds 1 han (the `red_fives` option); not a yaku.",
            "Každá červená pětka v ruce přidá 1 han (volba `red_fives`); není to yaku.",
            "Chaque cinq rouge de la main ajoute 1 han (l'option `red_fives`) ; ce n'est pas un "
            "yaku.",
        ),
    ),
]
YAKU = {y.key: y for y in YAKU_LIST}

# The `mahjong` package's attribute names in `HandConfig.yaku` (1.4 and 2.x) -> our keys.
PACKAGE_KEYS = {
    "tsumo": "menzen-tsumo",
    "daburu_riichi": "double-riichi",
    "iipeiko": "iipeikou",
    "yakuhai_place": "seat-wind",
    "yakuhai_round": "round-wind",
    "chantai": "chanta",
    "honroto": "honroutou",
    "shosangen": "shousangen",
    "sanshoku_douko": "sanshoku-doukou",
    "ryanpeiko": "ryanpeikou",
    "daburu_kokushi": "kokushi-13-wait",
    "chuuren_poutou": "chuuren",
    "daburu_chuuren_poutou": "chuuren-9-wait",
    "suuankou_tanki": "suuankou-tanki",
    "shosuushi": "shousuushii",
    "daisuushi": "daisuushii",
    "tsuisou": "tsuuiisou",
    "ryuisou": "ryuuiisou",
    "chinroto": "chinroutou",
    "renhou_yakuman": "renhou-yakuman",
    "nagashi_mangan": "nagashi-mangan",
    "aka_dora": "aka-dora",
    "ura_dora": "ura-dora",
}


def key_for(package_key: str) -> str:
    """Our key for the package's yaku attribute (2.x splits the winds by seat and round)."""
    if package_key.startswith("seat_wind_"):
        return "seat-wind"
    if package_key.startswith("round_wind_"):
        return "round-wind"
    return PACKAGE_KEYS.get(package_key, package_key.replace("_", "-"))
