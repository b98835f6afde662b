"""A tournament table entered as its four final scores is a finished game like any other: it
shows its score on the player page, counts as a game, and is rated."""

import pytest

from scoring.models import RatingChange
from scoring.services.people import players as players_service
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import results_desk
from scoring.services.tournaments import seating as tournament_seating

pytestmark = pytest.mark.django_db


@pytest.fixture
def riichi_table(organiser, tournament_of):
    t = tournament_of(8, ruleset="riichi", scheme="uma", results_entry="final")
    round_ = tournament_seating.generate_round(t, organiser)
    tournament_play.start_round(round_)
    table = round_.tables.get(number=1)
    # Against the 30,000 start (riichi start_points): +15,000 / +5,000 / -5,000 / -15,000.
    results_desk.enter_final_scores(
        table, {"E": 45000, "S": 35000, "W": 25000, "N": 15000}, organiser
    )
    return table


def test_a_table_entered_as_final_scores_shows_its_score_and_counts_on_the_player_page(
    client, riichi_table
):
    east = riichi_table.session.east
    record = players_service.record(east)
    game = next(g for g in record.games if g.session_id == riichi_table.session_id)
    assert game.scores[east.pk] == 15000 and game.counts
    assert record.finished == 1 and record.total == 15000
    page = client.get(east.get_absolute_url()).content.decode()
    assert ">15000<" in page.replace(",", "").replace("\u00a0", "")


def test_a_table_entered_as_final_scores_is_rated_and_a_correction_rates_it_again(
    organiser, riichi_table
):
    session = riichi_table.session
    changes = {c.player_id: c for c in RatingChange.objects.filter(session=session)}
    assert set(changes) == set(session.starting_player_ids.values())
    # First place gains, last place loses (Plackett-Luce, by the order of the scores).
    assert changes[session.east_id].mu > changes[session.east_id].mu_before
    assert changes[session.north_id].mu < changes[session.north_id].mu_before
    # Corrected: North first, East last; the rating follows the corrected order.
    results_desk.enter_final_scores(
        riichi_table,
        {"E": 15000, "S": 35000, "W": 25000, "N": 45000},
        organiser,
        reason="sheet misread",
    )
    changes = {c.player_id: c for c in RatingChange.objects.filter(session=session)}
    assert changes[session.east_id].mu < changes[session.east_id].mu_before
    assert changes[session.north_id].mu > changes[session.north_id].mu_before
