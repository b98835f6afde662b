"""MCR (Mahjong Competition Rules): the 81 fans, from the engine's own table
(scoring/engine/mcr/fans.py), and the rules around them (docs/mcr.md)."""

from ..mcr.fans import FANS
from .rule import Rule, in_languages

EXAMPLES = "tests/engine/test_mcr_examples.py::"
SETTLEMENT = "tests/engine/test_mcr_settlement.py::"
LISTED = "tests/engine/test_mcr_listed.py::"
HOW_WON = "tests/engine/test_mcr_how_won.py::"
# The win fans checked against `win.source` (every one of them in the same two tests).
WIN_FANS = (
    HOW_WON + "test_m44_m45_m46_m47_m56_m80_a_win_fan_against_the_recorded_source_is_refused",
    HOW_WON + "test_m44_m45_m46_m47_m56_m80_a_win_fan_on_its_own_source_is_scored",
)
KNITTED_ALL_CHOWS = (
    HOW_WON + "test_m35_m63_knitted_straight_with_all_chows_is_accepted_as_a_list",
    HOW_WON + "test_m35_m63_all_chows_beside_a_knitted_straight_still_needs_its_other_set_a_chow",
)
# The tests named after each rule (tests/referee/test_catalogue.py keeps them true).
TESTS: dict[str, tuple[str, ...]] = {
    "M19": (EXAMPLES + "test_m19_m64_seven_pairs_of_six_kinds_add_no_tile_hog",),
    "M64": (EXAMPLES + "test_m19_m64_seven_pairs_of_six_kinds_add_no_tile_hog",),
    "M39": (
        EXAMPLES + "test_m39_m63_m62_exercise_3_mixed_straight_scores_13_with_one_short_straight_"
        "or_double_chow",
    ),
    "M35": KNITTED_ALL_CHOWS,
    "M44": (
        *WIN_FANS,
        HOW_WON + "test_m44_a_win_fan_against_the_source_is_refused_at_the_scores_depth_too",
    ),
    "M45": WIN_FANS,
    "M46": (
        SETTLEMENT + "test_m46_m_self_drawn_a_replacement_tile_win_is_self_drawn",
        *WIN_FANS,
        HOW_WON + "test_m46_a_win_on_the_replacement_tile_without_a_kong_is_refused",
        HOW_WON + "test_m46_a_win_on_the_replacement_tile_after_a_kong_scores_out_with_"
        "replacement_tile",
    ),
    "M47": (
        SETTLEMENT + "test_m47_m_discard_robbing_the_kong_is_paid_by_the_player_whose_kong_"
        "was_robbed",
        *WIN_FANS,
        HOW_WON + "test_m47_robbing_the_kong_listed_on_a_wall_win_moves_no_money",
        HOW_WON + "test_m47_robbing_a_kong_that_would_need_a_fifth_copy_is_refused",
        HOW_WON + "test_m47_robbing_a_kong_counts_the_copies_other_players_show",
        HOW_WON + "test_m47_robbing_a_kong_of_the_only_copy_the_winner_holds_is_scored",
        HOW_WON + "test_m47_the_api_refuses_a_win_fan_against_the_source_400_naming_the_fans",
        "tests/web/test_four_phones_mcr.py::test_m47_robbing_the_kong_ticked_on_a_wall_win_is_"
        "refused_on_the_phone_naming_the_fan",
    ),
    "M56": WIN_FANS,
    "M58": (
        HOW_WON + "test_m58_the_last_tile_of_its_kind_while_the_winner_holds_another_is_refused",
        HOW_WON + "test_m58_the_last_tile_of_its_kind_beside_an_exposed_pung_of_it_is_scored",
    ),
    "M48": (EXAMPLES + "test_m48_two_concealed_kongs_are_8_fans_in_the_wmo_book",),
    "M57": (
        EXAMPLES + "test_m57_m67_one_melded_and_one_concealed_kong_score_6_where_the_"
        "calculator_says_5",
    ),
    "M67": (
        EXAMPLES + "test_m57_m67_one_melded_and_one_concealed_kong_score_6_where_the_"
        "calculator_says_5",
    ),
    "M63": KNITTED_ALL_CHOWS,
    "M80": (
        *WIN_FANS,
        "tests/web/test_mcr_sessions.py::test_m80_self_drawn_ticked_on_a_discard_win_is_refused_"
        "beside_that_fan",
    ),
    "M81": (
        EXAMPLES + "test_m81_flowers_add_to_the_payment_but_not_to_the_8_fan_minimum",
        EXAMPLES + "test_m81_a_flower_on_exercise_1_makes_the_discarder_pay_8_plus_26",
    ),
    "M-minimum": (
        EXAMPLES + "test_m_minimum_exercise_6_is_a_false_mahjong_of_6_and_pays_10_to_each_player",
        SETTLEMENT + "test_m_minimum_a_listed_hand_under_8_is_a_false_mahjong",
        SETTLEMENT + "test_m_minimum_a_scores_entry_under_8_is_a_false_mahjong_and_8_is_a_win",
    ),
    "M-discard": (
        EXAMPLES + "test_m_discard_the_championship_exercises_score_their_fans_and_the_"
        "discarder_pays_8_more",
        SETTLEMENT + "test_m_discard_a_listed_hand_of_15_is_paid_23_by_the_discarder_and_8_by_"
        "the_others",
        SETTLEMENT + "test_m_discard_m_self_drawn_every_settlement_sums_to_zero_on_the_8_point_"
        "base",
    ),
    "M-self-drawn": (
        EXAMPLES + "test_m_self_drawn_exercise_4_drawn_from_the_wall_is_paid_8_plus_the_total_"
        "by_all_three",
        SETTLEMENT + "test_m_self_drawn_a_listed_hand_of_15_is_paid_23_by_each_of_the_three",
    ),
    "M-drawn": (SETTLEMENT + "test_m_drawn_a_drawn_hand_pays_nothing_and_the_deal_passes",),
    "M-false-mahjong": (
        SETTLEMENT + "test_m_false_mahjong_a_claimed_one_is_paid_beside_the_hands_win",
        SETTLEMENT + "test_m_false_mahjong_the_penalty_is_an_option_in_three_shares",
    ),
    "M-listed": (
        LISTED + "test_m_listed_fans_the_tiles_do_not_show_are_named_in_a_warning",
        LISTED + "test_m_listed_a_list_the_tiles_bear_out_has_no_warning",
    ),
    "M-game": (
        SETTLEMENT + "test_m_game_the_ruleset_states_16_hands_and_the_deal_passing_every_hand",
    ),
}


