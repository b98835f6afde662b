"""Table points 4/2/1/0 with ties shared as the EMA does, uma and oka, ranking and tiebreaks."""

from fractions import Fraction

import pytest

from scoring.engine import standings

F = Fraction


@pytest.mark.parametrize(
    "scores, expected",
    [
        # No tie: places 1-4 take 4, 2, 1, 0.
        ({"a": 90, "b": 30, "c": -40, "d": -80}, {"a": 4, "b": 2, "c": 1, "d": 0}),
        # All four tied: (4 + 2 + 1 + 0) / 4 = 1.75 each.
        ({"a": 0, "b": 0, "c": 0, "d": 0}, {p: F(7, 4) for p in "abcd"}),
        # First and second tied: (4 + 2) / 2 = 3 each; then 1 and 0.
        ({"a": 50, "b": 50, "c": -20, "d": -80}, {"a": 3, "b": 3, "c": 1, "d": 0}),
        # Second and third tied: 4; (2 + 1) / 2 = 1.5 each; 0.
        ({"a": 90, "b": -10, "c": -10, "d": -70}, {"a": 4, "b": F(3, 2), "c": F(3, 2), "d": 0}),
        # Third and fourth tied: 4, 2; (1 + 0) / 2 = 0.5 each.
        ({"a": 90, "b": 10, "c": -50, "d": -50}, {"a": 4, "b": 2, "c": F(1, 2), "d": F(1, 2)}),
        # Three tied for first: (4 + 2 + 1) / 3 = 7/3 = 2.33 each; 0.
        ({"a": 20, "b": 20, "c": 20, "d": -60}, {"a": F(7, 3), "b": F(7, 3), "c": F(7, 3), "d": 0}),
        # Three tied for last: 4; (2 + 1 + 0) / 3 = 1 each.
        ({"a": 60, "b": -20, "c": -20, "d": -20}, {"a": 4, "b": 1, "c": 1, "d": 1}),
    ],
)
def test_table_points_share_tied_places_as_the_ema_does(scores, expected):
    points = standings.table_points(scores)
    assert points == expected
    # Sharing never creates or loses points: 4 + 2 + 1 + 0 = 7 at every table.
    assert sum(points.values()) == 7


def test_three_tied_for_first_display_as_two_point_three_three():
    from scoring.services.tournaments.standings import display_number

    points = standings.table_points({"a": 20, "b": 20, "c": 20, "d": -60})
    assert display_number(points["a"]) == "2.33"  # 7/3 = 2.333...
    assert display_number(F(7, 4)) == "1.75"
    assert display_number(F(3)) == "3"


def test_ema_uma_adds_fifteen_and_five_thousand_to_the_top_and_takes_them_from_the_bottom():
    # EMA riichi: uma +15000 / +5000 / -5000 / -15000, oka 0.
    result = standings.uma_oka({"a": 12000, "b": 3000, "c": -4000, "d": -11000})
    assert result == {"a": 27000, "b": 8000, "c": -9000, "d": -26000}  # 12000 + 15000 ...
    assert sum(result.values()) == 0


def test_tied_players_share_the_uma_of_their_places():
    # b and c tie for second: they share (+5000 - 5000) / 2 = 0 each.
    result = standings.uma_oka({"a": 10000, "b": 0, "c": 0, "d": -10000})
    assert result == {"a": 25000, "b": 0, "c": 0, "d": -25000}
    # a and b tie for first: they share (15000 + 5000) / 2 = 10000 each.
    result = standings.uma_oka({"a": 6000, "b": 6000, "c": -2000, "d": -10000})
    assert result == {"a": 16000, "b": 16000, "c": -7000, "d": -25000}


def test_oka_goes_to_first_place_paid_a_quarter_by_each_player():
    # Start 25000, count from 30000: oka 20000. First: +20000 - 5000 = +15000 more than
    # without oka; everyone else -5000.
    scores = {"a": 12000, "b": 3000, "c": -4000, "d": -11000}
    result = standings.uma_oka(scores, oka=20000)
    assert result == {"a": 27000 + 15000, "b": 8000 - 5000, "c": -9000 - 5000, "d": -26000 - 5000}
    assert sum(result.values()) == 0


def table(a, b, c, d, names="ABCD"):
    return dict(zip(names, (a, b, c, d), strict=True))


