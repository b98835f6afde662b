"""The limit hands of rule 122 (classical-extra.md) that a hand is by how it was won: Heavenly
and Earthly Hand, the plum blossom, the moon from the sea, the carrying pole and Twofold
Fortune, each with an example hand."""

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
            "en": "Heavenly Hand",
            "cs": "Nebeská ruka",
            "fr": "Main céleste",
        },
        option="limit_heavenly_hand",
        example="(1b 2b 3b) (4c 5c 6c) (7d 8d 9d) (2d 3d 4d) 5c 5c",
        example_win={"tile": "8d", "completes": 2, "heavenly": True},
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
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
            "en": "Earthly Hand",
            "cs": "Pozemská ruka",
            "fr": "Main terrestre",
        },
        option="limit_earthly_hand",
        example="(1b 2b 3b) (4c 5c 6c) (7d 8d 9d) (2d 3d 4d) 5c 5c",
        example_win={
            "tile": "8d",
            "completes": 2,
            "source": "discard",
            "discarder": "E",
            "earthly": True,
        },
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
        tests=(
            "tests/engine/test_limit_hands.py::test_an_earthly_hand_not_won_on_easts_discard_is_a_field_error",
        ),
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
            "en": "Gathering the Plum Blossom from the Roof",
            "cs": "Utržení švestkového květu ze střechy",
            "fr": "Cueillir la fleur de prunier sur le toit",
        },
        option="limit_plum_blossom",
        example="[1b 2b 3b] [4c 5c 6c] [3d 4d 5d] [2c 2c 2c 2c] 7b 7b",
        example_win={"tile": "5d", "source": "loose_tile", "completes": 2},
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
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
            "en": "Plucking the Moon from the Bottom of the Sea",
            "cs": "Vylovení měsíce ze dna moře",
            "fr": "Pêcher la lune au fond de la mer",
        },
        option="limit_moon_from_the_sea",
        example="[1b 2b 3b] [4c 5c 6c] [1d 2d 3d] [2c 3c 4c] 7b 7b",
        example_win={"tile": "1d", "last_tile": True, "completes": 2},
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
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
            "en": "Scratching a Carrying Pole",
            "cs": "Poškrábání nosného bidla",
            "fr": "Se gratter avec la palanche",
        },
        option="limit_carrying_pole",
        example="[1b 2b 3b] [4c 5c 6c] [7d 8d 9d] [2c 3c 4c] 7b 7b",
        example_win={"tile": "2b", "source": "robbed_kong", "completes": 0},
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
            "fr": (
                "Gagner sur la tuile de remplacement piochée pour un kong lui-même complété par une "
                "tuile de remplacement."
            ),
        },
        name={
            "en": "Twofold Fortune",
            "cs": "Dvojí štěstí",
            "fr": "Double fortune",
        },
        option="limit_twofold_fortune",
        example="[1b 2b 3b] [4c 4c 4c 4c] [7d 8d 9d] [2c 2c 2c 2c] 7b 7b",
        example_win={
            "tile": "8d",
            "source": "loose_tile",
            "completes": 2,
            "kong_on_loose_tile": True,
        },
        detected_by=("scoring.engine.limit_hands.LIMIT_HANDS",),
    ),
)
