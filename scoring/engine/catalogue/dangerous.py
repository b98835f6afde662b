"""Dangerous discards, rules 90-96 of seed 000."""

from .rule import Rule

RULES = (
    Rule(
        id="90",
        group="90",
        values={"millington": ""},
        text={
            "en": "A discard is dangerous — the discarder pays a penalty if it is used — when:",
            "cs": (
                "Za jistých níže definovaných okolnosti je svoboda hráče omezena: pokud by hráč "
                "zahodil nebezpečný kámen, musel by zaplatit pokutu. Nebezpečnost je definována "
                "následovně:"
            ),
            "fr": (
                "Une défausse est dangereuse — le joueur qui l'a jetée paie une pénalité si elle sert "
                "— quand\u00a0:"
            ),
        },
        quoted=("cs",),
    ),
    Rule(
        id="90a",
        group="90",
        values={"millington": ""},
        text={
            "en": (
                "Someone has exposed or declared three sets all of one suit: any tile of that suit "
                "that enables (now or later) a pure-suit hand is dangerous."
            ),
            "cs": (
                "Jestliže někdo vyložil nebo ohlásil tři sady složené výhradně z kamenů jedné řady, "
                "odhozeni kteréhokoli kamene této řady, které mu umožni (hned nebo později) I "
                "vytvořit “Čistou řadu”, je nebezpečné."
            ),
            "fr": (
                "Un joueur a exposé ou déclaré trois combinaisons d'une même famille\u00a0: toute tuile de "
                "cette famille qui permet (tout de suite ou plus tard) une main pure est dangereuse."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.penalties.base.DANGER_RULES",
            "scoring.engine.penalties.dangerous.DANGERS",
        ),
        tests=(
            "tests/engine/test_penalties_dangerous.py::test_90a_any_tile_of_the_suit_to_three_exposed_sets_of_one_suit",
        ),
    ),
    Rule(
        id="90b",
        group="90",
        values={"millington": ""},
        text={
            "en": (
                "Someone has exposed or declared three wind sets: a tile of the fourth wind that "
                "enables Four Blessings Hovering over the Door, or a mah-jong with little four joys, "
                "is dangerous."
            ),
            "cs": (
                "Jestliže někdo vyložil nebo ohlásil tři sady větrů, odhození kteréhokoli kamene se "
                "čtvrtým větrem, které mu umožní (hned nebo později) vytvořit “Čtvero požehnáni "
                "vznášejících se nade dveřmi” nebo mahjong obsahující “Čtvero malých radostí”, je "
                "nebezpečné."
            ),
            "fr": (
                "Un joueur a exposé ou déclaré trois combinaisons de vents\u00a0: une tuile du quatrième "
                "vent qui permet les Quatre bénédictions planant sur la porte, ou un mah-jong avec "
                "quatre petites joies, est dangereuse."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.penalties.base.DANGER_RULES",
            "scoring.engine.penalties.dangerous.DANGERS",
        ),
        tests=(
            "tests/engine/test_penalties_dangerous.py::test_90b_the_fourth_wind_to_three_exposed_wind_sets",
        ),
    ),
    Rule(
        id="90c",
        group="90",
        values={"millington": ""},
        text={
            "en": (
                "Someone has exposed or declared two dragon sets: a tile of the third dragon that "
                "enables Three Great Scholars, or a mah-jong with little or big three dragons, is "
                "dangerous."
            ),
            "cs": (
                "Jestliže někdo vyložil nebo ohlásil dvě sady draků, odhozeni kteréhokoli kamene se "
                "třetím drakem, které mu umožni (hned nebo později) vytvořit “Tři velké myslitele” "
                "nebo mahjong obsahující “Tři malé draky” nebo “Tři velké draky”, je nebezpečné."
            ),
            "fr": (
                "Un joueur a exposé ou déclaré deux combinaisons de dragons\u00a0: une tuile du troisième "
                "dragon qui permet les Trois grands lettrés, ou un mah-jong avec trois petits ou "
                "trois grands dragons, est dangereuse."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.penalties.base.DANGER_RULES",
            "scoring.engine.penalties.dangerous.DANGERS",
        ),
        tests=(
            "tests/engine/test_entry_depths.py::test_a_dangerous_discard_at_the_sets_depth_is_checked_from_the_winners_hand_rule_90c",
            "tests/engine/test_penalties_dangerous.py::test_90c_a_safe_tile_to_the_pair_is_not_dangerous_and_settlement_stays_normal",
            "tests/engine/test_penalties_dangerous.py::test_90c_names_only_the_dragon_sets_among_the_exposed_sets",
            "tests/engine/test_penalties_dangerous.py::test_90c_third_dragon_discarded_to_two_exposed_dragon_sets_and_96_cannon_pays_for_all",
            "tests/engine/test_settlement_contract.py::test_90c_and_96_through_the_contract",
        ),
    ),
    Rule(
        id="90d",
        group="90",
        values={"millington": ""},
        text={
            "en": (
                "Someone has exposed or declared three honour sets: any honour tile enabling All "
                "Symbols is dangerous."
            ),
            "cs": (
                "Jestliže někdo vyložil nebo ohlásil tři sady zvláštních kamenů, odhozeni "
                "kteréhokoli zvláštního kamene, které mu umožni (hned nebo později) vytvořit "
                "“Všechny symboly”, je nebezpečné."
            ),
            "fr": (
                "Un joueur a exposé ou déclaré trois combinaisons d'honneurs\u00a0: toute tuile d'honneur "
                "qui permet Tous symboles est dangereuse."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.penalties.base.DANGER_RULES",
            "scoring.engine.penalties.dangerous.DANGERS",
        ),
        tests=(
            "tests/engine/test_penalties_dangerous.py::test_90d_any_honour_to_three_exposed_honour_sets_for_all_symbols",
        ),
    ),
    Rule(
        id="90e",
        group="90",
        values={"millington": ""},
        text={
            "en": (
                "Someone has exposed or declared three all-green sets: any green tile enabling "
                "Imperial Jade is dangerous."
            ),
            "cs": (
                "Jestliže někdo vyložil nebo ohlásil tři sady “celozelených” kamenů, odhozeni "
                "kteréhokoli celo zeleného kamene, které mu umožní (hned nebo později) vytvořit "
                "“Císařský nefrit”, je nebezpečné."
            ),
            "fr": (
                "Un joueur a exposé ou déclaré trois combinaisons entièrement vertes\u00a0: toute tuile "
                "verte qui permet le Jade impérial est dangereuse."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.penalties.base.DANGER_RULES",
            "scoring.engine.penalties.dangerous.DANGERS",
        ),
        tests=(
            "tests/engine/test_penalties_dangerous.py::test_90e_a_green_tile_to_three_exposed_green_sets",
            "tests/engine/test_penalties_dangerous.py::test_91_for_90e_a_chow_counts_only_once_its_tiles_lie_on_the_table",
        ),
    ),
    Rule(
        id="90f",
        group="90",
        values={"millington": ""},
        text={
            "en": (
                "Someone has exposed or declared three sets of ones or nines: any terminal enabling "
                "Heads and Tails is dangerous."
            ),
            "cs": (
                "Jestliže někdo vyložil nebo ohlásil tři sady jedniček nebo devitek, odhozeni "
                "kterékoli jedničky nebo devítky, které mu umožni (hned nebo později) vytvořit "
                "“Hlavy a ocasy”, je nebezpečné."
            ),
            "fr": (
                "Un joueur a exposé ou déclaré trois combinaisons de uns ou de neufs\u00a0: toute tuile "
                "terminale qui permet Têtes et queues est dangereuse."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.penalties.base.DANGER_RULES",
            "scoring.engine.penalties.dangerous.DANGERS",
        ),
        tests=(
            "tests/engine/test_penalties_dangerous.py::test_90f_a_terminal_to_three_exposed_sets_of_ones_and_nines",
            "tests/engine/test_penalties_dangerous.py::test_90f_names_only_the_sets_of_ones_and_nines_among_the_exposed_sets",
        ),
    ),
    Rule(
        id="90g",
        group="90",
        values={"millington": ""},
        text={
            "en": (
                "Four or fewer tiles remain in the wall: any tile of which no copy is yet visible "
                "(among the discards or in exposed sets) that lets any player go mah-jong (now or "
                "later) is dangerous."
            ),
            "cs": (
                "Jestliže ve zdi zbývá čtyři nebo méně kamenů, odhozeni kteréhokoli kamene, od "
                "kterého ještě není alespoň jeden exemplář na stole (mezi zahozenými kameny nebo ve "
                "vyložených sadách), které umožni některému hráči (hned nebo později) vytvořit "
                "mahjong, je nebezpečné."
            ),
            "fr": (
                "Il reste quatre tuiles ou moins dans le mur\u00a0: toute tuile dont aucun exemplaire "
                "n'est encore visible (parmi les défausses ou dans les combinaisons exposées) et qui "
                "permet à un joueur de faire mah-jong (tout de suite ou plus tard) est dangereuse."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.penalties.base.DANGER_RULES",),
        tests=(
            "tests/engine/test_penalties_dangerous.py::test_90g_an_unseen_tile_with_four_or_fewer_tiles_in_the_wall",
            "tests/engine/test_penalties_dangerous.py::test_90g_with_five_tiles_in_the_wall_is_not_dangerous",
            "tests/engine/test_settlement_contract.py::test_90g_a_claimed_unseen_tile_with_a_copy_in_an_exposed_set_is_not_dangerous",
            "tests/engine/test_settlement_contract.py::test_90g_with_no_copy_in_sight_the_late_discard_is_a_cannon",
        ),
    ),
    Rule(
        id="91",
        group="90",
        values={"millington": ""},
        text={
            "en": (
                "For rule 90 a pung or kong counts as exposed from the moment it is called (unless "
                "the claim is withdrawn). For 90a a chow counts from its call; for 90e only once all "
                "three tiles lie on the table."
            ),
            "cs": (
                "Pro účely pravidla 90 se pong a kong považuji za vyložené od okamžiku, kdy hráč "
                "prohlásí “pong”, resp. “kong” (pokud později svůj požadavek neodvolá). Pro účely "
                "pravidla 90a se čou považuje za vyložené od okamžiku, kdy hráč prohlási “čou” "
                "(pokud později svůj požadavek neodvolá), ale pro účely pravidla 90e se čou považuje "
                "za vyložené, až když všechny tři kameny lež i na stole."
            ),
            "fr": (
                "Pour la règle 90, un pung ou un kong compte comme exposé dès qu'il est annoncé (sauf "
                "si la prise est retirée). Pour 90a, un chow compte dès son annonce\u202f; pour 90e, "
                "seulement quand ses trois tuiles sont posées sur la table."
            ),
        },
        quoted=("cs",),
        tests=(
            "tests/engine/test_penalties_dangerous.py::test_91_for_90e_a_chow_counts_only_once_its_tiles_lie_on_the_table",
            "tests/engine/test_penalties_dangerous.py::test_91_only_the_sets_exposed_when_the_tile_was_discarded_count",
        ),
    ),
    Rule(
        id="92",
        group="90",
        values={"millington": ""},
        text={
            "en": (
                "A dangerous discard is penalised only if the dangerous player claims it for "
                "mah-jong, or claims it for a pung or chow and later completes the mah-jong by "
                "drawing or by claiming a safe discard. A claim for a kong does not complete the "
                "hand and is not penalised."
            ),
            "cs": (
                "Zahozeni nebezpečného kamene není pokutováno, pokud není nárokován hráčem, který má "
                "vyloženy či hlášeny výše uvedené kombinace (nebezpečný hráč), nebo pokud jím není "
                "využit k vytvoření výše uvedených kombinací. Zahození je pokutováno, jestliže "
                "nebezpečný hráč si kámen vyžádá pro mahjong, nebo když si ho vyžádá pro pong či čou "
                "a mahjong později dokončí dobráním ze zdi nebo nárokováním bezpečného zahozeného "
                "kamene. Jeli zahozený kámen vyžádán pro kong, nedojde tím k dokončení ruky, a "
                "zahození tedy není pokutováno."
            ),
            "fr": (
                "Une défausse dangereuse n'est pénalisée que si le joueur dangereux la prend pour "
                "faire mah-jong, ou la prend pour un pung ou un chow et complète ensuite le mah-jong "
                "en piochant ou en prenant une défausse sans danger. Une prise pour un kong ne "
                "complète pas la main et n'est pas pénalisée."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.penalties.dangerous._used_for",
            "scoring.engine.penalties.dangerous._dangerous_discard_as_claimed",
        ),
        tests=(
            "tests/engine/test_entry_depths.py::test_a_dangerous_discard_claim_on_another_players_discard_fails_at_the_scores_depth_rule_92",
            "tests/engine/test_penalties_dangerous.py::test_92_a_dangerous_tile_claimed_for_a_kong_is_not_penalised",
            "tests/engine/test_penalties_dangerous.py::test_92_claimed_for_a_pung_and_the_hand_completed_later_by_a_draw_is_penalised",
        ),
    ),
    Rule(
        id="93",
        group="90",
        values={"millington": ""},
        text={
            "en": (
                "If the dangerous player claims one dangerous tile for a pung or chow and completes "
                "the hand with a second dangerous discard, only the second discarder is penalised."
            ),
            "cs": (
                "Jestliže se nebezpečný hráč přihlásí o nebezpečný kámen pro pong nebo čou a jednu z "
                "uvedených kombinací posléze dokončí nárokováním dalšího nebezpečně zahozeného "
                "kamene, pokutován je pouze druhý nebezpečný kámen, první je zproštěn odpovědnosti."
            ),
            "fr": (
                "Si le joueur dangereux prend une tuile dangereuse pour un pung ou un chow et "
                "complète sa main sur une seconde défausse dangereuse, seul le second joueur à "
                "l'avoir jetée est pénalisé."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.penalties.dangerous.assess_dangerous_discards",),
        tests=(
            "tests/engine/test_penalties_dangerous.py::test_93_only_the_second_dangerous_discarder_pays",
        ),
    ),
    Rule(
        id="94",
        group="90",
        values={"millington": ""},
        text={
            "en": (
                "A tile drawn and added to an exposed pung, robbed by the dangerous player to "
                "complete such a hand, is penalised as if it had been discarded."
            ),
            "cs": (
                "Jestliže si hráč dobere ze zdi nebezpečný kámen a přiloží ho ke svému vyloženému "
                "pongu, a jestliže mu nebezpečný hráč takto vzniklý kong uloupí a vytvoří tak jednu "
                "z uvedených kombinací, nebezpečný kámen je pokutován stejně, jako kdyby byl zahozen."
            ),
            "fr": (
                "Une tuile piochée puis ajoutée à un pung exposé, que le joueur dangereux vole pour "
                "compléter une telle main, est pénalisée comme si elle avait été défaussée."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.penalties.dangerous._used_for",
            "scoring.engine.penalties.dangerous._dangerous_discard_as_claimed",
        ),
        tests=(
            "tests/engine/test_penalties_dangerous.py::test_94_a_robbed_kong_tile_is_penalised_as_if_discarded",
        ),
    ),
    Rule(
        id="95",
        group="90",
        values={"millington": ""},
        text={
            "en": (
                '"I had no choice": a player holding only dangerous tiles after drawing may show the '
                "hand at once (before the next draw or claim) and is then not penalised. Not "
                "available after claiming a discard for a pung or chow (it is after a kong claim)."
            ),
            "cs": (
                "Pokud ale hráč po dobrání ze zdi zjistí, že má v ruce pouze nebezpečné kameny, a "
                "pokud jím zahozený kámen je vyžádán nebezpečným hráčem a pomůže mu vytvořit (hned "
                "nebo později) jednu z uvedených kombinací, provinilec může ukázat své kameny a "
                "oznámit “neměl jsem na výběr”. V tom případě za zahození nebezpečného kamene není "
                "pokutován. Pokud se však hráč do této situace dostal po nárokování zahozeného "
                "kamene pro pong či čou (ne pro kong) , nemůže se obhajovat “nemám na výběr”, a "
                "pokud je jím zahozený kámen využit, postih ho nemine. Hráč, který nemá na výběr, "
                "musí ukázat své kameny ihned, ještě před tím, než si příště dobere ze zdi (ať už "
                "živé, nebo mrtvé) nebo než se přihlásí o zahozený kámen. Po předvedení si je vezme "
                "zpět do skryté ruky. Pokud v takové situaci nechce ukázat své kameny, nemůže říct, "
                "že nemá na výběr, a v případě využití nebezpečně zahozeného kamene bude pokutován."
            ),
            "fr": (
                "«\u00a0Je n'avais pas le choix\u00a0»\u00a0: un joueur qui, après avoir pioché, ne tient plus que "
                "des tuiles dangereuses peut montrer aussitôt sa main (avant la pioche ou la prise "
                "suivante)\u202f; il n'est alors pas pénalisé. Ce recours n'existe pas après la prise "
                "d'une défausse pour un pung ou un chow (il existe après la prise pour un kong)."
            ),
        },
        quoted=("cs",),
        detected_by=("scoring.engine.penalties.dangerous._no_choice_plea",),
        tests=(
            "tests/engine/test_penalties_dangerous.py::test_95_no_choice_excuses_the_discarder",
            "tests/engine/test_penalties_dangerous.py::test_95_no_choice_is_not_available_after_claiming_for_a_pung",
        ),
    ),
    Rule(
        id="96",
        group="90",
        values={"millington": ""},
        notes={
            "millington": "ClubScore's reading: beside a long hand (C1) the cannon bears the long hand's debt to the winner too, and the long hand pays the other losers nothing - rule 96 allows no other settlement among the losers."
        },
        text={
            "en": (
                'The penalised player "let off a cannon": after paying his own debt to the winner he '
                "also pays what the other two losers owe the winner. No other scoring or settlement "
                "among the losers takes place."
            ),
            "cs": (
                "O hráči, který podle výše uvedených pravidel poskytl nebezpečnému hráči nebezpečný "
                "kámen, se říká, že “spustil dělo”. Jako pokutu musí po vyrovnání svých případných "
                "dluhů vůči vítězi proplatit oběma dalším poraženým to, co mají zaplati vítězi oni. "
                "Žádné další bodování nebo vyrovnání mezi poraženými už se neprovádí."
            ),
            "fr": (
                "Le joueur pénalisé «\u00a0a tiré le canon\u00a0»\u00a0: après avoir payé sa propre dette au "
                "gagnant, il paie aussi ce que les deux autres perdants doivent au gagnant. Il n'y a "
                "ni autre décompte ni règlement entre les perdants."
            ),
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.penalties.assess",
            "scoring.engine.penalties.base.RULE_OF_TYPE",
            "scoring.engine.penalties.dangerous._dangerous_discard",
        ),
        tests=(
            "tests/browser/test_referee_pages.py::test_the_cannon_hand_explains_rule_96_and_previews_a_self_drawn_win",
            "tests/engine/test_entry_depths.py::test_a_dangerous_discard_at_the_scores_depth_is_applied_as_claimed_rule_96",
            "tests/engine/test_penalties_dangerous.py::test_90c_third_dragon_discarded_to_two_exposed_dragon_sets_and_96_cannon_pays_for_all",
            "tests/engine/test_penalties_dangerous.py::test_96_east_as_the_cannon_pays_double_for_himself",
            "tests/engine/test_penalties_dangerous.py::test_96_the_cannon_pays_every_losers_debt_and_nobody_else_pays_for_any_scores",
            "tests/engine/test_penalties_liability.py::test_96_the_cannon_pays_what_the_other_losers_owe_the_winner",
            "tests/engine/test_settlement_contract.py::test_90c_and_96_through_the_contract",
            "tests/engine/test_settlement_contract.py::test_96_beside_a_c1_long_hand_the_cannon_bears_the_long_hands_debt_too",
            "tests/referee/test_catalogue.py::test_the_czech_of_114b_and_96_are_the_seeds_own_sentences",
        ),
    ),
)
