"""Settlement between the players (classical-extra.md) and who deals next."""

from .rule import Rule

RULES = (
    Rule(
        id="settlement-1",
        group="settlement",
        values={"millington": "", "american1920": ""},
        text={
            "en": (
                "Each loser pays the winner the winner's score; East pays double, and if East won, "
                "every loser pays East double."
            ),
            "cs": (
                "Každý poražený zaplatí vítězi hodnotu jeho ruky; Východ platí dvojnásobek, a pokud "
                "vyhrál Východ, platí mu každý poražený dvojnásobek."
            ),
            "fr": (
                "Chaque perdant paie au gagnant le score du gagnant\u202f; l'Est paie double, et si l'Est "
                "a gagné, chaque perdant lui paie double."
            ),
        },
        detected_by=("scoring.engine.settlement.winner_transfers",),
        tests=(
            "tests/engine/test_settlement.py::test_east_wins_and_every_loser_pays_double_settlement_1",
            "tests/engine/test_settlement.py::test_example_03_west_wins_and_the_losers_settle_their_differences_settlement_1_2",
            "tests/engine/test_settlement.py::test_payments_sum_to_zero_and_east_pays_and_receives_double_settlement_1_2_4",
        ),
    ),
    Rule(
        id="settlement-2",
        group="settlement",
        values={"millington": "", "american1920": ""},
        text={
            "en": (
                "The three losers then settle the differences between their own scores pairwise (the "
                "lower pays the higher the difference), doubled where East pays or receives."
            ),
            "cs": (
                "Tři poražení pak mezi sebou po dvojicích vyrovnají rozdíly svých skóre (nižší platí "
                "vyššímu rozdíl), dvojnásobně, pokud platí nebo dostává Východ."
            ),
            "fr": (
                "Les trois perdants règlent ensuite entre eux, deux à deux, la différence de leurs "
                "scores (le plus faible paie au plus fort la différence), doublée quand l'Est paie ou "
                "reçoit."
            ),
        },
        detected_by=("scoring.engine.settlement.difference_transfers",),
    ),
    Rule(
        id="settlement-3",
        group="settlement",
        values={"millington": "", "american1920": ""},
        text={
            "en": (
                "A drawn hand (wall exhausted): no payments (option: the losers still settle among "
                "themselves — off by default)."
            ),
            "cs": (
                "Nerozhodná hra (zeď rozebrána): žádné platby (volba: hráči se i tak vyrovnají mezi "
                "sebou — výchozí: vypnuto)."
            ),
            "fr": (
                "Main nulle (mur épuisé)\u00a0: aucun paiement (en option, les perdants règlent quand même "
                "entre eux — désactivé par défaut)."
            ),
        },
        detected_by=("scoring.engine.settlement.settle",),
        tests=(
            "tests/engine/test_settlement.py::test_drawn_hand_settled_among_all_four_when_the_option_is_on_settlement_3",
            "tests/engine/test_settlement.py::test_example_04_drawn_hand_pays_nothing_and_east_deals_again_settlement_3",
        ),
    ),
    Rule(
        id="settlement-4",
        group="settlement",
        values={"millington": "", "american1920": ""},
        text={
            "en": "Payments are zero-sum; the limit caps a hand's score, not East's doubling.",
            "cs": "Součet plateb je nulový; limit omezuje hodnotu ruky, nikoli dvojnásobek Východu.",
            "fr": (
                "Les paiements s'équilibrent à zéro\u202f; la limite plafonne le score d'une main, pas le "
                "doublement de l'Est."
            ),
        },
        tests=(
            "tests/engine/test_settlement.py::test_the_limit_caps_the_score_not_easts_doubling_settlement_4",
        ),
    ),
    Rule(
        id="settlement-5",
        group="settlement",
        values={"millington": "", "american1920": ""},
        text={
            "en": "Rule 96 (cannon) and the penalties change this settlement as they say.",
            "cs": "Pravidlo 96 (dělo) a pokuty toto vyrovnání mění, jak samy stanoví.",
            "fr": (
                "La règle 96 (le canon) et les pénalités modifient ce règlement comme elles le "
                "disent."
            ),
        },
    ),
    Rule(
        id="entered",
        group="settlement",
        values={"millington": "", "american1920": "", "mcr": ""},
        notes={"mcr": "MCR: the hand's fan total, flowers included (docs/mcr.md)."},
        text={
            "en": (
                "A hand recorded at the scores depth: its value as the table worked it out (in the "
                "classical games after doubles and the limit, in MCR the fan total); it settles "
                "as any other hand."
            ),
            "cs": (
                "Ruka zapsaná jen skóre: její hodnota, jak ji spočítal stůl (v klasických hrách "
                "po zdvojeních a po limitu, v MCR součet fanů); vyrovnává se jako každá jiná ruka."
            ),
            "fr": (
                "Une main saisie au niveau des scores\u00a0: sa valeur telle que la table l'a calculée "
                "(dans les jeux classiques après doubles et limite, en MCR le total des fans)\u202f; "
                "elle se règle comme toute autre main."
            ),
        },
        detected_by=(
            "scoring.engine.classical.entered_score",
            "scoring.engine.rulesets.mcr.RULE_ENTERED",
        ),
    ),
    Rule(
        id="east",
        group="settlement",
        values={"millington": "", "american1920": ""},
        text={
            "en": (
                "East keeps the deal when East wins and when the hand is drawn; when another player "
                "wins the deal passes. An offending East loses the deal; if anyone else offended, "
                "East keeps it."
            ),
            "cs": (
                "Východ si titul ponechá, když vyhraje nebo když hra skončí nerozhodně; vyhraje-li "
                "jiný hráč, titul přechází dál. Provinilý Východ titul ztrácí; provinil-li se "
                "kdokoli jiný, Východ si titul ponechá."
            ),
            "fr": (
                "L'Est garde la donne quand il gagne et quand la main est nulle\u202f; quand un autre "
                "joueur gagne, la donne passe. Un Est fautif perd la donne\u202f; si un autre joueur a "
                "commis la faute, l'Est la garde."
            ),
        },
    ),
)
