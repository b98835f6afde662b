"""The fu and the limits a riichi hand can cite, with their rule ids and texts in English, Czech
and French: ClubScore's statement of the EMA riichi rules (2016), not quoted from a seed."""

from __future__ import annotations

# Fu, as the package's breakdown names them (2.x and 1.4), with ClubScore's rule ids.
# (reason: rule id, English, Czech, French)
FU: dict[str, tuple[str, str, str, str]] = {
    "base": (
        "fu-base",
        "Every winning hand has 20 fu to start with.",
        "Každá vítězná ruka má na začátek 20 fu.",
        "Toute main gagnante part de 20 fu.",
    ),
    "closed_ron": (
        "fu-closed-ron",
        "A closed hand won by ron adds 10 fu (menzen kafu).",
        "Uzavřená ruka vyhraná ronem přidá 10 fu (menzen kafu).",
        "Une main fermée gagnée par ron ajoute 10 fu (menzen kafu).",
    ),
    "chiitoitsu": (
        "fu-chiitoitsu",
        "Seven pairs is always 25 fu, with nothing added and no rounding.",
        "Sedm párů má vždy 25 fu, nic se nepřidává ani nezaokrouhluje.",
        "Sept paires vaut toujours 25 fu, sans ajout ni arrondi.",
    ),
    "tsumo": (
        "fu-tsumo",
        "Winning by tsumo adds 2 fu (not with pinfu).",
        "Výhra tsumo přidá 2 fu (ne s pinfu).",
        "Gagner par tsumo ajoute 2 fu (pas avec pinfu).",
    ),
    "wait": (
        "fu-wait",
        "Winning on a one-tile wait adds 2 fu: an edge (1-2 waiting on 3, 8-9 on 7), a middle "
        "(4-6 waiting on 5) or the pair. When a hand reads either way, the fu are the same.",
        "Výhra na čekání na jediný kámen přidá 2 fu: okrajové (1-2 na 3, 8-9 na 7), prostřední "
        "(4-6 na 5) nebo na pár. Lze-li ruku číst obojím způsobem, fu jsou stejná.",
        "Gagner sur une attente d'une seule tuile ajoute 2 fu : au bord (1-2 sur 3, 8-9 sur 7), "
        "au milieu (4-6 sur 5) ou sur la paire. Si la main se lit des deux façons, les fu sont "
        "les mêmes.",
    ),
    "valued_pair": (
        "fu-valued-pair",
        "A pair of dragons, of the seat wind or of the round wind adds 2 fu.",
        "Pár draků, větru místa nebo větru kola přidá 2 fu.",
        "Une paire de dragons, du vent de place ou du vent du tour ajoute 2 fu.",
    ),
    "double_valued_pair": (
        "fu-double-wind-pair",
        "A pair of a wind that is both seat and round wind adds 4 fu.",
        "Pár větru, který je zároveň větrem místa i kola, přidá 4 fu.",
        "Une paire d'un vent qui est à la fois vent de place et vent du tour ajoute 4 fu.",
    ),
    "hand_without_fu": (
        "fu-open-pinfu",
        "An open hand that would have only 20 fu gets 2 fu more (30 in all).",
        "Otevřená ruka, která by měla jen 20 fu, dostane 2 fu navíc (celkem 30).",
        "Une main ouverte qui n'aurait que 20 fu en reçoit 2 de plus (30 au total).",
    ),
    "open_pon": (
        "fu-pon",
        "A pon of simples: 2 fu open, 4 fu concealed (a pon completed by ron is open).",
        "Pon prostředních kamenů: otevřený 2 fu, skrytý 4 fu (pon dokončený ronem je otevřený).",
        "Un pon de simples : 2 fu ouvert, 4 fu caché (un pon complété par ron est ouvert).",
    ),
    "open_terminal_pon": (
        "fu-pon-terminal",
        "A pon of terminals or honours: 4 fu open, 8 fu concealed.",
        "Pon koncových nebo čestných kamenů: otevřený 4 fu, skrytý 8 fu.",
        "Un pon de terminales ou d'honneurs : 4 fu ouvert, 8 fu caché.",
    ),
    "open_kan": (
        "fu-kan",
        "A kan of simples: 8 fu open, 16 fu concealed.",
        "Kan prostředních kamenů: otevřený 8 fu, skrytý 16 fu.",
        "Un kan de simples : 8 fu ouvert, 16 fu caché.",
    ),
    "open_terminal_kan": (
        "fu-kan-terminal",
        "A kan of terminals or honours: 16 fu open, 32 fu concealed.",
        "Kan koncových nebo čestných kamenů: otevřený 16 fu, skrytý 32 fu.",
        "Un kan de terminales ou d'honneurs : 16 fu ouvert, 32 fu caché.",
    ),
    "rounding": (
        "fu-rounding",
        "The fu are rounded up to the next 10.",
        "Fu se zaokrouhlí nahoru na desítky.",
        "Les fu sont arrondis à la dizaine supérieure.",
    ),
}
# Concealed sets share their open twin's rule (the rule states both values).
FU_ALIASES = {
    "penchan": "wait",
    "kanchan": "wait",
    "pair_wait": "wait",
    "closed_pon": "open_pon",
    "closed_terminal_pon": "open_terminal_pon",
    "closed_kan": "open_kan",
    "closed_terminal_kan": "open_terminal_kan",
}
# What each fu line says in the answer, in English (the web translates by the rule id).
FU_WHAT = {
    "base": "base",
    "closed_ron": "closed hand won by ron",
    "chiitoitsu": "seven pairs",
    "tsumo": "tsumo",
    # The package may read one hand as an edge, middle or pair wait (all 2 fu) and its
    # versions choose differently, so the answer names the one rule they share.
    "penchan": "one-tile wait",
    "kanchan": "one-tile wait",
    "pair_wait": "one-tile wait",
    "valued_pair": "pair of a dragon or a valued wind",
    "double_valued_pair": "pair of the seat and round wind",
    "hand_without_fu": "open hand with no other fu",
    "open_pon": "open pon of simples",
    "closed_pon": "concealed pon of simples",
    "open_terminal_pon": "open pon of terminals or honours",
    "closed_terminal_pon": "concealed pon of terminals or honours",
    "open_kan": "open kan of simples",
    "closed_kan": "concealed kan of simples",
    "open_terminal_kan": "open kan of terminals or honours",
    "closed_terminal_kan": "concealed kan of terminals or honours",
    "rounding": "rounded up",
}