def _fan_value(points: int) -> str:
    return f"{points} fan" if points == 1 else f"{points} fans"


RULES = (
    *(
        Rule(
            id=fan.rule,
            group="mcr-fans",
            values={"mcr": _fan_value(fan.points)},
            text=fan.text,
            name=fan.name,
            tests=TESTS.get(fan.rule, ()),
        )
        for fan in FANS.values()
    ),
    Rule(
        id="M-minimum",
        tests=TESTS["M-minimum"],
        group="mcr",
        values={"mcr": "8 fans"},
        text=in_languages(
            "A winning hand needs at least 8 fans; Flower Tiles do not count toward them. A "
            "declared mah-jong under 8 is a false mah-jong.",
            "Vítězná ruka potřebuje nejméně 8 fanů; květiny se do nich nepočítají. Ohlášený "
            "mahjong pod 8 fanů je falešný mahjong.",
            "Une main gagnante doit valoir au moins 8 fans, sans compter les fleurs. Un mah-jong "
            "déclaré à moins de 8 est un faux mah-jong.",
        ),
        detected_by=("scoring.engine.rulesets.mcr.RULE_MINIMUM",),
    ),
    Rule(
        id="M-discard",
        tests=TESTS["M-discard"],
        group="mcr",
        values={"mcr": "8 + total / 8 / 8"},
        text=in_languages(
            "Won on a discard (or by robbing a kong): the discarder pays 8 points plus the "
            "hand's total, each of the other two pays 8.",
            "Vítězství na odhoz (nebo uloupením kongu): zahazující platí 8 bodů a celkovou "
            "hodnotu ruky, každý z ostatních dvou platí 8.",
            "Gagné sur une défausse (ou en volant un kong)\u00a0: celui qui a défaussé paie 8 points "
            "plus la valeur de la main, chacun des deux autres paie 8.",
        ),
        detected_by=("scoring.engine.rulesets.mcr.RULE_DISCARD",),
    ),
    Rule(
        id="M-self-drawn",
        tests=TESTS["M-self-drawn"],
        group="mcr",
        values={"mcr": "8 + total × 3"},
        text=in_languages(
            "Self-drawn (from the wall or as a replacement tile): each of the other three pays "
            "8 points plus the hand's total.",
            "Dobráním (ze zdi nebo náhradního kamene po kongu): každý z ostatních tří platí 8 bodů "
            "a celkovou hodnotu ruky.",
            "Piochée (au mur ou en remplacement après un kong)\u00a0: chacun des trois autres paie 8 points "
            "plus la valeur de la main.",
        ),
        detected_by=("scoring.engine.rulesets.mcr.RULE_SELF_DRAWN",),
    ),
    Rule(
        id="M-drawn",
        tests=TESTS["M-drawn"],
        group="mcr",
        values={"mcr": "0"},
        text=in_languages(
            "A drawn hand (the wall exhausted without a winner): nobody pays.",
            "Remíza (zeď vyčerpána bez vítěze): nikdo neplatí.",
            "Main nulle (mur épuisé sans gagnant)\u00a0: personne ne paie.",
        ),
    ),
    Rule(
        id="M-false-mahjong",
        tests=TESTS["M-false-mahjong"],
        group="mcr",
        values={"mcr": "30"},
        option="false_mahjong_penalty",
        text=in_languages(
            "A false mah-jong (an incomplete hand, or under 8 fans): the offender pays 30 "
            "points, 10 to each other player, puts the tiles back and play goes on; the "
            "offender may not win that hand.",
            "Falešný mahjong (neúplná ruka nebo méně než 8 fanů): provinilec platí 30 bodů, 10 "
            "každému z ostatních hráčů, vrátí kameny a hra pokračuje; tuto hru už vyhrát "
            "nesmí.",
            "Faux mah-jong (main incomplète ou de moins de 8 fans)\u00a0: le fautif paie 30 points, "
            "10 à chacun des autres joueurs, relève ses tuiles et le jeu continue\u202f; il ne peut "
            "plus gagner cette main.",
        ),
        notes={
            "mcr": "The Mahjong Competition Rules' chapter on fouls and penalties; 30 as "
            "the 2006 championship's scoring exercises answer it (the EMA's own figure is not "
            "verified); the amount is the option false_mahjong_penalty (docs/mcr.md)."
        },
        detected_by=("scoring.engine.rulesets.mcr.RULE_FALSE_MAHJONG",),
    ),
    Rule(
        id="M-listed",
        tests=TESTS["M-listed"],
        group="mcr",
        values={"mcr": "warning"},
        text=in_languages(
            "Fans listed with the winner's tiles are compared with the fans the tiles score: "
            "the listed fans are paid, and a warning names the fans listed but not in the tiles "
            "and the fans in the tiles but not listed.",
            "Fany zapsané spolu s kameny vítěze se porovnají s fany, které kameny dávají: platí "
            "se zapsané fany a upozornění jmenuje fany zapsané, ale v kamenech nenalezené, a "
            "fany v kamenech nalezené, ale nezapsané.",
            "Les fans listés avec les tuiles du gagnant sont comparés aux fans que donnent les "
            "tuiles\u00a0: les fans listés sont payés, et un avertissement nomme les fans listés "
            "absents des tuiles et les fans des tuiles non listés.",
        ),
        detected_by=("scoring.engine.rulesets.mcr.RULE_LISTED",),
    ),
    Rule(
        id="M-game",
        tests=TESTS["M-game"],
        group="mcr",
        values={"mcr": "16 hands"},
        text=in_languages(
            "A game is four rounds (prevailing wind East, South, West, North) of four hands; "
            "the deal passes to the next player after every hand, whatever the result.",
            "Hra má čtyři kola (vítr kola východ, jih, západ, sever) po čtyřech rozdáních; "
            "po každém rozdání, ať skončí jakkoli, rozdává další hráč.",
            "Une partie compte quatre tours (vent dominant Est, Sud, Ouest, Nord) de quatre "
            "mains\u202f; la donne passe au joueur suivant après chaque main, quel qu'en soit le "
            "résultat.",
        ),
    ),
)
