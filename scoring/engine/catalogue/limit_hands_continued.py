"""The limit hands of rule 122 (classical-extra.md), each with an example hand, continued: from
All Symbols to Twofold Fortune, in the order of the rule."""

from .rule import Rule

RULES = (
    Rule(
        id="122-all-symbols",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "Only honour tiles (winds and dragons).",
            "cs": "Pouze zvláštní kameny (větry a draci).",
        },
        name={
            "en": "All Symbols",
            "cs": "Všechny symboly",
        },
        option="limit_all_symbols",
        example=(
            (
                "Ew",
                "Ew",
                "Ew",
            ),
            (
                "Nw",
                "Nw",
                "Nw",
            ),
            (
                "Rd",
                "Rd",
                "Rd",
            ),
            (
                "Wd",
                "Wd",
                "Wd",
            ),
            (
                "Sw",
                "Sw",
            ),
        ),
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
        },
        name={
            "en": "Gates of Heaven",
            "cs": "Nebeská brána",
        },
        option="limit_gates_of_heaven",
        example=(
            (
                "1d",
                "1d",
                "1d",
                "2d",
                "3d",
                "4d",
                "5d",
                "5d",
                "6d",
                "7d",
                "8d",
                "9d",
                "9d",
                "9d",
            ),
        ),
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
        },
        name={
            "en": "Wriggling Snake",
            "cs": "Svíjející se had",
        },
        option="limit_wriggling_snake",
        example=(
            (
                "1b",
                "1b",
                "2b",
                "3b",
                "4b",
                "5b",
                "6b",
                "7b",
                "8b",
                "9b",
                "Ew",
                "Sw",
                "Ww",
                "Nw",
            ),
        ),
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
    ),
    Rule(
        id="122-buried-treasure",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "All sets concealed pungs or kongs, of one suit with honours, and a pair.",
            "cs": "Všechny sady jsou skryté pongy či kongy jedné řady se zvláštními kameny, a pár.",
        },
        name={
            "en": "Buried Treasure",
            "cs": "Zakopaný poklad",
        },
        option="limit_buried_treasure",
        example=(
            (
                "2c",
                "2c",
                "2c",
            ),
            (
                "5c",
                "5c",
                "5c",
            ),
            (
                "8c",
                "8c",
                "8c",
            ),
            (
                "Rd",
                "Rd",
                "Rd",
            ),
            (
                "Ew",
                "Ew",
            ),
        ),
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
        },
        name={
            "en": "Fourfold Plenty",
            "cs": "Čtyřnásobná hojnost",
        },
        option="limit_fourfold_plenty",
        example=(
            (
                "3b",
                "3b",
                "3b",
                "3b",
            ),
            (
                "7c",
                "7c",
                "7c",
                "7c",
            ),
            (
                "1d",
                "1d",
                "1d",
                "1d",
            ),
            (
                "Sw",
                "Sw",
                "Sw",
                "Sw",
            ),
            (
                "6d",
                "6d",
            ),
        ),
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
    ),
    Rule(
        id="122-plum-blossom",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "Winning on the loose tile with the 5 of dots.",
            "cs": "Mahjong dokončený volným kamenem, kterým je puntíková pětka.",
        },
        name={
            "en": "Gathering the Plum Blossom from the Roof",
            "cs": "Utržení švestkového květu ze střechy",
        },
        option="limit_plum_blossom",
        example=(("5d",),),
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
    ),
    Rule(
        id="122-moon-from-the-sea",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "Winning on the last tile of the wall with the 1 of dots.",
            "cs": "Mahjong dokončený posledním kamenem zdi, kterým je puntíková jednička.",
        },
        name={
            "en": "Plucking the Moon from the Bottom of the Sea",
            "cs": "Vylovení měsíce ze dna moře",
        },
        option="limit_moon_from_the_sea",
        example=(("1d",),),
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
    ),
    Rule(
        id="122-carrying-pole",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "Winning by robbing a kong of the 2 of bamboo.",
            "cs": "Mahjong dokončený uloupením kongu bambusových dvojek.",
        },
        name={
            "en": "Scratching a Carrying Pole",
            "cs": "Poškrábání nosného bidla",
        },
        option="limit_carrying_pole",
        example=(("2b",),),
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
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
        },
        name={
            "en": "Twofold Fortune",
            "cs": "Dvojí štěstí",
        },
        option="limit_twofold_fortune",
        example=(
            (
                "4c",
                "4c",
                "4c",
                "4c",
            ),
            ("4c",),
        ),
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
    ),
)
