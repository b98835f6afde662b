"""The limit hands of rule 122 (classical-extra.md) that a hand is by what it holds, each with
an example hand: Thirteen Unique Wonders to Fourfold Plenty. How a hand was won makes the
others (limit_hands_won.py); the ruleset pages list both in the rule's order."""

from .rule import Rule

RULES = (
    Rule(
        id="122-thirteen-unique-wonders",
        group="122",
        values={"millington": "limit", "american1920": "limit"},
        text={
            "en": (
                "One each of the 1 and 9 of every suit, every wind and every dragon, plus a "
                "duplicate of any one of them."
            ),
            "cs": (
                "Po jednom kameni z jedniček a devítek všech řad, všech větrů a všech draků a k tomu "
                "druhý exemplář kteréhokoli z nich."
            ),
            "fr": (
                "Un 1 et un 9 de chaque famille, chaque vent et chaque dragon, plus un double de "
                "l'une de ces tuiles."
            ),
        },
        name={
            "en": "Thirteen Unique Wonders",
            "cs": "Třináct jedinečných divů",
            "fr": "Treize merveilles uniques",
        },
        option="limit_thirteen_unique_wonders",
        example="1b 9b 1c 9c 1d 9d Ew Sw Ww Nw Rd Gd Wd Wd",
        example_win={"tile": "Wd"},
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
        tests=(
            "tests/engine/test_shapes.py::test_thirteen_unique_wonders_wait_on_all_thirteen_only_with_specials",
        ),
    ),
    Rule(
        id="122-heads-and-tails",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "Only 1s and 9s (pungs or kongs and a pair).",
            "cs": "Pouze jedničky a devítky (pongy či kongy a pár).",
            "fr": "Uniquement des 1 et des 9 (pungs ou kongs et une paire).",
        },
        name={
            "en": "Heads and Tails",
            "cs": "Hlavy a ocasy",
            "fr": "Têtes et queues",
        },
        option="limit_heads_and_tails",
        example="[1b 1b 1b] [9b 9b 9b] [1c 1c 1c] [9d 9d 9d] 1d 1d",
        example_win={"tile": "1d"},
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
    ),
    Rule(
        id="122-imperial-jade",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "Only green tiles: 2, 3, 4, 6, 8 bamboo and the green dragon.",
            "cs": "Pouze zelené kameny: bambusová 2, 3, 4, 6, 8 a zelený drak.",
            "fr": "Uniquement des tuiles vertes\u00a0: 2, 3, 4, 6 et 8 de bambous et le dragon vert.",
        },
        name={
            "en": "Imperial Jade",
            "cs": "Císařský nefrit",
            "fr": "Jade impérial",
        },
        option="limit_imperial_jade",
        example="[2b 3b 4b] [6b 6b 6b] [8b 8b 8b] [Gd Gd Gd] 2b 2b",
        example_win={"tile": "2b"},
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
    ),
    Rule(
        id="122-four-blessings",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "Sets of all four winds and any pair.",
            "cs": "Sady všech čtyř větrů a libovolný pár.",
            "fr": "Des combinaisons des quatre vents et une paire quelconque.",
        },
        name={
            "en": "Four Blessings Hovering over the Door",
            "cs": "Čtvero požehnání vznášejících se nade dveřmi",
            "fr": "Quatre bénédictions planant sur la porte",
        },
        option="limit_four_blessings",
        example="[Ew Ew Ew] [Sw Sw Sw] [Ww Ww Ww] [Nw Nw Nw] 5c 5c",
        example_win={"tile": "5c"},
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
        tests=(
            "tests/engine/test_doubles.py::test_116j_big_four_joys_when_four_blessings_is_not_a_limit_hand",
        ),
    ),
    Rule(
        id="122-three-great-scholars",
        group="122",
        values={"millington": "limit"},
        text={
            "en": (
                "Sets of all three dragons, another set and a pair (an interpretation: with a chow "
                "as the fourth set the hand scores normally, 116d + 116h)."
            ),
            "cs": (
                "Sady všech tří draků, další sada a pár (výklad ClubScore: je-li čtvrtou sadou čou, "
                "ruka se boduje běžně, 116d + 116h)."
            ),
            "fr": (
                "Des combinaisons des trois dragons, une autre combinaison et une paire (une "
                "interprétation\u00a0: avec un chow comme quatrième combinaison, la main se compte "
                "normalement, 116d + 116h)."
            ),
        },
        name={
            "en": "Three Great Scholars",
            "cs": "Tři velcí myslitelé",
            "fr": "Trois grands lettrés",
        },
        option="limit_three_great_scholars",
        example="[Rd Rd Rd] [Gd Gd Gd] [Wd Wd Wd] [5c 5c 5c] 2b 2b",
        example_win={"tile": "2b"},
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
        tests=(
            "tests/engine/test_limit_hands.py::test_122_three_great_scholars_with_a_chow_scores_normally",
        ),
    ),
    Rule(
        id="122-all-symbols",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "Only honour tiles (winds and dragons).",
            "cs": "Pouze zvláštní kameny (větry a draci).",
            "fr": "Uniquement des honneurs (vents et dragons).",
        },
        name={
            "en": "All Symbols",
            "cs": "Všechny symboly",
            "fr": "Tous symboles",
        },
        option="limit_all_symbols",
        example="[Ew Ew Ew] [Sw Sw Sw] [Rd Rd Rd] [Gd Gd Gd] Nw Nw",
        example_win={"tile": "Nw"},
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
        tests=(
            "tests/engine/test_penalties_dangerous.py::test_90d_any_honour_to_three_exposed_honour_sets_for_all_symbols",
        ),
    ),
    Rule(
        id="122-gates-of-heaven",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "Concealed 1-1-1-2-3-4-5-6-7-8-9-9-9 of one suit plus any tile of that suit.",
            "cs": (
                "Skrytá řada 1-1-1-2-3-4-5-6-7-8-9-9-9 jedné barvy a k tomu libovolný kámen téže "
                "barvy."
            ),
            "fr": (
                "Un 1-1-1-2-3-4-5-6-7-8-9-9-9 caché d'une famille plus une tuile quelconque de cette "
                "famille."
            ),
        },
        name={
            "en": "Gates of Heaven",
            "cs": "Nebeská brána",
            "fr": "Portes du ciel",
        },
        option="limit_gates_of_heaven",
        example="1c 1c 1c 2c 3c 4c 5c 6c 7c 8c 9c 9c 9c 5c",
        example_win={"tile": "5c"},
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
        tests=(
            "tests/engine/test_limit_hands.py::test_122_gates_of_heaven_needs_the_nine_gates_concealed",
        ),
    ),
    Rule(
        id="122-wriggling-snake",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "1 to 9 of one suit, a pair of its 1 or 9, and one of each wind.",
            "cs": (
                "Kameny 1 až 9 jedné řady, pár její jedničky nebo devítky a po jednom z každého "
                "větru."
            ),
            "fr": (
                "Du 1 au 9 d'une famille, une paire de son 1 ou de son 9, et un exemplaire de chaque "
                "vent."
            ),
        },
        name={
            "en": "Wriggling Snake",
            "cs": "Svíjející se had",
            "fr": "Serpent qui se tortille",
        },
        option="limit_wriggling_snake",
        example="1b 1b 2b 3b 4b 5b 6b 7b 8b 9b Ew Sw Ww Nw",
        example_win={"tile": "5b"},
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
    ),
    Rule(
        id="122-buried-treasure",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "All sets concealed pungs or kongs, of one suit with honours, and a pair.",
            "cs": "Všechny sady jsou skryté pongy či kongy jedné řady se zvláštními kameny, a pár.",
            "fr": (
                "Toutes les combinaisons sont des pungs ou kongs cachés, d'une seule famille avec des "
                "honneurs, et une paire."
            ),
        },
        name={
            "en": "Buried Treasure",
            "cs": "Zakopaný poklad",
            "fr": "Trésor enfoui",
        },
        option="limit_buried_treasure",
        example="(2b 2b 2b) (4b 4b 4b) (6b 6b 6b) (Ew Ew Ew) 8b 8b",
        example_win={"tile": "8b"},
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
        tests=(
            "tests/engine/test_limit_hands.py::test_122_buried_treasure_needs_every_set_concealed",
        ),
    ),
    Rule(
        id="122-fourfold-plenty",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "Four kongs and a pair.",
            "cs": "Čtyři kongy a pár.",
            "fr": "Quatre kongs et une paire.",
        },
        name={
            "en": "Fourfold Plenty",
            "cs": "Čtyřnásobná hojnost",
            "fr": "Quadruple abondance",
        },
        option="limit_fourfold_plenty",
        example="[2b 2b 2b 2b] [3c 3c 3c 3c] [5d 5d 5d 5d] [7c 7c 7c 7c] 9b 9b",
        example_win={"tile": "9b"},
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
    ),
)
