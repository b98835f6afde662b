"""Rules 112-115 of seed 002: how a hand is scored, and its basic points."""

from .rule import Rule

RULES = (
    Rule(
        id="112",
        group="112",
        values={"millington": "", "american1920": ""},
        text={
            "en": (
                "Score every hand in two steps: basic points, then doubles. Doubles apply "
                "progressively: one double = ×2, two = ×4, three = ×8 … One formation can satisfy "
                "several doubles at once — look at the hand from every angle so that no double is "
                "missed."
            ),
            "cs": (
                "Nejdříve se hodnotí dosažené sady a jiné prvky, které ruka obsahuje. Body za ně "
                "získané se nazývají základní skóre. Základní skóre se pak může progresivně "
                "zdvojnásobovat za každou z určitých kombinaci, které ruka obsahuje, a vlastnosti, "
                "které má. Některých základních bodů a některých zdvojeni mohou dosáhnout všichni "
                "hráči, jiné jsou k dispozici pouze u mahjongu. Poznámka: Protože zdvojeni se "
                "aplikuji progresivně, každé další zdvojeni má dvakrát větši hodnotu než to "
                "předcházející. Tato skutečnost by se neměla přehlížet, když se odhaduje potenciál "
                "ruky: první zdvojeni = 2 x základní skóre, druhé = 4 x, třetí = 8 x, čtvrté = 16 x, "
                "páté = 32 x základní skóre atd. Poznámka 2: Protože řada zdvojovacích kombinaci se "
                "překrývá a jedna formace může splňovat několik požadavků najednou, je potřeba "
                "studovat obsah ruky ze všech možných úhlů, aby byla jistota, že žádné zdvojeni "
                "nezůstane opomenuto."
            ),
            "fr": (
                "Chaque main se compte en deux temps\u00a0: les points de base, puis les doubles. Les "
                "doubles s'appliquent l'un après l'autre\u00a0: un double = ×2, deux = ×4, trois = ×8… Une "
                "même combinaison peut donner plusieurs doubles à la fois\u00a0: regardez la main sous "
                "tous les angles pour n'en manquer aucun."
            ),
        },
        quoted=("cs",),
    ),
    Rule(
        id="113",
        group="112",
        values={"millington": "", "american1920": ""},
        text={
            "en": (
                "A set (or pair) is exposed if it was formed by claiming a discard; concealed if its "
                "owner drew all its tiles from the wall."
            ),
            "cs": (
                "Vyložené a skryté sady se boduji odlišně. Sada nebo pár je vyložená, jestliže "
                "vznikla nárokováním zahozeného kamene; je skrytá, když všechny jeji kameny dobral "
                "ze zdi hráč, který ji vlastni."
            ),
            "fr": (
                "Une combinaison (ou une paire) est exposée si elle a été formée en prenant une "
                "défausse\u202f; elle est cachée si son propriétaire a pioché toutes ses tuiles au mur."
            ),
        },
        quoted=("cs",),
        tests=(
            "tests/engine/test_whole_hands.py::test_113_a_self_drawn_tile_completes_the_concealed_pung_not_the_exposed_chow",
            "tests/engine/test_whole_hands.py::test_113_a_self_drawn_tile_only_in_sets_declared_exposed_is_a_clear_error",
        ),
    ),
    Rule(
        id="114",
        group="114",
        values={"millington": "", "american1920": ""},
        text={
            "en": "Basic points, for every hand, winner or not:",
            "cs": "Základní skóre se počítá následovně:",
            "fr": "Points de base, pour chaque main, gagnante ou non\u00a0:",
        },
        quoted=("cs",),
    ),
    Rule(
        id="114a",
        group="114",
        points={"millington": {"bonus_tile": 4}},
        text={
            "en": "Each declared bonus tile (flower or season): 4 points.",
            "cs": "Za každý ohlášený prémiový kámen 4 body.",
            "fr": "Chaque tuile bonus déclarée (fleur ou saison)\u00a0: 4 points.",
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._set_points",),
        tests=("tests/engine/test_basic_points.py::test_114a_each_bonus_tile_scores_four_points",),
    ),
    Rule(
        id="114b",
        group="114",
        points={
            "millington": {"pung": (2, 4, 4, 8)},
            # Harr ill. 8: 4-dot pung exposed 2, 9-dot pung exposed 4, white-dragon pung
            # concealed 10 (Babcock Fig. 16: 8); concealed minor 4 = twice exposed (Babcock ch.
            # V; Harr's score card rule)
            "american1920": {"pung": (2, 4, 4, 10)},
        },
        notes={
            "american1920": "Harr, illustration 8: a concealed pung of heads (ones, nines, winds, "
            "dragons) scores 10 (option concealed_heads_pung; Babcock: 8)."
        },
        text={
            "en": (
                "Pung of minor tiles (2–8 of a suit): exposed 2, concealed 4; pung of major tiles "
                "(1, 9, winds, dragons): exposed 4, concealed 8."
            ),
            "cs": (
                "Za vyložený pong z malých kamenů 2 body, za skrytý 4 body. Za vyložený pong z "
                "velkých kamenů 4 body, za skrytý 8 bodů."
            ),
            "fr": (
                "Pung de tuiles mineures (2 à 8 d'une famille)\u00a0: exposé 2, caché 4\u202f; pung de tuiles "
                "majeures (1, 9, vents, dragons)\u00a0: exposé 4, caché 8."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.groups.group",),
        tests=(
            "tests/engine/test_basic_points.py::test_114b_pungs_score_by_size_and_concealment",
            "tests/referee/test_catalogue.py::test_the_czech_of_114b_and_96_are_the_seeds_own_sentences",
            "tests/engine/test_whole_hands.py::test_114b_114e_a_losers_concealed_sets_written_among_"
            "the_loose_tiles_are_scored",
            "tests/engine/test_whole_hands.py::test_114b_116d_a_losers_dragon_pung_written_loose_"
            "scores_and_doubles",
            "tests/engine/test_whole_hands.py::test_114b_116d_a_drawn_hands_loose_concealed_pung_"
            "scores_as_declared",
        ),
    ),
    Rule(
        id="114c",
        group="114",
        points={
            "millington": {"kong": (8, 16, 16, 32)},
            # four of a kind "four times as much" as three (Babcock ch. V); Harr ill. 10:
            # red-dragon kong exposed 16
            "american1920": {"kong": (8, 16, 16, 32)},
        },
        text={
            "en": (
                "Kong of minor tiles: exposed 8, concealed 16; of major tiles: exposed 16, concealed "
                "32."
            ),
            "cs": (
                "Za vyložený kong z malých kamenů 8 bodů, za skrytý 16 bodů. Za vyložený kong z "
                "velkých kamenů 16 bodů, za skrytý 32 bodů."
            ),
            "fr": (
                "Kong de tuiles mineures\u00a0: exposé 8, caché 16\u202f; de tuiles majeures\u00a0: exposé 16, caché "
                "32."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.groups.group",),
        tests=("tests/engine/test_basic_points.py::test_114c_kongs_score_by_size_and_concealment",),
    ),
    Rule(
        id="114d",
        group="114",
        values={"millington": "0", "american1920": "0"},
        text={
            "en": "Chows score nothing.",
            "cs": "Postupky (čou) se nebodují, slouží pouze k dosažení mahjongu.",
            "fr": "Les chows ne rapportent rien.",
        },
        quoted=("cs",),
        tests=("tests/engine/test_basic_points.py::test_114d_chows_score_nothing",),
    ),
    Rule(
        id="114e",
        group="114",
        points={
            "millington": {
                "dragon_pair": 2,
                "own_wind_pair": 2,
                "prevailing_wind_pair": 2,
                "own_prevailing_wind_pair": 4,
            },
            # Babcock ch. V: a pair of dragons 2, "whether concealed or exposed"; dragons and
            # one's own wind "count alike in all respects"; other winds count like ones and
            # nines, whose pairs score nothing. Harr ill. 8: "pair of own wind in own wind
            # round 4"
            "american1920": {
                "dragon_pair": 2,
                "own_wind_pair": 2,
                "prevailing_wind_pair": 0,
                "own_prevailing_wind_pair": 4,
            },
        },
        notes={
            "american1920": "Babcock ch. V: a pair of dragons or of one's own wind 2, of the "
            "prevailing wind 0; Harr, illustration 8: own wind in its own round 4."
        },
        text={
            "en": (
                "Pair of dragons 2; pair of own wind 2; pair of the prevailing wind 2; pair of own "
                "wind that is also the prevailing wind 4 (exposed or concealed alike). Other pairs "
                "score nothing."
            ),
            "cs": (
                "Za dvojici draků jsou 2 body, za pár hráčova vlastního větru nebo převažujícího "
                "větru kola také (bez ohledu na to, zda je pár vyložený nebo skrytý). Za pár hráčova "
                "větru, který je současně převažující, má tento hráč 4 body (bez ohledu na to, zda "
                "je pár vyložený nebo skrytý). Jiné páry se nebodují. Poznámka: o převažujícím větru "
                "viz pravidlo 13."
            ),
            "fr": (
                "Paire de dragons 2\u202f; paire de son propre vent 2\u202f; paire du vent dominant 2\u202f; paire "
                "de son propre vent qui est aussi le vent dominant 4 (exposée ou cachée, c'est "
                "pareil). Les autres paires ne rapportent rien."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._pair_points",),
        tests=(
            "tests/engine/test_basic_points.py::test_114e_a_concealed_pair_scores_like_an_exposed_one",
            "tests/engine/test_basic_points.py::test_114e_pairs_of_dragons_and_of_own_or_prevailing_wind",
            "tests/engine/test_whole_hands.py::test_114b_114e_a_losers_concealed_sets_written_among_"
            "the_loose_tiles_are_scored",
            "tests/engine/test_whole_hands.py::test_114e_a_losers_scoring_pairs_written_loose_score_"
            "as_declared_ones",
        ),
    ),
    Rule(
        id="115",
        group="115",
        values={"millington": "", "american1920": ""},
        text={
            "en": "Basic points for the mah-jong hand only:",
            "cs": "Základní body, které má k dispozici pouze majitel mahjongu, jsou následující:",
            "fr": "Points de base de la seule main qui fait mah-jong\u00a0:",
        },
        quoted=("cs",),
    ),
    Rule(
        id="115a",
        group="115",
        # Harr "Bonus Scores" 1: "generally 10 points"; ills. 8-10 count 10
        points={"millington": {"mahjong": 10}, "american1920": {"mahjong": 10}},
        text={
            "en": "Mah-jong: 10 points.",
            "cs": "Za mahjong jako takový 10 bodů.",
            "fr": "Mah-jong\u00a0: 10 points.",
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.classical._mahjong_points",
            "scoring.engine.rulesets.american1920._no_score_bonus",
        ),
        tests=("tests/engine/test_basic_points.py::test_115a_mahjong_scores_ten",),
    ),
    Rule(
        id="115b",
        group="115",
        # Babcock Fig. 17: "add two ... for drawing the winning tile"; Harr ill. 8
        points={"millington": {"self_drawn": 2}, "american1920": {"self_drawn": 2}},
        text={
            "en": "Winning tile drawn from the wall: 2 points.",
            "cs": "Pokud byl zavírající kámen dobrán ze zdi, 2 body.",
            "fr": "Tuile gagnante piochée au mur\u00a0: 2 points.",
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._mahjong_points",),
        tests=(
            "tests/engine/test_basic_points.py::test_115b_a_winning_tile_from_the_wall_scores_two",
            "tests/engine/test_basic_points.py::test_115b_the_loose_tile_is_drawn_from_the_wall_too",
        ),
    ),
    Rule(
        id="115c",
        group="115",
        # Babcock ch. V: "the winner is entitled to two points"; Harr ill. 8
        points={"millington": {"only_possible": 2}, "american1920": {"only_possible": 2}},
        text={
            "en": (
                "Only possible tile (one kind of tile could complete the hand; also when all copies "
                "of the other kind are visible on the table): 2 points."
            ),
            "cs": (
                "Pokud existoval jen jeden druh kamene, který mohl mahjong dokončit, 2 body. Výhře "
                "tímto způsobem se říká “zaplnit jediné možné místo” nebo “vyhrát jediným možným "
                "kamenem”. Pokud by mahjong teoreticky mohly dokončit dva různé kameny, ale všechny "
                "exempláře jednoho z nich jsou už na stole, a už mezi zahozenými, nebo ve vyložených "
                "či ohlášených sadách, exemplář druhého kamene se počítá jako zaplnění jediného "
                "možného místa. Poznámka: Pokud tedy hráč dodělal tři sady a pár, v ruce má "
                "puntíkovou dvojku a čtyřku a dobere si puntíkovou trojku, pak mahjongoval zaplněním "
                "jediného možného místa. Kdyby však měl puntíkovou čtyřku a pětku, trojka by nebyla "
                "jediný možný kámen, pokud by už na stole neležely všechny čtyři puntíkové šestky."
            ),
            "fr": (
                "Seule tuile possible (une seule sorte de tuile pouvait compléter la main\u202f; de même "
                "quand tous les exemplaires de l'autre sorte sont visibles sur la table)\u00a0: 2 points."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._mahjong_points",),
        tests=(
            "tests/engine/test_basic_points.py::test_115c_a_declared_pair_the_winning_tile_did_not_complete_was_held_before_it",
            "tests/engine/test_basic_points.py::test_115c_filling_the_middle_of_2_and_4_dots_is_the_only_possible_tile",
            "tests/engine/test_basic_points.py::test_115c_given_only_possible_tile_scores_two",
            "tests/engine/test_basic_points.py::test_115c_holding_4_and_5_dots_the_3_is_not_the_only_possible_tile",
            "tests/engine/test_basic_points.py::test_115c_the_other_wait_is_dead_when_all_four_copies_are_visible",
            "tests/engine/test_shapes.py::test_115c_note_hands_wait_as_the_rule_says",
        ),
    ),
    Rule(
        id="115d",
        group="115",
        points={
            "millington": {"fishing_eyes": (2, 4)},
            # Harr ill. 9: "pair of heads, completed by draw 6" = pair 2 + draw 2 + only place 2
            "american1920": {"fishing_eyes": (0, 2)},
        },
        notes={
            "american1920": "Harr, illustration 9: a pair of heads completed by draw scores 2 "
            "more; a minor pair nothing."
        },
        text={
            "en": (
                '"Fishing the eyes": four sets complete and the winning tile completes the pair '
                "(drawn or claimed): 2 for a minor pair, 4 for a major pair."
            ),
            "cs": (
                "Jestliže hráč už dokončil čtyři sady a mahjong získá dokončením svého páru (ať už "
                "dobráním ze zdi, nebo nárokováním zahozeného kamene), dostane 2 body, pokud pár "
                "sestává z malých kamenů, a 4 body, pokud z velkých. Výhře tímto způsobem se říká "
                "“vylovit oči”. Poznámka: Hráč, který vyloví své oči, často současně dostane body za "
                "zaplnění jediného možného místa, ale ne vždy je tomu tak. Například když má tři "
                "sady a drží 6789 v puntících, může mahjongovat buď puntíkovou šestkou, nebo "
                "devítkou, a obojí bude vylovení očí."
            ),
            "fr": (
                "«\u00a0Pêcher l'œil\u00a0»\u00a0: quatre combinaisons complètes et la tuile gagnante complète la "
                "paire (piochée ou prise)\u00a0: 2 pour une paire mineure, 4 pour une paire majeure."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._mahjong_points",),
        tests=(
            "tests/engine/test_basic_points.py::test_115d_fishing_the_eyes_with_a_major_pair_on_a_discard_scores_four",
            "tests/engine/test_basic_points.py::test_115d_fishing_the_eyes_with_a_minor_pair_scores_two",
            "tests/engine/test_basic_points.py::test_115d_fishing_the_eyes_without_the_only_possible_tile",
        ),
    ),
)
