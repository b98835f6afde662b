"""Rule 116 of seed 002: the doubles for every hand (rule 117 is in doubles_mahjong.py)."""

from .rule import Rule

RULES = (
    Rule(
        id="116",
        group="116",
        values={"millington": "", "american1920": ""},
        text={
            "en": "Doubles for every hand:",
            "cs": "Zdvojení, použitelná u všech ruk, jsou následující:",
            "fr": "Doubles pour chaque main\u00a0:",
        },
        quoted=("cs",),
    ),
    Rule(
        id="116a",
        group="116",
        doubles={"millington": 1},
        text={
            "en": (
                "Own flower and own season together: 1 double (a seat's own bonus tiles follow the "
                "wind it sits at: East 1, South 2, West 3, North 4)."
            ),
            "cs": (
                "Hráč, který ohlásil svou vlastní květinu i své vlastní roční období, dostane za "
                "tuto dvojici prémiových kamenů zdvojeni. Poznámka: přislušnost květin a období "
                "hráčům se řídí světovými stranami, na kterých právě sedi: viz pravidla 7 a 8."
            ),
            "fr": (
                "Sa propre fleur et sa propre saison ensemble\u00a0: 1 double (les tuiles bonus d'un "
                "joueur suivent le vent de sa place\u00a0: Est 1, Sud 2, Ouest 3, Nord 4)."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._bonus_doubles",),
        tests=(
            "tests/engine/test_doubles.py::test_116a_needs_the_seats_own_flower_and_season_together",
            "tests/engine/test_doubles.py::test_116a_own_flower_and_own_season_double",
        ),
    ),
    Rule(
        id="116b",
        group="116",
        doubles={"millington": 1},
        text={
            "en": "All four flowers: 1 double.",
            "cs": "Za hlášenou sadu všech čtyř květin je jedno zdvojení.",
            "fr": "Les quatre fleurs\u00a0: 1 double.",
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._bonus_doubles",),
        tests=(
            "tests/engine/test_doubles.py::test_116b_and_116c_all_four_flowers_and_all_four_seasons",
        ),
    ),
    Rule(
        id="116c",
        group="116",
        doubles={"millington": 1},
        text={
            "en": "All four seasons: 1 double.",
            "cs": "Za hlášenou sadu všech čtyř období je jedno zdvojení.",
            "fr": "Les quatre saisons\u00a0: 1 double.",
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._bonus_doubles",),
        tests=(
            "tests/engine/test_doubles.py::test_116b_and_116c_all_four_flowers_and_all_four_seasons",
        ),
    ),
    Rule(
        id="116d",
        group="116",
        doubles={
            "millington": 1,
            "american1920": 1,
        },  # Harr ill. 8 (white dragons), ill. 10 (red dragons); Babcock Fig. 18
        text={
            "en": "Each set (pung or kong) of dragons: 1 double.",
            "cs": "Za každou sadu draků je jedno zdvojení.",
            "fr": "Chaque combinaison (pung ou kong) de dragons\u00a0: 1 double.",
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._honour_doubles",),
        tests=("tests/engine/test_doubles.py::test_116d_each_dragon_set_doubles",),
    ),
    Rule(
        id="116e",
        group="116",
        doubles={
            "millington": 1,
            "american1920": 1,
        },  # own wind: Harr's score card "Doubling Honors"; Babcock Figs. 17, 18
        text={
            "en": "A set of one's own wind: 1 double.",
            "cs": "Za sadu vlastních větrů je jedno zdvojení.",
            "fr": "Une combinaison de son propre vent\u00a0: 1 double.",
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._honour_doubles",),
        tests=(
            "tests/engine/test_doubles.py::test_116e_and_116f_both_count_when_own_wind_is_prevailing",
            "tests/engine/test_doubles.py::test_116e_and_116f_own_and_prevailing_wind_sets",
        ),
    ),
    Rule(
        id="116f",
        group="116",
        doubles={"millington": 1},
        text={
            "en": "A set of the prevailing wind: 1 double (both 116e and 116f when they coincide).",
            "cs": "Za sadu převažujících větrů je jedno zdvojení.",
            "fr": (
                "Une combinaison du vent dominant\u00a0: 1 double (116e et 116f ensemble quand les deux "
                "vents coïncident)."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._honour_doubles",),
        tests=(
            "tests/engine/test_doubles.py::test_116e_and_116f_both_count_when_own_wind_is_prevailing",
            "tests/engine/test_doubles.py::test_116e_and_116f_own_and_prevailing_wind_sets",
        ),
    ),
    Rule(
        id="116g",
        group="116",
        doubles={"millington": 1},
        text={
            "en": (
                'Two dragon sets and a dragon pair ("little three dragons"): 1 double, on top of '
                "116d."
            ),
            "cs": (
                "Za ruku obsahující dvě sady draků a pár draků třetí barvy je jedno zdvojení, navíc "
                "ke zdvojením získaným za sady draků jako takové. Této kombinaci se říká “malá "
                "trojice draků”."
            ),
            "fr": (
                "Deux combinaisons de dragons et une paire de dragons («\u00a0trois petits dragons\u00a0»)\u00a0: 1 "
                "double, en plus de 116d."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._honour_doubles",),
        tests=("tests/engine/test_doubles.py::test_116g_little_three_dragons",),
    ),
    Rule(
        id="116h",
        group="116",
        doubles={"millington": 2},
        text={
            "en": 'Three dragon sets ("big three dragons"): 2 doubles, on top of 116d.',
            "cs": (
                "Za ruku obsahující tři sady draků jsou dvě zdvojení, navíc ke zdvojením získaným za "
                "sady draků jako takové. Této kombinaci se říká “velká trojice draků”."
            ),
            "fr": (
                "Trois combinaisons de dragons («\u00a0trois grands dragons\u00a0»)\u00a0: 2 doubles, en plus de "
                "116d."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._honour_doubles",),
        tests=("tests/engine/test_doubles.py::test_116h_big_three_dragons",),
    ),
    Rule(
        id="116i",
        group="116",
        doubles={"millington": 1},
        text={
            "en": (
                'Three wind sets and a wind pair ("little four joys"): 1 double, on top of the '
                "doubles for the wind sets themselves."
            ),
            "cs": (
                "Za ruku obsahující tři sady větrů a pár větrů čtvrté strany je jedno zdvojení, "
                "navíc ke zdvojením získaným za sady větrů jako takové. Této kombinaci se říká “malé "
                "čtvero radostí”."
            ),
            "fr": (
                "Trois combinaisons de vents et une paire de vent («\u00a0quatre petites joies\u00a0»)\u00a0: 1 "
                "double, en plus des doubles des combinaisons de vents elles-mêmes."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._honour_doubles",),
        tests=("tests/engine/test_doubles.py::test_116i_little_four_joys",),
    ),
    Rule(
        id="116j",
        group="116",
        doubles={"millington": 2},
        text={
            "en": 'Four wind sets ("big four joys"): 2 doubles, on top of those for the sets.',
            "cs": (
                "Za ruku obsahující čtyři sady větrů jsou dvě zdvojení, navíc ke zdvojením získaným "
                "za sady větrů jako takové. Této kombinaci se říká “velké čtvero radostí”."
            ),
            "fr": (
                "Quatre combinaisons de vents («\u00a0quatre grandes joies\u00a0»)\u00a0: 2 doubles, en plus de ceux "
                "des combinaisons."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._honour_doubles",),
        tests=(
            "tests/engine/test_doubles.py::test_116j_big_four_joys_when_four_blessings_is_not_a_limit_hand",
        ),
    ),
    Rule(
        id="116k",
        group="116",
        doubles={"millington": 1},
        text={
            "en": (
                "Three concealed pungs: 1 double. A concealed kong counts as a concealed pung here, "
                "and so does an exposed kong made by adding a claimed discard to a concealed pung "
                "(marked by turning an end tile face down); for basic points it still scores as a "
                "kong."
            ),
            "cs": (
                "Za ruku obsahující 3 skryté pongy je jedno zdvojení. Pro účely tohoto pravidla se "
                "za skrytý pong považuje i skrytý kong nebo vyložený kong vzniklý přidáním "
                "zahozeného kamene ke skrytému pongu (pokud byl označen otočením krajního kamene "
                "lícem dolů). při počítání základního skóre se takový kong samozřejmě počítá za "
                "kong. Poznámka: Všechna výše uvedená zdvojení se vztahují k účinku jednotlivých "
                "kamenů, jejich sad nebo skupin sad a mohou být tedy nárokovány v každé ruce, která "
                "dotyčné kameny či sady obsahuje, i když to není kompletní ruka (mahjong)."
            ),
            "fr": (
                "Trois pungs cachés\u00a0: 1 double. Un kong caché compte ici comme un pung caché, de même "
                "qu'un kong exposé formé en ajoutant une défausse prise à un pung caché (signalé en "
                "retournant une tuile du bout)\u202f; pour les points de base, il compte toujours comme un "
                "kong."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._hand_doubles",),
        tests=("tests/engine/test_doubles.py::test_116k_three_concealed_pungs_with_a_marked_kong",),
    ),
)
