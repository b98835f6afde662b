"""Every yaku, fu and limit a riichi hand can cite, with its rule id and its text in English,
Czech and French: ClubScore's statement of the EMA riichi rules (2016), not quoted from a seed.

The `mahjong` package finds the yaku and the fu; this catalogue gives each one a rule id the
referee page and the rule catalogue cite (`Y-pinfu`, `fu-closed-ron`, `limit-mangan`), the han the
rule declares closed and open, and the name the JSON answer has always used (`contract`), so
the answer does not change when the package renames a yaku.
"""

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


def _y(key, contract, closed, opened, names, texts, yakuman=0) -> Yaku:
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


YAKU_LIST = [
    # One han
    _y(
        "riichi",
        "Riichi",
        1,
        0,
        ("Riichi", "Riichi", "Riichi"),
        (
            "A closed hand that declared riichi (ready, with a 1000-point stick) and wins.",
            "Uzavřená ruka, která ohlásila riichi (čeká, s kolíkem za 1000 bodů) a vyhraje.",
            "Main fermée qui a déclaré riichi (prête, avec un bâton de 1000 points) et gagne.",
        ),
    ),
    _y(
        "double-riichi",
        "Double Riichi",
        2,
        0,
        ("Double riichi", "Dvojité riichi", "Double riichi"),
        (
            "Riichi declared on the player's first discard, before any call: 2 han instead of 1.",
            "Riichi ohlášené s prvním odhozem hráče, před jakýmkoli voláním: 2 han místo 1.",
            "Riichi déclaré à la première défausse du joueur, avant tout appel : 2 han au lieu "
            "de 1.",
        ),
    ),
    _y(
        "ippatsu",
        "Ippatsu",
        1,
        0,
        ("Ippatsu (one shot)", "Ippatsu (jednou ranou)", "Ippatsu (du premier coup)"),
        (
            "A riichi hand wins within one go-around of its declaration, with no call between.",
            "Ruka v riichi vyhraje do jednoho obehu od ohlášení, aniž kdokoli mezitím volal.",
            "Une main en riichi gagne dans le tour qui suit sa déclaration, sans appel entre-temps.",
        ),
    ),
    _y(
        "menzen-tsumo",
        "Menzen Tsumo",
        1,
        0,
        ("Fully concealed self-draw", "Uzavřené tsumo", "Tsumo main fermée"),
        (
            "A closed hand completed by a tile the winner drew from the wall.",
            "Uzavřená ruka dokončená kamenem, který si vítěz sám líznul ze zdi.",
            "Main fermée complétée par une tuile que le gagnant a piochée au mur.",
        ),
    ),
    _y(
        "pinfu",
        "Pinfu",
        1,
        0,
        ("Pinfu (no-points hand)", "Pinfu (ruka bez fu)", "Pinfu (main sans fu)"),
        (
            "A closed hand of four sequences and a pair that is not a dragon, the seat or the "
            "round wind, won on a two-sided wait.",
            "Uzavřená ruka ze čtyř postupek a páru, který není drak ani vítr místa či kola, "
            "vyhraná na oboustranné čekání.",
            "Main fermée de quatre suites et d'une paire qui n'est ni un dragon ni le vent de "
            "place ou de tour, gagnée sur une attente bilatérale.",
        ),
    ),
    _y(
        "tanyao",
        "Tanyao",
        1,
        1,
        ("All simples", "Jen prostřední kameny", "Tout simples"),
        (
            "Only tiles 2 to 8 of the suits: no terminal and no honour (open too, by the EMA "
            "rules' kuitan).",
            "Jen kameny 2 až 8 barev: žádný koncový kámen ani čestný kámen (i otevřená ruka, "
            "podle pravidla kuitan EMA).",
            "Uniquement des tuiles de 2 à 8 : ni terminale ni honneur (main ouverte aussi, par "
            "le kuitan des règles EMA).",
        ),
    ),
    _y(
        "iipeikou",
        "Iipeiko",
        1,
        0,
        ("Pure double sequence", "Dvojitá postupka", "Double suite pure"),
        (
            "A closed hand with two identical sequences (same numbers, same suit).",
            "Uzavřená ruka se dvěma stejnými postupkami (stejná čísla, stejná barva).",
            "Main fermée avec deux suites identiques (mêmes chiffres, même famille).",
        ),
    ),
    _y(
        "haku",
        "Yakuhai (haku)",
        1,
        1,
        ("White dragon", "Bílý drak", "Dragon blanc"),
        (
            "A pon or kan of white dragons.",
            "Pon nebo kan bílých draků.",
            "Un pon ou un kan de dragons blancs.",
        ),
    ),
    _y(
        "hatsu",
        "Yakuhai (hatsu)",
        1,
        1,
        ("Green dragon", "Zelený drak", "Dragon vert"),
        (
            "A pon or kan of green dragons.",
            "Pon nebo kan zelených draků.",
            "Un pon ou un kan de dragons verts.",
        ),
    ),
    _y(
        "chun",
        "Yakuhai (chun)",
        1,
        1,
        ("Red dragon", "Červený drak", "Dragon rouge"),
        (
            "A pon or kan of red dragons.",
            "Pon nebo kan červených draků.",
            "Un pon ou un kan de dragons rouges.",
        ),
    ),
    _y(
        "seat-wind",
        "Yakuhai (wind of place)",
        1,
        1,
        ("Seat wind", "Vítr místa", "Vent de place"),
        (
            "A pon or kan of the player's own seat wind.",
            "Pon nebo kan větru hráčova místa.",
            "Un pon ou un kan du vent de place du joueur.",
        ),
    ),
    _y(
        "round-wind",
        "Yakuhai (wind of round)",
        1,
        1,
        ("Round wind", "Vítr kola", "Vent du tour"),
        (
            "A pon or kan of the round wind (it counts again if it is also the seat wind).",
            "Pon nebo kan větru kola (počítá se znovu, je-li zároveň větrem místa).",
            "Un pon ou un kan du vent du tour (il compte encore s'il est aussi le vent de place).",
        ),
    ),
    _y(
        "haitei",
        "Haitei Raoyue",
        1,
        1,
        ("Last tile from the wall", "Poslední kámen ze zdi", "Dernière tuile du mur"),
        (
            "Winning on the last tile drawn from the wall.",
            "Výhra posledním kamenem lízlým ze zdi.",
            "Gagner sur la dernière tuile piochée au mur.",
        ),
    ),
    _y(
        "houtei",
        "Houtei Raoyui",
        1,
        1,
        ("Last discard", "Poslední odhoz", "Dernière défausse"),
        (
            "Winning on the discard that follows the last tile of the wall.",
            "Výhra na odhoz, který následuje po posledním kameni zdi.",
            "Gagner sur la défausse qui suit la dernière tuile du mur.",
        ),
    ),
    _y(
        "rinshan",
        "Rinshan Kaihou",
        1,
        1,
        ("After a kan", "Po kanu", "Après un kan"),
        (
            "Winning on the replacement tile drawn after declaring a kan.",
            "Výhra náhradním kamenem lízlým po ohlášení kanu.",
            "Gagner sur la tuile de remplacement piochée après avoir déclaré un kan.",
        ),
    ),
    _y(
        "chankan",
        "Chankan",
        1,
        1,
        ("Robbing a kan", "Uloupení kanu", "Vol du kan"),
        (
            "Winning on the tile another player adds to a pon to make a kan.",
            "Výhra na kámen, který jiný hráč přidává k ponu, aby z něj udělal kan.",
            "Gagner sur la tuile qu'un autre joueur ajoute à un pon pour en faire un kan.",
        ),
    ),
    # Two han
    _y(
        "chiitoitsu",
        "Chiitoitsu",
        2,
        0,
        ("Seven pairs", "Sedm párů", "Sept paires"),
        (
            "A closed hand of seven different pairs; always 25 fu.",
            "Uzavřená ruka ze sedmi různých párů; vždy 25 fu.",
            "Main fermée de sept paires différentes ; toujours 25 fu.",
        ),
    ),
    _y(
        "sanshoku",
        "Sanshoku Doujun",
        2,
        1,
        ("Mixed triple sequence", "Tři stejné postupky", "Triple suite"),
        (
            "The same sequence in each of the three suits; 1 han when open.",
            "Stejná postupka ve všech třech barvách; otevřená 1 han.",
            "La même suite dans les trois familles ; 1 han si la main est ouverte.",
        ),
    ),
    _y(
        "ittsu",
        "Ittsu",
        2,
        1,
        ("Pure straight", "Čistá řada 1–9", "Grande suite pure"),
        (
            "1-2-3, 4-5-6 and 7-8-9 of one suit; 1 han when open.",
            "1-2-3, 4-5-6 a 7-8-9 jedné barvy; otevřená 1 han.",
            "1-2-3, 4-5-6 et 7-8-9 d'une même famille ; 1 han si la main est ouverte.",
        ),
    ),
    _y(
        "chanta",
        "Chantai",
        2,
        1,
        ("Half outside hand", "Koncové a čestné v každé sadě", "Terminales et honneurs partout"),
        (
            "Every set and the pair hold a terminal or an honour, with at least one sequence; "
            "1 han when open.",
            "Každá sada i pár obsahují koncový nebo čestný kámen a aspoň jedna sada je "
            "postupka; otevřená 1 han.",
            "Chaque combinaison et la paire contiennent une terminale ou un honneur, avec au "
            "moins une suite ; 1 han si la main est ouverte.",
        ),
    ),
    _y(
        "toitoi",
        "Toitoi",
        2,
        2,
        ("All pons", "Samé pony", "Tout en pons"),
        (
            "Four pons or kans and a pair.",
            "Čtyři pony nebo kany a pár.",
            "Quatre pons ou kans et une paire.",
        ),
    ),
    _y(
        "sanankou",
        "San Ankou",
        2,
        2,
        ("Three concealed pons", "Tři skryté pony", "Trois pons cachés"),
        (
            "Three pons or kans formed without a call (a pon completed by a ron is not concealed).",
            "Tři pony nebo kany složené bez volání (pon dokončený ronem skrytý není).",
            "Trois pons ou kans formés sans appel (un pon complété par un ron n'est pas caché).",
        ),
    ),
    _y(
        "sanshoku-doukou",
        "Sanshoku Doukou",
        2,
        2,
        ("Triple pons", "Tři stejné pony", "Triple pon"),
        (
            "A pon or kan of the same number in each of the three suits.",
            "Pon nebo kan stejného čísla ve všech třech barvách.",
            "Un pon ou un kan du même chiffre dans les trois familles.",
        ),
    ),
    _y(
        "sankantsu",
        "San Kantsu",
        2,
        2,
        ("Three kans", "Tři kany", "Trois kans"),
        ("Three kans of any kind.", "Tři kany jakéhokoli druhu.", "Trois kans de toute sorte."),
    ),
    _y(
        "honroutou",
        "Honroutou",
        2,
        2,
        ("All terminals and honours", "Jen koncové a čestné", "Terminales et honneurs"),
        (
            "Only terminals (1 and 9) and honours.",
            "Jen koncové kameny (1 a 9) a čestné kameny.",
            "Uniquement des terminales (1 et 9) et des honneurs.",
        ),
    ),
    _y(
        "shousangen",
        "Shou Sangen",
        2,
        2,
        ("Little three dragons", "Tři malí draci", "Trois petits dragons"),
        (
            "Pons or kans of two dragons and a pair of the third (the dragon pons count too).",
            "Pony nebo kany dvou draků a pár třetího (pony draků se počítají i zvlášť).",
            "Pons ou kans de deux dragons et une paire du troisième (les pons de dragons "
            "comptent aussi).",
        ),
    ),
    # Three han and more
    _y(
        "honitsu",
        "Honitsu",
        3,
        2,
        ("Half flush", "Polovičatá barva", "Semi-pure"),
        (
            "Tiles of one suit with honours; 2 han when open.",
            "Kameny jedné barvy s čestnými kameny; otevřená 2 han.",
            "Tuiles d'une seule famille avec des honneurs ; 2 han si la main est ouverte.",
        ),
    ),
    _y(
        "junchan",
        "Junchan",
        3,
        2,
        ("Terminals in every set", "Koncové v každé sadě", "Terminales partout"),
        (
            "Every set and the pair hold a terminal, no honour, at least one sequence; 2 han "
            "when open.",
            "Každá sada i pár obsahují koncový kámen, žádný čestný, aspoň jedna postupka; "
            "otevřená 2 han.",
            "Chaque combinaison et la paire contiennent une terminale, aucun honneur, au moins "
            "une suite ; 2 han si la main est ouverte.",
        ),
    ),
    _y(
        "ryanpeikou",
        "Ryanpeikou",
        3,
        0,
        ("Twice pure double sequence", "Dvakrát dvojitá postupka", "Deux doubles suites"),
        (
            "A closed hand with two pairs of identical sequences.",
            "Uzavřená ruka se dvěma dvojicemi stejných postupek.",
            "Main fermée avec deux paires de suites identiques.",
        ),
    ),
    _y(
        "chinitsu",
        "Chinitsu",
        6,
        5,
        ("Full flush", "Čistá barva", "Main pure"),
        (
            "Tiles of one suit only; 5 han when open.",
            "Jen kameny jedné barvy; otevřená 5 han.",
            "Uniquement des tuiles d'une famille ; 5 han si la main est ouverte.",
        ),
    ),
    _y(
        "renhou",
        "Renhou",
        5,
        0,
        ("Blessing of man", "Požehnání člověka", "Bénédiction de l'homme"),
        (
            "A non-dealer wins by ron before their first draw, with no call made: a mangan "
            "(5 han) or, by option, a yakuman.",
            "Hráč, který nerozdává, vyhraje ronem před svým prvním líznutím, aniž kdo volal: "
            "mangan (5 han), nebo podle volby yakuman.",
            "Un non-donneur gagne par ron avant sa première pioche, sans aucun appel : un "
            "mangan (5 han) ou, en option, un yakuman.",
        ),
    ),
    _y(
        "nagashi-mangan",
        "Nagashi Mangan",
        5,
        5,
        ("Nagashi mangan", "Nagaši mangan", "Nagashi mangan"),
        (
            "At an exhaustive draw, every discard was a terminal or an honour and none was "
            "called: a mangan.",
            "Při vyčerpání zdi byl každý odhoz koncový nebo čestný a nikdo žádný nevolal: mangan.",
            "À la fin du mur, toutes les défausses étaient des terminales ou des honneurs et "
            "aucune n'a été appelée : un mangan.",
        ),
    ),
    # Yakuman
    _y(
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
    _y(
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
    _y(
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
    _y(
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
    _y(
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
    _y(
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
    _y(
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
    _y(
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
    _y(
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
    _y(
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
    _y(
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
    _y(
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
    _y(
        "suukantsu",
        "Suu Kantsu",
        13,
        13,
        ("Four kans", "Čtyři kany", "Quatre kans"),
        ("Four kans of any kind.", "Čtyři kany jakéhokoli druhu.", "Quatre kans de toute sorte."),
        1,
    ),
    _y(
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
    _y(
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
    _y(
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
    # Dora are not yaku: they add han only to a hand that has a yaku.
    _y(
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
    _y(
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
    _y(
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
