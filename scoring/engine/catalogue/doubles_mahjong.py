"""Rule 117 of seed 002: the doubles for the mah-jong hand only."""

from .rule import Rule

RULES = (
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
            "fr": (
                "Doubles de la seule main qui fait mah-jong (la main de jeu seule\u202f; les tuiles bonus "
                "n'y changent rien)\u00a0:"
            ),
        },
        quoted=("cs",),
    ),
    Rule(
        id="117a",
        group="117",
        doubles={"millington": 1},
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
            "fr": (
                "Quatre chows et une paire qui ne rapporte rien («\u00a0main sans points\u00a0»)\u00a0: 1 double. "
                "Les points des tuiles bonus, de la tuile piochée, de la seule tuile possible ou de "
                "l'œil pêché ne le font pas perdre."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._mahjong_doubles",),
        tests=(
            "tests/engine/test_doubles.py::test_117a_four_chows_and_a_non_scoring_pair",
            "tests/engine/test_doubles.py::test_117a_is_lost_with_a_scoring_pair",
        ),
    ),
    Rule(
        id="117b",
        group="117",
        doubles={"millington": 1},
        text={
            "en": "No chows: 1 double.",
            "cs": (
                "Za mahjong, který neobsahuje žádná čou, je jedno zdvojeni. Takové ruce se říká "
                "“ptáci zpívajíci v harmonii”."
            ),
            "fr": "Aucun chow\u00a0: 1 double.",
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._mahjong_doubles",),
        tests=("tests/engine/test_doubles.py::test_117b_no_chows",),
    ),
    Rule(
        id="117c",
        group="117",
        doubles={"millington": 1},
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
            "fr": (
                "Main entièrement cachée, dernière tuile comprise\u00a0: 1 double (un kong signalé comme "
                "en 116k compte ici comme caché, mais pas pour les points de base)."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._mahjong_doubles",),
        tests=(
            "tests/engine/test_doubles.py::test_117c_a_claimed_winning_tile_exposes_its_set",
            "tests/engine/test_doubles.py::test_117c_completely_concealed_including_the_last_tile",
            "tests/engine/test_doubles.py::test_117c_counts_a_marked_kong_as_concealed",
        ),
    ),
    Rule(
        id="117d",
        group="117",
        doubles={
            "millington": 1,
            "american1920": 1,
        },  # "all one suit except winds and dragons": Harr ill. 8; Babcock Fig. 27
        text={
            "en": "One suit with honours: 1 double.",
            "cs": (
                "Za mahjong složený ze zvláštních kamenů a kamenů jediné řady je jedno zdvojeni. "
                "Takové ruce se říká ruka jedné řady."
            ),
            "fr": "Une seule famille avec des honneurs\u00a0: 1 double.",
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._mahjong_doubles",),
        tests=("tests/engine/test_doubles.py::test_117d_one_suit_with_honours",),
    ),
    Rule(
        id="117e",
        group="117",
        doubles={
            "millington": 3,
            "american1920": 3,
        },  # "all one suit double three times": Harr ill. 9
        text={
            "en": 'One suit, no honours ("pure suit"): 3 doubles.',
            "cs": (
                "Za mahjong složený z kamenů jediné řady bez zvláštních kamenů jsou 3 zdvojeni. "
                "Takové ruce se říká ruka čisté řady."
            ),
            "fr": "Une seule famille, sans honneurs («\u00a0main pure\u00a0»)\u00a0: 3 doubles.",
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._mahjong_doubles",),
        tests=("tests/engine/test_doubles.py::test_117e_pure_suit",),
    ),
    Rule(
        id="117f",
        group="117",
        doubles={"millington": 1},
        text={
            "en": "Only major tiles: 1 double.",
            "cs": "Za mahjong složený pouze z velkých kamenů je jedno zdvojeni.",
            "fr": "Uniquement des tuiles majeures\u00a0: 1 double.",
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._mahjong_doubles",),
        tests=("tests/engine/test_doubles.py::test_117f_only_major_tiles",),
    ),
    Rule(
        id="117g",
        group="117",
        doubles={"millington": 2},
        text={
            "en": "Only honours: 2 doubles (in practice a limit hand, rule 122k).",
            "cs": (
                "Za mahjong složený pouze ze zvláštních kamenů jsou 2 zdvojeni. Poznámka: Toto "
                "zdvojeni má spíše teoretický význam, pokud se nehraje “s odkrytou střechou”, "
                "protože jinak ruka zvláštních kamenů automaticky zajištuje tzv. limit: viz pravidlo "
                "122k."
            ),
            "fr": "Uniquement des honneurs\u00a0: 2 doubles (en pratique une main limite, règle 122k).",
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._mahjong_doubles",),
        tests=(
            "tests/engine/test_doubles.py::test_117g_only_honours_under_an_open_roof",
            "tests/engine/test_doubles.py::test_117g_only_honours_under_an_open_roof_is_no_all_"
            "symbols_limit",
            "tests/engine/test_doubles.py::test_117g_only_honours_under_the_limit_is_all_symbols_"
            "at_the_limit",
        ),
    ),
    Rule(
        id="117h",
        group="117",
        doubles={
            "millington": 1,
            "american1920": 1,
        },  # winning on a loose tile: Harr "Bonus Scores" 4
        text={
            "en": 'Winning on the loose tile ("plucking the plum blossom from the roof"): 1 double.',
            "cs": (
                "Za mahjong dokončený dobráním volného kamene je jedno zdvojeni. Výhře tímto "
                "způsobem se říká “otevřít květ na vrcholu hory” nebo “vyhrát na střeše”."
            ),
            "fr": (
                "Gagner sur la tuile de remplacement («\u00a0cueillir la fleur de prunier sur le toit\u00a0»)\u00a0: "
                "1 double."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._how_won",),
        tests=(
            "tests/engine/test_doubles.py::test_117h_winning_on_the_loose_tile",
            "tests/engine/test_doubles.py::test_117i_and_117h_both_on_the_loose_tile_after_the_wall_ran_out",
        ),
    ),
    Rule(
        id="117i",
        group="117",
        doubles={
            "millington": 1,
            "american1920": 1,
        },  # winning on the last tile that may be drawn: Harr "Bonus Scores" 3
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
            "fr": (
                "Gagner sur la dernière tuile du mur («\u00a0la lune au fond de la mer\u00a0»)\u00a0: 1 double. Si "
                "le mur vivant est épuisé et que le joueur fait un kong, la tuile de remplacement "
                "piochée pour ce kong est la dernière tuile\u202f; gagner sur elle donne à la fois 117h et "
                "117i."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._how_won",),
        tests=(
            "tests/engine/test_doubles.py::test_117i_and_117h_both_on_the_loose_tile_after_the_wall_ran_out",
            "tests/engine/test_doubles.py::test_117i_winning_on_the_last_tile_of_the_wall",
        ),
    ),
    Rule(
        id="117j",
        group="117",
        doubles={"millington": 1},
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
            "fr": (
                "Gagner sur une défausse après l'épuisement du mur vivant («\u00a0le poisson au fond de la "
                "rivière\u00a0»)\u00a0: 1 double."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._how_won",),
        tests=(
            "tests/engine/test_doubles.py::test_117j_winning_on_a_discard_after_the_wall_ran_out",
        ),
    ),
    Rule(
        id="117k",
        group="117",
        doubles={"millington": 1},
        text={
            "en": "Robbing a kong: 1 double.",
            "cs": "Za mahjong dokončený uloupením vyloženého kongu je jedno zdvojeni.",
            "fr": "Voler un kong\u00a0: 1 double.",
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._how_won",),
        tests=("tests/engine/test_doubles.py::test_117k_robbing_a_kong",),
    ),
    Rule(
        id="117l",
        group="117",
        doubles={"millington": 1},
        text={
            "en": "Original call fulfilled: 1 double.",
            "cs": (
                "Za splnění hlášky (čekání od začátku) je jedno zdvojeni. Poznámka: Zdvojení ag se "
                "vztahuji ke konzistenci složeni mahjongu jako celku, zdvojeni hl se vztahuji ke "
                "způsobu, jakým byl mahjong dokončen. Proto jsou tato zdvojeni k dispozici pouze "
                "vlastníkovi mahjongu."
            ),
            "fr": "Annonce initiale réalisée\u00a0: 1 double.",
        },
        quoted=("cs",),
        detected_by=("scoring.engine.classical._how_won",),
        tests=("tests/engine/test_doubles.py::test_117l_original_call_fulfilled",),
    ),
)
