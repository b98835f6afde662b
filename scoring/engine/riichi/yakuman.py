"""The yakuman of the EMA riichi rules (2016), limit hands, as ClubScore states them."""

from __future__ import annotations

from .yaku_record import yaku_entry

YAKUMAN = [
    yaku_entry(
        "kokushi",
        "Kokushi Musou",
        13,
        0,
        ("Thirteen orphans", "Třináct sirotků", "Treize orphelins"),
        (
            "One of each terminal and honour, and a pair of one of them.",
            "Po jednom z každého koncového a čestného kamene a pár jednoho z nich.",
            "Une de chaque terminale et de chaque honneur, et une paire de l'une d'elles.",
        ),
        1,
    ),
    yaku_entry(
        "kokushi-13-wait",
        "Kokushi Musou Juusanmen Matchi",
        26,
        0,
        (
            "Thirteen orphans, 13-sided wait",
            "Třináct sirotků, čekání na 13",
            "Treize orphelins, attente sur 13",
        ),
        (
            "Thirteen orphans waiting on any of the thirteen tiles (double yakuman by option).",
            "Třináct sirotků čekajících na kterýkoli ze třinácti kamenů (podle volby dvojitý "
            "yakuman).",
            "Treize orphelins en attente sur l'une des treize tuiles (double yakuman en option).",
        ),
        2,
    ),
    yaku_entry(
        "chuuren",
        "Chuuren Poutou",
        13,
        0,
        ("Nine gates", "Devět bran", "Neuf portes"),
        (
            "A closed 1-1-1-2-3-4-5-6-7-8-9-9-9 of one suit plus any tile of that suit.",
            "Uzavřená 1-1-1-2-3-4-5-6-7-8-9-9-9 jedné barvy a jakýkoli další kámen té barvy.",
            "Un 1-1-1-2-3-4-5-6-7-8-9-9-9 fermé d'une famille plus une tuile de la même famille.",
        ),
        1,
    ),
    yaku_entry(
        "chuuren-9-wait",
        "Daburu Chuuren Poutou",
        26,
        0,
        ("Pure nine gates", "Čisté devět bran", "Neuf portes pures"),
        (
            "Nine gates waiting on any of the nine tiles of the suit (double yakuman by option).",
            "Devět bran čekajících na kterýkoli z devíti kamenů barvy (podle volby dvojitý "
            "yakuman).",
            "Neuf portes en attente sur l'une des neuf tuiles de la famille (double yakuman en "
            "option).",
        ),
        2,
    ),
    yaku_entry(
        "suuankou",
        "Suu Ankou",
        13,
        0,
        ("Four concealed pons", "Čtyři skryté pony", "Quatre pons cachés"),
        (
            "Four pons or kans formed without a call.",
            "Čtyři pony nebo kany složené bez volání.",
            "Quatre pons ou kans formés sans appel.",
        ),
        1,
    ),
    yaku_entry(
        "suuankou-tanki",
        "Suu Ankou Tanki",
        26,
        0,
        (
            "Four concealed pons, pair wait",
            "Čtyři skryté pony, čekání na pár",
            "Quatre pons cachés, attente sur la paire",
        ),
        (
            "Four concealed pons won on the pair (double yakuman by option).",
            "Čtyři skryté pony vyhrané na pár (podle volby dvojitý yakuman).",
            "Quatre pons cachés gagnés sur la paire (double yakuman en option).",
        ),
        2,
    ),
    yaku_entry(
        "daisangen",
        "Daisangen",
        13,
        13,
        ("Big three dragons", "Tři velcí draci", "Trois grands dragons"),
        (
            "Pons or kans of all three dragons.",
            "Pony nebo kany všech tří draků.",
            "Pons ou kans des trois dragons.",
        ),
        1,
    ),
    yaku_entry(
        "shousuushii",
        "Shousuushii",
        13,
        13,
        ("Little four winds", "Čtyři malé větry", "Quatre petits vents"),
        (
            "Pons or kans of three winds and a pair of the fourth.",
            "Pony nebo kany tří větrů a pár čtvrtého.",
            "Pons ou kans de trois vents et une paire du quatrième.",
        ),
        1,
    ),
    yaku_entry(
        "daisuushii",
        "Dai Suushii",
        26,
        26,
        ("Big four winds", "Čtyři velké větry", "Quatre grands vents"),
        (
            "Pons or kans of all four winds (double yakuman by option).",
            "Pony nebo kany všech čtyř větrů (podle volby dvojitý yakuman).",
            "Pons ou kans des quatre vents (double yakuman en option).",
        ),
        2,
    ),
    yaku_entry(
        "tsuuiisou",
        "Tsuu Iisou",
        13,
        13,
        ("All honours", "Jen čestné kameny", "Tout honneurs"),
        (
            "Only winds and dragons.",
            "Jen větry a draci.",
            "Uniquement des vents et des dragons.",
        ),
        1,
    ),
    yaku_entry(
        "ryuuiisou",
        "Ryuuiisou",
        13,
        13,
        ("All green", "Celá zelená", "Tout vert"),
        (
            "Only green tiles: 2, 3, 4, 6 and 8 of bamboos and the green dragon.",
            "Jen zelené kameny: 2, 3, 4, 6 a 8 bambusů a zelený drak.",
            "Uniquement des tuiles vertes : 2, 3, 4, 6 et 8 de bambous et le dragon vert.",
        ),
        1,
    ),
    yaku_entry(
        "chinroutou",
        "Chinroutou",
        13,
        13,
        ("All terminals", "Jen koncové kameny", "Tout terminales"),
        (
            "Only ones and nines.",
            "Jen jedničky a devítky.",
            "Uniquement des 1 et des 9.",
        ),
        1,
    ),
    yaku_entry(
        "suukantsu",
        "Suu Kantsu",
        13,
        13,
        ("Four kans", "Čtyři kany", "Quatre kans"),
        ("Four kans of any kind.", "Čtyři kany jakéhokoli druhu.", "Quatre kans de toute sorte."),
        1,
    ),
    yaku_entry(
        "tenhou",
        "Tenhou",
        13,
        0,
        ("Blessing of heaven", "Požehnání nebes", "Bénédiction du ciel"),
        (
            "The dealer's starting hand is already complete.",
            "Počáteční ruka rozdávajícího je už úplná.",
            "La main de départ du donneur est déjà complète.",
        ),
        1,
    ),
    yaku_entry(
        "chiihou",
        "Chiihou",
        13,
        0,
        ("Blessing of earth", "Požehnání země", "Bénédiction de la terre"),
        (
            "A non-dealer completes the hand with their first draw, before any call.",
            "Hráč, který nerozdává, dokončí ruku svým prvním líznutím, před jakýmkoli voláním.",
            "Un non-donneur complète sa main à sa première pioche, avant tout appel.",
        ),
        1,
    ),
    yaku_entry(
        "renhou-yakuman",
        "Renhou (yakuman)",
        13,
        0,
        (
            "Blessing of man (yakuman)",
            "Požehnání člověka (yakuman)",
            "Bénédiction de l'homme (yakuman)",
        ),
        (
            "Renhou counted as a yakuman (the `renhou` option).",
            "Renhou počítané jako yakuman (volba `renhou`).",
            "Renhou compté comme un yakuman (l'option `renhou`).",
        ),
        1,
    ),
]
