"""A seating made elsewhere, imported from CSV: every mistake named by its row, a 400, and
nothing seated."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from scoring.services.tournaments import exports as tournament_exports
from scoring.services.tournaments import play as tournament_play
from scoring.services.tournaments import seating as tournament_seating

from .conftest import rendered_form

pytestmark = pytest.mark.django_db

HEADER = "table,wind,name\n"


def names(tournament):
    return sorted(tournament.players.values_list("name", flat=True))


def seating_file(rows, header=HEADER):
    return header + "".join(",".join(map(str, row)) + "\n" for row in rows)


def nine_players_two_tables(tournament):
    n = names(tournament)  # Player 000 .. Player 008
    rows = [(1, w, n[i]) for i, w in zip(range(4), "ESWN", strict=True)]
    rows += [(2, w, n[4 + i]) for i, w in enumerate(["North", "West", "South", "East"])]
    rows.append(("", "bye", n[8]))
    return rows


def upload(client, tournament, text, name="seating.csv"):
    client.force_login(tournament.club.organisers.first())
    page = f"/tournaments/{tournament.pk}/"
    action = f"/tournaments/{tournament.pk}/rounds/import/"
    data = rendered_form(client, page, action)
    data["seating-csv_file"] = SimpleUploadedFile(name, text.encode(), content_type="text/csv")
    return client.post(action, data)


@pytest.fixture
def nine(tournament_of, organiser):
    t = tournament_of(9, rounds=2)
    t.club.organisers.add(organiser)
    return t


def test_a_valid_file_seats_round_one_with_its_tables_winds_and_bye(client, nine):
    response = upload(client, nine, seating_file(nine_players_two_tables(nine)))
    assert response.status_code == 302
    round_ = nine.rounds.get(number=1)
    n = names(nine)
    table_1 = round_.tables.get(number=1).session
    assert [p.name for p in (table_1.east, table_1.south, table_1.west, table_1.north)] == n[:4]
    table_2 = round_.tables.get(number=2).session
    # Table 2 was listed N, W, S, E: Player 004 sits North, Player 007 East.
    assert (table_2.north.name, table_2.east.name) == (n[4], n[7])
    assert [p.name for p in round_.byes.all()] == [n[8]]


def test_the_exported_seating_csv_imports_back_as_the_same_seating(client, nine, organiser):
    round_ = tournament_seating.generate_round(nine, organiser)
    before = tournament_seating.seating_history(nine)[0]
    exported = client.get(f"/tournaments/{nine.pk}/rounds/1/seating.csv").content.decode()
    exported = exported.replace("\r\n", "\n")
    response = upload(client, nine, exported)
    assert response.status_code == 302
    after = tournament_seating.seating_history(nine)[0]
    assert after.tables == before.tables and after.byes == before.byes
    assert not nine.rounds.filter(pk=round_.pk).exists()  # the round was seated again


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda rows: rows + [(3, "E", "Nobody Known")], "Row 11: 'Nobody Known' is not a player"),
        (
            lambda rows: rows[:8] + [(3, "E", rows[0][2])],
            "Row 10: Player 000 is already seated at row 2.",
        ),
        (
            lambda rows: rows[:7] + [("", "bye", "Player 007"), rows[8]],
            "Table 2 has 3 players (rows 6, 7, 8): a table seats four, one at each wind.",
        ),
        (
            lambda rows: [(1, "S", rows[0][2]), *rows[1:]],
            "Row 3: table 1 already has S at row 2.",
        ),
        (lambda rows: [(1, "X", rows[0][2]), *rows[1:]], "Row 2: the wind 'X' is not E, S, W, N"),
        (lambda rows: [("one", "E", rows[0][2]), *rows[1:]], "Row 2: the table 'one' is not"),
        (
            lambda rows: [(3 if r[0] == 2 else r[0], r[1], r[2]) for r in rows],
            "Tables are numbered 1 to 2: table 2 is missing.",
        ),
        (
            lambda rows: rows[:8],
            "1 players still in the event are not in the file (Player 008)",
        ),
    ],
)
def test_a_bad_file_is_a_400_naming_the_row_and_seats_nothing(client, nine, change, message):
    response = upload(client, nine, seating_file(change(nine_players_two_tables(nine))))
    assert response.status_code == 400
    assert message in response.content.decode().replace("&#x27;", "'")
    assert not nine.rounds.exists()


@pytest.mark.parametrize(
    "header, winds, bye",
    [
        ("Stůl,Vítr,Jméno\n", ["Východ", "Jih", "Západ", "Sever"], "volno"),
        ("table,vent,nom\n", ["est", "sud", "ouest", "nord"], "exempt"),
    ],
)
def test_a_file_typed_in_czech_or_french_seats_the_same_as_in_english(
    client, nine, header, winds, bye
):
    n = names(nine)
    rows = [(t, winds[i], n[4 * (t - 1) + i]) for t in (1, 2) for i in range(4)]
    rows.append(("", bye, n[8]))
    response = upload(client, nine, seating_file(rows, header=header))
    assert response.status_code == 302
    round_ = nine.rounds.get(number=1)
    table_2 = round_.tables.get(number=2).session
    assert [p.name for p in (table_2.east, table_2.south, table_2.west, table_2.north)] == n[4:8]
    assert [p.name for p in round_.byes.all()] == [n[8]]


def test_a_file_saved_by_a_czech_or_french_spreadsheet_with_semicolons_seats_the_same(client, nine):
    # A spreadsheet set to Czech or French separates a CSV file's fields with ';' (the comma
    # is their decimal mark): "Stůl;Vítr;Jméno", as such an organiser's file arrives.
    n = names(nine)
    winds = ["Východ", "Jih", "Západ", "Sever"]
    rows = [(t, winds[i], n[4 * (t - 1) + i]) for t in (1, 2) for i in range(4)]
    rows.append(("", "volno", n[8]))
    text = "\ufeffStůl;Vítr;Jméno\r\n" + "".join(";".join(map(str, r)) + "\r\n" for r in rows)
    response = upload(client, nine, text)
    assert response.status_code == 302, response.content.decode()[-600:]
    round_ = nine.rounds.get(number=1)
    table_2 = round_.tables.get(number=2).session
    assert [p.name for p in (table_2.east, table_2.south, table_2.west, table_2.north)] == n[4:8]
    assert [p.name for p in round_.byes.all()] == [n[8]]


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_a_seating_exported_in_czech_or_french_imports_back_in_any_language(
    client, nine, organiser, language
):
    from django.utils import translation

    from scoring.models import Round

    upload(client, nine, seating_file(nine_players_two_tables(nine)))
    with translation.override(language):
        exported = tournament_exports.seating_csv(Round.objects.get(tournament=nine, number=1))
    header = exported.splitlines()[0]
    assert (
        header
        == {"cs": "kolo,stůl,vítr,jméno,země,klub", "fr": "manche,table,vent,nom,pays,club"}[
            language
        ]
    )
    nine.rounds.all().delete()
    response = upload(client, nine, exported)  # uploaded by an English page
    assert response.status_code == 302
    table_2 = nine.rounds.get(number=1).tables.get(number=2).session
    n = names(nine)
    assert (table_2.north.name, table_2.east.name) == (n[4], n[7])
    assert [p.name for p in nine.rounds.get(number=1).byes.all()] == [n[8]]


def test_a_header_without_the_needed_columns_is_refused(client, nine):
    response = upload(client, nine, "player,seat\nPlayer 000,E\n")
    assert response.status_code == 400
    assert "Row 1 (the header) has no column table, wind, name" in response.text
    assert not nine.rounds.exists()


def test_a_file_for_another_round_is_refused(client, nine):
    rows = [(2, *row) for row in nine_players_two_tables(nine)]
    response = upload(client, nine, seating_file(rows, header="round,table,wind,name\n"))
    assert response.status_code == 400
    assert "Row 2 is for round 2; this file seats round 1." in response.text


def test_a_file_that_is_not_utf8_is_refused(client, nine):
    client.force_login(nine.club.organisers.first())
    action = f"/tournaments/{nine.pk}/rounds/import/"
    bad = SimpleUploadedFile("s.csv", b"table,wind,name\n1,E,\xff\xfe\n")
    response = client.post(action, {"seating-csv_file": bad})
    assert response.status_code == 400 and "not UTF-8 text" in response.text


def test_a_started_round_is_not_replaced_the_file_seats_the_next(client, nine, organiser):
    first = tournament_seating.generate_round(nine, organiser)
    tournament_play.start_round(first)
    response = upload(client, nine, seating_file(nine_players_two_tables(nine)))
    assert response.status_code == 302
    assert list(nine.rounds.values_list("number", flat=True)) == [1, 2]


def test_only_an_organiser_imports_a_seating(client, nine, django_user_model):
    client.force_login(django_user_model.objects.create_user("guest", password="g-pass-123"))
    text = seating_file(nine_players_two_tables(nine))
    response = client.post(
        f"/tournaments/{nine.pk}/rounds/import/",
        {"seating-csv_file": SimpleUploadedFile("s.csv", text.encode())},
    )
    assert response.status_code == 403 and not nine.rounds.exists()
