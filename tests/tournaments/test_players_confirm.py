"""Players confirm their own table on their phones, through the table's code: the attacks
first (another table's code, another event's, a confirmation after the round is over or was
seated again, another seat, two phones at once), then what the desk sees."""

import html
import re
import threading

import pytest
from django.db import connection
from django.test import Client

from scoring import limits
from scoring.models import Club, TableConfirmation, Tournament
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import results_desk, roster
from scoring.services.tournaments import seating as tournament_seating
from scoring.services.tournaments import table_confirmations as confirmations

from .conftest import make_tournament, post_form, rendered_form

pytestmark = pytest.mark.django_db


def started_event(tournament_of, organiser, count=8, **fields):
    fields.setdefault("results_entry", Tournament.Entry.FINAL)
    event = tournament_of(count, **fields)
    round_ = tournament_seating.generate_round(event, organiser)
    tournament_play.start_round(round_)
    return event, round_


def page(table):
    return f"/tables/{table.code}/"


def said(response):
    """The page's text as a reader reads it (entities such as &#x27; unescaped)."""
    return html.unescape(response.content.decode())


def seat_players(table):
    return dict(confirmations.seats(table))


def phone_of(table, seat):
    """A phone whose player (the one at `seat`) tapped their name on the table's page."""
    phone = Client()
    player = seat_players(table)[seat]
    # The rendered form's button with the player's name, as a tap sends it.
    rendered_form(phone, page(table), f"{page(table)}?do=join")
    assert f'name="join" value="{player.pk}"' in phone.get(page(table)).text
    response = phone.post(f"{page(table)}?do=join", {"join": str(player.pk)})
    assert response.status_code == 302
    return phone


def say(phone, table, verdict, reason=""):
    """The rendered confirm form, posted with the button pressed."""
    action = f"{page(table)}?do=confirm"
    data = rendered_form(phone, page(table), action)
    data.update(verdict=verdict, reason=reason)
    return phone.post(action, data)


def desk_enters(table, scores, organiser, reason=""):
    return results_desk.enter_final_scores(
        table, dict(zip("ESWN", scores, strict=True)), organiser, reason
    )


@pytest.fixture
def event(tournament_of, organiser):
    return started_event(tournament_of, organiser)


# The attacks -------------------------------------------------------------------------------


def test_a_phone_of_another_table_cannot_confirm_this_one(event, organiser):
    _event, round_ = event
    one, two = round_.tables.order_by("number")
    desk_enters(two, [10, -10, 20, -20], organiser)
    phone = phone_of(one, "E")
    # On table 2's page the phone is nobody: it is asked who it is, and a confirm is refused.
    assert "Who are you?" in phone.get(page(two)).text
    response = phone.post(
        f"{page(two)}?do=confirm", {"seat": "E", "version": "1", "verdict": "confirmed"}
    )
    assert response.status_code == 403
    assert not TableConfirmation.objects.exists()


def test_a_phone_joined_at_another_events_table_is_nobody_here(organiser, event):
    _event, round_ = event
    brno = Club.objects.create(name="Brno Mah-Jong Club", slug="brno")
    other = make_tournament(brno, organiser, 4, results_entry=Tournament.Entry.FINAL)
    other_round = tournament_seating.generate_round(other, organiser)
    tournament_play.start_round(other_round)
    here, there = round_.tables.first(), other_round.tables.first()
    desk_enters(here, [10, -10, 20, -20], organiser)
    phone = phone_of(there, "E")
    # The cookie names the other event's round: it speaks for nobody at this table.
    response = phone.post(
        f"{page(here)}?do=confirm", {"seat": "E", "version": "1", "verdict": "confirmed"}
    )
    assert response.status_code == 403
    assert not TableConfirmation.objects.exists()


def test_a_code_that_names_no_table_is_404_and_guessing_stops_at_the_rate_limit(event):
    phone = Client()
    guesses = [f"/tables/{'7' * 9}{c}/" for c in "ABCDEFGHJKMNP"]
    statuses = [phone.get(url).status_code for url in guesses]
    # limits.CODE_MISSES_PER_ADDRESS misses a minute are answered 404, then 429.
    assert statuses[: limits.CODE_MISSES_PER_ADDRESS] == [404] * limits.CODE_MISSES_PER_ADDRESS
    assert set(statuses[limits.CODE_MISSES_PER_ADDRESS :]) == {429}


