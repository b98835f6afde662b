"""The regular yaku of the EMA riichi rules (2016), one han to six, as ClubScore states them."""

from __future__ import annotations

from .yaku_record import yaku_entry

REGULAR_YAKU = [
    # One han
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
        "sankantsu",
        "San Kantsu",
        2,
        2,
        ("Three kans", "Tři kany", "Trois kans"),
        ("Three kans of any kind.", "Tři kany jakéhokoli druhu.", "Trois kans de toute sorte."),
    ),
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
    yaku_entry(
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
]
