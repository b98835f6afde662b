"""The limit hands of rule 122 (classical-extra.md), each with an example hand: from Heavenly
Hand to the Three Great Scholars, in the order of the rule; limit_hands_continued.py has the rest."""

from .rule import Rule

RULES = (
    Rule(
        id="122-heavenly-hand",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "East's dealt hand is complete.",
            "cs": "Ruka, kterou Východ dostal při rozdání, je kompletní.",
        },
        name={
            "en": "Heavenly Hand",
            "cs": "Nebeská ruka",
        },
        option="limit_heavenly_hand",
        example=(
            (
                "1b",
                "2b",
                "3b",
            ),
            (
                "5c",
                "5c",
                "5c",
            ),
            (
                "7d",
                "8d",
                "9d",
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
    ),
    Rule(
        id="122-earthly-hand",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "A player wins on East's first discard.",
            "cs": "Hráč vyhraje na první kámen, který Východ zahodí.",
        },
        name={
            "en": "Earthly Hand",
            "cs": "Pozemská ruka",
        },
        option="limit_earthly_hand",
        example=(
            (
                "2c",
                "3c",
                "4c",
            ),
            (
                "6b",
                "6b",
                "6b",
            ),
            (
                "3d",
                "4d",
                "5d",
            ),
            (
                "Gd",
                "Gd",
                "Gd",
            ),
            (
                "9c",
                "9c",
            ),
        ),
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
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
        },
        name={
            "en": "Thirteen Unique Wonders",
            "cs": "Třináct jedinečných divů",
        },
        option="limit_thirteen_unique_wonders",
        example=(
            (
                "1b",
                "9b",
                "1c",
                "9c",
                "1d",
                "9d",
                "Ew",
                "Sw",
                "Ww",
                "Nw",
                "Rd",
                "Gd",
                "Wd",
                "Wd",
            ),
        ),
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
        },
        name={
            "en": "Heads and Tails",
            "cs": "Hlavy a ocasy",
        },
        option="limit_heads_and_tails",
        example=(
            (
                "1b",
                "1b",
                "1b",
            ),
            (
                "9c",
                "9c",
                "9c",
            ),
            (
                "1d",
                "1d",
                "1d",
            ),
            (
                "9b",
                "9b",
                "9b",
            ),
            (
                "1c",
                "1c",
            ),
        ),
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
    ),
    Rule(
        id="122-imperial-jade",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "Only green tiles: 2, 3, 4, 6, 8 bamboo and the green dragon.",
            "cs": "Pouze zelené kameny: bambusová 2, 3, 4, 6, 8 a zelený drak.",
        },
        name={
            "en": "Imperial Jade",
            "cs": "Císařský nefrit",
        },
        option="limit_imperial_jade",
        example=(
            (
                "2b",
                "3b",
                "4b",
            ),
            (
                "6b",
                "6b",
                "6b",
            ),
            (
                "8b",
                "8b",
                "8b",
            ),
            (
                "Gd",
                "Gd",
                "Gd",
            ),
            (
                "4b",
                "4b",
            ),
        ),
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
    ),
    Rule(
        id="122-four-blessings",
        group="122",
        values={"millington": "limit"},
        text={
            "en": "Sets of all four winds and any pair.",
            "cs": "Sady všech čtyř větrů a libovolný pár.",
        },
        name={
            "en": "Four Blessings Hovering over the Door",
            "cs": "Čtvero požehnání vznášejících se nade dveřmi",
        },
        option="limit_four_blessings",
        example=(
            (
                "Ew",
                "Ew",
                "Ew",
            ),
            (
                "Sw",
                "Sw",
                "Sw",
            ),
            (
                "Ww",
                "Ww",
                "Ww",
            ),
            (
                "Nw",
                "Nw",
                "Nw",
            ),
            (
                "5d",
                "5d",
            ),
        ),
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
        },
        name={
            "en": "Three Great Scholars",
            "cs": "Tři velcí myslitelé",
        },
        option="limit_three_great_scholars",
        example=(
            (
                "Rd",
                "Rd",
                "Rd",
            ),
            (
                "Gd",
                "Gd",
                "Gd",
            ),
            (
                "Wd",
                "Wd",
                "Wd",
            ),
            (
                "7c",
                "7c",
                "7c",
            ),
            (
                "2d",
                "2d",
            ),
        ),
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
        tests=(
            "tests/engine/test_limit_hands.py::test_122_three_great_scholars_with_a_chow_scores_normally",
        ),
    ),
)
