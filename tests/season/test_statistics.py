"""Statistics of recorded hands (scoring/services/seasons/statistics.py): rates and values counted from
what the engine stored for each hand, one set of figures per ruleset."""

import datetime

import pytest
from django.utils import translation

from scoring.models import Season, Session
from scoring.services.seasons import season as seasons
from scoring.services.seasons import statistics
from tests.referee.conftest import cannon_document, record_hand, west_wins_document
from tests.referee.test_riichi_referee import riichi_document, riichi_session  # noqa: F401

pytestmark = pytest.mark.django_db


@pytest.fixture
def two_hands(table_session):
    """Hand 1: South goes out on West's discard with exposed pungs of the three dragons: 22
    basic (three major pungs 4 each, 114b; mah-jong 10, 115a), doubled five times (116d for
    each dragon pung, 116h big three dragons twice) = 704, under the limit of 1000. Hand 2:
    West's self-drawn 40 of shared/examples/03 (20 basic, doubled once for the red dragons)."""
    first = record_hand(table_session, cannon_document())
    second = record_hand(table_session, west_wins_document())
    table_session.finished_at = datetime.datetime(2026, 11, 17, 22, tzinfo=datetime.UTC)
    table_session.save()
    return table_session, first, second


def player_at(hand, seat):
    return hand.seats.get(seat=seat).player


def row_of(total, player):
    return next(r for r in total.players if r.player == player)


def test_a_discard_that_completes_a_win_counts_as_a_deal_in_and_a_wall_win_as_self_drawn(
    two_hands,
):
    session, first, second = two_hands
    [total] = statistics.figures(Session.objects.filter(pk=session.pk))
    assert (total.ruleset, total.hands, total.wins, total.drawn) == ("millington", 2, 2, 0)
    discarder = row_of(total, player_at(first, "W"))
    assert discarder.deal_ins == 1 and discarder.deal_in_rate == 1 / 2
    assert total.self_drawn == 1 and total.self_drawn_rate == 1 / 2
    assert row_of(total, player_at(second, "W")).self_drawn_rate == 1.0


def test_hand_values_are_the_stored_scores(two_hands):
    session, first, second = two_hands
    [total] = statistics.figures(Session.objects.filter(pk=session.pk))
    assert sorted(total.values) == [40, 704]
    assert total.limit_hands == 0
    assert total.average_win == (704 + 40) / 2
    assert total.biggest == 704
    winner = row_of(total, player_at(first, "S"))
    assert (winner.biggest, winner.biggest_at) == (704, (session.pk, 1))


def test_a_hand_the_limit_caps_counts_as_a_limit_hand(table_session):
    # Rule 119: a hand worth more than the limit scores the limit; at a limit of 500 the 704
    # of the three dragons scores 500.
    table_session.options = {"limit": 500}
    table_session.save()
    record_hand(table_session, cannon_document())
    [total] = statistics.figures(Session.objects.filter(pk=table_session.pk))
    assert (total.values, total.limit_hands) == ([500], 1)


def test_the_doubles_are_counted_once_a_winning_hand(two_hands):
    # 116d doubles both wins (three times in the first: counted once); 116h only the first.
    session, *_ = two_hands
    [total] = statistics.figures(Session.objects.filter(pk=session.pk))
    counts = {e.rule: e.count for e in total.elements}
    assert (counts["116d"], counts["116h"]) == (2, 1)
    assert {e.rule: e.share for e in total.elements}["116h"] == 1 / 2
    assert "114b" not in counts  # basic points are not a scoring element


def test_a_player_page_counts_only_that_players_own_wins(two_hands):
    session, first, second = two_hands
    bob = player_at(first, "S")
    [total] = statistics.figures(Session.objects.filter(pk=session.pk), player=bob)
    assert [r.player for r in total.players] == [bob]
    assert total.itemised_wins == 1