def test_codes_are_ten_characters_read_forgivingly_and_unique_per_table(event, tournament_of):
    _event, round_ = event
    codes = list(round_.tables.values_list("code", flat=True))
    assert all(len(c) == 10 and re.fullmatch("[0-9A-HJKMNP-TV-Z]{10}", c) for c in codes)
    assert len(set(codes)) == len(codes)
    code = codes[0]
    typed = f"{code[:5].lower()}-{code[5:]}".replace("0", "o").replace("1", "l")
    assert confirmations.normalised_code(typed) == code


def test_a_confirmation_after_the_round_is_over_is_refused_410(event, organiser):
    tournament, round_ = event
    table = round_.tables.first()
    desk_enters(table, [10, -10, 20, -20], organiser)
    phone = phone_of(table, "S")
    action = f"{page(table)}?do=confirm"
    shown = rendered_form(phone, page(table), action)
    for t in round_.tables.all():
        if not t.outcome:
            desk_enters(t, [0, 0, 0, 0], organiser)
    tournament_play.start_round(tournament_seating.generate_round(tournament, organiser))
    response = phone.post(action, {**shown, "verdict": "confirmed"})
    assert response.status_code == 410
    assert "Round 1 is over" in said(response)
    assert not TableConfirmation.objects.exists()


def test_a_code_of_a_round_seated_again_joins_nothing(tournament_of, organiser):
    event = tournament_of(12, results_entry=Tournament.Entry.FINAL)
    round_ = tournament_seating.generate_round(event, organiser)
    table = round_.tables.first()
    phone = phone_of(table, "W")
    old_code = table.code
    # A withdrawal before the round starts seats it again: new tables, new codes.
    roster.withdraw_player(event, seat_players(table)["N"], organiser)
    assert phone.get(f"/tables/{old_code}/").status_code == 404
    new_round = event.rounds.get(number=1)
    assert old_code not in set(new_round.tables.values_list("code", flat=True))


def test_a_player_moved_by_a_swap_no_longer_speaks_at_the_old_table(tournament_of, organiser):
    event = tournament_of(8, results_entry=Tournament.Entry.FINAL)
    round_ = tournament_seating.generate_round(event, organiser)
    one, two = round_.tables.order_by("number")
    phone = phone_of(one, "E")
    mover, other = seat_players(one)["E"], seat_players(two)["E"]
    tournament_seating.swap_players(round_, mover, other)
    tournament_play.start_round(round_)
    desk_enters(one, [10, -10, 20, -20], organiser)
    response = phone.post(
        f"{page(one)}?do=confirm", {"seat": "E", "version": "1", "verdict": "confirmed"}
    )
    # The cookie names the player, who now plays table 2: nobody at table 1.
    assert response.status_code == 403
    assert not TableConfirmation.objects.exists()


def test_a_phone_confirms_only_its_own_players_seat(event, organiser):
    _event, round_ = event
    table = round_.tables.first()
    desk_enters(table, [10, -10, 20, -20], organiser)
    phone = phone_of(table, "E")
    action = f"{page(table)}?do=confirm"
    data = rendered_form(phone, page(table), action)
    assert data["seat"] == "E"
    response = phone.post(action, {**data, "seat": "S", "verdict": "confirmed"})
    assert response.status_code == 403
    assert "only for its own player's seat" in said(response)
    assert not TableConfirmation.objects.exists()


def test_a_second_phone_cannot_replace_the_first_phones_word_for_a_seat(event, organiser):
    _event, round_ = event
    table = round_.tables.first()
    desk_enters(table, [10, -10, 20, -20], organiser)
    first, second = phone_of(table, "N"), phone_of(table, "N")
    assert say(first, table, "confirmed").status_code == 302
    response = say(second, table, "disputed", "E paid twice")
    assert response.status_code == 409
    word = TableConfirmation.objects.get()
    assert word.verdict == "confirmed"


def at_once(*calls):
    barrier = threading.Barrier(len(calls))
    results = [None] * len(calls)

    def run(i, call):
        try:
            barrier.wait()
            results[i] = call()
        except Exception as exc:  # reported to the test
            results[i] = exc
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i, c)) for i, c in enumerate(calls)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    return results


