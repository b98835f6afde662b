"""The 81 fans of the Mahjong Competition Rules, in the rulebook's order (fan 1 Big Four
Winds ... fan 81 Flower Tiles), as one table that the engine and the rule catalogue both read.

Each fan: its number, its points, the name the fan calculator (PyMahjongGB) gives it, its
names (the English one marked for translation: the answer's items say it) and a short text in English, Czech and French, and the fans it excludes: the fans the
non-repeat principle never counts beside it, because it implies them wholly (the rulebook's
"does not combine with"). A fan that excludes only one of several sets (Big Three Winds and
one Pung of Terminals or Honours) is not listed here: another set may still score it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..vocabulary import gettext_noop as _


@dataclass(frozen=True)
class Fan:
    number: int
    points: int
    chinese: str  # the calculator's name
    name: dict[str, str]
    text: dict[str, str]
    excludes: frozenset[int]

    @property
    def rule(self) -> str:
        return f"M{self.number}"


FLOWER = 81
CHICKEN = 43  # scores nothing else (flowers apart)

# number, points, chinese, names (en, cs, fr), texts (en, cs, fr), excludes
_TABLE = (
    (
        1,
        88,
        "大四喜",
        (_("Big Four Winds"), "Velké čtyři větry", "Grands quatre vents"),
        (
            "Pungs or kongs of all four winds.",
            "Pongy nebo kongy všech čtyř větrů.",
            "Pungs ou kongs des quatre vents.",
        ),
        (9, 38, 49, 60, 61, 73),
    ),
    (
        2,
        88,
        "大三元",
        (_("Big Three Dragons"), "Velcí tři draci", "Grands trois dragons"),
        (
            "Pungs or kongs of all three dragons.",
            "Pongy nebo kongy všech tří draků.",
            "Pungs ou kongs des trois dragons.",
        ),
        (10, 54, 59),
    ),
    (
        3,
        88,
        "绿一色",
        (_("All Green"), "Samé zelené", "Tout vert"),
        (
            "Only green tiles: 2, 3, 4, 6 and 8 of bamboo and the green dragon.",
            "Jen zelené kameny: 2, 3, 4, 6 a 8 bambusů a zelený drak.",
            "Uniquement des tuiles vertes\u00a0: 2, 3, 4, 6 et 8 de bambous et le dragon vert.",
        ),
        (50,),
    ),
    (
        4,
        88,
        "九莲宝灯",
        (_("Nine Gates"), "Devět bran", "Neuf portes"),
        (
            "1112345678999 of one suit, concealed, and any tile of that suit to win.",
            "1112345678999 jedné barvy, skryté, a k vítězství kterýkoli kámen té barvy.",
            "1112345678999 d'une famille, cachées, et n'importe quelle tuile de cette famille pour gagner.",
        ),
        (22, 56, 62, 76),
    ),
    (
        5,
        88,
        "四杠",
        (_("Four Kongs"), "Čtyři kongy", "Quatre kongs"),
        (
            "Four kongs, melded or concealed.",
            "Čtyři kongy, vyložené nebo skryté.",
            "Quatre kongs, exposés ou cachés.",
        ),
        (17, 49, 57, 74, 79),
    ),
    (
        6,
        88,
        "连七对",
        (_("Seven Shifted Pairs"), "Sedm postupných párů", "Sept paires successives"),
        (
            "Seven pairs of one suit in consecutive numbers.",
            "Sedm párů jedné barvy po sobě jdoucích čísel.",
            "Sept paires d'une famille aux valeurs consécutives.",
        ),
        (19, 22, 56, 62, 76, 79),
    ),
    (
        7,
        88,
        "十三幺",
        (_("Thirteen Orphans"), "Třináct sirotků", "Treize orphelins"),
        (
            "One of each terminal and honour, and a second of any of them.",
            "Po jednom z každého koncového a čestného kamene a druhý kterýkoli z nich.",
            "Une de chaque terminale et de chaque honneur, et une seconde de l'une d'elles.",
        ),
        (52, 56, 62, 79),
    ),
    (
        8,
        64,
        "清幺九",
        (_("All Terminals"), "Samé koncové", "Tout terminales"),
        (
            "Only ones and nines, in pungs and a pair.",
            "Jen jedničky a devítky, v pongech a páru.",
            "Uniquement des 1 et des 9, en pungs et paire.",
        ),
        (18, 49, 55, 73, 76),
    ),
    (
        9,
        64,
        "小四喜",
        (_("Little Four Winds"), "Malé čtyři větry", "Petits quatre vents"),
        (
            "Pungs or kongs of three winds and a pair of the fourth.",
            "Pongy nebo kongy tří větrů a pár čtvrtého.",
            "Pungs ou kongs de trois vents et une paire du quatrième.",
        ),
        (38,),
    ),
    (
        10,
        64,
        "小三元",
        (_("Little Three Dragons"), "Malí tři draci", "Petits trois dragons"),
        (
            "Pungs or kongs of two dragons and a pair of the third.",
            "Pongy nebo kongy dvou draků a pár třetího.",
            "Pungs ou kongs de deux dragons et une paire du troisième.",
        ),
        (54, 59),
    ),
    (
        11,
        64,
        "字一色",
        (_("All Honors"), "Samé čestné", "Tout honneurs"),
        ("Only winds and dragons.", "Jen větry a draci.", "Uniquement des vents et des dragons."),
        (18, 49, 55, 73),
    ),
    (
        12,
        64,
        "四暗刻",
        (_("Four Concealed Pungs"), "Čtyři skryté pongy", "Quatre pungs cachés"),
        (
            "Four pungs or kongs made without claiming a discard.",
            "Čtyři pongy nebo kongy složené bez volání odhozu.",
            "Quatre pungs ou kongs formés sans prendre de défausse.",
        ),
        (33, 49, 56, 62, 66),
    ),
    (
        13,
        64,
        "一色双龙会",
        (_("Pure Terminal Chows"), "Čisté koncové čou", "Double suite pure des terminales"),
        (
            "Two 123 chows, two 789 chows and a pair of fives, all of one suit.",
            "Dva čou 123, dva čou 789 a pár pětek, vše jedné barvy.",
            "Deux suites 123, deux suites 789 et une paire de 5, le tout d'une famille.",
        ),
        (19, 22, 63, 69, 72, 76),
    ),
    (
        14,
        48,
        "一色四同顺",
        (_("Quadruple Chow"), "Čtyři stejné čou", "Quatre suites identiques"),
        (
            "Four identical chows of one suit.",
            "Čtyři stejné čou jedné barvy.",
            "Quatre suites identiques d'une famille.",
        ),
        (23, 24, 64, 69),
    ),
    (
        15,
        48,
        "一色四节高",
        (_("Four Pure Shifted Pungs"), "Čtyři posunuté pongy", "Quatre pungs décalés purs"),
        (
            "Four pungs of one suit, each one higher than the last.",
            "Čtyři pongy jedné barvy, každý o jedna vyšší.",
            "Quatre pungs d'une famille, chacun d'un rang au-dessus du précédent.",
        ),
        (23, 24, 49),
    ),
    (
        16,
        32,
        "一色四步高",
        (_("Four Pure Shifted Chows"), "Čtyři posunuté čou", "Quatre suites décalées pures"),
        (
            "Four chows of one suit, each one higher than the last, or each two higher.",
            "Čtyři čou jedné barvy posunuté vždy o jedna, nebo vždy o dvě.",
            "Quatre suites d'une famille décalées chacune d'un rang, ou chacune de deux.",
        ),
        (30,),
    ),
    (
        17,
        32,
        "三杠",
        (_("Three Kongs"), "Tři kongy", "Trois kongs"),
        (
            "Three kongs, melded or concealed.",
            "Tři kongy, vyložené nebo skryté.",
            "Trois kongs, exposés ou cachés.",
        ),
        (57, 74),
    ),
    (
        18,
        32,
        "混幺九",
        (_("All Terminals and Honors"), "Samé koncové a čestné", "Terminales et honneurs"),
        (
            "Only terminals and honours, in pungs and a pair.",
            "Jen koncové a čestné kameny, v pongech a páru.",
            "Uniquement des terminales et des honneurs, en pungs et paire.",
        ),
        (49, 55, 73),
    ),
    (
        19,
        24,
        "七对",
        (_("Seven Pairs"), "Sedm párů", "Sept paires"),
        ("Seven pairs, concealed.", "Sedm párů, vše skryté.", "Sept paires, cachées."),
        (56, 62, 79),
    ),
    (
        20,
        24,
        "七星不靠",
        (
            _("Greater Honors and Knitted Tiles"),
            "Velké čestné a propletené",
            "Grands honneurs et tuiles tricotées",
        ),
        (
            "All seven honours and seven tiles of 147, 258 and 369 in different suits, no pairs.",
            "Všech sedm čestných kamenů a sedm kamenů ze 147, 258 a 369 v různých barvách, bez párů.",
            "Les sept honneurs et sept tuiles de 147, 258 et 369 de familles différentes, sans paire.",
        ),
        (34, 52, 56, 62, 79),
    ),
    (
        21,
        24,
        "全双刻",
        (_("All Even Pungs"), "Samé sudé pongy", "Tout pungs pairs"),
        (
            "Pungs and a pair of even numbers only.",
            "Jen pongy a pár sudých čísel.",
            "Uniquement des pungs et une paire de valeurs paires.",
        ),
        (49, 68, 76),
    ),
    (
        22,
        24,
        "清一色",
        (_("Full Flush"), "Čistá barva", "Main pure"),
        ("Tiles of one suit only.", "Jen kameny jedné barvy.", "Tuiles d'une seule famille."),
        (76,),
    ),
    (
        23,
        24,
        "一色三同顺",
        (_("Pure Triple Chow"), "Tři stejné čou", "Triple suite pure"),
        (
            "Three identical chows of one suit.",
            "Tři stejné čou jedné barvy.",
            "Trois suites identiques d'une famille.",
        ),
        (24, 69),
    ),
    (
        24,
        24,
        "一色三节高",
        (_("Pure Shifted Pungs"), "Tři posunuté pongy", "Trois pungs décalés purs"),
        (
            "Three pungs of one suit, each one higher than the last.",
            "Tři pongy jedné barvy, každý o jedna vyšší.",
            "Trois pungs d'une famille, chacun d'un rang au-dessus du précédent.",
        ),
        (23,),
    ),
    (
        25,
        24,
        "全大",
        (_("Upper Tiles"), "Samé vysoké", "Tout supérieures"),
        (
            "Only 7, 8 and 9 of the suits.",
            "Jen sedmičky, osmičky a devítky.",
            "Uniquement des 7, 8 et 9.",
        ),
        (36, 76),
    ),
    (
        26,
        24,
        "全中",
        (_("Middle Tiles"), "Samé prostřední", "Tout médianes"),
        (
            "Only 4, 5 and 6 of the suits.",
            "Jen čtyřky, pětky a šestky.",
            "Uniquement des 4, 5 et 6.",
        ),
        (68, 76),
    ),
    (
        27,
        24,
        "全小",
        (_("Lower Tiles"), "Samé nízké", "Tout inférieures"),
        (
            "Only 1, 2 and 3 of the suits.",
            "Jen jedničky, dvojky a trojky.",
            "Uniquement des 1, 2 et 3.",
        ),
        (37, 76),
    ),
    (
        28,
        16,
        "清龙",
        (_("Pure Straight"), "Čistá postupka", "Grande suite pure"),
        (
            "123, 456 and 789 of one suit.",
            "123, 456 a 789 jedné barvy.",
            "123, 456 et 789 d'une famille.",
        ),
        (71, 72),
    ),
    (
        29,
        16,
        "三色双龙会",
        (
            _("Three-Suited Terminal Chows"),
            "Koncové čou tří barev",
            "Double suite des terminales en trois familles",
        ),
        (
            "123 and 789 of one suit, 123 and 789 of another and a pair of fives of the third.",
            "123 a 789 jedné barvy, 123 a 789 druhé a pár pětek třetí.",
            "123 et 789 d'une famille, 123 et 789 d'une autre et une paire de 5 de la troisième.",
        ),
        (63, 70, 72, 76),
    ),
    (
        30,
        16,
        "一色三步高",
        (_("Pure Shifted Chows"), "Tři posunuté čou", "Trois suites décalées pures"),
        (
            "Three chows of one suit, each one higher than the last, or each two higher.",
            "Tři čou jedné barvy posunuté vždy o jedna, nebo vždy o dvě.",
            "Trois suites d'une famille décalées chacune d'un rang, ou chacune de deux.",
        ),
        (),
    ),
    (
        31,
        16,
        "全带五",
        (_("All Fives"), "Všude pětky", "Tout cinq"),
        (
            "A five in every set and in the pair.",
            "Pětka v každé sadě i v páru.",
            "Un 5 dans chaque combinaison et dans la paire.",
        ),
        (68, 76),
    ),
    (
        32,
        16,
        "三同刻",
        (_("Triple Pung"), "Trojitý pong", "Triple pung"),
        (
            "Pungs of the same number in all three suits.",
            "Pongy stejného čísla ve všech třech barvách.",
            "Pungs de même valeur dans les trois familles.",
        ),
        (65,),
    ),
    (
        33,
        16,
        "三暗刻",
        (_("Three Concealed Pungs"), "Tři skryté pongy", "Trois pungs cachés"),
        (
            "Three pungs or kongs made without claiming a discard.",
            "Tři pongy nebo kongy složené bez volání odhozu.",
            "Trois pungs ou kongs formés sans prendre de défausse.",
        ),
        (66,),
    ),
    (
        34,
        12,
        "全不靠",
        (
            _("Lesser Honors and Knitted Tiles"),
            "Malé čestné a propletené",
            "Petits honneurs et tuiles tricotées",
        ),
        (
            "Fourteen single tiles: honours and tiles of 147, 258 and 369 in different suits.",
            "Čtrnáct jednotlivých kamenů: čestné a kameny ze 147, 258 a 369 v různých barvách.",
            "Quatorze tuiles isolées\u00a0: honneurs et tuiles de 147, 258 et 369 de familles différentes.",
        ),
        (52, 56, 62, 79),
    ),
    (
        35,
        12,
        "组合龙",
        (_("Knitted Straight"), "Propletená postupka", "Suite tricotée"),
        (
            "147, 258 and 369, each in a different suit, with a set and a pair.",
            "147, 258 a 369, každé v jiné barvě, k tomu sada a pár.",
            "147, 258 et 369, chacune d'une famille différente, avec une combinaison et une paire.",
        ),
        (),
    ),
    (
        36,
        12,
        "大于五",
        (_("Upper Four"), "Nad pět", "Supérieures à cinq"),
        ("Only 6, 7, 8 and 9 of the suits.", "Jen čísla 6 až 9.", "Uniquement des 6, 7, 8 et 9."),
        (76,),
    ),
    (
        37,
        12,
        "小于五",
        (_("Lower Four"), "Pod pět", "Inférieures à cinq"),
        ("Only 1, 2, 3 and 4 of the suits.", "Jen čísla 1 až 4.", "Uniquement des 1, 2, 3 et 4."),
        (76,),
    ),
    (
        38,
        12,
        "三风刻",
        (_("Big Three Winds"), "Tři větrné pongy", "Trois pungs de vents"),
        (
            "Pungs or kongs of three winds.",
            "Pongy nebo kongy tří větrů.",
            "Pungs ou kongs de trois vents.",
        ),
        (),
    ),
    (
        39,
        8,
        "花龙",
        (_("Mixed Straight"), "Smíšená postupka", "Grande suite mélangée"),
        (
            "123, 456 and 789, each in a different suit.",
            "123, 456 a 789, každé v jiné barvě.",
            "123, 456 et 789, chacune d'une famille différente.",
        ),
        (),
    ),
    (
        40,
        8,
        "推不倒",
        (_("Reversible Tiles"), "Souměrné kameny", "Tuiles réversibles"),
        (
            "Only tiles that look the same upside down: 1, 2, 3, 4, 5, 8, 9 of dots, 2, 4, 5, 6, 8, 9 of bamboo, the white dragon.",
            "Jen kameny, které vypadají stejně vzhůru nohama: 1, 2, 3, 4, 5, 8, 9 kruhů, 2, 4, 5, 6, 8, 9 bambusů a bílý drak.",
            "Uniquement des tuiles symétriques\u00a0: 1, 2, 3, 4, 5, 8, 9 de ronds, 2, 4, 5, 6, 8, 9 de bambous et le dragon blanc.",
        ),
        (75,),
    ),
    (
        41,
        8,
        "三色三同顺",
        (_("Mixed Triple Chow"), "Stejné čou tří barev", "Triple suite mélangée"),
        (
            "The same chow in all three suits.",
            "Stejný čou ve všech třech barvách.",
            "La même suite dans les trois familles.",
        ),
        (70,),
    ),
    (
        42,
        8,
        "三色三节高",
        (_("Mixed Shifted Pungs"), "Posunuté pongy tří barev", "Pungs décalés mélangés"),
        (
            "Pungs in the three suits, each one higher than the last.",
            "Pongy ve třech barvách, každý o jedna vyšší.",
            "Pungs dans les trois familles, chacun d'un rang au-dessus du précédent.",
        ),
        (),
    ),
    (
        43,
        8,
        "无番和",
        (_("Chicken Hand"), "Kuřecí ruka", "Main poulet"),
        (
            "A winning hand that scores no other fan (flowers apart).",
            "Vítězná ruka bez jakéhokoli jiného fanu (kromě květin).",
            "Une main gagnante sans aucun autre fan (hors fleurs).",
        ),
        (),
    ),
    (
        44,
        8,
        "妙手回春",
        (_("Last Tile Draw"), "Poslední kámen ze zdi", "Dernière tuile du mur"),
        (
            "Winning on the last tile of the wall, self-drawn.",
            "Vítězství posledním kamenem dobraným ze zdi.",
            "Gagner en tirant la dernière tuile du mur.",
        ),
        (80,),
    ),
    (
        45,
        8,
        "海底捞月",
        (_("Last Tile Claim"), "Poslední odhoz", "Dernière défausse"),
        (
            "Winning on the discard after the last tile of the wall.",
            "Vítězství na odhoz po posledním kameni zdi.",
            "Gagner sur la défausse qui suit la dernière tuile du mur.",
        ),
        (),
    ),
    (
        46,
        8,
        "杠上开花",
        (
            _("Out with Replacement Tile"),
            "Mahjong náhradním kamenem",
            "Mah-jong sur tuile de remplacement",
        ),
        (
            "Winning on the replacement tile drawn after a kong.",
            "Vítězství náhradním kamenem dobraným po kongu.",
            "Gagner sur la tuile de remplacement tirée après un kong.",
        ),
        (80,),
    ),
    (
        47,
        8,
        "抢杠和",
        (_("Robbing the Kong"), "Uloupení kongu", "Vol du kong"),
        (
            "Winning on the tile another player adds to a melded pung.",
            "Vítězství na kámen, který jiný hráč přidává k vyloženému pongu.",
            "Gagner sur la tuile qu'un autre joueur ajoute à un pung exposé.",
        ),
        (58,),
    ),
    (
        48,
        8,
        "双暗杠",
        (_("Two Concealed Kongs"), "Dva skryté kongy", "Deux kongs cachés"),
        ("Two concealed kongs.", "Dva skryté kongy.", "Deux kongs cachés."),
        (66, 67),
    ),
    (
        49,
        6,
        "碰碰和",
        (_("All Pungs"), "Samé pongy", "Tout pungs"),
        (
            "Four pungs or kongs and a pair.",
            "Čtyři pongy nebo kongy a pár.",
            "Quatre pungs ou kongs et une paire.",
        ),
        (),
    ),
    (
        50,
        6,
        "混一色",
        (_("Half Flush"), "Smíšená barva", "Main semi-pure"),
        (
            "Tiles of one suit and honours.",
            "Kameny jedné barvy a čestné kameny.",
            "Tuiles d'une famille et honneurs.",
        ),
        (),
    ),
    (
        51,
        6,
        "三色三步高",
        (_("Mixed Shifted Chows"), "Posunuté čou tří barev", "Suites décalées mélangées"),
        (
            "Chows in the three suits, each one higher than the last.",
            "Čou ve třech barvách, každý o jedna vyšší.",
            "Suites dans les trois familles, chacune d'un rang au-dessus de la précédente.",
        ),
        (),
    ),
    (
        52,
        6,
        "五门齐",
        (_("All Types"), "Všech pět druhů", "Toutes les familles"),
        (
            "All three suits, winds and dragons in the hand.",
            "V ruce všechny tři barvy, větry i draci.",
            "Les trois familles, des vents et des dragons dans la main.",
        ),
        (),
    ),
    (
        53,
        6,
        "全求人",
        (_("Melded Hand"), "Vše vyložené", "Main exposée"),
        (
            "Every set claimed from a discard, winning on a discard that pairs the last tile.",
            "Všechny sady z odhozů, vítězství na odhoz, který doplní pár.",
            "Toutes les combinaisons prises sur défausse, gagner sur une défausse qui complète la paire.",
        ),
        (79,),
    ),
    (
        54,
        6,
        "双箭刻",
        (_("Two Dragon Pungs"), "Dva dračí pongy", "Deux pungs de dragons"),
        (
            "Pungs or kongs of two dragons.",
            "Pongy nebo kongy dvou draků.",
            "Pungs ou kongs de deux dragons.",
        ),
        (59,),
    ),
    (
        55,
        4,
        "全带幺",
        (_("Outside Hand"), "Všude koncové nebo čestné", "Main extérieure"),
        (
            "A terminal or an honour in every set and in the pair.",
            "Koncový nebo čestný kámen v každé sadě i v páru.",
            "Une terminale ou un honneur dans chaque combinaison et dans la paire.",
        ),
        (),
    ),
    (
        56,
        4,
        "不求人",
        (_("Fully Concealed Hand"), "Zcela skrytá ruka", "Main entièrement cachée"),
        (
            "No discard claimed, winning on a self-drawn tile.",
            "Bez volání odhozu, vítězství kamenem dobraným ze zdi.",
            "Aucune défausse prise, gagner sur une tuile tirée soi-même.",
        ),
        (62, 80),
    ),
    (
        57,
        4,
        "双明杠",
        (_("Two Melded Kongs"), "Dva vyložené kongy", "Deux kongs exposés"),
        (
            "Two melded kongs; one melded and one concealed kong count this and Concealed Kong.",
            "Dva vyložené kongy; jeden vyložený a jeden skrytý kong se počítají takto a jako Skrytý kong.",
            "Deux kongs exposés\u202f; un kong exposé et un caché comptent ce fan et Kong caché.",
        ),
        (74,),
    ),
    (
        58,
        4,
        "和绝张",
        (_("Last Tile"), "Poslední kámen", "Dernière tuile"),
        (
            "Winning on the last tile of its kind, the other three being visible.",
            "Vítězství na poslední kámen svého druhu, když jsou ostatní tři vidět.",
            "Gagner sur la dernière tuile de son espèce, les trois autres étant visibles.",
        ),
        (),
    ),
    (
        59,
        2,
        "箭刻",
        (_("Dragon Pung"), "Dračí pong", "Pung de dragons"),
        ("A pung or kong of dragons.", "Pong nebo kong draků.", "Un pung ou kong de dragons."),
        (),
    ),
    (
        60,
        2,
        "圈风刻",
        (_("Prevalent Wind"), "Pong větru kola", "Vent dominant"),
        (
            "A pung or kong of the prevailing wind.",
            "Pong nebo kong větru kola.",
            "Un pung ou kong du vent dominant.",
        ),
        (),
    ),
    (
        61,
        2,
        "门风刻",
        (_("Seat Wind"), "Pong vlastního větru", "Vent de place"),
        (
            "A pung or kong of the player's seat wind.",
            "Pong nebo kong vlastního větru hráče.",
            "Un pung ou kong du vent de sa place.",
        ),
        (),
    ),
    (
        62,
        2,
        "门前清",
        (_("Concealed Hand"), "Skrytá ruka", "Main cachée"),
        (
            "No discard claimed before winning on a discard.",
            "Bez volání odhozu až do vítězství na odhoz.",
            "Aucune défausse prise avant de gagner sur une défausse.",
        ),
        (),
    ),
    (
        63,
        2,
        "平和",
        (_("All Chows"), "Samé čou", "Tout suites"),
        (
            "Four chows and a pair of a suit.",
            "Čtyři čou a pár, který není čestný.",
            "Quatre suites et une paire numérotée.",
        ),
        (76,),
    ),
    (
        64,
        2,
        "四归一",
        (_("Tile Hog"), "Čtyři stejné kameny", "Quatre tuiles identiques"),
        (
            "All four of a tile in the hand, not as a kong.",
            "Všechny čtyři stejné kameny v ruce, ne jako kong.",
            "Les quatre exemplaires d'une tuile dans la main, hors kong.",
        ),
        (),
    ),
    (
        65,
        2,
        "双同刻",
        (_("Double Pung"), "Dvojitý pong", "Double pung"),
        (
            "Pungs of the same number in two suits.",
            "Pongy stejného čísla ve dvou barvách.",
            "Pungs de même valeur dans deux familles.",
        ),
        (),
    ),
    (
        66,
        2,
        "双暗刻",
        (_("Two Concealed Pungs"), "Dva skryté pongy", "Deux pungs cachés"),
        (
            "Two pungs or kongs made without claiming a discard.",
            "Dva pongy nebo kongy složené bez volání odhozu.",
            "Deux pungs ou kongs formés sans prendre de défausse.",
        ),
        (),
    ),
    (
        67,
        2,
        "暗杠",
        (_("Concealed Kong"), "Skrytý kong", "Kong caché"),
        ("A concealed kong.", "Skrytý kong.", "Un kong caché."),
        (),
    ),
    (
        68,
        2,
        "断幺",
        (_("All Simples"), "Samé prosté", "Tout simples"),
        (
            "No terminals and no honours.",
            "Žádné koncové ani čestné kameny.",
            "Ni terminales ni honneurs.",
        ),
        (76,),
    ),
    (
        69,
        1,
        "一般高",
        (_("Pure Double Chow"), "Dva stejné čou", "Double suite pure"),
        (
            "Two identical chows of one suit.",
            "Dva stejné čou jedné barvy.",
            "Deux suites identiques d'une famille.",
        ),
        (),
    ),
    (
        70,
        1,
        "喜相逢",
        (_("Mixed Double Chow"), "Stejné čou dvou barev", "Double suite mélangée"),
        (
            "The same chow in two suits.",
            "Stejný čou ve dvou barvách.",
            "La même suite dans deux familles.",
        ),
        (),
    ),
    (
        71,
        1,
        "连六",
        (_("Short Straight"), "Krátká postupka", "Petite suite"),
        (
            "Two chows of one suit making six consecutive numbers.",
            "Dva čou jedné barvy, které dají šest po sobě jdoucích čísel.",
            "Deux suites d'une famille formant six valeurs consécutives.",
        ),
        (),
    ),
    (
        72,
        1,
        "老少副",
        (_("Two Terminal Chows"), "Dva koncové čou", "Deux suites terminales"),
        ("123 and 789 of one suit.", "123 a 789 jedné barvy.", "123 et 789 d'une famille."),
        (),
    ),
    (
        73,
        1,
        "幺九刻",
        (
            _("Pung of Terminals or Honors"),
            "Pong koncových nebo čestných",
            "Pung de terminales ou d'honneurs",
        ),
        (
            "A pung or kong of ones, nines or a wind that scores no wind fan.",
            "Pong nebo kong jedniček, devítek nebo větru, který nedává větrný fan.",
            "Un pung ou kong de 1, de 9 ou d'un vent qui ne donne pas de fan de vent.",
        ),
        (),
    ),
    (
        74,
        1,
        "明杠",
        (_("Melded Kong"), "Vyložený kong", "Kong exposé"),
        ("A melded kong.", "Vyložený kong.", "Un kong exposé."),
        (),
    ),
    (
        75,
        1,
        "缺一门",
        (_("One Voided Suit"), "Chybí jedna barva", "Une famille absente"),
        (
            "Tiles of only two of the three suits.",
            "Kameny jen dvou ze tří barev.",
            "Tuiles de deux familles seulement.",
        ),
        (),
    ),
    (
        76,
        1,
        "无字",
        (_("No Honors"), "Bez čestných", "Sans honneurs"),
        ("No winds or dragons.", "Žádné větry ani draci.", "Ni vents ni dragons."),
        (),
    ),
    (
        77,
        1,
        "边张",
        (_("Edge Wait"), "Čekání na kraji", "Attente au bord"),
        (
            "Winning on 3 with 12 or on 7 with 89, the only tile waited for.",
            "Vítězství na 3 k 12 nebo na 7 k 89, jediný čekaný kámen.",
            "Gagner sur le 3 avec 12 ou le 7 avec 89, seule tuile attendue.",
        ),
        (78, 79),
    ),
    (
        78,
        1,
        "坎张",
        (_("Closed Wait"), "Čekání uprostřed", "Attente fermée"),
        (
            "Winning on the middle tile of a chow, the only tile waited for.",
            "Vítězství na prostřední kámen čou, jediný čekaný kámen.",
            "Gagner sur la tuile du milieu d'une suite, seule tuile attendue.",
        ),
        (77, 79),
    ),
    (
        79,
        1,
        "单钓将",
        (_("Single Wait"), "Čekání na pár", "Attente sur la paire"),
        (
            "Winning on the tile that pairs a single tile, the only tile waited for.",
            "Vítězství na kámen, který doplní pár, jediný čekaný kámen.",
            "Gagner sur la tuile qui complète la paire, seule tuile attendue.",
        ),
        (77, 78),
    ),
    (
        80,
        1,
        "自摸",
        (_("Self-Drawn"), "Dobráno ze zdi", "Tirée du mur"),
        (
            "Winning on a tile drawn from the wall.",
            "Vítězství kamenem dobraným ze zdi.",
            "Gagner sur une tuile tirée du mur.",
        ),
        (),
    ),
    (
        81,
        1,
        "花牌",
        (_("Flower Tiles"), "Květiny", "Fleurs"),
        (
            "One fan for each flower or season; not counted toward the 8-fan minimum.",
            "Jeden fan za každou květinu nebo roční období; do minima 8 fanů se nepočítá.",
            "Un fan par fleur ou saison\u202f; ne compte pas pour le minimum de 8 fans.",
        ),
        (),
    ),
)

FANS: dict[int, Fan] = {
    number: Fan(
        number,
        points,
        chinese,
        {"en": en, "cs": cs, "fr": fr},
        {"en": ten, "cs": tcs, "fr": tfr},
        frozenset(excludes),
    )
    for number, points, chinese, (en, cs, fr), (ten, tcs, tfr), excludes in _TABLE
}
BY_CHINESE: dict[str, Fan] = {fan.chinese: fan for fan in FANS.values()}
assert sorted(FANS) == list(range(1, 82))
