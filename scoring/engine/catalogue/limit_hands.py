"""The limit hands of rule 122 (classical-extra.md) in the rule's order, each with an example
hand: what it is worth in each ruleset that has it ("limit": it scores the limit), the option
that switches it, its name (the English one is the engine's msgid) and the short description
the engine's item gives after it. The engine reads its limit hands from these records
(limit_hands.LIMIT_HANDS)."""

from ..vocabulary import gettext_noop as _
from .rule import Rule

RULES = (
    Rule(
        id="122-heavenly-hand",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "East's dealt hand is complete.",
            "cs": "Ruka, kterou Východ dostal při rozdání, je kompletní.",
            "fr": "La main distribuée à l'Est est complète.",
        },
        name={
            "en": _("Heavenly Hand"),
            "cs": "Nebeská ruka",
            "fr": "Main céleste",
        },
        option="limit_heavenly_hand",
        description=_("East's dealt hand is complete (win.heavenly)"),
        example="(1b 2b 3b) (4c 5c 6c) (7d 8d 9d) (2d 3d 4d) 5c 5c",
        example_win={"tile": "8d", "completes": 2, "heavenly": True},
        detected_by=("scoring.engine.limit_hands.find_limit_hands",),
    ),
    Rule(
        id="122-earthly-hand",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "A player wins on East's first discard.",
            "cs": "Hráč vyhraje na první kámen, který Východ zahodí.",
            "fr": "Un joueur gagne sur la première défausse de l'Est.",
        },
        name={
            "en": _("Earthly Hand"),
            "cs": "Pozemská ruka",
            "fr": "Main terrestre",
        },
        option="limit_earthly_hand",
        description=_("a player wins on East's first discard (win.earthly)"),
        example="(1b 2b 3b) (4c 5c 6c) (7d 8d 9d) (2d 3d 4d) 5c 5c",
        example_win={
            "tile": "8d",
            "completes": 2,
            "source": "discard",
            "discarder": "E",
            "earthly": True,
        },
        detected_by=("scoring.engine.limit_hands.find_limit_hands",),
        tests=(
            "tests/engine/test_limit_hands.py::test_an_earthly_hand_not_won_on_easts_discard_is_a_field_error",
        ),
    ),
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
            "en": _("Thirteen Unique Wonders"),
            "cs": "Třináct jedinečných divů",
            "fr": "Treize merveilles uniques",
        },
        option="limit_thirteen_unique_wonders",
        description=_(
            "one of each 1 and 9 of every suit, every wind and dragon, and a duplicate of "
            "one of them"
        ),
        example="1b 9b 1c 9c 1d 9d Ew Sw Ww Nw Rd Gd Wd Wd",
        example_win={"tile": "Wd"},
        detected_by=("scoring.engine.limit_hands.find_limit_hands",),
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
            "en": _("Heads and Tails"),
            "cs": "Hlavy a ocasy",
            "fr": "Têtes et queues",
        },
        option="limit_heads_and_tails",
        description=_("only 1s and 9s"),
        example="[1b 1b 1b] [9b 9b 9b] [1c 1c 1c] [9d 9d 9d] 1d 1d",
        example_win={"tile": "1d"},
        detected_by=("scoring.engine.limit_hands.find_limit_hands",),
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
            "en": _("Imperial Jade"),
            "cs": "Císařský nefrit",
            "fr": "Jade impérial",
        },
        option="limit_imperial_jade",
        description=_("only green tiles: 2, 3, 4, 6, 8 bamboo and the green dragon"),
        example="[2b 3b 4b] [6b 6b 6b] [8b 8b 8b] [Gd Gd Gd] 2b 2b",
        example_win={"tile": "2b"},
        detected_by=("scoring.engine.limit_hands.find_limit_hands",),
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
            "en": _("Four Blessings Hovering over the Door"),
            "cs": "Čtvero požehnání vznášejících se nade dveřmi",
            "fr": "Quatre bénédictions planant sur la porte",
        },
        option="limit_four_blessings",
        description=_("sets of all four winds and any pair"),
        example="[Ew Ew Ew] [Sw Sw Sw] [Ww Ww Ww] [Nw Nw Nw] 5c 5c",
        example_win={"tile": "5c"},
        detected_by=("scoring.engine.limit_hands.find_limit_hands",),
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
            "en": _("Three Great Scholars"),
            "cs": "Tři velcí myslitelé",
            "fr": "Trois grands lettrés",
        },
        option="limit_three_great_scholars",
        description=_(
            "sets of all three dragons, another set (pung or kong; with a chow the hand "
            "scores normally) and a pair"
        ),
        example="[Rd Rd Rd] [Gd Gd Gd] [Wd Wd Wd] [5c 5c 5c] 2b 2b",
        example_win={"tile": "2b"},
        detected_by=("scoring.engine.limit_hands.find_limit_hands",),
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
            "en": _("All Symbols"),
            "cs": "Všechny symboly",
            "fr": "Tous symboles",
        },
        option="limit_all_symbols",
        description=_("only honour tiles"),
        example="[Ew Ew Ew] [Sw Sw Sw] [Rd Rd Rd] [Gd Gd Gd] Nw Nw",
        example_win={"tile": "Nw"},
        detected_by=("scoring.engine.limit_hands.find_limit_hands",),
        tests=(
            "tests/engine/test_penalties_dangerous.py::test_90d_any_honour_to_three_exposed_honour_sets_for_all_symbols",
            "tests/engine/test_doubles.py::test_117g_only_honours_under_the_limit_is_all_symbols_"
            "at_the_limit",
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
            "en": _("Gates of Heaven"),
            "cs": "Nebeská brána",
            "fr": "Portes du ciel",
        },
        option="limit_gates_of_heaven",
        description=_("concealed 1-1-1-2-3-4-5-6-7-8-9-9-9 of one suit plus any tile of that suit"),
        example="1c 1c 1c 2c 3c 4c 5c 6c 7c 8c 9c 9c 9c 5c",
        example_win={"tile": "5c"},
        detected_by=("scoring.engine.limit_hands.find_limit_hands",),
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
            "en": _("Wriggling Snake"),
            "cs": "Svíjející se had",
            "fr": "Serpent qui se tortille",
        },
        option="limit_wriggling_snake",
        description=_("1 to 9 of one suit, a pair of its 1 or 9, one of each wind"),
        example="1b 1b 2b 3b 4b 5b 6b 7b 8b 9b Ew Sw Ww Nw",
        example_win={"tile": "5b"},
        detected_by=("scoring.engine.limit_hands.find_limit_hands",),
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
            "en": _("Buried Treasure"),
            "cs": "Zakopaný poklad",
            "fr": "Trésor enfoui",
        },
        option="limit_buried_treasure",
        description=_("four concealed pungs or kongs of one suit (honours allowed) and a pair"),
        example="(2b 2b 2b) (4b 4b 4b) (6b 6b 6b) (Ew Ew Ew) 8b 8b",
        example_win={"tile": "8b"},
        detected_by=("scoring.engine.limit_hands.find_limit_hands",),
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
            "en": _("Fourfold Plenty"),
            "cs": "Čtyřnásobná hojnost",
            "fr": "Quadruple abondance",
        },
        option="limit_fourfold_plenty",
        description=_("four kongs and a pair"),
        example="[2b 2b 2b 2b] [3c 3c 3c 3c] [5d 5d 5d 5d] [7c 7c 7c 7c] 9b 9b",
        example_win={"tile": "9b"},
        detected_by=("scoring.engine.limit_hands.find_limit_hands",),
    ),
    Rule(
        id="122-plum-blossom",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "Winning on the loose tile with the 5 of dots.",
            "cs": "Mahjong dokončený volným kamenem, kterým je puntíková pětka.",
            "fr": "Gagner sur la tuile de remplacement avec le 5 de cercles.",
        },
        name={
            "en": _("Gathering the Plum Blossom from the Roof"),
            "cs": "Utržení švestkového květu ze střechy",
            "fr": "Cueillir la fleur de prunier sur le toit",
        },
        option="limit_plum_blossom",
        description=_("winning on the loose tile with the 5 of dots"),
        example="[1b 2b 3b] [4c 5c 6c] [3d 4d 5d] [2c 2c 2c 2c] 7b 7b",
        example_win={"tile": "5d", "source": "loose_tile", "completes": 2},
        detected_by=("scoring.engine.limit_hands.find_limit_hands",),
    ),
    Rule(
        id="122-moon-from-the-sea",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "Winning on the last tile of the wall with the 1 of dots.",
            "cs": "Mahjong dokončený posledním kamenem zdi, kterým je puntíková jednička.",
            "fr": "Gagner sur la dernière tuile du mur avec le 1 de cercles.",
        },
        name={
            "en": _("Plucking the Moon from the Bottom of the Sea"),
            "cs": "Vylovení měsíce ze dna moře",
            "fr": "Pêcher la lune au fond de la mer",
        },
        option="limit_moon_from_the_sea",
        description=_("winning on the last tile of the wall with the 1 of dots"),
        example="[1b 2b 3b] [4c 5c 6c] [1d 2d 3d] [2c 3c 4c] 7b 7b",
        example_win={"tile": "1d", "last_tile": True, "completes": 2},
        detected_by=("scoring.engine.limit_hands.find_limit_hands",),
    ),
    Rule(
        id="122-carrying-pole",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "Winning by robbing a kong of the 2 of bamboo.",
            "cs": "Mahjong dokončený uloupením kongu bambusových dvojek.",
            "fr": "Gagner en volant un kong du 2 de bambous.",
        },
        name={
            "en": _("Scratching a Carrying Pole"),
            "cs": "Poškrábání nosného bidla",
            "fr": "Se gratter avec la palanche",
        },
        option="limit_carrying_pole",
        description=_("winning by robbing a kong of the 2 of bamboo"),
        example="[1b 2b 3b] [4c 5c 6c] [7d 8d 9d] [2c 3c 4c] 7b 7b",
        example_win={"tile": "2b", "source": "robbed_kong", "completes": 0},
        detected_by=("scoring.engine.limit_hands.find_limit_hands",),
    ),
    Rule(
        id="122-twofold-fortune",
        group="122",
        values={"millington": "limit"},
        text={
            "en": (
                "Winning on the loose tile drawn for a kong that itself was completed by a loose "
                "tile."
            ),
            "cs": "Mahjong dokončený volným kamenem za kong, který byl sám dokončen volným kamenem.",
            "fr": (
                "Gagner sur la tuile de remplacement piochée pour un kong lui-même complété par une "
                "tuile de remplacement."
            ),
        },
        name={
            "en": _("Twofold Fortune"),
            "cs": "Dvojí štěstí",
            "fr": "Double fortune",
        },
        option="limit_twofold_fortune",
        description=_(
            "winning on the loose tile drawn for a kong that itself was completed by a loose tile"
        ),
        example="[1b 2b 3b] [4c 4c 4c 4c] [7d 8d 9d] [2c 2c 2c 2c] 7b 7b",
        example_win={
            "tile": "8d",
            "source": "loose_tile",
            "completes": 2,
            "kong_on_loose_tile": True,
        },
        detected_by=("scoring.engine.limit_hands.find_limit_hands",),
    ),
)