@pytest.mark.django_db(transaction=True)
def test_two_phones_confirming_one_seat_at_the_same_moment_store_one_word(tournament_of, organiser):
    _event, round_ = started_event(tournament_of, organiser)
    table = round_.tables.first()
    desk_enters(table, [10, -10, 20, -20], organiser)
    phones = [phone_of(table, "E"), phone_of(table, "E"), phone_of(table, "S")]
    forms = [rendered_form(p, page(table), f"{page(table)}?do=confirm") for p in phones]

    def sender(phone, form):
        return lambda: (
            phone.post(f"{page(table)}?do=confirm", {**form, "verdict": "confirmed"}).status_code
        )

    statuses = at_once(*(sender(p, f) for p, f in zip(phones, forms, strict=True)))
    # East's two phones: one word stored, the other refused 409; South's word is its own.
    assert sorted(statuses[:2]) == [302, 409] and statuses[2] == 302
    assert TableConfirmation.objects.filter(table=table).count() == 2


# Confirming and disputing ------------------------------------------------------------------


def test_the_phone_shows_the_scores_the_desk_entered_and_the_four_confirm(event, organiser):
    _event, round_ = event
    table = round_.tables.first()
    assert "has not entered your table's scores yet" in said(phone_of(table, "E").get(page(table)))
    desk_enters(table, [30, -10, -10, -10], organiser)
    for seat in "ESWN":
        phone = phone_of(table, seat)
        assert say(phone, table, "confirmed").status_code == 302
    assert confirmations.word(table).state == confirmations.CONFIRMED
    assert confirmations.summary(round_)["counts"] == {
        "confirmed": 1,
        "disputed": 0,
        "awaiting": 0,
        "not_entered": 1,
    }


def test_a_dispute_needs_a_reason_and_nothing_is_stored_without_one(event, organiser):
    _event, round_ = event
    table = round_.tables.first()
    desk_enters(table, [30, -10, -10, -10], organiser)
    response = say(phone_of(table, "W"), table, "disputed", "")
    assert response.status_code == 400
    assert "what is wrong" in said(response)
    assert not TableConfirmation.objects.exists()


def test_a_change_of_the_scores_clears_the_confirmations_and_an_old_page_is_409(event, organiser):
    _event, round_ = event
    table = round_.tables.first()
    desk_enters(table, [30, -10, -10, -10], organiser)
    east, south = phone_of(table, "E"), phone_of(table, "S")
    assert say(east, table, "confirmed").status_code == 302
    action = f"{page(table)}?do=confirm"
    old_page = rendered_form(south, page(table), action)
    desk_enters(table, [20, 0, -10, -10], organiser, reason="typing error at the desk")
    # East's word was about the old scores: nobody has confirmed the new ones.
    assert confirmations.word(table).words == {}
    response = south.post(action, {**old_page, "verdict": "confirmed"})
    assert response.status_code == 409
    assert "changed since this page was opened" in said(response)
    assert TableConfirmation.objects.filter(verdict="confirmed").count() == 1  # East's, stale


def test_a_disputed_table_is_flagged_at_the_desk_until_the_desk_settles_it(
    client, organiser, event
):
    tournament, round_ = event
    table = round_.tables.get(number=1)
    desk_enters(table, [30, -10, -10, -10], organiser)
    assert say(phone_of(table, "N"), table, "disputed", "N won hand 7").status_code == 302
    client.force_login(organiser)
    desk = f"/tournaments/{tournament.pk}/rounds/1/results/?table=1"
    text = client.get(desk).text
    assert (
        "Confirmed by all four: 0 · disputed: 1 · awaiting the players: 0 · not entered: 1" in text
    )
    assert "N won hand 7" in text
    action = f"/tournaments/{tournament.pk}/rounds/1/results/1/resolve/"
    assert post_form(client, desk, action).status_code == 302
    assert confirmations.word(table).state == confirmations.AWAITING
    assert "disputed: 0" in said(client.get(desk))


def test_settling_a_dispute_after_the_result_changed_is_refused_409_on_the_desk_page(
    client, organiser, event
):
    tournament, round_ = event
    table = round_.tables.get(number=1)
    desk_enters(table, [30, -10, -10, -10], organiser)
    say(phone_of(table, "N"), table, "disputed", "N won hand 7")
    client.force_login(organiser)
    desk = f"/tournaments/{tournament.pk}/rounds/1/results/?table=1"
    action = f"/tournaments/{tournament.pk}/rounds/1/results/1/resolve/"
    shown = rendered_form(client, desk, action)
    desk_enters(table, [40, -20, -10, -10], organiser, "hand 7 recounted")
    response = client.post(action, shown)
    assert response.status_code == 409
    text = said(response)
    assert "The result of table 1 changed since the desk was opened: nothing was saved." in text
    assert 'name="t1-E"' in text  # the desk page again, at table 1
    assert not TableConfirmation.objects.filter(resolved_at__isnull=False).exists()


