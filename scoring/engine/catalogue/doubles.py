"""Rules 116-117 of seed 002: the doubles."""

from .rule import Rule

RULES = (
    Rule(
        id="116",
        group="116",
        values={"millington": "", "american1920": ""},
        text={
            "en": "Doubles for every hand:",
            "cs": "Zdvojení, použitelná u všech ruk, jsou následující:",
        },
        quoted=("cs",),
    ),
    Rule(
        id="116a",
        group="116",
        values={"millington": "×2"},
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
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._score",
        ),
        tests=(
            "tests/engine/test_doubles.py::test_116a_needs_the_seats_own_flower_and_season_together",
            "tests/engine/test_doubles.py::test_116a_own_flower_and_own_season_double",
        ),
    ),
    Rule(
        id="116b",
        group="116",
        values={"millington": "×2"},
        text={
            "en": "All four flowers: 1 double.",
            "cs": "Za hlášenou sadu všech čtyř květin je jedno zdvojení.",
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._score",
        ),
        tests=(
            "tests/engine/test_doubles.py::test_116b_and_116c_all_four_flowers_and_all_four_seasons",
        ),
    ),
    Rule(
        id="116c",
        group="116",
        values={"millington": "×2"},
        text={
            "en": "All four seasons: 1 double.",
            "cs": "Za hlášenou sadu všech čtyř období je jedno zdvojení.",
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._score",
        ),
        tests=(
            "tests/engine/test_doubles.py::test_116b_and_116c_all_four_flowers_and_all_four_seasons",
        ),
    ),
    Rule(
        id="116d",
        group="116",
        values={"millington": "×2", "american1920": "×2"},
        text={
            "en": "Each set (pung or kong) of dragons: 1 double.",
            "cs": "Za každou sadu draků je jedno zdvojení.",
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._score",
            "scoring.engine.rules.american1920.HARR_DOUBLES",
        ),
        tests=("tests/engine/test_doubles.py::test_116d_each_dragon_set_doubles",),
    ),
    Rule(
        id="116e",
        group="116",
        values={"millington": "×2", "american1920": "×2"},
        text={
            "en": "A set of one's own wind: 1 double.",
            "cs": "Za sadu vlastních větrů je jedno zdvojení.",
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._score",
            "scoring.engine.rules.american1920.HARR_DOUBLES",
        ),
        tests=(
            "tests/engine/test_doubles.py::test_116e_and_116f_both_count_when_own_wind_is_prevailing",
            "tests/engine/test_doubles.py::test_116e_and_116f_own_and_prevailing_wind_sets",
        ),
    ),
    Rule(
        id="116f",
        group="116",
        values={"millington": "×2"},
        text={
            "en": "A set of the prevailing wind: 1 double (both 116e and 116f when they coincide).",
            "cs": "Za sadu převažujících větrů je jedno zdvojení.",
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._score",
        ),
        tests=(
            "tests/engine/test_doubles.py::test_116e_and_116f_both_count_when_own_wind_is_prevailing",
            "tests/engine/test_doubles.py::test_116e_and_116f_own_and_prevailing_wind_sets",
        ),
    ),
    Rule(
        id="116g",
        group="116",
        values={"millington": "×2"},
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
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._score",
        ),
        tests=("tests/engine/test_doubles.py::test_116g_little_three_dragons",),
    ),
    Rule(
        id="116h",
        group="116",
        values={"millington": "×4"},
        text={
            "en": 'Three dragon sets ("big three dragons"): 2 doubles, on top of 116d.',
            "cs": (
                "Za ruku obsahující tři sady draků jsou dvě zdvojení, navíc ke zdvojením získaným za "
                "sady draků jako takové. Této kombinaci se říká “velká trojice draků”."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._score",
        ),
        tests=("tests/engine/test_doubles.py::test_116h_big_three_dragons",),
    ),
    Rule(
        id="116i",
        group="116",
        values={"millington": "×2"},
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
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._score",
        ),
        tests=("tests/engine/test_doubles.py::test_116i_little_four_joys",),
    ),
    Rule(
        id="116j",
        group="116",
        values={"millington": "×4"},
        text={
            "en": 'Four wind sets ("big four joys"): 2 doubles, on top of those for the sets.',
            "cs": (
                "Za ruku obsahující čtyři sady větrů jsou dvě zdvojení, navíc ke zdvojením získaným "
                "za sady větrů jako takové. Této kombinaci se říká “velké čtvero radostí”."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._score",
        ),
        tests=(
            "tests/engine/test_doubles.py::test_116j_big_four_joys_when_four_blessings_is_not_a_limit_hand",
        ),
    ),
    Rule(
        id="116k",
        group="116",
        values={"millington": "×2"},
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
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._score",
        ),
        tests=("tests/engine/test_doubles.py::test_116k_three_concealed_pungs_with_a_marked_kong",),
    ),
    Rule(
        id="117",
        group="117",
        values={"millington": "", "american1920": ""},
        text={
            "en": (
                "Doubles for the mah-jong hand only (the playing hand only; bonus tiles do not "
                "affect them):"
            ),
            "cs": (
                "Zdvojeni, která lze získat pouze s mahjongem, jsou následující. Vztahuji se pouze k "
                "hrací ruce a nejsou nijak ovlivněna prémiovými kameny."
            ),
        },
        quoted=("cs",),
    ),
    Rule(
        id="117a",
        group="117",
        values={"millington": "×2"},
        text={
            "en": (
                'Four chows and a non-scoring pair ("no-score hand"): 1 double. Points for bonus '
                "tiles, the self-drawn tile, the only possible tile or fishing the eyes do not "
                "forfeit it."
            ),
            "cs": (
                "Za ruku skládající se ze čtyř čou a jednoho nebodovaného páru je jedno zdvojeni. "
                "Taková ruka se jmenuje nebodovaná ruka, ale neznamená to, že hráč za ni nemůže mít "
                "žádné základní body (jinak by nebylo co zdvojovat). Hráč může mít body za prémiové "
                "kameny, za dobráni posledního kamene, za zaplněni jediného možného místa nebo za "
                "vyloveni oči a neztratí tím nárok na toto zdvojeni."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._score",
        ),
        tests=(
            "tests/engine/test_doubles.py::test_117a_four_chows_and_a_non_scoring_pair",
            "tests/engine/test_doubles.py::test_117a_is_lost_with_a_scoring_pair",
        ),
    ),
    Rule(
        id="117b",
        group="117",
        values={"millington": "×2"},
        text={
            "en": "No chows: 1 double.",
            "cs": (
                "Za mahjong, který neobsahuje žádná čou, je jedno zdvojeni. Takové ruce se říká "
                "“ptáci zpívajíci v harmonii”."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._score",
        ),
        tests=("tests/engine/test_doubles.py::test_117b_no_chows",),
    ),
    Rule(
        id="117c",
        group="117",
        values={"millington": "×2"},
        text={
            "en": (
                "Completely concealed, the last tile included: 1 double (a marked kong as in 116k "
                "counts as concealed here, not for basic points)."
            ),
            "cs": (
                "Za mahjong, který je celý až do konce skrytý včetně posledního kamene, je jedno "
                "zdvojeni. Pro účely tohoto pravidla (nikoli pro účely zjištěni základního skóre) se "
                "vyložený kong, vytvořený přiložením zahozeného kamene ke skrytému pongu a řádně "
                "označený, považuje za skrytou sadu."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._score",
        ),
        tests=(
            "tests/engine/test_doubles.py::test_117c_a_claimed_winning_tile_exposes_its_set",
            "tests/engine/test_doubles.py::test_117c_completely_concealed_including_the_last_tile",
            "tests/engine/test_doubles.py::test_117c_counts_a_marked_kong_as_concealed",
        ),
    ),
    Rule(
        id="117d",
        group="117",
        values={"millington": "×2", "american1920": "×2"},
        text={
            "en": "One suit with honours: 1 double.",
            "cs": (
                "Za mahjong složený ze zvláštních kamenů a kamenů jediné řady je jedno zdvojeni. "
                "Takové ruce se říká ruka jedné řady."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._score",
            "scoring.engine.rules.american1920.HARR_DOUBLES",
        ),
        tests=("tests/engine/test_doubles.py::test_117d_one_suit_with_honours",),
    ),
    Rule(
        id="117e",
        group="117",
        values={"millington": "×8", "american1920": "×8"},
        text={
            "en": 'One suit, no honours ("pure suit"): 3 doubles.',
            "cs": (
                "Za mahjong složený z kamenů jediné řady bez zvláštních kamenů jsou 3 zdvojeni. "
                "Takové ruce se říká ruka čisté řady."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._score",
            "scoring.engine.rules.american1920.HARR_DOUBLES",
        ),
        tests=("tests/engine/test_doubles.py::test_117e_pure_suit",),
    ),
    Rule(
        id="117f",
        group="117",
        values={"millington": "×2"},
        text={
            "en": "Only major tiles: 1 double.",
            "cs": "Za mahjong složený pouze z velkých kamenů je jedno zdvojeni.",
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._score",
        ),
        tests=("tests/engine/test_doubles.py::test_117f_only_major_tiles",),
    ),
    Rule(
        id="117g",
        group="117",
        values={"millington": "×4"},
        text={
            "en": "Only honours: 2 doubles (in practice a limit hand, rule 122k).",
            "cs": (
                "Za mahjong složený pouze ze zvláštních kamenů jsou 2 zdvojeni. Poznámka: Toto "
                "zdvojeni má spíše teoretický význam, pokud se nehraje “s odkrytou střechou”, "
                "protože jinak ruka zvláštních kamenů automaticky zajištuje tzv. limit: viz pravidlo "
                "122k."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._score",
        ),
        tests=("tests/engine/test_doubles.py::test_117g_only_honours_under_an_open_roof",),
    ),
    Rule(
        id="117h",
        group="117",
        values={"millington": "×2", "american1920": "×2"},
        text={
            "en": 'Winning on the loose tile ("plucking the plum blossom from the roof"): 1 double.',
            "cs": (
                "Za mahjong dokončený dobráním volného kamene je jedno zdvojeni. Výhře tímto "
                "způsobem se říká “otevřít květ na vrcholu hory” nebo “vyhrát na střeše”."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._how_won",
            "scoring.engine.rules.american1920.HARR_DOUBLES",
        ),
        tests=(
            "tests/engine/test_doubles.py::test_117h_winning_on_the_loose_tile",
            "tests/engine/test_doubles.py::test_117i_and_117h_both_on_the_loose_tile_after_the_wall_ran_out",
        ),
    ),
    Rule(
        id="117i",
        group="117",
        values={"millington": "×2", "american1920": "×2"},
        text={
            "en": (
                'Winning on the last tile of the wall ("moon from the bottom of the sea"): 1 double. '
                "If the live wall is exhausted and the player makes a kong, the loose tile drawn for "
                "it is the last tile; winning on it earns both 117h and 117i."
            ),
            "cs": (
                "Za mahjong dokončený dobráním posledního kamene ze zdi je jedno zdvojeni. Výhře "
                "tímto způsobem se říká “vyhrát ze dna jezera”. Poslední kámen je obvykle poslední "
                "kámen živé zdi; pokud však v situaci, kdy živá zeď už byla rozebrána, hráč udělá "
                "kong (posledním kamenem ze zdi nebo zahozeným kamenem, o který se přihlásil), za "
                "poslední kámen se považuje volný kámen, který si za kong dobere. Pokud tímto "
                "kamenem dokončí mahjong, dostane dvě zdvojení, jedno za otevřeni květu a druhé za "
                "výhru ze dna jezera."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._how_won",
            "scoring.engine.rules.american1920.HARR_DOUBLES",
        ),
        tests=(
            "tests/engine/test_doubles.py::test_117i_and_117h_both_on_the_loose_tile_after_the_wall_ran_out",
            "tests/engine/test_doubles.py::test_117i_winning_on_the_last_tile_of_the_wall",
        ),
    ),
    Rule(
        id="117j",
        group="117",
        values={"millington": "×2"},
        text={
            "en": (
                'Winning on a discard after the live wall is exhausted ("fish from the bottom of the '
                'river"): 1 double.'
            ),
            "cs": (
                "Pokud už byla živá zeď rozebrána a někdo dokončí mahjong nárokováním r zahozeného "
                "kamene, dostane jedno zdvojeni. Výhře tímto způsobem se říká “chytit rybu ze dna "
                "řeky”."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._how_won",
        ),
        tests=(
            "tests/engine/test_doubles.py::test_117j_winning_on_a_discard_after_the_wall_ran_out",
        ),
    ),
    Rule(
        id="117k",
        group="117",
        values={"millington": "×2"},
        text={
            "en": "Robbing a kong: 1 double.",
            "cs": "Za mahjong dokončený uloupením vyloženého kongu je jedno zdvojeni.",
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._how_won",
        ),
        tests=("tests/engine/test_doubles.py::test_117k_robbing_a_kong",),
    ),
    Rule(
        id="117l",
        group="117",
        values={"millington": "×2"},
        text={
            "en": "Original call fulfilled: 1 double.",
            "cs": (
                "Za splnění hlášky (čekání od začátku) je jedno zdvojeni. Poznámka: Zdvojení ag se "
                "vztahuji ke konzistenci složeni mahjongu jako celku, zdvojeni hl se vztahuji ke "
                "způsobu, jakým byl mahjong dokončen. Proto jsou tato zdvojeni k dispozici pouze "
                "vlastníkovi mahjongu."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical.MILLINGTON_DOUBLES",
            "scoring.engine.classical._how_won",
        ),
        tests=("tests/engine/test_doubles.py::test_117l_original_call_fulfilled",),
    ),
)
