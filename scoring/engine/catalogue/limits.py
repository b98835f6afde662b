"""The limit and the limit hands (rule 122, classical-extra.md; Harr's own for american1920)."""

from .rule import Rule

RULES = (
    Rule(
        id="limit",
        group="122",
        # Harr "The Limit Hand": "usually 300 points" with 10 for Mah-Jongg; Babcock 300
        points={"millington": {"limit": 1000}, "american1920": {"limit": 300}},
        notes={
            "american1920": "Harr, The Limit Hand: usually 300 with 10 for Mah-Jongg (400 with "
            "20, 600 also played); option limit."
        },
        text={
            "en": (
                "A hand's value after doubles is capped at the limit (default 1000 points); a limit "
                'hand scores the limit. With "open roof" there is no cap and limit hands still score '
                "the limit."
            ),
            "cs": (
                "Hodnota ruky po zdvojeních je shora omezena limitem (výchozí 1000 bodů); limitní "
                "ruka získá limit. Při hře „s odkrytou střechou“ se hodnota neomezuje a limitní ruce "
                "i tak získají limit."
            ),
            "fr": (
                "Après les doubles, la valeur d'une main est plafonnée à la limite (1000 points par "
                "défaut)\u202f; une main limite vaut la limite. Avec le «\u00a0toit ouvert\u00a0», il n'y a pas de "
                "plafond et les mains limites valent toujours la limite."
            ),
        },
        detected_by=(
            "scoring.engine.classical.classical_options",
            "scoring.engine.classical._limited",
            "scoring.engine.classical.entered_score",
            "scoring.engine.hands.Item",
            "scoring.engine.hands.HandScore",
            "scoring.engine.penalties.errors.assess_false_mahjongs",
            "scoring.engine.rulesets.american1920._SOURCED",
            "scoring.engine.rulesets.american1920.values_for",
            "scoring.engine.rulesets.american1920._no_score_bonus",
            "scoring.engine.rulesets.american1920._harr_limit_hand",
            "scoring.engine.validation._entered_score",
        ),
    ),
    Rule(
        id="122",
        group="122",
        values={"millington": ""},
        text={
            "en": (
                "A limit hand scores the limit whatever its points. Each limit hand is a ruleset "
                "option (on by default); a winning limit hand's bonus tiles do not raise it above "
                "the limit."
            ),
            "cs": (
                "Limitní ruka získá limit bez ohledu na své body. Každá limitní ruka je volbou "
                "pravidel (výchozí: zapnuta); prémiové kameny vítězné limitní ruky ji nad limit "
                "nezvednou."
            ),
            "fr": (
                "Une main limite vaut la limite, quels que soient ses points. Chaque main limite est "
                "une option de la variante (activée par défaut)\u202f; les tuiles bonus d'une main limite "
                "gagnante ne la font pas dépasser la limite."
            ),
        },
    ),
    Rule(
        id="harr-bonus-2",
        group="115",
        values={"american1920": ""},
        text={
            "en": (
                "Harr, Bonus Scores 2: a winning hand that scores nothing but Mah-Jongg gets 10 more "
                "points (option no_score_bonus)."
            ),
            "cs": (
                "Harr, prémiové body 2: vítězná ruka, která nezíská žádné body kromě mahjongu, "
                "dostane 10 bodů navíc (volba no_score_bonus)."
            ),
            "fr": (
                "Harr, Bonus Scores 2\u00a0: une main gagnante qui ne marque rien d'autre que le Mah-Jongg "
                "reçoit 10 points de plus (option no_score_bonus)."
            ),
        },
        name={
            "en": "no score but Mah-Jongg",
            "cs": "žádné body kromě mahjongu",
            "fr": "rien que le Mah-Jongg",
        },
        detected_by=("scoring.engine.rulesets.american1920._no_score_bonus",),
        tests=(
            "tests/engine/test_american1920.py::test_harr_bonus_2_a_hand_with_no_score_but_mahjong_gets_10_more",
        ),
    ),
    Rule(
        id="harr-limit-hand",
        group="122",
        values={"american1920": ""},
        text={
            "en": (
                "Harr's limit hands (illustrations 6 and 7): sets of heads only (ones, nines, winds, "
                "dragons), or all three sets of dragons with any other set and a pair; they score "
                "the limit."
            ),
            "cs": (
                "Harrovy limitní ruce (ilustrace 6 a 7): sady jen z „hlav“ (jedničky, devítky, "
                "větry, draci), nebo všechny tři sady draků s libovolnou další sadou a párem; "
                "získají limit."
            ),
            "fr": (
                "Les mains limites de Harr (illustrations 6 et 7)\u00a0: uniquement des combinaisons de "
                "têtes (uns, neufs, vents, dragons), ou les trois combinaisons de dragons avec une "
                "autre combinaison quelconque et une paire\u202f; elles valent la limite."
            ),
        },
        name={
            "en": "limit hand",
            "cs": "limitní ruka",
            "fr": "main limite",
        },
        detected_by=("scoring.engine.rulesets.american1920._harr_limit_hand",),
    ),
)