def test_table_points_ranking_breaks_ties_by_score_and_shares_what_stays_tied():
    tables = [
        table(100, 40, -40, -100, "ABCD"),  # A 4, B 2, C 1, D 0
        table(30, 20, -10, -40, "EFGH"),  # E 4, F 2, G 1, H 0
    ]
    rows = standings.standings("ABCDEFGH", tables, scheme=standings.TABLE_POINTS_SCHEME)
    order = [(r.player, r.rank) for r in rows]
    # A and E both have 4 table points: A's score 100 beats E's 30. B (2, 40) before F (2, 20);
    # C (1, -40) after G (1, -10); H (0, -40) before D (0, -100).
    assert order == [
        ("A", 1),
        ("E", 2),
        ("B", 3),
        ("F", 4),
        ("G", 5),
        ("C", 6),
        ("H", 7),
        ("D", 8),
    ]


def test_players_equal_on_table_points_and_score_share_the_rank():
    tables = [table(50, 10, -20, -40, "ABCD"), table(50, 10, -20, -40, "EFGH")]
    rows = standings.standings("ABCDEFGH", tables, scheme=standings.TABLE_POINTS_SCHEME)
    ranks = {r.player: (r.rank, r.tied) for r in rows}
    # A and E: 4 points and 50 each: both first, then B and F third (1, 1, 3, 3, ...).
    assert ranks["A"] == ranks["E"] == (1, True)
    assert ranks["B"] == ranks["F"] == (3, True)


def test_score_ranking_breaks_ties_by_table_points():
    # A and E both score 20, but A won his table (4 points) while E came second at hers
    # (2 points): A ranks above E. C and G both score -10 and were both third (1 point):
    # still tied, they share 5th.
    tables = [table(20, 10, -10, -20, "ABCD"), table(30, 20, -10, -40, "FEGH")]
    rows = standings.standings("ABCDEFGH", tables, scheme=standings.SCORE)
    assert [(r.player, r.rank) for r in rows] == [
        ("F", 1),  # 30
        ("A", 2),  # 20, 4 table points
        ("E", 3),  # 20, 2 table points
        ("B", 4),  # 10
        ("C", 5),  # -10, 1 table point
        ("G", 5),  # -10, 1 table point
        ("D", 7),  # -20
        ("H", 8),  # -40
    ]


def test_uma_ranking_counts_uma_and_breaks_ties_by_table_points():
    tables = [table(1000, 0, 0, -1000, "ABCD"), table(20000, -4000, -6000, -10000, "EFGH")]
    rows = standings.standings("ABCDEFGH", tables, scheme=standings.UMA)
    by_player = {r.player: r for r in rows}
    # A: 1000 + 15000 = 16000; B and C tie for 2nd: 0 + (5000 - 5000) / 2 = 0 each.
    assert by_player["A"].uma_total == 16000
    assert by_player["B"].uma_total == by_player["C"].uma_total == 0
    # E: 20000 + 15000 = 35000 is first.
    assert rows[0].player == "E" and rows[0].uma_total == 35000
    # F: -4000 + 5000 = 1000 second; A 16000 is ahead of F.
    assert [r.player for r in rows][:3] == ["E", "A", "F"]


def test_a_bye_scores_the_average_result_and_penalties_come_off_the_score():
    tables = [table(100, 40, -40, -100, "ABCD")]
    rows = standings.standings(
        "ABCDE", tables, byes={"E": 1}, penalties={"A": 30}, scheme=standings.TABLE_POINTS_SCHEME
    )
    by_player = {r.player: r for r in rows}
    # E sat out: (4 + 2 + 1 + 0) / 4 = 1.75 table points and a score of 0.
    assert by_player["E"].table_points == F(7, 4)
    assert by_player["E"].score == 0
    # A's 100 less a 30-point penalty: 70.
    assert by_player["A"].score == 70
    assert by_player["A"].penalties == 30
    # Order: A 4, B 2, E 1.75, C 1, D 0.
    assert [r.player for r in rows] == ["A", "B", "E", "C", "D"]


def test_a_penalty_can_change_the_order_under_the_score_scheme():
    tables = [table(100, 40, -40, -100, "ABCD")]
    rows = standings.standings("ABCD", tables, penalties={"A": 61}, scheme=standings.SCORE)
    # A: 100 - 61 = 39 < B's 40.
    assert [r.player for r in rows][:2] == ["B", "A"]


def test_bad_input_is_a_clear_error():
    with pytest.raises(standings.StandingsError, match="unknown standings scheme"):
        standings.standings("ABCD", [], scheme="elo")
    with pytest.raises(standings.StandingsError, match="3 players, not 4"):
        standings.standings("ABC", [{"A": 1, "B": 0, "C": -1}])
    with pytest.raises(standings.StandingsError, match="not a tournament player"):
        standings.standings("ABC", [table(1, 0, 0, -1, "ABCZ")])