def test_the_whole_round_view_shows_each_tables_word_and_code(client, organiser, event):
    tournament, round_ = event
    table = round_.tables.get(number=2)
    desk_enters(table, [30, -10, -10, -10], organiser)
    say(phone_of(table, "E"), table, "disputed", "wrong sum")
    client.force_login(organiser)
    text = client.get(f"/tournaments/{tournament.pk}/rounds/1/results/all/").text
    row = re.search(r'<tr data-table="2">.*?</tr>', text, re.S).group(0)
    assert "disputed" in row and confirmations.shown_code(table.code) in row


# Players enter first ------------------------------------------------------------------------


@pytest.fixture
def players_first(tournament_of, organiser):
    return started_event(tournament_of, organiser, table_entry=Tournament.TableEntry.PLAYERS)


def test_the_first_phone_enters_the_scores_and_the_other_three_confirm(players_first):
    _event, round_ = players_first
    table = round_.tables.first()
    south = phone_of(table, "S")
    action = f"{page(table)}?do=enter"
    data = rendered_form(south, page(table), action)
    data.update(score_E="40", score_S="-20", score_W="-10", score_N="-10")
    assert south.post(action, data).status_code == 302
    table.refresh_from_db()
    # Entered as the desk enters final scores: the four scores are the result (classical:
    # start 0), and the player who typed them has confirmed them.
    assert table.outcome == "played" and table.result == {"E": 40, "S": -20, "W": -10, "N": -10}
    assert confirmations.word(table).confirmed == 1
    for seat in "EWN":
        assert say(phone_of(table, seat), table, "confirmed").status_code == 302
    assert confirmations.word(table).state == confirmations.CONFIRMED


def test_a_second_phone_entering_the_same_table_is_refused_409(players_first):
    _event, round_ = players_first
    table = round_.tables.first()
    east, west = phone_of(table, "E"), phone_of(table, "W")
    action = f"{page(table)}?do=enter"
    first, second = (rendered_form(p, page(table), action) for p in (east, west))
    first.update(score_E="40", score_S="-20", score_W="-10", score_N="-10")
    second.update(score_E="0", score_S="0", score_W="0", score_N="0")
    assert east.post(action, first).status_code == 302
    response = west.post(action, second)
    assert response.status_code == 409
    table.refresh_from_db()
    assert table.result == {"E": 40, "S": -20, "W": -10, "N": -10}


def test_scores_that_do_not_add_up_are_refused_and_nothing_is_stored(players_first):
    _event, round_ = players_first
    table = round_.tables.first()
    east = phone_of(table, "E")
    action = f"{page(table)}?do=enter"
    data = rendered_form(east, page(table), action)
    data.update(score_E="40", score_S="-20", score_W="-10", score_N="0")
    response = east.post(action, data)
    assert response.status_code == 400
    assert "add up to 10, not 0" in said(response)
    table.refresh_from_db()
    assert not table.outcome and not TableConfirmation.objects.exists()


def test_players_cannot_enter_first_where_the_desk_enters_each_hand(
    client, organiser, tournament_of
):
    event = tournament_of(8)  # each hand's scores from the sheet
    client.force_login(organiser)
    page_url = f"/tournaments/{event.pk}/registrations/"
    action = f"/tournaments/{event.pk}/registrations/settings/"
    response = post_form(client, page_url, action, table_entry="players")
    assert response.status_code == 400
    event.refresh_from_db()
    assert event.table_entry == "desk"


def test_the_desks_entry_made_against_a_table_a_phone_entered_meanwhile_is_refused_409(
    client, organiser, players_first
):
    tournament, round_ = players_first
    table = round_.tables.get(number=1)
    client.force_login(organiser)
    desk = f"/tournaments/{tournament.pk}/rounds/1/results/?table=1"
    action = f"/tournaments/{tournament.pk}/rounds/1/results/1/"
    shown = rendered_form(client, desk, action)
    assert shown["t1-version"] == "0"
    east = phone_of(table, "E")
    typed = rendered_form(east, page(table), f"{page(table)}?do=enter")
    typed.update(score_E="40", score_S="-20", score_W="-10", score_N="-10")
    assert east.post(f"{page(table)}?do=enter", typed).status_code == 302
    shown.update({"t1-E": "0", "t1-S": "0", "t1-W": "0", "t1-N": "0"})
    response = client.post(action, shown)
    assert response.status_code == 409
    assert "changed since this page was opened" in said(response)
    table.refresh_from_db()
    assert table.result == {"E": 40, "S": -20, "W": -10, "N": -10}