# Limits: basic points are capped from 5 han (mangan) up. (level: rule id, en, cs, fr)
LIMITS: dict[str, tuple[str, str, str, str]] = {
    "mangan": (
        "limit-mangan",
        "Mangan: 5 han, or 4 han with 40 fu or more, or 3 han with 70 fu or more: 2000 basic "
        "points (8000 for a non-dealer ron, 12000 for a dealer).",
        "Mangan: 5 han, nebo 4 han se 40 a více fu, nebo 3 han se 70 a více fu: 2000 "
        "základních bodů (8000 za ron hráče, který nerozdává, 12000 za rozdávajícího).",
        "Mangan : 5 han, ou 4 han avec 40 fu ou plus, ou 3 han avec 70 fu ou plus : 2000 points "
        "de base (8000 pour un ron non-donneur, 12000 pour le donneur).",
    ),
    "haneman": (
        "limit-haneman",
        "Haneman: 6-7 han, 3000 basic points (12000 / 18000).",
        "Haneman: 6-7 han, 3000 základních bodů (12000 / 18000).",
        "Haneman : 6-7 han, 3000 points de base (12000 / 18000).",
    ),
    "baiman": (
        "limit-baiman",
        "Baiman: 8-10 han, 4000 basic points (16000 / 24000).",
        "Baiman: 8-10 han, 4000 základních bodů (16000 / 24000).",
        "Baiman : 8-10 han, 4000 points de base (16000 / 24000).",
    ),
    "sanbaiman": (
        "limit-sanbaiman",
        "Sanbaiman: 11-12 han, 6000 basic points (24000 / 36000); 13 han or more without a "
        "yakuman too when the `kazoe` option says sanbaiman.",
        "Sanbaiman: 11-12 han, 6000 základních bodů (24000 / 36000); při volbě `kazoe` "
        "sanbaiman i 13 a více han bez yakumanu.",
        "Sanbaiman : 11-12 han, 6000 points de base (24000 / 36000) ; aussi 13 han ou plus "
        "sans yakuman quand l'option `kazoe` dit sanbaiman.",
    ),
    "yakuman": (
        "limit-yakuman",
        "Yakuman: a limit hand, 8000 basic points (32000 / 48000); 13 han or more without one "
        "count as a (kazoe) yakuman by default. Yakuman do not add up (EMA) unless the "
        "`double_yakuman` option is on.",
        "Yakuman: limitní ruka, 8000 základních bodů (32000 / 48000); 13 a více han bez "
        "yakumanu se ve výchozím nastavení počítá jako yakuman (kazoe). Yakumany se nesčítají "
        "(EMA), pokud není zapnuta volba `double_yakuman`.",
        "Yakuman : main limite, 8000 points de base (32000 / 48000) ; 13 han ou plus sans "
        "yakuman comptent par défaut comme un yakuman (kazoe). Les yakuman ne se cumulent pas "
        "(EMA) sauf avec l'option `double_yakuman`.",
    ),
}


def limit_rule(level: str) -> str:
    """The limit rule a package level cites: `kazoe yakuman` and `2x yakuman` cite yakuman."""
    for name in ("sanbaiman", "yakuman", "baiman", "haneman", "mangan"):
        if name in level:
            return LIMITS[name][0]
    return ""
