"""Riichi: the responsibility payments of seed 004 (R1-R9, quoted in French) and the game around a hand."""

from .rule import Rule

RULES = (
    Rule(
        id="R",
        group="R",
        values={"riichi": ""},
        text={
            "en": "A risky discard makes its discarder responsible (pao) in these situations:",
            "cs": "Riskantní odhoz činí zahazujícího odpovědným (pao) v těchto situacích:",
            "fr": (
                "Dans certains cas précis, le fait de délibérément défausser une tuile "
                "potentiellement risquée peut être puni. Les tuiles sont dîtes risquées puisqu’elles "
                "aideraient potentiellement l’achèvement d’une main de grande valeur (Yakuman). "
                "Voici les circonstances où les défausses sont considérées trop risquées:"
            ),
        },
        quoted=("fr",),
    ),
    Rule(
        id="R1",
        group="R",
        values={"riichi": ""},
        text={
            "en": (
                "The dangerous player has exposed two dragon pon/kan and the third dragon, discarded "
                "and called, completes Daisangen."
            ),
            "cs": (
                "Nebezpečný hráč vyložil dva pony/kany draků a zahozený a vyvolaný třetí drak "
                "dokončí Daisangen."
            ),
            "fr": (
                "Un joueur a exposé deux pon/kan de dragons et attend une tuile du troisième dragon "
                "laquelle est défaussée et appelée, complétant ainsi un Daisangen (Yakuman)."
            ),
        },
        quoted=("fr",),
        detected_by=(
            "scoring.engine.riichi.pao.RULE_IDS",
            "scoring.engine.riichi.pao.SITUATIONS",
        ),
        tests=(
            "tests/engine/test_riichi_pao.py::test_r1_on_a_ron_the_honba_are_paid_by_the_discarder_alone",
            "tests/engine/test_riichi_pao.py::test_r1_on_a_tsumo_the_responsible_player_also_bears_the_honba",
            "tests/engine/test_riichi_pao.py::test_r1_won_by_ron_on_the_responsible_players_own_discard_is_paid_by_them_alone",
            "tests/referee/test_explanation.py::test_an_applied_r1_pao_shows_each_condition_holding_under_its_rule",
            "tests/web/test_riichi_api.py::test_a_daisangen_tsumo_after_the_third_dragon_was_called_is_paid_by_its_discarder_r1",
            "tests/web/test_riichi_forms.py::test_the_daisangen_calls_and_an_r1_pao_come_from_the_typed_calls",
            "tests/web/test_riichi_sessions.py::test_a_pao_hand_recorded_through_the_form_makes_the_discarder_pay_r1",
        ),
    ),
    Rule(
        id="R2",
        group="R",
        values={"riichi": ""},
        text={
            "en": "Three wind pon/kan exposed and the fourth wind completes Shōsūshī.",
            "cs": "Vyloženy tři pony/kany větrů a čtvrtý vítr dokončí Šósúší.",
            "fr": (
                "Un joueur a exposé trois pon/kan de vents et attend une tuile du quatrième vent "
                "laquelle est défaussée et appelée, complétant ainsi un Shōsūshī (Yakuman)."
            ),
        },
        quoted=("fr",),
        detected_by=(
            "scoring.engine.riichi.pao.RULE_IDS",
            "scoring.engine.riichi.pao.SITUATIONS",
        ),
    ),
    Rule(
        id="R3",
        group="R",
        values={"riichi": ""},
        text={
            "en": "Three calls of one suit exposed and the tile completes (or helps complete) Chinitsu.",
            "cs": "Vyložena tři volání jedné barvy a kámen dokončí (nebo pomůže dokončit) Čincu.",
            "fr": (
                "Un joueur a exposé trois pon/kan ou chi de la même couleur et attend une tuile de "
                "la même couleur laquelle est défaussée et appelée, complétant (ou aidant à "
                "compléter) ainsi un Chinitsu."
            ),
        },
        quoted=("fr",),
        detected_by=(
            "scoring.engine.riichi.pao.RULE_IDS",
            "scoring.engine.riichi.pao.SITUATIONS",
        ),
        tests=(
            "tests/engine/test_riichi_pao.py::test_r3_is_not_applied_when_the_hand_is_not_chinitsu",
        ),
    ),
    Rule(
        id="R4",
        group="R",
        values={"riichi": ""},
        text={
            "en": "Three green calls exposed and a green tile completes (or helps) Ryūīsō.",
            "cs": "Vyložena tři zelená volání a zelený kámen dokončí (nebo pomůže dokončit) Rjúísó.",
            "fr": (
                "Un joueur a exposé trois pon/kan ou chi de couleur «verte» et attend une tuile "
                "«verte» laquelle est défaussée et appelée, complétant (ou aidant à compléter) ainsi "
                "un Ryūīsō (Yakuman)."
            ),
        },
        quoted=("fr",),
        detected_by=(
            "scoring.engine.riichi.pao.RULE_IDS",
            "scoring.engine.riichi.pao.SITUATIONS",
        ),
    ),
    Rule(
        id="R5",
        group="R",
        values={"riichi": ""},
        text={
            "en": "Three honour calls exposed and an honour tile completes (or helps) Tsūīsō.",
            "cs": (
                "Vyložena tři volání zvláštních kamenů a zvláštní kámen dokončí (nebo pomůže "
                "dokončit) Cúísó."
            ),
            "fr": (
                "Un joueur a exposé trois pon/kan d’honneurs et attend une tuile d’honneur laquelle "
                "est défaussée et appelée, complétant (ou aidant à compléter) ainsi un Tsūīsō "
                "(Yakuman)."
            ),
        },
        quoted=("fr",),
        detected_by=(
            "scoring.engine.riichi.pao.RULE_IDS",
            "scoring.engine.riichi.pao.SITUATIONS",
        ),
    ),
    Rule(
        id="R6",
        group="R",
        values={"riichi": ""},
        text={
            "en": "Three terminal calls exposed and a terminal completes (or helps) Chinrōtō.",
            "cs": (
                "Vyložena tři volání jedniček či devítek a takový kámen dokončí (nebo pomůže "
                "dokončit) Činrótó."
            ),
            "fr": (
                "Un joueur a exposé trois pon/kan de terminales et attend une tuile de terminale "
                "laquelle est défaussée et appelée, complétant (ou aidant à compléter) ainsi un "
                "Chinrōtō (Yakuman)."
            ),
        },
        quoted=("fr",),
        detected_by=(
            "scoring.engine.riichi.pao.RULE_IDS",
            "scoring.engine.riichi.pao.SITUATIONS",
        ),
    ),
    Rule(
        id="R7",
        group="R",
        values={"riichi": ""},
        notes={
            "riichi": "ClubScore's reading: an added kan on a pon of the responsible player's discard counts (the discard helped complete the fourth kan). A tile is risky when no copy shows among the called tiles (seed 004 names the discards and the called tiles; a dora indicator is neither); a claim's tile_unseen false (a copy among the discards) is believed."
        },
        text={
            "en": (
                "Three kans exposed and a risky (not yet visible) tile completes (or helps) Sū "
                "kantsu."
            ),
            "cs": (
                "Vyloženy tři kany a riskantní (dosud neviděný) kámen dokončí (nebo pomůže dokončit) "
                "Sú kancu."
            ),
            "fr": (
                "Un joueur a exposé trois kan et attend une tuile risquée (une tuile qui n’est "
                "visible ni dans les défausses, ni parmi les tuiles volées) laquelle est défaussée "
                "et appelée, complétant (ou aidant à compléter) ainsi un Sū kantsu (Yakuman)."
            ),
        },
        quoted=("fr",),
        detected_by=(
            "scoring.engine.riichi.pao.RULE_IDS",
            "scoring.engine.riichi.pao.SITUATIONS",
            "scoring.engine.riichi.pao._from_calls",
        ),
        tests=(
            "tests/engine/test_riichi_pao.py::test_r7_a_claim_stating_the_tile_was_in_sight_is_honoured",
            "tests/engine/test_riichi_pao.py::test_r7_a_fourth_kan_added_to_a_pon_of_n_s_discard_makes_n_responsible",
        ),
    ),
    Rule(
        id="R8",
        group="R",
        values={"riichi": ""},
        text={
            "en": (
                "A discard called for a kan whose replacement tile wins: valued as tsumo, the "
                "discarder pays all."
            ),
            "cs": (
                "Zahozený kámen vyvolaný pro kan, jehož náhradní kámen vyhraje: hodnotí se jako "
                "tsumo a zahazující platí vše."
            ),
            "fr": (
                "Un joueur défausse une tuile qui est appelée pour compléter un kan. Si le joueur "
                "ayant complété un kan gagne à l’aide de la tuile de remplacement, la valeur de la "
                "main sera calculée comme si elle avait été gagnée par tsumo et le joueur qui avait "
                "préalablement défaussé la tuile devra s’acquitter de payer la valeur de la main en "
                "totalité."
            ),
        },
        quoted=("fr",),
        detected_by=(
            "scoring.engine.riichi.pao.RULE_IDS",
            "scoring.engine.riichi.pao._r8",
            "scoring.engine.riichi.pao.find_pao",
        ),
        tests=(
            "tests/engine/test_riichi_pao.py::test_r8_claimed_on_a_ron_fails_because_a_kan_replacement_win_is_a_tsumo",
            "tests/engine/test_riichi_pao.py::test_r8_the_discarder_of_the_kan_tile_pays_the_whole_replacement_tile_win",
        ),
    ),
    Rule(
        id="R9",
        group="R",
        values={"riichi": ""},
        notes={
            "riichi": "ClubScore's reading: seed 004 names the discards and the called tiles as where a copy is visible, so a dora indicator does not make a tile safe; a claim's tile_unseen true is checked against the calls, false (a copy among the discards, which are not recorded) is believed."
        },
        text={
            "en": (
                "With 5 or fewer tiles left in the wall, a risky (unseen) tile called to complete a "
                "set or the hand."
            ),
            "cs": (
                "Zbývá-li ve zdi 5 nebo méně kamenů, riskantní (neviděný) kámen vyvolaný k dokončení "
                "sady nebo ruky."
            ),
            "fr": (
                "Un joueur défausse une tuile risquée (une tuile qui n’est visible ni dans les "
                "défausses, ni parmi les tuiles volées) laquelle est défaussée et appelée, "
                "complétant une combinaison ou la main d’un joueur, alors qu’il ne reste que 5 "
                "tuiles ou moins dans le mur."
            ),
        },
        quoted=("fr",),
        detected_by=(
            "scoring.engine.riichi.pao.RULE_IDS",
            "scoring.engine.riichi.pao._r9",
            "scoring.engine.riichi.pao.find_pao",
        ),
        tests=(
            "tests/engine/test_riichi_pao.py::test_r9_a_claim_that_the_tile_was_unseen_is_checked_against_the_tiles_in_sight",
            "tests/engine/test_riichi_pao.py::test_r9_a_referee_upholding_the_claim_overrides_the_check",
            "tests/engine/test_riichi_pao.py::test_r9_needs_five_or_fewer_tiles_in_the_wall_and_an_unseen_tile",
            "tests/engine/test_riichi_pao.py::test_r9_ron_the_late_discarder_and_the_ron_discarder_split_the_hand",
            "tests/engine/test_riichi_pao.py::test_r9_tsumo_the_discarder_of_the_late_unseen_tile_pays_the_whole_hand",
            "tests/engine/test_riichi_pao.py::test_r9_without_the_wall_count_is_refused",
            "tests/web/test_riichi_sessions.py::test_a_claimed_r9_in_the_form_splits_a_ron",
        ),
    ),
    Rule(
        id="R-payment",
        group="R",
        values={"riichi": ""},
        notes={
            "riichi": "ClubScore's reading: on a ron under pao the honba are paid by the discarder alone; on a tsumo the responsible player bears them with the rest."
        },
        text={
            "en": (
                "If the hand is then won by tsumo (even turns later) the responsible player pays the "
                "whole value; if by ron, the responsible player and the discarder split the value "
                "equally."
            ),
            "cs": (
                "Vyhraje-li se ruka pak tsumo (i o několik tahů později), odpovědný hráč zaplatí "
                "celou hodnotu; při ronu se odpovědný hráč a zahazující rozdělí o hodnotu rovným "
                "dílem."
            ),
            "fr": (
                "Si l’une de ces situations se présente, le joueur fautif pourra se voir puni "
                "d’avoir été «irresponsablement» négligent et ainsi payer la totalité de la main si "
                "elle est complétée par un tsumo (même si l’achèvement se fait lors d’un prochain "
                "tour). Par contre, si la main est complétée par un ron, ce sont à la fois le joueur "
                "fautif et le joueur qui a été précédemment négligent qui devront se séparer "
                "également la valeur totale de la main."
            ),
        },
        quoted=("fr",),
    ),
    Rule(
        id="ron",
        group="riichi",
        values={"riichi": ""},
        text={
            "en": "Ron: the discarder pays the hand's value.",
            "cs": "Ron: zahazující zaplatí hodnotu ruky.",
            "fr": "Ron : le joueur qui a défaussé paie la valeur de la main.",
        },
        detected_by=(
            "scoring.engine.riichi.document._win",
            "scoring.engine.riichi.document._check_winner_tiles",
            "scoring.engine.riichi.pao._r9",
            "scoring.engine.riichi.payments.ron_transfers",
        ),
    ),
    Rule(
        id="tsumo",
        group="riichi",
        values={"riichi": ""},
        text={
            "en": (
                "Tsumo: a non-dealer winner gets twice the basic points from the dealer and the "
                "basic points from each other player; a dealer gets twice the basic points from each."
            ),
            "cs": (
                "Tsumo: vítěz, který nerozdává, dostane od rozdávajícího dvojnásobek základních bodů "
                "a od ostatních základní body; rozdávající dostane od každého dvojnásobek."
            ),
            "fr": (
                "Tsumo : un gagnant non-donneur reçoit du donneur le double des points de base et "
                "des autres les points de base ; le donneur reçoit de chacun le double."
            ),
        },
        detected_by=(
            "scoring.engine.riichi.document._win",
            "scoring.engine.riichi.pao._r8",
            "scoring.engine.riichi.payments.tsumo_transfers",
            "scoring.engine.riichi.value.hand_value",
            "scoring.engine.rulesets.riichi._settle_win",
        ),
    ),
    Rule(
        id="honba",
        group="riichi",
        values={"riichi": ""},
        text={
            "en": (
                "Each counter adds 300 to a ron, paid by the discarder, or 100 from each player on a "
                "tsumo."
            ),
            "cs": (
                "Každý počítadlový kolík přidá 300 k ronu (platí zahazující), nebo 100 od každého "
                "hráče při tsumo."
            ),
            "fr": (
                "Chaque compteur ajoute 300 à un ron, payés par le défausseur, ou 100 par joueur sur "
                "un tsumo."
            ),
        },
        detected_by=(
            "scoring.engine.riichi.document.read",
            "scoring.engine.riichi.game.RiichiDeal",
            "scoring.engine.riichi.payments.tsumo_transfers",
            "scoring.engine.riichi.payments.ron_transfers",
        ),
        tests=(
            "tests/engine/test_riichi_pao.py::test_r1_on_a_ron_the_honba_are_paid_by_the_discarder_alone",
            "tests/engine/test_riichi_pao.py::test_r1_on_a_tsumo_the_responsible_player_also_bears_the_honba",
            "tests/engine/test_riichi_payments.py::test_honba_add_100_per_counter_from_each_player_on_a_tsumo",
            "tests/engine/test_riichi_payments.py::test_honba_add_300_per_counter_to_a_ron_paid_by_the_discarder",
            "tests/web/test_riichi_sessions.py::test_correcting_the_first_hand_rescores_the_honba_of_the_next",
            "tests/web/test_riichi_sessions.py::test_three_hands_run_the_scores_from_30000_and_carry_honba_and_sticks",
        ),
    ),
    Rule(
        id="riichi",
        group="riichi",
        values={"riichi": ""},
        text={
            "en": "A player declaring riichi puts a 1000-point stick on the table.",
            "cs": "Hráč, který ohlásí riichi, položí na stůl kolík za 1000 bodů.",
            "fr": "Le joueur qui déclare riichi pose un bâton de 1000 points sur la table.",
        },
        detected_by=(
            "scoring.engine.riichi.document.PENALTY_TYPES",
            "scoring.engine.riichi.document._player",
            "scoring.engine.riichi.payments.riichi_deposits",
            "scoring.engine.rulesets._load_all",
            "scoring.engine.rulesets.riichi._result",
            "scoring.engine.rulesets.riichi.RIICHI",
            "scoring.engine.vocabulary.RULESET_NAMES",
            "scoring.engine.vocabulary.PENALTY_TYPES",
        ),
    ),
    Rule(
        id="riichi-sticks",
        group="riichi",
        values={"riichi": ""},
        text={
            "en": "The winner takes every riichi stick on the table.",
            "cs": "Vítěz si vezme všechny kolíky riichi ze stolu.",
            "fr": "Le gagnant prend tous les bâtons de riichi de la table.",
        },
        detected_by=("scoring.engine.riichi.payments.collect_sticks",),
    ),
    Rule(
        id="noten",
        group="riichi",
        values={"riichi": ""},
        text={
            "en": (
                "Exhaustive draw: the players who are not ready (noten) pay 3000 in all to those who "
                "are (tenpai)."
            ),
            "cs": (
                "Vyčerpání zdi: hráči, kteří nečekají (noten), zaplatí celkem 3000 těm, kteří čekají "
                "(tenpai)."
            ),
            "fr": (
                "Fin du mur : les joueurs non prêts (noten) paient 3000 au total aux joueurs prêts "
                "(tenpai)."
            ),
        },
        detected_by=("scoring.engine.riichi.payments.noten_transfers",),
        tests=(
            "tests/engine/test_riichi_payments.py::test_a_riichi_player_declared_noten_at_a_draw_is_refused_as_a_chombo_to_record",
            "tests/engine/test_riichi_payments.py::test_an_exhaustive_draw_moves_3000_points_from_noten_to_tenpai_players",
        ),
    ),
    Rule(
        id="chombo",
        group="riichi",
        values={"riichi": ""},
        text={
            "en": (
                "Chombo (a serious error): 20,000 points deducted from the offender's final score "
                "(EMA), or, by option, a reversed mangan paid at once; the hand is replayed."
            ),
            "cs": (
                "Chombo (vážná chyba): viníkovi se odečte 20 000 bodů z konečného skóre (EMA), nebo "
                "podle volby zaplatí obrácený mangan hned; ruka se hraje znovu."
            ),
            "fr": (
                "Chombo (faute grave) : 20 000 points retirés du score final du fautif (EMA), ou, en "
                "option, un mangan inversé payé aussitôt ; la main est rejouée."
            ),
        },
        detected_by=(
            "scoring.engine.riichi.payments.chombo_mangan",
            "scoring.engine.rulesets.riichi.OPTIONS",
            "scoring.engine.rulesets.riichi.CHOICES",
            "scoring.engine.rulesets.riichi._chombo",
            "scoring.engine.rulesets.riichi._settle_chombo",
            "scoring.engine.vocabulary.PENALTY_TYPES",
            "scoring.engine.vocabulary.PENALTY_LABELS",
        ),
        tests=(
            "tests/engine/test_riichi_payments.py::test_a_riichi_player_declared_noten_at_a_draw_is_refused_as_a_chombo_to_record",
            "tests/engine/test_riichi_payments.py::test_chombo_as_a_reversed_mangan_option",
            "tests/engine/test_riichi_payments.py::test_ema_chombo_deducts_20000_at_the_end_and_the_hand_is_replayed",
            "tests/engine/test_riichi_payments.py::test_oka_and_chombo_deductions_in_the_final_scores",
            "tests/web/test_riichi_forms.py::test_a_draw_with_tenpai_players_and_a_chombo_claim",
            "tests/web/test_riichi_sessions.py::test_a_finished_riichi_session_shows_final_scores_with_uma_and_the_chombo_deduction",
        ),
    ),
)
