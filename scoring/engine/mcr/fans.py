"""The 81 fans of the Mahjong Competition Rules, in the rulebook's order (fan 1 Big Four
Winds ... fan 81 Flower Tiles), as one table that the engine and the rule catalogue both read.

Each fan: its number, its points, the name the fan calculator (PyMahjongGB) gives it, its
names and a short text in English, Czech and French, and the fans it excludes: the fans the
non-repeat principle never counts beside it, because it implies them wholly (the rulebook's
"does not combine with"). A fan that excludes only one of several sets (Big Three Winds and
one Pung of Terminals or Honours) is not listed here: another set may still score it.
"""

from __future__ import annotations

from dataclasses import dataclass


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

# number, points, chinese, (en, cs, fr) names, excludes
_TABLE: tuple[tuple[int, int, str, tuple[str, str, str], tuple[int, ...]], ...] = (
    (
        1,
        88,
        "大四喜",
        ("Big Four Winds", "Velké čtyři větry", "Grands quatre vents"),
        (9, 38, 48, 60, 61, 73),
    ),
    (
        2,
        88,
        "大三元",
        ("Big Three Dragons", "Velcí tři draci", "Grands trois dragons"),
        (10, 54, 59),
    ),
    (3, 88, "绿一色", ("All Green", "Celá zelená", "Tout vert"), (49,)),
    (4, 88, "九莲宝灯", ("Nine Gates", "Devatery brány", "Neuf portes"), (22, 56, 62, 76)),
    (5, 88, "四杠", ("Four Kongs", "Čtyři kongy", "Quatre kongs"), (17, 48, 57, 74, 79)),
    (
        6,
        88,
        "连七对",
        ("Seven Shifted Pairs", "Sedm postupných párů", "Sept paires successives"),
        (19, 22, 56, 62, 76, 79),
    ),
    (
        7,
        88,
        "十三幺",
        ("Thirteen Orphans", "Třináct sirotků", "Treize orphelins"),
        (51, 56, 62, 79),
    ),
    (8, 64, "清幺九", ("All Terminals", "Samé koncové", "Tout terminaux"), (18, 48, 55, 73, 76)),
    (9, 64, "小四喜", ("Little Four Winds", "Malé čtyři větry", "Petits quatre vents"), (38,)),
    (
        10,
        64,
        "小三元",
        ("Little Three Dragons", "Malí tři draci", "Petits trois dragons"),
        (54, 59),
    ),
    (11, 64, "字一色", ("All Honors", "Samé čestné", "Tout honneurs"), (18, 48, 55, 73)),
    (
        12,
        64,
        "四暗刻",
        ("Four Concealed Pungs", "Čtyři skryté pungy", "Quatre pungs cachés"),
        (33, 48, 56, 62, 66),
    ),
    (
        13,
        64,
        "一色双龙会",
        ("Pure Terminal Chows", "Čisté koncové chowy", "Double suite pure des terminales"),
        (19, 22, 63, 69, 72, 76),
    ),
    (
        14,
        48,
        "一色四同顺",
        ("Quadruple Chow", "Čtyři stejné chowy", "Quatre suites identiques"),
        (23, 24, 64, 69),
    ),
    (
        15,
        48,
        "一色四节高",
        ("Four Pure Shifted Pungs", "Čtyři posunuté pungy", "Quatre pungs décalés purs"),
        (23, 24, 48),
    ),
    (
        16,
        32,
        "一色四步高",
        ("Four Pure Shifted Chows", "Čtyři posunuté chowy", "Quatre suites décalées pures"),
        (30,),
    ),
    (17, 32, "三杠", ("Three Kongs", "Tři kongy", "Trois kongs"), (57, 74)),
    (
        18,
        32,
        "混幺九",
        ("All Terminals and Honors", "Samé koncové a čestné", "Terminaux et honneurs"),
        (48, 55, 73),
    ),
    (19, 24, "七对", ("Seven Pairs", "Sedm párů", "Sept paires"), (56, 62, 79)),
    (
        20,
        24,
        "七星不靠",
        (
            "Greater Honors and Knitted Tiles",
            "Velké čestné a propletené",
            "Grands honneurs et tuiles tricotées",
        ),
        (34, 51, 56, 62, 79),
    ),
    (21, 24, "全双刻", ("All Even Pungs", "Samé sudé pungy", "Tout pungs pairs"), (48, 68, 76)),
    (22, 24, "清一色", ("Full Flush", "Čistá barva", "Main pure"), (76,)),
    (23, 24, "一色三同顺", ("Pure Triple Chow", "Tři stejné chowy", "Triple suite pure"), (24, 69)),
    (
        24,
        24,
        "一色三节高",
        ("Pure Shifted Pungs", "Tři posunuté pungy", "Trois pungs décalés purs"),
        (23,),
    ),
    (25, 24, "全大", ("Upper Tiles", "Samé vysoké", "Tout supérieurs"), (36, 76)),
    (26, 24, "全中", ("Middle Tiles", "Samé prostřední", "Tout moyens"), (68, 76)),
    (27, 24, "全小", ("Lower Tiles", "Samé nízké", "Tout inférieurs"), (37, 76)),
    (28, 16, "清龙", ("Pure Straight", "Čistá postupka", "Grande suite pure"), (71, 72)),
    (
        29,
        16,
        "三色双龙会",
        (
            "Three-Suited Terminal Chows",
            "Koncové chowy tří barev",
            "Double suite des terminales en trois familles",
        ),
        (63, 70, 72, 76),
    ),
    (
        30,
        16,
        "一色三步高",
        ("Pure Shifted Chows", "Tři posunuté chowy", "Trois suites décalées pures"),
        (),
    ),
    (31, 16, "全带五", ("All Fives", "Všude pětka", "Tout cinq"), (68, 76)),
    (32, 16, "三同刻", ("Triple Pung", "Trojitý pung", "Triple pung"), (65,)),
    (33, 16, "三暗刻", ("Three Concealed Pungs", "Tři skryté pungy", "Trois pungs cachés"), (66,)),
    (
        34,
        12,
        "全不靠",
        (
            "Lesser Honors and Knitted Tiles",
            "Malé čestné a propletené",
            "Petits honneurs et tuiles tricotées",
        ),
        (51, 56, 62, 79),
    ),
    (35, 12, "组合龙", ("Knitted Straight", "Propletená postupka", "Suite tricotée"), ()),
    (36, 12, "大于五", ("Upper Four", "Nad pět", "Supérieurs à cinq"), (76,)),
    (37, 12, "小于五", ("Lower Four", "Pod pět", "Inférieurs à cinq"), (76,)),
    (38, 12, "三风刻", ("Big Three Winds", "Tři větrné pungy", "Trois pungs de vents"), ()),
    (39, 8, "花龙", ("Mixed Straight", "Smíšená postupka", "Grande suite mélangée"), ()),
    (40, 8, "推不倒", ("Reversible Tiles", "Obratitelné kameny", "Tuiles réversibles"), (75,)),
    (
        41,
        8,
        "三色三同顺",
        ("Mixed Triple Chow", "Stejné chowy tří barev", "Triple suite mélangée"),
        (70,),
    ),
    (
        42,
        8,
        "三色三节高",
        ("Mixed Shifted Pungs", "Posunuté pungy tří barev", "Pungs décalés mélangés"),
        (),
    ),
    (43, 8, "无番和", ("Chicken Hand", "Kuřecí ruka", "Main poulet"), ()),
    (
        44,
        8,
        "妙手回春",
        ("Last Tile Draw", "Poslední kámen ze zdi", "Dernière tuile du mur"),
        (80,),
    ),
    (45, 8, "海底捞月", ("Last Tile Claim", "Poslední odhozený kámen", "Dernière défausse"), ()),
    (
        46,
        8,
        "杠上开花",
        (
            "Out with Replacement Tile",
            "Mahjong náhradním kamenem",
            "Sortie sur tuile de remplacement",
        ),
        (80,),
    ),
    (47, 8, "抢杠和", ("Robbing the Kong", "Oloupení kongu", "Vol du kong"), (58,)),
    (48, 6, "碰碰和", ("All Pungs", "Samé pungy", "Tout pungs"), ()),
    (49, 6, "混一色", ("Half Flush", "Smíšená barva", "Main semi-pure"), ()),
    (
        50,
        6,
        "三色三步高",
        ("Mixed Shifted Chows", "Posunuté chowy tří barev", "Suites décalées mélangées"),
        (),
    ),
    (51, 6, "五门齐", ("All Types", "Všech pět druhů", "Toutes les familles"), ()),
    (52, 6, "全求人", ("Melded Hand", "Vše vyložené", "Main exposée"), (79,)),
    (53, 6, "双暗杠", ("Two Concealed Kongs", "Dva skryté kongy", "Deux kongs cachés"), (67,)),
    (54, 6, "双箭刻", ("Two Dragon Pungs", "Dva dračí pungy", "Deux pungs de dragons"), (59,)),
    (55, 4, "全带幺", ("Outside Hand", "Všude koncový nebo čestný", "Main extérieure"), ()),
    (
        56,
        4,
        "不求人",
        ("Fully Concealed Hand", "Zcela skrytá ruka", "Main entièrement cachée"),
        (62, 80),
    ),
    (57, 4, "双明杠", ("Two Melded Kongs", "Dva vyložené kongy", "Deux kongs exposés"), (74,)),
    (58, 4, "和绝张", ("Last Tile", "Poslední kámen", "Dernière tuile"), ()),
    (59, 2, "箭刻", ("Dragon Pung", "Dračí pung", "Pung de dragons"), ()),
    (60, 2, "圈风刻", ("Prevalent Wind", "Pung větru kola", "Vent dominant"), ()),
    (61, 2, "门风刻", ("Seat Wind", "Pung vlastního větru", "Vent de la place"), ()),
    (62, 2, "门前清", ("Concealed Hand", "Skrytá ruka", "Main cachée"), ()),
    (63, 2, "平和", ("All Chows", "Samé chowy", "Tout suites"), (76,)),
    (64, 2, "四归一", ("Tile Hog", "Čtyři stejné kameny", "Quatre tuiles identiques"), ()),
    (65, 2, "双同刻", ("Double Pung", "Dvojitý pung", "Double pung"), ()),
    (66, 2, "双暗刻", ("Two Concealed Pungs", "Dva skryté pungy", "Deux pungs cachés"), ()),
    (67, 2, "暗杠", ("Concealed Kong", "Skrytý kong", "Kong caché"), ()),
    (68, 2, "断幺", ("All Simples", "Samé prosté", "Tout simples"), (76,)),
    (69, 1, "一般高", ("Pure Double Chow", "Dva stejné chowy", "Double suite pure"), ()),
    (
        70,
        1,
        "喜相逢",
        ("Mixed Double Chow", "Stejné chowy dvou barev", "Double suite mélangée"),
        (),
    ),
    (71, 1, "连六", ("Short Straight", "Krátká postupka", "Petite suite"), ()),
    (72, 1, "老少副", ("Two Terminal Chows", "Dva koncové chowy", "Deux suites terminales"), ()),
    (
        73,
        1,
        "幺九刻",
        (
            "Pung of Terminals or Honors",
            "Pung koncových nebo čestných",
            "Pung de terminaux ou d'honneurs",
        ),
        (),
    ),
    (74, 1, "明杠", ("Melded Kong", "Vyložený kong", "Kong exposé"), ()),
    (75, 1, "缺一门", ("One Voided Suit", "Chybí jedna barva", "Une famille absente"), ()),
    (76, 1, "无字", ("No Honors", "Bez čestných", "Sans honneurs"), ()),
    (77, 1, "边张", ("Edge Wait", "Čekání na kraji", "Attente au bord"), (78, 79)),
    (78, 1, "坎张", ("Closed Wait", "Čekání uprostřed", "Attente fermée"), (77, 79)),
    (79, 1, "单钓将", ("Single Wait", "Čekání na pár", "Attente sur la paire"), (77, 78)),
    (80, 1, "自摸", ("Self-Drawn", "Vlastní tah", "Tirée du mur"), ()),
    (81, 1, "花牌", ("Flower Tiles", "Květiny", "Fleurs"), ()),
)

FANS: dict[int, Fan] = {
    number: Fan(
        number,
        points,
        chinese,
        {"en": en, "cs": cs, "fr": fr},
        {},
        frozenset(excludes),
    )
    for number, points, chinese, (en, cs, fr), excludes in _TABLE
}
BY_CHINESE: dict[str, Fan] = {fan.chinese: fan for fan in FANS.values()}
assert sorted(FANS) == list(range(1, 82))