def test_a_season_of_two_rulesets_keeps_a_set_of_figures_for_each(two_hands, club, players):
    session, *_ = two_hands
    Session.objects.create(
        club=club,
        title="MCR",
        date=session.date,
        ruleset="mcr",
        east=players[4],
        south=players[5],
        west=players[6],
        north=players[7],
        finished_at=session.finished_at,
    )
    season = Season.objects.create(
        club=club, name="Autumn", start=datetime.date(2026, 9, 1), end=datetime.date(2026, 12, 31)
    )
    found = statistics.figures(seasons.season_games(season))
    assert [t.ruleset for t in found] == ["mcr", "millington"]
    assert found[0].hands == 0 and {r.games for r in found[0].players} == {1}
    assert found[1].hands == 2


@pytest.mark.parametrize(
    "language, shown", [("en", "25%"), ("cs", "25\u00a0%"), ("fr", "25\u202f%")]
)
def test_a_rate_is_written_the_readers_way(language, shown):
    with translation.override(language):
        assert statistics.percent(0.25) == shown


def test_the_season_statistics_page_shows_the_figures_and_their_bars(client, two_hands, club):
    season = Season.objects.create(
        club=club, name="Autumn", start=datetime.date(2026, 9, 1), end=datetime.date(2026, 12, 31)
    )
    html = client.get(f"/seasons/{season.pk}/statistics/").content.decode()
    assert 'class="plot-bar"' in html
    assert "116d" in html and "Alena" in html


def test_statistics_of_a_club_that_keeps_its_games_to_members_are_refused_to_others(
    client, two_hands, club
):
    club.standings_visible_to = "members"
    club.save()
    season = Season.objects.create(
        club=club, name="Autumn", start=datetime.date(2026, 9, 1), end=datetime.date(2026, 12, 31)
    )
    response = client.get(f"/seasons/{season.pk}/statistics/")
    assert response.status_code == 403
    assert "Alena" not in response.content.decode()


def test_riichi_counts_each_yaku_and_a_yakuman_as_a_limit_hand(riichi_session):  # noqa: F811
    session = riichi_session
    # Riichi + pinfu + tanyao on West's discard: 3 han 30 fu, a non-dealer's 3900. Then
    # daisangen (Y-daisangen, pons of the three dragons) self-drawn: a yakuman, 32000.
    record_hand(session, riichi_document("234m567m23p678s55s", "4d", ron="W", riichi=True))
    calls = [
        {"kind": "pon", "tiles": ["Rd"] * 3, "from": "W"},
        {"kind": "pon", "tiles": ["Gd"] * 3, "from": "W"},
        {"kind": "pon", "tiles": ["Wd"] * 3, "from": "E"},
    ]
    record_hand(session, riichi_document("234m5p", "5d", calls=calls))
    [total] = statistics.figures(Session.objects.filter(pk=session.pk))
    assert sorted(total.values) == [3900, 32000]
    assert (total.limit_hands, total.self_drawn) == (1, 1)
    shares = {e.rule: e.share for e in total.elements}
    assert shares == {
        "Y-riichi": 1 / 2,
        "Y-pinfu": 1 / 2,
        "Y-tanyao": 1 / 2,
        "Y-daisangen": 1 / 2,
    }


def test_mcr_counts_each_fan_and_the_hands_fans_as_its_value(club, players, scorer):
    from tests.conftest import mcr_night
    from tests.referee.test_every_page_translated import MCR_TILES

    session = mcr_night(club, players, scorer, depth="tiles")
    # Mixed Triple Chow 8 (M41), Concealed Hand 2 (M62), All Chows 2 (M63), All Simples 2
    # (M68): 14 fans, won on West's discard.
    hand = record_hand(session, MCR_TILES)
    [total] = statistics.figures(Session.objects.filter(pk=session.pk))
    assert total.values == [14]
    assert {e.rule for e in total.elements} == {"M41", "M62", "M63", "M68"}
    assert row_of(total, player_at(hand, "W")).deal_ins == 1
    with translation.override("fr"):
        names = {
            e.rule: e.name
            for e in statistics.figures(Session.objects.filter(pk=session.pk), "fr")[0].elements
        }
    assert names["M63"] != "All Chows"


def test_the_figures_take_four_queries_however_many_hands(two_hands, django_assert_num_queries):
    # the hands, their seats, the games, the players
    session, *_ = two_hands
    record_hand(session, west_wins_document())
    with django_assert_num_queries(4):
        statistics.figures(Session.objects.filter(pk=session.pk))
