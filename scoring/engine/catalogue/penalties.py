"""Errors and penalties: seed 001 (C1-C3) and seed 003 (A1, A2) with Harr's own rules. What C2,
C3 and A1 cost (`amounts`) is the engine's own table, penalties.base.PENALTY_AMOUNTS, which
these records show."""

from ..penalties.base import PENALTY_AMOUNTS
from .rule import Rule

RULES = (
    Rule(
        id="C1",
        group="C",
        values={"millington": ""},
        notes={
            "millington": "ClubScore's reading: a long or short hand claimed on a hand recorded tile by tile must hold more or fewer than 13 tiles; a flower kept undeclared counts as a tile held. On a drawn hand a long hand pays only when drawn-hand settlement is on, and then the full value of each other hand; beside a cannon (96) it pays nothing, the cannon bears its debt."
        },
        text={
            "en": (
                "Long hand, short hand, dirty hand. A concealed hand must hold 13 tiles before the "
                "turn and after the discard (bonus tiles and the fourth tile of each kong not "
                "counted); the winner holds 14. A player with a long, short or dirty hand cannot go "
                "mah-jong but plays on. If someone else wins, a short or dirty hand scores its "
                "correctly formed sets and bonus tiles and settles normally; a long hand scores "
                "nothing and pays the other players the full value of their hands."
            ),
            "cs": (
                "„Dlouhá ruka“ je ruka, která obsahuje vyšší než správný počet kamenů. „Krátká ruka“ "
                "je ruka, která obsahuje nižší než správný počet kamenů. Hráč, který má krátkou, "
                "dlouhou nebo špinavou ruku, nemůže v dané hře ohlásit mah-jong. Nicméně pokračuje "
                "ve hře, dobírá a zahazuje kameny a může tvořit ČOU, PONGy a KAONGy. Hráč s krátkou "
                "rukou však nemůže nárokovat odložený kámen, pokud by pak zůstal bez kamene, který "
                "by mohl sám zahodit. Pokud někdo jiný dosáhne mah-jongu, hráč s krátkou nebo "
                "špinavou rukou může získat body za své správně utvořené sady a prémiové kameny a "
                "vyrovnávat rozdíl se zbývajícími hráči. Hráč s dlouhou rukou žádné body nezíská a "
                "musí zaplatit zbývajícím hráčům plnou hodnotu jejich ruk."
            ),
            "fr": (
                "Main longue, main courte, main sale. Une main cachée doit compter 13 tuiles avant le "
                "tour et après la défausse (sans compter les tuiles bonus ni la quatrième tuile de "
                "chaque kong)\u202f; le gagnant en tient 14. Un joueur dont la main est longue, courte ou "
                "sale ne peut pas faire mah-jong mais continue de jouer. Si un autre joueur gagne, "
                "une main courte ou sale marque ses combinaisons correctement formées et ses tuiles "
                "bonus et règle normalement\u202f; une main longue ne marque rien et paie aux autres "
                "joueurs la valeur entière de leurs mains."
            ),
        },
        name={
            "en": "long, short or dirty hand",
            "cs": "dlouhá, krátká a špinavá ruka",
            "fr": "main longue, courte ou sale",
        },
        quoted=("cs",),
        detected_by=("scoring.engine.penalties.base.RULE_OF_TYPE",),
        tests=(
            "tests/engine/test_entry_depths.py::test_a_claimed_long_hand_at_the_sets_depth_is_applied_as_claimed_rule_c1",
            "tests/engine/test_entry_depths.py::test_a_claimed_long_hand_at_the_tiles_depth_reports_the_tiles_it_checked_rule_c1",
            "tests/engine/test_penalties_errors.py::test_c1_a_wrong_hand_cannot_go_mahjong",
            "tests/engine/test_penalties_errors.py::test_c1_long_hand_scores_nothing_and_pays_the_others_the_full_value_of_their_hands",
            "tests/engine/test_penalties_errors.py::test_c1_short_and_dirty_hands_score_their_correct_sets_and_settle_normally",
            "tests/engine/test_settlement_contract.py::test_96_beside_a_c1_long_hand_the_cannon_bears_the_long_hands_debt_too",
            "tests/engine/test_settlement_contract.py::test_c1_a_claimed_long_hand_of_13_tiles_is_not_applied_and_the_hand_scores_its_sets",
            "tests/engine/test_settlement_contract.py::test_c1_a_claimed_short_hand_of_13_tiles_is_not_applied",
            "tests/engine/test_settlement_contract.py::test_c1_a_flower_drawn_out_of_turn_and_kept_undeclared_makes_the_hand_long",
            "tests/engine/test_settlement_contract.py::test_c1_a_long_hand_on_a_drawn_hand_pays_nothing_when_a_drawn_hand_pays_nothing",
            "tests/engine/test_settlement_contract.py::test_c1_a_long_hand_on_a_drawn_hand_settled_pays_the_full_value_of_the_others_hands",
            "tests/engine/test_settlement_contract.py::test_c1_an_undeclared_bonus_that_is_no_bonus_tile_is_a_clear_error",
            "tests/engine/test_settlement_contract.py::test_c1_an_undeclared_flower_someone_declared_is_on_the_table_twice",
            "tests/engine/test_settlement_contract.py::test_c1_long_hand_through_the_contract",
            "tests/referee/test_explanation.py::test_long_short_and_dirty_hands_cite_rule_c1",
        ),
    ),
    Rule(
        id="C2",
        group="C",
        values={"millington": ""},
        amounts={"millington": PENALTY_AMOUNTS["C2"]},
        text={
            "en": (
                "False mah-jong. A player who declares mah-jong and cannot complete it takes the "
                "tiles back and play goes on — unless another player exposed tiles before the error "
                "was found: then the offender pays 300 to each opponent, the hand ends, and there is "
                "no other scoring or settlement. An offending East loses the deal; if anyone else "
                "offended, East keeps it. Two offenders: each pays each innocent player 150; three "
                "offenders claiming one discard: each pays the fourth 100. The players may agree a "
                "higher amount beforehand; the other penalties then rise in proportion."
            ),
            "cs": (
                "Jestliže hráč ohlásí mah-jong, který ve skutečnosti nemůže dokončit, nebo když se "
                "ukáže, že mah-jong, který vyložil, obsahuje chybnou kombinaci, kterou nemůže "
                "změnit, může si vzít kameny zpět a pokračovat ve hře. Pokud však mezitím (před "
                "objevením a oznámením chyby) některý ze zbylých hráčů odkryl svou ruku nebo její "
                "část, provinilec musí zaplatit každému ze svých soupeřů 300 bodů. Hra se tím "
                "považuje za ukončenou, žádné jiné body se neudělují a vyrovnání se neprovádí. "
                "Byl-li provinilcem Východ, ztrácí titul a předá ho dalšímu hráči. Pokud byl "
                "Východem někdo jiný, titul si ponechá. Jestliže dva hráči chybně ohlásí mah-jong a "
                "kterýkoli ze zbylých hráčů kvůli tomu odkryje část své ruky před zjištěním a "
                "oznámením chyby, každý z provinilců zaplatí každému z poškozených 150 bodů. "
                "Obdobně, když tři hráči chybně ohlásí mah-jong při nárokování téhož zahozeného "
                "kamene a čtvrtý hráč kvůli tomu odkryje část své ruky před zjištěním a oznámením "
                "chyby, každý z provinilců mu zaplatí pokutu 100 bodů."
            ),
            "fr": (
                "Faux mah-jong. Un joueur qui annonce mah-jong sans pouvoir le compléter reprend ses "
                "tuiles et le jeu continue — sauf si un autre joueur a exposé des tuiles avant que "
                "l'erreur soit découverte\u00a0: le fautif paie alors 300 à chaque adversaire, la main se "
                "termine, sans autre décompte ni règlement. Un Est fautif perd la donne\u202f; si un autre "
                "joueur a commis la faute, l'Est la garde. Deux fautifs\u00a0: chacun paie 150 à chaque "
                "joueur innocent\u202f; trois fautifs réclamant la même défausse\u00a0: chacun paie 100 au "
                "quatrième. Les joueurs peuvent convenir d'avance d'un montant plus élevé\u202f; les "
                "autres pénalités augmentent alors dans la même proportion."
            ),
        },
        name={
            "en": "false mah-jong",
            "cs": "falešný mah-jong",
            "fr": "faux mah-jong",
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.penalties.base.RULE_OF_TYPE",
            "scoring.engine.penalties.errors.assess_false_mahjongs",
        ),
        tests=(
            "tests/browser/test_referee_pages.py::test_the_false_mahjong_hand_shows_rule_c2",
            "tests/engine/test_entry_depths.py::test_a_false_mahjong_at_the_scores_depth_is_checked_as_at_the_tiles_depth_rule_c2",
            "tests/engine/test_penalties_errors.py::test_c2_a_false_mahjong_that_ended_the_hand_cannot_have_a_winner",
            "tests/engine/test_penalties_errors.py::test_c2_false_mahjong_by_east_loses_the_deal",
            "tests/engine/test_penalties_errors.py::test_c2_no_penalty_when_nobody_exposed_tiles_and_play_goes_on",
            "tests/engine/test_penalties_errors.py::test_c2_penalties_raised_to_the_limit_scale_in_proportion",
            "tests/engine/test_penalties_errors.py::test_c2_the_same_offender_twice_is_an_error",
            "tests/engine/test_penalties_errors.py::test_c2_three_offenders_each_pay_the_fourth_100",
            "tests/engine/test_penalties_errors.py::test_c2_two_offenders_each_pay_each_innocent_player_150",
            "tests/engine/test_penalties_errors.py::test_example_05_false_mahjong_by_south_pays_300_to_each_and_east_keeps_the_deal_c2",
            "tests/engine/test_rotation.py::test_c2_penalty_ending_by_south_keeps_east_dealing_example_05",
            "tests/referee/test_explanation.py::test_false_mahjong_explains_rule_c2_and_the_300_to_each_opponent",
        ),
    ),
    Rule(
        id="C3",
        group="C",
        values={"millington": ""},
        amounts={"millington": PENALTY_AMOUNTS["C3"]},
        text={
            "en": (
                "Misnamed discard. The tile laid down is the discard; no penalty if corrected before "
                "a claim or the next discard. Claimed as named for a chow: the offender pays the "
                "claimant 50; for a pung or kong: 100; play continues — but only if the claimant "
                "shows the tiles that would have made the set. Claimed for mah-jong (and the "
                "claimant proves it): the offender pays each opponent 300, the hand ends, an "
                "offending East loses the deal. If the claim turns out false and someone exposes "
                "tiles: discarder and claimant each pay the other two 150 and the hand ends. Claims "
                "for a chow and a pung at once: the offender pays both; if one claim was for "
                "mah-jong, the penalty per player is capped at 300."
            ),
            "cs": (
                "Jestliže hráč při zahazování kamene oznámí jméno jiného kamene, než jaký odložil na "
                "stůl, má se za to, že odkládá kámen, který položil na stůl. Provinilec není nijak "
                "potrestán, pokud se sám opraví nebo ho opraví jiný hráč dříve, než některý hráč "
                "nárokoval oznámený kámen za jakýmkoli účelem nebo než další hráč zahodil kámen. "
                "Jestliže hráč chybně pojmenoval odložený kámen a následující hráč nárokoval "
                "oznámený kámen pro ČOU, provinilec musí nárokujícímu hráči zaplatit pokutu 50 bodů "
                "a hra normálně pokračuje. Přihlášený hráč však musí ukázat kameny, které by spolu s "
                "oznámeným kamenem utvořily ČOU. Pokud to nemůže nebo nechce udělat, provinilec "
                "žádnou pokutu neplatí. Jestliže hráč chybně pojmenoval odložený kámen a některý "
                "hráč nárokoval oznámený kámen pro PONG nebo KAONG, provinilec musí nárokujícímu "
                "hráči zaplatit pokutu 100 bodů a hra normálně pokračuje. Přihlášený hráč však musí "
                "ukázat kameny, které by spolu s oznámeným kamenem utvořily PONG, resp. KAONG. Pokud "
                "to nemůže nebo nechce udělat, provinilec žádnou pokutu neplatí. Jestliže hráč "
                "chybně pojmenoval odložený kámen a některý hráč nárokoval oznámený kámen pro "
                "mah-jong, provinilec musí každému soupeři zaplatit pokutu 300 bodů a hra končí bez "
                "dalšího bodování nebo vyrovnání. Pokud zahazující hráč byl Východ, ztrácí titul, "
                "jinak titul Východu zůstává jeho držiteli. Přihlášený hráč však musí ukázat své "
                "kameny a dokázat tak, že by s pomocí oznámeného kamene dokončil mah-jong. Jestliže "
                "po chybném pojmenování odloženého kamene někdo chybně ohlásí mah-jong (tj. oznámený "
                "kámen by neudělal z jeho ruky mah-jong), hra může pokračovat, pokud si přihlášený "
                "hráč všimne své chyby a zruší svůj požadavek dříve, než kdokoli z jeho soupeřů "
                "vyloží část své ruky. Pokud však někdo odkryje část své ruky, zahazující i "
                "nárokující hráč zaplatí zbývajícím dvěma po 150 bodech. Hra se považuje za "
                "ukončenou bez dalšího bodování nebo vyrovnání. Pokud jeden z provinilých hráčů byl "
                "Východ, ztrácí tento titul, jinak titul Východu zůstává jeho držiteli. Jestliže "
                "hráč chybně pojmenoval zahozený kámen a dva hráči se přihlásili o kámen, jehož "
                "jméno zahazující hráč vyslovil, jeden pro ČOU a druhý pro PONG nebo KAONG, "
                "zahazující hráč musí zaplatit oběma podle výše uvedených pravidel. Pokud jeden z "
                "hráčů požadoval oznámený kámen pro mah-jong, je pokuta zaplacená každému hráči "
                "shora omezená 300 body."
            ),
            "fr": (
                "Défausse mal annoncée. La tuile posée est la défausse\u202f; aucune pénalité si l'erreur "
                "est corrigée avant une prise ou la défausse suivante. Prise telle qu'annoncée pour "
                "un chow\u00a0: le fautif paie 50 à celui qui l'a prise\u202f; pour un pung ou un kong\u00a0: 100\u202f; "
                "le jeu continue — mais seulement si le preneur montre les tuiles qui auraient formé "
                "la combinaison. Prise pour mah-jong (et le preneur le prouve)\u00a0: le fautif paie 300 à "
                "chaque adversaire, la main se termine, un Est fautif perd la donne. Si la prise se "
                "révèle fausse et que quelqu'un a exposé des tuiles\u00a0: le joueur qui a défaussé et le "
                "preneur paient chacun 150 aux deux autres et la main se termine. Prises simultanées "
                "pour un chow et un pung\u00a0: le fautif paie les deux\u202f; si l'une des prises était pour "
                "mah-jong, la pénalité par joueur est plafonnée à 300."
            ),
        },
        name={
            "en": "misnamed discard",
            "cs": "chybné pojmenování zahozeného kamene",
            "fr": "défausse mal annoncée",
        },
        quoted=("cs",),
        detected_by=(
            "scoring.engine.penalties.base.RULE_OF_TYPE",
            "scoring.engine.penalties.errors.assess_misnamed_discards",
        ),
        tests=(
            "tests/engine/test_penalties_errors.py::test_c3_a_false_mahjong_claim_on_the_misnamed_tile_costs_both_150_to_the_other_two",
            "tests/engine/test_penalties_errors.py::test_c3_an_offending_east_loses_the_deal",
            "tests/engine/test_penalties_errors.py::test_c3_claimed_for_a_pung_costs_100_but_only_if_the_claimant_shows_the_tiles",
            "tests/engine/test_penalties_errors.py::test_c3_claimed_for_mahjong_costs_300_to_each_and_ends_the_hand",
            "tests/engine/test_penalties_errors.py::test_c3_misnamed_discard_claimed_for_a_chow_costs_50_on_top_of_the_settlement",
            "tests/engine/test_penalties_errors.py::test_c3_only_the_next_player_can_claim_a_chow",
            "tests/engine/test_penalties_errors.py::test_c3_penalties_scale_with_the_false_mahjong_penalty",
            "tests/engine/test_penalties_errors.py::test_c3_two_claimants_for_a_chow_and_a_pung_are_both_paid",
            "tests/engine/test_penalties_errors.py::test_c3_with_a_mahjong_claim_the_penalty_per_player_is_capped_at_300",
        ),
    ),
    Rule(
        id="A1",
        group="A",
        values={"american1920": ""},
        amounts={"american1920": PENALTY_AMOUNTS["A1"]},
        text={
            "en": (
                "Declaring mah-jong with an incomplete hand: the offender pays each other player "
                "half the limit; East receives or pays the full limit."
            ),
            "cs": (
                "Ohlásí-li hráč mah-jong s neúplnou rukou, zaplatí každému ze tří ostatních hráčů "
                "polovinu limitu; Východ dostává nebo platí celý limit."
            ),
            "fr": (
                "Annoncer mah-jong avec une main incomplète\u00a0: le fautif paie à chaque autre joueur la "
                "moitié de la limite\u202f; l'Est reçoit ou paie la limite entière."
            ),
        },
        name={
            "en": "false mah-jong",
            "cs": "falešný mah-jong",
            "fr": "faux mah-jong",
        },
        detected_by=(
            "scoring.engine.penalties.base.rule_id",
            "scoring.engine.penalties.errors.assess_false_mahjongs",
        ),
        tests=(
            "tests/engine/test_american1920.py::test_a1_half_the_limit_follows_the_limit_option",
            "tests/engine/test_american1920.py::test_a1_through_the_contract_half_the_limit_to_each_the_full_limit_to_east",
            "tests/engine/test_american_penalties.py::test_a1_east_declaring_a_false_mahjong_pays_each_player_the_full_limit",
            "tests/engine/test_american_penalties.py::test_a1_false_mahjong_pays_each_player_half_the_limit_and_east_the_full_limit",
        ),
    ),
    Rule(
        id="A2",
        group="A",
        values={"american1920": ""},
        text={
            "en": (
                '"Pay for all": the discarder of the winning tile bears the entire losses of all '
                "other players if the winner had exposed, at the time of the discard: (1) nine or "
                "more tiles of one suit and the discard gives an all-one-suit win; (2) nine or more "
                "heads and the win is all heads; (3) two dragon sets and the discard gives the third "
                "dragon set; (4) three different wind sets and the discard of the fourth wind gives "
                "the win. Exceptions: the discarder had two complete doubling honours and was "
                "waiting for the winning tile, or was waiting for it with more than two doubling "
                "honours; a discarder with no choice is not penalised. When the penalty applies, all "
                "scores except the winner's are cancelled."
            ),
            "cs": (
                "„Platí za všechny“: hráč, který zahodil vítězný kámen, nese celé ztráty všech "
                "ostatních hráčů, pokud měl vítěz v okamžiku zahození vyloženo: (1) devět či více "
                "kamenů jedné řady a zahozený kámen dává vítěznou ruku jediné řady; (2) devět či "
                "více „hlav“ a výhra je ze samých hlav; (3) dvě sady draků a zahozený kámen dává "
                "třetí sadu draků; (4) tři různé sady větrů a zahozený čtvrtý vítr dává výhru. "
                "Výjimky: zahazující měl dvě úplná zdvojující čestná a čekal na vítězný kámen, nebo "
                "na něj čekal s více než dvěma zdvojujícími čestnými; hráč, který neměl na výběr, "
                "není pokutován. Je-li pokuta uložena, ruší se všechna skóre kromě vítězova."
            ),
            "fr": (
                "«\u00a0Payer pour tous\u00a0»\u00a0: le joueur qui a jeté la tuile gagnante supporte à lui seul les "
                "pertes de tous les autres joueurs si, au moment de la défausse, le gagnant avait "
                "exposé\u00a0: (1) neuf tuiles ou plus d'une même famille et la défausse donne une main "
                "gagnante d'une seule famille\u202f; (2) neuf têtes ou plus et la main gagnante est toute "
                "en têtes\u202f; (3) deux combinaisons de dragons et la défausse donne la troisième\u202f; (4) "
                "trois combinaisons de vents différents et la défausse du quatrième vent donne la "
                "victoire. Exceptions\u00a0: le joueur qui a défaussé avait deux honneurs doublants "
                "complets et attendait la tuile gagnante, ou l'attendait avec plus de deux honneurs "
                "doublants\u202f; un joueur qui n'avait pas le choix n'est pas pénalisé. Quand la pénalité "
                "s'applique, tous les scores sauf celui du gagnant sont annulés."
            ),
        },
        name={
            "en": "pay for all",
            "cs": "platí za všechny",
            "fr": "payer pour tous",
        },
        detected_by=(
            "scoring.engine.penalties.assess",
            "scoring.engine.penalties.american.assess_pay_for_all",
            "scoring.engine.penalties.base.RULE_OF_TYPE",
        ),
        tests=(
            "tests/engine/test_american1920.py::test_a2_through_the_contract_south_pays_for_all",
            "tests/engine/test_american_penalties.py::test_a2_condition_1_nine_tiles_of_one_suit_exposed_and_an_all_one_suit_win",
            "tests/engine/test_american_penalties.py::test_a2_condition_2_nine_heads_exposed_and_a_win_of_heads_only",
            "tests/engine/test_american_penalties.py::test_a2_condition_3_the_third_dragon_discarded_to_two_exposed_dragon_sets_pays_for_all",
            "tests/engine/test_american_penalties.py::test_a2_condition_4_the_fourth_wind_discarded_to_three_exposed_wind_sets",
            "tests/engine/test_american_penalties.py::test_a2_exceptions_doubling_honours_and_no_choice_excuse_the_discarder",
            "tests/engine/test_american_penalties.py::test_a2_harr_example_3_a_discard_to_the_other_pair_is_not_penalised",
            "tests/engine/test_american_penalties.py::test_a2_harr_example_4_a_discard_to_the_other_pair_is_not_penalised",
            "tests/engine/test_american_penalties.py::test_a2_only_the_exposures_at_the_time_of_the_discard_count",
            "tests/engine/test_american_penalties.py::test_payments_always_sum_to_zero_under_a2",
            "tests/engine/test_entry_depths.py::test_pay_for_all_at_the_scores_depth_is_applied_as_claimed_rule_a2",
            "tests/referee/test_explanation.py::test_pay_for_all_under_the_1920s_rules_explains_rule_a2",
        ),
    ),
    Rule(
        id="dead-hand",
        group="A",
        values={"american1920": ""},
        text={
            "en": (
                "A hand with more or fewer than the correct number of tiles is a dead hand: it "
                "scores nothing, its holder pays the winner and each other player his total "
                "score, and no player pays the dead hand (Babcock, Rules for Mah-Jongg, 1923, "
                'ch. III, "Dead Hand"; seed 003 gives only Harr\'s two penalties, A1 and A2).'
            ),
            "cs": (
                "Ruka s více či méně kameny, než má mít, je mrtvá: nezíská nic, její držitel "
                "platí vítězi i každému dalšímu hráči jeho celkové skóre a mrtvé ruce nikdo "
                "neplatí (Babcock, Rules for Mah-Jongg, 1923, kap. III, „Dead Hand“; seed 003 "
                "uvádí jen dvě Harrovy pokuty, A1 a A2)."
            ),
            "fr": (
                "Une main qui compte plus ou moins de tuiles qu'il ne faut est une main morte\u00a0: elle "
                "ne marque rien, son détenteur paie au gagnant et à chaque autre joueur son score "
                "total, et personne ne paie la main morte (Babcock, Rules for Mah-Jongg, 1923, chap. "
                "III, «\u00a0Dead Hand\u00a0»\u202f; le seed 003 ne donne que les deux pénalités de Harr, A1 et A2)."
            ),
        },
        name={
            "en": "dead hand",
            "cs": "mrtvá ruka",
            "fr": "main morte",
        },
        detected_by=(
            "scoring.engine.penalties.base.rule_id",
            "scoring.engine.settlement.settle",
        ),
        tests=(
            "tests/engine/test_american_penalties.py::test_a_dead_hand_scores_nothing_and_pays_all",
        ),
    ),
)
